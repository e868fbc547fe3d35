"""What an executor carries: the worker to run a request in, the request, and its result.

All three are plain JSON-able dataclasses so any executor (local subprocesses today, a Ray actor
per worker later) can ship them as they are.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, dataclass, field
from typing import Any

from kvtrial.fsio import file_name_part
from kvtrial.records.peak_estimate import PeakEstimate
from kvtrial.records.placement import Placement
from kvtrial.records.row import RowStatus


@dataclass(frozen=True)
class WorkerSpec:
    """What one worker process loads: one branch = one model load with one backend and setting."""

    model: str
    dtype: str
    attn_implementation: str
    device: str
    backend: str
    setting: str
    branch: str
    threads: int | None = None  # torch intra-op threads, the same for every branch (llama.cpp's threads too)
    n_ctx: int | None = None  # llama.cpp context cells (None: the model's context); transformers engines ignore it
    prefill_chunk: int | None = None  # prompt tokens per forward pass (None: the whole prompt in one)

    @property
    def key(self) -> str:
        return hashlib.sha256(json.dumps(asdict(self), sort_keys=True).encode()).hexdigest()[:12]

    @property
    def slug(self) -> str:
        """The branch name as a file-name part (worker log names, for every executor)."""
        return file_name_part(self.branch, keep="", fill="-")[:40]


@dataclass
class RequestJob:
    """One request: a fresh cache, a prompt, a budget. `input_ids` are the tokenized formatted input,
    identical for every branch of the cell (tokenization stays outside the worker and its timing)."""

    worker: WorkerSpec
    run_id: str
    request_key: str
    cell_id: str
    repeat: int
    warmup: bool
    order_position: int
    input_ids: list[int]
    output_budget: int
    artifact_dir: str
    memory_budget_bytes: int | None = None
    root: str | None = None  # the project folder the artifact must stay inside (no link out of it is followed)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> RequestJob:
        data = dict(data)
        data["worker"] = WorkerSpec(**data["worker"])
        return cls(**data)


@dataclass
class RequestResult:
    """What came back: the row status of the request, and what it measured."""

    request_key: str
    status: RowStatus
    output_token_ids: list[int] = field(default_factory=list)
    text: str | None = None
    stop_reason: str | None = None
    prefill_s: float | None = None
    decode_s: float | None = None
    requested_cache: str | None = None
    effective_cache: str | None = None
    cache_confirmed: bool | None = None
    kv_bytes: int | None = None
    cache_allocated_bytes: int | None = None
    device: str | None = None
    resident_after_load_bytes: int | None = None
    framework_memory: dict[str, Any] = field(default_factory=dict)  # per device, allocator statistics
    monitor_memory: dict[str, Any] = field(default_factory=dict)  # /proc or device-monitor readings
    estimate: PeakEstimate | None = None  # the worker's pre-run estimate (None: it made none)
    cache_report: dict[str, Any] = field(default_factory=dict)
    memory_semantics: str | None = None  # what peak allocated/reserved mean for this engine (None: the runner's default)
    text_path: str | None = None
    log_path: str | None = None
    worker_pid: int | None = None
    error: str | None = None
    placement: Placement | None = None  # where it ran, set by the executor
    refused: str | None = None  # a write the worker refused (a link out of the project): the run stops, no row
    prefill_chunks_ns: list[int] = field(default_factory=list)  # each piece's time: the stage times are their sums
    decode_steps_ns: list[int] = field(default_factory=list)
    contention: dict[str, Any] = field(default_factory=dict)  # CPU competition during the request (kvtrial.contention)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> RequestResult:
        data = dict(data)
        if isinstance(data.get("placement"), dict):
            data["placement"] = Placement.from_dict(data["placement"])
        if isinstance(data.get("estimate"), dict):
            data["estimate"] = PeakEstimate.from_dict(data["estimate"])
        data["status"] = RowStatus(data["status"])
        return cls(**data)
