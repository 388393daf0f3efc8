"""The published OpenAPI document: valid OpenAPI 3, typed (a component schema for every resource and
message, no free-form bodies), its examples and the service's real responses conform to it, and a
short Schemathesis run over every operation of a live server finds no 5xx and no non-conforming
response (the longer run is ``scripts/fuzz_api.sh``, README "OpenAPI document and fuzzing")."""

from __future__ import annotations

import json
import os
import subprocess

import pytest
from django.test import Client
from openapi_schema_validator import OAS30ReadValidator, OAS30Validator
from openapi_spec_validator import validate

from assistsvc.api.enums import ENUM_FIELDS
from sessions.models import AssistAnswer, Segment

from ..sessions.bodies import full_answer
from .conftest import ROOT

METHODS = ("get", "post", "patch", "delete", "put")
COMPONENTS = {
    "Engine",
    "Session",
    "Turn",
    "Query",
    "AssistAnswer",
    "Reply",
    "AssistantGroundedContent",
    "AssistantContent",
    "TextGroundingMetadata",
    "Segment",
    "Reference",
    "DocumentMetadata",
    "CitationMetadata",
    "Citation",
    "CustomerPolicyEnforcementResult",
    "PolicyEnforcementResult",
    "BannedPhraseEnforcementResult",
    "ModelArmorEnforcementResult",
    "Operation",
    "CheckGroundingRequest",
    "CheckGroundingResponse",
    "Claim",
    "FactChunk",
    "GroundingFact",
    "CheckGroundingSpec",
    "Status",
    "Error",
    "ErrorInfo",
    "BadRequest",
    "Empty",
    "ListEnginesResponse",
    "ListSessionsResponse",
    "ListAssistAnswersResponse",
    "CreateAssistAnswerRequest",
    "GroundAnswersRequest",
}


@pytest.fixture(scope="module")
def doc():
    resp = Client().get("/openapi.json")
    assert resp.status_code == 200
    return resp.json()


def operations(doc):
    for path, item in doc["paths"].items():
        for method in METHODS:
            if method in item:
                yield path, method, item[method]


def test_the_document_is_valid_openapi(doc):
    validate(doc)
    assert doc["openapi"].startswith("3.")
    assert COMPONENTS <= set(doc["components"]["schemas"])


def test_every_operation_is_typed_and_described(doc):
    ops = list(operations(doc))
    assert len(ops) >= 20
    ids = [op["operationId"] for _, _, op in ops]
    assert len(ids) == len(set(ids))
    for path, method, op in ops:
        where = f"{method.upper()} {path}"
        assert path.startswith("/v1/projects/{project}/"), where
        assert op["summary"] and op["description"] and "Base view" not in op["description"], where
        ok = op["responses"]["200"]["content"]["application/json"]["schema"]
        assert ok.get("$ref", "").startswith("#/components/schemas/"), where
        for code in ("400", "401", "403", "429"):
            err = op["responses"][code]["content"]["application/json"]["schema"]
            assert err == {"$ref": "#/components/schemas/Error"}, where
        body = op.get("requestBody", {}).get("content", {})
        if "application/json" in body:
            assert body["application/json"]["schema"]["$ref"].startswith("#/components/schemas/"), where
        assert op["security"] == [{"bearer": []}, {"apiKey": []}], where
        # a path parameter is never the version: the document publishes /v1 (v1alpha, v1beta are aliases)
        assert all(p["name"] != "version" for p in op.get("parameters", [])), where


def _walk(schema, path=""):
    yield path, schema
    if isinstance(schema, dict):
        for k, v in schema.items():
            yield from _walk(v, f"{path}/{k}")
    elif isinstance(schema, list):
        for i, v in enumerate(schema):
            yield from _walk(v, f"{path}/{i}")


def test_formats_enums_and_output_only_fields(doc):
    s = doc["components"]["schemas"]
    seg = s["Segment"]["properties"]
    assert seg["startIndex"]["type"] == "string" and seg["startIndex"]["format"] == "int64" and seg["startIndex"]["readOnly"]
    assert s["Session"]["properties"]["createTime"]["format"] == "date-time"
    assert s["Reply"]["properties"]["createTime"]["format"] == "date-time"
    assert s["AssistAnswer"]["properties"]["name"]["readOnly"] is True
    assert s["AssistAnswer"]["properties"]["customerPolicyEnforcementResult"] == {"$ref": "#/components/schemas/CustomerPolicyEnforcementResult"}
    assert s["CustomerPolicyEnforcementResult"]["readOnly"] is True
    assert s["CreateAssistAnswerRequest"]["required"] == ["assistAnswer"]
    # every enum of the document lists the values the service renders, in proto order (their numbers)
    assert s["AssistAnswer"]["properties"]["state"]["enum"] == list(AssistAnswer.State.values)
    assert s["CustomerPolicyEnforcementResult"]["properties"]["verdict"]["enum"] == list(ENUM_FIELDS["verdict"])
    assert s["DocumentMetadata"]["properties"]["language"]["enum"] == list(ENUM_FIELDS["language"])
    # every field is described (from the source documents), except references to a described component
    for name, schema in s.items():
        for prop, sub in schema.get("properties", {}).items():
            assert "$ref" in sub or sub.get("description"), f"{name}.{prop}"


def test_examples_conform_to_their_schemas(doc):
    found = 0
    for name, schema in doc["components"]["schemas"].items():
        if "example" in schema:
            found += 1
            # examples of resources are responses (read) and requests (write) alike
            OAS30Validator({**schema, "components": doc["components"]}).validate(schema["example"])
    assert found >= 6


def _validator(doc, name, cls=OAS30ReadValidator):
    return cls({"$ref": f"#/components/schemas/{name}", "components": doc["components"]})


@pytest.mark.django_db
def test_real_responses_conform(doc, client, session_url):
    """The service's own JSON, with every field of the seed set, validates against the document."""
    body = {"query": {"queryId": "q-1", "text": "who directed titanic?"}, "assistAnswer": full_answer(), "requestId": "r-1"}
    # the request carries output-only fields too (ignored by the service), so the neutral validator
    _validator(doc, "CreateAssistAnswerRequest", OAS30Validator).validate(body)
    created = client.post(f"{session_url}/assistAnswers", body, format="json").json()
    answer = AssistAnswer.objects.get(answer_id=created["name"].rsplit("/", 1)[1])
    reply = answer.replies.first()
    Segment.objects.create(reply=reply, position=0, start_index=3, end_index=20, text="tanic was directe", reference_indices=[0], grounding_score=0.9)
    answer.policy_verdict, answer.policy_violation_source, answer.state = "BLOCK", "PROMPT", "SKIPPED"
    answer.assist_skipped_reasons = ["CUSTOMER_POLICY_VIOLATION"]
    answer.save()
    answer.policy_results.create(position=0, kind="BANNED_PHRASE", banned_phrases=["secret"])
    answer.policy_results.create(position=1, kind="MODEL_ARMOR", error={"code": 13, "message": "screen failed", "status": "INTERNAL"})

    got = client.get("/v1/" + created["name"]).json()
    assert got["customerPolicyEnforcementResult"] and got["replies"][0]["groundedContent"]["textGroundingMetadata"]["segments"]
    _validator(doc, "AssistAnswer").validate(got)
    _validator(doc, "Session").validate(client.get(session_url + "?includeAnswerDetails=true").json())
    _validator(doc, "ListSessionsResponse").validate(client.get(session_url.rsplit("/", 1)[0]).json())
    _validator(doc, "ListAssistAnswersResponse").validate(client.get(session_url + "/assistAnswers").json())
    op = client.post("/v1/" + created["name"] + ":ground").json()
    _validator(doc, "Operation").validate(op)
    _validator(doc, "Operation").validate(client.get("/v1/" + op["name"]).json())
    engine = client.get("/v1/" + session_url[4:].split("/sessions/")[0]).json()
    _validator(doc, "Engine").validate(engine)
    err = client.get(session_url + "/assistAnswers?pageSize=-1")
    assert err.status_code == 400
    _validator(doc, "Error").validate(err.json())
    # the wrong type in a field the document types is a violation (the check can fail)
    bad = dict(got, state=7)
    with pytest.raises(Exception):
        _validator(doc, "AssistAnswer").validate(bad)


@pytest.mark.slow
def test_schemathesis_finds_no_5xx_and_no_nonconforming_response(live_service, tmp_path):
    env = dict(live_service.env, BASE=live_service.base, KEY=live_service.key, PYTHON=os.environ.get("PYTHON", "python"))
    report = tmp_path / "report.json"
    proc = subprocess.run(
        [
            "bash",
            "scripts/fuzz_api.sh",
            "--phases",
            "examples,fuzzing",
            "-n",
            os.environ.get("FUZZ_EXAMPLES", "5"),
            "--seed",
            "20261130",
            "--report",
            "junit",
            "--report-junit-path",
            str(report),
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=1800,
    )
    out = proc.stdout + proc.stderr
    assert proc.returncode == 0, out[-8000:]
    # every operation of the document was tested (none skipped for an error)
    assert "Errored: 0" in out or "Errored" not in out, out[-4000:]
    ops = sum(1 for _ in operations(json.loads(subprocess.check_output(["curl", "-s", live_service.url("/openapi.json")]))))
    assert f"Selected: {ops}/{ops}" in out and f"Tested: {ops}" in out, out[-4000:]
