"""Running a batch of grounding jobs: claim (:mod:`grounding.jobs`), load the answers through the
sessions selectors, run the grounding engine once on all their text replies (one batched
``check_many``), store each answer's result (:mod:`grounding.writer`), give failed jobs back.

Also the process-wide grounding engine (:func:`grounding_engine`): the checker named by
``settings.GROUNDING_MODEL``, loaded once per process; the Check Grounding API uses the same one.
"""

from __future__ import annotations

import logging
import os
import time
import uuid
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from django.conf import settings

from sessions import selectors as session_selectors

from . import jobs
from .engine import CheckRequest, Fact, Spec, get_engine
from .jobs import ClaimedJob
from .queue import batch_size
from .results import AnswerWork, ReplyWork, sha256_text
from .writer import is_text_reply, write_result

log = logging.getLogger(__name__)


# --- the grounding engine of this process ---------------------------------------------------------


def grounding_engine():
    """The process-wide grounding engine for ``settings.GROUNDING_MODEL`` (loaded once per process)."""
    return get_engine(settings.GROUNDING_MODEL or None)


def engine_headers(grounder) -> dict[str, str]:
    """Response headers of ``:check`` naming the grounding engine and checker that answered (the proto
    response has no diagnostics field)."""
    h = {"X-Assistsvc-Engine-Version": grounder.version}
    if not getattr(grounder.model, "contradiction_available", True):
        h["X-Assistsvc-Contradiction"] = "unavailable"
    return h


def warm_up() -> str:
    """Load the checker and the claim splitter now (called from ``worker_process_init``)."""
    grounder = grounding_engine()
    grounder.check_many([CheckRequest("Warm-up sentence one. It checks the pipeline.", [Fact("Warm-up fact.")], Spec())])
    return grounder.version


# --- building engine requests -------------------------------------------------------------------


def reference_fact(ref) -> Fact:
    attributes = {}
    if ref.title:
        attributes["title"] = ref.title
    if ref.uri:
        attributes["uri"] = ref.uri
    return Fact(ref.content or ref.code_snippet or "", attributes)


def load_work(claimed: Sequence[ClaimedJob]) -> tuple[list[AnswerWork], list[CheckRequest]]:
    """Load the claimed answers with their replies and references; one request per text reply."""
    by_id = {c.answer_id: c for c in claimed}
    works: list[AnswerWork] = []
    requests: list[CheckRequest] = []
    for a in session_selectors.answers_for_grounding(list(by_id)):
        config = a.session.engine  # the Engine resource: its grounding configuration
        turn = getattr(a, "turn", None)
        w = AnswerWork(by_id[a.pk], a, turn.query_text if turn is not None else "")
        spec = Spec(
            citation_threshold=config.citation_threshold,
            enable_anti_citations=config.enable_anti_citations,
            anti_citation_threshold=config.anti_citation_threshold,
            enable_claim_level_score=True,
        )
        for r in a.replies.all():
            if not is_text_reply(r):
                continue
            w.all_reply_texts.append(r.text)
            refs = list(r.references.all())
            requests.append(CheckRequest(r.text, [reference_fact(x) for x in refs], spec))
            w.replies.append(ReplyWork(r.pk, r.position, r.reply_id, r.text, sha256_text(r.text), len(refs), len(requests) - 1))
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


def run_batch(
    *,
    answer_ids: Sequence[int],
    token: str | None = None,
    top_up: int | None = None,
    on_claimed: Callable[[list[ClaimedJob]], None] | None = None,
    before_write: Callable[[list[ClaimedJob]], None] | None = None,
) -> BatchResult:
    """Claim, ground, policy-check and write the answers (what ``grounding.tasks.ground_answers`` does).

    ``token`` is the lease token (the Celery task id, so that a redelivered message can take back its
    own lease at once); ``top_up`` adds other waiting jobs to fill the batch. Safe to call any number
    of times, concurrently: only the holder of a job's lease writes, and only for the generation and
    text it read.
    """
    token = token or f"local-{uuid.uuid4().hex}"
    top = batch_size() - len(answer_ids) if top_up is None else top_up
    claimed = jobs.claim(answer_ids=answer_ids, token=token, top_up=max(0, top))
    result = BatchResult(not_claimed=sorted(set(int(i) for i in answer_ids) - {c.answer_id for c in claimed}))
    if not claimed:
        return result
    if on_claimed is not None:
        on_claimed(claimed)
    with jobs.LeaseHeartbeat(token, [c.answer_id for c in claimed]):
        return _ground_claimed(claimed, result, before_write)


def _release(claimed: Sequence[ClaimedJob], exc: BaseException, result: BatchResult) -> None:
    failed, retry = jobs.release_after_error(claimed, exc)
    result.failed += failed
    result.retry += retry


def _ground_claimed(claimed: list[ClaimedJob], result: BatchResult, before_write) -> BatchResult:
    test_sleep = float(settings.GROUNDING_TEST_SLEEP_SECONDS or 0)
    if test_sleep:  # test-only (documented): widens the window in which a worker can be killed mid-job
        log.warning("test sleep %.1fs in process %d holding answers %s", test_sleep, os.getpid(), [c.answer_id for c in claimed])
        time.sleep(test_sleep)
    t0 = time.perf_counter()
    try:
        works, requests = load_work(claimed)
        grounder = grounding_engine()
        t1 = time.perf_counter()
        responses = grounder.check_many(requests) if requests else []
        t2 = time.perf_counter()
    except Exception as exc:
        log.exception("grounding batch of %d answers failed", len(claimed))
        _release(claimed, exc, result)
        return result
    if before_write is not None:  # hook for tests: e.g. edit a reply while the job runs
        before_write(claimed)
    found = {w.answer.pk for w in works}
    jobs.forget_deleted([c.answer_id for c in claimed if c.answer_id not in found])
    n = max(1, len(works))
    timings = {"loadMs": round((t1 - t0) * 1000 / n, 2), "engineMs": round((t2 - t1) * 1000 / n, 2)}
    model: Any = grounder.model
    for w in works:
        resps = [responses[r.request_index] for r in w.replies]
        try:
            outcome = write_result(
                work=w,
                responses=resps,
                engine_version=grounder.version,
                model_name=getattr(model, "name", ""),
                model_version=getattr(model, "version", ""),
                model_family=getattr(model, "family", ""),
                contradiction_available=getattr(model, "contradiction_available", True),
                timings=timings,
                batch={"answers": len(works), "replies": len(requests)},
            )
        except Exception as exc:
            log.exception("writing the grounding of answer %s failed", w.answer.pk)
            _release([w.job], exc, result)
            continue
        if outcome == "ok":
            result.succeeded.append(w.answer.pk)
            result.claims += sum(len(r.claims) for r in resps)
        elif outcome == "stale":
            result.stale.append(w.answer.pk)
    return result
