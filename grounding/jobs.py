"""The grounding job state machine: the only code that changes a :class:`GroundingJob`'s status.

The database row is the truth about grounding one AssistAnswer; the Celery queue only carries hints.
The allowed moves are the table :data:`TRANSITIONS`; every change goes through :func:`_move` (one row)
or :func:`mark_pending` (many rows; PENDING is reachable from every status)::

    (no job) --mark_pending--> PENDING --claim--> RUNNING --succeed--> SUCCEEDED
                                 ^  ^               |  |
                                 |  +--release------+  +--fail / abandon (last attempt)--> FAILED
                                 |     (retry with a backoff; text changed; isolate a lost batch)
                                 +--mark_pending-- SUCCEEDED | FAILED | RUNNING (the answer changed)

A RUNNING job is held under a lease (``lease_token``, ``lease_expires``) that :class:`LeaseHeartbeat`
renews while the run is alive; a job whose lease expired may be claimed again (RUNNING -> RUNNING),
and every run leaves one :class:`GroundingAttempt` row (the review console shows them).
"""

from __future__ import annotations

import logging
import threading
from dataclasses import dataclass
from datetime import timedelta
from typing import Iterable, Sequence

from django.conf import settings
from django.db import connection, connections, transaction
from django.db.models import F, Q
from django.utils import timezone

from sessions import selectors as session_selectors

from . import queue
from .models import GroundingAttempt, GroundingJob

log = logging.getLogger(__name__)

Status = GroundingJob.Status
Outcome = GroundingAttempt.Outcome

#: status -> the statuses a job may move to from it (``None``: no job row yet)
TRANSITIONS: dict[str | None, frozenset[str]] = {
    None: frozenset({Status.PENDING}),
    Status.PENDING: frozenset({Status.PENDING, Status.RUNNING, Status.FAILED}),
    Status.RUNNING: frozenset({Status.PENDING, Status.RUNNING, Status.SUCCEEDED, Status.FAILED}),
    Status.SUCCEEDED: frozenset({Status.PENDING}),
    Status.FAILED: frozenset({Status.PENDING}),
}


class IllegalTransition(RuntimeError):
    pass


#: ids per query when a list of answers is large
CHUNK = 5000


# --- settings ------------------------------------------------------------------------------------


def max_attempts() -> int:
    return int(settings.GROUNDING_MAX_ATTEMPTS)


def lease_seconds() -> float:
    """How long a claim holds without a heartbeat. A live task renews its lease every
    :func:`heartbeat_seconds` (see :class:`LeaseHeartbeat`), so a dead holder's jobs are free at most
    this long after it died, and the worker watchdog (:mod:`grounding.reconciler`) publishes them
    again at once; the hard time limit still ends a task that hangs."""
    return float(settings.GROUNDING_LEASE_SECONDS)


def heartbeat_seconds() -> float:
    """Interval of lease renewals: a third of the lease, at most ``GROUNDING_HEARTBEAT_SECONDS``
    (a holder may stall this much less than the lease without losing its jobs)."""
    return max(0.2, min(lease_seconds() / 3.0, float(settings.GROUNDING_HEARTBEAT_SECONDS)))


def backoff_seconds(attempt: int) -> float:
    base = float(settings.GROUNDING_RETRY_BACKOFF_SECONDS)
    cap = float(settings.GROUNDING_RETRY_BACKOFF_MAX_SECONDS)
    return min(cap, base * (2 ** max(0, attempt - 1)))


def skip_locked() -> dict:
    return {"skip_locked": True} if connection.features.has_select_for_update_skip_locked else {}


# --- the one place a job's status changes ---------------------------------------------------------


def _move(job: GroundingJob, to: str, *, now, fields: Sequence[str] = (), save: bool = True) -> None:
    """Set ``job.status`` to ``to`` if :data:`TRANSITIONS` allows it; clear the lease unless the job
    is (still) RUNNING; save ``fields`` with the status (all fields when ``fields`` is empty)."""
    if to not in TRANSITIONS[job.status]:
        raise IllegalTransition(f"grounding job of answer {job.answer_id}: {job.status} -> {to}")
    job.status = to
    if to != Status.RUNNING:
        job.lease_token = ""
        job.lease_expires = None
    if to in (Status.SUCCEEDED, Status.FAILED):
        job.finish_time = now
    job.update_time = now
    if save:
        if fields:
            job.save(update_fields=sorted({"status", "lease_token", "lease_expires", "finish_time", "update_time", *fields}))
        else:
            job.save()


def mark_pending(*, answer_ids: Iterable[int], now=None) -> list[int]:
    """Create or refresh the jobs of ``answer_ids``: PENDING, generation + 1, attempts 0.

    Call inside the transaction that stored the answers (the ``answers_stored`` receiver does); a
    run in flight on the old generation will not write its result. Returns the ids that exist.
    (Every status may move to PENDING, see :data:`TRANSITIONS`, so this is one bulk update.)
    """
    ids = sorted({int(i) for i in answer_ids})
    if not ids:
        return []
    now = now or timezone.now()
    if len(ids) > CHUNK:
        out: list[int] = []
        for k in range(0, len(ids), CHUNK):
            out += mark_pending(answer_ids=ids[k : k + CHUNK], now=now)
        return out
    existing = set(GroundingJob.objects.filter(answer_id__in=ids).values_list("answer_id", flat=True))
    missing = [i for i in ids if i not in existing]
    if missing:
        present = session_selectors.existing_answer_ids(missing)
        GroundingJob.objects.bulk_create(
            [GroundingJob(answer_id=i, status=Status.PENDING, generation=1, enqueue_time=now, update_time=now) for i in sorted(present)],
            ignore_conflicts=True,
        )
    GroundingJob.objects.filter(answer_id__in=[i for i in ids if i in existing]).update(
        status=Status.PENDING,
        generation=F("generation") + 1,
        attempts=0,
        last_error="",
        enqueue_time=now,
        update_time=now,
    )
    return list(GroundingJob.objects.filter(answer_id__in=ids).values_list("answer_id", flat=True))


def request_grounding(*, answer_ids: Iterable[int]) -> list[int]:
    """Mark answers for (re)grounding and publish them after the transaction commits."""
    with transaction.atomic():
        ids = mark_pending(answer_ids=answer_ids)
        queue.publish_on_commit(ids)
    return ids


# --- history -------------------------------------------------------------------------------------


def record_attempt(
    job: GroundingJob, outcome: str, *, now, error: str = "", engine_version: str = "", model_version: str = "", timings: dict | None = None
) -> None:
    """Keep one line of the job's history (the review console shows it)."""
    GroundingAttempt.objects.create(
        job=job,
        attempt=job.attempts,
        outcome=outcome,
        start_time=job.start_time,
        finish_time=now,
        engine_version=engine_version,
        model_version=model_version,
        error=error[:2000],
        timings=timings or {},
    )


def _note_lost(job: GroundingJob, now) -> None:
    """The run holding ``job`` died (worker killed, lease expired): say so in its error log and history."""
    job.last_error = (((job.last_error + "\n") if job.last_error else "") + f"attempt {job.attempts}: the worker was lost or its time limit passed")[-4000:]
    record_attempt(job, Outcome.LOST, now=now, error="the worker was lost or its time limit passed")


# --- claiming ------------------------------------------------------------------------------------


@dataclass
class ClaimedJob:
    answer_id: int
    generation: int
    attempts: int
    token: str


def _claimable(now) -> Q:
    return Q(status=Status.PENDING) | Q(status=Status.RUNNING, lease_expires__lt=now)


def claim(*, answer_ids: Sequence[int], token: str, top_up: int = 0) -> list[ClaimedJob]:
    """Atomically take the jobs of ``answer_ids`` that nobody holds, plus up to ``top_up`` other
    claimable jobs (oldest first) so that one model call covers several answers.

    A job is claimable when PENDING, when its lease expired, or when it is RUNNING under ``token``
    itself (the broker redelivered this very message because the worker running it was lost). Each
    claim counts as an attempt; a job found abandoned after its last attempt becomes FAILED.
    """
    now = timezone.now()
    mine = Q(status=Status.RUNNING, lease_token=token) if token else Q(pk__in=[])
    ids = [int(i) for i in answer_ids]
    if ids:
        have = set(GroundingJob.objects.filter(answer_id__in=ids).values_list("answer_id", flat=True))
        if len(have) < len(set(ids)):  # enqueued by hand or before this app existed: create the rows
            mark_pending(answer_ids=[i for i in ids if i not in have], now=now)
    claimed: list[ClaimedJob] = []
    with transaction.atomic():
        rows = list(GroundingJob.objects.select_for_update(**skip_locked()).filter(answer_id__in=ids).filter(_claimable(now) | mine).order_by("answer_id"))
        isolate: list[int] = []
        lost_rows = [j for j in rows if j.status == Status.RUNNING]
        if lost_rows:
            # The run that held these jobs died (worker killed, hard time limit, OOM), and one of
            # them may be what killed it: from now on they run one per task, and this task takes
            # no other job, so one poisonous answer cannot take others down with it.
            keep = lost_rows[0]
            for j in rows:
                if j is keep:
                    continue
                if j.status == Status.RUNNING:
                    _note_lost(j, now)
                j.enqueue_time = now
                _move(j, Status.PENDING, now=now, fields=["enqueue_time", "last_error"])
                isolate.append(j.answer_id)
            rows = [keep]
            top_up = 0
        if isolate:
            transaction.on_commit(lambda: queue.publish(answer_ids=isolate, chunk=1))
        if top_up > 0 and not rows:
            # a message whose own jobs were already taken carries instead, alone, a job lost more than
            # once (its own message waits at the back of the queue; it must not run with others)
            alone = list(
                GroundingJob.objects.select_for_update(**skip_locked())
                .filter(status=Status.RUNNING, lease_expires__lt=now, attempts__gte=2)
                .order_by("lease_expires", "answer_id")[:1]
            )
            if alone:
                rows, top_up = alone, 0
        if top_up > 0:
            # first the jobs whose holder died on their first attempt (lease expired): the oldest work,
            # whose own message would wait behind everything published since; a job lost again may be
            # what kills its workers and is only run alone, from its own message (reconciler.requeue_jobs)
            taken = [j.answer_id for j in rows]
            rows += list(
                GroundingJob.objects.select_for_update(**skip_locked())
                .filter(status=Status.RUNNING, lease_expires__lt=now, attempts__lte=1)
                .exclude(answer_id__in=ids + taken)
                .order_by("lease_expires", "answer_id")[:top_up]
            )
            rows += list(
                GroundingJob.objects.select_for_update(**skip_locked())
                .filter(status=Status.PENDING)
                .exclude(answer_id__in=ids)
                .filter(Q(enqueue_time__isnull=True) | Q(enqueue_time__lte=now))
                .order_by("enqueue_time", "answer_id")[: max(0, top_up - (len(rows) - len(taken)))]
            )
        lease_until = now + timedelta(seconds=lease_seconds())
        for job in rows:
            if job.status == Status.RUNNING:
                _note_lost(job, now)
            if job.attempts >= max_attempts():
                _move(job, Status.FAILED, now=now, fields=["last_error"])
                continue
            job.attempts += 1
            job.lease_token = token
            job.lease_expires = lease_until
            job.start_time = now
            _move(job, Status.RUNNING, now=now, fields=["attempts", "start_time", "last_error"])
            claimed.append(ClaimedJob(job.answer_id, job.generation, job.attempts, token))
    return claimed


class LeaseHeartbeat:
    """Renews the leases held under ``token`` every :func:`heartbeat_seconds` from a daemon thread
    while a batch runs (its own database connection). If the process dies, renewals stop and the
    leases run out; if a renewal finds the lease taken over, nothing is renewed and the run's write
    is refused later by the token check."""

    def __init__(self, token: str, answer_ids: Sequence[int]):
        self.token = token
        self.ids = list(answer_ids)
        self.interval = heartbeat_seconds()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="grounding-lease-heartbeat", daemon=True)

    def __enter__(self) -> "LeaseHeartbeat":
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self._stop.set()
        self._thread.join(timeout=2.0)

    def _run(self) -> None:
        try:
            while not self._stop.wait(self.interval):
                try:
                    GroundingJob.objects.filter(answer_id__in=self.ids, lease_token=self.token, status=Status.RUNNING).update(
                        lease_expires=timezone.now() + timedelta(seconds=lease_seconds())
                    )
                except Exception:  # the database is away: the lease may lapse; the write checks it
                    log.warning("could not renew grounding leases", exc_info=True)
        finally:
            connections.close_all()


# --- ending a run --------------------------------------------------------------------------------


def release_after_error(claimed: Sequence[ClaimedJob], exc: BaseException) -> tuple[list[int], list[tuple[list[int], float]]]:
    """Give the jobs back after a failed attempt (PENDING with a backoff), or FAILED after the last.
    Returns (failed answer ids, [(answer ids, countdown seconds) to publish again])."""
    now = timezone.now()
    message = f"{type(exc).__name__}: {exc}"[:2000]
    failed: list[int] = []
    retry_by_delay: dict[float, list[int]] = {}
    with transaction.atomic():
        for c in claimed:
            job = GroundingJob.objects.select_for_update().filter(answer_id=c.answer_id).first()
            if job is None or job.lease_token != c.token or job.status != Status.RUNNING:
                continue  # somebody else owns it now (answer edited, lease taken over)
            history = ((job.last_error + "\n") if job.last_error else "") + f"attempt {job.attempts}: {message}"
            job.last_error = history[-4000:]
            last = job.attempts >= max_attempts()
            record_attempt(job, Outcome.FAILED if last else Outcome.RETRYING, now=now, error=message)
            if last:
                _move(job, Status.FAILED, now=now)
                failed.append(c.answer_id)
            else:
                delay = backoff_seconds(job.attempts)
                job.enqueue_time = now + timedelta(seconds=delay)  # the reconciler waits for the retry
                _move(job, Status.PENDING, now=now)
                retry_by_delay.setdefault(delay, []).append(c.answer_id)
    return failed, [(ids, delay) for delay, ids in retry_by_delay.items()]


def lock_for_write(claimed: ClaimedJob) -> tuple[GroundingJob | None, str]:
    """In the writer's transaction: lock the job row and say whether ``claimed`` may still write
    ("ok"), the answer was stored again since ("stale") or another run holds the job now ("lost")."""
    job = GroundingJob.objects.select_for_update().filter(answer_id=claimed.answer_id).first()
    if job is None:
        return None, "lost"
    if job.generation != claimed.generation:
        return job, "stale"  # the answer was stored again; its new job does the work
    if job.status != Status.RUNNING or job.lease_token != claimed.token:
        return job, "lost"
    return job, "ok"


def requeue_changed(job: GroundingJob, *, now) -> None:
    """A reply's text changed under a running job without a new generation (an edit that bypassed the
    services): never keep results of the old text; the job is queued again for the new text."""
    job.generation += 1
    job.attempts = 0
    job.enqueue_time = now
    record_attempt(job, Outcome.STALE, now=now, error="a reply's text changed while it ran")
    _move(job, Status.PENDING, now=now)
    queue.publish_on_commit([job.answer_id])


def succeed(job: GroundingJob, *, now, engine_version: str, model_version: str, timings: dict) -> None:
    record_attempt(job, Outcome.SUCCEEDED, now=now, engine_version=engine_version, model_version=model_version, timings=timings)
    job.engine_version = engine_version
    _move(job, Status.SUCCEEDED, now=now, fields=["engine_version"])


def abandon(job: GroundingJob, *, now) -> None:
    """A RUNNING job whose lease expired after its last attempt: FAILED (the reconciler finds them)."""
    _note_lost(job, now)
    _move(job, Status.FAILED, now=now, save=False)


def forget_deleted(answer_ids: Sequence[int]) -> None:
    """Answers deleted since they were claimed: their jobs go with them."""
    if answer_ids:
        GroundingJob.objects.filter(answer_id__in=list(answer_ids)).delete()
