"""Property-based tests (Hypothesis): surface noise never changes a decision of the engine.

Over every worked example of the guide (``data/seed_examples.json``), with the shipped scorer:
trailing or missing final punctuation, doubled spaces, curly vs straight quotes and full-width vs
half-width characters (alone or mixed) leave the claims, which need a check, the facts each claim
cites and anti-cites, and the support and contradiction scores exactly as they are for the clean text;
the claims' byte offsets always slice the noisy text that was sent."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from grounding.engine.protojson import parse_check_request
from grounding.engine.text import NormalizedText
from grounding.surface_noise import NOISE, add_quotes, curly_quotes, decisions, noisy

SEEDS = json.loads((Path(__file__).parent / "data" / "seed_examples.json").read_text(encoding="utf-8"))
CASES = [(c, SEEDS["titanic_facts"]) for c in SEEDS["titanic_cases"]] + [(c, c["facts"]) for c in SEEDS["other_cases"]]
SETTINGS = settings(max_examples=20, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])


def _check(engine, case, facts, answer):
    spec = dict(case.get("groundingSpec") or {})
    # anti-citations on everywhere: their decisions must be as stable as the citations
    spec.setdefault("enableAntiCitations", True)
    spec.setdefault("enableClaimLevelScore", True)
    resp = engine.check(parse_check_request({"answerCandidate": answer, "facts": facts, "groundingSpec": spec}))
    raw = answer.encode("utf-8")
    for c in resp.claims:
        assert raw[c.start_pos : c.end_pos].decode("utf-8") == c.claim_text
    return resp


def _same(a, b, text=""):
    assert decisions(b) == decisions(a), text
    assert b.support_score == a.support_score
    assert b.contradiction_score == a.contradiction_score
    assert [c.score for c in b.claims] == [c.score for c in a.claims]


@pytest.mark.parametrize("case,facts", CASES, ids=[c["id"] for c, _ in CASES])
@SETTINGS
@given(rnd=st.randoms(use_true_random=False), kinds=st.lists(st.sampled_from(sorted(NOISE)), min_size=1, max_size=4, unique=True))
def test_noise_does_not_change_decisions(engine, case, facts, rnd, kinds):
    clean = _check(engine, case, facts, case["answerCandidate"])
    text = noisy(case["answerCandidate"], rnd, kinds)
    _same(clean, _check(engine, case, facts, text), text)


@pytest.mark.parametrize("case,facts", CASES, ids=[c["id"] for c, _ in CASES])
@SETTINGS
@given(rnd=st.randoms(use_true_random=False))
def test_curly_and_straight_quotes_decide_alike(engine, case, facts, rnd):
    quoted = add_quotes(case["answerCandidate"], rnd)
    _same(_check(engine, case, facts, quoted), _check(engine, case, facts, curly_quotes(quoted, rnd)))


@pytest.mark.parametrize("case,facts", CASES[:5], ids=[c["id"] for c, _ in CASES[:5]])
def test_each_kind_alone(engine, case, facts):
    import random

    clean = _check(engine, case, facts, case["answerCandidate"])
    for kind in sorted(NOISE):
        _same(clean, _check(engine, case, facts, NOISE[kind](case["answerCandidate"], random.Random(1))))


@given(st.text(alphabet=st.characters(codec="utf-8", exclude_categories=["Cs"]), max_size=200))
@settings(max_examples=300, deadline=None)
def test_normalised_offsets_map_back_into_the_original(text):
    n = NormalizedText(text)
    for i in range(len(n.text)):
        s, e = n.orig_start(i), n.orig_end(i + 1)
        assert 0 <= s <= e <= len(text)
    # idempotent: the canonical form of the canonical form is itself
    assert NormalizedText(n.text).text == n.text


def test_the_guides_anti_citation_example_with_and_without_the_final_full_stop(engine):
    case = next(c for c in SEEDS["titanic_cases"] if c["id"] == "titanic-4-anti")
    a = _check(engine, case, SEEDS["titanic_facts"], case["answerCandidate"])
    b = _check(engine, case, SEEDS["titanic_facts"], case["answerCandidate"] + ".")
    _same(a, b)
    assert decisions(a)[1][2] == frozenset({0})  # the second claim anti-cites fact 0
