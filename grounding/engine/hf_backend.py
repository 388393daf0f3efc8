"""Any Hugging Face sequence-classification NLI model from a local directory, as an EntailmentModel.

Spec: ``hf:/path/to/model_dir`` (``GROUNDING_MODEL=hf:/models/deberta-v3-large-mnli``). The directory
holds what ``save_pretrained`` writes (config, weights, tokenizer). Labels come from
``config.id2label``: the entailment and contradiction classes are found case-insensitively
("ENTAILMENT", "entailment", "LABEL_entailment", "supported", ...). A model with only two labels
(e.g. "entailment"/"not_entailment") gets contradiction 0.

torch and transformers are optional (the ``hf`` extra) and imported only when this backend loads.
Inputs are (premise, hypothesis) pairs, truncated ``longest_first`` to ``max_length`` tokens, scored in
batches of ``batch_size`` under ``torch.inference_mode()``; probabilities are the softmax over all labels.
Set ``GROUNDING_HF_MAX_LENGTH`` / ``GROUNDING_HF_BATCH_SIZE`` / ``GROUNDING_HF_THREADS`` to override.
"""
from __future__ import annotations

import os
import threading
from pathlib import Path
from typing import Sequence

from .models import EntailmentModel, PairScore

_ENTAIL_NAMES = ("entailment", "entails", "entailed", "supported", "support", "consistent", "yes")
_CONTRA_NAMES = ("contradiction", "contradicts", "contradicted", "refuted", "refutes", "inconsistent")


def _find_label(id2label: dict, names: Sequence[str]) -> int | None:
    norm = {int(i): str(l).strip().lower() for i, l in id2label.items()}
    for n in names:  # exact names first, then "LABEL_x"/"label: x" style
        for i, l in norm.items():
            if l == n:
                return i
    for n in names:
        for i, l in norm.items():
            if n in l and not l.startswith(("not", "non", "no_", "no ")) and "not_" not in l and "non_" not in l and "not " not in l:
                return i
    return None


class HFEntailmentModel(EntailmentModel):
    def __init__(self, path: str, max_length: int | None = None, batch_size: int | None = None):
        import torch
        from transformers import AutoModelForSequenceClassification, AutoTokenizer

        self.path = str(Path(path).expanduser())
        if not Path(self.path).is_dir():
            raise FileNotFoundError(f"hf backend: no model directory at {self.path!r}")
        threads = os.environ.get("GROUNDING_HF_THREADS")
        if threads:
            torch.set_num_threads(int(threads))
        self.torch = torch
        self.tokenizer = AutoTokenizer.from_pretrained(self.path)
        self.model = AutoModelForSequenceClassification.from_pretrained(self.path)
        self.model.eval()
        cfg = self.model.config
        id2label = dict(getattr(cfg, "id2label", {}) or {})
        self.entail_id = _find_label(id2label, _ENTAIL_NAMES)
        self.contra_id = _find_label(id2label, _CONTRA_NAMES)
        if self.entail_id is None:
            raise ValueError(
                f"hf backend: no entailment label in config.id2label={id2label!r} of {self.path}"
            )
        limit = getattr(self.tokenizer, "model_max_length", 512) or 512
        if limit > 100_000:  # tokenizers without a limit report a huge number
            limit = getattr(cfg, "max_position_embeddings", 512) or 512
        self.max_length = int(max_length or os.environ.get("GROUNDING_HF_MAX_LENGTH", 0) or min(limit, 512))
        self.batch_size = int(batch_size or os.environ.get("GROUNDING_HF_BATCH_SIZE", 0) or 16)
        self.name = f"hf:{Path(self.path).name}"
        self.version = str(getattr(cfg, "_commit_hash", None) or getattr(cfg, "transformers_version", "0"))
        self._lock = threading.Lock()

    def score(self, pairs: Sequence[tuple[str, str]]) -> list[PairScore]:
        torch = self.torch
        out: list[PairScore] = []
        # sort by length so batches pad little; restore the order at the end
        order = sorted(range(len(pairs)), key=lambda i: len(pairs[i][0]) + len(pairs[i][1]))
        res: list[PairScore | None] = [None] * len(pairs)
        for s in range(0, len(order), self.batch_size):
            idx = order[s : s + self.batch_size]
            enc = self.tokenizer(
                [pairs[i][0] for i in idx],
                [pairs[i][1] for i in idx],
                truncation="longest_first",
                max_length=self.max_length,
                padding=True,
                return_tensors="pt",
            )
            with self._lock, torch.inference_mode():
                logits = self.model(**enc).logits
            probs = torch.softmax(logits.float(), dim=-1).cpu().numpy()
            for r, i in enumerate(idx):
                e = float(probs[r, self.entail_id])
                c = float(probs[r, self.contra_id]) if self.contra_id is not None else 0.0
                res[i] = PairScore(e, c)
        out = [r for r in res]  # type: ignore[misc]
        return out


def load_hf_model(path: str) -> HFEntailmentModel:
    """Factory for the ``hf:`` model spec (``path`` is what follows ``hf:``)."""
    if not path:
        path = os.environ.get("GROUNDING_HF_MODEL_DIR", "")
    if not path:
        raise ValueError("hf backend needs a directory: GROUNDING_MODEL=hf:/path/to/model")
    return HFEntailmentModel(path)
