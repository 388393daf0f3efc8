"""Everything the review app reads of grounding, in one place (grounding's models and services are
being reorganised; this is the one module to adjust when they move).

- ``grounding_stamp``: which grounding run produced the claims an answer shows now (a verdict or label
  made against another stamp is stale);
- ``scorer_decision``: what the scorer decided about one claim;
- ``bacc`` / ``best_threshold``: the evaluation command's own figures, so the dashboard and
  ``python -m grounding.evaluate`` compute balanced accuracy and thresholds the same way.
"""

from __future__ import annotations


def bacc(pred: list[int], labels: list[int]) -> float:
    from grounding.evaluate import bacc as _bacc  # imported when used: it loads the engine package

    return _bacc(pred, labels)


def best_threshold(scores: list[float], labels: list[int]) -> float:
    from grounding.evaluate import best_threshold as _best

    return _best(scores, labels)


#: the relation from AssistAnswer to its grounding job (for select_related)
JOB = "grounding_job"
SUCCEEDED = "SUCCEEDED"


def stale_verdict_q(time_field: str):
    """Answers whose ``time_field`` (a verdict's or label's time) is older than the grounding run they show."""
    from django.db.models import F, Q

    return Q(**{f"{JOB}__status": SUCCEEDED, f"{time_field}__lt": F(f"{JOB}__finish_time")})


def job_of(answer):
    return getattr(answer, JOB, None)


def grounding_stamp(answer) -> str:
    """The finish time of the grounding run whose claims the answer shows ("" when not grounded)."""
    job = job_of(answer)
    if job is None or job.status != SUCCEEDED or job.finish_time is None:
        return ""
    return job.finish_time.isoformat()


def engine_version(answer) -> str:
    job = job_of(answer)
    return (job.engine_version or "") if job is not None else ""


def scorer_decision(segment) -> str:
    """SUPPORTED when the scorer cited a reference for the claim (its score reached the engine's
    citation threshold), CONTRADICTED when it anti-cited one, UNSUPPORTED otherwise ("" when the claim
    needs no check or is not scored)."""
    if not segment.grounding_check_required or segment.grounding_score is None:
        return ""
    if segment.anti_reference_indices:
        return "CONTRADICTED"
    return "SUPPORTED" if segment.reference_indices else "UNSUPPORTED"
