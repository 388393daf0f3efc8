"""Export the trained cross-encoder to ONNX, quantise it to int8, and verify it against torch."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np

VERIFY_PAIRS = [
    ("Titanic is a 1997 American epic romantic disaster movie directed by James Cameron.", "Titanic was directed by James Cameron."),
    ("The bridge opened to traffic in 1932 after six years of construction.", "The bridge opened in 1935."),
    ("Photosynthesis converts light energy into chemical energy stored in glucose.", "The museum is closed on Mondays."),
    ("She did not attend the ceremony because she was ill.", "She attended the ceremony."),
    ("The company reported revenue of 4.2 billion dollars, up 8 percent on the previous year.", "Revenue rose by 8 percent."),
]


def export_onnx(model, out_path: Path, opset: int = 17) -> Path:
    import torch

    model.eval()
    ids = torch.ones((2, 16), dtype=torch.long)
    am = torch.ones_like(ids)
    tt = torch.zeros_like(ids)
    out_path.parent.mkdir(parents=True, exist_ok=True)
    kwargs = dict(
        input_names=["input_ids", "attention_mask", "token_type_ids"],
        output_names=["logits"],
        dynamic_axes={
            "input_ids": {0: "batch", 1: "seq"},
            "attention_mask": {0: "batch", 1: "seq"},
            "token_type_ids": {0: "batch", 1: "seq"},
            "logits": {0: "batch"},
        },
        opset_version=opset,
        do_constant_folding=True,
    )
    try:
        torch.onnx.export(model, (ids, am, tt), str(out_path), dynamo=False, **kwargs)
    except TypeError:  # older torch without the dynamo flag
        torch.onnx.export(model, (ids, am, tt), str(out_path), **kwargs)
    return out_path


def weights_to_uint8(path: Path) -> int:
    """Rewrite, in place, the signed 8-bit weights (and their zero points) of every ``MatMulInteger`` of the
    ONNX model at ``path`` as unsigned ones (``q + 128``, zero point ``+ 128``): the same numbers, so the
    model computes exactly the same function. Returns how many tensors were rewritten.

    Why: ONNX Runtime multiplies uint8 activations by int8 weights with ``vpmaddubsw`` on CPUs without
    VNNI (AVX2 only, e.g. AMD EPYC before Zen 4), which saturates its 16-bit pair sums: on such a CPU the
    int8 scorer's products were off by up to 10 % (measured on the shipped weights) and its probabilities
    moved by up to 0.23, so the same request got different citations on different machines. uint8 x uint8
    takes a path without that saturation; where the CPU has VNNI the scorer turns them back into int8 when
    it loads them, for speed (:mod:`grounding.scorer.int8`)."""
    import onnx

    from grounding.scorer.int8 import set_weight_sign

    model = onnx.load(str(path))
    n = set_weight_sign(model, signed=False)
    onnx.save(model, str(path))
    return n


def quantize_int8(fp32_path: Path, int8_path: Path, keep_fp32_ffn_layers: int = 2) -> Path:
    """Dynamic int8 (per-channel weights, word embeddings included). The FFN output projections of the
    first ``keep_fp32_ffn_layers`` layers stay fp32: they carry the activation outliers that cost the most
    accuracy when quantised (measured: max probability difference 0.15 -> 0.09 for +1.8 MB each). The
    weights are then stored as uint8 (:func:`weights_to_uint8`) so that every CPU computes the same."""
    import onnx
    from onnxruntime.quantization import QuantType, quantize_dynamic

    names = [n.name for n in onnx.load(str(fp32_path)).graph.node if n.op_type in ("MatMul", "Gemm")]
    ffn_out = [n for n in names if "/output/dense/" in n and "attention" not in n]
    exclude = ffn_out[:keep_fp32_ffn_layers] + [n for n in names if n.startswith("/head/")]
    quantize_dynamic(
        str(fp32_path),
        str(int8_path),
        weight_type=QuantType.QInt8,
        op_types_to_quantize=["MatMul", "Gemm", "Gather"],
        per_channel=True,
        nodes_to_exclude=exclude,
    )
    weights_to_uint8(int8_path)
    return int8_path


def _softmax(z):
    z = z - z.max(-1, keepdims=True)
    e = np.exp(z)
    return e / e.sum(-1, keepdims=True)


def verify(model, onnx_path: Path, tokenizer_path: Path, pairs, max_length: int = 256) -> dict:
    """Max absolute difference of the three class probabilities, ONNX vs torch, on ``pairs``."""
    import onnxruntime as ort
    import torch
    from tokenizers import Tokenizer

    tok = Tokenizer.from_file(str(tokenizer_path))
    tok.enable_truncation(max_length=max_length, strategy="longest_first")
    tok.enable_padding()
    enc = tok.encode_batch(list(pairs))
    ids = np.array([e.ids for e in enc], dtype=np.int64)
    am = np.array([e.attention_mask for e in enc], dtype=np.int64)
    tt = np.array([e.type_ids for e in enc], dtype=np.int64)
    with torch.no_grad():
        pt = _softmax(model(torch.from_numpy(ids), torch.from_numpy(am), torch.from_numpy(tt)).numpy())
    so = ort.SessionOptions()
    so.intra_op_num_threads = 2
    sess = ort.InferenceSession(str(onnx_path), so, providers=["CPUExecutionProvider"])
    po = _softmax(sess.run(None, {"input_ids": ids, "attention_mask": am, "token_type_ids": tt})[0])
    diff = np.abs(pt - po)
    return {
        "pairs": len(pairs),
        "max_prob_diff": float(diff.max()),
        "mean_prob_diff": float(diff.mean()),
        "argmax_agreement": float((pt.argmax(-1) == po.argmax(-1)).mean()),
    }


def export_and_verify(final_dir: Path, artifacts: Path, verify_pairs, log=print) -> dict:
    import shutil

    from .crossenc import base_model_dir, load_trained

    model = load_trained(final_dir)
    meta = json.loads((final_dir / "meta.json").read_text())
    fp32 = final_dir / "cross_encoder.fp32.onnx"
    export_onnx(model, fp32)
    artifacts.mkdir(parents=True, exist_ok=True)
    int8 = artifacts / "cross_encoder.int8.onnx"
    quantize_int8(fp32, int8)
    shutil.copy(base_model_dir(meta.get("base")) / "tokenizer.json", artifacts / "tokenizer.json")
    tok = artifacts / "tokenizer.json"
    ml = int(meta.get("max_length", 256))
    report = {
        "fp32_vs_torch": verify(model, fp32, tok, verify_pairs, max_length=ml),
        "int8_vs_torch": verify(model, int8, tok, verify_pairs, max_length=ml),
        "fp32_mb": fp32.stat().st_size / 1e6,
        "int8_mb": int8.stat().st_size / 1e6,
        "cross_encoder": meta,
    }
    log(
        f"export: fp32 vs torch max prob diff {report['fp32_vs_torch']['max_prob_diff']:.2e}, "
        f"int8 vs torch {report['int8_vs_torch']['max_prob_diff']:.4f} "
        f"(argmax agreement {report['int8_vs_torch']['argmax_agreement']:.3f}), int8 {report['int8_mb']:.1f} MB"
    )
    return report
