"""Logging filters of the service (wired in ``settings.LOGGING``)."""

from __future__ import annotations

import logging


class OneLineForbidden(logging.Filter):
    """A 403 is an expected answer (a reviewer opening an admin-only page), not an error: log it as its one
    line ("Forbidden (Permission denied): /admin/...") without the traceback Django attaches."""

    def filter(self, record: logging.LogRecord) -> bool:
        if getattr(record, "status_code", None) == 403:
            record.exc_info = None
            record.exc_text = None
        return True
