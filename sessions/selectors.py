"""Reads. Every selector is scoped to the caller's project and raises NOT_FOUND with the full name."""

from __future__ import annotations

from django.db.models import Prefetch, QuerySet

from apiwire.status import not_found

from .models import AssistAnswer, Engine, Operation, Session, Turn

#: everything answer_to_json touches; a fixed number of queries whatever the number of replies
ANSWER_PREFETCH = (
    "replies__citations",
    "replies__segments",
    "replies__visual_segments",
    "replies__references",
    "replies__search_entry_points",
    "policy_results",
)


def engine_qs(*, project: str, location: str, collection: str) -> QuerySet[Engine]:
    return Engine.objects.select_related("project").filter(project__project_id=project, location=location, collection=collection)


def engine_get(*, project: str, location: str, collection: str, engine: str) -> Engine:
    obj = engine_qs(project=project, location=location, collection=collection).filter(engine_id=engine).first()
    if obj is None:
        raise not_found(f"projects/{project}/locations/{location}/collections/{collection}/engines/{engine}")
    return obj


def session_qs(*, engine: Engine, include_answer_details: bool = False) -> QuerySet[Session]:
    qs = Session.objects.filter(engine=engine).prefetch_related("label_rows", Prefetch("turns", queryset=Turn.objects.select_related("answer")))
    if include_answer_details:
        qs = qs.prefetch_related(*[f"turns__answer__{p}" for p in ANSWER_PREFETCH])
    return qs


def session_get(*, engine: Engine, session: str, include_answer_details: bool = False) -> Session:
    obj = session_qs(engine=engine, include_answer_details=include_answer_details).filter(session_id=session).first()
    if obj is None:
        raise not_found(f"{engine.name}/sessions/{session}")
    obj.engine = engine
    return obj


def session_get_bare(*, engine: Engine, session: str, for_update: bool = False) -> Session:
    qs = Session.objects.filter(engine=engine, session_id=session)
    if for_update:
        qs = qs.select_for_update()
    obj = qs.first()
    if obj is None:
        raise not_found(f"{engine.name}/sessions/{session}")
    obj.engine = engine
    return obj


def answer_qs(*, session: Session) -> QuerySet[AssistAnswer]:
    return AssistAnswer.objects.filter(session=session).prefetch_related(*ANSWER_PREFETCH)


def answer_qs_of_engine(*, engine: Engine) -> QuerySet[AssistAnswer]:
    """Every answer of every session of ``engine`` (AIP-159 ``sessions/-/assistAnswers``)."""
    return AssistAnswer.objects.filter(session__engine=engine).select_related("session").prefetch_related(*ANSWER_PREFETCH)


def answer_get(*, session: Session, answer: str) -> AssistAnswer:
    obj = answer_qs(session=session).filter(answer_id=answer).first()
    if obj is None:
        raise not_found(f"{session.name}/assistAnswers/{answer}")
    obj.session = session
    return obj


def answer_get_by_name(*, project: str, location: str, collection: str, engine: str, session: str, answer: str) -> AssistAnswer:
    """The AssistAnswer get of the seed: 1 query for the chain of parents + the prefetches."""
    obj = (
        AssistAnswer.objects.select_related("session__engine__project")
        .prefetch_related(*ANSWER_PREFETCH)
        .filter(
            answer_id=answer,
            session__session_id=session,
            session__engine__engine_id=engine,
            session__engine__collection=collection,
            session__engine__location=location,
            session__engine__project__project_id=project,
        )
        .first()
    )
    if obj is None:
        raise not_found(f"projects/{project}/locations/{location}/collections/{collection}/engines/{engine}/sessions/{session}/assistAnswers/{answer}")
    return obj


def operation_get(*, project: str, name: str) -> Operation:
    obj = Operation.objects.filter(project__project_id=project, name=name).first()
    if obj is None:
        raise not_found(name)
    return obj


# --- reads of the grounding app (it reads sessions through these) ------------------------------------


def existing_answer_ids(ids) -> set[int]:
    return set(AssistAnswer.objects.filter(pk__in=list(ids)).values_list("pk", flat=True))


def answers_for_grounding(ids) -> QuerySet[AssistAnswer]:
    """The answers with what grounding them reads: engine (configuration), turn (query), replies
    and their references (one query each)."""
    return (
        AssistAnswer.objects.filter(pk__in=list(ids)).select_related("session__engine__project", "turn").prefetch_related("replies__references").order_by("pk")
    )


def engine_ids_of_answers(ids) -> list[int]:
    return list(AssistAnswer.objects.filter(pk__in=list(ids)).values_list("session__engine_id", flat=True).distinct())


def engine_of_session(session_id: int) -> Engine | None:
    """The engine of a session as stored now (its current configuration)."""
    return Engine.objects.filter(sessions=session_id).first()
