"""The team review in headless Chromium: an admin builds a double-review queue from a list filter, two
reviewers work through it in two browser sessions at once (claim labels and verdicts from the keyboard),
a stale save is refused with the newer verdict shown, the consensus and the dashboard's agreement and
scorer figures follow, the exports download from the filtered list. Every page of these flows is scanned
with axe-core (vendored from npm) in the light and the dark theme: no serious or critical violations. The
list fits 1440 px and the answer page fits a phone's width."""

from __future__ import annotations

import json

import pytest

from review.models import AnswerReview, ClaimLabel, Consensus, Queue, Verdict

from .conftest import axe_violations

pytestmark = pytest.mark.slow

LIST = "/admin/assist_sessions/assistanswer/"


def wait(driver, condition, timeout=20):
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(driver, timeout).until(condition)


def login(driver, live_server, username, password):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support import expected_conditions as EC

    driver.get(live_server.url + "/admin/login/")
    wait(driver, EC.presence_of_element_located((By.NAME, "username"))).send_keys(username)
    driver.find_element(By.NAME, "password").send_keys(password)
    driver.find_element(By.CSS_SELECTOR, "input[type=submit]").click()
    wait(driver, EC.presence_of_element_located((By.ID, "user-tools")))


def open_page(driver, url):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support import expected_conditions as EC

    driver.get(url)
    wait(driver, EC.presence_of_element_located((By.ID, "footer")))


def set_theme(driver, theme: str):
    driver.execute_script("localStorage.setItem('theme', arguments[0]);", theme)
    driver.refresh()
    wait(driver, lambda d: d.execute_script("return document.documentElement.dataset.theme") == theme)


def scan_both_themes(driver, url, found: dict):
    open_page(driver, url)
    for theme in ("light", "dark"):
        set_theme(driver, theme)
        violations = axe_violations(driver)
        if violations:
            found[f"{url} [{theme}]"] = violations
    set_theme(driver, "light")


def press(driver, *keys):
    from selenium.webdriver.common.action_chains import ActionChains

    chain = ActionChains(driver)
    for k in keys:
        chain.send_keys(k)
    chain.perform()


def fetch_text(driver, url) -> str:
    driver.set_script_timeout(30)
    return driver.execute_async_script(
        "const done = arguments[arguments.length - 1]; fetch(arguments[0], {credentials: 'same-origin'})"
        ".then(r => r.text()).then(done).catch(e => done('ERROR ' + e));",
        url,
    )


def test_two_reviewers_work_a_double_review_queue(browsers, live_server, admin_user, reviewer, second_reviewer, grounded_answers, screenshots):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support import expected_conditions as EC

    supported, cast, budget = grounded_answers
    base = live_server.url
    axe_found: dict = {}

    # --- the admin builds a double-review queue from the list's "ungrounded" filter ---
    ada = browsers()
    login(ada, live_server, "ada", "pw-admin-1")
    open_page(ada, base + LIST)
    ada.find_element(By.LINK_TEXT, "any (ungrounded answers)").click()
    wait(ada, EC.url_contains("ungrounded=any"))
    ada.find_element(By.ID, "asv-queue-new").click()
    name = wait(ada, EC.presence_of_element_located((By.NAME, "name")))
    assert "2 answers match" in ada.find_element(By.ID, "content-main").text
    name.clear()
    name.send_keys("ungrounded, double review")
    for label in ("rita", "sam"):
        ada.find_element(By.XPATH, f"//label[normalize-space()='{label}']/input").click()
    qty = ada.find_element(By.NAME, "reviews_per_item")
    qty.clear()
    qty.send_keys("2")
    ada.find_element(By.ID, "queue-create").click()
    wait(ada, EC.presence_of_element_located((By.ID, "queue-items")))
    queue = Queue.objects.get(name="ungrounded, double review")
    assert sorted(queue.items.values_list("answer_id", flat=True)) == sorted([cast.pk, budget.pk])
    assert all(sorted(i.assignments.values_list("reviewer", flat=True)) == ["rita", "sam"] for i in queue.items.all())
    screenshots(ada, "review-queue")
    scan_both_themes(ada, ada.current_url, axe_found)

    # --- two reviewers, two browser sessions, the same queue ---
    rita, sam = browsers(), browsers()
    login(rita, live_server, "rita", "pw-review-1")
    login(sam, live_server, "sam", "pw-review-2")
    for driver in (rita, sam):
        open_page(driver, base + LIST)
        driver.find_element(By.ID, "asv-my-queue").click()
        wait(driver, EC.presence_of_element_located((By.CSS_SELECTOR, "tr[data-claim-row]")))
    first = queue.items.order_by("position").first().answer
    assert f"/{first.pk}/change/" in rita.current_url and f"/{first.pk}/change/" in sam.current_url

    # rita labels every claim from the keyboard: c selects, 1 = supported, 2 = unsupported, then approves (a)
    rows = rita.find_elements(By.CSS_SELECTOR, "tr[data-claim-row]")
    checkable = [r for r in rows if r.find_elements(By.CSS_SELECTOR, "input[type=radio]")]
    press(rita, "c")
    press(rita, *(["1"] + ["2"] * (len(checkable) - 1)))
    chosen = [r.find_element(By.CSS_SELECTOR, "input[type=radio]:checked").get_attribute("value") for r in checkable]
    assert chosen == ["SUPPORTED"] + ["UNSUPPORTED"] * (len(checkable) - 1)
    screenshots(rita, "review-answer-labels")
    press(rita, "a")
    wait(rita, EC.presence_of_element_located((By.CSS_SELECTOR, ".messagelist")))
    assert "your verdict: approved" in rita.find_element(By.CSS_SELECTOR, ".messagelist").text
    assert Verdict.objects.get(answer=first, reviewer="rita").status == "APPROVED"
    labels = list(ClaimLabel.objects.filter(answer=first, reviewer="rita").order_by("reply_position", "segment_position"))
    assert [x.label for x in labels] == chosen and all(x.scorer_decision for x in labels)
    # "Save and next" from the queue opened rita's next queued answer
    second = queue.items.order_by("position").last().answer
    wait(rita, EC.url_contains(f"/{second.pk}/change/"))

    # sam still has the first answer open (loaded before rita saved) and rejects it: his own verdict
    press(sam, "r")
    wait(sam, EC.presence_of_element_located((By.CSS_SELECTOR, ".messagelist")))
    assert AnswerReview.objects.get(answer=first).consensus == Consensus.DISPUTED
    open_page(sam, base + f"{LIST}{first.pk}/change/")
    assert sam.find_element(By.ID, "asv-consensus").text == "disputed"
    verdict_rows = sam.find_elements(By.CSS_SELECTOR, "#asv-verdicts tbody tr")
    assert len(verdict_rows) == 2 and "rita" in verdict_rows[0].text and "approved" in verdict_rows[0].text

    # a stale form: sam opens the answer in a second session, changes his verdict there; the first tab's save is refused
    sam2 = browsers()
    login(sam2, live_server, "sam", "pw-review-2")
    open_page(sam2, base + f"{LIST}{first.pk}/change/")
    sam2.find_element(By.CSS_SELECTOR, "input[name=verdict][value=NEEDS_FIX]").click()
    sam2.find_element(By.ID, "asv-save").click()
    wait(sam2, EC.presence_of_element_located((By.CSS_SELECTOR, ".messagelist")))
    sam.find_element(By.CSS_SELECTOR, "input[name=verdict][value=APPROVED]").click()
    sam.find_element(By.ID, "asv-save").click()
    error = wait(sam, EC.presence_of_element_located((By.CSS_SELECTOR, ".errornote, .errorlist")))
    page = sam.find_element(By.ID, "content-main").text
    assert "Not saved" in page and "“needs fix”" in page, page[:1500]
    assert sam.find_element(By.CSS_SELECTOR, "input[name=verdict]:checked").get_attribute("value") == "NEEDS_FIX"
    assert Verdict.objects.get(answer=first, reviewer="sam").status == "NEEDS_FIX"
    assert error is not None
    screenshots(sam, "review-stale-refused")

    # sam's queue: the second answer next
    open_page(sam, base + "/admin/assist_sessions/assistanswer/my-queue/")
    wait(sam, EC.url_contains(f"/{second.pk}/change/"))
    press(sam, "a")
    wait(sam, EC.presence_of_element_located((By.CSS_SELECTOR, ".messagelist")))
    open_page(rita, rita.current_url)
    press(rita, "a")
    wait(rita, EC.presence_of_element_located((By.CSS_SELECTOR, ".messagelist")))
    assert AnswerReview.objects.get(answer=second).consensus == Consensus.APPROVED
    scan_both_themes(rita, base + f"{LIST}{first.pk}/change/", axe_found)

    # --- the list: consensus, reviewers, the text columns; fits 1440 px ---
    open_page(ada, base + LIST)
    table = ada.find_element(By.ID, "result_list").text
    assert "disputed (2)" in table and "rita, sam" in table and "Who starred in Titanic?" in table
    ada.set_window_size(1440, 900)
    open_page(ada, base + LIST)
    fit = ada.execute_script(
        "const box = document.querySelector('.results'), table = document.querySelector('#result_list');"
        "const heads = [...table.querySelectorAll('thead th')].map(th => th.getBoundingClientRect().right);"
        "return [window.innerWidth, document.documentElement.scrollWidth, box.scrollWidth, box.clientWidth, Math.max(...heads)];"
    )
    # every column visible at 1440 px: neither the page nor the list's own box scrolls sideways
    assert fit[0] == 1440 and fit[1] <= fit[0] and fit[2] <= fit[3] and fit[4] <= fit[0], fit
    screenshots(ada, "review-list")
    scan_both_themes(ada, base + LIST, axe_found)
    # the exports of the filtered list
    ada.find_element(By.LINK_TEXT, "any (ungrounded answers)").click()
    wait(ada, EC.url_contains("ungrounded=any"))
    jsonl = fetch_text(ada, ada.find_element(By.ID, "asv-export-jsonl").get_attribute("href"))
    records = [json.loads(line) for line in jsonl.splitlines()]
    assert sorted(r["answer"] for r in records) == sorted([cast.name, budget.name])
    assert {v["reviewer"] for r in records for v in r["verdicts"]} == {"rita", "sam"}
    csv_text = fetch_text(ada, ada.find_element(By.ID, "asv-export-csv").get_attribute("href"))
    assert csv_text.startswith("answer,engine,") and "rita" in csv_text and "Who starred in Titanic?" in csv_text

    # --- the dashboard: agreement per pair and the scorer against the labels ---
    ada.find_element(By.ID, "asv-dashboard-link").click()
    agreement = wait(ada, EC.presence_of_element_located((By.ID, "review-agreement"))).text
    assert "rita · sam" in agreement and "50.0 %" in agreement
    assert "Suggested citationThreshold" in ada.find_element(By.ID, "review-scorer").text or ClaimLabel.objects.count() == 0
    screenshots(ada, "review-dashboard")
    scan_both_themes(ada, ada.current_url, axe_found)
    # the session page
    scan_both_themes(ada, base + f"/admin/assist_sessions/session/{cast.session_id}/change/", axe_found)

    from tests.console.conftest import SCREENSHOT_DIR

    SCREENSHOT_DIR.mkdir(parents=True, exist_ok=True)
    (SCREENSHOT_DIR / "axe-violations.json").write_text(json.dumps(axe_found, indent=1))
    assert not axe_found, json.dumps(axe_found, indent=1)[:6000]


def too_wide(driver) -> list:
    """The innermost elements that stick out of the viewport on the right (what to fix when a page scrolls sideways)."""
    return driver.execute_script(
        "const w = document.documentElement.clientWidth; const out = [];"
        "for (const el of document.querySelectorAll('body *')) { const r = el.getBoundingClientRect();"
        "  if (r.right > w + 1 && ![...el.children].some(c => c.getBoundingClientRect().right > w + 1))"
        "    out.push(el.tagName + '#' + el.id + '.' + el.className + ' ' + Math.round(r.right)); }"
        "return out.slice(0, 15);"
    )


def test_answer_page_and_list_at_phone_width(browsers, live_server, reviewer, grounded_answers, screenshots):
    from selenium.webdriver.common.by import By

    phone = browsers(500, 844)
    # a phone: 390 CSS px wide (headless Chromium's windows are at least 500 px wide, so emulate it)
    phone.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 390, "height": 844, "deviceScaleFactor": 2, "mobile": True})
    login(phone, live_server, "rita", "pw-review-1")
    cast = grounded_answers[1]
    open_page(phone, f"{live_server.url}{LIST}{cast.pk}/change/")
    widths = phone.execute_script("return [document.documentElement.scrollWidth, document.documentElement.clientWidth];")
    assert widths[1] == 390
    assert widths[0] <= widths[1] + 1, (widths, too_wide(phone))
    # the claims, their labels and the save bar are all reachable without sideways scrolling
    for css in ("tr[data-claim-row]", "#asv-save-next", "input[name=verdict]"):
        el = phone.find_element(By.CSS_SELECTOR, css)
        right = phone.execute_script("return arguments[0].getBoundingClientRect().right;", el)
        assert right <= widths[1] + 1, (css, right)
    open_page(phone, f"{live_server.url}{LIST}")
    assert phone.execute_script("return document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1;"), too_wide(phone)
