"""Tiny checkers of each family, built here from configs with random weights and saved with
``save_pretrained`` (nothing downloaded): BERT three-way NLI, RoBERTa binary (MiniCheck style, generic
labels), T5 seq2seq (MiniCheck-Flan-T5 style) and a model that needs its own code (HHEM style, ``auto_map``
plus ``predict(pairs)``). The tokenizers are trained locally on a few sentences (RoBERTa byte-level BPE, T5
unigram) or use the MiniLM WordPiece vocabulary the project ships.

Also usable from the shell, to benchmark the backends without any download::

    python -m tests.grounding.tiny_checkers /tmp/tiny      # writes /tmp/tiny/{nli,binary,seq2seq,remote}
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

CORPUS = [
    "Titanic was directed by James Cameron and released in 1997.",
    "The sky is blue and the grass is green in the spring.",
    "The Eiffel Tower is in Paris, France, and it opened in 1889.",
    "Marie Curie won the Nobel Prize in physics and in chemistry.",
    "The museum was founded by the city council of Oslo in 2004.",
    "premise: hypothesis: predict: supported unsupported 0 1 yes no true false",
    "It stars Kate Winslet and Leonardo DiCaprio; the film won 11 Academy Awards.",
    "0 1 2 3 4 5 6 7 8 9 10 100 1000 1912 1997 2024",
]


def _corpus():
    for _ in range(20):
        yield from CORPUS


def _spread(model, std: float = 0.3):
    """Re-draw the matrices with a larger spread than the configs' 0.02, so that a tiny random model's
    outputs differ visibly between inputs (label mapping, batching and truncation checks need that)."""
    import torch

    with torch.no_grad():
        for p in model.parameters():
            if p.dim() > 1:
                p.normal_(0.0, std)
    return model


def save_nli(path, id2label=None, *, max_positions: int = 128, seed: int = 0):
    """BERT sequence classifier (three labels by default, in the order given)."""
    import torch
    from transformers import BertConfig, BertForSequenceClassification, BertTokenizerFast

    from grounding.engine.embedding import model_dir

    id2label = id2label or {0: "ENTAILMENT", 1: "NEUTRAL", 2: "CONTRADICTION"}
    torch.manual_seed(seed)
    tok = BertTokenizerFast(vocab_file=str(model_dir() / "vocab.txt"), do_lower_case=True)
    cfg = BertConfig(
        vocab_size=tok.vocab_size,
        hidden_size=32,
        num_hidden_layers=2,
        num_attention_heads=2,
        intermediate_size=64,
        max_position_embeddings=max_positions,
        num_labels=len(id2label),
        id2label=id2label,
        label2id={v: k for k, v in id2label.items()},
    )
    model = _spread(BertForSequenceClassification(cfg)).eval()
    model.save_pretrained(path)
    tok.save_pretrained(path)
    return model, tok


def _roberta_tokenizer(model_max_length: int):
    from tokenizers import ByteLevelBPETokenizer
    from transformers import RobertaTokenizerFast

    bpe = ByteLevelBPETokenizer()
    bpe.train_from_iterator(_corpus(), vocab_size=400, min_frequency=1, special_tokens=["<s>", "<pad>", "</s>", "<unk>", "<mask>"])
    data = json.loads(bpe.to_str())["model"]
    merges = [tuple(m.split(" ")) if isinstance(m, str) else tuple(m) for m in data["merges"]]
    return RobertaTokenizerFast(vocab=data["vocab"], merges=merges, model_max_length=model_max_length)


def save_binary(path, id2label=None, *, max_positions: int = 66, seed: int = 1):
    """RoBERTa binary classifier; default labels LABEL_0/LABEL_1 (MiniCheck: index 1 = supported)."""
    import torch
    from transformers import RobertaConfig, RobertaForSequenceClassification

    id2label = id2label or {0: "LABEL_0", 1: "LABEL_1"}
    torch.manual_seed(seed)
    tok = _roberta_tokenizer(max_positions - 2)
    cfg = RobertaConfig(
        vocab_size=len(tok),
        hidden_size=32,
        num_hidden_layers=2,
        num_attention_heads=2,
        intermediate_size=64,
        max_position_embeddings=max_positions,
        num_labels=2,
        id2label=id2label,
        label2id={v: k for k, v in id2label.items()},
        pad_token_id=tok.pad_token_id,
        bos_token_id=tok.bos_token_id,
        eos_token_id=tok.eos_token_id,
    )
    model = _spread(RobertaForSequenceClassification(cfg)).eval()
    model.save_pretrained(path)
    tok.save_pretrained(path)
    return model, tok


def _t5_tokenizer(model_max_length: int):
    from tokenizers import SentencePieceUnigramTokenizer
    from transformers import T5TokenizerFast

    sp = SentencePieceUnigramTokenizer()
    sp.train_from_iterator(_corpus(), vocab_size=160, special_tokens=["<pad>", "</s>", "<unk>"], unk_token="<unk>")
    return T5TokenizerFast(
        tokenizer_object=getattr(sp, "_tokenizer", sp), eos_token="</s>", pad_token="<pad>", unk_token="<unk>", extra_ids=0, model_max_length=model_max_length
    )


def save_seq2seq(path, *, model_max_length: int = 64, seed: int = 2):
    """T5 encoder-decoder (``T5ForConditionalGeneration``)."""
    import torch
    from transformers import T5Config, T5ForConditionalGeneration

    torch.manual_seed(seed)
    tok = _t5_tokenizer(model_max_length)
    cfg = T5Config(
        vocab_size=len(tok),
        d_model=32,
        d_ff=64,
        d_kv=16,
        num_layers=2,
        num_decoder_layers=2,
        num_heads=2,
        decoder_start_token_id=tok.pad_token_id,
        pad_token_id=tok.pad_token_id,
        eos_token_id=tok.eos_token_id,
        tie_word_embeddings=False,
    )
    model = _spread(T5ForConditionalGeneration(cfg)).eval()
    model.save_pretrained(path)
    tok.save_pretrained(path)
    return model, tok


_REMOTE_CONFIG = """from transformers import PretrainedConfig


class TinyCheckerConfig(PretrainedConfig):
    model_type = "assistsvc-tiny-checker"

    def __init__(self, scale=4.0, **kwargs):
        self.scale = scale
        super().__init__(**kwargs)
"""

_REMOTE_MODEL = '''import re

import torch
from transformers import PreTrainedModel

from .configuration_tiny import TinyCheckerConfig


def _words(text):
    return set(re.findall(r"[a-z0-9]+", text.lower()))


class TinyChecker(PreTrainedModel):
    """HHEM-style: its own code, scored through predict(pairs) -> one probability per (premise, hypothesis)."""

    config_class = TinyCheckerConfig

    def __init__(self, config):
        super().__init__(config)
        self.w = torch.nn.Parameter(torch.tensor([config.scale]))
        self.b = torch.nn.Parameter(torch.tensor([-config.scale / 2]))
        self.post_init()

    def _init_weights(self, module):
        pass

    def forward(self, x):
        return self.w * x + self.b

    def predict(self, pairs):
        cover = [len(_words(p) & _words(h)) / max(1, len(_words(h))) for p, h in pairs]
        return torch.sigmoid(self.forward(torch.tensor(cover, dtype=torch.float32)))
'''


def save_remote(path, *, scale: float = 4.0):
    """A model folder whose class lives in the folder's own Python files (``auto_map``), like HHEM-2.1-open.
    Its ``predict`` returns ``sigmoid(scale * cover - scale / 2)`` with ``cover`` the share of the
    hypothesis' words found in the premise."""
    import torch
    from safetensors.torch import save_file

    path = Path(path)
    path.mkdir(parents=True, exist_ok=True)
    (path / "configuration_tiny.py").write_text(_REMOTE_CONFIG)
    (path / "modeling_tiny.py").write_text(_REMOTE_MODEL)
    (path / "config.json").write_text(
        json.dumps(
            {
                "model_type": "assistsvc-tiny-checker",
                "architectures": ["TinyChecker"],
                "auto_map": {"AutoConfig": "configuration_tiny.TinyCheckerConfig", "AutoModelForSequenceClassification": "modeling_tiny.TinyChecker"},
                "scale": scale,
            },
            indent=2,
        )
    )
    save_file({"w": torch.tensor([scale]), "b": torch.tensor([-scale / 2])}, str(path / "model.safetensors"))
    return path


def main(argv=None) -> int:
    out = Path((argv or sys.argv[1:] or ["tiny-checkers"])[0])
    save_nli(out / "nli")
    save_binary(out / "binary")
    save_seq2seq(out / "seq2seq")
    save_remote(out / "remote")
    for name in ("nli", "binary", "seq2seq", "remote"):
        print(out / name)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
