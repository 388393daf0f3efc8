"""Bulk import of JSON Lines conversations: over REST as an Operation processed by a real Celery
worker (Redis broker), and from the shell with ``manage.py import_conversations``."""

from __future__ import annotations

import json
import time

import pytest
from django.core.management import call_command

from sessions.models import AssistAnswer, Reply, Session, Turn

from .bodies import full_answer, text_answer


def conversation(i: int, **extra) -> dict:
    return {
        "sessionId": f"imp-{i}",
        "displayName": f"Imported {i}",
        "userPseudoId": "u-imp",
        "labels": ["imported"],
        "turns": [
            {"query": {"queryId": f"q{i}a", "text": "Who directed Titanic?"}, "detailedAssistAnswer": full_answer()},
            {"query": {"text": "And when?"}, "detailedAssistAnswer": text_answer("It was released in 1997.", ["Titanic (1997)"])},
        ],
        **extra,
    }


def jsonl(rows) -> str:
    return "\n".join(r if isinstance(r, str) else json.dumps(r) for r in rows) + "\n"


BROKEN = [
    conversation(1),
    "{this is not json",
    conversation(3),
    # the second turn of this conversation is invalid: nothing of it may be stored
    {**conversation(4), "turns": [conversation(4)["turns"][0], {"detailedAssistAnswer": {"state": "NOPE"}}]},
    conversation(5),
]


@pytest.fixture
def celery_worker_thread(transactional_db):
    """A real Celery worker (threaded, in this process) consuming the Redis broker."""
    from celery.contrib.testing.worker import start_worker

    from assistsvc.celery import app

    app.conf.task_default_queue = "default"
    with start_worker(app, pool="solo", perform_ping_check=False, queues=["default"], shutdown_timeout=30) as worker:
        yield worker


@pytest.mark.slow
def test_import_over_rest_reports_bad_lines_and_keeps_the_rest(client, engine_url, celery_worker_thread):
    resp = client.generic("POST", f"{engine_url}/sessions:import", jsonl(BROKEN), content_type="application/x-ndjson")
    assert resp.status_code == 200, resp.content
    op = resp.json()
    assert "/operations/import-sessions-" in op["name"] and not op.get("done")
    deadline = time.monotonic() + 60
    while not op.get("done"):
        assert time.monotonic() < deadline, op
        time.sleep(0.2)
        op = client.get("/v1/" + op["name"]).json()
    assert op["metadata"]["successCount"] == "3" and op["metadata"]["failureCount"] == "2"
    samples = op["response"]["errorSamples"]
    assert [s["message"].split(":")[0] for s in samples] == ["line 2", "line 4"]
    fields = [v["field"] for d in samples[1]["details"] for v in d.get("fieldViolations", [])]
    assert fields == ["turns[1].detailedAssistAnswer.state"]
    assert samples[1]["code"] == 3  # INVALID_ARGUMENT as a google.rpc.Code
    assert sorted(Session.objects.values_list("session_id", flat=True)) == ["imp-1", "imp-3", "imp-5"]
    assert Turn.objects.count() == 6 and AssistAnswer.objects.count() == 6

    # what was imported reads back exactly as it was written
    s1 = client.get(f"{engine_url}/sessions/imp-1?includeAnswerDetails=true").json()
    first = s1["turns"][0]["detailedAssistAnswer"]
    expected = full_answer()
    assert first["connectorDisplayNames"] == expected["connectorDisplayNames"]
    assert first["replies"][0]["groundedContent"]["content"] == expected["replies"][0]["groundedContent"]["content"]
    assert s1["labels"] == ["imported"] and s1["turns"][0]["query"] == {"queryId": "q1a", "text": "Who directed Titanic?"}


def test_import_rejects_an_empty_body(client, engine_url):
    resp = client.generic("POST", f"{engine_url}/sessions:import", b"", content_type="application/x-ndjson")
    assert resp.status_code == 400
    assert resp.json()["error"]["details"][1]["fieldViolations"][0]["field"] == "body"


@pytest.mark.django_db
def test_import_command(tmp_path, engine, capsys):
    path = tmp_path / "conversations.jsonl"
    path.write_text(jsonl(BROKEN), encoding="utf-8")
    with pytest.raises(SystemExit) as exit_info:
        call_command("import_conversations", str(path), "--engine", engine.name)
    assert exit_info.value.code == 2  # partly imported
    out, err = capsys.readouterr()
    assert "imported 3 conversation(s), 2 failed" in out
    assert "line 2:" in err and "line 4:" in err and "turns[1].detailedAssistAnswer.state" in err
    assert Session.objects.count() == 3 and Reply.objects.filter(answer__session__session_id="imp-4").count() == 0
    # importing the same file again: sessions with the same ids already exist -> reported, nothing duplicated
    with pytest.raises(SystemExit):
        call_command("import_conversations", str(path), "--engine", engine.name)
    assert Session.objects.count() == 3
    assert "already exists" in capsys.readouterr()[1]


@pytest.mark.django_db
def test_import_command_can_create_the_engine(tmp_path, project):
    path = tmp_path / "one.jsonl"
    path.write_text(jsonl([conversation(9)]), encoding="utf-8")
    name = "projects/acme/locations/global/collections/default_collection/engines/new-one"
    call_command("import_conversations", str(path), "--engine", name, "--create-engine")
    assert Session.objects.get().engine.engine_id == "new-one"


@pytest.mark.slow
def test_two_runners_of_one_import_never_store_a_line_twice(transactional_db, engine):
    """A redelivered import task can run beside a resumed one: the operation row lock lets only one of
    them take each line."""
    import threading

    from django.db import connection

    from sessions import services

    rows = [{k: v for k, v in conversation(i).items() if k != "sessionId"} for i in range(40)]
    op = services.import_operation_start(engine=engine, payload=jsonl(rows))
    barrier = threading.Barrier(2)

    def run():
        try:
            barrier.wait()
            services.import_operation_run(operation_id=op.pk)
        finally:
            connection.close()

    threads = [threading.Thread(target=run) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    op.refresh_from_db()
    assert op.done and op.metadata["successCount"] == "40" and op.metadata["failureCount"] == "0"
    assert Session.objects.count() == 40 and AssistAnswer.objects.count() == 80
