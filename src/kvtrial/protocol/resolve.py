"""Resolution: a checked registration record mapped onto what is installed here.

For the model it reads the real revision and context length and the tokenizer's revision, and
refuses a record whose pinned revisions differ. For each branch it looks the backend up by name,
asks whether it serves the setting on this model, maps the setting onto the backend's real
interface, and records the backend's installed versions (refusing a record that pins other
versions). A candidate on another engine than the ordinary entry's (llama.cpp) needs that
engine's own ordinary branch to be compared with; a record without one is refused. `Resolved`
holds the placed record (the one the run uses and the ledger stores) and the resolution document
stored with the results, whose hash is the config version.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import Any

from kvtrial.backends import get_backend
from kvtrial.device import check_device, default_dtype
from kvtrial.errors import KvtrialError
from kvtrial.models.metadata import load_tokenizer, model_config, tokenizer_revision
from kvtrial.protocol.environment import software
from kvtrial.protocol.record import RecordError
from kvtrial.protocol.record_schema import Record
from kvtrial.protocol.reference import BranchRef, pair_branches


@dataclass
class Resolved:
    record: Record  # placed: names the device and weight precision that run
    data: dict[str, Any]  # the resolution document stored in the ledger (its shared and matrix derive from `record`)
    config_version: str
    tokenizer: Any
    config: Any

    @property
    def max_context(self) -> int:
        return int(self.data["model"]["max_context"])


def config_version_of(data: dict[str, Any]) -> str:
    return hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()[:16]


def place_record(record: Record, device: str | None = None) -> Record:
    """The record settled on this machine: `device` (a command's --device) replaces shared.device;
    the device must exist here (one error naming what does); a record that does not name
    weight_precision gets the device's default (float32 on the CPU, bfloat16/float16 on CUDA).
    Both are written into the returned copy, so its stored form (and a resume from it) names what ran."""
    shared = record.shared
    placed = check_device(device if device is not None else shared.device)
    precision = shared.weight_precision if "weight_precision" in shared.model_fields_set else default_dtype(placed)
    return record.model_copy(update={"shared": shared.model_copy(update={"device": placed,
                                                                         "weight_precision": precision})})


def resolve_record(record: Record, device: str | None = None) -> Resolved:
    from kvtrial.models import model_info

    record = place_record(record, device)
    shared = record.shared
    info = model_info(shared.model)  # ModelNotFoundError names what is valid
    problems: list[str] = []
    if shared.model_revision != info.revision:
        problems.append(f"shared.model_revision is {shared.model_revision!r} but model {shared.model!r} here has "
                        f"revision {info.revision!r}")
    tokenizer = load_tokenizer(shared.model)
    tok_rev = tokenizer_revision(tokenizer)
    if shared.tokenizer_revision != tok_rev:
        problems.append(f"shared.tokenizer_revision is {shared.tokenizer_revision!r} but the tokenizer here has "
                        f"revision {tok_rev!r}")
    config = model_config(shared.model)
    branches = []
    for where, branch in [("ordinary", record.ordinary_branch)] + [
        (f"quantized_candidate[{i}]", c) for i, c in enumerate(record.candidates)
    ]:
        backend = get_backend(branch.backend)  # UnknownNameError lists the backends
        versions = backend.versions()
        if branch.dependency_versions:
            wrong = [f"{pkg} {want} (installed: {versions.get(pkg, 'not a dependency of this backend')})"
                     for pkg, want in sorted(branch.dependency_versions.items()) if versions.get(pkg) != want]
            if wrong:
                problems.append(f"{where}.dependency_versions pin versions that are not installed: {', '.join(wrong)}")
        try:
            setting = backend.parse(branch.setting)  # a malformed setting is bad input: refused here
        except KvtrialError as exc:
            problems.append(f"{where}: {exc}")
            continue
        interface = backend.interface(setting)
        reason = backend.supports(setting, config, source=info.source)
        if reason and where == "ordinary":
            problems.append(f"{where}: backend {branch.backend!r} cannot serve {branch.setting!r} on this model: {reason}")
            continue
        entry = {"name": branch.name, "backend": branch.backend, "enabled": branch.enabled,
                 "setting": interface["setting"], "interface": interface, "versions": versions}
        if reason:
            # A well-formed candidate this installation cannot serve (a missing optional dependency, a model
            # the backend refuses) stays in the record: admission stores it as a `not-applicable` row.
            entry["not_applicable"] = reason
        branches.append(entry)
    if not problems:
        # Every candidate is compared with its own engine's ordinary cache (protocol/reference.py).
        pairing = pair_branches([BranchRef(b["name"], b["backend"], b["setting"]) for b in branches if b["enabled"]],
                                record.ordinary.entry)
        problems += list(pairing.problems)
        for b in branches:
            if pairing.references.get(b["name"], record.ordinary.entry) != record.ordinary.entry:
                b["reference"] = pairing.references[b["name"]]  # absent: compared with the ordinary entry
    problems += _device_problems(shared.device)
    for m in record.matrix.cell_inputs:
        if m >= info.max_context:
            problems.append(f"matrix.input_tokens {m} is beyond the context of model {shared.model!r} "
                            f"({info.max_context} tokens, input and output together); use lengths below it")
    short = record.matrix.short_sample_tokens + record.matrix.short_sample_budget
    if short > info.max_context:
        problems.append(f"matrix.short_sample_tokens {record.matrix.short_sample_tokens} + short_sample_budget "
                        f"{record.matrix.short_sample_budget} = {short} tokens is beyond the context of model "
                        f"{shared.model!r} ({info.max_context} tokens)")
    if problems:
        raise RecordError("the registration record does not match this installation: " + "; ".join(problems))
    data = {
        "record_type": "experiment_design_not_library_config",
        "model": {"id": shared.model, "revision": info.revision, "source": info.source, "kind": info.kind,
                  "max_context": info.max_context, "tokenizer_revision": tok_rev, "model_type": info.model_type,
                  "num_layers": info.num_layers, "num_kv_heads": info.num_kv_heads, "head_dim": info.head_dim},
        "shared": _shared_document(record),
        "branches": branches,
        "fallback_entry": record.fallback_entry,
        "matrix": _matrix_document(record),
        "software": software(),
    }
    return Resolved(record, data, config_version_of(data), tokenizer, config)


def _shared_document(record: Record) -> dict[str, Any]:
    """The shared conditions in the resolution document (their shape is part of the config version)."""
    sh = record.shared
    return {"model": sh.model, "model_revision": sh.model_revision, "tokenizer_revision": sh.tokenizer_revision,
            "sample_id": sh.sample_id, "task": sh.task, "questions": list(sh.questions) if sh.questions else None,
            "language": sh.language, "batch_size": sh.batch_size, "decoding": sh.generation_settings.decoding,
            "weight_precision": sh.weight_precision, "device": sh.device,
            "attn_implementation": sh.attn_implementation, "threads": sh.threads}


def _matrix_document(record: Record) -> dict[str, Any]:
    """The matrix with its profile's cells filled in (its shape is part of the config version)."""
    m = record.matrix
    return {"profile": m.profile, "input_tokens": m.cell_inputs, "output_budgets": m.cell_budgets,
            "repeats": m.repeat_count, "warmup": m.warmup, "short_sample_tokens": m.short_sample_tokens,
            "short_sample_budget": m.short_sample_budget, "memory_budget_bytes": m.memory_budget_bytes}


def _device_problems(device: str) -> list[str]:
    """A CUDA device the record names must exist here (the schema has already checked the spelling)."""
    if not device.startswith("cuda"):
        return []
    import torch

    count = torch.cuda.device_count() if torch.cuda.is_available() else 0
    index = int(device.partition(":")[2] or 0)
    if index >= count:
        have = f"devices cuda:0 to cuda:{count - 1}" if count else "no CUDA device"
        return [f"shared.device is {device!r} but this machine has {have}; use cpu or an existing device"]
    return []


def branch_specs(resolved: Resolved) -> list[dict[str, Any]]:
    """The resolved branches that run: ordinary first, then the enabled candidates."""
    return [b for b in resolved.data["branches"] if b["enabled"]]
