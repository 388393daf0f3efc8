"""The Hugging Face checker backends (``hf:``, ``hf-nli:``, ``hf-binary:``, ``hf-seq2seq:``, ``hf-remote:``) with
tiny randomly initialised models of each architecture built here and saved to temporary folders (nothing
downloaded; :mod:`tests.grounding.tiny_checkers`): label mapping from ``config.id2label``, family detection,
real forward passes compared with the models' own outputs, batching, ``longest_first`` truncation, the seq2seq
token read-out, the remote-code refusal, calibration, and that torch stays optional for the default scorer."""

from __future__ import annotations

import json
import math
import subprocess
import sys
from pathlib import Path

import pytest

from grounding.engine.core import ENGINE_VERSION

torch = pytest.importorskip("torch")
transformers = pytest.importorskip("transformers")

from grounding.engine import CheckRequest, Fact, GroundingEngine, Spec  # noqa: E402
from grounding.engine import hf_backend  # noqa: E402
from grounding.engine.backends import load_model  # noqa: E402

from .tiny_checkers import save_binary, save_nli, save_remote, save_seq2seq  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]

PAIRS = [
    ("Titanic was directed by James Cameron.", "James Cameron directed Titanic."),
    ("The sky is blue.", "The sky is green."),
    ("Marie Curie won the Nobel Prize in physics.", "Curie won a Nobel Prize."),
    ("The museum was founded in Oslo.", "The museum is in Paris."),
    ("short", "x " * 1000),  # longer than every tiny model's positions: truncated, no crash
    ("word " * 600, "Titanic was released in 1997."),
]


@pytest.fixture(scope="module")
def tiny_nli(tmp_path_factory):
    path = tmp_path_factory.mktemp("tiny-nli")
    model, tok = save_nli(path, {0: "ENTAILMENT", 1: "NEUTRAL", 2: "CONTRADICTION"})
    return path, model, tok


@pytest.fixture(scope="module")
def tiny_binary(tmp_path_factory):
    path = tmp_path_factory.mktemp("tiny-binary")
    model, tok = save_binary(path)
    return path, model, tok


@pytest.fixture(scope="module")
def tiny_seq2seq(tmp_path_factory):
    path = tmp_path_factory.mktemp("tiny-seq2seq")
    model, tok = save_seq2seq(path)
    return path, model, tok


@pytest.fixture(scope="module")
def tiny_remote(tmp_path_factory):
    return save_remote(tmp_path_factory.mktemp("tiny-remote"))


def _spread_of(scores):
    return max(scores) - min(scores)


# --- three-way NLI -----------------------------------------------------------------------------------


def test_nli_label_mapping_and_real_inference(tiny_nli):
    path, ref_model, tok = tiny_nli
    m = load_model(f"hf:{path}")
    assert (m.family, m.entail_id, m.contra_id, m.contradiction_available) == ("nli", 0, 2, True)
    assert m is load_model(f"hf:{path}")  # loaded once per process
    assert m.max_length == 128 and str(m.device) == "cpu"
    scores = m.score(PAIRS)
    assert len(scores) == len(PAIRS)
    enc = tok([p for p, _ in PAIRS], [h for _, h in PAIRS], truncation="longest_first", max_length=m.max_length, padding=True, return_tensors="pt")
    with torch.inference_mode():
        probs = torch.softmax(ref_model(**enc).logits, -1)
    for s, p in zip(scores, probs):
        assert s.entailment == pytest.approx(float(p[0]), abs=1e-5)
        assert s.contradiction == pytest.approx(float(p[2]), abs=1e-5)
        assert 0.0 <= s.entailment + s.contradiction <= 1.0
    assert _spread_of([s.entailment for s in scores]) > 0.01  # the inputs matter: the check above can fail
    assert m.score([]) == []


@pytest.mark.parametrize("spec_prefix", ["hf", "hf-nli", "hf-binary", "hf-seq2seq"])
def test_batching_does_not_change_results(spec_prefix, tiny_nli, tiny_binary, tiny_seq2seq):
    path = {"hf": tiny_nli, "hf-nli": tiny_nli, "hf-binary": tiny_binary, "hf-seq2seq": tiny_seq2seq}[spec_prefix][0]
    batched = load_model(f"{spec_prefix}:{path}", batch_size=4).score(PAIRS)
    single = load_model(f"{spec_prefix}:{path}", batch_size=1).score(PAIRS)
    one_by_one = [load_model(f"{spec_prefix}:{path}").score([p])[0] for p in PAIRS]
    for a, b, c in zip(batched, single, one_by_one):
        assert a.entailment == pytest.approx(b.entailment, abs=1e-5) == pytest.approx(c.entailment, abs=1e-5)
        assert a.contradiction == pytest.approx(b.contradiction, abs=1e-5)


@pytest.mark.parametrize(
    "id2label,family,expected",
    [
        ({0: "contradiction", 1: "entailment", 2: "neutral"}, "nli", (1, 0)),
        ({0: "neutral", 1: "Contradiction", 2: "ENTAILMENT"}, "nli", (2, 1)),
        ({0: "LABEL_Entailment", 1: "LABEL_Neutral", 2: "LABEL_Contradiction"}, "nli", (0, 2)),
        ({0: "refuted", 1: "not enough info", 2: "supported"}, "nli", (2, 0)),
        ({0: "entailment", 1: "not_entailment"}, "binary", (0, None)),
        ({0: "not_entailment", 1: "entailment"}, "binary", (1, None)),
        ({0: "unsupported", 1: "supported"}, "binary", (1, None)),
    ],
)
def test_label_names_in_any_order_and_spelling(tmp_path, id2label, family, expected):
    save_nli(tmp_path, id2label)
    assert hf_backend.detect_family(tmp_path) == family
    m = load_model(f"hf:{tmp_path}")
    assert m.family == family and (m.entail_id, m.contra_id) == expected
    s = m.score([("a", "b")])[0]
    if expected[1] is None:
        assert s.contradiction == 0.0 and m.contradiction_available is False


def test_model_without_entailment_label_is_refused(tmp_path):
    save_nli(tmp_path, {0: "positive", 1: "negative"})
    with pytest.raises(ValueError, match="entailment"):
        load_model(f"hf:{tmp_path}")
    save_nli(tmp_path / "three", {0: "positive", 1: "negative", 2: "mixed"})
    with pytest.raises(ValueError, match="entailment"):
        load_model(f"hf-nli:{tmp_path / 'three'}")


def test_explicit_family_overrides_detection(tiny_nli, tiny_binary):
    with pytest.raises(ValueError, match="two labels"):
        load_model(f"hf-binary:{tiny_nli[0]}")  # a three-way model is not a binary checker
    with pytest.raises(ValueError, match="entailment"):
        load_model(f"hf-nli:{tiny_binary[0]}")  # LABEL_0/LABEL_1 name nothing for a three-way reading
    m = load_model(f"hf-nli:{tiny_nli[0]}")
    assert m.name == f"hf-nli:{tiny_nli[0].name}" and m.family == "nli"


def test_longest_first_matches_the_tokenizers_pair_truncation(tiny_nli):
    _, _, tok = tiny_nli
    premise, hypothesis = "word " * 90, "claim " * 40
    for budget in (20, 57, 100, 128):
        enc = tok(premise, hypothesis, truncation="longest_first", max_length=budget + 3, add_special_tokens=True)
        a_ids = enc["token_type_ids"].count(0) - 2  # [CLS] premise [SEP]
        b_ids = enc["token_type_ids"].count(1) - 1  # hypothesis [SEP]
        a = len(tok(premise, add_special_tokens=False)["input_ids"])
        b = len(tok(hypothesis, add_special_tokens=False)["input_ids"])
        assert hf_backend.longest_first(a, b, budget) == (a_ids, b_ids)


# --- binary fact-checker (MiniCheck-RoBERTa style) ---------------------------------------------------


def test_binary_reads_the_supported_probability_of_minichecks_input(tiny_binary):
    path, ref_model, tok = tiny_binary
    assert hf_backend.detect_family(path) == "binary"
    m = load_model(f"hf:{path}")
    assert (m.family, m.entail_id, m.contradiction_available, m.input_format) == ("binary", 1, False, "joined")
    pairs = PAIRS[:4]  # short pairs: no truncation, so the reference is MiniCheck's own recipe
    scores = m.score(pairs)
    enc = tok([p + tok.eos_token + h for p, h in pairs], padding=True, return_tensors="pt")
    with torch.inference_mode():
        probs = torch.softmax(ref_model(**enc).logits, -1)[:, 1]
    for s, p in zip(scores, probs):
        assert s.entailment == pytest.approx(float(p), abs=1e-5) and s.contradiction == 0.0
    assert _spread_of([s.entailment for s in scores]) > 0.01


def test_joined_input_is_truncated_longest_first(tiny_binary, tiny_seq2seq):
    for path in (tiny_binary[0], tiny_seq2seq[0]):
        m = load_model(f"hf:{path}")
        tok = m.tokenizer
        template = hf_backend.SEQ2SEQ_TEMPLATE if m.family == "seq2seq" else hf_backend.JOINED_TEMPLATE
        eos = tok.eos_token
        premise, claim = "The museum was founded in Oslo. " * 40, "Titanic was released in 1997."
        (text,) = m.build_texts([(premise, claim)], template)
        assert len(tok(text)["input_ids"]) <= m.max_length
        kept = text[len(template.split("{premise}")[0]) :].split(eos)[0]
        assert text.endswith(eos + claim) and premise.startswith(kept) and len(kept) > 10  # the claim survives
        # both long: each side keeps about half the budget
        (text,) = m.build_texts([(premise, claim * 30)], template)
        assert len(tok(text)["input_ids"]) <= m.max_length
        p_kept, c_kept = text[len(template.split("{premise}")[0]) :].split(eos)
        n_p, n_c = len(m._count(p_kept)), len(m._count(c_kept))
        assert abs(n_p - n_c) <= 2 and (claim * 30).startswith(c_kept)
        # the score of a truncated pair is the score of what was kept
        long_score = m.score([(premise, claim)])[0].entailment
        kept_score = m.score([(text_p := premise[: len(kept)], claim)])[0].entailment
        assert len(text_p) < len(premise) and long_score == pytest.approx(kept_score, abs=1e-5)


def test_binary_checker_reports_no_contradiction(tiny_binary):
    eng = GroundingEngine(load_model(f"hf-binary:{tiny_binary[0]}"))
    resp = eng.check(
        CheckRequest(
            "Titanic was directed by James Cameron. It was released in 1997.",
            [Fact("Titanic is a 1997 film by James Cameron.")],
            Spec(enable_anti_citations=True, anti_citation_threshold=0.0),
        )
    )
    assert resp.diagnostics["contradiction_available"] is False and resp.diagnostics["model_family"] == "binary"
    assert all(c.anti_citation_indices == [] for c in resp.claims)  # even at threshold 0: contradiction is 0
    assert resp.contradiction_score == 0.0
    assert eng.version == f"engine-{ENGINE_VERSION}+hf-binary:{tiny_binary[0].name}-{eng.model.version}"


# --- seq2seq checker (MiniCheck-Flan-T5 style) -----------------------------------------------------


def test_seq2seq_reads_the_first_decoder_step(tiny_seq2seq):
    path, ref_model, tok = tiny_seq2seq
    assert hf_backend.detect_family(path) == "seq2seq"
    m = load_model(f"hf:{path}")
    assert m.family == "seq2seq" and m.contradiction_available is False
    # the first tokens of "0" and "1": for T5's vocabulary "▁" (3) and "▁1" (209), the ids MiniCheck reads
    no_id, yes_id = m.label_token_ids
    assert tok.convert_ids_to_tokens([no_id, yes_id]) == ["▁", "▁1"]
    pairs = PAIRS[:4]
    scores = m.score(pairs)
    texts = [f"predict: {p}{tok.eos_token}{h}" for p, h in pairs]
    enc = tok(texts, padding=True, return_tensors="pt")
    with torch.inference_mode():
        logits = ref_model(**enc, decoder_input_ids=torch.zeros((len(pairs), 1), dtype=torch.long)).logits
    expected = torch.softmax(logits[:, 0, [no_id, yes_id]], -1)[:, 1]
    for s, p in zip(scores, expected):
        assert s.entailment == pytest.approx(float(p), abs=1e-5) and s.contradiction == 0.0
    assert _spread_of([s.entailment for s in scores]) > 1e-3
    # a generated answer agrees with the read-out: the more likely of the two label tokens
    with torch.inference_mode():
        full = ref_model(**enc, decoder_input_ids=torch.zeros((len(pairs), 1), dtype=torch.long)).logits[:, 0]
    for s, row in zip(scores, full):
        assert (s.entailment > 0.5) == bool(row[yes_id] > row[no_id])


# --- models that bring their own code (HHEM style) --------------------------------------------------


def test_remote_code_is_refused_unless_allowed(tiny_remote, settings, monkeypatch):
    settings.GROUNDING_ALLOW_REMOTE_CODE = False
    monkeypatch.setenv("GROUNDING_ALLOW_REMOTE_CODE", "true")  # Django's setting decides, not a stray variable
    assert hf_backend.detect_family(tiny_remote) == "remote"
    loaded_code = {name for name in sys.modules if "modeling_tiny" in name}
    for spec in (f"hf:{tiny_remote}", f"hf-remote:{tiny_remote}"):
        with pytest.raises(hf_backend.RemoteCodeRefused, match="GROUNDING_ALLOW_REMOTE_CODE"):
            load_model(spec)
    from grounding.engine.backends import _CACHE

    assert not any(str(tiny_remote) in k[0] for k in _CACHE)
    assert {name for name in sys.modules if "modeling_tiny" in name} == loaded_code  # the folder's code never ran


def test_remote_code_runs_only_after_the_opt_in(tiny_remote, settings):
    settings.GROUNDING_ALLOW_REMOTE_CODE = True
    m = load_model(f"hf-remote:{tiny_remote}")
    assert m.family == "remote" and m.uses_predict and m.contradiction_available is False
    scale = 4.0
    for (p, h), s in zip(PAIRS[:4], m.score(PAIRS[:4])):
        pw, hw = (set(__import__("re").findall(r"[a-z0-9]+", t.lower())) for t in (p, h))
        cover = len(pw & hw) / max(1, len(hw))
        assert s.entailment == pytest.approx(1 / (1 + math.exp(-(scale * cover - scale / 2))), abs=1e-6)


# --- calibration ------------------------------------------------------------------------------------


def _rows():
    """Labelled rows written here (no benchmark data), without numbers so the numeric guard stays out."""
    facts = [
        "Titanic was directed by James Cameron and stars Kate Winslet.",
        "The Eiffel Tower is in Paris, France.",
        "Marie Curie won the Nobel Prize in physics and in chemistry.",
        "The museum was founded by the city council of Oslo.",
    ]
    claims = [
        ("James Cameron directed Titanic.", 0, "supported"),
        ("Kate Winslet stars in Titanic.", 0, "supported"),
        ("The Eiffel Tower is in Paris.", 1, "supported"),
        ("Curie won the Nobel Prize in chemistry.", 2, "supported"),
        ("The city council of Oslo founded the museum.", 3, "supported"),
        ("Steven Spielberg directed Titanic.", 0, "unsupported"),
        ("The Eiffel Tower is in Rome.", 1, "unsupported"),
        ("Curie won an Oscar.", 2, "unsupported"),
        ("The museum was closed by the king.", 3, "unsupported"),
        ("Leonardo DiCaprio directed Titanic.", 0, "unsupported"),
        ("The tower is in Berlin.", 1, "unsupported"),
        ("Kate Winslet directed the Eiffel Tower.", 1, "unsupported"),
    ]
    return [{"id": f"r{i}", "facts": [facts[k]], "answer": c, "label": y} for i, (c, k, y) in enumerate(claims)]


def test_calibrate_writes_the_offset_and_loading_applies_it(tmp_path, capsys):
    from grounding.evaluate import best_threshold, collect_min_claims, main

    model_dir = tmp_path / "checker"
    save_binary(model_dir, seed=8)
    data = tmp_path / "rows.jsonl"
    data.write_text("".join(json.dumps(r) + "\n" for r in _rows()))
    spec = f"hf-binary:{model_dir}"
    raw = load_model(spec, calibration=False)
    raw_scores, labels = collect_min_claims(data, GroundingEngine(raw))
    assert main([str(data), "--model", spec, "--calibrate"]) == 0
    cal = json.loads((model_dir / hf_backend.CALIBRATION_FILE).read_text())
    t = min(max(best_threshold(raw_scores, labels), 0.02), 0.98)
    assert cal["threshold"] == pytest.approx(t, abs=1e-6) and cal["model_version"] == raw.raw_version
    assert cal["offset"] == pytest.approx(math.log(0.6 / 0.4) - math.log(t / (1 - t)), abs=1e-5)
    assert "wrote" in capsys.readouterr().out
    # a fresh load (another process would do the same) applies it: t becomes 0.6
    m = hf_backend.load_checker(str(model_dir), "binary")
    assert m.version == f"{raw.raw_version}+cal{cal['offset']:+.3f}" and m.offset == cal["offset"]
    for r, c in zip(raw.score(PAIRS[:4]), m.score(PAIRS[:4])):
        assert c.entailment == pytest.approx(1 / (1 + math.exp(-(math.log(r.entailment / (1 - r.entailment)) + cal["offset"]))), abs=1e-6)
    # the service's decision at 0.6 with the calibrated model = the raw model's at the fitted threshold
    eng = GroundingEngine(m)
    decisions = []
    for row, raw_min in zip(_rows(), raw_scores):
        resp = eng.check(CheckRequest(row["answer"], [Fact(f) for f in row["facts"]]))
        decisions.append(all(c.citation_indices for c in resp.claims if c.grounding_check_required))
        assert decisions[-1] == (raw_min >= cal["threshold"])
    assert 0 < sum(decisions) < len(decisions)  # the fitted threshold splits these rows (not a trivial cut)
    assert sum(decisions) != sum(x >= 0.6 for x in raw_scores)  # and calibrating changed the decisions
    # new weights make the calibration stale: not applied
    save_binary(model_dir, seed=9)
    assert hf_backend.load_checker(str(model_dir), "binary").offset == 0.0


def test_calibrate_refuses_specs_without_a_model_folder(tmp_path):
    from grounding.evaluate import main

    data = tmp_path / "rows.jsonl"
    data.write_text("".join(json.dumps(r) + "\n" for r in _rows()))
    with pytest.raises(SystemExit, match="hf"):
        main([str(data), "--model", "lexical", "--calibrate"])


# --- the benchmark command on a tiny checker, and torch staying optional ------------------------------


def test_benchmark_runs_on_a_tiny_checker(tiny_seq2seq, tmp_path):
    out = tmp_path / "bench.json"
    proc = subprocess.run(
        [sys.executable, "-m", "grounding.benchmark", "--model", f"hf-seq2seq:{tiny_seq2seq[0]}", "--repeats", "3", "--skip-largest", "--json", str(out)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    res = json.loads(out.read_text())
    assert res["model_family"] == "seq2seq" and res["device"] == "cpu" and res["model_params_mb"] > 0
    assert res["model"].startswith(f"hf-seq2seq:{tiny_seq2seq[0].name} ")


def test_default_scorer_needs_no_torch(tiny_nli):
    code = (
        "import sys\n"
        "sys.modules['torch'] = None\n"  # any 'import torch' now fails
        "from grounding.engine import get_engine, CheckRequest, Fact\n"
        "from grounding.engine import hf_backend\n"
        f"assert hf_backend.detect_family({str(tiny_nli[0])!r}) == 'nli'\n"
        "r = get_engine().check(CheckRequest('Titanic was directed by James Cameron.', [Fact('James Cameron directed Titanic.')]))\n"
        "assert r.claims and 'torch' not in [k for k, v in sys.modules.items() if v is not None]\n"
        "try:\n"
        f"    get_engine('hf:{tiny_nli[0]}')\n"
        "except ImportError as e:\n"
        "    print('hf needs torch:', e)\n"
        "print('ok', get_engine().version)\n"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=300, env={**__import__("os").environ, "GROUNDING_MODEL": ""}
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "hf needs torch" in proc.stdout and "ok engine-" in proc.stdout


def test_benchmark_reports_pair_threads_and_saturated_throughput(tmp_path):
    out = tmp_path / "bench.json"
    proc = subprocess.run(
        [sys.executable, "-m", "grounding.benchmark", "--repeats", "2", "--skip-largest", "--saturate", "1", "--json", str(out)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
        env={**__import__("os").environ, "GROUNDING_MODEL": "assistsvc", "GROUNDING_PAIR_THREADS": "3"},
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    res = json.loads(out.read_text())
    assert res["pair_threads"] == 3 and "pairs of a request run 3 at a time" in proc.stdout
    sat = res["saturated"]
    assert sat["processes"] == res["cpus"] and sat["seconds"] == 1 and sat["requests_per_s"] > 0
    assert f"saturated: {sat['processes']} processes" in proc.stdout
