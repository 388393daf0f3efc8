"""Reads of the review app: agreement between reviewers, the scorer measured against claim labels, the
rows of an export, a reviewer's next queued answer. Each is a fixed number of queries."""

from __future__ import annotations

import math
from collections import defaultdict
from dataclasses import dataclass
from itertools import combinations

from django.db.models import Prefetch

from sessions.models import AssistAnswer, Reply

from . import grounding
from .models import Assignment, ClaimLabel, ClaimLabelValue, Status, Verdict

# --- agreement --------------------------------------------------------------------------------------


@dataclass
class PairAgreement:
    engine_id: int
    a: str
    b: str
    n: int  # answers both reviewed
    agree: int
    percent: float
    kappa: float  # nan when undefined (fewer than 2 answers, or both always gave the same one verdict)


def cohen_kappa(pairs: list[tuple[str, str]], categories=tuple(Status.values)) -> float:
    """Cohen's kappa of two raters over the same items: (p_o - p_e) / (1 - p_e)."""
    n = len(pairs)
    if n == 0:
        return float("nan")
    po = sum(1 for x, y in pairs if x == y) / n
    pe = sum((sum(1 for x, _ in pairs if x == c) / n) * (sum(1 for _, y in pairs if y == c) / n) for c in categories)
    if pe >= 1.0:
        return float("nan")
    return (po - pe) / (1 - pe)


def agreement(engine_ids: list[int] | None = None) -> list[PairAgreement]:
    """Per engine, per pair of reviewers who both gave a verdict on some answers: percent agreement and
    Cohen's kappa over those answers (one query)."""
    qs = Verdict.objects.all()
    if engine_ids is not None:
        qs = qs.filter(answer__session__engine_id__in=engine_ids)
    by_answer: dict[tuple[int, int], dict[str, str]] = defaultdict(dict)
    for answer_id, engine_id, reviewer, status in qs.values_list("answer_id", "answer__session__engine_id", "reviewer", "status"):
        by_answer[(engine_id, answer_id)][reviewer] = status
    pairs: dict[tuple[int, str, str], list[tuple[str, str]]] = defaultdict(list)
    for (engine_id, _), verdicts in by_answer.items():
        for a, b in combinations(sorted(verdicts), 2):
            pairs[(engine_id, a, b)].append((verdicts[a], verdicts[b]))
    out = []
    for (engine_id, a, b), items in sorted(pairs.items()):
        agree = sum(1 for x, y in items if x == y)
        out.append(PairAgreement(engine_id, a, b, len(items), agree, agree / len(items), cohen_kappa(items)))
    return out


# --- the scorer against claim labels -----------------------------------------------------------------


@dataclass
class ScorerFigures:
    engine_id: int
    engine_version: str
    labels: int
    supported: int
    precision: float
    recall: float
    bacc: float


@dataclass
class ThresholdSuggestion:
    engine_id: int
    labels: int
    current: float
    suggested: float | None  # None: the labels do not hold both supported and unsupported claims
    bacc_current: float
    bacc_suggested: float


def _ratio(a: int, b: int) -> float:
    return a / b if b else float("nan")


def scorer_figures(engine_ids: list[int] | None = None) -> tuple[list[ScorerFigures], list[ThresholdSuggestion]]:
    """The scorer's decisions on the claims reviewers labelled, against their labels (positive class:
    supported; unsupported and contradicted are negatives), per engine and engine version; and per engine
    the ``citationThreshold`` on the claim score that maximises balanced accuracy on those labels (one
    query). Every label counts once (a claim labelled by two reviewers counts twice)."""
    qs = ClaimLabel.objects.exclude(scorer_decision="").filter(scorer_score__isnull=False)
    if engine_ids is not None:
        qs = qs.filter(answer__session__engine_id__in=engine_ids)
    rows = list(
        qs.values_list(
            "answer__session__engine_id", "answer__session__engine__citation_threshold", "engine_version", "label", "scorer_decision", "scorer_score"
        )
    )
    by_version: dict[tuple[int, str], list] = defaultdict(list)
    by_engine: dict[int, list] = defaultdict(list)
    thresholds: dict[int, float] = {}
    for engine_id, threshold, version, label, decision, score in rows:
        gold, pred = int(label == ClaimLabelValue.SUPPORTED), int(decision == ClaimLabelValue.SUPPORTED)
        by_version[(engine_id, version)].append((pred, gold))
        by_engine[engine_id].append((score, gold))
        thresholds[engine_id] = threshold
    figures = []
    for (engine_id, version), items in sorted(by_version.items()):
        tp = sum(1 for p, g in items if p and g)
        npred = sum(p for p, _ in items)
        ngold = sum(g for _, g in items)
        figures.append(
            ScorerFigures(
                engine_id, version, len(items), ngold, _ratio(tp, npred), _ratio(tp, ngold), grounding.bacc([p for p, _ in items], [g for _, g in items])
            )
        )
    suggestions = []
    for engine_id, items in sorted(by_engine.items()):
        scores, golds = [s for s, _ in items], [g for _, g in items]
        current = thresholds[engine_id]
        bacc_now = grounding.bacc([int(s >= current) for s in scores], golds)
        if 0 < sum(golds) < len(golds):
            t = min(max(round(grounding.best_threshold(scores, golds), 2), 0.0), 1.0)
            suggestions.append(ThresholdSuggestion(engine_id, len(items), current, t, bacc_now, grounding.bacc([int(s >= t) for s in scores], golds)))
        else:
            suggestions.append(ThresholdSuggestion(engine_id, len(items), current, None, bacc_now, float("nan")))
    return figures, suggestions


def fmt(x: float | None, digits: int = 2) -> str:
    return "—" if x is None or (isinstance(x, float) and math.isnan(x)) else f"{x:.{digits}f}"


# --- a reviewer's queue ------------------------------------------------------------------------------


def next_assignment(reviewer: str, queue_id: int | None = None) -> Assignment | None:
    """The reviewer's first open assignment (oldest queue first, then queue order)."""
    qs = Assignment.objects.filter(reviewer=reviewer, done_time__isnull=True).select_related("item__queue")
    if queue_id is not None:
        qs = qs.filter(item__queue_id=queue_id)
    return qs.order_by("item__queue__create_time", "item__queue_id", "item__position", "id").first()


def open_count(reviewer: str, queue_id: int | None = None) -> int:
    qs = Assignment.objects.filter(reviewer=reviewer, done_time__isnull=True)
    if queue_id is not None:
        qs = qs.filter(item__queue_id=queue_id)
    return qs.count()


# --- export ------------------------------------------------------------------------------------------


def export_queryset(queryset):
    """The answers of a list (any filter) with everything an export row holds, in a fixed number of
    queries whatever the number of answers."""
    return queryset.select_related("session__engine__project", "turn", grounding.JOB, "review_summary").prefetch_related(
        Prefetch("replies", queryset=Reply.objects.only("id", "answer_id", "position", "text").prefetch_related("segments")),
        Prefetch("verdicts", queryset=Verdict.objects.order_by("update_time", "id")),
        Prefetch("claim_labels", queryset=ClaimLabel.objects.order_by("reply_position", "segment_position", "reviewer")),
    )


def export_record(answer: AssistAnswer) -> dict:
    """One answer as an export row (JSON Lines; the CSV flattens it)."""
    stamp = grounding.grounding_stamp(answer)
    turn = getattr(answer, "turn", None)
    summary = getattr(answer, "review_summary", None)
    labels: dict[tuple[int, int], list] = defaultdict(list)
    for c in answer.claim_labels.all():
        labels[(c.reply_position, c.segment_position)].append(
            {"reviewer": c.reviewer, "label": c.label, "time": c.time.isoformat(), "stale": c.grounding_stamp != stamp}
        )
    replies = []
    for r in answer.replies.all():
        replies.append(
            {
                "text": r.text,
                "claims": [
                    {
                        "reply": r.position,
                        "segment": s.position,
                        "text": s.text,
                        "score": s.grounding_score,
                        "checkRequired": s.grounding_check_required,
                        "scorerDecision": grounding.scorer_decision(s) or None,
                        "labels": labels.get((r.position, s.position), []),
                    }
                    for s in r.segments.all()
                ],
            }
        )
    return {
        "answer": answer.name,
        "engine": answer.session.engine.engine_id,
        "engineVersion": grounding.engine_version(answer),
        "createTime": answer.create_time.isoformat(),
        "query": turn.query_text if turn else "",
        "reply": "\n\n".join(r["text"] for r in replies if r["text"]),
        "supportScore": answer.support_score,
        "claims": [c for r in replies for c in r["claims"]],
        "consensus": summary.consensus if summary else "UNREVIEWED",
        "verdicts": [
            {
                "reviewer": v.reviewer,
                "verdict": v.status,
                "note": v.note,
                "time": v.update_time.isoformat(),
                "version": v.version,
                "stale": v.grounding_stamp != stamp,
            }
            for v in answer.verdicts.all()
        ],
    }


CSV_COLUMNS = [
    "answer",
    "engine",
    "engine_version",
    "create_time",
    "query",
    "reply",
    "support_score",
    "claim_scores",
    "claim_labels",
    "consensus",
    "reviewer",
    "verdict",
    "note",
    "verdict_time",
    "stale",
]


def _cell(text: str) -> str:
    """Free text for a spreadsheet: a leading = + - @ (a formula when opened) gets a ' in front."""
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text


def csv_rows(record: dict):
    """One CSV row per reviewer's verdict (one row with empty reviewer columns for an answer without
    verdicts); claims as ``seg:score`` and labels as ``seg:reviewer:label``, ``;``-separated. Query, reply
    and note are free text from clients and reviewers: a cell that a spreadsheet would run as a formula
    is prefixed with ``'`` (the JSON Lines export keeps the text exactly)."""
    base = [
        record["answer"],
        record["engine"],
        record["engineVersion"],
        record["createTime"],
        _cell(record["query"]),
        _cell(record["reply"]),
        "" if record["supportScore"] is None else f"{record['supportScore']:.4f}",
        "; ".join(f"{c['reply']}-{c['segment']}:{'' if c['score'] is None else round(c['score'], 4)}" for c in record["claims"]),
        "; ".join(f"{c['reply']}-{c['segment']}:{lab['reviewer']}:{lab['label']}" for c in record["claims"] for lab in c["labels"]),
        record["consensus"],
    ]
    if not record["verdicts"]:
        yield base + ["", "", "", "", ""]
    for v in record["verdicts"]:
        yield base + [v["reviewer"], v["verdict"], _cell(v["note"]), v["time"], "yes" if v["stale"] else "no"]


# --- labels in the evaluation command's row format -----------------------------------------------------


def evaluation_rows(queryset):
    """One row per labelled text reply in the format ``python -m grounding.evaluate`` reads:
    ``{"id", "facts": [reference texts], "answer": reply text, "label", "meta"}``. ``label`` is
    "supported" when every labelled claim's label (the majority of its reviewers; a tie counts as
    unsupported) is supported; ``meta.claim_labels`` keeps each claim's labels and the scorer's view,
    ``meta.contradicted`` whether any claim was labelled contradicted. Labels made before the answer was
    grounded again are left out (they judged other claims)."""
    qs = (
        queryset.filter(claim_labels__isnull=False)
        .distinct()
        .select_related("session__engine", grounding.JOB)
        .prefetch_related(
            Prefetch("replies", queryset=Reply.objects.prefetch_related("segments", "references")),
            "claim_labels",
        )
        .order_by("pk")
    )
    for answer in qs.iterator(chunk_size=500):
        stamp = grounding.grounding_stamp(answer)
        by_claim: dict[tuple[int, int], list[str]] = defaultdict(list)
        for c in answer.claim_labels.all():
            if c.grounding_stamp == stamp:
                by_claim[(c.reply_position, c.segment_position)].append(c.label)
        for reply in answer.replies.all():
            claims = []
            for seg in reply.segments.all():
                votes = by_claim.get((reply.position, seg.position))
                if not votes:
                    continue
                top = max(set(votes), key=lambda v: (votes.count(v), v == ClaimLabelValue.UNSUPPORTED))
                if votes.count(top) * 2 == len(votes) and len(set(votes)) > 1:
                    top = ClaimLabelValue.UNSUPPORTED
                claims.append(
                    {
                        "text": seg.text,
                        "start": seg.start_index,
                        "end": seg.end_index,
                        "label": top.lower(),
                        "labels": votes,
                        "score": seg.grounding_score,
                        "scorerDecision": grounding.scorer_decision(seg).lower(),
                    }
                )
            facts = [r.content or r.code_snippet for r in reply.references.all() if (r.content or r.code_snippet)]
            if not claims or not reply.text or not facts:
                continue
            yield {
                "id": f"{answer.name}#reply-{reply.position}",
                "facts": facts,
                "answer": reply.text,
                "label": "supported" if all(c["label"] == "supported" for c in claims) else "unsupported",
                "meta": {
                    "source": "review_labels",
                    "engine": answer.session.engine.engine_id,
                    "engine_version": grounding.engine_version(answer),
                    "contradicted": any(c["label"] == "contradicted" for c in claims),
                    "claim_labels": claims,
                },
            }
