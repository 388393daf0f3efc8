"""Per-engine policy configuration, stored by the service as JSON on the Engine.

``PolicyConfig.from_dict`` accepts lowerCamelCase or snake_case keys and ignores unknown keys (so an
older worker can read a newer config); ``to_dict`` writes snake_case, every field, so the stored JSON is
self-describing. Values are validated: a wrong type raises ``ValueError`` with the field's name.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, fields
from typing import Any, Mapping

#: Sub-kinds of the sensitive-data screen. Each finding is reported as
#: ``sensitive_data:<kind>``, with national identifiers and secrets naming their exact type too
#: (``sensitive_data:national_id:us_ssn``, ``sensitive_data:secret:aws_access_key_id``).
SENSITIVE_DATA_KINDS: tuple[str, ...] = ("email", "phone", "credit_card", "national_id", "iban", "secret")


def _snake(name: str) -> str:
    return re.sub(r"(?<=[a-z0-9])([A-Z])", r"_\1", name).lower()


@dataclass
class PolicyConfig:
    """What to check on a turn. Defaults: no banned phrases, every local screen on."""

    #: Phrases that block a query or reply containing them (whole words / phrases, case- and
    #: width-insensitive). Reported back exactly as configured.
    banned_phrases: list[str] = field(default_factory=list)
    #: Master switch for the local Model-Armor-style screens below.
    model_armor_enabled: bool = True
    prompt_injection: bool = True
    jailbreak: bool = True
    #: Which sensitive-data kinds to screen for; an empty list turns the sensitive-data screen off.
    sensitive_data: list[str] = field(default_factory=lambda: list(SENSITIVE_DATA_KINDS))
    malicious_urls: bool = True
    #: Domains whose URLs (and bare mentions) are disallowed; subdomains included. IDN or punycode.
    blocked_domains: list[str] = field(default_factory=list)
    #: Shell-style globs (``fnmatch``, case-insensitive) over normalised URLs
    #: ``scheme://host[:port]/path?query``, e.g. ``"http://*/*.exe"``.
    blocked_url_patterns: list[str] = field(default_factory=list)
    #: Also flag URLs whose userinfo looks like a host name (``http://bank.com@other.example/``),
    #: a classic phishing disguise, whatever the real host is.
    flag_deceptive_urls: bool = True
    #: Mark queries that do not seek assistance ("thanks!", "ok", "hi there") as ignored.
    non_assist_detection: bool = True
    #: When a screen itself fails: False (default) reports the ``error`` result but does not block;
    #: True blocks the turn, as a fail-closed deployment would want.
    fail_closed: bool = False

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            if f.type in ("bool",) and not isinstance(value, bool):
                raise ValueError(f"policy config field {f.name!r} must be a boolean")
            if f.type.startswith("list"):
                if isinstance(value, (str, bytes)) or not isinstance(value, (list, tuple)):
                    raise ValueError(f"policy config field {f.name!r} must be a list of strings")
                if not all(isinstance(v, str) for v in value):
                    raise ValueError(f"policy config field {f.name!r} must be a list of strings")
                setattr(self, f.name, list(value))
        unknown = [k for k in self.sensitive_data if k not in SENSITIVE_DATA_KINDS]
        if unknown:
            raise ValueError(f"policy config field 'sensitive_data' has unknown kinds {unknown}; known: {list(SENSITIVE_DATA_KINDS)}")

    @classmethod
    def from_dict(cls, data: Mapping[str, Any] | None) -> "PolicyConfig":
        if not data:
            return cls()
        if not isinstance(data, Mapping):
            raise ValueError("policy config must be a JSON object")
        names = {f.name for f in fields(cls)}
        kwargs = {}
        for key, value in data.items():
            name = _snake(key)
            if name in names:
                kwargs[name] = value
        return cls(**kwargs)

    def to_dict(self) -> dict[str, Any]:
        return {f.name: (list(v) if isinstance(v := getattr(self, f.name), list) else v) for f in fields(self)}

    @property
    def any_screen_on(self) -> bool:
        return self.model_armor_enabled and (self.prompt_injection or self.jailbreak or bool(self.sensitive_data) or self.malicious_urls)
