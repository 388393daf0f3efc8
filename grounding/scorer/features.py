"""Cheap lexical features of a (premise, claim) pair: numpy + wordfreq, no model.

Everything here runs per pair in well under a millisecond for chunk-sized premises; premise analyses
are cached per text so a chunk scored against several claims is analysed once.
"""
from __future__ import annotations

import math
import re
from functools import lru_cache

import numpy as np

try:  # rarity weights; a flat weight if wordfreq is missing
    from wordfreq import zipf_frequency as _zipf
except Exception:  # pragma: no cover
    _zipf = None

STOPWORDS = frozenset("""
a about above after again against all also am an and any are as at be because been before being below
between both but by can could did do does doing down during each few for from further had has have
having he her here hers herself him himself his how i if in into is it its itself just me more most my
myself no nor not of off on once only or other our ours ourselves out over own same she should so some
such than that the their theirs them themselves then there these they this those through to too under
until up very was we were what when where which while who whom why will with would you your yours
yourself yourselves also may might must shall upon within without s t according one ones however
therefore thus although though whether either neither yet via per among amongst etc ie eg us
""".split())
NEGATIONS = frozenset("not no never none nobody nothing neither nor cannot can't won't don't doesn't didn't "
                      "isn't aren't wasn't weren't hasn't haven't hadn't shouldn't wouldn't couldn't without "
                      "unable fail failed fails lack lacks lacked".split())
_ANTONYM_LIST = [("increase", "decrease"), ("increased", "decreased"), ("increases", "decreases"),
                 ("more", "less"), ("more", "fewer"), ("higher", "lower"), ("larger", "smaller"),
                 ("bigger", "smaller"), ("before", "after"), ("first", "last"), ("most", "least"),
                 ("positive", "negative"), ("high", "low"), ("rise", "fall"), ("rose", "fell"),
                 ("early", "late"), ("earlier", "later"), ("always", "never"), ("better", "worse"),
                 ("best", "worst"), ("largest", "smallest"), ("maximum", "minimum"), ("legal", "illegal"),
                 ("younger", "older"), ("youngest", "oldest"), ("strong", "weak"), ("common", "rare"),
                 ("north", "south"), ("east", "west"), ("won", "lost"), ("win", "lose"), ("accept", "reject"),
                 ("accepted", "rejected"), ("include", "exclude"), ("above", "below"), ("same", "different"),
                 ("safe", "dangerous"), ("male", "female"), ("men", "women"), ("man", "woman"),
                 ("boy", "girl"), ("buy", "sell"), ("bought", "sold"), ("open", "closed"), ("opened", "closed"),
                 ("start", "end"), ("started", "ended"), ("began", "ended"), ("true", "false"),
                 ("success", "failure"), ("successful", "unsuccessful"), ("support", "oppose"),
                 ("supported", "opposed"), ("agree", "disagree"), ("agreed", "refused"), ("allow", "prohibit"),
                 ("allowed", "banned"), ("hot", "cold"), ("fast", "slow"), ("new", "old"), ("long", "short"),
                 ("up", "down"), ("gain", "loss"), ("profit", "loss"), ("add", "remove"), ("added", "removed"),
                 ("entered", "left"), ("arrive", "leave"), ("arrived", "left"), ("born", "died"),
                 ("alive", "dead"), ("inside", "outside"), ("import", "export"), ("minor", "major"),
                 ("private", "public"), ("full", "empty"), ("cheap", "expensive"), ("happy", "sad"),
                 ("love", "hate"), ("like", "dislike"), ("easy", "difficult"), ("easy", "hard"),
                 ("forward", "backward"), ("left", "right"), ("top", "bottom"), ("maximum", "minimum"),
                 ("majority", "minority"), ("domestic", "foreign"), ("western", "eastern"),
                 ("northern", "southern"), ("upper", "lower"), ("increase", "reduce"), ("increased", "reduced")]
ANTONYMS: dict[str, set[str]] = {}
for _a, _b in _ANTONYM_LIST:
    ANTONYMS.setdefault(_a, set()).add(_b)
    ANTONYMS.setdefault(_b, set()).add(_a)

_NUMBER_WORDS = {"zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                 "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
                 "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
                 "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60,
                 "seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100, "dozen": 12,
                 "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
                 "eighth": 8, "ninth": 9, "tenth": 10, "half": 0.5, "once": 1, "twice": 2}
_ORDINAL_WORDS = {"first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
                  "once", "twice", "half", "one"}
_SCALE = {"thousand": 1e3, "million": 1e6, "millions": 1e6, "billion": 1e9, "billions": 1e9, "trillion": 1e12,
          "k": 1e3, "m": 1e6, "bn": 1e9}
_MONTHS = {m: i + 1 for i, m in enumerate(
    "january february march april may june july august september october november december".split())}
_MONTHS.update({m[:3]: i for m, i in list(_MONTHS.items())})
_MONTHS.pop("may", None)  # "may" is mostly a verb; matched only as the full month name below
_MONTHS_FULL = {m for m in "january february march april june july august september october november december".split()}

_WORD_RE = re.compile(r"[A-Za-z\u00C0-\u024F]+(?:['’][A-Za-z]+)?|\d+(?:[.,]\d+)*")
_NUM_RE = re.compile(r"(?<![\w.])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?:\s*(%|percent|per cent))?"
                     r"(?:\s*(thousand|million|billion|trillion|bn|k|m)\b)?", re.I)
_CAP_RE = re.compile(r"\b[A-Z][\w\u00C0-\u024F'’-]*")
_POSS = re.compile(r"['’]s?$")
_SENT_SPLIT = re.compile(r"(?<=[.!?])\s+|\n+")

FEATURE_NAMES = [
    "cov_w", "cov_u", "cov_best_sent_w", "miss_w_max", "n_miss", "n_content", "bigram_cov",
    "num_h", "num_miss", "num_miss_frac", "num_conflict", "year_conflict",
    "ent_h", "ent_miss", "ent_miss_frac", "neg_mismatch", "antonym_hit", "month_conflict",
    "log_len_p", "log_len_h", "tri_cov",
]


def _stem(w: str) -> str:
    if len(w) <= 3 or w[0].isdigit():
        return w
    for suf in ("ational", "ization", "ations", "ation", "ments", "ment", "ness", "ings", "ing", "edly",
                "ies", "ied", "ers", "er", "ed", "ly", "es", "s"):
        if w.endswith(suf) and len(w) - len(suf) >= 3:
            return w[: -len(suf)]
    return w


@lru_cache(maxsize=200_000)
def word_weight(w: str) -> float:
    """Rarity weight of a (lower-case) word: 1 for common words, up to ~4 for rare ones and names."""
    if w[0].isdigit():
        return 3.0
    z = _zipf(w, "en") if _zipf is not None else 3.0
    return 1.0 + max(0.0, 6.0 - z) * 0.6


def _parse_numbers(text: str) -> list[float]:
    out = []
    for m in _NUM_RE.finditer(text):
        raw = m.group(1).replace(",", "")
        try:
            v = float(raw)
        except ValueError:
            continue
        if m.group(3):
            v *= _SCALE[m.group(3).lower()]
        out.append(v)
    low = text.lower()
    for w in re.findall(r"[a-z]+", low):
        if w in _NUMBER_WORDS and w not in _ORDINAL_WORDS:
            out.append(float(_NUMBER_WORDS[w]))
    return out


#: a four-digit number followed by one of these counts things ("1500 people"): it is not a year
_COUNT_AFTER = re.compile(
    r"\s+(?:people|persons|men|women|children|soldiers|passengers|deaths|lives|victims|units|copies|votes|"
    r"troops|residents|students|employees|members|days|km|miles|meters|metres|feet|tons|tonnes|dollars|euros)\b",
    re.IGNORECASE,
)


_YEAR_BEFORE = re.compile(r"\b(?:in|since|by|until|till|from|during|early|late|mid)\s+$", re.IGNORECASE)


def _years(text: str) -> set[int]:
    out = set()
    for m in re.finditer(r"(?<!\d)(1[5-9]\d\d|20\d\d)(?!\d)", text):
        after_preposition = _YEAR_BEFORE.search(text, 0, m.start()) is not None
        if after_preposition or not _COUNT_AFTER.match(text, m.end()):
            out.add(int(m.group(1)))
    return out


class Analysed:
    __slots__ = ("text", "tokens", "stems", "stem_set", "bigrams", "trigrams", "numbers", "years", 
                 "neg", "months", "sents", "lower_words")

    def __init__(self, text: str):
        self.text = text
        toks = _WORD_RE.findall(text)
        self.tokens = toks
        low = [t.lower() for t in toks]
        self.lower_words = set(low)
        self.stems = [_stem(w) for w in low]
        self.stem_set = set(self.stems)
        self.bigrams = {(a, b) for a, b in zip(self.stems, self.stems[1:])}
        self.trigrams = {(a, b, c) for a, b, c in zip(self.stems, self.stems[1:], self.stems[2:])}
        self.numbers = _parse_numbers(text)
        self.years = _years(text)
        self.neg = sum(1 for w in low if w in NEGATIONS or w.endswith("n't"))
        self.months = {w for w in low if w in _MONTHS_FULL}
        self.sents = None


@lru_cache(maxsize=4096)
def analyse(text: str) -> Analysed:
    return Analysed(text)


def _content(a: Analysed) -> list[tuple[str, str]]:
    """(lower word, stem) of the content words of a claim, in order, deduplicated."""
    seen, out = set(), []
    for tok, st in zip(a.tokens, a.stems):
        w = tok.lower()
        if w in STOPWORDS or w in NEGATIONS or len(w) < 2 and not w.isdigit():
            continue
        if st in seen:
            continue
        seen.add(st)
        out.append((w, st))
    return out


def _claim_entities(h: Analysed) -> set[str]:
    """Capitalised words of the claim that are not sentence-initial function words."""
    ents = set()
    for i, m in enumerate(_CAP_RE.finditer(h.text)):
        w = _POSS.sub("", m.group().lower())
        if w in STOPWORDS or w in _MONTHS_FULL or len(w) < 2:
            continue
        ents.add(w)
    return ents


def _num_match(v: float, pool: list[float]) -> bool:
    for u in pool:
        if u == v:
            return True
        # rounding: "1.5 million" vs "1,523,000", "3.14" vs "3.1"; never for years or small integers
        if (abs(v) >= 1e5 or v != int(v) or u != int(u)) and abs(u - v) / max(abs(v), 1e-9) < 0.03:
            return True
    return False


def _sentences(p: Analysed) -> list[Analysed]:
    if p.sents is None:
        parts = [s for s in _SENT_SPLIT.split(p.text) if len(s) > 3]
        p.sents = [analyse(s) for s in parts[:200]] or [p]
    return p.sents


def pair_features(premise: str, claim: str) -> np.ndarray:
    p, h = analyse(premise), analyse(claim)
    content = _content(h)
    n_content = len(content)
    if n_content:
        weights = np.array([word_weight(w) for w, _ in content])
        hit = np.array([(st in p.stem_set) or (w in p.lower_words) for w, st in content], dtype=float)
        cov_w = float((weights * hit).sum() / weights.sum())
        cov_u = float(hit.mean())
        miss = weights * (1 - hit)
        miss_w_max = float(miss.max())
        n_miss = float((1 - hit).sum())
        # best single sentence of the premise
        best = 0.0
        for s in _sentences(p):
            hs = np.array([(st in s.stem_set) for _, st in content], dtype=float)
            best = max(best, float((weights * hs).sum() / weights.sum()))
    else:
        cov_w = cov_u = best = 1.0
        miss_w_max = n_miss = 0.0
    hb = {(a, b) for a, b in zip(h.stems, h.stems[1:])}
    bigram_cov = len(hb & p.bigrams) / len(hb) if hb else 1.0
    ht = {(a, b, c) for a, b, c in zip(h.stems, h.stems[1:], h.stems[2:])}
    tri_cov = len(ht & p.trigrams) / len(ht) if ht else bigram_cov
    # numbers
    hn = h.numbers
    num_miss = sum(1 for v in hn if not _num_match(v, p.numbers))
    num_conflict = float(num_miss > 0 and len(p.numbers) > 0)
    hy = h.years
    year_conflict = float(bool(hy - p.years) and bool(p.years))
    month_conflict = float(bool(h.months - p.months) and bool(p.months))
    # entities
    ents = _claim_entities(h)
    ent_miss = sum(1 for e in ents if e not in p.lower_words and _stem(e) not in p.stem_set)
    # negation and antonyms against the premise sentence closest to the claim
    sents = _sentences(p)
    if content:
        scores = [len(h.stem_set & s.stem_set) for s in sents]
        close = sents[int(np.argmax(scores))]
    else:
        close = p
    neg_mismatch = float((h.neg > 0) != (close.neg > 0))
    antonym_hit = 0.0
    for w in h.lower_words:
        ants = ANTONYMS.get(w)
        if ants and w not in close.lower_words and ants & close.lower_words:
            antonym_hit = 1.0
            break
    return np.array([
        cov_w, cov_u, best, miss_w_max, n_miss, n_content, bigram_cov,
        len(hn), num_miss, num_miss / len(hn) if hn else 0.0, num_conflict, year_conflict,
        len(ents), ent_miss, ent_miss / len(ents) if ents else 0.0, neg_mismatch, antonym_hit, month_conflict,
        math.log1p(len(p.tokens)), math.log1p(len(h.tokens)), tri_cov,
    ], dtype=np.float32)


def batch_features(pairs) -> np.ndarray:
    if not pairs:
        return np.zeros((0, len(FEATURE_NAMES)), dtype=np.float32)
    return np.stack([pair_features(p, h) for p, h in pairs])
