"""Per-language decision point of the multilingual cross-encoder.

    python -m grounding.training.langshift --bench-dir ../shared/bench [--artifacts grounding/scorer/artifacts] [--only ja]

The multilingual cross-encoder is calibrated on held-out pairs of its own training sets (Japanese and
Korean NLI, premises never trained on), so that their balanced operating point sits at the service's
``citationThreshold`` 0.6. Chinese has no NLI set a shipped model may learn from; the model reaches it by
transfer, and its Chinese entailment probabilities come out lower: on Chinese NLI the best threshold sits
well under 0.6. This command measures that, per served language, on the evaluation files of
``bench/multilingual/`` (Chinese: CNLI and OCNLI; Japanese: JRTE) and stores, for each language, one shift
of the entailment log-odds that puts the balanced operating point back at 0.6
(``calibration.entailment_shift`` of ``multilingual.json``; the scorer adds the shift of the pair's
language, :func:`grounding.scorer.model.pair_language`).

Rows: ``--rows`` (1,500) seeded rows of each file, **never** one of the rows the evaluation command's
``--sample 1000`` (or ``--sample 300``) reports on, so the figures of ``python -m grounding.evaluate
... --sample 1000`` stay out-of-sample. Each row goes through the engine as the evaluation command sends
it (its premise the only fact) with the shifts off, and counts as supported at a threshold when every
claim that needs a check reaches it (the service's rule). The threshold that maximises the
mean balanced accuracy of the language's files is chosen on a 0.01 grid, and the shift is
``logit(0.6) - logit(threshold)``. The report (``calibration.entailment_shift_fit``) keeps the figures at
0.6 and at the chosen threshold.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import random
import time
from pathlib import Path

import numpy as np

#: served language -> its labelled files in bench/multilingual (supported vs not)
LANGUAGE_FILES = {"zh": ("cnli", "ocnli"), "ja": ("jrte",)}
#: the evaluation command's samples (grounding.evaluate --sample N, seed 0) that the fit leaves alone
EVAL_SAMPLES = (300, 1000)
TARGET = 0.6


#: the fit's defaults: rows per file and seed
FIT_ROWS, FIT_SEED = 1500, 7


def _key(r: dict) -> tuple:
    return (tuple(r["facts"]), r["answer"], r["label"])


def _outside(path: Path, held: set) -> list[dict]:
    """The rows of ``path`` whose key ``held`` does not hold."""
    from grounding.evaluate import load_rows

    return [r for r in load_rows(path) if _key(r) not in held]


def _evaluation_keys(path: Path) -> set:
    """Keys of the rows of the evaluation samples (:data:`EVAL_SAMPLES`) of ``path``."""
    from grounding.evaluate import load_rows

    return {_key(r) for n in EVAL_SAMPLES for r in load_rows(path, sample=n)}


def _sample(rest: list[dict], rows: int, seed: int) -> list[dict]:
    return random.Random(seed).sample(rest, min(rows, len(rest)))


def fit_rows(path: Path, rows: int, seed: int) -> list[dict]:
    """``rows`` seeded rows of ``path`` that none of the evaluation samples holds."""
    return _sample(_outside(path, _evaluation_keys(path)), rows, seed)


def untuned_rows(path: Path, rows: int, seed: int = 99) -> list[dict]:
    """``rows`` seeded rows of ``path`` that nothing was tuned or reported on: none of the evaluation
    samples (:data:`EVAL_SAMPLES`) and, for a file a shift is fitted on, none of its fit rows (the
    defaults of :func:`fit`). The evaluation command's ``--untuned N``."""
    rest = _outside(path, _evaluation_keys(path))
    if any(path.name.split(".")[0] in names for names in LANGUAGE_FILES.values()):
        fitted = {_key(r) for r in _sample(rest, FIT_ROWS, FIT_SEED)}  # fit_rows(path, FIT_ROWS, FIT_SEED)
        rest = [r for r in rest if _key(r) not in fitted]
    return _sample(rest, rows, seed)


def fit(artifacts: Path, bench_dir: Path, rows: int = FIT_ROWS, seed: int = FIT_SEED, log=print, only: str | None = None) -> dict:
    """Fit and store the shift of each language of :data:`LANGUAGE_FILES` whose files ``bench_dir`` has, for
    each multilingual cross-encoder of ``artifacts``: the shared one (every language, with no pair routed to a
    language's own model: its shifts serve the pairs it keeps, such as a Japanese claim about an English
    passage) and each language's own (manifest ``multilingual_by_language``: that language, its pairs routed
    to it as the scorer routes them). ``only="ja"`` fits the Japanese model's shift alone and leaves every
    other spec as it is."""
    from grounding.scorer.model import AssistsvcScorer

    scorer = AssistsvcScorer(artifacts)
    if scorer.ml is None:
        raise SystemExit(f"{artifacts} has no multilingual cross-encoder")
    manifest = json.loads((artifacts / "manifest.json").read_text())
    by_language = dict(scorer.ml_by_language)
    if only is not None and only not in by_language:
        raise SystemExit(f"{artifacts} has no cross-encoder of its own for {only!r} (manifest multilingual_by_language)")
    out = {}
    if only is None:
        # the shared cross-encoder: every pair routed to it
        scorer.ml_by_language = {}
        out[manifest["multilingual"]] = _fit_spec(scorer, artifacts, manifest["multilingual"], LANGUAGE_FILES, bench_dir, rows, seed, log)
    for lang, head in by_language.items():
        if only is not None and lang != only:
            continue
        if lang not in LANGUAGE_FILES:
            log(f"{lang}: no labelled files to fit its cross-encoder's shift on")
            continue
        scorer.ml_by_language = {lang: head}
        name = manifest["multilingual_by_language"][lang]
        out[name] = _fit_spec(scorer, artifacts, name, {lang: LANGUAGE_FILES[lang]}, bench_dir, rows, seed, log)
    return out


def _fit_spec(scorer, artifacts: Path, spec_name: str, languages: dict, bench_dir: Path, rows: int, seed: int, log) -> dict:
    """Fit the shifts of ``languages`` with the scorer as it is routed now, and write them into the spec
    ``spec_name`` (whose cross-encoder reads those pairs)."""
    from grounding.engine import CheckRequest, Fact, GroundingEngine, Spec
    from grounding.evaluate import bacc
    from grounding.scorer.model import pair_language

    from .multilingual import refresh_manifest

    for head in [scorer.ml_head, *scorer.ml_by_language.values()]:
        head.shift = {}  # measure the calibration without any shift
    # a claim that negates against a premise that negates nothing is capped under the service's decision
    # point after the shift (NEGATION_CAP 0.5 < 0.6), so it is grounded at no threshold; here, without the
    # shift, a 0.5 cap would still pass the low thresholds the grid tries (zh: ~0.23), so it is capped at 0
    scorer.negation_cap = 0.0
    engine = GroundingEngine(scorer)
    spec_req = Spec(enable_claim_level_score=True)
    spec_path = artifacts / spec_name
    spec = json.loads(spec_path.read_text())
    shifts, report = {}, {}
    grid = np.round(np.arange(0.06, 0.95, 0.01), 2)
    for lang, names in languages.items():
        files = [bench_dir / "multilingual" / f"{n}.jsonl.gz" for n in names]
        if not all(f.exists() for f in files):
            log(f"{lang}: {', '.join(str(f) for f in files if not f.exists())} missing, no shift")
            continue
        per_file = {}
        for f in files:
            rs = fit_rows(f, rows, seed)
            got = [pair_language(r["facts"][0], r["answer"]) for r in rs]
            pe = []
            for r in rs:
                resp = engine.check(CheckRequest(r["answer"], [Fact(t) for t in r["facts"]], spec_req))
                pe.append(min((c.support for c in resp.claims if c.grounding_check_required), default=1.0))
            pe = np.array(pe)
            y = np.array([r["label"] == "supported" for r in rs], dtype=int)
            per_file[f.name] = (y, pe)
            log(f"{lang}: {f.name}: {len(rs)} rows, {sum(g == lang for g in got)} judged as {lang}")
        mean = {float(t): float(np.mean([bacc(list(pe >= t), list(y)) for y, pe in per_file.values()])) for t in grid}
        best = max(mean, key=lambda t: (mean[t], -abs(t - TARGET)))
        shift = math.log(TARGET / (1 - TARGET)) - math.log(best / (1 - best))
        shifts[lang] = round(shift, 4)
        report[lang] = {
            "files": list(per_file),
            "rows_per_file": rows,
            "seed": seed,
            "threshold": best,
            "bacc_at_0.6": {n: round(bacc(list(pe >= TARGET), list(y)), 4) for n, (y, pe) in per_file.items()},
            "bacc_at_threshold": {n: round(bacc(list(pe >= best), list(y)), 4) for n, (y, pe) in per_file.items()},
        }
        log(f"{lang}: threshold {best:.2f} -> shift {shift:+.3f}; {json.dumps(report[lang])}")
    cal = spec["calibration"]
    cal["entailment_shift"] = shifts
    cal["entailment_shift_fit"] = report
    # the scorer's version names the calibration too: results under another shift are other results
    base = spec.setdefault("onnx_version", spec["version"])
    digest = hashlib.sha256(json.dumps(shifts, sort_keys=True).encode()).hexdigest()[:6]
    spec["version"] = f"{base}-cal{digest}" if shifts else base
    spec_path.write_text(json.dumps(spec, indent=1, ensure_ascii=False))
    refresh_manifest(artifacts, [spec_path.name])
    log(f"wrote the shifts {shifts} into {spec_path} (version {spec['version']}) at {time.strftime('%H:%M:%S')}")
    return {"shift": shifts, "fit": report}


def main(argv=None) -> int:
    from grounding.scorer.model import ARTIFACTS

    ap = argparse.ArgumentParser(prog="python -m grounding.training.langshift", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bench-dir", type=Path, required=True, help="the bench folder (its multilingual/ files)")
    ap.add_argument("--artifacts", type=Path, default=ARTIFACTS, help="scorer artefacts to update (default: the shipped ones)")
    ap.add_argument("--rows", type=int, default=FIT_ROWS, help="rows per file, outside the evaluation samples")
    ap.add_argument("--seed", type=int, default=FIT_SEED)
    ap.add_argument("--only", default=None, help="fit only this language's own cross-encoder (ja), leaving the shared one's shifts as they are")
    a = ap.parse_args(argv)
    fit(a.artifacts, a.bench_dir, a.rows, a.seed, only=a.only)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
