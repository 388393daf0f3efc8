"""REST API of engines, sessions, AssistAnswers and operations. Views are thin: parse and validate,
call one service or selector, render with ``protojson``."""

from __future__ import annotations

from django.db import transaction
from drf_spectacular.utils import OpenApiParameter, extend_schema, extend_schema_view
from rest_framework.response import Response

from assistsvc.api.base import ApiView
from apiwire.status import invalid_argument
from assistsvc.api.filtering import FilterField, compile_filter
from assistsvc.api.names import validate_id
from assistsvc.api.openapi import EMPTY, OPERATION, body, ref, responses
from assistsvc.api.pagination import OrderField, page_size_from, paginate, parse_order_by
from assistsvc.api.parsers import JsonLinesParser
from assistsvc.api.updatemask import parse_update_mask

from . import openapi as _openapi  # noqa: F401  (declares the component schemas)
from . import protojson, selectors, services
from .models import AssistAnswer, Session, SessionLabel

_NAME_KWARGS = ("project", "location", "collection", "engine", "session", "answer")

LIST_PARAMS = [
    OpenApiParameter("pageSize", int, description="Page size: 0 or absent = 50, at most 1000 (larger is coerced to 1000); negative is INVALID_ARGUMENT."),
    OpenApiParameter("pageToken", str, description="`nextPageToken` of the previous page; only valid with the same parent, filter and order."),
    OpenApiParameter("filter", str, description="AIP-160 filter (`AND`, `OR`, `NOT`/`-`, parentheses, `= != < <= > >= :`), e.g. `state = FAILED`."),
    OpenApiParameter("orderBy", str, description="Comma-separated fields, each optionally followed by `desc`, e.g. `createTime desc`."),
]
UPDATE_MASK = OpenApiParameter(
    "updateMask",
    str,
    description="Comma-separated field paths to update (AIP-161), e.g. `displayName,labels`; absent = the fields present in the body.",
)
CREATED = "The created resource."
ID_PATTERN = "^[a-z0-9][a-z0-9_-]{0,62}$"  # assistsvc.api.names.ID_RE


class EngineScopedView(ApiView):
    """A view under ``.../engines/{engine}``."""

    def engine(self):
        k = self.kwargs
        return selectors.engine_get(project=k["project"], location=k["location"], collection=k["collection"], engine=k["engine"])


# --- engines ------------------------------------------------------------------------------------


class EngineCollectionView(ApiView):
    @extend_schema(
        parameters=LIST_PARAMS[:2],
        responses=responses(ref("ListEnginesResponse")),
        summary="List engines",
        operation_id="engines_list",
        description="The engines of a collection, by id.",
    )
    def get(self, request, **k):
        qs = selectors.engine_qs(project=k["project"], location=k["location"], collection=k["collection"])
        items, token = paginate(
            qs,
            order=[OrderField("engine_id")],
            page_size=page_size_from(request.query_params.get("pageSize")),
            page_token=request.query_params.get("pageToken", ""),
            fingerprint_parts=["engines", request.path],
        )
        return self.list_response("engines", items, token, protojson.engine_to_json)

    @extend_schema(
        parameters=[
            OpenApiParameter(
                "engineId", str, required=True, pattern=ID_PATTERN, description="Id of the new engine: 1-63 of `[a-z0-9_-]`, starting with a letter or digit."
            )
        ],
        request=body("Engine"),
        responses=responses(ref("Engine"), description=CREATED, errors=(400, 401, 403, 409, 413, 415, 429, 500)),
        summary="Create an engine",
        operation_id="engines_create",
        description="Creates an engine with its grounding and policy configuration; sessions are created under it.",
    )
    def post(self, request, **k):
        engine_id = request.query_params.get("engineId") or request.data.get("engineId") or ""
        if not engine_id:
            raise invalid_argument("engineId", "is required")
        validate_id("engineId", engine_id)
        r = self.reader()
        values = protojson.parse_engine_fields(r)
        r.raise_if_invalid()
        engine = services.engine_create(project=request.auth.project, location=k["location"], collection=k["collection"], engine_id=engine_id, values=values)
        return Response(protojson.engine_to_json(engine))


class EngineView(EngineScopedView):
    @extend_schema(responses=responses(ref("Engine")), summary="Get an engine", operation_id="engines_get", description="Gets an engine.")
    def get(self, request, **k):
        return Response(protojson.engine_to_json(self.engine()))

    @extend_schema(
        parameters=[UPDATE_MASK],
        request=body("Engine"),
        responses=responses(ref("Engine")),
        summary="Update an engine",
        operation_id="engines_patch",
        description="Updates the fields named by `updateMask`. A change of `policyConfig` re-checks the policy of the engine's answers in the background.",
    )
    def patch(self, request, **k):
        r = self.reader()
        values = protojson.parse_engine_fields(r)
        r.raise_if_invalid()
        paths = parse_update_mask(request.query_params.get("updateMask"), request.data, set(protojson.ENGINE_FIELDS))
        with transaction.atomic():
            engine = self.engine()
            engine = services.engine_update(engine=engine, values=values, paths=paths)
        return Response(protojson.engine_to_json(engine))

    @extend_schema(
        parameters=[
            OpenApiParameter(
                "force",
                bool,
                description="Also delete the engine's sessions, turns and answers (AIP-135). "
                "Without it an engine that has sessions is not deleted: 400 FAILED_PRECONDITION.",
            )
        ],
        responses=responses(EMPTY, description="Deleted."),
        summary="Delete an engine",
        operation_id="engines_delete",
        description="Deletes an engine; one with sessions only with `force=true`, which deletes them with it.",
    )
    def delete(self, request, **k):
        force = self.bool_param("force")
        services.engine_delete(engine=self.engine(), force=force)
        return Response({})


# --- sessions -----------------------------------------------------------------------------------


def _label_filter(op: str, value: str):
    from django.db.models import Exists, OuterRef, Q

    exists = Q(Exists(SessionLabel.objects.filter(session=OuterRef("pk"), value=value)))
    return ~exists if op == "!=" else exists


SESSION_FILTER_FIELDS = {
    "state": FilterField("state", "enum", enum_values=tuple(s.value for s in Session.State)),
    "userPseudoId": FilterField("user_pseudo_id"),
    "displayName": FilterField("display_name"),
    "isPinned": FilterField("is_pinned", "bool"),
    "labels": FilterField(kind="custom", ops=(":", "=", "!="), build=_label_filter),
    "createTime": FilterField("create_time", "timestamp"),
    "updateTime": FilterField("update_time", "timestamp"),
}
SESSION_ORDER_FIELDS = {
    "createTime": "create_time",
    "updateTime": "update_time",
    "displayName": "display_name",
    "userPseudoId": "user_pseudo_id",
    "isPinned": "is_pinned",
}


class SessionCollectionView(EngineScopedView):
    @extend_schema(
        parameters=LIST_PARAMS,
        responses=responses(ref("ListSessionsResponse")),
        summary="List sessions",
        operation_id="sessions_list",
        description="The sessions of an engine. Filter over `state`, `userPseudoId`, `displayName` (a trailing `*` is a prefix match), "
        "`isPinned`, `labels` (`labels:vip`), `createTime`, `updateTime`; order by `createTime`, `updateTime`, `displayName`, "
        "`userPseudoId`, `isPinned`.",
    )
    def get(self, request, **k):
        params = request.query_params
        flt = params.get("filter", "")
        order_by = params.get("orderBy", "")
        page_size = page_size_from(params.get("pageSize"))
        engine = self.engine()
        q = compile_filter(flt, SESSION_FILTER_FIELDS)
        order = parse_order_by(order_by, SESSION_ORDER_FIELDS, [OrderField("create_time")])
        items, token = paginate(
            selectors.session_qs(engine=engine).filter(q),
            order=order,
            page_size=page_size,
            page_token=params.get("pageToken", ""),
            fingerprint_parts=["sessions", engine.name, flt, order_by],
        )
        for s in items:
            s.engine = engine
        return self.list_response("sessions", items, token, protojson.session_to_json)

    @extend_schema(
        parameters=[
            OpenApiParameter("sessionId", str, pattern=ID_PATTERN, description="Id of the new session (1-63 of `[a-z0-9_-]`); absent = a generated id.")
        ],
        request=body("Session"),
        responses=responses(ref("Session"), description=CREATED, errors=(400, 401, 403, 404, 409, 413, 415, 429, 500)),
        summary="Create a session",
        operation_id="sessions_create",
        description="Creates an empty session; its turns are added by creating AssistAnswers under it.",
    )
    def post(self, request, **k):
        session_id = request.query_params.get("sessionId") or None
        if session_id is not None:
            validate_id("sessionId", session_id)
        r = self.reader()
        values = protojson.parse_session_fields(r)
        r.raise_if_invalid()
        engine = self.engine()
        session = services.session_create(engine=engine, session_id=session_id, values=values)
        return Response(protojson.session_to_json(selectors.session_get(engine=engine, session=session.session_id)))


class SessionView(EngineScopedView):
    @extend_schema(
        parameters=[OpenApiParameter("includeAnswerDetails", bool, description="Include each turn's whole AssistAnswer as `detailedAssistAnswer`.")],
        responses=responses(ref("Session")),
        summary="Get a session",
        operation_id="sessions_get",
        description="Gets a session with its turns; each turn names its answer.",
    )
    def get(self, request, **k):
        raw = request.query_params.get("includeAnswerDetails", "false").lower()
        if raw not in ("true", "false", "1", "0"):
            raise invalid_argument("includeAnswerDetails", "must be true or false")
        details = raw in ("true", "1")
        session = selectors.session_get(engine=self.engine(), session=k["session"], include_answer_details=details)
        return Response(protojson.session_to_json(session, include_answer_details=details))

    @extend_schema(
        parameters=[UPDATE_MASK],
        request=body("Session"),
        responses=responses(ref("Session")),
        summary="Update a session",
        operation_id="sessions_patch",
        description="Updates `displayName`, `userPseudoId`, `state`, `isPinned`, `labels`, `startTime` or `endTime`.",
    )
    def patch(self, request, **k):
        r = self.reader()
        values = protojson.parse_session_fields(r, for_update=True)
        r.raise_if_invalid()
        paths = parse_update_mask(request.query_params.get("updateMask"), request.data, set(protojson.SESSION_FIELDS))
        engine = self.engine()
        with transaction.atomic():
            session = selectors.session_get_bare(engine=engine, session=k["session"], for_update=True)
            services.session_update(session=session, values=values, paths=paths)
        return Response(protojson.session_to_json(selectors.session_get(engine=engine, session=k["session"])))

    @extend_schema(
        responses=responses(EMPTY, description="Deleted."),
        summary="Delete a session",
        operation_id="sessions_delete",
        description="Deletes a session with its turns and answers.",
    )
    def delete(self, request, **k):
        session = selectors.session_get_bare(engine=self.engine(), session=k["session"])
        services.session_delete(session=session)
        return Response({})


class SessionImportView(EngineScopedView):
    parser_classes = [JsonLinesParser]

    @extend_schema(
        request={
            "application/x-ndjson": {
                "type": "string",
                "description": "JSON Lines: one Session per line with `sessionId`, its fields and `turns[]` of `query` and `detailedAssistAnswer`.",
            }
        },
        responses=responses(OPERATION, description="The import Operation: poll it until `done`."),
        summary="Import conversations",
        operation_id="sessions_import",
        description="Imports whole conversations from JSON Lines (the shape `GET ...sessions/{s}?includeAnswerDetails=true` returns, "
        "one per line) in the background. A bad line is reported in the operation with its line number; nothing of that "
        "conversation is stored.",
    )
    def post(self, request, **k):
        raw = request.data if isinstance(request.data, (bytes, bytearray)) else b""
        try:
            payload = bytes(raw).decode("utf-8")
        except UnicodeDecodeError:
            raise invalid_argument("body", "must be UTF-8 JSON Lines") from None
        if not payload.strip():
            raise invalid_argument("body", "is empty; send one conversation per line")
        engine = self.engine()
        op = services.import_operation_start(engine=engine, payload=payload)
        from .tasks import run_import

        transaction.on_commit(lambda: run_import.delay(op.pk))
        return Response(operation_to_json(op))


# --- answers ------------------------------------------------------------------------------------

ANSWER_FILTER_FIELDS = {
    "state": FilterField("state", "enum", enum_values=tuple(s.value for s in AssistAnswer.State)),
    "createTime": FilterField("create_time", "timestamp"),
}


class AssistAnswerCollectionView(EngineScopedView):
    wildcard_kwargs = ("session",)

    @extend_schema(
        parameters=LIST_PARAMS[:3],
        responses=responses(ref("ListAssistAnswersResponse")),
        summary="List AssistAnswers",
        operation_id="assistAnswers_list",
        description="The answers of a session, oldest first; with session `-` the answers of every session of the engine (AIP-159). "
        "Filter over `state` and `createTime`.",
    )
    def get(self, request, **k):
        params = request.query_params
        flt = params.get("filter", "")
        page_size = page_size_from(params.get("pageSize"))
        q = compile_filter(flt, ANSWER_FILTER_FIELDS)
        engine = self.engine()
        if k["session"] == "-":  # AIP-159: the answers of every session of the engine
            qs, parent, session = selectors.answer_qs_of_engine(engine=engine), f"{engine.name}/sessions/-", None
        else:
            session = selectors.session_get_bare(engine=engine, session=k["session"])
            qs, parent = selectors.answer_qs(session=session), session.name
        items, token = paginate(
            qs.filter(q),
            order=[OrderField("create_time")],
            page_size=page_size,
            page_token=params.get("pageToken", ""),
            fingerprint_parts=["assistAnswers", parent, flt],
        )
        for a in items:
            if session is None:
                a.session.engine = engine
        return self.list_response("assistAnswers", items, token, lambda a: protojson.answer_to_json(a, session=session or a.session))

    @extend_schema(
        request=body("CreateAssistAnswerRequest"),
        responses=responses(
            ref("AssistAnswer"), description="The stored answer (grounded in the background).", errors=(400, 401, 403, 404, 409, 413, 415, 429, 500)
        ),
        summary="Record a turn",
        operation_id="assistAnswers_create",
        description="Records one turn of a conversation produced elsewhere: the user's query and the AssistAnswer it got. "
        "The answer is grounded and policy-checked in the background; read it again for `segments` and policy results.",
    )
    def post(self, request, **k):
        r = self.reader()
        request_id = r.string("requestId", max_length=128)
        query = protojson.parse_query(r.child("query"))
        a = r.child("assistAnswer")
        if a is None:
            r.error("assistAnswer", "is required")
            r.raise_if_invalid()
        answer_input = protojson.parse_assist_answer(a)
        r.raise_if_invalid()
        if k["session"] == "-":
            raise invalid_argument("parent", "'-' (any session) can only be read; create an answer under one session")
        session = selectors.session_get_bare(engine=self.engine(), session=k["session"])
        answer, created = services.answer_create(session=session, query=query, answer_input=answer_input, request_id=request_id, payload=request.data)
        answer = selectors.answer_get(session=session, answer=answer.answer_id)
        return Response(protojson.answer_to_json(answer, session=session), status=200)


class AssistAnswerView(ApiView):
    @extend_schema(
        responses=responses(ref("AssistAnswer")),
        summary="Get an AssistAnswer",
        operation_id="assistAnswers_get",
        description="Gets an AssistAnswer with its replies, references, grounding segments and policy results.",
    )
    def get(self, request, **k):
        answer = selectors.answer_get_by_name(**{key: k[key] for key in _NAME_KWARGS})
        return Response(protojson.answer_to_json(answer))


# --- operations ---------------------------------------------------------------------------------


def operation_to_json(op) -> dict:
    out = {"name": op.name, "metadata": op.metadata}
    if op.done:
        out["done"] = True
        if op.error is not None:
            out["error"] = op.error
        elif op.response is not None:
            out["response"] = op.response
    return out


class OperationView(ApiView):
    @extend_schema(
        responses=responses(OPERATION),
        summary="Get an operation",
        operation_id="operations_get",
        description="Polls a long-running operation (an import or a grounding run) until `done`.",
    )
    def get(self, request, **k):
        name = request.path.split("/", 2)[2]  # the operation's name: the path after /v1/
        return Response(operation_to_json(selectors.operation_get(project=k["project"], name=name)))


def _operation_view(parent: str, operation_id: str):
    """The same view, documented once per parent (each route needs its own operationId)."""
    return extend_schema_view(get=extend_schema(operation_id=operation_id, summary=f"Get an operation of {parent}"))(
        type(f"{operation_id}View", (OperationView,), {})
    )


EngineOperationView = _operation_view("an engine", "engines_operations_get")
SessionOperationView = _operation_view("a session", "sessions_operations_get")
AssistAnswerOperationView = _operation_view("an AssistAnswer", "assistAnswers_operations_get")


@extend_schema(exclude=True)
class OperationByNameView(OperationView):
    """``GET /v1/{name}`` for an operation under any parent (the documented routes are the three above)."""
