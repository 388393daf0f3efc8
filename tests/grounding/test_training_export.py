"""The int8 export's weight rewrite (grounding.training.export.weights_to_uint8) on a small real ONNX graph."""

from __future__ import annotations

import numpy as np
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
