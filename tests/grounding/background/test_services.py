"""The grounding service in-process (real model, real PostgreSQL): results, overwrite, stale text,
retries and the reconciler's bookkeeping. The worker tests run the same code in Celery processes."""

from __future__ import annotations

import os
from datetime import timedelta

import pytest
from django.db import transaction
from django.utils import timezone

from grounding import jobs, policy_checks, reconciler, runner
from grounding.models import GroundingJob
from sessions.models import AssistAnswer, Reply, Segment

from .conftest import TITANIC_TEXT, answer_body, check_segments

pytestmark = pytest.mark.django_db


def _create(client, session_url, body=None):
    resp = client.post(f"{session_url}/assistAnswers", body or answer_body(), format="json")
    assert resp.status_code == 200, resp.content
    return resp.json()


def _get(client, name):
    resp = client.get(f"/v1/{name}")
    assert resp.status_code == 200
    return resp.json()


def test_store_creates_pending_job_and_grounding_fills_the_get(client, session_url):
    created = _create(client, session_url)
    answer = AssistAnswer.objects.get(answer_id=created["name"].rsplit("/", 1)[1])
    job = GroundingJob.objects.get(answer=answer)
    assert job.status == "PENDING" and job.generation == 1 and job.attempts == 0
    assert "segments" not in created["replies"][0]["groundedContent"]["textGroundingMetadata"]

    res = runner.run_batch(answer_ids=[answer.pk])
    assert res.succeeded == [answer.pk]
    got = _get(client, created["name"])
    assert check_segments(got) == 4
    segs = got["replies"][0]["groundedContent"]["textGroundingMetadata"]["segments"]
    # "Here is what I found." needs no check: a segment without score or references
    assert segs[0] == {"endIndex": "21", "text": "Here is what I found."}
    assert segs[1]["text"] == "Titanic was directed by James Cameron."
    assert segs[1]["referenceIndices"] == [0] and segs[1]["groundingScore"] >= 0.6
    last = segs[3]
    assert int(last["endIndex"]) == len(TITANIC_TEXT.encode()) > len(TITANIC_TEXT)  # bytes, not code points
    diag = got["diagnosticInfo"]
    assert diag["clientTrace"] == "abc"  # the client's keys are kept
    g = diag["grounding"]
    assert set(g) >= {"supportScore", "model", "modelVersion", "engineVersion", "timingsMs", "groundTime", "replies"}
    assert 0 <= g["supportScore"] <= 1
    assert diag["policy"]["verdict"] == "ALLOW"
    job.refresh_from_db()
    assert job.status == "SUCCEEDED" and job.attempts == 1 and job.engine_version == g["engineVersion"]
    assert not job.lease_token and job.finish_time is not None
    reply = Reply.objects.get(answer=answer)
    assert reply.grounded_text_sha256 == reply.text_sha256()


def test_regrounding_overwrites_never_appends(client, session_url):
    created = _create(client, session_url)
    answer = AssistAnswer.objects.get(answer_id=created["name"].rsplit("/", 1)[1])
    runner.run_batch(answer_ids=[answer.pk])
    first = _get(client, created["name"])
    jobs.request_grounding(answer_ids=[answer.pk])
    assert GroundingJob.objects.get(answer=answer).generation == 2
    runner.run_batch(answer_ids=[answer.pk])
    second = _get(client, created["name"])
    seg = lambda a: a["replies"][0]["groundedContent"]["textGroundingMetadata"]["segments"]  # noqa: E731
    assert seg(first) == seg(second)
    assert Segment.objects.filter(reply__answer=answer).count() == len(seg(first))
    assert second["diagnosticInfo"]["clientTrace"] == "abc"


def test_a_succeeded_job_is_not_grounded_again_by_a_duplicate_message(client, session_url):
    created = _create(client, session_url)
    answer = AssistAnswer.objects.get(answer_id=created["name"].rsplit("/", 1)[1])
    assert runner.run_batch(answer_ids=[answer.pk]).succeeded == [answer.pk]
    again = runner.run_batch(answer_ids=[answer.pk])
    assert again.succeeded == [] and again.not_claimed == [answer.pk]
    assert GroundingJob.objects.get(answer=answer).attempts == 1


def test_reply_edited_while_the_job_runs_never_gets_old_segments(client, session_url):
    """An edit stored through the services (new generation) and a raw edit of the text (sha check)
    both make the running job discard its result; the job is queued again for the new text."""
    created = _create(client, session_url)
    answer = AssistAnswer.objects.get(answer_id=created["name"].rsplit("/", 1)[1])
    new_text = "Titanic was directed by Steven Spielberg. It premiered in Tokyo."

    def edit_with_signal(claimed):
        from sessions.signals import answers_stored

        with transaction.atomic():
            Reply.objects.filter(answer=answer).update(text=new_text)
            answers_stored.send(sender=AssistAnswer, answer_ids=[answer.pk], reason="updated")

    res = runner.run_batch(answer_ids=[answer.pk], before_write=edit_with_signal)
    assert res.stale == [answer.pk] and res.succeeded == []
    assert not Segment.objects.filter(reply__answer=answer).exists()
    job = GroundingJob.objects.get(answer=answer)
    assert job.status == "PENDING" and job.generation == 2

    def raw_edit(claimed):
        Reply.objects.filter(answer=answer).update(text=new_text + " It sank in 1912.")

    res = runner.run_batch(answer_ids=[answer.pk], before_write=raw_edit)
    assert res.stale == [answer.pk]
    assert not Segment.objects.filter(reply__answer=answer).exists()
    job.refresh_from_db()
    assert job.status == "PENDING" and job.generation == 3

    assert runner.run_batch(answer_ids=[answer.pk]).succeeded == [answer.pk]
    got = _get(client, created["name"])
    check_segments(got)
    # an edit stored after grounding removes the old segments at once, in the storing transaction
    from sessions.signals import answers_stored

    with transaction.atomic():
        Reply.objects.filter(answer=answer).update(text="Titanic sank in 1912.")
        answers_stored.send(sender=AssistAnswer, answer_ids=[answer.pk], reason="updated")
    assert not Segment.objects.filter(reply__answer=answer).exists()
    assert Reply.objects.get(answer=answer).grounded_text_sha256 is None
    Reply.objects.filter(answer=answer).update(text=new_text + " It sank in 1912.")
    assert runner.run_batch(answer_ids=[answer.pk]).succeeded == [answer.pk]
    got = _get(client, created["name"])
    texts = [s["text"] for s in got["replies"][0]["groundedContent"]["textGroundingMetadata"]["segments"]]
    assert texts == ["Titanic was directed by Steven Spielberg.", "It premiered in Tokyo.", "It sank in 1912."]


def test_failed_attempts_back_off_and_fail_only_after_the_last(client, session_url, settings):
    """A model that cannot load fails every attempt: PENDING with a growing backoff, then FAILED."""
    settings.GROUNDING_MODEL = "hf:/nonexistent/model/dir"
    settings.GROUNDING_MAX_ATTEMPTS = 3
    created = _create(client, session_url)
    answer = AssistAnswer.objects.get(answer_id=created["name"].rsplit("/", 1)[1])
    delays = []
    for attempt in (1, 2):
        res = runner.run_batch(answer_ids=[answer.pk])
        assert res.failed == [] and [ids for ids, _ in res.retry] == [[answer.pk]]
        delays.append(res.retry[0][1])
        job = GroundingJob.objects.get(answer=answer)
        assert job.status == "PENDING" and job.attempts == attempt and f"attempt {attempt}:" in job.last_error
        assert job.enqueue_time > timezone.now()  # the reconciler waits for the scheduled retry
    assert delays[1] == 2 * delays[0]
    res = runner.run_batch(answer_ids=[answer.pk])
    assert res.failed == [answer.pk] and res.retry == []
    job = GroundingJob.objects.get(answer=answer)
    assert job.status == "FAILED" and job.attempts == 3
    assert job.last_error.count("attempt") == 3


def test_reconciler_requeues_stale_pending_and_expired_leases(client, session_url, settings, broker):
    settings.GROUNDING_REQUEUE_AFTER_SECONDS = 60
    a1, a2, a3 = (AssistAnswer.objects.get(answer_id=_create(client, session_url)["name"].rsplit("/", 1)[1]) for _ in range(3))
    past = timezone.now() - timedelta(minutes=10)
    GroundingJob.objects.filter(answer=a1).update(enqueue_time=past)  # queued long ago, message lost
    GroundingJob.objects.filter(answer=a2).update(
        status="RUNNING", attempts=1, lease_token="dead", lease_expires=past, enqueue_time=past - timedelta(minutes=1)
    )
    GroundingJob.objects.filter(answer=a3).delete()  # stored before grounding existed
    out = reconciler.reconcile()
    assert (out.requeued_pending, out.requeued_expired, out.created) == (1, 1, 1)
    assert out.messages >= 1
    # the expired lease is taken over by the next claim, which records the lost attempt
    res = runner.run_batch(answer_ids=[a2.pk], top_up=0)
    assert res.succeeded == [a2.pk]
    job = GroundingJob.objects.get(answer=a2)
    assert job.attempts == 2 and "worker was lost" in job.last_error
    # nothing left to do: a1 was just published again, a2 is done, a3 was just published
    again = reconciler.reconcile()
    assert (again.requeued_pending, again.requeued_expired, again.created) == (0, 0, 0)


def test_policy_block_in_the_seed_shape(client, session_url, engine):
    engine.banned_phrases = ["secret project", "ＢＡＤ word"]
    engine.save()
    created = _create(client, session_url, answer_body(query="Tell me about the SECRET   Project and the bad word please"))
    answer = AssistAnswer.objects.get(answer_id=created["name"].rsplit("/", 1)[1])
    runner.run_batch(answer_ids=[answer.pk])
    got = _get(client, created["name"])
    assert got["customerPolicyEnforcementResult"] == {
        "verdict": "BLOCK",
        "policyResults": [{"bannedPhraseEnforcementResult": {"bannedPhrases": ["secret project", "ＢＡＤ word"]}}],
        "violationSource": "PROMPT",
    }
    assert got["assistSkippedReasons"] == ["CUSTOMER_POLICY_VIOLATION"]
    assert got["state"] == "SKIPPED"
    check_segments(got)  # still grounded, for the review console

    # the policy changes and the answer is checked again: the block is undone, the state restored
    engine.banned_phrases = []
    engine.save()
    jobs.request_grounding(answer_ids=[answer.pk])
    runner.run_batch(answer_ids=[answer.pk])
    got = _get(client, created["name"])
    assert "customerPolicyEnforcementResult" not in got and "assistSkippedReasons" not in got
    assert got["state"] == "SUCCEEDED"


def test_policy_reply_violation_and_non_assist_query(client, session_url):
    leak = answer_body(text="Sure. Write to jane.doe@example.com or call +1 415 555 0100 for the refund.", refs=[])
    created = _create(client, session_url, leak)
    thanks = _create(client, session_url, answer_body(query="thanks!", text="You're welcome!", refs=[], assistSkippedReasons=[]))
    ids = [AssistAnswer.objects.get(answer_id=c["name"].rsplit("/", 1)[1]).pk for c in (created, thanks)]
    runner.run_batch(answer_ids=ids)
    got = _get(client, created["name"])
    cper = got["customerPolicyEnforcementResult"]
    assert cper["verdict"] == "BLOCK" and cper["violationSource"] == "SYSTEM"
    violations = [r["modelArmorEnforcementResult"]["modelArmorViolation"] for r in cper["policyResults"]]
    assert any(v.startswith("sensitive_data:email") for v in violations)
    assert got["assistSkippedReasons"] == ["CUSTOMER_POLICY_VIOLATION"] and got["state"] == "SKIPPED"
    got = _get(client, thanks["name"])
    assert got["assistSkippedReasons"] == ["NON_ASSIST_SEEKING_QUERY_IGNORED"]
    assert "customerPolicyEnforcementResult" not in got


def test_client_skipped_reasons_are_kept(client, session_url):
    created = _create(client, session_url, answer_body(assistSkippedReasons=["NON_ASSIST_SEEKING_QUERY_IGNORED"]))
    answer = AssistAnswer.objects.get(answer_id=created["name"].rsplit("/", 1)[1])
    runner.run_batch(answer_ids=[answer.pk])
    assert _get(client, created["name"])["assistSkippedReasons"] == ["NON_ASSIST_SEEKING_QUERY_IGNORED"]


def test_answers_are_batched_into_one_model_call(client, session_url):
    ids = [AssistAnswer.objects.get(answer_id=_create(client, session_url)["name"].rsplit("/", 1)[1]).pk for _ in range(3)]
    res = runner.run_batch(answer_ids=ids[:1], top_up=5)  # the other two are topped up
    assert sorted(res.succeeded) == ids
    for i in ids:
        assert AssistAnswer.objects.get(pk=i).diagnostic_info["grounding"]["batch"] == {"answers": 3, "replies": 3}


def test_policy_only_recheck_after_a_policy_change(client, session_url, engine):
    created = _create(client, session_url, answer_body(query="What about project nightingale?"))
    answer = AssistAnswer.objects.get(answer_id=created["name"].rsplit("/", 1)[1])
    runner.run_batch(answer_ids=[answer.pk])
    assert "customerPolicyEnforcementResult" not in _get(client, created["name"])
    segments_before = list(Segment.objects.filter(reply__answer=answer).values_list("pk", flat=True))

    engine.banned_phrases = ["Project Nightingale"]
    engine.save()
    assert policy_checks.check_policy_answers(answer_ids=[answer.pk]) == {"checked": 1, "skipped": 0, "blocked": 1}
    got = _get(client, created["name"])
    assert got["customerPolicyEnforcementResult"]["policyResults"] == [{"bannedPhraseEnforcementResult": {"bannedPhrases": ["Project Nightingale"]}}]
    assert got["state"] == "SKIPPED" and got["assistSkippedReasons"] == ["CUSTOMER_POLICY_VIOLATION"]
    # grounding untouched
    assert list(Segment.objects.filter(reply__answer=answer).values_list("pk", flat=True)) == segments_before

    # a pending grounding run checks the policy itself: the policy-only task leaves it alone
    jobs.request_grounding(answer_ids=[answer.pk])
    assert policy_checks.check_policy_answers(answer_ids=[answer.pk])["skipped"] == 1


def test_policy_queue_routing(settings):
    from assistsvc.celery import app

    router = app.amqp.router
    assert router.route({}, "grounding.tasks.ground_answers")["queue"].name == "grounding"
    assert router.route({}, "grounding.tasks.reconcile")["queue"].name == "grounding"
    # POLICY_QUEUE unset: policy re-checks go with grounding (set POLICY_QUEUE=policy to split them)
    assert router.route({}, "grounding.tasks.check_policy")["queue"].name == os.environ.get("POLICY_QUEUE", "grounding")


def test_reconciler_resumes_a_stalled_import(engine, broker):
    """An import whose worker was killed (or whose message was lost) stops making progress; the
    reconciler resumes it from its checkpoint, once, and its answers get grounding jobs."""
    import json

    from sessions import services as ss
    from sessions.models import Operation, Session

    lines = [
        json.dumps({"displayName": f"c{i}", "turns": [{"query": {"text": "Who directed Titanic?"}, "detailedAssistAnswer": answer_body()["assistAnswer"]}]})
        for i in range(3)
    ]
    op = ss.import_operation_start(engine=engine, payload="\n".join(lines))
    assert reconciler.requeue_stale_imports() == 0  # fresh: its own message is on the way
    Operation.objects.filter(pk=op.pk).update(update_time=timezone.now() - timedelta(minutes=5))
    now = timezone.now()
    assert reconciler.requeue_stale_imports(now=now) == 1
    assert reconciler.requeue_stale_imports() == 0  # stamped: not again within the period
    assert reconciler.resume_import(operation_id=op.pk, stamp=now.isoformat()) is True
    op.refresh_from_db()
    assert op.done and op.metadata["successCount"] == "3"
    assert Session.objects.filter(engine=engine).count() == 3
    assert GroundingJob.objects.filter(answer__session__engine=engine, status="PENDING").count() == 3
    # a stale stamp (the original run made progress since) does nothing
    assert reconciler.resume_import(operation_id=op.pk, stamp=(now - timedelta(minutes=1)).isoformat()) is False


def test_a_redelivered_batch_runs_its_lost_jobs_one_per_task(client, session_url, django_capture_on_commit_callbacks):
    """The broker redelivers a batch whose worker process died: one of its answers may be what
    killed it (a hard time limit, memory), so the redelivery keeps one job and sends the others off
    one per message; a job whose lease expired is never pulled into another batch either."""
    ids = [AssistAnswer.objects.get(answer_id=_create(client, session_url)["name"].rsplit("/", 1)[1]).pk for _ in range(4)]
    first = jobs.claim(answer_ids=ids[:3], token="task-1")
    assert [c.answer_id for c in first] == ids[:3]
    # the worker dies; the same message (same task id) comes back
    with django_capture_on_commit_callbacks(execute=False) as callbacks:
        again = jobs.claim(answer_ids=ids[:3], token="task-1", top_up=10)
    assert [(c.answer_id, c.attempts) for c in again] == [(ids[0], 2)]  # no top-up either
    assert len(callbacks) == 1
    for i in ids[1:3]:
        job = GroundingJob.objects.get(answer_id=i)
        assert job.status == "PENDING" and job.attempts == 1 and "worker was lost" in job.last_error
    # a job lost twice is not topped up into another batch (the watchdog publishes it alone)
    GroundingJob.objects.filter(answer_id=ids[0]).update(lease_expires=timezone.now() - timedelta(seconds=1))
    taken = jobs.claim(answer_ids=[ids[3]], token="task-2", top_up=10)
    assert sorted(c.answer_id for c in taken) == sorted([ids[3], ids[1], ids[2]])


def test_a_job_lost_on_its_first_attempt_is_topped_up_first(client, session_url):
    """A job whose holder died on its first attempt is the oldest work there is: another batch takes it
    (before fresh jobs) as soon as its lease has expired, instead of leaving it to its own message at the
    back of the queue; the lost attempt is recorded."""
    ids = [AssistAnswer.objects.get(answer_id=_create(client, session_url)["name"].rsplit("/", 1)[1]).pk for _ in range(5)]
    lost = jobs.claim(answer_ids=ids[:2], token="dead-task")
    assert [c.answer_id for c in lost] == ids[:2]
    # still leased: nobody else takes them (the top-up takes a fresh job)
    assert [c.answer_id for c in jobs.claim(answer_ids=[ids[2]], token="t2", top_up=1)] == [ids[2], ids[3]]
    GroundingJob.objects.filter(answer_id__in=ids[:2]).update(lease_expires=timezone.now() - timedelta(seconds=1))
    ids = ids[:2] + ids[4:]  # the two lost ones and one fresh job left
    taken = jobs.claim(answer_ids=[], token="t3", top_up=2)  # two slots: the lost ones come first
    assert sorted((c.answer_id, c.attempts) for c in taken) == [(ids[0], 2), (ids[1], 2)]
    for i in ids[:2]:
        job = GroundingJob.objects.get(answer_id=i)
        assert job.status == "RUNNING" and job.lease_token == "t3"
        assert list(job.history.values_list("outcome", flat=True)) == ["LOST"]
    assert GroundingJob.objects.get(answer_id=ids[2]).status == "PENDING"
    # lost again (attempt 2): from now on it only runs alone, never topped up into a batch ...
    GroundingJob.objects.filter(answer_id__in=ids[:2]).update(lease_expires=timezone.now() - timedelta(seconds=1))
    again = jobs.claim(answer_ids=[ids[2]], token="t4", top_up=5)
    assert [c.answer_id for c in again] == [ids[2]]
    # ... from its own message, or from a message whose own job was already taken (before fresh work)
    alone = jobs.claim(answer_ids=[ids[2]], token="t5", top_up=5)
    assert [(c.answer_id, c.attempts) for c in alone] == [(ids[0], 3)]
    own = jobs.claim(answer_ids=[ids[1]], token="t6", top_up=5)
    assert [(c.answer_id, c.attempts) for c in own] == [(ids[1], 3)]


def test_citation_thresholds_come_from_the_engine(client, session_url, engine):
    engine.citation_threshold = 1.01  # nothing can reach it
    engine.save()
    created = _create(client, session_url)
    answer = AssistAnswer.objects.get(answer_id=created["name"].rsplit("/", 1)[1])
    runner.run_batch(answer_ids=[answer.pk])
    segs = _get(client, created["name"])["replies"][0]["groundedContent"]["textGroundingMetadata"]["segments"]
    assert any("groundingScore" in s for s in segs)
    assert not any(s.get("referenceIndices") for s in segs)


def test_a_lost_policy_recheck_is_sent_again_by_the_reconciler(client, session_url, engine, settings):
    """A policy change flags the engine's answers in its own transaction; if the re-check message is
    lost, the reconciler sends it again until a check has cleared the flag."""
    from sessions import services as session_services

    created = _create(client, session_url, answer_body(query="What about project nightingale?"))
    answer = AssistAnswer.objects.get(answer_id=created["name"].rsplit("/", 1)[1])
    runner.run_batch(answer_ids=[answer.pk])
    answer.refresh_from_db()
    assert not answer.policy_stale

    with transaction.atomic():  # the REST update path: the receiver flags the answers
        session_services.engine_update(engine=engine, values={"policyConfig.bannedPhrases": ["Project Nightingale"]}, paths=["policyConfig.bannedPhrases"])
    answer.refresh_from_db()
    assert answer.policy_stale and answer.policy_enqueue_time is not None
    # the message is never consumed here (no worker): just after, the reconciler leaves it alone ...
    assert reconciler.reconcile(now=answer.policy_enqueue_time + timedelta(seconds=1)).policy_requeued == 0
    # ... once it is overdue, it sends it again and notes when
    later = answer.policy_enqueue_time + timedelta(seconds=reconciler.requeue_after() + 1)
    assert reconciler.reconcile(now=later).policy_requeued == 1
    answer.refresh_from_db()
    assert answer.policy_enqueue_time == later
    # what the worker would run; it clears the flag, and the reconciler has nothing more to send
    assert policy_checks.check_policy_answers(answer_ids=[answer.pk])["blocked"] == 1
    answer.refresh_from_db()
    assert not answer.policy_stale and answer.policy_verdict == "BLOCK"
    far = later + timedelta(hours=1)
    assert reconciler.reconcile(now=far).policy_requeued == 0
