"""Grounding configs of the Check Grounding API: ``default_grounding_config`` in every location, any
other id 404, a body ``groundingConfig`` other than the URL's 400; and the official Google client
library (``google-cloud-discoveryengine``, REST transport) against a live server."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.django_db

BODY = {
    "answerCandidate": "Titanic was directed by James Cameron.",
    "facts": [{"factText": "Titanic is a 1997 film directed by James Cameron.", "attributes": {"author": "Simple Wikipedia"}}],
}
NAME = "projects/acme/locations/{loc}/groundingConfigs/{cfg}"


def url(loc="global", cfg="default_grounding_config", v="v1"):
    return f"/{v}/" + NAME.format(loc=loc, cfg=cfg) + ":check"


def error(resp):
    return resp.json()["error"]


@pytest.mark.parametrize("v", ["v1", "v1alpha", "v1beta"])
@pytest.mark.parametrize("loc", ["global", "us", "eu"])
def test_default_grounding_config_in_any_location(client, v, loc):
    resp = client.post(url(loc=loc, v=v), BODY, format="json")
    assert resp.status_code == 200, resp.content
    assert resp.json()["claims"][0]["citationIndices"] == [0]


@pytest.mark.parametrize("cfg", ["my_config", "default", "default_grounding_config2"])
def test_other_grounding_configs_are_not_found(client, cfg):
    resp = client.post(url(cfg=cfg), BODY, format="json")
    assert resp.status_code == 404, resp.content
    err = error(resp)
    assert err["status"] == "NOT_FOUND"
    assert NAME.format(loc="global", cfg=cfg) in err["message"]


def test_malformed_names_are_invalid(client):
    for bad in (url(loc="Global!"), url(cfg="Default")):
        resp = client.post(bad, BODY, format="json")
        assert resp.status_code == 400, (bad, resp.content)
        assert error(resp)["status"] == "INVALID_ARGUMENT"


@pytest.mark.parametrize("key", ["groundingConfig", "grounding_config"])
def test_body_grounding_config_must_match_the_url(client, key):
    same = dict(BODY, **{key: NAME.format(loc="global", cfg="default_grounding_config")})
    assert client.post(url(), same, format="json").status_code == 200
    for other in (
        NAME.format(loc="global", cfg="other_config"),
        NAME.format(loc="us", cfg="default_grounding_config"),
        "projects/globex/locations/global/groundingConfigs/default_grounding_config",
        "default_grounding_config",
    ):
        resp = client.post(url(), dict(BODY, **{key: other}), format="json")
        assert resp.status_code == 400, (other, resp.content)
        err = error(resp)
        assert err["status"] == "INVALID_ARGUMENT"
        violations = [v for d in err["details"] for v in d.get("fieldViolations", [])]
        assert [v["field"] for v in violations] == ["groundingConfig"]
        assert other in violations[0]["description"]


def test_another_projects_config_is_forbidden_before_anything_else(client):
    resp = client.post("/v1/projects/globex/locations/global/groundingConfigs/nope:check", BODY, format="json")
    assert resp.status_code == 403


@pytest.mark.django_db(transaction=True)
def test_official_client_library_check_grounding(live_server, api_key):
    """``GroundedGenerationServiceClient.check_grounding`` (REST transport, API key) against the service:
    the guide's request, a config that does not exist (NotFound) and thresholds as the proto types them."""
    from google.api_core import exceptions
    from google.api_core.client_options import ClientOptions
    from google.cloud import discoveryengine_v1 as de

    client = de.GroundedGenerationServiceClient(transport="rest", client_options=ClientOptions(api_endpoint=live_server.url, api_key=api_key))
    facts = [de.GroundingFact(fact_text=f["factText"], attributes=f["attributes"]) for f in BODY["facts"]]
    request = de.CheckGroundingRequest(
        grounding_config=NAME.format(loc="global", cfg="default_grounding_config"),
        answer_candidate="Here is what I found. Titanic was directed by James Cameron. It starred Brad Pitt.",
        facts=facts,
        grounding_spec=de.CheckGroundingSpec(citation_threshold=0.6),
    )
    resp = client.check_grounding(request=request)
    assert [c.grounding_check_required for c in resp.claims] == [False, True, True]
    assert resp.claims[1].citation_indices == [0] and not resp.claims[2].citation_indices
    # the support score is about the grounded share of the checked bytes (README: between 0.96 * s and
    # s + 0.2 * (1 - s)); here 38 of 59 bytes are grounded
    sizes = [c.end_pos - c.start_pos for c in resp.claims[1:]]
    s = sizes[0] / sum(sizes)
    assert 0.96 * s <= resp.support_score <= s + 0.2 * (1 - s)
    assert resp.cited_chunks[0].source == "0"
    request.grounding_config = NAME.format(loc="global", cfg="no_such_config")
    with pytest.raises(exceptions.NotFound):
        client.check_grounding(request=request)
