"""Broker-specific Celery settings (imported by ``assistsvc.settings``).

Three brokers are supported; the URL (``CELERY_BROKER_URL``, else ``REDIS_URL``, else the filesystem
transport) picks one:

* **Redis** (``redis://``): one machine or a few; a Redis restart without persistence loses what was
  queued, and the workers' watchdog publishes the pending jobs again from the database (README,
  "Deployment").
* **RabbitMQ** (``amqp://``): the scale-out path. Every queue of the service is a **quorum queue**
  (``x-queue-type: quorum``: replicated on a RabbitMQ cluster, kept on disk, so a broker restart loses
  nothing that was confirmed), as Celery documents it for quorum queues:

  - the queues are declared explicitly (``task_queues``) with ``x-queue-type=quorum`` and a
    **delivery limit** (``x-delivery-limit``, ``GROUNDING_DELIVERY_LIMIT``, default 10): a message that
    kills every worker that takes it is dropped after that many deliveries instead of looping forever
    (the job row in the database still says what happened: ``claim_jobs`` counts the attempts and fails
    the job after ``GROUNDING_MAX_ATTEMPTS``);
  - queues created on the fly (a ``GROUNDING_QUEUE`` not listed here) are quorum too
    (``task_create_missing_queue_type``);
  - quorum queues do not support global QoS: Celery detects them (``worker_detect_quorum_queues``, on
    by default) and sets the prefetch per consumer;
  - countdowns (the retry backoff) use Celery's native delayed delivery on RabbitMQ, which needs topic
    exchanges (not the default direct ones): every queue has a topic exchange of its own name;
  - **publisher confirms** (``confirm_publish``): a publish returns once the broker has the message,
    so "published" means "will survive a broker restart".

* **filesystem** (``filesystem://``): development without any server; see the settings module.
"""

from __future__ import annotations

from typing import Iterable


def kind(url: str) -> str:
    """``redis``, ``amqp``, ``filesystem`` or the URL's scheme for anything else."""
    scheme = (url or "").split("://", 1)[0].split("+", 1)[0].lower()
    if scheme in ("redis", "rediss", "sentinel"):
        return "redis"
    if scheme in ("amqp", "amqps", "pyamqp", "librabbitmq"):
        return "amqp"
    return scheme


def quorum_queue_arguments(delivery_limit: int) -> dict:
    return {"x-queue-type": "quorum", "x-delivery-limit": int(delivery_limit)}


def amqp_settings(queue_names: Iterable[str], *, delivery_limit: int = 10) -> dict:
    """The ``CELERY_*`` settings for RabbitMQ with quorum queues (see the module docstring)."""
    from kombu import Exchange, Queue

    args = quorum_queue_arguments(delivery_limit)
    queues = tuple(
        Queue(name, Exchange(name, type="topic", durable=True), routing_key=name, durable=True, queue_arguments=args)
        for name in dict.fromkeys(n for n in queue_names if n)
    )
    return {
        "CELERY_TASK_QUEUES": queues,
        "CELERY_TASK_DEFAULT_QUEUE_TYPE": "quorum",
        "CELERY_TASK_DEFAULT_EXCHANGE_TYPE": "topic",
        "CELERY_TASK_CREATE_MISSING_QUEUE_TYPE": "quorum",
        "CELERY_TASK_CREATE_MISSING_QUEUE_EXCHANGE_TYPE": "topic",
        "CELERY_WORKER_DETECT_QUORUM_QUEUES": True,
        "CELERY_BROKER_NATIVE_DELAYED_DELIVERY_QUEUE_TYPE": "quorum",
        "CELERY_BROKER_TRANSPORT_OPTIONS": {"confirm_publish": True},
    }
