"""The int8 export's weight rewrite (grounding.training.export.weights_to_uint8) on a small real ONNX graph."""

from __future__ import annotations

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
