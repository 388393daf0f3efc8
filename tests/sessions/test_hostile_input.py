"""Hostile input never 500s: property-based tests (Hypothesis) over every write endpoint and ``:check``,
on PostgreSQL.

The rules live in one place each (``assistsvc.api.parsers`` for JSON bodies and JSON Lines lines,
``assistsvc.api.middleware`` for query parameters and bodies without Content-Length,
``assistsvc.api.filtering`` for filter nesting), so these tests go through the HTTP API only.
"""

from __future__ import annotations

import io
import json
import os

import pytest
from django.db import transaction
from hypothesis import HealthCheck, given, settings, strategies as st
from rest_framework.test import APIClient

from assistsvc.api.parsers import MAX_JSON_DEPTH
from sessions import services
from sessions.models import AssistAnswer, Engine, Operation, Session

from .bodies import full_answer, text_answer

pytestmark = pytest.mark.django_db

#: CI runs a fixed, derandomised sample; HOSTILE_EXAMPLES=500 HOSTILE_RANDOM=1 explores further
HYPO = settings(
    max_examples=int(os.environ.get("HOSTILE_EXAMPLES", "40")),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow, HealthCheck.data_too_large],
    derandomize=not os.environ.get("HOSTILE_RANDOM"),
    database=None,
)

# --- strategies ---------------------------------------------------------------------------------

BAD_CHARS = st.one_of(st.just("\x00"), st.characters(min_codepoint=0xD800, max_codepoint=0xDFFF, categories=["Cs"]))
#: any Unicode code point, NUL and lone surrogates included
ANY_CHAR = st.one_of(st.characters(codec=None), BAD_CHARS)
ANY_TEXT = st.text(alphabet=ANY_CHAR, max_size=40)
HUGE_NUMBERS = st.one_of(
    st.integers(min_value=-(2**200), max_value=2**200),
    st.floats(allow_nan=False, allow_infinity=False),
    st.sampled_from([2**63, -(2**63) - 1, 2**64, 10**300]),
)
JSON_VALUES = st.recursive(
    st.one_of(st.none(), st.booleans(), HUGE_NUMBERS, ANY_TEXT),
    lambda children: st.one_of(st.lists(children, max_size=4), st.dictionaries(ANY_TEXT, children, max_size=4)),
    max_leaves=25,
)


@st.composite
def hostile_strings(draw) -> str:
    """A string with at least one NUL or lone surrogate somewhere in it."""
    head, tail = draw(ANY_TEXT), draw(ANY_TEXT)
    return head + draw(BAD_CHARS) + tail


# --- bodies and endpoints -----------------------------------------------------------------------

LOC = "/v1/projects/acme/locations/global"
ENG = f"{LOC}/collections/default_collection/engines/support"


def engine_body() -> dict:
    return {"displayName": "Support", "policyConfig": {"bannedPhrases": ["secret plan"]}}


def session_body() -> dict:
    return {"displayName": "Chat", "userPseudoId": "u-1", "labels": ["web", "vip"]}


def answer_body() -> dict:
    return {"requestId": "turn-1", "query": {"queryId": "q1", "text": "Who directed Titanic?"}, "assistAnswer": full_answer()}


def check_body() -> dict:
    return {
        "answerCandidate": "Titanic was directed by James Cameron.",
        "facts": [{"factText": "Titanic is a 1997 film directed by James Cameron.", "attributes": {"author": "wiki"}}],
        "groundingSpec": {"citationThreshold": 0.6},
        "userLabels": {"team": "qa"},
    }


#: (method, url, valid body) of every endpoint that takes a JSON body
JSON_ENDPOINTS = {
    "engines.create": ("post", f"{LOC}/collections/default_collection/engines?engineId=new-engine", engine_body),
    "engines.patch": ("patch", ENG, engine_body),
    "sessions.create": ("post", f"{ENG}/sessions?sessionId=new-session", session_body),
    "sessions.patch": ("patch", f"{ENG}/sessions/s1", session_body),
    "assistAnswers.create": ("post", f"{ENG}/sessions/s1/assistAnswers", answer_body),
    "answer.ground": ("post", f"{ENG}/sessions/s1/assistAnswers/{{answer}}:ground", dict),
    "session.ground": ("post", f"{ENG}/sessions/s1:ground", dict),
    "engine.groundAnswers": ("post", f"{ENG}:groundAnswers", lambda: {"filter": "grounded = false"}),
    "check": ("post", f"{LOC}/groundingConfigs/default_grounding_config:check", check_body),
}


@pytest.fixture
def world(client, session, session_url):
    """The resources the endpoints above name: engine ``support``, session ``s1`` with one answer."""
    body = {"query": {"text": "Where is Paris?"}, "assistAnswer": text_answer("Paris is in France.", ["Paris is the capital of France."])}
    resp = client.post(f"{session_url}/assistAnswers", data=json.dumps(body), content_type="application/json")
    assert resp.status_code == 200, resp.content
    return {"client": client, "answer": resp.json()["name"].rsplit("/", 1)[1]}


def call(world, endpoint: str, body: str, content_type: str = "application/json"):
    method, url, _ = JSON_ENDPOINTS[endpoint]
    url = url.replace("{answer}", world["answer"])
    return getattr(world["client"], method)(url, data=body, content_type=content_type)


def snapshot() -> tuple:
    return (
        Engine.objects.count(),
        Session.objects.count(),
        AssistAnswer.objects.count(),
        Operation.objects.count(),
        list(Engine.objects.order_by("pk").values_list("display_name", "update_time")),
        list(Session.objects.order_by("pk").values_list("display_name", "update_time")),
    )


def assert_rpc_status(resp) -> dict:
    assert resp.status_code < 500, resp.content[:2000]
    if resp.status_code >= 400:
        err = resp.json()["error"]
        assert err["code"] == resp.status_code and err["status"] and err["message"]
        assert err["details"][0]["@type"] == "type.googleapis.com/google.rpc.ErrorInfo"
        return err
    return {}


def fields_of(err: dict) -> list[str]:
    return [v["field"] for d in err.get("details", []) for v in d.get("fieldViolations", [])]


def string_leaves(value, path: str = "") -> list[str]:
    """JSON paths (as the API names fields) of every string in a body, keys excluded."""
    out = []
    if isinstance(value, str):
        out.append(path)
    elif isinstance(value, dict):
        for k, v in value.items():
            out += string_leaves(v, f"{path}.{k}" if path else k)
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += string_leaves(v, f"{path}[{i}]")
    return out


def set_path(body, path: str, new):
    import re

    parts = re.findall(r"[^.\[\]]+|\[\d+\]", path)
    target = body
    for p in parts[:-1]:
        target = target[int(p[1:-1])] if p.startswith("[") else target[p]
    last = parts[-1]
    if last.startswith("["):
        target[int(last[1:-1])] = new
    else:
        target[last] = new


def in_savepoint(fn):
    """Each example in its own savepoint, rolled back: examples do not see each other's writes."""
    with transaction.atomic():
        fn()
        transaction.set_rollback(True)


# --- properties ---------------------------------------------------------------------------------


@pytest.mark.parametrize("endpoint", sorted(JSON_ENDPOINTS))
@HYPO
@given(data=st.data())
def test_a_nul_or_lone_surrogate_in_any_string_is_a_400_naming_that_field(world, endpoint, data):
    body = JSON_ENDPOINTS[endpoint][2]()
    paths = string_leaves(body) or [None]
    path = data.draw(st.sampled_from(paths), label="field")
    bad = data.draw(hostile_strings(), label="value")
    if path is None:  # a body without strings: the hostile string arrives as an unknown field
        path = "extra"
        body[path] = bad
    else:
        set_path(body, path, bad)

    def example():
        before = snapshot()
        resp = call(world, endpoint, json.dumps(body))
        err = assert_rpc_status(resp)
        assert resp.status_code == 400 and err["status"] == "INVALID_ARGUMENT", resp.content[:500]
        assert path in fields_of(err)
        assert snapshot() == before  # nothing stored, nothing half-written

    in_savepoint(example)


@pytest.mark.parametrize("endpoint", sorted(JSON_ENDPOINTS))
@HYPO
@given(value=JSON_VALUES, key=ANY_TEXT)
def test_arbitrary_json_never_500s(world, endpoint, value, key):
    body = JSON_ENDPOINTS[endpoint][2]()
    body[key] = value

    def example():
        assert_rpc_status(call(world, endpoint, json.dumps(body)))
        assert_rpc_status(call(world, endpoint, json.dumps(value)))

    in_savepoint(example)


@pytest.mark.parametrize("endpoint", sorted(JSON_ENDPOINTS))
@HYPO
@given(raw=st.binary(max_size=200))
def test_arbitrary_bytes_never_500(world, endpoint, raw):
    in_savepoint(lambda: assert_rpc_status(call(world, endpoint, raw)))


@pytest.mark.parametrize("endpoint", ["assistAnswers.create", "check", "sessions.create"])
@HYPO
@given(depth=st.integers(min_value=1, max_value=3000), kind=st.sampled_from(["[]", "{}"]))
def test_deep_nesting_is_a_400_past_the_limit(world, endpoint, depth, kind):
    opener, closer = ("[", "]") if kind == "[]" else ('{"k":', "}")
    nested = opener * depth + ("1" if kind == "{}" else "") + closer * depth
    # the nested value sits in a field at depth 1 of the body
    text = json.dumps(JSON_ENDPOINTS[endpoint][2]())[:-1] + ', "deep": ' + nested + "}"

    def example():
        resp = call(world, endpoint, text)
        err = assert_rpc_status(resp)
        if depth + 1 > MAX_JSON_DEPTH:
            assert resp.status_code == 400
            assert any(f.startswith("deep") or f == "body" for f in fields_of(err)), err
            assert "nested" in json.dumps(err)

    in_savepoint(example)


NUMBER_FIELDS = {
    "check": ["groundingSpec.citationThreshold"],
    "assistAnswers.create": ["assistAnswer.replies[0].groundedContent.citationMetadata.citations[0].startIndex", "assistAnswer.diagnosticInfo.latencyMs"],
}


@pytest.mark.parametrize("endpoint", sorted(NUMBER_FIELDS))
@HYPO
@given(data=st.data())
def test_huge_numbers_never_500(world, endpoint, data):
    path = data.draw(st.sampled_from(NUMBER_FIELDS[endpoint]))
    literal = data.draw(
        st.one_of(
            st.integers(min_value=-(10**30), max_value=10**30).map(str),
            st.integers(min_value=300, max_value=6000).map(lambda n: "1" + "0" * n),
            st.integers(min_value=300, max_value=5000).map(lambda n: f"-1e{n}"),
            st.integers(min_value=300, max_value=5000).map(lambda n: f"1e{n}"),
        )
    )
    body = JSON_ENDPOINTS[endpoint][2]()
    set_path(body, path, "@@NUMBER@@")
    text = json.dumps(body).replace('"@@NUMBER@@"', literal)

    def example():
        resp = call(world, endpoint, text)
        err = assert_rpc_status(resp)
        value = float(literal)
        if abs(value) == float("inf"):
            assert resp.status_code == 400 and path in fields_of(err), err

    in_savepoint(example)


@HYPO
@given(flt=st.text(alphabet=st.one_of(ANY_CHAR, st.sampled_from(list("()\"'=:<>!- ANDORNOT*"))), max_size=80))
def test_arbitrary_filters_never_500(world, flt):
    c = world["client"]

    def example():
        assert_rpc_status(c.get(f"{ENG}/sessions", {"filter": flt}))
        assert_rpc_status(c.get(f"{ENG}/sessions/s1/assistAnswers", {"filter": flt}))
        assert_rpc_status(c.post(f"{ENG}:groundAnswers", data=json.dumps({"filter": flt}), content_type="application/json"))

    in_savepoint(example)


@pytest.mark.parametrize("depth", [33, 250, 1000])
def test_deeply_parenthesised_filters_are_a_400_naming_filter(world, depth):
    c = world["client"]
    flt = "(" * depth + "isPinned = true" + ")" * depth
    for resp in (
        c.get(f"{ENG}/sessions", {"filter": flt}),
        c.post(f"{ENG}:groundAnswers", data=json.dumps({"filter": flt}), content_type="application/json"),
    ):
        err = assert_rpc_status(resp)
        assert resp.status_code == 400 and fields_of(err) == ["filter"] and "nested" in err["message"]
    # 32 levels are still fine
    ok = "(" * 32 + "isPinned = true" + ")" * 32
    assert c.get(f"{ENG}/sessions", {"filter": ok}).status_code == 200


@pytest.mark.parametrize("param", ["filter", "orderBy", "pageToken", "updateMask", "sessionId"])
def test_nul_in_a_query_parameter_is_a_400_naming_it(world, param):
    c = world["client"]
    for resp in (c.get(f"{ENG}/sessions", {param: "a\x00b"}), c.post(f"{ENG}/sessions?{param}=x%00", data="{}", content_type="application/json")):
        err = assert_rpc_status(resp)
        assert resp.status_code == 400 and fields_of(err) == [param]


def test_the_issue_reproductions(world):
    """The cases the issue reproduced, one by one."""
    c = world["client"]
    # NUL in a stored string
    resp = c.post(f"{ENG}/sessions?sessionId=n1", data=json.dumps({"displayName": "a\x00b"}), content_type="application/json")
    assert resp.status_code == 400 and fields_of(resp.json()["error"]) == ["displayName"]
    # lone surrogate in sessions, answers and :check (sent as the JSON escape, as a client would)
    resp = c.post(f"{ENG}/sessions?sessionId=n2", data='{"displayName": "x\\ud800"}', content_type="application/json")
    assert resp.status_code == 400 and fields_of(resp.json()["error"]) == ["displayName"]
    body = answer_body()
    body["query"]["text"] = "\ud800"
    resp = c.post(f"{ENG}/sessions/s1/assistAnswers", data=json.dumps(body), content_type="application/json")
    assert resp.status_code == 400 and fields_of(resp.json()["error"]) == ["query.text"]
    body = check_body()
    body["facts"][0]["factText"] = "ok \udfff"
    resp = c.post(JSON_ENDPOINTS["check"][1], data=json.dumps(body), content_type="application/json")
    assert resp.status_code == 400 and fields_of(resp.json()["error"]) == ["facts[0].factText"]
    # JSON nested 1,000 deep
    resp = c.post(f"{ENG}/sessions?sessionId=n3", data='{"labels": ' + "[" * 1000 + "]" * 1000 + "}", content_type="application/json")
    assert resp.status_code == 400
    assert Session.objects.filter(session_id__in=["n1", "n2", "n3"]).count() == 0


# --- bodies without Content-Length ----------------------------------------------------------------


def _unsized(c: APIClient, url: str, body: bytes, *, terminated: bool):
    """A request as a WSGI server hands over a chunked body: no CONTENT_LENGTH, Transfer-Encoding set."""
    environ = {
        "REQUEST_METHOD": "POST",
        "PATH_INFO": url.split("?")[0],
        "QUERY_STRING": url.split("?")[1] if "?" in url else "",
        "CONTENT_TYPE": "application/json",
        "HTTP_TRANSFER_ENCODING": "chunked",
        "wsgi.input": io.BytesIO(body),
    }
    if terminated:
        environ["wsgi.input_terminated"] = True
    extra = {k: v for k, v in environ.items() if k not in ("REQUEST_METHOD", "PATH_INFO", "QUERY_STRING", "CONTENT_TYPE")}
    resp = c.generic("POST", url, content_type="application/json", **extra)
    return resp


def test_chunked_body_is_read_in_full_when_the_server_decodes_it(world, settings):
    c = world["client"]
    body = json.dumps({"displayName": "Chunked", "userPseudoId": "u-9", "labels": ["x"]}).encode()
    resp = _unsized(c, f"{ENG}/sessions?sessionId=chunked", body, terminated=True)
    assert resp.status_code == 200, resp.content
    assert resp.json()["displayName"] == "Chunked" and resp.json()["userPseudoId"] == "u-9"


def test_chunked_body_over_the_cap_is_413_and_without_a_decoding_server_411(world, settings):
    c = world["client"]
    settings.API_MAX_BODY_BYTES = 1000
    big = json.dumps({"displayName": "x" * 2000}).encode()
    resp = _unsized(c, f"{ENG}/sessions?sessionId=big", big, terminated=True)
    err = assert_rpc_status(resp)
    assert resp.status_code == 413 and err["details"][0]["reason"] == "REQUEST_TOO_LARGE"
    resp = _unsized(c, f"{ENG}/sessions?sessionId=small", b'{"displayName": "y"}', terminated=False)
    err = assert_rpc_status(resp)
    assert resp.status_code == 411 and err["details"][0]["reason"] == "LENGTH_REQUIRED"
    assert not Session.objects.filter(session_id__in=["big", "small"]).exists()


@pytest.mark.slow
def test_chunked_bodies_through_gunicorn(transactional_db, settings):
    """The real server path: gunicorn decodes the chunks and marks the stream terminated; the body is
    read in full (its fields are stored) and a chunked body over the cap is 413."""
    import http.client
    import socket
    import subprocess
    import sys
    import time
    from pathlib import Path

    from django.db import connection

    project = services.project_get_or_create(project_id="acme")
    _, key = services.api_key_create(project=project, display_name="chunked")
    engine = services.engine_create(project=project, location="global", collection="default_collection", engine_id="support", values={})
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    db = connection.settings_dict
    env = dict(
        os.environ,
        DATABASE_URL=f"postgres://{db['USER'] or 'postgres'}@{db['HOST'] or '127.0.0.1'}:{db['PORT'] or 5432}/{db['NAME']}",
        GROUNDING_ON_COMMIT="false",
        API_MAX_BODY_BYTES="100000",
    )
    root = Path(__file__).resolve().parents[2]
    proc = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "assistsvc.wsgi:application", "--bind", f"127.0.0.1:{port}", "--workers", "1"],
        cwd=root,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 300
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                assert time.monotonic() < deadline and proc.poll() is None, "gunicorn did not start"
                time.sleep(0.5)

        def post(session_id: str, chunks):
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
            conn.request(
                "POST",
                f"/v1/{engine.name}/sessions?sessionId={session_id}",
                body=iter(chunks),
                encode_chunked=True,
                headers={"Authorization": f"Bearer {key}", "Content-Type": "application/json", "Transfer-Encoding": "chunked"},
            )
            resp = conn.getresponse()
            body = json.loads(resp.read() or b"{}")
            conn.close()
            return resp.status, body

        status, body = post("chunked", [b'{"displayName": "Chun', b'ked", "userPseudoId": "u-9"}'])
        assert status == 200 and body["displayName"] == "Chunked" and body["userPseudoId"] == "u-9", body
        status, body = post("too-big", [b'{"displayName": "', b"x" * 60000, b"x" * 60000, b'"}'])
        assert status == 413 and body["error"]["details"][0]["reason"] == "REQUEST_TOO_LARGE", body
        assert not Session.objects.filter(session_id="too-big").exists()
    finally:
        proc.terminate()
        proc.wait(timeout=30)
