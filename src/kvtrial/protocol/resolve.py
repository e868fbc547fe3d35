"""Resolution: a checked registration record mapped onto what is installed here.

For the model it reads the real revision and context length and the tokenizer's revision, and
refuses a record whose pinned revisions differ. For each branch it looks the backend up by name,
asks whether it serves the setting on this model, maps the setting onto the backend's real
interface, and records the backend's installed versions (refusing a record that pins other
versions). A candidate on another engine than the ordinary entry's (llama.cpp) needs that
engine's own ordinary branch to be compared with; a record without one is refused. The result is
a `Resolved` (`kvtrial.protocol.resolved`): the placed record, the model and the branches as found
here, and the document stored with the results, whose hash is the config version.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from kvtrial.backends import get_backend
from kvtrial.device import check_device, default_dtype
from kvtrial.errors import KvtrialError
from kvtrial.models.metadata import load_tokenizer, model_config, tokenizer_revision
from kvtrial.protocol.environment import software
from kvtrial.protocol.record import RecordError
from kvtrial.protocol.record_schema import Branch, Record
from kvtrial.protocol.reference import BranchRef, pair_branches
from kvtrial.protocol.resolved import ModelFacts, Resolved, ResolvedBranch


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
    """The record placed on `device` (else its own) and mapped onto this installation; RecordError
    naming every mismatch."""
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
    found = [_resolve_branch(where, branch, config, info.source, problems)
             for where, branch in [("ordinary", record.ordinary_branch)]
             + [(f"quantized_candidate[{i}]", c) for i, c in enumerate(record.candidates)]]
    branches = [b for b in found if b is not None]
    if not problems:
        branches = _paired(branches, record.ordinary.entry, problems)
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
    model = ModelFacts(id=shared.model, revision=info.revision, source=info.source, kind=info.kind,
                       max_context=info.max_context, tokenizer_revision=tok_rev, model_type=info.model_type,
                       num_layers=info.num_layers, num_kv_heads=info.num_kv_heads, head_dim=info.head_dim)
    return Resolved(record, model, branches, software(), tokenizer, config)


def _resolve_branch(where: str, branch: Branch, config: Any, source: str, problems: list[str]) -> ResolvedBranch | None:
    """One branch on its backend here; None (with the reason in `problems`) when it cannot be."""
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
        return None
    interface = backend.interface(setting)
    reason = backend.supports(setting, config, source=source)
    if reason and where == "ordinary":
        problems.append(f"{where}: backend {branch.backend!r} cannot serve {branch.setting!r} on this model: {reason}")
        return None
    # A well-formed candidate this installation cannot serve (a missing optional dependency, a model the
    # backend refuses) stays in the record: admission stores it as a `not-applicable` row.
    return ResolvedBranch(branch.name, branch.backend, branch.enabled, interface["setting"], interface, versions,
                          not_applicable=reason or None)


def _paired(branches: list[ResolvedBranch], ordinary: str, problems: list[str]) -> list[ResolvedBranch]:
    """Every candidate is compared with its own engine's ordinary cache (protocol/reference.py)."""
    pairing = pair_branches([BranchRef(b.name, b.backend, b.setting) for b in branches if b.enabled], ordinary)
    problems += list(pairing.problems)
    return [replace(b, reference=ref) if (ref := pairing.references.get(b.name, ordinary)) != ordinary else b
            for b in branches]


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
