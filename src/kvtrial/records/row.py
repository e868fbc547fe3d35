"""The shape of one measured row (docs/protocol.md, "6. The row") and its statuses: shared by the runner,
the ledger, the comparison rules, the gate and the report."""

from __future__ import annotations

import copy
from dataclasses import asdict, dataclass, field, fields, is_dataclass
from enum import StrEnum
from typing import Any

from kvtrial.records.admission import AdmissionStatus
from kvtrial.records.cache_report import CacheReport
from kvtrial.records.contention import ContentionRecord
from kvtrial.records.document import Document
from kvtrial.records.fact_grades import FactGradesRecord
from kvtrial.records.integrity import IntegrityRecord
from kvtrial.records.memory import MonitorMemory
from kvtrial.records.peak_estimate import PeakEstimate
from kvtrial.records.placement import Placement
from kvtrial.records.timing import RequestTiming


class RowStatus(StrEnum):
    """How a row ended. Only `ok` rows carry measurements a comparison may use; the values are the
    words ledgers and JSON keep."""

    OK = "ok"
    OOM = "oom"
    CRASHED = "crashed"
    INVALID_COMPARISON = "invalid comparison"  # the requested setting was ignored / fell back / unconfirmed
    NOT_RUN = "not run"  # skipped before running, e.g. input + output beyond the model's context


ORDINARY_BRANCH = "ordinary"
__all__ = ["ORDINARY_BRANCH", "AdmissionStatus", "Row", "RowStatus"]  # AdmissionStatus: kvtrial.records


# The row's stored documents and their types: `Row.from_dict` reads each stored document into its type.
DOCUMENT_FIELDS: dict[str, type[Document]] = {"cache_report": CacheReport, "monitor_memory": MonitorMemory,
                                     "integrity": IntegrityRecord, "fact_grades": FactGradesRecord,
                                     "timing": RequestTiming, "contention": ContentionRecord}


# Documents rows keep since ledger schema version 3; a row without them stores no key for them.
_SINCE_V3 = ("timing", "contention", "added_by_repeat_rule")


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
    # every prefill chunk and decode step, nanoseconds each (prefill_s and decode_s are their sums); None: a row
    # from before pieces were kept, whose speed is compared by the repeat-range rule
    timing: RequestTiming | None = None
    # what competed for the CPUs during the request (other processes, steal); None: not read
    contention: ContentionRecord | None = None
    # why the record's repeat rule added this row's repeat pair (None: a planned repeat)
    added_by_repeat_rule: str | None = None
    # quality of the generated text
    fact_errors: int | None = None  # distorted + omitted + unsupported against the source
    fact_grades: FactGradesRecord | None = None  # the grader's labels, with the evidence each rests on
    integrity: IntegrityRecord | None = None  # the integrity checks of the generated text
    # evidence
    artifact_path: str | None = None  # generated text, raw log
    error: str | None = None
    placement: Placement | None = None  # where it ran (None: not run, or a row from before placements were typed)
    # read back during the request and kept as evidence the verdicts read (older ledgers kept them in `extra`)
    cache_report: CacheReport | None = None  # describe() of the live cache: decode path, layer types
    memory_semantics: str | None = None  # what peak_allocated / peak_reserved mean for this row
    monitor_memory: MonitorMemory | None = None  # /proc and NVML readings, each with its source
    estimate: PeakEstimate | None = None  # the worker's pre-run estimate of the request's peak (`kvtrial plan`)
    row_id: int | None = None  # the ledger's row id, where one was recorded
    extra: dict[str, Any] = field(default_factory=dict)  # further evidence no verdict reads

    def to_dict(self) -> dict[str, Any]:
        """The row as the ledger stores it: its documents as stored, the typed parts as plain JSON."""
        out: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if value is None and f.name in _SINCE_V3:
                continue  # absent, as in the rows written before them: a stored row reads and writes back the same
            if isinstance(value, Document):
                out[f.name] = value.to_dict()
            elif is_dataclass(value) and not isinstance(value, type):
                out[f.name] = asdict(value)
            else:
                out[f.name] = copy.deepcopy(value)
        return out

    @property
    def monitor_peak_added_bytes(self) -> int | None:
        """The request's own RSS peak: its peak minus the resident memory when it began (None: not read)."""
        start = self.monitor_memory.start_rss_bytes if self.monitor_memory is not None else None
        if start is None or self.monitor_peak_rss_bytes is None:
            return None
        return self.monitor_peak_rss_bytes - start

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Row:
        names = {f.name for f in fields(cls)}
        unknown = set(data) - names
        if unknown:
            raise ValueError(f"unknown row fields: {', '.join(sorted(unknown))}")
        placement = data.get("placement")
        data["placement"] = Placement.from_dict(placement) if isinstance(placement, dict) else placement
        estimate = data.get("estimate")
        data["estimate"] = PeakEstimate.from_dict(estimate) if isinstance(estimate, dict) else estimate
        data["status"] = RowStatus(data["status"])
        for name, kind in DOCUMENT_FIELDS.items():  # each stored document reads into its type, here and nowhere else
            value = data.get(name)
            if value is not None and not isinstance(value, kind):
                data[name] = kind.from_dict(value)
        return cls(**data)


def request_key(cell: str, branch: str, repeat: int, warmup: bool) -> str:
    """The request a row answers (cell, branch, repeat or warm-up): what resumes, reviews and reports name."""
    return f"{cell}|{branch}|{'warmup' if warmup else f'r{repeat}'}"


def row_field_names() -> list[str]:
    return [f.name for f in fields(Row)]
