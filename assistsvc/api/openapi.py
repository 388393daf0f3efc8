"""The OpenAPI 3 document's shared parts: a registry of component schemas, google.rpc.Status, the
Operation, the error responses every operation can give, and the hooks drf-spectacular runs.

Each app declares its messages once with :func:`component` (field descriptions taken from the source
documents in ``seeds/``) and uses :func:`ref` / :func:`responses` in its views' ``extend_schema``; the
post-processing hook adds every declared component to ``components.schemas``, so the published document
(``GET /openapi.json``) and the views share one definition.
"""

from __future__ import annotations

import copy
from typing import Any

from .enums import ENUM_FIELDS

SCHEMAS: dict[str, dict] = {}
REF = "#/components/schemas/"


def component(name: str, schema: dict) -> dict:
    """Declare component schema ``name`` and return a ``$ref`` to it."""
    SCHEMAS[name] = schema
    return ref(name)


def ref(name: str) -> dict:
    return {"$ref": REF + name}


def obj(description: str, properties: dict, *, required: list[str] | None = None, example: Any = None, **extra) -> dict:
    out = {"type": "object", "description": description, "properties": properties}
    if required:
        out["required"] = required
    if example is not None:
        out["example"] = example
    out.update(extra)
    return out


def string(description: str, **extra) -> dict:
    return {"type": "string", "description": description, **extra}


def output_only(schema: dict) -> dict:
    """Output only: the server sets it; a value sent by a client is ignored (AIP-203)."""
    out = dict(schema, readOnly=True)
    out["description"] = "Output only. " + out.get("description", "")
    return out


def timestamp(description: str) -> dict:
    return string(
        description + " RFC 3339; output is normalised to `Z` with 0, 3, 6 or 9 fractional digits, input "
        "may use any offset (e.g. `2014-10-02T15:01:23Z`, `2014-10-02T15:01:23.045123456+05:30`).",
        format="date-time",
    )


def int64(description: str) -> dict:
    return string(description + " (int64, as a JSON string)", format="int64", pattern=r"^-?[0-9]+$")


def enum(field: str, description: str, values: list[str] | None = None) -> dict:
    """An enum field, by name; its numbers (``$alt=json;enum-encoding=int``) are the index in ``values``."""
    values = list(values or ENUM_FIELDS[field])
    return {
        "type": "string",
        "enum": values,
        "description": description + " Enum names by default; with `$alt=json;enum-encoding=int` the value's "
        "number: " + ", ".join(f"{v} = {i}" for i, v in enumerate(values)) + ".",
    }


def array(items: dict, description: str, **extra) -> dict:
    return {"type": "array", "items": items, "description": description, **extra}


def struct(description: str) -> dict:
    return {"type": "object", "description": description + " (google.protobuf.Struct: any JSON object)", "additionalProperties": True}


def string_map(description: str) -> dict:
    return {"type": "object", "description": description, "additionalProperties": {"type": "string"}}


# --- google.rpc.Status and the HTTP error body -----------------------------------------------------

STATUS_NAMES = [
    "OK",
    "CANCELLED",
    "UNKNOWN",
    "INVALID_ARGUMENT",
    "DEADLINE_EXCEEDED",
    "NOT_FOUND",
    "ALREADY_EXISTS",
    "PERMISSION_DENIED",
    "RESOURCE_EXHAUSTED",
    "FAILED_PRECONDITION",
    "ABORTED",
    "OUT_OF_RANGE",
    "UNIMPLEMENTED",
    "INTERNAL",
    "UNAVAILABLE",
    "DATA_LOSS",
    "UNAUTHENTICATED",
]

ANY = component(
    "Any",
    obj(
        "A message of any type (google.protobuf.Any): `@type` names it, the other fields are the message's.",
        {"@type": string("Type URL, e.g. `type.googleapis.com/google.rpc.ErrorInfo`.")},
        required=["@type"],
        additionalProperties=True,
    ),
)
component(
    "ErrorInfo",
    obj(
        "google.rpc.ErrorInfo: why the request failed.",
        {
            "@type": string("`type.googleapis.com/google.rpc.ErrorInfo`", enum=["type.googleapis.com/google.rpc.ErrorInfo"]),
            "reason": string("A constant naming the cause, e.g. `RESOURCE_NOT_FOUND`, `API_KEY_INVALID`, `RATE_LIMIT_EXCEEDED`."),
            "domain": string("`assistsvc`."),
            "metadata": string_map("Details of the cause, e.g. the resource `name`, `retryAfterSeconds`."),
        },
        required=["@type", "reason", "domain"],
    ),
)
component(
    "BadRequest",
    obj(
        "google.rpc.BadRequest: the fields of the request that are invalid.",
        {
            "@type": string("`type.googleapis.com/google.rpc.BadRequest`", enum=["type.googleapis.com/google.rpc.BadRequest"]),
            "fieldViolations": array(
                obj(
                    "One invalid field.",
                    {
                        "field": string("Path of the field, e.g. `assistAnswer.replies[0].groundedContent.content.text`, `pageSize`, `body`."),
                        "description": string("What is wrong with it."),
                    },
                    required=["field", "description"],
                ),
                "Every invalid field of the request.",
            ),
        },
        required=["@type", "fieldViolations"],
    ),
)
STATUS = component(
    "Status",
    obj(
        "google.rpc.Status: an error. In an HTTP error body `code` is the HTTP status and `status` the "
        "google.rpc.Code name; in an Operation's `error` `code` is the google.rpc.Code number.",
        {
            "code": {"type": "integer", "format": "int32", "description": "HTTP status (error bodies) or google.rpc.Code number (Operation.error)."},
            "message": string("A developer-facing description of the error, in English."),
            "status": string("The google.rpc.Code name.", enum=STATUS_NAMES),
            "details": array(
                {"anyOf": [ref("ErrorInfo"), ref("BadRequest"), ref("Any")]},
                "ErrorInfo (always first) and, for invalid input, BadRequest with the field violations.",
            ),
        },
        required=["code", "message"],
    ),
)
ERROR = component(
    "Error",
    obj(
        "The body of every error response (AIP-193).",
        {"error": STATUS},
        required=["error"],
        example={
            "error": {
                "code": 404,
                "message": "Resource 'projects/demo/locations/global/collections/default_collection/engines/nope' was not found.",
                "status": "NOT_FOUND",
                "details": [
                    {
                        "@type": "type.googleapis.com/google.rpc.ErrorInfo",
                        "reason": "RESOURCE_NOT_FOUND",
                        "domain": "assistsvc",
                        "metadata": {"name": "projects/demo/locations/global/collections/default_collection/engines/nope"},
                    }
                ],
            }
        },
    ),
)
EMPTY = component("Empty", obj("An empty message (google.protobuf.Empty): the answer of a Delete.", {}, additionalProperties=False))

OPERATION = component(
    "Operation",
    obj(
        "A long-running operation (google.longrunning.Operation). Poll it with `GET /v1/{name}` until `done`.",
        {
            "name": string("`{parent}/operations/{id}`: the engine, session or answer it works on.", readOnly=True),
            "metadata": {
                "allOf": [ref("Any")],
                "description": "Progress: `ImportSessionsMetadata` (imports) or `GroundAnswersMetadata` "
                "(grounding): `createTime`, `updateTime` and counts (int64 as strings: `totalCount`, `succeededCount`, "
                "`failedCount`, `pendingCount`).",
            },
            "done": {"type": "boolean", "description": "True once finished; absent while it runs."},
            "error": {"allOf": [STATUS], "description": "Set when the whole operation failed (google.rpc.Status with the numeric code)."},
            "response": {"allOf": [ref("Any")], "description": "Set when it finished: the counts again and up to 20 failure samples."},
        },
        required=["name"],
    ),
)

_ERRORS = {
    400: "INVALID_ARGUMENT (a field violation names each invalid field) or FAILED_PRECONDITION.",
    401: "UNAUTHENTICATED: no API key, or an unknown or revoked one.",
    403: "PERMISSION_DENIED: the key's project is not the one named (whether or not the resource exists).",
    404: 'NOT_FOUND: no such resource, or a method the path does not have ("Method not found.").',
    409: "ALREADY_EXISTS: the id is taken, or `requestId` was used for a different request.",
    413: "The request body is over the limit (INVALID_ARGUMENT, reason REQUEST_TOO_LARGE).",
    415: "The Content-Type is not one this method reads (JSON; JSON Lines for imports).",
    429: "RESOURCE_EXHAUSTED: over the API key's rate limit; `Retry-After` says when to retry.",
    500: "INTERNAL: an unexpected error (reported, never expected).",
}


def responses(ok: dict | None, *, description: str = "OK", errors: tuple[int, ...] = (400, 401, 403, 404, 413, 415, 429, 500)):
    """``extend_schema(responses=...)``: the success body and every error the method can give."""
    from drf_spectacular.utils import OpenApiResponse

    out = {200: OpenApiResponse(response=ok, description=description)}
    for code in errors:
        out[code] = OpenApiResponse(response=ERROR, description=_ERRORS[code])
    return out


# --- hooks -----------------------------------------------------------------------------------------


def publish_v1(endpoints, **kwargs):
    """Pre-processing hook: document the ``/v1/`` routes (``/v1alpha/`` and ``/v1beta/`` are aliases)."""
    out = []
    for path, path_regex, method, callback in endpoints:
        out.append((path.replace("{version}", "v1"), path_regex, method, callback))
    return out


def add_components(result, generator, request, public):
    """Post-processing hook: every declared component; no ``version`` path parameter."""
    schemas = result.setdefault("components", {}).setdefault("schemas", {})
    for name, schema in SCHEMAS.items():
        schemas[name] = copy.deepcopy(schema)
    for item in result.get("paths", {}).values():
        for op in item.values():
            if isinstance(op, dict):
                # either credential is enough (OR), not both
                op["security"] = [{"bearer": []}, {"apiKey": []}]
            if isinstance(op, dict) and "parameters" in op:
                op["parameters"] = [p for p in op["parameters"] if not (p.get("in") == "path" and p.get("name") == "version")]
    return result


def body(name: str) -> dict:
    """``extend_schema(request=...)``: a JSON request body of component ``name``."""
    return {"application/json": ref(name)}


# --- authentication ----------------------------------------------------------------------------------

from drf_spectacular.extensions import OpenApiAuthenticationExtension  # noqa: E402


class ApiKeyAuthenticationScheme(OpenApiAuthenticationExtension):
    """The API key: ``Authorization: Bearer KEY`` or ``x-goog-api-key: KEY``."""

    target_class = "assistsvc.api.auth.ApiKeyAuthentication"
    name = ["bearer", "apiKey"]

    def get_security_definition(self, auto_schema):
        return [
            {"type": "http", "scheme": "bearer", "description": "An API key (`manage.py create_api_key PROJECT`) as the bearer token."},
            {"type": "apiKey", "in": "header", "name": "x-goog-api-key", "description": "The same API key in the `x-goog-api-key` header."},
        ]
