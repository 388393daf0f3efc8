"""The review console (Django admin, staff only): read replies with their grounding, approve or flag."""
from __future__ import annotations

from django.contrib import admin, messages
from django.utils.html import format_html, format_html_join
from django.utils.safestring import mark_safe

from . import services
from .models import ApiKey, AssistAnswer, Engine, Project, Reply, Session


def _score_colour(score: float | None) -> str:
    if score is None:
        return "#eee"
    return "#c8f7c5" if score >= 0.6 else "#ffe3a3" if score >= 0.3 else "#ffc9c9"


def render_reply(reply: Reply) -> str:
    """The reply text with each segment highlighted by its grounding score and references listed."""
    data = reply.text.encode("utf-8")
    parts, cursor = [], 0
    for seg in reply.segments.all():
        start, end = int(seg.start_index), int(seg.end_index)
        if start < cursor or end > len(data):
            continue
        parts.append(format_html("{}", data[cursor:start].decode("utf-8", "replace")))
        refs = ", ".join(f"[{i}]" for i in seg.reference_indices)
        title = "no check needed" if not seg.grounding_check_required else (
            "not grounded yet" if seg.grounding_score is None else f"score {seg.grounding_score:.2f} {refs}"
        )
        parts.append(
            format_html(
                '<span class="seg" title="{}" style="background:{};padding:1px 2px;border-radius:3px">{}</span><sup>{}</sup>',
                title, _score_colour(seg.grounding_score if seg.grounding_check_required else None),
                data[start:end].decode("utf-8", "replace"), refs,
            )
        )
        cursor = end
    parts.append(format_html("{}", data[cursor:].decode("utf-8", "replace")))
    refs = format_html_join(
        "", "<li><b>[{}]</b> {} <small>{}</small></li>",
        ((r.position, (r.content or r.code_snippet)[:400], r.title or r.uri) for r in reply.references.all()),
    )
    return format_html('<div class="reply" style="max-width:60em;line-height:1.6">{}</div><ol start="0">{}</ol>',
                       mark_safe("".join(str(p) for p in parts)), refs)  # every part was escaped above


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


@admin.register(Engine)
class EngineAdmin(admin.ModelAdmin):
    list_display = ("engine_id", "project", "location", "collection", "citation_threshold", "model_armor_enabled")
    list_filter = ("project",)


@admin.register(Session)
class SessionAdmin(admin.ModelAdmin):
    list_display = ("session_id", "engine", "display_name", "user_pseudo_id", "is_pinned", "create_time")
    list_filter = ("is_pinned", "engine")
    search_fields = ("session_id", "display_name", "user_pseudo_id")


@admin.register(AssistAnswer)
class AssistAnswerAdmin(admin.ModelAdmin):
    list_display = ("answer_id", "session", "state", "support", "grounding", "policy_verdict", "review_status", "create_time")
    list_filter = ("review_status", "state", "policy_verdict", "grounding_job__status")
    search_fields = ("answer_id", "session__session_id", "replies__text")
    readonly_fields = ("name", "state", "query", "replies_with_grounding", "policy", "diagnostic_info", "review_status", "reviewed_by", "review_time")
    fields = ("name", "state", "query", "replies_with_grounding", "policy", "diagnostic_info", "review_status", "review_note", "reviewed_by", "review_time")
    actions = ["approve", "flag"]
    list_select_related = ("session", "grounding_job")

    def get_queryset(self, request):
        return super().get_queryset(request).select_related("session__engine__project", "grounding_job")

    def has_add_permission(self, request):
        return False

    @admin.display(description="support")
    def support(self, obj):
        info = (obj.diagnostic_info or {}).get("grounding") or {}
        score = info.get("supportScore")
        return "—" if score is None else f"{score:.2f}"

    @admin.display(description="grounding job")
    def grounding(self, obj):
        job = getattr(obj, "grounding_job", None)
        return job.status if job else "—"

    @admin.display(description="query")
    def query(self, obj):
        turn = getattr(obj, "turn", None)
        return turn.query_text if turn else ""

    @admin.display(description="replies")
    def replies_with_grounding(self, obj):
        replies = obj.replies.prefetch_related("segments", "references")
        return format_html_join("", "<h4>reply {}</h4>{}", ((r.reply_id, render_reply(r)) for r in replies))

    @admin.display(description="policy")
    def policy(self, obj):
        from .protojson import policy_to_json

        return policy_to_json(obj) or "—"

    def save_model(self, request, obj, form, change):
        services.answer_review(answer=obj, status=obj.review_status, reviewer=request.user.get_username(), note=obj.review_note)

    def _review(self, request, queryset, status):
        for answer in queryset:
            services.answer_review(answer=answer, status=status, reviewer=request.user.get_username())
        self.message_user(request, f"{queryset.count()} answer(s) marked {status.lower()}", messages.SUCCESS)

    @admin.action(description="Approve selected answers")
    def approve(self, request, queryset):
        self._review(request, queryset, AssistAnswer.ReviewStatus.APPROVED)

    @admin.action(description="Flag selected answers")
    def flag(self, request, queryset):
        self._review(request, queryset, AssistAnswer.ReviewStatus.FLAGGED)
