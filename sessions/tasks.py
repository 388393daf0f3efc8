"""Celery tasks of the sessions app: thin wrappers that load by id and call a service."""
from __future__ import annotations

from celery import shared_task

from . import services


@shared_task(name="sessions.tasks.run_import", acks_late=True, reject_on_worker_lost=True, max_retries=5, default_retry_delay=5)
def run_import(operation_id: int) -> None:
    services.import_operation_run(operation_id=operation_id)
