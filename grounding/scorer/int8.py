"""How the int8 cross-encoders' weights are handed to ONNX Runtime: exact on every CPU, fast where it can be.

The shipped ONNX files store every ``MatMulInteger`` weight (and its zero point) as **uint8**: ONNX
Runtime then multiplies uint8 activations by uint8 weights, which is exact on every CPU. Signed int8
weights take ONNX Runtime's u8 x s8 kernels instead, which are about twice as fast but exact only where
the CPU has int8 dot-product instructions (VNNI, AMX): without them (AVX2 only, e.g. AMD EPYC before
Zen 4, Intel before Cascade Lake) the kernel's ``vpmaddubsw`` saturates its 16-bit pair sums and the
products were off by up to 10 % on the shipped weights (probabilities by up to 0.23).

So the weights are stored unsigned and, on a CPU with VNNI or AMX, rewritten as signed int8 when the
session is created (``q - 128``, zero point ``- 128``: the same numbers, so the same function).
``GROUNDING_INT8_WEIGHTS`` overrides the choice: ``auto`` (default), ``uint8`` or ``int8``.
``tests/grounding/test_scorer.py`` checks on the CPU that runs it that the chosen form multiplies the
shipped layers exactly and that both forms give the same probabilities.
"""

from __future__ import annotations

import platform
from pathlib import Path

import numpy as np

#: CPU flags (Linux /proc/cpuinfo) of int8 dot products that ONNX Runtime's u8 x s8 kernels use without
#: 16-bit intermediate sums
EXACT_U8S8_FLAGS = frozenset({"avx512_vnni", "avx_vnni", "amx_int8"})
MODES = ("auto", "uint8", "int8")


def cpu_flags() -> frozenset[str]:
    try:
        with open("/proc/cpuinfo", encoding="ascii", errors="replace") as fh:
            for line in fh:
                if line.startswith("flags"):
                    return frozenset(line.split(":", 1)[1].split())
    except OSError:
        pass
    return frozenset()


def signed_is_exact() -> bool:
    """Whether this CPU multiplies uint8 activations by int8 weights exactly in ONNX Runtime (x86 with
    VNNI or AMX; other CPUs are not assumed to)."""
    return platform.machine().lower() in ("x86_64", "amd64") and bool(cpu_flags() & EXACT_U8S8_FLAGS)


def choose(mode: str = "auto") -> str:
    """The weight form a session should use: ``"int8"`` or ``"uint8"``."""
    mode = (mode or "auto").strip().lower()
    if mode not in MODES:
        raise ValueError(f"GROUNDING_INT8_WEIGHTS must be one of {', '.join(MODES)}, not {mode!r}")
    if mode == "auto":
        return "int8" if signed_is_exact() else "uint8"
    return mode


def set_weight_sign(model, signed: bool) -> int:
    """Rewrite, in place, the weights and weight zero points of every ``MatMulInteger`` of the ONNX
    ``model`` (a ``ModelProto``) as int8 (``signed``) or uint8, shifting by 128 so that they stand for
    the same numbers. Returns how many tensors were rewritten."""
    from onnx import TensorProto, numpy_helper

    want, have, shift = (TensorProto.INT8, TensorProto.UINT8, -128) if signed else (TensorProto.UINT8, TensorProto.INT8, 128)
    inits = {t.name: t for t in model.graph.initializer}
    done: set[str] = set()
    for node in model.graph.node:
        if node.op_type != "MatMulInteger":
            continue
        for name in node.input[1:4:2]:  # B and its zero point
            t = inits.get(name)
            if t is None or name in done or t.data_type != have:
                continue
            a = numpy_helper.to_array(t).astype(np.int16) + shift
            t.CopyFrom(numpy_helper.from_array(a.astype(np.int8 if signed else np.uint8), name))
            done.add(name)
    return len(done)


def session_model(path: Path, form: str) -> str | bytes:
    """What to hand ``onnxruntime.InferenceSession`` for the model at ``path`` in weight ``form``: the
    path itself for the stored (uint8) form, the rewritten model's bytes for int8."""
    if form == "uint8":
        return str(path)
    import onnx

    model = onnx.load(str(path))
    set_weight_sign(model, signed=True)
    return model.SerializeToString()
