"""Update masks (AIP-161/AIP-134)."""

from __future__ import annotations

from apiwire.status import invalid_argument
from apiwire.protojson import to_camel


def parse_update_mask(raw: str | None, body: dict, allowed: set[str]) -> set[str]:
    """Return the set of API field paths (camelCase) to update.

    ``updateMask`` is a comma-separated list of paths (snake_case or camelCase). ``*`` means every
    updatable field. Without a mask, the updatable fields present in the body are updated. A path that is
    not updatable is an INVALID_ARGUMENT naming ``updateMask``.
    """
    if raw is None or raw.strip() == "":
        present = set()
        for key in body:
            camel = to_camel(key)
            for path in allowed:
                if path == camel or path.startswith(camel + "."):
                    present.add(path)
        return present
    paths = set()
    for part in raw.split(","):
        part = part.strip()
        if not part:
            continue
        if part == "*":
            return set(allowed)
        camel = ".".join(to_camel(p) for p in part.split("."))
        matched = {p for p in allowed if p == camel or p.startswith(camel + ".")}
        if not matched:
            raise invalid_argument("updateMask", f"field {part!r} cannot be updated; updatable: {', '.join(sorted(allowed))}")
        paths |= matched
    return paths
