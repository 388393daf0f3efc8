"""Receivers connected in :meth:`grounding.apps.GroundingConfig.ready`.

``sessions.signals.answers_stored`` is sent inside the transaction that created, imported or changed
AssistAnswers. The job rows are created/refreshed in that same transaction (so they commit, or roll
back, with the answers) and the task is published only after the commit.
"""

from __future__ import annotations

from django.dispatch import receiver

from sessions.signals import answers_stored, engine_policy_changed

from . import jobs, policy_checks, queue, writer


@receiver(answers_stored, dispatch_uid="grounding.receivers.queue_grounding")
def queue_grounding(sender, answer_ids=(), reason: str = "", **kwargs) -> None:
    ids = jobs.mark_pending(answer_ids=answer_ids)
    if reason not in ("created", "imported"):  # an edit: never show segments of the old text
        writer.clear_stale_segments(answer_ids=ids)
    queue.publish_on_commit(ids)


@receiver(engine_policy_changed, dispatch_uid="grounding.receivers.recheck_policy")
def recheck_policy(sender, engine=None, **kwargs) -> None:
    """An engine's policy changed: re-check its stored answers (policy only, no model) after commit."""
    from django.db import transaction

    ids = policy_checks.mark_policy_stale(engine=engine)  # durable: the reconciler re-sends lost checks
    if ids:
        transaction.on_commit(lambda: queue.publish_policy_checks(answer_ids=ids))
