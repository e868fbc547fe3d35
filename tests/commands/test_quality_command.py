"""`kvtrial quality` end to end on the embedded model: results, identity check, bad input."""

from __future__ import annotations

import json
import sys

import pytest

from kvtrial import cli


def run_cli(monkeypatch, *args: str) -> int:
    monkeypatch.setattr(sys, "argv", ["kvtrial", "quality", *args])
    try:
        cli.main()
    except SystemExit as exc:
        return int(exc.code or 0)
    return 0


@pytest.mark.real_model
def test_quality_command_on_the_real_model(real_model, monkeypatch, capsys, tmp_path):
    base, out = tmp_path / "base.npz", tmp_path / "q.json"
    common = ["--n-ctx", "256", "--windows", "1", "--base", str(base)]
    code = run_cli(monkeypatch, *common, "--step", "32", "--cache", "f32", "--cache", "q8_0", "--out", str(out))
    assert code == 0, capsys.readouterr().err
    data = json.loads(out.read_text())
    assert data["model"]["revision"] == real_model.revision and data["corpus"]["name"] == "pydoc"
    assert data["tokens_scored"] == 127
    f32, q8 = data["candidates"]
    assert f32["stats"]["kld_mean"]["value"] == 0.0 and f32["stats"]["same_top1"]["value"] == 1.0
    assert q8["per_window"][0]["cache"]["effective_setting"] == "q8_0" and q8["per_window"][0]["cache"]["confirmed"]
    assert 0 < q8["stats"]["kld_mean"]["value"] < 0.01
    printed = capsys.readouterr().out
    assert "q8_0" in printed and "PPL(base)" in printed

    # A base made with another step is refused, naming the field.
    assert run_cli(monkeypatch, *common, "--step", "16", "--cache", "q8_0") == 2
    assert "step: file has 32, this run has 16" in capsys.readouterr().err
    # A context beyond the model's.
    assert run_cli(monkeypatch, "--n-ctx", "9000", "--windows", "1", "--base", str(tmp_path / "b2.npz"),
                   "--cache", "q8_0") == 2
    assert "longer than the model allows (8192 tokens)" in capsys.readouterr().err


@pytest.mark.real_model
def test_quality_decode_steps_read_through_the_kernel_and_unknown_attention_is_refused(real_model, monkeypatch,
                                                                                        capsys, tmp_path):
    out = tmp_path / "q.json"
    code = run_cli(monkeypatch, "--n-ctx", "64", "--windows", "1", "--step", "1", "--base", str(tmp_path / "b.npz"),
                   "--cache", "turbo4", "--out", str(out))
    assert code == 0, capsys.readouterr().err
    data = json.loads(out.read_text())
    assert data["model"]["attn_implementation"] == "kvtrial"
    decode = data["candidates"][0]["per_window"][0]["cache"]["decode"]
    assert decode["path"] == "kernel" and decode["kernel_steps"] == 31 * 30  # 31 one-token steps x 30 layers
    assert run_cli(monkeypatch, "--attn", "flash", "--cache", "q8_0") == 2
    assert "unknown attention implementation 'flash'; choose one of kvtrial, sdpa, eager" in capsys.readouterr().err


def test_default_base_path_names_every_input_a_base_binds(tmp_path, monkeypatch):
    from kvtrial.quality.base_file import default_base_path

    monkeypatch.delenv("KVTRIAL_CACHE_DIR", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    paths = {default_base_path("m", "pydoc", 256, 2, 16, "kvtrial"), default_base_path("m", "pydoc", 256, 2, 16, "sdpa"),
             default_base_path("m", "pydoc", 256, 2, 32, "kvtrial"), default_base_path("m", "pydoc", 512, 2, 16, "kvtrial"),
             default_base_path("m", "pydoc", 256, None, 16, "kvtrial"),
             default_base_path("m", "pydoc", 256, 2, 16, "kvtrial", 64)}
    assert len(paths) == 6  # a base made with other inputs is never found at a run's default path
    # a one-pass prefill keeps the name files had before the chunk was recorded
    assert default_base_path("m", "pydoc", 256, 2, 16, "kvtrial", None).name == "m-pydoc-ctx256-w2-s16-kvtrial.npz"
    assert all(p.parent == tmp_path / "kvtrial" / "quality" for p in paths)


def test_quality_on_a_missing_gpu_is_refused_before_loading(monkeypatch, capsys):
    import torch

    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
    assert run_cli(monkeypatch, "--model", "no-such-model", "--device", "cuda", "--cache", "q8_0") == 2
    assert "device 'cuda' is not on this machine (available here: cpu only" in capsys.readouterr().err


def test_a_prefill_chunk_below_the_minimum_is_refused_before_the_model_loads(monkeypatch, capsys):
    import kvtrial.models

    def no_load(*_args, **_kwargs):
        raise AssertionError("the model was loaded before --prefill-chunk was checked")

    monkeypatch.setattr(kvtrial.models, "load_model", no_load)
    assert run_cli(monkeypatch, "--cache", "q8_0", "--prefill-chunk", "5") == 2
    err = capsys.readouterr().err
    assert "kvtrial: error: --prefill-chunk must be at least 16 tokens, or 0 for one pass" in err
    assert "Traceback" not in err


def test_actors_without_the_ray_executor_are_refused_not_ignored(monkeypatch, capsys):
    assert run_cli(monkeypatch, "--model", "no-such-model", "--cache", "q8_0", "--actors", "4") == 2
    assert "kvtrial: error: --actors applies only with --executor ray" in capsys.readouterr().err
