"""Fallback handlers so that even unknown URLs and crashes answer with a google.rpc.Status."""

from __future__ import annotations

from apiwire.status import ApiError
from .errors import error_json_response


def not_found(request, exception=None):
    return error_json_response(ApiError(404, f"No such resource or method: {request.path}", reason="NOT_FOUND"))


def server_error(request):
    return error_json_response(ApiError(500, "Internal error.", reason="INTERNAL"))
