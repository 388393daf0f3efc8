"""Tables of the grounding app: one job per AssistAnswer (the truth about its grounding) and the
history of the job's runs.

Both tables were created by the ``assist_sessions`` app and moved here without moving data
(``grounding/migrations/0001_initial.py``): they keep their ``assist_sessions_*`` table names.
The job's status changes only in :mod:`grounding.jobs` (the allowed transitions are listed there).
"""

from __future__ import annotations

from django.db import models
from django.utils import timezone

from sessions.models import AssistAnswer


class GroundingJob(models.Model):
    """The truth about grounding one AssistAnswer (the queue only carries hints).

    status: PENDING -> RUNNING (lease_expires set) -> SUCCEEDED | FAILED (after the last attempt).
    """

    class Status(models.TextChoices):
        PENDING = "PENDING"
        RUNNING = "RUNNING"
        SUCCEEDED = "SUCCEEDED"
        FAILED = "FAILED"

    answer = models.OneToOneField(AssistAnswer, on_delete=models.CASCADE, related_name="grounding_job")
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.PENDING, db_index=True)
    attempts = models.PositiveIntegerField(default=0)
    lease_expires = models.DateTimeField(null=True, blank=True, db_index=True)
    lease_token = models.CharField(max_length=64, blank=True)
    last_error = models.TextField(blank=True)
    engine_version = models.CharField(max_length=128, blank=True)
    #: bumped whenever the answer changes, so a run started on old text never writes its result
    generation = models.PositiveIntegerField(default=0)
    enqueue_time = models.DateTimeField(null=True, blank=True)
    start_time = models.DateTimeField(null=True, blank=True)
    finish_time = models.DateTimeField(null=True, blank=True)
    update_time = models.DateTimeField(default=timezone.now)

    class Meta:
        db_table = "assist_sessions_groundingjob"


class GroundingAttempt(models.Model):
    """One run of a grounding job, kept for the review console's job history."""

    class Outcome(models.TextChoices):
        SUCCEEDED = "SUCCEEDED"
        RETRYING = "RETRYING"  # failed, queued again with a backoff
        FAILED = "FAILED"  # failed on the last attempt
        LOST = "LOST"  # the worker died or its lease expired
        STALE = "STALE"  # the answer changed while it ran; nothing was written

    job = models.ForeignKey(GroundingJob, on_delete=models.CASCADE, related_name="history")
    attempt = models.PositiveIntegerField()
    outcome = models.CharField(max_length=16, choices=Outcome.choices)
    start_time = models.DateTimeField(null=True, blank=True)
    finish_time = models.DateTimeField(default=timezone.now)
    engine_version = models.CharField(max_length=128, blank=True)
    model_version = models.CharField(max_length=128, blank=True)
    error = models.TextField(blank=True)
    timings = models.JSONField(default=dict, blank=True)

    class Meta:
        db_table = "assist_sessions_groundingattempt"
        ordering = ["-finish_time", "-id"]

    @property
    def duration_ms(self) -> float | None:
        if self.start_time is None:
            return None
        return round((self.finish_time - self.start_time).total_seconds() * 1000, 1)
