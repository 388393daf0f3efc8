"""The Hugging Face backend (``hf:/dir``) with a tiny randomly initialised BERT classifier saved to a
temporary directory: label mapping from ``config.id2label``, shapes, batching, truncation, and a
real forward pass compared with the model's own logits."""
from __future__ import annotations

import pytest

torch = pytest.importorskip("torch")
transformers = pytest.importorskip("transformers")

from grounding.engine import CheckRequest, Fact, GroundingEngine  # noqa: E402
from grounding.engine.embedding import model_dir  # noqa: E402
from grounding.engine.models import load_model  # noqa: E402


def _save_tiny(path, id2label):
    from transformers import BertConfig, BertForSequenceClassification, BertTokenizerFast

    torch.manual_seed(0)
    tok = BertTokenizerFast(vocab_file=str(model_dir() / "vocab.txt"), do_lower_case=True)
    cfg = BertConfig(
        vocab_size=tok.vocab_size, hidden_size=32, num_hidden_layers=2, num_attention_heads=2,
        intermediate_size=64, max_position_embeddings=128, num_labels=len(id2label),
        id2label=id2label, label2id={v: k for k, v in id2label.items()},
    )
    model = BertForSequenceClassification(cfg).eval()
    model.save_pretrained(path)
    tok.save_pretrained(path)
    return model, tok


@pytest.fixture(scope="module")
def tiny_nli(tmp_path_factory):
    path = tmp_path_factory.mktemp("tiny-nli")
    model, tok = _save_tiny(path, {0: "ENTAILMENT", 1: "NEUTRAL", 2: "CONTRADICTION"})
    return path, model, tok


def test_label_mapping_and_real_inference(tiny_nli):
    path, ref_model, tok = tiny_nli
    m = load_model(f"hf:{path}")
    assert (m.entail_id, m.contra_id) == (0, 2)
    assert m is load_model(f"hf:{path}")  # loaded once per process
    pairs = [("Titanic was directed by James Cameron.", "James Cameron directed Titanic."),
             ("The sky is blue.", "The sky is green."),
             ("short", "x " * 1000)]  # longer than the model's 128 positions: truncated, no crash
    scores = m.score(pairs)
    assert len(scores) == 3
    enc = tok([p for p, _ in pairs], [h for _, h in pairs], truncation="longest_first",
              max_length=m.max_length, padding=True, return_tensors="pt")
    with torch.inference_mode():
        probs = torch.softmax(ref_model(**enc).logits, -1)
    for s, p in zip(scores, probs):
        assert s.entailment == pytest.approx(float(p[0]), abs=1e-5)
        assert s.contradiction == pytest.approx(float(p[2]), abs=1e-5)
        assert 0.0 <= s.entailment + s.contradiction <= 1.0
    # batching does not change results
    m.batch_size = 1
    assert [round(s.entailment, 5) for s in m.score(pairs)] == [round(s.entailment, 5) for s in scores]
    assert m.score([]) == []


@pytest.mark.parametrize(
    "id2label,expected",
    [
        ({0: "contradiction", 1: "entailment", 2: "neutral"}, (1, 0)),
        ({0: "LABEL_Entailment", 1: "LABEL_Neutral", 2: "LABEL_Contradiction"}, (0, 2)),
        ({0: "entailment", 1: "not_entailment"}, (0, None)),
    ],
)
def test_label_names_are_found_case_insensitively(tmp_path, id2label, expected):
    _save_tiny(tmp_path, id2label)
    m = load_model(f"hf:{tmp_path}")
    assert (m.entail_id, m.contra_id) == expected
    s = m.score([("a", "b")])[0]
    if expected[1] is None:
        assert s.contradiction == 0.0


def test_model_without_entailment_label_is_refused(tmp_path):
    _save_tiny(tmp_path, {0: "positive", 1: "negative"})
    with pytest.raises(ValueError, match="entailment"):
        load_model(f"hf:{tmp_path}")


def test_engine_runs_on_the_hf_backend(tiny_nli):
    path, _, _ = tiny_nli
    eng = GroundingEngine(load_model(f"hf:{path}"))
    resp = eng.check(CheckRequest("Titanic was directed by James Cameron. It was released in 1997.",
                                  [Fact("Titanic is a 1997 film by James Cameron.")]))
    assert len(resp.claims) == 2 and 0.0 <= resp.support_score <= 1.0
    assert resp.diagnostics["model"].startswith("hf:")
