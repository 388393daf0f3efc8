"""The API docs page: Redoc from drf-spectacular-sidecar, loading nothing but the service's own URLs.

Redoc's bundle links one image on cdn.redoc.ly (the logo of its "API docs by Redocly" footer link):
``redoc_bundle`` serves the sidecar's bundle with that URL replaced by an empty inline image (the link is
hidden by the page's CSS), and the page's Content-Security-Policy keeps it to the service's URLs."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import drf_spectacular_sidecar
from django.http import HttpResponse
from django.urls import reverse
from drf_spectacular.utils import extend_schema
from drf_spectacular.views import SpectacularRedocView

BUNDLE = Path(drf_spectacular_sidecar.__file__).parent / "static" / "drf_spectacular_sidecar" / "redoc" / "bundles" / "redoc.standalone.js"
EXTERNAL_LOGO = "https://cdn.redoc.ly/redoc/logo-mini.svg"
EMPTY_SVG = "data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E"

CSP = "; ".join(
    [
        "default-src 'self'",
        "script-src 'self' 'unsafe-inline' blob:",  # the template's inline Redoc.init; Redoc's search worker
        "worker-src 'self' blob:",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        "font-src 'self' data:",
        "connect-src 'self'",
    ]
)


@lru_cache(maxsize=1)
def _bundle() -> bytes:
    return BUNDLE.read_text(encoding="utf-8").replace(EXTERNAL_LOGO, EMPTY_SVG).encode("utf-8")


def redoc_bundle(request):
    response = HttpResponse(_bundle(), content_type="application/javascript; charset=utf-8")
    response["Cache-Control"] = "public, max-age=86400"
    return response


class RedocView(SpectacularRedocView):
    def _redoc_standalone(self):
        return reverse("docs-redoc-bundle")

    @extend_schema(exclude=True)
    def get(self, request, *args, **kwargs):
        response = super().get(request, *args, **kwargs)
        response["Content-Security-Policy"] = CSP
        return response
