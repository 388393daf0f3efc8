"""Per-pair latency of the shipped scorer: ``python -m grounding.training.latency [--repeats N]``.

Prints warm p50/p95 of ``score()`` for short (Titanic-sized) and long (chunk-sized, ~256 tokens) pairs,
split into cross-encoder, embedding and lexical time, and the engine's Titanic request when the engine
is importable. The machine's load average is printed beside the figures (other work skews them).
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

TITANIC = (
    "Titanic is a 1997 American epic romantic disaster movie. It was directed, written, and co-produced by "
    "James Cameron. The movie is about the 1912 sinking of the RMS Titanic. It stars Kate Winslet and "
    "Leonardo DiCaprio. The movie was released on December 19, 1997. It received positive critical "
    "reviews. The movie won 11 Academy Awards, and was nominated for fourteen total Academy Awards."
)
CLAIMS = ["Titanic was directed by James Cameron.", "It starred Brad Pitt and Kate Winslet."]


def _pct(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(q * (len(xs) - 1))))]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m grounding.training.latency")
    ap.add_argument("--repeats", type=int, default=20)
    a = ap.parse_args(argv)
    from grounding.scorer import load_default
    from grounding.scorer.features import batch_features
    from grounding.scorer.model import cosine_similarities

    m = load_default()
    short = [(TITANIC, c) for c in CLAIMS] * 3  # 6 pairs, as many as the Titanic request scores
    long_p = " ".join([TITANIC] * 3)
    long = [(long_p, c) for c in CLAIMS] * 8
    m.score(short)
    for name, pairs in (("titanic-sized (6 pairs, ~90 tokens)", short), ("long (16 pairs, 256 tokens)", long)):
        tot, ce, emb, lex = [], [], [], []
        for _ in range(a.repeats):
            t0 = time.perf_counter()
            m.score(pairs)
            tot.append((time.perf_counter() - t0) * 1000)
            t0 = time.perf_counter()
            m.ce.probs(pairs)
            ce.append((time.perf_counter() - t0) * 1000)
            t0 = time.perf_counter()
            cosine_similarities(pairs)
            emb.append((time.perf_counter() - t0) * 1000)
            t0 = time.perf_counter()
            batch_features([(p + " ", h) for p, h in pairs])  # defeat the per-text cache
            lex.append((time.perf_counter() - t0) * 1000)
        n = len(pairs)
        print(
            f"{name}: score() p50 {statistics.median(tot):.1f} ms p95 {_pct(tot, 0.95):.1f} ms "
            f"({statistics.median(tot) / n:.1f} ms/pair; cross-encoder {statistics.median(ce) / n:.1f}, "
            f"embeddings {statistics.median(emb) / n:.1f}, lexical {statistics.median(lex) / n:.2f} ms/pair)"
        )
    try:
        from grounding.engine import CheckRequest, Fact, get_engine

        eng = get_engine("assistsvc")
        req = CheckRequest(
            "Titanic was directed by James Cameron. It starred Brad Pitt and Kate Winslet.",
            [
                Fact(TITANIC, {"author": "Simple Wikipedia"}),
                Fact(
                    "James Cameron's Titanic is an epic, action-packed romance set against the ill-fated maiden voyage of the R.M.S. Titanic.",
                    {"author": "Rotten Tomatoes"},
                ),
            ],
        )
        eng.check(req)
        ts = []
        for _ in range(a.repeats):
            t0 = time.perf_counter()
            eng.check(req)
            ts.append((time.perf_counter() - t0) * 1000)
        print(f"engine Titanic request (in-process, warm): p50 {statistics.median(ts):.1f} ms p95 {_pct(ts, 0.95):.1f} ms")
    except Exception as exc:  # pragma: no cover - engine optional here
        print(f"engine not measured: {exc}")
    print(f"load average {os.getloadavg()}, cpus {os.cpu_count()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
