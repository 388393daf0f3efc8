"""Request-level rules that come before any view: body size (413), bodies without a Content-Length
(chunked), and NUL characters in query parameters (400)."""

from __future__ import annotations

import io

from django.conf import settings
from django.core.handlers.wsgi import LimitedStream

from apiwire.status import ApiError, invalid_argument, payload_too_large
from .errors import error_json_response

API_PREFIXES = ("/v1/", "/v1alpha/", "/v1beta/")


def length_required() -> ApiError:
    return ApiError(
        411,
        "A request body needs a Content-Length header, or chunked transfer encoding through a server that decodes it (gunicorn does).",
        status="INVALID_ARGUMENT",
        reason="LENGTH_REQUIRED",
        field_violations=[("Content-Length", "is required for a request body on this server")],
    )


def _read_unsized_body(request, limit: int) -> ApiError | None:
    """Read a body sent without Content-Length (``Transfer-Encoding: chunked``) in full, up to ``limit``.

    Django reads ``CONTENT_LENGTH`` bytes, so without the header it would see an empty body. When the
    WSGI server has decoded the chunks and marks the stream as terminated (``wsgi.input_terminated``,
    set by gunicorn), the body is read here (413 past the cap) and handed on with its length; a server
    that passes the raw chunked stream (Django's runserver) cannot be read safely: 411.
    """
    meta = request.META
    if not meta.get("wsgi.input_terminated"):
        return length_required()
    body = meta["wsgi.input"].read(limit + 1)
    if len(body) > limit:
        return payload_too_large(limit)
    meta["CONTENT_LENGTH"] = str(len(body))
    request._stream = LimitedStream(io.BytesIO(body), len(body))
    return None


class ApiBodyLimitMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        path = request.path_info
        is_api = path.startswith(API_PREFIXES)
        limit = settings.API_MAX_IMPORT_BYTES if is_api and path.endswith(":import") else settings.API_MAX_BODY_BYTES
        meta = request.META
        raw_length = meta.get("CONTENT_LENGTH")
        if raw_length in (None, "") and meta.get("HTTP_TRANSFER_ENCODING"):
            error = _read_unsized_body(request, limit)
            if error is not None:
                return error_json_response(error)
        elif is_api:
            try:
                length = int(raw_length or 0)
            except ValueError:
                length = 0
            if length > limit:
                return error_json_response(payload_too_large(limit))
        if is_api:
            for key, values in request.GET.lists():
                if "\x00" in key or any("\x00" in v for v in values):
                    return error_json_response(invalid_argument(key.replace("\x00", "\ufffd"), "must not contain U+0000 (NUL)"))
        return self.get_response(request)


#: the review console's Content-Security-Policy: its own scripts and styles only (no inline script, no
#: javascript: URLs, no plug-ins, no framing); inline style attributes are allowed (the dashboard's legend
#: swatches and Django's admin widgets set a few)
CONSOLE_CSP = (
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
    "font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; "
    "frame-ancestors 'self'"
)


class ConsoleSecurityHeadersMiddleware:
    """Content-Security-Policy (and ``Referrer-Policy``) on every page of the review console (``/admin/``)."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        if request.path_info.startswith("/admin/"):
            response.headers.setdefault("Content-Security-Policy", getattr(settings, "CONSOLE_CSP", CONSOLE_CSP))
            response.headers.setdefault("Referrer-Policy", "same-origin")
        return response
