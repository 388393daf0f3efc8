"""Real inference of the shipped grounding scorer (grounding/scorer/artifacts), no Django, no database.

The examples are written for these tests (invented places and people), not taken from any benchmark.
"""

from __future__ import annotations

import dataclasses
import json
import math
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from grounding.engine import config as engine_config
from grounding.engine.backends import EntailmentModel, PairScore, load_model
from grounding.scorer import load_default
from grounding.scorer.model import ARTIFACTS, sha256

LIGHTHOUSE = (
    "The Harrow Point lighthouse was completed in 1874 and stands 38 metres tall. "
    "It was designed by the engineer Margaret Ellison and has been automated since 1961. "
    "Visitors can climb its 112 steps between April and October."
)
ENTAILED = "The Harrow Point lighthouse was designed by Margaret Ellison."
WRONG_YEAR = "The Harrow Point lighthouse was completed in 1902."
UNRELATED = "Sourdough bread is leavened with a culture of wild yeast and lactic acid bacteria."

#: the shipped cross-encoders' ONNX and tokenizer files
MODEL_FILES = {
    "english": ("cross_encoder.int8.onnx", "tokenizer.json"),
    "multilingual": ("cross_encoder_multilingual.int8.onnx", "tokenizer_multilingual.json"),
    # Japanese pairs' own (manifest multilingual_by_language; the shared model's vocabulary)
    "japanese": ("cross_encoder_multilingual_ja.int8.onnx", "tokenizer_multilingual.json"),
}

MARKET = "The Corvale fish market opens at five in the morning every day except Sunday. Most of its stalls sell catch from the boats of the nearby harbour."
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
    ml = json.loads((ARTIFACTS / manifest["multilingual"]).read_text()) if manifest.get("multilingual") else None
    # the English scorer's version, plus the multilingual cross-encoders' when they are shipped
    own = {lang: json.loads((ARTIFACTS / name).read_text())["version"] for lang, name in sorted((manifest.get("multilingual_by_language") or {}).items())}
    expected = manifest["version"] + (f"+ml-{ml['version']}" if ml else "") + "".join(f"+ml-{lang}-{v}" for lang, v in own.items())
    assert scorer.version == expected


def test_shipped_artefacts_match_their_manifest_and_fit_in_git():
    manifest = json.loads((ARTIFACTS / "manifest.json").read_text())
    total = 0
    for name, digest in manifest["sha256"].items():
        assert sha256(ARTIFACTS / name) == digest, name
        total += (ARTIFACTS / name).stat().st_size
    # the English, the shared multilingual and the Japanese cross-encoders with their tokenizers: at most 92 MB in
    # git (60 MB until the Japanese model, 32 MB, came in the eighteenth session: docs/model_card.md, engine 1.16)
    assert total <= 92 * 1024 * 1024


@pytest.mark.parametrize("onnx_file", [f for f, _ in MODEL_FILES.values()])
def test_shipped_int8_matmuls_are_exact_on_this_cpu(onnx_file):
    """Every quantised matrix product of the shipped cross-encoders, run by ONNX Runtime on this machine's
    CPU in the weight form the scorer chooses here, equals the exact integer product. Signed int8 weights
    broke this on CPUs without VNNI (AVX2 only: 16-bit saturation in ONNX Runtime's u8 x s8 kernel,
    products off by up to 10 %), so that the same request was grounded differently on different machines;
    the weights are stored as uint8 (grounding.training.export.weights_to_uint8) and made signed at load
    only where that is exact (grounding.scorer.int8)."""
    import numpy as np
    import onnx
    import onnxruntime as ort
    from onnx import TensorProto, helper, numpy_helper

    from grounding.scorer import int8

    signed = int8.choose("auto") == "int8"
    model = onnx.load(str(ARTIFACTS / onnx_file))
    inits = {t.name: t for t in model.graph.initializer}
    nodes = [n for n in model.graph.node if n.op_type == "MatMulInteger"]
    assert nodes
    rng = np.random.default_rng(0)
    for node in nodes[:: max(1, len(nodes) // 6)]:  # a few layers of each model, first included
        w, wzp = (numpy_helper.to_array(inits[node.input[i]]) for i in (1, 3))
        assert w.dtype == np.uint8 and wzp.dtype == np.uint8, node.name  # stored unsigned
        exact_w = w.astype(np.int64) - wzp.astype(np.int64)
        if signed:
            w, wzp = (w.astype(np.int16) - 128).astype(np.int8), (wzp.astype(np.int16) - 128).astype(np.int8)
        a = rng.integers(0, 256, size=(32, w.shape[0]), dtype=np.uint8)  # activations over the full range
        graph = helper.make_graph(
            [helper.make_node("MatMulInteger", ["a", "w", "azp", "wzp"], ["y"])],
            "one_matmul",
            [helper.make_tensor_value_info("a", TensorProto.UINT8, a.shape)],
            [helper.make_tensor_value_info("y", TensorProto.INT32, None)],
            [numpy_helper.from_array(w, "w"), numpy_helper.from_array(np.array(128, np.uint8), "azp"), numpy_helper.from_array(wzp, "wzp")],
        )
        m = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
        m.ir_version = 8
        got = ort.InferenceSession(m.SerializeToString(), providers=["CPUExecutionProvider"]).run(None, {"a": a})[0]
        exact = (a.astype(np.int64) - 128) @ exact_w
        assert np.array_equal(got, exact), (node.name, "int8" if signed else "uint8", int(np.abs(got - exact).max()))


@pytest.mark.parametrize("which", list(MODEL_FILES))
def test_both_weight_forms_give_the_same_probabilities_where_signed_is_chosen(which):
    """On a CPU where the scorer takes signed weights (for speed), the model computes exactly what the
    stored unsigned form computes: the same probabilities, bit for bit. Elsewhere it keeps the stored form."""
    import dataclasses

    import numpy as np

    from grounding.engine import config as engine_config
    from grounding.scorer import int8
    from grounding.scorer.model import CrossEncoderONNX

    if not int8.signed_is_exact():
        assert int8.choose("auto") == "uint8"
        return
    assert int8.choose("auto") == "int8"
    onnx_file, tok = MODEL_FILES[which]
    pairs = [
        (LIGHTHOUSE, ENTAILED),
        (LIGHTHOUSE, WRONG_YEAR),
        (MARKET, MARKET_NEGATED),
        ("タイタニックは1997年に公開された映画である。", "タイタニックは1997年に公開された。"),
    ]
    forms = {}
    before = engine_config.current()
    for form in ("uint8", "int8"):
        engine_config.configure(**{**dataclasses.asdict(before), "int8_weights": form})
        try:
            ce = CrossEncoderONNX(ARTIFACTS / onnx_file, ARTIFACTS / tok, max_length=128)
        finally:
            engine_config.configure(**dataclasses.asdict(before))
        assert ce.weights == form
        forms[form] = ce.probs(pairs)
    assert np.array_equal(forms["uint8"], forms["int8"])


@pytest.mark.parametrize("which", list(MODEL_FILES))
def test_pairs_run_side_by_side_give_the_results_they_give_one_after_another(which):
    """GROUNDING_PAIR_THREADS runs a request's pairs on several threads of one ONNX Runtime session: each
    pair's probabilities must be bit-for-bit those of the pairs run one after another, in the caller's order."""
    from grounding.scorer.model import CrossEncoderONNX

    onnx_file, tok = MODEL_FILES[which]
    pairs = [
        (LIGHTHOUSE, ENTAILED),
        (MARKET, MARKET_ENTAILED),
        (LIGHTHOUSE, WRONG_YEAR),
        (MARKET, MARKET_NEGATED),
        ("タイタニックは1997年に公開された映画である。", "タイタニックは1997年に公開された。"),
        ("《泰坦尼克号》由詹姆斯·卡梅隆执导。", "该片由史蒂文·斯皮尔伯格执导。"),
        (LIGHTHOUSE, UNRELATED),
    ] * 3
    serial = CrossEncoderONNX(ARTIFACTS / onnx_file, ARTIFACTS / tok, max_length=128, pair_threads=1)
    side_by_side = CrossEncoderONNX(ARTIFACTS / onnx_file, ARTIFACTS / tok, max_length=128, pair_threads=3)
    assert (serial.pair_threads, side_by_side.pair_threads) == (1, 3)
    one_after_another = serial.probs(pairs)
    for _ in range(3):
        assert np.array_equal(side_by_side.probs(pairs), one_after_another)
    # each pair keeps its own row: the pairs differ, and repeats of a pair are equal
    assert not np.array_equal(one_after_another[0], one_after_another[2])
    assert np.array_equal(one_after_another[:7], one_after_another[7:14])
    assert side_by_side.probs([]).shape == (0, 3) and side_by_side.probs(pairs[:1]).shape == (1, 3)


def test_pair_threads_follow_the_setting_and_default_to_the_usable_cores():
    from grounding.scorer.model import MAX_AUTO_PAIR_THREADS, default_pair_threads

    before = engine_config.current()
    try:
        engine_config.configure(**{**dataclasses.asdict(before), "pair_threads": 3})
        assert default_pair_threads() == 3
        engine_config.configure(**{**dataclasses.asdict(before), "pair_threads": 0})
        assert default_pair_threads() == max(1, min(len(os.sched_getaffinity(0)), MAX_AUTO_PAIR_THREADS))
    finally:
        engine_config.configure(**dataclasses.asdict(before))


def test_int8_weights_setting_is_checked():
    from grounding.scorer import int8

    assert int8.choose("uint8") == "uint8" and int8.choose("INT8") == "int8"
    with pytest.raises(ValueError, match="GROUNDING_INT8_WEIGHTS"):
        int8.choose("fast")


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
    # (its contradiction probability stays modest: contradiction is fitted on real refutations, where
    # the cross-encoder's negation cue carries little signal -- see docs/model_card.md)


WRONG_ENGINEER = "The Harrow Point lighthouse was designed by the engineer Thomas Brandt."
WRONG_STEPS = "Visitors can climb the 140 steps of the Harrow Point lighthouse."
RIGHT_STEPS = "Visitors can climb the 112 steps of the Harrow Point lighthouse."


def test_slot_features_see_another_value_in_the_claims_slot():
    from grounding.scorer.features import slot_features

    # align_cov, sub_ent, sub_num, neg_aligned, ant_aligned
    assert slot_features(LIGHTHOUSE, WRONG_ENGINEER)[1] >= 0.6  # Ellison is the engineer, not Brandt
    assert slot_features(LIGHTHOUSE, WRONG_STEPS)[2] >= 0.6  # 112 steps, not 140
    assert slot_features(LIGHTHOUSE, WRONG_YEAR)[2] >= 0.6  # completed in 1874, not 1902
    for claim in (ENTAILED, RIGHT_STEPS, UNRELATED):
        assert slot_features(LIGHTHOUSE, claim)[1:3] == (0.0, 0.0), claim
    # a name the premise never mentions, with no other name in that slot, is missing, not substituted
    assert slot_features(MARKET, "The Corvale fish market was opened by Mayor Ines Darrow.")[1] == 0.0


def test_substituted_name_or_number_is_not_grounded(scorer):
    wrong_name, wrong_steps, right_steps = scorer.score([(LIGHTHOUSE, WRONG_ENGINEER), (LIGHTHOUSE, WRONG_STEPS), (LIGHTHOUSE, RIGHT_STEPS)])
    assert right_steps.entailment >= 0.6
    assert wrong_name.entailment < 0.6
    assert wrong_steps.entailment < 0.6


def test_a_pair_is_never_both_cited_and_anti_cited(scorer):
    pairs = [(LIGHTHOUSE, c) for c in (ENTAILED, WRONG_YEAR, UNRELATED, WRONG_ENGINEER, WRONG_STEPS, RIGHT_STEPS)]
    pairs += [(MARKET, MARKET_ENTAILED), (MARKET, MARKET_NEGATED)]
    for (p, h), s in zip(pairs, scorer.score(pairs)):
        assert not (s.entailment >= 0.6 and s.contradiction >= 0.8), h
        assert s.entailment + s.contradiction <= 1.0 + 1e-9


def test_contradiction_calibration_puts_the_cv_operating_point_on_the_default_anti_threshold():
    for name in ("combiner.json", "combiner_accurate.json"):
        comb = json.loads((ARTIFACTS / name).read_text())
        cal = comb["contradiction_calibration"]
        assert cal["a"] > 0  # monotone
        p = 1 / (1 + math.exp(-(cal["a"] * cal["operating_logit"] + cal["b"])))
        assert p == pytest.approx(0.8, abs=1e-6)
        rule = comb.get("slot_rule") or {}
        if rule.get("min_sub") is not None:
            assert rule["probability"] >= 0.8  # the slot rule, when it fires, anti-cites at the default


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
    long_premise = (LIGHTHOUSE + " ") * 400  # about 80,000 characters
    long_claim = ("The lighthouse keeper wrote a very long letter about the weather. " * 300).strip()
    out = scorer.score([(long_premise, long_claim), (long_premise, ENTAILED), (LIGHTHOUSE, long_claim)])
    assert len(out) == 3
    assert all(math.isfinite(s.entailment) and math.isfinite(s.contradiction) for s in out)


def test_batch_equals_one_by_one(scorer):
    pairs = [(LIGHTHOUSE, ENTAILED), (MARKET, MARKET_NEGATED), (LIGHTHOUSE, UNRELATED), (MARKET + " " + LIGHTHOUSE, WRONG_YEAR), (MARKET, MARKET_ENTAILED)]
    batch = scorer.score(pairs)
    for pair, b in zip(pairs, batch):
        (one,) = scorer.score([pair])
        assert one.entailment == pytest.approx(b.entailment, abs=1e-6)
        assert one.contradiction == pytest.approx(b.contradiction, abs=1e-6)


def test_empty_batch(scorer):
    assert scorer.score([]) == []


def test_serving_does_not_import_torch():
    code = (
        "import sys\n"
        "from grounding.engine.backends import load_model\n"
        f"s = load_model('assistsvc').score([({LIGHTHOUSE!r}, {ENTAILED!r})])\n"
        "assert 'torch' not in sys.modules, 'torch was imported'\n"
        "print(s[0].entailment)\n"
    )
    root = Path(__file__).resolve().parents[2]
    res = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True, timeout=120)
    assert res.returncode == 0, res.stderr
    assert 0.0 <= float(res.stdout.strip().splitlines()[-1]) <= 1.0


def test_accurate_variant_loads_and_orders(scorer):
    acc = load_model("assistsvc:accurate")
    assert acc is not scorer and acc is load_model("assistsvc:accurate")
    ent, unrel = acc.score([(LIGHTHOUSE, ENTAILED), (LIGHTHOUSE, UNRELATED)])
    assert ent.entailment > unrel.entailment


AWARDS = "Titanic is a 1997 American epic romantic disaster movie. The movie won 11 Academy Awards."


@pytest.mark.parametrize(
    "premise,claim,conflict",
    [
        (AWARDS, "Titanic won only one Academy Award.", True),
        (AWARDS, "Titanic won just one Academy Award.", True),
        (AWARDS, "Titanic won a single Academy Award.", True),
        (AWARDS, "Titanic won one Academy Award.", True),
        (AWARDS, "Titanic won an Academy Award.", False),  # "an" is no count
        (AWARDS, "Titanic won 11 Academy Awards.", False),
        (AWARDS, "It is one of the best movies.", False),
        (AWARDS, "Titanic won one Oscar.", False),  # the premise counts no Oscars by that word
        ("Three students passed and one student failed.", "One student failed.", False),  # it counts one too
        ("The team scored 3 goals.", "The team scored only one goal.", True),
    ],
)
def test_one_of_a_thing_the_premise_counts_more_of(premise, claim, conflict):
    """A lone "one" is no number the numeric guard reads, and the cross-encoder grounded "Titanic won only one Academy
    Award." against "won 11 Academy Awards" (0.97) until engine 1.26."""
    from grounding.scorer.english import english_one_conflict

    assert english_one_conflict(premise, claim) is conflict


def test_only_one_of_what_the_premise_counts_more_of_is_not_grounded(scorer):
    one, eleven = scorer.score([(AWARDS, "Titanic won only one Academy Award."), (AWARDS, "Titanic won 11 Academy Awards.")])
    assert one.entailment < 0.6 <= eleven.entailment


@pytest.mark.parametrize(
    "premise,claim,conflict",
    [
        (AWARDS, "Titanic won no Academy Awards.", True),
        (AWARDS, "Titanic did not win any Academy Awards.", True),
        (AWARDS, "Titanic was never released.", True),
        (AWARDS, "Titanic won 11 Academy Awards.", False),
        (AWARDS, "It won No. 1 at the box office.", False),  # No. before a number is an abbreviation
        ("The museum opens every day except Monday.", "The museum is not open on Mondays.", False),  # except negates
        ("The company failed to meet its target.", "The company did not meet its target.", False),
        ("Smoking is not allowed.", "You cannot smoke here.", False),
        (AWARDS, "Titanic is not only a romance but also a disaster movie.", False),  # not only denies nothing
    ],
)
def test_an_english_claim_that_negates_against_a_premise_that_negates_nothing(premise, claim, conflict):
    from grounding.scorer.english import english_negation_conflict

    assert english_negation_conflict(premise, claim) is conflict


def test_a_negated_claim_against_a_premise_that_negates_nothing_is_not_grounded(scorer):
    """The English cross-encoder grounded these at 0.96-0.97 until engine 1.26 capped them at NEGATION_CAP, as the
    Japanese and Chinese rules do."""
    no, didnt, true = scorer.score(
        [(AWARDS, "Titanic won no Academy Awards."), (AWARDS, "Titanic did not win any Academy Awards."), (AWARDS, "Titanic won 11 Academy Awards.")]
    )
    assert no.entailment < 0.6 and didnt.entailment < 0.6 <= true.entailment


@pytest.mark.parametrize(
    "claim,read",
    [
        ("Titanic won more than ten Academy Awards.", "Titanic won 11 Academy Awards."),
        ("Titanic won at least 10 Academy Awards.", "Titanic won 11 Academy Awards."),
        ("Titanic won nearly 12 Academy Awards.", "Titanic won 11 Academy Awards."),
        ("Titanic won over 12 Academy Awards.", "Titanic won over 12 Academy Awards."),  # a bound the count does not meet
        ("Titanic won fewer than five Academy Awards.", "Titanic won fewer than five Academy Awards."),
        ("Titanic won about 11 Academy Awards.", "Titanic won about 11 Academy Awards."),  # the count itself: as written
        ("The sinking killed over 1,000 people.", "The sinking killed 1,500 people."),
        ("It was released in at least three countries.", "It was released in at least three countries."),  # nothing counted
    ],
)
def test_a_bound_the_premise_count_meets_is_read_as_that_count(claim, read):
    from grounding.scorer.english import english_bounds_as_premise

    premise = "Titanic is a 1997 American movie. The movie won 11 Academy Awards. The sinking killed 1,500 people."
    assert english_bounds_as_premise(premise, claim) == read


def test_a_bound_the_premise_count_meets_is_grounded(scorer):
    """The slot features saw 10 in the place of 11 and vetoed "won more than ten Academy Awards" (0.0) until engine 1.26."""
    (more,) = scorer.score([(AWARDS, "Titanic won more than ten Academy Awards.")])
    assert more.entailment >= 0.6
