"""Engines and sessions: create/get/list/update/delete, pagination, filters, ordering, update masks."""

from __future__ import annotations

import datetime as dt

import pytest
from django.utils import timezone

from sessions import services
from sessions.models import AssistAnswer, Reference, Reply, Session, Turn

from .bodies import text_answer

pytestmark = pytest.mark.django_db

BASE = "/v1/projects/acme/locations/global/collections/default_collection"


def violations(resp):
    details = resp.json()["error"]["details"]
    return [v["field"] for d in details for v in d.get("fieldViolations", [])]


# --- engines ------------------------------------------------------------------------------------


def test_engine_lifecycle(client, project):
    resp = client.post(
        f"{BASE}/engines?engineId=help-desk",
        {"displayName": "Help desk", "groundingConfig": {"citationThreshold": 0.7}, "policyConfig": {"bannedPhrases": ["foo bar"]}},
        format="json",
    )
    assert resp.status_code == 200, resp.content
    engine = resp.json()
    assert engine["name"] == "projects/acme/locations/global/collections/default_collection/engines/help-desk"
    assert engine["groundingConfig"] == {"citationThreshold": 0.7, "enableAntiCitations": True, "antiCitationThreshold": 0.8}
    assert engine["policyConfig"]["bannedPhrases"] == ["foo bar"]
    assert client.get(f"/v1/{engine['name']}").json() == engine

    dup = client.post(f"{BASE}/engines?engineId=help-desk", {}, format="json")
    assert dup.status_code == 409 and dup.json()["error"]["status"] == "ALREADY_EXISTS"

    upd = client.patch(
        f"/v1/{engine['name']}?updateMask=groundingConfig.citationThreshold",
        {"displayName": "not applied", "groundingConfig": {"citationThreshold": 0.5}},
        format="json",
    )
    assert upd.status_code == 200
    assert upd.json()["displayName"] == "Help desk" and upd.json()["groundingConfig"]["citationThreshold"] == 0.5

    bad = client.patch(f"/v1/{engine['name']}?updateMask=name", {}, format="json")
    assert bad.status_code == 400 and violations(bad) == ["updateMask"]
    out_of_range = client.patch(f"/v1/{engine['name']}", {"groundingConfig": {"citationThreshold": 1.5}}, format="json")
    assert out_of_range.status_code == 400 and violations(out_of_range) == ["groundingConfig.citationThreshold"]

    listed = client.get(f"{BASE}/engines").json()
    assert [e["name"] for e in listed["engines"]] == [engine["name"]]
    assert client.delete(f"/v1/{engine['name']}").json() == {}
    assert client.get(f"/v1/{engine['name']}").status_code == 404


def test_engine_id_is_validated(client, project):
    resp = client.post(f"{BASE}/engines?engineId=Bad_ID!", {}, format="json")
    assert resp.status_code == 400 and violations(resp) == ["engineId"]
    resp = client.post(f"{BASE}/engines", {}, format="json")
    assert resp.status_code == 400 and violations(resp) == ["engineId"]


# --- sessions -----------------------------------------------------------------------------------


def make_sessions(engine, n, **fields):
    base = timezone.now() - dt.timedelta(days=1)
    out = []
    for i in range(n):
        s = services.session_create(
            engine=engine,
            session_id=f"s{i:04d}",
            values={
                "display_name": f"name {i % 7}",
                "user_pseudo_id": f"user-{i % 3}",
                "is_pinned": i % 5 == 0,
                "labels": ["hidden"] if i % 4 == 0 else ["vip", "eu"] if i % 4 == 1 else [],
                **fields,
            },
        )
        # deterministic, partly equal create times to exercise the tiebreaker
        Session.objects.filter(pk=s.pk).update(create_time=base + dt.timedelta(minutes=i // 3))
        out.append(s)
    return out


def walk(client, url, page_size, **params):
    names, token, pages = [], "", 0
    while True:
        query = {"pageSize": page_size, **params}
        if token:
            query["pageToken"] = token
        resp = client.get(url, query)
        assert resp.status_code == 200, resp.content
        body = resp.json()
        names += [s["name"] for s in body.get("sessions", [])]
        pages += 1
        token = body.get("nextPageToken", "")
        if not token:
            return names, pages


def test_pagination_walks_everything_once(client, engine, engine_url):
    make_sessions(engine, 53)
    names, pages = walk(client, f"{engine_url}/sessions", 10)
    assert len(names) == 53 and len(set(names)) == 53 and pages == 6
    expected = [s.name for s in Session.objects.order_by("create_time", "pk").select_related("engine__project")]
    assert names == expected

    by_name, _ = walk(client, f"{engine_url}/sessions", 7, orderBy="displayName desc, createTime")
    assert len(by_name) == 53 and len(set(by_name)) == 53
    display = [Session.objects.get(session_id=n.rsplit("/", 1)[1]).display_name for n in by_name]
    assert display == sorted(display, reverse=True)


def test_pagination_is_stable_while_the_collection_changes(client, engine, engine_url):
    make_sessions(engine, 20)
    first = client.get(f"{engine_url}/sessions", {"pageSize": 10}).json()
    # a new session arrives and an old one from the first page is deleted between pages
    services.session_create(engine=engine, session_id="late", values={})
    Session.objects.filter(session_id="s0000").delete()
    second = client.get(f"{engine_url}/sessions", {"pageSize": 10, "pageToken": first["nextPageToken"]}).json()
    names = [s["name"] for s in first["sessions"] + second["sessions"]]
    assert len(names) == len(set(names))
    assert sum(1 for n in names if n.endswith(("/s0010", "/s0019"))) == 2  # nothing skipped


def test_page_size_rules(client, engine, engine_url):
    make_sessions(engine, 55)
    assert len(client.get(f"{engine_url}/sessions", {"pageSize": 0}).json()["sessions"]) == 50
    assert len(client.get(f"{engine_url}/sessions").json()["sessions"]) == 50
    assert len(client.get(f"{engine_url}/sessions", {"pageSize": 5000}).json()["sessions"]) == 55  # coerced to 1000
    neg = client.get(f"{engine_url}/sessions", {"pageSize": -1})
    assert neg.status_code == 400 and violations(neg) == ["pageSize"]
    nan = client.get(f"{engine_url}/sessions", {"pageSize": "ten"})
    assert nan.status_code == 400 and violations(nan) == ["pageSize"]


def test_bad_page_tokens(client, engine, engine_url):
    make_sessions(engine, 12)
    token = client.get(f"{engine_url}/sessions", {"pageSize": 5}).json()["nextPageToken"]
    for bad in ("garbage", token[:-3], token[:10] + ("A" if token[10] != "A" else "B") + token[11:]):
        resp = client.get(f"{engine_url}/sessions", {"pageSize": 5, "pageToken": bad})
        assert resp.status_code == 400 and violations(resp) == ["pageToken"], bad
    # a token is bound to its filter and order
    other = client.get(f"{engine_url}/sessions", {"pageSize": 5, "pageToken": token, "filter": "isPinned = true"})
    assert other.status_code == 400 and violations(other) == ["pageToken"]
    assert client.get(f"{engine_url}/sessions", {"pageSize": 5, "pageToken": token}).status_code == 200


@pytest.mark.parametrize(
    "flt, predicate",
    [
        ('userPseudoId = "user-1"', lambda s: s.user_pseudo_id == "user-1"),
        ("user_pseudo_id = user-2", lambda s: s.user_pseudo_id == "user-2"),
        ('displayName = "name 3"', lambda s: s.display_name == "name 3"),
        ('displayName = "name*"', lambda s: True),
        ("isPinned = true", lambda s: s.is_pinned),
        ("is_pinned=true AND (NOT labels:hidden)", lambda s: s.is_pinned and "hidden" not in s.labels),
        ("labels:vip", lambda s: "vip" in s.labels),
        ('labels = "eu" OR labels = "hidden"', lambda s: {"eu", "hidden"} & set(s.labels)),
        ("-labels:hidden", lambda s: "hidden" not in s.labels),
        ("state = STATE_UNSPECIFIED", lambda s: True),
        ("state = IN_PROGRESS", lambda s: False),
        ('userPseudoId = "user-1" AND isPinned = false OR labels:vip', lambda s: s.user_pseudo_id == "user-1" and (not s.is_pinned or "vip" in s.labels)),
    ],
)
def test_session_filters(client, engine, engine_url, flt, predicate):
    sessions = make_sessions(engine, 24)
    for s in sessions:
        s.labels = list(s.label_rows.values_list("value", flat=True))
    expected = sorted(s.session_id for s in sessions if predicate(s))
    got, _ = walk(client, f"{engine_url}/sessions", 100, filter=flt)
    assert sorted(n.rsplit("/", 1)[1] for n in got) == expected


def test_time_filters(client, engine, engine_url):
    make_sessions(engine, 9)
    cut = Session.objects.order_by("create_time")[4].create_time
    stamp = cut.strftime("%Y-%m-%dT%H:%M:%S.%fZ")
    got, _ = walk(client, f"{engine_url}/sessions", 100, filter=f'createTime >= "{stamp}"')
    assert len(got) == Session.objects.filter(create_time__gte=cut).count() > 0
    got, _ = walk(client, f"{engine_url}/sessions", 100, filter='update_time < "2000-01-01T00:00:00Z"')
    assert got == []


@pytest.mark.parametrize(
    "flt", ["owner = bob", "isPinned = maybe", "state = DONE", "displayName >", "(isPinned = true", 'createTime > "yesterday"', "labels < x"]
)
def test_bad_filters_name_the_filter(client, engine, engine_url, flt):
    resp = client.get(f"{engine_url}/sessions", {"filter": flt})
    assert resp.status_code == 400
    assert resp.json()["error"]["status"] == "INVALID_ARGUMENT"
    assert violations(resp) == ["filter"]


def test_bad_order_by(client, engine, engine_url):
    resp = client.get(f"{engine_url}/sessions", {"orderBy": "secret desc"})
    assert resp.status_code == 400 and violations(resp) == ["orderBy"]


def test_session_create_update_delete(client, engine, engine_url):
    resp = client.post(
        f"{engine_url}/sessions?sessionId=chat-1",
        {"displayName": "Chat", "userPseudoId": "u-9", "labels": ["a", "b"], "isPinned": True, "name": "ignored", "startTime": "2024-05-01T10:00:00+01:00"},
        format="json",
    )
    assert resp.status_code == 200, resp.content
    s = resp.json()
    assert s["name"].endswith("/engines/support/sessions/chat-1")
    assert s["labels"] == ["a", "b"] and s["isPinned"] is True and s["startTime"] == "2024-05-01T09:00:00Z"

    upd = client.patch(f"/v1/{s['name']}?updateMask=labels,is_pinned", {"labels": ["c"], "isPinned": False, "displayName": "nope"}, format="json")
    assert upd.status_code == 200
    body = upd.json()
    assert body["labels"] == ["c"] and "isPinned" not in body and body["displayName"] == "Chat"
    assert body["updateTime"] > s["updateTime"]

    bad = client.patch(f"/v1/{s['name']}?updateMask=turns", {}, format="json")
    assert bad.status_code == 400 and violations(bad) == ["updateMask"]
    dup = client.post(f"{engine_url}/sessions?sessionId=chat-1", {}, format="json")
    assert dup.status_code == 409

    # delete cascades to turns, answers and replies
    client.post(f"/v1/{s['name']}/assistAnswers", {"query": {"text": "q"}, "assistAnswer": text_answer("A.", ["ref"])}, format="json")
    assert AssistAnswer.objects.count() == 1 and Reference.objects.count() == 1
    assert client.delete(f"/v1/{s['name']}").json() == {}
    assert client.get(f"/v1/{s['name']}").status_code == 404
    assert (Session.objects.count(), Turn.objects.count(), AssistAnswer.objects.count(), Reply.objects.count(), Reference.objects.count()) == (0, 0, 0, 0, 0)


def test_session_labels_are_validated(client, engine, engine_url):
    resp = client.post(f"{engine_url}/sessions", {"labels": ["x" * 64]}, format="json")
    assert resp.status_code == 400 and violations(resp) == ["labels[0]"]
    resp = client.post(f"{engine_url}/sessions", {"labels": [f"l{i}" for i in range(65)]}, format="json")
    assert resp.status_code == 400 and violations(resp) == ["labels"]


def test_answers_list_filter_and_paging(client, session, session_url):
    names = []
    for i in range(7):
        body = text_answer(f"Reply {i}.")
        body["state"] = "SUCCEEDED" if i % 2 else "FAILED"
        names.append(client.post(f"{session_url}/assistAnswers", {"query": {"text": f"q{i}"}, "assistAnswer": body}, format="json").json()["name"])
    seen, token = [], ""
    while True:
        params = {"pageSize": 3, **({"pageToken": token} if token else {})}
        body = client.get(f"{session_url}/assistAnswers", params).json()
        seen += [a["name"] for a in body["assistAnswers"]]
        token = body.get("nextPageToken")
        if not token:
            break
    assert seen == names
    failed = client.get(f"{session_url}/assistAnswers", {"filter": "state = FAILED"}).json()["assistAnswers"]
    assert [a["name"] for a in failed] == names[0::2]
    turns = client.get(session_url).json()["turns"]
    assert [t["answer"] for t in turns] == names and [t["query"]["text"] for t in turns] == [f"q{i}" for i in range(7)]
