"""``:check`` answers with the checker ``settings.GROUNDING_MODEL`` names (the same setting the background
workers read), for each family of tiny local checker; the response headers say which model answered."""

from __future__ import annotations

import pytest

from grounding.engine.core import ENGINE_VERSION

pytest.importorskip("torch")
pytest.importorskip("transformers")

from grounding.engine import GroundingEngine  # noqa: E402
from grounding.engine.backends import load_model  # noqa: E402
from grounding.engine.protojson import parse_check_request, response_to_json  # noqa: E402

from .tiny_checkers import save_binary, save_nli, save_seq2seq  # noqa: E402

pytestmark = pytest.mark.django_db
URL = "/v1/projects/acme/locations/global/groundingConfigs/default_grounding_config:check"
BODY = {
    "answerCandidate": "Titanic was directed by James Cameron. It was released in 1997. The sky is green.",
    "facts": [
        {"factText": "Titanic is a 1997 film directed by James Cameron.", "attributes": {"author": "Wiki"}},
        {"factText": "The sky is blue on a clear day."},
    ],
    "groundingSpec": {"enableAntiCitations": True, "enableClaimLevelScore": True, "citationThreshold": 0.3},
}


@pytest.fixture(scope="module")
def checkers(tmp_path_factory):
    root = tmp_path_factory.mktemp("checkers")
    save_nli(root / "nli")
    save_binary(root / "binary")
    save_seq2seq(root / "seq2seq")
    return {"hf-nli": root / "nli", "hf-binary": root / "binary", "hf-seq2seq": root / "seq2seq"}


@pytest.mark.parametrize("prefix", ["hf-nli", "hf-binary", "hf-seq2seq"])
def test_check_uses_the_configured_checker(client, settings, monkeypatch, checkers, prefix):
    spec = f"{prefix}:{checkers[prefix]}"
    settings.GROUNDING_MODEL = spec
    monkeypatch.setenv("GROUNDING_MODEL", "lexical")  # the setting decides, as it does for the workers
    resp = client.post(URL, BODY, format="json")
    assert resp.status_code == 200, resp.content
    model = load_model(spec)
    expected = response_to_json(GroundingEngine(model).check(parse_check_request(BODY)))
    assert resp.json() == expected
    assert resp["X-Assistsvc-Engine-Version"] == f"engine-{ENGINE_VERSION}+{prefix}:{checkers[prefix].name}-{model.version}"
    if prefix == "hf-nli":
        assert not resp.has_header("X-Assistsvc-Contradiction")
    else:
        assert resp["X-Assistsvc-Contradiction"] == "unavailable"
        assert expected["contradictionScore"] == 0.0
        assert all("antiCitationIndices" not in c for c in expected["claims"])


def test_a_model_that_cannot_load_is_503_not_another_model(client, settings, tmp_path, checkers):
    settings.GROUNDING_MODEL = f"hf-nli:{tmp_path / 'missing'}"
    resp = client.post(URL, BODY, format="json")
    assert resp.status_code == 503
    assert resp.json()["error"]["status"] == "UNAVAILABLE"
    settings.GROUNDING_MODEL = f"hf-remote:{checkers['hf-nli']}"  # remote code not allowed: refused, not loaded
    resp = client.post(URL, BODY, format="json")
    assert resp.status_code == 503 and "X-Assistsvc-Engine-Version" not in resp
