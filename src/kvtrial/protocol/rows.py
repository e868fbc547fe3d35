"""The shape of one measured row (docs/protocol.md, "6. The row") and its statuses: shared by the runner,
the ledger, the comparison rules, the gate and the report."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from enum import StrEnum
from typing import Any

from kvtrial.protocol.peak_estimate import PeakEstimate
from kvtrial.protocol.placement import Placement


class RowStatus(StrEnum):
    """How a row ended. Only `ok` rows carry measurements a comparison may use; the values are the
    words ledgers and JSON keep."""

    OK = "ok"
    OOM = "oom"
    CRASHED = "crashed"
    INVALID_COMPARISON = "invalid comparison"  # the requested setting was ignored / fell back / unconfirmed
    NOT_RUN = "not run"  # skipped before running, e.g. input + output beyond the model's context


class AdmissionStatus(StrEnum):
    """A (model × backend × cache setting)'s admission (docs/protocol.md, "2. Admission")."""

    PENDING = "pending"
    TRIAL_ALLOWED = "trial-allowed"
    NOT_APPLICABLE = "not-applicable"


ORDINARY_BRANCH = "ordinary"


# Fields older ledgers kept inside a row's `extra`.
_FORMERLY_EXTRA = ("cache_report", "memory_semantics", "monitor_memory", "row_id", "estimate")


@dataclass
class Row:
    """One request of one branch in one cell of the length matrix (or its warm-up)."""

    # identity
    run_id: str
    config_version: str  # hash of the resolved registration record
    cell_id: str  # e.g. "in1024-out256"
    sample_id: str
    branch: str  # "ordinary" or the candidate's setting, e.g. "q8_0/turbo4"
    backend: str  # "native", "transformers-quanto", ...
    repeat: int  # 0-based; warm-up rows have warmup=True
    order_position: int  # position of this branch within its repeat (alternation evidence)
    warmup: bool
    status: RowStatus
    # lengths (tokenizer counts)
    input_tokens: int | None = None
    output_budget: int | None = None
    output_tokens: int | None = None
    stop_reason: str | None = None  # "eos" | "length" | "error"
    # effective configuration, read back from the live cache object
    requested_cache: str | None = None
    effective_cache: str | None = None
    cache_confirmed: bool | None = None
    kv_bytes: int | None = None  # bytes of stored keys/values after the request, from describe()
    # memory: framework statistics and device-monitor readings kept apart
    device: str | None = None  # "cpu" or "cuda:0"
    resident_after_load_bytes: int | None = None  # process RSS after load (monitor reading)
    peak_allocated_bytes: int | None = None  # framework: CUDA allocator; on CPU the cache's own tensor bytes
    peak_reserved_bytes: int | None = None  # framework: CUDA reserved; on CPU the cache's allocated buffers
    monitor_peak_rss_bytes: int | None = None  # /proc sampled peak RSS of the process (host memory) during the request
    # NVML sampled during the request on CUDA (None elsewhere, or when NVML could not read): the
    # whole device's peak used memory and this process's own; beside the framework's peaks above
    monitor_peak_device_bytes: int | None = None
    monitor_peak_process_bytes: int | None = None
    memory_units: str = "bytes"
    # time (seconds, device-synchronized boundaries, load and tokenization excluded)
    prefill_s: float | None = None
    decode_s: float | None = None
    generation_s: float | None = None  # prefill + decode
    # quality of the generated text
    fact_errors: int | None = None  # distorted + omitted + unsupported against the source
    fact_grades: dict[str, Any] | None = None
    integrity: dict[str, Any] | None = None
    # evidence
    artifact_path: str | None = None  # generated text, raw log
    error: str | None = None
    placement: Placement | None = None  # where it ran (None: not run, or a row from before placements were typed)
    # read back during the request and kept as evidence the verdicts read (older ledgers kept them in `extra`)
    cache_report: dict[str, Any] | None = None  # describe() of the live cache: decode path, layer types
    memory_semantics: str | None = None  # what peak_allocated / peak_reserved mean for this row
    monitor_memory: dict[str, Any] | None = None  # /proc and NVML readings, each with its source
    estimate: PeakEstimate | None = None  # the worker's pre-run estimate of the request's peak (`kvtrial plan`)
    row_id: int | None = None  # the ledger's row id, where one was recorded
    extra: dict[str, Any] = field(default_factory=dict)  # further evidence no verdict reads

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @property
    def monitor_peak_added_bytes(self) -> int | None:
        """The request's own RSS peak: its peak minus the resident memory when it began (None: not read)."""
        start = (self.monitor_memory or {}).get("start_rss_bytes")
        if start is None or self.monitor_peak_rss_bytes is None:
            return None
        return self.monitor_peak_rss_bytes - int(start)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Row:
        names = {f.name for f in fields(cls)}
        unknown = set(data) - names
        if unknown:
            raise ValueError(f"unknown row fields: {', '.join(sorted(unknown))}")
        data = dict(data)
        # Older ledgers kept these under `extra`: they load into their own fields.
        extra = dict(data.get("extra") or {})
        for key in _FORMERLY_EXTRA:
            if key in extra:
                value = extra.pop(key)
                data[key] = value if data.get(key) is None else data[key]
        data["extra"] = extra
        # Older ledgers kept the placement dict under `extra`; both forms load as a Placement.
        placement = data.get("placement") or (data.get("extra") or {}).get("placement")
        data["placement"] = Placement.from_dict(placement) if isinstance(placement, dict) else placement
        estimate = data.get("estimate")
        data["estimate"] = PeakEstimate.from_dict(estimate) if isinstance(estimate, dict) else estimate
        data["status"] = RowStatus(data["status"])
        return cls(**data)


def row_field_names() -> list[str]:
    return [f.name for f in fields(Row)]
