"""Rate limits are atomic (60 concurrent requests, 0 overshoot) and cover requests without a valid key;
the console sends a Content-Security-Policy and links only http(s) URIs; the tests' cache keys are their
own."""

from __future__ import annotations

import threading
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor

import pytest
from django.test import Client

from assistsvc.api.parsers import loads  # noqa: F401  (the parser module must import cleanly)
from sessions import services
from sessions.console.permissions import make_reviewer

from ..console.conftest import store_answer


def _fire(url: str, n: int, headers: dict[str, str]) -> list[int]:
    """``n`` GETs released at the same instant from ``n`` threads; their status codes."""
    barrier = threading.Barrier(n)

    def one(_):
        req = urllib.request.Request(url, headers=headers)
        barrier.wait()
        try:
            with urllib.request.urlopen(req, timeout=60) as resp:
                return resp.status
        except urllib.error.HTTPError as exc:
            return exc.code

    with ThreadPoolExecutor(max_workers=n) as pool:
        return list(pool.map(one, range(n)))


@pytest.mark.slow
def test_sixty_concurrent_requests_never_overshoot_the_key_limit(live_server, transactional_db, settings):
    settings.API_RATE_LIMIT = "20/hour"  # one window for the whole test
    project = services.project_get_or_create(project_id="acme")
    _, key = services.api_key_create(project=project, display_name="rl")
    engine = services.engine_create(project=project, location="global", collection="default_collection", engine_id="support", values={})
    url = f"{live_server.url}/v1/{engine.name}/sessions"
    codes = _fire(url, 60, {"Authorization": f"Bearer {key}"})
    assert codes.count(200) == 20 and codes.count(429) == 40, sorted(codes)
    # another key has its own budget
    _, other = services.api_key_create(project=project, display_name="rl2")
    assert _fire(url, 5, {"Authorization": f"Bearer {other}"}) == [200] * 5


@pytest.mark.slow
def test_requests_without_a_valid_key_are_rate_limited_per_client(live_server, transactional_db, settings):
    settings.API_ANON_RATE_LIMIT = "10/hour"
    url = f"{live_server.url}/v1/projects/acme/locations/global/collections/default_collection/engines"
    codes = _fire(url, 30, {"Authorization": "Bearer asv_000000000000_guess"})
    assert codes.count(401) == 10 and codes.count(429) == 20, sorted(codes)
    # missing keys count against the same address
    codes = _fire(url, 3, {})
    assert codes == [429] * 3


def test_throttled_answer_is_a_status_with_retry_after(anon_client, db, settings):
    settings.API_ANON_RATE_LIMIT = "2/min"
    url = "/v1/projects/acme/locations/global/collections/default_collection/engines"
    assert [anon_client.get(url).status_code for _ in range(2)] == [401, 401]
    resp = anon_client.get(url)
    assert resp.status_code == 429 and int(resp["Retry-After"]) >= 1
    err = resp.json()["error"]
    assert err["status"] == "RESOURCE_EXHAUSTED" and err["details"][0]["reason"] == "RATE_LIMIT_EXCEEDED"


# --- console ------------------------------------------------------------------------------------


@pytest.fixture
def reviewer(db):
    c = Client()
    c.force_login(make_reviewer("rita", "pw"))
    return c


@pytest.mark.parametrize(
    "uri, linked",
    [
        ("https://example.org/a?b=1", True),
        ("HTTP://EXAMPLE.ORG/", True),
        ("javascript:alert(document.domain)", False),
        ("JaVaScRiPt:alert(1)", False),
        (" javascript:alert(1)", False),
        ("java\tscript:alert(1)", False),
        ("data:text/html,<script>alert(1)</script>", False),
        ("//evil.example/x", False),
        ("https://ok.example/\njavascript:alert(1)", False),
    ],
)
def test_only_http_links_are_rendered_from_reference_uris(reviewer, engine, uri, linked):
    answer = store_answer(engine, "uri", "q?", "Titanic was directed by James Cameron.")
    ref = answer.replies.get().references.get()
    ref.uri = uri
    ref.save(update_fields=["uri"])
    page = reviewer.get(f"/admin/assist_sessions/assistanswer/{answer.pk}/change/").content.decode()
    from django.utils.html import escape

    assert escape(uri) in page  # shown either way
    assert (f'href="{escape(uri)}"' in page) is linked
    assert 'href="javascript' not in page.lower().replace(" ", "")


def test_console_pages_carry_a_content_security_policy(reviewer, engine):
    answer = store_answer(engine, "csp", "q?", "Titanic was directed by James Cameron.")
    for url in (
        "/admin/",
        "/admin/assist_sessions/assistanswer/",
        f"/admin/assist_sessions/assistanswer/{answer.pk}/change/",
        "/admin/assist_sessions/assistanswer/dashboard/",
        "/admin/login/",
    ):
        resp = reviewer.get(url)
        csp = resp.headers.get("Content-Security-Policy", "")
        assert "script-src 'self'" in csp and "object-src 'none'" in csp and "'unsafe-inline'" not in csp.split("script-src")[1].split(";")[0], (url, csp)
        page = resp.content.decode()
        # no inline script the policy would block
        import re

        for tag in re.findall(r"<script\b[^>]*>", page):
            assert "src=" in tag, (url, tag)


# --- the tests' cache -----------------------------------------------------------------------------


def test_tests_use_their_own_cache_keys_and_never_flush_the_database(db, settings):
    """Clearing between tests deletes this run's keys only: a key of someone else in the same Redis
    database survives."""
    from django.core.cache import caches
    from django.core.cache.backends.redis import RedisCache

    from ..conftest import _clear_test_keys

    cache = caches["default"]
    assert cache.key_prefix.startswith("assistsvc-test-")
    if not isinstance(cache, RedisCache):
        pytest.skip("the file cache of this run lives in a temporary folder")
    client = cache._cache.get_client(None, write=True)
    client.set("someone-else:key", "keep", ex=60)
    cache.set("mine", 1)
    _clear_test_keys()
    assert cache.get("mine") is None
    assert client.get("someone-else:key") == b"keep"
    client.delete("someone-else:key")


def test_a_forged_x_forwarded_for_does_not_escape_the_anonymous_limit(anon_client, db, settings):
    settings.API_ANON_RATE_LIMIT = "2/min"
    url = "/v1/projects/acme/locations/global/collections/default_collection/engines"
    codes = [anon_client.get(url, HTTP_X_FORWARDED_FOR=f"10.0.0.{i}").status_code for i in range(4)]
    assert codes == [401, 401, 429, 429]
