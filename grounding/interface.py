"""What the grounding app publishes to the rest of the service (the sessions app and its review
console use only this module; everything else in ``grounding`` is internal, see the import-linter
contracts in ``pyproject.toml``).

Stored answers reach grounding through the ``sessions.signals`` signals (``answers_stored``,
``engine_policy_changed``), received in :mod:`grounding.receivers`.
"""

from __future__ import annotations

from typing import Iterable

from .jobs import request_grounding
from .models import GroundingJob

__all__ = ["JOB_STATUSES", "record_job_statuses", "request_grounding"]

#: the statuses of a grounding job (the console's filter; ``AssistAnswer.grounding_job__status``)
JOB_STATUSES: tuple[str, ...] = tuple(GroundingJob.Status.values)


def record_job_statuses(pairs: Iterable[tuple[int, str]]) -> None:
    """Create job rows with the given statuses (``(answer id, status)``), for benchmarks and demos
    that build many answers at once; no work is queued."""
    GroundingJob.objects.bulk_create([GroundingJob(answer_id=a, status=s) for a, s in pairs])
