"""The project's grounding scorer at serving time: onnxruntime + tokenizers + numpy, no torch.

Per (premise, claim) pair it runs the int8 cross-encoder (three-way NLI probabilities), computes the
lexical features of :mod:`grounding.scorer.features`, and combines both with the small learned models
stored in ``artifacts/combiner.json`` (standardised logistic regressions plus a calibration), giving the
calibrated entailment and contradiction probabilities of :class:`~grounding.engine.backends.PairScore`.
"""

from __future__ import annotations

import hashlib
import json
import os
import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Sequence

import numpy as np

from grounding.engine import config as engine_config
from grounding.engine.backends import EntailmentModel, PairScore
from grounding.engine.text import to_simplified

from . import int8
from .cjk import (
    antonym_conflict,
    best_sentence,
    denied_statement,
    ended_period_conflict,
    formerly_conflict,
    drop_honorifics,
    english_counts_as_digits,
    english_numbers_in_digits,
    nominated_count_conflict,
    nomination_count_conflict,
    affirmed,
    denies_another_holder,
    translated_prize_conflict,
    venue_conflict,
    english_ocean_conflict,
    english_passage_roles,
    english_prize_counts,
    english_decades_as_cjk,
    english_roles,
    english_roles_only,
    everyday_kind_conflict,
    free_as_premise,
    acronym_conflict,
    agent_conflict,
    capital_conflict,
    host_conflict,
    capitals_as_premise,
    half_as_premise,
    one_of_conflict,
    prize_winner_conflict,
    spans_as_premise,
    harmonise_numbers,
    is_cjk,
    default_colours_as_premise,
    largest_as_premise,
    language,
    missing_name,
    modality_conflict,
    occasion_conflict,
    other_than_conflict,
    negated_as_premise,
    negation_conflict,
    nomination_conflict,
    number_conflict,
    price_conflict,
    read_role_loanwords,
    restriction_conflict,
    side_conflict,
    subject_swap_conflict,
    swapped_runs_conflict,
    slot_conflict,
    translated_as_premise,
    dynasties_as_premise,
    english_dates_as_cjk,
    two_digit_years_as_premise,
    corrections_as_plain,
    result_conflict,
    role_conflict,
    role_support,
    titles,
    typed_conflict,
    written_in,
)
from .english import (
    english_agent_conflict,
    english_antonym_conflict,
    english_award_count_conflict,
    english_bounds_as_premise,
    english_count_conflict,
    english_day_conflict,
    english_decades_as_premise,
    english_genre_conflict,
    english_name_swap,
    english_negation_conflict,
    english_one_conflict,
    english_possessive_maker_conflict,
    english_prize_aliases,
    english_profession_conflict,
    english_role_conflict,
    english_review_support,
    english_role_support,
    negation_across_languages,
    review_conflict,
    review_support_across_languages,
)
from .events import event_year_conflict, year_events
from .features import FEATURE_NAMES, batch_features
from .translit import anchor_names, best_latin_sentence, swapped_undotted_names, title_forms, unmatched_latin_names, unmatched_pinyin_names

ARTIFACTS = Path(__file__).parent / "artifacts"
#: logit given to pairs that a veto feature rules out (kept in sync with grounding.training.combiner)
VETO_LOGIT = -50.0
#: the most a Japanese / Chinese claim that negates against a premise that negates nothing is entailed
#: (:func:`grounding.scorer.cjk.negation_conflict`): under the default citation threshold, but not the 0.05 of
#: the number / name / role rules, because it is evidence rather than proof: it fires on 7 % of OCNLI's
#: supported pairs (某都市的名声不好 from 有贼城之恶名), and on the full file a 0.05 cap cost 1.6 points of
#: AUROC where 0.5 costs 0.06, at the same BAcc (0.7229 against 0.7223 without the rule)
NEGATION_CAP = 0.5
#: the most a pair is entailed when a rule rules it out (a number, name or year the passage does not state
#: as the claim does)
RULE_CAP = 0.05
#: the least a Japanese / Chinese claim that only gives people of the passage the roles the passage gives them
#: is entailed (:func:`grounding.scorer.cjk.role_support`): over the default citation threshold (0.6), and
#: below the cross-encoder's own confidence on the plain forms it does read (0.99)
ROLE_SUPPORT = 0.9


def _sigmoid(z):
    return 1.0 / (1.0 + np.exp(-np.clip(z, -50, 50)))


def _softmax(z):
    z = z - z.max(-1, keepdims=True)
    e = np.exp(z)
    return e / e.sum(-1, keepdims=True)


#: most pairs run at once by default (GROUNDING_PAIR_THREADS=0): a Titanic-sized request has 3-5 pairs
MAX_AUTO_PAIR_THREADS = 4


def default_pair_threads() -> int:
    """How many pairs of one request the cross-encoders run at once: ``GROUNDING_PAIR_THREADS``, or
    (0, the default) as many as the cores this process may use, at most :data:`MAX_AUTO_PAIR_THREADS`."""
    n = engine_config.current().pair_threads
    if n > 0:
        return n
    try:
        cores = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        cores = os.cpu_count() or 1
    return max(1, min(cores, MAX_AUTO_PAIR_THREADS))


_EXECUTORS: dict[tuple[int, int], ThreadPoolExecutor] = {}
_EXECUTORS_LOCK = threading.Lock()


def _executor(n: int) -> ThreadPoolExecutor:
    """This process's pool of ``n`` threads for pairs (one per process and size: a pool inherited through
    ``fork``, e.g. by a Celery pool process, has no threads, so a new process makes its own)."""
    key = (os.getpid(), n)
    with _EXECUTORS_LOCK:
        pool = _EXECUTORS.get(key)
        if pool is None:
            pool = _EXECUTORS[key] = ThreadPoolExecutor(n, thread_name_prefix="grounding-pairs")
        return pool


class CrossEncoderONNX:
    """Three-way NLI probabilities (entailment, neutral, contradiction) from the int8 ONNX model.

    Pairs are tokenised together in one batch call, then run one pair per session call by default:
    with dynamically quantised activations a pair's result would otherwise depend on the other pairs
    padded into its batch (measured up to 0.12 in probability), and on CPU single-pair runs without
    padding were as fast as padded batches anyway.

    Those session calls run ``pair_threads`` at a time (default: :func:`default_pair_threads`), each on one core: ONNX
    Runtime's ``run`` is thread-safe and releases the GIL, and each pair's result is the same whichever
    thread computes it. Where cores are free a request with several pairs takes about 1/n of the time;
    where they are busy the threads simply take turns (no spinning, unlike intra-op threads).
    """

    def __init__(
        self,
        onnx_path: Path,
        tokenizer_path: Path,
        max_length: int = 256,
        threads: int | None = None,
        batch_size: int = 1,
        pair_threads: int | None = None,
    ):
        import onnxruntime as ort
        from tokenizers import Tokenizer

        self.max_length = max_length
        self.batch_size = batch_size
        self.pair_threads = pair_threads or default_pair_threads()
        tok = Tokenizer.from_file(str(tokenizer_path))
        tok.enable_truncation(max_length=max_length, strategy="longest_first")
        tok.no_padding()
        self.tok = tok
        so = ort.SessionOptions()
        # one thread by default: on a busy 2-core machine two contending threads were slower
        # (measured 14.5 vs 24.6 ms/pair); GROUNDING_THREADS=2 where the cores are free
        so.intra_op_num_threads = threads or engine_config.current().threads or 1
        so.inter_op_num_threads = 1
        so.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        # stored uint8 (exact everywhere); signed int8 where this CPU multiplies those exactly (2x faster)
        self.weights = int8.choose(engine_config.current().int8_weights)
        self.sess = ort.InferenceSession(int8.session_model(onnx_path, self.weights), so, providers=["CPUExecutionProvider"])

    def _clip(self, text: str) -> str:
        # tokenising a 10,000-character chunk only to truncate it wastes time: cut to a generous
        # character budget first (about 8 characters per token is far above English averages)
        limit = self.max_length * 8
        return text if len(text) <= limit else text[:limit]

    def probs(self, pairs: Sequence[tuple[str, str]]) -> np.ndarray:
        if not pairs:
            return np.zeros((0, 3), dtype=np.float32)
        enc = self.tok.encode_batch([(self._clip(p), self._clip(h)) for p, h in pairs])
        # longest first: with several threads the long pairs start early and the short ones fill in
        order = np.argsort([-len(e.ids) for e in enc], kind="stable")
        batches = [order[s : s + self.batch_size] for s in range(0, len(order), self.batch_size)]

        def run(idx):
            n = max(len(enc[i].ids) for i in idx)
            ids = np.zeros((len(idx), n), dtype=np.int64)
            tt = np.zeros_like(ids)
            am = np.zeros_like(ids)
            for r, i in enumerate(idx):
                e = enc[i]
                ids[r, : len(e.ids)] = e.ids
                tt[r, : len(e.type_ids)] = e.type_ids
                am[r, : len(e.ids)] = 1
            return self.sess.run(None, {"input_ids": ids, "attention_mask": am, "token_type_ids": tt})[0]

        out = np.zeros((len(pairs), 3), dtype=np.float32)
        n_threads = min(self.pair_threads, len(batches))
        results = _executor(n_threads).map(run, batches) if n_threads > 1 else map(run, batches)
        for idx, logits in zip(batches, results):
            out[idx] = _softmax(logits.astype(np.float64))
        return out


def cosine_similarities(pairs: Sequence[tuple[str, str]]) -> np.ndarray:
    """Cosine of all-MiniLM-L6-v2 sentence embeddings of premise and claim (the engine's numpy encoder,
    128 tokens), each distinct text embedded once."""
    from grounding.engine.embedding import get_embedder

    if not pairs:
        return np.zeros(0, dtype=np.float64)
    texts = list(dict.fromkeys(x for p in pairs for x in p))
    vecs = get_embedder().encode(texts)
    pos = {t: i for i, t in enumerate(texts)}
    a = vecs[[pos[p] for p, _ in pairs]]
    b = vecs[[pos[h] for _, h in pairs]]
    return (a * b).sum(1).astype(np.float64)


def ce_feature_block(p: np.ndarray) -> np.ndarray:
    """Cross-encoder features for the combiner: log-probabilities and the entailment/contradiction margins."""
    lp = np.log(np.clip(p, 1e-6, 1.0))
    return np.column_stack([lp[:, 0], lp[:, 1], lp[:, 2], lp[:, 0] - lp[:, 1], lp[:, 2] - lp[:, 1]])


CE_FEATURE_NAMES = ["ce_log_ent", "ce_log_neu", "ce_log_con", "ce_ent_margin", "ce_con_margin"]


def combined_features(lex: np.ndarray, ce_probs: np.ndarray, spec: list[str], cos: np.ndarray | None = None) -> np.ndarray:
    """Assemble the combiner's input columns named in ``spec`` from the lexical, cross-encoder and
    embedding blocks."""
    cols = dict(zip(FEATURE_NAMES, lex.T))
    if cos is not None:
        cols["cos"] = cos
    cols.update(zip(CE_FEATURE_NAMES, ce_feature_block(ce_probs).T))
    base = {k: np.asarray(v, dtype=np.float64) for k, v in cols.items()}
    out = []
    for name in spec:
        if "*" in name:  # interaction term
            a, b = name.split("*")
            out.append(base[a] * base[b])
        else:
            out.append(base[name])
    return np.column_stack(out) if out else np.zeros((len(lex), 0))


class Linear:
    def __init__(self, d: dict):
        self.mean = np.asarray(d["mean"])
        self.scale = np.asarray(d["scale"])
        self.coef = np.asarray(d["coef"])
        self.intercept = float(d["intercept"])

    def logit(self, X):
        return ((X - self.mean) / self.scale) @ self.coef + self.intercept


class MultilingualHead:
    """One multilingual cross-encoder as the scorer serves it: the ONNX model, its calibration
    (``entailment`` / ``contradiction``: ``{"a", "b"}`` on the log-odds) and its per-language shifts of the
    entailment log-odds (``calibration.entailment_shift``, grounding.training.langshift)."""

    def __init__(self, ce: "CrossEncoderONNX", cal: dict, shift: dict, version: str):
        self.ce, self.cal, self.shift, self.version = ce, cal, shift, version

    @classmethod
    def load(cls, artifacts: Path, spec_name: str, threads: int | None = None) -> "MultilingualHead":
        spec = json.loads((artifacts / spec_name).read_text())
        ce = CrossEncoderONNX(artifacts / spec["cross_encoder"], artifacts / spec["tokenizer"], max_length=int(spec.get("max_length", 128)), threads=threads)
        cal = spec["calibration"]
        shift = {k: float(v) for k, v in (cal.get("entailment_shift") or {}).items()}
        return cls(ce, cal, shift, spec.get("version", "1"))


class AssistsvcScorer(EntailmentModel):
    """Cross-encoder + lexical features + calibrated logistic combiners (see ``docs/model_card.md``)."""

    name = "assistsvc-scorer"
    #: number, year and month features and the year/month veto: the engine's numeric guard stays off
    checks_numbers = True

    def __init__(self, artifacts: Path = ARTIFACTS, threads: int | None = None, combiner: str = "combiner.json"):
        manifest = json.loads((artifacts / "manifest.json").read_text())
        self.version = manifest["version"] + ("" if combiner == "combiner.json" else "+" + combiner.removesuffix(".json"))
        if combiner != "combiner.json":
            self.name = "assistsvc-scorer-" + combiner.removesuffix(".json").removeprefix("combiner_")
        comb = json.loads((artifacts / combiner).read_text())
        self.spec = comb["features"]
        self.con_spec = comb.get("contradiction_features", self.spec)
        # lexical features that rule entailment out (e.g. the claim's year conflicts with the premise's)
        self.veto = [FEATURE_NAMES.index(n) for n in comb.get("entailment_veto", [])]
        self.veto_ce = float(comb.get("entailment_veto_ce_contradiction", 2.0))
        self.ent = Linear(comb["entailment"])
        self.con = Linear(comb["contradiction"])
        self.ent_cal = comb["entailment_calibration"]  # {"a":..., "b":...} applied to the logit
        self.con_cal = comb["contradiction_calibration"]
        # slot substitution ("starred Brad Pitt" where the premise's cast is someone else): a rule fitted
        # with the combiner; when it fires the pair's contradiction is at least the rule's measured precision
        slot = comb.get("slot_rule") or {}
        self.slot = None
        # a pair whose premise states another name / number in the claim's slot cannot entail it
        self.slot_veto = slot.get("entailment_veto_min_sub")
        self._slot_cols = [FEATURE_NAMES.index("sub_ent"), FEATURE_NAMES.index("sub_num")]
        # where contradiction takes precedence over entailment besides the slot rule: a pair not cited
        # (entailment < max_entailment) whose contradiction reaches min_contradiction
        prec = slot.get("contradiction_precedence") or {}
        self.precedence = (float(prec["min_contradiction"]), float(prec["max_entailment"])) if prec else None
        if slot.get("min_sub") is not None:
            self.slot = (
                float(slot["min_sub"]),
                float(slot["min_ce_contradiction"]),
                float(slot["probability"]),
                [FEATURE_NAMES.index("sub_ent"), FEATURE_NAMES.index("sub_num")],
            )
        self.ce = CrossEncoderONNX(
            artifacts / manifest["cross_encoder"], artifacts / manifest["tokenizer"], max_length=int(manifest.get("max_length", 256)), threads=threads
        )
        # Japanese / Chinese (and Korean): pairs whose claim or premise is mostly CJK go to the multilingual
        # cross-encoder with its own calibration (see grounding.training.multilingual); a language may have a
        # cross-encoder of its own for pairs written wholly in it (manifest "multilingual_by_language",
        # :meth:`ml_head_for`)
        self.ml = self.ml_head = None
        self.ml_by_language: dict[str, MultilingualHead] = {}
        ml = manifest.get("multilingual")
        if ml and (artifacts / ml).exists():
            head = MultilingualHead.load(artifacts, ml, threads)
            self.ml_head, self.ml, self.ml_cal = head, head.ce, head.cal
            self.negation_cap = NEGATION_CAP
            self.version += "+ml-" + head.version
            for lang, name in sorted((manifest.get("multilingual_by_language") or {}).items()):
                self.ml_by_language[lang] = MultilingualHead.load(artifacts, name, threads)
                self.version += f"+ml-{lang}-" + self.ml_by_language[lang].version
        self._lock = threading.Lock()

    def raw(self, pairs: Sequence[tuple[str, str]]):
        """Feature matrix, cross-encoder probabilities and combiner logits (for training and diagnostics)."""
        return self._raw(pairs)[:4]

    def _raw(self, pairs: Sequence[tuple[str, str]]):
        pairs = [(str(p or ""), str(h or "")) for p, h in pairs]
        ce = self.ce.probs(pairs)
        lex = batch_features(pairs)
        names = {n for f in self.spec + self.con_spec for n in f.split("*")}
        cos = cosine_similarities(pairs) if "cos" in names else None
        X = combined_features(lex, ce, self.spec, cos)
        Xc = combined_features(lex, ce, self.con_spec, cos)
        le = self.ent.logit(X)
        vetoed = ce[:, 2] >= self.veto_ce
        if self.veto:
            vetoed |= (lex[:, self.veto] > 0).any(1)
        if self.slot_veto is not None:
            vetoed |= lex[:, self._slot_cols].max(1) >= self.slot_veto
        le = np.where(vetoed, VETO_LOGIT, le)
        return X, ce, le, self.con.logit(Xc), lex

    def probabilities(self, pairs: Sequence[tuple[str, str]]) -> tuple[np.ndarray, np.ndarray]:
        """Calibrated (entailment, contradiction) probabilities of each pair: pairs whose claim or premise is
        written mostly in CJK scripts by the multilingual cross-encoder, the others by the English scorer."""
        pairs = [(str(p or ""), str(h or "")) for p, h in pairs]
        if self.ml is None:
            return self._probabilities_en(pairs)
        route = np.array([is_cjk(h) or is_cjk(p) for p, h in pairs], dtype=bool)
        pe = np.zeros(len(pairs))
        pc = np.zeros(len(pairs))
        for mask, fn in ((~route, self._probabilities_en), (route, self._probabilities_ml)):
            idx = np.flatnonzero(mask)
            if len(idx):
                pe[idx], pc[idx] = fn([pairs[i] for i in idx])
        return pe, pc

    def ml_head_for(self, premise: str, claim: str) -> "MultilingualHead":
        """The multilingual cross-encoder that reads a pair routed to the multilingual scorer: the one of the
        pair's language (:func:`pair_language`) where that language has its own and the premise is written in
        it too, else the shared one. A Japanese claim about an English or Chinese passage stays with the
        shared model, which learnt cross-lingual pairs; only same-language pairs move. So do an English claim
        about a Japanese passage (its pair language is the premise's) and a Chinese one (a claim of Han characters
        only is Japanese beside a Japanese passage): the claim itself must be written in the language
        (:func:`~grounding.scorer.cjk.written_in`: 据维基百科，多伦多是安大略省的首府。 is not Japanese, since Japanese has no
        维 or 伦)."""
        if self.ml_by_language:
            lang = pair_language(premise, claim)
            head = self.ml_by_language.get(lang)
            if head is not None and language(premise) == lang and written_in(claim, lang):
                return head
        return self.ml_head

    @property
    def ml_shift(self) -> dict:
        """The shared multilingual cross-encoder's per-language shifts of the entailment log-odds."""
        return self.ml_head.shift

    @ml_shift.setter
    def ml_shift(self, shift: dict) -> None:
        self.ml_head.shift = shift

    def _probabilities_ml(self, pairs: Sequence[tuple[str, str]]) -> tuple[np.ndarray, np.ndarray]:
        """Multilingual cross-encoder, calibrated, with the shift of the pair's language (``ml_shift``); a
        claim that states a number, a transliterated name, or a country / province / prize the premise does
        not write (while it writes another), or that puts a person or number the premise writes in another
        role, cannot be entailed by it (the cross-encoder alone misses such swaps); one that negates against a
        premise that negates nothing is at most even odds (:data:`NEGATION_CAP`). The claim's numbers are
        written the way the premise writes them first (十一 against 11).

        A passage of several sentences is also read at the one statement that writes at least half of the
        claim (:func:`~grounding.scorer.cjk.best_sentence`), and the higher entailment of the two reads
        counts: the model learnt from one-sentence premises and gave true claims about a four-sentence passage
        contradiction 0.77 (what one sentence of a passage entails, the passage does). The rules above still
        read the whole passage; that extra pair is short, and runs beside the others (pair threads)."""
        claims = [_as_read(p, h) for p, h in pairs]
        extra = [
            (i, s)
            for i, ((p, h), c) in enumerate(zip(pairs, claims))
            if (s := best_sentence(*_chinese_folded(p, anchor_names(p, h)[0])) if is_cjk(p) else best_latin_sentence(p, c))
        ]
        heads = [self.ml_head_for(p, h) for p, h in pairs]
        inputs = [(p, c) for (p, _), c in zip(pairs, claims)] + [(s, claims[i]) for i, s in extra]
        owner = heads + [heads[i] for i, _ in extra]
        P = np.zeros((len(inputs), 3))
        for head in {id(h): h for h in owner}.values():
            idx = [j for j, h in enumerate(owner) if h is head]
            P[idx] = head.ce.probs([inputs[j] for j in idx])
        z = np.log(np.clip(P, 1e-6, 1.0)) - np.log(np.clip(1.0 - P, 1e-6, 1.0))
        z, zs = z[: len(pairs)], z[len(pairs) :]
        for k, (i, _) in enumerate(extra):
            z[i, 0] = max(z[i, 0], zs[k, 0])

        def cal(key, part):
            return np.array([h.cal[key][part] for h in heads], dtype=np.float64)

        shift = np.array([h.shift.get(pair_language(p, k), 0.0) for (p, k), h in zip(pairs, heads)], dtype=np.float64)
        pe0 = _sigmoid(cal("entailment", "a") * z[:, 0] + cal("entailment", "b"))
        pe = _sigmoid(cal("entailment", "a") * z[:, 0] + cal("entailment", "b") + shift)
        pc = _sigmoid(cal("contradiction", "a") * z[:, 2] + cal("contradiction", "b"))
        cap, floor = np.array([_rule_bounds(p, h, self.negation_cap) for p, h in pairs]).reshape(-1, 2).T
        pe, pe0 = np.maximum(np.minimum(pe, cap), floor), np.maximum(np.minimum(pe0, cap), floor)
        # contradiction is capped by the entailment before any language shift: a shift moves the decision
        # point of entailment, not the evidence against the claim (capping by the shifted entailment took
        # Chinese anti-citations from 0.21 to 0.04 row recall on CDConv)
        pc = np.minimum(pc, 1.0 - pe0)
        return pe, pc

    def _probabilities_en(self, pairs: Sequence[tuple[str, str]]) -> tuple[np.ndarray, np.ndarray]:
        """The English scorer's calibrated (entailment, contradiction), bounded by the rules of
        :mod:`grounding.scorer.english`."""
        # a bound the premise's count meets is read as that count (more than ten Academy Awards against 11 Academy
        # Awards), a prize by the passage's name for it (Oscars against Academy Awards), a decade as the passage's year
        # in it (the 1990s against 1998)
        pairs = [(p, english_decades_as_premise(p, english_prize_aliases(p, english_bounds_as_premise(p, h)))) for p, h in pairs]
        X, ce, le, lc, lex = self._raw(pairs)
        pe = _sigmoid(self.ent_cal["a"] * le + self.ent_cal["b"])
        pc = _sigmoid(self.con_cal["a"] * lc + self.con_cal["b"])
        fire = np.zeros(len(pe), dtype=bool)
        if self.slot:
            min_sub, min_ce, prob, cols = self.slot
            fire = (lex[:, cols].max(1) >= min_sub) & (ce[:, 2] >= min_ce)
            pc = np.where(fire, np.maximum(pc, prob), pc)
        # the two are probabilities of one three-way outcome: keep entailment + contradiction <= 1. Where
        # the slot rule fires (the premise states another value for the claim's slot), or where a pair
        # below the citation point reaches the anti-citation point, contradiction takes precedence;
        # elsewhere entailment does (so a pair is never both cited and anti-cited, and the learned
        # contradiction model, too weak to overrule it, never changes a citation)
        if self.precedence is not None:
            fire = fire | ((pc >= self.precedence[0]) & (pe < self.precedence[1]))
        pe, pc = np.where(fire, np.minimum(pe, 1.0 - pc), pe), np.where(fire, pc, np.minimum(pc, 1.0 - pe))
        # a year of the passage put in another event's place (released in 1912 against a 1997 movie about the
        # 1912 sinking): the English cross-encoder grounded it at 0.71; one of a thing the premise counts more of
        # (won only one Academy Award against won 11 Academy Awards); a person of the passage in a film role it
        # gives others (Leonardo DiCaprio directed Titanic: 0.97); a count of nominations as one of wins (0.96); a maker the
        # passage does not give (founded by Larry Page and Bill Gates: 0.96); a sentence of the passage with one name in
        # another's place (Ottawa is the capital of Ontario)
        swapped = np.array(
            [
                event_year_conflict(p, h)
                or english_one_conflict(p, h)
                or english_role_conflict(p, h)
                or english_award_count_conflict(p, h)
                or english_agent_conflict(p, h)
                or english_name_swap(p, h)
                or english_day_conflict(p, h)
                or english_possessive_maker_conflict(p, h)
                or english_count_conflict(p, h)
                for p, h in pairs
            ],
            dtype=bool,
        )
        # a claim that negates against a premise that negates nothing (Titanic won no Academy Awards against won 11),
        # or says its opposite in one word (negative reviews against positive ones): at most even odds, as for
        # Japanese and Chinese (the English cross-encoder grounded them at 0.97 and 0.96)
        # a kind of work the passage does not give it (a comedy against an epic romance), a calling it does not give a person
        negated = np.array(
            [
                english_negation_conflict(p, h)
                or english_antonym_conflict(p, h)
                or review_conflict(p, h)
                or english_genre_conflict(p, h)
                or english_profession_conflict(p, h)
                for p, h in pairs
            ],
            dtype=bool,
        )
        # a claim that only gives people of the passage the roles the passage gives them (James Cameron wrote the
        # screenplay: 0.20), or that says only how critics received the work, as the passage does in other words (Critics
        # praised the film: 0.15), is entailed at least at ROLE_SUPPORT
        supported = np.array([english_role_support(p, h) or english_review_support(p, h) for p, h in pairs], dtype=bool) & ~swapped & ~negated
        pe = np.where(supported, np.maximum(pe, ROLE_SUPPORT), pe)
        pe = np.where(swapped, np.minimum(pe, RULE_CAP), pe)
        return np.where(negated, np.minimum(pe, NEGATION_CAP), pe), pc

    def score(self, pairs: Sequence[tuple[str, str]]) -> list[PairScore]:
        if not pairs:
            return []
        pe, pc = self.probabilities(pairs)
        return [PairScore(float(e), float(c)) for e, c in zip(pe, pc)]


def _chinese_folded(premise: str, claim: str) -> tuple[str, str]:
    """A Chinese pair (neither text writes kana) in simplified characters, so that a claim in traditional
    characters is compared with a passage in simplified ones by the rules (據, 號 and 萊昂納多 are 据, 号 and
    莱昂纳多); any other pair as it is."""
    if language(premise) == "ja" or language(claim) == "ja":
        return premise, claim
    return to_simplified(premise), to_simplified(claim)


def _worded_as_premise(premise: str, claim: str) -> str:
    """``claim`` with what it says in other words than the passage written the passage's way, for the cross-encoder
    (:func:`_as_read`) and the rules (:func:`_rule_bounds`) alike: an English count in words as digits (twelve
    Academy Awards against アカデミー賞11部門) and an English decade as 年代 (the late 1990s), a year by its last two digits
    as the passage's year (97年 against 1997年), a translated prize (アカデミー賞 against 奥斯卡奖), a dynasty (the Tang
    dynasty against 唐代), a
    negated word as its opposite (周一不开放 against 每周一闭馆), free (停车不收费 against 停车免费), the largest (第一大 against
    最大的), half (半額 against 50%), a colour a thing has unless told otherwise (白い雪 against 雪), a time inside a span the passage
    gives (12月23日 against 12月20日至25日) and a province's capital (首府 against 省会: :func:`~grounding.scorer.cjk.capitals_as_premise`); and what a correction asserts without what it denies (导演不是迪卡普里奥，而是
    卡梅隆 as 导演是卡梅隆: the denied name was tied to the role, and the cross-encoder read the years of 不是2005年…而是1997年
    at 0.44)."""
    claim = english_decades_as_cjk(premise, english_counts_as_digits(premise, corrections_as_plain(claim)))
    claim = two_digit_years_as_premise(premise, claim)
    claim = dynasties_as_premise(premise, translated_as_premise(premise, claim))
    claim = negated_as_premise(premise, claim)
    claim = free_as_premise(premise, claim)
    claim = largest_as_premise(premise, claim)
    claim = default_colours_as_premise(premise, claim)
    claim = spans_as_premise(premise, claim)
    claim = capitals_as_premise(premise, claim)
    return half_as_premise(premise, claim)


def _as_read(premise: str, claim: str) -> str:
    """The claim as the multilingual cross-encoder reads it against ``premise``: in simplified characters
    where the passage is Chinese written in them, its numbers written the premise's way, and its names
    written in another script than the passage's names (katakana, a dotted Chinese name, a Latin name) in the
    passage's spelling where they sound alike (:func:`~grounding.scorer.translit.anchor_names`: ジェームズ・キャメロン
    as James Cameron, James Cameron as 詹姆斯·卡梅隆)."""
    folded_premise, folded_claim = _chinese_folded(premise, claim)
    if folded_premise == premise:
        claim = folded_claim
    # an honorific after a name (卡梅隆先生, キャメロンさん) says nothing of the fact, and the model rejected
    # 该片导演为卡梅隆先生 against the English Titanic facts (0.20; 0.995 without 先生)
    claim = drop_honorifics(claim)
    claim = _worded_as_premise(premise, claim)
    return anchor_names(premise, harmonise_numbers(premise, claim))[0]


def _denial_holds(premise: str, claim: str) -> bool:
    """A Japanese or Chinese claim denies what the passage gives to another (engine 1.32): the statement it denies
    (:func:`~grounding.scorer.cjk.affirmed`) is ruled out, and it puts a year of release the passage ties to other
    years only (『タイタニック』は2005年の映画ではない, 《泰坦尼克号》不是2005年上映的), or one person, not the passage's
    holder, in a post of one holder the passage gives someone (監督は、スティーヴン・スピルバーグではありません,
    ディカプリオはこの映画の監督ではない: :func:`~grounding.scorer.cjk.denies_another_holder`). Each was ruled out with the statement (0.017); a denial of
    what the passage merely does not say (ブラッド・ピットは主演していない, of a cast it need not list whole) is not read."""
    lang = language(claim)
    if not is_cjk(premise) or lang is None or language(premise) != lang:
        return False  # in the passage's language only: across languages a statement is ruled out for what the rules cannot read
    statement = affirmed(claim, lang)
    if not statement or _rule_bounds(premise, statement)[0] > RULE_CAP:
        return False
    released, given = year_events(statement).get("release"), year_events(premise).get("release")
    return bool(released and given and not released & given) or denies_another_holder(premise, statement)


def _rule_bounds(premise: str, claim: str, negation_cap: float = NEGATION_CAP) -> tuple[float, float]:
    """The least and the most the multilingual scorer's rules let the pair be entailed, as ``(cap, floor)``.

    The cap is :data:`RULE_CAP` (0.05) when the claim states a number, country or typed name the premise does
    not (while it states others), or a name the premise never writes, or puts the premise's person / number in
    another role, or what the premise puts in one post of one kind in another (:func:`~grounding.scorer.cjk.slot_conflict`:
    ケベック州の州都はモントリオール against 州都はケベック・シティーで、最大の都市はモントリオール), or a year the premise ties to one event in another event's place (in any of the three
    languages: :func:`~grounding.scorer.events.event_year_conflict`, which the English scorer applies too); ``negation_cap`` when it negates against a premise that negates nothing, or says the opposite of it in one word (:func:`~grounding.scorer.cjk.antonym_conflict`), or names a part of the day, a meal, a way to travel, an animal, a room or an instrument it never names while it names others (:func:`~grounding.scorer.cjk.everyday_kind_conflict`), or plainly states what it writes only denied (:func:`~grounding.scorer.cjk.denied_statement`), or allows what it forbids or the like (:func:`~grounding.scorer.cjk.modality_conflict`), or calls free what it gives a price (:func:`~grounding.scorer.cjk.price_conflict`), or opens to all what it keeps for some (:func:`~grounding.scorer.cjk.restriction_conflict`), or puts on the first occasion what it puts on the last (:func:`~grounding.scorer.cjk.occasion_conflict`), or after an act what it puts before it (:func:`~grounding.scorer.cjk.side_conflict`); else 1. The claim's names
    written in another script than the passage's are first written in the passage's spelling where they
    sound alike, and its katakana role words and role idioms as Han role words
    (:func:`~grounding.scorer.translit.anchor_names`, :func:`~grounding.scorer.cjk.read_role_loanwords`);
    negations are compared against a CJK passage only (an English passage negates with other words). Against
    a passage in Latin script a katakana name, or the surname of a dotted Chinese name, must sound like one
    of its names (カメロン like Cameron), and against a Japanese or Chinese passage an English claim's foreign
    name must sound like one of its katakana or Chinese names, as must a full name a Japanese or Chinese claim
    writes in Latin script (:func:`~grounding.scorer.translit.unmatched_latin_names`); an undotted Chinese name
    in another's place rules a pair out in any scripts (:func:`~grounding.scorer.translit.swapped_undotted_names`).

    The floor, where nothing caps the pair, is :data:`ROLE_SUPPORT` when the claim (in the passage's language, or in
    English: :func:`~grounding.scorer.cjk.english_roles_only`) only gives people of the passage the roles the passage
    gives them (:func:`~grounding.scorer.cjk.role_support`: 凯特·温斯莱特是该片的
    女主角 against 由…凯特·温斯莱特主演, which the cross-encoder rejects at 0.02); else 0."""
    if _denial_holds(premise, claim):
        return 1.0, ROLE_SUPPORT
    # as written: the rewrites below put Han words into an English claim (14 奥斯卡奖), katakana into a Chinese one
    as_written, written_in_cjk = claim, is_cjk(claim)
    premise, claim = _chinese_folded(premise, claim)
    claim = _worded_as_premise(premise, claim)  # as the cross-encoder reads it (_as_read)
    same_script = is_cjk(premise)
    # across languages, English dates as the other side writes dates (December 19, 1997: 1997年12月19日), and an English
    # passage's counts in words in digits (nominated for fourteen Academy Awards: 14), as _worded_as_premise writes a claim's
    p_num, c_num = premise, claim
    if same_script != is_cjk(claim):
        p_num = english_dates_as_cjk(premise if same_script else english_numbers_in_digits(premise, ordinals=True))
        c_num = english_dates_as_cjk(english_numbers_in_digits(claim) if same_script else claim)
    if (
        number_conflict(p_num, c_num)
        or typed_conflict(premise, claim)
        or event_year_conflict(premise, claim)
        or nominated_count_conflict(premise, as_written)
        or nomination_count_conflict(premise, as_written)
        or translated_prize_conflict(premise, as_written)
        or english_ocean_conflict(premise, claim)
    ):
        return RULE_CAP, 0.0
    # names written in another script than the passage's are compared as the passage writes them
    anchored, unmatched = anchor_names(premise, claim)
    anchored = read_role_loanwords(anchored)
    if same_script and (
        missing_name(premise, anchored)
        or role_conflict(premise, anchored)
        or slot_conflict(premise, anchored)
        or capital_conflict(premise, anchored)
        or host_conflict(premise, anchored)
        or subject_swap_conflict(premise, anchored)
        or (is_cjk(claim) and acronym_conflict(premise, anchored))
        or result_conflict(premise, anchored)
        or venue_conflict(premise, anchored)
        or agent_conflict(premise, anchored)
        or prize_winner_conflict(premise, anchored)
    ):
        return RULE_CAP, 0.0
    # an English claim's roles and counts of prizes won, read as clauses of the passage's language (Kate Winslet
    # directed Titanic; It won 14 Academy Awards against アカデミー賞11部門を受賞し、計14部門にノミネートされた)
    if (
        same_script
        and not written_in_cjk
        and any(
            role_conflict(premise, r)
            for r in english_roles(anchored, language(premise) or "zh", lambda word: anchor_names(premise, word)[0], title_forms(premise))
            + english_prize_counts(anchored, language(premise) or "zh")
        )
    ):
        return RULE_CAP, 0.0
    if (not same_script and unmatched) or swapped_undotted_names(premise, anchored):
        return RULE_CAP, 0.0
    # a Japanese or Chinese claim's roles against an English passage's, read as clauses of the claim's language
    # (该片由凯特·温斯莱特执导 against "directed ... by James Cameron. It stars Kate Winslet")
    passage_roles = english_passage_roles(premise, claim) if not same_script and is_cjk(claim) else ""
    if passage_roles and role_conflict(passage_roles, claim):
        return RULE_CAP, 0.0
    # an English claim's foreign names, and the full names a Japanese or Chinese claim writes in Latin script
    # (タイタニックはSteven Spielbergが監督した; one Latin word in such a claim may be a brand or a term)
    if same_script and (lost := unmatched_latin_names(premise, claim)) and (not is_cjk(claim) or any(" " in n for n in lost)):
        return RULE_CAP, 0.0
    # a Chinese person's name in pinyin that a Chinese passage never writes (Huawei was founded by Ma Yun against 任正非)
    if same_script and unmatched_pinyin_names(premise, claim):
        return RULE_CAP, 0.0
    # a claim that negates against a passage in another language that negates nothing (James Cameron did not direct
    # the film against 由詹姆斯·卡梅隆执导), or says critics received the work the other way round, in any two languages or
    # in one (差评 against positive critical reviews; 酷評された against 高い評価を受けた, grounded at 0.98; the rule fires
    # on none of the 153,015 Japanese and Chinese rows of bench/multilingual and train/multilingual)
    if negation_across_languages(premise, as_written) or review_conflict(premise, as_written):
        return negation_cap, 0.0
    if same_script and (
        negation_conflict(premise, claim)
        or antonym_conflict(premise, claim)
        or everyday_kind_conflict(premise, claim)
        or denied_statement(premise, claim)
        or modality_conflict(premise, claim)
        or price_conflict(premise, claim)
        or restriction_conflict(premise, claim)
        or occasion_conflict(premise, claim)
        or side_conflict(premise, claim)
        or nomination_conflict(premise, claim)
        or other_than_conflict(premise, anchored)
        or ended_period_conflict(premise, claim)
        or formerly_conflict(premise, claim)
        or one_of_conflict(premise, claim)
        or swapped_runs_conflict(premise, claim)
    ):
        return negation_cap, 0.0
    # a claim that only gives people of the passage the roles the passage gives them, in a CJK language or in English
    # (James Cameron wrote the screenplay, which the cross-encoder rejects at 0.11 against 監督・脚本・製作はジェームズ・キャメロン)
    if same_script and not is_cjk(claim) and english_roles_only(anchored, titled=bool(titles(premise))):
        lang = language(premise) or "zh"
        roles = english_roles(anchored, lang, lambda word: anchor_names(premise, word)[0], title_forms(premise))
        return 1.0, ROLE_SUPPORT if roles and all(role_support(premise, r) for r in roles) else 0.0
    if passage_roles and role_support(passage_roles, claim):
        return 1.0, ROLE_SUPPORT
    # a Japanese or Chinese claim that says only how critics received the work, as the English passage does
    if review_support_across_languages(premise, as_written):
        return 1.0, ROLE_SUPPORT
    return 1.0, ROLE_SUPPORT if same_script and role_support(premise, anchored) else 0.0


def pair_language(premise: str, claim: str) -> str | None:
    """The language a pair is judged in: the claim's (a kanji-only Japanese claim is Japanese when its
    premise is), else the premise's."""
    lang = language(claim)
    if lang == "zh" and language(premise) == "ja":
        return "ja"
    return lang or language(premise)


def sha256(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()
