"""Celery beat schedule of the grounding app (imported by ``assistsvc.settings``).

The reconciler runs every ``GROUNDING_RECONCILE_INTERVAL`` seconds (default 15). Run exactly one beat
per deployment (``celery -A assistsvc beat``, or ``worker -B`` on a single-worker install); running
two is harmless (the reconciler locks the rows it touches) but wasteful.
"""
from __future__ import annotations

import os

RECONCILE_INTERVAL = float(os.environ.get("GROUNDING_RECONCILE_INTERVAL") or 15)

BEAT_SCHEDULE = {
    "grounding-reconcile": {
        "task": "grounding.tasks.reconcile",
        "schedule": RECONCILE_INTERVAL,
        # a reconcile message that waited longer than one interval is useless: the next one comes
        "options": {"expires": max(1.0, RECONCILE_INTERVAL)},
    },
}
