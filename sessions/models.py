"""Data of assistsvc: projects and keys, engines, sessions and turns, AssistAnswer resources.

What a query filters or sorts on is a column; JSON columns hold only free-form parts
(``diagnosticInfo``, ``chunkMetadata``, connector names, authorizations, bounding boxes) and short
lists that are never queried (reference indices, banned phrases). Grounding results are kept apart
from "not grounded yet": ``Segment.grounding_score`` is nullable and each reply records the text hash
it was grounded from; the job status lives in :class:`grounding.models.GroundingJob` (the grounding
app owns its tables; this app knows nothing of them).
"""

from __future__ import annotations

import hashlib

from django.db import models
from django.db.models import Q
from django.utils import timezone


class Project(models.Model):
    project_id = models.CharField(max_length=63, unique=True)
    display_name = models.CharField(max_length=256, blank=True)
    create_time = models.DateTimeField(default=timezone.now)

    def __str__(self) -> str:
        return self.project_id


class ApiKey(models.Model):
    """A per-project API key; only a SHA-256 of the key is stored (the key is shown once)."""

    project = models.ForeignKey(Project, on_delete=models.CASCADE, related_name="api_keys")
    prefix = models.CharField(max_length=16, unique=True)
    key_hash = models.CharField(max_length=64)
    display_name = models.CharField(max_length=256, blank=True)
    create_time = models.DateTimeField(default=timezone.now)
    revoke_time = models.DateTimeField(null=True, blank=True)

    def __str__(self) -> str:
        return f"{self.project.project_id}/{self.prefix}"


class Engine(models.Model):
    """``projects/{p}/locations/{l}/collections/{c}/engines/{e}`` with grounding and policy config."""

    project = models.ForeignKey(Project, on_delete=models.CASCADE, related_name="engines")
    location = models.CharField(max_length=63)
    collection = models.CharField(max_length=63)
    engine_id = models.CharField(max_length=63)
    display_name = models.CharField(max_length=1024, blank=True)
    create_time = models.DateTimeField(default=timezone.now)
    update_time = models.DateTimeField(default=timezone.now)
    # grounding configuration
    citation_threshold = models.FloatField(default=0.6)
    enable_anti_citations = models.BooleanField(default=True)
    anti_citation_threshold = models.FloatField(default=0.8)
    # policy configuration
    banned_phrases = models.JSONField(default=list, blank=True)
    model_armor_enabled = models.BooleanField(default=True)
    prompt_injection_check = models.BooleanField(default=True)
    sensitive_data_check = models.BooleanField(default=True)
    malicious_url_check = models.BooleanField(default=True)
    blocked_domains = models.JSONField(default=list, blank=True)
    ignore_non_assist_seeking_queries = models.BooleanField(default=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["project", "location", "collection", "engine_id"], name="uniq_engine_name"),
        ]

    @property
    def name(self) -> str:
        return f"projects/{self.project.project_id}/locations/{self.location}/collections/{self.collection}/engines/{self.engine_id}"

    def __str__(self) -> str:
        return self.name


class Session(models.Model):
    class State(models.TextChoices):
        STATE_UNSPECIFIED = "STATE_UNSPECIFIED"
        IN_PROGRESS = "IN_PROGRESS"

    engine = models.ForeignKey(Engine, on_delete=models.CASCADE, related_name="sessions")
    session_id = models.CharField(max_length=63)
    display_name = models.CharField(max_length=1024, blank=True, db_index=True)
    user_pseudo_id = models.CharField(max_length=128, blank=True, db_index=True)
    state = models.CharField(max_length=32, choices=State.choices, default=State.STATE_UNSPECIFIED)
    is_pinned = models.BooleanField(default=False)
    start_time = models.DateTimeField(null=True, blank=True)
    end_time = models.DateTimeField(null=True, blank=True)
    create_time = models.DateTimeField(default=timezone.now, db_index=True)
    update_time = models.DateTimeField(default=timezone.now, db_index=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["engine", "session_id"], name="uniq_session_in_engine")]
        indexes = [models.Index(fields=["engine", "create_time", "id"])]

    @property
    def name(self) -> str:
        return f"{self.engine.name}/sessions/{self.session_id}"

    def __str__(self) -> str:
        return self.session_id


class SessionLabel(models.Model):
    session = models.ForeignKey(Session, on_delete=models.CASCADE, related_name="label_rows")
    value = models.CharField(max_length=63)
    position = models.PositiveIntegerField(default=0)

    class Meta:
        ordering = ["position"]
        constraints = [models.UniqueConstraint(fields=["session", "value"], name="uniq_session_label")]
        indexes = [models.Index(fields=["value"])]


class AssistAnswer(models.Model):
    class State(models.TextChoices):
        STATE_UNSPECIFIED = "STATE_UNSPECIFIED"
        IN_PROGRESS = "IN_PROGRESS"
        FAILED = "FAILED"
        SUCCEEDED = "SUCCEEDED"
        SKIPPED = "SKIPPED"
        CANCELLED = "CANCELLED"

    class Verdict(models.TextChoices):
        UNSPECIFIED = "UNSPECIFIED"
        ALLOW = "ALLOW"
        BLOCK = "BLOCK"

    class ViolationSource(models.TextChoices):
        VIOLATION_SOURCE_UNSPECIFIED = "VIOLATION_SOURCE_UNSPECIFIED"
        SYSTEM = "SYSTEM"
        PROMPT = "PROMPT"
        ATTACHMENT = "ATTACHMENT"

    class ReviewStatus(models.TextChoices):
        UNREVIEWED = "UNREVIEWED", "unreviewed"
        APPROVED = "APPROVED", "approved"
        NEEDS_FIX = "NEEDS_FIX", "needs fix"
        REJECTED = "REJECTED", "rejected"

    session = models.ForeignKey(Session, on_delete=models.CASCADE, related_name="answers")
    answer_id = models.CharField(max_length=63)
    state = models.CharField(max_length=32, choices=State.choices, default=State.STATE_UNSPECIFIED, db_index=True)
    connector_display_names = models.JSONField(default=dict, blank=True)
    diagnostic_info = models.JSONField(null=True, blank=True)
    assist_skipped_reasons = models.JSONField(default=list, blank=True)
    required_authorizations = models.JSONField(default=list, blank=True)
    # customerPolicyEnforcementResult (policy_results rows hold its policyResults[])
    policy_verdict = models.CharField(max_length=16, choices=Verdict.choices, blank=True, default="")
    policy_violation_source = models.CharField(max_length=32, choices=ViolationSource.choices, blank=True, default="")
    request_id = models.CharField(max_length=128, blank=True, default="")
    request_fingerprint = models.CharField(max_length=64, blank=True, default="")
    create_time = models.DateTimeField(default=timezone.now, db_index=True)
    update_time = models.DateTimeField(default=timezone.now)
    #: the engine's policy changed since this answer's policy was last evaluated; the reconciler
    #: re-sends its policy-only check until a check clears it (so a lost message is not lost work)
    policy_stale = models.BooleanField(default=False)
    policy_enqueue_time = models.DateTimeField(null=True, blank=True)
    # grounding summary, written with the segments by the background grounding (NULL: not grounded
    # yet); columns so the review console can filter and sort tens of thousands of answers
    support_score = models.FloatField(null=True, blank=True, db_index=True)
    min_claim_score = models.FloatField(null=True, blank=True)
    ungrounded_claims = models.PositiveIntegerField(null=True, blank=True)
    contradicted_claims = models.PositiveIntegerField(null=True, blank=True)
    # review console (history in ReviewEvent)
    review_status = models.CharField(max_length=16, choices=ReviewStatus.choices, default=ReviewStatus.UNREVIEWED, db_index=True)
    review_note = models.TextField(blank=True)
    reviewed_by = models.CharField(max_length=150, blank=True)
    review_time = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["session", "answer_id"], name="uniq_answer_in_session"),
            models.UniqueConstraint(fields=["session", "request_id"], condition=~Q(request_id=""), name="uniq_answer_request_id"),
        ]
        indexes = [
            models.Index(fields=["session", "create_time", "id"]),
            models.Index(fields=["policy_enqueue_time"], condition=Q(policy_stale=True), name="answer_policy_stale"),
        ]
        permissions = [
            ("review_assistanswer", "Can record a review verdict on an answer"),
            ("reground_assistanswer", "Can queue an answer for grounding again"),
        ]

    @property
    def name(self) -> str:
        return f"{self.session.name}/assistAnswers/{self.answer_id}"

    def __str__(self) -> str:
        return self.answer_id


class ReviewEvent(models.Model):
    """One change of an answer's review status or note: who, what, when (append-only)."""

    answer = models.ForeignKey(AssistAnswer, on_delete=models.CASCADE, related_name="review_events")
    reviewer = models.CharField(max_length=150)
    from_status = models.CharField(max_length=16, choices=AssistAnswer.ReviewStatus.choices)
    to_status = models.CharField(max_length=16, choices=AssistAnswer.ReviewStatus.choices)
    note = models.TextField(blank=True)
    time = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["-time", "-id"]

    def __str__(self) -> str:
        return f"{self.reviewer}: {self.from_status} -> {self.to_status}"


class Turn(models.Model):
    """One exchange of a session: the user's query and the AssistAnswer it got."""

    session = models.ForeignKey(Session, on_delete=models.CASCADE, related_name="turns")
    position = models.PositiveIntegerField()
    query_id = models.CharField(max_length=128, blank=True)
    query_text = models.TextField(blank=True)
    answer = models.OneToOneField(AssistAnswer, on_delete=models.CASCADE, null=True, blank=True, related_name="turn")

    class Meta:
        ordering = ["position"]
        constraints = [models.UniqueConstraint(fields=["session", "position"], name="uniq_turn_position")]


class PolicyResult(models.Model):
    """One ``customerPolicyEnforcementResult.policyResults[]`` entry (a oneof: banned phrases or Model Armor)."""

    class Kind(models.TextChoices):
        BANNED_PHRASE = "BANNED_PHRASE"
        MODEL_ARMOR = "MODEL_ARMOR"

    answer = models.ForeignKey(AssistAnswer, on_delete=models.CASCADE, related_name="policy_results")
    position = models.PositiveIntegerField()
    kind = models.CharField(max_length=16, choices=Kind.choices)
    banned_phrases = models.JSONField(default=list, blank=True)
    model_armor_violation = models.CharField(max_length=1024, blank=True)
    error = models.JSONField(null=True, blank=True)  # google.rpc.Status when the screen itself failed

    class Meta:
        ordering = ["position"]


class Reply(models.Model):
    """A ``replies[]`` entry. ``content_kind`` says which member of the ``content`` oneof is set."""

    class ContentData(models.TextChoices):
        NONE = ""
        TEXT = "text"
        INLINE_DATA = "inlineData"
        FILE = "file"
        EXECUTABLE_CODE = "executableCode"
        CODE_EXECUTION_RESULT = "codeExecutionResult"

    class Outcome(models.TextChoices):
        OUTCOME_UNSPECIFIED = "OUTCOME_UNSPECIFIED"
        OUTCOME_OK = "OUTCOME_OK"
        OUTCOME_FAILED = "OUTCOME_FAILED"
        OUTCOME_DEADLINE_EXCEEDED = "OUTCOME_DEADLINE_EXCEEDED"

    class ContentKind(models.TextChoices):
        CONTENT_KIND_UNSPECIFIED = "CONTENT_KIND_UNSPECIFIED"
        RESEARCH_PLAN = "RESEARCH_PLAN"
        RESEARCH_QUESTION = "RESEARCH_QUESTION"
        RESEARCH_ANSWER = "RESEARCH_ANSWER"
        RESEARCH_REPORT = "RESEARCH_REPORT"
        RESEARCH_AUDIO_SUMMARY = "RESEARCH_AUDIO_SUMMARY"

    answer = models.ForeignKey(AssistAnswer, on_delete=models.CASCADE, related_name="replies")
    position = models.PositiveIntegerField()
    reply_id = models.CharField(max_length=128, blank=True)
    create_time = models.DateTimeField(null=True, blank=True)
    has_grounded_content = models.BooleanField(default=True)
    # content (AssistantContent)
    has_content = models.BooleanField(default=True)
    role = models.CharField(max_length=32, blank=True)
    thought = models.BooleanField(default=False)
    content_data = models.CharField(max_length=32, choices=ContentData.choices, blank=True, default="")
    text = models.TextField(blank=True)
    mime_type = models.CharField(max_length=255, blank=True)  # inlineData.mimeType or file.mimeType
    inline_data = models.BinaryField(blank=True, default=b"")
    file_id = models.CharField(max_length=1024, blank=True)
    code = models.TextField(blank=True)  # executableCode.code
    outcome = models.CharField(max_length=32, choices=Outcome.choices, blank=True, default="")
    output = models.TextField(blank=True)  # codeExecutionResult.output
    # citationMetadata: has_citation_metadata keeps an explicitly empty message apart from an absent one
    has_citation_metadata = models.BooleanField(default=False)
    # contentMetadata
    content_kind = models.CharField(max_length=32, choices=ContentKind.choices, blank=True, default="")
    content_id = models.CharField(max_length=256, blank=True)
    has_content_metadata = models.BooleanField(default=False)
    # textGroundingMetadata (a oneof member of groundedContent)
    has_text_grounding_metadata = models.BooleanField(default=False)
    # grounding bookkeeping: sha256 of the text the segments were computed from (None = not grounded yet)
    grounded_text_sha256 = models.CharField(max_length=64, null=True, blank=True)
    grounded_time = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["position"]
        constraints = [models.UniqueConstraint(fields=["answer", "position"], name="uniq_reply_position")]

    def text_sha256(self) -> str:
        return hashlib.sha256(self.text.encode("utf-8")).hexdigest()


class Citation(models.Model):
    reply = models.ForeignKey(Reply, on_delete=models.CASCADE, related_name="citations")
    position = models.PositiveIntegerField()
    start_index = models.IntegerField(default=0)
    end_index = models.IntegerField(default=0)
    uri = models.TextField(blank=True)
    title = models.TextField(blank=True)
    license = models.TextField(blank=True)
    publication_year = models.IntegerField(default=0)
    publication_month = models.IntegerField(default=0)
    publication_day = models.IntegerField(default=0)
    has_publication_date = models.BooleanField(default=False)

    class Meta:
        ordering = ["position"]


class Segment(models.Model):
    """``textGroundingMetadata.segments[]``: byte offsets into the reply text and its grounding."""

    reply = models.ForeignKey(Reply, on_delete=models.CASCADE, related_name="segments")
    position = models.PositiveIntegerField()
    start_index = models.BigIntegerField(default=0)
    end_index = models.BigIntegerField(default=0)
    text = models.TextField(blank=True)
    reference_indices = models.JSONField(default=list, blank=True)
    #: None = not scored (not grounded yet, or a sentence that needs no check); 0.0 is a real score
    grounding_score = models.FloatField(null=True, blank=True)
    grounding_check_required = models.BooleanField(default=True)
    anti_reference_indices = models.JSONField(default=list, blank=True)
    #: the passages the engine read for this claim, for the review console (not in the API's JSON):
    #: [{"reference": i, "start": s, "end": e, "kind": "support" | "contradict"}], code point
    #: offsets into the reference's content
    evidence = models.JSONField(default=list, blank=True)

    class Meta:
        ordering = ["position"]


class VisualSegment(models.Model):
    reply = models.ForeignKey(Reply, on_delete=models.CASCADE, related_name="visual_segments")
    position = models.PositiveIntegerField()
    content_id = models.CharField(max_length=256, blank=True)
    reference_indices = models.JSONField(default=list, blank=True)

    class Meta:
        ordering = ["position"]


class Reference(models.Model):
    class Language(models.TextChoices):
        LANGUAGE_UNSPECIFIED = "LANGUAGE_UNSPECIFIED"
        PYTHON = "PYTHON"
        SQL = "SQL"

    reply = models.ForeignKey(Reply, on_delete=models.CASCADE, related_name="references")
    position = models.PositiveIntegerField()
    content = models.TextField(blank=True)
    code_snippet = models.TextField(blank=True)
    has_document_metadata = models.BooleanField(default=False)
    language = models.CharField(max_length=32, choices=Language.choices, blank=True, default="")
    bounding_boxes = models.JSONField(default=list, blank=True)
    document = models.TextField(blank=True)
    uri = models.TextField(blank=True)
    title = models.TextField(blank=True)
    page_identifier = models.CharField(max_length=256, blank=True)
    domain = models.CharField(max_length=256, blank=True)
    mime_type = models.CharField(max_length=255, blank=True)
    chunk_metadata = models.JSONField(null=True, blank=True)

    class Meta:
        ordering = ["position"]


class SearchEntryPoint(models.Model):
    reply = models.ForeignKey(Reply, on_delete=models.CASCADE, related_name="search_entry_points")
    position = models.PositiveIntegerField()
    rendered_content = models.TextField(blank=True)

    class Meta:
        ordering = ["position"]


class Operation(models.Model):
    """A long-running operation (``.../operations/{id}``) polled with ``GET /v1/{name}``."""

    project = models.ForeignKey(Project, on_delete=models.CASCADE, related_name="operations")
    name = models.CharField(max_length=1024, unique=True)
    kind = models.CharField(max_length=64)
    done = models.BooleanField(default=False)
    metadata = models.JSONField(default=dict, blank=True)
    response = models.JSONField(null=True, blank=True)
    error = models.JSONField(null=True, blank=True)
    #: the request payload the worker processes (for imports: the JSON Lines text)
    payload = models.TextField(blank=True)
    params = models.JSONField(default=dict, blank=True)
    create_time = models.DateTimeField(default=timezone.now)
    update_time = models.DateTimeField(default=timezone.now)

    def __str__(self) -> str:
        return self.name
