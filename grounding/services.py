"""Background grounding and policy checks of stored AssistAnswers.

The database row (:class:`sessions.models.GroundingJob`) is the truth; the Celery queue only carries
hints ("look at these answers"). The life of a job::

    stored/updated answer --(answers_stored, same transaction)--> job PENDING, generation += 1
    on commit: enqueue grounding.tasks.ground_answers([ids])            (a lost message is fine:)
    reconcile() (Celery beat): re-enqueue PENDING jobs not enqueued recently and RUNNING jobs whose
                               lease expired
    task: claim_jobs()  PENDING | lease expired | (RUNNING with my own lease token = redelivery of my
                        own message after the worker was lost)  ->  RUNNING, attempts += 1, lease
          run the engine on all claimed answers at once (one batched check_many), the policy checks
          write_result() per answer, ONE transaction: lock the job row, check lease token + generation
                        + the sha256 of every reply text; overwrite segments, policy results,
                        diagnosticInfo, state; job SUCCEEDED
          on error: PENDING again with a backoff, or FAILED after the last attempt

Everything here is keyword-only and plain Django; :mod:`grounding.tasks` only calls these functions.
"""
from __future__ import annotations

import hashlib
import logging
import os
import time
import uuid
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any, Callable, Iterable, Sequence

from django.conf import settings
from django.db import connection, transaction
from django.db.models import Count, F, Q, QuerySet
from django.utils import timezone

from assistsvc.api.protojson import format_timestamp
from sessions.models import (
    AssistAnswer,
    Engine,
    GroundingAttempt,
    GroundingJob,
    Operation,
    PolicyResult,
    Reply,
    Segment,
)

log = logging.getLogger(__name__)

Status = GroundingJob.Status

#: the diagnosticInfo keys this service owns (client keys next to them are kept)
DIAG_GROUNDING = "grounding"
DIAG_POLICY = "policy"

GROUND_METADATA_TYPE = "type.googleapis.com/assistsvc.v1.GroundAnswersMetadata"
GROUND_RESPONSE_TYPE = "type.googleapis.com/assistsvc.v1.GroundAnswersResponse"
GROUND_OPERATION_KIND = "ground-answers"


# --- settings (all with defaults, so the module works under any settings file) -------------------


def _setting(name: str, default):
    """``settings.NAME``, else the environment variable ``NAME``, else ``default``."""
    value = getattr(settings, name, None)
    if value is None:
        value = os.environ.get(name)
    if value is None or value == "":
        return default
    if isinstance(default, bool) and isinstance(value, str):
        return value.strip().lower() in {"1", "true", "yes", "on"}
    return value


def max_attempts() -> int:
    return int(_setting("GROUNDING_MAX_ATTEMPTS", 5))


def lease_seconds() -> float:
    """How long a claim holds without a heartbeat. A live task renews its lease every
    :func:`heartbeat_seconds` (see :class:`LeaseHeartbeat`), so a dead holder's jobs are free at most
    this long after it died, and the worker watchdog (:func:`watchdog_pass`, every second in every
    worker) publishes them again at once; the hard time limit still ends a task that hangs."""
    return float(_setting("GROUNDING_LEASE_SECONDS", 8))


def heartbeat_seconds() -> float:
    """Interval of lease renewals: a third of the lease, at most 2 s (a holder may stall this much less
    than the lease without losing its jobs)."""
    return max(0.2, min(lease_seconds() / 3.0, float(_setting("GROUNDING_HEARTBEAT_SECONDS", 2))))


def watchdog_interval() -> float:
    """Seconds between two passes of the watchdog thread of each worker (0: no watchdog)."""
    return float(_setting("GROUNDING_WATCHDOG_INTERVAL", 1))


def batch_size() -> int:
    return int(_setting("GROUNDING_BATCH_SIZE", 16))


def requeue_after() -> float:
    """A PENDING job enqueued longer ago than this is published again by the reconciler (its
    message may have been lost), even while the queue still holds messages."""
    return float(_setting("GROUNDING_REQUEUE_AFTER_SECONDS", 120))


def reconcile_interval() -> float:
    return float(_setting("GROUNDING_RECONCILE_INTERVAL", 15))


def requeue_idle_after() -> float:
    """When the grounding queue is empty, a PENDING job enqueued longer ago than this cannot have
    a message waiting anywhere (prefetch is 1 and late acks), so it is published again sooner."""
    return float(_setting("GROUNDING_REQUEUE_IDLE_SECONDS", 5))


def grounding_queue_depth() -> int | None:
    """Messages waiting in the grounding queue, or None when the broker cannot say (it is down)."""
    from assistsvc.celery import app

    name = app.amqp.router.route({}, "grounding.tasks.ground_answers")["queue"].name
    return queue_depth(name)


def queue_depth(name: str, *, url: str | None = None) -> int | None:
    """Messages waiting in queue ``name`` of the broker (``url``, default the app's), or None when the
    broker cannot be reached. Redis, the filesystem transport and kombu's other virtual transports are
    asked for the queue's size (an empty Redis queue is a missing key: 0, not an error); AMQP brokers
    (RabbitMQ) answer a passive ``queue.declare`` (a queue no worker declared yet: 0)."""
    from assistsvc.celery import app

    try:
        conn = app.connection_for_read(url) if url else app.connection_for_read()
        with conn:
            conn.ensure_connection(max_retries=1, interval_start=0, interval_step=0.2, timeout=2)
            channel = conn.default_channel
            size = getattr(channel, "_size", None)
            if size is not None:  # kombu virtual transports
                return int(size(name))
            try:
                return int(channel.queue_declare(queue=name, passive=True).message_count)
            except conn.channel_errors:  # NOT_FOUND: nobody declared it yet, so nothing waits in it
                return 0
    except Exception:
        return None


def backoff_seconds(attempt: int) -> float:
    base = float(_setting("GROUNDING_RETRY_BACKOFF_SECONDS", 5))
    cap = float(_setting("GROUNDING_RETRY_BACKOFF_MAX_SECONDS", 300))
    return min(cap, base * (2 ** max(0, attempt - 1)))


def _skip_locked() -> dict:
    return {"skip_locked": True} if connection.features.has_select_for_update_skip_locked else {}


# --- the engine and the policy checks (loaded once per process) ----------------------------------


def get_engine():
    """The process-wide grounding engine (its model is loaded once per process by ``load_model``)."""
    from grounding.engine import get_engine as _get_engine

    return _get_engine(_setting("GROUNDING_MODEL", None) or None)


def engine_headers(engine) -> dict[str, str]:
    """Response headers of ``:check`` naming the engine and model that answered (the proto response has
    no diagnostics field)."""
    h = {"X-Assistsvc-Engine-Version": engine.version}
    if not getattr(engine.model, "contradiction_available", True):
        h["X-Assistsvc-Contradiction"] = "unavailable"
    return h


def warm_up() -> str:
    """Load the model and the claim splitter now (called from ``worker_process_init``)."""
    engine = get_engine()
    from grounding.engine import CheckRequest, Fact, Spec

    engine.check_many([CheckRequest("Warm-up sentence one. It checks the pipeline.", [Fact("Warm-up fact.")], Spec())])
    return engine.version


def engine_version() -> str:
    return get_engine().version


def policy_config_for(engine: Engine):
    """Map the engine's stored policy configuration to :class:`grounding.policy.PolicyConfig`."""
    from grounding.policy.config import SENSITIVE_DATA_KINDS, PolicyConfig

    return PolicyConfig(
        banned_phrases=[p for p in (engine.banned_phrases or []) if isinstance(p, str)],
        model_armor_enabled=bool(engine.model_armor_enabled),
        prompt_injection=bool(engine.prompt_injection_check),
        jailbreak=bool(engine.prompt_injection_check),
        sensitive_data=list(SENSITIVE_DATA_KINDS) if engine.sensitive_data_check else [],
        malicious_urls=bool(engine.malicious_url_check),
        blocked_domains=[d for d in (engine.blocked_domains or []) if isinstance(d, str)],
        non_assist_detection=bool(engine.ignore_non_assist_seeking_queries),
    )


def evaluate_policy(*, query: str, replies: Sequence[str], engine: Engine):
    from grounding.policy import evaluate_turn

    return evaluate_turn(query, list(replies), policy_config_for(engine))


# --- jobs ---------------------------------------------------------------------------------------


#: ids per query when a list of answers is large
_CHUNK = 5000


def jobs_mark_pending(*, answer_ids: Iterable[int], now=None) -> list[int]:
    """Create or refresh the jobs of ``answer_ids``: PENDING, generation + 1, attempts 0.

    Call inside the transaction that stored the answers (the ``answers_stored`` receiver does); a
    run in flight on the old generation will not write its result. Returns the ids that exist.
    """
    ids = sorted({int(i) for i in answer_ids})
    if not ids:
        return []
    now = now or timezone.now()
    if len(ids) > _CHUNK:
        out: list[int] = []
        for k in range(0, len(ids), _CHUNK):
            out += jobs_mark_pending(answer_ids=ids[k:k + _CHUNK], now=now)
        return out
    existing = set(GroundingJob.objects.filter(answer_id__in=ids).values_list("answer_id", flat=True))
    missing = [i for i in ids if i not in existing]
    if missing:
        present = set(AssistAnswer.objects.filter(pk__in=missing).values_list("pk", flat=True))
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


def clear_stale_segments(*, answer_ids: Iterable[int]) -> int:
    """Delete the segments of replies whose text is no longer the text they were computed from (in
    the transaction that stored the new text), so a GET never shows segments of an old text while
    the new grounding is pending. Returns how many replies were cleared."""
    stale = [
        r.pk
        for r in Reply.objects.filter(answer_id__in=list(answer_ids), grounded_text_sha256__isnull=False).only("pk", "text", "grounded_text_sha256")
        if r.grounded_text_sha256 != _sha(r.text)
    ]
    if stale:
        Segment.objects.filter(reply_id__in=stale).delete()
        Reply.objects.filter(pk__in=stale).update(grounded_text_sha256=None, grounded_time=None)
        AssistAnswer.objects.filter(replies__pk__in=stale).update(
            support_score=None, min_claim_score=None, ungrounded_claims=None, contradicted_claims=None
        )
    return len(stale)


def enqueue(*, answer_ids: Sequence[int], countdown: float | None = None, chunk: int | None = None) -> int:
    """Publish ``grounding.tasks.ground_answers`` messages (chunks of ``GROUNDING_BATCH_SIZE``).

    Never raises: when the broker is unreachable the jobs stay PENDING and the reconciler publishes
    them again later. Returns the number of messages published.
    """
    from . import tasks

    ids = [int(i) for i in answer_ids]
    sent = 0
    size = max(1, chunk or batch_size())
    for k in range(0, len(ids), size):
        part = ids[k:k + size]
        try:
            tasks.ground_answers.apply_async(
                (part,),
                countdown=countdown,
                retry=True,
                retry_policy={"max_retries": 2, "interval_start": 0, "interval_step": 0.5, "interval_max": 1},
            )
            sent += 1
        except Exception as exc:  # broker down: the reconciler will publish again
            log.warning("could not enqueue grounding of %d answers (%s); the reconciler will retry", len(part), exc)
            break
    return sent


def enqueue_on_commit(answer_ids: Sequence[int]) -> None:
    ids = list(answer_ids)
    if ids and _setting("GROUNDING_ON_COMMIT", True):
        transaction.on_commit(lambda: enqueue(answer_ids=ids))


def request_grounding(*, answer_ids: Iterable[int]) -> list[int]:
    """Mark answers for (re)grounding and enqueue them after the transaction commits."""
    with transaction.atomic():
        ids = jobs_mark_pending(answer_ids=answer_ids)
        enqueue_on_commit(ids)
    return ids


@dataclass
class ClaimedJob:
    answer_id: int
    generation: int
    attempts: int
    token: str


class LeaseHeartbeat:
    """Renews the leases held under ``token`` every ``lease_seconds() / 3`` from a daemon thread
    while a batch runs (its own database connection). If the process dies, renewals stop and the
    leases run out; if a renewal finds the lease taken over, nothing is renewed and the run's write
    is refused later by the token check."""

    def __init__(self, token: str, answer_ids: Sequence[int]):
        import threading

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
        from django.db import connections

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


def _claimable(now) -> Q:
    return Q(status=Status.PENDING) | Q(status=Status.RUNNING, lease_expires__lt=now)


def _record_attempt(job: GroundingJob, outcome: str, *, now, error: str = "", engine_version: str = "",
                    model_version: str = "", timings: dict | None = None) -> None:
    """Keep one line of the job's history (the review console shows it)."""
    GroundingAttempt.objects.create(
        job=job, attempt=job.attempts, outcome=outcome, start_time=job.start_time, finish_time=now,
        engine_version=engine_version, model_version=model_version, error=error[:2000], timings=timings or {},
    )


def _note_lost(job: GroundingJob, now) -> None:
    """The run holding ``job`` died (worker killed, lease expired): say so in its error log and history."""
    job.last_error = (((job.last_error + "\n") if job.last_error else "") + f"attempt {job.attempts}: the worker was lost or its time limit passed")[-4000:]
    _record_attempt(job, GroundingAttempt.Outcome.LOST, now=now, error="the worker was lost or its time limit passed")


def claim_jobs(*, answer_ids: Sequence[int], token: str, top_up: int = 0) -> list[ClaimedJob]:
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
            jobs_mark_pending(answer_ids=[i for i in ids if i not in have], now=now)
    claimed: list[ClaimedJob] = []
    with transaction.atomic():
        rows = list(
            GroundingJob.objects.select_for_update(**_skip_locked())
            .filter(answer_id__in=ids)
            .filter(_claimable(now) | mine)
            .order_by("answer_id")
        )
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
                j.status = Status.PENDING
                j.lease_token = ""
                j.lease_expires = None
                j.enqueue_time = now
                j.update_time = now
                j.save(update_fields=["status", "lease_token", "lease_expires", "enqueue_time", "last_error", "update_time"])
                isolate.append(j.answer_id)
            rows = [keep]
            top_up = 0
        if isolate:
            transaction.on_commit(lambda: enqueue(answer_ids=isolate, chunk=1))
        if top_up > 0 and not rows:
            # a message whose own jobs were already taken carries instead, alone, a job lost more than
            # once (its own message waits at the back of the queue; it must not run with others)
            alone = list(
                GroundingJob.objects.select_for_update(**_skip_locked())
                .filter(status=Status.RUNNING, lease_expires__lt=now, attempts__gte=2)
                .order_by("lease_expires", "answer_id")[:1]
            )
            if alone:
                rows, top_up = alone, 0
        if top_up > 0:
            # first the jobs whose holder died on their first attempt (lease expired): the oldest work,
            # whose own message would wait behind everything published since; a job lost again may be
            # what kills its workers and is only run alone, from its own message (requeue_jobs)
            taken = [j.answer_id for j in rows]
            rows += list(
                GroundingJob.objects.select_for_update(**_skip_locked())
                .filter(status=Status.RUNNING, lease_expires__lt=now, attempts__lte=1)
                .exclude(answer_id__in=ids + taken)
                .order_by("lease_expires", "answer_id")[:top_up]
            )
            rows += list(
                GroundingJob.objects.select_for_update(**_skip_locked())
                .filter(status=Status.PENDING)
                .exclude(answer_id__in=ids)
                .filter(Q(enqueue_time__isnull=True) | Q(enqueue_time__lte=now))
                .order_by("enqueue_time", "answer_id")[:max(0, top_up - (len(rows) - len(taken)))]
            )
        lease_until = now + timedelta(seconds=lease_seconds())
        for job in rows:
            lost = job.status == Status.RUNNING
            if lost:
                _note_lost(job, now)
            if job.attempts >= max_attempts():
                job.status = Status.FAILED
                job.lease_token = ""
                job.lease_expires = None
                job.finish_time = now
                job.update_time = now
                job.save(update_fields=["status", "lease_token", "lease_expires", "finish_time", "last_error", "update_time"])
                continue
            job.status = Status.RUNNING
            job.attempts += 1
            job.lease_token = token
            job.lease_expires = lease_until
            job.start_time = now
            job.update_time = now
            job.save(update_fields=["status", "attempts", "lease_token", "lease_expires", "start_time", "last_error", "update_time"])
            claimed.append(ClaimedJob(job.answer_id, job.generation, job.attempts, token))
    return claimed


# --- building engine requests -------------------------------------------------------------------


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _is_text_reply(reply: Reply) -> bool:
    return reply.content_data == Reply.ContentData.TEXT and bool(reply.text)


@dataclass
class _ReplyWork:
    reply_id: int
    position: int
    reply_ref: str
    text: str
    sha: str
    n_refs: int
    request_index: int


@dataclass
class _AnswerWork:
    job: ClaimedJob
    answer: AssistAnswer
    engine: Engine
    query: str
    replies: list[_ReplyWork] = field(default_factory=list)
    all_reply_texts: list[str] = field(default_factory=list)


def _reference_fact(ref) -> Any:
    from grounding.engine import Fact

    attributes = {}
    if ref.title:
        attributes["title"] = ref.title
    if ref.uri:
        attributes["uri"] = ref.uri
    return Fact(ref.content or ref.code_snippet or "", attributes)


def _load_work(claimed: Sequence[ClaimedJob]) -> tuple[list[_AnswerWork], list[Any]]:
    """Load the claimed answers with their replies and references; one request per text reply."""
    from grounding.engine import CheckRequest, Spec

    by_id = {c.answer_id: c for c in claimed}
    answers = (
        AssistAnswer.objects.filter(pk__in=list(by_id))
        .select_related("session__engine__project", "turn")
        .prefetch_related("replies__references")
        .order_by("pk")
    )
    works: list[_AnswerWork] = []
    requests: list[Any] = []
    for a in answers:
        engine = a.session.engine
        turn = getattr(a, "turn", None)
        w = _AnswerWork(by_id[a.pk], a, engine, turn.query_text if turn is not None else "")
        spec = Spec(
            citation_threshold=engine.citation_threshold,
            enable_anti_citations=engine.enable_anti_citations,
            anti_citation_threshold=engine.anti_citation_threshold,
            enable_claim_level_score=True,
        )
        for r in a.replies.all():
            if r.content_data == Reply.ContentData.TEXT and r.text:
                w.all_reply_texts.append(r.text)
            if not _is_text_reply(r):
                continue
            refs = list(r.references.all())
            requests.append(CheckRequest(r.text, [_reference_fact(x) for x in refs], spec))
            w.replies.append(_ReplyWork(r.pk, r.position, r.reply_id, r.text, _sha(r.text), len(refs), len(requests) - 1))
        works.append(w)
    return works, requests


# --- running a batch ----------------------------------------------------------------------------


@dataclass
class BatchResult:
    succeeded: list[int] = field(default_factory=list)
    #: (answer ids, countdown seconds) to publish again after a failed attempt
    retry: list[tuple[list[int], float]] = field(default_factory=list)
    failed: list[int] = field(default_factory=list)
    #: discarded because the answer changed while the job ran (already re-queued)
    stale: list[int] = field(default_factory=list)
    not_claimed: list[int] = field(default_factory=list)
    claims: int = 0


def ground_answers(
    *,
    answer_ids: Sequence[int],
    token: str | None = None,
    top_up: int | None = None,
    on_claimed: Callable[[list[ClaimedJob]], None] | None = None,
    before_write: Callable[[list[ClaimedJob]], None] | None = None,
) -> BatchResult:
    """Claim, ground, policy-check and write the answers (see the module docstring).

    ``token`` is the lease token (the Celery task id, so that a redelivered message can take back its
    own lease at once); ``top_up`` adds other waiting jobs to fill the batch. Safe to call any number
    of times, concurrently: only the holder of a job's lease writes, and only for the generation and
    text it read.
    """
    token = token or f"local-{uuid.uuid4().hex}"
    top = batch_size() - len(answer_ids) if top_up is None else top_up
    claimed = claim_jobs(answer_ids=answer_ids, token=token, top_up=max(0, top))
    result = BatchResult(not_claimed=sorted(set(int(i) for i in answer_ids) - {c.answer_id for c in claimed}))
    if not claimed:
        return result
    if on_claimed is not None:
        on_claimed(claimed)
    with LeaseHeartbeat(token, [c.answer_id for c in claimed]):
        return _ground_claimed(claimed, result, before_write)


def _ground_claimed(claimed: list[ClaimedJob], result: BatchResult, before_write) -> BatchResult:
    test_sleep = float(_setting("GROUNDING_TEST_SLEEP_SECONDS", 0) or 0)
    if test_sleep:  # test-only (documented): widens the window in which a worker can be killed mid-job
        log.warning("test sleep %.1fs in process %d holding answers %s", test_sleep, os.getpid(), [c.answer_id for c in claimed])
        time.sleep(test_sleep)
    t0 = time.perf_counter()
    try:
        works, requests = _load_work(claimed)
        engine = get_engine()
        t1 = time.perf_counter()
        responses = engine.check_many(requests) if requests else []
        t2 = time.perf_counter()
    except Exception as exc:
        log.exception("grounding batch of %d answers failed", len(claimed))
        _release_after_error(claimed, exc, result)
        return result
    if before_write is not None:  # hook for tests: e.g. edit a reply while the job runs
        before_write(claimed)
    found = {w.answer.pk for w in works}
    for c in claimed:  # answers deleted since they were claimed: nothing to do
        if c.answer_id not in found:
            GroundingJob.objects.filter(answer_id=c.answer_id).delete()
    n = max(1, len(works))
    timings = {"loadMs": round((t1 - t0) * 1000 / n, 2), "engineMs": round((t2 - t1) * 1000 / n, 2)}
    version = engine.version
    model = engine.model
    for w in works:
        resps = [responses[r.request_index] for r in w.replies]
        try:
            outcome = write_result(
                work=w,
                responses=resps,
                engine_version=version,
                model_name=getattr(model, "name", ""),
                model_version=getattr(model, "version", ""),
                model_family=getattr(model, "family", ""),
                contradiction_available=getattr(model, "contradiction_available", True),
                timings=timings,
                batch={"answers": len(works), "replies": len(requests)},
            )
        except Exception as exc:
            log.exception("writing the grounding of answer %s failed", w.answer.pk)
            _release_after_error([w.job], exc, result)
            continue
        if outcome == "ok":
            result.succeeded.append(w.answer.pk)
            result.claims += sum(len(r.claims) for r in resps)
        elif outcome == "stale":
            result.stale.append(w.answer.pk)
    return result


def _release_after_error(claimed: Sequence[ClaimedJob], exc: BaseException, result: BatchResult) -> None:
    """Give the jobs back after a failed attempt (PENDING with a backoff), or FAILED after the last."""
    now = timezone.now()
    message = f"{type(exc).__name__}: {exc}"[:2000]
    retry_by_delay: dict[float, list[int]] = {}
    with transaction.atomic():
        for c in claimed:
            job = GroundingJob.objects.select_for_update().filter(answer_id=c.answer_id).first()
            if job is None or job.lease_token != c.token or job.status != Status.RUNNING:
                continue  # somebody else owns it now (answer edited, lease taken over)
            history = ((job.last_error + "\n") if job.last_error else "") + f"attempt {job.attempts}: {message}"
            job.last_error = history[-4000:]
            job.lease_token = ""
            job.lease_expires = None
            job.update_time = now
            last = job.attempts >= max_attempts()
            _record_attempt(job, GroundingAttempt.Outcome.FAILED if last else GroundingAttempt.Outcome.RETRYING, now=now, error=message)
            if last:
                job.status = Status.FAILED
                job.finish_time = now
                result.failed.append(c.answer_id)
            else:
                delay = backoff_seconds(job.attempts)
                job.status = Status.PENDING
                job.enqueue_time = now + timedelta(seconds=delay)  # the reconciler waits for the retry
                retry_by_delay.setdefault(delay, []).append(c.answer_id)
            job.save()
    result.retry.extend((ids, delay) for delay, ids in retry_by_delay.items())


# --- writing a result ---------------------------------------------------------------------------


def _policy_rows(answer: AssistAnswer, policy, policy_error) -> tuple[list[PolicyResult], str, str, list[str], str | None, dict]:
    """(rows, verdict, violation source, skipped reasons, suggested state, diagnostics) for a
    :class:`grounding.policy.TurnPolicyResult` (or for an error of the policy code itself)."""
    if policy is None:
        status = {"code": 13, "message": f"policy checks failed: {type(policy_error).__name__}", "status": "INTERNAL"}
        row = PolicyResult(answer=answer, position=0, kind=PolicyResult.Kind.MODEL_ARMOR, error=status)
        return [row], "", "", [], None, {"error": status["message"]}
    rows: list[PolicyResult] = []
    for i, r in enumerate(policy.policy_results or []):
        if r.banned_phrases is not None:
            rows.append(PolicyResult(answer=answer, position=i, kind=PolicyResult.Kind.BANNED_PHRASE, banned_phrases=list(r.banned_phrases)))
        elif r.error is not None:
            rows.append(PolicyResult(answer=answer, position=i, kind=PolicyResult.Kind.MODEL_ARMOR, error=r.error.to_proto_json()))
        else:
            rows.append(
                PolicyResult(answer=answer, position=i, kind=PolicyResult.Kind.MODEL_ARMOR, model_armor_violation=(r.model_armor_violation or "")[:1024])
            )
    try:
        diag = policy.diagnostics()
    except Exception:  # diagnostics are optional
        diag = {}
    diag = {
        k: ({kk: vv for kk, vv in v.items() if vv not in (None, [], {})} if isinstance(v, dict) else v)
        for k, v in (diag or {}).items()
    }
    diag = {k: v for k, v in diag.items() if v not in (None, [], {}, False)}
    return rows, policy.verdict or "", policy.violation_source or "", list(policy.skipped_reasons or []), policy.state, diag


#: the answer fields ``write_policy`` sets (the caller saves them)
POLICY_FIELDS = ["assist_skipped_reasons", "state", "policy_verdict", "policy_violation_source", "diagnostic_info", "policy_stale"]


def write_policy(*, answer: AssistAnswer, query: str, reply_texts: Sequence[str]) -> dict:
    """Evaluate the engine's policy checks on the turn and set the answer's policy fields (in the
    caller's transaction; the caller saves ``answer``): ``PolicyResult`` rows (replaced),
    ``policy_verdict``, ``policy_violation_source``, ``assist_skipped_reasons`` (the client's own
    reasons are kept), ``state`` (SKIPPED on a block; restored when a later check no longer blocks)
    and ``diagnostic_info["policy"]``; clears ``policy_stale``. Returns the new ``diagnostic_info``."""
    t0 = time.perf_counter()
    engine = Engine.objects.filter(sessions=answer.session_id).first()  # the current configuration
    try:
        policy, policy_error = evaluate_policy(query=query, replies=reply_texts, engine=engine), None
    except Exception as exc:  # the policy code itself failed: reported as a modelArmor error
        log.exception("policy checks failed for answer %s", answer.pk)
        policy, policy_error = None, exc
    rows, verdict, source, reasons, suggested_state, policy_diag = _policy_rows(answer, policy, policy_error)
    PolicyResult.objects.filter(answer=answer).delete()
    blocked = verdict == AssistAnswer.Verdict.BLOCK
    # customerPolicyEnforcementResult is filled only when the turn was blocked (or a screen failed,
    # so that the failure is visible), as the seed describes
    show = blocked or bool(rows)
    if show and rows:
        PolicyResult.objects.bulk_create(rows)
    answer.policy_verdict = verdict if show and verdict not in ("", "UNSPECIFIED") else ""
    answer.policy_violation_source = source if blocked and source not in ("", "VIOLATION_SOURCE_UNSPECIFIED") else ""
    diag = dict(answer.diagnostic_info or {})
    prev_policy = diag.get(DIAG_POLICY) if isinstance(diag.get(DIAG_POLICY), dict) else {}
    # skipped reasons and state: undo what an earlier run added, keep what the client sent
    added_before = list(prev_policy.get("addedSkippedReasons", []))
    client_reasons = [r for r in (answer.assist_skipped_reasons or []) if r not in added_before]
    added = [r for r in reasons if r not in client_reasons]
    answer.assist_skipped_reasons = client_reasons + added
    original_state = prev_policy.get("originalState") or answer.state
    new_state = original_state
    if blocked or suggested_state == AssistAnswer.State.SKIPPED:
        new_state = AssistAnswer.State.SKIPPED
    answer.state = new_state
    p: dict[str, Any] = {"verdict": verdict or "ALLOW"}
    if blocked and source:
        p["violationSource"] = source
    if added:
        p["addedSkippedReasons"] = added
    if new_state != original_state:
        p["originalState"] = original_state
    p.update({k: v for k, v in policy_diag.items() if k not in p})
    p["checkTime"] = format_timestamp(timezone.now())
    p["_ms"] = round((time.perf_counter() - t0) * 1000, 2)
    diag[DIAG_POLICY] = p
    answer.diagnostic_info = diag
    answer.policy_stale = False  # evaluated with the configuration current under this transaction
    return diag


def write_result(
    *,
    work: _AnswerWork,
    responses: Sequence[Any],
    engine_version: str,
    model_name: str,
    model_version: str,
    timings: dict,
    batch: dict | None = None,
    model_family: str = "",
    contradiction_available: bool = True,
) -> str:
    """Write one answer's grounding and policy results in one transaction, replacing earlier ones.

    Returns "ok", "stale" (the answer or a reply text changed, or the job was re-queued, since the
    job was claimed: nothing is written) or "lost" (another run holds the lease now).
    """
    job_info = work.job
    now = timezone.now()
    with transaction.atomic():
        job = GroundingJob.objects.select_for_update().filter(answer_id=job_info.answer_id).first()
        if job is None:
            return "lost"
        if job.generation != job_info.generation:
            return "stale"  # the answer was stored again; its new job does the work
        if job.status != Status.RUNNING or job.lease_token != job_info.token:
            return "lost"
        answer = AssistAnswer.objects.select_for_update().filter(pk=job_info.answer_id).first()
        if answer is None:
            return "lost"
        current = {r.pk: r for r in Reply.objects.select_for_update().filter(answer_id=answer.pk)}
        expected = {rw.reply_id: rw.sha for rw in work.replies}
        now_text = {pk: r for pk, r in current.items() if _is_text_reply(r)}
        changed = set(expected) != set(now_text) or any(_sha(now_text[pk].text) != sha for pk, sha in expected.items())
        if changed:
            # text changed without a new generation (e.g. an edit that bypassed the services):
            # never keep results of the old text; queue the job again for the new text.
            job.status = Status.PENDING
            job.generation += 1
            job.attempts = 0
            job.lease_token = ""
            job.lease_expires = None
            job.enqueue_time = now
            job.update_time = now
            _record_attempt(job, GroundingAttempt.Outcome.STALE, now=now, error="a reply's text changed while it ran")
            job.save()
            enqueue_on_commit([answer.pk])
            return "stale"

        # --- segments: overwrite, never append -------------------------------------------------
        text_reply_ids = list(expected)
        Segment.objects.filter(reply_id__in=[r.pk for r in current.values()]).delete()
        segments: list[Segment] = []
        reply_diags: list[dict] = []
        weighted_support = weighted_contra = 0.0
        n_checked = n_contra = 0
        claim_scores: list[float] = []
        n_ungrounded = n_contradicted = 0
        for rw, resp in zip(work.replies, responses):
            claims_diag = []
            checked_here = 0
            for i, cl in enumerate(resp.claims):
                cited = sorted({resp.cited_chunks[k].source for k in (cl.citation_indices or []) if 0 <= k < len(resp.cited_chunks)})
                anti = sorted({resp.cited_chunks[k].source for k in (cl.anti_citation_indices or []) if 0 <= k < len(resp.cited_chunks)})
                cited = [x for x in cited if 0 <= x < rw.n_refs]
                anti = [x for x in anti if 0 <= x < rw.n_refs]
                required = bool(cl.grounding_check_required)
                score = cl.score if cl.score is not None else getattr(cl, "support", None)
                evidence = [
                    {"reference": c.source, "start": c.fact_start, "end": c.fact_end, "kind": kind}
                    for kind, ks in (("support", cl.citation_indices), ("contradict", cl.anti_citation_indices))
                    for c in (resp.cited_chunks[k] for k in (ks or []) if 0 <= k < len(resp.cited_chunks))
                    if 0 <= c.source < rw.n_refs
                ]
                if required:
                    if score is not None:
                        claim_scores.append(float(score))
                    n_ungrounded += not cited
                    n_contradicted += bool(anti)
                segments.append(
                    Segment(
                        reply_id=rw.reply_id,
                        position=i,
                        start_index=int(cl.start_pos),
                        end_index=int(cl.end_pos),
                        text=cl.claim_text,
                        reference_indices=cited,
                        grounding_score=(float(score) if (required and score is not None) else None),
                        grounding_check_required=required,
                        anti_reference_indices=anti,
                        evidence=evidence,
                    )
                )
                if required:
                    checked_here += 1
                entry: dict[str, Any] = {"segment": i}
                if not required:
                    entry["groundingCheckRequired"] = False
                if anti:
                    entry["antiReferenceIndices"] = anti
                contra = getattr(cl, "contradiction", None)
                if required and contra:
                    entry["contradiction"] = contra
                if len(entry) > 1:
                    claims_diag.append(entry)
            rd: dict[str, Any] = {"replyId": rw.reply_ref, "supportScore": resp.support_score}
            if resp.contradiction_score is not None:
                rd["contradictionScore"] = resp.contradiction_score
            if claims_diag:
                rd["claims"] = claims_diag
            reply_diags.append(rd)
            if checked_here:
                # replies weigh by their checked content (the engine's weights: bytes of the checked
                # claims), so the answer's score is the share of all its checked content that is grounded
                ws = getattr(resp, "support_weight", 0.0) or checked_here
                weighted_support += resp.support_score * ws
                n_checked += ws
                if resp.contradiction_score is not None:
                    wc = getattr(resp, "contradiction_weight", 0.0) or checked_here
                    weighted_contra += resp.contradiction_score * wc
                    n_contra += wc
        if segments:
            Segment.objects.bulk_create(segments)
        Reply.objects.filter(pk__in=text_reply_ids).update(
            grounded_text_sha256=None, has_text_grounding_metadata=True, grounded_time=now
        )
        for rw in work.replies:
            Reply.objects.filter(pk=rw.reply_id).update(grounded_text_sha256=rw.sha)

        # --- policy (evaluated here, under the job lock, with the engine's current config) -----
        diag = write_policy(answer=answer, query=work.query, reply_texts=work.all_reply_texts)
        g: dict[str, Any] = {
            "model": model_name,
            "modelVersion": model_version,
            "engineVersion": engine_version,
            "groundTime": format_timestamp(now),
            "attempt": job.attempts,
            "timingsMs": dict(timings, policyMs=diag[DIAG_POLICY].pop("_ms", 0.0)),
        }
        if model_family:
            g["modelFamily"] = model_family
        if not contradiction_available:
            # binary / seq2seq checkers only say "supported or not": no contradiction, no anti-citations
            g["contradictionAvailable"] = False
        if batch:
            g["batch"] = batch
        if n_checked:
            g["supportScore"] = round(weighted_support / n_checked, 4)
            if n_contra:
                g["contradictionScore"] = round(weighted_contra / n_contra, 4)
        elif work.replies:
            g["supportScore"] = 1.0
        if reply_diags:
            g["replies"] = reply_diags
        diag[DIAG_GROUNDING] = g
        answer.diagnostic_info = diag
        answer.support_score = g.get("supportScore")
        answer.min_claim_score = min(claim_scores) if claim_scores else None
        answer.ungrounded_claims = n_ungrounded
        answer.contradicted_claims = n_contradicted
        answer.save(
            update_fields=POLICY_FIELDS + ["support_score", "min_claim_score", "ungrounded_claims", "contradicted_claims"]
        )
        _record_attempt(job, GroundingAttempt.Outcome.SUCCEEDED, now=now, engine_version=engine_version,
                        model_version=model_version, timings=g["timingsMs"])

        job.status = Status.SUCCEEDED
        job.lease_token = ""
        job.lease_expires = None
        job.finish_time = now
        job.engine_version = engine_version
        job.update_time = now
        job.save(update_fields=["status", "lease_token", "lease_expires", "finish_time", "engine_version", "update_time"])
    return "ok"


# --- policy checks alone (re-check after a policy change, on their own queue) ---------------------


def mark_policy_stale(*, engine: Engine, now=None) -> list[int]:
    """In the transaction that changed ``engine``'s policy: flag its answers for a policy re-check
    (the reconciler re-sends the check of any answer still flagged after ``requeue_after()``)."""
    now = now or timezone.now()
    answers = AssistAnswer.objects.filter(session__engine=engine)
    ids = list(answers.values_list("pk", flat=True))
    if ids:
        answers.update(policy_stale=True, policy_enqueue_time=now)
    return ids


def enqueue_policy_checks(*, answer_ids: Sequence[int]) -> int:
    """Publish ``grounding.tasks.check_policy`` messages (routed to ``$POLICY_QUEUE``)."""
    from . import tasks

    ids = [int(i) for i in answer_ids]
    sent = 0
    size = max(1, batch_size() * 4)
    for k in range(0, len(ids), size):
        try:
            tasks.check_policy.apply_async((ids[k:k + size],), retry=True, retry_policy={"max_retries": 2, "interval_start": 0, "interval_step": 0.5})
            sent += 1
        except Exception as exc:
            log.warning("could not enqueue policy checks (%s)", exc)
            break
    return sent


def check_policy_answers(*, answer_ids: Sequence[int]) -> dict[str, int]:
    """Run only the policy checks of answers with the engines' current configuration, each answer in
    its own transaction under its job's row lock. Answers whose grounding is pending or running are
    skipped: that run evaluates the policy at write time with the current configuration anyway."""
    out = {"checked": 0, "skipped": 0, "blocked": 0}
    for answer_id in [int(i) for i in answer_ids]:
        with transaction.atomic():
            job = GroundingJob.objects.select_for_update().filter(answer_id=answer_id).first()
            if job is not None and job.status in (Status.PENDING, Status.RUNNING):
                out["skipped"] += 1
                continue
            answer = AssistAnswer.objects.select_for_update().filter(pk=answer_id).first()
            if answer is None:
                out["skipped"] += 1
                continue
            turn = getattr(answer, "turn", None)
            texts = [r.text for r in Reply.objects.filter(answer=answer, content_data=Reply.ContentData.TEXT).order_by("position") if r.text]
            diag = write_policy(answer=answer, query=turn.query_text if turn is not None else "", reply_texts=texts)
            diag[DIAG_POLICY].pop("_ms", None)
            answer.save(update_fields=POLICY_FIELDS)
            out["checked"] += 1
            out["blocked"] += answer.policy_verdict == AssistAnswer.Verdict.BLOCK
    return out


# --- reconciler ---------------------------------------------------------------------------------


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
            out.created = len(jobs_mark_pending(answer_ids=missing, now=now))
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
        out.messages += enqueue_policy_checks(answer_ids=policy_ids)
    out.operations_refreshed = operations_refresh(only_open=True)
    out.imports_resumed = requeue_stale_imports(now=now)
    return out


def requeue_jobs(*, now=None, limit: int = 5000, out: ReconcileResult | None = None, also: Sequence[int] = (),
                 depth: int | None | bool = False) -> ReconcileResult:
    """Publish again the jobs whose message may be lost: RUNNING jobs whose lease expired (their holder
    died; one per message, the first time the expiry is seen, then like pending jobs) and PENDING jobs
    not published for a while — ``GROUNDING_REQUEUE_IDLE_SECONDS`` (5 s) when the grounding queue is
    empty (after a broker restart, for instance: nothing can be waiting for them), else
    ``GROUNDING_REQUEUE_AFTER_SECONDS`` (120 s). Duplicate messages are harmless (the lease decides).
    Used by the reconciler and, every second, by the watchdog of every worker."""
    now = now or timezone.now()
    out = out or ReconcileResult()
    if depth is False:
        depth = grounding_queue_depth()
    grace = min(requeue_idle_after(), requeue_after()) if depth == 0 else requeue_after()
    stale_before = now - timedelta(seconds=grace)
    to_send: list[int] = list(also)
    lost: list[int] = []  # published one per message (one of them may be what killed its worker)
    with transaction.atomic():
        rows = list(
            GroundingJob.objects.select_for_update(**_skip_locked())
            .filter(
                Q(status=Status.PENDING) & (Q(enqueue_time__isnull=True) | Q(enqueue_time__lt=stale_before))
                # an expired lease: published once when it expires, then again like a pending job
                | Q(status=Status.RUNNING, lease_expires__lt=now)
                & (Q(enqueue_time__isnull=True) | Q(enqueue_time__lt=F("lease_expires")) | Q(enqueue_time__lt=stale_before))
            )
            .order_by("update_time")[:limit]
        )
        for job in rows:
            if job.status == Status.RUNNING and job.attempts >= max_attempts():
                job.status = Status.FAILED
                job.finish_time = now
                _note_lost(job, now)
                job.lease_token = ""
                job.lease_expires = None
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
        out.messages += enqueue(answer_ids=sorted(set(to_send)))
    if lost:
        out.messages += enqueue(answer_ids=sorted(set(lost)), chunk=1)
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
        import threading

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
        from django.db import connections

        while not self._stop.wait(self.interval):
            try:
                out = watchdog_pass()
                if out["messages"]:
                    log.info("grounding watchdog re-published: %s", {k: v for k, v in out.items() if v})
            except Exception:  # the database is away: try again next time
                log.warning("grounding watchdog pass failed", exc_info=True)
            finally:
                connections.close_all()  # no connection stays open across a fork of the pool


IMPORT_KIND = "import-sessions"


def import_requeue_after() -> float:
    return float(_setting("GROUNDING_IMPORT_REQUEUE_AFTER_SECONDS", 60))


def requeue_stale_imports(*, now=None) -> int:
    """Resume import operations that stopped making progress (the worker running them was killed,
    or their message was lost with a Redis restart): an import checkpoints every line, so one whose
    ``update_time`` is older than ``GROUNDING_IMPORT_REQUEUE_AFTER_SECONDS`` (default 60) is not
    running. Publishes ``grounding.tasks.resume_import``, which holds a lock while it resumes."""
    from . import tasks

    now = now or timezone.now()
    stale = now - timedelta(seconds=import_requeue_after())
    ids = []
    with transaction.atomic():
        for op in Operation.objects.select_for_update(**_skip_locked()).filter(kind=IMPORT_KIND, done=False, update_time__lt=stale)[:100]:
            Operation.objects.filter(pk=op.pk).update(update_time=now)  # at most once per period
            ids.append(op.pk)
    for pk in ids:
        try:
            tasks.resume_import.apply_async((pk, now.isoformat()), retry=True, retry_policy={"max_retries": 2, "interval_start": 0, "interval_step": 0.5})
        except Exception as exc:
            log.warning("could not publish the resumption of import %s (%s)", pk, exc)
    return len(ids)


def resume_import(*, operation_id: int, stamp: str | None = None) -> bool:
    """Resume an import from its checkpoint unless it made progress since the reconciler stamped it
    (``stamp``: its ``update_time`` then; the original run is alive after all) or another resumption
    holds its lock (a PostgreSQL advisory lock). Returns True if it ran."""
    from datetime import datetime

    from sessions.services import import_operation_run

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


# --- selection for the custom methods and the command -------------------------------------------


def _grounded_filter(op: str, value: str) -> Q:
    from assistsvc.api.errors import invalid_argument

    if value not in ("true", "false"):
        raise invalid_argument("filter", "grounded takes true or false")
    never = Q(grounding_job__isnull=True) | Q(grounding_job__engine_version="")
    q = ~never if value == "true" else never
    return ~q if op == "!=" else q


def _grounding_state_filter(op: str, value: str) -> Q:
    from assistsvc.api.errors import invalid_argument

    values = [s.value for s in Status] + ["NOT_STARTED"]
    if value not in values:
        raise invalid_argument("filter", f"groundingState must be one of {', '.join(values)}")
    q = Q(grounding_job__isnull=True) if value == "NOT_STARTED" else Q(grounding_job__status=value)
    return ~q if op == "!=" else q


def answer_filter_fields() -> dict:
    from assistsvc.api.filtering import FilterField

    return {
        "groundingState": FilterField(kind="custom", ops=("=", "!="), build=_grounding_state_filter),
        "grounded": FilterField(kind="custom", ops=("=", "!="), build=_grounded_filter),
        "engineVersion": FilterField("grounding_job__engine_version"),
        "state": FilterField("state", "enum", enum_values=tuple(s.value for s in AssistAnswer.State)),
        "createTime": FilterField("create_time", "timestamp"),
        "session": FilterField("session__session_id"),
    }


def answers_matching(*, engine: Engine, filter: str = "") -> QuerySet[AssistAnswer]:
    from assistsvc.api.filtering import compile_filter

    q = compile_filter(filter, answer_filter_fields())
    return AssistAnswer.objects.filter(session__engine=engine).filter(q).order_by("pk")


# --- operations ---------------------------------------------------------------------------------


def ground_operation_start(*, project, parent: str, answer_ids: Sequence[int], filter: str = "") -> Operation:
    """Mark the answers PENDING, enqueue them on commit and return an Operation tracking them."""
    from sessions.services import operation_create

    ids = sorted({int(i) for i in answer_ids})
    now = timezone.now()
    with transaction.atomic():
        ids = jobs_mark_pending(answer_ids=ids, now=now)
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
        enqueue_on_commit(ids)
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
        chunk = ids[k:k + 5000]
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
                failures.append(
                    {"answer": j.answer.name, "error": {"code": 13, "message": (j.last_error or "failed")[-500:], "status": "INTERNAL"}}
                )
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


def operations_refresh(
    *, only_open: bool = True, engine_ids: Iterable[int] | None = None, min_interval: float = 0.0, finished: int = 0
) -> int:
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
    return list(
        AssistAnswer.objects.filter(pk__in=list(answer_ids)).values_list("session__engine_id", flat=True).distinct()
    )


def job_counts(*, answer_ids: Sequence[int] | None = None) -> dict[str, int]:
    if answer_ids is None:
        return {row["status"]: row["n"] for row in GroundingJob.objects.values("status").annotate(n=Count("pk"))}
    ids = list(answer_ids)
    out: dict[str, int] = {}
    for k in range(0, len(ids), _CHUNK):
        qs = GroundingJob.objects.filter(answer_id__in=ids[k:k + _CHUNK])
        for row in qs.values("status").annotate(n=Count("pk")):
            out[row["status"]] = out.get(row["status"], 0) + row["n"]
    return out
