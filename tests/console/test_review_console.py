"""End-to-end in headless Chromium: a reviewer filters to ungrounded answers, opens one, reads the
highlighted claims and the cited passage, approves it with the keyboard and sees the change in the list;
the reviewer cannot edit engine configuration. Answers are grounded for real by the project's engine.
Screenshots of the list, the answer page and the dashboard go to ``SCREENSHOT_DIR``."""

from __future__ import annotations

import pytest

from sessions.models import AssistAnswer, ReviewEvent

from .conftest import TITANIC

pytestmark = pytest.mark.slow


def wait(browser, condition, timeout=15):
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(browser, timeout).until(condition)


def login(browser, live_server, username, password):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support import expected_conditions as EC

    browser.get(live_server.url + "/admin/login/")
    wait(browser, EC.presence_of_element_located((By.NAME, "username"))).send_keys(username)
    browser.find_element(By.NAME, "password").send_keys(password)
    browser.find_element(By.CSS_SELECTOR, "input[type=submit]").click()
    # the login POST must have finished (session cookie set) before the next page is asked for
    wait(browser, EC.presence_of_element_located((By.ID, "user-tools")))


def test_reviewer_filters_reads_evidence_and_approves(browser, live_server, reviewer, grounded_answers, screenshots):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support import expected_conditions as EC

    supported, cast, budget = grounded_answers
    assert supported.ungrounded_claims == 0 and supported.support_score >= 0.6
    assert cast.ungrounded_claims >= 1 and budget.ungrounded_claims >= 1

    login(browser, live_server, "rita", "pw-review-1")
    browser.get(live_server.url + "/admin/assist_sessions/assistanswer/")
    rows = wait(browser, EC.presence_of_all_elements_located((By.CSS_SELECTOR, "#result_list tbody tr")))
    assert len(rows) == 3

    # filter to ungrounded answers with the list's own filter link
    browser.find_element(By.LINK_TEXT, "any (ungrounded answers)").click()
    wait(browser, EC.url_contains("ungrounded=any"))
    ids = [a.text for a in browser.find_elements(By.CSS_SELECTOR, "#result_list td.field-answer_id a, #result_list th.field-answer_id a")]
    expected = AssistAnswer.objects.filter(ungrounded_claims__gte=1).order_by("support_score")
    assert ids == [a.answer_id for a in expected]
    assert supported.answer_id not in ids and cast.answer_id in ids
    screenshots(browser, "answer-list-ungrounded")

    # open the cast answer from the filtered list
    browser.find_element(By.LINK_TEXT, cast.answer_id).click()
    segments = wait(browser, EC.presence_of_all_elements_located((By.CSS_SELECTOR, ".reply span.seg")))
    texts = [s.text for s in segments]
    assert "It starred Brad Pitt and Angelina Jolie." in texts
    starred = segments[texts.index("It starred Brad Pitt and Angelina Jolie.")]
    assert "score" in starred.get_attribute("title")
    # coloured by band, and the legend explains the colours
    assert any(c.startswith("asv-band-") for c in starred.get_attribute("class").split())
    assert "0.8 and above" in browser.find_element(By.CSS_SELECTOR, ".asv-legend").text

    # a grounded claim of this answer shows the passage it was checked against
    grounded = [s for s in segments if "[0]" in (s.get_attribute("title") or "")]
    assert grounded, [s.get_attribute("title") for s in segments]
    grounded[0].click()
    detail = wait(browser, EC.visibility_of_element_located((By.CSS_SELECTOR, ".asv-claim-detail:not([hidden])")))
    passage = detail.find_element(By.CSS_SELECTOR, ".asv-evidence mark").text
    assert passage and passage in TITANIC
    assert "Reference 0" in detail.text and "https://example.org/ref/0" in detail.text
    # the unsupported claim says so
    starred.click()
    detail = wait(browser, EC.visibility_of_element_located((By.CSS_SELECTOR, ".asv-claim-detail:not([hidden])")))
    assert "Brad Pitt" in detail.text
    assert "No reference supports this claim" in detail.text or "contradicts" in detail.text
    # ... and shows what the source says instead (the contradicting or the closest passage)
    assert "Leonardo DiCaprio" in detail.find_element(By.CSS_SELECTOR, ".asv-evidence mark").text
    for section in ("References", "Policy", "Grounding job", "diagnosticInfo", "Review history"):
        assert browser.find_element(By.XPATH, f"//h2[normalize-space()='{section}']")
    assert "SUCCEEDED" in browser.find_element(By.ID, "grounding-job").text
    screenshots(browser, "answer-page")

    # approve with the keyboard: saves and opens the next answer of the filtered list
    from selenium.webdriver.common.action_chains import ActionChains

    ActionChains(browser).send_keys("a").perform()
    wait(browser, EC.presence_of_element_located((By.CSS_SELECTOR, ".messagelist")))
    assert "approved" in browser.find_element(By.CSS_SELECTOR, ".messagelist").text
    cast.refresh_from_db()
    assert cast.review_status == AssistAnswer.ReviewStatus.APPROVED and cast.reviewed_by == "rita"
    event = ReviewEvent.objects.get(answer=cast)
    assert (event.reviewer, event.from_status, event.to_status) == ("rita", "UNREVIEWED", "APPROVED")

    # the change shows in the list
    browser.get(live_server.url + "/admin/assist_sessions/assistanswer/?consensus=APPROVED")
    rows = wait(browser, EC.presence_of_all_elements_located((By.CSS_SELECTOR, "#result_list tbody tr")))
    assert len(rows) == 1 and cast.answer_id in rows[0].text and "approved" in rows[0].text

    # a reviewer reads engine configuration but cannot change it
    engine = cast.session.engine
    browser.get(f"{live_server.url}/admin/assist_sessions/engine/{engine.pk}/change/")
    wait(browser, EC.presence_of_element_located((By.ID, "content-main")))
    assert not browser.find_elements(By.NAME, "citation_threshold")  # read-only: no input
    assert not browser.find_elements(By.CSS_SELECTOR, "input[type=submit][name=_save]")
    assert str(engine.citation_threshold) in browser.find_element(By.ID, "content-main").text


def test_admin_sees_dashboard(browser, live_server, admin_user, grounded_answers, screenshots):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support import expected_conditions as EC

    login(browser, live_server, "ada", "pw-admin-1")
    browser.get(live_server.url + "/admin/assist_sessions/assistanswer/")
    wait(browser, EC.element_to_be_clickable((By.ID, "asv-dashboard-link"))).click()
    wait(browser, EC.presence_of_element_located((By.CSS_SELECTOR, "svg")))
    assert grounded_answers[0].session.engine.engine_id in browser.find_element(By.ID, "content").text
    screenshots(browser, "dashboard")
