"""The grounding engine: plain data in, plain data out; importable without Django.

Entry points (see ``grounding/engine/core.py`` and ``grounding/engine/protojson.py``)::

    from grounding.engine import GroundingEngine, CheckRequest, Fact, Spec, get_engine
    from grounding.engine.protojson import parse_check_request, response_to_json  # errors: apiwire.status.InvalidArguments
"""

import importlib

from .backends import register_backend

# the documented lexical fallback backend: spec "lexical" (never used unless asked for)
register_backend("lexical", "grounding.engine.lexical:load_lexical_model")

_CORE_NAMES = {
    "GroundingEngine",
    "CheckRequest",
    "CheckResponse",
    "Fact",
    "Spec",
    "Claim",
    "CitedChunk",
    "get_engine",
    "ENGINE_VERSION",
    "CitedFact",
}


def __getattr__(name):  # lazy re-exports so importing grounding.engine.backends stays light
    if name in _CORE_NAMES:
        return getattr(importlib.import_module("grounding.engine.core"), name)
    raise AttributeError(f"module 'grounding.engine' has no attribute {name!r}")
