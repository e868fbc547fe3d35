"""The admission table's entries and the evidence each probe stores (docs/protocol.md, "2. Admission")."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Self

from kvtrial.records.cache_report import CacheReport
from kvtrial.records.document import Document, mapping, opt_bool, opt_int, opt_str
from kvtrial.records.migrate import admission_conditions, admission_versions


class AdmissionStatus(StrEnum):
    """A (model × backend × cache setting)'s admission."""

    PENDING = "pending"
    TRIAL_ALLOWED = "trial-allowed"
    NOT_APPLICABLE = "not-applicable"


@dataclass(frozen=True)
class DecodePathRecord:
    """The path a probe's decode steps took, as `decode_path.DecodePath.to_dict()` stored it."""

    path: str
    label: str
    short: str  # one word for a narrow table: the kernel, `torch` or `mixed`
    build: str | None = None
    chunk_path: str | None = None  # how prompt chunks were read (kernel | torch | mixed | none yet); None: not recorded


@dataclass(frozen=True, eq=False)
class AdmissionEvidence(Document):
    """What a probe found, and what it ran under. A pending entry holds only the record's version and the engine's
    interface; a failed probe holds what it had gathered when it stopped."""

    conditions: Mapping[str, Any] = field(default_factory=dict)  # device, precision, attention, versions, tokenizer
    config_version: str | None = None
    model: str | None = None
    model_revision: str | None = None
    tokenizer_revision: str | None = None
    backend: str | None = None
    engine: str | None = None
    dependency_versions: Mapping[str, str] = field(default_factory=dict)
    interface: str | None = None
    limits: Mapping[str, Any] = field(default_factory=dict)  # the model's context and how it was loaded
    sample_id: str | None = None
    input_tokens: int | None = None
    input_sha256: str | None = None
    status_of_probe: str | None = None  # the short-sample request's row status
    output_text: str | None = None
    output_tokens: int | None = None
    stop_reason: str | None = None
    requested_cache: str | None = None
    effective_cache: str | None = None
    cache_confirmed: bool | None = None
    cache_report: CacheReport | None = None
    kv_bytes: int | None = None
    context_cells: int | None = None
    decode_path: DecodePathRecord | None = None
    warnings: tuple[str, ...] = ()
    traceback: str | None = None

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        path = mapping(data.get("decode_path"))
        report = data.get("cache_report")
        return cls(
            raw=dict(data), conditions=admission_conditions(data), config_version=opt_str(data.get("config_version")),
            model=opt_str(data.get("model")), model_revision=opt_str(data.get("model_revision")),
            tokenizer_revision=opt_str(data.get("tokenizer_revision")), backend=opt_str(data.get("backend")),
            engine=opt_str(data.get("engine")),
            dependency_versions=admission_versions(data),
            interface=opt_str(data.get("interface")), limits=dict(mapping(data.get("limits"))),
            sample_id=opt_str(data.get("sample_id")), input_tokens=opt_int(data.get("input_tokens")),
            input_sha256=opt_str(data.get("input_sha256")), status_of_probe=opt_str(data.get("status_of_probe")),
            output_text=opt_str(data.get("output_text")), output_tokens=opt_int(data.get("output_tokens")),
            stop_reason=opt_str(data.get("stop_reason")), requested_cache=opt_str(data.get("requested_cache")),
            effective_cache=opt_str(data.get("effective_cache")), cache_confirmed=opt_bool(data.get("cache_confirmed")),
            cache_report=CacheReport.from_dict(report) if isinstance(report, Mapping) else None,
            kv_bytes=opt_int(data.get("kv_bytes")), context_cells=opt_int(data.get("context_cells")),
            decode_path=DecodePathRecord(str(path.get("path") or ""), str(path.get("label") or ""),
                                         str(path.get("short") or "-"), opt_str(path.get("build")),
                                         opt_str(path.get("chunk_path"))) if path else None,
            warnings=tuple(str(w) for w in data.get("warnings") or () if isinstance(w, str)),
            traceback=opt_str(data.get("traceback")))


@dataclass(frozen=True)
class AdmissionEntry:
    """One entry of the admission table: a (model × backend × cache setting), its status and the evidence. The
    ledger keeps every entry (the history); the latest per key is the table."""

    model: str
    backend: str
    setting: str
    status: AdmissionStatus
    evidence: AdmissionEvidence = field(default_factory=AdmissionEvidence)
    reason: str | None = None
    model_revision: str = ""
    entry_id: int | None = None  # the ledger's id
    created_at: str = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "status", AdmissionStatus(self.status))
