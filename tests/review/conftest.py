"""The review app's tests reuse the console's fixtures (users, answers grounded for real, Chromium)."""

from tests.console.conftest import (  # noqa: F401
    CHROMEDRIVER,
    CHROMIUM,
    CONVERSATIONS,
    TITANIC,
    admin_user,
    browser,
    grounded_answers,
    reviewer,
    screenshots,
    start_chromium,
    store_answer,
)

import pytest
from pathlib import Path

from sessions.console.permissions import make_reviewer


@pytest.fixture
def second_reviewer(transactional_db):
    return make_reviewer("sam", "pw-review-2")


def reground(answer):
    """Ground ``answer`` again as the console's Re-ground button does, in this process."""
    from grounding.interface import request_grounding
    from grounding.runner import run_batch

    request_grounding(answer_ids=[answer.pk])
    result = run_batch(answer_ids=[answer.pk], top_up=0)
    assert result.succeeded == [answer.pk], result


AXE = Path(__file__).resolve().parent / "fixtures" / "axe.min.js"


@pytest.fixture
def browsers():
    """A factory of headless Chromium sessions (separate cookie jars: two reviewers at once)."""
    if not (CHROMIUM and CHROMEDRIVER):
        pytest.skip("needs Debian's chromium and chromium-driver")
    made = []

    def make(width: int = 1440, height: int = 900):
        driver = start_chromium(width, height)
        made.append(driver)
        return driver

    yield make
    for d in made:
        d.quit()


def axe_violations(driver, impacts=("serious", "critical")) -> list[dict]:
    """Run axe-core (vendored from npm, tests/review/fixtures) on the current page; the violations of the
    given impacts, each with its rule id and the first few failing elements."""
    driver.execute_script(AXE.read_text(encoding="utf-8"))
    driver.set_script_timeout(60)
    violations = driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "axe.run(document, {resultTypes: ['violations']}).then(r => done(r.violations)).catch(e => done([{id: 'axe-error', impact: 'critical', help: String(e), nodes: []}]));"
    )
    return [
        {"id": v["id"], "impact": v["impact"], "help": v["help"], "nodes": [(n.get("target"), n.get("failureSummary", "")[:300]) for n in v["nodes"][:3]]}
        for v in violations
        if v["impact"] in impacts
    ]
