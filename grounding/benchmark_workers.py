"""Benchmark of background grounding with real Celery workers.

    python -m grounding.benchmark_workers --answers 200            # 1 and 2 worker processes
    python -m grounding.benchmark_workers --answers 500 --workers 1,2,4 --json out.json

Uses the configured database and broker (``DATABASE_URL``, ``REDIS_URL`` / ``CELERY_BROKER_URL``) and
the configured model (``GROUNDING_MODEL``). It stores N synthetic answers (each one text reply of five
sentences with three references) under a throwaway engine, then for each worker count:

1. starts that many ``celery worker -c 1`` processes on a private queue and waits until each has
   loaded the model;
2. marks the N answers PENDING, publishes them (batches of ``--batch-size``) and waits until every job
   is SUCCEEDED; reports answers/s and claims/s (segments written, and the checked ones among them);
3. stops the workers.

While waiting it runs the reconciler every ``GROUNDING_RECONCILE_INTERVAL`` seconds, as Celery beat does in
a deployment (so messages lost by the broker do not stall the run).

Finally it measures commit-to-grounded latency for single answers with one idle, warm worker: an
answer is stored through the normal service (the ``answers_stored`` receiver publishes on commit)
and the clock stops when its job row says SUCCEEDED (``finish_time - commit``). The machine's load
average is printed with the figures, because other processes share the CPUs.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import secrets
import signal
import statistics
import subprocess
import sys
from collections.abc import Sequence
import tempfile
import time
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PEOPLE = ["Ada Moreau", "Kenji Sato", "Lena Fischer", "Omar Haddad", "Priya Nair", "Tomás Ruiz", "Chloé Martin", "Wei Zhang"]
PLACES = ["Lyon", "Osaka", "Leipzig", "Porto", "Tampere", "Valparaíso", "Dunedin", "Brno"]
THINGS = ["observatory", "library", "bridge", "museum", "research station", "concert hall", "railway", "harbour"]


def _answer(rng: random.Random, i: int) -> tuple[str, str, list[dict]]:
    person, place, thing = rng.choice(PEOPLE), rng.choice(PLACES), rng.choice(THINGS)
    year, cost, visitors = rng.randint(1850, 2020), rng.randint(2, 90), rng.randint(10, 900)
    wrong_year = year + rng.choice([-3, 2, 7])
    name = f"the {place} {thing}"
    facts = [
        f"{name.capitalize()} was designed by {person} and opened in {year}. It was built on the old market square.",
        f"Construction of {name} cost {cost} million euros. The city council paid for most of it.",
        f"About {visitors} thousand people visit {name} every year. Guided tours are offered in three languages.",
    ]
    sentences = [
        "Here is what I found.",
        f"{name.capitalize()} was designed by {person}.",
        f"It opened in {year if i % 3 else wrong_year}.",
        f"Building it cost {cost} million euros.",
        f"Around {visitors} thousand people visit it each year, and tours are offered in three languages.",
        f"The {thing} is also famous for its night-time light show.",
    ]
    query = f"Tell me about {name} (#{i})"
    refs = [{"content": f, "documentMetadata": {"title": f"{place} guide {k}", "uri": f"https://example.org/{place.lower()}/{k}"}} for k, f in enumerate(facts)]
    return query, " ".join(sentences), refs


def _setup_django() -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "assistsvc.settings")
    # a local measurement (this benchmark, the drill): without a key of the operator's, a throwaway one,
    # shared with the workers it starts through the environment; nothing it signs outlives the run
    os.environ.setdefault("DJANGO_SECRET_KEY", "bench-" + secrets.token_urlsafe(40))
    import django

    django.setup()


def store_answer(session, rng: random.Random, i: int):
    """Store the ``i``-th synthetic answer (:func:`_answer`) in ``session`` through the sessions services, as the
    REST API does; it is committed when this returns."""
    from apiwire.protojson import Reader
    from sessions import services as ss
    from sessions.protojson import parse_assist_answer, parse_query

    query, text, refs = _answer(rng, i)
    r = Reader(
        {
            "state": "SUCCEEDED",
            "replies": [{"groundedContent": {"content": {"role": "model", "text": text}, "textGroundingMetadata": {"references": refs}}}],
        }
    )
    answer_input = parse_assist_answer(r)
    r.raise_if_invalid()
    answer, _ = ss.answer_create(session=session, query=parse_query(Reader({"text": query})), answer_input=answer_input)
    return answer


def _load() -> str:
    try:
        return " ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "n/a"


def start_worker(*, queue: str, hostname: str, concurrency: int, env: dict[str, str], log: Path, extra_args: Sequence[str] = ()) -> subprocess.Popen:
    """A Celery worker of this project consuming ``queue`` (prefork pool, no gossip or mingle), in a process
    group of its own (so a kill reaches its pool), its output in ``log``; ``extra_args`` go on its command
    line (``-B -s FILE`` for an embedded beat)."""
    with open(log, "wb") as fh:
        return subprocess.Popen(
            [
                sys.executable,
                "-m",
                "celery",
                "-A",
                "assistsvc",
                "worker",
                "-Q",
                queue,
                "--pool=prefork",
                "-c",
                str(concurrency),
                "-n",
                hostname,
                "--without-gossip",
                "--without-mingle",
                "-l",
                "INFO",
                *extra_args,
            ],
            cwd=ROOT,
            env=env,
            stdout=fh,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )


class Workers:
    def __init__(self, n: int, queue: str, tmp: Path, env_extra: dict[str, str]):
        self.procs: list[subprocess.Popen] = []
        self.logs: list[Path] = []
        env = dict(os.environ)
        env.update(env_extra)
        env.update(GROUNDING_QUEUE=queue, PYTHONUNBUFFERED="1", LOG_LEVEL="INFO", DATABASE_CONN_MAX_AGE="60")
        for k in range(n):
            log = tmp / f"worker-{queue}-{k}.log"
            proc = start_worker(queue=queue, hostname=f"bench{k}-{queue}@%h", concurrency=1, env=env, log=log)
            self.procs.append(proc)
            self.logs.append(log)

    def wait_warm(self, timeout: float = 300) -> None:
        deadline = time.monotonic() + timeout
        for proc, log in zip(self.procs, self.logs):
            while True:
                text = log.read_text(errors="replace") if log.exists() else ""
                if "grounding model loaded in worker process" in text and " ready." in text:
                    break
                if proc.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError(f"worker did not start:\n{text[-3000:]}")
                time.sleep(0.2)

    def stop(self) -> None:
        for proc in self.procs:
            if proc.poll() is None:
                os.killpg(proc.pid, signal.SIGTERM)
        for proc in self.procs:
            try:
                proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--answers", type=int, default=100)
    ap.add_argument("--workers", default="1,2", help="comma-separated worker process counts (default 1,2)")
    ap.add_argument("--batch-size", type=int, default=0, help="answers per message (default GROUNDING_BATCH_SIZE)")
    ap.add_argument("--latency-samples", type=int, default=5)
    ap.add_argument("--timeout", type=float, default=1800)
    ap.add_argument("--json", default="", help="also write the figures to this file")
    ap.add_argument("--keep", action="store_true", help="keep the benchmark engine and its answers")
    args = ap.parse_args(argv)

    _setup_django()
    from django.conf import settings
    from django.db import transaction

    from assistsvc.celery import app
    from grounding import jobs, reconciler
    from grounding import queue as grounding_queue
    from grounding import selectors as grounding_selectors
    from sessions import services as ss
    from grounding.models import GroundingJob
    from sessions.models import AssistAnswer, Segment

    queue = f"bench-{uuid.uuid4().hex[:8]}"
    app.conf.task_routes = {"grounding.tasks.*": {"queue": queue}}
    batch = args.batch_size or grounding_queue.batch_size()
    settings.GROUNDING_BATCH_SIZE = batch
    tmp = Path(tempfile.mkdtemp(prefix="assistsvc-bench-"))
    env_extra = {"GROUNDING_BATCH_SIZE": str(batch)}

    project = ss.project_get_or_create(project_id="bench")
    engine = ss.engine_create(project=project, location="global", collection="default_collection", engine_id=f"bench-{uuid.uuid4().hex[:8]}", values={})
    rng = random.Random(7)
    state = {"session": None, "turns": 0}

    def store(i: int) -> AssistAnswer:
        if state["session"] is None or state["turns"] >= 50:  # a few turns per session, as in real use
            state["session"] = ss.session_create(engine=engine, session_id=None, values={})
            state["turns"] = 0
        state["turns"] += 1
        return store_answer(state["session"], rng, i)

    print(f"storing {args.answers} answers under {engine.name} ...", flush=True)
    settings.GROUNDING_ON_COMMIT = False  # stored quietly; each run below publishes them itself
    ids = [store(i).pk for i in range(args.answers)]
    settings.GROUNDING_ON_COMMIT = True

    report: dict = {
        "answers": args.answers,
        "batchSize": batch,
        "model": os.environ.get("GROUNDING_MODEL") or getattr(settings, "GROUNDING_MODEL", ""),
        "cpus": os.cpu_count(),
        "runs": [],
    }
    try:
        for n in [int(x) for x in args.workers.split(",") if x.strip()]:
            w = Workers(n, queue, tmp, env_extra)
            try:
                w.wait_warm()
                load_before = _load()
                with transaction.atomic():
                    jobs.mark_pending(answer_ids=ids)
                t0 = time.perf_counter()
                grounding_queue.publish(answer_ids=ids)
                deadline = time.monotonic() + args.timeout
                next_reconcile = time.monotonic() + reconciler.reconcile_interval()
                while True:
                    if time.monotonic() >= next_reconcile:  # what beat does in a deployment
                        reconciler.reconcile()
                        next_reconcile = time.monotonic() + reconciler.reconcile_interval()
                    counts = grounding_selectors.job_counts(answer_ids=ids)
                    done = counts.get("SUCCEEDED", 0) + counts.get("FAILED", 0)
                    if done >= len(ids):
                        break
                    if time.monotonic() > deadline:
                        raise RuntimeError(f"timed out: {counts}")
                    time.sleep(0.1)
                elapsed = time.perf_counter() - t0
                segs = Segment.objects.filter(reply__answer_id__in=ids)
                claims = segs.count()
                checked = segs.filter(grounding_check_required=True).count()
                run = {
                    "workers": n,
                    "seconds": round(elapsed, 2),
                    "answersPerSecond": round(len(ids) / elapsed, 2),
                    "claimsPerSecond": round(claims / elapsed, 2),
                    "checkedClaimsPerSecond": round(checked / elapsed, 2),
                    "claims": claims,
                    "failed": counts.get("FAILED", 0),
                    "loadBefore": load_before,
                    "loadAfter": _load(),
                }
                report["runs"].append(run)
                print(
                    f"{n} worker(s): {len(ids)} answers in {elapsed:.1f}s = {run['answersPerSecond']} answers/s, "
                    f"{run['claimsPerSecond']} claims/s ({run['checkedClaimsPerSecond']} checked claims/s); "
                    f"load {load_before} -> {run['loadAfter']}",
                    flush=True,
                )
            finally:
                w.stop()

        # commit -> grounded latency, one warm idle worker, the normal on-commit publish
        w = Workers(1, queue, tmp, env_extra)
        try:
            w.wait_warm()
            time.sleep(1.0)
            lat = []
            for i in range(args.latency_samples):
                answer = store(10_000 + i)
                committed = time.time()
                deadline = time.monotonic() + 120
                while True:
                    job = GroundingJob.objects.filter(answer=answer).only("status", "finish_time").first()
                    if job and job.status in ("SUCCEEDED", "FAILED"):
                        break
                    if time.monotonic() > deadline:
                        raise RuntimeError("latency sample timed out")
                    time.sleep(0.01)
                lat.append(max(0.0, job.finish_time.timestamp() - committed))
                time.sleep(0.5)
            report["latency"] = {
                "samples": len(lat),
                "medianMs": round(statistics.median(lat) * 1000, 1),
                "minMs": round(min(lat) * 1000, 1),
                "maxMs": round(max(lat) * 1000, 1),
                "load": _load(),
            }
            print(
                f"commit -> grounded, single answer, 1 warm worker: median {report['latency']['medianMs']} ms "
                f"(min {report['latency']['minMs']}, max {report['latency']['maxMs']}, n={len(lat)}); load {_load()}",
                flush=True,
            )
        finally:
            w.stop()
    finally:
        if not args.keep:
            ss.engine_delete(engine=engine, force=True)
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=2))
    return report


if __name__ == "__main__":
    main()
