"""google.rpc.Status errors (AIP-193) for every failure the API can produce.

Raise an :class:`ApiError` (or one of its helpers) anywhere under a view; DRF's exception handler and
the body-limit middleware render it as::

    {"error": {"code": 400, "message": "...", "status": "INVALID_ARGUMENT",
               "details": [{"@type": "type.googleapis.com/google.rpc.ErrorInfo", ...},
                           {"@type": "type.googleapis.com/google.rpc.BadRequest",
                            "fieldViolations": [{"field": "pageSize", "description": "..."}]}]}}
"""
from __future__ import annotations

import logging
from typing import Iterable

from django.core.exceptions import RequestDataTooBig
from django.http import Http404, JsonResponse
from rest_framework import exceptions as drf_exceptions
from rest_framework.response import Response

log = logging.getLogger(__name__)

DOMAIN = "assistsvc"

# HTTP code -> canonical google.rpc.Code name, for errors raised without an explicit status
_STATUS_BY_HTTP = {
    400: "INVALID_ARGUMENT",
    401: "UNAUTHENTICATED",
    403: "PERMISSION_DENIED",
    404: "NOT_FOUND",
    405: "UNIMPLEMENTED",
    409: "ALREADY_EXISTS",
    412: "FAILED_PRECONDITION",
    413: "INVALID_ARGUMENT",
    415: "INVALID_ARGUMENT",
    429: "RESOURCE_EXHAUSTED",
    500: "INTERNAL",
    501: "UNIMPLEMENTED",
    503: "UNAVAILABLE",
}
#: google.rpc.Code numeric values, used for Status objects stored in Operations and policy results
RPC_CODES = {
    "OK": 0, "CANCELLED": 1, "UNKNOWN": 2, "INVALID_ARGUMENT": 3, "DEADLINE_EXCEEDED": 4, "NOT_FOUND": 5,
    "ALREADY_EXISTS": 6, "PERMISSION_DENIED": 7, "RESOURCE_EXHAUSTED": 8, "FAILED_PRECONDITION": 9,
    "ABORTED": 10, "OUT_OF_RANGE": 11, "UNIMPLEMENTED": 12, "INTERNAL": 13, "UNAVAILABLE": 14,
    "DATA_LOSS": 15, "UNAUTHENTICATED": 16,
}


class ApiError(Exception):
    """An error with an HTTP code, a google.rpc.Code name, a reason and optional field violations."""

    def __init__(
        self,
        http_code: int,
        message: str,
        *,
        status: str | None = None,
        reason: str | None = None,
        field_violations: Iterable[tuple[str, str]] = (),
        metadata: dict[str, str] | None = None,
        headers: dict[str, str] | None = None,
    ):
        super().__init__(message)
        self.http_code = http_code
        self.message = message
        self.status = status or _STATUS_BY_HTTP.get(http_code, "UNKNOWN")
        self.reason = reason or self.status
        self.field_violations = list(field_violations)
        self.metadata = metadata or {}
        self.headers = headers or {}

    def to_status(self) -> dict:
        """The ``google.rpc.Status`` body (as used inside ``{"error": ...}`` and in Operations)."""
        details: list[dict] = [
            {
                "@type": "type.googleapis.com/google.rpc.ErrorInfo",
                "reason": self.reason,
                "domain": DOMAIN,
                "metadata": dict(self.metadata),
            }
        ]
        if self.field_violations:
            details.append(
                {
                    "@type": "type.googleapis.com/google.rpc.BadRequest",
                    "fieldViolations": [{"field": f, "description": d} for f, d in self.field_violations],
                }
            )
        return {"code": self.http_code, "message": self.message, "status": self.status, "details": details}

    def to_operation_status(self) -> dict:
        """A google.rpc.Status with the numeric gRPC code, as stored in ``Operation.error``."""
        body = self.to_status()
        body["code"] = RPC_CODES.get(self.status, 2)
        return body

    def response(self) -> Response:
        return Response({"error": self.to_status()}, status=self.http_code, headers=self.headers)

    def json_response(self) -> JsonResponse:
        resp = JsonResponse({"error": self.to_status()}, status=self.http_code)
        for k, v in self.headers.items():
            resp[k] = v
        return resp


def invalid_argument(field: str, description: str, *, reason: str = "INVALID_ARGUMENT") -> ApiError:
    return ApiError(400, f"Invalid value for {field}: {description}", reason=reason, field_violations=[(field, description)])


class InvalidArguments(ApiError):
    """Several field violations at once (all problems of a request reported together)."""

    def __init__(self, violations: list[tuple[str, str]]):
        first = violations[0]
        msg = f"Invalid value for {first[0]}: {first[1]}"
        if len(violations) > 1:
            msg += f" (and {len(violations) - 1} more field violation{'s' if len(violations) > 2 else ''})"
        super().__init__(400, msg, reason="INVALID_ARGUMENT", field_violations=violations)


def not_found(name: str) -> ApiError:
    return ApiError(404, f"Resource '{name}' was not found.", reason="RESOURCE_NOT_FOUND", metadata={"name": name})


def already_exists(name: str) -> ApiError:
    return ApiError(409, f"Resource '{name}' already exists.", reason="RESOURCE_ALREADY_EXISTS", metadata={"name": name})


def permission_denied(name: str) -> ApiError:
    return ApiError(
        403,
        f"Permission denied on resource '{name}' (or it may not exist).",
        reason="PERMISSION_DENIED",
        metadata={"name": name},
    )


def payload_too_large(limit: int) -> ApiError:
    return ApiError(
        413,
        f"Request body exceeds the limit of {limit} bytes.",
        status="INVALID_ARGUMENT",
        reason="REQUEST_TOO_LARGE",
        metadata={"limitBytes": str(limit)},
    )


def exception_handler(exc, context):
    """DRF exception handler: everything becomes a google.rpc.Status."""
    if isinstance(exc, ApiError):
        return exc.response()
    if isinstance(exc, RequestDataTooBig):
        from django.conf import settings

        return payload_too_large(settings.API_MAX_BODY_BYTES).response()
    if isinstance(exc, Http404):
        request = context.get("request")
        return ApiError(404, f"No such resource or method: {request.path if request else ''}", reason="NOT_FOUND").response()
    if isinstance(exc, drf_exceptions.NotAuthenticated) or isinstance(exc, drf_exceptions.AuthenticationFailed):
        return ApiError(
            401,
            str(exc.detail) if hasattr(exc, "detail") else "Request is missing a valid API key.",
            reason="API_KEY_INVALID" if isinstance(exc, drf_exceptions.AuthenticationFailed) else "CREDENTIALS_MISSING",
            headers={"WWW-Authenticate": 'Bearer realm="assistsvc"'},
        ).response()
    if isinstance(exc, drf_exceptions.PermissionDenied):
        return ApiError(403, str(exc.detail), reason="PERMISSION_DENIED").response()
    if isinstance(exc, drf_exceptions.Throttled):
        wait = int(exc.wait or 1)
        keyed = getattr(context.get("request"), "auth", None) is not None
        who = "API key" if keyed else "client (requests without a valid API key)"
        return ApiError(
            429,
            f"Quota exceeded for this {who}; retry in {wait} s.",
            reason="RATE_LIMIT_EXCEEDED",
            metadata={"retryAfterSeconds": str(wait)},
            headers={"Retry-After": str(wait)},
        ).response()
    if isinstance(exc, drf_exceptions.UnsupportedMediaType):
        return ApiError(415, str(exc.detail), reason="UNSUPPORTED_MEDIA_TYPE").response()
    if isinstance(exc, drf_exceptions.ParseError):
        return ApiError(400, f"Invalid JSON payload: {exc.detail}", reason="INVALID_JSON", field_violations=[("body", str(exc.detail))]).response()
    if isinstance(exc, drf_exceptions.MethodNotAllowed):
        # As Google's APIs answer an HTTP method a path does not have (e.g. PATCH on an AssistAnswer):
        # there is no such RPC, so 404 NOT_FOUND "Method not found." (not 405); Allow names the methods.
        request = context.get("request")
        view = context.get("view")
        allow = ", ".join(getattr(view, "allowed_methods", []) or [])
        method = request.method if request else ""
        return ApiError(
            404,
            "Method not found.",
            reason="METHOD_NOT_FOUND",
            metadata={"method": method, "path": request.path if request else ""},
            headers={"Allow": allow} if allow else None,
        ).response()
    if isinstance(exc, drf_exceptions.NotFound):
        return ApiError(404, str(exc.detail), reason="NOT_FOUND").response()
    if isinstance(exc, drf_exceptions.APIException):
        return ApiError(exc.status_code, str(exc.detail)).response()
    log.exception("unhandled error in API view", exc_info=exc)
    return ApiError(500, "Internal error.", reason="INTERNAL").response()
