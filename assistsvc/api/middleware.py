"""Reject over-sized API requests with 413 before their body is read."""
from __future__ import annotations

from django.conf import settings

from .errors import payload_too_large


class ApiBodyLimitMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        path = request.path_info
        if path.startswith(("/v1/", "/v1alpha/", "/v1beta/")):
            limit = settings.API_MAX_IMPORT_BYTES if path.endswith(":import") else settings.API_MAX_BODY_BYTES
            try:
                length = int(request.META.get("CONTENT_LENGTH") or 0)
            except ValueError:
                length = 0
            if length > limit:
                return payload_too_large(limit).json_response()
        return self.get_response(request)
