"""The ledger: append-only rows, admission history, concurrent writers, CSV export."""

from __future__ import annotations

import csv
import multiprocessing as mp

import pytest

from kvtrial.errors import KvtrialError
from kvtrial.protocol.ledger import Ledger, RunStatus
from kvtrial.records import ResolvedRecord
from kvtrial.records.row import AdmissionStatus, Row, RowStatus


def _row(run_id: str, i: int) -> Row:
    return Row(run_id=run_id, config_version="cv", cell_id=f"c{i}", sample_id="s", branch="ordinary", backend="native",
               repeat=i, order_position=0, warmup=False, status=RowStatus.OK, input_tokens=10, extra={"i": i})


def _new(ledger: Ledger, run_id: str) -> None:
    ledger.add_registration("cv", {"model": {"id": "m"}}, {"record_type": "x"}, None)
    ledger.create_run(run_id, "cv", {"requests": []}, {"machine": {}})


def test_rows_are_append_only(tmp_path) -> None:
    ledger = Ledger.open(tmp_path)
    _new(ledger, "run-a")
    ledger.add_row(_row("run-a", 0), "k0")
    with pytest.raises(KvtrialError, match="never overwritten"):
        ledger.add_row(_row("run-a", 1), "k0")
    with pytest.raises(KvtrialError, match="already exists"):
        ledger.create_run("run-a", "cv", {}, {})
    assert [r.extra["i"] for r in ledger.rows("run-a")] == [0]
    info = ledger.run("run-a")
    assert info.record == ResolvedRecord.from_dict({"model": {"id": "m"}}) and info.row_count == 1 and info.status == "running"


def test_admission_latest_and_history(tmp_path) -> None:
    ledger = Ledger.open(tmp_path)
    ledger.add_admission("m", "rev", "native", "q8_0", AdmissionStatus.PENDING, None, {})
    ledger.add_admission("m", "rev", "native", "q8_0", AdmissionStatus.TRIAL_ALLOWED, None, {"effective_cache": "q8_0"})
    ledger.add_admission("m", "rev", "native", "turbo3", AdmissionStatus.PENDING, None, {})
    assert [(e.setting, e.status) for e in ledger.admission_rows()] == [("q8_0", AdmissionStatus.TRIAL_ALLOWED),
                                                                  ("turbo3", AdmissionStatus.PENDING)]
    assert [e.status for e in ledger.admission_history()] == [AdmissionStatus.PENDING, AdmissionStatus.TRIAL_ALLOWED,
                                                              AdmissionStatus.PENDING]


def _writer(path: str, run_id: str, n: int) -> None:
    ledger = Ledger.open(path)
    _new(ledger, run_id)
    for i in range(n):
        ledger.add_row(_row(run_id, i), f"k{i}")
    ledger.set_run_status(run_id, RunStatus.COMPLETE)


def test_two_processes_write_at_once(tmp_path) -> None:
    ctx = mp.get_context("fork")
    procs = [ctx.Process(target=_writer, args=(str(tmp_path), f"run-{k}", 150)) for k in range(2)]
    for p in procs:
        p.start()
    for p in procs:
        p.join(60)
        assert p.exitcode == 0
    ledger = Ledger.open(tmp_path)
    assert sorted(r.run_id for r in ledger.runs()) == ["run-0", "run-1"]
    for k in range(2):
        assert len(ledger.rows(f"run-{k}")) == 150 and ledger.run(f"run-{k}").status == RunStatus.COMPLETE


def test_export_csv(tmp_path) -> None:
    ledger = Ledger.open(tmp_path)
    _new(ledger, "run-a")
    for i in range(3):
        ledger.add_row(_row("run-a", i), f"k{i}")
    n = ledger.export_csv(tmp_path / "rows.csv")
    rows = list(csv.DictReader((tmp_path / "rows.csv").open()))
    assert n == 3 and [r["cell_id"] for r in rows] == ["c0", "c1", "c2"] and rows[0]["extra"] == '{"i": 0}'


def test_a_run_names_its_runner_and_a_gone_runner_is_told_from_a_live_one(tmp_path):
    import os
    import socket

    from kvtrial.memory.leftovers import process_start
    from kvtrial.protocol.ledger import runner_alive
    from kvtrial.protocol.runner import resume_run
    from kvtrial.verdicts.assessment import assess
    from kvtrial.verdicts.load import load_run
    from kvtrial.verdicts.troubleshoot import diagnose

    ledger = Ledger.open(tmp_path)
    ledger.add_registration("cfg", {}, {}, None)
    ledger.create_run("run-a", "cfg", {"requests": [], "samples": {}}, {})
    info = ledger.run("run-a")
    assert info.runner == f"{socket.gethostname()}:{os.getpid()}-{process_start(os.getpid()) or 0}"
    assert info.status == RunStatus.RUNNING and info.runner_alive is True
    # the same pid with another start time: a later process that reused the pid, not the runner
    assert runner_alive(f"{socket.gethostname()}:{os.getpid()}-1") is False
    assert runner_alive(f"another-host:{os.getpid()}-1") is None and runner_alive(None) is None
    # a resume while the runner still runs is refused: two runners would measure beside each other
    with pytest.raises(KvtrialError, match="being run now by another kvtrial process"):
        resume_run("run-a", ledger)
    # the runner killed (kill -9: it could not mark the run): doctor says so, and resume is allowed
    ledger._conn.execute("UPDATE runs SET runner = ? WHERE run_id = 'run-a'", (f"{socket.gethostname()}:999999999-5",))
    run = load_run(ledger, "run-a")
    assert run.runner_gone == f"{socket.gethostname()}:999999999-5"
    (gone,) = [f for f in diagnose(assess(run)) if f.rule == "runner-gone"]
    assert "kvtrial run --resume run-a" in gone.action
