"""From the grounding engine's result to what is stored: segments, the answer's summary columns and
``diagnosticInfo.grounding``. Pure Python (no Django, no database): :mod:`grounding.writer` stores
what :func:`map_answer` returns.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from typing import Any, Sequence


def sha256_text(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


@dataclass
class ReplyWork:
    """One text reply sent to the engine: its row, position, ``replyId``, text (and hash), the
    number of its references and the index of its request in the batch."""

    reply_id: int
    position: int
    reply_ref: str
    text: str
    sha: str
    n_refs: int
    request_index: int


@dataclass
class AnswerWork:
    """One claimed answer of a batch (``job`` a :class:`grounding.jobs.ClaimedJob`, ``answer`` the
    stored AssistAnswer)."""

    job: Any
    answer: Any
    query: str
    replies: list[ReplyWork] = field(default_factory=list)
    all_reply_texts: list[str] = field(default_factory=list)


@dataclass
class SegmentRow:
    """A ``textGroundingMetadata.segments[]`` entry to store (fields of ``sessions.models.Segment``)."""

    reply_id: int
    position: int
    start_index: int
    end_index: int
    text: str
    reference_indices: list[int]
    grounding_score: float | None
    grounding_check_required: bool
    anti_reference_indices: list[int]
    evidence: list[dict]


@dataclass
class MappedAnswer:
    segments: list[SegmentRow]
    #: ``diagnosticInfo.grounding.replies``
    reply_diagnostics: list[dict]
    #: the answer's support / contradiction score (checked content weighted), None when unknown
    support_score: float | None
    contradiction_score: float | None
    min_claim_score: float | None
    ungrounded_claims: int
    contradicted_claims: int


def map_answer(replies: Sequence[ReplyWork], responses: Sequence[Any]) -> MappedAnswer:
    """Map the engine's responses (one per text reply, in order) to segments and diagnostics.

    A reference index is kept only if it names one of the reply's references; a claim that needs no
    check has no score; the answer's score weighs each reply by its checked content (the engine's
    ``support_weight``: bytes of the checked claims), so it is the share of all checked content that
    is grounded (1.0 when nothing needed a check).
    """
    segments: list[SegmentRow] = []
    reply_diags: list[dict] = []
    weighted_support = weighted_contra = 0.0
    n_checked = n_contra = 0.0
    claim_scores: list[float] = []
    n_ungrounded = n_contradicted = 0
    for rw, resp in zip(replies, responses):
        claims_diag = []
        checked_here = 0
        chunks = resp.cited_chunks

        def sources(indices, rw=rw, chunks=chunks):
            return sorted({x for x in (chunks[k].source for k in (indices or []) if 0 <= k < len(chunks)) if 0 <= x < rw.n_refs})

        for i, cl in enumerate(resp.claims):
            cited = sources(cl.citation_indices)
            anti = sources(cl.anti_citation_indices)
            required = bool(cl.grounding_check_required)
            score = cl.score if cl.score is not None else getattr(cl, "support", None)
            evidence = [
                {"reference": c.source, "start": c.fact_start, "end": c.fact_end, "kind": kind}
                for kind, ks in (("support", cl.citation_indices), ("contradict", cl.anti_citation_indices))
                for c in (chunks[k] for k in (ks or []) if 0 <= k < len(chunks))
                if 0 <= c.source < rw.n_refs
            ]
            if required:
                if score is not None:
                    claim_scores.append(float(score))
                n_ungrounded += not cited
                n_contradicted += bool(anti)
                checked_here += 1
            segments.append(
                SegmentRow(
                    reply_id=rw.reply_id,
                    position=i,
                    start_index=int(cl.start_pos),
                    end_index=int(cl.end_pos),
                    text=cl.claim_text,
                    reference_indices=cited,
                    grounding_score=(float(score) if (required and score is not None) else None),
                    grounding_check_required=required,
                    anti_reference_indices=anti,
                    evidence=evidence,
                )
            )
            entry: dict[str, Any] = {"segment": i}
            if not required:
                entry["groundingCheckRequired"] = False
            if anti:
                entry["antiReferenceIndices"] = anti
            contra = getattr(cl, "contradiction", None)
            if required and contra:
                entry["contradiction"] = contra
            if len(entry) > 1:
                claims_diag.append(entry)
        rd: dict[str, Any] = {"replyId": rw.reply_ref, "supportScore": resp.support_score}
        if resp.contradiction_score is not None:
            rd["contradictionScore"] = resp.contradiction_score
        if claims_diag:
            rd["claims"] = claims_diag
        reply_diags.append(rd)
        if checked_here:
            ws = getattr(resp, "support_weight", 0.0) or checked_here
            weighted_support += resp.support_score * ws
            n_checked += ws
            if resp.contradiction_score is not None:
                wc = getattr(resp, "contradiction_weight", 0.0) or checked_here
                weighted_contra += resp.contradiction_score * wc
                n_contra += wc
    support = contradiction = None
    if n_checked:
        support = round(weighted_support / n_checked, 4)
        if n_contra:
            contradiction = round(weighted_contra / n_contra, 4)
    elif replies:
        support = 1.0
    return MappedAnswer(
        segments=segments,
        reply_diagnostics=reply_diags,
        support_score=support,
        contradiction_score=contradiction,
        min_claim_score=min(claim_scores) if claim_scores else None,
        ungrounded_claims=n_ungrounded,
        contradicted_claims=n_contradicted,
    )
