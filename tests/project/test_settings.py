"""Every setting is declared once, in ``assistsvc/settings.py``: nothing else reads the environment,
and the service refuses to start outside DEBUG without ``DJANGO_SECRET_KEY``."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

#: the only places that may read the environment, and why
ENVIRONMENT_READERS = {
    "assistsvc/settings.py": "the settings",
    "assistsvc/celery.py": "DJANGO_SETTINGS_MODULE default",
    "assistsvc/wsgi.py": "DJANGO_SETTINGS_MODULE default",
    "manage.py": "DJANGO_SETTINGS_MODULE default",
    "grounding/engine/config.py": "the engine's settings when it runs without Django (its CLIs)",
}
#: command-line tools (not the service): their flags default to environment variables
CLI_TOOLS = ("grounding/benchmark.py", "grounding/benchmark_workers.py", "grounding/drill.py", "grounding/evaluate.py", "sessions/console/benchmark.py")


def _sources():
    for pkg in ("apiwire", "assistsvc", "sessions", "grounding"):
        for path in sorted((ROOT / pkg).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            if "/training/" in rel or "/eval_data/" in rel or "/migrations/" in rel:
                continue
            yield rel, path.read_text(encoding="utf-8")


def test_nothing_but_the_settings_reads_the_environment():
    pattern = re.compile(r"\bos\.(environ|getenv)\b")
    offenders = [
        rel
        for rel, text in _sources()
        if rel not in ENVIRONMENT_READERS
        and rel not in CLI_TOOLS
        and any(pattern.search(line.split("#")[0]) and "api_key = os.environ" not in line for line in text.splitlines())
    ]
    assert offenders == []


def test_every_grounding_variable_of_the_code_is_declared_in_the_settings_and_the_readme():
    settings_text = (ROOT / "assistsvc/settings.py").read_text(encoding="utf-8")
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    used = set()
    for _, text in _sources():
        used |= set(re.findall(r"\bGROUNDING_[A-Z_]+[A-Z]\b", text))
    used -= {"GROUNDING_MODEL_UNAVAILABLE", "GROUNDING_CONFIG"}  # error reasons, not settings
    used -= {"GROUNDING_HF_", "GROUNDING_"}
    undeclared = sorted(n for n in used if not re.search(rf"^{n} = ", settings_text, re.M))
    assert undeclared == []
    assert sorted(n for n in used if f"`{n}`" not in readme) == []


def _django_setup(**env) -> subprocess.CompletedProcess:
    clean = {k: v for k, v in os.environ.items() if k not in ("DJANGO_SECRET_KEY", "DJANGO_DEBUG")}
    clean.update(env)
    return subprocess.run(
        [sys.executable, "-c", "import django; django.setup(); from django.conf import settings; print(len(settings.SECRET_KEY))"],
        cwd=ROOT,
        env=clean,
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.mark.parametrize("debug", ["", "false"])
def test_the_service_refuses_to_start_without_a_secret_key_outside_debug(debug):
    proc = _django_setup(DJANGO_DEBUG=debug)
    assert proc.returncode != 0
    assert "ImproperlyConfigured" in proc.stderr and "DJANGO_SECRET_KEY is not set" in proc.stderr


def test_debug_runs_with_a_development_key_and_a_set_key_is_used():
    assert _django_setup(DJANGO_DEBUG="true").returncode == 0
    proc = _django_setup(DJANGO_SECRET_KEY="k" * 60)
    assert proc.returncode == 0 and proc.stdout.strip() == "60"


def test_the_serve_script_generates_a_key_once_and_keeps_it(tmp_path):
    script = (ROOT / "scripts/serve.sh").read_text(encoding="utf-8")
    block = re.search(r"(if \[ -z \"\$\{DJANGO_SECRET_KEY:-\}\" \]; then\n.*?\nfi\n)", script, re.S).group(1)
    run = ["bash", "-c", f'set -euo pipefail\n{block}echo "$DJANGO_SECRET_KEY"']
    env = {k: v for k, v in os.environ.items() if k != "DJANGO_SECRET_KEY"} | {"ASSISTSVC_VAR_DIR": str(tmp_path)}
    first = subprocess.run(run, env=env, capture_output=True, text=True, check=True).stdout.strip()
    second = subprocess.run(run, env=env, capture_output=True, text=True, check=True).stdout.strip()
    assert len(first) >= 50 and first == second == (tmp_path / "secret-key").read_text().strip()
    assert (tmp_path / "secret-key").stat().st_mode & 0o077 == 0  # readable by its owner only


def test_an_unknown_int8_weight_form_stops_the_service_at_start():
    proc = _django_setup(DJANGO_SECRET_KEY="k" * 60, GROUNDING_INT8_WEIGHTS="fast")
    assert proc.returncode != 0
    assert "ImproperlyConfigured" in proc.stderr and "GROUNDING_INT8_WEIGHTS must be auto, uint8 or int8" in proc.stderr
    assert _django_setup(DJANGO_SECRET_KEY="k" * 60, GROUNDING_INT8_WEIGHTS="UInt8").returncode == 0


def test_a_negative_pair_thread_count_stops_the_service_at_start():
    proc = _django_setup(DJANGO_SECRET_KEY="k" * 60, GROUNDING_PAIR_THREADS="-2")
    assert proc.returncode != 0
    assert "ImproperlyConfigured" in proc.stderr and "GROUNDING_PAIR_THREADS must be 0 (automatic) or a positive number, not -2" in proc.stderr
    assert _django_setup(DJANGO_SECRET_KEY="k" * 60, GROUNDING_PAIR_THREADS="2").returncode == 0
