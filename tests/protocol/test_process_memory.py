"""Each setting's process memory, measured in its own worker: the request's added peak broken down by
phase beside its KV bytes, read back from the live cache."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest
from rich.console import Console

from kvtrial.commands.memory import process_memory_table
from kvtrial.memory.leftovers import owner_tag, process_start
from kvtrial.protocol.process_memory import measure_process_memory
from kvtrial.records.row import RowStatus


def test_each_setting_is_measured_in_its_own_worker_with_a_phase_breakdown(tiny_folder: Path) -> None:
    # about 20 s: two workers (torch and transformers imported in each), a warm-up and one 600-token request each
    ids = [3 + (i * 7) % 200 for i in range(600)]
    rows = measure_process_memory(str(tiny_folder), ["ordinary", "q8_0"], ids, 4, prefill_chunk=128)
    assert [r.setting for r in rows] == ["ordinary", "q8_0"]
    ordinary, q8 = rows
    for r in rows:
        assert r.status == RowStatus.OK and r.memory is not None, r.error
        assert r.input_tokens == 600 and r.new_tokens == 4 and r.prefill_s and r.prefill_s > 0
        assert [p.phase for p in r.memory.phases] == ["prefill", "decode"]
        assert r.memory.peak_added_bytes >= r.memory.prefill_transient_bytes >= 0
        assert r.memory.kept_after_release_bytes is not None  # read by the worker after it dropped the cache
        assert r.heap and "mmap threshold pinned" in r.heap  # the worker's heap policy, as its reading names it
    assert ordinary.memory and q8.memory and q8.memory.kv_bytes < ordinary.memory.kv_bytes / 3  # 8.5 of 32 bits
    console = Console(width=200, record=True)
    console.print(process_memory_table(rows, "tiny", "test", 128))
    text = console.export_text()
    assert "prefilled in 128-token chunks" in text and "q8_0" in text


def test_a_killed_runs_temporary_folder_is_removed_by_the_next_run(tmp_path: Path, monkeypatch) -> None:
    # instant: no worker starts (the executor is refused at once); a runner killed with SIGKILL left its folder
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    no_such_pid = int(Path("/proc/sys/kernel/pid_max").read_text()) + 1
    pid, start = os.getpid(), process_start(os.getpid())
    dead = [tmp_path / f"kvtrial-memory-{no_such_pid}-77-abcd1234", tmp_path / f"kvtrial-memory-{pid}-{start - 1}-x"]
    kept = [tmp_path / f"kvtrial-memory-{pid}-{start}-live", tmp_path / "kvtrial-memory-k2j4h5g6"]  # live; untagged
    for folder in dead + kept:
        (folder / "logs").mkdir(parents=True)
    seen = []

    def refuse(logs: str):
        seen.append(Path(logs))
        raise RuntimeError("no worker in this test")

    with pytest.raises(RuntimeError, match="no worker in this test"):
        measure_process_memory("model", ["q8_0"], [1, 2, 3], 1, None, make_executor=refuse)
    assert not any(p.exists() for p in dead) and all(p.is_dir() for p in kept)
    (used,) = seen
    assert used.parent == tmp_path and used.name.startswith(f"kvtrial-memory-{owner_tag()}-") and not used.exists()
