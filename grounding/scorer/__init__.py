"""The project's own grounding scorer, the default :class:`~grounding.engine.backends.EntailmentModel`.

``load_model("assistsvc")`` (see :mod:`grounding.engine.backends`) calls :func:`load_default`, which
loads the shipped artefacts in ``grounding/scorer/artifacts/`` once per process. Serving needs only
onnxruntime, tokenizers, numpy and wordfreq; the training pipeline lives in :mod:`grounding.training`.
"""

from __future__ import annotations

import threading
from pathlib import Path

_LOCK = threading.Lock()
_LOADED: dict[str, object] = {}


def load_default(arg: str = ""):
    """Return the scorer.

    ``arg`` (what follows ``assistsvc:`` in the model spec) may be ``accurate`` — the combiner that also
    uses the MiniLM embedding cosine (about 3 AUROC points better on FactCheck-GPT, but roughly twice
    the cost per pair) — or another artefact folder (``assistsvc:/path/to/artifacts``).
    """
    from .model import ARTIFACTS, AssistsvcScorer

    combiner = "combiner.json"
    folder = str(ARTIFACTS)
    if arg == "accurate":
        combiner = "combiner_accurate.json"
    elif arg:
        folder = str(Path(arg).resolve())
    key = folder + "::" + combiner
    with _LOCK:
        model = _LOADED.get(key)
        if model is None:
            model = AssistsvcScorer(Path(folder), combiner=combiner)
            _LOADED[key] = model
    return model


__all__ = ["load_default"]
