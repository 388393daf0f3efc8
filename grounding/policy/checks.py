"""The policy checks on a turn: banned phrases plus the local Model-Armor-style screens.

Entry points (plain data in, plain data out, no Django):

* :func:`check_query` - the user's query, violation source ``PROMPT``
* :func:`check_replies` - the assistant's replies, violation source ``SYSTEM``
* :func:`check_attachments` - text extracted from the user's attachments, source ``ATTACHMENT``
* :func:`evaluate_turn` - both, plus non-assist-seeking detection, combined into one verdict

Each screen runs inside its own ``try``: a screen that raises produces a
``modelArmorEnforcementResult.error`` (``google.rpc.Status`` INTERNAL, the message naming the screen and
the exception type, never the text) instead of crashing the task. By default a failed screen does not
block (``PolicyConfig.fail_closed`` changes that).
"""

from __future__ import annotations

import logging
from typing import Callable, Mapping, Sequence

from grounding.policy.banned import matcher_for
from grounding.policy.config import PolicyConfig
from grounding.policy.findings import Finding
from grounding.policy.injection import screen_jailbreak, screen_prompt_injection
from grounding.policy.nonassist import is_non_assist_seeking
from grounding.policy.results import (
    SKIPPED_NON_ASSIST,
    SKIPPED_POLICY,
    SOURCE_ATTACHMENT,
    SOURCE_PROMPT,
    SOURCE_SYSTEM,
    SOURCE_UNSPECIFIED,
    STATE_SKIPPED,
    VERDICT_ALLOW,
    VERDICT_BLOCK,
    PolicyOutcome,
    PolicyResult,
    TurnPolicyResult,
)
from grounding.policy.sensitive import screen_sensitive_data
from grounding.policy.text import normalize
from grounding.policy.urls import url_screen_for

log = logging.getLogger(__name__)

#: A screen takes the NFKC-normalised text and the config and returns what it found.
Screen = Callable[[str, PolicyConfig], list[Finding]]


def _prompt_injection(text: str, config: PolicyConfig) -> list[Finding]:
    return screen_prompt_injection(text)


def _jailbreak(text: str, config: PolicyConfig) -> list[Finding]:
    return screen_jailbreak(text)


def _sensitive_data(text: str, config: PolicyConfig) -> list[Finding]:
    return screen_sensitive_data(text, config.sensitive_data)


def _malicious_urls(text: str, config: PolicyConfig) -> list[Finding]:
    screen = url_screen_for(config.blocked_domains, config.blocked_url_patterns, config.flag_deceptive_urls)
    return screen.screen(text)


#: The Model-Armor-style screens, in reporting order, each with the config switch that enables it.
SCREENS: dict[str, tuple[Callable[[PolicyConfig], bool], Screen]] = {
    "prompt_injection": (lambda c: c.prompt_injection, _prompt_injection),
    "jailbreak": (lambda c: c.jailbreak, _jailbreak),
    "sensitive_data": (lambda c: bool(c.sensitive_data), _sensitive_data),
    "malicious_urls": (
        lambda c: c.malicious_urls and bool(c.blocked_domains or c.blocked_url_patterns or c.flag_deceptive_urls),
        _malicious_urls,
    ),
}


def _check(texts: Sequence[str], config: PolicyConfig, source: str, screens: Mapping[str, Screen] | None) -> PolicyOutcome:
    outcome = PolicyOutcome(source=source, fail_closed=config.fail_closed)
    texts = [t or "" for t in texts]

    if config.banned_phrases:
        matcher = matcher_for(config.banned_phrases)
        found = matcher.find_any(texts)
        if found:
            outcome.results.append(PolicyResult.banned(found))
            for i, t in enumerate(texts):
                for phrase in matcher.find(t):
                    outcome.findings.append((i, Finding("banned_phrase", phrase)))

    if not config.model_armor_enabled:
        return outcome
    normalised = [normalize(t, casefold=False) for t in texts]
    seen: set[str] = set()
    for name, (enabled, default_fn) in SCREENS.items():
        if not enabled(config):
            continue
        fn = (screens or {}).get(name, default_fn)
        try:
            for i, t in enumerate(normalised):
                if not t.strip():
                    continue
                for f in fn(t, config):
                    outcome.findings.append((i, f))
                    if f.violation not in seen:
                        seen.add(f.violation)
                        outcome.results.append(PolicyResult.violation(f.violation))
        except Exception as exc:  # a broken screen must not take the task down
            log.exception("policy screen %s failed", name)
            outcome.results.append(PolicyResult.failure(f"{name} screen failed: {type(exc).__name__}"))
    return outcome


def check_query(text: str | None, config: PolicyConfig, *, screens: Mapping[str, Screen] | None = None) -> PolicyOutcome:
    """Check the user's query (violation source ``PROMPT``)."""
    return _check([text or ""], config, SOURCE_PROMPT, screens)


def check_replies(texts: Sequence[str | None], config: PolicyConfig, *, screens: Mapping[str, Screen] | None = None) -> PolicyOutcome:
    """Check the assistant's replies together (violation source ``SYSTEM``).

    Banned phrases and violations are deduplicated across replies; ``findings`` keeps the reply index.
    """
    return _check(list(texts), config, SOURCE_SYSTEM, screens)


def check_attachments(texts: Sequence[str | None], config: PolicyConfig, *, screens: Mapping[str, Screen] | None = None) -> PolicyOutcome:
    """Check the text of the user's attachments (violation source ``ATTACHMENT``)."""
    return _check(list(texts), config, SOURCE_ATTACHMENT, screens)


def evaluate_turn(
    query: str | None,
    replies: Sequence[str | None],
    config: PolicyConfig | Mapping | None = None,
    *,
    attachments: Sequence[str | None] = (),
    screens: Mapping[str, Screen] | None = None,
) -> TurnPolicyResult:
    """Check a whole turn and decide.

    * The query is checked first: if it violates the policy the verdict is BLOCK with source ``PROMPT``
      and only the query's results are reported. Otherwise the attachments' text (if given; source
      ``ATTACHMENT``), then the replies (source ``SYSTEM``), the first that violates it deciding. (``violationSource`` is a single value, so the first side
      that blocked is reported; both sides' findings are in :meth:`TurnPolicyResult.diagnostics`.)
    * A block adds ``CUSTOMER_POLICY_VIOLATION`` to the skipped reasons; a query that does not seek
      assistance adds ``NON_ASSIST_SEEKING_QUERY_IGNORED`` (an absent or empty query never does).
      Either suggests state ``SKIPPED``.
    * On ALLOW, screen errors (if any) are still reported in ``policy_results`` so they are visible.
    """
    if config is None or isinstance(config, Mapping):
        config = PolicyConfig.from_dict(config)
    q = check_query(query, config, screens=screens)
    a = check_attachments(attachments, config, screens=screens) if attachments else None
    r = check_replies(replies, config, screens=screens)

    for side in (q, a, r):
        if side is not None and side.blocked:
            verdict, source, results = VERDICT_BLOCK, side.source, list(side.results)
            break
    else:
        verdict, source, results = VERDICT_ALLOW, SOURCE_UNSPECIFIED, q.errors + (a.errors if a else []) + r.errors

    non_assist = bool(config.non_assist_detection and query and query.strip() and is_non_assist_seeking(query))
    reasons = []
    if non_assist:
        reasons.append(SKIPPED_NON_ASSIST)
    if verdict == VERDICT_BLOCK:
        reasons.append(SKIPPED_POLICY)
    return TurnPolicyResult(
        verdict=verdict,
        violation_source=source,
        policy_results=results,
        skipped_reasons=reasons,
        state=STATE_SKIPPED if reasons else None,
        query_outcome=q,
        reply_outcome=r,
        attachment_outcome=a,
        non_assist_seeking=non_assist,
    )
