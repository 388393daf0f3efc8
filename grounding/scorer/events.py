"""Years tied to events, read the same way in English, Japanese and Chinese.

A claim can put a year its passage writes in another event's place. Against the guide's Titanic facts
("Titanic is a 1997 American epic romantic disaster movie. ... The movie is about the 1912 sinking of the
RMS Titanic"), ``Titanic was released in 1912.`` scored 0.71 with the English scorer, ``该片于1912年上映。``
0.997 with the multilingual one, and ``该片讲述了1997年泰坦尼克号沉没的故事。`` against the Chinese facts 0.998:
the number rules catch only years the passage does not write, and the role rule of
:func:`grounding.scorer.cjk.role_conflict` reads Japanese and Chinese passages, with their own role words.

Here a handful of events (:data:`EVENTS`: a work's release or making, a sinking, a birth, a death, a
founding, a listing, an award) are named by one table in the three languages, so that a claim in one language
is compared with a passage in another. A year is tied, within its clause:

* in English, to an event verb before it (``released in December 1997``, ``passed away in 1968``), else to the
  clause's first event verb where the year opens the clause (``In 1997, the film was released``), else to the
  last event noun of the year's phrase (``a 1997 American ... movie``, ``the 1912 sinking``);
* in Japanese and Chinese, to the nearest event word after it (``1997年公開の``, ``1912年泰坦尼克号沉没``;
  past a comma where the year opens the clause: ``1997年，该片上映``), else to one just before it
  (``成立于1998年``, ``公開は1997年``), unless the year modifies a noun after it (``1912年の海難事故``); a year that
  says when something happened (``1912年に起きた``, ``1912年发生的``) to the event word after the happening, further
  off, and never to one before it (``この映画は1912年に起きたタイタニック号の沈没を描いている``: the sinking's year).

:func:`event_year_conflict` is true when the claim ties a year to an event that the passage ties to other
years only, while the passage ties the claim's year to another event.
"""

from __future__ import annotations

import re
from functools import lru_cache

from grounding.scorer.cjk import _as_written

#: event -> (English verbs, English nouns, Japanese / Chinese words), each ``|``-separated. An English verb ties a year after it
#: (``released in 1997``); an English noun a year before it in its phrase (``a 1997 film``, ``the 1912
#: sinking``); a Japanese / Chinese word either (``1997年公開``, ``成立于1998年``).
_EVENT_TABLE = {
    # a work's year: made or released (a film directed in 1997 is the 1997 film)
    "release": (
        "released|re-released|premiered|debuted|came out|published|first aired|aired|hit theaters|hit theatres"
        "|hit cinemas|opened in theaters|opened in theatres|opened in cinemas|directed|filmed|shot|produced",
        "film|movie|motion picture|documentary|album|novel|sitcom|musical|release|premiere",
        "公開|公开|上映|公映|首映|封切|上演|発売|发行|發行|发售|發售|リリース|問世|问世|出版|刊行|映画|电影|電影|影片|执导|執導|拍摄|拍攝|撮影",
    ),
    "sinking": ("sank|sunk|sinking", "sinking|shipwreck", "沈没|沉没|沉沒|沉船|沈んだ"),
    "birth": ("born", "birth", "生まれ|出生|誕生|诞生|生于|生於"),
    "death": ("died|passed away", "death", "死去|逝世|去世|亡くな|死亡"),
    "founding": ("founded|established|incorporated", "founding", "設立|成立|创立|創立|創業|创办|創辦|創設|创建|創建"),
    "listing": ("went public", "IPO|initial public offering", "上場|上市"),
    "award": ("won|awarded", "award|awards|Oscars", "受賞|获奖|獲獎|荣获|榮獲|赢得|贏得|賞|奖|獎"),
}
EVENTS: dict[str, tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]] = {
    ev: tuple(tuple(words.split("|")) for words in forms) for ev, forms in _EVENT_TABLE.items()
}

#: a year (not a decade: the 1960s)
_YEAR = r"(?<!\d)(?<!\d[.,])(1[0-9]{3}|20[0-9]{2})(?![\d.,]\d|'?s\b)"
#: a clause: the span a year and its event share
_CLAUSE_RE = re.compile(r"[^.;!?。；！？\n]+")
_EN_WORDS = {w.lower(): ev for ev, (verbs, nouns, _) in EVENTS.items() for w in verbs + nouns}
_EN_VERBS = "|".join(sorted((re.escape(v) for _, (verbs, _, _) in EVENTS.items() for v in verbs), key=len, reverse=True))
_EN_NOUNS = "|".join(sorted((re.escape(n) for _, (_, nouns, _) in EVENTS.items() for n in nouns), key=len, reverse=True))
#: words that end a noun phrase: prepositions, conjunctions, determiners, pronouns, auxiliaries
_EN_STOP = (
    "of|in|on|at|by|for|from|to|with|about|into|over|under|before|after|during|since|until|than|as|and|or|but|nor"
    "|that|which|who|whom|whose|when|while|where|was|were|is|are|be|been|has|had|have|will|would|can|could|should"
    "|may|might|not|the|a|an|this|these|those|his|her|its|their|our|my|your|he|she|it|they|we|you|starring|including"
)
# English: a year, then up to eight words of its phrase (no word that ends a phrase, no other year), then an
# event noun; the filler is greedy, so the phrase's last event noun counts (the 2005 BAFTA Film Awards: awards)
_EN_NOUN_RE = re.compile(_YEAR + r"\s+(?:(?!(?:" + _EN_STOP + r")\b)(?!\d{4}\b)[A-Za-z0-9][\w'-]*\s+){0,8}(" + _EN_NOUNS + r")s?\b", re.I)
# English: an event verb, then up to six words (no other event verb), then in / on / during and up to two words
# (a month, a day), then the year: the verb nearest the year counts
_EN_VERB_RE = re.compile(
    r"\b(" + _EN_VERBS + r")\b(?:[\s,]+(?!(?:in|on|during|" + _EN_VERBS + r")\b)[\w'-]+){0,6}?[\s,]+(?:in|on|during)\s+(?:[\w,]+\s+){0,2}" + _YEAR,
    re.I,
)
# English: a clause that opens with its year (In 1997, the film was released), tied to the first event verb
# of the clause within eight words
_EN_YEAR_FIRST_RE = re.compile(
    r"^\s*(?:[Ii]n|[Oo]n|[Dd]uring)\s+(?:[A-Z][a-z]+\s+)?(?:\d{1,2},?\s+)?" + _YEAR + r",?\s+(?:[\w'-]+[\s,]+){0,8}?(" + _EN_VERBS + r")\b"
)
_CJK_WORDS = {w: ev for ev, (_, _, words) in EVENTS.items() for w in words}
_CJK_WORD_RE = "(?:" + "|".join(map(re.escape, sorted(_CJK_WORDS, key=len, reverse=True))) + ")"
_CJK_YEAR_RE = re.compile(r"(?<!\d)(\d{4})年(?!代)")  # not a decade: 1990年代


def _event_word_within(chars: int) -> re.Pattern:
    """An event word at most ``chars`` characters of the year's clause on (no other year between), nearest first."""
    return re.compile(r"(?:(?!\d{4}年)[^。，,、；;！？!?「」『』《》]){0," + str(chars) + "}?(" + _CJK_WORD_RE + ")")


#: Japanese / Chinese: a year, up to ten characters of its clause, an event word (nearest first) ...
_CJK_AFTER_RE = _event_word_within(10)
#: ... past one comma where the year opens its clause (1997年、この映画が公開された, 1997年，该片上映) ...
_CJK_AFTER_COMMA_RE = re.compile(r"[、,](?:(?!\d{4}年)[^。，,、；;！？!?「」『』《》]){0,12}?(" + _CJK_WORD_RE + ")")
#: ... or failing that an event word, an event noun of no kind (事件, 事故) at most, up to four characters, the year
#: (泰坦尼克号沉没事件发生在1997年: the sinking's year), or a cleft's (映画が公開されたのは1912年です)
_CJK_BEFORE_RE = re.compile("(" + _CJK_WORD_RE + r")(?:事件|事故)?(?:(?:さ?れ|し|して|されて)?(?:た|いる|いた)?のは|(?:(?!\d{4}年)[^。，,、；;！？!?]){0,4})$")
#: ... but a year that says when something happened (1912年に起きた / 1912年に大西洋で発生した / 1912年发生的) is the
#: happening's after it, further off (この映画は1912年に起きたタイタニック号の沈没を描いている: the sinking's, not the film's)
_CJK_HAPPENED_RE = re.compile(r"に?(?:(?!\d{4}年)[^。，,、；;！？!?「」『』《》]){0,8}?(?:起き|起こ|発生|生じ|发生|發生)")
_CJK_HAPPENING_RE = _event_word_within(16)
_ANY_YEAR_RE = re.compile(_YEAR)
#: a year that modifies a noun after it: の / 的, but not before a part of the year itself (1912年の春, 1997年的12月)
#: nor before a happening of no kind (沈没は1997年の出来事である, 沉没是1997年的事: the year is the event's before it)
_CJK_MODIFIES_RE = re.compile(r"[の的](?![春夏秋冬]|\d{1,2}月|初め|始め|初|末|暮れ|頃|ころ|年末|年初|上半|下半|出来事|こと|事(?![件故务務业業物例項项]))")


@lru_cache(maxsize=4096)
def year_events(text: str) -> dict[str, frozenset[str]]:
    """The years ``text`` ties to each event of :data:`EVENTS` (``{"release": {"1997"}, "sinking":
    {"1912"}}``); an event no year is tied to is absent."""
    t = _as_written(text)
    if not _ANY_YEAR_RE.search(t):
        return {}
    out: dict[str, set[str]] = {}
    for clause in _CLAUSE_RE.findall(t):
        if not _ANY_YEAR_RE.search(clause):
            continue
        tied: set[int] = set()
        # an event verb before the year first (passed away in 1968 before starring his film: a death), then a
        # clause that opens with its year, then a noun of the year's phrase; each year once
        for rx, word, year in ((_EN_VERB_RE, 1, 2), (_EN_YEAR_FIRST_RE, 2, 1), (_EN_NOUN_RE, 2, 1)):
            for m in rx.finditer(clause):
                if m.start(year) not in tied:
                    tied.add(m.start(year))
                    out.setdefault(_EN_WORDS[m.group(word).lower()], set()).add(m.group(year))
        for m in _CJK_YEAR_RE.finditer(clause):
            happened = _CJK_HAPPENED_RE.match(clause, m.end())
            # (unless an event word comes first: 1997年に公開された映画で起きた出来事 is the release's year)
            if happened and not _CJK_AFTER_RE.match(clause, m.end(), happened.end()):
                hit = _CJK_HAPPENING_RE.match(clause, happened.end())
                if hit and m.start() not in tied:
                    out.setdefault(_CJK_WORDS[hit.group(1)], set()).add(m.group(1))
                continue
            after = _CJK_AFTER_RE.match(clause, m.end())
            if not after and len(clause[: m.start()].strip()) <= 1:  # the year opens its clause (在 / 于 at most)
                after = _CJK_AFTER_COMMA_RE.match(clause, m.end())
            # a year that modifies a noun after it (1912年の海難事故, 1912年的沉船事件) is that noun's, not an event's before it
            # (この映画の題材は1912年の海難事故である: not the film's year)
            modifies = bool(_CJK_MODIFIES_RE.match(clause, m.end()))
            before = None if after or modifies else _CJK_BEFORE_RE.search(clause[max(0, m.start() - 12) : m.start()])
            hit = after or before
            if hit and m.start() not in tied:
                out.setdefault(_CJK_WORDS[hit.group(1)], set()).add(m.group(1))
    return {ev: frozenset(ys) for ev, ys in out.items()}


def event_year_conflict(premise: str, claim: str) -> bool:
    """The claim ties a year to an event (a work's release or making, a sinking, a birth, a death, a founding, a listing, an award) that the
    premise ties to other years only, and the premise ties that year to another event: ``released in 1912``
    against ``a 1997 ... movie ... about the 1912 sinking``, ``该片于1912年上映`` against it in any of the three
    languages."""
    c = year_events(claim)
    if not c:
        return False
    p = year_events(premise)
    # only a year the premise ties to another event: a year it never writes is the number rules'
    # (cjk.number_conflict, the English scorer's number features), and one it writes without an event may
    # belong to another work or person of a passage that names several (a single of 1998 on a page about an
    # album of 1973)
    return any(ev in p and not (ys & p[ev]) and any(ys & p[other] for other in p if other != ev) for ev, ys in c.items())
