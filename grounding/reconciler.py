"""Recovery of lost work: the reconciler (Celery beat, every ``GROUNDING_RECONCILE_INTERVAL``) and the
watchdog thread of every worker (every ``GROUNDING_WATCHDOG_INTERVAL``) publish again the jobs whose
message may be lost or whose holder died, create the jobs answers lack, re-send policy re-checks,
refresh ground operations and resume stalled imports. Safe to run concurrently (rows are locked,
duplicate messages are harmless: the lease decides who writes).
"""

from __future__ import annotations

import logging
import threading
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Sequence

from django.conf import settings
from django.db import connection, connections, transaction
from django.db.models import F, Q
from django.utils import timezone

from sessions.models import AssistAnswer, Operation
from sessions.services import import_operation_run

from . import jobs, queue
from .models import GroundingJob
from .operations import operations_refresh

log = logging.getLogger(__name__)

Status = GroundingJob.Status

#: ``Operation.kind`` of an import (written by the sessions app)
IMPORT_KIND = "import-sessions"


def requeue_after() -> float:
    """A PENDING job enqueued longer ago than this is published again by the reconciler (its
    message may have been lost), even while the queue still holds messages."""
    return float(settings.GROUNDING_REQUEUE_AFTER_SECONDS)


def requeue_idle_after() -> float:
    """When the grounding queue is empty, a PENDING job enqueued longer ago than this cannot have
    a message waiting anywhere (prefetch is 1 and late acks), so it is published again sooner."""
    return float(settings.GROUNDING_REQUEUE_IDLE_SECONDS)


def reconcile_interval() -> float:
    return float(settings.GROUNDING_RECONCILE_INTERVAL)


def watchdog_interval() -> float:
    """Seconds between two passes of the watchdog thread of each worker (0: no watchdog)."""
    return float(settings.GROUNDING_WATCHDOG_INTERVAL)


def import_requeue_after() -> float:
    return float(settings.GROUNDING_IMPORT_REQUEUE_AFTER_SECONDS)


@dataclass
class ReconcileResult:
    requeued_pending: int = 0
    requeued_expired: int = 0
    failed_expired: int = 0
    created: int = 0
    messages: int = 0
    operations_refreshed: int = 0
    imports_resumed: int = 0
    policy_requeued: int = 0

    def as_dict(self) -> dict:
        return dict(self.__dict__)


def reconcile(*, limit: int = 5000, now=None) -> ReconcileResult:
    """Re-enqueue PENDING jobs not enqueued recently and RUNNING jobs whose lease expired; create
    jobs for answers that have none; re-send policy re-checks still pending after a policy change;
    refresh open ground operations. Safe to run concurrently."""
    now = now or timezone.now()
    out = ReconcileResult()
    with transaction.atomic():
        missing = list(AssistAnswer.objects.filter(grounding_job__isnull=True).values_list("pk", flat=True)[:limit])
        if missing:
            out.created = len(jobs.mark_pending(answer_ids=missing, now=now))
    requeue_jobs(now=now, limit=limit, out=out, also=missing)
    # policy re-checks whose message was lost (or is still queued after requeue_after()); answers whose
    # grounding is pending or running are left to that run, which evaluates the policy too
    policy_ids = list(
        AssistAnswer.objects.filter(policy_stale=True)
        .filter(Q(policy_enqueue_time__isnull=True) | Q(policy_enqueue_time__lt=now - timedelta(seconds=requeue_after())))
        .exclude(grounding_job__status__in=[Status.PENDING, Status.RUNNING])
        .order_by("policy_enqueue_time")
        .values_list("pk", flat=True)[:limit]
    )
    if policy_ids:
        AssistAnswer.objects.filter(pk__in=policy_ids, policy_stale=True).update(policy_enqueue_time=now)
        out.policy_requeued = len(policy_ids)
        out.messages += queue.publish_policy_checks(answer_ids=policy_ids)
    out.operations_refreshed = operations_refresh(only_open=True)
    out.imports_resumed = requeue_stale_imports(now=now)
    return out


def requeue_jobs(
    *, now=None, limit: int = 5000, out: ReconcileResult | None = None, also: Sequence[int] = (), depth: int | None | bool = False
) -> ReconcileResult:
    """Publish again the jobs whose message may be lost: RUNNING jobs whose lease expired (their holder
    died; one per message, the first time the expiry is seen, then like pending jobs) and PENDING jobs
    not published for a while — ``GROUNDING_REQUEUE_IDLE_SECONDS`` (5 s) when the grounding queue is
    empty (after a broker restart, for instance: nothing can be waiting for them), else
    ``GROUNDING_REQUEUE_AFTER_SECONDS`` (120 s). Duplicate messages are harmless (the lease decides).
    Used by the reconciler and, every second, by the watchdog of every worker."""
    now = now or timezone.now()
    out = out or ReconcileResult()
    if depth is False:
        depth = queue.grounding_queue_depth()
    grace = min(requeue_idle_after(), requeue_after()) if depth == 0 else requeue_after()
    stale_before = now - timedelta(seconds=grace)
    to_send: list[int] = list(also)
    lost: list[int] = []  # published one per message (one of them may be what killed its worker)
    with transaction.atomic():
        rows = list(
            GroundingJob.objects.select_for_update(**jobs.skip_locked())
            .filter(
                Q(status=Status.PENDING) & (Q(enqueue_time__isnull=True) | Q(enqueue_time__lt=stale_before))
                # an expired lease: published once when it expires, then again like a pending job
                | Q(status=Status.RUNNING, lease_expires__lt=now)
                & (Q(enqueue_time__isnull=True) | Q(enqueue_time__lt=F("lease_expires")) | Q(enqueue_time__lt=stale_before))
            )
            .order_by("update_time")[:limit]
        )
        for job in rows:
            if job.status == Status.RUNNING and job.attempts >= jobs.max_attempts():
                jobs.abandon(job, now=now)
                out.failed_expired += 1
            else:
                if job.status == Status.RUNNING:
                    out.requeued_expired += 1
                    # keep it RUNNING with its expired lease: claim_jobs takes it over and counts the
                    # lost attempt; flipping it to PENDING here would hide that the attempt was lost
                    lost.append(job.answer_id)
                else:
                    out.requeued_pending += 1
                    to_send.append(job.answer_id)
                job.enqueue_time = now
            job.update_time = now
            job.save()
    if to_send:
        out.messages += queue.publish(answer_ids=sorted(set(to_send)))
    if lost:
        out.messages += queue.publish(answer_ids=sorted(set(lost)), chunk=1)
    return out


def watchdog_pass(*, now=None) -> dict:
    """One pass of a worker's watchdog: the jobs of dead holders and the messages a broker lost are
    published again within about a second of being noticed (see :func:`requeue_jobs`)."""
    return requeue_jobs(now=now, limit=1000).as_dict()


class Watchdog:
    """A daemon thread in each worker's main process (started at ``worker_ready``) that runs
    :func:`watchdog_pass` every ``GROUNDING_WATCHDOG_INTERVAL`` seconds. Every worker runs one, so
    recovery does not depend on a single beat, and the main process is never busy with a task (the
    beat's reconciler message may wait behind grounding work)."""

    def __init__(self, interval: float | None = None):
        self.interval = watchdog_interval() if interval is None else interval
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="grounding-watchdog", daemon=True)

    def start(self) -> "Watchdog":
        if self.interval > 0:
            self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()
        if self._thread.is_alive():
            self._thread.join(timeout=5)

    def _run(self) -> None:
        while not self._stop.wait(self.interval):
            try:
                out = watchdog_pass()
                if out["messages"]:
                    log.info("grounding watchdog re-published: %s", {k: v for k, v in out.items() if v})
            except Exception:  # the database is away: try again next time
                log.warning("grounding watchdog pass failed", exc_info=True)
            finally:
                connections.close_all()  # no connection stays open across a fork of the pool


def requeue_stale_imports(*, now=None) -> int:
    """Resume import operations that stopped making progress (the worker running them was killed,
    or their message was lost with a Redis restart): an import checkpoints every line, so one whose
    ``update_time`` is older than ``GROUNDING_IMPORT_REQUEUE_AFTER_SECONDS`` (default 60) is not
    running. Publishes ``grounding.tasks.resume_import``, which holds a lock while it resumes."""
    now = now or timezone.now()
    stale = now - timedelta(seconds=import_requeue_after())
    ids = []
    with transaction.atomic():
        for op in Operation.objects.select_for_update(**jobs.skip_locked()).filter(kind=IMPORT_KIND, done=False, update_time__lt=stale)[:100]:
            Operation.objects.filter(pk=op.pk).update(update_time=now)  # at most once per period
            ids.append(op.pk)
    for pk in ids:
        queue.publish_import_resumption(pk, now.isoformat())
    return len(ids)


def resume_import(*, operation_id: int, stamp: str | None = None) -> bool:
    """Resume an import from its checkpoint unless it made progress since the reconciler stamped it
    (``stamp``: its ``update_time`` then; the original run is alive after all) or another resumption
    holds its lock (a PostgreSQL advisory lock). Returns True if it ran."""

    def progressed() -> bool:
        op = Operation.objects.filter(pk=operation_id).only("done", "update_time").first()
        return op is None or op.done or (stamp is not None and op.update_time > datetime.fromisoformat(stamp))

    if connection.vendor != "postgresql":
        if progressed():
            return False
        import_operation_run(operation_id=operation_id)
        return True
    key = 0x67726F756E64 ^ int(operation_id)  # "ground" ^ id: a key of our own
    with connection.cursor() as cur:
        cur.execute("SELECT pg_try_advisory_lock(%s)", [key])
        if not cur.fetchone()[0]:
            return False
    try:
        if progressed():
            return False
        import_operation_run(operation_id=operation_id)
    finally:
        with connection.cursor() as cur:
            cur.execute("SELECT pg_advisory_unlock(%s)", [key])
    return True
