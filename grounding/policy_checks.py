"""The engine's policy checks on a stored turn (banned phrases, Model Armor screens, non-assist
queries): evaluated by :mod:`grounding.policy` (plain Python) and written to the answer's policy
fields, ``PolicyResult`` rows and ``diagnosticInfo.policy``.

:func:`write_policy` runs in the grounding writer's transaction (:mod:`grounding.writer`) and, alone,
in :func:`check_policy_answers` after an engine's policy changed (``grounding.tasks.check_policy``).
"""

from __future__ import annotations

import logging
import time
from typing import Any, Sequence

from django.db import transaction
from django.utils import timezone

from apiwire.protojson import format_timestamp
from apiwire.status import rpc_status
from sessions import selectors as session_selectors
from sessions.models import AssistAnswer, Engine, PolicyResult, Reply

from .models import GroundingJob
from .policy import evaluate_turn
from .policy.config import SENSITIVE_DATA_KINDS, PolicyConfig

log = logging.getLogger(__name__)

#: the diagnosticInfo key this module owns (client keys next to it are kept)
DIAG_POLICY = "policy"


def policy_config_for(engine: Engine):
    """Map the engine's stored policy configuration to :class:`grounding.policy.PolicyConfig`."""
    return PolicyConfig(
        banned_phrases=[p for p in (engine.banned_phrases or []) if isinstance(p, str)],
        model_armor_enabled=bool(engine.model_armor_enabled),
        prompt_injection=bool(engine.prompt_injection_check),
        jailbreak=bool(engine.prompt_injection_check),
        sensitive_data=list(SENSITIVE_DATA_KINDS) if engine.sensitive_data_check else [],
        malicious_urls=bool(engine.malicious_url_check),
        blocked_domains=[d for d in (engine.blocked_domains or []) if isinstance(d, str)],
        non_assist_detection=bool(engine.ignore_non_assist_seeking_queries),
    )


def evaluate_policy(*, query: str, replies: Sequence[str], engine: Engine):
    return evaluate_turn(query, list(replies), policy_config_for(engine))


def _policy_rows(answer: AssistAnswer, policy, policy_error) -> tuple[list[PolicyResult], str, str, list[str], str | None, dict]:
    """(rows, verdict, violation source, skipped reasons, suggested state, diagnostics) for a
    :class:`grounding.policy.TurnPolicyResult` (or for an error of the policy code itself)."""
    if policy is None:
        status = rpc_status("INTERNAL", f"policy checks failed: {type(policy_error).__name__}")
        row = PolicyResult(answer=answer, position=0, kind=PolicyResult.Kind.MODEL_ARMOR, error=status)
        return [row], "", "", [], None, {"error": status["message"]}
    rows: list[PolicyResult] = []
    for i, r in enumerate(policy.policy_results or []):
        if r.banned_phrases is not None:
            rows.append(PolicyResult(answer=answer, position=i, kind=PolicyResult.Kind.BANNED_PHRASE, banned_phrases=list(r.banned_phrases)))
        elif r.error is not None:
            rows.append(PolicyResult(answer=answer, position=i, kind=PolicyResult.Kind.MODEL_ARMOR, error=r.error.to_proto_json()))
        else:
            rows.append(
                PolicyResult(answer=answer, position=i, kind=PolicyResult.Kind.MODEL_ARMOR, model_armor_violation=(r.model_armor_violation or "")[:1024])
            )
    try:
        diag = policy.diagnostics()
    except Exception:  # diagnostics are optional
        diag = {}
    diag = {k: ({kk: vv for kk, vv in v.items() if vv not in (None, [], {})} if isinstance(v, dict) else v) for k, v in (diag or {}).items()}
    diag = {k: v for k, v in diag.items() if v not in (None, [], {}, False)}
    return rows, policy.verdict or "", policy.violation_source or "", list(policy.skipped_reasons or []), policy.state, diag


#: the answer fields ``write_policy`` sets (the caller saves them)
POLICY_FIELDS = ["assist_skipped_reasons", "state", "policy_verdict", "policy_violation_source", "diagnostic_info", "policy_stale"]


def write_policy(*, answer: AssistAnswer, query: str, reply_texts: Sequence[str]) -> dict:
    """Evaluate the engine's policy checks on the turn and set the answer's policy fields (in the
    caller's transaction; the caller saves ``answer``): ``PolicyResult`` rows (replaced),
    ``policy_verdict``, ``policy_violation_source``, ``assist_skipped_reasons`` (the client's own
    reasons are kept), ``state`` (SKIPPED on a block; restored when a later check no longer blocks)
    and ``diagnostic_info["policy"]``; clears ``policy_stale``. Returns the new ``diagnostic_info``."""
    t0 = time.perf_counter()
    engine = session_selectors.engine_of_session(answer.session_id)  # the current configuration
    try:
        policy, policy_error = evaluate_policy(query=query, replies=reply_texts, engine=engine), None
    except Exception as exc:  # the policy code itself failed: reported as a modelArmor error
        log.exception("policy checks failed for answer %s", answer.pk)
        policy, policy_error = None, exc
    rows, verdict, source, reasons, suggested_state, policy_diag = _policy_rows(answer, policy, policy_error)
    PolicyResult.objects.filter(answer=answer).delete()
    blocked = verdict == AssistAnswer.Verdict.BLOCK
    # customerPolicyEnforcementResult is filled only when the turn was blocked (or a screen failed,
    # so that the failure is visible), as the seed describes
    show = blocked or bool(rows)
    if show and rows:
        PolicyResult.objects.bulk_create(rows)
    answer.policy_verdict = verdict if show and verdict not in ("", "UNSPECIFIED") else ""
    answer.policy_violation_source = source if blocked and source not in ("", "VIOLATION_SOURCE_UNSPECIFIED") else ""
    diag = dict(answer.diagnostic_info or {})
    prev_policy = diag.get(DIAG_POLICY) if isinstance(diag.get(DIAG_POLICY), dict) else {}
    # skipped reasons and state: undo what an earlier run added, keep what the client sent
    added_before = list(prev_policy.get("addedSkippedReasons", []))
    client_reasons = [r for r in (answer.assist_skipped_reasons or []) if r not in added_before]
    added = [r for r in reasons if r not in client_reasons]
    answer.assist_skipped_reasons = client_reasons + added
    original_state = prev_policy.get("originalState") or answer.state
    new_state = original_state
    if blocked or suggested_state == AssistAnswer.State.SKIPPED:
        new_state = AssistAnswer.State.SKIPPED
    answer.state = new_state
    p: dict[str, Any] = {"verdict": verdict or "ALLOW"}
    if blocked and source:
        p["violationSource"] = source
    if added:
        p["addedSkippedReasons"] = added
    if new_state != original_state:
        p["originalState"] = original_state
    p.update({k: v for k, v in policy_diag.items() if k not in p})
    p["checkTime"] = format_timestamp(timezone.now())
    p["_ms"] = round((time.perf_counter() - t0) * 1000, 2)
    diag[DIAG_POLICY] = p
    answer.diagnostic_info = diag
    answer.policy_stale = False  # evaluated with the configuration current under this transaction
    return diag


# --- policy checks alone (re-check after a policy change, on their own queue) ---------------------


def mark_policy_stale(*, engine: Engine, now=None) -> list[int]:
    """In the transaction that changed ``engine``'s policy: flag its answers for a policy re-check
    (the reconciler re-sends the check of any answer still flagged after ``requeue_after()``)."""
    now = now or timezone.now()
    answers = AssistAnswer.objects.filter(session__engine=engine)
    ids = list(answers.values_list("pk", flat=True))
    if ids:
        answers.update(policy_stale=True, policy_enqueue_time=now)
    return ids


def check_policy_answers(*, answer_ids: Sequence[int]) -> dict[str, int]:
    """Run only the policy checks of answers with the engines' current configuration, each answer in
    its own transaction under its job's row lock. Answers whose grounding is pending or running are
    skipped: that run evaluates the policy at write time with the current configuration anyway."""
    out = {"checked": 0, "skipped": 0, "blocked": 0}
    for answer_id in [int(i) for i in answer_ids]:
        with transaction.atomic():
            job = GroundingJob.objects.select_for_update().filter(answer_id=answer_id).first()
            if job is not None and job.status in (GroundingJob.Status.PENDING, GroundingJob.Status.RUNNING):
                out["skipped"] += 1
                continue
            answer = AssistAnswer.objects.select_for_update().filter(pk=answer_id).first()
            if answer is None:
                out["skipped"] += 1
                continue
            turn = getattr(answer, "turn", None)
            texts = [r.text for r in Reply.objects.filter(answer=answer, content_data=Reply.ContentData.TEXT).order_by("position") if r.text]
            diag = write_policy(answer=answer, query=turn.query_text if turn is not None else "", reply_texts=texts)
            diag[DIAG_POLICY].pop("_ms", None)
            answer.save(update_fields=POLICY_FIELDS)
            out["checked"] += 1
            out["blocked"] += answer.policy_verdict == AssistAnswer.Verdict.BLOCK
    return out
