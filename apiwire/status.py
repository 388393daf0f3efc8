"""``google.rpc.Status`` errors (AIP-193): the one builder of every error body the service writes.

Plain Python (no Django): the REST layer renders an :class:`ApiError` as ``{"error": Status}`` with the
HTTP code (``assistsvc.api.errors``), Operations and policy results store a Status with the numeric
``google.rpc.Code`` (:meth:`ApiError.to_operation_status`, :func:`rpc_status`)::

    {"error": {"code": 400, "message": "...", "status": "INVALID_ARGUMENT",
               "details": [{"@type": "type.googleapis.com/google.rpc.ErrorInfo", ...},
                           {"@type": "type.googleapis.com/google.rpc.BadRequest",
                            "fieldViolations": [{"field": "pageSize", "description": "..."}]}]}}

Codes, ``ErrorInfo`` and ``BadRequest`` are the messages of ``googleapis-common-protos``, rendered
with ``google.protobuf.json_format``.
"""

from __future__ import annotations

from typing import Any, Iterable

from google.protobuf import json_format
from google.rpc import code_pb2, error_details_pb2

DOMAIN = "assistsvc"
TYPE_PREFIX = "type.googleapis.com/"

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


def code_number(name: str) -> int:
    """The ``google.rpc.Code`` number of a code name (UNKNOWN, 2, for a name that is none)."""
    try:
        return code_pb2.Code.Value(name)
    except ValueError:
        return code_pb2.UNKNOWN


def code_name(number: int) -> str:
    try:
        return code_pb2.Code.Name(number)
    except ValueError:
        return "UNKNOWN"


def _detail(message) -> dict[str, Any]:
    body = json_format.MessageToDict(message)
    return {"@type": TYPE_PREFIX + message.DESCRIPTOR.full_name, **body}


def rpc_status(code: int | str, message: str = "", details: Iterable[dict] = ()) -> dict[str, Any]:
    """A stored ``google.rpc.Status`` (numeric code, message, the code's name) as proto3 JSON; the
    defaults (code 0, empty message) are left out."""
    number = code_number(code) if isinstance(code, str) else int(code)
    out: dict[str, Any] = {}
    if number:
        out["code"] = number
    if message:
        out["message"] = message
    if number:
        out["status"] = code_name(number)
    details = list(details)
    if details:
        out["details"] = details
    return out


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

    @property
    def violations(self) -> list[tuple[str, str]]:
        return self.field_violations

    def details(self) -> list[dict[str, Any]]:
        info = _detail(error_details_pb2.ErrorInfo(reason=self.reason, domain=DOMAIN, metadata=self.metadata))
        info.setdefault("metadata", {})
        details = [info]
        if self.field_violations:
            details.append(
                _detail(
                    error_details_pb2.BadRequest(
                        field_violations=[error_details_pb2.BadRequest.FieldViolation(field=f, description=d) for f, d in self.field_violations]
                    )
                )
            )
        return details

    def to_status(self) -> dict:
        """The ``google.rpc.Status`` body of an HTTP error (``code`` is the HTTP code, as Google's
        REST APIs write it inside ``{"error": ...}``)."""
        return {"code": self.http_code, "message": self.message, "status": self.status, "details": self.details()}

    def to_operation_status(self) -> dict:
        """A google.rpc.Status with the numeric gRPC code, as stored in ``Operation.error``."""
        body = self.to_status()
        body["code"] = code_number(self.status)
        return body


class InvalidArguments(ApiError):
    """400 INVALID_ARGUMENT with every field violation of a request (all problems reported together);
    ``violations`` is a list of ``(field path, description)``."""

    def __init__(self, violations: list[tuple[str, str]]):
        violations = list(violations) or [("body", "is invalid")]
        first = violations[0]
        msg = f"Invalid value for {first[0]}: {first[1]}"
        if len(violations) > 1:
            msg += f" (and {len(violations) - 1} more field violation{'s' if len(violations) > 2 else ''})"
        super().__init__(400, msg, reason="INVALID_ARGUMENT", field_violations=violations)


def invalid_argument(field: str, description: str, *, reason: str = "INVALID_ARGUMENT") -> ApiError:
    return ApiError(400, f"Invalid value for {field}: {description}", reason=reason, field_violations=[(field, description)])


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
