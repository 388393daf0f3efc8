"""Template filters of the review console."""

from __future__ import annotations

import re

from django import template

register = template.Library()

#: an absolute http(s) URL with no whitespace or control characters anywhere (browsers ignore some of
#: them, so "java\tscript:" or " javascript:" must not slip past a looser check)
_HTTP_URL = re.compile(r"https?://[^\s\x00-\x1f\x7f]+", re.IGNORECASE)


@register.filter
def is_http_url(value) -> bool:
    """True when ``value`` may be rendered as a link: only http and https URLs are. The API stores a
    reference's ``documentMetadata.uri`` as the client sent it; anything else (``javascript:``, ``data:``,
    relative paths) is shown as plain text."""
    return isinstance(value, str) and _HTTP_URL.fullmatch(value) is not None
