"""The grounding job state machine (``grounding.jobs``): the allowed transitions are one table, it is
enforced, and no other module changes a job's status."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from django.utils import timezone

from grounding import jobs
from grounding.models import GroundingJob

from .conftest import answer_body

Status = GroundingJob.Status
ROOT = Path(__file__).resolve().parents[3]


def test_every_status_is_in_the_table_and_every_status_can_be_queued_again():
    assert set(jobs.TRANSITIONS) == {None, *Status.values}
    for source, targets in jobs.TRANSITIONS.items():
        assert targets <= set(Status.values), source
        assert Status.PENDING in targets, source  # mark_pending's bulk update relies on it
    assert Status.SUCCEEDED in jobs.TRANSITIONS[Status.RUNNING]
    assert Status.SUCCEEDED not in jobs.TRANSITIONS[Status.PENDING]  # only a run that held the lease succeeds


@pytest.mark.django_db
def test_a_move_the_table_does_not_allow_is_refused(client, session_url):
    resp = client.post(f"{session_url}/assistAnswers", answer_body(), format="json")
    assert resp.status_code == 200, resp.content
    job = GroundingJob.objects.get()
    assert job.status == Status.PENDING
    job.status = Status.SUCCEEDED
    job.save()
    with pytest.raises(jobs.IllegalTransition, match="SUCCEEDED -> RUNNING"):
        jobs._move(job, Status.RUNNING, now=timezone.now())
    job.refresh_from_db()
    assert job.status == Status.SUCCEEDED  # nothing written
    jobs._move(job, Status.PENDING, now=timezone.now())
    job.refresh_from_db()
    assert job.status == Status.PENDING and job.lease_token == "" and job.lease_expires is None


def test_no_other_module_changes_a_job_status():
    pattern = re.compile(r"\.status\s*=[^=]|(?:update|GroundingJob)\([^)]*\bstatus\s*=")
    offenders = []
    for path in sorted((ROOT / "grounding").rglob("*.py")) + sorted((ROOT / "sessions").rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        if rel in ("grounding/jobs.py", "grounding/interface.py") or "/migrations/" in rel:
            continue  # interface.record_job_statuses creates rows for benchmarks (no transition)
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if pattern.search(line) and "review_status" not in line:
                offenders.append(f"{rel}:{n}: {line.strip()}")
    assert offenders == []
