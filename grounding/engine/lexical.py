"""A small lexical :class:`EntailmentModel` — a *documented fallback*, never the silent default.

Select it explicitly with the model spec ``"lexical"`` (``GROUNDING_MODEL=lexical``). It exists so
the engine can be developed, tested and benchmarked without the project's trained scorer, and as a
last-resort backend on machines where no learned model is available.

Entailment ≈ rarity-weighted coverage of the hypothesis' content words by the premise, with every
number and every capitalised name required (a missing number or name caps the score, so "right
people, wrong year" is not entailed). Contradiction ≈ the hypothesis is otherwise well covered but a
number/year differs from the premise's, a name is replaced by another name in the same place, or one
side is negated and the other is not.
"""

from __future__ import annotations

import math
import re
import unicodedata
from functools import lru_cache
from typing import Sequence

from .backends import EntailmentModel, PairScore
from .text import STOPWORDS, _stem, normalize_number

_TOKEN_RE = re.compile(r"\d+(?:[.,]\d+)*|[^\W\d_]+(?:['’][^\W\d_]+)?", re.UNICODE)
_NEGATIONS = {
    "not",
    "no",
    "never",
    "none",
    "nobody",
    "nothing",
    "neither",
    "nor",
    "without",
    "n't",
    "cannot",
    "didn't",
    "doesn't",
    "don't",
    "isn't",
    "wasn't",
    "weren't",
    "aren't",
    "won't",
    "hasn't",
    "haven't",
    "hadn't",
}
_SYNONYMS = {
    "film": "movie",
    "films": "movie",
    "picture": "movie",
    "starred": "star",
    "stars": "star",
    "starring": "star",
    "died": "death",
    "dead": "death",
    "killed": "death",
    "deaths": "death",
    "die": "death",
    "begin": "start",
    "began": "start",
    "founded": "found",
    "established": "found",
    "created": "found",
    "directed": "direct",
    "director": "direct",
    "wrote": "write",
    "written": "write",
    "writer": "write",
    "based": "about",
    "usa": "us",
    "america": "us",
    "american": "us",
}


@lru_cache(maxsize=100000)
def _weight(word: str) -> float:
    try:
        from wordfreq import zipf_frequency

        z = zipf_frequency(word, "en")
    except Exception:  # pragma: no cover
        z = 3.0
    return max(0.3, (8.0 - z) / 4.0)


def _analyse(text: str):
    text = unicodedata.normalize("NFKC", text)
    words, numbers, names, neg = [], set(), set(), False
    for i, m in enumerate(_TOKEN_RE.finditer(text)):
        tok = m.group(0)
        if tok[0].isdigit():
            numbers.add(normalize_number(tok))
            continue
        low = tok.lower().replace("’", "'")
        if low in _NEGATIONS or low.endswith("n't"):
            neg = True
            continue
        if low.endswith("'s"):
            low = low[:-2]
        if low in STOPWORDS or len(low) == 1:
            continue
        base = _SYNONYMS.get(low, low)
        stem = _stem(base)
        words.append(stem)
        if tok[0].isupper() and m.start() > 0 and text[m.start() - 1] not in ".!?\n" and low not in STOPWORDS:
            names.add(stem)
    return words, numbers, names, neg


class LexicalEntailmentModel(EntailmentModel):
    name = "lexical-fallback"
    version = "1"

    def score(self, pairs: Sequence[tuple[str, str]]) -> list[PairScore]:
        return [self._score_one(p, h) for p, h in pairs]

    def _score_one(self, premise: str, hypothesis: str) -> PairScore:
        pw, pn, pnames, pneg = _analyse(premise)
        hw, hn, hnames, hneg = _analyse(hypothesis)
        pset = set(pw)
        if not hw and not hn:
            return PairScore(0.0, 0.0)
        total = sum(_weight(w) for w in hw) + 1.5 * len(hn)
        covered = sum(_weight(w) for w in hw if w in pset) + 1.5 * len(hn & pn)
        cov = covered / total if total else 0.0
        missing_numbers = hn - pn
        missing_names = {n for n in hnames if n not in pset}
        ent = 1.0 / (1.0 + math.exp(-14.0 * (cov - 0.72)))
        if missing_numbers:
            ent = min(ent, 0.15)
        if missing_names:
            ent = min(ent, 0.25 if len(missing_names) == 1 else 0.1)
        if hneg != pneg:
            ent *= 0.4
        # contradiction: well covered apart from a conflicting number, a swapped name, or negation
        rest = 1.0 / (1.0 + math.exp(-12.0 * (cov + (0.25 if missing_numbers or missing_names else 0.0) - 0.7)))
        conflict = 0.0
        if missing_numbers and pn:
            conflict = max(conflict, 0.95)
        if missing_names and (pnames - set(hw)):
            conflict = max(conflict, 0.9)
        if hneg != pneg and cov > 0.8:
            conflict = max(conflict, 0.85)
        con = rest * conflict
        ent = max(0.0, min(1.0, ent))
        if ent + con > 1.0:
            con = 1.0 - ent
        return PairScore(round(ent, 6), round(con, 6))


_MODEL: LexicalEntailmentModel | None = None


def load_lexical_model(_arg: str = "") -> LexicalEntailmentModel:
    global _MODEL
    if _MODEL is None:
        _MODEL = LexicalEntailmentModel()
    return _MODEL
