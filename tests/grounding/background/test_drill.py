"""The short form of the fault drill (``python -m grounding.drill --short``), as CI runs it, on both
brokers: real worker processes, the drill's own broker (a Redis without persistence; a private RabbitMQ
node whose queues are quorum queues), a pool process SIGKILLed, the worker parent SIGKILLed and replaced,
the broker killed and restarted, each at a random moment (a random seed, printed and in the report);
nothing may be lost, grounded twice or left stuck. On RabbitMQ two workers run as two hosts (their own
node names and var folders) against the one test database."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from .conftest import MODEL_SPEC, ROOT

pytestmark = [pytest.mark.slow]


@pytest.mark.parametrize("kind,workers", [("redis", 1), ("rabbitmq", 2)])
def test_drill_short_form_loses_nothing(kind, workers, transactional_db, tmp_path):
    from django.db import connection

    if kind == "rabbitmq":
        from grounding.drill import rabbitmq_server_command

        if not rabbitmq_server_command():
            pytest.skip("rabbitmq-server is not installed (the drill starts a RabbitMQ node of its own); .ci/run installs it")
    s = connection.settings_dict
    env = dict(os.environ)
    env.update(
        DATABASE_URL=f"postgres://{s['USER'] or 'postgres'}@{s['HOST'] or '127.0.0.1'}:{s['PORT'] or 5432}/{s['NAME']}",
        DATABASE_CONN_MAX_AGE="0",
        GROUNDING_MODEL=MODEL_SPEC,
        DJANGO_SETTINGS_MODULE="assistsvc.settings",
    )
    out = tmp_path / "drill.json"
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "grounding.drill",
            "--short",
            "--broker",
            kind,
            "--workers",
            str(workers),
            "--rate",
            "8",
            "--p95-limit",
            "600",
            "--json",
            str(out),
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=1500,
    )
    print(proc.stdout[-3000:])
    assert out.exists(), proc.stdout[-3000:] + proc.stderr[-3000:]
    report = json.loads(out.read_text())
    assert report["answers"] == 40 and report["broker"] == kind and report["workers"] == workers
    assert (report["lost"], report["duplicated"], report["stuck"]) == (0, 0, 0), report
    assert sorted(f["kind"] for f in report["faults"]) == ["kill-child", "kill-parent", "restart-broker"]
    assert all(2 <= f["afterAnswer"] <= 38 for f in report["faults"]), report["faults"]
    assert any(f"seed {report['seed']}" in e for e in report["events"])
    assert any("SIGKILL pool process" in e for e in report["events"]), report["events"]
    assert any("SIGKILL worker parent" in e for e in report["events"])
    assert any("broker started again" in e for e in report["events"])
    if workers > 1:  # each worker a host of its own
        assert any("host0@" in e and "host1@" in e for e in report["events"]), report["events"]
    assert proc.returncode == 0, proc.stdout[-3000:]
