"""Per-detector precision / recall / F1 of the policy checks on a labelled JSONL file.

    python -m grounding.policy.evaluate grounding/policy/eval_data/policy_test.jsonl [--config CFG.json] [--errors]

Each line is ``{"text": ..., "labels": [...]}``; labels name detectors (``prompt_injection``,
``jailbreak``, ``sensitive_data:<kind>``, ``malicious_url``, ``banned_phrase``, ``non_assist``). Every row
is checked as a query with the evaluation config (``eval_data/eval_config.json`` unless ``--config``);
a detector's prediction for a row is whether it reported anything. Counts are rows. ``--errors`` lists
the misclassified rows (use it on the tune split only).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from grounding.policy.checks import check_query
from grounding.policy.config import PolicyConfig
from grounding.policy.nonassist import is_non_assist_seeking

DEFAULT_CONFIG = Path(__file__).resolve().parent / "eval_data" / "eval_config.json"
DETECTORS = [
    "prompt_injection",
    "jailbreak",
    "sensitive_data:email",
    "sensitive_data:phone",
    "sensitive_data:credit_card",
    "sensitive_data:national_id",
    "sensitive_data:iban",
    "sensitive_data:secret",
    "malicious_url",
    "banned_phrase",
    "non_assist",
]


def predict(text: str, config: PolicyConfig) -> set[str]:
    outcome = check_query(text, config)
    labels = outcome.labels
    if config.non_assist_detection and text.strip() and is_non_assist_seeking(text):
        labels.add("non_assist")
    return labels


def evaluate(rows: list[dict], config: PolicyConfig) -> dict:
    counts = {d: {"tp": 0, "fp": 0, "fn": 0, "tn": 0} for d in DETECTORS}
    errors = []
    started = time.perf_counter()
    block_counts = {"tp": 0, "fp": 0, "fn": 0, "tn": 0}
    for row in rows:
        gold = set(row["labels"])
        pred = predict(row["text"], config)
        for d in DETECTORS:
            key = ("t" if (d in pred) == (d in gold) else "f") + ("p" if d in pred else "n")
            counts[d][key] += 1
        g_block, p_block = bool(gold - {"non_assist"}), bool(pred - {"non_assist"})
        block_counts[("t" if g_block == p_block else "f") + ("p" if p_block else "n")] += 1
        if (pred & set(DETECTORS)) != (gold & set(DETECTORS)):
            errors.append({"text": row["text"], "gold": sorted(gold), "pred": sorted(pred)})
    elapsed = time.perf_counter() - started
    counts["ANY_BLOCK"] = block_counts
    return {"counts": counts, "errors": errors, "rows": len(rows), "seconds": elapsed}


def _prf(c: dict) -> tuple[float, float, float]:
    p = c["tp"] / (c["tp"] + c["fp"]) if c["tp"] + c["fp"] else 1.0
    r = c["tp"] / (c["tp"] + c["fn"]) if c["tp"] + c["fn"] else 1.0
    f = 2 * p * r / (p + r) if p + r else 0.0
    return p, r, f


def format_report(report: dict) -> str:
    lines = [f"{'detector':30s} {'prec':>6s} {'recall':>6s} {'F1':>6s} {'TP':>4s} {'FP':>4s} {'FN':>4s} {'TN':>4s} {'pos':>4s}"]
    for d, c in report["counts"].items():
        p, r, f = _prf(c)
        lines.append(f"{d:30s} {p:6.3f} {r:6.3f} {f:6.3f} {c['tp']:4d} {c['fp']:4d} {c['fn']:4d} {c['tn']:4d} {c['tp'] + c['fn']:4d}")
    ms = 1000 * report["seconds"] / max(1, report["rows"])
    lines.append(f"rows: {report['rows']}, exact-match errors: {len(report['errors'])}, {ms:.2f} ms/row")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("path")
    ap.add_argument("--config", default=str(DEFAULT_CONFIG))
    ap.add_argument("--errors", action="store_true", help="list misclassified rows")
    ap.add_argument("--json", action="store_true", help="print the counts as JSON")
    args = ap.parse_args(argv)
    config = PolicyConfig.from_dict(json.loads(Path(args.config).read_text(encoding="utf-8")))
    rows = [json.loads(line) for line in Path(args.path).read_text(encoding="utf-8").splitlines() if line.strip()]
    report = evaluate(rows, config)
    if args.json:
        print(json.dumps({k: v for k, v in report.items() if k != "errors"}, indent=2))
    else:
        print(format_report(report))
    if args.errors:
        for e in report["errors"]:
            print(f"  gold={e['gold']} pred={e['pred']}: {e['text']!r}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
