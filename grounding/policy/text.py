"""Unicode normalisation shared by the policy checks.

``normalize`` applies NFKC (full-width and compatibility forms fold to their plain forms: "ＢＡＤ" ->
"BAD", half-width katakana -> katakana, "①" -> "1"), then ``casefold`` (case-insensitive, "ß" -> "ss"),
drops invisible format characters (zero-width spaces and joiners, soft hyphens, bidi marks: a common
way to dodge filters) and maps typographic quotes and dashes to ASCII.
"""

from __future__ import annotations

import bisect
import unicodedata

_TRANSLATE = str.maketrans(
    {
        "\u2018": "'",
        "\u2019": "'",
        "\u201a": "'",
        "\u201b": "'",
        "\u2032": "'",
        "\u201c": '"',
        "\u201d": '"',
        "\u201e": '"',
        "\u2033": '"',
        "\u2010": "-",
        "\u2011": "-",
        "\u2012": "-",
        "\u2013": "-",
        "\u2014": "-",
        "\u2212": "-",
        "\u3002": ".",
        "\uff61": ".",  # ideographic / half-width full stops (IDNA treats them as dots)
    }
)


def strip_format_chars(text: str) -> str:
    return "".join(ch for ch in text if unicodedata.category(ch) != "Cf")


def normalize(text: str, *, casefold: bool = True) -> str:
    out = unicodedata.normalize("NFKC", text)
    out = strip_format_chars(out).translate(_TRANSLATE)
    return out.casefold() if casefold else out


def is_unspaced_script(ch: str) -> bool:
    """True for scripts written without spaces between words (CJK, kana, Hangul syllables, Thai...).

    For such characters there is no word boundary to check, so banned phrases match as substrings.
    """
    cp = ord(ch)
    return (
        0x2E80 <= cp <= 0x2FDF  # CJK radicals
        or 0x3040 <= cp <= 0x30FF  # hiragana, katakana
        or 0x3100 <= cp <= 0x31FF  # bopomofo, kana extensions
        or 0x3400 <= cp <= 0x4DBF  # CJK ext A
        or 0x4E00 <= cp <= 0x9FFF  # CJK unified
        or 0xAC00 <= cp <= 0xD7AF  # Hangul syllables
        or 0x1100 <= cp <= 0x11FF  # Hangul jamo
        or 0xF900 <= cp <= 0xFAFF  # CJK compatibility
        or 0x0E00 <= cp <= 0x0EFF  # Thai, Lao
        or 0x1000 <= cp <= 0x109F  # Myanmar
        or 0x1780 <= cp <= 0x17FF  # Khmer
        or 0x20000 <= cp <= 0x3134F  # CJK ext B..G
    )


class SpanSet:
    """Non-overlapping ``[start, end)`` spans with an O(log n) "is this position covered?" test."""

    def __init__(self) -> None:
        self._starts: list[int] = []
        self._ends: list[int] = []

    def add(self, start: int, end: int) -> None:
        i = bisect.bisect_left(self._starts, start)
        self._starts.insert(i, start)
        self._ends.insert(i, end)

    def covers(self, pos: int) -> bool:
        i = bisect.bisect_right(self._starts, pos) - 1
        return i >= 0 and pos < self._ends[i]
