"""Fixtures for background grounding: a throwaway Redis broker and real Celery worker processes.

* ``broker``: a private ``redis-server`` (no persistence) on ``$BG_TEST_REDIS_PORT`` (default 6390);
  the test process and every worker use it, so these tests never touch the shared Redis, and
  ``broker.restart()`` can restart it.
* ``start_worker(**env)``: a real ``celery -A assistsvc worker`` subprocess (prefork) on the test
  database, in its own process group (so a test can SIGKILL the whole worker); stopped at teardown.
* ``shared_worker``: one worker (2 processes) reused by the tests that just need grounding to happen.

The model is the default one (``$GROUNDING_MODEL`` or the project's scorer); when the scorer's artefacts
are not built on this checkout, the documented lexical fallback model (spec ``lexical``) is used and a
warning says so.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import time
import warnings
from pathlib import Path

import pytest

from grounding.benchmark_workers import start_worker as launch_worker

ROOT = Path(__file__).resolve().parents[3]
BROKER_PORT = int(os.environ.get("BG_TEST_REDIS_PORT", "6390"))


def _model_spec() -> str:
    spec = os.environ.get("GROUNDING_MODEL")
    if spec:
        return spec
    try:
        from grounding.engine.backends import load_model

        load_model("assistsvc")
        return "assistsvc"
    except Exception as exc:  # scorer artefacts not built here
        warnings.warn(f"the project's scorer is not available ({exc!r}); background tests use the lexical model")
        return "lexical"


MODEL_SPEC = _model_spec()


@pytest.fixture(autouse=True)
def _model_setting(settings):
    settings.GROUNDING_MODEL = MODEL_SPEC


def _free_port(preferred: int) -> int:
    """``preferred`` if nothing listens there, else a free port the OS picks."""
    with socket.socket() as s:
        try:
            s.bind(("127.0.0.1", preferred))
            return preferred
        except OSError:
            s.bind(("127.0.0.1", 0))
            return s.getsockname()[1]


class Broker:
    def __init__(self, port: int, tmp: Path):
        self.port = port
        self.url = f"redis://127.0.0.1:{port}/0"
        self.tmp = tmp
        self.proc: subprocess.Popen | None = None

    def start(self) -> None:
        if not shutil.which("redis-server"):
            pytest.skip("redis-server is not installed")
        from grounding.drill import start_redis

        self.proc = start_redis(self.port, self.tmp)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(timeout=10)
        self.proc = None

    def restart(self) -> None:
        """Kill Redis (everything queued is lost: no persistence) and start it again."""
        self.stop()
        self.start()


@pytest.fixture(scope="session")
def broker(tmp_path_factory):
    b = Broker(_free_port(BROKER_PORT), tmp_path_factory.mktemp("redis"))
    b.start()
    yield b
    b.stop()


@pytest.fixture(autouse=True)
def _publish_to_private_broker(request):
    """While a test that uses ``broker`` runs, this process publishes to it (and only then)."""
    if "broker" not in request.fixturenames:
        yield
        return
    from assistsvc.celery import app

    b = request.getfixturevalue("broker")
    old = app.conf.broker_url
    app.conf.broker_url = b.url
    _reset_pools(app)
    yield
    app.conf.broker_url = old
    _reset_pools(app)


def _reset_pools(app) -> None:
    """Forget the app's pools so the next publish uses ``broker_url`` again (kombu keeps one pool per
    broker URL; closing them would break whoever uses that URL next)."""
    app._pool = None
    app.amqp._producer_pool = None


class Worker:
    def __init__(self, proc: subprocess.Popen, log: Path):
        self.proc = proc
        self.log = log

    def output(self) -> str:
        return self.log.read_text(errors="replace") if self.log.exists() else ""

    def wait_ready(self, timeout: float = 90) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"worker exited with {self.proc.returncode}:\n{self.output()[-4000:]}")
            if " ready." in self.output():
                return
            time.sleep(0.2)
        raise RuntimeError(f"worker not ready after {timeout}s:\n{self.output()[-4000:]}")

    def children(self) -> list[int]:
        out = subprocess.run(["pgrep", "-P", str(self.proc.pid)], capture_output=True, text=True).stdout.split()
        return [int(x) for x in out]

    def kill(self) -> None:
        """SIGKILL the worker and its pool processes (the whole process group), like a crashed host."""
        if self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait(timeout=10)

    def stop(self) -> None:
        if self.proc.poll() is None:
            try:
                os.killpg(self.proc.pid, signal.SIGTERM)
                self.proc.wait(timeout=15)
            except (subprocess.TimeoutExpired, ProcessLookupError):
                self.kill()


@pytest.fixture(scope="session")
def worker_env(broker, django_db_setup, django_db_blocker):
    from django.db import connection

    s = connection.settings_dict
    db_url = f"postgres://{s['USER'] or 'postgres'}@{s['HOST'] or '127.0.0.1'}:{s['PORT'] or 5432}/{s['NAME']}"
    if "sqlite" in s["ENGINE"]:
        pytest.skip("worker tests need PostgreSQL (DATABASE_URL)")
    env = dict(os.environ)
    env.update(
        DATABASE_URL=db_url,
        DATABASE_CONN_MAX_AGE="0",
        CELERY_BROKER_URL=broker.url,
        REDIS_URL=env.get("REDIS_URL", ""),
        GROUNDING_MODEL=MODEL_SPEC,
        DJANGO_SETTINGS_MODULE="assistsvc.settings",
        PYTHONUNBUFFERED="1",
        LOG_LEVEL="INFO",
    )
    return env


@pytest.fixture(scope="session")
def _workers(tmp_path_factory):
    started: list[Worker] = []
    yield started
    for w in started:
        w.stop()


@pytest.fixture(scope="session")
def start_worker(worker_env, _workers, tmp_path_factory):
    counter = {"n": 0}

    def start(*, concurrency: int = 1, beat: bool = False, wait: bool = True, exclusive: bool = True, **extra_env) -> Worker:
        """Start a worker; with ``exclusive`` (the default) every other live worker is stopped first,
        so the test knows which process takes its jobs."""
        if exclusive:
            for other in _workers:
                other.stop()
        counter["n"] += 1
        d = tmp_path_factory.mktemp(f"worker{counter['n']}")
        env = dict(worker_env)
        env.update({k: str(v) for k, v in extra_env.items()})
        log = d / "worker.log"
        proc = launch_worker(
            queue="grounding,default",
            hostname=f"bgtest{counter['n']}@%h",
            concurrency=concurrency,
            env=env,
            log=log,
            extra_args=["-B", "-s", str(d / "beat-schedule")] if beat else (),
        )
        w = Worker(proc, log)
        _workers.append(w)
        if wait:
            w.wait_ready()
        return w

    return start


@pytest.fixture
def shared_worker(start_worker, _workers):
    """A worker with two processes, for tests that only need answers to get grounded (reused
    between tests while no other test has stopped it)."""
    live = [w for w in _workers if getattr(w, "shared", False) and w.proc.poll() is None]
    if live:
        return live[0]
    w = start_worker(concurrency=2)
    w.shared = True
    return w


def wait_for(predicate, timeout: float, interval: float = 0.25, message: str = "condition", diagnose=None):
    """``predicate()``'s first true value within ``timeout`` seconds; on a timeout the assertion carries what
    ``diagnose()`` returns (a worker's log, a job's state), so that a failure in CI can be read afterwards."""
    deadline = time.monotonic() + timeout
    while True:
        value = predicate()
        if value:
            return value
        if time.monotonic() > deadline:
            extra = f"\n{diagnose()}" if diagnose is not None else ""
            raise AssertionError(f"timed out after {timeout}s waiting for {message}{extra}")
        time.sleep(interval)


# --- data ------------------------------------------------------------------------------------------

from sessions import services as session_services  # noqa: E402

TITANIC_TEXT = "Here is what I found. Titanic was directed by James Cameron. It was released in 1997. The café scenes 🎬 were filmed in Rosarito, Mexico."
TITANIC_REFS = [
    "Titanic is a 1997 American epic romantic disaster film directed by James Cameron.",
    "Principal photography of Titanic took place in Rosarito, Mexico, where the café scenes 🎬 were shot.",
]


def answer_body(text: str = TITANIC_TEXT, refs=None, query: str = "Who directed Titanic?", **extra) -> dict:
    refs = TITANIC_REFS if refs is None else refs
    references = [{"content": r, "documentMetadata": {"title": f"Doc {i}", "uri": f"https://example.org/doc{i}"}} for i, r in enumerate(refs)]
    answer = {
        "state": "SUCCEEDED",
        "replies": [{"groundedContent": {"content": {"role": "model", "text": text}, "textGroundingMetadata": {"references": references}}}],
        "diagnosticInfo": {"clientTrace": "abc"},
    }
    answer.update(extra)
    return {"query": {"text": query}, "assistAnswer": answer}


@pytest.fixture
def engine(project):
    """The Engine model (overrides the grounding engine fixture of tests/grounding/conftest.py)."""
    return session_services.engine_create(project=project, location="global", collection="default_collection", engine_id="support", values={})


def check_segments(answer_json: dict) -> int:
    """Every text reply has segments whose byte offsets slice the text exactly and whose reference
    indices are in range; returns the number of segments."""
    n = 0
    for reply in answer_json.get("replies", []):
        g = reply.get("groundedContent", {})
        text = g.get("content", {}).get("text")
        if not text:
            continue
        tgm = g["textGroundingMetadata"]
        data = text.encode("utf-8")
        n_refs = len(tgm.get("references", []))
        segs = tgm.get("segments", [])
        assert segs, f"no segments for {text!r}"
        for s in segs:
            start, end = int(s.get("startIndex", "0")), int(s["endIndex"])
            assert isinstance(s.get("startIndex", "0"), str) and isinstance(s["endIndex"], str)  # int64 as strings
            assert data[start:end].decode("utf-8") == s["text"]
            assert all(0 <= i < n_refs for i in s.get("referenceIndices", []))
        n += len(segs)
    return n
