"""Fallback handlers so that even unknown URLs and crashes answer with a google.rpc.Status."""
from __future__ import annotations

from .errors import ApiError


def not_found(request, exception=None):
    return ApiError(404, f"No such resource or method: {request.path}", reason="NOT_FOUND").json_response()


def server_error(request):
    return ApiError(500, "Internal error.", reason="INTERNAL").json_response()
