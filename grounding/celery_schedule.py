"""Celery beat schedule of the grounding app (``assistsvc.settings`` builds ``CELERY_BEAT_SCHEDULE``
with it from ``GROUNDING_RECONCILE_INTERVAL``).

Run exactly one beat per deployment (``celery -A assistsvc beat``, or ``worker -B`` on a single-worker
install); running two is harmless (the reconciler locks the rows it touches) but wasteful.
"""

from __future__ import annotations


def beat_schedule(reconcile_interval: float) -> dict:
    return {
        "grounding-reconcile": {
            "task": "grounding.tasks.reconcile",
            "schedule": reconcile_interval,
            # a reconcile message that waited longer than one interval is useless: the next one comes
            "options": {"expires": max(1.0, reconcile_interval)},
        },
    }
