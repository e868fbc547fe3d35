"""The matrix runner: executes a resolved record's requests through an executor into the ledger.

Before anything is written, everything that can be wrong with the input is checked (record,
placeholders, backends, model, revisions, lengths beyond the context, admission): bad input
leaves no run and no rows. Then the run is created and each request becomes exactly one row,
appended as soon as it is known. Nothing is retried with changed parameters: a crashed or
out-of-memory request is a row; `resume` runs only the requests that have no row yet, after
checking the installation still resolves to the same config version; a retry is a new run.
"""

from __future__ import annotations

import hashlib
import json
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from kvtrial.errors import KvtrialError
from kvtrial.fsio import atomic_write
from kvtrial.inputs import InputKind, decode_text, read_input
from kvtrial.memory.cap import unavailable
from kvtrial.memory.readings import CUDA_ALLOCATOR_SOURCE, allocator_peaks, monitor_peaks
from kvtrial.protocol.adaptive import needs_more
from kvtrial.protocol.admission import admission_changes, unadmitted
from kvtrial.protocol.environment import machine
from kvtrial.protocol.executor import Executor, make_executor
from kvtrial.protocol.jobs import RequestJob, RequestResult, WorkerSpec
from kvtrial.protocol.ledger import Ledger, RunStatus, new_run_id
from kvtrial.protocol.matrix import SHORT, ScheduledRequest, schedule_requests
from kvtrial.protocol.progress import RunProgress
from kvtrial.protocol.record import RecordError, load_record, parse_record
from kvtrial.protocol.record_schema import RepeatRule
from kvtrial.protocol.resolve import resolve_record
from kvtrial.protocol.resolved import Resolved
from kvtrial.protocol.samples import Sample, build_sample, grade, task_questions
from kvtrial.records import (
    CacheReport,
    ContentionRecord,
    Environment,
    FactGradesRecord,
    IntegrityRecord,
    MonitorMemory,
    RequestTiming,
)
from kvtrial.records.memory_cap import MemoryCap
from kvtrial.records.row import ORDINARY_BRANCH, Row, RowStatus, request_key
from kvtrial.speed import DEFAULT_RULE, SpeedRule, rule_of_thresholds

OnRow = Callable[[Row], None]


@dataclass
class Prepared:
    resolved: Resolved
    schedule: list[ScheduledRequest]
    samples: dict[str, Sample]  # by ScheduledRequest.sample_key: target input tokens [/question]


def prepare(resolved: Resolved, ledger: Ledger, *, require_admission: bool = True) -> Prepared:
    """Check admission of the resolved (placed) record, build every sample and the schedule. Writes nothing."""
    record = resolved.record
    if require_admission:
        missing = unadmitted(ledger, resolved)
        if missing:
            raise RecordError("these branches are not admitted for a trial run (run `kvtrial admit` first; only "
                              "`trial-allowed` rows may run): " + "; ".join(missing))
        changed = admission_changes(ledger, resolved)
        if changed:
            raise RecordError("the record no longer matches its admission (run `kvtrial admit` again for these "
                              "conditions): " + "; ".join(changed))
    questions = task_questions(record.shared.task, record.shared.questions)
    schedule = schedule_requests(resolved.runnable, record.matrix, questions)
    samples: dict[str, Sample] = {}
    for req in schedule:  # each distinct input once, identical for every branch
        if req.sample_key not in samples:
            samples[req.sample_key] = build_sample(resolved.tokenizer, record.shared.sample_id, req.target_tokens,
                                                   req.question, record.shared.language)
    for key, s in samples.items():
        if len(s.input_ids) >= resolved.max_context:
            raise RecordError(f"input of {len(s.input_ids)} tokens (target {key}) does not fit the model's context of "
                              f"{resolved.max_context} tokens")
    return Prepared(resolved, schedule, samples)


def _schedule_dict(prep: Prepared) -> dict[str, Any]:
    return {"requests": [p.to_dict() for p in prep.schedule],
            "samples": {key: {"sample_id": s.sample_id, "input_tokens": len(s.input_ids),
                                 "input_sha256": s.input_sha256, "material_id": s.material.material_id}
                        for key, s in prep.samples.items()}}


def read_thresholds(thresholds: str | Path | None) -> tuple[str | None, str | None]:
    """The thresholds file's sha256 and text (both None without one); a missing file is refused."""
    if thresholds is None:
        return None, None
    data = read_input(thresholds, "thresholds file", InputKind.SETTING)
    return hashlib.sha256(data).hexdigest(), decode_text(data, str(thresholds), "thresholds file")


def start_run(record_path: str | Path, ledger: Ledger, *, executor: Executor | None = None,
              thresholds: str | Path | None = None, retry_of: str | None = None, progress: bool = False,
              on_row: OnRow | None = None, require_admission: bool = True,
              request_timeout_s: float | None = None, executor_name: str = "local",
              ray_address: str | None = None, device: str | None = None, resolved: Resolved | None = None,
              memory_cap: MemoryCap | None = None) -> str:
    """Check everything, create a new run and execute it. Returns the run id.

    `resolved`: the record at `record_path` already resolved and placed by the caller (so it could refuse
    before opening the ledger); without it the file is read here and placed on `device` when given (else
    on the record's shared.device). The ledger stores the placed record: the one that runs.
    `memory_cap`: the hard limit each worker of the executor made here runs under (stored with the run's
    environment and in every row's placement).
    Once the run is created, any failure ends it `failed` with the reason (see `_ends_run`)."""
    if executor is not None and memory_cap is not None:
        raise ValueError("`memory_cap` applies to the executor made here; a given executor brings its own")
    if resolved is None:
        resolved = resolve_record(load_record(record_path), device)
    elif device is not None:
        raise ValueError("`device` places a record read here; a resolved record is already placed")
    th_sha, th_text = read_thresholds(thresholds)
    try:  # the speed rule the thresholds fix decides added repeat pairs: refused before the run, never defaulted
        speed = rule_of_thresholds(th_text)
    except ValueError as exc:
        raise KvtrialError(f"thresholds file {str(thresholds)!r}: {exc}") from None
    prep = prepare(resolved, ledger, require_admission=require_admission)
    if retry_of is not None:
        ledger.run(retry_of)  # must exist
    run_id = new_run_id()
    ledger.add_registration(resolved.config_version, resolved.document, resolved.record.to_dict(), str(record_path))
    environment: dict[str, Any] = {"machine": machine(), "software": prep.resolved.software}
    if memory_cap is not None:
        environment["memory_cap"] = memory_cap.to_dict()
    ledger.create_run(run_id, prep.resolved.config_version, _schedule_dict(prep), environment,
                      thresholds_sha256=th_sha, thresholds_text=th_text,
                      executor=executor.name if executor is not None else _executor_label(executor_name),
                      retry_of=retry_of)
    with _ends_run(ledger, run_id):
        executor = executor or make_executor(executor_name, ledger.project_dir / "runs" / run_id / "logs",
                                             request_timeout_s=request_timeout_s, ray_address=ray_address,
                                             root=ledger.project_dir, memory_cap=memory_cap)
        _save_inputs(ledger, run_id, prep)
        return _execute(ledger, run_id, prep, executor, progress, on_row, speed)


def _executor_label(name: str) -> str:
    """The name the executor `name` reports (stored with the run before the executor is built)."""
    from kvtrial.protocol.executor import LocalSubprocessExecutor

    return LocalSubprocessExecutor.name if name == "local" else name


def resume_run(run_id: str, ledger: Ledger, *, executor: Executor | None = None, progress: bool = False,
               on_row: OnRow | None = None, request_timeout_s: float | None = None, executor_name: str = "local",
               ray_address: str | None = None) -> str:
    """Run the requests of an interrupted or failed run that have no row yet; finished rows are not touched.
    They run under the memory cap the run started with, if any: rows under different caps would not compare."""
    info = ledger.run(run_id)
    if info.status == RunStatus.COMPLETE:
        raise KvtrialError(f"run {run_id!r} is complete; nothing to resume (a retry is a new run: `kvtrial run RECORD`)")
    if info.status == RunStatus.RUNNING and info.runner_alive:
        raise KvtrialError(f"run {run_id!r} is being run now by another kvtrial process ({info.runner}); two runners "
                           "would measure beside each other and write the same rows. Wait for it, or stop it (Ctrl-C) "
                           "and resume then")
    memory_cap = _stored_cap(info.environment, run_id)
    raw = ledger.registration_record(info.config_version)
    prep = prepare(resolve_record(parse_record(raw, f"record of {run_id}")), ledger, require_admission=False)
    if prep.resolved.config_version != info.config_version:
        changed = differences(ledger.registration(info.config_version), prep.resolved.document)
        raise KvtrialError(f"run {run_id!r} was made with config version {info.config_version} but its record resolves "
                           f"here to {prep.resolved.config_version}; what differs: {'; '.join(changed) or 'unknown'}. "
                           "Results would not be comparable, so start a new run")
    for key, s in prep.samples.items():
        stored = info.schedule.samples.get(key, {})
        if stored.get("input_sha256") != s.input_sha256:
            raise KvtrialError(f"run {run_id!r}: the rebuilt input {key} differs from the stored one; cannot resume")
    ledger.set_run_status(run_id, RunStatus.RUNNING)
    with _ends_run(ledger, run_id):
        executor = executor or make_executor(executor_name, ledger.project_dir / "runs" / run_id / "logs",
                                             request_timeout_s=request_timeout_s, ray_address=ray_address,
                                             root=ledger.project_dir, memory_cap=memory_cap)
        if not any(a.kind == "input" for a in ledger.artifacts(run_id)):
            _save_inputs(ledger, run_id, prep)  # a run that failed before its inputs were written
        return _execute(ledger, run_id, prep, executor, progress, on_row, rule_of_thresholds(info.thresholds_text))


def differences(before: Any, after: Any, path: str = "", limit: int = 6) -> list[str]:
    """Where two resolved documents differ, as `path: before -> after` (at most `limit`, the first ones)."""
    if isinstance(before, dict) and isinstance(after, dict):
        out: list[str] = []
        for key in sorted(set(before) | set(after), key=str):
            out += differences(before.get(key), after.get(key), f"{path}.{key}" if path else str(key), limit - len(out))
            if len(out) >= limit:
                break
        return out[:limit]
    if before != after:
        return [f"{path or '(document)'}: {json.dumps(before)[:60]} -> {json.dumps(after)[:60]}"]
    return []


def _stored_cap(environment: Environment, run_id: str) -> MemoryCap | None:
    """The memory cap a run started with, refused when it cannot be applied on this machine."""
    if environment.memory_cap is None:
        return None
    cap = MemoryCap.from_dict(environment.memory_cap)
    why = unavailable(cap.mechanism, cap.limit_bytes)
    if why is not None:
        raise KvtrialError(f"run {run_id!r} started under a memory cap of {cap.describe()}, which cannot be applied "
                           f"here ({why}); resume it where it can, or start a new run")
    return cap


@contextmanager
def _ends_run(ledger: Ledger, run_id: str) -> Iterator[None]:
    """Whatever stops a registered run ends it in the ledger, never `running`: Ctrl-C or SIGTERM as
    `interrupted`, any other failure (a file-system error, a ledger that cannot be written, a bug) as
    `failed` with its reason, re-raised as one clear error that says how to continue."""
    try:
        yield
    except Exception as exc:
        reason = str(exc) if isinstance(exc, KvtrialError) else f"{type(exc).__name__}: {exc}"
        marked = _mark(ledger, run_id, RunStatus.FAILED, reason)
        how = (f"its finished rows are kept; fix the cause, then continue it with `kvtrial run --resume {run_id} "
               f"--project {ledger.project_dir}`" if marked is None
               else f"it could not be marked failed in the ledger either ({marked})")
        raise KvtrialError(f"run {run_id} failed: {reason}; {how}") from exc
    except BaseException:
        _mark(ledger, run_id, RunStatus.INTERRUPTED, "interrupted (Ctrl-C or SIGTERM)")
        raise


def _mark(ledger: Ledger, run_id: str, status: RunStatus, reason: str) -> str | None:
    """Set the run's end status; returns why that failed too (a ledger gone read-only or damaged), else None."""
    try:
        if ledger.run(run_id).status == RunStatus.RUNNING:
            ledger.set_run_status(run_id, status, reason)
    except Exception as exc:  # noqa: BLE001  (the original error is the one to report)
        return str(exc)
    return None


def _save_inputs(ledger: Ledger, run_id: str, prep: Prepared) -> None:
    folder = ledger.project_dir / "runs" / run_id / "inputs"
    for key, s in prep.samples.items():
        path = folder / f"input-{key.replace('/', '-')}.json"
        atomic_write(path, json.dumps(s.to_dict(), indent=1, ensure_ascii=False), root=ledger.project_dir,
                     record=True)
        ledger.add_artifact(run_id, None, "input", path)


def _execute(ledger: Ledger, run_id: str, prep: Prepared, executor: Executor, progress: bool,
             on_row: OnRow | None, speed: SpeedRule = DEFAULT_RULE) -> str:
    resolved, shared = prep.resolved, prep.resolved.record.shared
    done = ledger.request_keys(run_id)
    todo = [p for p in prep.schedule if p.request_key not in done]
    repeat_rule = resolved.record.matrix.repeat_rule
    added: dict[str, str] = {}  # request key of a repeat pair the rule added -> why
    if repeat_rule is not None:  # cells an interrupted run finished, or left mid-way through an added pair
        todo = _pending_rounds(ledger, run_id, prep, todo, repeat_rule, speed, added) + todo
    # A branch whose short sample did not pass gets no matrix requests (docs/protocol.md, "4. The matrix run").
    blocked = _short_sample_failures(ledger, run_id)
    artifacts = ledger.project_dir / "runs" / run_id / "texts"
    engine_cells = _engine_context_cells(prep)
    bar = RunProgress(prep.schedule, todo) if progress else None
    try:
        at = 0
        while at < len(todo):
            req = todo[at]
            at += 1
            sample = prep.samples[req.sample_key]
            n_in = len(sample.input_ids)
            reason = None
            if n_in + req.output_budget > resolved.max_context:
                reason = (f"input {n_in} + output budget {req.output_budget} tokens exceeds the model's context of "
                          f"{resolved.max_context} tokens")
            elif req.phase != SHORT and (req.branch in blocked or ORDINARY_BRANCH in blocked):
                who = req.branch if req.branch in blocked else ORDINARY_BRANCH
                reason = f"the short-sample check of branch {who!r} did not pass ({blocked[who]})"
            if reason is not None:
                row = _base_row(run_id, resolved, req, sample)
                row.status, row.error = RowStatus.NOT_RUN, reason
            else:
                spec = WorkerSpec(shared.model, shared.weight_precision, shared.attn_implementation, shared.device,
                                  req.backend, req.setting, req.branch, shared.threads, engine_cells.get(req.backend),
                                  shared.generation_settings.prefill_chunk_size)
                job = RequestJob(spec, run_id, req.request_key, req.cell_id, req.repeat, req.warmup, req.order_position,
                                 sample.input_ids, req.output_budget, str(artifacts),
                                 resolved.record.matrix.memory_budget_bytes, str(ledger.project_dir))
                result = executor.submit(job)
                if result.refused:  # a file-system refusal is the project's fault, not the request's: no row
                    raise KvtrialError(result.refused)
                # Stored relative to the project, as the ledger's artifacts are, so a moved project still resolves them.
                if result.text_path:
                    result.text_path = ledger.add_artifact(run_id, req.request_key, "text", result.text_path)
                if result.log_path:
                    result.log_path = ledger.add_artifact(run_id, req.request_key, "log", result.log_path)
                row = _row_from_result(run_id, resolved, req, sample, result)
            row.added_by_repeat_rule = added.get(req.request_key)
            ledger.add_row(row, req.request_key)
            if req.phase == SHORT and row.status != RowStatus.OK:
                blocked[req.branch] = row.status
            if bar is not None:
                bar.advance(req, row)
            if on_row is not None:
                on_row(row)
            if (repeat_rule is not None and req.phase != SHORT and not req.warmup
                    and not any(t.cell_id == req.cell_id for t in todo[at:])):
                more = _another_round(ledger, run_id, prep, req.cell_id, repeat_rule, speed, added)
                todo[at:at] = more
                if bar is not None:
                    bar.extend(more)
    except BaseException:
        executor.close(kill=True)  # the caller (`_ends_run`) records why the run stopped
        raise
    finally:
        if bar is not None:
            bar.stop()
    executor.close()
    ledger.set_run_status(run_id, RunStatus.COMPLETE)
    return run_id


def _round(prep: Prepared, cell: str, repeat: int) -> list[ScheduledRequest]:
    """The requests of one more repeat pair of `cell`: its branches in the order the matrix rotates them to."""
    first = [p for p in prep.schedule if p.cell_id == cell and not p.warmup and p.repeat == 0]
    first.sort(key=lambda p: p.order_position)
    k = repeat % len(first) if first else 0
    order = first[k:] + first[:k]
    return [replace(p, request_key=request_key(cell, p.branch, repeat, False), repeat=repeat, order_position=pos)
            for pos, p in enumerate(order)]


def _another_round(ledger: Ledger, run_id: str, prep: Prepared, cell: str, rule: RepeatRule, speed: SpeedRule,
                   added: dict[str, str]) -> list[ScheduledRequest]:
    """One more repeat pair of a cell whose requests are all done, when the repeat rule asks for one."""
    rows = [r for r in ledger.rows(run_id, include_warmup=True) if r.cell_id == cell]
    why = needs_more(rows, rule, speed)
    if why is None:
        return []
    repeat = max(r.repeat for r in rows if not r.warmup) + 1
    more = _round(prep, cell, repeat)
    print(f"kvtrial: {cell}: repeat pair {repeat + 1} of at most {rule.max} added ({why})", file=sys.stderr, flush=True)
    added.update({p.request_key: why for p in more})
    return more


def _pending_rounds(ledger: Ledger, run_id: str, prep: Prepared, todo: list[ScheduledRequest], rule: RepeatRule,
                    speed: SpeedRule, added: dict[str, str]) -> list[ScheduledRequest]:
    """On resume: for each matrix cell with no planned request left, the rest of an added repeat pair that was
    interrupted, else the next pair the rule asks for."""
    pending = {p.cell_id for p in todo}
    cells = dict.fromkeys(p.cell_id for p in prep.schedule if p.phase != SHORT and not p.warmup)
    done = ledger.request_keys(run_id)
    out: list[ScheduledRequest] = []
    for cell in cells:
        if cell in pending:
            continue
        rows = [r for r in ledger.rows(run_id) if r.cell_id == cell]
        last = max((r.repeat for r in rows), default=0)
        rest = [p for p in _round(prep, cell, last) if p.request_key not in done]
        if rest:
            added.update({p.request_key: "the rest of a repeat pair the rule added before the run was interrupted"
                          for p in rest})
        out += rest or _another_round(ledger, run_id, prep, cell, rule, speed, added)
    return out


def _engine_context_cells(prep: Prepared) -> dict[str, int]:
    """Context cells per backend whose engine allocates its whole context at open (llama.cpp): one size
    per run, the largest request that fits the model, so every request of a branch shares one worker."""
    from kvtrial.backends import get_backend

    limit = prep.resolved.max_context
    needs = [len(prep.samples[p.sample_key].input_ids) + p.output_budget for p in prep.schedule]
    need = max([n for n in needs if n <= limit] or [limit])
    cells = {name: get_backend(name).context_cells(need, limit) for name in {p.backend for p in prep.schedule}}
    return {name: n for name, n in cells.items() if n is not None}


def _short_sample_failures(ledger: Ledger, run_id: str) -> dict[str, str]:
    return {r.branch: r.status for r in ledger.rows(run_id, include_warmup=True)
            if r.cell_id.startswith("short-") and r.status != RowStatus.OK}


def _base_row(run_id: str, resolved: Resolved, req: ScheduledRequest, sample: Sample) -> Row:
    return Row(run_id=run_id, config_version=resolved.config_version, cell_id=req.cell_id, sample_id=sample.sample_id,
               branch=req.branch, backend=req.backend, repeat=req.repeat, order_position=req.order_position,
               warmup=req.warmup, status=RowStatus.NOT_RUN, input_tokens=len(sample.input_ids), output_budget=req.output_budget,
               requested_cache=req.setting, extra={"phase": req.phase, "input_sha256": sample.input_sha256,
                                                   "target_input_tokens": req.target_tokens})


def _row_from_result(run_id: str, resolved: Resolved, req: ScheduledRequest, sample: Sample, res: RequestResult) -> Row:
    row = _base_row(run_id, resolved, req, sample)
    row.status = res.status
    row.error = res.error
    row.device = res.device
    row.resident_after_load_bytes = res.resident_after_load_bytes
    row.artifact_path = res.text_path or res.log_path
    row.placement = res.placement
    row.estimate = res.estimate
    row.extra.update({"log_path": res.log_path, "worker_pid": res.worker_pid})
    if res.stop_reason is None:  # not generated: crashed, out of memory, or skipped by the worker
        return row
    row.output_tokens = len(res.output_token_ids)
    row.stop_reason = res.stop_reason
    row.requested_cache, row.effective_cache, row.cache_confirmed = res.requested_cache, res.effective_cache, res.cache_confirmed
    row.kv_bytes = res.kv_bytes
    row.prefill_s, row.decode_s = res.prefill_s, res.decode_s
    # the worker sets the timings together with stop_reason (from one Generated)
    assert res.prefill_s is not None and res.decode_s is not None
    row.generation_s = res.prefill_s + res.decode_s
    if res.prefill_chunks_ns or res.decode_steps_ns:
        row.timing = RequestTiming.of(res.prefill_chunks_ns, res.decode_steps_ns)
    if res.contention:
        row.contention = ContentionRecord.from_dict(res.contention)
    if res.memory_semantics is not None:  # an engine that manages its own cache memory (llama.cpp)
        row.peak_allocated_bytes, row.peak_reserved_bytes = res.kv_bytes, res.cache_allocated_bytes
        semantics = res.memory_semantics
    elif res.framework_memory:  # CUDA allocator statistics, per device
        row.peak_allocated_bytes, row.peak_reserved_bytes = allocator_peaks(res.framework_memory)
        semantics = CUDA_ALLOCATOR_SOURCE
    else:
        row.peak_allocated_bytes, row.peak_reserved_bytes = res.kv_bytes, res.cache_allocated_bytes
        semantics = ("CPU: peak_allocated = bytes of the cache's stored keys/values, peak_reserved = bytes of the "
                     "buffers the cache allocated (both read back from the live cache at the end of the request)")
    # the /proc RSS peak, and on CUDA the session's NVML sampler's (kvtrial.memory.nvml)
    monitored = monitor_peaks(res.monitor_memory)
    row.monitor_peak_rss_bytes = monitored.rss
    row.monitor_peak_device_bytes, row.monitor_peak_process_bytes = monitored.device, monitored.process
    row.monitor_memory, row.memory_semantics = MonitorMemory.from_dict(res.monitor_memory), semantics
    row.cache_report = CacheReport.from_dict(res.cache_report)
    row.extra.update({"framework_memory": res.framework_memory, "output_token_ids": res.output_token_ids})
    row.fact_errors, grades, integrity = grade(sample, res.text or "", res.stop_reason, row.output_tokens,
                                               req.output_budget)
    row.fact_grades, row.integrity = FactGradesRecord.from_dict(grades), IntegrityRecord.from_dict(integrity)
    return row
