"""Training pairs of the cross-encoder (``grounding.training.pairs``), its loss, and the evaluation
command's reader for the claim-evidence pair files. Rows are made here (no benchmark or training row is in
the repository), in the format of ``../shared/train/extra/*.jsonl.gz``."""

from __future__ import annotations

import gzip
import json
import math
import random

import pytest

from grounding.training import pairs as P

LONG_PREMISE = " ".join(
    [f"Filler sentence number {i} talks about the weather in a small town near the coast." for i in range(12)]
    + ["The bridge over the river opened to traffic in 1932 after six years of construction."]
    + [f"Another filler sentence {i} describes the local market and its opening hours." for i in range(12)]
)


def _write_gz(path, rows):
    with gzip.open(path, "wt", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r) + "\n")


def test_a_long_premise_is_cut_to_the_claims_best_chunks_as_the_engine_cuts_facts():
    view = P.engine_view(LONG_PREMISE, "The bridge opened in 1932.")
    assert "The bridge over the river opened to traffic in 1932" in view
    assert len(view) < len(LONG_PREMISE) / 2
    # at most three chunks of at most 400 characters each
    assert len(view) <= 3 * 400 + 2
    # a premise that is one chunk is kept whole
    assert P.engine_view("Titanic was released in 1997.", "Titanic came out in 1997.") == "Titanic was released in 1997."


def test_sets_become_pairs_with_three_way_or_binary_labels(tmp_path):
    three = tmp_path / "control_long_nli.jsonl.gz"
    _write_gz(
        three,
        [
            {"premise": "A is B.", "claim": "A is B.", "label": "supported"},
            {"premise": "A is B.", "claim": "A is C.", "label": "contradicted"},
            {"premise": "A is B.", "claim": "A is old.", "label": "unsupported"},
        ],
    )
    binary = tmp_path / "docnli_binary_mnli.jsonl.gz"
    _write_gz(
        binary,
        [
            {"premise": "X rose.", "claim": "X rose.", "label": "supported"},
            {"premise": "X rose.", "claim": "X fell.", "label": "unsupported"},
        ],
    )
    rng = random.Random(0)
    assert [p["label"] for p in P.load_set(three, None, rng)] == ["entailment", "contradiction", "neutral"]
    # a binary set's "unsupported" folds contradictions in: it is not taught as "neutral"
    assert [p["label"] for p in P.load_set(binary, None, rng)] == ["entailment", "not_entailment"]


def test_a_supported_summary_gives_one_pair_per_sampled_sentence_an_unsupported_one_stays_whole(tmp_path):
    f = tmp_path / "fib.jsonl.gz"  # a summary set
    summary = "The bridge opened in 1932. Construction took six years. It crosses the river."
    _write_gz(
        f,
        [
            {"premise": LONG_PREMISE, "claim": summary, "label": "supported"},
            {"premise": LONG_PREMISE, "claim": summary.replace("1932", "1950"), "label": "unsupported"},
        ],
    )
    got = P.load_set(f, None, random.Random(0), sentences_per_summary=2)
    pos = [p for p in got if p["label"] == "entailment"]
    neg = [p for p in got if p["label"] == "not_entailment"]
    assert len(pos) == 2 and all(p["hypothesis"] in summary and p["hypothesis"] != summary for p in pos)
    assert len(neg) == 1 and neg[0]["hypothesis"] == summary.replace("1932", "1950")


def test_halueval_qa_answers_are_balanced_by_length_and_written_with_their_question(tmp_path):
    f = tmp_path / "halueval_qa.jsonl.gz"
    rows = []
    for i in range(40):  # right answers short, hallucinated ones long: the shortcut to remove
        rows.append({"premise": f"P{i}", "claim": "Paris", "question": f"Where is thing {i}?", "label": "supported"})
        rows.append({"premise": f"P{i}", "claim": "It is located in the city of Lyon in France", "question": f"Where is thing {i}?", "label": "unsupported"})
    rows.append({"premise": "Q", "claim": "Rome", "question": "Which city?", "label": "unsupported"})
    rows.append({"premise": "Q", "claim": "Milan", "question": "Which city?", "label": "unsupported"})
    _write_gz(f, rows)
    got = P.load_set(f, None, random.Random(0))
    # only the short bucket has both labels: one supported and one unsupported short answer... at most 2 each
    lengths = {(p["label"], len(p["hypothesis"].split()) - len(p["hypothesis"].split("?")[0].split())) for p in got}
    assert {p["label"] for p in got} == {"entailment", "not_entailment"}
    assert sum(p["label"] == "entailment" for p in got) == sum(p["label"] == "not_entailment" for p in got)
    assert all(l <= 3 for _, l in lengths)  # no long hallucinated sentence survives without a long right answer
    assert all(p["hypothesis"].startswith("Where is thing") or p["hypothesis"].startswith("Which city?") for p in got)


def test_held_out_split_is_by_premise_and_duplicates_are_dropped(tmp_path):
    (tmp_path / "extra").mkdir()
    rows = [{"premise": f"Premise number {i % 50}.", "claim": f"Claim {i}.", "label": "supported" if i % 2 else "unsupported"} for i in range(400)]
    rows += rows[:20]  # exact duplicates (as FEVER pairs in two sets)
    _write_gz(tmp_path / "extra" / "docnli_binary_fever.jsonl.gz", rows)
    built = P.build(tmp_path, english=True, snli=0, log=lambda m: None)
    assert len(built) == 400
    train, held = P.split_by_group(built, held_share=0.2)
    assert held and train
    assert not {p["group"] for p in train} & {p["group"] for p in held}


def test_the_loss_of_a_binary_negative_is_minus_log_of_one_minus_entailment():
    torch = pytest.importorskip("torch")
    from grounding.training.crossenc import NOT_ENTAILMENT, mixed_loss

    logits = torch.tensor([[2.0, 0.5, -1.0], [0.3, 0.1, 1.2]])
    p = torch.softmax(logits, -1)
    got = mixed_loss(logits, torch.tensor([NOT_ENTAILMENT, 2]))
    want = (-math.log(1 - p[0, 0].item()) - math.log(p[1, 2].item())) / 2
    assert got.item() == pytest.approx(want, rel=1e-5)


def test_evaluate_reads_claim_evidence_pair_files(tmp_path):
    from grounding.evaluate import load_rows

    f = tmp_path / "pairs.jsonl.gz"
    _write_gz(
        f,
        [
            {"premise": "A.", "claim": "A.", "label": "supported"},
            {"premise": "A.", "claim": "Not A.", "label": "contradicted"},
            {"premise": "A.", "claim": "B.", "label": "unsupported", "lang": "ja"},
        ],
    )
    rows = load_rows(f)
    assert [r["label"] for r in rows] == ["supported", "unsupported", "unsupported"]
    assert [r["meta"]["contradicted"] for r in rows] == [False, True, False]
    assert rows[0]["facts"] == ["A."] and rows[1]["answer"] == "Not A." and rows[2]["meta"]["lang"] == "ja"
    assert len(load_rows(f, sample=2)) == 2


def test_a_multilingual_run_can_take_the_english_nli_subset_only(tmp_path):
    (tmp_path / "extra").mkdir()
    (tmp_path / "multilingual").mkdir()

    def mk(name, n):
        return [{"premise": f"{name} premise {i}.", "claim": f"{name} claim {i}.", "label": "supported" if i % 2 else "unsupported"} for i in range(n)]

    _write_gz(tmp_path / "extra" / "docnli_binary_mnli.jsonl.gz", mk("mnli", 30))
    _write_gz(tmp_path / "extra" / "halueval_dialogue.jsonl.gz", mk("dialogue", 30))
    _write_gz(tmp_path / "multilingual" / "jsick.jsonl.gz", [{**r, "lang": "ja"} for r in mk("jsick", 30)])
    built = P.build(tmp_path, english="nli", multilingual=True, snli=0, log=lambda m: None)
    assert {p["src"] for p in built} == {"docnli_binary_mnli", "jsick"}
    full = P.build(tmp_path, english=True, multilingual=True, snli=0, mix=P.ENGLISH_ALL_MIX, log=lambda m: None)
    assert {p["src"] for p in full} == {"docnli_binary_mnli", "halueval_dialogue", "jsick"}


def test_a_multilingual_run_can_change_single_sets_of_its_mix(tmp_path):
    """``ml_mix`` (``--ml-mix``) resizes or drops single sets of the multilingual run and keeps the rest of its
    defaults; a name that is not one of its sets is refused rather than silently ignored."""
    (tmp_path / "extra").mkdir()
    (tmp_path / "multilingual").mkdir()

    def mk(name, n, lang="en"):
        return [
            {"premise": f"{name} premise {i}.", "claim": f"{name} claim {i}.", "label": "supported" if i % 2 else "unsupported", "lang": lang} for i in range(n)
        ]

    _write_gz(tmp_path / "extra" / "docnli_binary_mnli.jsonl.gz", mk("mnli", 30))
    _write_gz(tmp_path / "extra" / "fever_symmetric.jsonl.gz", mk("fever", 30))
    _write_gz(tmp_path / "multilingual" / "jsick.jsonl.gz", mk("jsick", 30, "ja"))
    _write_gz(tmp_path / "multilingual" / "jsem.jsonl.gz", mk("jsem", 30, "ja"))

    def counts(**kw):
        built = P.build(tmp_path, english="nli", multilingual=True, snli=0, log=lambda m: None, **kw)
        return {s: sum(p["src"] == s for p in built) for s in {p["src"] for p in built}}

    assert counts() == {"docnli_binary_mnli": 30, "fever_symmetric": 30, "jsick": 30, "jsem": 30}
    assert counts(ml_mix={"jsem": 7, "fever_symmetric": 0}) == {"docnli_binary_mnli": 30, "jsick": 30, "jsem": 7}
    with pytest.raises(ValueError, match="halueval_dialogue"):
        P.build(tmp_path, english="nli", multilingual=True, snli=0, ml_mix={"halueval_dialogue": 5}, log=lambda m: None)


def test_the_combiner_gives_training_sets_their_share_whatever_their_size():
    import numpy as np

    from grounding.training import combiner as C

    bench_only = np.array(["wice", "wice", "fc", "se", "se", "se"])
    w = C.file_weights(bench_only)
    # every file weighs the same: a file's rows sum to N / number of files
    assert [w[bench_only == f].sum() for f in ("wice", "fc", "se")] == pytest.approx([2, 2, 2])
    mixed = np.array(["wice"] * 4 + ["fc"] * 2 + ["train:a"] * 10 + ["train:b"] * 40)
    w = C.file_weights(mixed)
    total = w.sum()
    assert total == pytest.approx(len(mixed))
    train = sum(w[mixed == f].sum() for f in ("train:a", "train:b"))
    assert train / total == pytest.approx(C.TRAIN_SHARE)
    assert w[mixed == "train:a"].sum() == pytest.approx(w[mixed == "train:b"].sum())
    assert w[mixed == "wice"].sum() == pytest.approx(w[mixed == "fc"].sum())


def test_installing_a_multilingual_model_refreshes_only_its_digests_in_the_manifest(tmp_path):
    import hashlib

    from grounding.training.multilingual import install

    run, dest = tmp_path / "run", tmp_path / "dest"
    run.mkdir()
    dest.mkdir()
    (run / "ml.onnx").write_bytes(b"new model")
    (run / "tok.json").write_text("{}")
    (run / "multilingual.json").write_text(json.dumps({"cross_encoder": "ml.onnx", "tokenizer": "tok.json", "version": "2026.12.01-abcdef12"}))
    (dest / "ml.onnx").write_bytes(b"old model")
    manifest = {
        "version": "2026.11.30-english",
        "sha256": {"cross_encoder.int8.onnx": "e" * 64, "ml.onnx": "0" * 64},
        "sizes_bytes": {"cross_encoder.int8.onnx": 1, "ml.onnx": 9},
    }
    (dest / "manifest.json").write_text(json.dumps(manifest))
    man = install(run, dest, log=lambda m: None)
    assert (dest / "ml.onnx").read_bytes() == b"new model"
    assert man["version"] == "2026.11.30-english"  # the English scorer is unchanged
    assert man["sha256"]["cross_encoder.int8.onnx"] == "e" * 64
    assert man["sha256"]["ml.onnx"] == hashlib.sha256(b"new model").hexdigest()
    assert man["sizes_bytes"]["ml.onnx"] == len(b"new model")
    assert man["multilingual"] == "multilingual.json"
    assert json.loads((dest / "manifest.json").read_text()) == man


def test_a_run_can_choose_its_sets_and_add_synthetic_pairs(tmp_path):
    """``mix`` replaces the default English mix (set -> rows, None for all); ``n_synth`` adds pairs made by
    grounding.training.synth from ExpertQA-format answers, grouped by premise like every other pair."""
    (tmp_path / "extra").mkdir()

    def mk(name, n):
        return [{"premise": f"{name} premise {i}.", "claim": f"{name} claim {i}.", "label": "supported" if i % 2 else "unsupported"} for i in range(n)]

    _write_gz(tmp_path / "extra" / "docnli_binary_mnli.jsonl.gz", mk("mnli", 30))
    _write_gz(tmp_path / "extra" / "halueval_dialogue.jsonl.gz", mk("dialogue", 30))
    answers = [
        "The Eiffel Tower stands on the Champ de Mars in Paris. It was completed in 1889 by the company of Gustave Eiffel. "
        "The tower is about 330 metres tall including its antennas. Millions of people visit the tower every year.",
        "Marie Curie won the Nobel Prize in Physics in 1903. She won a second Nobel Prize, in Chemistry, in 1911. "
        "She was born in Warsaw in the Russian Empire. She did most of her research in Paris.",
    ]
    (tmp_path / "expertqa_answers.jsonl").write_text("".join(json.dumps({"answer": a}) + "\n" for a in answers))
    built = P.build(tmp_path, english=True, snli=0, mix={"docnli_binary_mnli": 10}, n_synth=12, log=lambda m: None)
    srcs = [p["src"] for p in built]
    assert srcs.count("docnli_binary_mnli") == 10 and "halueval_dialogue" not in srcs
    synth = [p for p in built if p["src"] == "synth"]
    assert 0 < len(synth) <= 12 and {p["label"] for p in synth} <= {"entailment", "neutral", "contradiction"}
    assert all(p["group"] == P.premise_group(p["premise"]) for p in synth)


def test_synthetic_pairs_from_a_single_answer_end_instead_of_looping(tmp_path):
    """One answer has no sentence from elsewhere, so no neutral pair can be made: the generator stops."""
    from grounding.training.synth import generate

    one = "The Eiffel Tower stands on the Champ de Mars in Paris. It was completed in 1889 by the company of Gustave Eiffel. The tower is about 330 metres tall including its antennas."
    (tmp_path / "a.jsonl").write_text(json.dumps({"answer": one}) + "\n")
    got = list(generate(tmp_path / "a.jsonl", 9, seed=1))
    assert got and len(got) < 9 and "neutral" not in {p["label"] for p in got}


def test_the_training_command_refuses_an_unknown_ml_mix_set_before_it_writes_anything(tmp_path, capsys):
    from grounding.training.__main__ import main

    out = tmp_path / "run"
    argv = ["--train-dir", str(tmp_path), "--bench-dir", str(tmp_path), "--out", str(out), "--ml-base", str(tmp_path)]
    with pytest.raises(SystemExit) as e:
        main([*argv, "--ml-mix", "halueval_dialogue=5"])
    assert e.value.code == 2 and "--ml-mix: halueval_dialogue" in capsys.readouterr().err
    assert not out.exists()
    with pytest.raises(SystemExit):  # an English NLI set is one of the run's sets only with --ml-english
        main([*argv, "--ml-mix", "docnli_binary_mnli=all"])
    assert not out.exists()
