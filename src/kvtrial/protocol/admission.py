"""The admission table (docs/protocol.md, "2. Admission"): one row per model × backend × cache setting.

A row starts `pending` when a record registers it. Only a probe changes it, and every change is
a new ledger entry (the history is kept). A probe checks, in order: the backend exists and its
dependencies import; the backend says it serves the setting on this model; the model loads; a
short-sample generation runs with a fresh cache (an engine that allocates its context up front,
llama.cpp, gets one sized for the probe); the effective cache type read back from the live
cache equals the requested one and is confirmed. Passing all makes the row `trial-allowed`;
failing any makes it `not-applicable` with the reason and the evidence gathered so far.

The evidence of a kvtrial cache also names the path its short-sample decode took (C kernel,
Triton kernel or torch fallback, with the fallback's reason). A row that decoded on the torch
fallback although a kernel reads its formats stays `trial-allowed` with a warning naming the
cause and the fix: the trial would time the fallback, not the cache it is meant to ship.
"""

from __future__ import annotations

import traceback
from dataclasses import dataclass
from typing import Any

from kvtrial.errors import KvtrialError
from kvtrial.fsio import UnsafePathError
from kvtrial.protocol.ledger import Ledger
from kvtrial.protocol.resolved import Resolved, ResolvedBranch
from kvtrial.records.admission import AdmissionEvidence, AdmissionStatus
from kvtrial.records.cache_report import CacheReport
from kvtrial.records.row import RowStatus


@dataclass
class Probe:
    backend: str
    setting: str
    status: AdmissionStatus
    reason: str | None
    evidence: AdmissionEvidence


def admission_key(resolved: Resolved, branch: ResolvedBranch) -> tuple[str, str, str, str]:
    m = resolved.model
    return m.id, m.revision, branch.backend, branch.setting


def admission_conditions(resolved: Resolved, branch: ResolvedBranch) -> dict[str, Any]:
    """Everything besides the admission key that decides whether a setting applies: where and how the
    model runs (device, weight precision, attention implementation), the engine's dependency versions
    and cache interface, the tokenizer. A run whose record differs in any of them is not admitted."""
    shared, model = resolved.record.shared, resolved.model
    return {"device": shared.device, "weight_precision": shared.weight_precision,
            "attn_implementation": shared.attn_implementation, "tokenizer_revision": model.tokenizer_revision,
            "dependency_versions": branch.versions, "interface": branch.interface}


def register_pending(ledger: Ledger, resolved: Resolved) -> None:
    """Add a `pending` row for every branch of the record that has no admission row yet."""
    current = {(e.model, e.model_revision, e.backend, e.setting) for e in ledger.admission_rows()}
    for branch in resolved.branches:
        key = admission_key(resolved, branch)
        if key not in current:
            ledger.add_admission(*key, AdmissionStatus.PENDING, "registered, not probed yet",
                                 {"config_version": resolved.config_version, "interface": branch.interface})


def probe_all(ledger: Ledger, resolved: Resolved, sample: Any) -> list[Probe]:
    """Probe every branch of the record in this process (one model load) and store each result."""
    from kvtrial.backends import ModelHandles, get_backend
    from kvtrial.protocol.jobs import RequestJob, WorkerSpec
    from kvtrial.protocol.worker import Worker

    register_pending(ledger, resolved)
    shared = resolved.record.shared
    model = resolved.model
    # One load per engine, shared by every branch that runs on it.
    handles = ModelHandles(model.id, shared.weight_precision, shared.attn_implementation, shared.device)
    probes: list[Probe] = []
    for branch in resolved.branches:
        evidence: dict[str, Any] = {
            "conditions": admission_conditions(resolved, branch), "config_version": resolved.config_version,
            "model": model.id, "model_revision": model.revision,
            "tokenizer_revision": model.tokenizer_revision, "backend": branch.backend,
            "dependency_versions": branch.versions, "interface": branch.interface,
            "limits": {"max_context": model.max_context, "device": shared.device,
                       "weight_precision": shared.weight_precision,
                       "attn_implementation": shared.attn_implementation},
            "sample_id": sample.sample_id, "input_tokens": len(sample.input_ids), "input_sha256": sample.input_sha256,
        }
        status, reason = AdmissionStatus.NOT_APPLICABLE, None
        try:
            backend = get_backend(branch.backend)
            evidence["engine"] = backend.engine
            setting = backend.parse(branch.setting)
            reason = backend.supports(setting, resolved.config, source=model.source)
            if reason is None:
                budget = resolved.record.matrix.short_sample_budget
                # An engine that allocates its whole context at open gets one sized for this probe.
                n_ctx = backend.context_cells(len(sample.input_ids) + budget, model.max_context)
                spec = WorkerSpec(model.id, shared.weight_precision, shared.attn_implementation,
                                  shared.device, branch.backend, branch.setting, branch.name,
                                  shared.threads, n_ctx, shared.generation_settings.prefill_chunk_size)
                worker = Worker(spec, handle=handles.for_backend(backend))
                job = RequestJob(spec, "admission", f"admission|{branch.name}", "admission", 0, False, 0,
                                 sample.input_ids, budget, str(ledger.project_dir / "admission"),
                                 root=str(ledger.project_dir))
                try:
                    result = worker.execute(job)
                finally:
                    worker.close()
                if result.refused:  # a link planted in the project: the admit stops, it is no probe result
                    raise UnsafePathError(result.refused)
                evidence.update({"status_of_probe": result.status, "output_text": result.text,
                                 "output_tokens": len(result.output_token_ids), "stop_reason": result.stop_reason,
                                 "requested_cache": result.requested_cache, "effective_cache": result.effective_cache,
                                 "cache_confirmed": result.cache_confirmed, "cache_report": result.cache_report,
                                 "kv_bytes": result.kv_bytes, "context_cells": n_ctx})
                if result.status == RowStatus.OK:
                    status = AdmissionStatus.TRIAL_ALLOWED
                else:
                    reason = result.error or f"short-sample probe ended {result.status}"
                warning = _read_decode_path(evidence, branch.name, setting, result.cache_report, resolved,
                                            shared.device)
                if warning and status == AdmissionStatus.TRIAL_ALLOWED:
                    evidence["warnings"] = [warning]
        except UnsafePathError:
            raise
        except KvtrialError as exc:
            reason = str(exc)
        except Exception as exc:  # noqa: BLE001  (a probe that crashes is evidence, not a crash of admit)
            reason = f"{type(exc).__name__}: {exc}"
            evidence["traceback"] = traceback.format_exc()
        stored = AdmissionEvidence.from_dict(evidence)
        ledger.add_admission(*admission_key(resolved, branch), status, reason, stored)
        probes.append(Probe(branch.backend, branch.setting, status, reason, stored))
    return probes


def _read_decode_path(evidence: dict[str, Any], name: str, setting: Any, cache_report: dict[str, Any],
                      resolved: Resolved, device: str) -> str | None:
    """Store the path the probe's decode steps took (a kvtrial cache keeps that record); the warning
    when they ran on the torch fallback although a kernel reads the setting's formats."""
    from kvtrial.cache.spec import CacheSpec
    from kvtrial.decode_path import decode_path, kernel_refusal

    path = decode_path(CacheReport.from_dict(cache_report), device)
    if path is None:
        return None
    evidence["decode_path"] = path.to_dict()
    if not path.fallback or not isinstance(setting.payload, CacheSpec):
        return None
    if kernel_refusal(setting.payload, resolved.config) is not None:
        return None  # no kernel reads these formats: the fallback is the only path, the report names it
    return (f"{name} decoded on the {path.label} ({path.reason}) although the {path.kernel} reads its formats: "
            "every decode step dequantizes the whole stored cache, so the trial would time the fallback, whose "
            f"cost grows with the context, not the cache it would ship. Fix: {path.fix}.")


def unadmitted(ledger: Ledger, resolved: Resolved) -> list[str]:
    """The record's candidate branches whose current admission row is not `trial-allowed`."""
    current = {(e.model, e.model_revision, e.backend, e.setting): e for e in ledger.admission_rows()}
    missing = []
    for branch in resolved.branches:
        if not branch.enabled:
            continue
        entry = current.get(admission_key(resolved, branch))
        if entry is None or entry.status != AdmissionStatus.TRIAL_ALLOWED:
            state = "not registered" if entry is None else entry.status + (f" ({entry.reason})" if entry.reason else "")
            missing.append(f"{branch.name} [{branch.backend}:{branch.setting}]: {state}")
    return missing


def admission_changes(ledger: Ledger, resolved: Resolved) -> list[str]:
    """The record's enabled branches whose `trial-allowed` admission was probed under other conditions
    (device, weight precision, attention implementation, ...), each naming what differs."""
    current = {(e.model, e.model_revision, e.backend, e.setting): e for e in ledger.admission_rows()}
    changes = []
    for branch in resolved.branches:
        entry = current.get(admission_key(resolved, branch))
        if not branch.enabled or entry is None or entry.status != AdmissionStatus.TRIAL_ALLOWED:
            continue
        admitted, now = entry.evidence.conditions, admission_conditions(resolved, branch)
        diffs = [f"{name}: admitted with {admitted[name]!r}, the record now has {now[name]!r}"
                 for name in now if name in admitted and admitted[name] != now[name]]
        if diffs:
            changes.append(f"{branch.name} [{branch.backend}:{branch.setting}]: " + ", ".join(diffs))
    return changes
