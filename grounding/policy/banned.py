"""Banned-phrase matching: whole words or whole phrases, case- and width-insensitive.

Rules (what a user would expect):

* Text and phrases are both normalised with :func:`grounding.policy.text.normalize` (NFKC + casefold,
  invisible format characters removed), so "ＢＡＤ", "Bad" and "b\u200bad" all match "bad".
* A phrase matches only as a whole word or whole phrase: "ass" does not match "class" or "assess",
  "bad" does not match "badge". Hyphens and apostrophes separate words ("bad-tempered" contains "bad");
  dots, "@" and slashes between word characters do not (``www.bad-actor.org``, ``bad.txt`` and
  ``x@bad.example`` do not contain the word "bad"). The words of a multi-word phrase match across any run of whitespace
  (spaces, tabs, newlines), so "free money" matches "FREE\\n money".
* Scripts written without spaces (Chinese, Japanese, Korean, Thai, ...) have no word boundaries to
  check, so where a phrase begins or ends with such a character that end matches as a plain substring:
  "クソ" matches "クソみたいな天気". Latin-script ends still need a boundary, so a mixed phrase like
  "bad猫" must start at a word boundary.
* The result lists the matched phrases as configured (original spelling), deduplicated, in config order;
  phrases that normalise to the same text ("Bad", "ＢＡＤ") count once, under their first spelling.
"""

from __future__ import annotations

import re
from typing import Iterable, Sequence

from grounding.policy.text import is_unspaced_script, normalize


def _phrase_pattern(phrase: str) -> str | None:
    words = normalize(phrase).split()
    if not words:
        return None
    body = r"\s+".join(re.escape(w) for w in words)
    first, last = words[0][0], words[-1][-1]
    # Boundary only where the phrase's own edge is a word character of a spaced script. For an edge
    # like "$" or "!" a \w-boundary would be wrong ("$$$" inside "pay $$$ now" must still match).
    # A word glued to others by ".", "@", "/" or "\\" is part of a host name, path, file name or email
    # address, not a word of the text ("bad" is not in "www.bad-actor.org" or "bad.txt"); hyphens and
    # apostrophes do separate words ("bad-tempered", "bad's").
    start = r"(?<!\w)(?<![\w][.@/\\])" if (first.isalnum() or first == "_") and not is_unspaced_script(first) else ""
    end = r"(?!\w)(?![.@/\\]\w)" if (last.isalnum() or last == "_") and not is_unspaced_script(last) else ""
    return start + body + end


class BannedPhraseMatcher:
    """Compiled once per config; ``find(text)`` returns the configured phrases present in ``text``."""

    def __init__(self, phrases: Sequence[str]):
        self.phrases: list[str] = []
        self._patterns: list[re.Pattern[str]] = []
        seen: set[str] = set()
        for phrase in phrases:
            pattern = _phrase_pattern(phrase)
            if pattern is None or pattern in seen:  # "Bad" and "bad" are one phrase: keep the first
                continue
            seen.add(pattern)
            self.phrases.append(phrase)
            self._patterns.append(re.compile(pattern))

    def find(self, text: str) -> list[str]:
        return self.find_any([text])

    def find_any(self, texts: Iterable[str]) -> list[str]:
        normalised = [normalize(t) for t in texts if t]
        return [phrase for phrase, pattern in zip(self.phrases, self._patterns) if any(pattern.search(t) for t in normalised)]


_CACHE: dict[tuple[str, ...], BannedPhraseMatcher] = {}


def matcher_for(phrases: Sequence[str]) -> BannedPhraseMatcher:
    """A cached matcher (configs are few and long-lived; compiling per call would be wasteful)."""
    key = tuple(phrases)
    m = _CACHE.get(key)
    if m is None:
        if len(_CACHE) > 256:
            _CACHE.clear()
        m = _CACHE[key] = BannedPhraseMatcher(phrases)
    return m


def find_banned_phrases(text: str, phrases: Sequence[str]) -> list[str]:
    return matcher_for(phrases).find(text)
