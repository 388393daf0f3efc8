"""``python -m grounding.evaluate``: figures through the public API equal the in-process engine's.

The rows here are built from the guide's Titanic example (no benchmark row is in the repository)."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from grounding import evaluate
from grounding.engine import CheckRequest, Fact, Spec, get_engine
from sessions import services

SEEDS = json.loads((Path(__file__).parent / "data" / "seed_examples.json").read_text())
FACTS = [f["factText"] for f in SEEDS["titanic_facts"]]
ROWS = [
    {
        "id": "t-1",
        "facts": FACTS,
        "answer": "Titanic was directed by James Cameron. It was released in 1997.",
        "label": "supported",
        "meta": {"citations": [0]},
    },
    {
        "id": "t-2",
        "facts": FACTS,
        "answer": "Titanic was directed by James Cameron. It was released in 1999.",
        "label": "unsupported",
        "meta": {"citations": [0]},
    },
    {
        "id": "t-3",
        "facts": FACTS,
        "answer": "It starred Brad Pitt and Kate Winslet.",
        "label": "unsupported",
        "meta": {"citations": [], "anti_citations": [0], "contradicted": True},
    },
    {"id": "t-4", "facts": FACTS, "answer": "Titanic won 11 Academy Awards.", "label": "supported", "meta": {"citations": [0]}},
    # a page given one fact per sentence, more than the API's 200 facts (as WiCE rows are)
    {
        "id": "t-5",
        "facts": [f"Filler sentence number {k} says nothing about films." for k in range(300)] + [s.strip() + "." for s in FACTS[0].split(". ") if s.strip()],
        "answer": "Titanic was directed by James Cameron.",
        "label": "supported",
        "meta": {"citations": [301]},
    },
]


@pytest.fixture
def served_key(transactional_db):
    project = services.project_get_or_create(project_id="evalproj")
    _, key = services.api_key_create(project=project, display_name="evaluate")
    return key


def test_api_engine_reads_back_what_the_engine_decides(live_server, served_key):
    req = CheckRequest(ROWS[1]["answer"] + " " + ROWS[3]["answer"], [Fact(t) for t in FACTS], Spec(enable_anti_citations=True, enable_claim_level_score=True))
    local = get_engine().check(req)
    api = evaluate.ApiEngine(live_server.url, served_key, project="evalproj").check(req)
    assert [c.claim_text for c in api.claims] == [c.claim_text for c in local.claims]
    assert [c.grounding_check_required for c in api.claims] == [c.grounding_check_required for c in local.claims]
    assert [c.citation_indices for c in api.claims] == [list(c.citation_indices) for c in local.claims]
    assert [c.anti_citation_indices for c in api.claims] == [list(c.anti_citation_indices) for c in local.claims]
    assert [c.source for c in api.cited_chunks] == [c.source for c in local.cited_chunks]
    for a, b in zip(api.claims, local.claims):
        if b.grounding_check_required:  # the API rounds the claim's share to 4 decimals
            assert a.support == pytest.approx(b.support, abs=1.5e-3)
    # the wrong year is not grounded, the Academy Awards claim is: the inverse keeps both sides apart
    checked = [c for c in api.claims if c.grounding_check_required]
    assert any(c.support < 0.6 for c in checked) and any(c.support >= 0.6 for c in checked)


def test_evaluate_through_the_api_gives_the_in_process_figures(live_server, served_key, tmp_path):
    data = tmp_path / "titanic_rows.jsonl"
    data.write_text("".join(json.dumps(r) + "\n" for r in ROWS))
    assert evaluate.main([str(data), "--json", str(tmp_path / "local.json")]) == 0
    assert evaluate.main([str(data), "--url", live_server.url, "--api-key", served_key, "--project", "evalproj", "--json", str(tmp_path / "api.json")]) == 0
    local = json.loads((tmp_path / "local.json").read_text())["results"][0]
    api = json.loads((tmp_path / "api.json").read_text())["results"][0]
    for key in (
        "rows",
        "supported",
        "bacc_service",
        "auroc_support",
        "auroc_min_claim",
        "citation_precision",
        "citation_recall",
        "anti_citation_precision",
        "anti_citation_recall",
        "contradicted_row_recall",
    ):
        assert api[key] == pytest.approx(local[key], nan_ok=True), key


def test_a_wrong_key_stops_with_the_api_error(live_server, served_key, tmp_path):
    data = tmp_path / "rows.jsonl"
    data.write_text(json.dumps(ROWS[0]) + "\n")
    with pytest.raises(SystemExit, match="HTTP 401"):
        evaluate.main([str(data), "--url", live_server.url, "--api-key", "asv_wrong", "--project", "evalproj"])


def test_url_mode_refuses_in_process_options(tmp_path):
    with pytest.raises(SystemExit):
        evaluate.main([str(tmp_path / "x.jsonl"), "--url", "http://127.0.0.1:9", "--model", "lexical"])
    with pytest.raises(SystemExit, match="--url"):
        evaluate.ApiEngine("ftp://example.org")


def test_facts_over_the_api_limit_are_joined_in_order_within_its_limits():
    facts = [f"Sentence {k} of a long page." for k in range(450)]
    groups = evaluate.pack_facts(facts)
    assert 1 < len(groups) <= 200
    assert [i for g in groups for i in g] == list(range(450))  # every fact once, in order
    assert max(len(" ".join(facts[i] for i in g)) for g in groups) <= 10_000
    assert evaluate.pack_facts(facts[:10]) == [[i] for i in range(10)]  # a row within the limits is kept as is
    assert evaluate.pack_facts(["x" * 10_001]) is None  # one fact over the limit: cannot be sent
    long = ["y" * 6_000] * 250  # no two fit together and there are too many: cannot be sent
    assert evaluate.pack_facts(long) is None


def test_best_threshold_sweep_equals_trying_every_cut():
    """The one-sweep threshold search picks the same cut as scoring every candidate cut in turn (the
    quadratic search it replaced, which took hours on the 55,000 rows of a full multilingual file)."""
    import random

    def every_cut(scores, labels):
        cands = sorted(set(scores))
        cuts = [cands[0] - 1e-9] + [(a + b) / 2 for a, b in zip(cands, cands[1:])] + [cands[-1] + 1e-9]
        best, best_t = -1.0, 0.5
        for t in cuts:
            b = evaluate.bacc([int(s >= t) for s in scores], labels)
            if b > best:
                best, best_t = b, t
        return best_t

    rng = random.Random(3)
    for _ in range(300):
        n = rng.randint(1, 60)
        scores = [round(rng.random(), rng.choice([1, 2, 3])) for _ in range(n)]  # ties included
        labels = [rng.randint(0, 1) for _ in range(n)]
        assert evaluate.best_threshold(scores, labels) == every_cut(scores, labels), (scores, labels)
    assert evaluate.best_threshold([0.2, 0.9], [1, 1]) == 0.5  # one class only
    assert evaluate.best_threshold([0.1, 0.4, 0.8, 0.9], [0, 0, 1, 1]) == pytest.approx(0.6)


def test_cross_validated_figures_of_a_file_smaller_than_its_folds():
    """A one-row file leaves four of the five training folds empty: they fall back to 0.5 instead of
    raising IndexError (found evaluating the 1-row subset of a file)."""
    assert evaluate.best_threshold([], []) == 0.5
    b, t = evaluate.cv_bacc([0.9], [1])
    assert math.isnan(b) and t == 0.5
    b, t = evaluate.cv_bacc([0.9, 0.1, 0.8], [1, 0, 1])
    assert b == 1.0
