"""The per-language shift of the multilingual cross-encoder (grounding.training.langshift), fitted on a
small bench folder written for this test: the rows the evaluation command reports on are left out, the
shift of each language with files is stored in a copy of the shipped artefacts, and the scorer applies
it to that language's pairs only."""

from __future__ import annotations

import gzip
import json
import shutil

import pytest

from grounding.scorer.model import ARTIFACTS, AssistsvcScorer, sha256
from grounding.training import langshift

# (premise, claim, label) written for this test: supported paraphrases, other facts, contradictions
ZH = [
    ("这家餐厅每天早上七点开门。", "这家餐厅早上七点开门。", "supported"),
    ("这家餐厅每天早上七点开门。", "这家餐厅晚上才开门。", "contradicted"),
    ("他在北京工作了十年。", "他在北京工作过。", "supported"),
    ("他在北京工作了十年。", "他喜欢吃面条。", "unsupported"),
    ("两个孩子在公园里踢足球。", "孩子们在踢球。", "supported"),
    ("两个孩子在公园里踢足球。", "孩子们在睡觉。", "contradicted"),
    ("这本书是她写的第一本小说。", "她写过小说。", "supported"),
    ("这本书是她写的第一本小说。", "这本书是一本诗集。", "contradicted"),
]
JA = [
    ("このホテルは駅から徒歩五分です。", "ホテルは駅の近くにある。", "supported"),
    ("このホテルは駅から徒歩五分です。", "ホテルは空港の中にある。", "contradicted"),
    ("朝食はとても美味しかった。", "朝食が美味しかった。", "supported"),
    ("朝食はとても美味しかった。", "夕食は高かった。", "unsupported"),
]


def _write(path, rows, copies):
    path.parent.mkdir(parents=True, exist_ok=True)
    with gzip.open(path, "wt", encoding="utf-8") as fh:
        for k in range(copies):
            for p, c, label in rows:
                # distinct rows: the copies differ by a trailing clause of the premise
                fh.write(json.dumps({"premise": p + "第" * k, "claim": c, "label": label}, ensure_ascii=False) + "\n")


@pytest.fixture()
def artifacts(tmp_path):
    dest = tmp_path / "artifacts"
    shutil.copytree(ARTIFACTS, dest)
    spec = json.loads((dest / "multilingual.json").read_text())
    spec["calibration"].pop("entailment_shift", None)
    (dest / "multilingual.json").write_text(json.dumps(spec))
    man = json.loads((dest / "manifest.json").read_text())
    man["sha256"]["multilingual.json"] = sha256(dest / "multilingual.json")
    (dest / "manifest.json").write_text(json.dumps(man))
    return dest


def test_fit_leaves_the_evaluation_rows_out_and_stores_a_shift_per_language(tmp_path, artifacts, monkeypatch):
    bench = tmp_path / "bench"
    _write(bench / "multilingual" / "cnli.jsonl.gz", ZH, 3)
    _write(bench / "multilingual" / "ocnli.jsonl.gz", ZH, 3)
    _write(bench / "multilingual" / "jrte.jsonl.gz", JA, 4)
    monkeypatch.setattr(langshift, "EVAL_SAMPLES", (6,))  # the "evaluation sample" of these small files
    from grounding.evaluate import load_rows

    held = {(tuple(r["facts"]), r["answer"]) for r in load_rows(bench / "multilingual" / "cnli.jsonl.gz", sample=6)}
    fit_rows = langshift.fit_rows(bench / "multilingual" / "cnli.jsonl.gz", 100, 7)
    assert len(fit_rows) == 24 - 6 and not held & {(tuple(r["facts"]), r["answer"]) for r in fit_rows}

    # the evaluation command's --untuned rows: neither an evaluation sample's nor a fit row
    fit_small = {(tuple(r["facts"]), r["answer"]) for r in langshift.fit_rows(bench / "multilingual" / "cnli.jsonl.gz", 10, 7)}
    monkeypatch.setattr(langshift, "FIT_ROWS", 10)
    untuned = {(tuple(r["facts"]), r["answer"]) for r in langshift.untuned_rows(bench / "multilingual" / "cnli.jsonl.gz", 100)}
    assert len(untuned) == 24 - 6 - 10 and not untuned & (held | fit_small)

    out = langshift.fit(artifacts, bench, rows=100, seed=7, log=lambda m: None)["multilingual.json"]
    spec = json.loads((artifacts / "multilingual.json").read_text())
    assert set(out["shift"]) == {"zh", "ja"} == set(spec["calibration"]["entailment_shift"])
    assert spec["calibration"]["entailment_shift_fit"]["zh"]["files"] == ["cnli.jsonl.gz", "ocnli.jsonl.gz"]
    assert spec["version"].startswith(spec["onnx_version"] + "-cal")
    # the manifest still describes the files
    man = json.loads((artifacts / "manifest.json").read_text())
    assert man["sha256"]["multilingual.json"] == sha256(artifacts / "multilingual.json")


def test_a_shift_moves_its_language_only(artifacts):
    spec = json.loads((artifacts / "multilingual.json").read_text())
    pairs = [("这家餐厅每天早上七点开门。", "这家餐厅早上七点开门。"), ("朝食はとても美味しかった。", "朝食が美味しかった。")]
    before, _ = AssistsvcScorer(artifacts).probabilities(pairs)
    spec["calibration"]["entailment_shift"] = {"zh": 1.0}
    (artifacts / "multilingual.json").write_text(json.dumps(spec))
    after, _ = AssistsvcScorer(artifacts).probabilities(pairs)
    assert after[0] > before[0]  # Chinese: shifted up
    assert after[1] == before[1]  # Japanese: untouched
