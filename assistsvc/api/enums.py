"""Enum fields of the proto3 JSON output and the ``$alt=json;enum-encoding=int`` system parameter.

Google's client libraries (REST transport) send ``$alt=json;enum-encoding=int`` on every call: the
response then carries enums as their numbers instead of their names. Apps register each enum field of
their JSON once (the JSON field name and the values in proto order, so a value's index is its number);
:func:`enums_as_numbers` rewrites a response body with them. Struct and ``Any`` fields
(``diagnosticInfo``, ``chunkMetadata``, an Operation's ``metadata`` / ``response``, error ``details``)
are client data or free-form and are never rewritten.
"""

from __future__ import annotations

from typing import Any, Iterable

#: JSON field name -> enum value names in proto order (index = number)
ENUM_FIELDS: dict[str, tuple[str, ...]] = {}
#: fields whose values are google.protobuf.Struct / Any: never rewritten
OPAQUE_FIELDS = frozenset({"diagnosticInfo", "chunkMetadata", "metadata", "response", "details", "attributes", "boundingBoxes"})


def register_enum(field: str, values: Iterable[str]) -> None:
    """Declare that JSON field ``field`` holds an enum with ``values`` (proto order). Two enums under the
    same field name must agree on their common values' numbers (e.g. Session.State and
    AssistAnswer.State both number IN_PROGRESS 1): the longer list is kept."""
    values = tuple(values)
    old = ENUM_FIELDS.get(field, ())
    short, long_ = sorted((old, values), key=len)
    if long_[: len(short)] != short:
        raise ValueError(f"enum field {field!r}: {values} conflicts with {old}")
    ENUM_FIELDS[field] = long_


def wants_int_enums(query_params) -> bool:
    """True when the request's ``$alt`` (or ``alt``) system parameter asks for ``enum-encoding=int``."""
    for key in ("$alt", "alt"):
        for raw in query_params.getlist(key) if hasattr(query_params, "getlist") else [query_params.get(key)]:
            if raw and "enum-encoding=int" in [p.strip() for p in raw.split(";")]:
                return True
    return False


def _number(field: str, value: Any) -> Any:
    values = ENUM_FIELDS[field]
    if isinstance(value, str) and value in values:
        return values.index(value)
    return value


def enums_as_numbers(obj: Any, field: str | None = None) -> Any:
    """A copy of a proto3 JSON body with every registered enum field's names replaced by numbers."""
    if isinstance(obj, dict):
        out = {}
        for k, v in obj.items():
            if k in OPAQUE_FIELDS:
                out[k] = v
            elif k in ENUM_FIELDS:
                out[k] = [_number(k, x) for x in v] if isinstance(v, list) else _number(k, v)
            else:
                out[k] = enums_as_numbers(v, k)
        return out
    if isinstance(obj, list):
        return [enums_as_numbers(v, field) for v in obj]
    return obj
