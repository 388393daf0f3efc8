"""The rules that keep the layout, run by the test command: the import contracts (import-linter), ruff's
lint and format, the pre-commit config that runs them on every commit, and what the wheel ships."""

from __future__ import annotations

import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent


def _run(*cmd: str, cwd: Path = ROOT, timeout: int = 300) -> subprocess.CompletedProcess:
    return subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=timeout)


def test_import_contracts_are_kept():
    """Engine, scorer, policy checks, result mapper and apiwire import no Django; sessions never imports
    grounding's internals; only grounding.queue imports grounding.tasks (pyproject.toml)."""
    contracts = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["importlinter"]["contracts"]
    assert len(contracts) >= 3
    proc = _run(str(BIN / "lint-imports"), "--no-cache")
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-2000:]
    assert f"{len(contracts)} kept, 0 broken" in proc.stdout


def test_ruff_lint_passes():
    proc = _run(str(BIN / "ruff"), "check", "--no-cache", ".")
    assert proc.returncode == 0, proc.stdout[-4000:]


def test_ruff_format_is_applied():
    proc = _run(str(BIN / "ruff"), "format", "--check", "--no-cache", ".")
    assert proc.returncode == 0, "run `ruff format .`:\n" + proc.stdout[-4000:]


def test_pre_commit_runs_the_same_checks():
    config = yaml.safe_load((ROOT / ".pre-commit-config.yaml").read_text())
    hooks = {h["id"] for repo in config["repos"] for h in repo["hooks"]}
    assert {"ruff-check", "ruff-format", "import-linter"} <= hooks
    ruff_repo = next(r for r in config["repos"] if "ruff-pre-commit" in r["repo"])
    pinned = next(d for d in tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"]["test"] if d.startswith("ruff=="))
    assert ruff_repo["rev"] == "v" + pinned.split("==")[1]  # the hook formats as the test checks


@pytest.mark.slow
def test_the_wheel_leaves_out_training_and_evaluation_data(tmp_path):
    src = tmp_path / "src"
    files = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.split()
    for rel in files:
        if (ROOT / rel).is_file():
            (src / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / rel, src / rel)
    proc = _run(sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation", "-w", str(tmp_path / "dist"), str(src))
    assert proc.returncode == 0, proc.stderr[-3000:]
    (wheel,) = (tmp_path / "dist").glob("assistsvc-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    assert not [n for n in names if n.startswith(("grounding/training/", "grounding/policy/eval_data/"))]
    for shipped in (
        "apiwire/protojson.py",
        "grounding/migrations/0001_initial.py",
        "grounding/scorer/artifacts/cross_encoder.int8.onnx",
        "sessions/demo/conversations.jsonl",
        "grounding/engine/config.py",
    ):
        assert shipped in names
