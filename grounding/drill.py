"""Fault drill of background grounding: store answers while the workers and the broker are killed.

    python -m grounding.drill --answers 500            # the full drill
    python -m grounding.drill --answers 40 --short     # the CI form

Uses the configured database (``DATABASE_URL``) and the configured model; starts **its own** Redis
broker (``redis-server`` on a free port, no persistence) and its own worker (``celery worker -c
--concurrency``), under a throwaway engine. It stores the answers at a steady pace through the normal
service (published on commit) and, as they come in:

* at 25 %: SIGKILLs one pool process of the worker (the process running a batch dies);
* at 50 %: SIGKILLs the worker's parent process and starts a new worker, as systemd would;
* at 75 %: kills the broker (everything queued in it is lost) and starts it again.

Then it waits until every job has finished (or ``--timeout``) and prints: **lost** (answers not grounded:
FAILED or without a result), **duplicated** (answers with more than one successful run or more than one
set of segments), **stuck** (jobs still unfinished at the end), and commit-to-grounded p50 / p95 (from the
commit of each answer to its job's ``finish_time``). Exit status 1 when lost, duplicated or stuck is not
0 or p95 exceeds ``--p95-limit``. The worker kill machinery is the benchmark's (``benchmark_workers``).
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

from .benchmark_workers import ROOT, _answer, _load, _setup_django


def start_redis(port: int, tmp: Path, timeout: float = 10) -> subprocess.Popen:
    """Start a ``redis-server`` without persistence on ``port`` and wait until it answers PING (the
    drill's broker, and the test suite's restartable one)."""
    proc = subprocess.Popen(
        ["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
         "--daemonize", "no", "--dir", str(tmp)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"redis-server exited (port {port} taken?)")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2) as s:
                s.sendall(b"PING\r\n")
                if s.recv(16).startswith(b"+PONG"):
                    return proc
        except OSError:
            time.sleep(0.05)
    proc.kill()
    raise RuntimeError(f"redis-server did not start on port {port}")


class OwnRedis:
    """A private ``redis-server`` without persistence, so a restart loses what was queued."""

    def __init__(self, tmp: Path):
        if not shutil.which("redis-server"):
            raise SystemExit("the drill needs redis-server on PATH")
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            self.port = s.getsockname()[1]
        self.tmp = tmp
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self.proc: subprocess.Popen | None = None

    def start(self) -> None:
        self.proc = start_redis(self.port, self.tmp, timeout=15)

    def kill(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(timeout=10)


def _percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    k = max(0, min(len(ordered) - 1, int(round(q * (len(ordered) - 1)))))
    return ordered[k]


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--answers", type=int, default=500)
    ap.add_argument("--rate", type=float, default=10.0, help="answers stored per second (default 10)")
    ap.add_argument("--concurrency", type=int, default=2, help="pool processes of the worker (default 2)")
    ap.add_argument("--workers", type=int, default=1,
                    help="worker processes (hosts) at the start (default 1); the faults hit the first one, the others keep going")
    ap.add_argument("--timeout", type=float, default=900, help="seconds to wait for the last job after the last answer")
    ap.add_argument("--p95-limit", type=float, default=20.0, help="exit 1 when commit-to-grounded p95 exceeds this (s)")
    ap.add_argument("--short", action="store_true", help="the CI form: same faults, fewer answers (40 unless --answers)")
    ap.add_argument("--json", default="", help="also write the figures to this file")
    ap.add_argument("--keep", action="store_true", help="keep the drill's engine and answers")
    args = ap.parse_args(argv)
    if args.short and "--answers" not in (argv if argv is not None else sys.argv):
        args.answers = 40

    tmp = Path(tempfile.mkdtemp(prefix="assistsvc-drill-"))
    broker = OwnRedis(tmp)
    broker.start()
    os.environ["CELERY_BROKER_URL"] = broker.url  # before Django: this process publishes to it too
    _setup_django()
    from django.conf import settings

    from assistsvc.celery import app
    from sessions import services as ss
    from grounding.models import GroundingAttempt, GroundingJob
    from sessions.models import Segment
    from sessions.protojson import parse_assist_answer, parse_query
    from apiwire.protojson import Reader

    app.conf.broker_url = broker.url
    queue = f"drill-{uuid.uuid4().hex[:8]}"
    app.conf.task_routes = {"grounding.tasks.*": {"queue": queue}}
    env_extra = {"CELERY_BROKER_URL": broker.url, "GROUNDING_QUEUE": queue}
    settings.GROUNDING_ON_COMMIT = True

    project = ss.project_get_or_create(project_id="drill")
    engine = ss.engine_create(project=project, location="global", collection="default_collection",
                              engine_id=f"drill-{uuid.uuid4().hex[:8]}", values={})
    import random

    rng = random.Random(11)
    session = ss.session_create(engine=engine, session_id=None, values={})
    events: list[str] = []

    def note(text: str) -> None:
        line = f"[{time.strftime('%H:%M:%S')}] {text}"
        events.append(line)
        print(line, flush=True)

    workers: list[_Worker] = []
    commit: dict[int, float] = {}
    report: dict = {"answers": args.answers, "workers": args.workers, "concurrency": args.concurrency, "broker": "redis (own)",
                    "cpus": os.cpu_count()}
    try:
        for k in range(args.workers):
            workers.append(_Worker(queue, tmp, env_extra, args.concurrency, f"w{k}"))
        for w in workers:
            w.wait_warm()
        victim = workers[0]
        note(f"{args.workers} worker(s) up ({args.concurrency} processes each; the faults hit pid {victim.proc.pid}); "
             f"storing {args.answers} answers at {args.rate}/s")
        faults = {int(args.answers * 0.25): "kill-child", int(args.answers * 0.5): "kill-parent", int(args.answers * 0.75): "restart-broker"}
        t_next = time.monotonic()
        for i in range(args.answers):
            if i in faults:
                kind = faults[i]
                if kind == "kill-child":
                    kids = victim.children()
                    if kids:
                        os.kill(kids[0], signal.SIGKILL)
                        note(f"SIGKILL pool process {kids[0]}")
                elif kind == "kill-parent":
                    os.kill(victim.proc.pid, signal.SIGKILL)
                    note(f"SIGKILL worker parent {victim.proc.pid}; starting a new worker (as systemd would)")
                    victim = _Worker(queue, tmp, env_extra, args.concurrency, "restarted")
                    workers.append(victim)
                else:
                    broker.kill()
                    note("broker killed (queued messages lost)")
                    time.sleep(2)
                    broker.start()
                    note("broker started again")
            query, text, refs = _answer(rng, i)
            r = Reader({"state": "SUCCEEDED", "replies": [{"groundedContent": {"content": {"role": "model", "text": text}, "textGroundingMetadata": {"references": refs}}}]})
            answer_input = parse_assist_answer(r)
            r.raise_if_invalid()
            answer, _ = ss.answer_create(session=session, query=parse_query(Reader({"text": query})), answer_input=answer_input)
            commit[answer.pk] = time.time()  # answer_create commits before it returns
            t_next += 1.0 / args.rate
            delay = t_next - time.monotonic()
            if delay > 0:
                time.sleep(delay)
        note("all answers stored; waiting for the jobs")
        ids = list(commit)
        deadline = time.monotonic() + args.timeout
        while time.monotonic() < deadline:
            left = GroundingJob.objects.filter(answer_id__in=ids).exclude(status__in=["SUCCEEDED", "FAILED"]).count()
            if left == 0:
                break
            time.sleep(0.5)
        jobs = {j.answer_id: j for j in GroundingJob.objects.filter(answer_id__in=ids)}
        stuck = [a for a in ids if a not in jobs or jobs[a].status not in ("SUCCEEDED", "FAILED")]
        lost = [a for a in ids if a in jobs and jobs[a].status == "FAILED"] + [a for a in ids if a not in jobs]
        runs = {}
        for a in GroundingAttempt.objects.filter(job__answer_id__in=ids, outcome=GroundingAttempt.Outcome.SUCCEEDED).values_list("job__answer_id", flat=True):
            runs[a] = runs.get(a, 0) + 1
        from django.db.models import Count

        dup_segments = {
            row["reply__answer_id"]
            for row in Segment.objects.filter(reply__answer_id__in=ids).values("reply__answer_id", "reply_id", "position").annotate(n=Count("id")).filter(n__gt=1)
        }
        duplicated = sorted({a for a, n in runs.items() if n > 1} | dup_segments)
        latencies = [jobs[a].finish_time.timestamp() - commit[a] for a in ids if a in jobs and jobs[a].status == "SUCCEEDED" and jobs[a].finish_time]
        report.update(
            lost=len(lost), duplicated=len(duplicated), stuck=len(stuck),
            p50Seconds=round(_percentile(latencies, 0.5), 2), p95Seconds=round(_percentile(latencies, 0.95), 2),
            maxSeconds=round(max(latencies), 2) if latencies else None, events=events, load=_load(),
        )
        print(
            f"lost {report['lost']}  duplicated {report['duplicated']}  stuck {report['stuck']}  "
            f"commit-to-grounded p50 {report['p50Seconds']} s  p95 {report['p95Seconds']} s  max {report['maxSeconds']} s  "
            f"(answers {len(ids)}, load {report['load']})",
            flush=True,
        )
    finally:
        for w in workers:
            w.stop()
        broker.kill()
        if not args.keep:
            try:
                ss.engine_delete(engine=engine)
            except Exception:
                pass
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=2))
    ok = report.get("lost") == 0 and report.get("duplicated") == 0 and report.get("stuck") == 0 and (report.get("p95Seconds") or 0) <= args.p95_limit
    report["ok"] = ok
    return report


class _Worker:
    """One ``celery worker`` with ``concurrency`` pool processes in its own process group."""

    def __init__(self, queue: str, tmp: Path, env_extra: dict, concurrency: int, tag: str):
        env = dict(os.environ)
        env.update(env_extra)
        env.update(PYTHONUNBUFFERED="1", LOG_LEVEL="INFO")
        self.log = tmp / f"worker-{tag}.log"
        with open(self.log, "wb") as fh:
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "celery", "-A", "assistsvc", "worker", "-Q", queue, "--pool=prefork", "-c", str(concurrency),
                 "-n", f"drill-{tag}-{queue}@%h", "--without-gossip", "--without-mingle", "-l", "INFO"],
                cwd=ROOT, env=env, stdout=fh, stderr=subprocess.STDOUT, start_new_session=True,
            )
        self.concurrency = concurrency

    def wait_warm(self, timeout: float = 600) -> None:
        deadline = time.monotonic() + timeout
        while True:
            text = self.log.read_text(errors="replace") if self.log.exists() else ""
            if text.count("grounding model loaded in worker process") >= self.concurrency and " ready." in text:
                return
            if self.proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"worker did not start:\n{text[-3000:]}")
            time.sleep(0.2)

    def children(self) -> list[int]:
        out = subprocess.run(["pgrep", "-P", str(self.proc.pid)], capture_output=True, text=True).stdout.split()
        return [int(x) for x in out]

    def stop(self) -> None:
        try:
            os.killpg(self.proc.pid, signal.SIGTERM)
            self.proc.wait(timeout=30)
        except (ProcessLookupError, subprocess.TimeoutExpired, PermissionError):
            try:
                os.killpg(self.proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass


if __name__ == "__main__":
    sys.exit(0 if main().get("ok") else 1)
