"""`kvtrial plan` on the embedded model: bytes per token measured from the stored tensors."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from kvtrial import cli


@pytest.mark.real_model
def test_plan_on_the_embedded_model():
    result = CliRunner().invoke(cli.app, ["plan", "--memory", "1GiB", "--settings", "ordinary,q8_0"],
                                env={"COLUMNS": "250"})
    assert result.exit_code == 0, result.output
    # SmolLM2-135M: 30 layers x 3 kv heads x head_dim 64 x (keys + values) = 11520 values per token
    assert "46080.0" in result.output  # f32: 4 bytes per value
    assert "12240.0" in result.output  # q8_0: 8.5 bits per value
    assert "model limit 8192 tokens" in result.output


def test_plan_rejects_a_bad_memory_size():
    result = CliRunner().invoke(cli.app, ["plan", "--memory", "lots"])
    assert "cannot read memory size 'lots'" in str(result.exception)


def test_plan_on_a_missing_gpu_names_the_device_before_loading(monkeypatch):
    import torch

    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
    result = CliRunner().invoke(cli.app, ["plan", "--memory", "1GiB", "--model", "no-such-model", "--device", "cuda:0"])
    assert "device 'cuda:0' is not on this machine (available here: cpu only" in str(result.exception)
    result = CliRunner().invoke(cli.app, ["plan", "--memory", "1GiB", "--model", "no-such-model", "--dtype", "f16"])
    assert "weight precision 'f16' is not one of float32, float16, bfloat16" in str(result.exception)


def test_plan_on_a_sliding_model_folder_shows_the_window_cap(tmp_path, monkeypatch):
    from tests.cache.families import SLIDING_WINDOW
    from tests.conftest import byte_level_tokenizer
    from tests.family_folders import save_family_folder

    monkeypatch.setenv("KVTRIAL_CACHE_DIR", str(tmp_path / "cache"))
    folder = save_family_folder("gemma3", tmp_path / "sliding", byte_level_tokenizer(), vocab_size=256,
                                max_position_embeddings=4096)
    result = CliRunner().invoke(cli.app, ["plan", "--memory", "64MiB", "--model", str(folder), "--settings",
                                          "ordinary,q8_0"], env={"COLUMNS": "300"})
    assert result.exit_code == 0, result.output
    assert f"sliding_attention KV (2 layers) stops growing at {SLIDING_WINDOW - 1} tokens" in result.output
    assert "measured by filling a fresh cache of each setting" in " ".join(result.output.split())  # the KV method


def test_plan_settings_keep_each_settings_options_and_name_a_stray_one():
    result = CliRunner().invoke(cli.app, ["plan", "--memory", "1GiB", "--model", "no-such-model", "--settings",
                                          "q8_0:window=64,prefill=full,turbo4,window=64"])
    assert "follows 'turbo4', which has no options part; write turbo4:window=64" in str(result.exception)
