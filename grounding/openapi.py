"""Component schemas of the Check Grounding API (``seeds/000_d02a21a6979b97bd.txt``, the guide in
``seeds/001_edb6861bd57c5cda.txt``) and of the grounding custom methods, for the OpenAPI document."""

from __future__ import annotations

from assistsvc.api.openapi import array, component, obj, string, string_map

from .engine.protojson import MAX_ANSWER_TOKENS, MAX_FACT_CHARS, MAX_FACTS, MAX_LABELS

_SCORE = {"type": "number", "format": "float", "minimum": 0, "maximum": 1}
_THRESHOLD = {"type": "number", "format": "double", "minimum": 0, "maximum": 1}
_INDEX = {"type": "integer", "format": "int32", "minimum": 0}

component(
    "GroundingFact",
    obj(
        "A fact to ground the answer candidate in.",
        {
            "factText": string("Text of the fact, e.g. a passage of a document.", maxLength=MAX_FACT_CHARS),
            "attributes": string_map(
                "Attributes of the fact, e.g. `author` or `title`; they take part in grounding "
                '("Wikipedia says X" is grounded by a fact with `author: Wikipedia`).'
            ),
        },
        required=["factText"],
    ),
)
component(
    "CheckGroundingSpec",
    obj(
        "Specification of the grounding check.",
        {
            "citationThreshold": {
                **_THRESHOLD,
                "description": "Threshold (in [0,1]) for citing a fact for a claim. A higher threshold "
                "gives fewer but stronger citations, a lower one more but weaker citations. Default 0.6.",
            },
            "enableAntiCitations": {"type": "boolean", "description": "Also find facts that contradict claims (anti-citations) and a contradiction score."},
            "antiCitationThreshold": {**_THRESHOLD, "description": "Threshold (in [0,1]) for an anti-citation. Default 0.8."},
            "enableClaimLevelScore": {"type": "boolean", "description": "Return a score for each claim."},
        },
    ),
)
component(
    "CheckGroundingRequest",
    obj(
        "Request of the CheckGrounding method.",
        {
            "answerCandidate": string(f"Answer candidate to check: at most {MAX_ANSWER_TOKENS} tokens (MiniLM wordpiece)."),
            "facts": array({"$ref": "#/components/schemas/GroundingFact"}, f"Facts for the grounding check: at most {MAX_FACTS}.", maxItems=MAX_FACTS),
            "groundingSpec": {"$ref": "#/components/schemas/CheckGroundingSpec"},
            "userLabels": string_map(
                f"User labels: at most {MAX_LABELS}; keys 1-63 characters starting with a lowercase letter or an international "
                "character, values at most 63 characters; lowercase letters, digits, underscores, dashes and international "
                "characters only."
            ),
        },
        example={
            "answerCandidate": "Here is what I found. Titanic was directed by James Cameron. It was released in 1997.",
            "facts": [
                {
                    "factText": "Titanic is a 1997 American epic romantic disaster movie. It was directed, written, and co-produced by James Cameron.",
                    "attributes": {"author": "Simple Wikipedia"},
                }
            ],
            "groundingSpec": {"citationThreshold": 0.6, "enableAntiCitations": True, "enableClaimLevelScore": True},
        },
    ),
)
component(
    "FactChunk",
    obj(
        "A cited chunk of a fact.",
        {
            "chunkText": string("Text of the chunk."),
            "source": string("Index of the fact the chunk comes from, in the request's `facts` (as a string)."),
            "sourceMetadata": string_map("The fact's attributes."),
        },
    ),
)
component("CheckGroundingFactChunk", obj("A cited fact.", {"chunkText": string("Text of the fact.")}))
component(
    "Claim",
    obj(
        "Text and citation info of one claim (one sentence) of the answer candidate.",
        {
            "startPos": {**_INDEX, "description": "Start of the claim in the answer candidate, in UTF-8 bytes."},
            "endPos": {**_INDEX, "description": "End of the claim (exclusive), in UTF-8 bytes."},
            "claimText": string("Text of the claim; always provided."),
            "citationIndices": array(_INDEX, "Indices into `citedChunks` of the chunks that support the claim."),
            "antiCitationIndices": array(_INDEX, "Indices into `citedChunks` of the chunks that contradict the claim (anti-citations)."),
            "groundingCheckRequired": {
                "type": "boolean",
                "description": 'False when the claim needs no grounding check (e.g. "Here is '
                'what I found."); then no citations, anti-citations or score are returned.',
            },
            "score": {**_SCORE, "description": "Claim-level score (with `enableClaimLevelScore`)."},
        },
        required=["claimText"],
    ),
)
component(
    "CheckGroundingResponse",
    obj(
        "Response of the CheckGrounding method.",
        {
            "supportScore": {
                **_SCORE,
                "description": "Support score of the answer candidate: the higher, the larger the share of claims supported by the facts. Always set.",
            },
            "contradictionScore": {**_SCORE, "description": "Share of the claims contradicted by the facts (with `enableAntiCitations`)."},
            "citedChunks": array({"$ref": "#/components/schemas/FactChunk"}, "Chunks of the facts cited by any claim."),
            "citedFacts": array({"$ref": "#/components/schemas/CheckGroundingFactChunk"}, "The cited facts, in order of first citation."),
            "claims": array({"$ref": "#/components/schemas/Claim"}, "The claims of the answer candidate with their citations."),
        },
        required=["supportScore"],
        example={
            "supportScore": 0.97,
            "citedChunks": [
                {
                    "chunkText": "Titanic is a 1997 American epic romantic disaster movie. It was directed, written, and co-produced by James Cameron.",
                    "source": "0",
                    "sourceMetadata": {"author": "Simple Wikipedia"},
                }
            ],
            "claims": [
                {"endPos": 21, "claimText": "Here is what I found.", "groundingCheckRequired": False},
                {
                    "startPos": 22,
                    "endPos": 59,
                    "claimText": "Titanic was directed by James Cameron.",
                    "citationIndices": [0],
                    "groundingCheckRequired": True,
                    "score": 0.97,
                },
            ],
        },
    ),
)
component(
    "GroundAnswersRequest",
    obj(
        "Which of the engine's answers to ground (again).",
        {
            "filter": string(
                "AIP-160 filter over `groundingState` (PENDING, RUNNING, SUCCEEDED, FAILED, NOT_STARTED), `grounded`, "
                "`engineVersion`, `state`, `createTime`, `session`; empty = every answer. E.g. `grounded = false`.",
                maxLength=4096,
            ),
        },
        example={"filter": "grounded = false"},
    ),
)
