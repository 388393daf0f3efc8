"""Celery tasks of the grounding app: thin; they take ids and let the modules named below decide
(:mod:`grounding.runner`, :mod:`grounding.policy_checks`, :mod:`grounding.reconciler`). Only
:mod:`grounding.queue` publishes them (the import-linter contract in ``pyproject.toml`` says so).

Task names and default queue (``CELERY_TASK_ROUTES`` sends ``grounding.tasks.*`` to ``$GROUNDING_QUEUE``,
default ``grounding``):

* ``grounding.tasks.ground_answers(answer_ids)`` - claim, ground and policy-check a batch of answers
  (topped up with other waiting jobs up to ``GROUNDING_BATCH_SIZE``) with one batched model call;
* ``grounding.tasks.ground_answer(answer_id)`` - the same for one answer;
* ``grounding.tasks.check_policy(answer_ids)`` - only the policy checks (no model), for re-checking
  after a policy change; routed to ``$POLICY_QUEUE`` (default: the grounding queue);
* a watchdog thread in every worker's main process (not a task) publishes again, every second, the
  jobs whose lease expired (their holder died) and the pending jobs a broker lost (see
  ``reconciler.requeue_jobs``), so recovery takes seconds and does not wait for beat;
* ``grounding.tasks.reconcile()`` - periodic (Celery beat): re-enqueue PENDING jobs that were not
  enqueued recently and RUNNING jobs whose lease expired; refresh ground operations' progress;
  resume import operations that stopped making progress (``grounding.tasks.resume_import``).

All of them are idempotent: the lease in the job row decides who writes, so duplicate or redelivered
messages are harmless. Retries are scheduled with exponential backoff by publishing the failed ids
again with a countdown; the job row records every attempt and becomes FAILED only after the last one.
"""

from __future__ import annotations

import logging
import uuid

from celery import shared_task
from celery.signals import worker_init, worker_process_init, worker_ready, worker_shutdown
from django.conf import settings

from . import operations, policy_checks, reconciler, runner

log = logging.getLogger(__name__)


@worker_init.connect
def _preload_model(**_kwargs) -> None:
    """Load the model once in the worker's main process, before the pool forks its processes: each pool
    process, the ones that replace a killed process included, then starts with it in memory (shared
    copy-on-write) instead of loading it itself (measured here: 7-10 s per process on a busy host), so a
    killed pool process is replaced by a warm one at once."""
    import time

    if not (settings.GROUNDING_WARM_UP and settings.GROUNDING_PRELOAD):
        return
    t = time.perf_counter()
    try:
        version = runner.warm_up()
        log.info("grounding model preloaded in the worker's main process in %.1f s (%s)", time.perf_counter() - t, version)
    except Exception:  # each pool process tries again (and reports it)
        log.exception("could not preload the grounding model")
    finally:
        from django.db import connections

        connections.close_all()  # no connection is shared with the forked processes


@worker_process_init.connect
def _load_model_once(**_kwargs) -> None:
    """Each worker process loads the model (and the claim splitter) once, before its first task
    (``GROUNDING_WARM_UP=0`` skips it, e.g. on workers that only consume the policy queue)."""
    if not settings.GROUNDING_WARM_UP:
        return
    try:
        version = runner.warm_up()
        log.info("grounding model loaded in worker process (%s)", version)
    except Exception:  # a broken model is reported by the tasks themselves (and retried)
        log.exception("could not load the grounding model at worker start")


_watchdog: reconciler.Watchdog | None = None


@worker_ready.connect
def _start_watchdog(**_kwargs) -> None:
    """Each worker's main process watches for jobs whose holder died and messages the broker lost
    (``GROUNDING_WATCHDOG_INTERVAL``, default 1 s; 0 turns it off)."""
    global _watchdog
    if _watchdog is None:
        _watchdog = reconciler.Watchdog().start()


@worker_shutdown.connect
def _stop_watchdog(**_kwargs) -> None:
    global _watchdog
    if _watchdog is not None:
        _watchdog.stop()
        _watchdog = None


def _run(task, answer_ids: list[int]) -> dict:
    token = task.request.id or f"local-{uuid.uuid4().hex}"
    result = runner.run_batch(answer_ids=answer_ids, token=token)
    for ids, delay in result.retry:
        # a new message (not self.retry): the job row, not the message, counts the attempts
        ground_answers.apply_async((ids,), countdown=delay)
    touched = result.succeeded + result.failed
    if touched:
        try:
            operations.operations_refresh(engine_ids=operations.engines_of_answers(touched), min_interval=1.0, finished=len(touched))
        except Exception:
            log.exception("could not refresh operation progress")
    return {
        "succeeded": len(result.succeeded),
        "failed": len(result.failed),
        "retrying": sum(len(ids) for ids, _ in result.retry),
        "stale": len(result.stale),
        "notClaimed": len(result.not_claimed),
        "claims": result.claims,
    }


@shared_task(bind=True, name="grounding.tasks.ground_answers", acks_late=True, reject_on_worker_lost=True, ignore_result=True)
def ground_answers(self, answer_ids: list[int]) -> dict:
    return _run(self, [int(i) for i in answer_ids])


@shared_task(bind=True, name="grounding.tasks.ground_answer", acks_late=True, reject_on_worker_lost=True, ignore_result=True)
def ground_answer(self, answer_id: int) -> dict:
    return _run(self, [int(answer_id)])


@shared_task(
    bind=True,
    name="grounding.tasks.check_policy",
    acks_late=True,
    reject_on_worker_lost=True,
    ignore_result=True,
    autoretry_for=(Exception,),
    retry_backoff=5,
    retry_backoff_max=300,
    max_retries=5,
)
def check_policy(self, answer_ids: list[int]) -> dict:
    """Policy checks only (no model): idempotent, routed to ``$POLICY_QUEUE`` by the settings."""
    return policy_checks.check_policy_answers(answer_ids=[int(i) for i in answer_ids])


@shared_task(name="grounding.tasks.resume_import", acks_late=True, reject_on_worker_lost=True, ignore_result=True)
def resume_import(operation_id: int, stamp: str | None = None) -> bool:
    """Resume an import operation the reconciler found stalled (see reconciler.requeue_stale_imports)."""
    return reconciler.resume_import(operation_id=int(operation_id), stamp=stamp)


@shared_task(name="grounding.tasks.reconcile", acks_late=True, reject_on_worker_lost=True, ignore_result=True)
def reconcile() -> dict:
    out = reconciler.reconcile().as_dict()
    if any(out.values()):
        log.info("grounding reconcile: %s", out)
    return out
