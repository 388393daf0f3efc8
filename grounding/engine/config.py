"""The grounding engine's settings (plain Python: the engine runs without Django too).

In the service, ``assistsvc/settings.py`` declares every one of them (read from the environment there,
typed, with its default) and the grounding app hands them over at start and whenever a setting changes
(:meth:`grounding.apps.GroundingConfig.ready`). The engine's command-line tools (``grounding.evaluate``,
``grounding.benchmark``, training) run without Django: they read the same variables from the
environment here (:func:`from_environ`), the one place of the engine that does.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, fields, replace
from typing import Mapping


def _truthy(value) -> bool:
    if isinstance(value, bool):
        return value
    return str(value or "").strip().lower() in ("1", "true", "yes", "on")


@dataclass(frozen=True)
class EngineSettings:
    #: GROUNDING_MODEL: the checker (model spec) when none is named
    model: str = "assistsvc"
    #: GROUNDING_ALLOW_REMOTE_CODE: let ``hf-remote:`` / ``hf:`` run a model folder's own Python code
    allow_remote_code: bool = False
    #: GROUNDING_THREADS: intra-op threads of the project's ONNX scorer (0: one)
    threads: int = 0
    #: GROUNDING_PAIR_THREADS: how many (premise, claim) pairs of one request the ONNX scorer runs at once,
    #: each on its own core (0: as many as this process may use, at most 4; 1: one after another)
    pair_threads: int = 0
    #: GROUNDING_INT8_WEIGHTS: how the ONNX scorer's int8 weights reach ONNX Runtime: ``auto`` (signed
    #: where the CPU multiplies them exactly, VNNI / AMX; unsigned elsewhere), ``uint8`` or ``int8``
    int8_weights: str = "auto"
    #: GROUNDING_HF_*: the Hugging Face checkers (0 / "": the model's or torch's own default)
    hf_threads: int = 0
    hf_device: str = "auto"
    hf_dtype: str = ""
    hf_max_length: int = 0
    hf_batch_size: int = 0
    hf_calibration: bool = True
    hf_input: str = "joined"
    hf_model_dir: str = ""


#: field -> environment variable
ENV_NAMES = {
    "model": "GROUNDING_MODEL",
    "allow_remote_code": "GROUNDING_ALLOW_REMOTE_CODE",
    "threads": "GROUNDING_THREADS",
    "pair_threads": "GROUNDING_PAIR_THREADS",
    "int8_weights": "GROUNDING_INT8_WEIGHTS",
    "hf_threads": "GROUNDING_HF_THREADS",
    "hf_device": "GROUNDING_HF_DEVICE",
    "hf_dtype": "GROUNDING_HF_DTYPE",
    "hf_max_length": "GROUNDING_HF_MAX_LENGTH",
    "hf_batch_size": "GROUNDING_HF_BATCH_SIZE",
    "hf_calibration": "GROUNDING_HF_CALIBRATION",
    "hf_input": "GROUNDING_HF_INPUT",
    "hf_model_dir": "GROUNDING_HF_MODEL_DIR",
}


def _coerce(name: str, value):
    default = getattr(EngineSettings, name)
    if isinstance(default, bool):
        if isinstance(value, str) and name == "hf_calibration":
            return value.strip().lower() not in ("0", "off", "false", "no")
        return _truthy(value)
    if isinstance(default, int):
        return int(value or 0)
    return str(value or "").strip() or default


def from_environ(environ: Mapping[str, str] | None = None) -> EngineSettings:
    """The settings from environment variables (the engine's tools, run without Django)."""
    environ = os.environ if environ is None else environ
    values = {f: _coerce(f, environ[env]) for f, env in ENV_NAMES.items() if environ.get(env) not in (None, "")}
    return EngineSettings(**values)


_configured: EngineSettings | None = None


def configure(**values) -> EngineSettings:
    """Set the engine's settings (the service does, from ``assistsvc/settings.py``); fields not given
    keep their defaults. Returns the new settings."""
    global _configured
    known = {f.name for f in fields(EngineSettings)}
    unknown = set(values) - known
    if unknown:
        raise TypeError(f"unknown engine settings: {', '.join(sorted(unknown))}")
    _configured = replace(EngineSettings(), **{k: _coerce(k, v) for k, v in values.items()})
    return _configured


def current() -> EngineSettings:
    """The settings the service configured, else those of the environment."""
    return _configured if _configured is not None else from_environ()
