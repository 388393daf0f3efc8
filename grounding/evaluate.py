"""Evaluate the grounding engine on labelled JSONL files (``../shared/bench/*.jsonl`` format).

    python -m grounding.evaluate FILES... [--model SPEC] [--limit N] [--json OUT] [--predictions OUT]
    python -m grounding.evaluate FILES... --model hf-binary:/path/to/model --calibrate      # writes the offset
    python -m grounding.evaluate FILES... --url http://127.0.0.1:8000 [--api-key KEY]   # through the public API

Each row is ``{"id", "facts": [str], "answer": str, "label": "supported"|"unsupported", "meta"}``
and is sent to the engine as one Check Grounding request (facts without attributes, anti-citations and
claim-level scores enabled; the default citation threshold 0.6 and anti-citation threshold 0.8).
Per file it prints:

* **BAcc @ service decision** — a row is predicted supported iff every claim that needs a check has at
  least one citation (nothing to check counts as supported);
* **AUROC** of the default support score (the score the API returns with anti-citations off);
* **BAcc @ CV threshold** on the support score and on the engine's own rule with a tuned citation
  threshold (row score = the lowest claim score), thresholds chosen by 5-fold cross-validation so that
  no row is scored with a threshold fitted on it; the mean chosen threshold is shown;
* citation precision/recall of the cited facts against the gold supporting facts (FactCheck-GPT
  ``meta.citations``; WiCE ``meta.citation_sets``: a row's recall is against its best-covered set,
  precision against the union of its sets), micro-averaged over rows;
* anti-citation precision/recall against FactCheck-GPT ``meta.anti_citations``, and the row-level
  recall/precision of ``meta.contradicted`` (a row is contradicted when any claim is anti-cited);
* latency per row (p50/p95, one request at a time, warm) and the machine's load average.

Rows are sent as the public API accepts them: a row with more facts than the API's limit (200; WiCE pages
come as one fact per sentence, up to ~1,100) has its consecutive facts joined with a space into at most
200 facts of at most 10,000 characters (:func:`pack_facts`); a citation of a joined fact counts as citing
each of its facts. A row that cannot be packed (a single fact over the limit) is skipped and counted.

With ``--calibrate`` (``hf*`` model specs only) the files are used to fit the model's threshold instead:
every row is checked with the concatenation pass always on and the calibration off, the threshold on the
row's lowest claim score that maximises balanced accuracy is found (the engine's rule: a row is supported
when each checked claim reaches it), and ``assistsvc_calibration.json`` is written into the model folder
with the logit offset that maps that threshold onto the service's 0.6
(:func:`grounding.engine.hf_backend.write_calibration`); from then on loading the model applies it. The
figures printed are in-sample (the rows the threshold was fitted on) and a 5-fold cross-validated estimate;
measure on other files with a plain run afterwards.

With ``--url`` every row goes through the public Check Grounding API of a running assistsvc
(``POST {url}/v1/projects/PROJECT/locations/global/groundingConfigs/default_grounding_config:check``, one
persistent connection, ``Authorization: Bearer KEY``) and the figures are computed from the JSON it
returns, so they describe exactly what a client of the API gets (latency then includes HTTP and JSON).
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import random
import statistics
import sys
import time
from pathlib import Path
from types import SimpleNamespace
from urllib.parse import urlparse

from grounding.engine import CheckRequest, Fact, Spec, get_engine
from grounding.engine.core import GROUNDED_SLOPE, UNGROUNDED_CEILING, claim_value
from grounding.engine.protojson import MAX_FACT_CHARS, MAX_FACTS


def pack_facts(facts: list[str], max_facts: int = MAX_FACTS, max_chars: int = MAX_FACT_CHARS) -> list[list[int]] | None:
    """Groups of consecutive fact indices, joined with a space, that fit the API's limits: at most
    ``max_facts`` groups of at most ``max_chars`` characters. One fact per group when the row already fits;
    otherwise about ``len(facts) / max_facts`` facts per group (fewer where a group would grow too long).
    ``None`` when no packing fits (a fact longer than ``max_chars``, or too many long facts)."""
    if any(len(f) > max_chars for f in facts):
        return None
    if len(facts) <= max_facts:
        return [[i] for i in range(len(facts))]
    per = -(-len(facts) // max_facts)
    groups: list[list[int]] = []
    size = 0
    for i, f in enumerate(facts):
        if groups and len(groups[-1]) < per and size + 1 + len(f) <= max_chars:
            groups[-1].append(i)
            size += 1 + len(f)
        else:
            groups.append([i])
            size = len(f)
    return groups if len(groups) <= max_facts else None


def _claim_support(value: float, threshold: float) -> float:
    """Inverse of :func:`claim_value`: the claim's entailment score from its share of the support score."""
    if value >= claim_value(threshold, threshold):
        return 1.0 - (1.0 - value) / GROUNDED_SLOPE
    return value * threshold / UNGROUNDED_CEILING if threshold > 0 else 0.0


class ApiEngine:
    """``check(CheckRequest)`` through a running service's public Check Grounding API.

    The JSON response is read back into the few attributes :func:`evaluate_file` uses (claims with their
    text, check flag, score, citation and anti-citation indices; cited chunks with their fact index).
    A claim's ``score`` in the API is its share of the support score (:func:`claim_value`, monotone and
    split at the citation threshold), so the model's entailment is read back through its inverse (exact
    up to the API's four decimals)."""

    PATH = "/v1/projects/{project}/locations/global/groundingConfigs/default_grounding_config:check"

    def __init__(self, url: str, api_key: str | None = None, project: str = "demo", timeout: float = 120.0):
        u = urlparse(url)
        if u.scheme not in ("http", "https") or not u.hostname:
            raise SystemExit(f"--url: expected http(s)://host[:port], got {url!r}")
        self._conn_args = (u.hostname, u.port or (443 if u.scheme == "https" else 80))
        self._conn_cls = http.client.HTTPSConnection if u.scheme == "https" else http.client.HTTPConnection
        self._timeout = timeout
        self.path = u.path.rstrip("/") + self.PATH.format(project=project)
        self.headers = {"Content-Type": "application/json"}
        if api_key:
            self.headers["Authorization"] = f"Bearer {api_key}"
        self.url = url
        self._conn = None
        self.model = SimpleNamespace(name=f"API at {url}", version="(as served)")
        self.version = "(as served)"
        self.numeric_guard = None

    def _post(self, payload: bytes) -> dict:
        for attempt in (1, 2):  # one reconnect: the server may close an idle keep-alive connection
            if self._conn is None:
                self._conn = self._conn_cls(*self._conn_args, timeout=self._timeout)
            try:
                self._conn.request("POST", self.path, body=payload, headers=self.headers)
                resp = self._conn.getresponse()
                data = resp.read()
            except (http.client.HTTPException, ConnectionError):
                self._conn.close()
                self._conn = None
                if attempt == 2:
                    raise
                continue
            if resp.status != 200:
                raise SystemExit(f"HTTP {resp.status} from {self.url}{self.path}: {data[:500]!r}")
            return json.loads(data)
        raise AssertionError("unreachable")

    def check(self, req: CheckRequest):
        body = {
            "answerCandidate": req.answer_candidate,
            "facts": [{"factText": f.text, **({"attributes": f.attributes} if f.attributes else {})} for f in req.facts],
            "groundingSpec": {
                "citationThreshold": req.spec.citation_threshold,
                "enableAntiCitations": req.spec.enable_anti_citations,
                "antiCitationThreshold": req.spec.anti_citation_threshold,
                "enableClaimLevelScore": req.spec.enable_claim_level_score,
            },
        }
        out = self._post(json.dumps(body).encode())
        claims = [
            SimpleNamespace(
                claim_text=c.get("claimText", ""),
                grounding_check_required=bool(c.get("groundingCheckRequired")),
                support=_claim_support(float(c.get("score", 0.0)), req.spec.citation_threshold),
                citation_indices=list(c.get("citationIndices", [])),
                anti_citation_indices=list(c.get("antiCitationIndices", [])),
                contradiction=None,
            )
            for c in out.get("claims", [])
        ]
        chunks = [SimpleNamespace(source=int(c["source"])) for c in out.get("citedChunks", [])]
        return SimpleNamespace(claims=claims, cited_chunks=chunks, support_score=out.get("supportScore", 0.0))


def auroc(scores: list[float], labels: list[int]) -> float:
    """Area under the ROC curve (ties count half)."""
    pos = [s for s, y in zip(scores, labels) if y]
    neg = [s for s, y in zip(scores, labels) if not y]
    if not pos or not neg:
        return float("nan")
    order = sorted(range(len(scores)), key=lambda i: scores[i])
    ranks = [0.0] * len(scores)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and scores[order[j + 1]] == scores[order[i]]:
            j += 1
        for k in range(i, j + 1):
            ranks[order[k]] = (i + j) / 2 + 1
        i = j + 1
    rpos = sum(r for r, y in zip(ranks, labels) if y)
    return (rpos - len(pos) * (len(pos) + 1) / 2) / (len(pos) * len(neg))


def bacc(pred: list[int], labels: list[int]) -> float:
    tp = sum(1 for p, y in zip(pred, labels) if p and y)
    tn = sum(1 for p, y in zip(pred, labels) if not p and not y)
    npos = sum(labels)
    nneg = len(labels) - npos
    if not npos or not nneg:
        return float("nan")
    return 0.5 * (tp / npos + tn / nneg)


def best_threshold(scores: list[float], labels: list[int]) -> float:
    """The cut between distinct scores (or below / above them all) whose rule ``score >= cut`` has the
    best balanced accuracy; the lowest such cut on ties, 0.5 when one class is missing. One sweep over the
    sorted scores (the full multilingual files have up to 55,000 rows)."""
    npos = sum(labels)
    nneg = len(labels) - npos
    if not npos or not nneg:  # also an empty fold: a file of fewer rows than folds
        return 0.5
    cands = sorted(set(scores))
    cuts = [cands[0] - 1e-9] + [(a + b) / 2 for a, b in zip(cands, cands[1:])] + [cands[-1] + 1e-9]
    pos_at: dict[float, int] = {}
    neg_at: dict[float, int] = {}
    for sc, y in zip(scores, labels):
        at = pos_at if y else neg_at
        at[sc] = at.get(sc, 0) + 1
    tp, fp = npos, nneg  # below every score: all predicted supported
    best, best_t = -1.0, 0.5
    for k, t in enumerate(cuts):
        b = 0.5 * (tp / npos + (nneg - fp) / nneg)
        if b > best:
            best, best_t = b, t
        if k < len(cands):  # the next cut leaves cands[k] below it
            tp -= pos_at.get(cands[k], 0)
            fp -= neg_at.get(cands[k], 0)
    return best_t


def cv_bacc(scores: list[float], labels: list[int], folds: int = 5, seed: int = 0) -> tuple[float, float]:
    """BAcc of thresholds chosen on the other folds; returns (bacc, mean threshold)."""
    idx = list(range(len(scores)))
    random.Random(seed).shuffle(idx)
    pred = [0] * len(scores)
    ths = []
    for f in range(folds):
        test = set(idx[f::folds])
        tr = [i for i in idx if i not in test]
        t = best_threshold([scores[i] for i in tr], [labels[i] for i in tr])
        ths.append(t)
        for i in test:
            pred[i] = int(scores[i] >= t)
    return bacc(pred, labels), statistics.mean(ths)


def _pr(tp: int, npred: int, ngold: int) -> tuple[float, float]:
    return (tp / npred if npred else float("nan"), tp / ngold if ngold else float("nan"))


def load_rows(path: Path, limit: int | None = None, sample: int | None = None, seed: int = 0) -> list[dict]:
    """Rows of a labelled file in the bench format. Also reads gzipped files and the claim-evidence pair
    format of ``bench/extra/`` and ``bench/multilingual/`` (``{premise, claim, label}`` with ``label`` in
    supported / unsupported / contradicted): the premise becomes the only fact, the claim the answer,
    ``contradicted`` counts as unsupported and is kept in ``meta.contradicted`` (the row-level contradiction
    figures then compare it with "any claim anti-cited"). ``limit`` keeps the first N rows, ``sample`` a
    seeded random N (for files that are sorted by source or label)."""
    import gzip

    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rt", encoding="utf-8") as fh:
        rows = [json.loads(l) for l in fh if l.strip()]
    if limit:
        rows = rows[:limit]
    if sample and sample < len(rows):
        rows = random.Random(seed).sample(rows, sample)
    out = []
    for i, r in enumerate(rows):
        if "facts" not in r and "premise" in r:
            r = {
                "id": r.get("id", f"{path.name.split('.')[0]}-{i}"),
                "facts": [r["premise"]],
                "answer": r["claim"],
                "label": "supported" if r["label"] == "supported" else "unsupported",
                "meta": {"contradicted": r["label"] == "contradicted", "pair_format": True, **({"lang": r["lang"]} if "lang" in r else {})},
            }
        out.append(r)
    return out


def evaluate_file(path: Path, engine, limit: int | None = None, predictions=None, sample: int | None = None, untuned: int | None = None) -> dict:
    if untuned:
        from grounding.training.langshift import untuned_rows

        rows = untuned_rows(path, untuned)
    else:
        rows = load_rows(path, limit, sample)
    spec = Spec(enable_anti_citations=True, enable_claim_level_score=True)
    labels, decided, support, min_claim, lat = [], [], [], [], []
    cit_tp = cit_pred = cit_gold = 0
    anti_tp = anti_pred = anti_gold = 0
    contra_rows_tp = contra_rows_pred = contra_rows_gold = 0
    has_cit = has_anti = False
    # warm-up (model load, first-call allocations) outside the timings
    engine.check(CheckRequest("Warm-up sentence.", [Fact("Warm-up sentence.")], spec))
    packed = skipped = 0
    kept = []
    for row in rows:
        groups = pack_facts(row["facts"])
        if groups is None:
            skipped += 1
            continue
        packed += len(groups) < len(row["facts"])
        row["_groups"] = groups
        kept.append(row)
    rows = kept
    for n, row in enumerate(rows):
        groups = row.pop("_groups")
        facts = [" ".join(row["facts"][i] for i in g) for g in groups]
        req = CheckRequest(row["answer"], [Fact(t) for t in facts], spec)
        t0 = time.perf_counter()
        resp = engine.check(req)
        lat.append((time.perf_counter() - t0) * 1000)
        checked = [c for c in resp.claims if c.grounding_check_required]
        y = int(row["label"] == "supported")
        labels.append(y)
        decided.append(int(all(c.citation_indices for c in checked)))
        # the service's support score (claims weighted by their bytes: grounding.engine.core)
        support.append(float(resp.support_score))
        min_claim.append(min((c.support for c in checked), default=1.0))
        cited = {j for c in checked for i in c.citation_indices for j in groups[resp.cited_chunks[i].source]}
        anti = {j for c in checked for i in c.anti_citation_indices for j in groups[resp.cited_chunks[i].source]}
        meta = row.get("meta") or {}
        if "citations" in meta:
            has_cit = True
            gold = set(meta["citations"])
            cit_tp += len(cited & gold)
            cit_pred += len(cited)
            cit_gold += len(gold)
        elif "citation_sets" in meta:
            has_cit = True
            sets = [set(s) for s in meta["citation_sets"] if s]
            union = set().union(*sets) if sets else set()
            cit_tp += len(cited & union)
            cit_pred += len(cited)
            if sets:
                best = max(sets, key=lambda s: (len(cited & s) / len(s), -len(s)))
                cit_gold += len(best)
                # recall numerator against the best set (precision numerator used the union)
                cit_tp_rec = len(cited & best)
                meta_rec = cit_tp_rec
            else:
                meta_rec = 0
            row["_rec_tp"] = meta_rec
        if meta.get("pair_format"):  # one fact: a contradicted row should have it anti-cited
            has_anti = True
            contradicted = bool(meta.get("contradicted"))
            contra_rows_gold += contradicted
            contra_rows_pred += bool(anti)
            contra_rows_tp += contradicted and bool(anti)
        elif "anti_citations" in meta:
            has_anti = True
            gold = set(meta["anti_citations"])
            anti_tp += len(anti & gold)
            anti_pred += len(anti)
            anti_gold += len(gold)
            contradicted = bool(meta.get("contradicted"))
            contra_rows_gold += contradicted
            contra_rows_pred += bool(anti)
            contra_rows_tp += contradicted and bool(anti)
        if predictions is not None:
            predictions.write(
                json.dumps(
                    {
                        "file": path.name,
                        "id": row.get("id"),
                        "label": row["label"],
                        "decided": decided[-1],
                        "support": round(support[-1], 4),
                        "min_claim": round(min_claim[-1], 4),
                        "cited_facts": sorted(cited),
                        "anti_cited_facts": sorted(anti),
                        "claims": [
                            {"text": c.claim_text, "check": c.grounding_check_required, "score": c.support, "contradiction": c.contradiction}
                            for c in resp.claims
                        ],
                        "latency_ms": round(lat[-1], 1),
                    },
                    ensure_ascii=False,
                )
                + "\n"
            )
        if (n + 1) % 50 == 0:
            print(f"  {path.name}: {n + 1}/{len(rows)} rows", file=sys.stderr, flush=True)
    res: dict = {
        "file": path.name,
        "rows": len(rows),
        "rows_with_facts_joined": packed,
        "rows_skipped_over_api_limits": skipped,
        "supported": sum(labels),
        "bacc_service": bacc(decided, labels),
        "auroc_support": auroc(support, labels),
        "auroc_min_claim": auroc(min_claim, labels),
    }
    res["bacc_cv_support"], res["cv_threshold_support"] = cv_bacc(support, labels)
    res["bacc_cv_min_claim"], res["cv_threshold_min_claim"] = cv_bacc(min_claim, labels)
    if has_cit:
        if any("_rec_tp" in r for r in rows):
            rec_tp = sum(r.get("_rec_tp", 0) for r in rows)
            res["citation_precision"] = cit_tp / cit_pred if cit_pred else float("nan")
            res["citation_recall"] = rec_tp / cit_gold if cit_gold else float("nan")
        else:
            res["citation_precision"], res["citation_recall"] = _pr(cit_tp, cit_pred, cit_gold)
    if has_anti:
        if anti_gold or anti_pred:
            res["anti_citation_precision"], res["anti_citation_recall"] = _pr(anti_tp, anti_pred, anti_gold)
        res["contradicted_row_precision"], res["contradicted_row_recall"] = _pr(contra_rows_tp, contra_rows_pred, contra_rows_gold)
    lat_sorted = sorted(lat)
    res["latency_ms_p50"] = statistics.median(lat_sorted) if lat else float("nan")
    res["latency_ms_p95"] = lat_sorted[min(len(lat_sorted) - 1, int(0.95 * len(lat_sorted)))] if lat else float("nan")
    return res


#: a citation threshold above any score: the concatenation pass then always runs, so the lowest claim score
#: decides exactly as the calibrated model will at 0.6 (see :func:`collect_min_claims`)
_ALWAYS_CONCAT = 1.01


def collect_min_claims(path: Path, engine, limit: int | None = None) -> tuple[list[float], list[int]]:
    """Per row of a labelled file: the lowest score of its checked claims (1.0 when none) and its label.

    Checked with a citation threshold above every score, so each claim's score is the best of its single
    chunks and of their concatenation. With the calibrated model the service scores the concatenation only
    when no single chunk reaches 0.6, i.e. (the calibration being monotone) when none reaches the fitted
    threshold: a claim reaches 0.6 after calibration exactly when it reaches the threshold here (for pairs
    the engine's numeric guard or attribution rule halves, the halving applies after calibration, so there
    the correspondence is approximate)."""
    rows = [json.loads(l) for l in path.open(encoding="utf-8") if l.strip()]
    if limit:
        rows = rows[:limit]
    spec = Spec(citation_threshold=_ALWAYS_CONCAT)
    scores, labels = [], []
    for n, row in enumerate(rows):
        groups = pack_facts(row["facts"])
        if groups is None:
            continue
        facts = [" ".join(row["facts"][i] for i in g) for g in groups]
        resp = engine.check(CheckRequest(row["answer"], [Fact(t) for t in facts], spec))
        checked = [c for c in resp.claims if c.grounding_check_required]
        scores.append(min((c.support for c in checked), default=1.0))
        labels.append(int(row["label"] == "supported"))
        if (n + 1) % 50 == 0:
            print(f"  {path.name}: {n + 1}/{len(rows)} rows", file=sys.stderr, flush=True)
    return scores, labels


def calibrate(files: list[Path], spec: str, limit: int | None = None) -> dict:
    """Fit the threshold of the ``hf*`` model ``spec`` on ``files`` and write its calibration file."""
    from datetime import datetime, timezone

    from grounding.engine.core import GroundingEngine
    from grounding.engine.hf_backend import OPERATING_POINT, write_calibration
    from grounding.engine.backends import load_model

    if not spec or not spec.split(":", 1)[0].startswith("hf"):
        raise SystemExit("--calibrate: give an hf*: model spec (--model hf-binary:/path/to/model); the calibration is stored in the model's folder")
    model = load_model(spec, calibration=False)
    engine = GroundingEngine(model)
    print(f"calibrating {model.name} {model.raw_version} ({model.family}) on {', '.join(f.name for f in files)}", flush=True)
    scores, labels = [], []
    for f in files:
        s, y = collect_min_claims(f, engine, limit)
        scores += s
        labels += y
    if not scores or len(set(labels)) < 2:
        raise SystemExit("--calibrate: the files need supported and unsupported rows")
    t = best_threshold(scores, labels)
    t_clipped = min(max(t, 0.02), 0.98)
    info = {
        "files": [f.name for f in files],
        "rows": len(scores),
        "bacc_in_sample": round(bacc([int(x >= t_clipped) for x in scores], labels), 4),
        "bacc_uncalibrated_at_operating_point": round(bacc([int(x >= OPERATING_POINT) for x in scores], labels), 4),
        "bacc_cv5": round(cv_bacc(scores, labels)[0], 4),
        "created": datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
    }
    out = write_calibration(model.path, threshold=t_clipped, model_version=model.raw_version, family=model.family, **info)
    data = json.loads(out.read_text())
    print(
        f"best threshold {data['threshold']:.4f} on {len(scores)} rows -> offset {data['offset']:+.4f} (logit) makes it "
        f"{OPERATING_POINT}\n  BAcc at that threshold (in-sample) {info['bacc_in_sample']:.3f}; 5-fold CV "
        f"{info['bacc_cv5']:.3f}; uncalibrated at {OPERATING_POINT}: {info['bacc_uncalibrated_at_operating_point']:.3f}"
        f"\n  wrote {out} (applied whenever this model is loaded)",
        flush=True,
    )
    return data


def _fmt(x) -> str:
    return "  n/a" if x is None or (isinstance(x, float) and x != x) else f"{x:.3f}" if isinstance(x, float) else str(x)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m grounding.evaluate", description=__doc__.split("\n\n")[0])
    ap.add_argument("files", nargs="+", type=Path)
    ap.add_argument("--model", default=None, help="model spec (default: $GROUNDING_MODEL or 'assistsvc')")
    ap.add_argument("--limit", type=int, default=None, help="only the first N rows of each file")
    ap.add_argument("--sample", type=int, default=None, help="a seeded random N rows of each file (for the large files of bench/extra and bench/multilingual)")
    ap.add_argument(
        "--untuned",
        type=int,
        default=None,
        help="a seeded N rows of each file outside the --sample 300 / 1000 samples and the per-language shift's fit rows (grounding.training.langshift.untuned_rows): rows nothing was tuned or reported on",
    )
    ap.add_argument("--json", type=Path, default=None, help="write the figures to this JSON file")
    ap.add_argument("--predictions", type=Path, default=None, help="write per-row predictions (JSONL)")
    ap.add_argument(
        "--selection",
        action="append",
        default=[],
        metavar="FIELD=VALUE",
        help="override a SelectionConfig field for an ablation, e.g. use_embeddings=false, top_k=5",
    )
    ap.add_argument(
        "--numeric-guard",
        choices=("auto", "on", "off"),
        default="auto",
        help="ablation of the engine's numeric guard (auto: off for models that compare numbers)",
    )
    ap.add_argument("--url", default=None, help="evaluate through the public API of a running assistsvc, e.g. http://127.0.0.1:8000")
    ap.add_argument("--api-key", default=os.environ.get("ASSISTSVC_API_KEY"), help="API key for --url (default: $ASSISTSVC_API_KEY)")
    ap.add_argument(
        "--project",
        default=os.environ.get("ASSISTSVC_PROJECT", "demo"),
        help="project id the API key belongs to, for --url (default: $ASSISTSVC_PROJECT or 'demo', the project of scripts/serve.sh)",
    )
    ap.add_argument(
        "--calibrate",
        action="store_true",
        help="fit the model's threshold on FILES and write assistsvc_calibration.json beside the model (hf* specs), so that 0.6 is its operating point",
    )
    args = ap.parse_args(argv)
    if args.calibrate:
        if args.url:
            ap.error("--calibrate fits a local model: not with --url")
        calibrate(args.files, args.model or os.environ.get("GROUNDING_MODEL", ""), args.limit)
        return 0
    if args.url:
        if args.model or args.selection or args.numeric_guard != "auto":
            ap.error("--url evaluates the service as it runs: --model, --selection and --numeric-guard do not apply")
        return _run(args, ApiEngine(args.url, args.api_key, args.project))
    engine = get_engine(args.model)
    if args.numeric_guard != "auto":
        from grounding.engine.core import GroundingEngine

        engine = GroundingEngine(engine.model, engine.chunking, engine.selection, numeric_guard=args.numeric_guard == "on")
    print(f"numeric guard: {'on' if engine.numeric_guard else 'off'}")
    if args.selection:
        import dataclasses

        from grounding.engine.core import GroundingEngine

        changes = {}
        for item in args.selection:
            k, _, v = item.partition("=")
            cur = getattr(engine.selection, k)
            changes[k] = (v.lower() in ("1", "true", "yes")) if isinstance(cur, bool) else type(cur)(v)
        engine = GroundingEngine(engine.model, engine.chunking, dataclasses.replace(engine.selection, **changes))
        print(f"selection overrides: {changes}")
    return _run(args, engine)


def _run(args, engine) -> int:
    print(
        f"model: {engine.model.name} {engine.model.version}; engine {engine.version}; load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs",
        flush=True,
    )
    pred_f = args.predictions.open("w", encoding="utf-8") if args.predictions else None
    results = []
    try:
        for f in args.files:
            r = evaluate_file(f, engine, args.limit, pred_f, sample=args.sample, untuned=args.untuned)
            r["load_average_1m"] = os.getloadavg()[0]
            results.append(r)
            print(f"\n== {r['file']} ({r['rows']} rows, {r['supported']} supported)")
            if r["rows_with_facts_joined"] or r["rows_skipped_over_api_limits"]:
                print(
                    f"  over the API's limits: {r['rows_with_facts_joined']} rows with consecutive facts joined "
                    f"(at most {MAX_FACTS} facts), {r['rows_skipped_over_api_limits']} rows skipped"
                )
            print(f"  BAcc @ service decision (citation threshold 0.6): {_fmt(r['bacc_service'])}")
            print(f"  AUROC support score: {_fmt(r['auroc_support'])}   AUROC lowest claim score: {_fmt(r['auroc_min_claim'])}")
            print(f"  BAcc @ CV threshold on support score: {_fmt(r['bacc_cv_support'])} (mean threshold {_fmt(r['cv_threshold_support'])})")
            print(f"  BAcc @ CV citation threshold (engine rule): {_fmt(r['bacc_cv_min_claim'])} (mean threshold {_fmt(r['cv_threshold_min_claim'])})")
            if "citation_precision" in r:
                print(f"  citations: precision {_fmt(r['citation_precision'])} recall {_fmt(r['citation_recall'])}")
            if "anti_citation_precision" in r or "contradicted_row_recall" in r:
                print(
                    f"  anti-citations: precision {_fmt(r.get('anti_citation_precision'))} recall {_fmt(r.get('anti_citation_recall'))};"
                    f" contradicted rows: precision {_fmt(r['contradicted_row_precision'])} recall {_fmt(r['contradicted_row_recall'])}"
                )
            print(
                f"  latency per row: p50 {r['latency_ms_p50']:.1f} ms, p95 {r['latency_ms_p95']:.1f} ms (load average {r['load_average_1m']:.2f})", flush=True
            )
    finally:
        if pred_f:
            pred_f.close()
    if args.json:
        args.json.write_text(
            json.dumps({"model": engine.model.name, "model_version": engine.model.version, "engine": engine.version, "results": results}, indent=2)
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
