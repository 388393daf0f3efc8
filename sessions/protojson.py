"""The one place that maps the sessions app's models to proto3 JSON and back.

Output functions expect their related rows to be prefetched (see ``selectors``); they never query.
Input functions read a JSON object with :class:`apiwire.protojson.Reader` into plain dataclasses
that ``services`` write; fields this service owns (``name``, grounding results in segments, policy
results) are ignored on input, as AIP-203 asks for output-only fields.
"""

from __future__ import annotations

import base64
from dataclasses import dataclass, field
from typing import Any

from assistsvc.api.enums import register_enum
from apiwire.protojson import INT32_MAX, Reader, compact, format_timestamp, int64

from . import limits
from .models import AssistAnswer, Engine, Reference, Reply, Session

# enum fields of this app's JSON, in proto order (their numbers for $alt=json;enum-encoding=int)
register_enum("state", Session.State.values)
register_enum("state", AssistAnswer.State.values)
register_enum("assistSkippedReasons", ["ASSIST_SKIPPED_REASON_UNSPECIFIED", "NON_ASSIST_SEEKING_QUERY_IGNORED", "CUSTOMER_POLICY_VIOLATION"])
register_enum("verdict", AssistAnswer.Verdict.values)
register_enum("violationSource", AssistAnswer.ViolationSource.values)
register_enum("outcome", Reply.Outcome.values)
register_enum("contentKind", Reply.ContentKind.values)
register_enum("language", Reference.Language.values)

# =============================================================================================
# output
# =============================================================================================


def engine_to_json(engine: Engine) -> dict:
    return compact(
        {
            "name": engine.name,
            "displayName": engine.display_name,
            "createTime": format_timestamp(engine.create_time),
            "updateTime": format_timestamp(engine.update_time),
            "groundingConfig": {
                "citationThreshold": engine.citation_threshold,
                "enableAntiCitations": engine.enable_anti_citations,
                "antiCitationThreshold": engine.anti_citation_threshold,
            },
            "policyConfig": {
                "bannedPhrases": list(engine.banned_phrases),
                "modelArmorEnabled": engine.model_armor_enabled,
                "promptInjectionCheck": engine.prompt_injection_check,
                "sensitiveDataCheck": engine.sensitive_data_check,
                "maliciousUrlCheck": engine.malicious_url_check,
                "blockedDomains": list(engine.blocked_domains),
                "ignoreNonAssistSeekingQueries": engine.ignore_non_assist_seeking_queries,
            },
        }
    )


def session_to_json(session: Session, *, include_answer_details: bool = False) -> dict:
    turns = []
    for turn in session.turns.all():
        t: dict[str, Any] = {"query": compact({"queryId": turn.query_id, "text": turn.query_text})}
        if turn.answer_id is not None:
            t["answer"] = f"{session.name}/assistAnswers/{turn.answer.answer_id}"
            if include_answer_details:
                t["detailedAssistAnswer"] = answer_to_json(turn.answer, session=session)
        turns.append(t)
    # turns are built already compacted: compacting again would drop set-but-empty messages ({})
    head = compact(
        {
            "name": session.name,
            "displayName": session.display_name,
            "state": session.state if session.state != Session.State.STATE_UNSPECIFIED else None,
            "userPseudoId": session.user_pseudo_id,
        }
    )
    if turns:
        head["turns"] = turns
    return head | compact(
        {
            "labels": [row.value for row in session.label_rows.all()],
            "startTime": format_timestamp(session.start_time),
            "endTime": format_timestamp(session.end_time),
            "isPinned": session.is_pinned,
            "createTime": format_timestamp(session.create_time),
            "updateTime": format_timestamp(session.update_time),
        }
    )


def _content_json(reply: Reply) -> dict | None:
    if not reply.has_content:
        return None
    content: dict[str, Any] = {"role": reply.role, "thought": reply.thought}
    kind = reply.content_data
    if kind == Reply.ContentData.TEXT:
        content["text"] = reply.text
    elif kind == Reply.ContentData.INLINE_DATA:
        content["inlineData"] = {"mimeType": reply.mime_type, "data": base64.b64encode(bytes(reply.inline_data)).decode()}
    elif kind == Reply.ContentData.FILE:
        content["file"] = {"mimeType": reply.mime_type, "fileId": reply.file_id}
    elif kind == Reply.ContentData.EXECUTABLE_CODE:
        content["executableCode"] = {"code": reply.code}
    elif kind == Reply.ContentData.CODE_EXECUTION_RESULT:
        content["codeExecutionResult"] = {
            "outcome": reply.outcome if reply.outcome != Reply.Outcome.OUTCOME_UNSPECIFIED else None,
            "output": reply.output,
        }
    out = compact(content)
    # a oneof member that is set is emitted even when its value is the default (e.g. text "")
    if kind == Reply.ContentData.TEXT and "text" not in out:
        out["text"] = ""
    elif kind and kind != Reply.ContentData.TEXT and kind not in out:
        out[kind] = {}
    return out


def _reference_json(ref: Reference) -> dict:
    doc = None
    if ref.has_document_metadata:
        doc = {
            "language": ref.language if ref.language != Reference.Language.LANGUAGE_UNSPECIFIED else None,
            "boundingBoxes": ref.bounding_boxes,
            "document": ref.document,
            "uri": ref.uri,
            "title": ref.title,
            "pageIdentifier": ref.page_identifier,
            "domain": ref.domain,
            "mimeType": ref.mime_type,
        }
    out = compact({"content": ref.content, "codeSnippet": ref.code_snippet, "documentMetadata": doc})
    if ref.has_document_metadata and "documentMetadata" not in out:
        out["documentMetadata"] = {}
    if ref.chunk_metadata is not None:
        out["chunkMetadata"] = ref.chunk_metadata
    return out


def reply_to_json(reply: Reply) -> dict:
    grounded: dict[str, Any] | None = None
    if reply.has_grounded_content:
        grounded = {}
        content = _content_json(reply)
        if content is not None:
            grounded["content"] = content
        if reply.has_citation_metadata:
            citations = []
            for c in reply.citations.all():
                date = None
                if c.has_publication_date:
                    date = compact({"year": c.publication_year, "month": c.publication_month, "day": c.publication_day})
                citations.append(
                    compact(
                        {
                            "startIndex": c.start_index,
                            "endIndex": c.end_index,
                            "uri": c.uri,
                            "title": c.title,
                            "license": c.license,
                            "publicationDate": date,
                        }
                    )
                )
            grounded["citationMetadata"] = compact({"citations": citations})
        if reply.has_content_metadata:
            grounded["contentMetadata"] = compact(
                {
                    "contentKind": reply.content_kind if reply.content_kind != Reply.ContentKind.CONTENT_KIND_UNSPECIFIED else None,
                    "contentId": reply.content_id,
                }
            )
        if reply.has_text_grounding_metadata:
            grounded["textGroundingMetadata"] = compact(
                {
                    "segments": [
                        compact(
                            {
                                "startIndex": int64(s.start_index) if s.start_index else None,
                                "endIndex": int64(s.end_index) if s.end_index else None,
                                "referenceIndices": list(s.reference_indices),
                                "groundingScore": s.grounding_score,
                                "text": s.text,
                            }
                        )
                        for s in reply.segments.all()
                    ],
                    "visualSegments": [
                        compact({"referenceIndices": list(v.reference_indices), "contentId": v.content_id}) for v in reply.visual_segments.all()
                    ],
                    "references": [_reference_json(r) for r in reply.references.all()],
                    "searchEntryPoints": [compact({"renderedContent": e.rendered_content}) for e in reply.search_entry_points.all()],
                }
            )
    out = compact({"replyId": reply.reply_id, "createTime": format_timestamp(reply.create_time)})
    if grounded is not None:
        out["groundedContent"] = grounded
    return out


def policy_to_json(answer: AssistAnswer) -> dict | None:
    results = []
    for r in answer.policy_results.all():
        if r.kind == r.Kind.BANNED_PHRASE:
            results.append({"bannedPhraseEnforcementResult": compact({"bannedPhrases": list(r.banned_phrases)})})
        else:
            if r.error is not None:
                results.append({"modelArmorEnforcementResult": {"error": r.error}})
            else:
                results.append({"modelArmorEnforcementResult": compact({"modelArmorViolation": r.model_armor_violation})})
    body = compact(
        {
            "verdict": answer.policy_verdict if answer.policy_verdict not in ("", "UNSPECIFIED") else None,
            "policyResults": results,
            "violationSource": answer.policy_violation_source if answer.policy_violation_source not in ("", "VIOLATION_SOURCE_UNSPECIFIED") else None,
        }
    )
    return body or None


def answer_to_json(answer: AssistAnswer, *, session: Session | None = None) -> dict:
    session = session or answer.session
    out: dict[str, Any] = {"name": f"{session.name}/assistAnswers/{answer.answer_id}"}
    if answer.state != AssistAnswer.State.STATE_UNSPECIFIED:
        out["state"] = answer.state
    if answer.connector_display_names:
        out["connectorDisplayNames"] = dict(answer.connector_display_names)
    replies = [reply_to_json(r) for r in answer.replies.all()]
    if replies:
        out["replies"] = replies
    if answer.diagnostic_info:
        out["diagnosticInfo"] = answer.diagnostic_info
    if answer.assist_skipped_reasons:
        out["assistSkippedReasons"] = list(answer.assist_skipped_reasons)
    if answer.required_authorizations:
        out["requiredAuthorizations"] = answer.required_authorizations
    policy = policy_to_json(answer)
    if policy:
        out["customerPolicyEnforcementResult"] = policy
    return out


# =============================================================================================
# input
# =============================================================================================


@dataclass
class ReplyInput:
    fields: dict[str, Any]
    citations: list[dict[str, Any]] = field(default_factory=list)
    visual_segments: list[dict[str, Any]] = field(default_factory=list)
    references: list[dict[str, Any]] = field(default_factory=list)
    search_entry_points: list[dict[str, Any]] = field(default_factory=list)


@dataclass
class AnswerInput:
    fields: dict[str, Any]
    replies: list[ReplyInput]


@dataclass
class QueryInput:
    query_id: str
    text: str


STATES = [s.value for s in AssistAnswer.State]
SKIPPED_REASONS = ["ASSIST_SKIPPED_REASON_UNSPECIFIED", "NON_ASSIST_SEEKING_QUERY_IGNORED", "CUSTOMER_POLICY_VIOLATION"]
_S = limits.MAX_SHORT_STRING


def _parse_content(r: Reader | None, out: dict[str, Any]) -> None:
    if r is None:
        out["has_content"] = False
        return
    out["role"] = r.string("role", max_length=32)
    out["thought"] = r.boolean("thought")
    members = [m for m in ("text", "inlineData", "file", "executableCode", "codeExecutionResult") if r.has(m)]
    if len(members) > 1:
        r.error(members[1], f"only one of text, inlineData, file, executableCode, codeExecutionResult may be set (got {', '.join(members)})")
        return
    if not members:
        return
    kind = members[0]
    out["content_data"] = kind
    if kind == "text":
        out["text"] = r.string("text", max_length=limits.MAX_TEXT_CHARS)
    elif kind == "inlineData":
        blob = r.child("inlineData")
        out["mime_type"] = blob.string("mimeType", max_length=255)
        data = blob.bytes_("data")
        if len(data) > limits.MAX_INLINE_DATA_BYTES:
            blob.error("data", f"must be at most {limits.MAX_INLINE_DATA_BYTES} bytes")
        out["inline_data"] = data
    elif kind == "file":
        f = r.child("file")
        out["mime_type"] = f.string("mimeType", max_length=255)
        out["file_id"] = f.string("fileId", max_length=_S)
    elif kind == "executableCode":
        out["code"] = r.child("executableCode").string("code", max_length=limits.MAX_TEXT_CHARS)
    else:
        c = r.child("codeExecutionResult")
        out["outcome"] = c.enum("outcome", [o.value for o in Reply.Outcome], "")
        out["output"] = c.string("output", max_length=limits.MAX_TEXT_CHARS)


def _parse_reference(r: Reader) -> dict[str, Any]:
    ref: dict[str, Any] = {
        "content": r.string("content", max_length=limits.MAX_REFERENCE_CHARS),
        "code_snippet": r.string("codeSnippet", max_length=limits.MAX_REFERENCE_CHARS),
        "chunk_metadata": r.struct("chunkMetadata"),
    }
    doc = r.child("documentMetadata")
    if doc is not None:
        boxes = doc.raw("boundingBoxes")
        if boxes is not None and not isinstance(boxes, list):
            doc.error("boundingBoxes", "must be a list")
            boxes = []
        ref.update(
            has_document_metadata=True,
            language=doc.enum("language", [lang.value for lang in Reference.Language], ""),
            bounding_boxes=boxes or [],
            document=doc.string("document", max_length=_S),
            uri=doc.string("uri", max_length=4096),
            title=doc.string("title", max_length=_S),
            page_identifier=doc.string("pageIdentifier", max_length=256),
            domain=doc.string("domain", max_length=256),
            mime_type=doc.string("mimeType", max_length=255),
        )
    return ref


def _parse_reply(r: Reader) -> ReplyInput:
    fields: dict[str, Any] = {
        "reply_id": r.string("replyId", max_length=128),
        "create_time": r.timestamp("createTime"),
    }
    reply = ReplyInput(fields=fields)
    g = r.child("groundedContent")
    if g is None:
        fields["has_grounded_content"] = False
        fields["has_content"] = False
        return reply
    _parse_content(g.child("content"), fields)
    cm = g.child("citationMetadata")
    if cm is not None:
        fields["has_citation_metadata"] = True
        for c in cm.children("citations", max_items=limits.MAX_CITATIONS_PER_REPLY):
            date = c.child("publicationDate")
            reply.citations.append(
                {
                    "start_index": c.integer("startIndex", 0, minimum=0, maximum=INT32_MAX) or 0,
                    "end_index": c.integer("endIndex", 0, minimum=0, maximum=INT32_MAX) or 0,
                    "uri": c.string("uri", max_length=4096),
                    "title": c.string("title", max_length=_S),
                    "license": c.string("license", max_length=_S),
                    "has_publication_date": date is not None,
                    "publication_year": (date.integer("year", 0, minimum=0, maximum=9999) or 0) if date else 0,
                    "publication_month": (date.integer("month", 0, minimum=0, maximum=12) or 0) if date else 0,
                    "publication_day": (date.integer("day", 0, minimum=0, maximum=31) or 0) if date else 0,
                }
            )
    meta = g.child("contentMetadata")
    if meta is not None:
        fields["has_content_metadata"] = True
        fields["content_kind"] = meta.enum("contentKind", [k.value for k in Reply.ContentKind], "")
        fields["content_id"] = meta.string("contentId", max_length=256)
    tgm = g.child("textGroundingMetadata")
    if tgm is not None:
        fields["has_text_grounding_metadata"] = True
        # segments are computed by this service's grounding; sent ones are ignored (output of ours)
        tgm.known("segments")
        for v in tgm.children("visualSegments", max_items=limits.MAX_SEGMENTS_PER_REPLY):
            reply.visual_segments.append({"content_id": v.string("contentId", max_length=256), "reference_indices": v.int_list("referenceIndices")})
        reply.references = [_parse_reference(x) for x in tgm.children("references", max_items=limits.MAX_REFERENCES_PER_REPLY)]
        reply.search_entry_points = [
            {"rendered_content": e.string("renderedContent", max_length=limits.MAX_TEXT_CHARS)}
            for e in tgm.children("searchEntryPoints", max_items=limits.MAX_REFERENCES_PER_REPLY)
        ]
        for i, v in enumerate(reply.visual_segments):
            bad = [x for x in v["reference_indices"] if x < 0 or x >= len(reply.references)]
            if bad:
                tgm.error(f"visualSegments[{i}].referenceIndices", f"index {bad[0]} is out of range of references ({len(reply.references)})")
    elif reply.fields.get("content_data") == "text":
        # a text reply always gets segments once grounded, so it carries the metadata message
        fields["has_text_grounding_metadata"] = True
    return reply


def parse_assist_answer(r: Reader) -> AnswerInput:
    """Read an AssistAnswer JSON object (``name`` and grounding outputs are ignored)."""
    r.known("name", "customerPolicyEnforcementResult")  # output only
    fields: dict[str, Any] = {
        "state": r.enum("state", STATES, AssistAnswer.State.SUCCEEDED),
        "connector_display_names": r.string_map("connectorDisplayNames", max_entries=256),
        "diagnostic_info": r.struct("diagnosticInfo"),
        "assist_skipped_reasons": [],
        "required_authorizations": [],
    }
    reasons = r.raw("assistSkippedReasons")
    if reasons is not None:
        if not isinstance(reasons, list) or not all(isinstance(x, str) and x in SKIPPED_REASONS for x in reasons):
            r.error("assistSkippedReasons", f"must be a list of {', '.join(SKIPPED_REASONS)}")
        else:
            fields["assist_skipped_reasons"] = [x for x in reasons if x != "ASSIST_SKIPPED_REASON_UNSPECIFIED"]
    auths = r.raw("requiredAuthorizations")
    if auths is not None:
        if not isinstance(auths, list) or not all(isinstance(a, dict) for a in auths):
            r.error("requiredAuthorizations", "must be a list of objects")
        else:
            fields["required_authorizations"] = auths
    replies = [_parse_reply(x) for x in r.children("replies", max_items=limits.MAX_REPLIES_PER_ANSWER)]
    return AnswerInput(fields=fields, replies=replies)


def parse_query(r: Reader | None, path_hint: str = "query") -> QueryInput:
    if r is None:
        return QueryInput("", "")
    return QueryInput(query_id=r.string("queryId", max_length=128), text=r.string("text", max_length=limits.MAX_QUERY_CHARS))


def parse_labels(r: Reader) -> list[str]:
    labels = r.string_list("labels", max_items=limits.MAX_LABELS, max_length=limits.MAX_LABEL_CHARS)
    if len(set(labels)) != len(labels):
        r.error("labels", "must not repeat a label")
    return labels


def parse_session_fields(r: Reader, *, for_update: bool = False) -> dict[str, Any]:
    """Session fields a client may set (``name``, ``turns`` and times it does not own are ignored)."""
    r.known("name", "turns", "createTime", "updateTime")  # output only, or read by the caller
    fields: dict[str, Any] = {}
    if not for_update or r.has("displayName"):
        fields["display_name"] = r.string("displayName", max_length=limits.MAX_DISPLAY_NAME)
    if not for_update or r.has("userPseudoId"):
        fields["user_pseudo_id"] = r.string("userPseudoId", max_length=limits.MAX_USER_PSEUDO_ID)
    if not for_update or r.has("state"):
        fields["state"] = r.enum("state", [s.value for s in Session.State], Session.State.STATE_UNSPECIFIED)
    if not for_update or r.has("isPinned"):
        fields["is_pinned"] = r.boolean("isPinned")
    if not for_update or r.has("labels"):
        fields["labels"] = parse_labels(r)
    if not for_update or r.has("startTime"):
        fields["start_time"] = r.timestamp("startTime")
    if not for_update or r.has("endTime"):
        fields["end_time"] = r.timestamp("endTime")
    return fields


def parse_engine_fields(r: Reader) -> dict[str, Any]:
    """Engine fields keyed by their API paths (``groundingConfig.citationThreshold`` ...)."""
    r.known("name", "createTime", "updateTime")  # output only
    out: dict[str, Any] = {}
    if r.has("displayName"):
        out["displayName"] = r.string("displayName", max_length=limits.MAX_DISPLAY_NAME)
    g = r.child("groundingConfig")
    if g is not None:
        for key in ("citationThreshold", "antiCitationThreshold"):
            if g.has(key):
                out[f"groundingConfig.{key}"] = g.number(key, minimum=0.0, maximum=1.0)
        if g.has("enableAntiCitations"):
            out["groundingConfig.enableAntiCitations"] = g.boolean("enableAntiCitations")
    p = r.child("policyConfig")
    if p is not None:
        if p.has("bannedPhrases"):
            phrases = p.string_list("bannedPhrases", max_items=1000, max_length=256)
            for i, phrase in enumerate(phrases):
                if not phrase.strip():
                    p.error(f"bannedPhrases[{i}]", "must not be empty")
            out["policyConfig.bannedPhrases"] = phrases
        if p.has("blockedDomains"):
            out["policyConfig.blockedDomains"] = p.string_list("blockedDomains", max_items=10_000, max_length=253)
        for key in ("modelArmorEnabled", "promptInjectionCheck", "sensitiveDataCheck", "maliciousUrlCheck", "ignoreNonAssistSeekingQueries"):
            if p.has(key):
                out[f"policyConfig.{key}"] = p.boolean(key)
    return out


#: API path -> Engine model field
ENGINE_FIELDS = {
    "displayName": "display_name",
    "groundingConfig.citationThreshold": "citation_threshold",
    "groundingConfig.enableAntiCitations": "enable_anti_citations",
    "groundingConfig.antiCitationThreshold": "anti_citation_threshold",
    "policyConfig.bannedPhrases": "banned_phrases",
    "policyConfig.modelArmorEnabled": "model_armor_enabled",
    "policyConfig.promptInjectionCheck": "prompt_injection_check",
    "policyConfig.sensitiveDataCheck": "sensitive_data_check",
    "policyConfig.maliciousUrlCheck": "malicious_url_check",
    "policyConfig.blockedDomains": "blocked_domains",
    "policyConfig.ignoreNonAssistSeekingQueries": "ignore_non_assist_seeking_queries",
}

#: API path -> Session model field (labels live in their own table)
SESSION_FIELDS = {
    "displayName": "display_name",
    "userPseudoId": "user_pseudo_id",
    "state": "state",
    "isPinned": "is_pinned",
    "labels": "labels",
    "startTime": "start_time",
    "endTime": "end_time",
}
