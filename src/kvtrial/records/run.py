"""What a run stores beside its rows: its request schedule (`RunInfo.schedule`) and its resolved registration
record (`RunInfo.record`)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Self

from kvtrial.records.document import Document, mapping, opt_int, opt_str
from kvtrial.records.migrate import resolved_model


@dataclass(frozen=True, eq=False)
class ScheduledRequestRecord(Document):
    """One planned request (`protocol.matrix.ScheduledRequest.to_dict()`)."""

    request_key: str | None = None
    phase: str | None = None
    cell_id: str | None = None
    target_tokens: int | None = None
    output_budget: int | None = None
    branch: str | None = None
    backend: str | None = None
    setting: str | None = None
    repeat: int | None = None
    warmup: bool = False
    order_position: int | None = None
    question: str | None = None

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        return cls(raw=dict(data), request_key=opt_str(data.get("request_key")), phase=opt_str(data.get("phase")),
                   cell_id=opt_str(data.get("cell_id")), target_tokens=opt_int(data.get("target_tokens")),
                   output_budget=opt_int(data.get("output_budget")), branch=opt_str(data.get("branch")),
                   backend=opt_str(data.get("backend")), setting=opt_str(data.get("setting")),
                   repeat=opt_int(data.get("repeat")), warmup=bool(data.get("warmup")),
                   order_position=opt_int(data.get("order_position")), question=opt_str(data.get("question")))


@dataclass(frozen=True, eq=False)
class RequestSchedule(Document):
    """The run's requests, in order, and per prepared input its sample id, token count and sha256."""

    requests: tuple[ScheduledRequestRecord, ...] = ()
    samples: dict[str, Mapping[str, Any]] = field(default_factory=dict)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        requests = data.get("requests")
        return cls(raw=dict(data),
                   requests=tuple(ScheduledRequestRecord.from_dict(r) for r in requests if isinstance(r, Mapping))
                   if isinstance(requests, list) else (),
                   samples={str(k): v for k, v in mapping(data.get("samples")).items() if isinstance(v, Mapping)})

    @property
    def cells(self) -> list[str]:
        return sorted({r.cell_id for r in self.requests if r.cell_id is not None})

    @property
    def branches(self) -> list[str]:
        return sorted({r.branch for r in self.requests if r.branch is not None})


@dataclass(frozen=True, eq=False)
class ResolvedRecord(Document):
    """The resolved registration record (`protocol.resolved.Resolved.document`). The fields the verdicts
    read are typed; the rest of the document (shared settings, branches, matrix) stays as stored."""

    model_id: str | None = None
    model_revision: str | None = None
    task: str = "brief"  # the record's fact task; `brief` when it names none, as the record schema's default

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        model_id, revision = resolved_model(data)
        shared = mapping(data.get("shared"))
        return cls(raw=dict(data), model_id=model_id, model_revision=revision, task=str(shared.get("task") or "brief"))
