"""`kvtrial run`: the length matrix of a registration record, one isolated process per branch."""

from __future__ import annotations

import signal
import time
from pathlib import Path
from typing import TYPE_CHECKING

import typer

from kvtrial.commands._common import PROJECT, refused_leaves_no_project
from kvtrial.commands._run_options import (
    EXECUTOR_OPTION,
    MEMORY_CAP_MECHANISM_OPTION,
    MEMORY_LIMIT_OPTION,
    RAY_ADDRESS_OPTION,
    memory_cap_choice,
)
from kvtrial.errors import KvtrialError

if TYPE_CHECKING:
    from kvtrial.protocol.resolved import Resolved
    from kvtrial.records.memory_cap import MemoryCap


def run_command(
    record: Path = typer.Argument(None, help="Registration record (omit with --resume)."),
    project: Path = PROJECT,
    resume: str = typer.Option(None, "--resume", help="Continue this interrupted or failed run; finished rows stay as they are."),
    retry_of: str = typer.Option(None, "--retry-of", help="Mark the new run as a retry of this run id."),
    thresholds: Path = typer.Option(None, help="Gate thresholds file, fixed before the run (its sha256 is stored)."),
    request_timeout: float = typer.Option(None, min=1.0, max=86400.0,
                                          help="Seconds before a silent worker is killed (row: crashed)."),
    progress: bool = typer.Option(True, help="Show a progress bar with ETA."),
    executor: str = EXECUTOR_OPTION,
    ray_address: str = RAY_ADDRESS_OPTION,
    device: str = typer.Option(None, "--device", help="cpu, cuda or cuda:N: replaces the record's shared.device "
                               "(the stored record names the device used)."),
    memory_limit: str = MEMORY_LIMIT_OPTION,
    memory_cap_mechanism: str = MEMORY_CAP_MECHANISM_OPTION,
) -> None:
    """Run input lengths × output budgets × branches × repeats and append every request to the ledger."""
    if resume and record is not None:
        raise KvtrialError("give either a RECORD or --resume RUN_ID, not both")
    if resume and device is not None:
        raise KvtrialError("--device cannot change the device of a run being resumed (it continues on its record's)")
    if not resume and record is None:
        raise KvtrialError("missing RECORD (write one with `kvtrial init`), or --resume RUN_ID")
    if device is not None:
        from kvtrial.device import check_device

        device = check_device(device)  # a device this machine lacks is refused before the project is touched
    if resume and memory_limit is not None:
        raise KvtrialError("--memory-limit cannot change the cap of a run being resumed (it continues under the cap "
                           "it started with)")
    choice = memory_cap_choice(memory_limit, memory_cap_mechanism)  # checked on this machine before anything runs
    cap = choice.cap if choice is not None else None
    from kvtrial.protocol.executor import check_executor

    check_executor(executor, ray_address, cap)  # an unknown executor or missing Ray is refused before anything runs
    if choice is not None and choice.passed_over:
        typer.echo(f"kvtrial: memory cap via {choice.cap.mechanism}; not used: " + "; ".join(choice.passed_over), err=True)
    resolved = None
    if record is not None:
        from kvtrial.protocol.record import load_record
        from kvtrial.protocol.resolve import resolve_record
        from kvtrial.protocol.runner import read_thresholds

        # Everything that can refuse without the ledger does so before the project is opened (or created);
        # the record is placed on --device here, once, and the runner stores and runs that placed record.
        resolved = resolve_record(load_record(record), device)
        read_thresholds(thresholds)
        if thresholds is not None:
            _check_target_cells(resolved, thresholds)
    with refused_leaves_no_project(project):
        _run(record, project, resume, retry_of, thresholds, request_timeout, progress, executor, ray_address, resolved,
             cap)


def _check_target_cells(resolved: Resolved, thresholds: Path) -> None:
    """The thresholds, read whole before anything runs; their target cells must be cells this record schedules
    (else the gate could only ever say that none of their repeats completed)."""
    from kvtrial.protocol.matrix import schedule_requests
    from kvtrial.protocol.samples import task_questions
    from kvtrial.verdicts.thresholds import load_thresholds

    shared = resolved.record.shared
    planned = {p.cell_id for p in schedule_requests(resolved.runnable, resolved.record.matrix,
                                                    task_questions(shared.task, shared.questions))}
    missing = [c for c in load_thresholds(thresholds).target_cells if c not in planned]
    if missing:
        raise KvtrialError(f"thresholds file {str(thresholds)!r} names target cell(s) {', '.join(missing)} that this "
                           f"record does not run; its cells are {', '.join(sorted(planned))}. Name those cells in "
                           "[performance] target_cells, or change the record's matrix")


def _run(record: Path | None, project: Path, resume: str | None, retry_of: str | None, thresholds: Path | None,
         request_timeout: float | None, progress: bool, executor: str, ray_address: str | None,
         resolved: Resolved | None, cap: MemoryCap | None) -> None:
    from kvtrial.protocol.ledger import Ledger, RunStatus
    from kvtrial.protocol.runner import resume_run, start_run
    from kvtrial.records.memory_cap import MemoryCap

    ledger = Ledger.open(project, create=not resume)
    # SIGTERM (a killed job, a scheduler) ends the run like Ctrl-C: run marked interrupted, workers stopped.
    signal.signal(signal.SIGTERM, _interrupt)
    start = time.perf_counter()
    try:
        if resume:
            run_id = resume_run(resume, ledger, progress=progress, request_timeout_s=request_timeout,
                                executor_name=executor, ray_address=ray_address)
        else:
            assert record is not None  # run_command requires RECORD without --resume
            run_id = start_run(record, ledger, thresholds=thresholds, retry_of=retry_of, progress=progress,
                               request_timeout_s=request_timeout, executor_name=executor, ray_address=ray_address,
                               resolved=resolved, memory_cap=cap)
    except KeyboardInterrupt:
        stopped: str = resume or next((r.run_id for r in ledger.runs() if r.status == RunStatus.INTERRUPTED), "RUN_ID")
        typer.echo(f"kvtrial: run {stopped} interrupted; its finished rows are kept. Continue it with "
                   f"`kvtrial run --resume {stopped} --project {project}`", err=True)
        raise typer.Exit(130) from None
    rows = ledger.rows(run_id, include_warmup=True)
    counts: dict[str, int] = {}
    for r in rows:
        counts[r.status] = counts.get(r.status, 0) + 1
    summary = ", ".join(f"{n} {s}" for s, n in sorted(counts.items()))
    stored_cap = ledger.run(run_id).environment.memory_cap  # a resumed run's too
    capped = "" if not stored_cap else f"; each worker capped at {MemoryCap.from_dict(stored_cap).describe()}"
    typer.echo(f"{run_id}: {len(rows)} rows ({summary}) in {time.perf_counter() - start:.1f} s{capped}; "
               f"ledger {ledger.path}")


def _interrupt(signum: int, frame: object) -> None:
    raise KeyboardInterrupt
