"""A small AIP-160 filter language, compiled to Django ``Q`` objects.

Supported: comparisons ``field OP value`` with ``=  !=  <  <=  >  >=  :`` (has), ``AND``, ``OR``, ``NOT``
(or a leading ``-``), and parentheses. As in AIP-160, ``OR`` binds tighter than ``AND``:
``a AND b OR c`` means ``a AND (b OR c)``. Values are quoted strings, bare words, numbers, ``true`` and
``false``. Fields are declared per collection with :class:`FilterField`; an unknown field, an operator a
field does not support or a malformed value is an INVALID_ARGUMENT naming ``filter``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Callable

from django.db.models import Q

from apiwire.status import invalid_argument
from apiwire.protojson import parse_timestamp, to_camel

MAX_FILTER_LENGTH = 4096
#: deepest nesting of parentheses (the parser recurses once per level)
MAX_FILTER_DEPTH = 32

_TOKEN_RE = re.compile(
    r"""\s*(?:
        (?P<string>"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')
      | (?P<op><=|>=|!=|=|<|>|:)
      | (?P<lparen>\()
      | (?P<rparen>\))
      | (?P<minus>-(?=[A-Za-z(]))
      | (?P<word>[^\s()"'=<>!:]+)
    )""",
    re.VERBOSE,
)


@dataclass
class FilterField:
    """A filterable field.

    kind: ``string`` | ``bool`` | ``enum`` | ``timestamp`` | ``custom``.
    For ``custom``, ``build(op, value) -> Q`` does the work (e.g. membership in a related table).
    """

    model_field: str = ""
    kind: str = "string"
    enum_values: tuple[str, ...] = ()
    ops: tuple[str, ...] = ()
    build: Callable[[str, str], Q] | None = None
    extra: dict = field(default_factory=dict)

    def allowed_ops(self) -> tuple[str, ...]:
        if self.ops:
            return self.ops
        return {
            "string": ("=", "!="),
            "bool": ("=", "!="),
            "enum": ("=", "!="),
            "timestamp": ("=", "!=", "<", "<=", ">", ">="),
        }.get(self.kind, ("=",))


@dataclass
class _Tok:
    kind: str
    text: str


def _tokenize(text: str) -> list[_Tok]:
    pos, out = 0, []
    text = text.rstrip()
    while pos < len(text):
        m = _TOKEN_RE.match(text, pos)
        if not m or m.end() == pos:
            raise invalid_argument("filter", f"unexpected character at position {pos}: {text[pos : pos + 10]!r}")
        kind = m.lastgroup
        value = m.group(kind)
        if kind == "string":
            value = re.sub(r"\\(.)", r"\1", value[1:-1])
        out.append(_Tok(kind, value))
        pos = m.end()
    return out


class _Parser:
    def __init__(self, tokens: list[_Tok], fields: dict[str, FilterField]):
        self.toks = tokens
        self.i = 0
        self.fields = fields
        self.depth = 0

    def peek(self) -> _Tok | None:
        return self.toks[self.i] if self.i < len(self.toks) else None

    def next(self) -> _Tok:
        tok = self.peek()
        if tok is None:
            raise invalid_argument("filter", "unexpected end of filter")
        self.i += 1
        return tok

    def is_word(self, word: str) -> bool:
        tok = self.peek()
        return tok is not None and tok.kind == "word" and tok.text == word

    # expression := sequence { AND sequence }   (implicit AND between adjacent terms too)
    def expression(self) -> Q:
        q = self.factor()
        while True:
            if self.is_word("AND"):
                self.next()
                q &= self.factor()
            elif self.peek() is not None and self.peek().kind != "rparen" and not self.is_word("OR"):
                q &= self.factor()
            else:
                return q

    # factor := term { OR term }
    def factor(self) -> Q:
        q = self.term()
        while self.is_word("OR"):
            self.next()
            q |= self.term()
        return q

    def term(self) -> Q:
        tok = self.peek()
        if tok is not None and ((tok.kind == "word" and tok.text == "NOT") or tok.kind == "minus"):
            self.next()
            return ~self.simple()
        return self.simple()

    def simple(self) -> Q:
        tok = self.next()
        if tok.kind == "lparen":
            self.depth += 1
            if self.depth > MAX_FILTER_DEPTH:
                raise invalid_argument("filter", f"parentheses are nested more than {MAX_FILTER_DEPTH} levels deep")
            q = self.expression()
            self.depth -= 1
            closing = self.next()
            if closing.kind != "rparen":
                raise invalid_argument("filter", "missing ')'")
            return q
        if tok.kind != "word":
            raise invalid_argument("filter", f"expected a field name, got {tok.text!r}")
        name = to_camel(tok.text)
        spec = self.fields.get(name)
        if spec is None:
            raise invalid_argument("filter", f"unknown field {tok.text!r}; filterable fields: {', '.join(sorted(self.fields))}")
        op = self.next()
        if op.kind != "op":
            raise invalid_argument("filter", f"expected an operator after {tok.text!r}")
        if op.text not in spec.allowed_ops():
            raise invalid_argument("filter", f"operator {op.text!r} is not supported for {tok.text!r}")
        value = self.next()
        if value.kind not in ("string", "word"):
            raise invalid_argument("filter", f"expected a value after {tok.text} {op.text}")
        return _compare(tok.text, spec, op.text, value.text, quoted=value.kind == "string")


def _compare(name: str, spec: FilterField, op: str, value: str, *, quoted: bool) -> Q:
    if spec.kind == "custom":
        return spec.build(op, value)
    negate = op == "!="
    f = spec.model_field
    if spec.kind == "bool":
        if value not in ("true", "false"):
            raise invalid_argument("filter", f"{name} takes true or false")
        q = Q(**{f: value == "true"})
    elif spec.kind == "enum":
        if value not in spec.enum_values:
            raise invalid_argument("filter", f"{name} must be one of {', '.join(spec.enum_values)}")
        q = Q(**{f: value})
    elif spec.kind == "timestamp":
        try:
            ts = parse_timestamp(value)
        except ValueError:
            raise invalid_argument("filter", f'{name} takes an RFC 3339 timestamp, e.g. "2024-01-01T00:00:00Z"') from None
        lookup = {"=": "", "!=": "", "<": "__lt", "<=": "__lte", ">": "__gt", ">=": "__gte"}[op]
        q = Q(**{f + lookup: ts})
    else:  # string; a trailing * is a prefix match (AIP-160 wildcard)
        if value.endswith("*") and not value.endswith("\\*"):
            q = Q(**{f + "__startswith": value[:-1]})
        else:
            q = Q(**{f: value})
    return ~q if negate else q


def compile_filter(text: str, fields: dict[str, FilterField]) -> Q:
    """Compile an AIP-160 ``filter`` string into a ``Q`` (empty filter -> match all)."""
    if not text or not text.strip():
        return Q()
    if len(text) > MAX_FILTER_LENGTH:
        raise invalid_argument("filter", f"must be at most {MAX_FILTER_LENGTH} characters")
    parser = _Parser(_tokenize(text), fields)
    q = parser.expression()
    if parser.peek() is not None:
        raise invalid_argument("filter", f"unexpected {parser.peek().text!r}")
    return q
