"""Sensitive-data screen: emails, phone numbers, payment cards, national identifiers, IBANs, secrets.

Every detector is a pattern plus a validity check, chosen for precision: card numbers must pass the
Luhn check *and* carry a real issuer prefix and length, SSNs must satisfy the SSA's allocation rules,
UK NINOs the HMRC prefix/suffix rules, IBANs the ISO 13616 country length and mod-97 checksum, secrets
their documented formats (or, for ``api_key = ...`` style assignments, a high-entropy value that is not
a placeholder or a code reference). Phone numbers need an international ``+`` prefix, a North American
``(NPA) NXX-XXXX`` shape, or a national trunk-prefixed number next to a word such as "call" or "tel".

The screen runs on NFKC-normalised text (so full-width digits count) and returns :class:`Finding`
objects that name the kind but never contain the matched value.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from typing import Iterable

from grounding.policy.findings import Finding
from grounding.policy.text import SpanSet

# --------------------------------------------------------------------------- email

_EMAIL = re.compile(
    r"(?<![\w.+\-'/:=!#$%&*^`~])"
    r"([A-Za-z0-9!#$%&'*+^_`~\-]{1,64}(?:\.[A-Za-z0-9!#$%&'*+^_`~\-]{1,64}){0,16})"
    r"@((?:[A-Za-z0-9](?:[A-Za-z0-9\-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63})"
    r"(?![\w\-]|\.[A-Za-z0-9])",
)


def find_emails(text: str) -> Iterable[Finding]:
    for m in _EMAIL.finditer(text):
        # "git@github.com:owner/repo.git" is an SSH remote, not somebody's address.
        if m.group(1).lower() == "git" and text[m.end() : m.end() + 1] == ":":
            continue
        # "http://user:pass@host" and "http://good.com@evil.com" are URL userinfo, not addresses.
        token_start = max(text.rfind(ch, 0, m.start()) for ch in " \t\n<>\"'(") + 1
        if "://" in text[token_start : m.start()]:
            continue
        yield Finding("sensitive_data", "email", m.start(), m.end())


# --------------------------------------------------------------------------- phone

_PHONE_INTL = re.compile(r"(?<![\w+])\+\d{1,3}(?:[ .\-]?\(?\d{1,5}\)?){1,6}(?![\w\-]|[.,]\d)")
_PHONE_NANP = re.compile(r"(?<![\w+.\-/])(?:1[ .\-]?)?(?:\((\d{3})\) ?|(\d{3})[ .\-])\d{3}[ .\-]\d{4}(?![\w\-]|[.,]\d)")
_PHONE_NATIONAL = re.compile(r"(?<![\w+.\-/])\(?0\d{1,4}\)?(?:[ \-]\d{2,6}){1,3}(?![\w\-]|[.,]\d)")
_PHONE_LOCAL = re.compile(r"(?<![\w+.\-/])[2-9]\d{2}-\d{4}(?![\w\-]|[.,]\d)")
_PHONE_CONTEXT = re.compile(
    r"(?:\b(?:call|phone|tel|telephone|mobile|cell|ring|fax|whatsapp|sms|text|number|contact|reach|dial|"
    r"hotline|helpline)\b|電話|番号|携帯|手机|电话|전화)",
    re.IGNORECASE,
)


def _digits(s: str) -> str:
    return re.sub(r"\D", "", s)


def find_phones(text: str) -> Iterable[Finding]:
    taken = SpanSet()
    for m in _PHONE_INTL.finditer(text):
        n = len(_digits(m.group()))
        if 8 <= n <= 15:
            taken.add(*m.span())
            yield Finding("sensitive_data", "phone", *m.span())
    for m in _PHONE_NANP.finditer(text):
        if taken.covers(m.start()):
            continue
        area = m.group(1) or m.group(2)
        if area[0] in "01":
            continue
        taken.add(*m.span())
        yield Finding("sensitive_data", "phone", *m.span())
    for m in _PHONE_NATIONAL.finditer(text):
        if taken.covers(m.start()):
            continue
        if not 9 <= len(_digits(m.group())) <= 11:
            continue
        if _PHONE_CONTEXT.search(text[max(0, m.start() - 40) : m.start()]):
            yield Finding("sensitive_data", "phone", *m.span())
    # seven-digit local numbers ("555-0123") only right after a word such as "phone" or "call"
    for m in _PHONE_LOCAL.finditer(text):
        if taken.covers(m.start()):
            continue
        if _PHONE_CONTEXT.search(text[max(0, m.start() - 25) : m.start()]):
            yield Finding("sensitive_data", "phone", *m.span())


# --------------------------------------------------------------------------- payment cards

_CARD = re.compile(r"(?<![\w.\-/+,])\d(?:[ \-]?\d){11,18}(?![\w]|[.\-/,]\d)")


def luhn_valid(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        n = ord(ch) - 48
        if i % 2:
            n = n * 2 - 9 if n > 4 else n * 2
        total += n
    return total % 10 == 0


def _issuer_ok(d: str) -> bool:
    n = len(d)
    p2, p3, p4, p6 = int(d[:2]), int(d[:3]), int(d[:4]), int(d[:6])
    if d[0] == "4":
        return n in (13, 16, 19)  # Visa
    if 51 <= p2 <= 55 or 2221 <= p4 <= 2720:
        return n == 16  # Mastercard
    if 2200 <= p4 <= 2204:
        return n == 16  # Mir
    if p2 in (34, 37):
        return n == 15  # American Express
    if 300 <= p3 <= 305 or p4 == 3095 or p2 in (36, 38, 39):
        return 14 <= n <= 19  # Diners Club
    if 3528 <= p4 <= 3589:
        return 16 <= n <= 19  # JCB
    if p4 == 6011 or 644 <= p3 <= 649 or p2 == 65 or 622126 <= p6 <= 622925:
        return 16 <= n <= 19  # Discover
    if p2 == 62:
        return 16 <= n <= 19  # UnionPay
    if p2 == 50 or 56 <= p2 <= 69:
        return 12 <= n <= 19  # Maestro and others
    return False


def is_card_number(candidate: str) -> bool:
    """Digits with optional single spaces or dashes: 13-19 digits, a real issuer prefix, Luhn-valid."""
    seps = set(re.findall(r"[ \-]", candidate))
    if len(seps) > 1:
        return False
    if seps:
        groups = re.split(r"[ \-]", candidate)
        if len(groups[0]) != 4 or any(not 2 <= len(g) <= 6 for g in groups):
            return False
    d = _digits(candidate)
    if not 13 <= len(d) <= 19 or len(set(d)) == 1:
        return False
    return _issuer_ok(d) and luhn_valid(d)


def find_cards(text: str) -> Iterable[Finding]:
    for m in _CARD.finditer(text):
        if is_card_number(m.group()):
            yield Finding("sensitive_data", "credit_card", *m.span())


# --------------------------------------------------------------------------- national identifiers

_SSN_DASHED = re.compile(r"(?<![\w\-/.])(\d{3})-(\d{2})-(\d{4})(?![\w\-]|[./]\d)")
_SSN_LOOSE = re.compile(r"(?<![\w\-/.])(\d{3}) ?(\d{2}) ?(\d{4})(?![\w\-]|[./]\d)")
_SSN_CONTEXT = re.compile(r"\b(?:ssn|ssns|social\s+security|soc\.?\s*sec|itin|taxpayer\s+id)\b", re.I)
_NINO = re.compile(r"(?<![\w])([A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]) ?(\d{2}) ?(\d{2}) ?(\d{2}) ?([A-D])(?![\w])")
_NINO_ANYCASE = re.compile(_NINO.pattern, re.IGNORECASE)
_NINO_CONTEXT = re.compile(r"\b(?:nino|ni\s+(?:no|number)|national\s+insurance)\b", re.IGNORECASE)
_NINO_BAD_PREFIXES = {"BG", "GB", "KN", "NK", "NT", "TN", "ZZ"}


def ssn_valid(area: str, group: str, serial: str) -> bool:
    """SSA rules: area not 000, 666 or 900-999; group not 00; serial not 0000."""
    return area != "000" and area != "666" and area[0] != "9" and group != "00" and serial != "0000"


def find_national_ids(text: str) -> Iterable[Finding]:
    seen: set[int] = set()
    for m in _SSN_DASHED.finditer(text):
        if ssn_valid(*m.groups()):
            seen.add(m.start())
            yield Finding("sensitive_data", "national_id:us_ssn", *m.span())
    # Space-separated or bare nine digits are SSNs only next to a word that says so.
    for m in _SSN_LOOSE.finditer(text):
        if m.start() in seen or not ssn_valid(*m.groups()):
            continue
        if _SSN_CONTEXT.search(text[max(0, m.start() - 40) : m.start()]):
            yield Finding("sensitive_data", "national_id:us_ssn", *m.span())
    for m in _NINO.finditer(text):
        if m.group(1) not in _NINO_BAD_PREFIXES:
            yield Finding("sensitive_data", "national_id:uk_nino", *m.span())
    # lower-case NINOs only right after a word that says what they are
    for m in _NINO_ANYCASE.finditer(text):
        if m.group(1).isupper() or m.group(1).upper() in _NINO_BAD_PREFIXES:
            continue
        if _NINO_CONTEXT.search(text[max(0, m.start() - 30) : m.start()]):
            yield Finding("sensitive_data", "national_id:uk_nino", *m.span())


# --------------------------------------------------------------------------- IBAN

IBAN_LENGTHS = {
    "AD": 24,
    "AE": 23,
    "AL": 28,
    "AT": 20,
    "AZ": 28,
    "BA": 20,
    "BE": 16,
    "BG": 22,
    "BH": 22,
    "BR": 29,
    "CH": 21,
    "CR": 22,
    "CY": 28,
    "CZ": 24,
    "DE": 22,
    "DK": 18,
    "DO": 28,
    "EE": 20,
    "EG": 29,
    "ES": 24,
    "FI": 18,
    "FO": 18,
    "FR": 27,
    "GB": 22,
    "GE": 22,
    "GI": 23,
    "GL": 18,
    "GR": 27,
    "GT": 28,
    "HR": 21,
    "HU": 28,
    "IE": 22,
    "IL": 23,
    "IS": 26,
    "IT": 27,
    "JO": 30,
    "KW": 30,
    "KZ": 20,
    "LB": 28,
    "LI": 21,
    "LT": 20,
    "LU": 20,
    "LV": 21,
    "MC": 27,
    "MD": 24,
    "ME": 22,
    "MK": 19,
    "MR": 27,
    "MT": 31,
    "MU": 30,
    "NL": 18,
    "NO": 15,
    "PK": 24,
    "PL": 28,
    "PS": 29,
    "PT": 25,
    "QA": 29,
    "RO": 24,
    "RS": 22,
    "SA": 24,
    "SE": 24,
    "SI": 19,
    "SK": 24,
    "SM": 27,
    "TN": 24,
    "TR": 26,
    "UA": 29,
    "VG": 24,
    "XK": 20,
}
_IBAN = re.compile(r"(?<![\w])([A-Z]{2})(\d{2})((?: ?[A-Z0-9]){11,30})", re.IGNORECASE)


def iban_valid(compact: str) -> bool:
    compact = compact.upper()
    if IBAN_LENGTHS.get(compact[:2]) != len(compact):
        return False
    rearranged = compact[4:] + compact[:4]
    number = "".join(str(int(ch, 36)) for ch in rearranged)
    return int(number) % 97 == 1


def find_ibans(text: str) -> Iterable[Finding]:
    for m in _IBAN.finditer(text):
        length = IBAN_LENGTHS.get(m.group(1).upper())
        if not length:
            continue
        # Walk the match until the country's length is reached; the IBAN must end there.
        count, end = 0, m.start()
        for i in range(m.start(), m.end()):
            if text[i] != " ":
                count += 1
                if count == length:
                    end = i + 1
                    break
        if count != length or (end < len(text) and text[end].isalnum()):
            continue
        if iban_valid(text[m.start() : end].replace(" ", "")):
            yield Finding("sensitive_data", "iban", m.start(), end)


# --------------------------------------------------------------------------- secrets

_SECRET_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    ("private_key", re.compile(r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----")),
    ("aws_access_key_id", re.compile(r"(?<![A-Za-z0-9])(?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}(?![A-Za-z0-9])")),
    ("github_token", re.compile(r"(?<![A-Za-z0-9_])(?:gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{50,255})(?![A-Za-z0-9_])")),
    ("slack_token", re.compile(r"(?<![A-Za-z0-9_])xox[abposre]-[A-Za-z0-9\-]{10,}")),
    ("slack_webhook", re.compile(r"https://hooks\.slack\.com/(?:services|workflows|triggers)/[A-Za-z0-9_/]{20,}")),
    ("google_api_key", re.compile(r"(?<![A-Za-z0-9_\-])AIza[0-9A-Za-z_\-]{35}(?![A-Za-z0-9_\-])")),
    ("google_oauth_token", re.compile(r"(?<![A-Za-z0-9_\-])ya29\.[0-9A-Za-z_\-]{20,}")),
    ("stripe_key", re.compile(r"(?<![A-Za-z0-9_])(?:sk|rk|pk)_(?:live|test)_[0-9A-Za-z]{16,}")),
    ("openai_key", re.compile(r"(?<![A-Za-z0-9_\-])sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_\-]{20,}")),
    ("http_authorization", re.compile(r"\bauthorization\s*:\s*(?:basic|bearer|token|digest)\s+[A-Za-z0-9._~+/\-]{12,}=*", re.I)),
    ("jwt", re.compile(r"(?<![A-Za-z0-9_\-])eyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,}")),
]

_URL_CREDENTIALS = re.compile(r"\b[a-z][a-z0-9+.\-]{0,30}://([^\s/:@]+):([^\s/@]+)@[^\s/]", re.IGNORECASE)

_ASSIGNMENT = re.compile(
    r"(?<![A-Za-z0-9])"
    r"((?:[A-Za-z0-9]{1,40}[_\-.]){0,4}"
    r"(?:api[_\-.]?key|apikey|secret(?:[_\-.]?(?:access[_\-.]?)?key)?|client[_\-.]?secret|"
    r"(?:access|auth|refresh|bearer|session)[_\-.]?token|token|password|passwd|pwd|passphrase|"
    r"private[_\-.]?key|access[_\-.]?key(?:[_\-.]?id)?))"
    r"[\"']?\s*(?:=|:|=>|:=)\s*"
    r"(?:(\"|')([^\"'\n]{1,300})\2|([^\s\"'`,;()\[\]{}<>]{1,300}))",
    re.IGNORECASE,
)
_PLACEHOLDER = re.compile(
    r"^(?:<.*>|\$\{?[\w.\-]*\}?|%\(?\w*\)?s?|\{\{.*\}\}|\{.*\}|x+|\*+|\.+|-+|#+|"
    r"(?:your|my|the|insert|enter|replace|put)[_\- ].*|changeme|example|redacted|secret|password|"
    r"none|null|nil|undefined|true|false|todo|tbd|dummy|test|placeholder|\w*_here|\w*example\w*)$",
    re.IGNORECASE,
)
_CODE_REFERENCE = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*(?:\(.*|\[.*)?$")


def shannon_entropy(s: str) -> float:
    counts = Counter(s)
    n = len(s)
    return -sum(c / n * math.log2(c / n) for c in counts.values())


def _char_classes(s: str) -> int:
    return sum(bool(re.search(p, s)) for p in (r"[a-z]", r"[A-Z]", r"\d", r"[^A-Za-z0-9]"))


_PASSWORD_KEY = re.compile(r"(?:password|passwd|pwd|passphrase)$", re.IGNORECASE)


def looks_like_secret_value(value: str, *, quoted: bool, password: bool = False) -> bool:
    """A value assigned to ``api_key``/``password``/... that is a real credential, not a placeholder.

    Keys and tokens need a high-entropy value (8+ characters, two or more character classes);
    passwords are literal by nature, so any 6+ character value that is not a placeholder or a code
    reference counts.
    """
    if password and len(value) >= 6 and not _PLACEHOLDER.match(value) and " " not in value.strip():
        if quoted or not (_CODE_REFERENCE.match(value) and not re.search(r"\d", value)):
            return "(" not in value and len(set(value)) > 2
    if len(value) < 8 or _PLACEHOLDER.match(value) or " " in value.strip():
        return False
    if not quoted and _CODE_REFERENCE.match(value) and not re.search(r"\d", value):
        return False  # os.environ / settings.API_KEY / a variable name
    if not quoted and "(" in value:
        return False
    if len(set(value)) <= 2:
        return False
    entropy = shannon_entropy(value)
    classes = _char_classes(value)
    if len(value) >= 20:
        return entropy >= 3.0 and classes >= 2
    return entropy >= 2.8 and classes >= 2


_PASSWORD_SENTENCE = re.compile(
    r"\b(?:password|passwd|passcode|passphrase)\s+(?:is|was|will be|is now)\s*:?\s+[\"'“]?([^\s\"'”]{6,64})",
    re.IGNORECASE,
)


def find_secrets(text: str) -> Iterable[Finding]:
    specific: list[Finding] = []
    for kind, pattern in _SECRET_PATTERNS:
        for m in pattern.finditer(text):
            specific.append(Finding("sensitive_data", f"secret:{kind}", *m.span()))
    for m in _URL_CREDENTIALS.finditer(text):
        password = m.group(2)
        if not _PLACEHOLDER.match(password):
            specific.append(Finding("sensitive_data", "secret:url_credentials", m.start(), m.end()))
    # "my password is Summer2024!" - a literal with at least two character classes, so that
    # "the password is incorrect" or "password is required" pass
    for m in _PASSWORD_SENTENCE.finditer(text):
        value = m.group(1).rstrip(".,;:!?)")
        if len(value) >= 6 and _char_classes(value) >= 2 and not _PLACEHOLDER.match(value):
            specific.append(Finding("sensitive_data", "secret:password", m.start(), m.end()))
    yield from specific
    for m in _ASSIGNMENT.finditer(text):
        quoted = m.group(2) is not None
        value = m.group(3) if quoted else m.group(4)
        start, end = m.start(), m.end()
        if any(f.start < end and start < f.end for f in specific):
            continue  # already reported under its specific kind
        if looks_like_secret_value(value, quoted=quoted, password=bool(_PASSWORD_KEY.search(m.group(1)))):
            yield Finding("sensitive_data", "secret:credential_assignment", start, end)


DETECTORS = {
    "email": find_emails,
    "phone": find_phones,
    "credit_card": find_cards,
    "national_id": find_national_ids,
    "iban": find_ibans,
    "secret": find_secrets,
}


def screen_sensitive_data(text: str, kinds: Iterable[str]) -> list[Finding]:
    out: list[Finding] = []
    for kind in kinds:
        out.extend(DETECTORS[kind](text))
    return out
