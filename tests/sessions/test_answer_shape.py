"""The AssistAnswer GET returns exactly the seed's JSON representation (003_493f54b199124d46.txt)."""

from __future__ import annotations

import base64

import pytest

from sessions.models import AssistAnswer, Reply, Segment

from .bodies import full_answer, text_answer

pytestmark = pytest.mark.django_db


def create(client, session_url, answer, query="who directed titanic?", **extra):
    body = {"query": {"queryId": "q-1", "text": query}, "assistAnswer": answer, **extra}
    resp = client.post(f"{session_url}/assistAnswers", body, format="json")
    assert resp.status_code == 200, resp.content
    return resp.json()


def test_get_returns_every_field_of_the_seed_representation(client, session_url):
    created = create(client, session_url, full_answer())
    got = client.get("/v1/" + created["name"]).json()
    assert got == created

    # name: assigned by the server under the session, the client's value ignored
    assert got["name"].startswith(session_url[len("/v1/") :] + "/assistAnswers/")
    assert len(got["name"]) <= 1024
    assert set(got) == {
        "name",
        "state",
        "connectorDisplayNames",
        "replies",
        "diagnosticInfo",
        "requiredAuthorizations",
    }
    assert got["state"] == "SUCCEEDED"
    assert got["connectorDisplayNames"] == {"custom_mcp_ab12_agent": "Jira"}
    assert got["diagnosticInfo"] == {"plannerSteps": ["search", "answer"], "latencyMs": 812}
    assert got["requiredAuthorizations"] == full_answer()["requiredAuthorizations"]

    r0 = got["replies"][0]
    assert r0["replyId"] == "r-1"
    # RFC 3339 normalised to Z: +02:00 becomes Z, 3 fractional digits kept
    assert r0["createTime"] == "2025-01-02T01:04:05.123Z"
    gc = r0["groundedContent"]
    assert gc["content"] == {"role": "model", "text": "Titanic was directed by James Cameron. It was released in 1997."}
    assert gc["citationMetadata"] == {
        "citations": [
            {
                # Citation indices are int32: JSON numbers; startIndex 0 is a default and is omitted
                "endIndex": 38,
                "uri": "https://example.org/titanic",
                "title": "Titanic",
                "license": "CC-BY-SA",
                "publicationDate": {"year": 1997, "month": 12, "day": 19},
            }
        ]
    }
    assert gc["contentMetadata"] == {"contentKind": "RESEARCH_ANSWER", "contentId": "q1"}
    tgm = gc["textGroundingMetadata"]
    # segments are this service's grounding output: the client's are ignored (AIP-203)
    assert "segments" not in tgm
    assert tgm["visualSegments"] == [{"referenceIndices": [0], "contentId": "img-1"}]
    assert tgm["references"][0] == full_answer()["replies"][0]["groundedContent"]["textGroundingMetadata"]["references"][0]
    assert tgm["references"][1] == {"codeSnippet": "SELECT 1"}
    assert tgm["searchEntryPoints"] == [{"renderedContent": "<div>search</div>"}]

    # the content oneof in all its forms
    contents = [r["groundedContent"]["content"] for r in got["replies"][1:]]
    assert contents == [
        {"role": "model", "thought": True, "inlineData": {"mimeType": "image/png", "data": "iVBORw0KGgo="}},
        {"file": {"mimeType": "audio/mpeg", "fileId": "f-1"}},
        {"executableCode": {"code": "print(1)"}},
        {"codeExecutionResult": {"outcome": "OUTCOME_OK", "output": "1\n"}},
    ]
    assert base64.b64decode(contents[0]["inlineData"]["data"]) == b"\x89PNG\r\n\x1a\n"
    # server-assigned reply times are Z-normalised with 0, 3 or 6 digits
    for r in got["replies"][1:]:
        ts = r["createTime"]
        assert ts.endswith("Z") and len(ts.split(".")[-1]) in (4, 7) or "." not in ts


def test_defaults_are_omitted_and_int64_are_strings(client, session_url):
    created = create(client, session_url, text_answer("Été à Zürich. 東京は日本の首都です。🎉 Done."))
    answer = AssistAnswer.objects.get(answer_id=created["name"].rsplit("/", 1)[1])
    reply = answer.replies.get()
    text = reply.text
    # store segments the way grounding does: UTF-8 byte offsets, end exclusive
    pieces = ["Été à Zürich.", "東京は日本の首都です。", "🎉 Done."]
    data = text.encode("utf-8")
    for i, piece in enumerate(pieces):
        start = data.index(piece.encode("utf-8"))
        Segment.objects.create(
            reply=reply,
            position=i,
            start_index=start,
            end_index=start + len(piece.encode("utf-8")),
            text=piece,
            reference_indices=[0] if i == 1 else [],
            grounding_score=[0.0, 0.91, None][i],
        )
    got = client.get("/v1/" + created["name"]).json()
    segs = got["replies"][0]["groundedContent"]["textGroundingMetadata"]["segments"]
    # startIndex 0 is the proto3 default: omitted; other int64 values are JSON strings
    assert segs[0] == {"endIndex": str(len("Été à Zürich.".encode())), "text": "Été à Zürich."}
    assert segs[1]["startIndex"] == str(data.index("東".encode()))
    assert isinstance(segs[1]["endIndex"], str)
    assert segs[1]["referenceIndices"] == [0] and segs[1]["groundingScore"] == pytest.approx(0.91)
    for s in segs:
        start, end = int(s.get("startIndex", "0")), int(s["endIndex"])
        assert data[start:end].decode("utf-8") == s["text"]
    # a real score of 0 and "not scored" both render without groundingScore (proto3), but stay apart in the DB
    assert "groundingScore" not in segs[0] and "groundingScore" not in segs[2]
    assert list(Segment.objects.order_by("position").values_list("grounding_score", flat=True)) == [0.0, pytest.approx(0.91), None]
    # no state default, no empty lists or maps anywhere
    assert "assistSkippedReasons" not in got and "connectorDisplayNames" not in got
    assert "customerPolicyEnforcementResult" not in got


def test_policy_result_shape(client, session_url):
    created = create(client, session_url, text_answer("Some reply."))
    answer = AssistAnswer.objects.get(answer_id=created["name"].rsplit("/", 1)[1])
    answer.policy_verdict = "BLOCK"
    answer.policy_violation_source = "PROMPT"
    answer.assist_skipped_reasons = ["CUSTOMER_POLICY_VIOLATION"]
    answer.state = "SKIPPED"
    answer.save()
    answer.policy_results.create(position=0, kind="BANNED_PHRASE", banned_phrases=["secret project"])
    answer.policy_results.create(position=1, kind="MODEL_ARMOR", model_armor_violation="prompt_injection")
    answer.policy_results.create(position=2, kind="MODEL_ARMOR", error={"code": 13, "message": "screen failed", "status": "INTERNAL"})
    got = client.get("/v1/" + created["name"]).json()
    assert got["state"] == "SKIPPED"
    assert got["assistSkippedReasons"] == ["CUSTOMER_POLICY_VIOLATION"]
    assert got["customerPolicyEnforcementResult"] == {
        "verdict": "BLOCK",
        "policyResults": [
            {"bannedPhraseEnforcementResult": {"bannedPhrases": ["secret project"]}},
            {"modelArmorEnforcementResult": {"modelArmorViolation": "prompt_injection"}},
            {"modelArmorEnforcementResult": {"error": {"code": 13, "message": "screen failed", "status": "INTERNAL"}}},
        ],
        "violationSource": "PROMPT",
    }


def test_snake_case_input_and_enum_validation(client, session_url):
    body = {
        "query": {"text": "hi"},
        "assist_answer": {
            "state": "SUCCEEDED",
            "replies": [{"reply_id": "x", "grounded_content": {"content": {"text": "Hello."}, "content_metadata": {"content_kind": "RESEARCH_PLAN"}}}],
        },
    }
    resp = client.post(f"{session_url}/assistAnswers", body, format="json")
    assert resp.status_code == 200, resp.content
    assert resp.json()["replies"][0]["groundedContent"]["contentMetadata"] == {"contentKind": "RESEARCH_PLAN"}

    body["assist_answer"]["state"] = "DONE"
    resp = client.post(f"{session_url}/assistAnswers", body, format="json")
    assert resp.status_code == 400
    fv = resp.json()["error"]["details"][1]["fieldViolations"]
    assert fv[0]["field"] == "assistAnswer.state"


def test_content_oneof_rejects_two_members(client, session_url):
    answer = {"replies": [{"groundedContent": {"content": {"text": "a", "file": {"fileId": "f"}}}}]}
    resp = client.post(f"{session_url}/assistAnswers", {"assistAnswer": answer}, format="json")
    assert resp.status_code == 400
    fields = [v["field"] for v in resp.json()["error"]["details"][1]["fieldViolations"]]
    assert fields == ["assistAnswer.replies[0].groundedContent.content.file"]
    assert Reply.objects.count() == 0


def test_session_includes_answer_details(client, session_url):
    created = create(client, session_url, text_answer("First."), query="q one")
    plain = client.get(session_url).json()
    assert plain["turns"] == [{"query": {"queryId": "q-1", "text": "q one"}, "answer": created["name"]}]
    detailed = client.get(session_url + "?includeAnswerDetails=true").json()
    assert detailed["turns"][0]["detailedAssistAnswer"] == client.get("/v1/" + created["name"]).json()
    bad = client.get(session_url + "?includeAnswerDetails=maybe")
    assert bad.status_code == 400
