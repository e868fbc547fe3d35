"""Failures lose nothing: a worker killed mid-request is a `crashed` row with its raw log, an
interrupted run resumes without touching finished rows, and two runs at once both land."""

from __future__ import annotations

import hashlib
import threading
from pathlib import Path

import pytest

from kvtrial.protocol.ledger import Ledger, RunStatus
from kvtrial.protocol.runner import resume_run, start_run
from kvtrial.protocol.worker import KILL_AT_ENV
from kvtrial.records.row import Row, RowStatus
from tests.protocol.conftest import tiny_record, write_json

ONE_CELL = {"input_tokens": [850], "output_budgets": [6], "repeats": 2, "warmup": False}
KILLED = "in850-out6|q8_0|r0"


def test_killed_worker_then_interrupted_run_resumes(tiny_folder: Path, tmp_path: Path, monkeypatch) -> None:
    record = write_json(tmp_path / "record.json", tiny_record(tiny_folder, **ONE_CELL))
    ledger = Ledger.open(tmp_path / "project")
    monkeypatch.setenv(KILL_AT_ENV, KILLED)

    def interrupt_after_crash(row: Row) -> None:
        if row.status == RowStatus.CRASHED:
            raise KeyboardInterrupt  # the run itself is stopped right after the crash was recorded

    with pytest.raises(KeyboardInterrupt):
        start_run(record, ledger, on_row=interrupt_after_crash, require_admission=False)
    (info,) = ledger.runs()
    assert info.status == RunStatus.INTERRUPTED
    before = [r.to_dict() for r in ledger.rows(info.run_id, include_warmup=True)]
    assert [(r["cell_id"], r["branch"], r["repeat"], r["status"]) for r in before] == [
        ("short-in800-out4", "ordinary", 0, RowStatus.OK), ("short-in800-out4", "q8_0", 0, RowStatus.OK),
        ("in850-out6", "ordinary", 0, RowStatus.OK), ("in850-out6", "q8_0", 0, RowStatus.CRASHED)]
    crashed = before[-1]
    assert "SIGKILL" in crashed["error"] and crashed["output_tokens"] is None
    log = ledger.resolve(crashed["artifact_path"]).read_text()  # stored relative to the project
    assert f"begin {KILLED}" in log and f"end {KILLED}" not in log  # the raw log shows where it died

    monkeypatch.delenv(KILL_AT_ENV)
    resume_run(info.run_id, ledger)
    after = [r.to_dict() for r in ledger.rows(info.run_id, include_warmup=True)]
    assert after[: len(before)] == before  # finished rows untouched, the crashed one kept as it was
    assert [(r["branch"], r["repeat"], r["status"]) for r in after[len(before):]] == [
        ("q8_0", 1, RowStatus.OK), ("ordinary", 1, RowStatus.OK)]
    assert ledger.run(info.run_id).status == RunStatus.COMPLETE
    assert len(ledger.runs()) == 1  # resuming is not a new run


def test_two_concurrent_runs_both_land(tiny_folder: Path, tmp_path: Path) -> None:
    data = tiny_record(tiny_folder, **dict(ONE_CELL, repeats=1))  # one candidate: a record needs something to compare
    record = write_json(tmp_path / "record.json", data)
    project = tmp_path / "project"
    Ledger.open(project)
    thresholds = tmp_path / "thresholds.toml"
    thresholds.write_text("[performance]\npeak_headroom = 0.2\n")
    ids: list[str] = []
    errors: list[BaseException] = []

    def one_run(with_thresholds: bool) -> None:
        try:
            ids.append(start_run(record, Ledger.open(project), require_admission=False,
                                 thresholds=thresholds if with_thresholds else None))
        except BaseException as exc:  # noqa: BLE001
            errors.append(exc)

    threads = [threading.Thread(target=one_run, args=(k == 0,)) for k in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    ledger = Ledger.open(project)
    assert len(set(ids)) == 2
    for run_id in ids:
        rows = ledger.rows(run_id, include_warmup=True)
        # short sample and one cell, each for ordinary and q8_0
        assert ledger.run(run_id).status == RunStatus.COMPLETE and len(rows) == 4 and all(r.status == RowStatus.OK for r in rows)
    # the thresholds fixed before one of the runs are stored with it, hash and text
    stored = [ledger.run(i) for i in ids if ledger.run(i).thresholds_sha256]
    assert len(stored) == 1 and stored[0].thresholds_text == "[performance]\npeak_headroom = 0.2\n"
    assert stored[0].thresholds_sha256 == hashlib.sha256(b"[performance]\npeak_headroom = 0.2\n").hexdigest()


def test_a_worker_that_dies_between_requests_gives_a_crashed_result_then_a_fresh_worker(tiny_folder: Path,
                                                                                         tmp_path: Path) -> None:
    """kill -9 of an idle worker: the next request of its branch is `crashed` with the reason (it never ran), the
    one after it is served by a fresh worker; nothing raises out of the executor."""
    import os
    import signal
    import time

    from kvtrial.protocol.executor import LocalSubprocessExecutor
    from kvtrial.protocol.jobs import RequestJob, WorkerSpec

    executor = LocalSubprocessExecutor(tmp_path / "logs", load_timeout_s=120)
    spec = WorkerSpec(str(tiny_folder), "float32", "sdpa", "cpu", "native", "ordinary", "ordinary")

    def job(key: str) -> RequestJob:
        return RequestJob(spec, "run", key, "cell", 0, False, 0, [3, 4, 5, 6], 2, str(tmp_path / "texts"))

    try:
        first = executor.submit(job("k1"))
        assert first.status == RowStatus.OK and first.worker_pid is not None
        os.kill(first.worker_pid, signal.SIGKILL)
        time.sleep(0.5)
        lost = executor.submit(job("k2"))
        assert lost.status == RowStatus.CRASHED and "had ended before this request reached it" in lost.error
        assert "SIGKILL" in lost.error and "did not run" in lost.error
        again = executor.submit(job("k3"))
        assert again.status == RowStatus.OK and again.worker_pid not in (None, first.worker_pid)
    finally:
        executor.close(kill=True)
