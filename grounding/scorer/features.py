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

STOPWORDS = frozenset(
    """
a about above after again against all also am an and any are as at be because been before being below
between both but by can could did do does doing down during each few for from further had has have
having he her here hers herself him himself his how i if in into is it its itself just me more most my
myself no nor not of off on once only or other our ours ourselves out over own same she should so some
such than that the their theirs them themselves then there these they this those through to too under
until up very was we were what when where which while who whom why will with would you your yours
yourself yourselves also may might must shall upon within without s t according one ones however
therefore thus although though whether either neither yet via per among amongst etc ie eg us
""".split()
)
NEGATIONS = frozenset(
    "not no never none nobody nothing neither nor cannot can't won't don't doesn't didn't "
    "isn't aren't wasn't weren't hasn't haven't hadn't shouldn't wouldn't couldn't without "
    "unable fail failed fails lack lacks lacked".split()
)
_ANTONYM_LIST = [
    ("increase", "decrease"),
    ("increased", "decreased"),
    ("increases", "decreases"),
    ("more", "less"),
    ("more", "fewer"),
    ("higher", "lower"),
    ("larger", "smaller"),
    ("bigger", "smaller"),
    ("before", "after"),
    ("first", "last"),
    ("most", "least"),
    ("positive", "negative"),
    ("high", "low"),
    ("rise", "fall"),
    ("rose", "fell"),
    ("early", "late"),
    ("earlier", "later"),
    ("always", "never"),
    ("better", "worse"),
    ("best", "worst"),
    ("largest", "smallest"),
    ("maximum", "minimum"),
    ("legal", "illegal"),
    ("younger", "older"),
    ("youngest", "oldest"),
    ("strong", "weak"),
    ("common", "rare"),
    ("north", "south"),
    ("east", "west"),
    ("won", "lost"),
    ("win", "lose"),
    ("accept", "reject"),
    ("accepted", "rejected"),
    ("include", "exclude"),
    ("above", "below"),
    ("same", "different"),
    ("safe", "dangerous"),
    ("male", "female"),
    ("men", "women"),
    ("man", "woman"),
    ("boy", "girl"),
    ("buy", "sell"),
    ("bought", "sold"),
    ("open", "closed"),
    ("opened", "closed"),
    ("start", "end"),
    ("started", "ended"),
    ("began", "ended"),
    ("true", "false"),
    ("success", "failure"),
    ("successful", "unsuccessful"),
    ("support", "oppose"),
    ("supported", "opposed"),
    ("agree", "disagree"),
    ("agreed", "refused"),
    ("allow", "prohibit"),
    ("allowed", "banned"),
    ("hot", "cold"),
    ("fast", "slow"),
    ("new", "old"),
    ("long", "short"),
    ("up", "down"),
    ("gain", "loss"),
    ("profit", "loss"),
    ("add", "remove"),
    ("added", "removed"),
    ("entered", "left"),
    ("arrive", "leave"),
    ("arrived", "left"),
    ("born", "died"),
    ("alive", "dead"),
    ("inside", "outside"),
    ("import", "export"),
    ("minor", "major"),
    ("private", "public"),
    ("full", "empty"),
    ("cheap", "expensive"),
    ("happy", "sad"),
    ("love", "hate"),
    ("like", "dislike"),
    ("easy", "difficult"),
    ("easy", "hard"),
    ("forward", "backward"),
    ("left", "right"),
    ("top", "bottom"),
    ("maximum", "minimum"),
    ("majority", "minority"),
    ("domestic", "foreign"),
    ("western", "eastern"),
    ("northern", "southern"),
    ("upper", "lower"),
    ("increase", "reduce"),
    ("increased", "reduced"),
]
ANTONYMS: dict[str, set[str]] = {}
for _a, _b in _ANTONYM_LIST:
    ANTONYMS.setdefault(_a, set()).add(_b)
    ANTONYMS.setdefault(_b, set()).add(_a)

_NUMBER_WORDS = {
    "zero": 0,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "thirteen": 13,
    "fourteen": 14,
    "fifteen": 15,
    "sixteen": 16,
    "seventeen": 17,
    "eighteen": 18,
    "nineteen": 19,
    "twenty": 20,
    "thirty": 30,
    "forty": 40,
    "fifty": 50,
    "sixty": 60,
    "seventy": 70,
    "eighty": 80,
    "ninety": 90,
    "hundred": 100,
    "dozen": 12,
    "first": 1,
    "second": 2,
    "third": 3,
    "fourth": 4,
    "fifth": 5,
    "sixth": 6,
    "seventh": 7,
    "eighth": 8,
    "ninth": 9,
    "tenth": 10,
    "half": 0.5,
    "once": 1,
    "twice": 2,
}
_ORDINAL_WORDS = {"first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "once", "twice", "half", "one"}
#: the cardinal number words and their values ("one" too, which the features leave out as it is as often a pronoun)
CARDINAL_WORDS: dict[str, int] = {w: n for w, n in _NUMBER_WORDS.items() if w not in _ORDINAL_WORDS} | {"one": 1}
_SCALE = {"thousand": 1e3, "million": 1e6, "millions": 1e6, "billion": 1e9, "billions": 1e9, "trillion": 1e12, "k": 1e3, "m": 1e6, "bn": 1e9}
_MONTHS = {m: i + 1 for i, m in enumerate("january february march april may june july august september october november december".split())}
_MONTHS.update({m[:3]: i for m, i in list(_MONTHS.items())})
_MONTHS.pop("may", None)  # "may" is mostly a verb; matched only as the full month name below
_MONTHS_FULL = {m for m in "january february march april june july august september october november december".split()}

_WORD_RE = re.compile(r"[A-Za-z\u00C0-\u024F]+(?:['’][A-Za-z]+)?|\d+(?:[.,]\d+)*")
_NUM_RE = re.compile(
    r"(?<![\w.])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?:\s*(%|percent|per cent))?"
    r"(?:\s*(thousand|million|billion|trillion|bn|k|m)\b)?",
    re.I,
)
_CAP_RE = re.compile(r"\b[A-Z][\w\u00C0-\u024F'’-]*")
_POSS = re.compile(r"['’]s?$")
_SENT_SPLIT = re.compile(r"(?<=[.!?])\s+|\n+")

FEATURE_NAMES = [
    "cov_w",
    "cov_u",
    "cov_best_sent_w",
    "miss_w_max",
    "n_miss",
    "n_content",
    "bigram_cov",
    "num_h",
    "num_miss",
    "num_miss_frac",
    "num_conflict",
    "year_conflict",
    "ent_h",
    "ent_miss",
    "ent_miss_frac",
    "neg_mismatch",
    "antonym_hit",
    "month_conflict",
    "log_len_p",
    "log_len_h",
    "tri_cov",
    # contradiction cues against the premise sentence aligned with the claim (see ``slot_features``)
    "align_cov",
    "sub_ent",
    "sub_num",
    "neg_aligned",
    "ant_aligned",
]


def _stem(w: str) -> str:
    if len(w) <= 3 or w[0].isdigit():
        return w
    for suf in ("ational", "ization", "ations", "ation", "ments", "ment", "ness", "ings", "ing", "edly", "ies", "ied", "ers", "er", "ed", "ly", "es", "s"):
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
    __slots__ = ("text", "tokens", "stems", "stem_set", "bigrams", "trigrams", "numbers", "years", "neg", "months", "sents", "lower_words")

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


def _antonym_hit(h, s) -> float:
    """1.0 when a claim word's antonym is in ``s`` while the word itself is not."""
    for w in h.lower_words:
        ants = ANTONYMS.get(w)
        if ants and w not in s.lower_words and ants & s.lower_words:
            return 1.0
    return 0.0


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
    antonym_hit = _antonym_hit(h, close)
    return np.array(
        [
            cov_w,
            cov_u,
            best,
            miss_w_max,
            n_miss,
            n_content,
            bigram_cov,
            len(hn),
            num_miss,
            num_miss / len(hn) if hn else 0.0,
            num_conflict,
            year_conflict,
            len(ents),
            ent_miss,
            ent_miss / len(ents) if ents else 0.0,
            neg_mismatch,
            antonym_hit,
            month_conflict,
            math.log1p(len(p.tokens)),
            math.log1p(len(h.tokens)),
            tri_cov,
            *slot_features(premise, claim),
        ],
        dtype=np.float32,
    )


def _key(w: str) -> str:
    """A more tolerant stem for aligning a claim with a premise sentence: 'starred' / 'stars' -> 'star'."""
    k = _stem(w)
    if len(k) >= 4 and k[-1] == k[-2] and k[-1] not in "aeiouls":
        k = k[:-1]
    return k[:7]


_CAP_WORD = re.compile(r"[A-Z][\w\u00C0-\u024F'’-]*")


def _names(text: str, skip_first: bool) -> set[str]:
    """Lower-cased capitalised words (names) of a sentence; the sentence's first word is left out when
    ``skip_first`` (in a premise it is capitalised whatever it is)."""
    out = set()
    for i, m in enumerate(_CAP_WORD.finditer(text)):
        if skip_first and m.start() == len(text) - len(text.lstrip()):
            continue
        w = _POSS.sub("", m.group().lower())
        if w in STOPWORDS or w in NEGATIONS or w in _MONTHS_FULL or len(w) < 2:
            continue
        out.add(w)
    return out


def _num_value(tok: str) -> float | None:
    low = tok.lower()
    if low in _NUMBER_WORDS and low not in _ORDINAL_WORDS:
        return float(_NUMBER_WORDS[low])
    if tok[0].isdigit():
        try:
            return float(tok.replace(",", ""))
        except ValueError:
            return None
    return None


_PRONOUNS = frozenset("it he she they its his her their".split())
#: how far (in words) from a shared context word the premise's other value may stand
_SLOT_WINDOW = 6


def slot_features(premise: str, claim: str) -> tuple[float, float, float, float, float]:
    return _slot(premise, claim)[0]


def slot_sentence(premise: str, claim: str) -> str | None:
    """The premise sentence in which :func:`slot_features` found its best substitution (None when none),
    for diagnostics."""
    return _slot(premise, claim)[1]


@lru_cache(maxsize=4096)
def _slot(premise: str, claim: str):
    """Contradiction cues: the premise sentence that best covers the claim (tolerant stems, rarity
    weighted) states a *different value for the same slot*.

    * ``align_cov``   weighted coverage of the claim's content words by that sentence;
    * ``sub_ent``     a name of the claim that the premise never mentions, while next to one of its
                      context words (the nearest content words around it in the claim, e.g. "starred")
                      the aligned sentence has a name the claim does not ("starred Brad Pitt" vs "stars
                      ... Leonardo DiCaprio"); value: coverage of the claim's other words by the sentence;
    * ``sub_num``     the same with numbers of the same kind (a year for a year, a count for a count);
    * ``neg_aligned`` negation in one of claim / aligned sentence only, times ``align_cov``;
    * ``ant_aligned`` an antonym of a claim word in the aligned sentence, times ``align_cov``.
    """
    p, h = analyse(premise), analyse(claim)
    content = _content(h)
    if not content:
        return (0.0, 0.0, 0.0, 0.0, 0.0), None
    keys = [_key(w) for w, _ in content]
    weights = np.array([word_weight(w) for w, _ in content])
    best_i, best_cov = 0, -1.0
    sents = _sentences(p)
    for i, s in enumerate(sents):
        sk = {_key(w) for w in s.lower_words}
        hit = np.array([k in sk for k in keys], dtype=float)
        cov = float((weights * hit).sum() / weights.sum())
        if cov > best_cov:
            best_i, best_cov = i, cov
    s = sents[best_i]
    p_words = p.lower_words | {_POSS.sub("", w) for w in p.lower_words}
    p_keys = {_key(w) for w in p_words}
    h_low = [_POSS.sub("", t.lower()) or t.lower() for t in h.tokens]
    h_num_vals = [v for v in (_num_value(t) for t in h.tokens) if v is not None]

    def is_name(tok: str, low: str) -> bool:
        return tok[0].isupper() and low not in STOPWORDS and low not in NEGATIONS and low not in _MONTHS_FULL

    # claim tokens: names missing from the premise, numbers missing from the premise
    miss_name, miss_num = [], []
    for i, (tok, low) in enumerate(zip(h.tokens, h_low)):
        if is_name(tok, low) and len(low) > 1:
            if low not in p_words and _key(low) not in p_keys:
                miss_name.append(i)
        else:
            v = _num_value(tok)
            if v is not None and not _num_match(v, p.numbers):
                miss_num.append(i)

    miss_name_set = set(miss_name)

    def context(i: int) -> dict[str, set[int]]:
        """Keys of the two nearest content words on each side of claim token i (missing names and numbers
        left out), each with the side the value stands on (+1: after the context word, -1: before it)."""
        out: dict[str, set[int]] = {}
        for rng, side in ((range(i - 1, -1, -1), 1), (range(i + 1, len(h_low)), -1)):
            n = 0
            for j in rng:
                tok, low = h.tokens[j], h_low[j]
                if low in STOPWORDS or j in miss_name_set or _num_value(tok) is not None or len(low) < 3:
                    continue
                out.setdefault(_key(low), set()).add(side)
                n += 1
                if n == 2:
                    break
        return out

    def other_name(st, q: int) -> bool:
        tok, low = st.tokens[q], st.tokens[q].lower()
        # a sentence's first word is capitalised whatever it is: a name there only when it is a rare word
        return (q > 0 or word_weight(low) > 2.2) and is_name(tok, low) and len(low) > 1 and low not in h.lower_words

    def other_number(kind_year: bool):
        def ok(st, q: int) -> bool:
            v = _num_value(st.tokens[q])
            if v is None or _num_match(v, h_num_vals):
                return False
            return (int(v) == v and int(v) in st.years) == kind_year

        return ok

    # anchors: the claim's names that the premise does mention (the subject whose slot is compared)
    anchors = {_key(h_low[i]) for i, tok in enumerate(h.tokens) if is_name(tok, h_low[i]) and len(h_low[i]) > 1 and i not in miss_name_set}

    def substitution(i: int, ok, skip, need_anchor: bool = True) -> float:
        """Best coverage of the claim's other words by a premise sentence that has, within a few words
        of one of claim token i's context words, another value accepted by ``ok``; 0 when none has."""
        ctx = context(i)
        best = 0.0
        for st in sents:
            s_keys = [_key(t.lower()) for t in st.tokens]
            found = False
            for j, k in enumerate(s_keys):
                # a context word matches where the premise uses it as a common word (or starts with it)
                if k in ctx and (j == 0 or not st.tokens[j][0].isupper()):
                    # the premise's value stands on the same side of the context word as the claim's
                    sides = ctx[k]
                    lo = j - _SLOT_WINDOW if -1 in sides else j + 1
                    hi = j + _SLOT_WINDOW if 1 in sides else j - 1
                    if any(q != j and ok(st, q) for q in range(max(0, lo), min(len(s_keys), hi + 1))):
                        found = True
                        break
            if not found:
                continue
            sk = set(s_keys)
            if _PRONOUNS & set(s_keys):
                # "It stars ..." after "Titanic is ...": the engine resolves the claim's pronouns, so the
                # claim says "Titanic"; the claim's names found elsewhere in the premise stand for the pronoun
                sk |= anchors
            if need_anchor and not anchors & sk:
                continue  # another sentence, about something else: not the claim's slot
            rest = np.array([not skip(w) for w, _ in content], dtype=float)
            hit = np.array([k in sk for k in keys], dtype=float)
            tot = (weights * rest).sum()
            if tot > 0:
                v = float((weights * rest * hit).sum() / tot)
                if v > best:
                    best = v
                    if v > where[0]:
                        where[0], where[1] = v, st.text
        return best

    where: list = [0.0, None]  # best substitution value and the premise sentence that holds it
    missing_names = {h_low[i] for i in miss_name}
    h_names_all = anchors | missing_names
    sub_ent = max([substitution(i, other_name, lambda w: w in missing_names) for i in miss_name], default=0.0)
    sub_num = 0.0
    for i in miss_num:
        v = _num_value(h.tokens[i])
        kind_year = int(v) == v and int(v) in h.years
        sub_num = max(sub_num, substitution(i, other_number(kind_year), lambda w: w[0].isdigit() or w in _NUMBER_WORDS, need_anchor=bool(h_names_all)))
    neg_aligned = float((h.neg > 0) != (s.neg > 0)) * best_cov
    return (best_cov, sub_ent, sub_num, neg_aligned, _antonym_hit(h, s) * best_cov), where[1]


def batch_features(pairs) -> np.ndarray:
    if not pairs:
        return np.zeros((0, len(FEATURE_NAMES)), dtype=np.float32)
    return np.stack([pair_features(p, h) for p, h in pairs])
