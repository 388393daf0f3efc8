"""The short form of the fault drill (``python -m grounding.drill --short``), as CI runs it: real worker
processes, its own Redis, a pool process SIGKILLed, the worker parent SIGKILLed and replaced, the broker
killed and restarted; nothing may be lost, grounded twice or left stuck."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from .conftest import MODEL_SPEC, ROOT

pytestmark = [pytest.mark.slow]


def test_drill_short_form_loses_nothing(transactional_db, tmp_path):
    from django.db import connection

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
        [sys.executable, "-m", "grounding.drill", "--short", "--rate", "8", "--p95-limit", "600", "--json", str(out)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=1500,
    )
    print(proc.stdout[-3000:])
    assert out.exists(), proc.stdout[-3000:] + proc.stderr[-3000:]
    report = json.loads(out.read_text())
    assert report["answers"] == 40
    assert (report["lost"], report["duplicated"], report["stuck"]) == (0, 0, 0), report
    assert any("SIGKILL pool process" in e for e in report["events"]), report["events"]
    assert any("SIGKILL worker parent" in e for e in report["events"])
    assert any("broker started again" in e for e in report["events"])
    assert proc.returncode == 0, proc.stdout[-3000:]
