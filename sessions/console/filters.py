"""Filters of the review console's answer list. Each is one indexed-column condition, so a filtered page
costs the same number of queries as an unfiltered one."""

from __future__ import annotations

from django.contrib import admin
from django.db.models import Q

from grounding.interface import JOB_STATUSES
from sessions.protojson import SKIPPED_REASONS

#: (slug, label, lower bound inclusive, upper bound exclusive); the colour scale of the answer page
SCORE_BUCKETS = [
    ("lt30", "below 0.3", None, 0.3),
    ("30to60", "0.3 – 0.6", 0.3, 0.6),
    ("60to80", "0.6 – 0.8", 0.6, 0.8),
    ("ge80", "0.8 and above", 0.8, None),
]
#: the two states of an answer without a score, named the same on the list, its filters, the answer page
#: and the dashboard: not grounded yet (never queued, queued, running or failed), and grounded but with
#: nothing to score (no text reply)
NOT_GROUNDED = "none"
NOT_GROUNDED_LABEL = "not grounded yet"
NO_TEXT = "notext"
NO_TEXT_LABEL = "no text to ground"
GROUNDED_Q = Q(grounding_job__status="SUCCEEDED", grounding_job__isnull=False)


def score_bucket_q(field: str, slug: str) -> Q | None:
    if slug == NOT_GROUNDED:
        return Q(**{f"{field}__isnull": True}) & ~GROUNDED_Q
    if slug == NO_TEXT:
        return Q(**{f"{field}__isnull": True}) & GROUNDED_Q
    for s, _, lo, hi in SCORE_BUCKETS:
        if s == slug:
            q = Q()
            if lo is not None:
                q &= Q(**{f"{field}__gte": lo})
            if hi is not None:
                q &= Q(**{f"{field}__lt": hi})
            return q
    return None


class _ScoreBucketFilter(admin.SimpleListFilter):
    field = ""

    def lookups(self, request, model_admin):
        return [(s, label) for s, label, _, _ in SCORE_BUCKETS] + [(NOT_GROUNDED, NOT_GROUNDED_LABEL), (NO_TEXT, NO_TEXT_LABEL)]

    def queryset(self, request, queryset):
        q = score_bucket_q(self.field, self.value()) if self.value() else None
        return queryset.filter(q) if q is not None else queryset


class SupportScoreFilter(_ScoreBucketFilter):
    title = "support score"
    parameter_name = "support"
    field = "support_score"


class MinClaimScoreFilter(_ScoreBucketFilter):
    title = "lowest claim score"
    parameter_name = "min_claim"
    field = "min_claim_score"


class _ClaimCountFilter(admin.SimpleListFilter):
    field = ""
    some_label = ""

    def lookups(self, request, model_admin):
        return [("0", "none"), ("1", "1"), ("2+", "2 or more"), ("any", self.some_label), (NOT_GROUNDED, "not grounded yet")]

    def queryset(self, request, queryset):
        v, f = self.value(), self.field
        conditions = {
            "0": Q(**{f: 0}),
            "1": Q(**{f: 1}),
            "2+": Q(**{f"{f}__gte": 2}),
            "any": Q(**{f"{f}__gte": 1}),
            NOT_GROUNDED: Q(**{f"{f}__isnull": True}),
        }
        return queryset.filter(conditions[v]) if v in conditions else queryset


class UngroundedClaimsFilter(_ClaimCountFilter):
    title = "ungrounded claims"
    parameter_name = "ungrounded"
    field = "ungrounded_claims"
    some_label = "any (ungrounded answers)"


class ContradictedClaimsFilter(_ClaimCountFilter):
    title = "contradicted claims"
    parameter_name = "contradicted"
    field = "contradicted_claims"
    some_label = "any"


class SkippedReasonFilter(admin.SimpleListFilter):
    title = "skipped reason"
    parameter_name = "skipped"

    def lookups(self, request, model_admin):
        return [(r, r.replace("_", " ").lower()) for r in SKIPPED_REASONS if r != "ASSIST_SKIPPED_REASON_UNSPECIFIED"] + [("-", "not skipped")]

    def queryset(self, request, queryset):
        v = self.value()
        if v == "-":
            return queryset.filter(assist_skipped_reasons=[])
        if v in SKIPPED_REASONS:
            # the JSON text holds the quoted enum name; icontains works on PostgreSQL and SQLite alike
            return queryset.filter(assist_skipped_reasons__icontains=f'"{v}"')
        return queryset


class GroundingStatusFilter(admin.SimpleListFilter):
    title = "grounding status"
    parameter_name = "grounding"

    def lookups(self, request, model_admin):
        return [(s, s.lower()) for s in JOB_STATUSES] + [("never", "never queued")]

    def queryset(self, request, queryset):
        v = self.value()
        if v == "never":
            return queryset.filter(grounding_job__isnull=True)
        if v in JOB_STATUSES:
            return queryset.filter(grounding_job__status=v)
        return queryset


class EngineFilter(admin.SimpleListFilter):
    """Engines by their project and id, in one query however many engines there are (the stock
    related filter would fetch each engine's project for its label)."""

    title = "engine"
    parameter_name = "engine"
    field_path = "session__engine_id"

    def lookups(self, request, model_admin):
        from sessions.models import Engine

        engines = Engine.objects.select_related("project").order_by("project__project_id", "engine_id")
        return [(str(e.pk), f"{e.project.project_id}/{e.engine_id}") for e in engines]

    def queryset(self, request, queryset):
        v = self.value()
        return queryset.filter(**{self.field_path: int(v)}) if v and v.isdigit() else queryset


class SessionEngineFilter(EngineFilter):
    field_path = "engine_id"


class SessionFilter(admin.SimpleListFilter):
    """The answers of one session (``?session=<pk>``, linked from the session page). Only the chosen
    session is listed as a choice: a list of every session would not fit the sidebar."""

    title = "session"
    parameter_name = "session"

    def lookups(self, request, model_admin):
        from sessions.models import Session

        v = request.GET.get(self.parameter_name, "")
        if not v.isdigit():
            return []
        s = Session.objects.filter(pk=int(v)).only("session_id").first()
        return [(v, s.session_id)] if s else []

    def queryset(self, request, queryset):
        v = self.value()
        return queryset.filter(session_id=int(v)) if v and v.isdigit() else queryset
