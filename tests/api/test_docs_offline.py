"""``/docs/`` works offline: the page and every asset it loads come from the service itself (Redoc from
drf-spectacular-sidecar; no CDN, no web fonts), and Redoc renders the published document."""

from __future__ import annotations

import re
import urllib.parse
import urllib.request

import pytest

from tests.console.conftest import browser  # noqa: F401  (the headless Chromium fixture)

pytestmark = pytest.mark.slow


def _get(url: str) -> tuple[int, str, bytes]:
    with urllib.request.urlopen(url, timeout=60) as resp:
        return resp.status, resp.headers.get("Content-Type", ""), resp.read()


def test_docs_page_loads_only_local_assets(live_service):
    status, ctype, body = _get(live_service.url("/docs/"))
    assert status == 200 and ctype.startswith("text/html")
    html = body.decode()
    refs = re.findall(r'(?:src|href)="([^"]+)"', html) + re.findall(r'Redoc\.init\("([^"]+)"', html)
    assert any(r.endswith("redoc.standalone.js") for r in refs), refs
    bundle = _get(urllib.parse.urljoin(live_service.url("/docs/"), next(r for r in refs if r.endswith(".js"))))[2]
    assert b"Redoc" in bundle and b"cdn.redoc.ly" not in bundle
    assert "/openapi.json" in refs
    for ref in refs:
        url = urllib.parse.urljoin(live_service.url("/docs/"), ref)
        assert url.startswith(live_service.base + "/"), f"{ref} is not served by the service"
        status, _, asset = _get(url)
        assert status == 200 and len(asset) > 1000, ref
    # nothing names another host: no CDN, no Google Fonts
    assert not re.search(r"https?://", html), re.findall(r"https?://\S+", html)
    # and the page may load nothing from elsewhere (Redoc's bundle links its logo on cdn.redoc.ly)
    with urllib.request.urlopen(live_service.url("/docs/"), timeout=60) as resp:
        csp = resp.headers["Content-Security-Policy"]
    assert "default-src 'self'" in csp and "img-src 'self' data:" in csp and "https:" not in csp


def test_docs_render_in_chromium(live_service, browser):  # noqa: F811
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support import expected_conditions as ec
    from selenium.webdriver.support.ui import WebDriverWait

    browser.get(live_service.url("/docs/"))
    # Redoc renders the document: its title and an operation of it
    WebDriverWait(browser, 120).until(ec.presence_of_element_located((By.CSS_SELECTOR, ".api-info h1")))
    assert "assistsvc API" in browser.find_element(By.CSS_SELECTOR, ".api-info h1").text
    WebDriverWait(browser, 60).until(lambda d: "Check grounding" in d.find_element(By.TAG_NAME, "body").text)
    loaded = browser.execute_script("return performance.getEntriesByType('resource').map(e => e.name)")
    assert loaded and all(u.startswith(live_service.base + "/") for u in loaded), loaded
