"""``:groundAnswers`` long-running operations: started with the answers' jobs marked PENDING, their
progress read from the jobs (``succeededCount`` / ``failedCount`` / ``pendingCount``), done when no
job is left pending.
"""

from __future__ import annotations

import logging
from datetime import timedelta
from typing import Iterable, Sequence

from django.db import transaction
from django.db.models import Count, Q
from django.utils import timezone

from apiwire.protojson import format_timestamp
from apiwire.status import rpc_status
from sessions import selectors as session_selectors
from sessions.models import Engine, Operation
from sessions.services import operation_create

from . import jobs, queue
from .models import GroundingJob

log = logging.getLogger(__name__)

Status = GroundingJob.Status

GROUND_METADATA_TYPE = "type.googleapis.com/assistsvc.v1.GroundAnswersMetadata"
GROUND_RESPONSE_TYPE = "type.googleapis.com/assistsvc.v1.GroundAnswersResponse"
GROUND_OPERATION_KIND = "ground-answers"


def ground_operation_start(*, project, parent: str, answer_ids: Sequence[int], filter: str = "") -> Operation:
    """Mark the answers PENDING, enqueue them on commit and return an Operation tracking them."""
    ids = sorted({int(i) for i in answer_ids})
    now = timezone.now()
    with transaction.atomic():
        ids = jobs.mark_pending(answer_ids=ids, now=now)
        op = operation_create(
            project=project,
            parent=parent,
            kind=GROUND_OPERATION_KIND,
            params={"answerIds": ids, "filter": filter},
            metadata={
                "@type": GROUND_METADATA_TYPE,
                "createTime": format_timestamp(now),
                "updateTime": format_timestamp(now),
                "totalCount": str(len(ids)),
                "succeededCount": "0",
                "failedCount": "0",
                "pendingCount": str(len(ids)),
            },
        )
        Operation.objects.filter(pk=op.pk).update(create_time=now, update_time=now)
        op.create_time = now
        queue.publish_on_commit(ids)
        if not ids:
            op = _finish_operation(op, 0, 0, [], now)
    return op


def _finish_operation(op: Operation, succeeded: int, failed: int, failures: list[dict], now) -> Operation:
    meta = dict(op.metadata)
    meta.update(updateTime=format_timestamp(now), succeededCount=str(succeeded), failedCount=str(failed), pendingCount="0")
    op.metadata = meta
    op.done = True
    op.response = {"@type": GROUND_RESPONSE_TYPE, "succeededCount": str(succeeded), "failedCount": str(failed)}
    if failures:
        op.response["failureSamples"] = failures
    op.update_time = now
    op.save(update_fields=["metadata", "done", "response", "update_time"])
    return op


def operation_progress(op: Operation) -> tuple[int, int, int, list[dict]]:
    """(succeeded, failed, pending, failure samples) of a ground operation, read from the jobs."""
    ids = op.params.get("answerIds", [])
    since = op.create_time
    succeeded = failed = pending = 0
    failures: list[dict] = []
    for k in range(0, len(ids), 5000):
        chunk = ids[k : k + 5000]
        jobs = GroundingJob.objects.filter(answer_id__in=chunk)
        agg = jobs.aggregate(
            ok=Count("pk", filter=Q(status=Status.SUCCEEDED, finish_time__gte=since)),
            bad=Count("pk", filter=Q(status=Status.FAILED, finish_time__gte=since)),
            total=Count("pk"),
        )
        succeeded += agg["ok"]
        failed += agg["bad"]
        pending += agg["total"] - agg["ok"] - agg["bad"]
        if agg["bad"] and len(failures) < 20:
            for j in jobs.filter(status=Status.FAILED, finish_time__gte=since).select_related("answer__session__engine__project")[: 20 - len(failures)]:
                failures.append({"answer": j.answer.name, "error": rpc_status("INTERNAL", (j.last_error or "failed")[-500:])})
    return succeeded, failed, pending, failures


def operation_refresh(*, op: Operation) -> Operation:
    if op.done:
        return op
    now = timezone.now()
    succeeded, failed, pending, failures = operation_progress(op)
    with transaction.atomic():
        op = Operation.objects.select_for_update().get(pk=op.pk)
        if op.done:
            return op
        if pending == 0:
            return _finish_operation(op, succeeded, failed, failures, now)
        meta = dict(op.metadata)
        meta.update(updateTime=format_timestamp(now), succeededCount=str(succeeded), failedCount=str(failed), pendingCount=str(pending))
        op.metadata = meta
        op.update_time = now
        op.save(update_fields=["metadata", "update_time"])
    return op


def operations_refresh(*, only_open: bool = True, engine_ids: Iterable[int] | None = None, min_interval: float = 0.0, finished: int = 0) -> int:
    """Refresh the progress of open ground operations (optionally only those of some engines).

    With ``min_interval``, an operation refreshed less than that many seconds ago is skipped unless
    its remaining count is at most ``finished`` (the answers just finished may complete it), so
    progress stays cheap for big operations and small ones finish at once. Returns how many were
    refreshed."""
    qs = Operation.objects.filter(kind=GROUND_OPERATION_KIND, done=False)
    if engine_ids is not None:
        names = [e.name for e in Engine.objects.select_related("project").filter(pk__in=list(engine_ids))]
        if not names:
            return 0
        cond = Q()
        for n in names:
            cond |= Q(name__startswith=n + "/")
        qs = qs.filter(cond)
    recent = timezone.now() - timedelta(seconds=min_interval)
    n = 0
    for op in qs.order_by("pk")[:200]:
        if min_interval and op.update_time >= recent:
            try:
                remaining = int(op.metadata.get("pendingCount", "0"))
            except (TypeError, ValueError):
                remaining = 0
            if remaining > finished:
                continue
        try:
            operation_refresh(op=op)
            n += 1
        except Exception:  # progress is best effort; the reconciler refreshes again
            log.exception("refreshing operation %s failed", op.name)
    return n


def engines_of_answers(answer_ids: Sequence[int]) -> list[int]:
    return session_selectors.engine_ids_of_answers(answer_ids)
