"""What the answer page shows of a reply: its text cut into claims (each with a colour band by grounding
score), and for each claim the references it cites with the passage the engine read.

Everything here works on already-fetched rows (replies with ``segments`` and ``references``
prefetched); the template does the HTML, so all text is escaped by Django's autoescaping.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from grounding.engine.text import content_tokens, split_sentences

from sessions.models import Reference, Reply, Segment

from .filters import SCORE_BUCKETS

#: characters of reference text shown on each side of an evidence passage
CONTEXT_CHARS = 160


def band(score: float | None) -> str:
    """The colour band of a score: one of the filters' bucket slugs, or ``none`` (not grounded yet)."""
    if score is None:
        return "none"
    for slug, _, lo, hi in SCORE_BUCKETS:
        if (lo is None or score >= lo) and (hi is None or score < hi):
            return slug
    return SCORE_BUCKETS[-1][0]


LEGEND = [(slug, label) for slug, label, _, _ in SCORE_BUCKETS] + [("none", "not grounded yet"), ("nocheck", "no check needed")]


@dataclass
class Evidence:
    reference: int
    title: str
    uri: str
    before: str
    passage: str
    after: str
    kind: str  # "support" | "contradict" | "closest" (no reference supports the claim: its nearest sentence)
    exact: bool  # False: no passage was recorded (grounded before passages were kept); best sentence shown


@dataclass
class ClaimView:
    key: str  # unique on the page: "{reply position}-{segment position}"
    text: str
    score: float | None
    required: bool
    contradicted: bool
    band: str
    reference_indices: list[int]
    anti_reference_indices: list[int]
    evidence: list[Evidence] = field(default_factory=list)

    @property
    def label(self) -> str:
        if not self.required:
            return "no check needed"
        if self.score is None:
            return "not grounded yet"
        refs = " ".join(f"[{i}]" for i in self.reference_indices)
        text = f"score {self.score:.2f}" + (f" {refs}" if refs else " (no supporting reference)")
        if self.contradicted:
            text += " · contradicted by " + " ".join(f"[{i}]" for i in self.anti_reference_indices)
        return text


@dataclass
class Piece:
    text: str
    claim: ClaimView | None = None


@dataclass
class ReplyView:
    reply: Reply
    pieces: list[Piece]
    claims: list[ClaimView]
    references: list[Reference]


@lru_cache(maxsize=4096)
def _words(text: str) -> frozenset[str]:
    """The engine's own tokens (stemmed, stopwords out, numbers normalised); cached, since every claim
    of a reply is compared with the same reference sentences."""
    return frozenset(content_tokens(text))


def _best_sentence(content: str, claim: str) -> tuple[int, int, int]:
    """(start, end, shared words) of the sentence of ``content`` sharing the most content words with
    ``claim`` (the first on ties)."""
    words = _words(claim)
    best = (0, min(len(content), 2 * CONTEXT_CHARS), -1)
    for start, end in split_sentences(content):
        overlap = len(words & _words(content[start:end]))
        if overlap > best[2]:
            best = (start, end, overlap)
    return best


def _excerpt(ref: Reference, start: int, end: int, kind: str, exact: bool) -> Evidence:
    """``ref``'s text ``[start:end]`` with up to CONTEXT_CHARS of context on each side."""
    content = ref.content or ref.code_snippet or ""
    lo, hi = max(0, start - CONTEXT_CHARS), min(len(content), end + CONTEXT_CHARS)
    return Evidence(
        reference=ref.position,
        title=ref.title or ref.document or "",
        uri=ref.uri,
        before=("…" if lo > 0 else "") + content[lo:start],
        passage=content[start:end],
        after=content[end:hi] + ("…" if hi < len(content) else ""),
        kind=kind,
        exact=exact,
    )


def _evidence(seg: Segment, refs: dict[int, Reference]) -> list[Evidence]:
    out: list[Evidence] = []
    spans = list(seg.evidence or [])
    recorded = {(e.get("reference"), e.get("kind")) for e in spans}
    # references cited before passages were recorded: show their best sentence, marked as such
    for kind, indices in (("support", seg.reference_indices), ("contradict", seg.anti_reference_indices)):
        for i in indices or []:
            if (i, kind) not in recorded:
                spans.append({"reference": i, "kind": kind, "start": None, "end": None})
    for e in spans:
        ref = refs.get(e.get("reference"))
        if ref is None:
            continue
        content = ref.content or ref.code_snippet or ""
        start, end = e.get("start"), e.get("end")
        exact = isinstance(start, int) and isinstance(end, int) and 0 <= start <= end <= len(content)
        if not exact:
            start, end, _ = _best_sentence(content, seg.text)
        out.append(_excerpt(ref, start, end, e.get("kind", "support"), exact))
    return out


def _closest(seg: Segment, refs: dict[int, Reference]) -> list[Evidence]:
    """For a checked claim no reference supports: the references' sentence nearest to it, so the reviewer
    sees what the sources say instead (e.g. another year)."""
    best: tuple[int, Reference, int, int] | None = None
    for ref in refs.values():
        content = ref.content or ref.code_snippet or ""
        if content:
            start, end, overlap = _best_sentence(content, seg.text)
            if best is None or overlap > best[0]:
                best = (overlap, ref, start, end)
    if best is None or best[0] <= 0:
        return []
    _, ref, start, end = best
    return [_excerpt(ref, start, end, "closest", False)]


def reply_view(reply: Reply) -> ReplyView:
    """The reply's text in pieces (claims and the text between them) with each claim's evidence.

    Segment offsets are UTF-8 byte offsets (as in the API); a segment that does not fit the text
    (overlapping, out of range) is left out of the highlighting but still listed as a claim.
    """
    refs = {r.position: r for r in reply.references.all()}
    data = (reply.text or "").encode("utf-8")
    pieces: list[Piece] = []
    claims: list[ClaimView] = []
    cursor = 0
    for seg in reply.segments.all():
        score = seg.grounding_score if seg.grounding_check_required else None
        claim = ClaimView(
            key=f"{reply.position}-{seg.position}",
            text=seg.text,
            score=score,
            required=seg.grounding_check_required,
            contradicted=bool(seg.anti_reference_indices),
            band=band(score) if seg.grounding_check_required else "nocheck",
            reference_indices=list(seg.reference_indices or []),
            anti_reference_indices=list(seg.anti_reference_indices or []),
            evidence=_evidence(seg, refs),
        )
        if seg.grounding_check_required and seg.grounding_score is not None and not claim.evidence:
            claim.evidence = _closest(seg, refs)
        claims.append(claim)
        start, end = int(seg.start_index), int(seg.end_index)
        if start < cursor or end > len(data) or end < start:
            continue
        if start > cursor:
            pieces.append(Piece(data[cursor:start].decode("utf-8", "replace")))
        pieces.append(Piece(data[start:end].decode("utf-8", "replace"), claim))
        cursor = end
    if cursor < len(data):
        pieces.append(Piece(data[cursor:].decode("utf-8", "replace")))
    return ReplyView(reply, pieces, claims, list(refs.values()))
