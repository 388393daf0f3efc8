"""Proto3 JSON mapping of the Check Grounding API for the engine (no Django).

* :func:`parse_check_request` turns a request body (a ``dict`` from JSON) into a
  :class:`~grounding.engine.core.CheckRequest` with the service's one proto3 JSON reader
  (:class:`apiwire.protojson.Reader`), enforcing every limit of the source documents, and raises
  :class:`apiwire.status.InvalidArguments` (a ``google.rpc.Status``
  INVALID_ARGUMENT with ``google.rpc.BadRequest.fieldViolations``) listing **all** violations as
  ``(field_path, description)`` with lowerCamelCase paths (``facts[3].factText``,
  ``groundingSpec.citationThreshold``, ``userLabels["Bad"]``).
* :func:`response_to_json` renders a :class:`~grounding.engine.core.CheckResponse`.

Accepted input: lowerCamelCase or snake_case names; thresholds as JSON numbers or numeric strings
(the guide sends ``"0.6"``); booleans as ``true``/``false`` or ``"true"``/``"false"``; ``null`` means
"not set". Unknown fields are rejected (as Google's JSON parser does, and as everywhere in the
service); ``groundingConfig``/``name`` carry the resource name also present in the URL.

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

import unicodedata
from typing import Any

from apiwire.protojson import Reader


from .core import CheckRequest, CheckResponse, Fact, Spec

MAX_FACTS = 200
MAX_FACT_CHARS = 10_000
MAX_ANSWER_TOKENS = 4096
MAX_LABELS = 64
MAX_LABEL_KEY_CHARS = 63
MAX_LABEL_VALUE_CHARS = 63


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


def parse_check_request(body: Any) -> CheckRequest:
    """Validate and convert a Check Grounding request body with the service's one proto3 JSON reader
    (:class:`apiwire.protojson.Reader`); raises :class:`apiwire.status.InvalidArguments` (400 INVALID_ARGUMENT)
    listing every violation, unknown fields included."""
    r = Reader({} if body is None else body)
    # the resource name, also in the URL: checked by the API view (grounding.check_api)
    r.known("groundingConfig", "name")
    v = r.violations

    answer = r.string("answerCandidate")
    if len(answer) > MAX_ANSWER_TOKENS:
        from .embedding import count_tokens

        n = count_tokens(answer)
        if n > MAX_ANSWER_TOKENS:
            r.error("answerCandidate", f"must be at most {MAX_ANSWER_TOKENS} tokens, got {n}")

    facts: list[Fact] = []
    fact_readers = r.children("facts")
    if len(fact_readers) > MAX_FACTS:
        r.error("facts", f"at most {MAX_FACTS} facts are supported, got {len(fact_readers)}")
    for f in fact_readers:
        if not f.is_object:
            continue  # reported
        text = f.string("factText", max_length=MAX_FACT_CHARS)
        facts.append(Fact(text, f.string_map("attributes")))

    spec = Spec()
    s = r.child("groundingSpec")
    if s is not None:
        spec = Spec(
            citation_threshold=s.number("citationThreshold", 0.6, minimum=0.0, maximum=1.0),
            enable_anti_citations=s.boolean("enableAntiCitations"),
            anti_citation_threshold=s.number("antiCitationThreshold", 0.8, minimum=0.0, maximum=1.0),
            enable_claim_level_score=s.boolean("enableClaimLevelScore"),
        )

    _check_labels(r.raw("userLabels"), v)
    r.raise_if_invalid()
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
