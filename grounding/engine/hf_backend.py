"""Local Hugging Face checkers as :class:`~grounding.engine.backends.EntailmentModel` backends.

Model specs (``GROUNDING_MODEL=...``); the folder holds what ``save_pretrained`` writes (``config.json``,
weights, tokenizer files) and nothing is ever downloaded:

``hf-nli:/dir``      a three-way NLI sequence classifier (MNLI style). The entailment and contradiction
                     classes are read from ``config.id2label`` in any order and spelling ("ENTAILMENT",
                     "entailment", "LABEL_Entailment", "contradiction", "refuted", ...). Input: the
                     tokenizer's sentence pair (premise, hypothesis).
``hf-binary:/dir``   a binary fact-checking classifier (MiniCheck-RoBERTa / -DeBERTa style). Support is the
                     probability of the "supported" class: the label named like entailment/supported, or
                     index 1 when the labels are generic (``LABEL_0``/``LABEL_1``: MiniCheck's convention).
                     Input: MiniCheck's ``premise + eos + hypothesis`` as one text (``GROUNDING_HF_INPUT=pair``
                     switches to the tokenizer's sentence pair). **No contradiction output**: contradiction
                     is 0, so no anti-citations (``contradiction_available`` is False, written into
                     ``diagnosticInfo.grounding``).
``hf-seq2seq:/dir``  a sequence-to-sequence checker (MiniCheck-Flan-T5 style). Input: MiniCheck's published
                     template ``"predict: " + premise + eos + hypothesis``; one decoder step from the decoder
                     start token; support = softmax over the logits of the first token of "0" and of "1"
                     (for the T5 vocabulary these are ids 3 and 209, the ids MiniCheck reads), the
                     probability of "1". No contradiction output either.
``hf-remote:/dir``   a model that needs its own Python code (``trust_remote_code``; HHEM-2.1-open). Refused
                     unless ``GROUNDING_ALLOW_REMOTE_CODE=true``: loading it executes Python files from the
                     model folder with the service's privileges, so it is an explicit security decision.
                     A model with a ``predict(pairs)`` method (HHEM's documented interface) is scored through
                     it (its own prompt, tokenizer and truncation); others as a sequence classifier.
``hf:/dir``          auto-detect from ``config.json``: ``auto_map`` with a model type transformers does not
                     know -> remote; encoder-decoder -> seq2seq; a classifier with a contradiction label ->
                     nli; with two labels -> binary. Use the explicit prefixes to override.

Every backend loads once per process (:func:`grounding.engine.backends.load_model` caches it), sorts pairs by
length and scores them in batches of ``GROUNDING_HF_BATCH_SIZE`` (16) under ``torch.inference_mode()``,
truncates ``longest_first`` (premise and hypothesis alike, the longer one first) to the model's maximum
length (the tokenizer's ``model_max_length``, else the config's position limit; ``GROUNDING_HF_MAX_LENGTH``
overrides), and runs on CUDA when torch sees a GPU (``GROUNDING_HF_DEVICE=cpu|cuda|cuda:1`` overrides;
``GROUNDING_HF_DTYPE=float16|bfloat16`` for half precision on a GPU; ``GROUNDING_HF_THREADS`` for CPU
threads). ``name`` is ``<family prefix>:<folder name>``; ``version`` is a fingerprint of the config and weight
files (plus ``+cal<offset>`` when a calibration applies), so the engine version changes with the weights.

Calibration (:func:`write_calibration`, ``python -m grounding.evaluate FILES --model SPEC --calibrate``):
``assistsvc_calibration.json`` in the model folder holds a logit offset ``b`` that moves the model's best
threshold on labelled data to the service's 0.6; loading applies ``p' = sigmoid(logit(p) + b)`` to the
support probability (contradiction is capped at ``1 - p'``, not recalibrated). It is ignored (with a warning)
when its fingerprint does not match the weights; ``GROUNDING_HF_CALIBRATION=off`` ignores it.

torch and transformers are optional (the ``hf`` extra) and imported only when one of these backends loads.
"""

from __future__ import annotations

import hashlib
import json
import logging
import math
import os
import threading
from pathlib import Path
from typing import Sequence

from . import config as engine_config
from .backends import EntailmentModel, PairScore

log = logging.getLogger(__name__)

FAMILIES = ("nli", "binary", "seq2seq", "remote")
CALIBRATION_FILE = "assistsvc_calibration.json"
#: the service's default ``citationThreshold``: what a calibration maps the model's best threshold onto
OPERATING_POINT = 0.6
#: MiniCheck's published input templates ({eos}: the tokenizer's end-of-sequence token)
SEQ2SEQ_TEMPLATE = "predict: {premise}{eos}{hypothesis}"
JOINED_TEMPLATE = "{premise}{eos}{hypothesis}"
#: the target words of the seq2seq read-out: (not supported, supported)
SEQ2SEQ_LABELS = ("0", "1")

_ENTAIL_NAMES = ("entailment", "entails", "entailed", "supported", "support", "consistent", "yes", "true", "factual")
_CONTRA_NAMES = ("contradiction", "contradicts", "contradicted", "refuted", "refutes", "inconsistent")
_NEGATED = ("not", "non", "no_", "no ", "no-", "un", "in")


class RemoteCodeRefused(PermissionError):
    """A model that needs its own code was asked for without ``GROUNDING_ALLOW_REMOTE_CODE``."""


def remote_code_allowed() -> bool:
    """``GROUNDING_ALLOW_REMOTE_CODE`` (:mod:`grounding.engine.config`: in the service, Django's
    ``settings.GROUNDING_ALLOW_REMOTE_CODE`` decides, not a stray environment variable); off unless set."""
    return engine_config.current().allow_remote_code


def _find_label(id2label: dict, names: Sequence[str]) -> int | None:
    norm = {int(i): str(l).strip().lower() for i, l in id2label.items()}
    for n in names:  # exact names first, then "LABEL_x"/"label: x" style
        for i, l in norm.items():
            if l == n:
                return i
    for n in names:
        for i, l in norm.items():
            bare = l.split("_", 1)[1] if l.startswith("label_") else l
            if n in bare and not bare.startswith(_NEGATED) and "not_" not in bare and "non_" not in bare and "not " not in bare:
                return i
    return None


def _generic_labels(id2label: dict) -> bool:
    """True for the default names ``LABEL_0``/``LABEL_1`` (or bare "0"/"1"), which say nothing."""
    return {str(l).strip().upper() for l in id2label.values()} in ({"LABEL_0", "LABEL_1"}, {"0", "1"})


def read_config(path: str | Path) -> dict:
    p = Path(path) / "config.json"
    if not p.is_file():
        raise FileNotFoundError(f"hf backend: no config.json in {str(path)!r} (expected a save_pretrained folder)")
    return json.loads(p.read_text(encoding="utf-8"))


def _native_model_type(model_type: str | None) -> bool:
    if not model_type:
        return False
    from transformers import CONFIG_MAPPING

    return model_type in CONFIG_MAPPING


def detect_family(path: str | Path) -> str:
    """The checker family of a model folder, from its ``config.json`` (see the module docstring)."""
    cfg = read_config(path)
    archs = [str(a) for a in (cfg.get("architectures") or [])]
    if cfg.get("auto_map") and not _native_model_type(cfg.get("model_type")):
        return "remote"
    if cfg.get("is_encoder_decoder") or any(a.endswith(("ForConditionalGeneration", "ForSeq2SeqLM")) for a in archs):
        return "seq2seq"
    id2label = cfg.get("id2label") or {}
    if any(a.endswith("ForSequenceClassification") for a in archs) or id2label:
        if not id2label:  # transformers 5 leaves out the default LABEL_0/LABEL_1 of two-label models
            return "binary" if int(cfg.get("num_labels", 2)) == 2 else "nli"
        if _find_label(id2label, _CONTRA_NAMES) is not None:
            return "nli"
        if len(id2label) == 2 or cfg.get("num_labels") == 2:
            return "binary"
        return "nli"  # refused at load with a message naming the labels when no entailment class is found
    raise ValueError(
        f"hf backend: cannot tell what kind of checker {str(path)!r} is (architectures={archs!r}); say it with hf-nli:, hf-binary:, hf-seq2seq: or hf-remote:"
    )


def fingerprint(path: str | Path) -> str:
    """12 hex digits identifying the model files: config.json and tokenizer files in full, each weight file by
    name, size and its first and last MiB (cheap for multi-GB weights; any re-training changes them)."""
    folder = Path(path)
    h = hashlib.sha256()
    for f in sorted(folder.iterdir()):
        if not f.is_file() or f.name == CALIBRATION_FILE:
            continue
        if f.suffix in (".safetensors", ".bin", ".pt", ".pth", ".h5", ".msgpack", ".gguf"):
            size = f.stat().st_size
            h.update(f"{f.name}:{size}".encode())
            with f.open("rb") as fh:
                h.update(fh.read(1 << 20))
                if size > 2 << 20:
                    fh.seek(-(1 << 20), os.SEEK_END)
                    h.update(fh.read(1 << 20))
        elif f.suffix in (".json", ".txt", ".model", ".py") or f.name.startswith("tokenizer"):
            h.update(f.name.encode() + b"\0" + f.read_bytes())
    return h.hexdigest()[:12]


def _logit(p: float) -> float:
    p = min(max(p, 1e-6), 1 - 1e-6)
    return math.log(p / (1 - p))


def _sigmoid(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x)) if x >= 0 else math.exp(x) / (1.0 + math.exp(x))


def calibration_offset(threshold: float, operating_point: float = OPERATING_POINT) -> float:
    """The logit offset that maps ``threshold`` onto ``operating_point``."""
    return _logit(operating_point) - _logit(threshold)


def write_calibration(path: str | Path, *, threshold: float, model_version: str, family: str, **info) -> Path:
    """Write ``assistsvc_calibration.json`` beside the model: the offset that moves ``threshold`` (the
    model's best support threshold on labelled data) to the service's operating point 0.6."""
    threshold = min(max(float(threshold), 0.02), 0.98)
    out = Path(path) / CALIBRATION_FILE
    data = {
        "format": 1,
        "family": family,
        "model_version": model_version,
        "threshold": threshold,
        "operating_point": OPERATING_POINT,
        "offset": calibration_offset(threshold),
        "transform": "support' = sigmoid(logit(support) + offset); contradiction' = min(contradiction, 1 - support')",
        **info,
    }
    out.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
    return out


class HFChecker(EntailmentModel):
    """Shared loading, batching, device placement and calibration; subclasses score one batch."""

    family = "nli"
    prefix = "hf-nli"
    contradiction_available = True

    def __init__(self, path: str, *, max_length: int | None = None, batch_size: int | None = None, device: str | None = None, calibration: bool | None = None):
        import torch

        self.path = str(Path(path).expanduser())
        if not Path(self.path).is_dir():
            raise FileNotFoundError(f"hf backend: no model directory at {self.path!r}")
        conf = engine_config.current()
        if conf.hf_threads:
            torch.set_num_threads(conf.hf_threads)
        self.torch = torch
        dev = (device or conf.hf_device or "auto").strip()
        if dev == "auto":
            dev = "cuda" if torch.cuda.is_available() else "cpu"
        self.device = torch.device(dev)
        dtype_name = conf.hf_dtype
        self.dtype = getattr(torch, dtype_name) if dtype_name and self.device.type == "cuda" else None
        self._load()  # sets self.tokenizer, self.model
        if self.dtype is not None:
            self.model.to(self.dtype)
        self.model.to(self.device)
        self.model.eval()
        self.max_length = int(max_length or conf.hf_max_length or self._model_limit())
        self.batch_size = int(batch_size or conf.hf_batch_size or 16)
        self.name = f"{self.prefix}:{Path(self.path).name}"
        self.raw_version = fingerprint(self.path)
        self.version = self.raw_version
        self.param_bytes = sum(p.numel() * p.element_size() for p in self.model.parameters())
        self.offset = 0.0
        self.calibration: dict | None = None
        if calibration is None:
            calibration = conf.hf_calibration
        if calibration:
            self._load_calibration()
        self._lock = threading.Lock()

    # --- loading ---------------------------------------------------------------------------------

    def _load(self) -> None:
        from transformers import AutoModelForSequenceClassification, AutoTokenizer

        self.tokenizer = AutoTokenizer.from_pretrained(self.path)
        self.model = AutoModelForSequenceClassification.from_pretrained(self.path)
        self._read_labels()

    def _read_labels(self) -> None:
        id2label = dict(getattr(self.model.config, "id2label", {}) or {})
        self.entail_id = _find_label(id2label, _ENTAIL_NAMES)
        self.contra_id = _find_label(id2label, _CONTRA_NAMES)
        if self.entail_id is None:
            raise ValueError(f"hf backend: no entailment label in config.id2label={id2label!r} of {self.path}")

    def _model_limit(self) -> int:
        limit = getattr(self.tokenizer, "model_max_length", None) or 0
        if not limit or limit > 100_000:  # tokenizers without a limit report a huge number
            cfg = self.model.config
            limit = getattr(cfg, "max_position_embeddings", None) or getattr(cfg, "n_positions", None) or 512
            if getattr(cfg, "model_type", "") in ("roberta", "xlm-roberta", "camembert"):
                limit -= 2  # RoBERTa reserves two positions (padding offset)
        return int(limit)

    def _load_calibration(self) -> None:
        f = Path(self.path) / CALIBRATION_FILE
        if not f.is_file():
            return
        data = json.loads(f.read_text(encoding="utf-8"))
        if data.get("model_version") != self.raw_version:
            log.warning(
                "%s: %s was written for model version %s, these weights are %s; not applied",
                self.path,
                CALIBRATION_FILE,
                data.get("model_version"),
                self.raw_version,
            )
            return
        self.offset = float(data["offset"])
        self.calibration = data
        self.version = f"{self.raw_version}+cal{self.offset:+.3f}"

    # --- scoring ---------------------------------------------------------------------------------

    def score(self, pairs: Sequence[tuple[str, str]]) -> list[PairScore]:
        # sort by length so batches pad little; restore the order at the end
        order = sorted(range(len(pairs)), key=lambda i: len(pairs[i][0]) + len(pairs[i][1]))
        res: list[PairScore | None] = [None] * len(pairs)
        for s in range(0, len(order), self.batch_size):
            idx = order[s : s + self.batch_size]
            batch = [(pairs[i][0], pairs[i][1]) for i in idx]
            with self._lock, self.torch.inference_mode():
                got = self._score_batch(batch)
            for i, (e, c) in zip(idx, got):
                if self.offset:
                    e = _sigmoid(_logit(e) + self.offset)
                    c = min(c, 1.0 - e)
                res[i] = PairScore(float(e), float(c))
        return res  # type: ignore[return-value]

    def _to_device(self, enc) -> dict:
        return {k: v.to(self.device) for k, v in enc.items()}

    def _score_batch(self, batch: list[tuple[str, str]]) -> list[tuple[float, float]]:
        enc = self.tokenizer(
            [p for p, _ in batch], [h for _, h in batch], truncation="longest_first", max_length=self.max_length, padding=True, return_tensors="pt"
        )
        logits = self.model(**self._to_device(enc)).logits
        probs = self.torch.softmax(logits.float(), dim=-1).cpu().numpy()
        return [(float(r[self.entail_id]), float(r[self.contra_id]) if self.contra_id is not None else 0.0) for r in probs]

    # --- one text from a template, truncated longest_first at the text level ----------------------

    def _eos(self) -> str:
        tok = self.tokenizer
        eos = tok.eos_token or tok.sep_token
        if not eos:
            raise ValueError(f"hf backend: the tokenizer of {self.path} has no eos/sep token for the input template")
        return eos

    def _count(self, text: str) -> list:
        return self.tokenizer(text, add_special_tokens=False, verbose=False)["input_ids"]

    def _cut(self, text: str, n: int) -> str:
        """``text`` cut after its first ``n`` tokens (at the character where token ``n`` ends)."""
        tok = self.tokenizer
        if n <= 0:
            return ""
        if getattr(tok, "is_fast", False):
            offs = tok(text, add_special_tokens=False, return_offsets_mapping=True, verbose=False)["offset_mapping"]
            return text if n >= len(offs) else text[: offs[n - 1][1]]
        ids = self._count(text)
        return text if n >= len(ids) else tok.decode(ids[:n], skip_special_tokens=True)

    def build_texts(self, batch: list[tuple[str, str]], template: str) -> list[str]:
        """``template`` filled with each pair, premise and hypothesis cut ``longest_first`` so the whole text
        fits ``max_length`` tokens (special tokens and the template's own words included)."""
        eos = self._eos()
        overhead = len(self.tokenizer(template.format(premise="", hypothesis="", eos=eos))["input_ids"])
        budget = max(2, self.max_length - overhead)
        out = []
        for premise, hypothesis in batch:
            a, b = len(self._count(premise)), len(self._count(hypothesis))
            if a + b > budget:
                a2, b2 = longest_first(a, b, budget)
                premise, hypothesis = self._cut(premise, a2), self._cut(hypothesis, b2)
            out.append(template.format(premise=premise, hypothesis=hypothesis, eos=eos))
        return out


def longest_first(a: int, b: int, budget: int) -> tuple[int, int]:
    """Token counts after removing one token at a time from the longer side until ``a + b <= budget``
    (what ``truncation="longest_first"`` does to a sentence pair)."""
    excess = a + b - budget
    if excess <= 0:
        return a, b
    d = min(excess, abs(a - b))
    if a > b:
        a -= d
    else:
        b -= d
    excess -= d
    b -= (excess + 1) // 2  # at equal lengths the tokenizers take from the second side first
    a -= excess // 2
    return max(a, 0), max(b, 0)


class NLIChecker(HFChecker):
    family, prefix = "nli", "hf-nli"


class BinaryChecker(HFChecker):
    family, prefix = "binary", "hf-binary"
    contradiction_available = False

    def _read_labels(self) -> None:
        id2label = {int(k): v for k, v in (getattr(self.model.config, "id2label", {}) or {}).items()}
        if len(id2label) != 2:
            raise ValueError(f"hf-binary: expected two labels, config.id2label={id2label!r} of {self.path} (a three-way model is hf-nli:)")
        self.entail_id = _find_label(id2label, _ENTAIL_NAMES)
        if self.entail_id is None and _generic_labels(id2label):
            self.entail_id = 1  # MiniCheck: softmax(logits)[:, 1] is the support probability
        if self.entail_id is None:
            raise ValueError(f"hf-binary: no entailment/supported label in config.id2label={id2label!r} of {self.path}")
        self.contra_id = None
        self.input_format = (engine_config.current().hf_input or "joined").strip().lower()
        if self.input_format not in ("joined", "pair"):
            raise ValueError(f"GROUNDING_HF_INPUT must be 'joined' or 'pair', got {self.input_format!r}")

    def _score_batch(self, batch):
        if self.input_format == "pair":
            return super()._score_batch(batch)
        texts = self.build_texts(batch, JOINED_TEMPLATE)
        enc = self.tokenizer(texts, truncation=True, max_length=self.max_length, padding=True, return_tensors="pt")
        logits = self.model(**self._to_device(enc)).logits
        probs = self.torch.softmax(logits.float(), dim=-1)[:, self.entail_id].cpu().tolist()
        return [(float(p), 0.0) for p in probs]


class Seq2SeqChecker(HFChecker):
    family, prefix = "seq2seq", "hf-seq2seq"
    contradiction_available = False
    template = SEQ2SEQ_TEMPLATE

    def _load(self) -> None:
        from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

        self.tokenizer = AutoTokenizer.from_pretrained(self.path)
        self.model = AutoModelForSeq2SeqLM.from_pretrained(self.path)
        ids = []
        for word in SEQ2SEQ_LABELS:
            toks = self.tokenizer(word, add_special_tokens=False)["input_ids"]
            if not toks:
                raise ValueError(f"hf-seq2seq: the tokenizer of {self.path} has no token for {word!r}")
            ids.append(int(toks[0]))
        if ids[0] == ids[1]:
            raise ValueError(f"hf-seq2seq: {SEQ2SEQ_LABELS!r} start with the same token in {self.path}")
        self.label_token_ids = tuple(ids)  # (not supported, supported); T5's vocabulary: (3, 209)
        start = getattr(self.model.config, "decoder_start_token_id", None)
        self.decoder_start = int(start if start is not None else (self.tokenizer.pad_token_id or 0))
        self.entail_id, self.contra_id = 1, None

    def _score_batch(self, batch):
        torch = self.torch
        texts = self.build_texts(batch, self.template)
        enc = self._to_device(self.tokenizer(texts, truncation=True, max_length=self.max_length, padding=True, return_tensors="pt"))
        dec = torch.full((enc["input_ids"].shape[0], 1), self.decoder_start, dtype=torch.long, device=self.device)
        logits = self.model(input_ids=enc["input_ids"], attention_mask=enc["attention_mask"], decoder_input_ids=dec).logits
        two = logits[:, 0, list(self.label_token_ids)].float()
        probs = torch.softmax(two, dim=-1)[:, 1].cpu().tolist()
        return [(float(p), 0.0) for p in probs]


class RemoteCodeChecker(HFChecker):
    family, prefix = "remote", "hf-remote"
    contradiction_available = False

    def __init__(self, path: str, **kw):
        if not remote_code_allowed():
            raise RemoteCodeRefused(
                f"hf backend: {path!r} needs its own Python code (trust_remote_code), which would run with the "
                "service's privileges; refused. Set GROUNDING_ALLOW_REMOTE_CODE=true only for a model folder you "
                "have reviewed (see README, 'Use a stronger checker')."
            )
        super().__init__(path, **kw)

    def _load(self) -> None:
        from transformers import AutoModelForSequenceClassification

        self.model = AutoModelForSequenceClassification.from_pretrained(self.path, trust_remote_code=True)
        self.tokenizer = getattr(self.model, "tokenizer", None)
        self.uses_predict = callable(getattr(self.model, "predict", None))
        if self.uses_predict:
            self.entail_id, self.contra_id = 1, None
            return
        from transformers import AutoTokenizer

        self.tokenizer = AutoTokenizer.from_pretrained(self.path, trust_remote_code=True)
        self._read_labels()
        self.contradiction_available = self.contra_id is not None

    def _model_limit(self) -> int:
        if self.tokenizer is None:
            return 512  # the model's own predict() tokenizes and truncates
        return super()._model_limit()

    def _score_batch(self, batch):
        if not self.uses_predict:
            return super()._score_batch(batch)
        scores = self.model.predict(batch)
        if hasattr(scores, "tolist"):
            scores = scores.tolist()
        return [(float(s), 0.0) for s in scores]


_CLASSES = {"nli": NLIChecker, "binary": BinaryChecker, "seq2seq": Seq2SeqChecker, "remote": RemoteCodeChecker}


def load_checker(path: str, family: str | None = None, **options) -> HFChecker:
    """Load the checker in ``path``; ``family`` None means auto-detect from its config.json."""
    if not path:
        path = engine_config.current().hf_model_dir
    if not path:
        raise ValueError("hf backend needs a directory: GROUNDING_MODEL=hf:/path/to/model")
    path = str(Path(path).expanduser())
    if not Path(path).is_dir():
        raise FileNotFoundError(f"hf backend: no model directory at {path!r}")
    family = family or detect_family(path)
    if family not in _CLASSES:
        raise ValueError(f"hf backend: unknown family {family!r} (one of {', '.join(FAMILIES)})")
    return _CLASSES[family](path, **options)


def load_hf_model(path: str, **options) -> HFChecker:
    """``hf:/dir`` (auto-detected family)."""
    return load_checker(path, None, **options)


def load_hf_nli(path: str, **options) -> HFChecker:
    return load_checker(path, "nli", **options)


def load_hf_binary(path: str, **options) -> HFChecker:
    return load_checker(path, "binary", **options)


def load_hf_seq2seq(path: str, **options) -> HFChecker:
    return load_checker(path, "seq2seq", **options)


def load_hf_remote(path: str, **options) -> HFChecker:
    return load_checker(path, "remote", **options)
