"""The model soup (grounding.training.soup): weights read back from exported ONNX files, averaged, and loaded
into the training code's own model class, on a small real BERT."""

from __future__ import annotations

import json

import numpy as np
import pytest

from grounding.training.soup import average, parse_ingredient, soup_model

from .conftest import tiny_bert

torch = pytest.importorskip("torch")


@pytest.fixture()
def base(tmp_path):
    return tiny_bert(tmp_path / "base")


def _ingredient(base, path, seed, tokenizer=b'{"a tokenizer": 1}'):
    """A cross-encoder with its own weights, exported as a training run's artefact folder would be."""
    from grounding.training.crossenc import build_model
    from grounding.training.export import export_onnx

    model = build_model(base)
    g = torch.Generator().manual_seed(seed)
    with torch.no_grad():
        for p in model.parameters():
            p.add_(torch.randn(p.shape, generator=g) * 0.05)
    model.eval()
    path.mkdir(parents=True)
    export_onnx(model, path / "ce.onnx")
    (path / "tok.json").write_bytes(tokenizer)
    spec = {"cross_encoder": "ce.onnx", "tokenizer": "tok.json", "max_length": 128, "version": f"v{seed}"}
    (path / "multilingual.json").write_text(json.dumps(spec))
    return model


def test_a_soup_is_the_weighted_mean_of_its_ingredients_exported_weights(base, tmp_path):
    a = _ingredient(base, tmp_path / "a", 1)
    b = _ingredient(base, tmp_path / "b", 2)
    soup, tok, recipe, max_len, _ = soup_model([(str(tmp_path / "a"), 1.0), (str(tmp_path / "b"), 3.0)], base, tmp_path / "work")
    sa, sb, ss = a.state_dict(), b.state_dict(), soup.state_dict()
    compared = 0
    for k, v in ss.items():
        if k.startswith("encoder.pooler."):  # unused by the cross-encoder, not in its ONNX graph
            continue
        assert torch.allclose(v, 0.25 * sa[k] + 0.75 * sb[k], atol=1e-6), k
        compared += 1
    assert compared == len([k for k in sa if not k.startswith("encoder.pooler.")])
    assert not torch.allclose(ss["head.weight"], sa["head.weight"])  # the ingredients did differ
    assert tok.read_bytes() == b'{"a tokenizer": 1}' and max_len == 128
    assert [r["version"] for r in recipe] == ["v1", "v2"] and [r["weight"] for r in recipe] == [1.0, 3.0]
    # and it computes what a model holding those weights computes
    ids = torch.tensor([[0, 5, 9, 2, 2, 7, 11, 2]])
    am = torch.ones_like(ids)
    with torch.no_grad():
        a.load_state_dict({k: 0.25 * sa[k] + 0.75 * sb[k] for k in sa})
        assert np.allclose(soup(ids, am, torch.zeros_like(ids)).numpy(), a(ids, am, torch.zeros_like(ids)).numpy(), atol=1e-5)


def test_ingredients_of_another_vocabulary_or_shape_are_refused(base, tmp_path):
    _ingredient(base, tmp_path / "a", 1)
    _ingredient(base, tmp_path / "b", 2, tokenizer=b'{"another": 2}')
    with pytest.raises(ValueError, match="b.*tokenizer differs"):
        soup_model([(str(tmp_path / "a"), 1.0), (str(tmp_path / "b"), 1.0)], base, tmp_path / "work")
    x = {"w": torch.zeros(2, 3)}
    with pytest.raises(ValueError, match=r"w is \(3, 2\), not \(2, 3\)"):
        average([x, {"w": torch.zeros(3, 2)}], [1, 1])
    with pytest.raises(ValueError, match="other tensors"):
        average([x, {"v": torch.zeros(2, 3)}], [1, 1])
    with pytest.raises(FileNotFoundError, match="no multilingual.json"):
        soup_model([(str(tmp_path), 1.0), (str(tmp_path / "a"), 1.0)], base, tmp_path / "work")


def test_ingredient_weights_are_parsed_and_checked():
    assert parse_ingredient("runs/a/artifacts") == ("runs/a/artifacts", 1.0)
    assert parse_ingredient("git:92e6f99=2") == ("git:92e6f99", 2.0)
    for bad in ("runs/a=0", "runs/a=-1", "runs/a=x"):
        with pytest.raises(ValueError, match="weight"):
            parse_ingredient(bad)
