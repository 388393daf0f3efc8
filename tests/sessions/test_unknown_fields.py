"""Unknown fields are rejected everywhere with 400 INVALID_ARGUMENT naming the field (as Google's APIs
do), by the one proto3 JSON reader (``apiwire.protojson.Reader``); output-only fields a client sends
back (``name``, ``createTime`` ...) are still accepted and ignored. Nothing is stored on a refusal."""

from __future__ import annotations

import json

import pytest

from apiwire.protojson import Reader
from apiwire.status import InvalidArguments
from sessions.models import AssistAnswer, Session

pytestmark = pytest.mark.django_db


def _refusal(resp) -> list[str]:
    assert resp.status_code == 400, resp.content
    err = resp.json()["error"]
    assert err["status"] == "INVALID_ARGUMENT"
    return [v["field"] for d in err["details"] for v in d.get("fieldViolations", [])]


def _answer(**extra):
    answer = {"state": "SUCCEEDED", "replies": [{"groundedContent": {"content": {"role": "model", "text": "Hi."}}}]}
    answer.update(extra)
    return {"query": {"text": "hello?"}, "assistAnswer": answer}


def test_an_unknown_field_of_an_answer_is_refused_with_its_path(client, session_url):
    resp = client.post(f"{session_url}/assistAnswers", _answer(foo=1), format="json")
    assert _refusal(resp) == ["assistAnswer.foo"]
    body = _answer()
    body["assistAnswer"]["replies"][0]["groundedContent"]["content"]["txet"] = "typo"
    assert _refusal(client.post(f"{session_url}/assistAnswers", body, format="json")) == ["assistAnswer.replies[0].groundedContent.content.txet"]
    assert _refusal(client.post(f"{session_url}/assistAnswers", {**_answer(), "bogus": True}, format="json")) == ["bogus"]
    assert not AssistAnswer.objects.exists()


def test_output_only_fields_sent_back_are_ignored(client, session_url):
    created = client.post(f"{session_url}/assistAnswers", _answer(), format="json")
    assert created.status_code == 200, created.content
    again = _answer(name=created.json()["name"], customerPolicyEnforcementResult={"verdict": "ALLOW"})
    again["assistAnswer"]["replies"][0]["groundedContent"]["textGroundingMetadata"] = {"segments": [{"startIndex": "0"}]}
    assert client.post(f"{session_url}/assistAnswers", again, format="json").status_code == 200


def test_sessions_and_engines_refuse_unknown_fields(client, engine_url):
    assert _refusal(client.post(f"{engine_url}/sessions?sessionId=s-x", {"displayName": "a", "colour": "red"}, format="json")) == ["colour"]
    assert not Session.objects.filter(session_id="s-x").exists()
    assert _refusal(client.patch(f"{engine_url}?updateMask=displayName", {"displayName": "x", "groundingConfig": {"treshold": 1}}, format="json")) == [
        "groundingConfig.treshold"
    ]


def test_check_grounding_refuses_unknown_fields_the_same_way(client):
    url = "/v1/projects/acme/locations/global/groundingConfigs/default_grounding_config:check"
    resp = client.post(url, {"answerCandidate": "A.", "facts": [{"factText": "A.", "atributes": {}}], "bogus": 1}, format="json")
    assert sorted(_refusal(resp)) == ["bogus", "facts[0].atributes"]


def test_an_import_line_with_an_unknown_field_is_refused_naming_it():
    from sessions.services import parse_conversation

    good = {
        "sessionId": "imp-1",
        "name": "ignored",
        "turns": [{"query": {"text": "q"}, "answer": "ignored", "detailedAssistAnswer": _answer()["assistAnswer"]}],
    }
    assert parse_conversation(good)[0] == "imp-1"
    with pytest.raises(InvalidArguments) as e:
        parse_conversation({"sessionId": "imp-2", "turns": [{"query": {"text": "q", "lang": "en"}}]})
    assert [f for f, _ in e.value.violations] == ["turns[0].query.lang"]


def test_the_reader_works_without_django_and_reports_every_unknown_field():
    r = Reader({"a": 1, "b_c": {"d": 2, "e": 3}, "z": 0})
    r.integer("a")
    child = r.child("bC")
    child.integer("d")
    r.known("z")
    with pytest.raises(InvalidArguments) as e:
        r.raise_if_invalid()
    assert e.value.violations == [("bC.e", "unknown field: the message has no field of that name")]
    assert e.value.to_status()["details"][1]["@type"] == "type.googleapis.com/google.rpc.BadRequest"
    assert json.loads(json.dumps(e.value.to_operation_status()))["code"] == 3
