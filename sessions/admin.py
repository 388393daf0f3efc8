"""The review console: the Django admin set up for reviewing grounded replies.

- Answers: a list sorted least grounded first, with score-bucket filters; an answer page with the query,
  each reply's claims coloured by grounding score, the evidence of a selected claim, references, policy
  results, diagnostics, the grounding job's history and the review history; review verdicts (one at a
  time, with keyboard shortcuts and previous / next through the filtered list, or in bulk); re-grounding
  and export of selected answers as the API's JSON; a dashboard (``console/dashboard.py``).
- Sessions: the conversation in order with each answer's support score.
- Who may do what: ``console/permissions.py`` (Reviewers review; only admins change data).

The parts the pages use live in ``sessions/console/``; templates in
``sessions/templates/admin/assist_sessions/``; CSS and JS in ``sessions/static/assist_sessions/``.
"""

from __future__ import annotations

import json
from datetime import datetime

from django import forms
from django.contrib import admin, messages
from django.core.exceptions import PermissionDenied
from django.db.models import F, Prefetch
from django.http import HttpResponseRedirect
from django.urls import path, reverse
from django.utils.html import format_html

from apiwire.status import ApiError
from apiwire.protojson import Reader, format_timestamp

from . import services
from .console import filters
from .console.exports import export_answers
from .console.navigation import neighbours
from .console.permissions import REGROUND_PERM, REVIEW_PERM
from .console.render import LEGEND, band, reply_view
from .protojson import ENGINE_FIELDS, SESSION_FIELDS, parse_engine_fields, parse_session_fields
from .models import ApiKey, AssistAnswer, Engine, Project, Reply, Session, Turn

admin.site.site_header = "assistsvc review console"
admin.site.enable_nav_sidebar = False  # the answer list needs the width
admin.site.site_title = "assistsvc console"
admin.site.index_title = "Review grounded answers"
admin.site.site_url = "/docs/"  # "View site": the API documentation (the service has no other page)


def _score_badge(score: float | None, *, empty: str = filters.NOT_GROUNDED_LABEL) -> str:
    if score is None:
        return format_html('<span class="asv-badge asv-band-none">{}</span>', empty)
    return format_html('<span class="asv-badge asv-band-{}">{}</span>', band(score), f"{score:.2f}")


@admin.register(Project)
class ProjectAdmin(admin.ModelAdmin):
    list_display = ("project_id", "display_name", "create_time")
    search_fields = ("project_id",)


@admin.register(ApiKey)
class ApiKeyAdmin(admin.ModelAdmin):
    list_display = ("prefix", "project", "display_name", "create_time", "revoke_time")
    readonly_fields = ("prefix", "key_hash", "project", "create_time")
    list_filter = ("project",)
    actions = ["revoke"]

    def has_add_permission(self, request):
        return False  # keys are created with `manage.py create_api_key` so the key is shown once

    @admin.action(description="Revoke selected keys")
    def revoke(self, request, queryset):
        for key in queryset:
            services.api_key_revoke(prefix=key.prefix)


class ApiValidatedForm(forms.ModelForm):
    """A console form checked by the API's own parser, so the console cannot store what the API would
    refuse (thresholds outside [0, 1], empty banned phrases, over-long names ...).

    ``api_fields`` maps API paths ("groundingConfig.citationThreshold") to model fields; ``api_parse``
    is the API's parser for the resource.
    """

    api_fields: dict[str, str] = {}

    @staticmethod
    def api_parse(reader: Reader) -> None:
        raise NotImplementedError

    def clean(self):
        cleaned = super().clean()
        body: dict = {}
        for api_path, field in self.api_fields.items():
            if field in cleaned:
                node = body
                *parents, leaf = api_path.split(".")
                for p in parents:
                    node = node.setdefault(p, {})
                value = cleaned[field]
                node[leaf] = format_timestamp(value) if isinstance(value, datetime) else value
        reader = Reader(body)
        self.api_parse(reader)
        try:
            reader.raise_if_invalid()
        except ApiError as exc:
            raise forms.ValidationError(str(exc)) from None
        return cleaned

    def changed_api_paths(self) -> list[str]:
        return [p for p, f in self.api_fields.items() if f in self.changed_data]


class EngineAdminForm(ApiValidatedForm):
    api_fields = ENGINE_FIELDS
    api_parse = staticmethod(parse_engine_fields)

    class Meta:
        model = Engine
        fields = "__all__"


class SessionAdminForm(ApiValidatedForm):
    api_fields = {p: f for p, f in SESSION_FIELDS.items() if f != "labels"}
    api_parse = staticmethod(lambda reader: parse_session_fields(reader, for_update=True))

    class Meta:
        model = Session
        fields = "__all__"


@admin.register(Engine)
class EngineAdmin(admin.ModelAdmin):
    form = EngineAdminForm
    list_display = ("engine_id", "display_name", "project", "location", "collection", "citation_threshold", "anti_citation_threshold", "model_armor_enabled")
    list_filter = ("project",)
    readonly_fields = ("project", "location", "collection", "engine_id", "create_time", "update_time")

    def has_add_permission(self, request):
        return False  # engines are created over the API (engineId rules, names)

    def save_model(self, request, obj, form, change):
        # through the service (as a PATCH with an update mask), so a policy change re-checks the
        # engine's stored answers
        paths = form.changed_api_paths()
        if paths:
            services.engine_update(engine=obj, values={p: getattr(obj, ENGINE_FIELDS[p]) for p in paths}, paths=paths)


@admin.register(Session)
class SessionAdmin(admin.ModelAdmin):
    """The conversation in order; admins may also change the session's own fields (through the
    service, with the API's validation); turns and answers are written over the API."""

    form = SessionAdminForm
    change_form_template = "admin/assist_sessions/session/change_form.html"
    list_display = ("session_id", "engine", "display_name", "user_pseudo_id", "state", "is_pinned", "create_time")
    list_filter = ("is_pinned", "state", filters.SessionEngineFilter)
    search_fields = ("session_id", "display_name", "user_pseudo_id")
    list_select_related = ("engine__project",)  # the engine column prints its name (project id): one query per page
    fields = ("engine", "session_id", "display_name", "user_pseudo_id", "state", "is_pinned", "start_time", "end_time", "create_time", "update_time")
    readonly_fields = ("engine", "session_id", "create_time", "update_time")

    class Media:
        css = {"all": ["assist_sessions/console.css"]}

    def has_add_permission(self, request):
        return False

    def save_model(self, request, obj, form, change):
        paths = form.changed_api_paths()
        if paths:
            services.session_update(session=obj, values={f: getattr(obj, f) for f in form.changed_data}, paths=paths)

    def change_view(self, request, object_id, form_url="", extra_context=None):
        if not str(object_id).isdigit():  # a relative link or a typed URL: the admin's "does not exist" redirect
            return super().change_view(request, object_id, form_url, extra_context)
        turns = (
            Turn.objects.filter(session_id=object_id)
            .select_related("answer__grounding_job")
            .prefetch_related(Prefetch("answer__replies", queryset=Reply.objects.only("answer_id", "position", "reply_id", "text", "content_data")))
            .order_by("position")
        )
        conversation = [
            {
                "turn": t,
                "answer": t.answer,
                "url": reverse("admin:assist_sessions_assistanswer_change", args=[t.answer.pk]) if t.answer else None,
                "support": _score_badge(t.answer.support_score) if t.answer else "",
                "replies": list(t.answer.replies.all()) if t.answer else [],
            }
            for t in turns
        ]
        answers_url = reverse("admin:assist_sessions_assistanswer_changelist") + f"?session={int(object_id)}" if str(object_id).isdigit() else ""
        extra = {"title": "Conversation", "conversation": conversation, "answers_url": answers_url, **(extra_context or {})}
        return super().change_view(request, object_id, form_url, extra)


@admin.register(AssistAnswer)
class AssistAnswerAdmin(admin.ModelAdmin):
    change_form_template = "admin/assist_sessions/assistanswer/change_form.html"
    change_list_template = "admin/assist_sessions/assistanswer/change_list.html"
    list_display = (
        "answer_id",
        "session_link",
        "engine",
        "created",
        "state",
        "support",
        "lowest_claim",
        "ungrounded",
        "contradicted",
        "verdict",
        "skipped",
        "grounding_status",
        "review",
    )
    list_display_links = ("answer_id",)
    list_filter = (
        filters.SupportScoreFilter,
        filters.MinClaimScoreFilter,
        filters.UngroundedClaimsFilter,
        filters.ContradictedClaimsFilter,
        "review_status",
        "state",
        "policy_verdict",
        filters.SkippedReasonFilter,
        filters.GroundingStatusFilter,
        filters.EngineFilter,
        filters.SessionFilter,
        "create_time",
    )
    search_fields = ("answer_id", "session__session_id", "turn__query_text", "replies__text")
    search_help_text = "Search the query, the reply text, the answer id or the session id."
    # least grounded first; answers not grounded yet after all graded ones; newest first among equals
    ordering = (F("support_score").asc(nulls_last=True), "-create_time", "-id")
    list_per_page = 50
    show_full_result_count = False  # one COUNT per page, not two
    list_select_related = ("session__engine", "grounding_job", "turn")
    fields = ("review_status", "review_note")
    radio_fields = {"review_status": admin.HORIZONTAL}
    actions = ["approve", "needs_fix", "reject", "mark_unreviewed", "reground", "export_json"]

    class Media:
        css = {"all": ["assist_sessions/console.css"]}
        js = ["assist_sessions/console.js"]

    # --- permissions: reviewers may record verdicts, nothing else --------------------------------

    def has_add_permission(self, request):
        return False  # answers arrive over the API or by import

    def has_change_permission(self, request, obj=None):
        return request.user.has_perm(REVIEW_PERM) or super().has_change_permission(request, obj)

    def has_review_permission(self, request):
        return request.user.has_perm(REVIEW_PERM)

    def has_reground_permission(self, request):
        return request.user.has_perm(REGROUND_PERM)

    # --- list ----------------------------------------------------------------------------------

    @admin.display(description="session", ordering="session__session_id")
    def session_link(self, obj):
        url = reverse("admin:assist_sessions_session_change", args=[obj.session_id])
        return format_html('<a href="{}">{}</a>', url, obj.session.session_id)

    @admin.display(description="engine", ordering="session__engine__engine_id")
    def engine(self, obj):
        return obj.session.engine.engine_id

    @admin.display(description="created (UTC)", ordering="create_time")
    def created(self, obj):
        return obj.create_time.strftime("%Y-%m-%d %H:%M")

    @admin.display(description="support", ordering="support_score")
    def support(self, obj):
        job = getattr(obj, "grounding_job", None)
        if obj.support_score is None and job is not None and job.status == job.Status.SUCCEEDED:
            return format_html('<span class="asv-muted">{}</span>', filters.NO_TEXT_LABEL)
        return _score_badge(obj.support_score)

    @admin.display(description="lowest claim", ordering="min_claim_score")
    def lowest_claim(self, obj):
        return _score_badge(obj.min_claim_score, empty="—")

    @admin.display(description="ungrounded", ordering="ungrounded_claims")
    def ungrounded(self, obj):
        return "—" if obj.ungrounded_claims is None else obj.ungrounded_claims

    @admin.display(description="contradicted", ordering="contradicted_claims")
    def contradicted(self, obj):
        if not obj.contradicted_claims:
            return "—" if obj.contradicted_claims is None else 0
        return format_html('<span class="asv-anti">{} &#9888;</span>', obj.contradicted_claims)

    @admin.display(description="policy", ordering="policy_verdict")
    def verdict(self, obj):
        return obj.policy_verdict or "—"

    @admin.display(description="skipped")
    def skipped(self, obj):
        return ", ".join(r.replace("_", " ").lower() for r in obj.assist_skipped_reasons) or "—"

    @admin.display(description="grounding", ordering="grounding_job__status")
    def grounding_status(self, obj):
        job = getattr(obj, "grounding_job", None)
        return job.status.lower() if job else "never queued"

    @admin.display(description="review", ordering="review_status")
    def review(self, obj):
        return format_html('<span class="asv-review asv-review-{}">{}</span>', obj.review_status.lower(), obj.get_review_status_display())

    # --- answer page ---------------------------------------------------------------------------

    def get_urls(self):
        from .console.dashboard import dashboard_view

        def dashboard(request):
            if not self.has_view_permission(request):
                raise PermissionDenied
            return dashboard_view(request, self)

        return [
            path("dashboard/", self.admin_site.admin_view(dashboard), name="assist_sessions_assistanswer_dashboard"),
        ] + super().get_urls()

    def get_object(self, request, object_id, from_field=None):
        """The answer with everything its page shows, in a fixed number of queries (fetched once per
        request: the admin asks for it more than once)."""
        cached = getattr(request, "_asv_answer", None)
        if cached is not None and str(cached.pk) == str(object_id):
            return cached
        queryset = (
            self.get_queryset(request)
            .select_related("session__engine__project", "grounding_job", "turn")
            .prefetch_related(
                Prefetch("replies", queryset=Reply.objects.prefetch_related("segments", "references")),
                "policy_results",
                "review_events",
                "grounding_job__history",
            )
        )
        try:
            request._asv_answer = queryset.get(pk=int(object_id))
        except (AssistAnswer.DoesNotExist, ValueError, TypeError):
            return None
        return request._asv_answer

    def changelist_view(self, request, extra_context=None):
        return super().changelist_view(request, {"title": "Answers to review", **(extra_context or {})})

    def change_view(self, request, object_id, form_url="", extra_context=None):
        answer = self.get_object(request, object_id)
        extra = {"title": "Review answer", **(extra_context or {})}
        if answer is not None:
            job = getattr(answer, "grounding_job", None)
            turn = getattr(answer, "turn", None)
            extra.update(
                answer=answer,
                query_text=turn.query_text if turn else "",
                reply_views=[reply_view(r) for r in answer.replies.all()],
                legend=LEGEND,
                policy_results=list(answer.policy_results.all()),
                policy_checked_verdict=((answer.diagnostic_info or {}).get("policy") or {}).get("verdict", ""),
                diagnostic_json=json.dumps(answer.diagnostic_info, indent=2, ensure_ascii=False) if answer.diagnostic_info else "",
                grounding_job=job,
                attempts=list(job.history.all()) if job else [],
                review_events=list(answer.review_events.all()),
                nav=self._neighbours(request, answer.pk),
                can_review=self.has_review_permission(request),
                can_reground=self.has_reground_permission(request),
                support_badge=_score_badge(answer.support_score),
                session_url=reverse("admin:assist_sessions_session_change", args=[answer.session_id]),
            )
        return super().change_view(request, object_id, form_url, extra)

    def _neighbours(self, request, pk):
        """Previous / next in the reviewer's list, computed once per request and before a save: a
        verdict can take the answer out of its own list (filtered on "unreviewed"), and "Save and next"
        must still go to the answer that followed it there."""
        nav = getattr(request, "_asv_nav", None)
        if nav is None:
            nav = request._asv_nav = neighbours(self, request, pk)
        return nav

    def save_model(self, request, obj, form, change):
        # only the review fields are on the form; the service keeps the history
        services.answer_review(answer=obj, status=obj.review_status, reviewer=request.user.get_username(), note=obj.review_note)

    def response_change(self, request, obj):
        if "_reground" in request.POST:
            if not self.has_reground_permission(request):
                raise PermissionDenied
            from grounding.interface import request_grounding

            request_grounding(answer_ids=[obj.pk])
            self.message_user(request, "Queued for grounding again.", messages.SUCCESS)
            return HttpResponseRedirect(request.get_full_path())
        if "_savenext" in request.POST:
            nav = self._neighbours(request, obj.pk)
            self.message_user(request, f"Answer {obj.answer_id}: {obj.get_review_status_display()}.", messages.SUCCESS)
            return HttpResponseRedirect(nav.next_url or request.get_full_path())
        return super().response_change(request, obj)

    # --- bulk actions ---------------------------------------------------------------------------

    def _review(self, request, queryset, status):
        reviewer = request.user.get_username()
        ids = list(queryset.values_list("pk", flat=True))
        changed = sum(services.answer_review(answer=AssistAnswer(pk=pk), status=status, reviewer=reviewer) for pk in ids)
        label = AssistAnswer.ReviewStatus(status).label
        self.message_user(request, f"{changed} answer(s) marked {label}.", messages.SUCCESS)

    @admin.action(description="Mark selected answers approved", permissions=["review"])
    def approve(self, request, queryset):
        self._review(request, queryset, AssistAnswer.ReviewStatus.APPROVED)

    @admin.action(description="Mark selected answers needs fix", permissions=["review"])
    def needs_fix(self, request, queryset):
        self._review(request, queryset, AssistAnswer.ReviewStatus.NEEDS_FIX)

    @admin.action(description="Mark selected answers rejected", permissions=["review"])
    def reject(self, request, queryset):
        self._review(request, queryset, AssistAnswer.ReviewStatus.REJECTED)

    @admin.action(description="Mark selected answers unreviewed", permissions=["review"])
    def mark_unreviewed(self, request, queryset):
        self._review(request, queryset, AssistAnswer.ReviewStatus.UNREVIEWED)

    @admin.action(description="Re-ground selected answers", permissions=["reground"])
    def reground(self, request, queryset):
        from grounding.interface import request_grounding

        ids = request_grounding(answer_ids=list(queryset.values_list("pk", flat=True)))
        self.message_user(request, f"{len(ids)} answer(s) queued for grounding again.", messages.SUCCESS)

    @admin.action(description="Export selected answers as the API's JSON", permissions=["view"])
    def export_json(self, request, queryset):
        return export_answers(queryset)
