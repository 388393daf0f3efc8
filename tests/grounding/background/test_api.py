"""The custom methods :ground / :groundAnswers (Operations with progress) and the shell command."""

from __future__ import annotations

import io

import pytest
from django.core.management import call_command

from grounding import jobs, operations, runner
from grounding import selectors as grounding_selectors
from grounding.models import GroundingJob
from sessions.models import AssistAnswer

from .conftest import answer_body, check_segments

pytestmark = pytest.mark.django_db


def _create(client, session_url, body=None) -> AssistAnswer:
    resp = client.post(f"{session_url}/assistAnswers", body or answer_body(), format="json")
    assert resp.status_code == 200, resp.content
    return AssistAnswer.objects.get(answer_id=resp.json()["name"].rsplit("/", 1)[1])


def _poll(client, op_name):
    resp = client.get(f"/v1/{op_name}")
    assert resp.status_code == 200, resp.content
    return resp.json()


def test_ground_answer_returns_an_operation_that_completes(client, session_url, django_capture_on_commit_callbacks):
    a = _create(client, session_url)
    runner.run_batch(answer_ids=[a.pk])
    with django_capture_on_commit_callbacks() as callbacks:
        resp = client.post(f"/v1/{a.name}:ground", format="json")
    assert resp.status_code == 200, resp.content
    op = resp.json()
    assert op["name"].startswith(f"{a.name}/operations/ground-answers-")
    assert "done" not in op
    meta = op["metadata"]
    assert meta["@type"] == operations.GROUND_METADATA_TYPE
    assert (meta["totalCount"], meta["pendingCount"], meta["succeededCount"]) == ("1", "1", "0")
    assert len(callbacks) == 1  # published after the commit
    job = GroundingJob.objects.get(answer=a)
    assert job.status == "PENDING" and job.generation == 2

    runner.run_batch(answer_ids=[a.pk])
    operations.operations_refresh()
    op = _poll(client, op["name"])
    assert op["done"] is True
    assert op["metadata"]["succeededCount"] == "1" and op["metadata"]["pendingCount"] == "0"
    assert op["response"] == {"@type": operations.GROUND_RESPONSE_TYPE, "succeededCount": "1", "failedCount": "0"}


def test_ground_session_and_engine_filters(client, session_url, engine_url, monkeypatch):
    monkeypatch.setattr(jobs, "CHUNK", 2)  # big id lists are handled in chunks
    a1, a2, a3 = (_create(client, session_url) for _ in range(3))
    runner.run_batch(answer_ids=[a1.pk], top_up=0)
    GroundingJob.objects.filter(answer=a2).update(engine_version="engine-0.1+old-0")  # grounded by an old engine
    GroundingJob.objects.filter(answer=a3).delete()  # never had a job

    resp = client.post(f"{engine_url}:groundAnswers", {"filter": "grounded = false"}, format="json")
    assert resp.status_code == 200, resp.content
    op = services_op(resp)
    assert sorted(op.params["answerIds"]) == [a3.pk]

    current = GroundingJob.objects.get(answer=a1).engine_version
    resp = client.post(f"{engine_url}:groundAnswers", {"filter": f'engineVersion != "{current}"'}, format="json")
    assert sorted(services_op(resp).params["answerIds"]) == sorted([a2.pk, a3.pk])

    resp = client.post(f"{session_url}:ground", format="json")
    assert resp.status_code == 200 and resp.json()["metadata"]["totalCount"] == "3"
    assert grounding_selectors.job_counts(answer_ids=[a1.pk, a2.pk, a3.pk]) == {"PENDING": 3}

    resp = client.post(f"{engine_url}:groundAnswers", {"filter": "groundingState = BOGUS"}, format="json")
    assert resp.status_code == 400
    assert resp.json()["error"]["details"][1]["fieldViolations"][0]["field"] == "filter"
    resp = client.post(f"{engine_url}:groundAnswers", {"filter": "nope = 1"}, format="json")
    assert resp.status_code == 400


def services_op(resp):
    from sessions.models import Operation

    assert resp.status_code == 200, resp.content
    return Operation.objects.get(name=resp.json()["name"])


def test_ground_methods_check_the_project_and_the_name(client, session_url, engine, anon_client):
    a = _create(client, session_url)
    other = f"/v1/projects/other/locations/global/collections/default_collection/engines/support/sessions/s1/assistAnswers/{a.answer_id}:ground"
    assert client.post(other, format="json").status_code == 403
    assert anon_client.post(f"/v1/{a.name}:ground", format="json").status_code == 401
    missing = f"/v1/{a.session.name}/assistAnswers/123:ground"
    assert client.post(missing, format="json").status_code == 404


def test_management_command_inline_with_progress(client, session_url, engine):
    ids = [_create(client, session_url).pk for _ in range(3)]
    out = io.StringIO()
    call_command("ground_answers", "--engine", engine.name, "--inline", "--batch-size", "2", stdout=out)
    text = out.getvalue()
    assert "grounded 3 answers" in text and "answer" in text  # tqdm bar written to stdout
    assert grounding_selectors.job_counts(answer_ids=ids) == {"SUCCEEDED": 3}
    for i in ids:
        a = AssistAnswer.objects.get(pk=i)
        assert check_segments(client.get(f"/v1/{a.name}").json()) > 0
    out = io.StringIO()
    call_command("ground_answers", "--engine", engine.name, "--filter", "grounded = false", "--inline", stdout=out)
    assert "no answers match" in out.getvalue()
