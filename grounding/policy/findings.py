"""What a screen found. Findings never carry the matched text itself (no secret is echoed back)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Finding:
    #: "prompt_injection", "jailbreak", "sensitive_data" or "malicious_url"
    detector: str
    #: detector-specific detail: "" for prompt injection / jailbreak, the kind for sensitive data
    #: ("credit_card", "national_id:us_ssn", "secret:github_token"), the matched rule for URLs
    #: (a configured domain as configured, "pattern:<glob>", or "deceptive_userinfo")
    kind: str = ""
    #: code-point offsets into the NFKC-normalised text that was screened (diagnostics, redaction)
    start: int = 0
    end: int = 0

    @property
    def violation(self) -> str:
        """The ``modelArmorViolation`` string: ``detector`` or ``detector:kind``."""
        return f"{self.detector}:{self.kind}" if self.kind else self.detector

    @property
    def label(self) -> str:
        """The evaluation label: detector, plus the first part of the kind for sensitive data."""
        if self.detector == "sensitive_data":
            return f"sensitive_data:{self.kind.split(':', 1)[0]}"
        return self.detector
