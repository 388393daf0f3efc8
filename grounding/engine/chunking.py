"""Cutting facts into chunks that remember their fact and offsets.

A :class:`Chunk` is a window of consecutive sentences of one fact, at most ``max_chars`` characters
long (a single longer sentence is cut at whitespace). Consecutive windows overlap by
``overlap_sentences`` sentences so that a statement spanning a window boundary is still seen whole.
A fact no longer than ``max_chars`` is a single chunk (the whole fact), as in the Check Grounding guide.

Lengths are measured in English-character equivalents: a Han, kana or Hangul character counts
``ChunkingConfig.cjk_weight`` characters, because it carries about as much as a short English word and
the cross-encoders read a bounded number of *tokens* (about 0.7 multilingual-e5 tokens per Japanese or
Chinese character against 0.25 per English character). Without it a 400-character Japanese fact is one
chunk of ~280 tokens, and the 128-token multilingual model never reads its second half.

``chunk.text == fact_text[chunk.start:chunk.end]`` always holds (code point offsets); use
:meth:`Chunk.byte_span` for UTF-8 byte offsets.

Public API (also used by ``grounding.training`` to build training pairs)::

    from grounding.engine.chunking import Chunk, ChunkingConfig, chunk_fact, chunk_facts
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Mapping, Sequence

import numpy as np

from .text import CJK_CHAR_RE, byte_span, split_sentences

_CJK_RUN_RE = re.compile(CJK_CHAR_RE.pattern + "+")


@dataclass(frozen=True, slots=True)
class ChunkingConfig:
    #: chunks are at most this many characters (a fact this short or shorter is one chunk)
    max_chars: int = 400
    #: windows hold at most this many sentences
    max_sentences: int = 4
    #: sentences shared by consecutive windows of the same fact
    overlap_sentences: int = 1
    #: a Han / kana / Hangul character counts this many characters of ``max_chars`` (400 characters of
    #: English are ~90 tokens; 133 of Japanese or Chinese ~95 tokens of the multilingual model)
    cjk_weight: int = 3


DEFAULT_CHUNKING = ChunkingConfig()


@dataclass(frozen=True, slots=True)
class Chunk:
    text: str
    fact_index: int
    start: int  # code point offset into the fact text, inclusive
    end: int  # exclusive
    #: index of this chunk among the chunks of its fact
    ordinal: int = 0
    attributes: Mapping[str, str] = field(default_factory=dict, compare=False, hash=False)

    def byte_span(self, fact_text: str) -> tuple[int, int]:
        return byte_span(fact_text, self.start, self.end)


class _Weights:
    """Prefix sums of a text's character weights (1, or ``cjk_weight`` for a CJK character), built with
    numpy: a per-character Python loop took 3 s of a 200 x 10,000-character request."""

    def __init__(self, text: str, cjk_weight: int):
        weights = np.ones(len(text) + 1, dtype=np.int64)
        weights[0] = 0
        if cjk_weight != 1:
            for m in _CJK_RUN_RE.finditer(text):
                weights[m.start() + 1 : m.end() + 1] = cjk_weight
        self.acc = np.cumsum(weights)

    def length(self, start: int, end: int) -> int:
        return int(self.acc[end] - self.acc[start])

    def reach(self, start: int, budget: int) -> int:
        """The furthest end such that ``text[start:end]`` weighs at most ``budget`` (at least start + 1)."""
        end = int(np.searchsorted(self.acc, self.acc[start] + budget, side="right")) - 1
        return max(start + 1, end)


def _split_long(text: str, start: int, end: int, max_chars: int, w: _Weights | None = None) -> list[tuple[int, int]]:
    """Cut ``text[start:end]`` into pieces weighing at most ``max_chars``, at whitespace where possible."""
    w = w or _Weights(text, 1)
    pieces = []
    while w.length(start, end) > max_chars:
        limit = w.reach(start, max_chars)
        cut = text.rfind(" ", start + (limit - start) // 2, limit)
        if cut <= start:
            cut = limit
        pieces.append((start, cut))
        start = cut
        while start < end and text[start].isspace():
            start += 1
    if end > start:
        pieces.append((start, end))
    return pieces


def sentence_spans(text: str, max_chars: int = DEFAULT_CHUNKING.max_chars, w: _Weights | None = None) -> list[tuple[int, int]]:
    """Sentence spans of ``text``, with sentences weighing more than ``max_chars`` cut into pieces."""
    w = w or _Weights(text, 1)
    out: list[tuple[int, int]] = []
    for s, e in split_sentences(text):
        if w.length(s, e) > max_chars:
            out.extend(_split_long(text, s, e, max_chars, w))
        else:
            out.append((s, e))
    return out


def chunk_fact(
    text: str,
    fact_index: int = 0,
    attributes: Mapping[str, str] | None = None,
    config: ChunkingConfig = DEFAULT_CHUNKING,
) -> list[Chunk]:
    """Cut one fact into overlapping sentence windows (see module docstring)."""
    attributes = dict(attributes or {})
    stripped = text.strip()
    if not stripped:
        return []
    w = _Weights(text, config.cjk_weight)
    if w.length(0, len(text)) <= config.max_chars:
        s = len(text) - len(text.lstrip())
        e = len(text.rstrip())
        return [Chunk(text[s:e], fact_index, s, e, 0, attributes)]
    sents = sentence_spans(text, config.max_chars, w)
    chunks: list[Chunk] = []
    i = 0
    n = len(sents)
    while i < n:
        j = i + 1
        while j < n and j - i < config.max_sentences and w.length(sents[i][0], sents[j][1]) <= config.max_chars:
            j += 1
        s, e = sents[i][0], sents[j - 1][1]
        chunks.append(Chunk(text[s:e], fact_index, s, e, len(chunks), attributes))
        if j >= n:
            break
        nxt = j - config.overlap_sentences
        i = nxt if nxt > i else j
    return chunks


def chunk_facts(
    facts: Sequence[tuple[str, Mapping[str, str] | None]] | Sequence[str],
    config: ChunkingConfig = DEFAULT_CHUNKING,
) -> list[Chunk]:
    """Chunk a list of facts (plain strings or ``(text, attributes)`` pairs), in fact order."""
    out: list[Chunk] = []
    for i, f in enumerate(facts):
        if isinstance(f, str):
            out.extend(chunk_fact(f, i, None, config))
        else:
            text, attrs = f[0], f[1] if len(f) > 1 else None
            out.extend(chunk_fact(text, i, attrs, config))
    return out
