"""The project's own grounding scorer, the default :class:`~grounding.engine.models.EntailmentModel`.

``load_model("assistsvc")`` (see :mod:`grounding.engine.models`) calls :func:`load_default`, which
loads the shipped artefacts in ``grounding/scorer/artifacts/`` once per process. Serving needs only
onnxruntime, tokenizers, numpy and wordfreq; the training pipeline lives in :mod:`grounding.training`.
"""
from __future__ import annotations

import threading
from pathlib import Path

_LOCK = threading.Lock()
_LOADED: dict[str, object] = {}


def load_default(arg: str = ""):
    """Return the scorer; ``arg`` may name another artefact folder (``assistsvc:/path/to/artifacts``)."""
    from .model import ARTIFACTS, AssistsvcScorer

    folder = str(Path(arg).resolve()) if arg else str(ARTIFACTS)
    with _LOCK:
        model = _LOADED.get(folder)
        if model is None:
            model = AssistsvcScorer(Path(folder))
            _LOADED[folder] = model
    return model


__all__ = ["load_default"]
