"""Policy checks for assistant turns (plain Python, importable without Django).

Banned phrases and a local, deterministic Model-Armor-style screen (prompt injection, jailbreaks,
sensitive data, disallowed URLs), plus detection of queries that do not seek assistance. Results map
onto ``AssistAnswer.customerPolicyEnforcementResult``, ``assistSkippedReasons`` and ``state``::

    from grounding.policy import PolicyConfig, evaluate_turn

    config = PolicyConfig.from_dict(engine.policy_config)          # JSON stored on the Engine
    result = evaluate_turn(query_text, [reply.text for reply in replies], config)
    result.verdict                 # "ALLOW" or "BLOCK"
    result.to_proto_json()         # {"verdict": "BLOCK", "policyResults": [...], "violationSource": "PROMPT"}
    result.to_answer_fields()      # {"state": "SKIPPED", "assistSkippedReasons": [...], "customerPolicyEnforcementResult": {...}}
"""

from grounding.policy.banned import BannedPhraseMatcher, find_banned_phrases
from grounding.policy.checks import SCREENS, check_attachments, check_query, check_replies, evaluate_turn
from grounding.policy.config import SENSITIVE_DATA_KINDS, PolicyConfig
from grounding.policy.findings import Finding
from grounding.policy.nonassist import is_non_assist_seeking
from grounding.policy.results import (
    SKIPPED_NON_ASSIST,
    SKIPPED_POLICY,
    SOURCE_ATTACHMENT,
    SOURCE_PROMPT,
    SOURCE_SYSTEM,
    STATE_SKIPPED,
    VERDICT_ALLOW,
    VERDICT_BLOCK,
    PolicyOutcome,
    PolicyResult,
    RpcStatus,
    TurnPolicyResult,
)
from grounding.policy.text import normalize

__all__ = [
    "BannedPhraseMatcher",
    "Finding",
    "PolicyConfig",
    "PolicyOutcome",
    "PolicyResult",
    "RpcStatus",
    "SCREENS",
    "SENSITIVE_DATA_KINDS",
    "SKIPPED_NON_ASSIST",
    "SKIPPED_POLICY",
    "SOURCE_ATTACHMENT",
    "SOURCE_PROMPT",
    "SOURCE_SYSTEM",
    "STATE_SKIPPED",
    "TurnPolicyResult",
    "VERDICT_ALLOW",
    "VERDICT_BLOCK",
    "check_attachments",
    "check_query",
    "check_replies",
    "evaluate_turn",
    "find_banned_phrases",
    "is_non_assist_seeking",
    "normalize",
]
