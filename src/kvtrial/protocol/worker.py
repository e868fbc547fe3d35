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

from kvtrial.backends import get_backend
from kvtrial.protocol.estimate import estimate_peak_bytes
from kvtrial.protocol.jobs import RequestJob, RequestResult, WorkerSpec
from kvtrial.protocol.measure import eos_ids, rss_bytes, timed_greedy
from kvtrial.protocol.rows import CRASHED, INVALID_COMPARISON, NOT_RUN, OK, OOM

# Test hook: a worker that receives the request with this key kills itself (SIGKILL) mid-request.
KILL_AT_ENV = "KVTRIAL_TEST_KILL_AT"

DTYPES = {"float32": torch.float32, "float16": torch.float16, "bfloat16": torch.bfloat16}


def _is_oom(exc: BaseException) -> bool:
    return isinstance(exc, (MemoryError, torch.OutOfMemoryError)) or "out of memory" in str(exc).lower()


class Worker:
    """One loaded model with one backend and cache setting."""

    def __init__(self, spec: WorkerSpec, loaded: Any = None) -> None:
        from kvtrial.models import load_model

        self.spec = spec
        if spec.threads:
            torch.set_num_threads(spec.threads)
        self.backend = get_backend(spec.backend)
        self.loaded = loaded or load_model(spec.model, DTYPES[spec.dtype], spec.attn_implementation, spec.device)
        self.model = self.loaded.model
        self.requested = self.backend.interface(spec.setting)["setting"]
        self.stop_ids = eos_ids(self.model, self.loaded.tokenizer)
        gc.collect()
        self.resident_after_load = rss_bytes()
        self.weight_bytes = sum(p.numel() * p.element_size() for p in self.model.parameters())
        self.dtype_bytes = torch.tensor([], dtype=DTYPES[spec.dtype]).element_size()

    def hello(self) -> dict[str, Any]:
        return {"ready": True, "pid": os.getpid(), "revision": self.loaded.revision, "threads": torch.get_num_threads(),
                "resident_after_load_bytes": self.resident_after_load, "device": str(self.model.device),
                "versions": self.backend.versions()}

    def execute(self, job: RequestJob) -> RequestResult:
        result = RequestResult(request_key=job.request_key, status=OK, requested_cache=self.requested,
                               device=str(self.model.device), resident_after_load_bytes=self.resident_after_load,
                               worker_pid=os.getpid())
        estimate = estimate_peak_bytes(self.model.config, self.weight_bytes, self.spec.setting, len(job.input_ids),
                                       job.output_budget, self.dtype_bytes)
        result.estimate = estimate
        if job.memory_budget_bytes is not None and estimate["total"] > job.memory_budget_bytes:
            result.status = NOT_RUN
            result.error = (f"estimated peak {estimate['total']} bytes exceeds the memory budget "
                            f"{job.memory_budget_bytes} bytes")
            return result
        print(f"[worker {os.getpid()}] begin {job.request_key} input={len(job.input_ids)} budget={job.output_budget}",
              file=sys.stderr, flush=True)
        if os.environ.get(KILL_AT_ENV) == job.request_key:
            os.kill(os.getpid(), signal.SIGKILL)
        cache = None
        try:
            cache = self.backend.new_cache(self.spec.setting, self.model)  # fresh per request
            gen = timed_greedy(self.model, job.input_ids, cache, job.output_budget, self.stop_ids)
        except Exception as exc:  # noqa: BLE001  (an OOM is a result; anything else is too, with its trace)
            traceback.print_exc(file=sys.stderr)
            result.status = OOM if _is_oom(exc) else CRASHED
            result.error = f"{type(exc).__name__}: {exc}"
            del cache
            gc.collect()
            if torch.cuda.is_available():
                torch.cuda.empty_cache()
            return result
        effective = self.backend.effective(cache)
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
    for line in sys.stdin:
        if not line.strip():
            continue
        job = RequestJob.from_dict(json.loads(line))
        send(worker.execute(job).to_dict())


if __name__ == "__main__":
    main()
