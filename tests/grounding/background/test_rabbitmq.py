"""RabbitMQ as the broker (the scale-out path, README "Deployment"), against the RabbitMQ of the machine
(``$RABBITMQ_URL``, default ``amqp://guest:guest@127.0.0.1:5672//``; ``.ci/run`` starts it). Every test
uses queue names of its own, so concurrent runs cannot take each other's messages.

* the settings declare the service's queues as quorum queues with a delivery limit, on topic exchanges,
  and publish with confirms (``assistsvc/broker.py``);
* a real worker consumes a quorum queue (per-consumer QoS) and grounds what is published to it, and a
  message published with a countdown (the retry backoff) arrives after its countdown through Celery's
  native delayed delivery, with the watchdog off so that nothing else could have re-published it;
* that worker loaded the model once in its main process before forking its pool (``GROUNDING_PRELOAD``),
  and the forked process scores exactly as a fresh process does.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import uuid

import pytest

from grounding.benchmark_workers import start_worker

from .conftest import MODEL_SPEC, ROOT, wait_for

RABBIT_URL = os.environ.get("RABBITMQ_URL", "amqp://guest:guest@127.0.0.1:5672//")


def _rabbit_reachable() -> str | None:
    """None when RabbitMQ accepts an AMQP session at RABBIT_URL, else why not."""
    from kombu import Connection

    try:
        with Connection(RABBIT_URL, connect_timeout=3) as c:
            c.ensure_connection(max_retries=1)
            _ = c.default_channel  # opens a channel: the node accepts AMQP sessions
        return None
    except Exception as exc:
        return f"RabbitMQ is not reachable at {RABBIT_URL} ({exc!r}); .ci/run starts it"


def test_amqp_settings_declare_quorum_queues_with_confirms(monkeypatch):
    from kombu import Queue

    from assistsvc import broker

    assert broker.kind("amqp://guest:guest@h:5672//") == "amqp" and broker.kind("redis://h/0") == "redis"
    assert broker.kind("filesystem://") == "filesystem"
    conf = broker.amqp_settings(["grounding", "policy", "default", "grounding"], delivery_limit=7)
    queues = conf["CELERY_TASK_QUEUES"]
    assert [q.name for q in queues] == ["grounding", "policy", "default"]
    for q in queues:
        assert isinstance(q, Queue) and q.durable
        assert q.queue_arguments == {"x-queue-type": "quorum", "x-delivery-limit": 7}
        assert q.exchange.type == "topic" and q.exchange.name == q.name and q.routing_key == q.name
    assert conf["CELERY_TASK_CREATE_MISSING_QUEUE_TYPE"] == "quorum"
    assert conf["CELERY_BROKER_TRANSPORT_OPTIONS"] == {"confirm_publish": True}


_PUBLISH = r"""
import json, os, sys, time
import django
django.setup()
from assistsvc.celery import app
from grounding import tasks
q = os.environ["GROUNDING_QUEUE"]
out = {"transport": app.connection_for_write().transport.driver_type,
       "confirm": app.conf.broker_transport_options.get("confirm_publish")}
delayed, now = int(sys.argv[1]), int(sys.argv[2])
out["published"] = time.time()
tasks.ground_answers.apply_async(([delayed],), countdown=4)
tasks.ground_answers.apply_async(([now],))
with app.connection_for_write() as conn:
    ch = conn.channel()
    # native delayed delivery: 4 s = 0b100, so the message waits out its TTL in the level-2 quorum queue
    # (not in the worker's memory, as an ETA task on a direct exchange would)
    out["in_delayed_2"] = ch.queue_declare("celery_delayed_2", passive=True).message_count
    try:  # the queue exists as a quorum queue: redeclaring it as a classic one is refused
        ch.queue_declare(q, durable=True, auto_delete=False, arguments={"x-queue-type": "classic"})
        out["classic_redeclare"] = "accepted"
    except conn.channel_errors as exc:
        out["classic_redeclare"] = f"{getattr(exc, 'reply_code', '')} {exc}"
    ch = conn.channel()
    ch.queue_declare(q, durable=True, auto_delete=False, arguments={"x-queue-type": "quorum", "x-delivery-limit": 10})
    out["quorum_redeclare"] = "accepted"
print("PUBLISH " + json.dumps(out))
"""


@pytest.mark.slow
@pytest.mark.django_db(transaction=True)
def test_worker_on_a_quorum_queue_grounds_and_honours_countdowns(session, settings, tmp_path):
    why = _rabbit_reachable()
    if why:
        pytest.skip(why)
    from django.db import connection

    from apiwire.protojson import Reader
    from grounding import jobs, runner
    from grounding.models import GroundingJob
    from sessions import services as ss
    from sessions.protojson import parse_assist_answer, parse_query

    from .conftest import answer_body

    settings.GROUNDING_ON_COMMIT = False  # the test publishes itself, to RabbitMQ
    ids = []
    for _ in range(2):
        body = answer_body()
        answer, _ = ss.answer_create(session=session, query=parse_query(Reader(body["query"])), answer_input=parse_assist_answer(Reader(body["assistAnswer"])))
        ids.append(answer.pk)
    jobs.mark_pending(answer_ids=ids)

    queue = f"rmqtest-{uuid.uuid4().hex[:8]}"
    s = connection.settings_dict
    env = dict(os.environ)
    env.update(
        DATABASE_URL=f"postgres://{s['USER'] or 'postgres'}@{s['HOST'] or '127.0.0.1'}:{s['PORT'] or 5432}/{s['NAME']}",
        DATABASE_CONN_MAX_AGE="0",
        CELERY_BROKER_URL=RABBIT_URL,
        GROUNDING_QUEUE=queue,
        GROUNDING_MODEL=MODEL_SPEC,
        # no watchdog: a delayed message must arrive by itself, not because a pending job was re-published
        GROUNDING_WATCHDOG_INTERVAL="0",
        DJANGO_SETTINGS_MODULE="assistsvc.settings",
        PYTHONUNBUFFERED="1",
        GROUNDING_BATCH_SIZE="1",  # no top-up: the immediate message must not take the delayed job along
        ASSISTSVC_VAR_DIR=str(tmp_path / "hostA"),
    )
    env.pop("POLICY_QUEUE", None)
    log = tmp_path / "worker.log"
    worker = start_worker(queue=queue, hostname=f"hostA@{queue}", concurrency=1, env=env, log=log)
    try:
        wait_for(lambda: " ready." in log.read_text(errors="replace") or worker.poll() is not None, timeout=600, interval=0.5, message="the worker on RabbitMQ")
        assert worker.poll() is None, log.read_text(errors="replace")[-3000:]
        proc = subprocess.run([sys.executable, "-c", _PUBLISH, str(ids[0]), str(ids[1])], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
        line = [l for l in proc.stdout.splitlines() if l.startswith("PUBLISH ")]
        assert line, proc.stdout[-2000:] + proc.stderr[-3000:]
        out = json.loads(line[-1][8:])
        assert out["transport"] == "amqp" and out["confirm"] is True, out
        assert out["classic_redeclare"].startswith("406"), out  # PRECONDITION_FAILED: it is a quorum queue
        assert out["quorum_redeclare"] == "accepted"
        assert out["in_delayed_2"] >= 1, out

        def finished():
            return {j.answer_id: j for j in GroundingJob.objects.filter(answer_id__in=ids, status="SUCCEEDED")}

        done = wait_for(
            lambda: (lambda d: d if len(d) == 2 else None)(finished()),
            timeout=240,
            interval=0.5,
            message="both answers grounded through RabbitMQ\n" + log.read_text(errors="replace")[-2000:],
        )
        assert done[ids[1]].attempts == 1 and done[ids[0]].attempts == 1
        # the delayed one was claimed only after its countdown (4 s), the other one at once
        assert done[ids[0]].start_time.timestamp() - out["published"] >= 3.5, (done[ids[0]].start_time, out)
        assert done[ids[0]].start_time > done[ids[1]].start_time
        text = log.read_text(errors="replace")
        assert "Global QoS is disabled" in text, text[-3000:]  # per-consumer prefetch: quorum queues detected
        if MODEL_SPEC.startswith("hf"):
            return
        # the model was loaded once in the main process and forked into the pool (GROUNDING_PRELOAD): the
        # forked process scores exactly as a fresh one does
        assert "grounding model preloaded in the worker's main process" in text, text[-3000:]
        from grounding.jobs import ClaimedJob
        from sessions.models import AssistAnswer

        works, requests = runner.load_work([ClaimedJob(i, 0, 1, "check") for i in ids])
        fresh = runner.grounding_engine().check_many(requests)
        for w in works:
            stored = AssistAnswer.objects.get(pk=w.answer.pk).support_score
            assert stored == pytest.approx(fresh[w.replies[0].request_index].support_score, abs=1e-6)
    finally:
        if worker.poll() is None:
            os.killpg(worker.pid, signal.SIGTERM)
            try:
                worker.wait(timeout=30)
            except subprocess.TimeoutExpired:
                os.killpg(worker.pid, signal.SIGKILL)
        from kombu import Connection

        try:
            with Connection(RABBIT_URL) as c:
                c.default_channel.queue_delete(queue)
        except Exception:
            pass
