"""Cutting facts into chunks that remember their fact and offsets.

A :class:`Chunk` is a window of consecutive sentences of one fact, at most ``max_chars`` characters
long (a single longer sentence is cut at whitespace). Consecutive windows overlap by
``overlap_sentences`` sentences so that a statement spanning a window boundary is still seen whole.
A fact no longer than ``max_chars`` is a single chunk (the whole fact), as in the Check Grounding guide.

``chunk.text == fact_text[chunk.start:chunk.end]`` always holds (code point offsets); use
:meth:`Chunk.byte_span` for UTF-8 byte offsets.

Public API (also used by ``grounding.training`` to build training pairs)::

    from grounding.engine.chunking import Chunk, ChunkingConfig, chunk_fact, chunk_facts
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping, Sequence

from .text import byte_span, split_sentences


@dataclass(frozen=True, slots=True)
class ChunkingConfig:
    #: chunks are at most this many characters (a fact this short or shorter is one chunk)
    max_chars: int = 400
    #: windows hold at most this many sentences
    max_sentences: int = 4
    #: sentences shared by consecutive windows of the same fact
    overlap_sentences: int = 1


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


def _split_long(text: str, start: int, end: int, max_chars: int) -> list[tuple[int, int]]:
    """Cut ``text[start:end]`` into pieces of at most ``max_chars``, at whitespace where possible."""
    pieces = []
    while end - start > max_chars:
        cut = text.rfind(" ", start + max_chars // 2, start + max_chars)
        if cut <= start:
            cut = start + max_chars
        pieces.append((start, cut))
        start = cut
        while start < end and text[start].isspace():
            start += 1
    if end > start:
        pieces.append((start, end))
    return pieces


def sentence_spans(text: str, max_chars: int = DEFAULT_CHUNKING.max_chars) -> list[tuple[int, int]]:
    """Sentence spans of ``text``, with sentences longer than ``max_chars`` cut into pieces."""
    out: list[tuple[int, int]] = []
    for s, e in split_sentences(text):
        if e - s > max_chars:
            out.extend(_split_long(text, s, e, max_chars))
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
    if len(text) <= config.max_chars:
        s = len(text) - len(text.lstrip())
        e = len(text.rstrip())
        return [Chunk(text[s:e], fact_index, s, e, 0, attributes)]
    sents = sentence_spans(text, config.max_chars)
    chunks: list[Chunk] = []
    i = 0
    n = len(sents)
    while i < n:
        j = i + 1
        while j < n and j - i < config.max_sentences and sents[j][1] - sents[i][0] <= config.max_chars:
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
