"""Where users trip over AIP conventions: the '-' wildcard parent (AIP-159), deleting a parent that has
children (AIP-135 ``force``), methods a resource does not have, and ``$alt=json;enum-encoding=int``."""

from __future__ import annotations

import pytest

from sessions import services
from sessions.models import AssistAnswer, Session

from .bodies import text_answer
from .test_errors_and_auth import assert_status, fields_of

pytestmark = pytest.mark.django_db


def post_answer(client, session_url, text, state="SUCCEEDED", **answer):
    body = {"query": {"text": "q"}, "assistAnswer": text_answer(text) | {"state": state} | answer}
    resp = client.post(f"{session_url}/assistAnswers", body, format="json")
    assert resp.status_code == 200, resp.content
    return resp.json()


def test_wildcard_session_lists_answers_of_every_session_of_the_engine(client, engine, engine_url):
    names = []
    for sid in ("s-a", "s-b", "s-c"):
        client.post(f"{engine_url}/sessions?sessionId={sid}", {}, format="json")
        names.append(post_answer(client, f"{engine_url}/sessions/{sid}", f"Reply of {sid}.")["name"])
    names.append(post_answer(client, f"{engine_url}/sessions/s-b", "Failed one.", state="FAILED")["name"])
    # an answer of another engine of the same project is not listed
    other = services.engine_create(project=engine.project, location="global", collection="default_collection", engine_id="other", values={})
    client.post(f"/v1/{other.name}/sessions?sessionId=s-a", {}, format="json")
    post_answer(client, f"/v1/{other.name}/sessions/s-a", "Elsewhere.")

    seen, token = [], ""
    while True:
        resp = client.get(f"{engine_url}/sessions/-/assistAnswers", {"pageSize": 3, "pageToken": token})
        assert resp.status_code == 200, resp.content
        body = resp.json()
        seen += [a["name"] for a in body["assistAnswers"]]
        token = body.get("nextPageToken", "")
        if not token:
            break
    # each answer keeps its real name (its own session, never '-'), in create order, none twice
    assert seen == names
    assert all("/sessions/-/" not in n for n in seen)

    failed = client.get(f"{engine_url}/sessions/-/assistAnswers", {"filter": "state=FAILED"}).json()
    assert [a["name"] for a in failed["assistAnswers"]] == [names[3]]
    # a page token of the wildcard list does not continue a one-session list
    first = client.get(f"{engine_url}/sessions/-/assistAnswers", {"pageSize": 1}).json()
    resp = client.get(f"{engine_url}/sessions/s-a/assistAnswers", {"pageToken": first["nextPageToken"]})
    assert fields_of(assert_status(resp, 400, "INVALID_ARGUMENT")) == ["pageToken"]


def test_wildcard_is_only_for_reading(client, engine_url):
    resp = client.post(f"{engine_url}/sessions/-/assistAnswers", {"assistAnswer": text_answer("x.")}, format="json")
    assert fields_of(assert_status(resp, 400, "INVALID_ARGUMENT")) == ["parent"]
    # '-' stays an invalid id everywhere else
    assert fields_of(assert_status(client.get(f"{engine_url}/sessions/-"), 400, "INVALID_ARGUMENT")) == ["name"]
    assert AssistAnswer.objects.count() == 0


def test_deleting_an_engine_with_sessions_needs_force(client, engine, engine_url, session):
    post_answer(client, f"{engine_url}/sessions/{session.session_id}", "Kept.")
    err = assert_status(client.delete(engine_url), 400, "FAILED_PRECONDITION")
    assert "force=true" in err["message"]
    assert Session.objects.filter(engine=engine).count() == 1 and AssistAnswer.objects.count() == 1
    assert fields_of(assert_status(client.delete(engine_url + "?force=maybe"), 400, "INVALID_ARGUMENT")) == ["force"]
    assert client.delete(engine_url + "?force=true").json() == {}
    assert client.get(engine_url).status_code == 404
    assert AssistAnswer.objects.count() == 0


def test_an_empty_engine_is_deleted_without_force(client, engine_url):
    assert client.delete(engine_url).json() == {}
    assert_status(client.get(engine_url), 404, "NOT_FOUND")


@pytest.mark.parametrize("method", ["patch", "delete", "put"])
def test_methods_an_answer_does_not_have_are_not_found(client, session_url, method):
    name = post_answer(client, session_url, "Stays.")["name"]
    resp = getattr(client, method)("/v1/" + name, {}, format="json")
    err = assert_status(resp, 404, "NOT_FOUND")
    assert err["message"] == "Method not found." and err["details"][0]["reason"] == "METHOD_NOT_FOUND"
    assert resp["Allow"].startswith("GET")
    assert client.get("/v1/" + name).status_code == 200


def test_enum_encoding_int(client, session_url):
    created = post_answer(
        client,
        session_url,
        "A reply.",
        state="SKIPPED",
        assistSkippedReasons=["NON_ASSIST_SEEKING_QUERY_IGNORED"],
        diagnosticInfo={"state": "FREE_TEXT", "verdict": "ALLOW"},
    )
    by_name = client.get("/v1/" + created["name"]).json()
    assert by_name["state"] == "SKIPPED"
    # what Google's client libraries send on every call
    resp = client.get("/v1/" + created["name"] + "?%24alt=json%3Benum-encoding%3Dint")
    by_number = resp.json()
    assert by_number["state"] == 4 and by_number["assistSkippedReasons"] == [1]
    # a Struct is the client's data: never rewritten
    assert by_number["diagnosticInfo"] == by_name["diagnosticInfo"]
    # everything else is the same document
    assert {k: v for k, v in by_number.items() if k not in ("state", "assistSkippedReasons")} == {
        k: v for k, v in by_name.items() if k not in ("state", "assistSkippedReasons")
    }
    # a session's state uses the same numbers (Session.State.IN_PROGRESS = 1)
    client.patch(session_url + "?updateMask=state", {"state": "IN_PROGRESS"}, format="json")
    assert client.get(session_url, {"$alt": "json;enum-encoding=int"}).json()["state"] == 1
    assert client.get(session_url, {"$alt": "json"}).json()["state"] == "IN_PROGRESS"
    # enums are read as names or numbers
    post = client.post(f"{session_url}/assistAnswers", {"assistAnswer": text_answer("x.") | {"state": 2}}, format="json")
    assert post.json()["state"] == "FAILED"


# --- found by the Schemathesis run (tests/api/test_openapi.py) -------------------------------------


def test_timestamps_before_year_1000_are_rfc3339(client, session_url):
    body = {"assistAnswer": text_answer("x.") | {"replies": [{"createTime": "0459-11-03T03:50:23.2+11:38"}]}}
    got = client.post(f"{session_url}/assistAnswers", body, format="json").json()
    assert got["replies"][0]["createTime"] == "0459-11-02T16:12:23.200Z"


def test_nul_characters_are_invalid_argument_not_500(client, engine_url):
    resp = client.post(f"{engine_url}/sessions", {"labels": ["ok", "a\x00b"]}, format="json")
    assert fields_of(assert_status(resp, 400, "INVALID_ARGUMENT")) == ["labels[1]"]
    resp = client.post(f"{engine_url}/sessions", {"displayName": "x", "diagnostic": {"k\x00": 1}}, format="json")
    # the field path names the key with the NUL shown as U+FFFD (the reader never echoes a NUL back)
    assert fields_of(assert_status(resp, 400, "INVALID_ARGUMENT")) == ["diagnostic.k\ufffd"]
    assert Session.objects.count() == 0
