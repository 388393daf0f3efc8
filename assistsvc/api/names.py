"""Resource names (AIP-122): parsing and validation of ``projects/{p}/locations/{l}/...`` paths."""

from __future__ import annotations

import re

from apiwire.status import invalid_argument

MAX_NAME_LENGTH = 1024
#: resource ids: lowercase letters, digits, '-' and '_', starting with a letter or digit, 1..63 chars
ID_RE = re.compile(r"^[a-z0-9][a-z0-9_-]{0,62}$")
ID_RULE = "must be 1-63 characters of lowercase letters, digits, '-' or '_', starting with a letter or digit"


def validate_id(field: str, value: str) -> str:
    if not isinstance(value, str) or not ID_RE.match(value):
        raise invalid_argument(field, ID_RULE)
    return value


def check_name_length(field: str, name: str) -> None:
    if len(name) > MAX_NAME_LENGTH:
        raise invalid_argument(field, f"resource names are at most {MAX_NAME_LENGTH} characters (got {len(name)})")


def engine_name(project: str, location: str, collection: str, engine: str) -> str:
    return f"projects/{project}/locations/{location}/collections/{collection}/engines/{engine}"
