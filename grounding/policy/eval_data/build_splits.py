"""Write ``policy_tune.jsonl`` and ``policy_test.jsonl`` from ``source_rows.ROWS``.

Run once, before tuning: ``python -m grounding.policy.eval_data.build_splits``. The split is stratified
by each row's first label ("" for negatives) with a fixed seed, so it is reproducible; about 40% of the
rows go to the tune split and 60% to the held-out test split.
"""
from __future__ import annotations

import json
import random
from collections import defaultdict
from pathlib import Path

from grounding.policy.eval_data.source_rows import ROWS

HERE = Path(__file__).resolve().parent
SEED = 20261130
TUNE_SHARE = 0.4


def split(rows, seed: int = SEED, tune_share: float = TUNE_SHARE):
    groups: dict[str, list] = defaultdict(list)
    for text, labels in rows:
        groups[labels[0] if labels else ""].append({"text": text, "labels": sorted(labels)})
    rng = random.Random(seed)
    tune, test = [], []
    for key in sorted(groups):
        items = groups[key]
        rng.shuffle(items)
        cut = round(len(items) * tune_share)
        tune.extend(items[:cut])
        test.extend(items[cut:])
    rng.shuffle(tune)
    rng.shuffle(test)
    return tune, test


def main() -> None:
    texts = [t for t, _ in ROWS]
    dupes = {t for t in texts if texts.count(t) > 1}
    if dupes:
        raise SystemExit(f"duplicate rows: {sorted(dupes)}")
    tune, test = split(ROWS)
    for name, rows in (("policy_tune.jsonl", tune), ("policy_test.jsonl", test)):
        with open(HERE / name, "w", encoding="utf-8") as fh:
            for row in rows:
                fh.write(json.dumps(row, ensure_ascii=False) + "\n")
        print(f"{name}: {len(rows)} rows")


if __name__ == "__main__":
    main()
