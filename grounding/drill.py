"""Fault drill of background grounding: store answers while the workers and the broker are killed.

    python -m grounding.drill --answers 500                          # Redis, one worker
    python -m grounding.drill --answers 500 --broker rabbitmq --workers 2
    python -m grounding.drill --answers 40 --short                   # the CI form
    python -m grounding.drill --answers 500 --no-faults              # the baseline: same load, no faults

Uses the configured database (``DATABASE_URL``) and the configured model; starts **its own** broker
(``--broker redis``: a ``redis-server`` on a free port without persistence; ``--broker rabbitmq``: a
private RabbitMQ node on free ports with its own data folder, whose queues are quorum queues) and its
own workers (``--workers``, each one a "host": its own node name and var folder; ``--concurrency`` pool
processes each), on a queue of its own, under a throwaway engine. It stores the answers at a steady
pace (``--rate``) through the normal service (published on commit) and meanwhile, on a thread of its
own, at three random moments of the storing phase (seeded: ``--seed``, printed, so a run can be
repeated), in a random order:

* SIGKILLs one pool process of the first worker (the process running a batch dies);
* SIGKILLs that worker's parent process (its pool dies with it) and starts a new worker, as systemd would;
* SIGKILLs the broker and starts it again (Redis loses everything queued; RabbitMQ keeps what it
  confirmed).

Then it waits until every job has finished (or ``--timeout``) and prints: **lost** (answers not grounded:
FAILED or without a result), **duplicated** (answers with more than one successful run or more than one
set of segments), **stuck** (jobs still unfinished at the end), commit-to-grounded p50 / p95 (from the
commit of each answer to its job's ``finish_time``), and a profile of where the time went: the wait
for a first claim (queueing: throughput) vs the run time of a batch, the answers that lost an attempt to
a kill and their p95 vs the others', and the grounding rate achieved. Exit status 1 when lost,
duplicated or stuck is not 0 or p95 exceeds ``--p95-limit``.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from pathlib import Path

from .benchmark_workers import _load, _setup_django, start_worker, store_answer


def start_redis(port: int, tmp: Path, timeout: float = 10) -> subprocess.Popen:
    """Start a ``redis-server`` without persistence on ``port`` and wait until it answers PING (the
    drill's broker, and the test suite's restartable one)."""
    proc = subprocess.Popen(
        ["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--daemonize", "no", "--dir", str(tmp)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
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

    name = "redis"

    def __init__(self, tmp: Path):
        if not shutil.which("redis-server"):
            raise SystemExit("the drill needs redis-server on PATH")
        self.port = _free_port()
        self.tmp = tmp
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self.proc: subprocess.Popen | None = None

    def start(self) -> None:
        self.proc = start_redis(self.port, self.tmp, timeout=15)

    def kill(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(timeout=10)


RABBITMQ_SERVER = "/usr/lib/rabbitmq/bin/rabbitmq-server"  # Debian's; the /usr/sbin wrapper switches user


def rabbitmq_server_command() -> str | None:
    """The ``rabbitmq-server`` script that starts a node as the calling user (Debian installs a wrapper
    in /usr/sbin that changes to the rabbitmq user; the real script is under /usr/lib/rabbitmq/bin)."""
    if os.access(RABBITMQ_SERVER, os.X_OK):
        return RABBITMQ_SERVER
    return shutil.which("rabbitmq-server")


class OwnRabbitMQ:
    """A private RabbitMQ node: its own node name, AMQP and distribution ports (free ones), config file
    and data folder under ``tmp``, so it never touches the machine's RabbitMQ (or anybody else's queues).
    ``kill`` SIGKILLs the node (the Erlang VM and its helpers, like a crashed host); ``start`` starts
    it again on the same data folder: quorum queues keep every confirmed message across the crash."""

    name = "rabbitmq"

    def __init__(self, tmp: Path):
        self.cmd = rabbitmq_server_command()
        if not self.cmd:
            raise SystemExit("the drill with --broker rabbitmq needs rabbitmq-server (Debian: apt-get install rabbitmq-server)")
        self.port, self.dist_port = _free_port(), _free_port()
        self.node = f"drill-{uuid.uuid4().hex[:8]}@localhost"
        self.dir = tmp / "rabbitmq"
        self.dir.mkdir(parents=True, exist_ok=True)
        (self.dir / "rabbitmq.conf").write_text(
            f"listeners.tcp.1 = 127.0.0.1:{self.port}\nloopback_users = none\nlog.file.level = warning\nlog.console = false\n"
        )
        (self.dir / "rabbitmq-env.conf").write_text("")  # not /etc/rabbitmq's (it names the system node)
        (self.dir / "enabled_plugins").write_text("[].\n")
        self.url = f"amqp://guest:guest@127.0.0.1:{self.port}//"
        self.proc: subprocess.Popen | None = None

    def _env(self) -> dict:
        return {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin:/usr/sbin:/sbin"),
            "HOME": str(self.dir),  # its own Erlang cookie
            "LANG": "C.UTF-8",
            "RABBITMQ_NODENAME": self.node,
            "RABBITMQ_NODE_IP_ADDRESS": "127.0.0.1",
            "RABBITMQ_NODE_PORT": str(self.port),
            "RABBITMQ_DIST_PORT": str(self.dist_port),
            "RABBITMQ_CONFIG_FILE": str(self.dir / "rabbitmq.conf"),
            "RABBITMQ_CONF_ENV_FILE": str(self.dir / "rabbitmq-env.conf"),
            "RABBITMQ_ENABLED_PLUGINS_FILE": str(self.dir / "enabled_plugins"),
            "RABBITMQ_MNESIA_BASE": str(self.dir / "mnesia"),
            "RABBITMQ_LOG_BASE": str(self.dir / "log"),
            "ERL_EPMD_ADDRESS": "127.0.0.1",
        }

    def start(self, timeout: float = 120) -> None:
        log = open(self.dir / "server.log", "ab")
        self.proc = subprocess.Popen([self.cmd], cwd=self.dir, env=self._env(), stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        log.close()
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"rabbitmq-server exited:\n{(self.dir / 'server.log').read_text(errors='replace')[-3000:]}")
            if self._amqp_ok():
                return
            time.sleep(0.3)
        self.kill()
        raise RuntimeError(f"RabbitMQ did not start on port {self.port}")

    def _amqp_ok(self) -> bool:
        try:
            from kombu import Connection

            with Connection(self.url, connect_timeout=1) as c:
                c.ensure_connection(max_retries=1)
                _ = c.default_channel  # the node accepts AMQP sessions (the port opens a little earlier)
            return True
        except Exception:
            return False

    def kill(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            try:
                os.killpg(self.proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            self.proc.wait(timeout=10)


BROKERS = {"redis": OwnRedis, "rabbitmq": OwnRabbitMQ}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    k = max(0, min(len(ordered) - 1, int(round(q * (len(ordered) - 1)))))
    return ordered[k]


FAULTS = ("kill-child", "kill-parent", "restart-broker")


def plan_faults(rng, answers: int) -> list[tuple[float, str]]:
    """The moments of the three faults: each one at a random point of the storing phase (as a fraction
    of the answers stored, between 5 % and 95 %, with a random sub-answer offset), in a random order."""
    kinds = list(FAULTS)
    rng.shuffle(kinds)
    moments = sorted(rng.uniform(0.05, 0.95) * answers for _ in kinds)
    return list(zip(moments, kinds))


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--answers", type=int, default=500)
    ap.add_argument(
        "--broker",
        choices=sorted(BROKERS),
        default="redis",
        help="the broker the drill starts (and restarts) itself: redis (no persistence: a restart loses "
        "what was queued) or rabbitmq (a private node; quorum queues keep what was confirmed)",
    )
    ap.add_argument("--rate", type=float, default=10.0, help="answers stored per second (default 10)")
    ap.add_argument("--concurrency", type=int, default=2, help="pool processes of each worker (default 2)")
    ap.add_argument(
        "--workers",
        type=int,
        default=1,
        help="worker processes at the start, each as its own host: its own node name (-n) and var folder "
        "(default 1); the faults hit the first one, the others keep going",
    )
    ap.add_argument("--seed", type=int, default=None, help="seed of the fault moments and of the answers (default: a random one, printed)")
    ap.add_argument("--no-faults", action="store_true", help="no kills and no broker restart (the baseline)")
    ap.add_argument("--timeout", type=float, default=900, help="seconds to wait for the last job after the last answer")
    ap.add_argument("--p95-limit", type=float, default=20.0, help="exit 1 when commit-to-grounded p95 exceeds this (s)")
    ap.add_argument("--short", action="store_true", help="the CI form: same faults, fewer answers (40 unless --answers)")
    ap.add_argument("--json", default="", help="also write the figures to this file")
    ap.add_argument("--keep", action="store_true", help="keep the drill's engine, answers and worker logs")
    args = ap.parse_args(argv)
    if args.short and "--answers" not in (argv if argv is not None else sys.argv):
        args.answers = 40
    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "big")
    import random

    rng = random.Random(seed)

    tmp = Path(tempfile.mkdtemp(prefix="assistsvc-drill-"))
    broker = BROKERS[args.broker](tmp)
    t0 = time.monotonic()
    broker.start()
    broker_start_s = time.monotonic() - t0
    queue = f"drill-{uuid.uuid4().hex[:8]}"
    # before Django reads its settings: this process publishes to the drill's broker and queue too
    os.environ["CELERY_BROKER_URL"] = broker.url
    os.environ["GROUNDING_QUEUE"] = queue
    os.environ.pop("POLICY_QUEUE", None)
    _setup_django()
    from django.conf import settings

    from assistsvc.celery import app
    from sessions import services as ss
    from grounding.models import GroundingAttempt, GroundingJob
    from sessions.models import Segment

    assert app.conf.broker_url == broker.url, "Django was set up before the drill chose its broker"
    env_extra = {"CELERY_BROKER_URL": broker.url, "GROUNDING_QUEUE": queue}
    settings.GROUNDING_ON_COMMIT = True

    project = ss.project_get_or_create(project_id="drill")
    engine = ss.engine_create(project=project, location="global", collection="default_collection", engine_id=f"drill-{uuid.uuid4().hex[:8]}", values={})
    session = ss.session_create(engine=engine, session_id=None, values={})
    events: list[str] = []

    def note(text: str) -> None:
        line = f"[{time.strftime('%H:%M:%S')}] {text}"
        events.append(line)
        print(line, flush=True)

    plan = [] if args.no_faults else plan_faults(rng, args.answers)
    note(
        f"seed {seed}; broker {args.broker} on {broker.url.split('@')[-1]} (started in {broker_start_s:.1f} s); "
        "faults: " + (", ".join(f"{k} after answer {m:.2f}" for m, k in plan) or "none")
    )
    workers: list[_Worker] = []
    commit: dict[int, float] = {}
    stopping = threading.Event()
    lock = threading.Lock()
    report: dict = {
        "answers": args.answers,
        "workers": args.workers,
        "concurrency": args.concurrency,
        "broker": args.broker,
        "seed": seed,
        "faults": [{"afterAnswer": round(m, 2), "kind": k} for m, k in plan],
        "cpus": os.cpu_count(),
        "loadBefore": _load(),
    }
    try:
        hosts: list[_Worker] = []  # the current worker of each host (slot 0 takes the faults)
        for k in range(args.workers):
            hosts.append(_Worker(queue, tmp, env_extra, args.concurrency, f"host{k}"))
        workers.extend(hosts)
        for w in hosts:
            w.wait_warm()
        note(
            f"{args.workers} worker(s) up ({', '.join(w.hostname for w in hosts)}; {args.concurrency} processes each; "
            f"the faults hit {hosts[0].hostname}, pid {hosts[0].proc.pid}); storing {args.answers} answers at {args.rate}/s"
        )
        pending = list(plan)
        fault_rng = random.Random(seed ^ 0x5EED)  # which pool process: its own stream, independent of the pace

        def supervise() -> None:
            # what systemd's Restart=always does on a worker host: a worker that exited, however it exited
            # (SIGKILLed by the drill, or ended by Celery itself, which gives up when a pool process dies
            # while the worker starts), is started again
            restarts = 0
            while not stopping.wait(0.5):
                with lock:
                    for k, w in enumerate(hosts):
                        if w.proc.poll() is not None and not stopping.is_set():
                            restarts += 1
                            note(f"worker {w.hostname} exited ({w.proc.returncode}); starting a new one (as systemd would)")
                            hosts[k] = _Worker(queue, tmp, env_extra, args.concurrency, f"host{k}-restart{restarts}")
                            workers.append(hosts[k])

        supervisor = threading.Thread(target=supervise, name="drill-systemd", daemon=True)
        supervisor.start()

        def fault(kind: str) -> None:
            victim = hosts[0]
            if kind == "kill-child":
                kids: list[int] = []
                deadline = time.monotonic() + 120
                while time.monotonic() < deadline:  # a worker that was just killed or restarted: wait for its pool
                    victim = hosts[0]
                    kids = victim.children() if victim.proc.poll() is None else []
                    if kids:
                        break
                    time.sleep(0.2)
                if kids:
                    pid = fault_rng.choice(kids)
                    os.kill(pid, signal.SIGKILL)
                    note(f"SIGKILL pool process {pid} of {victim.hostname}")
                else:
                    note(f"no pool process of {victim.hostname} to kill within 120 s")
            elif kind == "kill-parent":
                with lock:
                    os.kill(victim.proc.pid, signal.SIGKILL)
                    victim.proc.wait(timeout=30)
                    note(f"SIGKILL worker parent {victim.proc.pid} ({victim.hostname}); its pool dies with it")
            else:
                broker.kill()
                note("broker killed" + (" (queued messages lost)" if args.broker == "redis" else " (SIGKILL of the node)"))
                time.sleep(2)
                t = time.monotonic()
                broker.start()
                note(f"broker started again ({time.monotonic() - t:.1f} s)")

        t_start = time.monotonic()

        def run_faults() -> None:
            # on a thread of its own: answers keep coming in (as web requests would) while a worker
            # restarts or the broker is down; each fault at its moment of the planned pace
            for moment, kind in pending:
                delay = t_start + moment / args.rate - time.monotonic()
                if delay > 0:
                    time.sleep(delay)
                try:
                    fault(kind)
                except Exception as exc:  # reported; the drill goes on and counts what it finds
                    note(f"{kind} failed: {exc!r}")

        faults_thread = threading.Thread(target=run_faults, name="drill-faults", daemon=True)
        faults_thread.start()
        t_next = t_start
        for i in range(args.answers):
            answer = store_answer(session, rng, i)
            commit[answer.pk] = time.time()  # answer_create commits before it returns
            t_next += 1.0 / args.rate
            delay = t_next - time.monotonic()
            if delay > 0:
                time.sleep(delay)
        faults_thread.join()
        store_s = time.monotonic() - t_start
        note("all answers stored; waiting for the jobs")
        ids = list(commit)
        deadline = time.monotonic() + args.timeout
        while time.monotonic() < deadline:
            left = GroundingJob.objects.filter(answer_id__in=ids).exclude(status__in=["SUCCEEDED", "FAILED"]).count()
            if left == 0:
                break
            time.sleep(0.5)
        total_s = time.monotonic() - t_start
        jobs = {j.answer_id: j for j in GroundingJob.objects.filter(answer_id__in=ids)}
        stuck = [a for a in ids if a not in jobs or jobs[a].status not in ("SUCCEEDED", "FAILED")]
        lost = [a for a in ids if a in jobs and jobs[a].status == "FAILED"] + [a for a in ids if a not in jobs]
        runs: dict[int, int] = {}
        first_start: dict[int, float] = {}
        run_s: list[float] = []
        hit: set[int] = set()  # answers with a lost attempt (their holder was killed)
        for a, outcome, start, finish in GroundingAttempt.objects.filter(job__answer_id__in=ids).values_list(
            "job__answer_id", "outcome", "start_time", "finish_time"
        ):
            if outcome == GroundingAttempt.Outcome.SUCCEEDED:
                runs[a] = runs.get(a, 0) + 1
                if start:
                    run_s.append(finish.timestamp() - start.timestamp())
            if outcome == GroundingAttempt.Outcome.LOST:
                hit.add(a)
            if start:
                first_start[a] = min(first_start.get(a, float("inf")), start.timestamp())
        from django.db.models import Count

        dup_segments = {
            row["reply__answer_id"]
            for row in Segment.objects.filter(reply__answer_id__in=ids)
            .values("reply__answer_id", "reply_id", "position")
            .annotate(n=Count("id"))
            .filter(n__gt=1)
        }
        duplicated = sorted({a for a, n in runs.items() if n > 1} | dup_segments)
        done = [a for a in ids if a in jobs and jobs[a].status == "SUCCEEDED" and jobs[a].finish_time]
        latency = {a: jobs[a].finish_time.timestamp() - commit[a] for a in done}
        latencies = list(latency.values())
        waits = [first_start[a] - commit[a] for a in done if a in first_start]
        finish_times = sorted(jobs[a].finish_time.timestamp() for a in done)

        def pct(values: list[float], q: float) -> float | None:
            return round(_percentile(values, q), 2) if values else None

        report.update(
            lost=len(lost),
            duplicated=len(duplicated),
            stuck=len(stuck),
            p50Seconds=pct(latencies, 0.5),
            p95Seconds=pct(latencies, 0.95),
            maxSeconds=round(max(latencies), 2) if latencies else None,
            # where the time goes: waiting for a process (queue) vs running; answers a fault hit vs the rest
            profile={
                "firstClaimWaitP50": pct(waits, 0.5),
                "firstClaimWaitP95": pct(waits, 0.95),
                "runSecondsP50": pct(run_s, 0.5),
                "runSecondsP95": pct(run_s, 0.95),
                "answersWithLostAttempt": len(hit),
                "p95OfAnswersWithLostAttempt": pct([latency[a] for a in done if a in hit], 0.95),
                "p95OfOtherAnswers": pct([latency[a] for a in done if a not in hit], 0.95),
                "storeSeconds": round(store_s, 1),
                "totalSeconds": round(total_s, 1),
                "groundedPerSecond": round(len(done) / max(1e-9, finish_times[-1] - min(commit.values())), 2) if finish_times else None,
            },
            events=events,
            load=_load(),
        )
        print(
            f"lost {report['lost']}  duplicated {report['duplicated']}  stuck {report['stuck']}  "
            f"commit-to-grounded p50 {report['p50Seconds']} s  p95 {report['p95Seconds']} s  max {report['maxSeconds']} s  "
            f"(answers {len(ids)}, broker {args.broker}, seed {seed}, load {report['load']})",
            flush=True,
        )
        print("profile: " + json.dumps(report["profile"]), flush=True)
    finally:
        stopping.set()
        with lock:
            for w in workers:
                w.stop()
        broker.kill()
        if not args.keep:
            try:
                ss.engine_delete(engine=engine)
            except Exception:
                pass
        if args.keep:
            print(f"kept: engine {engine.name}, worker logs under {tmp / 'hosts'}", flush=True)
        else:
            shutil.rmtree(tmp, ignore_errors=True)
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=2))
    ok = report.get("lost") == 0 and report.get("duplicated") == 0 and report.get("stuck") == 0 and (report.get("p95Seconds") or 0) <= args.p95_limit
    report["ok"] = ok
    return report


class _Worker:
    """One ``celery worker`` with ``concurrency`` pool processes in its own process group."""

    def __init__(self, queue: str, tmp: Path, env_extra: dict, concurrency: int, tag: str):
        # each worker stands for a host of its own: its own node name and its own var folder (what a host
        # keeps locally: the filesystem cache, pid and log files); the database and the broker are shared
        self.hostname = f"{tag}@{queue}"
        self.var = tmp / "hosts" / tag
        self.var.mkdir(parents=True, exist_ok=True)
        env = dict(os.environ)
        env.update(env_extra)
        env.update(PYTHONUNBUFFERED="1", LOG_LEVEL="INFO", ASSISTSVC_VAR_DIR=str(self.var))
        self.log = self.var / "worker.log"
        self.proc = start_worker(queue=queue, hostname=self.hostname, concurrency=concurrency, env=env, log=self.log)
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
