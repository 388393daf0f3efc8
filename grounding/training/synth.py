"""Synthetic (premise, hypothesis, label) pairs generated from openly licensed long-form answers.

Source text: ExpertQA answers (MIT). Every pair is built by rules in this file, with a fixed seed:

* entailment   -- a sentence of the premise window copied, lightly rewritten (a trailing clause or a
                  parenthetical dropped, an attribution prefix dropped), or two premise sentences joined
                  (support spread over the window)
* contradiction -- a premise sentence with a number, year or month changed, a capitalised name swapped
                  for another name of the corpus, a negation inserted or removed, or an antonym swapped
* neutral      -- a sentence from another answer that shares words with the window (hard negative),
                  a premise sentence joined with a sentence from elsewhere (half supported), or a premise
                  sentence with a foreign clause appended
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Iterator

LABELS = ("entailment", "neutral", "contradiction")

_SENT_RE = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9\"'(])")
_NUM_RE = re.compile(r"\b\d+(?:[.,]\d+)?\b")
_YEAR_RE = re.compile(r"\b(1[5-9]\d\d|20[0-4]\d)\b")
_CAP_RE = re.compile(r"\b[A-Z][a-z]+(?:\s+[A-Z][a-z]+)*\b")
_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
_NEG_PAIRS = [
    (" is ", " is not "),
    (" are ", " are not "),
    (" was ", " was not "),
    (" were ", " were not "),
    (" can ", " cannot "),
    (" will ", " will not "),
    (" has ", " has not "),
    (" have ", " have not "),
    (" should ", " should not "),
    (" does ", " does not "),
    (" may ", " may not "),
    (" could ", " could not "),
    (" must ", " must not "),
]
_ANTONYMS = [
    ("increase", "decrease"),
    ("increases", "decreases"),
    ("increased", "decreased"),
    ("more", "less"),
    ("higher", "lower"),
    ("larger", "smaller"),
    ("before", "after"),
    ("first", "last"),
    ("most", "least"),
    ("positive", "negative"),
    ("high", "low"),
    ("rise", "fall"),
    ("early", "late"),
    ("earlier", "later"),
    ("always", "never"),
    ("better", "worse"),
    ("best", "worst"),
    ("largest", "smallest"),
    ("maximum", "minimum"),
    ("benefits", "harms"),
    ("reduce", "increase"),
    ("reduces", "increases"),
    ("allow", "prohibit"),
    ("legal", "illegal"),
    ("younger", "older"),
    ("strong", "weak"),
    ("common", "rare"),
    ("north", "south"),
    ("east", "west"),
    ("won", "lost"),
    ("accept", "reject"),
    ("include", "exclude"),
    ("above", "below"),
    ("same", "different"),
    ("safe", "dangerous"),
]
_STOP_CAPS = {
    "The",
    "A",
    "An",
    "In",
    "On",
    "At",
    "For",
    "This",
    "That",
    "These",
    "Those",
    "It",
    "He",
    "She",
    "They",
    "We",
    "You",
    "I",
    "However",
    "According",
    "Some",
    "Many",
    "If",
    "When",
    "As",
    "But",
    "And",
    "Or",
    "There",
    "Another",
    "One",
    "Also",
    "Such",
    "Other",
    "Most",
    "Each",
    "To",
    "By",
}


def split_sentences(text: str) -> list[str]:
    text = re.sub(r"\*\*|__|#+ ", "", text)
    text = re.sub(r"\s+", " ", text).strip()
    out = []
    for s in _SENT_RE.split(text):
        s = re.sub(r"\s+([.,;:!?])", r"\1", s).strip()
        if 25 <= len(s) <= 400 and len(s.split()) >= 5:
            out.append(s)
    return out


def _words(s: str) -> set[str]:
    return {w for w in re.findall(r"[a-z]{4,}", s.lower())}


def _change_number(s: str, rng: random.Random) -> str | None:
    years = list(_YEAR_RE.finditer(s))
    if years and rng.random() < 0.5:
        m = rng.choice(years)
        y = int(m.group()) + rng.choice([-11, -5, -3, -2, -1, 1, 2, 3, 7, 10])
        return s[: m.start()] + str(y) + s[m.end() :]
    nums = list(_NUM_RE.finditer(s))
    if not nums:
        return None
    m = rng.choice(nums)
    tok = m.group()
    if "." in tok:
        v = float(tok)
        new = f"{v * rng.choice([0.5, 1.5, 2, 3, 0.3]):.{len(tok.split('.')[1])}f}"
    else:
        v = int(tok.replace(",", ""))
        new = str(max(0, v + rng.choice([1, 2, 5, 10, -1, -2])) if v < 20 else int(v * rng.choice([0.5, 1.5, 2, 3, 0.25])))
    if new == tok:
        return None
    return s[: m.start()] + new + s[m.end() :]


def _change_month(s: str, rng: random.Random) -> str | None:
    months = [m for m in _MONTHS if re.search(rf"\b{m}\b", s)]
    if not months:
        return None
    m = rng.choice(months)
    return re.sub(rf"\b{m}\b", rng.choice([x for x in _MONTHS if x != m]), s, count=1)


def _swap_entity(s: str, names: list[str], rng: random.Random) -> str | None:
    ents = [m for m in _CAP_RE.finditer(s) if m.start() > 0 and m.group().split()[0] not in _STOP_CAPS]
    if not ents:
        return None
    m = rng.choice(ents)
    for _ in range(5):
        new = rng.choice(names)
        if new != m.group() and new.split()[0] not in _STOP_CAPS:
            return s[: m.start()] + new + s[m.end() :]
    return None


def _negate(s: str, rng: random.Random) -> str | None:
    padded = " " + s + " "
    for a, b in rng.sample(_NEG_PAIRS, len(_NEG_PAIRS)):
        if b in padded:  # remove an existing negation
            return padded.replace(b, a, 1).strip()
    for a, b in rng.sample(_NEG_PAIRS, len(_NEG_PAIRS)):
        if a in padded:
            return padded.replace(a, b, 1).strip()
    return None


def _antonym(s: str, rng: random.Random) -> str | None:
    pairs = _ANTONYMS + [(b, a) for a, b in _ANTONYMS]
    rng.shuffle(pairs)
    for a, b in pairs:
        if re.search(rf"\b{a}\b", s):
            return re.sub(rf"\b{a}\b", b, s, count=1)
    return None


def _light_rewrite(s: str, rng: random.Random) -> str:
    t = re.sub(r"\s*\([^)]*\)", "", s)
    t = re.sub(
        r"^(According to [^,]+|Another source states that|One source (?:states|says) that|"
        r"A third source confirms that|In addition|Additionally|However|Furthermore|Moreover),?\s+",
        "",
        t,
    )
    if "," in t and rng.random() < 0.5:
        head = t.split(",")[0]
        if len(head.split()) >= 5:
            t = head.rstrip() + "."
    t = t[:1].upper() + t[1:]
    return t


def _join(a: str, b: str) -> str:
    return a.rstrip(".!? ") + ", and " + b[:1].lower() + b[1:]


def generate(answers_path: str | Path, n_pairs: int, seed: int = 13) -> Iterator[dict]:
    """Yield about ``n_pairs`` balanced synthetic pairs (dicts with premise, hypothesis, label, rule)."""
    rng = random.Random(seed)
    docs = []
    with open(answers_path, encoding="utf-8") as fh:
        for line in fh:
            row = json.loads(line)
            sents = split_sentences(row.get("answer", ""))
            if len(sents) >= 3:
                docs.append(sents)
    rng.shuffle(docs)
    names = sorted({m.group() for d in docs for s in d for m in _CAP_RE.finditer(s) if m.group().split()[0] not in _STOP_CAPS and m.start() > 0})
    all_sents = [(i, s) for i, d in enumerate(docs) for s in d]
    made = tries = 0
    # a corpus too small for some rule (one answer has no sentence from elsewhere) ends early, not never
    while made < n_pairs and tries < 20 * n_pairs + 1000:
        tries += 1
        di = rng.randrange(len(docs))
        d = docs[di]
        w = rng.randint(1, min(5, len(d)))
        start = rng.randrange(0, len(d) - w + 1)
        window = d[start : start + w]
        premise = " ".join(window)
        target = rng.choice(window)
        label = LABELS[made % 3]
        hyp, rule = None, None
        if label == "entailment":
            r = rng.random()
            if r < 0.35:
                hyp, rule = target, "copy"
            elif r < 0.75:
                hyp, rule = _light_rewrite(target, rng), "rewrite"
            elif w >= 2:
                a, b = rng.sample(window, 2)
                hyp, rule = _join(_light_rewrite(a, rng), _light_rewrite(b, rng)), "conjunction"
            else:
                hyp, rule = target, "copy"
        elif label == "contradiction":
            for rule in rng.sample(["number", "month", "entity", "negation", "antonym", "negation", "number"], 7):
                fn = {
                    "number": lambda s: _change_number(s, rng),
                    "month": lambda s: _change_month(s, rng),
                    "entity": lambda s: _swap_entity(s, names, rng),
                    "negation": lambda s: _negate(s, rng),
                    "antonym": lambda s: _antonym(s, rng),
                }[rule]
                hyp = fn(target)
                if hyp and hyp != target:
                    if rng.random() < 0.3:
                        hyp = _light_rewrite(hyp, rng)
                    break
                hyp = None
        else:
            r = rng.random()
            wset = _words(premise)
            # a sentence from elsewhere, preferring one that shares words (hard negative)
            best, best_ov = None, -1
            for _ in range(30):
                j, s = rng.choice(all_sents)
                if j == di:
                    continue
                ov = len(_words(s) & wset)
                if ov > best_ov:
                    best, best_ov = s, ov
            if best is None:  # a corpus of one answer has no sentence from elsewhere
                continue
            if r < 0.45:
                hyp, rule = best, "elsewhere"
            elif r < 0.8:
                hyp, rule = (_join(target, best) if rng.random() < 0.5 else _join(best, target)), "half_supported"
            else:
                # drop the target from the premise: its neighbours remain (topical but unsupported)
                rest = [s for s in d if s not in window]
                if len(rest) >= 1 and w >= 2:
                    premise = " ".join(s for s in window if s != target)
                    hyp, rule = target, "removed_from_premise"
                else:
                    hyp, rule = best, "elsewhere"
        if not hyp:
            continue
        # sometimes pad the premise with a neighbouring sentence from elsewhere (distractor context)
        if rng.random() < 0.3:
            _, extra = rng.choice(all_sents)
            premise = (extra + " " + premise) if rng.random() < 0.5 else (premise + " " + extra)
        made += 1
        yield {"premise": premise, "hypothesis": hyp, "label": label, "rule": rule}


if __name__ == "__main__":  # pragma: no cover - manual inspection
    import sys

    for p in generate(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 12):
        print(json.dumps(p, ensure_ascii=False))
