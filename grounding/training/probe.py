"""How well a cross-encoder *alone* ranks bench rows, on the engine's own candidate pairs.

``python -m grounding.training.probe --bench-dir ../shared/bench --cache runs/probe MODEL [MODEL ...]``

Each MODEL is a trained checkpoint folder (``OUT/ce/final`` of :mod:`grounding.training.crossenc`) or an
artefact folder with ``cross_encoder.int8.onnx`` (``grounding/scorer/artifacts``). The bench rows go through
the engine's claims, chunks and candidate selection once (cached in ``--cache``: the dev files in
``dev.base.npz``, a seeded ``--extra-rows`` sample of each ``bench/extra/`` file in ``extra.base.npz``); each
model then scores every candidate pair and a row's score is the engine's decision rule applied to
the model's entailment log-odds: the best pair of each claim, the weakest claim of the row. The figure is
that score's AUROC per file.

This is the cheap measure for choosing training data (an ablation by set is a few short runs and one probe
each): no combiner, no threshold, nothing fitted on the bench. A cross-encoder that does not raise it will
not raise the engine either; one that does still has to go through the combiner fit and
``python -m grounding.evaluate`` before it ships.
"""

from __future__ import annotations

import argparse
import json
import pickle
import sys
from pathlib import Path

import numpy as np


def candidate_pairs(bench_dir: Path, cache: Path, extra_rows: int = 300, seed: int = 0, log=print) -> dict[str, tuple[dict, list]]:
    """``{"dev": (table, pairs), "extra": (table, pairs)}``, built once per cache folder."""
    from .fit import extract_bench_features

    cache.mkdir(parents=True, exist_ok=True)
    out = {}
    extra_files = sorted((bench_dir / "extra").glob("*.jsonl*"))
    for name, kwargs in (
        ("dev", {"bench_dir": bench_dir}),
        ("extra", {"bench_dir": bench_dir, "files": (), "pair_files": extra_files, "pair_rows": extra_rows, "seed": seed}),
    ):
        if name == "extra" and not extra_files:
            continue
        npz = cache / f"{name}.npz"
        extract_bench_features(art=None, out_npz=npz, threads=1, log=log, **kwargs)
        base = dict(np.load(npz.with_suffix(".base.npz"), allow_pickle=False))
        if len(base["row_label"]):
            out[name] = (base, pickle.loads(npz.with_suffix(".pairs.pkl").read_bytes()))
    return out


def sample_rows(base: dict, pairs: list, rows: int, seed: int = 0) -> tuple[dict, list]:
    """At most ``rows`` seeded rows of each file, with their claims and candidate pairs (indices renumbered)."""
    rng = np.random.default_rng(seed)
    keep_row = np.zeros(len(base["row_label"]), dtype=bool)
    for f in np.unique(base["row_file"]):
        idx = np.flatnonzero(base["row_file"] == f)
        keep_row[idx if len(idx) <= rows else rng.choice(idx, rows, replace=False)] = True
    keep_claim = keep_row[base["claim_row"]]
    keep_pair = keep_claim[base["pair_claim"]]
    row_new, claim_new = np.cumsum(keep_row) - 1, np.cumsum(keep_claim) - 1
    out = {}
    for k, v in base.items():
        if k.startswith("row_"):
            out[k] = v[keep_row]
        elif k == "claim_row":
            out[k] = row_new[v[keep_claim]]
        elif k == "pair_claim":
            out[k] = claim_new[v[keep_pair]]
        else:  # per-pair columns
            out[k] = v[keep_pair]
    return out, [pr for pr, k in zip(pairs, keep_pair) if k]


def score(model: Path, pairs: list[tuple[str, str]], threads: int = 2, bf16: bool = False) -> np.ndarray:
    """(n, 3) probabilities of a checkpoint folder (torch; ``bf16``: in bfloat16 autocast) or an artefact
    folder (int8 ONNX, as served)."""
    model = Path(model)
    if (model / "cross_encoder.int8.onnx").exists():
        from grounding.scorer.model import CrossEncoderONNX

        man = json.loads((model / "manifest.json").read_text()) if (model / "manifest.json").exists() else {}
        ce = CrossEncoderONNX(model / "cross_encoder.int8.onnx", model / "tokenizer.json", threads=threads, max_length=int(man.get("max_length", 256)))
        return ce.probs(pairs)
    import torch

    from .crossenc import base_model_dir, load_tokenizer, load_trained, predict

    torch.set_num_threads(threads)
    meta = json.loads((model / "meta.json").read_text())
    enc = [(e.ids, e.type_ids, 0) for e in load_tokenizer(base_model_dir(meta.get("base")), int(meta.get("max_length", 256))).encode_batch(pairs)]
    order = np.argsort([len(e[0]) for e in enc], kind="stable")  # batches of similar lengths: little padding
    out = np.zeros((len(enc), 3), dtype=np.float32)
    with torch.autocast("cpu", dtype=torch.bfloat16, enabled=bf16):
        out[order] = predict(load_trained(model), [enc[i] for i in order])
    return out


def row_auroc(base: dict, probs: np.ndarray) -> dict[str, float]:
    """AUROC per file of the engine's row rule (best pair per claim, weakest claim per row) over the
    entailment log-odds."""
    from .combiner import PairTable, auroc, row_scores

    t = PairTable(
        X=None,
        pair_claim=base["pair_claim"],
        claim_row=base["claim_row"],
        row_label=base["row_label"],
        row_file=base["row_file"],
        row_group=base["row_group"],
        pair_anti=base["pair_anti"],
    )
    p = np.clip(probs[:, 0], 1e-6, 1 - 1e-6)
    rows = row_scores(np.log(p) - np.log1p(-p), t)
    return {
        f.removeprefix("train:"): round(auroc(base["row_label"][base["row_file"] == f], rows[base["row_file"] == f]), 4)
        for f in sorted(set(base["row_file"].tolist()))
    }


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m grounding.training.probe", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("models", nargs="+", type=Path)
    ap.add_argument("--bench-dir", type=Path, required=True)
    ap.add_argument("--cache", type=Path, required=True, help="folder for the candidate pairs (built on the first run, minutes)")
    ap.add_argument("--extra-rows", type=int, default=300, help="seeded sample of each bench/extra file")
    ap.add_argument(
        "--rows",
        type=int,
        default=None,
        help="score a seeded sample of at most this many rows of each file (SummEdits holds 19k of the dev files' 23k pairs)",
    )
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--bf16", action="store_true", help="score checkpoints in bfloat16 autocast (about 2x faster on CPUs with AVX-512 BF16 / AMX)")
    a = ap.parse_args(argv)
    sets = candidate_pairs(a.bench_dir, a.cache, a.extra_rows, log=lambda m: print(m, file=sys.stderr))
    if a.rows:
        sets = {name: sample_rows(base, pairs, a.rows) for name, (base, pairs) in sets.items()}
    for m in a.models:
        res = {"model": str(m)}
        for name, (base, pairs) in sets.items():
            res[name] = row_auroc(base, score(m, pairs, threads=a.threads, bf16=a.bf16))
        print(json.dumps(res), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
