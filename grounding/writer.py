"""Storing a grounding result: one transaction per answer, under the job's row lock, replacing earlier
results (segments are overwritten, never appended), and only for the text the run read.
"""

from __future__ import annotations

from typing import Any, Iterable, Sequence

from django.db import transaction
from django.utils import timezone

from apiwire.protojson import format_timestamp
from sessions.models import AssistAnswer, Reply, Segment

from . import jobs
from .policy_checks import DIAG_POLICY, POLICY_FIELDS, write_policy
from .results import AnswerWork, map_answer, sha256_text

#: the diagnosticInfo key this module owns (client keys next to it are kept)
DIAG_GROUNDING = "grounding"

SUMMARY_FIELDS = ["support_score", "min_claim_score", "ungrounded_claims", "contradicted_claims"]


def is_text_reply(reply: Reply) -> bool:
    return reply.content_data == Reply.ContentData.TEXT and bool(reply.text)


def clear_stale_segments(*, answer_ids: Iterable[int]) -> int:
    """Delete the segments of replies whose text is no longer the text they were computed from (in
    the transaction that stored the new text), so a GET never shows segments of an old text while
    the new grounding is pending. Returns how many replies were cleared."""
    stale = [
        r.pk
        for r in Reply.objects.filter(answer_id__in=list(answer_ids), grounded_text_sha256__isnull=False).only("pk", "text", "grounded_text_sha256")
        if r.grounded_text_sha256 != sha256_text(r.text)
    ]
    if stale:
        Segment.objects.filter(reply_id__in=stale).delete()
        Reply.objects.filter(pk__in=stale).update(grounded_text_sha256=None, grounded_time=None)
        AssistAnswer.objects.filter(replies__pk__in=stale).update(**dict.fromkeys(SUMMARY_FIELDS))
    return len(stale)


def write_result(
    *,
    work: AnswerWork,
    responses: Sequence[Any],
    engine_version: str,
    model_name: str,
    model_version: str,
    timings: dict,
    batch: dict | None = None,
    model_family: str = "",
    contradiction_available: bool = True,
) -> str:
    """Write one answer's grounding and policy results in one transaction, replacing earlier ones.

    Returns "ok", "stale" (the answer or a reply text changed, or the job was re-queued, since the
    job was claimed: nothing is written) or "lost" (another run holds the lease now).
    """
    now = timezone.now()
    with transaction.atomic():
        job, verdict = jobs.lock_for_write(work.job)
        if verdict != "ok":
            return verdict
        answer = AssistAnswer.objects.select_for_update().filter(pk=work.job.answer_id).first()
        if answer is None:
            return "lost"
        current = {r.pk: r for r in Reply.objects.select_for_update().filter(answer_id=answer.pk)}
        expected = {rw.reply_id: rw.sha for rw in work.replies}
        now_text = {pk: r for pk, r in current.items() if is_text_reply(r)}
        if set(expected) != set(now_text) or any(sha256_text(now_text[pk].text) != sha for pk, sha in expected.items()):
            jobs.requeue_changed(job, now=now)
            return "stale"

        mapped = map_answer(work.replies, responses)
        Segment.objects.filter(reply_id__in=list(current)).delete()
        if mapped.segments:
            Segment.objects.bulk_create([Segment(**vars(s)) for s in mapped.segments])
        Reply.objects.filter(pk__in=list(expected)).update(grounded_text_sha256=None, has_text_grounding_metadata=True, grounded_time=now)
        for rw in work.replies:
            Reply.objects.filter(pk=rw.reply_id).update(grounded_text_sha256=rw.sha)

        # policy: evaluated here, under the job lock, with the engine's current configuration
        diag = write_policy(answer=answer, query=work.query, reply_texts=work.all_reply_texts)
        g: dict[str, Any] = {
            "model": model_name,
            "modelVersion": model_version,
            "engineVersion": engine_version,
            "groundTime": format_timestamp(now),
            "attempt": job.attempts,
            "timingsMs": dict(timings, policyMs=diag[DIAG_POLICY].pop("_ms", 0.0)),
        }
        if model_family:
            g["modelFamily"] = model_family
        if not contradiction_available:
            # binary / seq2seq checkers only say "supported or not": no contradiction, no anti-citations
            g["contradictionAvailable"] = False
        if batch:
            g["batch"] = batch
        if mapped.support_score is not None:
            g["supportScore"] = mapped.support_score
        if mapped.contradiction_score is not None:
            g["contradictionScore"] = mapped.contradiction_score
        if mapped.reply_diagnostics:
            g["replies"] = mapped.reply_diagnostics
        diag[DIAG_GROUNDING] = g
        answer.diagnostic_info = diag
        answer.support_score = mapped.support_score
        answer.min_claim_score = mapped.min_claim_score
        answer.ungrounded_claims = mapped.ungrounded_claims
        answer.contradicted_claims = mapped.contradicted_claims
        answer.save(update_fields=POLICY_FIELDS + SUMMARY_FIELDS)
        jobs.succeed(job, now=now, engine_version=engine_version, model_version=model_version, timings=g["timingsMs"])
    return "ok"
