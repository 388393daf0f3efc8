"""The API docs page (Redoc from drf-spectacular-sidecar) under a Content-Security-Policy that lets it load
nothing but the service's own URLs: Redoc's bundle links an image on cdn.redoc.ly (its "API docs by
Redocly" logo), which the policy blocks, so the page works, and stays the same, offline."""
from __future__ import annotations

from drf_spectacular.views import SpectacularRedocView

CSP = "; ".join([
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline' blob:",  # the template's inline Redoc.init; Redoc's search worker
    "worker-src 'self' blob:",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
])


class RedocView(SpectacularRedocView):
    def get(self, request, *args, **kwargs):
        response = super().get(request, *args, **kwargs)
        response["Content-Security-Policy"] = CSP
        return response
