"""Process memory of each cache setting, each in its own worker process: what one long request adds.

`kvtrial memory --process` asks this: per setting a fresh worker (`kvtrial.protocol.worker`, the
same process the matrix runs in, with its heap policy) loads the model, serves one short warm-up
request, then the measured one (a prompt of N tokens prefilled in chunks, then M greedy steps), and
its phase readings become a `RequestMemory` breakdown. One worker at a time, stopped before the next
starts, so no setting's process holds another's memory. Under a memory cap a worker that runs out is
an `oom` row of this table, which is what a capped run is for: which settings fit.
"""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from kvtrial.memory.leftovers import owner_tag, sweep_stale
from kvtrial.memory.phases import RequestMemory, request_memory
from kvtrial.protocol.executor import LocalSubprocessExecutor
from kvtrial.protocol.jobs import RequestJob, RequestResult, WorkerSpec
from kvtrial.records.memory import MonitorMemory
from kvtrial.records.row import RowStatus

WARMUP_TOKENS = 64  # a short request first: one-time allocations (kernel loads, lazy buffers) are not the cache's
# The workers' logs and texts: kvtrial-memory-PID-START-random, so a later run removes a killed run's folder
TEMP_PREFIX = "kvtrial-memory-"


@dataclass(frozen=True)
class ProcessMemoryRow:
    setting: str
    status: RowStatus
    input_tokens: int
    new_tokens: int
    resident_after_load_bytes: int | None
    memory: RequestMemory | None
    prefill_s: float | None
    decode_s: float | None
    heap: str | None
    error: str | None = None

    def to_dict(self) -> dict:
        return {"setting": self.setting, "status": str(self.status), "input_tokens": self.input_tokens,
                "new_tokens": self.new_tokens, "resident_after_load_bytes": self.resident_after_load_bytes,
                "memory": self.memory.to_dict() if self.memory else None, "prefill_s": self.prefill_s,
                "decode_s": self.decode_s, "heap": self.heap, "error": self.error}


def _row(setting: str, n_in: int, result: RequestResult) -> ProcessMemoryRow:
    monitor = MonitorMemory.from_dict(result.monitor_memory)
    memory = request_memory(monitor, result.kv_bytes) if result.status == RowStatus.OK else None
    return ProcessMemoryRow(setting, result.status, n_in, len(result.output_token_ids),
                            result.resident_after_load_bytes, memory, result.prefill_s, result.decode_s,
                            (result.monitor_memory or {}).get("heap"), result.error)


def measure_process_memory(model: str, settings: Sequence[str], input_ids: Sequence[int], new_tokens: int,
                           prefill_chunk: int | None, *, dtype: str = "float32", threads: int | None = None,
                           make_executor: Callable[[str], LocalSubprocessExecutor] | None = None,
                           on_row: Callable[[ProcessMemoryRow], None] | None = None) -> list[ProcessMemoryRow]:
    """One row per setting (native backend, kvtrial attention), each measured in its own worker process.
    `make_executor(log_dir)` gives the executor (e.g. one that starts workers under a memory cap)."""
    rows = []
    sweep_stale(Path(tempfile.gettempdir()), TEMP_PREFIX, shutil.rmtree)
    with tempfile.TemporaryDirectory(prefix=f"{TEMP_PREFIX}{owner_tag()}-") as tmp:
        factory = make_executor or (lambda logs: LocalSubprocessExecutor(logs))
        for setting in settings:
            spec = WorkerSpec(model, dtype, "kvtrial", "cpu", "native", setting, setting, threads, None, prefill_chunk)
            executor = factory(tmp)
            try:
                result = None
                for key, ids, budget in (("warm-up", input_ids[:WARMUP_TOKENS], 2), ("measured", input_ids, new_tokens)):
                    result = executor.submit(RequestJob(spec, "memory", f"{setting}|{key}", "memory", 0, key != "measured",
                                                        0, list(ids), budget, tmp, root=tmp))
                    if result.status != RowStatus.OK:
                        break
            finally:
                executor.close()
            assert result is not None
            row = _row(setting, len(input_ids), result)
            rows.append(row)
            if on_row is not None:
                on_row(row)
    return rows
