"""A live service for the tests that talk to it as its users do (README commands, Google's client
library, Schemathesis, the docs page): ``gunicorn`` serving this checkout on a free port, one Celery
worker for imports, a database of its own (``<test database>_live`` on the PostgreSQL of
``$DATABASE_URL``, created and dropped here; SQLite when ``$DATABASE_URL`` is not PostgreSQL), the
embedded filesystem broker, and the demo data of the run command (``manage.py bootstrap_demo``).
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

import dj_database_url
import pytest

ROOT = Path(__file__).resolve().parents[2]
PY = sys.executable
ENGINE = "projects/demo/locations/global/collections/default_collection/engines/demo-engine"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@dataclass
class LiveService:
    base: str
    key: str
    env: dict
    var_dir: Path
    procs: list = field(default_factory=list)

    def url(self, path: str) -> str:
        return self.base + "/" + path.lstrip("/")


def _database(tmp: Path):
    """A database URL of its own for the live server, and a function that drops it."""
    url = os.environ.get("DATABASE_URL", "")
    cfg = dj_database_url.parse(url) if url else {}
    if "postgresql" not in cfg.get("ENGINE", ""):
        return f"sqlite:///{tmp / 'live.sqlite3'}", lambda: None
    import psycopg

    name = f"test_{cfg['NAME']}_live".replace("test_test_", "test_")
    admin = dict(
        host=cfg.get("HOST") or "127.0.0.1",
        port=cfg.get("PORT") or 5432,
        user=cfg.get("USER") or "postgres",
        password=cfg.get("PASSWORD") or None,
        dbname="postgres",
        autocommit=True,
    )
    with psycopg.connect(**admin) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        conn.execute(f'CREATE DATABASE "{name}"')

    def drop():
        with psycopg.connect(**admin) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')

    user = admin["user"] + (f":{admin['password']}" if admin["password"] else "")
    return f"postgres://{user}@{admin['host']}:{admin['port']}/{name}", drop


def _wait_http(url: str, proc: subprocess.Popen, timeout: float = 90) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"the server exited with {proc.returncode}")
        try:
            urllib.request.urlopen(url, timeout=2)
            return
        except urllib.error.HTTPError:
            return  # it answers
        except OSError:
            time.sleep(0.3)
    raise TimeoutError(f"{url} did not answer in {timeout} s")


@pytest.fixture(scope="session")
def live_service(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("live")
    var_dir = tmp / "var"
    db_url, drop_db = _database(tmp)
    env = {k: v for k, v in os.environ.items() if k not in ("REDIS_URL", "CELERY_BROKER_URL", "DJANGO_SETTINGS_MODULE")}
    env.update(
        DATABASE_URL=db_url,
        ASSISTSVC_VAR_DIR=str(var_dir),
        DJANGO_SECRET_KEY="live-test-secret",
        DJANGO_SERVE_STATIC="1",
        API_RATE_LIMIT="1000000/min",  # Schemathesis sends many requests
        GROUNDING_WARM_UP="0",
        # `python` in the README's commands: this interpreter
        PATH=f"{Path(PY).parent}{os.pathsep}{os.environ.get('PATH', '')}",
        PYTHONUNBUFFERED="1",
    )
    (var_dir / "broker").mkdir(parents=True)
    log = open(tmp / "server.log", "w")
    run = dict(cwd=ROOT, env=env, check=True, stdout=log, stderr=subprocess.STDOUT)
    subprocess.run([PY, "manage.py", "migrate", "--noinput", "-v", "0"], **run)
    subprocess.run([PY, "manage.py", "collectstatic", "--noinput", "-v", "0"], **run)
    port = _free_port()
    base = f"http://127.0.0.1:{port}"
    subprocess.run([PY, "manage.py", "bootstrap_demo", "--base-url", base], **run)
    key = (var_dir / "demo-api-key.txt").read_text().strip()
    procs = []
    try:
        popen = dict(cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        # imports run on the default queue; grounding is left queued (no model is loaded for these tests)
        procs.append(
            subprocess.Popen(
                [PY, "-m", "celery", "-A", "assistsvc", "worker", "-Q", "default", "-c", "1", "--loglevel", "WARNING", "-n", f"live-{port}@%h"], **popen
            )
        )
        procs.append(
            subprocess.Popen([PY, "-m", "gunicorn", "assistsvc.wsgi:application", "--bind", f"127.0.0.1:{port}", "--workers", "1", "--timeout", "120"], **popen)
        )
        _wait_http(base + "/openapi.json", procs[-1])
        yield LiveService(base=base, key=key, env=env, var_dir=var_dir, procs=procs)
    finally:
        for p in procs:
            if p.poll() is None:
                os.killpg(p.pid, signal.SIGTERM)
        for p in procs:
            try:
                p.wait(timeout=30)
            except subprocess.TimeoutExpired:
                os.killpg(p.pid, signal.SIGKILL)
                p.wait()
        log.close()
        drop_db()
        shutil.rmtree(var_dir / "broker", ignore_errors=True)
