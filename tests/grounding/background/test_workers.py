"""Real Celery worker processes, a real Redis broker (a private one), real model inference.

Each test creates answers over REST in committed transactions (``transactional_db``), so the
``on_commit`` publish reaches the broker and the worker processes see the rows.
"""

from __future__ import annotations

import time

import pytest
from django.utils import timezone

from grounding.models import GroundingJob
from sessions.models import AssistAnswer, Segment

from .conftest import answer_body, check_segments, wait_for

pytestmark = [pytest.mark.slow, pytest.mark.django_db(transaction=True)]


def _create(client, session_url, body=None) -> tuple[AssistAnswer, str]:
    resp = client.post(f"{session_url}/assistAnswers", body or answer_body(), format="json")
    assert resp.status_code == 200, resp.content
    name = resp.json()["name"]
    return AssistAnswer.objects.get(answer_id=name.rsplit("/", 1)[1]), name


def _grounded(client, name):
    got = client.get(f"/v1/{name}").json()
    segs = [s for r in got.get("replies", []) for s in r["groundedContent"].get("textGroundingMetadata", {}).get("segments", [])]
    return got if segs and any("groundingScore" in s for s in segs) else None


def _job(answer) -> GroundingJob:
    return GroundingJob.objects.get(answer=answer)


def test_answer_created_over_rest_gets_grounded_by_a_worker(client, session_url, shared_worker):
    answer, name = _create(client, session_url)
    got = wait_for(lambda: _grounded(client, name), timeout=60, message="segments with scores in the GET")
    assert check_segments(got) == 4
    assert got["diagnosticInfo"]["grounding"]["engineVersion"]
    job = _job(answer)
    assert job.status == "SUCCEEDED" and job.attempts == 1


def test_policy_results_in_the_seed_shape(client, session_url, engine, shared_worker):
    engine.banned_phrases = ["forbidden topic"]
    engine.save()
    blocked, name = _create(client, session_url, answer_body(query="Tell me about the Forbidden  Topic"))
    wait_for(lambda: _job(blocked).status == "SUCCEEDED", timeout=60, message="the policy check")
    got = client.get(f"/v1/{name}").json()
    assert got["customerPolicyEnforcementResult"] == {
        "verdict": "BLOCK",
        "policyResults": [{"bannedPhraseEnforcementResult": {"bannedPhrases": ["forbidden topic"]}}],
        "violationSource": "PROMPT",
    }
    assert got["assistSkippedReasons"] == ["CUSTOMER_POLICY_VIOLATION"]
    assert got["state"] == "SKIPPED"


def test_the_same_job_queued_twice_at_once_yields_one_result(client, session_url, shared_worker, settings):
    settings.GROUNDING_ON_COMMIT = False  # publish by hand below: the same job, twice, at once
    answer, name = _create(client, session_url)
    from grounding import tasks

    tasks.ground_answers.delay([answer.pk])
    tasks.ground_answer.delay(answer.pk)
    got = wait_for(lambda: _grounded(client, name), timeout=60, message="grounding")
    time.sleep(2.0)  # let the second message finish too
    job = _job(answer)
    assert job.status == "SUCCEEDED" and job.attempts == 1
    n = check_segments(client.get(f"/v1/{name}").json())
    assert n == check_segments(got) == Segment.objects.filter(reply__answer=answer).count()
    positions = list(Segment.objects.filter(reply__answer=answer).values_list("position", flat=True))
    assert sorted(positions) == list(range(n))


def test_sigkill_mid_job_loses_nothing_and_grounds_once(client, session_url, start_worker):
    """The worker (main process and pool) is SIGKILLed while it holds the job's lease. Nothing is
    written; after the lease expires the reconciler (beat) re-queues the job and a new worker grounds
    it, exactly once, the lost attempt recorded."""
    limits = dict(CELERY_TASK_SOFT_TIME_LIMIT=6, CELERY_TASK_TIME_LIMIT=8, GROUNDING_LEASE_SECONDS=9)
    slow = start_worker(GROUNDING_TEST_SLEEP_SECONDS=30, **limits)
    answer, name = _create(client, session_url)
    wait_for(lambda: _job(answer).status == "RUNNING", timeout=30, message="the slow worker to claim the job")
    slow.kill()
    job = _job(answer)
    assert job.status == "RUNNING" and job.attempts == 1
    assert not Segment.objects.filter(reply__answer=answer).exists()

    start_worker(beat=True, GROUNDING_RECONCILE_INTERVAL=1, GROUNDING_REQUEUE_AFTER_SECONDS=2, **limits)
    got = wait_for(lambda: _grounded(client, name), timeout=90, message="grounding after the crash")
    check_segments(got)
    job = _job(answer)
    assert job.status == "SUCCEEDED" and job.attempts == 2
    assert "worker was lost" in job.last_error
    n = Segment.objects.filter(reply__answer=answer).count()
    assert n == 4  # one set of segments


def test_a_long_job_keeps_its_lease_by_heartbeat(client, session_url, start_worker):
    """A job that runs longer than its lease is not taken over while its worker lives: the
    heartbeat renews the lease, so a second process with the reconciler running never claims it."""
    start_worker(
        concurrency=2, beat=True, GROUNDING_LEASE_SECONDS=2, GROUNDING_TEST_SLEEP_SECONDS=5, GROUNDING_RECONCILE_INTERVAL=0.5, GROUNDING_REQUEUE_IDLE_SECONDS=1
    )
    answer, name = _create(client, session_url)
    wait_for(lambda: _grounded(client, name), timeout=60, message="grounding")
    job = _job(answer)
    assert job.status == "SUCCEEDED" and job.attempts == 1 and job.last_error == ""


def test_killed_pool_process_is_redelivered_and_reclaimed_at_once(client, session_url, start_worker):
    """Only the pool process dies (as with the hard time limit or the OOM killer): the message is
    rejected and redelivered (reject_on_worker_lost); its own lease token lets it retry at once."""
    w = start_worker(GROUNDING_TEST_SLEEP_SECONDS=3)
    answer, name = _create(client, session_url)
    wait_for(lambda: _job(answer).status == "RUNNING", timeout=30, message="the claim")
    import os
    import signal

    for pid in w.children():
        os.kill(pid, signal.SIGKILL)
    got = wait_for(
        lambda: _grounded(client, name),
        timeout=60,
        message="grounding after the pool process died",
        diagnose=lambda: f"job: {vars(_job(answer))}\nworker log (last 4000 characters):\n{w.output()[-4000:]}",
    )
    check_segments(got)
    job = _job(answer)
    assert job.status == "SUCCEEDED" and job.attempts == 2
    w.stop()


def test_redis_restart_with_queued_jobs_then_reconciler_grounds_everything(client, session_url, broker, start_worker):
    """Jobs are queued, Redis restarts without persistence (the messages are gone), the worker
    reconnects and the reconciler (beat) re-queues the PENDING jobs: every answer gets grounded."""
    w = start_worker(beat=True, GROUNDING_TEST_SLEEP_SECONDS=1.5, GROUNDING_RECONCILE_INTERVAL=1, GROUNDING_REQUEUE_AFTER_SECONDS=3, GROUNDING_BATCH_SIZE=1)
    answers = [_create(client, session_url) for _ in range(4)]
    wait_for(lambda: GroundingJob.objects.filter(status="RUNNING").exists(), timeout=30, message="a running job")
    broker.restart()
    restarted = timezone.now()
    waiting = list(GroundingJob.objects.filter(status="PENDING").values_list("answer_id", flat=True))
    assert len(waiting) >= 2  # still queued when Redis went away

    def all_grounded():
        return all(_grounded(client, name) for _, name in answers)

    wait_for(all_grounded, timeout=120, interval=0.5, message="every answer grounded after the restart")
    for answer, name in answers:
        check_segments(client.get(f"/v1/{name}").json())
        job = _job(answer)
        assert job.status == "SUCCEEDED"
        assert Segment.objects.filter(reply__answer=answer).count() == 4
    # the waiting ones were published again by the reconciler after the restart
    jobs = GroundingJob.objects.filter(answer_id__in=waiting)
    assert all(j.enqueue_time > restarted for j in jobs), [(j.answer_id, j.enqueue_time, restarted, j.attempts) for j in jobs]
    w.stop()
