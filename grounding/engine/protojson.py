"""Proto3 JSON mapping of the Check Grounding API for the engine (no Django).

* :func:`parse_check_request` turns a request body (a ``dict`` from JSON) into a
  :class:`~grounding.engine.core.CheckRequest`, enforcing every limit of the source documents, and
  raises :class:`InvalidArgument` listing **all** violations as ``(field_path, description)`` with
  lowerCamelCase paths (``facts[3].factText``, ``groundingSpec.citationThreshold``,
  ``userLabels["Bad"]``). Map it to a ``google.rpc.Status`` INVALID_ARGUMENT with
  ``google.rpc.BadRequest.fieldViolations``.
* :func:`response_to_json` renders a :class:`~grounding.engine.core.CheckResponse`.

Accepted input: lowerCamelCase or snake_case names; thresholds as JSON numbers or numeric strings
(the guide sends ``"0.6"``); booleans as ``true``/``false`` or ``"true"``/``"false"``; ``null`` means
"not set". Unknown fields are rejected (as Google's JSON parser does), except ``groundingConfig``/``name``
which carry the resource name also present in the URL.

Limits (checked in this order, all reported together):

=====================================  =====================================================
``facts``                              at most 200 (:data:`MAX_FACTS`)
``facts[i].factText``                  at most 10,000 characters (Unicode code points)
``answerCandidate``                    at most 4096 tokens of the MiniLM/BERT-uncased wordpiece
                                       tokenizer (``grounding.engine.embedding.count_tokens``,
                                       no [CLS]/[SEP]); never more tokens than characters, so only
                                       texts over 4096 characters are tokenised
``groundingSpec.citationThreshold``    a number in [0, 1] (also ``antiCitationThreshold``)
``userLabels``                         at most 64 entries; keys 1–63 characters, first a
                                       lowercase letter or an international character (Unicode
                                       Ll/Lo); keys and values only lowercase letters (Ll),
                                       international letters (Lo), digits (N*), ``_`` and ``-``;
                                       values at most 63 characters (may be empty)
=====================================  =====================================================
"""
from __future__ import annotations

import math
import unicodedata
from typing import Any

from .core import CheckRequest, CheckResponse, Fact, Spec

MAX_FACTS = 200
MAX_FACT_CHARS = 10_000
MAX_ANSWER_TOKENS = 4096
MAX_LABELS = 64
MAX_LABEL_KEY_CHARS = 63
MAX_LABEL_VALUE_CHARS = 63


class InvalidArgument(ValueError):
    """Invalid request; ``violations`` is a list of ``(field_path, description)``."""

    def __init__(self, violations: list[tuple[str, str]]):
        self.violations = list(violations)
        msg = "; ".join(f"{f}: {d}" for f, d in self.violations) or "invalid request"
        super().__init__(msg)

    @property
    def message(self) -> str:
        return str(self)


def _camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(p[:1].upper() + p[1:] for p in rest)


def _normalise_keys(obj: dict, allowed: set[str], path: str, v: list) -> dict:
    """Map snake_case/camelCase keys to camelCase; record unknown names."""
    out = {}
    for k, val in obj.items():
        ck = _camel(k) if isinstance(k, str) else k
        if ck not in allowed:
            v.append((f"{path}{k}" if path else str(k), "unknown field"))
            continue
        if ck in out:
            v.append((f"{path}{ck}", "field given twice (camelCase and snake_case)"))
            continue
        out[ck] = val
    return out


def _parse_threshold(val: Any, field: str, default: float, v: list) -> float:
    if val is None:
        return default
    if isinstance(val, bool):
        v.append((field, "must be a number in [0, 1]"))
        return default
    if isinstance(val, str):
        try:
            x = float(val.strip())
        except ValueError:
            v.append((field, f"must be a number in [0, 1], got {val!r}"))
            return default
    elif isinstance(val, (int, float)):
        x = float(val)
    else:
        v.append((field, "must be a number in [0, 1]"))
        return default
    if math.isnan(x) or not 0.0 <= x <= 1.0:
        v.append((field, f"must be within [0, 1], got {val!r}"))
        return default
    return x


def _parse_bool(val: Any, field: str, v: list) -> bool:
    if val is None:
        return False
    if isinstance(val, bool):
        return val
    if isinstance(val, str) and val.strip().lower() in ("true", "false"):
        return val.strip().lower() == "true"
    v.append((field, "must be a boolean"))
    return False


def _label_char_ok(c: str) -> bool:
    if c in "_-":
        return True
    cat = unicodedata.category(c)
    return cat in ("Ll", "Lo") or cat.startswith("N")


def _check_labels(labels: Any, v: list) -> dict[str, str]:
    if labels is None:
        return {}
    if not isinstance(labels, dict):
        v.append(("userLabels", "must be a map of strings to strings"))
        return {}
    if len(labels) > MAX_LABELS:
        v.append(("userLabels", f"at most {MAX_LABELS} labels are allowed, got {len(labels)}"))
    for key, value in labels.items():
        f = f'userLabels["{key}"]'
        if not isinstance(key, str) or not key:
            v.append((f, "label keys must be 1 to 63 characters long"))
            continue
        if len(key) > MAX_LABEL_KEY_CHARS:
            v.append((f, f"label keys must be at most {MAX_LABEL_KEY_CHARS} characters, got {len(key)}"))
        if unicodedata.category(key[0]) not in ("Ll", "Lo"):
            v.append((f, "label keys must start with a lowercase letter or an international character"))
        if not all(_label_char_ok(c) for c in key):
            v.append((f, "label keys may contain only lowercase letters, digits, underscores, dashes and international characters"))
        if value is None:
            value = ""
        if not isinstance(value, str):
            v.append((f, "label values must be strings"))
            continue
        if len(value) > MAX_LABEL_VALUE_CHARS:
            v.append((f, f"label values must be at most {MAX_LABEL_VALUE_CHARS} characters, got {len(value)}"))
        if not all(_label_char_ok(c) for c in value):
            v.append((f, "label values may contain only lowercase letters, digits, underscores, dashes and international characters"))
    return {k: v_ for k, v_ in labels.items() if isinstance(k, str) and isinstance(v_, str)}


_TOP = {"answerCandidate", "facts", "groundingSpec", "userLabels", "groundingConfig", "name"}
_FACT = {"factText", "attributes"}
_SPEC = {"citationThreshold", "enableAntiCitations", "antiCitationThreshold", "enableClaimLevelScore"}


def parse_check_request(body: Any) -> CheckRequest:
    """Validate and convert a Check Grounding request body; raises :class:`InvalidArgument`."""
    v: list[tuple[str, str]] = []
    if body is None:
        body = {}
    if not isinstance(body, dict):
        raise InvalidArgument([("", "request body must be a JSON object")])
    top = _normalise_keys(body, _TOP, "", v)

    answer = top.get("answerCandidate")
    if answer is None:
        answer = ""
    if not isinstance(answer, str):
        v.append(("answerCandidate", "must be a string"))
        answer = ""
    elif len(answer) > MAX_ANSWER_TOKENS:
        from .embedding import count_tokens

        n = count_tokens(answer)
        if n > MAX_ANSWER_TOKENS:
            v.append(("answerCandidate", f"must be at most {MAX_ANSWER_TOKENS} tokens, got {n}"))

    facts: list[Fact] = []
    raw_facts = top.get("facts")
    if raw_facts is None:
        raw_facts = []
    if not isinstance(raw_facts, list):
        v.append(("facts", "must be a list of facts"))
        raw_facts = []
    if len(raw_facts) > MAX_FACTS:
        v.append(("facts", f"at most {MAX_FACTS} facts are supported, got {len(raw_facts)}"))
    for i, rf in enumerate(raw_facts):
        p = f"facts[{i}]"
        if not isinstance(rf, dict):
            v.append((p, "must be an object with factText and attributes"))
            continue
        f = _normalise_keys(rf, _FACT, p + ".", v)
        text = f.get("factText")
        if text is None:
            text = ""
        if not isinstance(text, str):
            v.append((p + ".factText", "must be a string"))
            text = ""
        elif len(text) > MAX_FACT_CHARS:
            v.append((p + ".factText", f"must be at most {MAX_FACT_CHARS} characters, got {len(text)}"))
        attrs = f.get("attributes")
        if attrs is None:
            attrs = {}
        if not isinstance(attrs, dict) or not all(isinstance(k, str) and isinstance(x, str) for k, x in attrs.items()):
            v.append((p + ".attributes", "must be a map of strings to strings"))
            attrs = {}
        facts.append(Fact(text, dict(attrs)))

    spec = Spec()
    raw_spec = top.get("groundingSpec")
    if raw_spec is not None:
        if not isinstance(raw_spec, dict):
            v.append(("groundingSpec", "must be an object"))
        else:
            s = _normalise_keys(raw_spec, _SPEC, "groundingSpec.", v)
            spec = Spec(
                citation_threshold=_parse_threshold(s.get("citationThreshold"), "groundingSpec.citationThreshold", 0.6, v),
                enable_anti_citations=_parse_bool(s.get("enableAntiCitations"), "groundingSpec.enableAntiCitations", v),
                anti_citation_threshold=_parse_threshold(s.get("antiCitationThreshold"), "groundingSpec.antiCitationThreshold", 0.8, v),
                enable_claim_level_score=_parse_bool(s.get("enableClaimLevelScore"), "groundingSpec.enableClaimLevelScore", v),
            )

    _check_labels(top.get("userLabels"), v)
    if v:
        raise InvalidArgument(v)
    return CheckRequest(answer, facts, spec)


def _num(x: float) -> float:
    return float(round(x, 6))


def response_to_json(resp: CheckResponse) -> dict:
    """proto3 JSON of a CheckGroundingResponse (defaults omitted; ``optional`` fields kept when set).

    ``citedChunks[].source`` is the fact index as a string, like the proto's ``FactChunk.source``
    (``string``); ``citedFacts[]`` (``CheckGroundingFactChunk``) are the cited facts (``chunkText`` = the whole
    fact text), in order of first citation.
    """
    out: dict = {"supportScore": _num(resp.support_score)}
    if resp.contradiction_score is not None:
        out["contradictionScore"] = _num(resp.contradiction_score)
    chunks = []
    for c in resp.cited_chunks:
        d: dict = {"chunkText": c.chunk_text, "source": str(c.source)}
        if c.source_metadata:
            d["sourceMetadata"] = dict(c.source_metadata)
        chunks.append(d)
    if chunks:
        out["citedChunks"] = chunks
    if resp.cited_facts:
        out["citedFacts"] = [{"chunkText": f.fact_text} for f in resp.cited_facts]
    claims = []
    for c in resp.claims:
        d = {"startPos": c.start_pos, "endPos": c.end_pos}
        if c.claim_text:
            d["claimText"] = c.claim_text
        if c.citation_indices:
            d["citationIndices"] = list(c.citation_indices)
        if c.anti_citation_indices:
            d["antiCitationIndices"] = list(c.anti_citation_indices)
        d["groundingCheckRequired"] = bool(c.grounding_check_required)
        if c.score is not None and c.grounding_check_required:
            d["score"] = _num(c.score)
        claims.append(d)
    if claims:
        out["claims"] = claims
    return out
