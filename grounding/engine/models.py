"""The one interface between the grounding engine and whatever scores entailment.

An :class:`EntailmentModel` takes (premise, hypothesis) pairs and returns, per pair, the
probability that the premise entails the hypothesis and the probability that it contradicts it.
The engine never knows which backend it talks to; backends are chosen by a *model spec* string
(``GROUNDING_MODEL`` in the environment, or passed explicitly):

    ``assistsvc``            the project's own scorer (``grounding.scorer``), the default
    ``hf:/path/to/dir``      any Hugging Face sequence-classification NLI model in a local folder
    ``<prefix>:<arg>``       anything registered with :func:`register_backend`

Models are loaded once per process (:func:`load_model` caches by spec).
"""
from __future__ import annotations

import abc
import importlib
import os
import threading
from dataclasses import dataclass
from typing import Callable, Sequence

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
}
_CACHE: dict[str, EntailmentModel] = {}
_LOCK = threading.Lock()


def register_backend(prefix: str, factory: str | Callable[[str], EntailmentModel]) -> None:
    """Register a backend under ``prefix``; ``factory`` is a callable or a ``"module:function"`` path."""
    _BACKENDS[prefix] = factory


def _resolve(factory: str | Callable[[str], EntailmentModel]) -> Callable[[str], EntailmentModel]:
    if callable(factory):
        return factory
    module_name, _, attr = factory.partition(":")
    return getattr(importlib.import_module(module_name), attr)


def load_model(spec: str | None = None) -> EntailmentModel:
    """Load (once per process) and return the model named by ``spec`` or ``$GROUNDING_MODEL``."""
    spec = spec or os.environ.get("GROUNDING_MODEL") or DEFAULT_MODEL_SPEC
    model = _CACHE.get(spec)
    if model is not None:
        return model
    with _LOCK:
        model = _CACHE.get(spec)
        if model is None:
            prefix, _, arg = spec.partition(":")
            if prefix not in _BACKENDS:
                raise ValueError(f"unknown grounding model backend {prefix!r} in spec {spec!r}")
            model = _resolve(_BACKENDS[prefix])(arg)
            _CACHE[spec] = model
    return model
