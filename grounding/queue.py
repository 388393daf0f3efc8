"""Publishing grounding work: the only module that imports :mod:`grounding.tasks`.

Messages are hints ("look at these answers"); the job rows are the truth (:mod:`grounding.jobs`), so a
publish that fails is logged and left to the reconciler. Task names (the broker's wire names) and
their queues: ``grounding.tasks.ground_answers`` and ``grounding.tasks.resume_import`` go to
``GROUNDING_QUEUE``, ``grounding.tasks.check_policy`` to ``POLICY_QUEUE`` (``CELERY_TASK_ROUTES``).
"""

from __future__ import annotations

import logging
from typing import Sequence

from django.conf import settings
from django.db import transaction

log = logging.getLogger(__name__)

_RETRY = {"max_retries": 2, "interval_start": 0, "interval_step": 0.5, "interval_max": 1}


def _tasks():
    from . import tasks  # function-local: tasks imports the modules that import this one

    return tasks


def batch_size() -> int:
    return int(settings.GROUNDING_BATCH_SIZE)


def publish(*, answer_ids: Sequence[int], countdown: float | None = None, chunk: int | None = None) -> int:
    """Publish ``grounding.tasks.ground_answers`` messages (chunks of ``GROUNDING_BATCH_SIZE``).

    Never raises: when the broker is unreachable the jobs stay PENDING and the reconciler publishes
    them again later. Returns the number of messages published.
    """
    task = _tasks().ground_answers
    ids = [int(i) for i in answer_ids]
    sent = 0
    size = max(1, chunk or batch_size())
    for k in range(0, len(ids), size):
        part = ids[k : k + size]
        try:
            task.apply_async((part,), countdown=countdown, retry=True, retry_policy=_RETRY)
            sent += 1
        except Exception as exc:  # broker down: the reconciler will publish again
            log.warning("could not enqueue grounding of %d answers (%s); the reconciler will retry", len(part), exc)
            break
    return sent


def publish_on_commit(answer_ids: Sequence[int]) -> None:
    """Publish after the current transaction commits (``GROUNDING_ON_COMMIT=false``: leave it to the
    reconciler)."""
    ids = list(answer_ids)
    if ids and settings.GROUNDING_ON_COMMIT:
        transaction.on_commit(lambda: publish(answer_ids=ids))


def publish_policy_checks(*, answer_ids: Sequence[int]) -> int:
    """Publish ``grounding.tasks.check_policy`` messages (routed to ``$POLICY_QUEUE``)."""
    task = _tasks().check_policy
    ids = [int(i) for i in answer_ids]
    sent = 0
    size = max(1, batch_size() * 4)
    for k in range(0, len(ids), size):
        try:
            task.apply_async((ids[k : k + size],), retry=True, retry_policy=_RETRY)
            sent += 1
        except Exception as exc:
            log.warning("could not enqueue policy checks (%s)", exc)
            break
    return sent


def publish_import_resumption(operation_id: int, stamp: str) -> None:
    try:
        _tasks().resume_import.apply_async((operation_id, stamp), retry=True, retry_policy=_RETRY)
    except Exception as exc:
        log.warning("could not publish the resumption of import %s (%s)", operation_id, exc)


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
