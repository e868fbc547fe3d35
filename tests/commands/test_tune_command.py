"""`kvtrial tune` from the command line: the result file, the plot and a plan file a setting can name."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from kvtrial.cache.spec import parse_spec
from kvtrial.cli import app

runner = CliRunner()


def test_tune_writes_rows_a_plot_and_plan_files_that_settings_read(tmp_path, tiny_model_dir):
    text, other = tmp_path / "calib.txt", tmp_path / "other.txt"
    text.write_text("The pilot starts in March and ends in July; the budget is fixed. " * 40)
    other.write_text("Licensed under the terms below, without warranty of any kind. " * 40)
    out = tmp_path / "tune.json"
    result = runner.invoke(app, [
        "tune", "--model", str(tiny_model_dir), "--corpus", f"file:{text}", "--transfer", f"file:{other}",
        "--bits", "6", "--formats", "q8_0,turbo3", "--uniform", "q8_0,turbo3", "--calib-n-ctx", "32",
        "--n-ctx", "32", "--windows", "1", "--step", "8", "--check-layers", "1", "--out", str(out),
        "--measurements", str(tmp_path / "measured.json"), "--recent-windows", "0,4",
    ])
    assert result.exit_code == 0, result.output
    data = json.loads(out.read_text())
    plans = [r for r in data["rows"] if r["kind"] == "plan"]
    assert [r["kind"] for r in data["rows"]] == ["plan"] * len(plans) + ["uniform", "uniform"]
    # the window is a dimension of the search: each window has its own walk, and a plan spells its window
    assert {p["window"] for p in data["frontier"]} == {0, 4}
    assert all(parse_spec(r["setting"]).window == r["window"] for r in data["rows"])
    # a windowed plan is verified beside the best plan without one for the same target
    assert [r["target"] for r in plans] == (["bits<=6", "bits<=6 without window"] if plans[0]["window"] else ["bits<=6"])
    # the proxy's checks: 1 layer x 2 sides x q8_0 without a window, x q8_0 and turbo3 with one
    assert data["estimator"]["method"] == "proxy" and len(data["estimator"]["checks"]) == 6
    assert out.with_suffix(".png").read_bytes().startswith(b"\x89PNG")
    plan = tmp_path / "tune.plan-bits6.json"
    assert f"plan:{plan}" in result.stdout
    assert str(parse_spec(f"plan:{plan}")) == data["rows"][0]["setting"]


def test_an_unknown_estimator_is_refused_before_the_model_loads(tmp_path):
    result = runner.invoke(app, ["tune", "--model", str(tmp_path / "absent"), "--transfer", "pydoc", "--estimator", "guess"])
    assert result.exit_code != 0
    assert "--estimator must be one of proxy, exact" in str(result.exception)


def test_a_prefill_chunk_below_the_minimum_is_refused_before_the_model_loads(tmp_path):
    result = runner.invoke(app, ["tune", "--model", str(tmp_path / "absent"), "--transfer", "pydoc",
                                 "--prefill-chunk", "5"])
    assert result.exit_code != 0
    assert "--prefill-chunk must be at least 16 tokens, or 0" in str(result.exception)


def test_uniform_settings_keep_each_settings_options_and_name_a_stray_one(tmp_path):
    # refused before the model loads; `prefill=full` stays with q8_0's options, `window=64` after turbo3 is named
    result = runner.invoke(app, ["tune", "--model", str(tmp_path / "absent"), "--transfer", "pydoc", "--uniform",
                                 "q8_0:window=64,prefill=full,turbo3,window=64"])
    assert result.exit_code != 0
    assert "option 'window=64' in --uniform" in str(result.exception)
    assert "follows 'turbo3', which has no options part" in str(result.exception)


def test_a_recent_window_of_half_the_windows_is_refused_before_the_model_loads(tmp_path):
    result = runner.invoke(app, ["tune", "--model", str(tmp_path / "absent"), "--transfer", "pydoc", "--n-ctx", "256",
                                 "--recent-windows", "0,64,128"])
    assert result.exit_code != 0
    assert "--recent-windows 128 keeps too many tokens at full precision for windows of 256 tokens" in str(
        result.exception)
    result = runner.invoke(app, ["tune", "--model", str(tmp_path / "absent"), "--transfer", "pydoc",
                                 "--recent-windows", "0,-4"])
    assert "--recent-windows must be whole numbers of tokens >= 0" in str(result.exception)
