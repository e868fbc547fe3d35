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
    out, md = tmp_path / "bench.jsonl", tmp_path / "bench.md"
    result = runner.invoke(app, ["bench", "--model", str(tiny_model_dir), "--corpus", text, "--cache", "q8_0",
                                 "--backend", "native", "--backend", "transformers-fp8", "--cache", "fp8",
                                 "--depths", "0,16", "-p", "8", "-n", "2", "--repeats", "2", "--threads", "1",
                                 "--output", str(out), "--markdown", str(md)])
    assert result.exit_code == 0, result.output
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert lines[0]["kind"] == "meta" and lines[0]["machine"]["torch_threads"] == 1
    assert set(lines[0]["versions"]) == {"native", "transformers-fp8"}
    runs = [line for line in lines if line["kind"] == "run"]
    assert len(runs) == 3 * 2 + 3 * 2 * 2 * 2  # warm-ups (depth 0) + settings x tests x depths x repeats
    assert all(r["monitor_peak_rss_bytes"] > 0 and r["memory_sources"]["rss"].startswith("/proc/self") for r in runs)
    summaries = {(s["setting"], s["test"], s["depth"]): s for s in lines if s["kind"] == "summary"}
    assert summaries[("ordinary", "pp8", 16)]["ratio"] == pytest.approx(1.0)
    assert summaries[("fp8", "tg2", 16)]["status"] == "ok" and summaries[("fp8", "tg2", 16)]["ratio"] > 0
    assert "× ord." in result.stdout and "peak RSS" in result.stdout
    table = md.read_text()
    assert "| batch | backend | setting | test | depth | t/s | × ordinary | RSS peak | status |" in table
    assert "| 1 | transformers-fp8 | fp8 | tg2 | 16 |" in table and "- rss: /proc/self" in table


@pytest.mark.parametrize(
    ("args", "message"),
    [(["--depths", "0,x"], "--depths must be whole numbers"),
     (["--cache", "hqq-int4"], "no selected backend takes cache setting 'hqq-int4'"),
     (["--backend", "transformers-qanto"], "Did you mean 'transformers-quanto'"),
     (["--batch", "0"], "--batch must be at least 1"),
     (["--device", "tpu"], "'tpu' is not cpu, cuda or cuda:N"),
     (["--dtype", "half"], "weight precision 'half' is not one of float32, float16, bfloat16")],
)
def test_bench_errors_before_loading(args, message):
    result = runner.invoke(app, ["bench", "--model", "no-such-model", *args])
    assert result.exit_code != 0 and message in str(result.exception or result.output)


def test_bench_on_a_missing_gpu_is_one_clear_error(monkeypatch):
    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
    result = runner.invoke(app, ["bench", "--model", "no-such-model", "--device", "cuda:1"])
    assert result.exit_code != 0
    assert "device 'cuda:1' is not on this machine (available here: cpu only" in str(result.exception)


def test_bench_batch_two_records_batch_and_device(tiny_model_dir, text, tmp_path, monkeypatch):
    monkeypatch.setenv("KVTRIAL_CACHE_DIR", str(tmp_path / "cache"))
    out = tmp_path / "bench.jsonl"
    result = runner.invoke(app, ["bench", "--model", str(tiny_model_dir), "--corpus", text, "--cache", "q8_0",
                                 "--depths", "16", "-p", "8", "-n", "2", "--repeats", "2", "--threads", "1",
                                 "--batch", "2", "--device", "cpu", "--output", str(out)])
    assert result.exit_code == 0, result.output
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    meta = lines[0]
    assert meta["batch"] == 2 and meta["device"] == meta["requested_device"] == "cpu" and meta["dtype"] == "torch.float32"
    runs = [line for line in lines if line["kind"] == "run"]
    assert runs and all(r["batch"] == 2 and r["device"] == "cpu" for r in runs)
    assert {r["tokens"] for r in runs if r["test"] == "tg2"} == {4}  # 2 steps x 2 sequences
    summaries = [line for line in lines if line["kind"] == "summary"]
    assert summaries and all(s["batch"] == 2 for s in summaries)
    assert "batch 2" in result.stdout


@pytest.mark.parametrize("choice", ["default", "pinned"])
def test_bench_heap_policy_is_chosen_and_recorded(tiny_model_dir, text, tmp_path, monkeypatch, choice):
    """Speed is measured under glibc's own heap unless `--heap pinned` is asked; the output names the policy."""
    import kvtrial.memory.heap as heap

    calls = []
    monkeypatch.setattr(heap, "pin_heap", lambda: calls.append(1) or True)
    monkeypatch.setattr(heap, "heap_policy", lambda: f"policy after {len(calls)} pin call(s)")
    monkeypatch.setenv("KVTRIAL_CACHE_DIR", str(tmp_path / "cache"))
    out, md = tmp_path / "bench.jsonl", tmp_path / "bench.md"
    result = runner.invoke(app, ["bench", "--model", str(tiny_model_dir), "--corpus", text, "--cache", "q8_0",
                                 "--depths", "0", "-p", "4", "-n", "1", "--repeats", "1", "--threads", "1",
                                 "--heap", choice, "--output", str(out), "--markdown", str(md)])
    assert result.exit_code == 0, result.output
    pins = 1 if choice == "pinned" else 0
    assert len(calls) == pins
    meta = json.loads(out.read_text().splitlines()[0])
    assert meta["heap"] == f"policy after {pins} pin call(s)"
    assert f"C heap: policy after {pins} pin call(s)" in md.read_text()


def test_bench_rejects_an_unknown_heap_policy(tiny_model_dir, text):
    result = runner.invoke(app, ["bench", "--model", str(tiny_model_dir), "--corpus", text, "--heap", "huge"])
    assert result.exit_code != 0 and "default" in result.output and "pinned" in result.output


def test_bench_table_keeps_backend_and_setting_whole_at_80_columns():
    import io

    from rich.console import Console

    from kvtrial.bench import BenchStatus, BenchSummary
    from kvtrial.commands.bench import summary_table

    def summary(backend: str, setting: str, tps: float) -> BenchSummary:
        return BenchSummary(backend=backend, engine="transformers", setting=setting, test="tg128", depth=4096, runs=2,
                            mean_tps=tps, std_tps=0.5, ratio=tps / 11.8, status=BenchStatus.OK, monitor_peak_rss_bytes=1 << 30)

    rows = [summary("native", "ordinary", 11.8), summary("native", "turbo4", 12.0), summary("native", "turbo3", 12.1),
            summary("transformers-quanto", "quanto-int4", 8.5),
            BenchSummary(backend="transformers-quanto", engine="transformers", setting="quanto-int2", test="tg128",
                         depth=4096, runs=0, mean_tps=None, std_tps=None, ratio=None, status=BenchStatus.INVALID_COMPARISON,
                         reason="the live cache holds quanto-int4")]
    out = io.StringIO()
    Console(file=out, width=80, force_terminal=False).print(summary_table("tokens/s at depth 4096 " * 4, rows))
    lines = out.getvalue().splitlines()
    assert max(len(line) for line in lines) <= 80
    assert "…" not in out.getvalue()
    for row in rows:  # each row's identity on one line, whole, with its figures
        assert any(row.backend in line and row.setting in line and "4096" in line for line in lines), row.setting
    assert any(line.startswith("[1] transformers-quanto quanto-int2 tg128 @ 4096: invalid comparison: the live")
               for line in lines)
