"""Request body parsing: strict JSON (no NaN/Infinity), UTF-8, a JSON object at the top level."""
from __future__ import annotations

import json

from django.conf import settings
from rest_framework import parsers
from rest_framework.exceptions import ParseError

from .errors import invalid_argument, payload_too_large


def _read_limited(stream, limit: int) -> bytes:
    """The whole body, or 413 as soon as it is known to exceed ``limit`` bytes."""
    raw = stream.read(limit + 1) if stream is not None else b""
    if len(raw) > limit:
        raise payload_too_large(limit)
    return raw


def _nul_path(value, path: str):
    """The path of the first string (value or key) holding U+0000, else None."""
    if isinstance(value, str):
        return path if "\x00" in value else None
    if isinstance(value, dict):
        for k, v in value.items():
            sub = f"{path}.{k}" if path else str(k)
            if "\x00" in k:
                return sub
            found = _nul_path(v, sub)
            if found is not None:
                return found
    elif isinstance(value, list):
        for i, v in enumerate(value):
            found = _nul_path(v, f"{path}[{i}]")
            if found is not None:
                return found
    return None


def _reject_constant(name):
    raise ValueError(f"{name} is not valid JSON")


class StrictJSONParser(parsers.BaseParser):
    media_type = "application/json"

    def parse(self, stream, media_type=None, parser_context=None):
        raw = _read_limited(stream, settings.API_MAX_BODY_BYTES)
        if not raw.strip():
            return {}
        try:
            data = json.loads(raw.decode("utf-8"), parse_constant=_reject_constant)
        except UnicodeDecodeError:
            raise ParseError("body is not valid UTF-8") from None
        except ValueError as exc:
            raise ParseError(str(exc)) from None
        if not isinstance(data, dict):
            raise ParseError("the body must be a JSON object")
        path = _nul_path(data, "")
        if path is not None:  # PostgreSQL text and jsonb cannot store U+0000
            raise invalid_argument(path or "body", "must not contain the character U+0000 (NUL)")
        return data


class JsonLinesParser(parsers.BaseParser):
    """Raw bytes for JSON Lines uploads (``application/x-ndjson``, ``application/jsonl``)."""

    media_type = "application/*"

    def parse(self, stream, media_type=None, parser_context=None):
        return _read_limited(stream, settings.API_MAX_IMPORT_BYTES)
