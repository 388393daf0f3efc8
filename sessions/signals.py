"""Hook points other apps subscribe to (kept here so services stay free of grounding imports).

``answer_stored`` is sent inside the transaction that created or changed an AssistAnswer; receivers
that enqueue background work must do so with ``transaction.on_commit``.
"""

import django.dispatch

#: sent with ``answer_ids`` (list[int]) and ``reason`` ("created" | "updated" | "imported")
answers_stored = django.dispatch.Signal()

#: sent with ``engine`` inside the transaction that changed an engine's policy configuration
engine_policy_changed = django.dispatch.Signal()
