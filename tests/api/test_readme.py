"""The README's commands run as written (the doctest idea for a shell README).

Every fenced ```bash block that follows a ``<!-- readme-test -->`` line is run, in README order, in one
``bash`` session (variables set by one block are seen by the next, as in a user's terminal) from the
checkout's root, against a live service started for the test, with ``BASE`` and ``KEY`` set to it.
``curl`` runs with ``--fail-with-body`` and bash with ``-euo pipefail``, so any HTTP error or failing
command fails the test, which then shows the block's output.
"""

from __future__ import annotations

import json
import re
import subprocess
import time
import urllib.request

import pytest

from .conftest import ROOT

pytestmark = pytest.mark.slow

MARKER = "<!-- readme-test -->"
BLOCK_RE = re.compile(re.escape(MARKER) + r"\s*\n```bash\n(.*?)\n```", re.S)


def readme_blocks() -> list[str]:
    return BLOCK_RE.findall((ROOT / "README.md").read_text(encoding="utf-8"))


def test_every_marked_block_is_a_bash_block():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert text.count(MARKER) == len(readme_blocks()) >= 2


def _get(live, path):
    req = urllib.request.Request(live.url(path), headers={"Authorization": f"Bearer {live.key}"})
    with urllib.request.urlopen(req, timeout=30) as resp:
        return json.loads(resp.read())


def test_readme_commands_run_as_written(live_service, tmp_path):
    script = tmp_path / "readme.sh"
    script.write_text(
        "set -euo pipefail\n"
        # an HTTP error is a failed command (curl -s alone exits 0 on a 4xx/5xx)
        'curl() { command curl --fail-with-body --show-error "$@"; echo; }\n'
        + "\n".join(f"echo '--- README block {i}'\n{block}" for i, block in enumerate(readme_blocks()))
        + "\n"
    )
    env = dict(live_service.env, BASE=live_service.base, KEY=live_service.key)
    proc = subprocess.run(["bash", str(script)], cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, f"README command failed (exit {proc.returncode}):\n{proc.stdout[-6000:]}\n{proc.stderr[-3000:]}"
    out = proc.stdout
    assert '"error"' not in out

    # what the commands did, read back through the API
    engine = "projects/demo/locations/global/collections/default_collection/engines"
    session = _get(live_service, f"/v1/{engine}/demo-engine/sessions/chat-1?includeAnswerDetails=true")
    assert session["labels"] == ["web"] and session["turns"][0]["query"]["text"] == "Who directed Titanic?"
    assert session["turns"][0]["detailedAssistAnswer"]["replies"][0]["groundedContent"]["content"]["text"] == ("Titanic was directed by James Cameron.")
    # the Check Grounding call answered with its claims (the guide's Titanic example: 3 claims, the first needs no check)
    check = next(json.loads(line) for line in out.splitlines() if line.startswith('{"supportScore"') or '"claims"' in line)
    assert [c.get("groundingCheckRequired", True) for c in check["claims"]] == [False, True, True]
    # the CLI import stored every demo conversation into its engine, which the last command deleted with force=true
    assert "imported 27 conversation(s), 0 failed" in out
    with pytest.raises(urllib.error.HTTPError) as err:
        _get(live_service, f"/v1/{engine}/imported-cli")
    assert err.value.code == 404
    # the REST import finishes on the worker: all 27 conversations, none failed
    deadline, op = time.monotonic() + 120, None
    while time.monotonic() < deadline:
        ops = [line for line in out.splitlines() if '"name":"projects/demo/locations/global/' in line and "/operations/" in line]
        op = _get(live_service, "/v1/" + json.loads(ops[0])["name"])
        if op.get("done"):
            break
        time.sleep(1)
    assert op and op.get("done"), op
    sessions = _get(live_service, f"/v1/{engine}/imported/sessions?pageSize=100")["sessions"]
    assert len(sessions) == 27
