"""``python manage.py ground_answers``: (re)ground stored AssistAnswers from the shell.

Examples::

    python manage.py ground_answers --engine projects/p/locations/global/collections/default_collection/engines/e
    python manage.py ground_answers --engine ENGINE_NAME --filter 'grounded = false'
    python manage.py ground_answers --all --filter 'engineVersion != "engine-1.0+assistsvc-1"' --no-wait
    python manage.py ground_answers --engine ENGINE_NAME --inline      # no workers: ground here
    python manage.py ground_answers --reconcile                          # one reconciler pass
    python manage.py ground_answers --engine ENGINE_NAME --policy-only   # re-run only the policy checks

By default the answers are marked PENDING and queued for the Celery workers, and a progress bar
follows their jobs until all are done (``--no-wait`` returns at once). ``--inline`` grounds them in
this process, in batches, without a broker.
"""

from __future__ import annotations

import time

from django.core.management.base import BaseCommand, CommandError
from tqdm import tqdm

from apiwire.status import ApiError
from grounding import jobs, policy_checks, queue, reconciler, runner
from grounding import selectors as grounding_selectors
from grounding.models import GroundingJob
from sessions.models import Engine


def _engine_by_name(name: str) -> Engine:
    parts = name.strip("/").split("/")
    if len(parts) != 8 or parts[0] != "projects" or parts[2] != "locations" or parts[4] != "collections" or parts[6] != "engines":
        raise CommandError("--engine takes a name: projects/P/locations/L/collections/C/engines/E")
    engine = Engine.objects.select_related("project").filter(project__project_id=parts[1], location=parts[3], collection=parts[5], engine_id=parts[7]).first()
    if engine is None:
        raise CommandError(f"engine {name} not found")
    return engine


class Command(BaseCommand):
    help = "Ground (again) stored AssistAnswers: queue them for the workers, or ground them here with --inline."

    def add_arguments(self, parser):
        parser.add_argument("--engine", action="append", default=[], help="engine resource name (repeatable)")
        parser.add_argument("--all", action="store_true", help="every engine")
        parser.add_argument("--filter", default="", help='AIP-160 filter, e.g. "grounded = false"')
        parser.add_argument("--inline", action="store_true", help="ground in this process (no broker, no workers)")
        parser.add_argument("--batch-size", type=int, default=0, help="answers per batch (default GROUNDING_BATCH_SIZE)")
        parser.add_argument("--no-wait", action="store_true", help="queue and return without following progress")
        parser.add_argument("--timeout", type=float, default=0, help="stop following progress after this many seconds")
        parser.add_argument("--reconcile", action="store_true", help="run one reconciler pass and exit")
        parser.add_argument("--policy-only", action="store_true", help="only run the policy checks again (after a policy change); no model")

    def handle(self, *args, **o):
        if o["reconcile"]:
            self.stdout.write(str(reconciler.reconcile().as_dict()))
            return
        if not o["engine"] and not o["all"]:
            raise CommandError("name an --engine (repeatable) or pass --all")
        engines = list(Engine.objects.select_related("project").order_by("pk")) if o["all"] else [_engine_by_name(n) for n in o["engine"]]
        ids: list[int] = []
        try:
            for engine in engines:
                ids += list(grounding_selectors.answers_matching(engine=engine, filter=o["filter"]).values_list("pk", flat=True))
        except ApiError as exc:
            raise CommandError(exc.message) from None
        if not ids:
            self.stdout.write("no answers match")
            return
        size = o["batch_size"] or queue.batch_size()
        if o["policy_only"]:
            self._policy(ids, size, o["inline"])
            return
        if o["inline"]:
            self._inline(ids, size)
            return
        jobs.request_grounding(answer_ids=ids)  # PENDING now, published after the commit
        self.stdout.write(f"queued {len(ids)} answers for grounding")
        if not o["no_wait"]:
            self._follow(ids, o["timeout"])

    def _policy(self, ids: list[int], size: int, inline: bool) -> None:
        if not inline:
            sent = queue.publish_policy_checks(answer_ids=ids)
            self.stdout.write(f"queued policy checks of {len(ids)} answers ({sent} messages)")
            return
        totals = {"checked": 0, "skipped": 0, "blocked": 0}
        with tqdm(total=len(ids), unit="answer", desc="policy", file=self.stdout) as bar:
            for k in range(0, len(ids), size):
                out = policy_checks.check_policy_answers(answer_ids=ids[k : k + size])
                for key in totals:
                    totals[key] += out[key]
                bar.update(len(ids[k : k + size]))
                bar.set_postfix(blocked=totals["blocked"])
        self.stdout.write(
            f"policy checked {totals['checked']} answers ({totals['blocked']} blocked), "
            f"{totals['skipped']} skipped (their grounding is pending and checks the policy itself)"
        )

    def _inline(self, ids: list[int], size: int) -> None:
        jobs.mark_pending(answer_ids=ids)
        ok = failed = stale = claims = 0
        with tqdm(total=len(ids), unit="answer", desc="grounding", file=self.stdout) as bar:
            for k in range(0, len(ids), size):
                pending = ids[k : k + size]
                while pending:  # a failed attempt is retried here at once, up to the last attempt
                    res = runner.run_batch(answer_ids=pending, top_up=0)
                    ok += len(res.succeeded)
                    failed += len(res.failed)
                    stale += len(res.stale)
                    claims += res.claims
                    bar.update(len(res.succeeded) + len(res.failed) + len(res.stale) + len(res.not_claimed))
                    bar.set_postfix(claims=claims, failed=failed)
                    pending = [i for group, _ in res.retry for i in group]
        self.stdout.write(f"grounded {ok} answers ({claims} claims), {failed} failed, {stale} changed while running (queued again)")
        if failed:
            raise CommandError(f"{failed} answers failed; see GroundingJob.last_error")

    def _follow(self, ids: list[int], timeout: float) -> None:
        start = time.monotonic()
        done_states = (GroundingJob.Status.SUCCEEDED, GroundingJob.Status.FAILED)
        with tqdm(total=len(ids), unit="answer", desc="grounding", file=self.stdout) as bar:
            while True:
                counts = grounding_selectors.job_counts(answer_ids=ids)
                done = sum(counts.get(s, 0) for s in done_states)
                bar.update(done - bar.n)
                bar.set_postfix(running=counts.get("RUNNING", 0), failed=counts.get("FAILED", 0))
                if done >= len(ids):
                    break
                if timeout and time.monotonic() - start > timeout:
                    self.stdout.write("still running; follow with GET on the jobs or run again with --no-wait")
                    return
                time.sleep(1.0)
        counts = grounding_selectors.job_counts(answer_ids=ids)
        self.stdout.write(f"done: {counts.get('SUCCEEDED', 0)} succeeded, {counts.get('FAILED', 0)} failed")
