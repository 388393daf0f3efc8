"""Small text utilities shared by the engine: UTF-8 offsets, fast sentence splitting, lexical tokens.

Everything here is plain Python (``re`` only) so it can run on 2,000,000 characters of facts in well
under a second. Offsets are Python ``str`` indices (code points) unless a name says ``byte``.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

# --------------------------------------------------------------------------------------------------
# UTF-8 offsets


def char_to_byte_offsets(text: str) -> list[int]:
    """Return ``b`` with ``b[i]`` = UTF-8 byte offset of code point ``i`` (``len(text)+1`` entries)."""
    out = [0] * (len(text) + 1)
    pos = 0
    for i, ch in enumerate(text):
        out[i] = pos
        o = ord(ch)
        pos += 1 if o < 0x80 else 2 if o < 0x800 else 3 if o < 0x10000 else 4
    out[len(text)] = pos
    return out


def byte_span(text: str, start: int, end: int) -> tuple[int, int]:
    """UTF-8 byte offsets ``(start, end)`` of the code point span ``text[start:end]``."""
    b0 = len(text[:start].encode("utf-8"))
    return b0, b0 + len(text[start:end].encode("utf-8"))


# --------------------------------------------------------------------------------------------------
# Fast rule-based sentence splitting (used for facts, which can be up to 200 x 10,000 characters)

# Sentence-final punctuation: Latin, CJK full stops and full-width marks, Devanagari danda, Arabic ?.
_FINAL = ".!?\u3002\uff01\uff1f\uff0e\u0964\u061f\u203c\u2047\u2048\u2049"
_CJK_FINAL = "\u3002\uff01\uff1f"  # 。！？ — split even with no following space
_CLOSERS = "\"'\u201d\u2019)\\]\u300d\u300f\u3011\uff09>*_"

_ABBREVIATIONS = {
    "mr",
    "mrs",
    "ms",
    "dr",
    "prof",
    "sr",
    "jr",
    "st",
    "mt",
    "ft",
    "gen",
    "col",
    "lt",
    "sgt",
    "capt",
    "gov",
    "sen",
    "rep",
    "rev",
    "hon",
    "pres",
    "vs",
    "v",
    "etc",
    "e.g",
    "i.e",
    "cf",
    "al",
    "inc",
    "ltd",
    "co",
    "corp",
    "no",
    "nos",
    "vol",
    "pp",
    "p",
    "fig",
    "figs",
    "approx",
    "est",
    "dept",
    "univ",
    "assn",
    "jan",
    "feb",
    "mar",
    "apr",
    "jun",
    "jul",
    "aug",
    "sep",
    "sept",
    "oct",
    "nov",
    "dec",
    "u.s",
    "u.k",
    "u.n",
    "a.m",
    "p.m",
    "ph.d",
    "b.a",
    "m.a",
    "d.c",
    "op",
    "ed",
    "eds",
    "ca",
    "c",
    "min",
    "max",
    "avg",
    "dist",
    "div",
    "bros",
    "messrs",
}

_SPLIT_RE = re.compile(
    rf"(?:[{re.escape(_CJK_FINAL)}][{re.escape(_CLOSERS)}]*\s*)"  # CJK: split right after
    rf"|(?:(?:(?<!\d)\uff0e|\uff0e(?!\d))[{re.escape(_CLOSERS)}]*\s*)"  # the full-width stop of ．，-style Japanese, not １．５
    rf"|(?:[{re.escape(_FINAL)}]+[{re.escape(_CLOSERS)}]*\s+)"  # others: need whitespace after
    r"|(?:\n\s*)"  # line breaks always end a sentence
)
_TOKEN_BEFORE_RE = re.compile(r"(\S+)$")


def _is_abbreviation(text: str, punct_pos: int) -> bool:
    """True if the '.' at ``punct_pos`` ends an abbreviation or an initial rather than a sentence."""
    if text[punct_pos] != ".":
        return False
    m = _TOKEN_BEFORE_RE.search(text, max(0, punct_pos - 64), punct_pos)
    if not m:
        return False
    word = m.group(1).lstrip("(\"'\u201c[").lower()
    if not word:
        return False
    if word in _ABBREVIATIONS:
        return True
    # single letters and dotted initialisms: "J." "R.M.S" "U.S.A"
    if re.fullmatch(r"(?:[^\W\d_]\.)*[^\W\d_]", word) and len(word.replace(".", "")) <= 3 and (len(word) == 1 or "." in word):
        return True
    return False


def split_sentences(text: str) -> list[tuple[int, int]]:
    """Split ``text`` into sentence spans ``(start, end)`` (code points, whitespace trimmed).

    Rule-based and fast: ends a sentence at . ! ? followed by whitespace (unless the dot closes a known
    abbreviation or an initial, or the next word starts in lower case), right after 。！？ and a full-width ． (not
    between two digits: １．５), and at line breaks. Spans cover every non-space character of ``text`` exactly once.
    """
    spans: list[tuple[int, int]] = []
    start = 0
    n = len(text)
    for m in _SPLIT_RE.finditer(text):
        cut = m.end()
        if cut >= n:
            break
        seg = m.group(0)
        if seg[0] in _FINAL and seg[0] not in _CJK_FINAL and seg[0] != "\uff0e":
            # position of the last final punctuation char in the match
            p = m.start() + len(seg.rstrip().rstrip(_CLOSERS)) - 1
            if _is_abbreviation(text, p):
                continue
            nxt = text[cut]
            if nxt.islower() or nxt in ",;:":
                continue
        _add_span(text, start, cut, spans)
        start = cut
    _add_span(text, start, n, spans)
    return spans


def _add_span(text: str, start: int, end: int, spans: list[tuple[int, int]]) -> None:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    if end > start:
        spans.append((start, end))


# --------------------------------------------------------------------------------------------------
# Lexical tokens (for BM25 selection and the lexical fallback model)

_WORD_RE = re.compile(r"\d+(?:[.,]\d+)*|[^\W\d_]+(?:['\u2019][^\W\d_]+)?", re.UNICODE)
#: one Han, kana or Hangul character (CJK bigrams here, chunk lengths in :mod:`grounding.engine.chunking`)
CJK_CHAR_RE = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]")

STOPWORDS = frozenset(
    """a an the and or but if then else of to in on at by for with from as into onto about over under
    after before between through during without within upon via per than that this these those there here
    is are was were be been being am do does did doing have has had having will would shall should can
    could may might must it its it's he him his she her hers they them their theirs we us our ours you
    your yours i me my mine who whom whose which what when where why how all any both each few more most
    other some such no nor not only own same so too very just also s t don now one ones up out off
    again further once while because until against above below down""".split()
)


_CJK_LETTER_RE = re.compile(r"[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]")
_HANGUL_LETTER_RE = re.compile(r"[\uac00-\ud7af]")


def writing_language(text: str) -> str:
    """The script family a text is written in, for comparing a claim's words with a passage's: ``"ja"`` (kana),
    ``"ko"`` (Hangul), ``"zh"`` (Han only) where at least 30 % of its letters are CJK, else ``"latin"`` (an English
    text that writes a name in Han characters is English)."""
    letters = [ch for ch in text if ch.isalpha()]
    cjk = [ch for ch in letters if _CJK_LETTER_RE.match(ch)]
    if not letters or len(cjk) < 0.3 * len(letters):
        return "latin"
    if _KANA_RE.search(text):
        return "ja"
    return "ko" if _HANGUL_LETTER_RE.search(text) else "zh"


def normalize_number(tok: str) -> str:
    """'1,500' -> '1500'; '3.0' -> '3'; leaves other tokens alone."""
    if tok[:1].isdigit():
        t = tok.replace(",", "")
        if re.fullmatch(r"\d+\.0+", t):
            t = t.split(".")[0]
        return t
    return tok


def _cjk_bigrams(word: str) -> list[str]:
    chars = [c for c in word if CJK_CHAR_RE.match(c)]
    if len(chars) <= 1:
        return chars
    return [chars[i] + chars[i + 1] for i in range(len(chars) - 1)]


@lru_cache(maxsize=50000)
def _stem(word: str) -> str:
    """A tiny suffix stripper, good enough to match 'stars'/'starred'/'starring' in retrieval."""
    for suf in ("ingly", "edly", "ing", "ed", "es", "s"):
        if word.endswith(suf) and len(word) - len(suf) >= 3:
            w = word[: -len(suf)]
            if suf in ("ing", "ed", "edly", "ingly") and len(w) >= 3 and w[-1] == w[-2]:
                w = w[:-1]  # starred -> star
            return w
    return word


@lru_cache(maxsize=200_000)
def _normalise_token(tok: str, stem: bool, keep_stopwords: bool) -> tuple[str, ...]:
    """Normalised forms of one lower-cased word/number token (cached: vocabularies are small)."""
    if tok[0].isdigit():
        return (normalize_number(tok),)
    if CJK_CHAR_RE.search(tok):
        return tuple(_cjk_bigrams(tok))
    low = tok.replace("\u2019", "'")
    if low.endswith("'s"):
        low = low[:-2]
    if not keep_stopwords and (low in STOPWORDS or len(low) == 1):
        return ()
    return (_stem(low) if stem else low,)


def content_tokens(text: str, *, stem: bool = True, keep_stopwords: bool = False) -> list[str]:
    """Lower-cased content tokens: words (stemmed), normalised numbers, CJK character bigrams."""
    out: list[str] = []
    for tok in _WORD_RE.findall(unicodedata.normalize("NFKC", text).lower()):
        out.extend(_normalise_token(tok, stem, keep_stopwords))
    return out


# --------------------------------------------------------------------------------------------------
# Surface normalisation of answers (decisions must not depend on surface noise)

#: curly quotes and primes -> straight quotes
_QUOTES = {
    "\u2018": "'",
    "\u2019": "'",
    "\u201a": "'",
    "\u201b": "'",
    "\u2032": "'",
    "\uff07": "'",
    "\u201c": '"',
    "\u201d": '"',
    "\u201e": '"',
    "\u201f": '"',
    "\u2033": '"',
    "\uff02": '"',
}
#: horizontal spaces other than " " (no-break, en/em and other fixed-width spaces, ideographic space)
_SPACES = set("\t\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u202f\u205f\u3000")
#: invisible characters dropped (zero-width space/joiners, word joiner, BOM, soft hyphen)
_INVISIBLE = set("\u200b\u200c\u200d\u2060\ufeff\u00ad")
_LINE_END_CLOSERS = "\"')]}*_`\u300d\u300f\u3011\u300b"


def _fold_char(ch: str) -> str:
    """One character's canonical form: straight quotes, full-width ASCII and half-width CJK/katakana
    forms (the Unicode block U+FF00-U+FFEF) by NFKC, other spaces as " ", invisible characters dropped."""
    q = _QUOTES.get(ch)
    if q is not None:
        return q
    if ch in _SPACES:
        return " "
    if ch in _INVISIBLE:
        return ""
    if "\uff00" <= ch <= "\uffef":
        return unicodedata.normalize("NFKC", ch)
    return ch


class NormalizedText:
    """``text`` in its canonical surface form, with a map back to the original's code points.

    What is folded (the engine segments and scores this form; claim offsets and claim texts come
    from the original): curly quotes to straight ones; full-width ASCII to ASCII and half-width
    katakana/Hangul to their normal forms (NFKC of the block U+FF00-U+FFEF, voiced marks composed);
    every horizontal space to " " and runs of spaces to one; zero-width characters dropped; and a line
    that ends in a word (a sentence without final punctuation, as in "It starred Brad Pitt and Kate
    Winslet") gets a final "." (or "。" after a CJK character) of zero width in the original.

    ``orig_start(i)`` / ``orig_end(i)`` map a span ``[i, j)`` of :attr:`text` to the original
    ``[orig_start(i), orig_end(j))``.
    """

    __slots__ = ("text", "_src", "_src_end", "original")

    def __init__(self, original: str):
        self.original = original
        out: list[str] = []
        src: list[int] = []  # per output char: index of the original char it comes from
        src_end: list[int] = []  # per output char: end (exclusive) in the original
        n = len(original)
        i = 0
        while i < n:
            ch = original[i]
            j = i + 1
            if "\uff00" <= ch <= "\uffef" and j < n and original[j] in "\uff9e\uff9f":
                # half-width katakana + half-width voiced mark -> one composed full-width character
                folded = unicodedata.normalize("NFKC", original[i : j + 1])
                j += 1
            else:
                folded = _fold_char(ch)
            for c in folded:
                if c == " " and (not out or out[-1] in " \n"):
                    continue  # runs of spaces collapse to one; none at the start of a line
                if c == "\n":
                    while out and out[-1] == " ":  # nor at its end
                        out.pop(), src.pop(), src_end.pop()
                out.append(c)
                src.append(i)
                src_end.append(j)
            i = j
        while out and out[-1] == " ":
            out.pop(), src.pop(), src_end.pop()
        _collapse_final_runs(out, src, src_end)
        self.text = "".join(out)
        self._src = src
        self._src_end = src_end
        self._add_final_stops()

    def _add_final_stops(self) -> None:
        text, src, end = self.text, self._src, self._src_end
        new_t: list[str] = []
        new_s: list[int] = []
        new_e: list[int] = []
        pos = 0
        n_orig = len(self.original)
        for m in re.finditer(r"[^\n]*", text):
            s, e = m.start(), m.end()
            if s < pos:
                continue
            line = text[s:e]
            stripped = line.rstrip(" ")
            core = stripped.rstrip(_LINE_END_CLOSERS)
            insert_at = None
            if core and (core[-1].isalnum() or CJK_CHAR_RE.match(core[-1])):
                insert_at = s + len(stripped)
            for q in range(pos, e):
                if q == insert_at:
                    self._put_stop(core[-1], q, new_t, new_s, new_e, n_orig)
                new_t.append(text[q])
                new_s.append(src[q])
                new_e.append(end[q])
            if insert_at is not None and insert_at == e:
                self._put_stop(core[-1], e, new_t, new_s, new_e, n_orig)
            pos = e
        for q in range(pos, len(text)):
            new_t.append(text[q])
            new_s.append(src[q])
            new_e.append(end[q])
        self.text = "".join(new_t)
        self._src = new_s
        self._src_end = new_e

    def _put_stop(self, prev_char: str, q: int, t: list, s: list, e: list, n_orig: int) -> None:
        # zero width in the original, just after the previous output character
        at = self._src_end[q - 1] if q > 0 else 0
        t.append("\u3002" if CJK_CHAR_RE.match(prev_char) else ".")
        s.append(at)
        e.append(at)

    def orig_start(self, i: int) -> int:
        if i >= len(self._src):
            return len(self.original)
        return self._src[i]

    def orig_end(self, j: int) -> int:
        """Original end of the normalised span ending (exclusive) at ``j``."""
        if j <= 0:
            return 0
        return self._src_end[j - 1]


_RUN_CHARS = ".!\u3002\u2026"


def _collapse_final_runs(out: list[str], src: list[int], src_end: list[int]) -> None:
    """A run of two or more sentence-final marks (``..``, ``!!``, ``.!``, ``…``) before a space, a line
    break, a closing quote/bracket or the end becomes its first mark ("…" becomes "."), covering the
    whole run of the original."""
    k, n = 0, len(out)
    res_o: list[str] = []
    res_s: list[int] = []
    res_e: list[int] = []
    while k < n:
        c = out[k]
        if c in _RUN_CHARS:
            j = k
            while j < n and out[j] in _RUN_CHARS:
                j += 1
            if (j - k >= 2 or c == "\u2026") and (j == n or out[j] in " \n" or out[j] in _LINE_END_CLOSERS):
                res_o.append("." if c == "\u2026" else c)
                res_s.append(src[k])
                res_e.append(src_end[j - 1])
                k = j
                continue
        res_o.append(c)
        res_s.append(src[k])
        res_e.append(src_end[k])
        k += 1
    out[:], src[:], src_end[:] = res_o, res_s, res_e


def normalize_surface(text: str) -> str:
    """The canonical surface form of ``text`` (see :class:`NormalizedText`)."""
    return NormalizedText(text).text


# --------------------------------------------------------------------------------------------------
# Traditional and simplified Chinese

_KANA_RE = re.compile(r"[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]")


@lru_cache(maxsize=1)
def _t2s():
    import opencc

    return opencc.OpenCC("t2s")


def to_simplified(text: str) -> str:
    """``text`` in simplified Chinese characters (OpenCC's ``t2s``: 據 → 据, 號 → 号), so that an answer
    written in traditional characters is compared with facts written in simplified ones. A text with any
    kana is Japanese, whose kanji are not traditional Chinese (公開 stays 公開), and is returned as it is."""
    if _KANA_RE.search(text) or text.isascii():
        return text
    return _t2s().convert(text)


# --- dotted Chinese names ------------------------------------------------------------------------

#: characters that are no part of a transliterated name, where a Chinese name's extent ends: prepositions,
#: conjunctions, the copula, pronouns and the verbs that stand next to names (由詹姆斯·卡梅隆执导, 汉斯·季默负责配乐);
#: none is a character of the standard transliterations
_HAN_NAME_STOP = frozenset(
    "由和与與及或是为為在被把将將的了之从從向对對给給跟同执執导導主演编編剧劇配饰飾该該此这這那其他她们們并並也都均还還等曾于於以"
    "负負责責担擔创創获獲参參说說称稱写寫拍制製表认認指员員、，。；："
)
_HAN = r"[\u4e00-\u9fff]"
_HAN_NAME_CHAR = r"(?:(?![" + "".join(sorted(_HAN_NAME_STOP)) + r"])" + _HAN + r")"
_DOTTED_HAN_NAME_RE = re.compile(_HAN_NAME_CHAR + r"{1,6}(?:[·・•‧]" + _HAN_NAME_CHAR + r"{1,6})+")
_ANY_DOT_RE = re.compile(r"[·・•‧･]")


def dotted_han_names(text: str) -> list[tuple[int, int, list[tuple[int, int]]]]:
    """The dotted Chinese names of NFKC ``text``: ``(start, end, parts)``, each part a ``(start, end)`` of
    its characters, up to the characters of :data:`_HAN_NAME_STOP` (the first part of 演员莱昂纳多 may still
    hold more than the name: :func:`grounding.scorer.translit.anchor_names` reads it at its best-sounding
    stretch)."""
    out = []
    for m in _DOTTED_HAN_NAME_RE.finditer(text):
        parts, pos = [], m.start()
        for piece in _ANY_DOT_RE.split(m.group()):
            parts.append((pos, pos + len(piece)))
            pos += len(piece) + 1
        out.append((m.start(), m.end(), parts))
    return out
