"""Request bodies used across tests, modelled on the seed's AssistAnswer JSON representation."""

from __future__ import annotations

import copy

FULL_ANSWER = {
    "name": "ignored/by/the/server",
    "state": "SUCCEEDED",
    "connectorDisplayNames": {"custom_mcp_ab12_agent": "Jira"},
    "replies": [
        {
            "replyId": "r-1",
            "createTime": "2025-01-02T03:04:05.123+02:00",
            "groundedContent": {
                "content": {"role": "model", "text": "Titanic was directed by James Cameron. It was released in 1997."},
                "citationMetadata": {
                    "citations": [
                        {
                            "startIndex": 0,
                            "endIndex": 38,
                            "uri": "https://example.org/titanic",
                            "title": "Titanic",
                            "license": "CC-BY-SA",
                            "publicationDate": {"year": 1997, "month": 12, "day": 19},
                        }
                    ]
                },
                "contentMetadata": {"contentKind": "RESEARCH_ANSWER", "contentId": "q1"},
                "textGroundingMetadata": {
                    "segments": [{"startIndex": "0", "endIndex": "5", "groundingScore": 0.5, "text": "Titan"}],
                    "visualSegments": [{"referenceIndices": [0], "contentId": "img-1"}],
                    "references": [
                        {
                            "content": "Titanic is a 1997 American epic romantic disaster movie directed by James Cameron.",
                            "documentMetadata": {
                                "language": "PYTHON",
                                "boundingBoxes": [{"pageNumber": "3", "boundingPoly": {"normalizedVertices": [{"x": 0.1, "y": 0.2}]}}],
                                "document": "projects/acme/locations/global/collections/c/dataStores/d/branches/0/documents/doc1",
                                "uri": "https://example.org/titanic",
                                "title": "Titanic (1997 film)",
                                "pageIdentifier": "p3",
                                "domain": "example.org",
                                "mimeType": "text/html",
                            },
                            "chunkMetadata": {"chunkId": "c-7", "score": 0.42, "nested": {"a": [1, 2]}},
                        },
                        {"codeSnippet": "SELECT 1"},
                    ],
                    "searchEntryPoints": [{"renderedContent": "<div>search</div>"}],
                },
            },
        },
        {"replyId": "r-2", "groundedContent": {"content": {"role": "model", "thought": True, "inlineData": {"mimeType": "image/png", "data": "iVBORw0KGgo="}}}},
        {"replyId": "r-3", "groundedContent": {"content": {"file": {"mimeType": "audio/mpeg", "fileId": "f-1"}}}},
        {"replyId": "r-4", "groundedContent": {"content": {"executableCode": {"code": "print(1)"}}}},
        {"replyId": "r-5", "groundedContent": {"content": {"codeExecutionResult": {"outcome": "OUTCOME_OK", "output": "1\n"}}}},
    ],
    "diagnosticInfo": {"plannerSteps": ["search", "answer"], "latencyMs": 812},
    "assistSkippedReasons": [],
    "requiredAuthorizations": [
        {
            "authorization": "projects/acme/locations/global/authorizations/jira",
            "displayName": "Jira",
            "authorizationUri": "https://auth.example.org/jira",
            "authConfig": {"oauth2": {"clientId": "cid", "expireTime": "2025-01-01T00:00:00Z"}},
        }
    ],
}


def full_answer() -> dict:
    return copy.deepcopy(FULL_ANSWER)


def text_answer(text: str, references: list[str] | None = None) -> dict:
    refs = [{"content": r, "documentMetadata": {"title": f"doc {i}"}} for i, r in enumerate(references or [])]
    return {
        "state": "SUCCEEDED",
        "replies": [{"groundedContent": {"content": {"role": "model", "text": text}, "textGroundingMetadata": {"references": refs}}}],
    }
