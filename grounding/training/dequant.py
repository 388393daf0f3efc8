"""Rebuild a trainable torch state dict from a shipped int8 ONNX cross-encoder.

The torch checkpoint of a training run lives under ``runs/`` (not in git) and is lost with the machine;
the shipped ``cross_encoder.int8.onnx`` is what survives. Its weights are 8-bit (per output channel for
the matrix products, per tensor for the embeddings), so dequantising them gives the shipped model's
weights to within the quantisation step: enough to continue training from it (``--init-from``) instead of
starting again from the base encoder.

The mapping relies on the names :func:`grounding.training.export.export_onnx` and ONNX Runtime's
``quantize_dynamic`` give: fp32 initialisers keep the torch parameter names; a quantised matrix product is
named after its module (``/encoder/encoder/layer.0/attention/self/query/MatMul_quant``) and stores the
transposed weight; a quantised ``Gather`` stores ``<param>_quantized`` with ``_scale`` / ``_zero_point``.
"""

from __future__ import annotations

from pathlib import Path


def _dequantize(inits: dict, stem: str):
    import numpy as np

    q = inits[stem + "_quantized"].astype(np.float32)
    scale = inits[stem + "_scale"].astype(np.float32)
    zp = inits[stem + "_zero_point"].astype(np.float32)
    return (q - zp) * scale  # per-channel scales broadcast over the last (output) axis


def _module_of(node_name: str) -> str:
    """``/encoder/encoder/layer.0/attention/self/query/MatMul_quant`` -> ``encoder.encoder.layer.0.attention.self.query``."""
    parts = [p for p in node_name.split("/") if p]
    return ".".join(parts[:-1])


def state_dict_from_onnx(onnx_path: Path | str) -> dict:
    """The torch state dict (``CrossEncoder`` names, fp32 tensors) of an exported cross-encoder."""
    import numpy as np
    import onnx
    import torch
    from onnx import numpy_helper

    graph = onnx.load(str(onnx_path)).graph
    inits = {i.name: numpy_helper.to_array(i) for i in graph.initializer}
    state: dict[str, np.ndarray] = {}
    for name, arr in inits.items():
        if "." in name and not name.startswith("onnx::") and not name.endswith(("_quantized", "_scale", "_zero_point")):
            state[name] = arr.astype(np.float32)
    for node in graph.node:
        weights = [i for i in node.input if i in inits]
        if not weights:
            continue
        w = weights[0]
        if node.op_type == "Gather" and w.endswith("_quantized"):
            state[w[: -len("_quantized")]] = _dequantize(inits, w[: -len("_quantized")])
        elif node.op_type == "MatMulInteger":
            state[_module_of(node.name) + ".weight"] = _dequantize(inits, w[: -len("_quantized")]).T
        elif node.op_type in ("MatMul", "Gemm") and w.startswith("onnx::"):
            state[_module_of(node.name) + ".weight"] = inits[w].astype(np.float32).T
    return {k: torch.from_numpy(np.ascontiguousarray(v)) for k, v in state.items()}


def load_into(model, onnx_path: Path | str) -> list[str]:
    """Load the dequantised weights into ``model`` (a :func:`grounding.training.crossenc.build_model`);
    returns the names the ONNX file did not provide (buffers and the unused pooler; anything else raises)."""
    sd = state_dict_from_onnx(onnx_path)
    own = model.state_dict()
    unknown = sorted(set(sd) - set(own))
    if unknown:
        raise ValueError(f"{onnx_path}: weights the model does not have: {unknown[:5]}")
    for k, v in sd.items():
        if tuple(own[k].shape) != tuple(v.shape):
            raise ValueError(f"{onnx_path}: {k} has shape {tuple(v.shape)}, the model {tuple(own[k].shape)}")
    params = {n for n, _ in model.named_parameters()}
    # the pooler is not in the forward pass (mean pooling), so the export has no weights for it
    missing = sorted(n for n in params - set(sd) if ".pooler." not in n)
    if missing:
        raise ValueError(f"{onnx_path}: parameters missing from the ONNX file: {missing[:5]}")
    model.load_state_dict(sd, strict=False)
    return sorted(set(own) - set(sd))
