"""Every error is a google.rpc.Status; auth is per project; limits are enforced with clear errors."""

from __future__ import annotations

import json

import pytest
from rest_framework.test import APIClient

from sessions import limits, services
from sessions.models import AssistAnswer, Reply, Turn

from .bodies import text_answer

pytestmark = pytest.mark.django_db


def assert_status(resp, code, status):
    assert resp.status_code == code, resp.content
    err = resp.json()["error"]
    assert err["code"] == code and err["status"] == status and err["message"]
    info = err["details"][0]
    assert info["@type"] == "type.googleapis.com/google.rpc.ErrorInfo" and info["domain"] == "assistsvc" and info["reason"]
    return err


def fields_of(err):
    return [v["field"] for d in err["details"] for v in d.get("fieldViolations", [])]


# --- authentication -----------------------------------------------------------------------------


def test_missing_wrong_and_revoked_keys(anon_client, api_key, session_url):
    assert_status(anon_client.get(session_url), 401, "UNAUTHENTICATED")
    anon_client.credentials(HTTP_AUTHORIZATION="Bearer asv_000000000000_nope")
    assert_status(anon_client.get(session_url), 401, "UNAUTHENTICATED")
    anon_client.credentials(HTTP_AUTHORIZATION=f"Bearer {api_key[:-1]}x")
    assert_status(anon_client.get(session_url), 401, "UNAUTHENTICATED")
    anon_client.credentials(HTTP_AUTHORIZATION=f"Basic {api_key}")
    assert_status(anon_client.get(session_url), 401, "UNAUTHENTICATED")
    # both header forms work
    anon_client.credentials(HTTP_X_GOOG_API_KEY=api_key)
    assert anon_client.get(session_url).status_code == 200
    anon_client.credentials(HTTP_AUTHORIZATION=f"Bearer {api_key}")
    assert anon_client.get(session_url).status_code == 200
    services.api_key_revoke(prefix=api_key.split("_")[1])
    assert_status(anon_client.get(session_url), 401, "UNAUTHENTICATED")


def test_keys_are_stored_hashed(project, api_key):
    stored = project.api_keys.get()
    assert api_key not in (stored.key_hash, stored.prefix) and len(stored.key_hash) == 64


def test_another_projects_key_gets_403_whether_or_not_the_resource_exists(session_url, session):
    other = services.project_get_or_create(project_id="globex")
    _, other_key = services.api_key_create(project=other)
    c = APIClient()
    c.credentials(HTTP_AUTHORIZATION=f"Bearer {other_key}")
    answer_url = session_url + "/assistAnswers/123"
    for url in (session_url, session_url.replace("/s1", "/missing"), answer_url, session_url.split("/engines")[0] + "/engines"):
        err = assert_status(c.get(url), 403, "PERMISSION_DENIED")
        assert "acme" in err["message"]
    assert_status(c.post(session_url + "/assistAnswers", {"assistAnswer": text_answer("x")}, format="json"), 403, "PERMISSION_DENIED")
    assert_status(c.delete(session_url), 403, "PERMISSION_DENIED")
    assert_status(
        c.get("/v1/projects/acme/locations/global/collections/default_collection/engines/support/operations/import-sessions-1"), 403, "PERMISSION_DENIED"
    )
    # the other project's own namespace works and is empty
    assert c.get("/v1/projects/globex/locations/global/collections/default_collection/engines").json() == {"engines": []}


def test_admin_requires_staff_login(anon_client, django_user_model):
    resp = anon_client.get("/admin/")
    assert resp.status_code == 302 and "/admin/login/" in resp["Location"]
    django_user_model.objects.create_user("plain", password="pw-123456")
    anon_client.login(username="plain", password="pw-123456")
    assert anon_client.get("/admin/").status_code == 302


# --- malformed requests -------------------------------------------------------------------------


def test_malformed_json(client, session_url):
    for body in (b"{not json", b'{"assistAnswer": NaN}', b"[1, 2]", b"\xff\xfe"):
        resp = client.generic("POST", session_url + "/assistAnswers", body, content_type="application/json")
        err = assert_status(resp, 400, "INVALID_ARGUMENT")
        assert fields_of(err) == ["body"]
    assert Turn.objects.count() == 0


def test_unknown_routes_and_methods(client, session_url):
    assert_status(client.get("/v1/nothing/here"), 404, "NOT_FOUND")
    assert_status(client.get(session_url + "/assistAnswers/404404"), 404, "NOT_FOUND")
    # an HTTP method the path does not have is a method that does not exist: 404 as Google's APIs answer
    resp = client.put(session_url, {}, format="json")
    assert_status(resp, 404, "NOT_FOUND")
    assert resp.json()["error"]["message"] == "Method not found." and "PATCH" in resp["Allow"]


def test_name_rules(client, engine_url):
    long_id = "a" * 64
    err = assert_status(client.get(f"{engine_url}/sessions/{long_id}"), 400, "INVALID_ARGUMENT")
    assert fields_of(err) == ["name"]
    err = assert_status(client.get(f"{engine_url}/sessions/" + "b" * 1100), 400, "INVALID_ARGUMENT")
    assert fields_of(err) == ["name"] and "1024" in err["message"]


def test_oversized_body_is_413_and_stores_nothing(client, session_url, settings):
    settings.API_MAX_BODY_BYTES = 50_000
    body = {"query": {"text": "q"}, "assistAnswer": text_answer("x" * 60_000)}
    resp = client.post(session_url + "/assistAnswers", body, format="json")
    err = assert_status(resp, 413, "INVALID_ARGUMENT")
    assert "50000" in err["message"]
    assert AssistAnswer.objects.count() == 0


def test_rate_limit_is_429_with_retry_after(client, session_url, settings):
    settings.API_RATE_LIMIT = "3/min"
    for _ in range(3):
        assert client.get(session_url).status_code == 200
    resp = client.get(session_url)
    assert_status(resp, 429, "RESOURCE_EXHAUSTED")
    assert int(resp["Retry-After"]) >= 1


# --- size caps ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "mutate, field",
    [
        (lambda a: a.update(replies=a["replies"] * (limits.MAX_REPLIES_PER_ANSWER + 1)), "assistAnswer.replies"),
        (
            lambda a: a["replies"][0]["groundedContent"]["content"].update(text="x" * (limits.MAX_TEXT_CHARS + 1)),
            "assistAnswer.replies[0].groundedContent.content.text",
        ),
        (
            lambda a: a["replies"][0]["groundedContent"]["textGroundingMetadata"].update(references=[{"content": "r"}] * (limits.MAX_REFERENCES_PER_REPLY + 1)),
            "assistAnswer.replies[0].groundedContent.textGroundingMetadata.references",
        ),
        (
            lambda a: a["replies"][0]["groundedContent"]["textGroundingMetadata"].update(references=[{"content": "r" * (limits.MAX_REFERENCE_CHARS + 1)}]),
            "assistAnswer.replies[0].groundedContent.textGroundingMetadata.references[0].content",
        ),
        (lambda a: a["replies"][0].update(createTime="yesterday"), "assistAnswer.replies[0].createTime"),
        (lambda a: a.update(diagnosticInfo=[1]), "assistAnswer.diagnosticInfo"),
    ],
)
def test_caps_and_bad_fields_name_the_field(client, session_url, mutate, field):
    answer = text_answer("Hello there.", ["a reference"])
    mutate(answer)
    resp = client.post(session_url + "/assistAnswers", {"query": {"text": "q"}, "assistAnswer": answer}, format="json")
    err = assert_status(resp, 400, "INVALID_ARGUMENT")
    assert fields_of(err) == [field]
    assert (AssistAnswer.objects.count(), Reply.objects.count(), Turn.objects.count()) == (0, 0, 0)


def test_limits_at_the_edge_are_accepted(client, session_url):
    answer = text_answer("x" * limits.MAX_TEXT_CHARS, ["r" * limits.MAX_REFERENCE_CHARS] * 3)
    resp = client.post(session_url + "/assistAnswers", {"query": {"text": "q" * limits.MAX_QUERY_CHARS}, "assistAnswer": answer}, format="json")
    assert resp.status_code == 200
    too_long_query = client.post(session_url + "/assistAnswers", {"query": {"text": "q" * (limits.MAX_QUERY_CHARS + 1)}, "assistAnswer": answer}, format="json")
    assert fields_of(assert_status(too_long_query, 400, "INVALID_ARGUMENT")) == ["query.text"]


# --- idempotent create --------------------------------------------------------------------------


def test_request_id_makes_create_idempotent(client, session_url):
    body = {"requestId": "req-42", "query": {"text": "q"}, "assistAnswer": text_answer("Once.")}
    first = client.post(session_url + "/assistAnswers", body, format="json")
    again = client.post(session_url + "/assistAnswers", body, format="json")
    assert first.status_code == again.status_code == 200
    assert first.json() == again.json()
    assert Turn.objects.count() == 1 and AssistAnswer.objects.count() == 1

    body["assistAnswer"] = text_answer("Different.")
    err = assert_status(client.post(session_url + "/assistAnswers", body, format="json"), 409, "ALREADY_EXISTS")
    assert fields_of(err) == ["requestId"]
    # without a request id every create is a new turn
    body.pop("requestId")
    client.post(session_url + "/assistAnswers", body, format="json")
    client.post(session_url + "/assistAnswers", body, format="json")
    assert Turn.objects.count() == 3


def test_unknown_parent_is_404(client, engine_url):
    resp = client.post(engine_url + "/sessions/nope/assistAnswers", {"assistAnswer": text_answer("x")}, format="json")
    err = assert_status(resp, 404, "NOT_FOUND")
    assert err["details"][0]["metadata"]["name"].endswith("/sessions/nope")


def test_openapi_document_is_served(anon_client):
    resp = anon_client.get("/openapi.json")
    assert resp.status_code == 200
    doc = json.loads(resp.content)
    paths = doc["paths"]
    assert any(p.endswith("/assistAnswers/{answer}") for p in paths)
    assert any(p.endswith("/sessions:import") for p in paths)
