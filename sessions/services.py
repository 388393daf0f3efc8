"""Writes. Each service is one transaction: a request either stores everything or nothing."""

from __future__ import annotations

import hashlib
import json
import logging
import secrets
import uuid
from typing import Any, Callable, Iterable

from django.db import DataError, IntegrityError, transaction
from django.db.models import Max
from django.utils import timezone

from assistsvc.api import auth
from apiwire.status import ApiError, already_exists, invalid_argument
from assistsvc.api.names import ID_RULE, ID_RE
from assistsvc.api.parsers import loads as json_loads
from apiwire.protojson import Reader

from . import limits
from .models import (
    ApiKey,
    AssistAnswer,
    Citation,
    Engine,
    Operation,
    Project,
    Reference,
    Reply,
    ReviewEvent,
    SearchEntryPoint,
    Session,
    SessionLabel,
    Turn,
    VisualSegment,
)
from .protojson import ENGINE_FIELDS, AnswerInput, QueryInput, parse_assist_answer, parse_query, parse_session_fields
from .signals import answers_stored, engine_policy_changed

log = logging.getLogger(__name__)


def new_numeric_id() -> str:
    """Server-assigned ids look like Google's: a positive 63-bit integer in decimal."""
    return str(secrets.randbits(63) or 1)


# --- projects and keys --------------------------------------------------------------------------


@transaction.atomic
def project_get_or_create(*, project_id: str, display_name: str = "") -> Project:
    if not ID_RE.match(project_id):
        raise ValueError(f"project id {project_id!r} {ID_RULE}")
    project, _ = Project.objects.get_or_create(project_id=project_id, defaults={"display_name": display_name})
    return project


@transaction.atomic
def api_key_create(*, project: Project, display_name: str = "") -> tuple[ApiKey, str]:
    """Create a key; the plain key is returned once and never stored."""
    key, prefix, digest = auth.generate_key()
    api_key = ApiKey.objects.create(project=project, prefix=prefix, key_hash=digest, display_name=display_name)
    return api_key, key


@transaction.atomic
def api_key_revoke(*, prefix: str) -> ApiKey:
    api_key = ApiKey.objects.select_for_update().get(prefix=prefix)
    if api_key.revoke_time is None:
        api_key.revoke_time = timezone.now()
        api_key.save(update_fields=["revoke_time"])
    return api_key


# --- engines ------------------------------------------------------------------------------------


@transaction.atomic
def engine_create(*, project: Project, location: str, collection: str, engine_id: str, values: dict[str, Any]) -> Engine:
    engine = Engine(project=project, location=location, collection=collection, engine_id=engine_id)
    for path, value in values.items():
        setattr(engine, ENGINE_FIELDS[path], value)
    try:
        with transaction.atomic():
            engine.save()
    except IntegrityError:
        raise already_exists(engine.name) from None
    return engine


@transaction.atomic
def engine_update(*, engine: Engine, values: dict[str, Any], paths: Iterable[str]) -> Engine:
    changed = []
    for path in paths:
        field = ENGINE_FIELDS[path]
        default = Engine._meta.get_field(field).get_default()
        setattr(engine, field, values.get(path, default))
        changed.append(field)
    engine.update_time = timezone.now()
    engine.save(update_fields=changed + ["update_time"])
    policy_fields = {f for p, f in ENGINE_FIELDS.items() if p.startswith("policyConfig.")}
    if policy_fields & set(changed):
        engine_policy_changed.send(sender=Engine, engine=engine)
    return engine


@transaction.atomic
@transaction.atomic
def engine_delete(*, engine: Engine, force: bool = False) -> None:
    """Delete an engine. One that still has sessions is only deleted with ``force`` (AIP-135): its
    sessions, turns and answers go with it; without it the call is FAILED_PRECONDITION."""
    if not force and engine.sessions.exists():
        raise ApiError(
            400,
            f"Engine '{engine.name}' has sessions; delete them first or pass force=true to delete them with it.",
            status="FAILED_PRECONDITION",
            reason="RESOURCE_HAS_CHILDREN",
            metadata={"name": engine.name},
        )
    engine.delete()


# --- sessions -----------------------------------------------------------------------------------


def _set_labels(session: Session, labels: list[str]) -> None:
    SessionLabel.objects.filter(session=session).delete()
    SessionLabel.objects.bulk_create([SessionLabel(session=session, value=v, position=i) for i, v in enumerate(labels)])


@transaction.atomic
def session_create(*, engine: Engine, session_id: str | None, values: dict[str, Any]) -> Session:
    labels = values.pop("labels", [])
    now = timezone.now()
    session = Session(engine=engine, session_id=session_id or new_numeric_id(), create_time=now, update_time=now, **values)
    if session.start_time is None:
        session.start_time = now
    try:
        with transaction.atomic():
            session.save()
    except IntegrityError:
        raise already_exists(session.name) from None
    _set_labels(session, labels)
    return session


@transaction.atomic
def session_update(*, session: Session, values: dict[str, Any], paths: Iterable[str]) -> Session:
    from .protojson import SESSION_FIELDS

    changed = []
    for path in paths:
        field = SESSION_FIELDS[path]
        if field == "labels":
            _set_labels(session, values.get("labels", []))
            continue
        default = Session._meta.get_field(field).get_default()
        setattr(session, field, values.get(field, default))
        changed.append(field)
    session.update_time = timezone.now()
    session.save(update_fields=changed + ["update_time"])
    return session


@transaction.atomic
def session_delete(*, session: Session) -> None:
    session.delete()  # turns, answers and everything below them cascade


# --- answers ------------------------------------------------------------------------------------


def _write_replies(answer: AssistAnswer, replies: list) -> None:
    now = timezone.now()
    rows = []
    for i, r in enumerate(replies):
        fields = dict(r.fields)
        if not fields.get("reply_id"):
            fields["reply_id"] = f"{i}"
        if fields.get("create_time") is None:
            fields["create_time"] = now
        rows.append(Reply(answer=answer, position=i, **fields))
    Reply.objects.bulk_create(rows)
    citations, visual, refs, entries = [], [], [], []
    for row, r in zip(rows, replies):
        citations += [Citation(reply=row, position=j, **c) for j, c in enumerate(r.citations)]
        visual += [VisualSegment(reply=row, position=j, **v) for j, v in enumerate(r.visual_segments)]
        refs += [Reference(reply=row, position=j, **x) for j, x in enumerate(r.references)]
        entries += [SearchEntryPoint(reply=row, position=j, **e) for j, e in enumerate(r.search_entry_points)]
    for model, objs in ((Citation, citations), (VisualSegment, visual), (Reference, refs), (SearchEntryPoint, entries)):
        if objs:
            model.objects.bulk_create(objs)


def _fingerprint(payload: Any) -> str:
    return hashlib.sha256(json.dumps(payload, sort_keys=True, separators=(",", ":"), default=str).encode()).hexdigest()


def _next_turn_position(session: Session) -> int:
    last = Turn.objects.filter(session=session).aggregate(m=Max("position"))["m"]
    return 0 if last is None else last + 1


def _append_turn(session: Session, query: QueryInput, answer_input: AnswerInput, *, request_id: str, fingerprint: str) -> AssistAnswer:
    now = timezone.now()
    answer = AssistAnswer.objects.create(
        session=session,
        answer_id=new_numeric_id(),
        request_id=request_id,
        request_fingerprint=fingerprint,
        create_time=now,
        update_time=now,
        **answer_input.fields,
    )
    _write_replies(answer, answer_input.replies)
    position = _next_turn_position(session)
    if position >= limits.MAX_TURNS_PER_SESSION:
        raise invalid_argument("session", f"a session holds at most {limits.MAX_TURNS_PER_SESSION} turns")
    Turn.objects.create(
        session=session,
        position=position,
        query_id=query.query_id or new_numeric_id(),
        query_text=query.text,
        answer=answer,
    )
    return answer


def answer_create(*, session: Session, query: QueryInput, answer_input: AnswerInput, request_id: str = "", payload: Any = None) -> tuple[AssistAnswer, bool]:
    """Record one turn (query + AssistAnswer). Returns ``(answer, created)``.

    With a ``request_id``, a retried create returns the answer the first one stored; reusing the id
    for a different request is ALREADY_EXISTS.
    """
    fingerprint = _fingerprint(payload) if request_id else ""
    if request_id:
        existing = AssistAnswer.objects.filter(session=session, request_id=request_id).first()
        if existing is not None:
            return _same_request(existing, fingerprint), False
    try:
        with transaction.atomic():
            # serialise turns of one session (row lock on PostgreSQL; SQLite serialises writers anyway)
            Session.objects.select_for_update().filter(pk=session.pk).first()
            answer = _append_turn(session, query, answer_input, request_id=request_id, fingerprint=fingerprint)
            Session.objects.filter(pk=session.pk).update(update_time=timezone.now())
            answers_stored.send(sender=AssistAnswer, answer_ids=[answer.pk], reason="created")
    except IntegrityError:
        if not request_id:
            raise
        existing = AssistAnswer.objects.filter(session=session, request_id=request_id).first()
        if existing is None:
            raise
        return _same_request(existing, fingerprint), False
    return answer, True


def _same_request(existing: AssistAnswer, fingerprint: str) -> AssistAnswer:
    if existing.request_fingerprint and existing.request_fingerprint != fingerprint:
        raise ApiError(
            409,
            "requestId was already used for a different request.",
            status="ALREADY_EXISTS",
            reason="REQUEST_ID_REUSED",
            field_violations=[("requestId", "was already used for a different request")],
        )
    return existing


# --- import -------------------------------------------------------------------------------------


def parse_conversation(obj: Any) -> tuple[str | None, dict[str, Any], list[tuple[QueryInput, AnswerInput]]]:
    """Read one JSON Lines conversation: a Session object whose ``turns[]`` carry ``query`` and
    ``detailedAssistAnswer`` (the shape ``GET ...sessions/{s}?includeAnswerDetails=true`` returns)."""
    r = Reader(obj)
    session_id = r.string("sessionId") or None
    if session_id is not None and not ID_RE.match(session_id):
        r.error("sessionId", ID_RULE)
    values = parse_session_fields(r)
    turns = []
    for t in r.children("turns", max_items=limits.MAX_TURNS_PER_SESSION):
        t.known("answer")  # the answer's resource name: output only
        query = parse_query(t.child("query"))
        a = t.child("detailedAssistAnswer") or t.child("assistAnswer")
        answer = parse_assist_answer(a) if a is not None else None
        turns.append((query, answer))
    r.raise_if_invalid()
    return session_id, values, turns


@transaction.atomic
def conversation_import(*, engine: Engine, obj: Any) -> Session:
    """Store one whole conversation, or nothing of it."""
    session_id, values, turns = parse_conversation(obj)
    session = session_create(engine=engine, session_id=session_id, values=values)
    ids = []
    for query, answer_input in turns:
        if answer_input is None:
            position = _next_turn_position(session)
            Turn.objects.create(session=session, position=position, query_id=query.query_id or new_numeric_id(), query_text=query.text)
            continue
        ids.append(_append_turn(session, query, answer_input, request_id="", fingerprint="").pk)
    if ids:
        answers_stored.send(sender=AssistAnswer, answer_ids=ids, reason="imported")
    return session


def import_lines(
    *,
    engine: Engine,
    lines: Iterable[tuple[int, str]],
    on_progress: Callable[[int, int, int, list[dict]], None] | None = None,
    claim_line: Callable[[int], bool] | None = None,
    errors: list[dict] | None = None,
    ok: int = 0,
    failed: int = 0,
    max_error_samples: int = 100,
) -> tuple[int, int, list[dict]]:
    """Import ``(line_number, text)`` pairs; each conversation is its own transaction.

    ``on_progress(line_number, ok, failed, errors)`` runs inside the transaction that stored a line, so a
    checkpoint it writes commits together with that conversation (an interrupted import resumes exactly).
    ``claim_line(line_number)`` runs first in that transaction; returning False stops the import.
    Returns ``(success_count, failure_count, error_samples)``; each error sample is a google.rpc.Status
    whose message starts with ``line N:`` and whose field violations name the field.
    """
    errors = [] if errors is None else errors

    def record_failure(exc: ApiError, line_no: int) -> bool:
        nonlocal failed
        with transaction.atomic():
            if claim_line is not None and not claim_line(line_no):
                return False
            failed += 1
            if len(errors) < max_error_samples:
                status = exc.to_operation_status()
                status["message"] = f"line {line_no}: {status['message']}"
                status["details"][0]["metadata"]["lineNumber"] = str(line_no)
                errors.append(status)
            if on_progress is not None:
                on_progress(line_no, ok, failed, errors)
        return True

    for line_no, text in lines:
        if not text.strip():
            continue
        try:
            with transaction.atomic():
                if claim_line is not None and not claim_line(line_no):
                    break  # another runner has taken over this import
                obj = json_loads(text, whole="line")
                conversation_import(engine=engine, obj=obj)
                if on_progress is not None:
                    on_progress(line_no, ok + 1, failed, errors)
            ok += 1
        except ApiError as exc:
            if not record_failure(exc, line_no):
                break
        except (DataError, IntegrityError) as exc:
            # the database refused this line's data (a value no check above caught): this line fails, the
            # import goes on; a database outage (OperationalError) still propagates and the task retries
            log.warning("import line %s refused by the database: %s", line_no, exc)
            first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
            if not record_failure(
                ApiError(400, f"the database refused this conversation: {first}", reason="INVALID_ARGUMENT", field_violations=[("line", first)]), line_no
            ):
                break
    return ok, failed, errors


# --- operations ---------------------------------------------------------------------------------


@transaction.atomic
def operation_create(*, project: Project, parent: str, kind: str, payload: str = "", params: dict | None = None, metadata: dict | None = None) -> Operation:
    name = f"{parent}/operations/{kind}-{uuid.uuid4().hex}"
    now = timezone.now()
    return Operation.objects.create(
        project=project, name=name, kind=kind, payload=payload, params=params or {}, metadata=metadata or {}, create_time=now, update_time=now
    )


IMPORT_METADATA_TYPE = "type.googleapis.com/google.cloud.discoveryengine.v1.ImportSessionsMetadata"
IMPORT_RESPONSE_TYPE = "type.googleapis.com/google.cloud.discoveryengine.v1.ImportSessionsResponse"


def jsonl_lines(payload: str) -> list[tuple[int, str]]:
    """``(line number, text)`` of a JSON Lines text: lines end at ``\n`` only (a JSON string may hold
    U+2028 or a form feed, which ``str.splitlines`` would cut at); a trailing ``\r`` is dropped."""
    return [(i, line[:-1] if line.endswith("\r") else line) for i, line in enumerate(payload.split("\n"), start=1)]


def import_operation_start(*, engine: Engine, payload: str) -> Operation:
    # PostgreSQL text cannot hold U+0000: a raw NUL (never valid JSON) is kept as the escape \u0000, so
    # the payload is stored and the line that holds it fails alone ("must not contain U+0000")
    payload = payload.replace("\x00", "\\u0000")
    lines = sum(1 for _, text in jsonl_lines(payload) if text.strip())
    now = timezone.now()
    from apiwire.protojson import format_timestamp

    return operation_create(
        project=engine.project,
        parent=engine.name,
        kind="import-sessions",
        payload=payload,
        params={"engine": engine.pk, "lastLine": 0},
        metadata={
            "@type": IMPORT_METADATA_TYPE,
            "createTime": format_timestamp(now),
            "updateTime": format_timestamp(now),
            "successCount": "0",
            "failureCount": "0",
            "totalCount": str(lines),
        },
    )


def import_operation_run(*, operation_id: int) -> Operation:
    """Process (or resume) an import operation; safe to run twice (progress commits with each line)."""
    from apiwire.protojson import format_timestamp

    op = Operation.objects.get(pk=operation_id)
    if op.done:
        return op
    engine = Engine.objects.select_related("project").get(pk=op.params["engine"])
    last = int(op.params.get("lastLine", 0))
    meta = dict(op.metadata)
    ok, failed = int(meta.get("successCount", 0)), int(meta.get("failureCount", 0))
    errors = list((op.params.get("errorSamples") or []))

    def checkpoint(line_no: int, n_ok: int, n_failed: int, errs: list[dict]) -> None:
        meta.update(successCount=str(n_ok), failureCount=str(n_failed), updateTime=format_timestamp(timezone.now()))
        params = dict(op.params, lastLine=line_no, errorSamples=errs)
        Operation.objects.filter(pk=op.pk).update(metadata=meta, params=params, update_time=timezone.now())
        op.params = params

    superseded = False

    def claim(line_no: int) -> bool:
        # the row lock serialises concurrent runners (a redelivered task beside a resumed one): the one
        # that finds the checkpoint already at or past this line stops instead of importing it twice
        nonlocal superseded
        row = Operation.objects.select_for_update().only("params", "done").get(pk=op.pk)
        superseded = row.done or int(row.params.get("lastLine", 0)) >= line_no
        return not superseded

    lines = ((i, text) for i, text in jsonl_lines(op.payload) if i > last)
    ok, failed, errors = import_lines(engine=engine, lines=lines, on_progress=checkpoint, claim_line=claim, errors=errors, ok=ok, failed=failed)
    if superseded:
        return Operation.objects.get(pk=op.pk)  # the runner that is ahead finishes the operation
    with transaction.atomic():
        op = Operation.objects.select_for_update().get(pk=op.pk)
        if op.done:
            return op
        meta.update(successCount=str(ok), failureCount=str(failed), updateTime=format_timestamp(timezone.now()))
        op.metadata = meta
        op.response = {"@type": IMPORT_RESPONSE_TYPE, "errorSamples": errors}
        op.done = True
        op.payload = ""  # the upload is not kept once processed
        op.update_time = timezone.now()
        op.save()
    return op


# --- review -------------------------------------------------------------------------------------


@transaction.atomic
def answer_review(*, answer: AssistAnswer, status: str, reviewer: str, note: str | None = None) -> bool:
    """Record a reviewer's verdict on an answer and keep the change in its history.

    ``note=None`` keeps the current note. Locks the answer row so two reviewers saving at once both
    land in the history in order. Returns False (and writes nothing) when nothing changes.
    """
    if status not in AssistAnswer.ReviewStatus.values:
        raise ValueError(f"unknown review status {status!r}")
    current = AssistAnswer.objects.select_for_update().only("review_status", "review_note").get(pk=answer.pk)
    new_note = current.review_note if note is None else note
    if current.review_status == status and current.review_note == new_note:
        return False
    now = timezone.now()
    ReviewEvent.objects.create(
        answer_id=answer.pk,
        reviewer=reviewer,
        from_status=current.review_status,
        to_status=status,
        note=new_note if new_note != current.review_note else "",
        time=now,
    )
    AssistAnswer.objects.filter(pk=answer.pk).update(review_status=status, review_note=new_note, reviewed_by=reviewer, review_time=now)
    answer.review_status, answer.review_note, answer.reviewed_by, answer.review_time = status, new_note, reviewer, now
    return True


@transaction.atomic
def import_operation_fail(*, operation_id: int, message: str) -> Operation:
    """Finish an import Operation with an INTERNAL error (what was imported before stays)."""
    op = Operation.objects.select_for_update().get(pk=operation_id)
    if not op.done:
        op.done = True
        op.error = ApiError(500, message, reason="IMPORT_FAILED").to_operation_status()
        op.payload = ""
        op.update_time = timezone.now()
        op.save()
    return op
