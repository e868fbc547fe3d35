"""A registration record resolved on this installation (`kvtrial.protocol.resolve`), as the runner,
admission and the baseline archive read it.

`Resolved.record` is the placed record; `model` and `branches` are what resolution read here (the
model's revision and shape, each branch's backend interface and versions). `document` is the
resolution as the ledger stores it, derived from these, and its hash is the config version.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, dataclass, field
from functools import cached_property
from typing import Any

from kvtrial.protocol.record_schema import RECORD_TYPE, Record


@dataclass(frozen=True)
class ModelFacts:
    """The model and tokenizer as found here."""

    id: str
    revision: str
    source: str
    kind: str
    max_context: int
    tokenizer_revision: str
    model_type: str
    num_layers: int
    num_kv_heads: int
    head_dim: int


@dataclass(frozen=True)
class ResolvedBranch:
    """One branch mapped onto its backend here."""

    name: str
    backend: str
    enabled: bool
    setting: str  # in the backend's own spelling (its interface's "setting")
    interface: dict[str, Any]
    versions: dict[str, str]  # the backend's installed dependency versions
    not_applicable: str | None = None  # why this installation cannot serve it (admission stores that row)
    reference: str | None = None  # the ordinary branch it is compared with, when not the record's ordinary entry

    def to_dict(self) -> dict[str, Any]:
        """The stored form: `not_applicable` and `reference` only where they apply."""
        return {k: v for k, v in asdict(self).items()
                if v is not None or k not in ("not_applicable", "reference")}


@dataclass(frozen=True)
class Resolved:
    record: Record  # placed: names the device and weight precision that run
    model: ModelFacts
    branches: list[ResolvedBranch]  # the ordinary entry first, then the candidates, disabled ones included
    software: dict[str, Any] = field(repr=False)
    tokenizer: Any = field(repr=False)
    config: Any = field(repr=False)

    @property
    def max_context(self) -> int:
        return self.model.max_context

    @property
    def runnable(self) -> list[ResolvedBranch]:
        """The branches that run: ordinary first, then the enabled candidates."""
        return [b for b in self.branches if b.enabled]

    @cached_property
    def document(self) -> dict[str, Any]:
        """The resolution as the ledger stores it (its shape is part of the config version)."""
        return {
            "record_type": RECORD_TYPE,
            "model": asdict(self.model),
            "shared": _shared_document(self.record),
            "branches": [b.to_dict() for b in self.branches],
            "fallback_entry": self.record.fallback_entry,
            "matrix": _matrix_document(self.record),
            "software": self.software,
        }

    @cached_property
    def config_version(self) -> str:
        return config_version_of(self.document)


def config_version_of(document: dict[str, Any]) -> str:
    return hashlib.sha256(json.dumps(document, sort_keys=True).encode()).hexdigest()[:16]


def _shared_document(record: Record) -> dict[str, Any]:
    sh = record.shared
    return {"model": sh.model, "model_revision": sh.model_revision, "tokenizer_revision": sh.tokenizer_revision,
            "sample_id": sh.sample_id, "task": sh.task, "questions": list(sh.questions) if sh.questions else None,
            "language": sh.language, "batch_size": sh.batch_size, "decoding": sh.generation_settings.decoding,
            "weight_precision": sh.weight_precision, "device": sh.device,
            "attn_implementation": sh.attn_implementation, "threads": sh.threads,
            # only when set, so a record without a task file keeps its config version
            **({"task_file_sha256": sh.task_file.sha256} if sh.task_file is not None else {}),
            # only when set, so a record written before chunked prefill keeps its config version
            **({"prefill_chunk_size": chunk} if (chunk := sh.generation_settings.prefill_chunk_size) else {})}


def _matrix_document(record: Record) -> dict[str, Any]:
    """The matrix with its profile's cells filled in."""
    m = record.matrix
    return {"profile": m.profile, "input_tokens": m.cell_inputs, "output_budgets": m.cell_budgets,
            "repeats": m.repeat_count, "warmup": m.warmup, "short_sample_tokens": m.short_sample_tokens,
            "short_sample_budget": m.short_sample_budget, "memory_budget_bytes": m.memory_budget_bytes,
            # only when set, so a record with a fixed number of repeats keeps its config version
            **({"repeat_rule": rule.model_dump()} if (rule := m.repeat_rule) is not None else {})}
