"""A smaller multilingual cross-encoder: some of the shipped model's layers, distilled from it.

    python -m grounding.training.student --teacher grounding/scorer/artifacts --base runs/e5-base \\
        --train-dir ../shared/train --out runs/st6 --layers 0,2,4,7,9,11 --minutes 70 --threads 2 [--resume]

The multilingual cross-encoder (multilingual-e5-small, 12 layers) costs 40-55 ms a pair on CPUs without
VNNI (AVX2 only), twice the English model's 6 layers. A student keeps the teacher's vocabulary, embeddings
and head and the ``--layers`` it names (in order), and is trained on the teacher's own training pairs (the
sets, rows and seed its ``multilingual.json`` records, so its held-out premises are the teacher's too) with
the loss ``(1 - w) * labels + w * distillation`` (:func:`grounding.training.crossenc.distil_loss`: the KL
divergence from the teacher's softened distribution; the teacher runs beside it, in eval mode).

The teacher's weights are read back from its ONNX file (:func:`grounding.training.soup.soup_model` with one
ingredient). Training is :func:`grounding.training.crossenc.train` (resumable with ``--resume``, a budget
in minutes); the student is then trimmed, exported, verified and calibrated like any multilingual run
(:func:`grounding.training.multilingual.build`) into ``OUT/artifacts``. ``--install --bench-dir`` copies it
into the scorer and refits the per-language shifts. Measured in ``docs/model_card.md``.
"""

from __future__ import annotations

import argparse
import json
import shutil
from pathlib import Path


def parse_layers(spec: str, n_teacher: int) -> list[int]:
    """``"0,2,4"`` -> [0, 2, 4]: distinct teacher layers in increasing order; ValueError naming the flaw."""
    try:
        layers = [int(x) for x in spec.split(",") if x.strip()]
    except ValueError:
        raise ValueError(f"--layers {spec!r}: comma-separated layer numbers") from None
    if not layers:
        raise ValueError("--layers: at least one layer")
    if any(not 0 <= i < n_teacher for i in layers):
        raise ValueError(f"--layers {spec!r}: the teacher has layers 0 to {n_teacher - 1}")
    if sorted(set(layers)) != layers:
        raise ValueError(f"--layers {spec!r}: distinct layers in increasing order")
    return layers


def student_folder(teacher, teacher_dir: Path, layers: list[int], dest: Path) -> Path:
    """Write a Hugging Face folder (config, weights, tokenizer) of the student's encoder: the teacher's
    embeddings and its encoder ``layers``, renumbered from 0."""
    from safetensors.torch import save_file
    from transformers import BertConfig

    cfg = BertConfig.from_pretrained(str(teacher_dir))
    cfg.num_hidden_layers = len(layers)
    shutil.rmtree(dest, ignore_errors=True)
    dest.mkdir(parents=True)
    cfg.save_pretrained(str(dest))
    sd = teacher.encoder.state_dict()
    out = {}
    for k, v in sd.items():
        if k.startswith("encoder.layer."):
            i, rest = k[len("encoder.layer.") :].split(".", 1)
            if int(i) in layers:
                out[f"encoder.layer.{layers.index(int(i))}.{rest}"] = v.clone().contiguous()
        else:
            out[k] = v.clone().contiguous()
    save_file(out, str(dest / "model.safetensors"))
    shutil.copy(teacher_dir / "tokenizer.json", dest / "tokenizer.json")
    (dest / "student.json").write_text(json.dumps({"layers": layers}))
    return dest


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m grounding.training.student", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--teacher", type=Path, required=True, help="artefact folder of the teacher (multilingual.json, its ONNX file and tokenizer)")
    ap.add_argument("--base", type=Path, required=True, help="the base encoder the teacher was trained from (its config)")
    ap.add_argument("--train-dir", type=Path, required=True)
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--layers", default="0,2,4,7,9,11", help="the teacher's layers the student keeps, in order")
    ap.add_argument("--minutes", type=float, default=70.0, help="training budget")
    ap.add_argument("--epochs", type=int, default=1)
    ap.add_argument("--lr", type=float, default=5e-5)
    ap.add_argument("--kd-weight", type=float, default=0.5, help="share of the distillation term in the loss")
    ap.add_argument("--kd-temperature", type=float, default=2.0)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--bf16", action="store_true")
    ap.add_argument("--seed", type=int, default=None, help="default: the teacher's")
    ap.add_argument("--resume", action="store_true")
    ap.add_argument("--install", action="store_true", help="copy the student into grounding/scorer/artifacts and refit its per-language shifts")
    ap.add_argument("--bench-dir", type=Path, default=None, help="with --install: the bench folder for the shifts")
    a = ap.parse_args(argv)
    if not (a.teacher / "multilingual.json").exists():
        ap.error(f"--teacher {a.teacher}: no multilingual.json in that folder")
    if not 0 <= a.kd_weight <= 1:
        ap.error("--kd-weight: between 0 and 1")
    if a.install and (a.bench_dir is None or not (a.bench_dir / "multilingual").is_dir()):
        ap.error("--install needs --bench-dir with its multilingual/ files")
    import torch

    from .crossenc import build_model, train
    from .multilingual import build, install
    from .soup import soup_model

    spec = json.loads((a.teacher / "multilingual.json").read_text())
    recipe = spec.get("training") or {}
    teacher, tokenizer, _, max_len, _ = soup_model([(str(a.teacher), 1.0)], a.base, a.out / "teacher")
    try:
        layers = parse_layers(a.layers, teacher.encoder.config.num_hidden_layers)
    except ValueError as e:
        ap.error(str(e))
    init_dir = a.out / "student_init"
    if not (a.resume and (init_dir / "cross_encoder.pt").exists()):
        student_folder(teacher, tokenizer.parent, layers, init_dir)
        student = build_model(init_dir)
        student.head.load_state_dict(teacher.head.state_dict())
        torch.save(student.state_dict(), init_dir / "cross_encoder.pt")
    teacher.eval()
    for q in teacher.parameters():
        q.requires_grad_(False)
    seed = a.seed if a.seed is not None else int(recipe.get("seed", 13))
    train(
        a.train_dir,
        a.out,
        budget_minutes=a.minutes,
        resume=a.resume,
        seed=seed,
        n_synth=0,
        n_snli=recipe.get("n_snli", 10000),
        max_length=max_len,
        epochs=a.epochs,
        lr=a.lr,
        threads=a.threads,
        base=str(init_dir),
        multilingual=True,
        # the teacher's run had the English NLI subset (--ml-english) when SNLI is among its held-out sources
        english="nli" if "snli" in ((recipe.get("held_out") or {}).get("by_source") or {}) else False,
        ml_mix=recipe.get("ml_mix"),
        freeze_embeddings=True,
        bf16=a.bf16,
        init_from=init_dir / "cross_encoder.pt",
        teacher=teacher,
        kd_weight=a.kd_weight,
        kd_temperature=a.kd_temperature,
    )
    build(a.out, a.train_dir, a.out / "artifacts", seed=seed)
    if a.install:
        from grounding.scorer.model import ARTIFACTS

        from .langshift import fit

        install(a.out / "artifacts", ARTIFACTS)
        fit(ARTIFACTS, a.bench_dir)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
