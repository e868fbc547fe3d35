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

from kvtrial.backends import EffectiveCache, get_backend
from kvtrial.protocol.estimate import estimate_peak_bytes
from kvtrial.protocol.jobs import RequestJob, RequestResult, WorkerSpec
from kvtrial.protocol.measure import Generation, RssMonitor, eos_ids, rss_bytes, timed_greedy
from kvtrial.protocol.rows import CRASHED, INVALID_COMPARISON, NOT_RUN, OK, OOM

# Test hook: a worker that receives the request with this key kills itself (SIGKILL) mid-request.
KILL_AT_ENV = "KVTRIAL_TEST_KILL_AT"

TRANSFORMERS = "transformers"  # the engine whose caches are objects handed to a loaded model

DTYPES = {"float32": torch.float32, "float16": torch.float16, "bfloat16": torch.bfloat16}


def _is_oom(exc: BaseException) -> bool:
    return isinstance(exc, (MemoryError, torch.OutOfMemoryError)) or "out of memory" in str(exc).lower()


class Worker:
    """One loaded model with one backend and cache setting.

    Transformers engines get a fresh cache object per request (`backend.new_cache`). Any other
    engine (llama.cpp) runs the weights itself: the worker opens one session for its whole life
    (`backend.open`), each request clears the session's memory, and `close()` frees it. Such a
    worker loads no torch weights, only the tokenizer and config."""

    def __init__(self, spec: WorkerSpec, loaded: Any = None) -> None:
        self.spec = spec
        if spec.threads:
            torch.set_num_threads(spec.threads)
        self.backend = get_backend(spec.backend)
        self.engine = self.backend.engine
        self.requested = self.backend.interface(spec.setting)["setting"]
        self.session: Any = None
        if self.engine == TRANSFORMERS:
            from kvtrial.models import load_model

            self.loaded = loaded or load_model(spec.model, DTYPES[spec.dtype], spec.attn_implementation, spec.device)
            self.model = self.loaded.model
            self.config, self.device = self.model.config, str(self.model.device)
            self.stop_ids = eos_ids(self.model, self.loaded.tokenizer)
            self.weight_bytes = sum(p.numel() * p.element_size() for p in self.model.parameters())
        else:
            from kvtrial.protocol.modelref import model_files

            self.loaded = loaded or model_files(spec.model)
            self.model = None  # the engine holds the weights
            self.config, self.device = self.loaded.config, "cpu"  # llama.cpp runs with n_gpu_layers=0
            self.stop_ids = eos_ids(getattr(self.loaded, "model", None) or self.loaded, self.loaded.tokenizer)
            self.weight_bytes = Path(self.loaded.source).stat().st_size
            self.session = self.backend.open(self.loaded, spec.setting, n_ctx=spec.n_ctx, n_threads=spec.threads)
        gc.collect()
        self.resident_after_load = rss_bytes()
        self.dtype_bytes = torch.tensor([], dtype=DTYPES[spec.dtype]).element_size()

    @property
    def context_cells(self) -> int | None:
        """How many tokens the session's context holds (None: no fixed context, transformers engines)."""
        return getattr(getattr(self.session, "context", None), "n_ctx", None)

    def hello(self) -> dict[str, Any]:
        return {"ready": True, "pid": os.getpid(), "revision": self.loaded.revision, "threads": torch.get_num_threads(),
                "resident_after_load_bytes": self.resident_after_load, "device": self.device,
                "versions": self.backend.versions(), "engine": self.engine, "context_cells": self.context_cells}

    def close(self) -> None:
        """Free the engine's session (llama.cpp's model and context); transformers engines hold none."""
        if self.session is not None:
            self.session.close()
            self.session = None

    def execute(self, job: RequestJob) -> RequestResult:
        result = RequestResult(request_key=job.request_key, status=OK, requested_cache=self.requested,
                               device=self.device, resident_after_load_bytes=self.resident_after_load,
                               worker_pid=os.getpid())
        estimate = estimate_peak_bytes(self.config, self.weight_bytes, self.spec.setting, len(job.input_ids),
                                       job.output_budget, self.dtype_bytes)
        result.estimate = estimate
        if job.memory_budget_bytes is not None and estimate["total"] > job.memory_budget_bytes:
            result.status = NOT_RUN
            result.error = (f"estimated peak {estimate['total']} bytes exceeds the memory budget "
                            f"{job.memory_budget_bytes} bytes")
            return result
        cells = self.context_cells
        if cells is not None and len(job.input_ids) + job.output_budget > cells:
            result.status = NOT_RUN
            result.error = (f"input {len(job.input_ids)} + output budget {job.output_budget} tokens exceeds the "
                            f"{self.engine} context of {cells} cells this worker opened (WorkerSpec.n_ctx)")
            return result
        print(f"[worker {os.getpid()}] begin {job.request_key} input={len(job.input_ids)} budget={job.output_budget}",
              file=sys.stderr, flush=True)
        if os.environ.get(KILL_AT_ENV) == job.request_key:
            os.kill(os.getpid(), signal.SIGKILL)
        cache = None
        try:
            if self.session is None:
                cache = self.backend.new_cache(self.spec.setting, self.model)  # fresh per request
                gen = timed_greedy(self.model, job.input_ids, cache, job.output_budget, self.stop_ids)
                effective = None
            else:
                gen, effective = self._session_generate(job)
        except Exception as exc:  # noqa: BLE001  (an OOM is a result; anything else is too, with its trace)
            traceback.print_exc(file=sys.stderr)
            result.status = OOM if _is_oom(exc) else CRASHED
            result.error = f"{type(exc).__name__}: {exc}"
            del cache
            gc.collect()
            if torch.cuda.is_available():
                torch.cuda.empty_cache()
            return result
        if effective is None:
            effective = self.backend.effective(cache)
        else:
            result.memory_semantics = ENGINE_MEMORY_SEMANTICS
        # After the clock stopped: decode text, write files.
        result.output_token_ids = gen.new_token_ids
        result.stop_reason = gen.stop_reason
        result.prefill_s, result.decode_s = gen.prefill_s, gen.decode_s
        result.effective_cache, result.cache_confirmed = effective.setting, effective.confirmed
        result.kv_bytes, result.cache_allocated_bytes = effective.kv_bytes, effective.allocated_bytes
        result.cache_report = effective.report
        result.framework_memory, result.monitor_memory = gen.framework, gen.monitor
        result.text = self.loaded.tokenizer.decode(gen.new_token_ids, skip_special_tokens=True)
        if effective.setting != self.requested or not effective.confirmed:
            result.status = INVALID_COMPARISON
            result.error = (f"requested cache {self.requested!r} but the live cache holds {effective.setting!r}"
                            f" (confirmed={effective.confirmed}): the setting was ignored, fell back or cannot be confirmed")
        folder = Path(job.artifact_dir)
        folder.mkdir(parents=True, exist_ok=True)
        text_path = folder / (safe_name(job.request_key) + ".txt")
        text_path.write_text(result.text, encoding="utf-8")
        result.text_path = str(text_path)
        print(f"[worker {os.getpid()}] end {job.request_key} status={result.status} tokens={len(gen.new_token_ids)}",
              file=sys.stderr, flush=True)
        del cache
        gc.collect()
        return result

    def _session_generate(self, job: RequestJob) -> tuple[Generation, EffectiveCache]:
        """One request through the engine's session (it clears its memory first), with the same RSS
        monitor as the transformers path; torch's allocator statistics do not apply to it."""
        with RssMonitor() as monitor:
            gen = self.session.generate(job.input_ids, job.output_budget, self.stop_ids)
        framework = {self.device: {"not_applicable": f"{self.engine} allocates its own buffers outside torch: "
                                                     "no allocator statistics"}}
        return (Generation(gen.new_token_ids, gen.stop_reason, gen.prefill_s, gen.decode_s, framework,
                           monitor.reading()), gen.effective)


# What a row's peak_allocated / peak_reserved hold for an engine that is not transformers.
ENGINE_MEMORY_SEMANTICS = (
    "engine-managed cache (llama.cpp): peak_allocated = bytes of the stored keys/values (the cache types llama.cpp "
    "reported x tokens held), peak_reserved = the KV buffer llama.cpp allocated for its whole context (its own "
    "report); torch/CUDA allocator statistics do not apply (framework_memory says so)"
)


def safe_name(key: str) -> str:
    return "".join(c if c.isalnum() or c in "-_." else "_" for c in key)


def main() -> None:
    protocol_out = os.fdopen(os.dup(sys.stdout.fileno()), "w", buffering=1)
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())  # library prints go to the raw log, not the protocol
    sys.stdout = sys.stderr

    def send(obj: dict[str, Any]) -> None:
        protocol_out.write(json.dumps(obj) + "\n")
        protocol_out.flush()

    line = sys.stdin.readline()
    if not line:
        return
    spec = WorkerSpec(**json.loads(line))
    try:
        worker = Worker(spec)
    except BaseException as exc:  # noqa: BLE001
        traceback.print_exc(file=sys.stderr)
        send({"ready": False, "error": f"{type(exc).__name__}: {exc}"})
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
