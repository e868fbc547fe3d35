"""`kvtrial memory`: the measured table on the screen and in JSON."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from kvtrial.cli import app
from kvtrial.errors import KvtrialError

runner = CliRunner()


def test_table_and_json(monkeypatch, tmp_path, tiny_model_dir):
    monkeypatch.setenv("KVTRIAL_CACHE_DIR", str(tmp_path / "cache"))
    out = tmp_path / "mem.json"
    prompt = tmp_path / "prompt.txt"
    prompt.write_text("Facts about the pilot: it starts in March. " * 2)
    result = runner.invoke(
        app, ["memory", "--model", str(tiny_model_dir), "--lengths", "64,32", "--settings", "q8_0,q4_0/turbo3",
              "--chunk", "16", "--corpus", f"file:{prompt}", "--json", str(out)],
    )
    assert result.exit_code == 0, result.output
    data = json.loads(out.read_text())
    assert data["lengths"] == [32, 64] and data["settings"] == ["ordinary", "q8_0", "q4_0/turbo3"]
    q8 = [c for c in data["cells"] if c["setting"] == "q8_0"]
    assert [c["ratio_to_ordinary"] for c in q8] == [8.5 / 32, 8.5 / 32]
    assert "ordinary (float32)" in result.stdout and "0.2656" in result.stdout


def test_length_past_the_context_is_refused(monkeypatch, tmp_path, tiny_model_dir):
    monkeypatch.setenv("KVTRIAL_CACHE_DIR", str(tmp_path / "cache"))
    result = runner.invoke(app, ["memory", "--model", str(tiny_model_dir), "--lengths", "2048"])
    assert isinstance(result.exception, KvtrialError)
    assert "exceeds the model's context of 1024" in str(result.exception)


def test_a_hybrid_model_folder_shows_each_layer_type(monkeypatch, tmp_path):
    from tests.conftest import byte_level_tokenizer
    from tests.family_folders import save_family_folder

    monkeypatch.setenv("KVTRIAL_CACHE_DIR", str(tmp_path / "cache"))
    folder = save_family_folder("qwen3_5_moe", tmp_path / "hybrid", byte_level_tokenizer(), vocab_size=256)
    out = tmp_path / "mem.json"
    prompt = tmp_path / "prompt.txt"
    prompt.write_text("Facts about the pilot: it starts in March. " * 2)
    result = runner.invoke(
        app, ["memory", "--model", str(folder), "--lengths", "16,40", "--settings", "q8_0", "--chunk", "16",
              "--corpus", f"file:{prompt}", "--json", str(out)], env={"COLUMNS": "200"},
    )
    assert result.exit_code == 0, result.output
    cells = {(c["setting"], c["tokens"]): c for c in json.loads(out.read_text())["cells"]}
    state = {c["by_type"]["linear_attention"]["state_bytes"] for c in cells.values()}
    assert len(state) == 1 and state.pop() > 0  # constant in the length and the setting
    full = {k: c["by_type"]["full_attention"]["kv_bytes"] for k, c in cells.items()}
    assert full[("q8_0", 40)] * 32 == full[("ordinary", 40)] * 8.5 and full[("q8_0", 40)] > full[("q8_0", 16)]
    assert "per layer type" in result.stdout and "linear-attention state, kept unquantized" in result.stdout


def test_an_option_that_does_not_apply_is_refused_not_ignored():
    # each side's options named, before any model loads
    for args, named in ((["--threads", "2", "--new-tokens", "8"], "--new-tokens, --threads apply only with --process"),
                        (["--process", "--chunk", "64"], "--chunk applies only without --process")):
        result = runner.invoke(app, ["memory", "--model", "no-such-model", *args])
        assert isinstance(result.exception, KvtrialError) and named in str(result.exception), result.output


def test_a_list_of_settings_keeps_each_settings_options_and_names_a_stray_one():
    # before any model loads: `prefill=full` continues q8_0's options; `window=64` after `turbo4` belongs to nothing
    result = runner.invoke(app, ["memory", "--model", "no-such-model", "--settings",
                                 "q8_0:window=64,prefill=full,turbo4,window=64"])
    assert isinstance(result.exception, KvtrialError), result.output
    assert "option 'window=64' in --settings" in str(result.exception)
    assert "follows 'turbo4', which has no options part; write turbo4:window=64" in str(result.exception)
