"""Continuing the multilingual cross-encoder from earlier weights (``python -m grounding.training --ml-init-from``):
the training command hands the weights to the trainer with the word embeddings frozen, and the export keeps
an already trimmed vocabulary as it is (so the result still has the shipped tokenizer). Real small BERT."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from .conftest import tiny_bert

torch = pytest.importorskip("torch")


def test_ml_init_from_reaches_the_trainer_with_frozen_embeddings_and_its_learning_rate(tmp_path, monkeypatch):
    import grounding.training.crossenc as crossenc
    from grounding.training.__main__ import main

    seen = {}

    def fake_train(train_dir, out, **kw):  # stands for the trainer only: what the command asks of it is the subject
        seen.update(kw, out=out)
        return out / "ce" / "final"

    monkeypatch.setattr(crossenc, "train", fake_train)
    onnx = tmp_path / "shipped.onnx"
    onnx.write_bytes(b"")
    argv = ["--train-dir", str(tmp_path), "--bench-dir", str(tmp_path), "--out", str(tmp_path / "run"), "--ml-base", str(tmp_path / "base")]
    assert main([*argv, "--stages", "ml-ce", "--ml-init-from", str(onnx), "--ml-lr", "2e-5"]) == 0
    assert seen["init_from"] == str(onnx) and seen["lr"] == 2e-5 and seen["freeze_embeddings"] is True
    assert seen["multilingual"] is True and seen["base"] == str(tmp_path / "base") and seen["out"] == (tmp_path / "run" / "ml").resolve()
    seen.clear()
    assert main([*argv.copy()[:-1], str(tmp_path / "base2"), "--stages", "ml-ce"]) == 0
    assert seen["init_from"] is None and seen["lr"] == 4e-5 and seen["freeze_embeddings"] is True


def test_the_export_keeps_an_already_trimmed_vocabulary(tmp_path, monkeypatch):
    """A model trained from a trimmed encoder (the shipped one's, 25,623 pieces) is exported with that very
    vocabulary: no second trim, and the model handed to the export computes what the trained one does."""
    import grounding.training.multilingual as ml
    from grounding.training.crossenc import build_model

    base = tiny_bert(tmp_path / "base")  # 60 pieces: well under multilingual-e5-small's 250,002
    from tokenizers import Tokenizer
    from tokenizers.models import WordLevel
    from tokenizers.pre_tokenizers import Whitespace

    tok = Tokenizer(WordLevel({f"w{i}": i for i in range(60)}, unk_token="w3"))
    tok.pre_tokenizer = Whitespace()
    tok.save(str(base / "tokenizer.json"))
    model = build_model(base)
    with torch.no_grad():
        model.head.weight.add_(1.0)
    model.eval()
    final = tmp_path / "run" / "ce" / "final"
    final.mkdir(parents=True)
    torch.save(model.state_dict(), final / "cross_encoder.pt")
    (final / "meta.json").write_text(json.dumps({"base": str(base), "max_length": 64}))

    def no_trim(*a, **k):
        raise AssertionError("the vocabulary was trimmed again")

    got = {}

    def fake_publish(m, tokenizer, held, out, work, max_len, fields, log=print):  # the export itself is tested apart
        got.update(model=m, tokenizer=Path(tokenizer), fields=fields, max_len=max_len)
        return {}

    monkeypatch.setattr(ml, "trim_vocab", no_trim, raising=False)
    monkeypatch.setattr("grounding.training.e5base.trim_vocab", no_trim)
    monkeypatch.setattr(ml, "_held_out", lambda train_dir, seed: [])
    monkeypatch.setattr(ml, "publish", fake_publish)
    ml.build(tmp_path / "run", tmp_path, tmp_path / "art", log=lambda m: None)
    assert got["fields"]["trim"]["new_vocab"] == got["fields"]["trim"]["old_vocab"] == 60
    assert got["tokenizer"].read_bytes() == (base / "tokenizer.json").read_bytes() and got["max_len"] == 64
    ids = torch.tensor([[0, 5, 9, 2, 2, 7, 11, 2]])
    am = torch.ones_like(ids)
    with torch.no_grad():
        assert torch.allclose(got["model"](ids, am, torch.zeros_like(ids)), model(ids, am, torch.zeros_like(ids)), atol=1e-6)


def _word_tokenizer(base: Path) -> None:
    from tokenizers import Tokenizer
    from tokenizers.models import WordLevel
    from tokenizers.pre_tokenizers import Whitespace
    from tokenizers.processors import TemplateProcessing

    tok = Tokenizer(WordLevel({f"w{i}": i for i in range(60)}, unk_token="w3"))
    tok.pre_tokenizer = Whitespace()
    tok.post_processor = TemplateProcessing(single="w0 $A w2", pair="w0 $A w2 w2 $B w2", special_tokens=[("w0", 0), ("w2", 2)])
    tok.save(str(base / "tokenizer.json"))


def test_the_trainer_plans_its_steps_again_after_its_first_ones_and_runs_them(tmp_path):
    """The trainer plans its steps from its speed after 40 steps and again after 400 (at the speed since: on a
    GPU the first steps ran at 0.34 s and the rest at 0.05, and a plan made on the first alone stopped three
    runs at a quarter of their epoch). A real run of a small BERT on a small labelled set, to its end."""
    import gzip
    import random

    from grounding.training.crossenc import REPLAN_AT, train

    base = tiny_bert(tmp_path / "base")
    _word_tokenizer(base)
    rng = random.Random(0)
    rows = []
    for i in range(60):
        premise = " ".join(f"w{rng.randrange(4, 60)}" for _ in range(8))
        rows.append({"premise": premise, "claim": premise.split()[2] + " " + premise.split()[5], "label": "supported"})
        rows.append({"premise": premise, "claim": f"w{rng.randrange(4, 60)} w{rng.randrange(4, 60)}", "label": "unsupported"})
    (tmp_path / "train" / "extra").mkdir(parents=True)
    with gzip.open(tmp_path / "train" / "extra" / "tiny.jsonl.gz", "wt") as fh:
        fh.writelines(json.dumps(r) + "\n" for r in rows)
    final = train(
        tmp_path / "train", tmp_path / "run", budget_minutes=30, resume=False, epochs=70, threads=1, log=lambda m: None,
        base=str(base), mix={"tiny": None}, n_snli=0, n_synth=0, max_length=32,
    )  # fmt: skip
    log = (tmp_path / "run" / "ce" / "progress.log").read_text()
    assert "s/step: planning" in log and "s/step since the plan: planning" in log
    meta = json.loads((final / "meta.json").read_text())
    steps_per_epoch = -(-json.loads((tmp_path / "run" / "ce" / "data_counts.json").read_text())["train"] // 16)
    assert meta["total_steps"] == 70 * steps_per_epoch > REPLAN_AT  # ample budget: every epoch, as planned twice
    assert meta["step"] == meta["total_steps"]
    assert (final / "cross_encoder.pt").exists()
