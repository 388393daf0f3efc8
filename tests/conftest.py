"""Shared fixtures: a project with an API key, an authenticated API client, engines and sessions.

Tests run against the real PostgreSQL and Redis named by DATABASE_URL and REDIS_URL
(``scripts/test.sh`` sets the defaults of this machine).
"""
from __future__ import annotations

import pytest
from rest_framework.test import APIClient

from sessions import services

LOC = "projects/{p}/locations/global/collections/default_collection"


@pytest.fixture(autouse=True)
def _no_throttle_leaks(settings):
    from django.core.cache import cache

    cache.clear()
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
