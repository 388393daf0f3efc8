"""Reads of the grounding app: the filter fields of ``:groundAnswers`` and the command (job status,
grounded or not, engine version), and job counts.
"""

from __future__ import annotations

from typing import Sequence

from django.db.models import Count, Q, QuerySet

from apiwire.status import invalid_argument
from assistsvc.api.filtering import FilterField, compile_filter
from sessions.models import AssistAnswer, Engine

from . import jobs
from .models import GroundingJob

Status = GroundingJob.Status


def _grounded_filter(op: str, value: str) -> Q:
    if value not in ("true", "false"):
        raise invalid_argument("filter", "grounded takes true or false")
    never = Q(grounding_job__isnull=True) | Q(grounding_job__engine_version="")
    q = ~never if value == "true" else never
    return ~q if op == "!=" else q


def _grounding_state_filter(op: str, value: str) -> Q:
    values = [s.value for s in Status] + ["NOT_STARTED"]
    if value not in values:
        raise invalid_argument("filter", f"groundingState must be one of {', '.join(values)}")
    q = Q(grounding_job__isnull=True) if value == "NOT_STARTED" else Q(grounding_job__status=value)
    return ~q if op == "!=" else q


def answer_filter_fields() -> dict:
    return {
        "groundingState": FilterField(kind="custom", ops=("=", "!="), build=_grounding_state_filter),
        "grounded": FilterField(kind="custom", ops=("=", "!="), build=_grounded_filter),
        "engineVersion": FilterField("grounding_job__engine_version"),
        "state": FilterField("state", "enum", enum_values=tuple(s.value for s in AssistAnswer.State)),
        "createTime": FilterField("create_time", "timestamp"),
        "session": FilterField("session__session_id"),
    }


def answers_matching(*, engine: Engine, filter: str = "") -> QuerySet[AssistAnswer]:
    q = compile_filter(filter, answer_filter_fields())
    return AssistAnswer.objects.filter(session__engine=engine).filter(q).order_by("pk")


def job_counts(*, answer_ids: Sequence[int] | None = None) -> dict[str, int]:
    if answer_ids is None:
        return {row["status"]: row["n"] for row in GroundingJob.objects.values("status").annotate(n=Count("pk"))}
    ids = list(answer_ids)
    out: dict[str, int] = {}
    for k in range(0, len(ids), jobs.CHUNK):
        qs = GroundingJob.objects.filter(answer_id__in=ids[k : k + jobs.CHUNK])
        for row in qs.values("status").annotate(n=Count("pk")):
            out[row["status"]] = out.get(row["status"], 0) + row["n"]
    return out
