"""A GET and a page of a list run a fixed number of SQL queries whatever the number of replies."""

from __future__ import annotations

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from .bodies import full_answer

pytestmark = pytest.mark.django_db


def answer_with_replies(n: int) -> dict:
    base = full_answer()
    reply = base["replies"][0]
    base["replies"] = [dict(reply, replyId=f"r{i}") for i in range(n)]
    return base


def count(client, url) -> int:
    with CaptureQueriesContext(connection) as ctx:
        resp = client.get(url)
    assert resp.status_code == 200
    return len(ctx.captured_queries)


def test_get_answer_query_count_does_not_grow_with_replies(client, session_url):
    names = []
    for n in (1, 50):
        resp = client.post(f"{session_url}/assistAnswers", {"assistAnswer": answer_with_replies(n)}, format="json")
        names.append(resp.json()["name"])
    one, fifty = (count(client, "/v1/" + name) for name in names)
    assert one == fifty
    assert one <= 9  # auth (1) + the answer with its parents (1) + 7 prefetches


def test_list_and_session_detail_query_counts_are_fixed(client, session_url):
    client.post(f"{session_url}/assistAnswers", {"assistAnswer": answer_with_replies(1)}, format="json")
    small_list = count(client, f"{session_url}/assistAnswers")
    small_detail = count(client, f"{session_url}?includeAnswerDetails=true")
    for _ in range(4):
        client.post(f"{session_url}/assistAnswers", {"assistAnswer": answer_with_replies(12)}, format="json")
    assert count(client, f"{session_url}/assistAnswers") == small_list
    assert count(client, f"{session_url}?includeAnswerDetails=true") == small_detail
    sessions_url = session_url.rsplit("/", 1)[0]
    assert count(client, sessions_url) == count(client, sessions_url + "?pageSize=1")
