"""The bench markdown table: RSS on the CPU, the CUDA columns only where CUDA figures exist, and the
module's command line over JSONL files."""

from __future__ import annotations

import json

from kvtrial.bench_markdown import main, markdown_table, memory_cell, memory_header, on_cuda

MiB, GiB = 2**20, 2**30
META = {"kind": "meta", "model": "tiny", "device": "cpu", "device_name": None, "dtype": "torch.float32", "batch": 1,
        "corpus": "text", "repeats": 2}


def _summary(**memory) -> dict:
    return {"kind": "summary", "backend": "native", "engine": "transformers", "setting": "q8_0", "test": "tg2",
            "depth": 16, "runs": 2, "mean_tps": 50.0, "std_tps": 1.25, "ratio": 0.8, "status": "ok", "reason": "",
            "batch": 1, **memory}


def test_a_cpu_table_shows_rss_and_no_cuda_columns():
    cpu = _summary(monitor_peak_rss_bytes=300 * MiB)
    table = markdown_table([META, cpu])
    assert "| 1 | native | q8_0 | tg2 | 16 | 50.0 ± 1.2 | 0.80 | 300 MiB | ok |" in table
    assert "NVML" not in table and table.startswith("- tiny on cpu (torch.float32), batch 1, text, 2 repeats")
    assert not on_cuda([cpu]) and (memory_header(False), memory_cell(cpu, False)) == ("peak RSS", "300 MiB")


def test_a_cuda_summary_adds_the_allocator_and_nvml_columns_and_a_negative_gap_reads_as_such():
    cuda = _summary(monitor_peak_rss_bytes=GiB, peak_allocated_bytes=2 * GiB, peak_reserved_bytes=3 * GiB,
                    monitor_peak_device_bytes=3 * GiB - 512 * MiB, monitor_peak_process_bytes=None,
                    device_beyond_reserved_bytes=-512 * MiB)
    table = markdown_table([cuda])
    assert "| 1 GiB | 2 GiB | 3 GiB | 2.5 GiB | — | −512 MiB | ok |" in table
    assert on_cuda([cuda]) and memory_cell(cuda, True) == "3 GiB / 2.5 GiB"


def test_the_command_line_reads_jsonl_files(tmp_path, capsys):
    paths = []
    for batch in (1, 16):
        path = tmp_path / f"bench-batch{batch}.jsonl"
        lines = [{**META, "batch": batch}, _summary(batch=batch, monitor_peak_rss_bytes=batch * MiB),
                 {"kind": "run", "memory_sources": {"rss": "/proc/self (statm)"}}]
        path.write_text("".join(json.dumps(x) + "\n" for x in lines))
        paths.append(str(path))
    assert main(paths) == 0
    out = capsys.readouterr().out
    assert "| 1 | native | q8_0 | tg2 | 16 | 50.0 ± 1.2 | 0.80 | 1 MiB | ok |" in out
    assert "| 16 | native | q8_0 | tg2 | 16 | 50.0 ± 1.2 | 0.80 | 16 MiB | ok |" in out
    assert "- rss: /proc/self (statm)" in out
    assert main([]) == 2
