"""A language's own multilingual cross-encoder (manifest ``multilingual_by_language``): how it is installed
(grounding.training.multilingual.install), which pairs it reads (AssistsvcScorer.ml_head_for: pairs written
wholly in its language), and how its shift is fitted apart from the shared model's (langshift.fit).

Real inference: the "Japanese model" installed here is the shipped shared cross-encoder itself, so that the
routing can be checked whatever model the artefacts ship for Japanese. The sentences are written for these
tests, not taken from any benchmark."""

from __future__ import annotations

import gzip
import json
import shutil

import numpy as np
import pytest

from grounding.scorer.model import ARTIFACTS, AssistsvcScorer, sha256
from grounding.training import langshift
from grounding.training.multilingual import install

JA_PAIR = ("このホテルは駅から徒歩五分です。", "ホテルは駅の近くにある。")
JA_ABOUT_EN = ("The hotel is a five-minute walk from the station.", "ホテルは駅の近くにある。")
ZH_PAIR = ("这家餐厅每天早上七点开门。", "这家餐厅早上七点开门。")
KANJI_ONLY_JA = ("東京駅は千代田区にあります。", "東京駅は千代田区にある。")
EN_PAIR = ("The hotel is a five-minute walk from the station.", "The hotel is near the station.")
EN_ABOUT_JA = ("このホテルは駅から徒歩五分です。", "The hotel is near the station.")
ZH_ABOUT_JA = ("このホテルは駅から徒歩五分です。", "这家酒店离车站很近。")
PAIRS = [JA_PAIR, JA_ABOUT_EN, ZH_PAIR, KANJI_ONLY_JA, EN_PAIR, EN_ABOUT_JA, ZH_ABOUT_JA]

JA_ROWS = [
    ("このホテルは駅から徒歩五分です。", "ホテルは駅の近くにある。", "supported"),
    ("このホテルは駅から徒歩五分です。", "ホテルは空港の中にある。", "contradicted"),
    ("朝食はとても美味しかった。", "朝食が美味しかった。", "supported"),
    ("朝食はとても美味しかった。", "夕食は高かった。", "unsupported"),
]


@pytest.fixture()
def shared_only(tmp_path):
    """A copy of the shipped artefacts with the shared multilingual cross-encoder only (no language's own)."""
    dest = tmp_path / "artifacts"
    shutil.copytree(ARTIFACTS, dest)
    man = json.loads((dest / "manifest.json").read_text())
    for name in (man.pop("multilingual_by_language", None) or {}).values():
        spec = json.loads((dest / name).read_text())
        for f in (name, spec["cross_encoder"]):
            man["sha256"].pop(f, None)
            man["sizes_bytes"].pop(f, None)
    (dest / "manifest.json").write_text(json.dumps(man))
    return dest


@pytest.fixture()
def shared_as_japanese(tmp_path, shared_only):
    """``shared_only`` with the shared cross-encoder installed a second time, as the Japanese one."""
    src = tmp_path / "run"
    src.mkdir()
    spec = json.loads((shared_only / "multilingual.json").read_text())
    for f in ("multilingual.json", spec["cross_encoder"], spec["tokenizer"]):
        shutil.copy(shared_only / f, src / f)
    install(src, shared_only, log=lambda m: None, language="ja")
    return shared_only


def test_install_for_a_language_adds_its_files_beside_the_shared_ones(shared_only, shared_as_japanese):
    art = shared_as_japanese
    man = json.loads((art / "manifest.json").read_text())
    assert man["multilingual"] == "multilingual.json"
    assert man["multilingual_by_language"] == {"ja": "multilingual_ja.json"}
    spec = json.loads((art / "multilingual_ja.json").read_text())
    shared = json.loads((art / "multilingual.json").read_text())
    assert spec["serves"] == "ja" and spec["cross_encoder"] == "cross_encoder_multilingual_ja.int8.onnx"
    # the same vocabulary: the shared tokenizer file is reused, not copied
    assert spec["tokenizer"] == shared["tokenizer"]
    assert not (art / "tokenizer_multilingual_ja.json").exists()
    # only the language's own shift is kept; the manifest describes every file
    assert set(spec["calibration"]["entailment_shift"]) == {"ja"}
    for name, digest in man["sha256"].items():
        assert sha256(art / name) == digest, name
    assert {"multilingual_ja.json", "cross_encoder_multilingual_ja.int8.onnx"} <= set(man["sha256"])


def test_a_language_model_reads_only_pairs_written_wholly_in_its_language(shared_as_japanese):
    scorer = AssistsvcScorer(shared_as_japanese)
    ja = scorer.ml_by_language["ja"]
    assert ja is not scorer.ml_head
    assert scorer.ml_head_for(*JA_PAIR) is ja
    assert scorer.ml_head_for(*KANJI_ONLY_JA) is ja  # a kanji-only claim about a Japanese passage is Japanese
    assert scorer.ml_head_for(*JA_ABOUT_EN) is scorer.ml_head  # a Japanese claim about an English passage
    assert scorer.ml_head_for(*ZH_PAIR) is scorer.ml_head
    assert scorer.ml_head_for(*EN_ABOUT_JA) is scorer.ml_head  # an English claim about a Japanese passage
    # a Chinese claim about a Japanese passage: Han characters only, so its pair language is Japanese, but
    # Japanese writes neither 这, 离 nor 车
    assert scorer.ml_head_for(*ZH_ABOUT_JA) is scorer.ml_head
    assert scorer.version.endswith("+ml-ja-" + ja.version)


def test_the_same_model_installed_for_japanese_scores_every_pair_as_before(shared_only, shared_as_japanese):
    before = AssistsvcScorer(shared_only).probabilities(PAIRS)
    after = AssistsvcScorer(shared_as_japanese).probabilities(PAIRS)
    np.testing.assert_array_equal(before[0], after[0])
    np.testing.assert_array_equal(before[1], after[1])


def test_the_language_model_calibration_moves_its_pairs_only(shared_only, shared_as_japanese):
    before, _ = AssistsvcScorer(shared_only).probabilities(PAIRS)
    spec = json.loads((shared_as_japanese / "multilingual_ja.json").read_text())
    spec["calibration"]["entailment"]["b"] -= 2.0
    (shared_as_japanese / "multilingual_ja.json").write_text(json.dumps(spec))
    after, _ = AssistsvcScorer(shared_as_japanese).probabilities(PAIRS)
    moved = [i for i in range(len(PAIRS)) if after[i] != before[i]]
    assert moved == [PAIRS.index(JA_PAIR), PAIRS.index(KANJI_ONLY_JA)]
    assert after[0] < before[0]


def _write(path, rows, copies):
    path.parent.mkdir(parents=True, exist_ok=True)
    with gzip.open(path, "wt", encoding="utf-8") as fh:
        for k in range(copies):
            for p, c, label in rows:
                fh.write(json.dumps({"premise": p + "。" * k, "claim": c, "label": label}, ensure_ascii=False) + "\n")


def test_fit_only_a_language_writes_its_own_spec_and_leaves_the_shared_one(tmp_path, shared_as_japanese, monkeypatch):
    art = shared_as_japanese
    bench = tmp_path / "bench"
    _write(bench / "multilingual" / "jrte.jsonl.gz", JA_ROWS, 4)
    monkeypatch.setattr(langshift, "EVAL_SAMPLES", (4,))
    shared_before = (art / "multilingual.json").read_bytes()
    spec = json.loads((art / "multilingual_ja.json").read_text())
    spec["calibration"]["entailment_shift"] = {}
    (art / "multilingual_ja.json").write_text(json.dumps(spec))

    out = langshift.fit(art, bench, rows=100, seed=7, log=lambda m: None, only="ja")
    assert list(out) == ["multilingual_ja.json"]
    assert (art / "multilingual.json").read_bytes() == shared_before
    spec = json.loads((art / "multilingual_ja.json").read_text())
    assert set(spec["calibration"]["entailment_shift"]) == {"ja"} == set(out["multilingual_ja.json"]["shift"])
    assert spec["calibration"]["entailment_shift_fit"]["ja"]["files"] == ["jrte.jsonl.gz"]
    man = json.loads((art / "manifest.json").read_text())
    assert man["sha256"]["multilingual_ja.json"] == sha256(art / "multilingual_ja.json")
    # and it is what the scorer applies to Japanese pairs
    assert AssistsvcScorer(art).ml_by_language["ja"].shift == spec["calibration"]["entailment_shift"]

    with pytest.raises(SystemExit):
        langshift.fit(art, bench, rows=100, seed=7, log=lambda m: None, only="ko")


@pytest.mark.parametrize(
    "text,lang,want",
    [
        ("東京駅は千代田区にある。", "ja", True),  # kanji and kana
        ("東京都千代田区。", "ja", True),  # kanji only, every one a Japanese kanji
        ("据维基百科，多伦多是安大略省的首府。", "ja", False),  # 维 and 伦 are simplified Chinese forms
        ("据维基百科，多伦多是安大略省的首府。", "zh", True),
        ("ホテルは駅の近くにある。", "zh", False),
        ("The hotel is near the station.", "ja", False),
        ("호텔은 역 근처에 있다.", "ko", True),
    ],
)
def test_written_in_tells_a_kanji_only_japanese_text_from_chinese(text, lang, want):
    from grounding.scorer.cjk import written_in

    assert written_in(text, lang) is want
