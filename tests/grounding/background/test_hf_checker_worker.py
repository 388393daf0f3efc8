"""Background grounding with a configured checker: a real Celery worker started with
``GROUNDING_MODEL=hf-binary:/tmp/...`` (a tiny local MiniCheck-style model) grounds an answer stored over
REST; the stored result names that model and family, says there is no contradiction output, and its claim
scores are the ones the same checker gives in this process (the ``:check`` path)."""

from __future__ import annotations

import pytest

from grounding.engine.core import ENGINE_VERSION

pytest.importorskip("torch")
pytest.importorskip("transformers")

from grounding import runner  # noqa: E402
from grounding.engine import CheckRequest, Spec  # noqa: E402
from sessions.models import AssistAnswer, Reply, Segment  # noqa: E402

from ..tiny_checkers import save_binary  # noqa: E402
from .conftest import answer_body, check_segments, wait_for  # noqa: E402

pytestmark = [pytest.mark.slow, pytest.mark.django_db(transaction=True)]


@pytest.fixture(scope="module")
def binary_checker(tmp_path_factory):
    path = tmp_path_factory.mktemp("bg-binary")
    save_binary(path, seed=3)
    return path


def test_worker_grounds_with_the_configured_checker(client, session_url, start_worker, settings, binary_checker):
    spec = f"hf-binary:{binary_checker}"
    settings.GROUNDING_MODEL = spec  # this process (the :check path and the comparison below)
    worker = start_worker(concurrency=1, GROUNDING_MODEL=spec)  # the worker's own environment
    resp = client.post(f"{session_url}/assistAnswers", answer_body(), format="json")
    assert resp.status_code == 200, resp.content
    name = resp.json()["name"]
    answer = AssistAnswer.objects.get(answer_id=name.rsplit("/", 1)[1])

    def grounded():
        got = client.get(f"/v1/{name}").json()
        return got if got.get("diagnosticInfo", {}).get("grounding", {}).get("engineVersion") else None

    got = wait_for(grounded, timeout=300, message=f"grounding by the worker\n{worker.output()[-3000:]}")
    check_segments(got)
    engine = runner.grounding_engine()
    assert engine.model.name == f"hf-binary:{binary_checker.name}"
    g = got["diagnosticInfo"]["grounding"]
    assert g["model"] == engine.model.name and g["modelVersion"] == engine.model.version
    assert g["engineVersion"] == engine.version
    assert g["modelFamily"] == "binary" and g["contradictionAvailable"] is False
    assert f"grounding model loaded in worker process (engine-{ENGINE_VERSION}+hf-binary:" in worker.output()

    # the worker's claim scores are this checker's: recompute the reply in-process with the same request
    reply = Reply.objects.get(answer=answer)
    e = answer.session.engine
    req = CheckRequest(
        reply.text,
        [runner.reference_fact(r) for r in reply.references.all()],
        Spec(
            citation_threshold=e.citation_threshold,
            enable_anti_citations=e.enable_anti_citations,
            anti_citation_threshold=e.anti_citation_threshold,
            enable_claim_level_score=True,
        ),
    )
    local = engine.check(req)
    stored = list(Segment.objects.filter(reply=reply).order_by("position"))
    assert len(stored) == len(local.claims)
    checked = [(s, c) for s, c in zip(stored, local.claims) if c.grounding_check_required]
    assert checked
    for seg, claim in checked:
        assert seg.grounding_score == pytest.approx(claim.score, abs=2e-4)
        assert seg.anti_reference_indices == []
    worker.stop()
