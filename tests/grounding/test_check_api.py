"""The Check Grounding API over HTTP: the guide's worked examples, auth, aliases and every limit."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from .test_seed_examples import _marks

pytestmark = pytest.mark.django_db

SEEDS = json.loads((Path(__file__).parent / "data" / "seed_examples.json").read_text())
URL = "/{v}/projects/acme/locations/global/groundingConfigs/default_grounding_config:check"


def check(client, body, version="v1"):
    return client.post(URL.format(v=version), body, format="json")


def fields(resp):
    return [v["field"] for d in resp.json()["error"]["details"] for v in d.get("fieldViolations", [])]


@pytest.mark.parametrize("case", [pytest.param(c, id=c["id"], marks=_marks(c["id"])) for c in SEEDS["titanic_cases"]])
def test_titanic_examples_over_http(client, case):
    body = {"answerCandidate": case["answerCandidate"], "facts": SEEDS["titanic_facts"]}
    if "groundingSpec" in case:
        body["groundingSpec"] = case["groundingSpec"]
    resp = check(client, body, version="v1alpha" if "groundingSpec" in case else "v1")
    assert resp.status_code == 200, resp.content
    out = resp.json()
    claims = out["claims"]
    assert len(claims) == len(case["claims"])
    data = case["answerCandidate"].encode("utf-8")
    for claim, expected in zip(claims, case["claims"]):
        assert data[claim.get("startPos", 0) : claim["endPos"]].decode() == claim["claimText"]
        if expected.get("grounding_check_required") is False:
            assert claim.get("groundingCheckRequired", False) is False
            assert "citationIndices" not in claim and "score" not in claim
            continue
        assert claim["groundingCheckRequired"] is True
        cited_facts = sorted({int(out["citedChunks"][i]["source"]) for i in claim.get("citationIndices", [])})
        if expected.get("grounded"):
            assert set(expected["cites_facts"]) <= set(cited_facts)
        elif "grounded" in expected:
            assert cited_facts == []
        if "anti_cites_facts" in expected:
            anti = sorted({int(out["citedChunks"][i]["source"]) for i in claim.get("antiCitationIndices", [])})
            assert set(expected["anti_cites_facts"]) <= set(anti)
    score = out.get("supportScore", 0.0)
    if "support_score_at_least" in case:
        assert score >= case["support_score_at_least"]
    if "support_score_between" in case:
        lo, hi = case["support_score_between"]
        assert lo <= score <= hi
    if "contradiction_score_between" in case:
        lo, hi = case["contradiction_score_between"]
        assert lo <= out.get("contradictionScore", 0.0) <= hi
    if "claim_scores_at_least" in case:
        assert all(c["score"] >= case["claim_scores_at_least"] for c in claims if c.get("groundingCheckRequired"))
    for chunk in out.get("citedChunks", []):
        assert chunk["sourceMetadata"] == SEEDS["titanic_facts"][int(chunk["source"])]["attributes"]


def test_check_requires_a_key_of_the_project(anon_client, client):
    body = {"answerCandidate": "x", "facts": []}
    assert anon_client.post(URL.format(v="v1"), body, format="json").status_code == 401
    other = client.post(URL.format(v="v1beta").replace("/acme/", "/globex/"), body, format="json")
    assert other.status_code == 403


def test_byte_offsets_for_cjk_and_emoji(client):
    answer = "東京は日本の首都です。大阪は大きな都市です！🎉 Tokyo is big."
    resp = check(client, {"answerCandidate": answer, "facts": [{"factText": "東京は日本の首都です。"}]})
    assert resp.status_code == 200
    data = answer.encode("utf-8")
    claims = resp.json()["claims"]
    assert len(claims) >= 3
    for c in claims:
        assert data[c.get("startPos", 0) : c["endPos"]].decode("utf-8") == c["claimText"]


@pytest.mark.parametrize(
    "body, field",
    [
        ({"answerCandidate": "a", "facts": [{"factText": "f"}] * 201}, "facts"),
        ({"answerCandidate": "a", "facts": [{"factText": "f" * 10_001}]}, "facts[0].factText"),
        ({"answerCandidate": "word " * 4097, "facts": []}, "answerCandidate"),
        ({"answerCandidate": "a", "groundingSpec": {"citationThreshold": 1.01}}, "groundingSpec.citationThreshold"),
        ({"answerCandidate": "a", "groundingSpec": {"antiCitationThreshold": -0.01}}, "groundingSpec.antiCitationThreshold"),
        ({"answerCandidate": "a", "userLabels": {f"k{i}": "v" for i in range(65)}}, "userLabels"),
        ({"answerCandidate": "a", "userLabels": {"k" * 64: "v"}}, "userLabels"),
        ({"answerCandidate": "a", "userLabels": {"Key": "v"}}, "userLabels"),
        ({"answerCandidate": "a", "userLabels": {"1key": "v"}}, "userLabels"),
        ({"answerCandidate": "a", "userLabels": {"key": "V"}}, "userLabels"),
        ({"answerCandidate": "a", "userLabels": {"key": "v" * 64}}, "userLabels"),
    ],
)
def test_limits_one_past_the_edge(client, body, field):
    resp = check(client, body)
    assert resp.status_code == 400, resp.content
    assert resp.json()["error"]["status"] == "INVALID_ARGUMENT"
    assert any(f == field or f.startswith(field + "[") or f.startswith(field + ".") for f in fields(resp)), fields(resp)


def test_limits_at_the_edge_are_accepted(client):
    body = {
        "answerCandidate": "Tokyo is the capital of Japan.",
        "facts": [{"factText": "Tokyo is the capital of Japan. " + "x" * (10_000 - 31)}] + [{"factText": "f"}] * 199,
        "groundingSpec": {"citationThreshold": 1, "antiCitationThreshold": 0, "enableAntiCitations": True},
        "userLabels": {**{f"k{i}": "" for i in range(63)}, "ключ_" + "a" * 58: "значение-1"},
    }
    resp = check(client, body)
    assert resp.status_code == 200, resp.content
