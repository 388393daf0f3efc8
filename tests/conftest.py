"""Shared fixtures: a project with an API key, an authenticated API client, engines and sessions.

Tests run against the real PostgreSQL and Redis named by DATABASE_URL and REDIS_URL
(``scripts/test.sh`` sets the defaults of this machine).
"""

from __future__ import annotations

import pytest
from rest_framework.test import APIClient

from sessions import services

LOC = "projects/{p}/locations/global/collections/default_collection"


@pytest.fixture(scope="session", autouse=True)
def _private_cache(tmp_path_factory):
    """The tests' cache keys live under a prefix of their own (and a file cache in a temporary folder),
    so clearing them between tests never touches anything else in a shared Redis database."""
    import copy
    import os
    import uuid

    from django.conf import settings as dj_settings
    from django.test.utils import override_settings

    caches = copy.deepcopy(dj_settings.CACHES)
    caches["default"]["KEY_PREFIX"] = f"assistsvc-test-{os.getpid()}-{uuid.uuid4().hex[:8]}"
    if caches["default"]["BACKEND"].endswith("FileBasedCache"):
        caches["default"]["LOCATION"] = str(tmp_path_factory.mktemp("cache"))
    with override_settings(CACHES=caches):
        yield
        _clear_test_keys()


def _clear_test_keys():
    """Delete this run's keys only (never FLUSHDB: the Redis database may be shared)."""
    from django.core.cache import caches
    from django.core.cache.backends.redis import RedisCache

    cache = caches["default"]
    if not isinstance(cache, RedisCache):
        cache.clear()  # the temporary file cache of this run
        return
    client = cache._cache.get_client(None, write=True)
    keys = list(client.scan_iter(match=f"{cache.key_prefix}:*", count=1000))
    if keys:
        client.delete(*keys)


@pytest.fixture(autouse=True)
def _no_throttle_leaks():
    _clear_test_keys()
    yield


@pytest.fixture
def project(db):
    return services.project_get_or_create(project_id="acme")


@pytest.fixture
def api_key(project):
    _, key = services.api_key_create(project=project, display_name="tests")
    return key


@pytest.fixture
def client(api_key):
    c = APIClient()
    c.credentials(HTTP_AUTHORIZATION=f"Bearer {api_key}")
    return c


@pytest.fixture
def anon_client():
    return APIClient()


@pytest.fixture
def engine(project):
    return services.engine_create(project=project, location="global", collection="default_collection", engine_id="support", values={})


@pytest.fixture
def engine_url(engine):
    return f"/v1/{engine.name}"


@pytest.fixture
def session(engine):
    return services.session_create(engine=engine, session_id="s1", values={"display_name": "first", "user_pseudo_id": "u1"})


@pytest.fixture
def session_url(session):
    return f"/v1/{session.engine.name}/sessions/{session.session_id}"
