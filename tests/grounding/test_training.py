"""The training command's bench stage: labelled rows -> the engine's own candidate pairs -> features.

Runs on a few rows made here from the guide's Titanic facts (no benchmark row is in the repository), in
the format of ``../shared/bench/*.jsonl``; the cross-encoder part is skipped (``art=None``)."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from grounding.engine.selection import DEFAULT_SELECTION

SEEDS = json.loads((Path(__file__).parent / "data" / "seed_examples.json").read_text())
TITANIC = [f["factText"] for f in SEEDS["titanic_facts"]]
# one more fact, so that the best three chunks come from three facts
FACTS = TITANIC + ["James Cameron later directed Avatar, released in 2009, which earned more than Titanic."]


def _write(path: Path, rows: list[dict]) -> None:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))


@pytest.fixture
def bench_dir(tmp_path):
    d = tmp_path / "bench"
    d.mkdir()
    _write(
        d / "wice_dev.jsonl",
        [
            {"id": "w-1", "facts": FACTS, "answer": "Titanic was directed by James Cameron and released in 1997.", "label": "supported", "meta": {}},
            {"id": "w-2", "facts": FACTS, "answer": "Titanic was directed by Steven Spielberg in 1995.", "label": "unsupported", "meta": {}},
        ],
    )
    _write(
        d / "factcheck_gpt_dev.jsonl",
        [
            {
                "id": "fcgpt-1-sentence-0",
                "facts": FACTS,
                "answer": "Titanic won 11 Academy Awards.",
                "label": "supported",
                "meta": {"anti_citations": [], "contradicted": False},
            },
            {
                "id": "fcgpt-1-sentence-1",
                "facts": FACTS,
                "answer": "It starred Brad Pitt and Kate Winslet.",
                "label": "unsupported",
                "meta": {"anti_citations": [0], "contradicted": True},
            },
        ],
    )
    _write(
        d / "summedits_dev.jsonl",
        [
            {"id": "summedits-doc1_0", "facts": FACTS[:1], "answer": "Titanic is a 1997 movie. It won 11 Oscars.", "label": "supported", "meta": {}},
        ],
    )
    return d


def test_bench_rows_become_the_engines_candidate_pairs_with_their_features(bench_dir, tmp_path):
    from grounding.scorer.features import FEATURE_NAMES
    from grounding.training.fit import extract_bench_features

    out = tmp_path / "bench_features.npz"
    extract_bench_features(bench_dir, None, out, log=lambda *_: None)
    d = dict(np.load(out.with_suffix(".base.npz"), allow_pickle=False))
    n_pairs = len(d["pair_claim"])
    assert n_pairs > 0 and d["lex"].shape == (n_pairs, len(FEATURE_NAMES)) and d["cos"].shape == (n_pairs,)
    assert list(d["row_id"]) == ["w-1", "w-2", "fcgpt-1-sentence-0", "fcgpt-1-sentence-1", "summedits-doc1_0"]
    assert list(d["row_label"]) == [1, 0, 1, 0, 1]
    # the concatenation joins up to concat_size chunks, each of its facts recorded (padded with -1)
    assert d["pair_facts"].shape == (n_pairs, DEFAULT_SELECTION.concat_size)
    assert (d["pair_facts"] >= 0).sum(1).max() == DEFAULT_SELECTION.concat_size
    # FactCheck-GPT's gold refuting passage marks the pairs that include fact 0 of the refuted row only
    rows_of_pairs = d["claim_row"][d["pair_claim"]]
    refuted = rows_of_pairs == 3
    assert (d["pair_anti"][refuted] == (d["pair_facts"][refuted] == 0).any(1)).all()
    assert set(d["pair_anti"][rows_of_pairs == 2]) == {0}
    # WiCE/SummEdits: unknown (-1) for unsupported rows, 0 for supported ones
    assert set(d["pair_anti"][rows_of_pairs == 1]) == {-1} and set(d["pair_anti"][rows_of_pairs == 0]) == {0}
    # groups keep the sentences of one FactCheck-GPT response together
    assert d["row_group"][2] == d["row_group"][3] == "fcgpt-1"


def test_the_probe_ranks_rows_by_the_shipped_cross_encoder_alone_on_the_engines_pairs(bench_dir, tmp_path, capsys):
    """``python -m grounding.training.probe``: the engine's row rule over the cross-encoder's entailment only.
    On these rows (a copied fact against a swapped director and year; a true award count against a wrong
    cast) the shipped model must rank the supported row of each file above the unsupported one."""
    import gzip

    from grounding.scorer.model import ARTIFACTS
    from grounding.training import probe

    extra = bench_dir / "extra"
    extra.mkdir()
    with gzip.open(extra / "tiny_pairs.jsonl.gz", "wt", encoding="utf-8") as fh:
        for claim, label in (
            ("Titanic won 11 Academy Awards.", "supported"),
            ("Kate Winslet and Leonardo DiCaprio star in the movie Titanic.", "supported"),
            ("Titanic won 3 Academy Awards.", "contradicted"),
            ("Titanic was filmed entirely on the Moon.", "unsupported"),
        ):
            fh.write(json.dumps({"premise": " ".join(TITANIC), "claim": claim, "label": label}) + "\n")
    cache = tmp_path / "probe"
    assert probe.main([str(ARTIFACTS), "--bench-dir", str(bench_dir), "--cache", str(cache), "--threads", "1"]) == 0
    res = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert res["dev"]["wice_dev"] == res["dev"]["factcheck_gpt_dev"] == 1.0
    assert np.isnan(res["dev"]["summedits_dev"])  # one row, one class: no AUROC
    assert res["extra"]["tiny_pairs"] == 1.0
    # the candidate pairs are cached: a second model run does not rebuild them
    assert (cache / "dev.base.npz").exists() and (cache / "extra.pairs.pkl").exists()


def test_a_probe_sample_keeps_whole_rows_with_their_claims_and_pairs(bench_dir, tmp_path):
    """``probe --rows N``: at most N rows of each file, each with all its claims and candidate pairs, so that a
    sampled row scores exactly as it does in the full set."""
    from grounding.training import probe
    from grounding.training.combiner import PairTable, row_scores

    sets = probe.candidate_pairs(bench_dir, tmp_path / "probe")
    base, pairs = sets["dev"]
    sub, sub_pairs = probe.sample_rows(base, pairs, rows=1)
    assert sorted(sub["row_file"].tolist()) == ["factcheck_gpt_dev", "summedits_dev", "wice_dev"]
    assert len(sub_pairs) == len(sub["pair_claim"]) == len(sub["lex"]) < len(pairs)

    def scores(b, ps):  # any per-pair score that identifies the pair: the premise's length plus the claim's
        t = PairTable(None, b["pair_claim"], b["claim_row"], b["row_label"], b["row_file"], b["row_group"], b["pair_anti"])
        return dict(zip(b["row_id"].tolist(), row_scores(np.array([len(p) + 1000 * len(h) for p, h in ps], float), t)))

    full = scores(base, pairs)
    for row_id, s in scores(sub, sub_pairs).items():
        assert s == full[row_id]
    # the same seed draws the same rows
    assert probe.sample_rows(base, pairs, rows=1)[0]["row_id"].tolist() == sub["row_id"].tolist()
