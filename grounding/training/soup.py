"""A weight average ("model soup") of multilingual cross-encoders, exported and calibrated as one.

    python -m grounding.training.soup --ingredient git:92e6f99 --ingredient git:19409b7 \\
        --base runs/e5-base --train-dir ../shared/train --out runs/soup/artifacts [--install --bench-dir ../shared/bench [--language ja]]

Cross-encoders fine-tuned from the same base encoder with the same head initialisation (the training
command's ``--seed``), but on other data or for other numbers of steps, end in one basin of the loss: the
average of their weights is itself a good model, and often better than each of them on data unlike their
training data (Wortsman et al. 2022, "Model soups"). Measured here on the evaluation-only Japanese and Chinese
files: see ``docs/model_card.md``.

An ingredient is a folder of exported multilingual artefacts (``multilingual.json``, its ONNX file and its
tokenizer: a run's ``artifacts/``, or ``grounding/scorer/artifacts``), or ``git:REV`` for the shipped
artefacts of a commit of this repository. ``=W`` after it gives its weight (default 1; weights are
normalised). Every ingredient must have the same vocabulary (a byte-identical tokenizer; the vocabulary trim
keeps the same pieces for the same training texts) and the same tensors. Their weights are read back from
the ONNX files (:func:`grounding.training.dequant.state_dict_from_onnx`: an int8 file gives its weights to
within the quantisation step), averaged, and exported, verified and calibrated on the held-out pairs like a
trained model (:func:`grounding.training.multilingual.publish`).
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
from pathlib import Path


from .multilingual import install

ARTIFACTS_IN_GIT = "grounding/scorer/artifacts"
REPO = Path(__file__).resolve().parents[2]


def parse_ingredient(spec: str) -> tuple[str, float]:
    """``"PATH"`` or ``"PATH=W"`` -> (PATH, W); W must be a positive number."""
    src, _, w = spec.rpartition("=") if "=" in spec else (spec, "", "1")
    try:
        weight = float(w)
    except ValueError:
        raise ValueError(f"--ingredient {spec!r}: the weight after '=' must be a number") from None
    if not weight > 0:
        raise ValueError(f"--ingredient {spec!r}: the weight must be positive")
    return src, weight


def fetch(src: str, into: Path) -> Path:
    """The folder of the ingredient ``src``: itself, or for ``git:REV`` its three files as of that commit."""
    if not src.startswith("git:"):
        path = Path(src)
        if not (path / "multilingual.json").exists():
            raise FileNotFoundError(f"--ingredient {src}: no multilingual.json in that folder")
        return path
    rev = src[4:]
    dest = into / rev.replace("/", "_")
    dest.mkdir(parents=True, exist_ok=True)

    def show(name: str) -> bytes:
        r = subprocess.run(["git", "-C", str(REPO), "show", f"{rev}:{ARTIFACTS_IN_GIT}/{name}"], capture_output=True)
        if r.returncode:
            raise FileNotFoundError(f"--ingredient {src}: {r.stderr.decode().strip()}")
        return r.stdout

    raw = show("multilingual.json")
    (dest / "multilingual.json").write_bytes(raw)
    spec = json.loads(raw)
    for name in (spec["cross_encoder"], spec["tokenizer"]):
        (dest / name).write_bytes(show(name))
    return dest


def average(state_dicts: list[dict], weights: list[float]) -> dict:
    """The weighted mean of state dicts with the same tensors (names and shapes); ValueError otherwise."""
    keys = set(state_dicts[0])
    for i, sd in enumerate(state_dicts[1:], 1):
        if set(sd) != keys:
            raise ValueError(f"ingredient {i + 1} has other tensors than ingredient 1: {sorted(set(sd) ^ keys)[:5]}")
        for k in keys:
            if sd[k].shape != state_dicts[0][k].shape:
                raise ValueError(f"ingredient {i + 1}: {k} is {tuple(sd[k].shape)}, not {tuple(state_dicts[0][k].shape)}")
    total = float(sum(weights))
    return {k: sum(sd[k].double() * (w / total) for sd, w in zip(state_dicts, weights)).float() for k in sorted(keys)}


def soup_model(ingredients: list[tuple[str, float]], base: Path, work: Path):
    """(torch cross-encoder with the ingredients' averaged weights, its tokenizer file, the recipe, the
    ingredients' max length, their vocabulary trim report); files go under ``work``."""
    from transformers import BertConfig

    from .crossenc import build_model
    from .dequant import state_dict_from_onnx, write_encoder_folder

    dirs = [fetch(src, work / "ingredients") for src, _ in ingredients]
    specs = [json.loads((d / "multilingual.json").read_text()) for d in dirs]
    toks = [(d / s["tokenizer"]).read_bytes() for d, s in zip(dirs, specs)]
    for (src, _), t in zip(ingredients[1:], toks[1:]):
        if t != toks[0]:
            raise ValueError(f"--ingredient {src}: its tokenizer differs from {ingredients[0][0]}'s (another vocabulary)")
    lengths = {int(s.get("max_length", 128)) for s in specs}
    if len(lengths) != 1:
        raise ValueError(f"the ingredients were trained at different max lengths: {sorted(lengths)}")
    sds = [state_dict_from_onnx(d / s["cross_encoder"]) for d, s in zip(dirs, specs)]
    avg = average(sds, [w for _, w in ingredients])

    # a Hugging Face folder of the averaged encoder at the trimmed vocabulary, loaded by the training code's
    # own model class, so that what is exported is what a trained model's export is
    model_dir = work / "model"
    shutil.rmtree(model_dir, ignore_errors=True)
    cfg = BertConfig.from_pretrained(str(base))
    cfg.vocab_size = int(avg["encoder.embeddings.word_embeddings.weight"].shape[0])
    write_encoder_folder(avg, cfg, toks[0], model_dir)
    model = build_model(model_dir)
    missing = {k for k in model.state_dict() if k not in avg and not k.startswith("encoder.pooler.")}
    if missing:
        raise ValueError(f"the ingredients lack tensors of the model: {sorted(missing)[:5]}")
    model.load_state_dict({**model.state_dict(), **avg})
    model.eval()
    # how far the soup lies from each ingredient (L2 over all weights)
    dist = [float(sum(((sd[k] - avg[k]) ** 2).sum() for k in avg) ** 0.5) for sd in sds]
    recipe = [
        {"ingredient": src, "weight": w, "version": s.get("version"), "training": s.get("training"), "l2_distance_to_soup": round(d, 3)}
        for (src, w), s, d in zip(ingredients, specs, dist)
    ]
    return model, model_dir / "tokenizer.json", recipe, lengths.pop(), specs[0].get("trim")


def build_soup(ingredients: list[tuple[str, float]], base: Path, train_dir: Path, out: Path, seed: int = 13, log=print) -> dict:
    """The soup of ``ingredients``, exported, verified and calibrated into ``out`` (as a trained model)."""
    from .multilingual import _held_out, publish

    work = out.parent / (out.name + "_soup_work")
    shutil.rmtree(work, ignore_errors=True)
    model, tokenizer, recipe, max_len, trim = soup_model(ingredients, base, work)
    log(f"soup of {len(recipe)}: " + ", ".join(f"{r['ingredient']} ({r['version']}) x {r['weight']:g}" for r in recipe))
    return publish(model, tokenizer, _held_out(train_dir, seed), out, work, max_len, {"trim": trim, "soup": recipe}, log=log)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m grounding.training.soup", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--ingredient", action="append", required=True, help="artefact folder or git:REV, optionally =WEIGHT (repeat)")
    ap.add_argument("--base", type=Path, required=True, help="the base encoder the ingredients were trained from (its config)")
    ap.add_argument("--train-dir", type=Path, required=True, help="for the held-out calibration pairs")
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--install", action="store_true", help="copy the soup into grounding/scorer/artifacts and refit its per-language shifts")
    ap.add_argument("--bench-dir", type=Path, default=None, help="with --install: the bench folder for the shifts (grounding.training.langshift)")
    ap.add_argument(
        "--language",
        default=None,
        help="with --install: install the soup beside the shared multilingual cross-encoder, for pairs written wholly in this language (ja)",
    )
    a = ap.parse_args(argv)
    if a.language is not None and not a.install:
        ap.error("--language installs the soup for one language: it needs --install")
    try:
        ingredients = [parse_ingredient(s) for s in a.ingredient]
    except ValueError as e:
        ap.error(str(e))
    if len(ingredients) < 2:
        ap.error("a soup needs at least two --ingredient")
    if a.install and (a.bench_dir is None or not (a.bench_dir / "multilingual").is_dir()):
        ap.error("--install needs --bench-dir with its multilingual/ files: the installed model's per-language shifts are refitted")
    try:
        build_soup(ingredients, a.base, a.train_dir, a.out, a.seed)
    except (ValueError, FileNotFoundError) as e:  # an ingredient that is missing or does not fit the others
        ap.error(str(e))
    if a.install:
        from grounding.scorer.model import ARTIFACTS

        from .langshift import fit

        install(a.out, ARTIFACTS, language=a.language)
        fit(ARTIFACTS, a.bench_dir, only=a.language)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
