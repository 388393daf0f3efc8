"""Fixtures of the review console's tests: users, answers grounded for real, a headless Chromium."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from apiwire.protojson import Reader
from sessions import services
from sessions.console.permissions import make_reviewer
from sessions.protojson import parse_assist_answer

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
CHROMEDRIVER = shutil.which("chromedriver")
#: where the end-to-end test leaves its screenshots (README: "Review console"); CI keeps this folder
SCREENSHOT_DIR = Path(os.environ.get("ASSISTSVC_SCREENSHOT_DIR", Path(__file__).resolve().parents[2] / "artifacts" / "console"))

TITANIC = (
    "Titanic is a 1997 American epic romantic disaster movie. It was directed, written, and co-produced by "
    "James Cameron. It stars Kate Winslet and Leonardo DiCaprio. The movie was released on December 19, 1997."
)
#: (session id, query, reply text) — the first is fully supported by TITANIC, the others are not
CONVERSATIONS = [
    ("titanic-director", "Who directed Titanic?", "Titanic was directed by James Cameron. It was released in 1997."),
    ("titanic-cast", "Who starred in Titanic?", "Titanic is a 1997 movie. It starred Brad Pitt and Angelina Jolie."),
    ("titanic-budget", "What did Titanic cost?", "The production budget of Titanic was 900 million euros."),
]


@pytest.fixture
def reviewer(transactional_db):
    return make_reviewer("rita", "pw-review-1")


@pytest.fixture
def admin_user(transactional_db, django_user_model):
    return django_user_model.objects.create_superuser("ada", "ada@example.invalid", "pw-admin-1")


def store_answer(engine, session_id: str, query: str, text: str, references=(TITANIC,)):
    session = services.session_create(engine=engine, session_id=session_id, values={})
    body = {
        "replies": [
            {
                "groundedContent": {
                    "content": {"text": text},
                    "textGroundingMetadata": {
                        "references": [
                            {"content": r, "documentMetadata": {"title": f"Reference {i}", "uri": f"https://example.org/ref/{i}"}}
                            for i, r in enumerate(references)
                        ]
                    },
                }
            }
        ]
    }
    answer, _ = services.answer_create(session=session, query=services.QueryInput("", query), answer_input=parse_assist_answer(Reader(body)))
    return answer


@pytest.fixture
def grounded_answers(transactional_db, engine):
    """The CONVERSATIONS stored through the services and grounded in this process by the real engine."""
    from grounding.runner import run_batch as ground_answers

    answers = [store_answer(engine, *c) for c in CONVERSATIONS]
    result = ground_answers(answer_ids=[a.pk for a in answers], top_up=0)
    assert sorted(result.succeeded) == sorted(a.pk for a in answers), result
    for a in answers:
        a.refresh_from_db()
    return answers


def start_chromium(width: int, height: int):
    """A headless Debian Chromium under Selenium, window ``width`` x ``height``; every wait is explicit."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    opts = webdriver.ChromeOptions()
    opts.binary_location = CHROMIUM
    for flag in (
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-dev-shm-usage",
        "--no-first-run",
        "--disable-sync",
        f"--window-size={width},{height}",
    ):
        opts.add_argument(flag)
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=opts)
    driver.implicitly_wait(0)  # every wait is explicit (WebDriverWait)
    return driver


@pytest.fixture
def browser():
    if not (CHROMIUM and CHROMEDRIVER):
        pytest.skip("needs Debian's chromium and chromium-driver")

    driver = start_chromium(1400, 1000)
    yield driver
    driver.quit()


@pytest.fixture
def screenshots():
    SCREENSHOT_DIR.mkdir(parents=True, exist_ok=True)

    def save(driver, name: str) -> Path:
        path = SCREENSHOT_DIR / f"{name}.png"
        # the whole page, not just the window
        height = driver.execute_script("return document.documentElement.scrollHeight")
        driver.set_window_size(1400, max(1000, min(int(height) + 40, 4000)))
        driver.save_screenshot(str(path))
        driver.set_window_size(1400, 1000)
        return path

    return save
