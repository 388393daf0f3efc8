"""Katakana names against the Latin-script names of an English passage, and back (cross-lingual pairs).

The multilingual cross-encoder learnt NLI within one language at a time. Given an English passage and a
Japanese claim it reads numbers across the two (1997 is 1997) but not names: ジェームズ・キャメロン
against "directed by James Cameron" gets 0.18, and the same claim with the name written ``James Cameron``
gets 0.86. Here a katakana name of the claim is compared with the Latin words of the passage by sound:

* both are reduced to a **consonant skeleton** (katakana through a kana table, Latin through a few
  spelling rules: ``c``/``ck``/``q`` → ``k``, ``ch`` → ``C`` (チ), ``ph`` → ``f``, ``v`` → ``b``, ``l`` → ``r``,
  ``z``/``th``/``sh`` → ``s``; vowels, ``w``, ``y`` and an ``h`` not at the start dropped; doubled letters once):
  キャメロン and Cameron are both ``kmrn``, スピルバーグ and Spielberg ``sprbg``;
* a katakana part (the pieces of a run between its middle dots) matches a word of the passage when their
  skeletons (any of the word's) start alike and are close (:func:`difflib.SequenceMatcher` ratio ≥ 0.8; skeletons of three
  letters or fewer must be equal, or a three-letter one begin the other: アメリカ ``mrk``, American ``mrkn``);
* :func:`anchor_names` writes the claim with each matched name in the passage's spelling (the form the
  model reads across languages) and returns the parts that matched nothing, which
  :func:`grounding.scorer.model._rule_cap` counts as a name the passage never writes.

The other way round, :func:`unmatched_latin_names` finds the foreign names of an English claim that a
Japanese passage does not write in katakana (Tom Hanks against a passage naming ディカプリオ and
ウィンスレット); the model grounded such claims (0.99).

Only katakana is compared: Chinese transliterations (詹姆斯·卡梅隆) do not spell the sounds closely enough
for rules to match them, so a Chinese claim against an English passage, or an English claim against a
Chinese one, is left to the model alone.
"""

from __future__ import annotations

import re
import unicodedata
from difflib import SequenceMatcher

#: each katakana's consonant (empty for vowels, ン is n); small kana and the long-vowel mark add nothing
_KANA_CONSONANT = {}
for _row, _cons in (
    ("アイウエオァィゥェォヤユヨャュョワヲヮー", ""),
    ("カキクケコヵヶ", "k"),
    ("ガギグゲゴ", "g"),
    ("サシスセソ", "s"),
    ("ザズゼゾ", "s"),
    ("ジヂ", "j"),
    ("タテト", "t"),
    ("チ", "C"),
    ("ツ", "t"),
    ("ダデド", "d"),
    ("ヅ", "s"),
    ("ナニヌネノ", "n"),
    ("ハヒヘホ", "h"),
    ("フ", "f"),
    ("バビブベボヴ", "b"),
    ("パピプペポ", "p"),
    ("マミムメモ", "m"),
    ("ラリルレロ", "r"),
    ("ン", "n"),
):
    for _k in _row:
        _KANA_CONSONANT[_k] = _cons
_KANA_CONSONANT["ッ"] = ""  # a doubled consonant: doubles collapse anyway
_KANA_VOWELS = "アイウエオ"

_KATAKANA_NAME_RE = re.compile(r"[\u30a1-\u30fa\u30fc]{2,}(?:[・･][\u30a1-\u30fa\u30fc]{2,})*")
_DOTS_RE = re.compile(r"[・･]")
_LATIN_WORD_RE = re.compile(r"[A-Za-z][A-Za-z'\-]*[A-Za-z]")

#: Latin spellings first reduced to one consonant each, longest first; ``ch`` and ``th`` sound several
#: ways in names (Richard, Michael, Charlotte; Smith, Thompson), so each way gives a skeleton
_LATIN_RULES = (
    ("sch", "s"),
    ("tch", "C"),
    ("ck", "k"),
    ("ph", "f"),
    ("sh", "s"),
    ("qu", "k"),
    ("gh", ""),
    ("x", "ks"),
)
_LATIN_VARIANTS = ((("ch", "C"), ("th", "s")), (("ch", "k"), ("th", "t")), (("ch", "s"), ("th", "s")))
_LATIN_LETTER = {"c": "k", "q": "k", "v": "b", "l": "r", "z": "s", "w": "", "y": "", "h": "", "a": "", "e": "", "i": "", "o": "", "u": ""}
_VOWELS = "aeiouy"


def _collapse(s: str) -> str:
    return re.sub(r"(.)\1+", r"\1", s)


def kana_skeleton(part: str) -> str:
    """The consonant skeleton of a katakana word (キャメロン → ``kmrn``); characters outside the table
    count as nothing, and ン before a b, p or m is an m (トンプソン, Thompson: ``tmpsn``)."""
    sk = "".join(_KANA_CONSONANT.get(ch, "") if ch != "ン" else "N" for ch in unicodedata.normalize("NFKC", part))
    return _collapse(re.sub(r"N(?=[bpm])", "m", sk).replace("N", "n"))


def latin_skeletons(word: str) -> set[str]:
    """The consonant skeletons of a Latin-script word, one per reading of its ``ch`` and ``th`` (Cameron →
    ``kmrn``, Spielberg → ``sprbrg`` / ``sprbg``, Richard → ``rCrd`` / ``rCd`` / ``rkd`` ...). Besides the
    rules above: an ``h`` sounds only at the start (John, Sarah; Harrison), and an ``r`` after a vowel and
    not before one gives a skeleton with it and one without (Japanese writes Spielberg's and Christopher's
    as a long vowel, Leonardo's as ル); a skeleton ending in a plural's ``s`` also gives one without it."""
    base = _collapse(word.lower().replace("'", "").replace("-", ""))
    out = set()
    for variant in _LATIN_VARIANTS:
        w = base
        for a, b in _LATIN_RULES + variant:
            w = w.replace(a, b)
        w = re.sub(r"c(?=[eiy])", "s", w)  # a soft c (race, Lucy)
        w = w[:1] + w[1:].replace("h", "")
        for spelt in (w, re.sub(rf"(?<=[{_VOWELS}])r(?![{_VOWELS}])", "", w)):
            if spelt:
                head = "h" if spelt[0] == "h" else _LATIN_LETTER.get(spelt[0], spelt[0])
                out.add(_collapse(head + "".join(_LATIN_LETTER.get(ch, ch) for ch in spelt[1:] if ch.isalpha())))
    # a plural's s (dollars, metres: ドル, メートル)
    out |= {sk[:-1] for sk in out if len(sk) >= 3 and sk.endswith("s") and not sk.endswith("ss")}
    return out - {""}


def _close(a: str, b: str) -> bool:
    if not a or not b or a[0] != b[0]:
        return False
    if min(len(a), len(b)) <= 3:
        # short skeletons must be equal, or the shorter of three letters begin the longer (アメリカ mrk,
        # American mrkn: an adjective's ending)
        return a == b or (min(len(a), len(b)) == 3 and (a.startswith(b) or b.startswith(a)))
    return SequenceMatcher(None, a, b).ratio() >= 0.8


def anchor_names(premise: str, claim: str) -> tuple[str, list[str]]:
    """``claim`` with each katakana name part that sounds like a Latin word of ``premise`` written as that
    word (parts of one name joined by spaces), and the katakana parts that sound like none of them. A part
    whose skeleton is a single consonant (ローラ ``r``, オタワ ``t``) matches only a capitalised word of three
    letters or more with that skeleton that also starts with a vowel where the part does (Laura, Ottawa;
    not It or The)."""
    words: dict[str, str] = {}
    short: dict[tuple[str, bool], str] = {}  # (one-consonant skeleton, starts with a vowel) -> word
    for m in _LATIN_WORD_RE.finditer(unicodedata.normalize("NFKC", premise)):
        w = m.group()
        for sk in latin_skeletons(w):
            words.setdefault(sk, w)
            if len(sk) == 1 and len(w) >= 3 and w[0].isupper():
                short.setdefault((sk, w[0].lower() in "aeiou"), w)
    unmatched: list[str] = []

    def replace(m: re.Match) -> str:
        out = []
        for part in _DOTS_RE.split(m.group()):
            sk = kana_skeleton(part)
            if len(sk) == 1:
                hit = short.get((sk, part[0] in _KANA_VOWELS))
            else:
                close = [(SequenceMatcher(None, sk, s).ratio(), w) for s, w in words.items() if _close(sk, s)] if sk else []
                hit = max(close)[1] if close else None
            if hit is None:
                unmatched.append(part)
                return m.group()
            out.append(hit)
        return " ".join(out)

    text = _KATAKANA_NAME_RE.sub(replace, unicodedata.normalize("NFKC", claim))
    return text, unmatched


_LATIN_SENTENCE_RE = re.compile(r"[^.!?\n]+[.!?]*")
_NUMBER_RE = re.compile(r"\d+")


def best_latin_sentence(premise: str, claim: str) -> str | None:
    """For a claim read against a passage in Latin script (its names already in the passage's spelling,
    :func:`anchor_names`), the passage's sentence that writes the most of the claim's Latin words and
    numbers (the first of equals); None for a passage of one sentence or a claim that shares none.
    The cross-lingual counterpart of :func:`grounding.scorer.cjk.best_sentence`: a Japanese claim about
    one sentence of an English passage is judged better against that sentence (ジェームズ・キャメロンが
    脚本を書いた: 0.09 against the whole Titanic passage, 0.71 against its "written ... by James Cameron")."""
    want = {w.lower() for w in _LATIN_WORD_RE.findall(claim)} | set(_NUMBER_RE.findall(claim))
    sentences = [x for x in (m.group(0).strip() for m in _LATIN_SENTENCE_RE.finditer(premise)) if x]
    if len(sentences) < 2 or not want:
        return None
    best, best_n = None, 0
    for x in sentences:
        n = len(want & ({w.lower() for w in _LATIN_WORD_RE.findall(x)} | set(_NUMBER_RE.findall(x))))
        if n > best_n:
            best, best_n = x, n
    return best


#: a run of capitalised Latin words (one name: Tom Hanks, Academy Awards)
_LATIN_NAME_RE = re.compile(r"[A-Z][A-Za-z'\-]*(?:\s+[A-Z][A-Za-z'\-]*)*")
#: a word that reads as romanised Japanese (Natsume, Soseki, Fuji, Tokyo, Ottawa): (C)(y)V syllables, n,
#: and a doubled consonant before a syllable
#: (the syllabic n never before a vowel, so that each word reads one way only: no backtracking on long words)
_ROMAJI_RE = re.compile(r"(?:(?:([kstpc])(?=\1))?(?:sh|ch|ts|[kgnhbpmr]y|[kgsztdnhbpmyrwfj])?[aeiou]|n(?![aeiouy]))+")
#: English words at least this frequent (wordfreq's Zipf scale: the, British, American, English) are
#: words a Japanese passage writes in its own script, not names to look for in katakana
COMMON_ZIPF = 5.0


def unmatched_latin_names(premise: str, claim: str) -> list[str]:
    """The names of a Latin-script claim that a Japanese passage writing katakana names would write in
    katakana, and that sound like none of its katakana words (Tom Hanks against a passage naming レオナルド・
    ディカプリオ and ケイト・ウィンスレット); empty where the passage writes no katakana.

    A name is a run of capitalised words. Its words as frequent as :data:`COMMON_ZIPF` (The, British) are
    left out, and a run any of whose words reads as romanised Japanese (Natsume Soseki, Mount Fuji, Ottawa)
    is not looked for: Japanese writes those in kanji, which no rule here reads. A run is matched when one of
    its words is written in the passage as it is, or sounds like one of its katakana words."""
    from wordfreq import zipf_frequency

    p = unicodedata.normalize("NFKC", premise)
    kana = {kana_skeleton(part) for m in _KATAKANA_NAME_RE.finditer(p) for part in _DOTS_RE.split(m.group())}
    kana.discard("")
    if not kana:
        return []
    latin = {w.lower() for w in _LATIN_WORD_RE.findall(p)}
    out = []
    for m in _LATIN_NAME_RE.finditer(unicodedata.normalize("NFKC", claim)):
        words = [w for w in m.group().split() if zipf_frequency(w.lower(), "en") < COMMON_ZIPF]
        if not words or any(_ROMAJI_RE.fullmatch(w.lower()) for w in words):
            continue
        if any(w.lower() in latin for w in words):
            continue
        if not any(_close(k, s) if len(k) >= 2 else False for w in words for s in latin_skeletons(w) for k in kana):
            out.append(" ".join(words))
    return out
