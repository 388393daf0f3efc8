"""End-to-end: a reviewer logs into the console in a real (headless Chromium) browser, reads a reply
with its grounded segments and approves it."""
from __future__ import annotations

import shutil

import pytest

from sessions import services
from sessions.models import AssistAnswer, Segment
from sessions.protojson import parse_assist_answer
from assistsvc.api.protojson import Reader

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
CHROMEDRIVER = shutil.which("chromedriver")

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not (CHROMIUM and CHROMEDRIVER), reason="needs Debian's chromium and chromium-driver"),
]


@pytest.fixture
def browser():
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    opts = webdriver.ChromeOptions()
    opts.binary_location = CHROMIUM
    for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-dev-shm-usage", "--no-first-run", "--disable-sync"):
        opts.add_argument(flag)
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=opts)
    driver.implicitly_wait(5)
    yield driver
    driver.quit()


@pytest.fixture
def answer(transactional_db, engine):
    session = services.session_create(engine=engine, session_id="review-me", values={})
    text = "Here is what I found. Titanic was directed by James Cameron. It starred Brad Pitt."
    body = {"replies": [{"groundedContent": {"content": {"text": text}, "textGroundingMetadata": {
        "references": [{"content": "Titanic was directed by James Cameron.", "documentMetadata": {"title": "Wikipedia"}}]}}}]}
    answer, _ = services.answer_create(session=session, query=services.QueryInput("", "who directed titanic"),
                                       answer_input=parse_assist_answer(Reader(body)))
    reply = answer.replies.get()
    data = text.encode()
    for i, (piece, score, refs, required) in enumerate([
        ("Here is what I found.", None, [], False),
        ("Titanic was directed by James Cameron.", 0.93, [0], True),
        ("It starred Brad Pitt.", 0.04, [], True),
    ]):
        start = data.index(piece.encode())
        Segment.objects.create(reply=reply, position=i, start_index=start, end_index=start + len(piece.encode()),
                               text=piece, grounding_score=score, reference_indices=refs, grounding_check_required=required)
    return answer


def test_reviewer_reads_grounding_and_approves(browser, live_server, django_user_model, answer):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    django_user_model.objects.create_superuser("reviewer", "r@example.invalid", "pw-review-1")
    browser.get(live_server.url + "/admin/login/")
    browser.find_element(By.NAME, "username").send_keys("reviewer")
    browser.find_element(By.NAME, "password").send_keys("pw-review-1")
    browser.find_element(By.CSS_SELECTOR, "input[type=submit]").click()

    browser.get(f"{live_server.url}/admin/assist_sessions/assistanswer/{answer.pk}/change/")
    segments = browser.find_elements(By.CSS_SELECTOR, ".reply span.seg")
    assert [s.text for s in segments] == [
        "Here is what I found.", "Titanic was directed by James Cameron.", "It starred Brad Pitt.",
    ]
    titles = [s.get_attribute("title") for s in segments]
    assert titles[0] == "no check needed" and titles[1].startswith("score 0.93") and titles[2].startswith("score 0.04")
    assert "Wikipedia" in browser.find_element(By.CSS_SELECTOR, "ol").text

    browser.get(f"{live_server.url}/admin/assist_sessions/assistanswer/")
    browser.find_element(By.CSS_SELECTOR, f"input.action-select[value='{answer.pk}']").click()
    Select(browser.find_element(By.NAME, "action")).select_by_value("approve")
    browser.find_element(By.NAME, "index").click()
    assert "marked approved" in browser.find_element(By.CSS_SELECTOR, ".messagelist").text
    answer.refresh_from_db()
    assert answer.review_status == AssistAnswer.ReviewStatus.APPROVED and answer.reviewed_by == "reviewer"
