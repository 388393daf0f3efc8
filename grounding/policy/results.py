"""Plain-data results of the policy checks and their proto3 JSON form (the seed's shapes).

``PolicyEnforcementResult`` is a oneof: exactly one of ``bannedPhraseEnforcementResult``
(``{"bannedPhrases": [...]}``) and ``modelArmorEnforcementResult`` (``{"modelArmorViolation": "..."}`` or
``{"error": google.rpc.Status}``). Fields at their default value are omitted, as proto3 JSON does.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from apiwire.status import rpc_status
from grounding.policy.findings import Finding

VERDICT_ALLOW = "ALLOW"
VERDICT_BLOCK = "BLOCK"
SOURCE_UNSPECIFIED = "VIOLATION_SOURCE_UNSPECIFIED"
SOURCE_PROMPT = "PROMPT"
SOURCE_SYSTEM = "SYSTEM"
SOURCE_ATTACHMENT = "ATTACHMENT"
SKIPPED_NON_ASSIST = "NON_ASSIST_SEEKING_QUERY_IGNORED"
SKIPPED_POLICY = "CUSTOMER_POLICY_VIOLATION"
STATE_SKIPPED = "SKIPPED"


@dataclass(frozen=True)
class RpcStatus:
    code: int = 13
    message: str = ""

    def to_proto_json(self) -> dict[str, Any]:
        return rpc_status(self.code, self.message)


@dataclass(frozen=True)
class PolicyResult:
    """One ``PolicyEnforcementResult``: set exactly one of the three fields."""

    banned_phrases: tuple[str, ...] | None = None
    model_armor_violation: str | None = None
    error: RpcStatus | None = None

    @classmethod
    def banned(cls, phrases) -> "PolicyResult":
        return cls(banned_phrases=tuple(phrases))

    @classmethod
    def violation(cls, name: str) -> "PolicyResult":
        return cls(model_armor_violation=name)

    @classmethod
    def failure(cls, message: str, code: int = 13) -> "PolicyResult":
        return cls(error=RpcStatus(code, message))

    @property
    def is_error(self) -> bool:
        return self.error is not None

    def to_proto_json(self) -> dict[str, Any]:
        if self.banned_phrases is not None:
            inner = {"bannedPhrases": list(self.banned_phrases)} if self.banned_phrases else {}
            return {"bannedPhraseEnforcementResult": inner}
        if self.error is not None:
            return {"modelArmorEnforcementResult": {"error": self.error.to_proto_json()}}
        inner = {"modelArmorViolation": self.model_armor_violation} if self.model_armor_violation else {}
        return {"modelArmorEnforcementResult": inner}


@dataclass
class PolicyOutcome:
    """The checks on one side of a turn (the query, or the replies)."""

    source: str
    results: list[PolicyResult] = field(default_factory=list)
    #: everything the screens found, with ``text_index`` = which text (0 for the query, the reply's
    #: position for replies); for diagnostics and evaluation, never echoes matched text
    findings: list[tuple[int, Finding]] = field(default_factory=list)
    fail_closed: bool = False

    @property
    def violations(self) -> list[PolicyResult]:
        return [r for r in self.results if not r.is_error]

    @property
    def errors(self) -> list[PolicyResult]:
        return [r for r in self.results if r.is_error]

    @property
    def blocked(self) -> bool:
        return bool(self.violations) or (self.fail_closed and bool(self.errors))

    @property
    def labels(self) -> set[str]:
        return {f.label for _, f in self.findings}


@dataclass
class TurnPolicyResult:
    """The verdict for a whole turn (query + replies), ready to store on the AssistAnswer."""

    verdict: str
    violation_source: str = SOURCE_UNSPECIFIED
    policy_results: list[PolicyResult] = field(default_factory=list)
    skipped_reasons: list[str] = field(default_factory=list)
    #: suggested ``AssistAnswer.state``: "SKIPPED" when blocked or ignored, else None (leave as is)
    state: str | None = None
    query_outcome: PolicyOutcome | None = None
    reply_outcome: PolicyOutcome | None = None
    non_assist_seeking: bool = False
    attachment_outcome: PolicyOutcome | None = None

    @property
    def blocked(self) -> bool:
        return self.verdict == VERDICT_BLOCK

    def to_proto_json(self) -> dict[str, Any]:
        """``CustomerPolicyEnforcementResult`` in proto3 JSON (empty/default fields omitted)."""
        out: dict[str, Any] = {}
        if self.verdict and self.verdict != "UNSPECIFIED":
            out["verdict"] = self.verdict
        if self.policy_results:
            out["policyResults"] = [r.to_proto_json() for r in self.policy_results]
        if self.violation_source and self.violation_source != SOURCE_UNSPECIFIED:
            out["violationSource"] = self.violation_source
        return out

    def to_answer_fields(self) -> dict[str, Any]:
        """The AssistAnswer fields this result sets, in proto3 JSON.

        ``customerPolicyEnforcementResult`` is included only when there is something to say (a block,
        or a screen error), matching the seed: the field "is populated only when the assist call was
        skipped due to a policy violation". ``state`` is included only when it should change.
        """
        out: dict[str, Any] = {}
        if self.state:
            out["state"] = self.state
        if self.skipped_reasons:
            out["assistSkippedReasons"] = list(self.skipped_reasons)
        if self.blocked or self.policy_results:
            out["customerPolicyEnforcementResult"] = self.to_proto_json()
        return out

    def diagnostics(self) -> dict[str, Any]:
        """What each side's screens found (labels only), for ``diagnosticInfo``."""

        def side(o: PolicyOutcome | None):
            if o is None:
                return None
            return {
                "findings": [{"textIndex": i, "violation": f.violation} for i, f in o.findings],
                "errors": [r.error.message for r in o.errors],
            }

        out = {"query": side(self.query_outcome), "replies": side(self.reply_outcome), "nonAssistSeeking": self.non_assist_seeking}
        if self.attachment_outcome is not None:
            out["attachments"] = side(self.attachment_outcome)
        return out
