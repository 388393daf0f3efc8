"""Celery tasks of the sessions app: thin wrappers that load by id and call a service."""

from __future__ import annotations

import logging

from celery import shared_task

from . import services

log = logging.getLogger(__name__)


@shared_task(bind=True, name="sessions.tasks.run_import", acks_late=True, reject_on_worker_lost=True, max_retries=5)
def run_import(self, operation_id: int) -> None:
    """Process an import Operation. Progress commits with each line, so a retry (or a redelivery after
    a crash) resumes where the last one stopped; the Operation is failed only after the last attempt."""
    try:
        services.import_operation_run(operation_id=operation_id)
    except Exception as exc:  # a database outage, a worker-side bug: retry with backoff
        if self.request.retries >= self.max_retries:
            log.exception("import operation %s failed after %s attempts", operation_id, self.request.retries + 1)
            services.import_operation_fail(operation_id=operation_id, message=f"import failed: {type(exc).__name__}: {exc}")
            return
        raise self.retry(exc=exc, countdown=min(60, 2**self.request.retries)) from exc
