"""Imports with bad lines: each bad line is a per-line failure in the operation's error samples, every
good line is imported, the counts are exact, and data never ends the operation INTERNAL.

The upload goes through the REST endpoint; the operation is then run by the same service the Celery task
calls (``tests/sessions/test_import.py`` covers the real worker)."""

from __future__ import annotations

import json

import pytest
from django.db import transaction
from hypothesis import given, strategies as st

from sessions import services
from sessions.models import AssistAnswer, Operation, Session

from .bodies import text_answer
from .test_hostile_input import ANY_TEXT, HYPO, JSON_VALUES, hostile_strings, set_path, string_leaves

pytestmark = pytest.mark.django_db


def conversation(sid: str, display: str = "Imported") -> dict:
    return {
        "sessionId": sid,
        "displayName": display,
        "userPseudoId": "u-imp",
        "labels": ["imported"],
        "turns": [{"query": {"text": "Who directed Titanic?"}, "detailedAssistAnswer": text_answer("James Cameron.", ["Titanic (1997) by James Cameron."])}],
    }


def upload(client, engine_url: str, text: str | bytes) -> Operation:
    resp = client.post(f"{engine_url}/sessions:import", data=text, content_type="application/x-ndjson")
    assert resp.status_code == 200, resp.content
    op = Operation.objects.get(name=resp.json()["name"])
    services.import_operation_run(operation_id=op.pk)
    op.refresh_from_db()
    return op


def fields(sample: dict) -> list[str]:
    return [v["field"] for d in sample["details"] for v in d.get("fieldViolations", [])]


def test_a_nul_on_line_2_of_4_fails_that_line_only(client, engine_url):
    lines = [
        json.dumps(conversation("c1")),
        json.dumps(conversation("c2", display="bad\x00name")),  # the JSON escape \u0000
        json.dumps(conversation("c3")),
        json.dumps(conversation("c4")),
    ]
    op = upload(client, engine_url, "\n".join(lines) + "\n")
    assert op.done and op.error is None
    assert op.metadata["successCount"] == "3" and op.metadata["failureCount"] == "1" and op.metadata["totalCount"] == "4"
    [sample] = op.response["errorSamples"]
    assert sample["details"][0]["metadata"]["lineNumber"] == "2" and fields(sample) == ["displayName"]
    assert sample["message"].startswith("line 2:")
    assert sorted(Session.objects.values_list("session_id", flat=True)) == ["c1", "c3", "c4"]


def test_raw_nul_bytes_surrogates_deep_nesting_and_db_refusals_are_per_line(client, engine_url):
    deep = '{"sessionId": "c6", "labels": ' + "[" * 1000 + "]" * 1000 + "}"
    lines = [
        json.dumps(conversation("c1")),
        '{"sessionId": "c2", "displayName": "raw \x00 nul"}',  # a raw NUL byte in the upload
        '{"sessionId": "c3", "displayName": "lone \\ud800"}',
        json.dumps(conversation("c4", display="line\u2028separator and \x0c form feed")),  # not line ends
        "",  # blank lines are not conversations
        deep,
        json.dumps(conversation("c1")),  # already exists
        "[1, 2]",
        json.dumps(conversation("c9")),
    ]
    op = upload(client, engine_url, "\n".join(json_line if isinstance(json_line, str) else "" for json_line in lines).encode("utf-8"))
    assert op.done and op.error is None, op.error
    assert op.metadata["totalCount"] == "8"
    assert op.metadata["successCount"] == "3" and op.metadata["failureCount"] == "5", op.response
    by_line = {s["details"][0]["metadata"]["lineNumber"]: s for s in op.response["errorSamples"]}
    assert sorted(by_line, key=int) == ["2", "3", "6", "7", "8"]
    assert "displayName" in fields(by_line["2"]) and "U+0000" in json.dumps(by_line["2"])
    assert fields(by_line["3"]) == ["displayName"] and "surrogate" in json.dumps(by_line["3"])
    assert "nested" in json.dumps(by_line["6"])
    assert sorted(Session.objects.values_list("session_id", flat=True)) == ["c1", "c4", "c9"]
    assert Session.objects.get(session_id="c4").display_name == "line\u2028separator and \x0c form feed"


@st.composite
def import_lines(draw):
    """Lines that must import, lines that must fail, and lines of arbitrary JSON (may go either way)."""
    out = []
    for i in range(draw(st.integers(min_value=1, max_value=6))):
        kind = draw(st.sampled_from(["good", "hostile", "arbitrary", "garbage", "blank"]))
        conv = conversation(f"p{i}")
        if kind == "good":
            out.append(("good", json.dumps(conv)))
        elif kind == "hostile":
            set_path(conv, draw(st.sampled_from(string_leaves(conv))), draw(hostile_strings()))
            out.append(("bad", json.dumps(conv)))
        elif kind == "arbitrary":
            out.append(("any", json.dumps(draw(JSON_VALUES))))
        elif kind == "garbage":
            text = draw(ANY_TEXT).replace("\n", " ")
            out.append(("bad" if text.strip() and not text.strip().startswith(("{", "[", '"')) and not _is_json(text) else "any", text))
        else:
            out.append(("blank", " "))
    return out


def _is_json(text: str) -> bool:
    try:
        json.loads(text)
        return True
    except ValueError:
        return False


@HYPO
@given(lines=import_lines())
def test_counts_are_exact_and_data_never_ends_an_import_internal(client, engine_url, lines):
    with transaction.atomic():
        sessions_before, answers_before = Session.objects.count(), AssistAnswer.objects.count()
        body = "\n".join(text for _, text in lines).encode("utf-8", "surrogatepass")
        resp = client.post(f"{engine_url}/sessions:import", data=body, content_type="application/x-ndjson")
        if resp.status_code != 200:  # only a body that is not UTF-8 (a raw surrogate) or blank is refused whole
            assert resp.status_code == 400, resp.content
            transaction.set_rollback(True)
            return
        op = Operation.objects.get(name=resp.json()["name"])
        services.import_operation_run(operation_id=op.pk)
        op.refresh_from_db()
        assert op.done and op.error is None, op.error
        ok, failed = int(op.metadata["successCount"]), int(op.metadata["failureCount"])
        nonblank = [k for k, t in lines if t.strip()]
        assert int(op.metadata["totalCount"]) == len(nonblank) == ok + failed
        assert ok >= nonblank.count("good") and failed >= nonblank.count("bad")
        assert ok <= len(nonblank) - nonblank.count("bad")
        assert Session.objects.count() - sessions_before == ok
        assert len(op.response["errorSamples"]) == failed
        good_ids = {json.loads(t)["sessionId"] for k, t in lines if k == "good"}
        assert good_ids <= set(Session.objects.values_list("session_id", flat=True))
        assert AssistAnswer.objects.count() - answers_before >= len(good_ids)
        transaction.set_rollback(True)
