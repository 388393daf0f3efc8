"""Turn bench rows into (claim, candidate chunk) pairs the way the grounding engine does.

This mirrors the engine's pipeline closely enough to fit and evaluate the scorer without depending on
the engine's code: answers are split into sentence claims, facts are cut into sentence windows, each
claim keeps its ``top_k`` chunks by BM25 plus the concatenation of its two best chunks (support spread
over two chunks). A row is supported at the decision rule when every claim has a candidate whose
entailment reaches the threshold.
"""

from __future__ import annotations

import json
import math
import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

_CLAIM_SPLIT = re.compile(r"(?<=[.!?])[\"'”’)]?\s+(?=[A-Z0-9\"“'(\[])")
_FACT_SENT = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9\"“'(\[])|\n+")
_TOK = re.compile(r"[a-z0-9]+")
_STOP = frozenset(
    "the a an of and or to in on at for by with is are was were be been it its this that as "
    "from has have had not but which who he she they his her their".split()
)


def split_claims(answer: str) -> list[str]:
    parts = [p.strip() for p in _CLAIM_SPLIT.split(answer.strip()) if p.strip()]
    claims = [p for p in parts if len(_TOK.findall(p.lower())) >= 3]
    return claims or [answer.strip()]


def chunk_fact(text: str, max_chars: int = 600, max_sents: int = 4) -> list[str]:
    text = text.strip()
    if len(text) <= max_chars:
        return [text] if text else []
    sents = [s.strip() for s in _FACT_SENT.split(text) if s.strip()]
    chunks, cur = [], []
    for s in sents:
        while len(s) > max_chars:  # a very long "sentence": hard cut
            if cur:
                chunks.append(" ".join(cur))
                cur = []
            chunks.append(s[:max_chars])
            s = s[max_chars:]
        if cur and (len(" ".join(cur)) + len(s) > max_chars or len(cur) >= max_sents):
            chunks.append(" ".join(cur))
            cur = cur[-1:] if len(cur[-1]) < max_chars // 3 else []  # one sentence of overlap
        cur.append(s)
    if cur:
        chunks.append(" ".join(cur))
    return chunks


def _terms(text: str) -> list[str]:
    return [t for t in _TOK.findall(text.lower()) if t not in _STOP]


def bm25_rank(query: str, docs: list[str], k1: float = 1.2, b: float = 0.75) -> list[int]:
    toks = [_terms(d) for d in docs]
    n = len(docs)
    avg = sum(len(t) for t in toks) / max(n, 1) or 1.0
    df = Counter(w for t in toks for w in set(t))
    q = set(_terms(query))
    scores = []
    for t in toks:
        tf = Counter(t)
        s = 0.0
        for w in q:
            if w in tf:
                idf = math.log(1 + (n - df[w] + 0.5) / (df[w] + 0.5))
                s += idf * tf[w] * (k1 + 1) / (tf[w] + k1 * (1 - b + b * len(t) / avg))
        scores.append(s)
    return sorted(range(n), key=lambda i: -scores[i])


@dataclass
class Claim:
    text: str
    premises: list[str] = field(default_factory=list)
    facts: list[tuple[int, ...]] = field(default_factory=list)  # fact indices of each premise


@dataclass
class Row:
    id: str
    file: str
    group: str
    label: int  # 1 supported
    claims: list[Claim]
    meta: dict


def group_of(row_id: str) -> str:
    if row_id.startswith("fcgpt-"):
        return row_id.split("-sentence")[0]
    if row_id.startswith("summedits-"):
        return row_id.rsplit("_", 1)[0]
    return row_id


def build_rows(path: Path, top_k: int = 8, limit: int | None = None) -> list[Row]:
    rows = []
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            r = json.loads(line)
            chunks, owner = [], []
            for fi, f in enumerate(r["facts"]):
                for c in chunk_fact(f):
                    chunks.append(c)
                    owner.append(fi)
            claims = []
            for ct in split_claims(r["answer"]):
                order = bm25_rank(ct, chunks)[:top_k] if chunks else []
                cl = Claim(ct)
                for i in order:
                    cl.premises.append(chunks[i])
                    cl.facts.append((owner[i],))
                if len(order) >= 2:
                    a, b = sorted(order[:2])
                    cl.premises.append(chunks[a] + " " + chunks[b])
                    cl.facts.append((owner[a], owner[b]))
                claims.append(cl)
            rows.append(Row(r["id"], path.stem, group_of(r["id"]), int(r["label"] == "supported"), claims, r.get("meta", {})))
            if limit and len(rows) >= limit:
                break
    return rows


def build_rows_engine(path: Path, limit: int | None = None, batch: int = 64, raw: list[dict] | None = None, file: str | None = None) -> list[Row]:
    """Candidate pairs exactly as ``grounding.engine`` builds them (claims, chunking, selection, the
    concatenation of the two best chunks), so the combiner is fitted on the distribution it serves.
    Claims that need no check are dropped (the engine does not score them); a row without checked
    claims keeps no claims (the engine calls it supported).

    ``raw``: rows already read (bench format), named ``file``; each is grouped by its ``group`` key
    when it has one (training pairs: their premise), else by :func:`group_of` its id."""
    from grounding.engine.chunking import chunk_fact as engine_chunk
    from grounding.engine.claims import segment_claims_many
    from grounding.engine import core as engine_core
    from grounding.engine.selection import DEFAULT_SELECTION, ChunkIndex, select_chunks

    if raw is None:
        raw = []
        with open(path, encoding="utf-8") as fh:
            for line in fh:
                raw.append(json.loads(line))
                if limit and len(raw) >= limit:
                    break
    file = file or path.stem
    rows = []
    for s in range(0, len(raw), batch):
        part = raw[s : s + batch]
        all_claims = segment_claims_many([r["answer"] for r in part], [() for _ in part])
        for r, claims in zip(part, all_claims):
            chunks = []
            for fi, f in enumerate(r["facts"]):
                chunks.extend(engine_chunk(f, fi, None))
            checked = [c for c in claims if c.check_required]
            out = []
            if checked and chunks:
                picks = select_chunks(ChunkIndex(chunks, DEFAULT_SELECTION), [c.scoring_text for c in checked], DEFAULT_SELECTION)
                for c, cands in zip(checked, picks):
                    ids = [cd.chunk_id for cd in cands]
                    cl = Claim(c.scoring_text)
                    for i in ids:
                        cl.premises.append(chunks[i].text)
                        cl.facts.append((chunks[i].fact_index,))
                    if DEFAULT_SELECTION.pair_concat and len(ids) >= 2:
                        size = getattr(DEFAULT_SELECTION, "concat_size", 2)
                        group = sorted(ids[:size], key=lambda i: (chunks[i].fact_index, chunks[i].start))
                        if hasattr(engine_core, "_join_many"):
                            cl.premises.append(engine_core._join_many([chunks[i] for i in group]))
                        else:
                            cl.premises.append(engine_core._join(chunks[group[0]], chunks[group[1]]))
                        cl.facts.append(tuple(chunks[i].fact_index for i in group))
                    out.append(cl)
            elif checked:
                out = [Claim(c.scoring_text) for c in checked]
            rows.append(Row(r["id"], file, r.get("group") or group_of(r["id"]), int(r["label"] == "supported"), out, r.get("meta", {})))
    return rows
