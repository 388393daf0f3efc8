"""The checker backends of the grounding engine (ML models, not Django models): the one interface
between the engine and whatever scores entailment.

An :class:`EntailmentModel` takes (premise, hypothesis) pairs and returns, per pair, the
probability that the premise entails the hypothesis and the probability that it contradicts it.
The engine never knows which backend it talks to; backends are chosen by a *model spec* string
(``GROUNDING_MODEL`` in the environment, or passed explicitly):

    ``assistsvc``            the project's own scorer (``grounding.scorer``), the default
    ``hf:/path/to/dir``      a local Hugging Face checker, its family detected from config.json
    ``hf-nli:`` / ``hf-binary:`` / ``hf-seq2seq:`` / ``hf-remote:``  the same with the family given
                             (three-way NLI, binary fact-checker, seq2seq checker, model with its own
                             code: see :mod:`grounding.engine.hf_backend`)
    ``lexical``              the documented lexical fallback
    ``<prefix>:<arg>``       anything registered with :func:`register_backend`

Models are loaded once per process (:func:`load_model` caches by spec and options).
"""

from __future__ import annotations

import abc
import importlib
import threading
from dataclasses import dataclass
from typing import Callable, Sequence

from . import config as engine_config

DEFAULT_MODEL_SPEC = "assistsvc"


@dataclass(frozen=True, slots=True)
class PairScore:
    """Probabilities for one (premise, hypothesis) pair; neutral is ``1 - entailment - contradiction``."""

    entailment: float
    contradiction: float


class EntailmentModel(abc.ABC):
    """Scores (premise, hypothesis) pairs in batches. Implementations must be thread-safe for reads."""

    #: short identifier written into diagnostics, e.g. "assistsvc-scorer"
    name: str = "unnamed"
    #: version string of the weights/artefact; changes whenever scores may change
    version: str = "0"
    #: True when the model itself compares the numbers, dates and years of premise and claim; the
    #: engine then leaves out its own numeric guard (which would count a missing number twice)
    checks_numbers: bool = False
    #: the kind of checker ("nli", "binary", "seq2seq", "remote"; "" for the project's own models)
    family: str = ""
    #: False when the model has no contradiction output (binary and seq2seq checkers): contradiction is
    #: always 0, so there are no anti-citations; reported in ``diagnosticInfo.grounding``
    contradiction_available: bool = True

    @abc.abstractmethod
    def score(self, pairs: Sequence[tuple[str, str]]) -> list[PairScore]:
        """Return one :class:`PairScore` per ``(premise, hypothesis)`` pair, in order.

        Must accept any number of pairs (batching internally) and any text length
        (truncating internally, never raising on long input).
        """


# prefix -> factory(argument) ; the factory receives what follows "prefix:" ("" when absent)
_BACKENDS: dict[str, str | Callable[[str], EntailmentModel]] = {
    "assistsvc": "grounding.scorer:load_default",
    "hf": "grounding.engine.hf_backend:load_hf_model",
    "hf-nli": "grounding.engine.hf_backend:load_hf_nli",
    "hf-binary": "grounding.engine.hf_backend:load_hf_binary",
    "hf-seq2seq": "grounding.engine.hf_backend:load_hf_seq2seq",
    "hf-remote": "grounding.engine.hf_backend:load_hf_remote",
}
_CACHE: dict[tuple, EntailmentModel] = {}
_LOCK = threading.Lock()


def register_backend(prefix: str, factory: str | Callable[[str], EntailmentModel]) -> None:
    """Register a backend under ``prefix``; ``factory`` is a callable or a ``"module:function"`` path."""
    _BACKENDS[prefix] = factory


def _resolve(factory: str | Callable[[str], EntailmentModel]) -> Callable[[str], EntailmentModel]:
    if callable(factory):
        return factory
    module_name, _, attr = factory.partition(":")
    return getattr(importlib.import_module(module_name), attr)


def load_model(spec: str | None = None, **options) -> EntailmentModel:
    """Load (once per process) and return the model named by ``spec`` or ``$GROUNDING_MODEL``.

    ``options`` (keyword arguments of the backend's factory, e.g. ``calibration=False`` for the ``hf``
    backends) are part of the cache key."""
    spec = spec or engine_config.current().model or DEFAULT_MODEL_SPEC
    key = (spec, tuple(sorted(options.items())))
    model = _CACHE.get(key)
    if model is not None:
        return model
    with _LOCK:
        model = _CACHE.get(key)
        if model is None:
            prefix, _, arg = spec.partition(":")
            if prefix not in _BACKENDS:
                raise ValueError(f"unknown grounding model backend {prefix!r} in spec {spec!r}")
            model = _resolve(_BACKENDS[prefix])(arg, **options)
            _CACHE[key] = model
    return model
