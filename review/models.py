"""A team's review of grounded answers: one verdict per reviewer and answer, claim labels, the consensus
they add up to, and queues of answers assigned to reviewers.

Reviewers are named by username (as ``sessions.ReviewEvent`` names them), so a verdict outlives a
deleted account. Every verdict and label keeps the grounding it was made against (``grounding_stamp``:
the finish time of the grounding run that produced the claims shown); when the answer is grounded again
the stamp no longer matches and the verdict or label is shown as stale.
"""

from __future__ import annotations

from django.db import models
from django.utils import timezone

from sessions.models import AssistAnswer, Engine


class Status(models.TextChoices):
    APPROVED = "APPROVED", "approved"
    NEEDS_FIX = "NEEDS_FIX", "needs fix"
    REJECTED = "REJECTED", "rejected"


class Consensus(models.TextChoices):
    UNREVIEWED = "UNREVIEWED", "unreviewed"
    APPROVED = "APPROVED", "approved"
    NEEDS_FIX = "NEEDS_FIX", "needs fix"
    REJECTED = "REJECTED", "rejected"
    DISPUTED = "DISPUTED", "disputed"


class ClaimLabelValue(models.TextChoices):
    SUPPORTED = "SUPPORTED", "supported"
    UNSUPPORTED = "UNSUPPORTED", "unsupported"
    CONTRADICTED = "CONTRADICTED", "contradicted"


class Verdict(models.Model):
    """One reviewer's current verdict on one answer. ``version`` grows with every change: a save that
    names an older version is refused (optimistic concurrency)."""

    answer = models.ForeignKey(AssistAnswer, on_delete=models.CASCADE, related_name="verdicts")
    reviewer = models.CharField(max_length=150, db_index=True)
    status = models.CharField(max_length=16, choices=Status.choices)
    note = models.TextField(blank=True)
    version = models.PositiveIntegerField(default=1)
    grounding_stamp = models.CharField(max_length=64, blank=True)
    create_time = models.DateTimeField(default=timezone.now)
    update_time = models.DateTimeField(default=timezone.now, db_index=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["answer", "reviewer"], name="review_verdict_one_per_reviewer")]
        ordering = ["update_time", "id"]

    def __str__(self) -> str:
        return f"{self.reviewer}: {self.status}"


class ClaimLabel(models.Model):
    """One reviewer's label of one claim (a segment of a reply), with the scorer's view of the claim when
    it was labelled: its score, its decision and the engine version that made them."""

    answer = models.ForeignKey(AssistAnswer, on_delete=models.CASCADE, related_name="claim_labels")
    reviewer = models.CharField(max_length=150, db_index=True)
    reply_position = models.PositiveIntegerField()
    segment_position = models.PositiveIntegerField()
    claim_text = models.TextField()
    label = models.CharField(max_length=16, choices=ClaimLabelValue.choices)
    scorer_score = models.FloatField(null=True, blank=True)
    scorer_decision = models.CharField(max_length=16, choices=ClaimLabelValue.choices)
    engine_version = models.CharField(max_length=128, blank=True)
    grounding_stamp = models.CharField(max_length=64, blank=True)
    time = models.DateTimeField(default=timezone.now)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["answer", "reviewer", "reply_position", "segment_position"], name="review_claim_label_one_per_reviewer")]
        ordering = ["reply_position", "segment_position", "reviewer"]


class AnswerReview(models.Model):
    """What an answer's verdicts add up to, kept with the verdicts (same transaction) so the list can
    filter and sort on it: the consensus, how many reviewers, who."""

    answer = models.OneToOneField(AssistAnswer, on_delete=models.CASCADE, related_name="review_summary")
    consensus = models.CharField(max_length=16, choices=Consensus.choices, default=Consensus.UNREVIEWED, db_index=True)
    verdict_count = models.PositiveIntegerField(default=0)
    reviewers = models.TextField(blank=True)  # " name1 name2 " (spaces around each, for an exact icontains)
    update_time = models.DateTimeField(default=timezone.now)


class Queue(models.Model):
    """Answers picked by a filter of the answer list, to be reviewed by the assigned reviewers.

    ``reviews_per_item`` is how many different reviewers each answer gets (1: never two; 2: double review).
    """

    class Mode(models.TextChoices):
        ROUND_ROBIN = "ROUND_ROBIN", "round robin"
        BY_HAND = "BY_HAND", "by hand"

    name = models.CharField(max_length=200)
    filter_query = models.TextField(blank=True, help_text="the answer list's query string the queue was built from")
    engine = models.ForeignKey(Engine, on_delete=models.SET_NULL, null=True, blank=True, related_name="+")
    mode = models.CharField(max_length=16, choices=Mode.choices, default=Mode.ROUND_ROBIN)
    reviews_per_item = models.PositiveSmallIntegerField(default=1)
    created_by = models.CharField(max_length=150, blank=True)
    create_time = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["-create_time", "-id"]

    def __str__(self) -> str:
        return self.name


class QueueItem(models.Model):
    queue = models.ForeignKey(Queue, on_delete=models.CASCADE, related_name="items")
    answer = models.ForeignKey(AssistAnswer, on_delete=models.CASCADE, related_name="queue_items")
    position = models.PositiveIntegerField()

    class Meta:
        constraints = [models.UniqueConstraint(fields=["queue", "answer"], name="review_queue_item_once")]
        ordering = ["queue", "position"]


class Assignment(models.Model):
    """A queue item given to a reviewer; ``done_time`` is set when that reviewer records a verdict."""

    item = models.ForeignKey(QueueItem, on_delete=models.CASCADE, related_name="assignments")
    reviewer = models.CharField(max_length=150, db_index=True)
    assign_time = models.DateTimeField(default=timezone.now)
    done_time = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["item", "reviewer"], name="review_assignment_once_per_reviewer")]
        ordering = ["item__position", "id"]
