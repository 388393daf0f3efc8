"""Custom methods that (re)ground stored AssistAnswers; each returns a long-running ``Operation``.

* ``POST /v1/{assistAnswer name}:ground``
* ``POST /v1/{session name}:ground``
* ``POST /v1/{engine name}:groundAnswers`` with an optional ``filter`` (AIP-160) over the engine's
  answers: ``groundingState`` (PENDING, RUNNING, SUCCEEDED, FAILED, NOT_STARTED), ``grounded``
  (true once grounded at least once), ``engineVersion`` (the engine version of the last successful
  grounding), ``state``, ``createTime``, ``session`` (session id). Examples:
  ``grounded = false``, ``engineVersion != "engine-1.0+assistsvc-3"``, ``groundingState = FAILED``.

The operation's ``metadata`` (``GroundAnswersMetadata``) counts ``totalCount``, ``succeededCount``,
``failedCount`` and ``pendingCount``; poll it with ``GET /v1/{operation name}``. When every answer is
done, ``done`` is true and ``response`` (``GroundAnswersResponse``) repeats the counts and lists up to
20 ``failureSamples``.
"""

from __future__ import annotations

from django.urls import re_path
from drf_spectacular.utils import extend_schema
from rest_framework.response import Response

from assistsvc.api.openapi import OPERATION, body, responses
from sessions import selectors
from sessions.api import operation_to_json
from sessions.models import AssistAnswer

from . import openapi as _openapi  # noqa: F401  (declares the component schemas)
from . import operations
from . import selectors as grounding_selectors

try:  # the shared base view (moved out of sessions.api by the foundation)
    from assistsvc.api.base import ApiView
except ImportError:  # pragma: no cover
    from sessions.api import ApiView

#: at most this many answers in one :groundAnswers operation (the rest: call again with a filter)
MAX_ANSWERS_PER_OPERATION = 100_000


def _engine(k):
    return selectors.engine_get(project=k["project"], location=k["location"], collection=k["collection"], engine=k["engine"])


class GroundAnswerView(ApiView):
    @extend_schema(
        request=None,
        responses=responses(OPERATION, description="The grounding Operation: poll it until `done`."),
        summary="Ground an AssistAnswer",
        operation_id="assistAnswers_ground",
        description="Grounds one AssistAnswer again (claims, scores, citations, policy checks) in the background.",
    )
    def post(self, request, **k):
        engine = _engine(k)
        session = selectors.session_get_bare(engine=engine, session=k["session"])
        answer = AssistAnswer.objects.filter(session=session, answer_id=k["answer"]).values_list("pk", flat=True).first()
        if answer is None:
            from apiwire.status import not_found

            raise not_found(f"{session.name}/assistAnswers/{k['answer']}")
        op = operations.ground_operation_start(project=engine.project, parent=f"{session.name}/assistAnswers/{k['answer']}", answer_ids=[answer])
        return Response(operation_to_json(op))


class GroundSessionView(ApiView):
    @extend_schema(
        request=None,
        responses=responses(OPERATION, description="The grounding Operation: poll it until `done`."),
        summary="Ground a session",
        operation_id="sessions_ground",
        description="Grounds every AssistAnswer of a session again in the background.",
    )
    def post(self, request, **k):
        engine = _engine(k)
        session = selectors.session_get_bare(engine=engine, session=k["session"])
        ids = list(AssistAnswer.objects.filter(session=session).order_by("pk").values_list("pk", flat=True))
        op = operations.ground_operation_start(project=engine.project, parent=session.name, answer_ids=ids)
        return Response(operation_to_json(op))


class GroundEngineAnswersView(ApiView):
    @extend_schema(
        request=body("GroundAnswersRequest"),
        responses=responses(OPERATION, description="The grounding Operation: poll it until `done`."),
        summary="Ground an engine's answers",
        operation_id="engines_groundAnswers",
        description="Grounds the engine's AssistAnswers that match `filter` again in the background (at most 100,000 per call).",
    )
    def post(self, request, **k):
        r = self.reader()
        flt = r.string("filter", max_length=4096)
        r.raise_if_invalid()
        if not flt:
            flt = request.query_params.get("filter", "")
        engine = _engine(k)
        ids = list(grounding_selectors.answers_matching(engine=engine, filter=flt).values_list("pk", flat=True)[: MAX_ANSWERS_PER_OPERATION + 1])
        if len(ids) > MAX_ANSWERS_PER_OPERATION:
            from apiwire.status import invalid_argument

            raise invalid_argument("filter", f"matches more than {MAX_ANSWERS_PER_OPERATION} answers; narrow it (for example with createTime)")
        op = operations.ground_operation_start(project=engine.project, parent=engine.name, answer_ids=ids, filter=flt)
        return Response(operation_to_json(op))


_V = r"^(?P<version>v1|v1alpha|v1beta)/"
_ID = r"[^/:]+"
_ENGINE = _V + rf"projects/(?P<project>{_ID})/locations/(?P<location>{_ID})/collections/(?P<collection>{_ID})/engines/(?P<engine>{_ID})"
_SESSION = _ENGINE + rf"/sessions/(?P<session>{_ID})"
_ANSWER = _SESSION + rf"/assistAnswers/(?P<answer>{_ID})"

#: included by grounding/urls.py
urlpatterns = [
    re_path(_ANSWER + ":ground$", GroundAnswerView.as_view(), name="assist-answer-ground"),
    re_path(_SESSION + ":ground$", GroundSessionView.as_view(), name="session-ground"),
    re_path(_ENGINE + ":groundAnswers$", GroundEngineAnswersView.as_view(), name="engine-ground-answers"),
]
