"""Fixtures for the grounding engine tests: plain Python, real model inference, no database.

``engine`` is the process-wide engine with the **default** model spec (``$GROUNDING_MODEL`` or
"assistsvc", the project's scorer), exactly what the Check Grounding API serves.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

DATA = Path(__file__).parent / "data"


@pytest.fixture(scope="session")
def seed_examples() -> dict:
    return json.loads((DATA / "seed_examples.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="session")
def engine():
    from grounding.engine import get_engine

    return get_engine()


@pytest.fixture(scope="session")
def lexical_engine():
    """The documented lexical fallback (spec "lexical"), for tests of engine mechanics only."""
    from grounding.engine import get_engine

    return get_engine("lexical")


def tiny_bert(path: Path, layers: int = 2) -> Path:
    """A small real BERT (random weights, seeded) saved as a Hugging Face folder: the base of the training
    tests' cross-encoders (``grounding.training.crossenc.build_model``)."""
    import torch
    from transformers import BertConfig, BertModel

    cfg = BertConfig(vocab_size=60, hidden_size=32, num_hidden_layers=layers, num_attention_heads=4, intermediate_size=64, max_position_embeddings=64)
    torch.manual_seed(0)
    BertModel(cfg).save_pretrained(str(path))
    return path
