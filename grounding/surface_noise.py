"""Surface noise that must not change a Check Grounding decision, and a check of that on labelled files.

The transforms (each takes the answer and a ``random.Random``; the Hypothesis tests drive them with
``st.randoms()``):

* :func:`toggle_final_punctuation` — drop the final full stop, or add one when there is none;
* :func:`double_spaces` — turn some spaces into two or three;
* :func:`curly_quotes` — straight quotes and apostrophes to curly ones (and back: :func:`straight_quotes`);
* :func:`full_width` — some ASCII characters (and spaces) to their full-width forms;
* :func:`add_quotes` — a base variant with a word between straight quotes (compared with its curly form).

``python -m grounding.surface_noise FILE.jsonl [...] [--rows N] [--variants K]`` applies random noise
(seeded) to the answers of labelled rows (``{"answer", "facts": [...]}``, the bench format) and reports
how many variants changed the set of cited or anti-cited facts of some claim, or the support score.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time

_FINAL = ".!。"
_CURLY = {"'": "\u2019", '"': None}


def toggle_final_punctuation(text: str, rnd: random.Random) -> str:
    core = text.rstrip()
    if core.endswith("."):
        return core.rstrip(".")
    if core and core[-1] not in "?!。？！:":
        return core + "."
    return text


def double_spaces(text: str, rnd: random.Random) -> str:
    out = []
    for ch in text:
        out.append(ch)
        if ch == " " and rnd.random() < 0.4:
            out.append(" " * rnd.randint(1, 2))
    return "".join(out)


def curly_quotes(text: str, rnd: random.Random) -> str:
    out, open_double = [], True
    for i, ch in enumerate(text):
        if ch == '"':
            out.append("\u201c" if open_double else "\u201d")
            open_double = not open_double
        elif ch == "'":
            prev = text[i - 1] if i else " "
            out.append("\u2019" if prev.isalnum() else "\u2018")
        else:
            out.append(ch)
    return "".join(out)


def straight_quotes(text: str, rnd: random.Random | None = None) -> str:
    return text.replace("\u201c", '"').replace("\u201d", '"').replace("\u2018", "'").replace("\u2019", "'")


def full_width(text: str, rnd: random.Random) -> str:
    """Each printable ASCII character (and space) becomes full-width with probability ``p`` (0.3-1)."""
    p = rnd.choice([0.3, 0.6, 1.0])
    out = []
    for ch in text:
        if "!" <= ch <= "~" and rnd.random() < p:
            out.append(chr(ord(ch) + 0xFEE0))
        elif ch == " " and rnd.random() < p / 2:
            out.append("\u3000")
        else:
            out.append(ch)
    return "".join(out)


def add_quotes(text: str, rnd: random.Random) -> str:
    """Put one capitalised word (a title, a name) between straight double quotes."""
    words = [i for i, w in enumerate(text.split(" ")) if w[:1].isupper() and w.isalpha()]
    if not words:
        return text
    parts = text.split(" ")
    k = rnd.choice(words)
    parts[k] = f'"{parts[k]}"'
    return " ".join(parts)


NOISE = {
    "final_punctuation": toggle_final_punctuation,
    "double_spaces": double_spaces,
    "curly_quotes": curly_quotes,
    "full_width": full_width,
}


def noisy(text: str, rnd: random.Random, kinds: list[str] | None = None) -> str:
    """``text`` with one or more kinds of noise (random unless ``kinds`` is given)."""
    if kinds is None:
        kinds = [k for k in NOISE if rnd.random() < 0.5] or [rnd.choice(list(NOISE))]
    for k in kinds:
        text = NOISE[k](text, rnd)
    return text


def decisions(resp) -> list[tuple[bool, frozenset, frozenset]]:
    """Per claim: whether it needs a check, the facts it cites and the facts it anti-cites."""
    out = []
    for c in resp.claims:
        cited = frozenset(resp.cited_chunks[i].source for i in c.citation_indices)
        anti = frozenset(resp.cited_chunks[i].source for i in c.anti_citation_indices)
        out.append((c.grounding_check_required, cited, anti))
    return out


def main(argv: list[str] | None = None) -> int:
    from grounding.engine import CheckRequest, Fact, Spec, get_engine

    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("files", nargs="+")
    ap.add_argument("--rows", type=int, default=100, help="rows per file (the first N with at most 200 facts)")
    ap.add_argument("--variants", type=int, default=3, help="noisy variants per row")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    engine = get_engine()
    spec = Spec(enable_anti_citations=True)
    rnd = random.Random(args.seed)
    for path in args.files:
        rows = []
        with open(path, encoding="utf-8") as fh:
            for line in fh:
                row = json.loads(line)
                if len(row["facts"]) <= 200:
                    rows.append(row)
                if len(rows) >= args.rows:
                    break
        n = changed = score_changed = 0
        by_kind: dict[str, int] = {}
        t0 = time.perf_counter()
        for row in rows:
            facts = [Fact(f) for f in row["facts"]]
            base = engine.check(CheckRequest(row["answer"], facts, spec))
            for _ in range(args.variants):
                kinds = [k for k in NOISE if rnd.random() < 0.5] or [rnd.choice(list(NOISE))]
                got = engine.check(CheckRequest(noisy(row["answer"], rnd, kinds), facts, spec))
                n += 1
                if decisions(got) != decisions(base):
                    changed += 1
                    for k in kinds:
                        by_kind[k] = by_kind.get(k, 0) + 1
                if abs(got.support_score - base.support_score) > 1e-6:
                    score_changed += 1
        print(
            f"{path}: {len(rows)} rows, {n} noisy variants: decisions changed in {changed}, support score in "
            f"{score_changed}; changed by kind (a variant can mix kinds): {by_kind or '-'}; "
            f"{time.perf_counter() - t0:.0f} s"
        )
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
