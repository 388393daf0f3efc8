"""The int8 export's weight rewrite (grounding.training.export.weights_to_uint8) on a small real ONNX graph."""

from __future__ import annotations

import json

import numpy as np
import pytest
import onnx
import onnxruntime as ort
from onnx import TensorProto, helper, numpy_helper

from grounding.training.export import weights_to_uint8


def _graph(w: np.ndarray, wzp: np.ndarray):
    graph = helper.make_graph(
        [helper.make_node("MatMulInteger", ["a", "w", "azp", "wzp"], ["y"])],
        "g",
        [helper.make_tensor_value_info("a", TensorProto.UINT8, [None, w.shape[0]])],
        [helper.make_tensor_value_info("y", TensorProto.INT32, None)],
        [numpy_helper.from_array(w, "w"), numpy_helper.from_array(np.array(128, np.uint8), "azp"), numpy_helper.from_array(wzp, "wzp")],
    )
    m = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
    m.ir_version = 8
    return m


def test_int8_weights_become_uint8_with_the_same_product(tmp_path):
    rng = np.random.default_rng(1)
    w = rng.integers(-128, 128, size=(64, 16), dtype=np.int8)  # extreme weights, as per-channel int8 gives
    wzp = np.zeros(16, np.int8)
    path = tmp_path / "m.onnx"
    onnx.save(_graph(w, wzp), str(path))
    assert weights_to_uint8(path) == 2
    m = onnx.load(str(path))
    got_w = {t.name: numpy_helper.to_array(t) for t in m.graph.initializer}
    assert got_w["w"].dtype == np.uint8 and got_w["wzp"].dtype == np.uint8
    assert np.array_equal(got_w["w"].astype(np.int64) - got_w["wzp"].astype(np.int64), w.astype(np.int64))
    a = rng.integers(0, 256, size=(8, 64), dtype=np.uint8)
    y = ort.InferenceSession(str(path), providers=["CPUExecutionProvider"]).run(None, {"a": a})[0]
    assert np.array_equal(y, (a.astype(np.int64) - 128) @ w.astype(np.int64))
    assert weights_to_uint8(path) == 0  # already uint8: nothing to do


def test_the_shipped_int8_cross_encoder_dequantises_into_a_trainable_model_that_agrees_with_it(tmp_path):
    """``--init-from cross_encoder.int8.onnx``: the shipped weights, dequantised into the torch model, give the
    shipped model's probabilities to within the activations' 8-bit rounding, and a saved run folder loads back."""
    torch = pytest.importorskip("torch")
    from grounding.scorer.model import ARTIFACTS
    from grounding.training.crossenc import base_model_dir, build_model, init_weights, load_tokenizer
    from grounding.training.export import VERIFY_PAIRS, _softmax

    onnx_path = ARTIFACTS / "cross_encoder.int8.onnx"
    model = build_model(base_model_dir())
    before = model.head.weight.detach().clone()
    init_weights(model, onnx_path)
    assert not torch.equal(before, model.head.weight)  # the head is the trained one, not a fresh init
    model.eval()
    tok = load_tokenizer(base_model_dir(), 192)
    sess = ort.InferenceSession(str(onnx_path), providers=["CPUExecutionProvider"])
    for premise, hypothesis in VERIFY_PAIRS:
        e = tok.encode(premise, hypothesis)
        feeds = {"input_ids": np.array([e.ids]), "attention_mask": np.ones((1, len(e.ids)), np.int64), "token_type_ids": np.array([e.type_ids])}
        shipped = _softmax(sess.run(None, feeds)[0])[0]
        with torch.no_grad():
            ours = torch.softmax(model(*(torch.tensor(feeds[k]) for k in ("input_ids", "attention_mask", "token_type_ids"))), -1)[0].numpy()
        assert abs(shipped - ours).max() < 0.15, (premise, hypothesis, shipped, ours)
        if shipped.max() > 0.7:
            assert shipped.argmax() == ours.argmax()
    torch.save(model.state_dict(), tmp_path / "cross_encoder.pt")
    again = build_model(base_model_dir())
    init_weights(again, tmp_path)
    assert torch.equal(again.head.weight, model.head.weight)


def test_the_shipped_multilingual_cross_encoder_becomes_a_base_to_continue_training_from(tmp_path):
    """``python -m grounding.training.dequant`` + ``--ml-init-from``: the shipped multilingual cross-encoder's
    encoder written as a Hugging Face folder (its trimmed vocabulary, its layer sizes), loaded by the training
    code's model class and given the shipped head, computes what the shipped int8 file computes (to within the
    8-bit rounding of weights and activations, which moves some pairs further: a cross-lingual hotel pair by 0.41)."""
    torch = pytest.importorskip("torch")
    from grounding.scorer.model import ARTIFACTS
    from grounding.training.crossenc import build_model, init_weights, load_tokenizer
    from grounding.training.dequant import hf_folder, main, state_dict_from_onnx
    from grounding.training.export import _softmax

    spec = json.loads((ARTIFACTS / "multilingual.json").read_text())
    onnx_path, tok_path = ARTIFACTS / spec["cross_encoder"], ARTIFACTS / spec["tokenizer"]
    base = hf_folder(onnx_path, tok_path, tmp_path / "base")
    cfg = json.loads((base / "config.json").read_text())
    vocab = len(json.loads(tok_path.read_text())["model"]["vocab"])
    assert (cfg["vocab_size"], cfg["hidden_size"], cfg["num_hidden_layers"], cfg["intermediate_size"]) == (vocab, 384, 12, 1536)
    assert (base / "tokenizer.json").read_bytes() == tok_path.read_bytes()
    model = build_model(base)
    sd = state_dict_from_onnx(onnx_path)
    own = model.state_dict()
    assert all(torch.equal(own[k], v) for k, v in sd.items() if k.startswith("encoder."))  # the encoder is the shipped one
    init_weights(model, onnx_path)  # and the head
    model.eval()
    tok = load_tokenizer(base, int(spec.get("max_length", 128)))
    sess = ort.InferenceSession(str(onnx_path), providers=["CPUExecutionProvider"])
    pairs = [
        ("タイタニックは1997年に公開された映画である。", "この映画は1997年に公開された。"),
        ("タイタニックは1997年に公開された映画である。", "この映画は2005年に公開された。"),
        ("《泰坦尼克号》是一部1997年上映的电影。", "该片于1997年上映。"),
        ("駅から徒歩5分のホテルです。", "ホテルは駅の近くにある。"),
    ]
    for premise, hypothesis in pairs:
        e = tok.encode(premise, hypothesis)
        feeds = {"input_ids": np.array([e.ids]), "attention_mask": np.ones((1, len(e.ids)), np.int64), "token_type_ids": np.zeros((1, len(e.ids)), np.int64)}
        shipped = _softmax(sess.run(None, feeds)[0])[0]
        with torch.no_grad():
            ours = torch.softmax(model(*(torch.tensor(feeds[k]) for k in ("input_ids", "attention_mask", "token_type_ids"))), -1)[0].numpy()
        assert abs(shipped - ours).max() < 0.15, (premise, hypothesis, shipped, ours)
    # the command refuses a missing file by name
    with pytest.raises(SystemExit):
        main(["--onnx", str(tmp_path / "missing.onnx"), "--tokenizer", str(tok_path), "--out", str(tmp_path / "x")])
