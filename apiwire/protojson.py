"""The service's one proto3 JSON dialect (no Django): used by the REST API and the grounding engine.

Output: lowerCamelCase names, int64 as strings, enums by name, Timestamps as RFC 3339 in ``Z`` with
0, 3, 6 or 9 fractional digits, defaults omitted (:func:`compact`).
Input (:class:`Reader`): camelCase or snake_case names, int64 as string or number, Timestamps with any
offset; every problem is collected as a (field path, description) violation and raised together as
400 INVALID_ARGUMENT (:class:`apiwire.status.InvalidArguments`). A field the message does not have is
rejected as Google's APIs do ("unknown field", naming its path): a name counts as known once the
parser reads it or declares it with :meth:`Reader.known` (output-only fields a client may send back).
"""

from __future__ import annotations

import base64
import binascii
import datetime as dt
import re
from typing import Any, Iterable

from .status import InvalidArguments

_CAMEL_RE = re.compile(r"_([a-z0-9])")
_SNAKE_RE = re.compile(r"(?<!^)([A-Z])")


def to_camel(name: str) -> str:
    return _CAMEL_RE.sub(lambda m: m.group(1).upper(), name)


def to_snake(name: str) -> str:
    return _SNAKE_RE.sub(r"_\1", name).lower()


# --- output -------------------------------------------------------------------------------------


def format_timestamp(value: dt.datetime | None) -> str | None:
    """RFC 3339, normalised to UTC ``Z``, with 0, 3 or 6 fractional digits (Python has microseconds)."""
    if value is None:
        return None
    if value.tzinfo is None:
        value = value.replace(tzinfo=dt.timezone.utc)
    value = value.astimezone(dt.timezone.utc)
    # not strftime: "%Y" does not zero-pad years before 1000 on Linux (RFC 3339 needs 4 digits)
    base = f"{value.year:04d}-{value.month:02d}-{value.day:02d}T{value.hour:02d}:{value.minute:02d}:{value.second:02d}"
    micros = value.microsecond
    if micros == 0:
        return base + "Z"
    if micros % 1000 == 0:
        return f"{base}.{micros // 1000:03d}Z"
    return f"{base}.{micros:06d}Z"


def int64(value: int | None) -> str | None:
    return None if value is None else str(int(value))


def compact(obj: Any) -> Any:
    """Drop proto3 defaults recursively: None, "", 0, 0.0, False, empty lists and empty messages.

    Use :class:`Keep` to force a default value to be emitted (e.g. a real score of 0.0 that must be
    told apart from "not scored"; proto3 ``optional`` fields are emitted when set).
    """
    if isinstance(obj, Keep):
        return compact(obj.value) if isinstance(obj.value, (dict, list)) else obj.value
    if isinstance(obj, dict):
        out = {}
        for k, v in obj.items():
            if isinstance(v, Keep):
                out[k] = compact(v)
                continue
            v = compact(v)
            if v is None or v == "" or v is False or v == [] or v == {}:
                continue
            if isinstance(v, (int, float)) and not isinstance(v, bool) and v == 0:
                continue
            out[k] = v
        return out
    if isinstance(obj, list):
        return [compact(v) for v in obj]
    return obj


class Keep:
    """Wrapper telling :func:`compact` to keep a value even when it equals the proto3 default."""

    __slots__ = ("value",)

    def __init__(self, value: Any):
        self.value = value


# --- input --------------------------------------------------------------------------------------

_TS_RE = re.compile(r"^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?([Zz]|[+-]\d{2}:\d{2})$")


def parse_timestamp(text: str) -> dt.datetime:
    """Parse an RFC 3339 timestamp (any offset, up to 9 fractional digits, truncated to microseconds)."""
    m = _TS_RE.match(text)
    if not m:
        raise ValueError("must be an RFC 3339 timestamp such as 2024-05-01T12:00:00Z")
    year, month, day, hour, minute, second, frac, offset = m.groups()
    micros = int((frac or "0").ljust(9, "0")[:6])
    if offset in ("Z", "z"):
        tz = dt.timezone.utc
    else:
        sign = 1 if offset[0] == "+" else -1
        tz = dt.timezone(sign * dt.timedelta(hours=int(offset[1:3]), minutes=int(offset[4:6])))
    value = dt.datetime(int(year), int(month), int(day), int(hour), int(minute), int(second), micros, tzinfo=tz)
    return value.astimezone(dt.timezone.utc)


INT64_MIN, INT64_MAX = -(2**63), 2**63 - 1
INT32_MAX = 2**31 - 1  # proto "integer" (int32) fields


class Reader:
    """Reads one JSON object field by field, accepting camelCase and snake_case names.

    Violations are collected in ``violations`` (shared with child readers) with full field paths, so a
    request reports every problem at once; call :meth:`raise_if_invalid` at the end.
    """

    def __init__(self, data: Any, path: str = "", violations: list | None = None, readers: list | None = None):
        self.path = path
        self.violations: list[tuple[str, str]] = [] if violations is None else violations
        #: every reader of this request (this one and its children), for the unknown-field check
        self.readers: list[Reader] = [] if readers is None else readers
        self.readers.append(self)
        self.seen: set[str] = set()
        #: False when the value is not a JSON object (reported as a violation; read as empty)
        self.is_object = data is None or isinstance(data, dict)
        if data is None:
            data = {}
        if not isinstance(data, dict):
            self.violations.append((path or "body", "must be a JSON object"))
            data = {}
        self.data = data

    # paths ---------------------------------------------------------------
    def field_path(self, name: str) -> str:
        return f"{self.path}.{name}" if self.path else name

    def error(self, name: str, description: str) -> None:
        self.violations.append((self.field_path(name), description))

    def known(self, *names: str) -> "Reader":
        """Declare fields of the message that the parser leaves alone (output-only fields, fields
        another parser reads), so they are not reported as unknown."""
        self.seen.update(to_camel(n) for n in names)
        return self

    def has(self, name: str) -> bool:
        self.seen.add(to_camel(name))
        return name in self.data or to_snake(name) in self.data

    def raw(self, name: str, default: Any = None) -> Any:
        self.seen.add(to_camel(name))
        if name in self.data:
            return self.data[name]
        snake = to_snake(name)
        if snake in self.data:
            return self.data[snake]
        return default

    # typed getters --------------------------------------------------------
    def string(self, name: str, default: str = "", *, max_length: int | None = None, required: bool = False) -> str:
        value = self.raw(name)
        if value is None:
            if required:
                self.error(name, "is required")
            return default
        if not isinstance(value, str):
            self.error(name, "must be a string")
            return default
        if required and value == "":
            self.error(name, "is required")
        if max_length is not None and len(value) > max_length:
            self.error(name, f"must be at most {max_length} characters (got {len(value)})")
        return value

    def boolean(self, name: str, default: bool = False) -> bool:
        value = self.raw(name)
        if value is None:
            return default
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and value in ("true", "false"):
            return value == "true"
        self.error(name, "must be a boolean")
        return default

    def integer(self, name: str, default: int | None = None, *, minimum: int | None = None, maximum: int | None = None) -> int | None:
        value = self.raw(name)
        if value is None:
            return default
        if isinstance(value, bool):
            self.error(name, "must be an integer")
            return default
        if isinstance(value, str):
            try:
                value = int(value, 10)
            except ValueError:
                self.error(name, "must be an integer")
                return default
        elif isinstance(value, float):
            if not value.is_integer():
                self.error(name, "must be an integer")
                return default
            value = int(value)
        elif not isinstance(value, int):
            self.error(name, "must be an integer")
            return default
        if minimum is None:  # every integer of the API is at most an int64
            minimum = INT64_MIN
        if maximum is None:
            maximum = INT64_MAX
        if value < minimum:
            self.error(name, f"must be at least {minimum}")
            return default
        if value > maximum:
            self.error(name, f"must be at most {maximum}")
            return default
        return value

    def number(self, name: str, default: float | None = None, *, minimum: float | None = None, maximum: float | None = None) -> float | None:
        value = self.raw(name)
        if value is None:
            return default
        if isinstance(value, bool):
            self.error(name, "must be a number")
            return default
        if isinstance(value, str):
            try:
                value = float(value)
            except ValueError:
                self.error(name, "must be a number")
                return default
        if not isinstance(value, (int, float)) or value != value:  # NaN
            self.error(name, "must be a number")
            return default
        value = float(value)
        if (minimum is not None and value < minimum) or (maximum is not None and value > maximum):
            self.error(name, f"must be within [{minimum}, {maximum}]")
            return default
        return value

    def enum(self, name: str, allowed: Iterable[str], default: str) -> str:
        allowed = list(allowed)
        value = self.raw(name)
        if value is None:
            return default
        if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < len(allowed):
            return allowed[value]
        if not isinstance(value, str) or value not in allowed:
            self.error(name, f"must be one of {', '.join(allowed)}")
            return default
        return value

    def timestamp(self, name: str) -> dt.datetime | None:
        value = self.raw(name)
        if value is None:
            return None
        if not isinstance(value, str):
            self.error(name, "must be an RFC 3339 timestamp string")
            return None
        try:
            return parse_timestamp(value)
        except (ValueError, OverflowError) as exc:
            self.error(name, str(exc))
            return None

    def bytes_(self, name: str) -> bytes:
        value = self.raw(name)
        if value is None:
            return b""
        if not isinstance(value, str):
            self.error(name, "must be a base64 string")
            return b""
        try:
            padded = value + "=" * (-len(value) % 4)
            if "-" in value or "_" in value:
                return base64.urlsafe_b64decode(padded)
            return base64.b64decode(padded, validate=True)
        except (binascii.Error, ValueError):
            self.error(name, "must be base64")
            return b""

    def string_map(self, name: str, *, max_entries: int | None = None) -> dict[str, str]:
        value = self.raw(name)
        if value is None:
            return {}
        if not isinstance(value, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in value.items()):
            self.error(name, "must be an object mapping strings to strings")
            return {}
        if max_entries is not None and len(value) > max_entries:
            self.error(name, f"must have at most {max_entries} entries")
        return dict(value)

    def string_list(self, name: str, *, max_items: int | None = None, max_length: int | None = None) -> list[str]:
        value = self.raw(name)
        if value is None:
            return []
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            self.error(name, "must be a list of strings")
            return []
        if max_items is not None and len(value) > max_items:
            self.error(name, f"must have at most {max_items} items (got {len(value)})")
        if max_length is not None:
            for i, v in enumerate(value):
                if len(v) > max_length:
                    self.error(f"{name}[{i}]", f"must be at most {max_length} characters")
        return list(value)

    def int_list(self, name: str) -> list[int]:
        value = self.raw(name)
        if value is None:
            return []
        if not isinstance(value, list) or not all(isinstance(v, int) and not isinstance(v, bool) for v in value):
            self.error(name, "must be a list of integers")
            return []
        return list(value)

    def struct(self, name: str) -> dict | None:
        value = self.raw(name)
        if value is None:
            return None
        if not isinstance(value, dict):
            self.error(name, "must be a JSON object")
            return None
        return value

    def child(self, name: str) -> "Reader | None":
        value = self.raw(name)
        if value is None:
            return None
        return Reader(value, self.field_path(name), self.violations, self.readers)

    def children(self, name: str, *, max_items: int | None = None) -> list["Reader"]:
        value = self.raw(name)
        if value is None:
            return []
        if not isinstance(value, list):
            self.error(name, "must be a list")
            return []
        if max_items is not None and len(value) > max_items:
            self.error(name, f"must have at most {max_items} items (got {len(value)})")
            value = value[:max_items]
        return [Reader(v, f"{self.field_path(name)}[{i}]", self.violations, self.readers) for i, v in enumerate(value)]

    def unknown_fields(self) -> list[str]:
        """Paths of the fields of this request that no parser read or declared."""
        out = []
        for r in self.readers:
            for key in r.data:
                if not isinstance(key, str) or to_camel(key) not in r.seen:
                    out.append(r.field_path(str(key)))
        return out

    def raise_if_invalid(self) -> None:
        """Raise every violation at once, unknown fields included (400 INVALID_ARGUMENT)."""
        unknown = [(f, "unknown field: the message has no field of that name") for f in self.unknown_fields()]
        known_paths = {f for f, _ in self.violations}
        violations = self.violations + [u for u in unknown if u[0] not in known_paths]
        if violations:
            raise InvalidArguments(violations)
