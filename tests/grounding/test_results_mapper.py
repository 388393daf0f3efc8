"""The pure mapper from the grounding engine's responses to stored segments and diagnostics
(``grounding.results``): no database, no Django (the module must not even import it)."""

from __future__ import annotations

import subprocess
import sys

from grounding.engine.core import CheckResponse, CitedChunk, Claim
from grounding.results import ReplyWork, map_answer, sha256_text


def _reply(reply_id: int, text: str, n_refs: int, index: int) -> ReplyWork:
    return ReplyWork(reply_id, index, f"r{reply_id}", text, sha256_text(text), n_refs, index)


def test_segments_keep_only_references_of_the_reply_and_score_checked_claims():
    text = "Paris is in France. Hello! It has 2 million people."
    resp = CheckResponse(
        support_score=0.5,
        contradiction_score=0.25,
        cited_chunks=[
            CitedChunk("Paris is the capital of France.", source=0, fact_start=0, fact_end=31),
            CitedChunk("Paris has 12 million people.", source=1, fact_start=5, fact_end=33),
            CitedChunk("out of range", source=7),  # names no reference of this reply: dropped
        ],
        claims=[
            Claim(0, 19, "Paris is in France.", citation_indices=[0, 2, 9], score=0.9, support=0.9),
            Claim(20, 26, "Hello!", grounding_check_required=False),
            Claim(27, 51, "It has 2 million people.", anti_citation_indices=[1], score=None, support=0.1, contradiction=0.8),
        ],
        support_weight=43.0,
        contradiction_weight=43.0,
    )
    mapped = map_answer([_reply(11, text, 2, 0)], [resp])

    first, greeting, third = mapped.segments
    assert (first.reply_id, first.position, first.start_index, first.end_index) == (11, 0, 0, 19)
    assert first.reference_indices == [0] and first.grounding_score == 0.9
    assert first.evidence == [{"reference": 0, "start": 0, "end": 31, "kind": "support"}]
    assert greeting.grounding_check_required is False and greeting.grounding_score is None
    assert greeting.reference_indices == [] and greeting.evidence == []
    # no proto score: the support is kept; the contradicting passage is an anti-reference
    assert third.grounding_score == 0.1 and third.anti_reference_indices == [1] and third.reference_indices == []
    assert third.evidence == [{"reference": 1, "start": 5, "end": 33, "kind": "contradict"}]

    assert mapped.min_claim_score == 0.1
    assert (mapped.ungrounded_claims, mapped.contradicted_claims) == (1, 1)
    assert (mapped.support_score, mapped.contradiction_score) == (0.5, 0.25)
    assert mapped.reply_diagnostics == [
        {
            "replyId": "r11",
            "supportScore": 0.5,
            "contradictionScore": 0.25,
            "claims": [{"segment": 1, "groundingCheckRequired": False}, {"segment": 2, "antiReferenceIndices": [1], "contradiction": 0.8}],
        }
    ]


def test_answer_score_weighs_replies_by_their_checked_content():
    long_reply = CheckResponse(
        support_score=1.0, claims=[Claim(0, 30, "x" * 30, citation_indices=[0], score=1.0)], cited_chunks=[CitedChunk("x", source=0)], support_weight=30.0
    )
    short_reply = CheckResponse(support_score=0.0, claims=[Claim(0, 10, "y" * 10, score=0.0)], support_weight=10.0)
    mapped = map_answer([_reply(1, "x" * 30, 1, 0), _reply(2, "y" * 10, 0, 1)], [long_reply, short_reply])
    assert mapped.support_score == 0.75  # 30 grounded bytes of 40 checked
    assert mapped.contradiction_score is None
    assert [s.reply_id for s in mapped.segments] == [1, 2]


def test_nothing_to_check_is_fully_supported_and_no_replies_have_no_score():
    chit_chat = CheckResponse(support_score=0.0, claims=[Claim(0, 6, "Hello!", grounding_check_required=False)])
    assert map_answer([_reply(1, "Hello!", 0, 0)], [chit_chat]).support_score == 1.0
    empty = map_answer([], [])
    assert empty.support_score is None and empty.segments == [] and empty.min_claim_score is None


def test_the_mapper_imports_no_django():
    code = "import sys, grounding.results; print(any(m == 'django' or m.startswith('django.') for m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
