"""The multilingual cross-encoder (Japanese, Chinese; Korean trained too): vocabulary trim, ONNX export,
verification and calibration.

    python -m grounding.training.multilingual --run runs/m1 --train-dir ../shared/train --out runs/m1/artifacts

``--run`` is the output folder of ``python -m grounding.training --multilingual --no-english
--base E5_DIR`` (its ``ce/final``). Steps:

1. **Trim** the encoder's 250k-piece vocabulary to the pieces that the training texts use (Japanese,
   Chinese, Korean and English sets) plus every single-character piece of the CJK, kana, Hangul and
   Latin ranges, so that unseen text still tokenises (:func:`grounding.training.e5base.trim_vocab`).
2. **Verify the trim**: the three-way probabilities of the trimmed model equal the full model's on held-out
   pairs whose pieces were all kept (the report gives the max difference and how many pairs were covered).
3. **Export** to ONNX and int8 (as the English cross-encoder), verified against torch.
4. **Calibrate** on the run's held-out pairs (premises never seen in training): logistic maps from the
   entailment and contradiction log-odds to probabilities, with the balanced operating point of each placed
   at the service's defaults (``citationThreshold`` 0.6, ``antiCitationThreshold`` 0.8).

Writes ``cross_encoder_multilingual.int8.onnx``, ``tokenizer_multilingual.json`` and
``multilingual.json`` (calibration, figures) into ``--out``.
"""

from __future__ import annotations

import argparse
import json
import math
import shutil
import time
from pathlib import Path

import numpy as np


#: the vocabulary keeps the pieces the Japanese and Chinese training texts use (at least three times) and, for
#: English names and numbers inside CJK text, those of a sample of English claims; Korean (trained on, not
#: a served language) and the bulk of English premises are left out to keep the artefact small
TRIM_MIN_COUNT = 3
#: an encoder with fewer pieces than this was trimmed already (multilingual-e5-small has 250,002)
TRIMMED_BELOW = 100_000


def _texts(train_dir: Path, english_claims: int = 3000):
    import json as _json

    from .pairs import _read

    langs = {}
    man = train_dir / "multilingual" / "MANIFEST.json"
    if man.exists():
        langs = {k: v.get("lang") for k, v in _json.loads(man.read_text()).items()}
    for p in sorted((train_dir / "multilingual").glob("*.jsonl.gz")):
        if langs.get(p.name.split(".")[0]) not in ("ja", "zh"):
            continue
        for r in _read(p):
            yield (r.get("premise") or "")[:3000]
            yield r.get("claim") or ""
    for name in ("docnli_binary_fever", "halueval_dialogue"):
        p = train_dir / "extra" / f"{name}.jsonl.gz"
        if p.exists():
            for i, r in enumerate(_read(p)):
                if i >= english_claims:
                    break
                yield r.get("claim") or ""


def _held_out(train_dir: Path, seed: int, limit: int = 2500):
    """At most ``limit`` held-out pairs of the multilingual run (premises never trained on), in a seeded order:
    the pairs that verify and calibrate an exported model."""
    from .pairs import build, split_by_group

    pairs = build(train_dir, english=False, multilingual=True, seed=seed, log=lambda m: None)
    held = split_by_group(pairs)[1]
    return [held[i] for i in np.random.default_rng(seed).permutation(len(held))[:limit]]


def _logodds(p):
    p = np.clip(p, 1e-6, 1 - 1e-6)
    return np.log(p) - np.log1p(-p)


def _fit_calibration(z: np.ndarray, y: np.ndarray, target: float) -> dict:
    """``sigmoid(a * z + b)`` fitted with balanced classes, then shifted so that its balanced 0.5 point
    lands on ``target``."""
    from sklearn.linear_model import LogisticRegression

    lr = LogisticRegression(class_weight="balanced", C=10.0).fit(z.reshape(-1, 1), y)
    a, b = float(lr.coef_[0, 0]), float(lr.intercept_[0])
    return {"a": a, "b": b + math.log(target / (1 - target))}


def refresh_manifest(dest: Path, names, **fields) -> dict:
    """Update the digests and sizes of ``names`` (and any ``fields``) in ``dest/manifest.json``."""
    from grounding.scorer.model import sha256

    man = json.loads((dest / "manifest.json").read_text())
    man.update(fields)
    for name in names:
        man["sha256"][name] = sha256(dest / name)
        man["sizes_bytes"][name] = (dest / name).stat().st_size
    (dest / "manifest.json").write_text(json.dumps(man, indent=1))
    return man


def install(art: Path, dest: Path, log=print, language: str | None = None) -> dict:
    """Copy the multilingual cross-encoder of ``art`` into the scorer's artefacts ``dest`` and refresh the
    digests and sizes of ``dest/manifest.json`` for its files (the English scorer's version is unchanged).

    With ``language`` (``"ja"``) it is installed beside the shared one, as the cross-encoder of pairs written
    wholly in that language (manifest ``multilingual_by_language``; :meth:`AssistsvcScorer.ml_head_for
    <grounding.scorer.model.AssistsvcScorer.ml_head_for>`): its files are named ``multilingual_ja.json`` and
    ``cross_encoder_multilingual_ja.int8.onnx``, and it reuses the shared tokenizer file where its own is the
    same. Its spec keeps only the shift of ``language`` until ``grounding.training.langshift`` refits it."""
    spec = json.loads((art / "multilingual.json").read_text())
    if language is None:
        files = ["multilingual.json", spec["cross_encoder"], spec["tokenizer"]]
        for name in files:
            shutil.copy(art / name, dest / name)
        man = refresh_manifest(dest, files, multilingual="multilingual.json")
        log(f"installed the multilingual cross-encoder {spec.get('version')} into {dest}")
        return man
    man = json.loads((dest / "manifest.json").read_text())
    if not man.get("multilingual"):
        raise ValueError(f"{dest} has no shared multilingual cross-encoder to install a {language} one beside")
    shared = json.loads((dest / man["multilingual"]).read_text())
    onnx_name, spec_name = f"cross_encoder_multilingual_{language}.int8.onnx", f"multilingual_{language}.json"
    shutil.copy(art / spec["cross_encoder"], dest / onnx_name)
    tok_name = shared["tokenizer"]
    if (art / spec["tokenizer"]).read_bytes() != (dest / tok_name).read_bytes():
        tok_name = f"tokenizer_multilingual_{language}.json"
        shutil.copy(art / spec["tokenizer"], dest / tok_name)
    cal = spec["calibration"]
    cal["entailment_shift"] = {k: v for k, v in (cal.get("entailment_shift") or {}).items() if k == language}
    cal["entailment_shift_fit"] = {k: v for k, v in (cal.get("entailment_shift_fit") or {}).items() if k == language}
    spec.update(cross_encoder=onnx_name, tokenizer=tok_name, serves=language)
    (dest / spec_name).write_text(json.dumps(spec, indent=1, ensure_ascii=False))
    by_language = {**(man.get("multilingual_by_language") or {}), language: spec_name}
    man = refresh_manifest(dest, [spec_name, onnx_name, tok_name], multilingual_by_language=by_language)
    log(f"installed the multilingual cross-encoder {spec.get('version')} into {dest} for {language} pairs")
    return man


def build(run: Path, train_dir: Path, out: Path, seed: int = 13, log=print) -> dict:
    import torch

    from .crossenc import build_model, load_tokenizer, load_trained
    from .e5base import trim_vocab

    final = run / "ce" / "final"
    meta = json.loads((final / "meta.json").read_text())
    base = Path(meta["base"])
    work = run / "ml_export"
    full_dir, trim_dir = work / "full", work / "trimmed"
    shutil.rmtree(work, ignore_errors=True)
    full_dir.mkdir(parents=True)
    model = load_trained(final)
    model.encoder.save_pretrained(str(full_dir))
    for n in ("tokenizer.json", "tokenizer_config.json"):
        if (base / n).exists():
            shutil.copy(base / n, full_dir / n)
    t0 = time.time()
    if model.encoder.config.vocab_size < TRIMMED_BELOW:
        # trained from an already trimmed encoder (--ml-init-from the shipped model): keep its vocabulary, so
        # that it stays the shipped tokenizer's (and soups with the shipped model stay possible)
        shutil.copytree(full_dir, trim_dir)
        np.save(trim_dir / "kept_ids.npy", np.arange(model.encoder.config.vocab_size))
        stats = {"old_vocab": model.encoder.config.vocab_size, "new_vocab": model.encoder.config.vocab_size, "kept": "the base's (already trimmed)"}
    else:
        stats = trim_vocab(full_dir, _texts(train_dir), trim_dir, keep_min_count=TRIM_MIN_COUNT)
    log(f"trim: vocabulary {stats['old_vocab']} -> {stats['new_vocab']} pieces ({time.time() - t0:.0f} s)")
    trimmed = build_model(trim_dir)
    trimmed.head.load_state_dict(model.head.state_dict())
    trimmed.eval()
    model.eval()

    held = _held_out(train_dir, seed)
    max_len = int(meta.get("max_length", 128))
    tok_full = load_tokenizer(full_dir, max_len)
    tok_trim = load_tokenizer(trim_dir, max_len)
    kept = set(np.load(trim_dir / "kept_ids.npy").tolist())

    def probs(m, tok, prs, bs=32):
        out = []
        with torch.no_grad():
            for s in range(0, len(prs), bs):
                enc = tok.encode_batch([(p["premise"], p["hypothesis"]) for p in prs[s : s + bs]])
                n = max(len(e.ids) for e in enc)
                ids = torch.zeros((len(enc), n), dtype=torch.long)
                am = torch.zeros_like(ids)
                for i, e in enumerate(enc):
                    ids[i, : len(e.ids)] = torch.tensor(e.ids)
                    am[i, : len(e.ids)] = 1
                out.append(torch.softmax(m(ids, am, torch.zeros_like(ids)), -1).numpy())
        return np.concatenate(out)

    covered = [p for p in held if set(tok_full.encode(p["premise"], p["hypothesis"]).ids) <= kept][:300]
    d = float(np.abs(probs(model, tok_full, covered) - probs(trimmed, tok_trim, covered)).max()) if covered else float("nan")
    log(f"trim verified on {len(covered)} held-out pairs whose pieces were all kept: max prob. difference {d:.2e}")

    return publish(
        trimmed,
        trim_dir / "tokenizer.json",
        held,
        out,
        work,
        max_len,
        {"trim": stats, "trim_max_prob_diff": d, "trim_pairs_checked": len(covered), "training": meta},
        log=log,
    )


def publish(model, tokenizer: Path, held: list[dict], out: Path, work: Path, max_len: int, fields: dict, log=print) -> dict:
    """Export the trimmed torch ``model`` (tokenised by ``tokenizer``) to ONNX and int8 into ``out``, verify
    both against torch, calibrate the int8 model on the ``held`` pairs and write ``out/multilingual.json``
    (with ``fields`` added: how the model was made). Shared by :func:`build` and
    :mod:`grounding.training.soup`."""
    from grounding.scorer.model import sha256

    from .crossenc import LABEL2ID
    from .export import export_onnx, quantize_int8, verify

    out.mkdir(parents=True, exist_ok=True)
    fp32 = work / "cross_encoder_multilingual.fp32.onnx"
    export_onnx(model, fp32)
    int8 = out / "cross_encoder_multilingual.int8.onnx"
    # every layer int8 (the English model keeps two FFN outputs fp32): 4.7 MB less, so that both models
    # stayed under 60 MB together (the Japanese model's 32 MB came later); measured on held-out pairs below
    quantize_int8(fp32, int8, keep_fp32_ffn_layers=0)
    shutil.copy(tokenizer, out / "tokenizer_multilingual.json")
    vpairs = [(p["premise"], p["hypothesis"]) for p in held[:40]]
    rep_fp32 = verify(model, fp32, out / "tokenizer_multilingual.json", vpairs, max_length=max_len)
    rep_int8 = verify(model, int8, out / "tokenizer_multilingual.json", vpairs, max_length=max_len)
    log(
        f"export: fp32 vs torch {rep_fp32['max_prob_diff']:.2e}, int8 vs torch {rep_int8['max_prob_diff']:.4f} "
        f"(argmax agreement {rep_int8['argmax_agreement']:.3f}), int8 {int8.stat().st_size / 1e6:.1f} MB"
    )

    # calibration on the held-out pairs, with the int8 model the service runs
    from grounding.scorer.model import CrossEncoderONNX

    ce = CrossEncoderONNX(int8, out / "tokenizer_multilingual.json", max_length=max_len)
    P = ce.probs([(p["premise"], p["hypothesis"]) for p in held])
    y_ent = np.array([p["label"] == "entailment" for p in held], dtype=int)
    y_con = np.array([p["label"] == "contradiction" for p in held], dtype=int)
    z_ent = _logodds(P[:, 0])
    z_con = _logodds(P[:, 2])
    cal = {"entailment": _fit_calibration(z_ent, y_ent, 0.6)}
    three = np.array([p["label"] != "not_entailment" for p in held])
    cal["contradiction"] = _fit_calibration(z_con[three], y_con[three], 0.8)
    from sklearn.metrics import roc_auc_score

    pe = 1 / (1 + np.exp(-(cal["entailment"]["a"] * z_ent + cal["entailment"]["b"])))
    pc = 1 / (1 + np.exp(-(cal["contradiction"]["a"] * z_con + cal["contradiction"]["b"])))
    dec = pe >= 0.6
    figures = {
        "held_out_pairs": len(held),
        "auroc_entailment": round(float(roc_auc_score(y_ent, P[:, 0])), 4),
        "bacc_at_0.6": round(float((dec[y_ent == 1].mean() + (~dec[y_ent == 0]).mean()) / 2), 4),
        "by_source": {},
    }
    for src in sorted({p["src"] for p in held}):
        m = np.array([p["src"] == src for p in held])
        if 0 < y_ent[m].sum() < m.sum():
            figures["by_source"][src] = {
                "n": int(m.sum()),
                "auroc": round(float(roc_auc_score(y_ent[m], P[m, 0])), 4),
                "bacc_at_0.6": round(float((dec[m & (y_ent == 1)].mean() + (~dec[m & (y_ent == 0)]).mean()) / 2), 4),
            }
    if y_con[three].sum():
        cd = pc[three] >= 0.8
        figures["contradiction_at_0.8"] = {
            "precision": round(float(y_con[three][cd].mean()) if cd.any() else float("nan"), 4),
            "recall": round(float(cd[y_con[three] == 1].mean()), 4),
        }
    spec = {
        "cross_encoder": int8.name,
        "tokenizer": "tokenizer_multilingual.json",
        "max_length": max_len,
        "labels": list(LABEL2ID),
        "calibration": cal,
        **fields,
        "export": {"fp32_vs_torch": rep_fp32, "int8_vs_torch": rep_int8},
        "held_out": figures,
        # the scorer's version names it (manifest version + "+ml-" this): the day and the ONNX file's digest
        "version": time.strftime("%Y.%m.%d") + "-" + sha256(out / int8.name)[:8],
    }
    (out / "multilingual.json").write_text(json.dumps(spec, indent=1, ensure_ascii=False))
    log(f"calibrated on {len(held)} held-out pairs: {json.dumps(figures)}")
    return spec


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m grounding.training.multilingual", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--run", type=Path, required=True)
    ap.add_argument("--train-dir", type=Path, required=True)
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--seed", type=int, default=13)
    a = ap.parse_args(argv)
    build(a.run, a.train_dir, a.out, a.seed)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
