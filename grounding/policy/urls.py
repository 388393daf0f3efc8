"""Malicious / disallowed URL screen, driven by the engine's configurable lists.

* URLs are found with a scheme (``http``, ``https``, ``ftp``, ``ws``...), with a ``www.`` prefix, or as a
  bare host name (``evil.example/path``) that is on the blocked list. Email addresses are not URLs.
* Hosts are parsed the way a browser does: the userinfo before ``@`` is dropped
  (``http://good.com@evil.example/`` goes to ``evil.example``), a backslash ends the authority like a
  slash, percent-escapes are decoded, full-width and ideographic dots count as dots, a trailing dot is
  ignored, and internationalised names are compared in their punycode (IDNA) form, so ``bücher.example``
  and ``xn--bcher-kva.example`` are the same host.
* ``blocked_domains`` match the domain itself and every subdomain (``login.evil.example``), never a
  longer name that merely ends the same way (``notevil.example``).
* ``blocked_url_patterns`` are shell-style globs over ``scheme://host[:port]/path?query`` (lowercased).
* A URL carried inside another one's path or query (``https://good.example/?next=http://evil.example``,
  also percent-encoded) is checked too.
* With ``flag_deceptive_urls``, a URL whose userinfo itself looks like a host name is flagged
  (``deceptive_userinfo``) whatever its real host: that form exists only to mislead a reader.
"""

from __future__ import annotations

import fnmatch
import re
from dataclasses import dataclass
from typing import Iterable, Sequence
from urllib.parse import unquote

from grounding.policy.findings import Finding
from grounding.policy.text import SpanSet

_SCHEME_URL = re.compile(r"(?:(?<![\w])(?:https?|ftps?|wss?|hxxps?):|(?<=[\s'\"=(])|^)//[^\s<>\"'`/][^\s<>\"'`]*", re.IGNORECASE)
_WWW_URL = re.compile(r"(?<![\w.@/\-])www\.[^\s<>\"'`]+", re.IGNORECASE)
# A bare host name: labels of letters/digits/hyphens (any script) separated by dots.
_BARE_HOST = re.compile(r"(?<![\w.@/\-:])((?:[^\W_](?:[\w\-]{0,61}[^\W_])?\.)+[^\W\d_]{2,63})(?=[/:?#]|[.,;!?)]*(?:\s|$))")
_TRAILING_PUNCT = ".,;:!?)]}'\"»」』>"


def normalize_host(host: str) -> str | None:
    """Lowercase ASCII (punycode) form of a host name, or None if it cannot be a host."""
    host = unquote(host).strip().lower()
    host = host.replace("\u3002", ".").replace("\uff0e", ".").replace("\uff61", ".").rstrip(".")
    if not host or any(ch.isspace() for ch in host):
        return None
    if host.startswith("[") or all(ch.isascii() for ch in host):
        return host
    labels = []
    for label in host.split("."):
        if not label:
            return None
        if label.isascii():
            labels.append(label)
            continue
        try:
            labels.append(label.encode("idna").decode("ascii"))
        except UnicodeError:
            return None
    return ".".join(labels)


@dataclass(frozen=True, slots=True)
class ParsedUrl:
    scheme: str
    userinfo: str
    host: str
    port: str
    rest: str  # path, query and fragment

    @property
    def normalized(self) -> str:
        port = f":{self.port}" if self.port else ""
        return f"{self.scheme}://{self.host}{port}{self.rest or '/'}".lower()


def parse_url(url: str) -> ParsedUrl | None:
    if url.startswith("//"):  # protocol-relative
        url = "http:" + url
    scheme, sep, rest = url.partition("://")
    if not sep:
        scheme, rest = "http", url
    scheme = scheme.lower().replace("hxxp", "http")
    # The authority ends at the first "/", "\\", "?" or "#" (WHATWG treats "\\" as "/" for http).
    m = re.match(r"([^/\\?#]*)(.*)", rest, re.S)
    authority, tail = m.group(1), m.group(2).replace("\\", "/")
    userinfo, at, hostport = authority.rpartition("@")
    if not at:
        userinfo, hostport = "", authority
    if hostport.startswith("["):
        host, _, port = hostport[1:].partition("]")
        port = port.lstrip(":")
    else:
        host, _, port = hostport.partition(":")
    norm = normalize_host(host)
    if not norm:
        return None
    return ParsedUrl(scheme, userinfo, norm, port, tail)


def _clean_url(raw: str) -> str:
    while raw and raw[-1] in _TRAILING_PUNCT:
        if raw[-1] == ")" and raw.count("(") >= raw.count(")"):
            break
        raw = raw[:-1]
    return raw


def domain_matches(host: str, domain: str) -> bool:
    return host == domain or host.endswith("." + domain)


class UrlScreen:
    def __init__(self, blocked_domains: Sequence[str], blocked_url_patterns: Sequence[str], flag_deceptive: bool = True):
        self.domains: list[tuple[str, str]] = []  # (as configured, normalised)
        for d in blocked_domains:
            raw = d.strip()
            if "://" in raw:
                parsed = parse_url(raw)
                norm = parsed.host if parsed else None
            else:
                norm = normalize_host(raw.lstrip("*").lstrip("."))
            if norm:
                self.domains.append((d, norm))
        self.patterns = [(p, re.compile(fnmatch.translate(p.lower()), re.S)) for p in blocked_url_patterns if p]
        self.flag_deceptive = flag_deceptive

    def _check(self, parsed: ParsedUrl, start: int, end: int, *, explicit: bool) -> Iterable[Finding]:
        for configured, norm in self.domains:
            if domain_matches(parsed.host, norm):
                yield Finding("malicious_url", configured, start, end)
                return
        if not explicit:
            return
        normalized = parsed.normalized
        for configured, rx in self.patterns:
            if rx.match(normalized):
                yield Finding("malicious_url", f"pattern:{configured}", start, end)
                return
        if self.flag_deceptive and parsed.userinfo:
            user = unquote(parsed.userinfo).split(":", 1)[0].lower()
            if re.match(r"(?:[\w\-]+\.)+[^\W\d_]{2,63}(?![\w\-])", user):
                yield Finding("malicious_url", "deceptive_userinfo", start, end)

    def screen(self, text: str) -> list[Finding]:
        out: list[Finding] = []
        covered = SpanSet()
        for rx in (_SCHEME_URL, _WWW_URL):
            for m in rx.finditer(text):
                if covered.covers(m.start()):
                    continue
                raw = _clean_url(m.group())
                covered.add(m.start(), m.start() + len(raw))
                parsed = parse_url(raw)
                if parsed:
                    found = list(self._check(parsed, m.start(), m.start() + len(raw), explicit=True))
                    if not found:
                        # an open redirect or wrapper carrying a blocked URL: ?next=http%3A%2F%2Fevil.example
                        for inner in _SCHEME_URL.finditer(unquote(unquote(parsed.rest)), 1):
                            p2 = parse_url(_clean_url(inner.group()))
                            if p2:
                                found = list(self._check(p2, m.start(), m.start() + len(raw), explicit=True))
                                if found:
                                    break
                    out.extend(found)
        if self.domains:
            for m in _BARE_HOST.finditer(text):
                if covered.covers(m.start()):
                    continue
                host = normalize_host(m.group(1))
                if host:
                    parsed = ParsedUrl("http", "", host, "", "")
                    out.extend(self._check(parsed, m.start(), m.end(), explicit=False))
        return out


_CACHE: dict[tuple, UrlScreen] = {}


def url_screen_for(blocked_domains: Sequence[str], blocked_url_patterns: Sequence[str], flag_deceptive: bool = True) -> UrlScreen:
    key = (tuple(blocked_domains), tuple(blocked_url_patterns), flag_deceptive)
    s = _CACHE.get(key)
    if s is None:
        if len(_CACHE) > 256:
            _CACHE.clear()
        s = _CACHE[key] = UrlScreen(blocked_domains, blocked_url_patterns, flag_deceptive)
    return s
