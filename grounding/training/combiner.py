"""Fit the small model that combines pair features into entailment / contradiction probabilities.

Entailment is learned at the level the engine decides: a claim is grounded when its best candidate pair
reaches the threshold, a row is supported when all its claims are. Labels exist per row only, so the
fit is multiple-instance: each claim is represented by its currently best-scoring candidate; a supported
row makes all of its claims positives, an unsupported row makes its weakest claim a negative; refit and
reselect a few times. Contradiction is learned per pair from FactCheck-GPT's refuting passages.

All reported figures are out-of-fold (grouped k-fold: rows of the same source response or document stay
in one fold); thresholds are chosen on the training folds only.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np


VETO_LOGIT = -50.0


@dataclass
class PairTable:
    X: np.ndarray  # (n_pairs, n_features)
    pair_claim: np.ndarray  # claim index of each pair
    claim_row: np.ndarray  # row index of each claim
    row_label: np.ndarray  # 1 supported
    row_file: np.ndarray  # file name per row
    row_group: np.ndarray  # group key per row
    pair_anti: np.ndarray  # 1 when the pair's facts include a gold refuting passage (FactCheck-GPT), else 0, -1 unknown
    veto: np.ndarray | None = None  # pairs that cannot entail (a conflicting year or month): logit forced to VETO

    def apply_veto(self, logit):
        return logit if self.veto is None else np.where(self.veto, VETO_LOGIT, logit)


def balanced_accuracy(y, pred) -> float:
    y, pred = np.asarray(y), np.asarray(pred)
    pos, neg = y == 1, y == 0
    r1 = (pred[pos] == 1).mean() if pos.any() else 0.0
    r0 = (pred[neg] == 0).mean() if neg.any() else 0.0
    return float((r1 + r0) / 2)


def auroc(y, s) -> float:
    from sklearn.metrics import roc_auc_score

    y = np.asarray(y)
    if len(set(y.tolist())) < 2:
        return float("nan")
    return float(roc_auc_score(y, s))


class LogReg:
    """Standardised logistic regression stored as plain numpy (mean, scale, coef, intercept)."""

    def __init__(self, C: float = 1.0, balanced: bool = True):
        self.C, self.balanced = C, balanced

    def fit(self, X, y, sample_weight=None):
        from sklearn.linear_model import LogisticRegression

        self.mean = X.mean(0)
        self.scale = X.std(0) + 1e-6
        lr = LogisticRegression(C=self.C, class_weight="balanced" if self.balanced else None, max_iter=2000)
        lr.fit((X - self.mean) / self.scale, y, sample_weight=sample_weight)
        self.coef = lr.coef_[0].astype(np.float64)
        self.intercept = float(lr.intercept_[0])
        return self

    def logit(self, X):
        return ((X - self.mean) / self.scale) @ self.coef + self.intercept

    def to_json(self):
        return {"mean": self.mean.tolist(), "scale": self.scale.tolist(), "coef": self.coef.tolist(), "intercept": self.intercept}


def _claim_best(logits, pair_claim, n_claims):
    best = np.full(n_claims, -np.inf)
    arg = np.full(n_claims, -1)
    order = np.argsort(logits)
    # last write wins: iterate ascending so the max stays
    best[pair_claim[order]] = logits[order]
    arg[pair_claim[order]] = order
    return best, arg


def row_scores(pair_logit, t: PairTable):
    n_claims = len(t.claim_row)
    cbest, _ = _claim_best(pair_logit, t.pair_claim, n_claims)
    rows = np.full(len(t.row_label), np.inf)
    np.minimum.at(rows, t.claim_row, cbest)
    rows[np.isposinf(rows)] = 10.0  # no checked claim: the engine calls the row supported
    rows[np.isneginf(rows)] = -10.0  # a checked claim without any candidate chunk
    return rows


def fit_mil(t: PairTable, row_mask: np.ndarray, init_logit: np.ndarray, *, C=1.0, iters=3):
    n_claims = len(t.claim_row)
    logit = t.apply_veto(init_logit)
    model = None
    claim_mask = row_mask[t.claim_row]
    for _ in range(iters):
        cbest, arg = _claim_best(logit, t.pair_claim, n_claims)
        # weakest claim of each row
        rmin = np.full(len(t.row_label), np.inf)
        np.minimum.at(rmin, t.claim_row, cbest)
        lab = t.row_label[t.claim_row]
        keep = claim_mask & (arg >= 0) & ((lab == 1) | (cbest <= rmin[t.claim_row]))
        idx = arg[keep]
        y = lab[keep]
        # every row weighs the same, whatever its number of claims
        nclaims_kept = np.bincount(t.claim_row[keep], minlength=len(t.row_label))
        w = 1.0 / nclaims_kept[t.claim_row[keep]]
        # and every file weighs the same within its kind (bench dev files / training sets), whatever its rows
        w = w * file_weights(t.row_file)[t.claim_row[keep]]
        model = LogReg(C=C).fit(t.X[idx], y, sample_weight=w)
        logit = t.apply_veto(model.logit(t.X))
    return model


#: share of the fit (and of the threshold choice) given to training-set rows (files named ``train:<set>``)
#: when there are any; the bench dev files share the rest, each file weighing the same within its kind
TRAIN_SHARE = 0.5


def _file_shares(files: np.ndarray) -> np.ndarray:
    """Weight of each distinct file name: equal within its kind, :data:`TRAIN_SHARE` for the training kind."""
    is_train = np.array([str(f).startswith("train:") for f in files], dtype=bool)
    n_t, n_d = int(is_train.sum()), int((~is_train).sum())
    if n_t == 0 or n_d == 0:
        return np.full(len(files), 1.0 / max(1, len(files)))
    return np.where(is_train, TRAIN_SHARE / n_t, (1 - TRAIN_SHARE) / n_d)


def file_weights(row_file: np.ndarray) -> np.ndarray:
    """Per-row weights giving every file its share (:func:`_file_shares`) whatever its number of rows
    (with bench files only: every file weighs the same)."""
    files, inv, counts = np.unique(row_file, return_inverse=True, return_counts=True)
    return (_file_shares(files) * len(row_file) / counts)[inv]


def choose_threshold(scores, labels, files):
    """Threshold maximising the weighted mean over files of balanced accuracy (:func:`_file_shares`)."""
    cands = np.unique(np.quantile(scores, np.linspace(0.02, 0.98, 97)))
    names = np.unique(files)
    shares = _file_shares(names)
    best_t, best = cands[0], -1
    for c in cands:
        pred = (scores >= c).astype(int)
        v = float(sum(sh * balanced_accuracy(labels[files == f], pred[files == f]) for f, sh in zip(names, shares)))
        if v > best:
            best_t, best = c, v
    return float(best_t)


def grouped_folds(groups, k=5, seed=0):
    uniq = np.unique(groups)
    rng = np.random.default_rng(seed)
    rng.shuffle(uniq)
    fold_of = {g: i % k for i, g in enumerate(uniq)}
    return np.array([fold_of[g] for g in groups])


def crossval_entailment(t: PairTable, init_logit, *, k=5, C=1.0, seed=0, fit_files=None):
    """Out-of-fold row scores. The combiner of each fold is fitted on the training-fold rows of
    ``fit_files`` (all files when None); its threshold is chosen on all training-fold rows."""
    folds = grouped_folds(t.row_group, k, seed)
    fit_mask = np.ones(len(t.row_label), dtype=bool) if fit_files is None else np.isin(t.row_file, fit_files)
    oof = np.zeros(len(t.row_label))
    oof_pred = np.zeros(len(t.row_label), dtype=int)
    pair_oof = np.zeros(len(t.X))
    thresholds = []
    for f in range(k):
        tr = folds != f
        m = fit_mil(t, tr & fit_mask, init_logit, C=C)
        pl = t.apply_veto(m.logit(t.X))
        rs = row_scores(pl, t)
        th = choose_threshold(rs[tr], t.row_label[tr], t.row_file[tr])
        thresholds.append(th)
        te = ~tr
        oof[te] = rs[te]
        oof_pred[te] = (rs[te] >= th).astype(int)
        pmask = te[t.claim_row[t.pair_claim]]
        pair_oof[pmask] = pl[pmask]
    return oof, oof_pred, pair_oof, thresholds, folds


def report(t: PairTable, oof, oof_pred):
    out = {}
    for f in np.unique(t.row_file):
        m = t.row_file == f
        out[str(f)] = {"bacc": balanced_accuracy(t.row_label[m], oof_pred[m]), "auroc": auroc(t.row_label[m], oof[m]), "rows": int(m.sum())}
    return out
