"""The measurement worker: loads one branch's model once, then serves requests one at a time.

Run as a process (`python -m kvtrial.protocol.worker`) by the local executor: it reads one JSON
line with the WorkerSpec, loads the model, answers {"ready": ...}, then reads one RequestJob per
line and answers one RequestResult per line. Protocol lines go to the original stdout; everything
else any library prints goes to stderr, which the executor keeps as the worker's raw log.

`Worker` is also usable in-process (admission, baseline, the inline executor).
"""

from __future__ import annotations

import gc
import json
import os
import signal
import sys
import traceback
from pathlib import Path
from typing import Any

import torch

# (first: transformers' cache module then imports without hqq, which is imported only if an HQQ cache is built)
import kvtrial.cache.hqq_deferred  # noqa: F401  isort: skip
from kvtrial.backends import ModelHandle, get_backend
from kvtrial.backends.transformers_engine import DTYPES
from kvtrial.errors import KvtrialError
from kvtrial.fsio import atomic_write, file_name_part
from kvtrial.memory.estimate import estimate_peak_bytes
from kvtrial.memory.heap import pin_heap, trim_heap
from kvtrial.memory.peaks import rss_bytes
from kvtrial.protocol.jobs import RequestJob, RequestResult, WorkerSpec
from kvtrial.records.row import RowStatus

# Test hook: a worker that receives the request with this key kills itself (SIGKILL) mid-request.
KILL_AT_ENV = "KVTRIAL_TEST_KILL_AT"

__all__ = ["DTYPES", "KILL_AT_ENV", "Worker", "main", "safe_name"]


def _is_oom(exc: BaseException) -> bool:
    # torch's CPU allocator says "can't allocate memory" (a RuntimeError), an OS call "Cannot allocate memory"
    text = str(exc).lower()
    return (isinstance(exc, (MemoryError, torch.OutOfMemoryError)) or "out of memory" in text
            or "allocate memory" in text)


class Worker:
    """One model handle with one backend and cache setting, through one session for its whole life.

    The setting is parsed once here (`backend.parse`); the handle comes from `backend.load` unless
    a caller that already holds one of this engine passes it (admission shares one across
    branches). Each request runs in a fresh cache of the session; `close()` frees the session."""

    def __init__(self, spec: WorkerSpec, handle: ModelHandle | None = None) -> None:
        self.spec = spec
        if spec.threads:
            torch.set_num_threads(spec.threads)
        self.backend = get_backend(spec.backend)
        self.setting = self.backend.parse(spec.setting)
        self.requested = self.setting.canonical
        self.handle = handle or self.backend.load(spec.model, spec.dtype, spec.attn_implementation, spec.device)
        self.model = self.handle.model  # None where the engine holds the weights itself
        self.config, self.device = self.handle.config, self.handle.device
        self.stop_ids = self.handle.stop_ids
        self.weight_bytes = self.handle.weight_bytes
        self.session: Any = self.backend.open(self.handle, self.setting, n_ctx=spec.n_ctx, n_threads=spec.threads)
        self.session.prefill_chunk = spec.prefill_chunk
        gc.collect()
        trim_heap()
        self.resident_after_load = rss_bytes()
        self.dtype_bytes = torch.tensor([], dtype=DTYPES[spec.dtype]).element_size()

    @property
    def context_cells(self) -> int | None:
        """How many tokens the session's context holds (None: the cache grows on demand)."""
        return self.session.context_cells if self.session is not None else None

    def hello(self) -> dict[str, Any]:
        return {"ready": True, "pid": os.getpid(), "revision": self.handle.revision, "threads": torch.get_num_threads(),
                "resident_after_load_bytes": self.resident_after_load, "device": self.device,
                "versions": self.backend.versions(), "engine": self.backend.engine, "context_cells": self.context_cells}

    def close(self) -> None:
        """Free the session (and whatever the engine allocated for it)."""
        if self.session is not None:
            self.session.close()
            self.session = None

    def execute(self, job: RequestJob) -> RequestResult:
        result = RequestResult(request_key=job.request_key, status=RowStatus.OK, requested_cache=self.requested,
                               device=self.device, resident_after_load_bytes=self.resident_after_load,
                               worker_pid=os.getpid())
        estimate = estimate_peak_bytes(self.config, self.weight_bytes, self.setting, len(job.input_ids),
                                       job.output_budget, self.dtype_bytes)
        result.estimate = estimate
        if job.memory_budget_bytes is not None and estimate.total > job.memory_budget_bytes:
            result.status = RowStatus.NOT_RUN
            result.error = (f"estimated peak {estimate.total} bytes exceeds the memory budget "
                            f"{job.memory_budget_bytes} bytes")
            return result
        cells = self.context_cells
        if cells is not None and len(job.input_ids) + job.output_budget > cells:
            result.status = RowStatus.NOT_RUN
            result.error = (f"input {len(job.input_ids)} + output budget {job.output_budget} tokens exceeds the "
                            f"{self.backend.name} context of {cells} cells this worker opened (WorkerSpec.n_ctx)")
            return result
        print(f"[worker {os.getpid()}] begin {job.request_key} input={len(job.input_ids)} budget={job.output_budget}",
              file=sys.stderr, flush=True)
        if os.environ.get(KILL_AT_ENV) == job.request_key:
            os.kill(os.getpid(), signal.SIGKILL)
        try:
            gen = self.session.generate(job.input_ids, job.output_budget, self.stop_ids)
        except Exception as exc:  # noqa: BLE001  (an OOM is a result; anything else is too, with its trace)
            traceback.print_exc(file=sys.stderr)
            result.status = RowStatus.OOM if _is_oom(exc) else RowStatus.CRASHED
            result.error = f"{type(exc).__name__}: {exc}"
            self._release(after_failure=True)
            return result
        effective = gen.effective
        result.memory_semantics = self.session.memory_semantics
        # After the clock stopped: decode text, write files.
        result.output_token_ids = gen.new_token_ids
        result.stop_reason = gen.stop_reason
        result.prefill_s, result.decode_s = gen.prefill_s, gen.decode_s
        result.prefill_chunks_ns, result.decode_steps_ns = gen.prefill_chunks_ns, gen.decode_steps_ns
        result.contention = gen.contention
        result.effective_cache, result.cache_confirmed = effective.setting, effective.confirmed
        result.kv_bytes, result.cache_allocated_bytes = effective.kv_bytes, effective.allocated_bytes
        result.cache_report = effective.report
        result.framework_memory, result.monitor_memory = gen.framework, gen.monitor
        result.text = self.handle.tokenizer.decode(gen.new_token_ids, skip_special_tokens=True)
        if effective.setting != self.requested or not effective.confirmed:
            result.status = RowStatus.INVALID_COMPARISON
            result.error = (f"requested cache {self.requested!r} but the live cache holds {effective.setting!r}"
                            f" (confirmed={effective.confirmed}): the setting was ignored, fell back or cannot be confirmed")
        text_path = Path(job.artifact_dir) / (safe_name(job.request_key) + ".txt")
        try:
            atomic_write(text_path, result.text, root=job.root, record=True)
        except KvtrialError as exc:  # the runner stops the run with this error; the worker stays usable
            self._release()
            result.status, result.error = RowStatus.CRASHED, f"the output text could not be written: {exc}"
            result.refused = str(exc)
            return result
        result.text_path = str(text_path)
        print(f"[worker {os.getpid()}] end {job.request_key} status={result.status} tokens={len(gen.new_token_ids)}",
              file=sys.stderr, flush=True)
        self._release()
        # What the process still holds once the cache is dropped and the heap trimmed (kvtrial.memory.phases).
        result.monitor_memory["after_release_rss_bytes"] = rss_bytes()
        return result

    def _release(self, after_failure: bool = False) -> None:
        """Drop the request's cache (the session makes a fresh one for the next); after a failure
        (an OOM) also hand the device allocator's cached blocks back."""
        self.session.release()
        gc.collect()
        trim_heap()  # what the request freed goes back to the system before the next one is measured
        if after_failure and torch.cuda.is_available():
            torch.cuda.empty_cache()


def safe_name(key: str) -> str:
    return file_name_part(key)


def main() -> None:
    protocol_out = os.fdopen(os.dup(sys.stdout.fileno()), "w", buffering=1)
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())  # library prints go to the raw log, not the protocol
    sys.stdout = sys.stderr

    def send(obj: dict[str, Any]) -> None:
        protocol_out.write(json.dumps(obj) + "\n")
        protocol_out.flush()

    pin_heap()  # the executor's environment sets it from the start; this covers a worker started by hand
    line = sys.stdin.readline()
    if not line:
        return
    spec = WorkerSpec(**json.loads(line))
    try:
        worker = Worker(spec)
    except BaseException as exc:  # noqa: BLE001
        traceback.print_exc(file=sys.stderr)
        send({"ready": False, "error": f"{type(exc).__name__}: {exc}", "oom": _is_oom(exc)})
        return
    send(worker.hello())
    try:
        for line in sys.stdin:
            if not line.strip():
                continue
            job = RequestJob.from_dict(json.loads(line))
            send(worker.execute(job).to_dict())
    finally:
        worker.close()


if __name__ == "__main__":
    main()
    # Its replies sent and its streams flushed, the worker ends without the interpreter's teardown of torch, the
    # libraries and the model: about half a second of CPU for every worker a run starts, and nothing left to keep.
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(0)
