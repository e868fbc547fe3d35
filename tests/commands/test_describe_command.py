"""`kvtrial describe`: the per-layer view of what a cache stores after a real prompt."""

from __future__ import annotations

import json
import sys

import pytest
from typer.testing import CliRunner

from kvtrial.cli import app, main
from kvtrial.errors import ModelNotFoundError

runner = CliRunner()


@pytest.fixture(autouse=True)
def _cache(monkeypatch, tmp_path):
    monkeypatch.setenv("KVTRIAL_CACHE_DIR", str(tmp_path / "cache"))


@pytest.fixture
def text(tmp_path) -> str:
    path = tmp_path / "prompt.txt"
    path.write_text("The pilot starts in March; the budget is 12k and approval is pending. " * 3)
    return f"file:{path}"


def test_json_report_proves_the_setting(tiny_model_dir, text):
    result = runner.invoke(
        app, ["describe", "q8_0/turbo4", "--model", str(tiny_model_dir), "--tokens", "48", "--corpus", text, "--json"]
    )
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["effective_setting"] == "q8_0/turbo4" and report["confirmed"]
    assert report["prompt_tokens"] == 48 and report["corpus"] == text and report["tokens"] == 48
    assert [layer["tokens"] for layer in report["layers"]] == [48, 48]
    assert all(layer["key_bits"] == 8.5 and layer["value_bits"] <= 4.25 for layer in report["layers"])


def test_table_lists_every_layer(tiny_model_dir, text):
    result = runner.invoke(app, ["describe", "q4_0:window=8", "-m", str(tiny_model_dir), "-n", "40", "--corpus", text])
    assert result.exit_code == 0, result.output
    rows = [line for line in result.stdout.splitlines() if "q4_0" in line and "│" in line]
    assert len(rows) == 2
    assert "effective setting: q4_0 (read back with its options: q4_0:window=8)   confirmed: yes" in result.stdout


def test_the_rotation_is_read_back_from_the_live_cache(tiny_model_dir, text):
    args = ["describe", "q5_0:rotate=1", "-m", str(tiny_model_dir), "-n", "40", "--corpus", text]
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    assert "effective setting: q5_0 (read back with its options: q5_0:rotate=1)   confirmed: yes" in result.stdout
    report = json.loads(runner.invoke(app, [*args, "--json"]).stdout)
    assert [(layer["key_rotation"], layer["value_rotation"]) for layer in report["layers"]] == [(64, 64)] * 2


def test_unknown_model_is_the_models_error():
    result = runner.invoke(app, ["describe", "q8_0", "--model", "smollm-135m"])
    assert isinstance(result.exception, ModelNotFoundError)


def test_bad_spec_exits_2_with_one_line_and_no_traceback(monkeypatch, capsys):
    monkeypatch.setattr(sys, "argv", ["kvtrial", "describe", "q8_0/q5_9"])
    with pytest.raises(SystemExit) as exit_:
        main()
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("kvtrial: error: unknown KV format 'q5_9'") and len(err.strip().splitlines()) == 1
    assert "Traceback" not in err
