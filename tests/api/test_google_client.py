"""Google's own client library (google-cloud-discoveryengine, REST transport) against a live service:
the way README "Google's client library" and scripts/google_client_example.py describe."""

from __future__ import annotations

import json
import subprocess
import urllib.request

import pytest
from google.api_core import exceptions
from google.api_core.client_options import ClientOptions
from google.cloud import discoveryengine_v1 as de
from google.oauth2.credentials import Credentials

from .conftest import PY, ROOT

pytestmark = pytest.mark.slow

COLLECTION = "projects/demo/locations/global/collections/default_collection"
TITANIC = "Titanic is a 1997 American epic romantic disaster movie. It was directed, written, and co-produced by James Cameron."


def _clients(live, key=None):
    opts = ClientOptions(api_endpoint=live.base)
    creds = Credentials(token=key or live.key)
    return (
        de.SessionServiceClient(credentials=creds, transport="rest", client_options=opts),
        de.GroundedGenerationServiceClient(credentials=creds, transport="rest", client_options=opts),
    )


def _post(live, path, body):
    req = urllib.request.Request(
        live.url(path), data=json.dumps(body).encode(), method="POST", headers={"Authorization": f"Bearer {live.key}", "Content-Type": "application/json"}
    )
    with urllib.request.urlopen(req, timeout=60) as resp:
        return json.loads(resp.read())


@pytest.fixture(scope="module")
def engine(live_service):
    _post(live_service, f"/v1/{COLLECTION}/engines?engineId=google-client", {"displayName": "Google client tests"})
    return f"{COLLECTION}/engines/google-client"


def test_session_create_get_update_delete(live_service, engine):
    sessions, _ = _clients(live_service)
    created = sessions.create_session(parent=engine, session=de.Session(display_name="From the library", user_pseudo_id="u-7"))
    assert created.name.startswith(engine + "/sessions/") and created.display_name == "From the library"
    assert created.user_pseudo_id == "u-7"

    got = sessions.get_session(name=created.name)
    assert got == created
    created.display_name = "Renamed"
    created.user_pseudo_id = "not-sent"
    updated = sessions.update_session(session=created, update_mask={"paths": ["display_name"]})
    assert updated.display_name == "Renamed" and updated.user_pseudo_id == "u-7"  # only the masked field changed

    sessions.delete_session(name=created.name)
    with pytest.raises(exceptions.NotFound):
        sessions.get_session(name=created.name)


def test_get_session_with_answer_details(live_service, engine):
    sessions, _ = _clients(live_service)
    session = sessions.create_session(parent=engine, session=de.Session(display_name="With answers"))
    stored = _post(
        live_service,
        f"/v1/{session.name}/assistAnswers",
        {
            "query": {"queryId": "q-1", "text": "Who directed Titanic?"},
            "assistAnswer": {
                "state": "SUCCEEDED",
                "replies": [
                    {
                        "groundedContent": {
                            "content": {"role": "model", "text": "Titanic was directed by James Cameron."},
                            "textGroundingMetadata": {
                                "references": [{"content": TITANIC, "documentMetadata": {"title": "Titanic", "uri": "https://example.org/t"}}]
                            },
                        }
                    }
                ],
            },
        },
    )
    full = sessions.get_session(request={"name": session.name, "include_answer_details": True})
    (turn,) = full.turns
    assert turn.query.text == "Who directed Titanic?" and turn.query.query_id == "q-1"
    assert turn.answer == stored["name"]
    answer = turn.detailed_assist_answer
    assert answer.name == stored["name"]
    # the library asks for enums as numbers ($alt=json;enum-encoding=int) and reads them back as its enum
    assert answer.state == de.AssistAnswer.State.SUCCEEDED
    (reply,) = answer.replies
    assert reply.grounded_content.content.text == "Titanic was directed by James Cameron."
    ref = reply.grounded_content.text_grounding_metadata.references[0]
    assert ref.content == TITANIC and ref.document_metadata.title == "Titanic" and ref.document_metadata.uri == "https://example.org/t"
    # without the flag: the turn names its answer only
    bare = sessions.get_session(name=session.name)
    assert bare.turns[0].answer == stored["name"] and not bare.turns[0].detailed_assist_answer.name


def test_list_sessions_pages(live_service):
    sessions, _ = _clients(live_service)
    _post(live_service, f"/v1/{COLLECTION}/engines?engineId=google-paging", {})
    parent = f"{COLLECTION}/engines/google-paging"
    made = [sessions.create_session(parent=parent, session=de.Session(display_name=f"s{i}")).name for i in range(7)]
    pager = sessions.list_sessions(request={"parent": parent, "page_size": 3})
    pages = list(pager.pages)
    assert [len(p.sessions) for p in pages] == [3, 3, 1]
    assert [s.name for p in pages for s in p.sessions] == made  # created order, each once
    assert pages[-1].next_page_token == ""
    # a filter and an order, as the library sends them
    desc = sessions.list_sessions(request={"parent": parent, "filter": 'displayName = "s1*"', "order_by": "createTime desc"})
    assert [s.display_name for s in desc] == ["s1"]


def test_check_grounding(live_service):
    _, grounding = _clients(live_service)
    resp = grounding.check_grounding(
        request={
            "grounding_config": "projects/demo/locations/global/groundingConfigs/default_grounding_config",
            "answer_candidate": "Here is what I found. Titanic was directed by James Cameron.",
            "facts": [{"fact_text": TITANIC, "attributes": {"author": "Simple Wikipedia"}}],
            "grounding_spec": {"citation_threshold": 0.6},
        }
    )
    assert [c.claim_text for c in resp.claims] == ["Here is what I found.", "Titanic was directed by James Cameron."]
    first, second = resp.claims
    assert first.grounding_check_required is False and list(first.citation_indices) == []
    # UTF-8 byte offsets, end exclusive
    assert (second.start_pos, second.end_pos) == (22, 60) and second.grounding_check_required is True
    assert list(second.citation_indices) == [0] and resp.cited_chunks[0].source == "0"
    assert resp.support_score >= 0.6


def test_errors_are_the_library_exceptions(live_service, engine):
    sessions, grounding = _clients(live_service)
    with pytest.raises(exceptions.NotFound) as err:
        sessions.get_session(name=f"{engine}/sessions/missing")
    assert "was not found" in err.value.message and err.value.reason == "RESOURCE_NOT_FOUND"
    with pytest.raises(exceptions.BadRequest) as err:
        list(sessions.list_sessions(request={"parent": engine, "filter": "nope = 1"}))
    assert err.value.reason == "INVALID_ARGUMENT" and "nope" in err.value.message
    with pytest.raises(exceptions.BadRequest) as err:
        grounding.check_grounding(
            request={
                "grounding_config": "projects/demo/locations/global/groundingConfigs/default_grounding_config",
                "answer_candidate": "x",
                "grounding_spec": {"citation_threshold": 1.5},
            }
        )
    assert "groundingSpec.citationThreshold" in err.value.message
    # by HTTP status: 403 is Forbidden (PermissionDenied is its gRPC-named subclass), 401 Unauthorized
    with pytest.raises(exceptions.Forbidden):
        sessions.get_session(name="projects/other/locations/global/collections/default_collection/engines/e/sessions/s")
    # a wrong key is 401 UNAUTHENTICATED; google-auth answers a 401 by trying to refresh the token, which a
    # bare bearer token cannot: the library raises google.auth's RefreshError
    from google.auth.exceptions import RefreshError

    bad, _ = _clients(live_service, key="asv_000000000000_not-a-key")
    with pytest.raises(RefreshError):
        bad.get_session(name=f"{engine}/sessions/missing")


def test_the_example_script_runs(live_service):
    out = subprocess.run(
        [PY, "scripts/google_client_example.py", "--endpoint", live_service.base, "--api-key", live_service.key],
        cwd=ROOT,
        env=live_service.env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert out.returncode == 0, out.stderr[-3000:]
    assert "renamed to Renamed" in out.stdout and "support score" in out.stdout and "NotFound:" in out.stdout
