"""Request body parsing: the one place where every JSON body (and every JSON Lines line) is read.

Rules, enforced here and nowhere else, each a 400 ``INVALID_ARGUMENT`` naming the field:

* strict JSON (no ``NaN``/``Infinity``; numbers that overflow a double, such as ``1e400``, are rejected),
  UTF-8, a JSON object at the top level;
* at most :data:`MAX_JSON_DEPTH` levels of nesting (protobuf's own JSON parser stops at 100);
* no string (value or key) holds U+0000 (PostgreSQL text cannot store it) or a lone UTF-16 surrogate
  such as ``"\\ud800"`` (not a Unicode scalar value, so not a valid proto3 string).

Bodies over the size cap are 413 (see also :mod:`assistsvc.api.middleware`, which reads chunked bodies).
"""

from __future__ import annotations

import json
import math
import re
from typing import Any

from django.conf import settings
from rest_framework import parsers
from rest_framework.exceptions import ParseError

from apiwire.status import ApiError, InvalidArguments, payload_too_large

#: deepest nesting of objects/arrays accepted in a request body (protobuf's JSON parser limit)
MAX_JSON_DEPTH = 100
#: at most this many bad strings are listed in one error
_MAX_VIOLATIONS = 20
_BAD_CHARS = re.compile("[\x00\ud800-\udfff]")


def _read_limited(stream, limit: int) -> bytes:
    """The whole body, or 413 as soon as it is known to exceed ``limit`` bytes."""
    raw = stream.read(limit + 1) if stream is not None else b""
    if len(raw) > limit:
        raise payload_too_large(limit)
    return raw


def _reject_constant(name):
    raise ValueError(f"{name} is not valid JSON")


def _parse_int(text: str) -> int | float:
    """Integers beyond a double's range (proto3 JSON numbers are doubles or 64-bit integers) become
    +/-inf, so the check below names their field as "not a finite number" (this also keeps Python's
    4300-digit limit on int() from failing the whole body)."""
    digits = len(text) - text.startswith("-")
    if digits > 309:
        return -math.inf if text.startswith("-") else math.inf
    value = int(text)
    if digits == 309 and math.isinf(float(text)):
        return -math.inf if value < 0 else math.inf
    return value


def _bad_char_description(ch: str) -> str:
    if ch == "\x00":
        return "must not contain U+0000 (NUL)"
    return f"must not contain a lone UTF-16 surrogate (U+{ord(ch):04X}); strings must be valid Unicode"


def _join(path: str, key: str) -> str:
    return f"{path}.{key}" if path else key


def json_violations(data: Any, whole: str = "body") -> list[tuple[str, str]]:
    """Field violations of a parsed JSON value: nesting depth, NUL / lone surrogates, non-finite numbers.

    Walks the value iteratively (no recursion, so any depth is safe to inspect). Field paths use the
    names as sent (``assistAnswer.replies[0].groundedContent.content.text``); ``whole`` names the value
    itself (``body`` for a request, ``line`` for a JSON Lines line).
    """
    out: list[tuple[str, str]] = []
    stack: list[tuple[Any, str, int]] = [(data, "", 0)]
    while stack and len(out) < _MAX_VIOLATIONS:
        value, path, depth = stack.pop()
        if isinstance(value, str):
            m = _BAD_CHARS.search(value)
            if m:
                out.append((path or whole, _bad_char_description(m.group())))
        elif isinstance(value, float):
            if not math.isfinite(value):
                out.append((path or whole, "is not a finite number"))
        elif isinstance(value, (dict, list)):
            if depth >= MAX_JSON_DEPTH:
                out.append((path or whole, f"is nested more than {MAX_JSON_DEPTH} levels deep"))
                continue
            if isinstance(value, dict):
                for key, item in value.items():
                    child = _join(path, key)
                    m = _BAD_CHARS.search(key)
                    if m:
                        # name the field by its parent: the key itself cannot be shown safely
                        out.append((_join(path, _BAD_CHARS.sub("\ufffd", key)), "field name " + _bad_char_description(m.group())))
                        continue
                    stack.append((item, child, depth + 1))
            else:
                for i in range(len(value) - 1, -1, -1):
                    stack.append((value[i], f"{path}[{i}]" if path else f"[{i}]", depth + 1))
    return out


def loads(text: str, *, whole: str = "body") -> Any:
    """Parse JSON text under the rules above; raises :class:`InvalidArguments` (400) naming the field."""
    try:
        data = json.loads(text, parse_constant=_reject_constant, parse_int=_parse_int)
    except RecursionError:
        raise InvalidArguments([(whole, f"is nested more than {MAX_JSON_DEPTH} levels deep")]) from None
    except ValueError as exc:  # JSONDecodeError, NaN/Infinity, integers longer than Python accepts
        raise ApiError(400, f"Invalid JSON payload: {exc}", reason="INVALID_JSON", field_violations=[(whole, f"is not valid JSON: {exc}")]) from None
    violations = json_violations(data, whole)
    if violations:
        raise InvalidArguments(violations)
    return data


class StrictJSONParser(parsers.BaseParser):
    media_type = "application/json"

    def parse(self, stream, media_type=None, parser_context=None):
        raw = _read_limited(stream, settings.API_MAX_BODY_BYTES)
        if not raw.strip():
            return {}
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            raise ParseError("body is not valid UTF-8") from None
        data = loads(text)
        if not isinstance(data, dict):
            raise ParseError("the body must be a JSON object")
        return data


class JsonLinesParser(parsers.BaseParser):
    """Raw bytes for JSON Lines uploads (``application/x-ndjson``, ``application/jsonl``); each line is
    read with :func:`loads` by the import, so one bad line fails alone."""

    media_type = "application/*"

    def parse(self, stream, media_type=None, parser_context=None):
        return _read_limited(stream, settings.API_MAX_IMPORT_BYTES)
