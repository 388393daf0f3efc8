"""Writes of the review app: verdicts and claim labels (with optimistic concurrency), the consensus they
add up to, queues and assignments. Every write is one transaction that locks the answer row first, so
two reviewers saving the same answer at once are applied one after the other."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import cycle

from django.db import transaction
from django.utils import timezone

from sessions.models import AssistAnswer, ReviewEvent, Segment

from . import grounding
from .models import AnswerReview, Assignment, ClaimLabel, ClaimLabelValue, Consensus, Queue, QueueItem, Status, Verdict


class StaleVerdict(Exception):
    """The reviewer's verdict changed after the page was loaded (another tab, another device)."""

    def __init__(self, current: Verdict | None):
        self.current = current
        if current is None:
            msg = "your verdict on this answer was withdrawn since this page was loaded"
        else:
            msg = (
                f"your verdict on this answer changed since this page was loaded: it is now "
                f"“{current.get_status_display()}” (saved {current.update_time:%Y-%m-%d %H:%M:%S} UTC, version "
                f"{current.version})"
            )
        super().__init__(msg)


class EvidenceChanged(Exception):
    """The answer was grounded again after the page was loaded: the claims and scores shown are old."""

    def __str__(self) -> str:
        return "the answer was grounded again since this page was loaded; the claims and scores have changed"


def lock_answer(answer_id: int) -> AssistAnswer:
    # FOR UPDATE OF the answer only: the grounding job is on the nullable side of an outer join
    return AssistAnswer.objects.select_for_update(of=("self",)).select_related(grounding.JOB).get(pk=answer_id)


def check_version(*, answer_id: int, reviewer: str, expected_version: int, seen_stamp: str | None) -> AssistAnswer:
    """Lock the answer and check that what the reviewer saw is still current (call inside the transaction
    that writes). Raises StaleVerdict / EvidenceChanged."""
    answer = lock_answer(answer_id)
    current = Verdict.objects.filter(answer_id=answer_id, reviewer=reviewer).first()
    if (current.version if current else 0) != expected_version:
        raise StaleVerdict(current)
    if seen_stamp is not None and seen_stamp != grounding.grounding_stamp(answer):
        raise EvidenceChanged()
    return answer


@dataclass
class ReviewResult:
    verdict: Verdict | None
    verdict_changed: bool
    labels_changed: int


def record_review(
    *,
    answer_id: int,
    reviewer: str,
    status: str | None = None,
    note: str = "",
    expected_version: int,
    seen_stamp: str | None = None,
    labels: dict[tuple[int, int], str] | None = None,
) -> ReviewResult:
    """Record ``reviewer``'s verdict (``status`` None: keep it as it is) and claim labels on an answer.

    ``expected_version`` is the version of the reviewer's verdict the page showed (0: none); ``seen_stamp``
    the grounding stamp it showed. ``labels`` maps (reply position, segment position) to a
    ``ClaimLabelValue`` or "" (remove the label). Nothing is written when a check fails.
    """
    if status is not None and status not in Status.values:
        raise ValueError(f"unknown verdict {status!r}")
    labels = labels or {}
    for key, value in labels.items():
        if value and value not in ClaimLabelValue.values:
            raise ValueError(f"unknown claim label {value!r}")
    with transaction.atomic():
        answer = check_version(answer_id=answer_id, reviewer=reviewer, expected_version=expected_version, seen_stamp=seen_stamp)
        return _write(answer, reviewer, status, note, labels)


def record_bulk(*, answer_ids: list[int], reviewer: str, status: str | None) -> int:
    """The list's bulk actions: set (or with ``status`` None withdraw) ``reviewer``'s verdict on each
    answer, whatever its current version (the reviewer chose these answers on the list). Returns how
    many verdicts changed."""
    changed = 0
    for pk in answer_ids:
        with transaction.atomic():
            answer = lock_answer(pk)
            if status is None:
                changed += _withdraw(answer, reviewer)
            else:
                current = Verdict.objects.filter(answer=answer, reviewer=reviewer).first()
                changed += _write(answer, reviewer, status, current.note if current else "", {}).verdict_changed
    return changed


def _withdraw(answer: AssistAnswer, reviewer: str) -> bool:
    verdict = Verdict.objects.filter(answer=answer, reviewer=reviewer).first()
    if verdict is None:
        return False
    verdict.delete()
    ReviewEvent.objects.create(
        answer=answer, reviewer=reviewer, from_status=verdict.status, to_status=AssistAnswer.ReviewStatus.UNREVIEWED, time=timezone.now()
    )
    refresh_summary(answer.pk)
    return True


def _write(answer: AssistAnswer, reviewer: str, status: str | None, note: str, labels: dict[tuple[int, int], str]) -> ReviewResult:
    now = timezone.now()
    stamp = grounding.grounding_stamp(answer)
    verdict = Verdict.objects.filter(answer=answer, reviewer=reviewer).first()
    changed = False
    if status is not None and (verdict is None or verdict.status != status or verdict.note != note or verdict.grounding_stamp != stamp):
        before = verdict.status if verdict else AssistAnswer.ReviewStatus.UNREVIEWED
        if verdict is None:
            verdict = Verdict(answer=answer, reviewer=reviewer, create_time=now, version=0)
        note_changed = verdict.note != note
        verdict.status, verdict.note, verdict.grounding_stamp, verdict.update_time = status, note, stamp, now
        verdict.version += 1
        verdict.save()
        ReviewEvent.objects.create(answer=answer, reviewer=reviewer, from_status=before, to_status=status, note=note if note_changed else "", time=now)
        Assignment.objects.filter(item__answer=answer, reviewer=reviewer, done_time__isnull=True).update(done_time=now)
        changed = True
    n_labels = _write_labels(answer, reviewer, labels, stamp, now) if labels else 0
    if changed:
        refresh_summary(answer.pk)
    return ReviewResult(verdict, changed, n_labels)


def _write_labels(answer, reviewer, labels, stamp, now) -> int:
    segments = {(s.reply.position, s.position): s for s in Segment.objects.filter(reply__answer=answer).select_related("reply")}
    unknown = [k for k in labels if k not in segments]
    if unknown:
        raise ValueError(f"no claim {unknown[0][0]}-{unknown[0][1]} in this answer")
    existing = {(c.reply_position, c.segment_position): c for c in ClaimLabel.objects.filter(answer=answer, reviewer=reviewer)}
    version = grounding.engine_version(answer)
    n = 0
    for key, value in labels.items():
        old = existing.get(key)
        if not value:
            if old is not None:
                old.delete()
                n += 1
            continue
        seg = segments[key]
        decision = grounding.scorer_decision(seg)
        fields = dict(
            claim_text=seg.text,
            label=value,
            scorer_score=seg.grounding_score if decision else None,
            scorer_decision=decision,
            engine_version=version,
            grounding_stamp=stamp,
        )
        if old is not None and all(getattr(old, f) == v for f, v in fields.items()):
            continue
        ClaimLabel.objects.update_or_create(answer=answer, reviewer=reviewer, reply_position=key[0], segment_position=key[1], defaults={**fields, "time": now})
        n += 1
    return n


def consensus_of(statuses: list[str]) -> str:
    if not statuses:
        return Consensus.UNREVIEWED
    first = statuses[0]
    return first if all(s == first for s in statuses) else Consensus.DISPUTED


def refresh_summary(answer_id: int) -> AnswerReview:
    """Recompute the answer's consensus from its verdicts, and mirror the agreed verdict into the
    answer's own review columns (what the API-side code and the dashboard backlog read: a disputed answer
    has no agreed verdict, so it counts as unreviewed there)."""
    verdicts = list(Verdict.objects.filter(answer_id=answer_id).order_by("update_time", "id"))
    consensus = consensus_of([v.status for v in verdicts])
    names = sorted({v.reviewer for v in verdicts})
    summary, _ = AnswerReview.objects.update_or_create(
        answer_id=answer_id,
        defaults={
            "consensus": consensus,
            "verdict_count": len(verdicts),
            "reviewers": (" " + " ".join(names) + " ") if names else "",
            "update_time": timezone.now(),
        },
    )
    last = verdicts[-1] if verdicts else None
    mirrored = consensus if consensus in AssistAnswer.ReviewStatus.values else AssistAnswer.ReviewStatus.UNREVIEWED
    AssistAnswer.objects.filter(pk=answer_id).update(
        review_status=mirrored, review_note=last.note if last else "", reviewed_by=last.reviewer if last else "", review_time=last.update_time if last else None
    )
    return summary


# --- queues ---------------------------------------------------------------------------------------


class AssignmentRefused(Exception):
    pass


@transaction.atomic
def queue_create(
    *,
    name: str,
    answer_ids: list[int],
    reviewers: list[str],
    mode: str,
    reviews_per_item: int = 1,
    created_by: str = "",
    filter_query: str = "",
    engine_id: int | None = None,
) -> Queue:
    """A queue of ``answer_ids`` (in that order). Round robin gives each answer the next
    ``reviews_per_item`` reviewers in turn (never the same reviewer twice on one answer); by hand leaves
    the items unassigned for ``queue_assign``. Answers with an open assignment in another queue are left
    out (``queue.left_out`` says how many)."""
    if reviews_per_item < 1:
        raise ValueError("reviews per item must be at least 1")
    if mode == Queue.Mode.ROUND_ROBIN:
        if not reviewers:
            raise ValueError("round robin needs at least one reviewer")
        if reviews_per_item > len(set(reviewers)):
            raise ValueError(f"{reviews_per_item} reviews per item need at least {reviews_per_item} reviewers")
    # an answer already waiting in another queue stays there: it would otherwise go to a second reviewer
    busy = set(Assignment.objects.filter(item__answer_id__in=answer_ids, done_time__isnull=True).values_list("item__answer_id", flat=True))
    kept = [a for a in dict.fromkeys(answer_ids) if a not in busy]
    queue = Queue.objects.create(name=name, mode=mode, reviews_per_item=reviews_per_item, created_by=created_by, filter_query=filter_query, engine_id=engine_id)
    queue.left_out = len(set(answer_ids)) - len(kept)
    items = QueueItem.objects.bulk_create([QueueItem(queue=queue, answer_id=a, position=i) for i, a in enumerate(kept)])
    if mode == Queue.Mode.ROUND_ROBIN:
        turn = cycle(list(dict.fromkeys(reviewers)))
        Assignment.objects.bulk_create([Assignment(item=item, reviewer=next(turn)) for item in items for _ in range(reviews_per_item)])
    return queue


def queue_assign(*, queue: Queue, item_ids: list[int], reviewer: str) -> tuple[int, int]:
    """Assign the items to ``reviewer`` by hand. An item already with ``reviews_per_item`` reviewers is
    refused (two reviewers never get the same item unless the queue asks for double review). Returns
    (assigned, refused)."""
    assigned = refused = 0
    for item_id in item_ids:
        with transaction.atomic():
            item = QueueItem.objects.select_for_update().filter(pk=item_id, queue=queue).first()
            if item is None:
                continue
            others = list(item.assignments.values_list("reviewer", flat=True))
            if reviewer in others:
                continue
            # open in another queue with someone else: that would be a second reviewer too
            others += list(
                Assignment.objects.filter(item__answer_id=item.answer_id, done_time__isnull=True)
                .exclude(item=item)
                .exclude(reviewer=reviewer)
                .values_list("reviewer", flat=True)
            )
            if len(others) >= queue.reviews_per_item:
                refused += 1
                continue
            Assignment.objects.create(item=item, reviewer=reviewer)
            assigned += 1
    return assigned, refused


def queue_unassign(*, queue: Queue, item_ids: list[int]) -> int:
    return Assignment.objects.filter(item__queue=queue, item_id__in=item_ids, done_time__isnull=True).delete()[0]
