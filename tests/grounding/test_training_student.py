"""The distilled student (grounding.training.student): its encoder is the teacher's embeddings and named
layers, and the distillation loss pulls its outputs toward the teacher's; on a small real BERT."""

from __future__ import annotations

import math

import pytest

from grounding.training.student import parse_layers, student_folder

from .conftest import tiny_bert

torch = pytest.importorskip("torch")


@pytest.fixture()
def teacher(tmp_path):
    from grounding.training.crossenc import build_model

    path = tiny_bert(tmp_path / "teacher", layers=3)
    (path / "tokenizer.json").write_text('{"a tokenizer": 1}')
    model = build_model(path)
    g = torch.Generator().manual_seed(1)
    with torch.no_grad():
        for p in model.parameters():
            p.add_(torch.randn(p.shape, generator=g) * 0.05)
    return model.eval(), path


def _student(teacher, path, layers, dest):
    from grounding.training.crossenc import build_model

    student = build_model(student_folder(teacher, path, layers, dest))
    student.head.load_state_dict(teacher.head.state_dict())
    return student.eval()


def _run(model):
    ids = torch.tensor([[0, 5, 9, 2, 2, 7, 11, 2], [0, 3, 4, 2, 8, 2, 0, 0]])
    am = (torch.arange(8) < torch.tensor([[8], [6]])).long()
    with torch.no_grad():
        return model(ids, am, torch.zeros_like(ids))


def test_a_student_of_every_layer_computes_what_its_teacher_computes(teacher, tmp_path):
    model, path = teacher
    student = _student(model, path, [0, 1, 2], tmp_path / "s")
    assert torch.allclose(_run(student), _run(model), atol=1e-6)
    assert (tmp_path / "s" / "tokenizer.json").read_text() == '{"a tokenizer": 1}'


def test_a_student_keeps_the_named_layers_renumbered_and_the_embeddings(teacher, tmp_path):
    model, path = teacher
    student = _student(model, path, [0, 2], tmp_path / "s")
    assert student.encoder.config.num_hidden_layers == 2
    ts, ss = model.state_dict(), student.state_dict()
    for k in ss:
        if ".layer.1." in k:
            assert torch.equal(ss[k], ts[k.replace(".layer.1.", ".layer.2.")]), k
        elif ".layer.0." in k or "embeddings" in k or k.startswith("head."):
            assert torch.equal(ss[k], ts[k]), k
    assert not any(".layer.2." in k for k in ss)
    # and it is a different function: the middle layer is gone
    assert not torch.allclose(_run(student), _run(model), atol=1e-3)


def test_layers_are_parsed_and_checked():
    assert parse_layers("0,2,4,7,9,11", 12) == [0, 2, 4, 7, 9, 11]
    assert parse_layers("5", 12) == [5]
    for bad, msg in (("", "at least one"), ("0,12", "0 to 11"), ("-1", "0 to 11"), ("2,1", "increasing"), ("1,1", "distinct"), ("a,b", "comma")):
        with pytest.raises(ValueError, match=msg):
            parse_layers(bad, 12)


def test_the_distillation_loss_is_the_tempered_kl_and_pulls_toward_the_teacher():
    from grounding.training.crossenc import distil_loss

    t_logits = torch.tensor([[2.0, 0.0, -1.0], [-1.0, 0.5, 1.5]])
    assert distil_loss(t_logits.clone(), t_logits, 2.0).item() == pytest.approx(0.0, abs=1e-7)
    s = torch.tensor([[0.0, 1.0, 0.0], [1.0, 0.0, 0.0]], requires_grad=True)
    loss = distil_loss(s, t_logits, 2.0)
    p = torch.softmax(t_logits / 2, -1)
    q = torch.softmax(s.detach() / 2, -1)
    by_hand = 4 * float((p * (p.log() - q.log())).sum(-1).mean())
    assert loss.item() == pytest.approx(by_hand, rel=1e-5) and by_hand > 0
    loss.backward()
    with torch.no_grad():
        after = distil_loss(s - 0.5 * s.grad, t_logits, 2.0).item()
    assert after < loss.item() and math.isfinite(after)


def test_a_teacher_folder_without_artefacts_or_a_bad_weight_is_a_usage_error(tmp_path, capsys):
    from grounding.training.student import main

    args = ["--base", str(tmp_path), "--train-dir", str(tmp_path), "--out", str(tmp_path / "out")]
    with pytest.raises(SystemExit) as e:
        main(["--teacher", str(tmp_path), *args])
    assert e.value.code == 2 and "no multilingual.json" in capsys.readouterr().err
    (tmp_path / "multilingual.json").write_text("{}")
    with pytest.raises(SystemExit) as e:
        main(["--teacher", str(tmp_path), "--kd-weight", "1.5", *args])
    assert e.value.code == 2 and "--kd-weight" in capsys.readouterr().err
    assert not (tmp_path / "out").exists()
