"""REST API of engines, sessions, AssistAnswers and operations. Views are thin: parse and validate,
call one service or selector, render with ``protojson``."""
from __future__ import annotations

from django.db import transaction
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.response import Response

from assistsvc.api.base import ApiView
from assistsvc.api.errors import invalid_argument
from assistsvc.api.filtering import FilterField, compile_filter
from assistsvc.api.names import validate_id
from assistsvc.api.pagination import OrderField, page_size_from, paginate, parse_order_by
from assistsvc.api.parsers import JsonLinesParser
from assistsvc.api.updatemask import parse_update_mask

from . import protojson, selectors, services
from .models import AssistAnswer, Session, SessionLabel

_NAME_KWARGS = ("project", "location", "collection", "engine", "session", "answer")

LIST_PARAMS = [
    OpenApiParameter("pageSize", int, description="0 = 50, max 1000, negative is INVALID_ARGUMENT"),
    OpenApiParameter("pageToken", str, description="nextPageToken of the previous page"),
    OpenApiParameter("filter", str, description="AIP-160 filter"),
    OpenApiParameter("orderBy", str, description="e.g. 'createTime desc'"),
]


class EngineScopedView(ApiView):
    """A view under ``.../engines/{engine}``."""

    def engine(self):
        k = self.kwargs
        return selectors.engine_get(project=k["project"], location=k["location"], collection=k["collection"], engine=k["engine"])


# --- engines ------------------------------------------------------------------------------------


class EngineCollectionView(ApiView):
    @extend_schema(parameters=LIST_PARAMS[:2], responses=OpenApiTypes.OBJECT, summary="List engines", operation_id="engines_list")
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
        parameters=[OpenApiParameter("engineId", str, required=True)],
        request=OpenApiTypes.OBJECT,
        responses=OpenApiTypes.OBJECT,
        summary="Create an engine", operation_id="engines_create",
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
    @extend_schema(responses=OpenApiTypes.OBJECT, summary="Get an engine", operation_id="engines_get")
    def get(self, request, **k):
        return Response(protojson.engine_to_json(self.engine()))

    @extend_schema(
        parameters=[OpenApiParameter("updateMask", str)], request=OpenApiTypes.OBJECT, responses=OpenApiTypes.OBJECT, summary="Update an engine", operation_id="engines_patch"
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

    @extend_schema(responses=OpenApiTypes.OBJECT, summary="Delete an engine and everything under it", operation_id="engines_delete")
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
    @extend_schema(parameters=LIST_PARAMS, responses=OpenApiTypes.OBJECT, summary="List sessions", operation_id="sessions_list")
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

    @extend_schema(parameters=[OpenApiParameter("sessionId", str)], request=OpenApiTypes.OBJECT, responses=OpenApiTypes.OBJECT, summary="Create a session", operation_id="sessions_create")
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
    @extend_schema(parameters=[OpenApiParameter("includeAnswerDetails", bool)], responses=OpenApiTypes.OBJECT, summary="Get a session", operation_id="sessions_get")
    def get(self, request, **k):
        raw = request.query_params.get("includeAnswerDetails", "false").lower()
        if raw not in ("true", "false", "1", "0"):
            raise invalid_argument("includeAnswerDetails", "must be true or false")
        details = raw in ("true", "1")
        session = selectors.session_get(engine=self.engine(), session=k["session"], include_answer_details=details)
        return Response(protojson.session_to_json(session, include_answer_details=details))

    @extend_schema(parameters=[OpenApiParameter("updateMask", str)], request=OpenApiTypes.OBJECT, responses=OpenApiTypes.OBJECT, summary="Update a session", operation_id="sessions_patch")
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

    @extend_schema(responses=OpenApiTypes.OBJECT, summary="Delete a session with its turns and answers", operation_id="sessions_delete")
    def delete(self, request, **k):
        session = selectors.session_get_bare(engine=self.engine(), session=k["session"])
        services.session_delete(session=session)
        return Response({})


class SessionImportView(EngineScopedView):
    parser_classes = [JsonLinesParser]

    @extend_schema(
        request={"application/x-ndjson": OpenApiTypes.STR},
        responses=OpenApiTypes.OBJECT,
        summary="Import whole conversations from JSON Lines (one Session with turns[].detailedAssistAnswer per line)", operation_id="sessions_import",
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
    @extend_schema(parameters=LIST_PARAMS[:3], responses=OpenApiTypes.OBJECT, summary="List the AssistAnswers of a session", operation_id="assistAnswers_list")
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
        request=OpenApiTypes.OBJECT,
        responses=OpenApiTypes.OBJECT,
        summary="Record one turn: the user's query and the AssistAnswer it got", operation_id="assistAnswers_create",
        description='Body: {"query": {"queryId", "text"}, "assistAnswer": {AssistAnswer}, "requestId": "optional idempotency key"}',
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
        answer, created = services.answer_create(
            session=session, query=query, answer_input=answer_input, request_id=request_id, payload=request.data
        )
        answer = selectors.answer_get(session=session, answer=answer.answer_id)
        return Response(protojson.answer_to_json(answer, session=session), status=200)


class AssistAnswerView(ApiView):
    @extend_schema(responses=OpenApiTypes.OBJECT, summary="Get an AssistAnswer (the seed's method)", operation_id="assistAnswers_get")
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
    @extend_schema(responses=OpenApiTypes.OBJECT, summary="Poll a long-running operation", operation_id="operations_get")
    def get(self, request, **k):
        return Response(operation_to_json(selectors.operation_get(project=k["project"], name=k["name"])))
