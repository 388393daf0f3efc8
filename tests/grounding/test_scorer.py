"""Real inference of the shipped grounding scorer (grounding/scorer/artifacts), no Django, no database.

The examples are written for these tests (invented places and people), not taken from any benchmark.
"""
from __future__ import annotations

import json
import math
import subprocess
import sys
from pathlib import Path

import pytest

from grounding.engine.models import EntailmentModel, PairScore, load_model
from grounding.scorer import load_default
from grounding.scorer.model import ARTIFACTS, sha256

LIGHTHOUSE = ("The Harrow Point lighthouse was completed in 1874 and stands 38 metres tall. "
              "It was designed by the engineer Margaret Ellison and has been automated since 1961. "
              "Visitors can climb its 112 steps between April and October.")
ENTAILED = "The Harrow Point lighthouse was designed by Margaret Ellison."
WRONG_YEAR = "The Harrow Point lighthouse was completed in 1902."
UNRELATED = "Sourdough bread is leavened with a culture of wild yeast and lactic acid bacteria."

MARKET = ("The Corvale fish market opens at five in the morning every day except Sunday. "
          "Most of its stalls sell catch from the boats of the nearby harbour.")
MARKET_ENTAILED = "The Corvale fish market opens at five in the morning."
MARKET_NEGATED = "The Corvale fish market never opens in the morning."


@pytest.fixture(scope="module")
def scorer() -> EntailmentModel:
    return load_model("assistsvc")


def test_registry_returns_the_shipped_scorer_once_per_process(scorer):
    assert scorer is load_model("assistsvc")
    assert scorer is load_default()
    assert scorer.name == "assistsvc-scorer"
    manifest = json.loads((ARTIFACTS / "manifest.json").read_text())
    assert scorer.version == manifest["version"]


def test_shipped_artefacts_match_their_manifest_and_fit_in_git():
    manifest = json.loads((ARTIFACTS / "manifest.json").read_text())
    total = 0
    for name, digest in manifest["sha256"].items():
        assert sha256(ARTIFACTS / name) == digest, name
        total += (ARTIFACTS / name).stat().st_size
    assert total <= 30 * 1024 * 1024


def test_entailed_claim_outranks_contradicted_and_unrelated(scorer):
    ent, wrong, unrel = scorer.score([(LIGHTHOUSE, ENTAILED), (LIGHTHOUSE, WRONG_YEAR), (LIGHTHOUSE, UNRELATED)])
    assert ent.entailment > wrong.entailment
    assert ent.entailment > unrel.entailment
    # calibrated so that the engine's default citation threshold separates them
    assert ent.entailment >= 0.6
    assert wrong.entailment < 0.6
    assert unrel.entailment < 0.6


def test_negated_claim_is_not_grounded(scorer):
    ent, neg, unrel = scorer.score([(MARKET, MARKET_ENTAILED), (MARKET, MARKET_NEGATED), (MARKET, UNRELATED)])
    assert ent.entailment >= 0.6
    assert neg.entailment < 0.6  # word overlap must not outvote a clear negation
    assert unrel.entailment < 0.6
    # (its contradiction probability stays low: contradiction is calibrated on real refutations, where
    # the cross-encoder's negation cue carries little signal -- see docs/model_card.md)


def test_wrong_year_is_more_contradicted_than_supported_claim(scorer):
    ent, wrong = scorer.score([(LIGHTHOUSE, ENTAILED), (LIGHTHOUSE, WRONG_YEAR)])
    assert wrong.contradiction > ent.contradiction


def test_scores_are_probabilities(scorer):
    for s in scorer.score([(LIGHTHOUSE, ENTAILED), (LIGHTHOUSE, UNRELATED), ("", ""), (MARKET, MARKET_NEGATED)]):
        assert isinstance(s, PairScore)
        assert 0.0 <= s.entailment <= 1.0
        assert 0.0 <= s.contradiction <= 1.0
        assert s.entailment + s.contradiction <= 1.0 + 1e-9


def test_long_inputs_are_truncated_not_fatal(scorer):
    long_premise = (LIGHTHOUSE + " ") * 400          # about 80,000 characters
    long_claim = ("The lighthouse keeper wrote a very long letter about the weather. " * 300).strip()
    out = scorer.score([(long_premise, long_claim), (long_premise, ENTAILED), (LIGHTHOUSE, long_claim)])
    assert len(out) == 3
    assert all(math.isfinite(s.entailment) and math.isfinite(s.contradiction) for s in out)


def test_batch_equals_one_by_one(scorer):
    pairs = [(LIGHTHOUSE, ENTAILED), (MARKET, MARKET_NEGATED), (LIGHTHOUSE, UNRELATED),
             (MARKET + " " + LIGHTHOUSE, WRONG_YEAR), (MARKET, MARKET_ENTAILED)]
    batch = scorer.score(pairs)
    for pair, b in zip(pairs, batch):
        (one,) = scorer.score([pair])
        assert one.entailment == pytest.approx(b.entailment, abs=1e-6)
        assert one.contradiction == pytest.approx(b.contradiction, abs=1e-6)


def test_empty_batch(scorer):
    assert scorer.score([]) == []


def test_serving_does_not_import_torch():
    code = ("import sys\n"
            "from grounding.engine.models import load_model\n"
            f"s = load_model('assistsvc').score([({LIGHTHOUSE!r}, {ENTAILED!r})])\n"
            "assert 'torch' not in sys.modules, 'torch was imported'\n"
            "print(s[0].entailment)\n")
    root = Path(__file__).resolve().parents[2]
    res = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True, timeout=120)
    assert res.returncode == 0, res.stderr
    assert 0.0 <= float(res.stdout.strip().splitlines()[-1]) <= 1.0


def test_accurate_variant_loads_and_orders(scorer):
    acc = load_model("assistsvc:accurate")
    assert acc is not scorer and acc is load_model("assistsvc:accurate")
    ent, unrel = acc.score([(LIGHTHOUSE, ENTAILED), (LIGHTHOUSE, UNRELATED)])
    assert ent.entailment > unrel.entailment
