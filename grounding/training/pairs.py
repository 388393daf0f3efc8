"""Training pairs for the cross-encoder from the labelled claim-evidence sets of ``train/extra/`` (English),
``train/multilingual/`` (Japanese, Chinese, Korean) and SNLI, cut the way the engine serves them.

What the engine scores is a *claim sentence* against a *chunk* of a fact (at most 400 characters, up to
four sentences) or the concatenation of the claim's three best chunks. Training pairs are built the same
way (:func:`engine_view`): a long premise is chunked with the engine's own chunker and the claim's three
best chunks by the engine's own BM25 are joined in document order with the engine's own join. A supported
multi-sentence summary (:data:`SUMMARY_SETS`) gives one pair per sampled sentence, each with its own chunks (every
sentence of a supported summary is supported); an unsupported one stays whole (which sentence is wrong is
not known).

Labels: ``entailment`` / ``neutral`` / ``contradiction`` where a set is three-way, and ``not_entailment``
for the ``unsupported`` rows of binary sets (which fold contradictions in): the training loss for those is
``-log(1 - p_entailment)``, so a binary set never teaches "neutral" where the truth may be "contradiction".

Known shortcuts handled here:
- HaluEval QA: right answers are short spans, hallucinated ones sentences. The claim is written as
  "question answer" and both labels are sampled in equal numbers within the same answer-length bucket.
- FEVER pairs appear in DocNLI-FEVER and FEVER-Symmetric: duplicates (same claim and premise after
  normalisation) are dropped, keeping the first seen.
- Validation rows are chosen by premise (a hash of the normalised premise), so no premise is on both sides.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import random
import re
from collections import defaultdict
from pathlib import Path

#: rows taken per set for the English cross-encoder (None = all), with SNLI and synthetic pairs from ExpertQA
#: answers on top (``snli``, ``n_synth``). Chosen by measurement (docs/model_card.md, "English cross-encoder
#: 2026-12-01"; ``python -m grounding.training.probe``): sentence-pair NLI and FEVER transfer to the bench's
#: claims; the long-premise and summary sets (ConTRoL, FIB, HaluEval summarization) lowered FactCheck-GPT, and
#: every set at once (:data:`ENGLISH_ALL_MIX`, the earlier recipe) lowered most bench sets. Measured set by set
#: later (model card, "Each train/extra/ set measured alone"): HaluEval summarization alone is what lowered
#: FactCheck-GPT (-9 AUROC points), HaluEval dialogue lowers WiCE, BEGIN and FaithDial lower SummEdits; FIB,
#: ConTRoL, MCTest, DialFact and XSum are above equal-update controls on the dev files but not the shipped model.
ENGLISH_MIX: dict[str, int | None] = {
    "docnli_binary_mnli": 12000,
    "fever_symmetric": None,
    "docnli_binary_fever": 6000,
}
#: every labelled English set, sized for about 70k pairs (``--mix`` takes it or any other selection)
ENGLISH_ALL_MIX: dict[str, int | None] = {
    "docnli_binary_mnli": 15000,
    "docnli_binary_fever": 9000,
    "control_long_nli": None,
    "fever_symmetric": None,
    "halueval_dialogue": 6000,
    "halueval_summarization": 5000,
    "halueval_qa": 4000,
    "begin": None,
    "faithdial_audit": None,
    "q2_wow": None,
    "dialfact_sample": None,
    "fib": None,
    "docnli_mctest_nli": 3000,
    "xsum_faith_joined": None,
}
MULTILINGUAL_MIX: dict[str, int | None] = {
    "jsem": 5000,
    "janli": 5000,
    "jamp": 4000,
    "jsick": None,
    "jhars": 800,
    "uhgeval": None,
    "uhgeval_realpos": 500,
    "kornli_xnli": 3000,
    "klue_nli": None,
}
#: English sentence-pair NLI added to a multilingual run (``english="nli"``): the multilingual training sets hold no
#: Chinese NLI at all, and a multilingual encoder carries NLI learned in English over to other languages
#: (the XNLI "translate nothing" setting). SNLI rows come on top (``snli``).
ENGLISH_NLI_MIX: dict[str, int | None] = {
    "docnli_binary_mnli": 16000,
    "fever_symmetric": None,
}
#: sets whose ``unsupported`` rows fold contradictions in (binary) even though a few rows say otherwise
BINARY_UNSUPPORTED = {"uhgeval"}
#: sets whose claims are summaries of several factual sentences, each supported when the summary is (a
#: dialogue reply's "I love that!" or a question-answer pair is not split)
SUMMARY_SETS = {"halueval_summarization", "fib", "xsum_faith_joined"}
SNLI_ROWS = 6000

_WS = re.compile(r"\s+")


def _norm(text: str) -> str:
    return _WS.sub(" ", text).strip().lower()


def premise_group(premise: str) -> str:
    return hashlib.sha1(_norm(premise)[:2000].encode("utf-8")).hexdigest()


def engine_view(premise: str, claim: str, concat_size: int = 3) -> str:
    """The text the engine would score ``claim`` against: the whole premise when it is one chunk, else the
    concatenation (in document order) of the claim's ``concat_size`` best chunks by the engine's BM25."""
    import numpy as np

    from grounding.engine.chunking import chunk_fact
    from grounding.engine.core import _join_many
    from grounding.engine.selection import ChunkIndex
    from grounding.engine.text import content_tokens

    chunks = chunk_fact(premise)
    if len(chunks) <= 1:
        return premise.strip()
    index = ChunkIndex(chunks)
    bm = index.bm25(content_tokens(claim))
    top = np.argsort(-bm, kind="stable")[:concat_size]
    group = sorted((chunks[int(i)] for i in top), key=lambda c: c.start)
    return _join_many(group)


def _sentences(text: str) -> list[str]:
    from grounding.engine.text import split_sentences

    return [text[s:e].strip() for s, e in split_sentences(text) if text[s:e].strip()]


def _read(path: Path):
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rt", encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                yield json.loads(line)


def _label(row: dict, three_way: bool) -> str:
    lab = row["label"]
    if lab == "supported":
        return "entailment"
    if lab == "contradicted":
        return "contradiction"
    return "neutral" if three_way else "not_entailment"


def _halueval_qa(rows: list[dict], n: int, rng: random.Random) -> list[dict]:
    """Claims written as "question answer", both labels equally often within each answer-length bucket."""
    buckets: dict[tuple[int, str], list[dict]] = defaultdict(list)
    for r in rows:
        words = len(r["claim"].split())
        b = 0 if words <= 3 else 1 if words <= 7 else 2 if words <= 14 else 3
        buckets[(b, r["label"])].append(r)
    out = []
    for b in range(4):
        pos, neg = buckets[(b, "supported")], buckets[(b, "unsupported")]
        k = min(len(pos), len(neg))
        out += rng.sample(pos, k) + rng.sample(neg, k)
    rng.shuffle(out)
    out = out[:n]
    for r in out:
        q = (r.get("question") or "").strip()
        r["claim"] = f"{q} {r['claim'].strip()}" if q else r["claim"]
    return out


def load_set(path: Path, n: int | None, rng: random.Random, sentences_per_summary: int = 2) -> list[dict]:
    """Pairs of one set, engine-cut, each ``{premise, hypothesis, label, src, group}``."""
    name = path.name.split(".")[0]
    rows = list(_read(path))
    three_way = any(r["label"] == "contradicted" for r in rows) and name not in BINARY_UNSUPPORTED
    if name == "halueval_qa":
        rows = _halueval_qa(rows, n or len(rows), rng)
    elif n is not None and n < len(rows):
        rows = rng.sample(rows, n)
    out = []
    for r in rows:
        premise, claim = r["premise"] or "", r["claim"] or ""
        if not premise.strip() or not claim.strip():
            continue
        label = _label(r, three_way)
        group = premise_group(premise)
        sents = _sentences(claim) if label == "entailment" and name in SUMMARY_SETS else [claim]
        if len(sents) > 1:
            sents = rng.sample(sents, min(sentences_per_summary, len(sents)))
        for s in sents or [claim]:
            out.append({"premise": engine_view(premise, s), "hypothesis": s.strip(), "label": label, "src": name, "group": group, "lang": r.get("lang", "en")})
    return out


def load_snli(train_dir: Path, n: int, rng: random.Random) -> list[dict]:
    rows = [r for r in _read(train_dir / "snli_dev_test.jsonl") if r.get("label") in ("entailment", "neutral", "contradiction")]
    rows = rng.sample(rows, min(n, len(rows)))
    return [
        {"premise": r["premise"], "hypothesis": r["hypothesis"], "label": r["label"], "src": "snli", "group": premise_group(r["premise"]), "lang": "en"}
        for r in rows
    ]


def multilingual_mixes(ml_mix: dict[str, int | None] | None, english_nli: bool) -> tuple[dict, dict]:
    """(multilingual sets, English NLI sets) of a multilingual run: :data:`MULTILINGUAL_MIX` and
    :data:`ENGLISH_NLI_MIX` with the entries of ``ml_mix`` changed. A name of neither (of the first alone
    without ``english_nli``) raises ValueError naming it and the run's sets."""
    ml_mix = ml_mix or {}
    known = set(MULTILINGUAL_MIX) | (set(ENGLISH_NLI_MIX) if english_nli else set())
    unknown = sorted(set(ml_mix) - known)
    if unknown:
        raise ValueError(f"{', '.join(unknown)} is not a set of the multilingual run (its sets: {', '.join(sorted(known))})")
    return (
        {k: ml_mix.get(k, n) for k, n in MULTILINGUAL_MIX.items()},
        {k: ml_mix.get(k, n) for k, n in ENGLISH_NLI_MIX.items()},
    )


def build(
    train_dir: Path,
    *,
    english: bool | str = True,
    multilingual: bool = False,
    seed: int = 13,
    scale: float = 1.0,
    snli: int = SNLI_ROWS,
    log=print,
    mix: dict[str, int | None] | None = None,
    ml_mix: dict[str, int | None] | None = None,
    n_synth: int = 0,
) -> list[dict]:
    """All training pairs of a run, deduplicated and shuffled (deterministic for a seed).

    ``english``: ``True`` for the chosen English sets (:data:`ENGLISH_MIX`, or ``mix`` when given: set name ->
    rows, ``None`` for all), ``"nli"`` for the sentence-pair NLI subset only (:data:`ENGLISH_NLI_MIX`), ``False``
    for none; SNLI comes with either. ``n_synth``: that many synthetic pairs from ExpertQA answers
    (:mod:`grounding.training.synth`) on top. ``ml_mix`` changes single entries of the multilingual run's
    defaults (:data:`MULTILINGUAL_MIX` and, with ``english="nli"``, :data:`ENGLISH_NLI_MIX`): set -> rows,
    ``None`` for all, ``0`` to leave a set out; a name of neither is an error."""
    rng = random.Random(seed)
    en_mix = mix if mix is not None else ENGLISH_MIX
    ml_default, nli_mix = multilingual_mixes(ml_mix, english_nli=english == "nli")
    if english == "nli":
        en_mix = nli_mix
    mixes = []
    if english:
        mixes.append((train_dir / "extra", en_mix))
    if multilingual:
        mixes.append((train_dir / "multilingual", ml_default))
    pairs: list[dict] = []
    for d, mix in mixes:
        for name, n in mix.items():
            if n == 0:
                continue
            p = d / f"{name}.jsonl.gz"
            if not p.exists():
                log(f"missing {p}, skipped")
                continue
            k = None if n is None else max(1, int(n * scale))
            got = load_set(p, k, rng)
            log(f"{name}: {len(got)} pairs")
            pairs += got
    if english and snli:
        pairs += load_snli(train_dir, int(snli * scale), rng)
    if english and n_synth:
        from .synth import generate

        got = [
            {"premise": p["premise"], "hypothesis": p["hypothesis"], "label": p["label"], "src": "synth", "group": premise_group(p["premise"]), "lang": "en"}
            for p in generate(train_dir / "expertqa_answers.jsonl", int(n_synth * scale), seed=seed)
        ]
        log(f"synth: {len(got)} pairs")
        pairs += got
    seen, out = set(), []
    for p in pairs:
        key = (_norm(p["hypothesis"]), _norm(p["premise"])[:500])
        if key in seen:
            continue
        seen.add(key)
        out.append(p)
    log(f"{len(pairs)} pairs, {len(pairs) - len(out)} duplicates dropped")
    rng.shuffle(out)
    return out


def split_by_group(pairs: list[dict], held_share: float = 0.03) -> tuple[list[dict], list[dict]]:
    """(train, held-out) with every premise on one side only."""
    cut = int(held_share * 10000)
    held = [p for p in pairs if int(p["group"][:8], 16) % 10000 < cut]
    train = [p for p in pairs if int(p["group"][:8], 16) % 10000 >= cut]
    return train, held
