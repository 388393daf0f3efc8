"""List pagination (AIP-158): page sizes and opaque, signed page tokens with keyset continuation.

A page token carries the sort key of the last item returned and a fingerprint of the request it belongs
to (parent, filter, orderBy). It is signed, so a token that was tampered with, or that is replayed with a
different filter or order, is rejected with INVALID_ARGUMENT naming ``pageToken``. Keyset continuation
(``WHERE (k1, k2, id) > (last...)``) means no item is skipped or repeated while the collection changes.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
from dataclasses import dataclass
from typing import Any, Sequence

from django.conf import settings
from django.core import signing
from django.db.models import Q, QuerySet

from apiwire.status import invalid_argument

DEFAULT_PAGE_SIZE = 50
MAX_PAGE_SIZE = 1000


def page_size_from(raw: Any) -> int:
    """0 or absent -> 50; negative -> INVALID_ARGUMENT; above 1000 -> coerced to 1000 (AIP-158)."""
    if raw in (None, ""):
        return DEFAULT_PAGE_SIZE
    try:
        size = int(raw)
    except (TypeError, ValueError):
        raise invalid_argument("pageSize", "must be an integer") from None
    if size < 0:
        raise invalid_argument("pageSize", "must not be negative")
    if size == 0:
        return DEFAULT_PAGE_SIZE
    return min(size, MAX_PAGE_SIZE)


@dataclass(frozen=True)
class OrderField:
    """One field of an order: the model field and its direction."""

    field: str
    descending: bool = False


def _fingerprint(parts: Sequence[str]) -> str:
    return hashlib.sha256("\x1f".join(parts).encode()).hexdigest()[:16]


def _encode(v: Any) -> Any:
    if isinstance(v, dt.datetime):
        return {"t": v.isoformat()}
    return v


def _decode(v: Any) -> Any:
    if isinstance(v, dict) and "t" in v:
        return dt.datetime.fromisoformat(v["t"])
    return v


def _signer() -> signing.Signer:
    return signing.Signer(salt=settings.PAGE_TOKEN_SALT)


def make_token(fingerprint: str, last_values: list[Any]) -> str:
    payload = json.dumps({"f": fingerprint, "k": [_encode(v) for v in last_values]}, separators=(",", ":"))
    return signing.b64_encode(_signer().sign(payload).encode()).decode()


def read_token(token: str, fingerprint: str) -> list[Any]:
    try:
        payload = _signer().unsign(signing.b64_decode(token.encode()).decode())
        data = json.loads(payload)
        keys = [_decode(v) for v in data["k"]]
    except Exception:  # any tampering, truncation or garbage
        raise invalid_argument("pageToken", "is not a valid page token") from None
    if data.get("f") != fingerprint:
        raise invalid_argument("pageToken", "was issued for a different request (parent, filter and orderBy must not change between pages)")
    return keys


def _after(order: Sequence[OrderField], values: Sequence[Any]) -> Q:
    """Rows strictly after ``values`` in ``order`` (lexicographic, per-field direction)."""
    q = Q()
    for i, of in enumerate(order):
        cond = Q(**{f"{of.field}__{'lt' if of.descending else 'gt'}": values[i]})
        for prev, val in zip(order[:i], values[:i]):
            cond &= Q(**{prev.field: val})
        q |= cond
    return q


def paginate(
    qs: QuerySet,
    *,
    order: Sequence[OrderField],
    page_size: int,
    page_token: str,
    fingerprint_parts: Sequence[str],
) -> tuple[list, str]:
    """Return one page of ``qs`` and the next page token ('' on the last page).

    ``order`` must not contain nullable fields; ``pk`` is appended as the final tiebreaker.
    """
    order = list(order) + [OrderField("pk", order[-1].descending if order else False)]
    fingerprint = _fingerprint(list(fingerprint_parts))
    if page_token:
        values = read_token(page_token, fingerprint)
        if len(values) != len(order):
            raise invalid_argument("pageToken", "is not a valid page token")
        qs = qs.filter(_after(order, values))
    qs = qs.order_by(*[("-" if o.descending else "") + o.field for o in order])
    items = list(qs[: page_size + 1])
    if len(items) <= page_size:
        return items, ""
    items = items[:page_size]
    last = items[-1]
    values = [getattr(last, o.field if o.field != "pk" else "pk") for o in order]
    return items, make_token(fingerprint, values)


def parse_order_by(raw: str, allowed: dict[str, str], default: Sequence[OrderField]) -> list[OrderField]:
    """Parse AIP-132 ``orderBy`` ("create_time desc, displayName") against allowed API fields.

    ``allowed`` maps API field names (camelCase and snake_case accepted) to model fields.
    """
    if not raw or not raw.strip():
        return list(default)
    out: list[OrderField] = []
    for part in raw.split(","):
        tokens = part.split()
        if not tokens or len(tokens) > 2 or (len(tokens) == 2 and tokens[1].lower() not in ("asc", "desc")):
            raise invalid_argument("orderBy", f"cannot parse {part.strip()!r}; use 'field' or 'field desc'")
        from apiwire.protojson import to_camel

        name = to_camel(tokens[0])
        if name not in allowed:
            raise invalid_argument("orderBy", f"cannot order by {tokens[0]!r}; allowed: {', '.join(sorted(allowed))}")
        out.append(OrderField(allowed[name], len(tokens) == 2 and tokens[1].lower() == "desc"))
    return out
