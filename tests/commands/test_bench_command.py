"""`kvtrial bench` on the tiny model folder: JSONL with meta, runs and summaries; clear errors."""

from __future__ import annotations

import json

import pytest
import torch
from typer.testing import CliRunner

from kvtrial.cli import app

runner = CliRunner()


@pytest.fixture(autouse=True)
def _restore_threads():
    threads = torch.get_num_threads()  # --threads sets torch's thread count for the process
    yield
    torch.set_num_threads(threads)


@pytest.fixture
def text(tmp_path) -> str:
    path = tmp_path / "text.txt"
    path.write_text("The pilot starts in March; the budget is 12k and approval is pending. " * 4)
    return f"file:{path}"


def test_bench_writes_jsonl_with_ratios(tiny_model_dir, text, tmp_path, monkeypatch):
    monkeypatch.setenv("KVTRIAL_CACHE_DIR", str(tmp_path / "cache"))
    out = tmp_path / "bench.jsonl"
    result = runner.invoke(app, ["bench", "--model", str(tiny_model_dir), "--corpus", text, "--cache", "q8_0",
                                 "--backend", "native", "--backend", "transformers-fp8", "--cache", "fp8",
                                 "--depths", "0,16", "-p", "8", "-n", "2", "--repeats", "2", "--threads", "1",
                                 "--output", str(out)])
    assert result.exit_code == 0, result.output
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert lines[0]["kind"] == "meta" and lines[0]["machine"]["torch_threads"] == 1
    assert set(lines[0]["versions"]) == {"native", "transformers-fp8"}
    runs = [line for line in lines if line["kind"] == "run"]
    assert len(runs) == 3 * 2 + 3 * 2 * 2 * 2  # warm-ups (depth 0) + settings x tests x depths x repeats
    summaries = {(s["setting"], s["test"], s["depth"]): s for s in lines if s["kind"] == "summary"}
    assert summaries[("ordinary", "pp8", 16)]["ratio"] == pytest.approx(1.0)
    assert summaries[("fp8", "tg2", 16)]["status"] == "ok" and summaries[("fp8", "tg2", 16)]["ratio"] > 0
    assert "× ordinary" in result.stdout


@pytest.mark.parametrize(
    ("args", "message"),
    [(["--depths", "0,x"], "--depths must be whole numbers"),
     (["--cache", "hqq-int4"], "no selected backend takes cache setting 'hqq-int4'"),
     (["--backend", "transformers-qanto"], "Did you mean 'transformers-quanto'")],
)
def test_bench_errors_before_loading(args, message):
    result = runner.invoke(app, ["bench", "--model", "no-such-model", *args])
    assert result.exit_code != 0 and message in str(result.exception or result.output)
