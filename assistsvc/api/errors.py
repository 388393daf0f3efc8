"""The REST layer's rendering of ``google.rpc.Status`` errors (the errors themselves, and their one
builder, are :mod:`apiwire.status`, importable without Django).

Raise an :class:`~apiwire.status.ApiError` (or one of its helpers) anywhere under a view; DRF's
exception handler (:func:`exception_handler`) and the body-limit middleware render it as
``{"error": Status}`` with the error's HTTP code.
"""

from __future__ import annotations

import logging

from django.core.exceptions import RequestDataTooBig
from django.http import Http404, JsonResponse
from rest_framework import exceptions as drf_exceptions
from rest_framework.response import Response

from apiwire.status import ApiError, payload_too_large

log = logging.getLogger(__name__)


def error_response(error: ApiError) -> Response:
    return Response({"error": error.to_status()}, status=error.http_code, headers=error.headers)


def error_json_response(error: ApiError) -> JsonResponse:
    """For code outside DRF views (middleware, handler404/500)."""
    resp = JsonResponse({"error": error.to_status()}, status=error.http_code)
    for k, v in error.headers.items():
        resp[k] = v
    return resp


def exception_handler(exc, context):
    """DRF exception handler: everything becomes a google.rpc.Status."""
    if isinstance(exc, ApiError):
        return error_response(exc)
    if isinstance(exc, RequestDataTooBig):
        from django.conf import settings

        return error_response(payload_too_large(settings.API_MAX_BODY_BYTES))
    if isinstance(exc, Http404):
        request = context.get("request")
        return error_response(ApiError(404, f"No such resource or method: {request.path if request else ''}", reason="NOT_FOUND"))
    if isinstance(exc, drf_exceptions.NotAuthenticated) or isinstance(exc, drf_exceptions.AuthenticationFailed):
        return error_response(
            ApiError(
                401,
                str(exc.detail) if hasattr(exc, "detail") else "Request is missing a valid API key.",
                reason="API_KEY_INVALID" if isinstance(exc, drf_exceptions.AuthenticationFailed) else "CREDENTIALS_MISSING",
                headers={"WWW-Authenticate": 'Bearer realm="assistsvc"'},
            )
        )
    if isinstance(exc, drf_exceptions.PermissionDenied):
        return error_response(ApiError(403, str(exc.detail), reason="PERMISSION_DENIED"))
    if isinstance(exc, drf_exceptions.Throttled):
        wait = int(exc.wait or 1)
        keyed = getattr(context.get("request"), "auth", None) is not None
        who = "API key" if keyed else "client (requests without a valid API key)"
        return error_response(
            ApiError(
                429,
                f"Quota exceeded for this {who}; retry in {wait} s.",
                reason="RATE_LIMIT_EXCEEDED",
                metadata={"retryAfterSeconds": str(wait)},
                headers={"Retry-After": str(wait)},
            )
        )
    if isinstance(exc, drf_exceptions.UnsupportedMediaType):
        return error_response(ApiError(415, str(exc.detail), reason="UNSUPPORTED_MEDIA_TYPE"))
    if isinstance(exc, drf_exceptions.ParseError):
        return error_response(ApiError(400, f"Invalid JSON payload: {exc.detail}", reason="INVALID_JSON", field_violations=[("body", str(exc.detail))]))
    if isinstance(exc, drf_exceptions.MethodNotAllowed):
        # As Google's APIs answer an HTTP method a path does not have (e.g. PATCH on an AssistAnswer):
        # there is no such RPC, so 404 NOT_FOUND "Method not found." (not 405); Allow names the methods.
        request = context.get("request")
        view = context.get("view")
        allow = ", ".join(getattr(view, "allowed_methods", []) or [])
        method = request.method if request else ""
        return error_response(
            ApiError(
                404,
                "Method not found.",
                reason="METHOD_NOT_FOUND",
                metadata={"method": method, "path": request.path if request else ""},
                headers={"Allow": allow} if allow else None,
            )
        )
    if isinstance(exc, drf_exceptions.NotFound):
        return error_response(ApiError(404, str(exc.detail), reason="NOT_FOUND"))
    if isinstance(exc, drf_exceptions.APIException):
        return error_response(ApiError(exc.status_code, str(exc.detail)))
    log.exception("unhandled error in API view", exc_info=exc)
    return error_response(ApiError(500, "Internal error.", reason="INTERNAL"))
