"""The ledger's schema version: a ledger written by the previous release (schema version 1, committed under
fixtures/ledger-v1, written by `kvtrial admit/baseline/rollback/run` before versions were kept) reads
through the migration into the typed records; a new ledger is written at this release's version; a ledger
of a newer version is refused, untouched."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from kvtrial.decode_path import KERNEL, decode_path
from kvtrial.errors import KvtrialError
from kvtrial.protocol.ledger import Ledger, RunStatus
from kvtrial.records import (
    LEDGER_SCHEMA_VERSION,
    READABLE_SCHEMA_VERSIONS,
    CacheReport,
    Environment,
    IntegrityRecord,
    MonitorMemory,
    RequestSchedule,
    ResolvedRecord,
)
from kvtrial.records.row import Row, RowStatus

FIXTURE = Path(__file__).parent / "fixtures" / "ledger-v1"


@pytest.fixture
def v1_project(tmp_path: Path) -> Path:
    project = tmp_path / "project"
    shutil.copytree(FIXTURE, project)  # opening a ledger may write it: never the committed file
    return project


def _stored_rows(project: Path) -> list[dict]:
    with sqlite3.connect(project / "ledger.sqlite") as conn:
        return [json.loads(r[0]) for r in conn.execute("SELECT row_json FROM rows ORDER BY id")]


@pytest.mark.parametrize("read_only", [True, False])
def test_a_previous_release_ledger_reads_into_the_typed_records(v1_project: Path, read_only: bool) -> None:
    ledger = Ledger.open(v1_project, create=False, read_only=read_only)
    assert ledger.schema_version == 1
    (info,) = ledger.runs()
    assert info.status == RunStatus.COMPLETE and info.reason is None
    assert isinstance(info.schedule, RequestSchedule) and isinstance(info.environment, Environment)
    assert isinstance(info.record, ResolvedRecord)
    assert info.schedule.cells == ["in850-out6", "short-in800-out4"] and info.schedule.branches == ["ordinary", "q8_0"]
    assert info.record.model_id and info.record.model_revision and info.record.task == "brief"
    # version 1 recorded no CPU model or kernel build: the scope names what there is
    assert info.environment.machine.cpu_model is None and info.environment.machine.cpu_count
    assert "python" in info.environment.scope() and "cpu" not in info.environment.scope()
    rows = ledger.rows(info.run_id, include_warmup=True)
    assert len(rows) == 6 and all(r.status == RowStatus.OK for r in rows)
    for row in rows:
        assert isinstance(row.cache_report, CacheReport) and isinstance(row.monitor_memory, MonitorMemory)
        assert isinstance(row.integrity, IntegrityRecord) and row.integrity.passed is not None
        assert row.integrity.problems == tuple(row.integrity.raw["failures"]) and len(row.integrity.checks) == 5
        assert row.monitor_memory.start_rss_bytes and row.monitor_peak_added_bytes is not None
        assert row.cache_report.layer_types and row.cache_report.total_bytes == row.kv_bytes
    q8 = next(r for r in rows if r.branch == "q8_0" and not r.warmup)
    path = decode_path(q8.cache_report, q8.device)
    assert path is not None and path.path == KERNEL and path.build and path.build.startswith("C ")
    # reading is lossless: each row's document as stored
    assert [r.to_dict() for r in rows] == _stored_rows(v1_project)


def test_a_previous_release_ledger_keeps_its_version_when_written(v1_project: Path) -> None:
    ledger = Ledger.open(v1_project, create=False)
    assert ledger.schema_version == 1  # its rows keep their shapes; only read through the migration
    (info,) = ledger.runs()
    ledger.set_run_status(info.run_id, RunStatus.FAILED, "a test")  # the column version 1 may lack
    ledger.close()
    again = Ledger.open(v1_project, create=False, read_only=True)
    assert again.schema_version == 1 and again.run(info.run_id).reason == "a test"


def test_a_new_ledger_is_written_at_this_release_s_version(tmp_path: Path) -> None:
    assert LEDGER_SCHEMA_VERSION in READABLE_SCHEMA_VERSIONS
    Ledger.open(tmp_path).close()
    with sqlite3.connect(tmp_path / "ledger.sqlite") as conn:
        assert conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone() == (str(LEDGER_SCHEMA_VERSION),)
    assert Ledger.open(tmp_path, read_only=True).schema_version == LEDGER_SCHEMA_VERSION


@pytest.mark.parametrize("read_only", [True, False])
def test_a_ledger_of_a_newer_version_is_refused_untouched(tmp_path: Path, read_only: bool) -> None:
    Ledger.open(tmp_path).close()
    future = LEDGER_SCHEMA_VERSION + 7
    with sqlite3.connect(tmp_path / "ledger.sqlite") as conn:
        conn.execute("UPDATE meta SET value = ? WHERE key = 'schema_version'", (str(future),))
        conn.execute("DROP TABLE artifacts")  # a newer release's own layout: must not be "repaired"
    with pytest.raises(KvtrialError) as err:
        Ledger.open(tmp_path, create=False, read_only=read_only)
    readable = ", ".join(map(str, READABLE_SCHEMA_VERSIONS))
    assert f"schema version {future}" in str(err.value) and f"reads schema versions {readable}" in str(err.value)
    with sqlite3.connect(tmp_path / "ledger.sqlite") as conn:
        assert "artifacts" not in {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}


def test_a_stored_rows_documents_read_into_their_types() -> None:
    stored = Row("r", "c", "in8-out2", "s", "q8_0", "native", 0, 0, False, RowStatus.OK).to_dict()
    stored.update(cache_report={"decode": {"path": "kernel", "kernel_steps": 3}}, monitor_memory={"start_rss_bytes": 10},
                  integrity={"failures": ["ending: cut"]})
    row = Row.from_dict(json.loads(json.dumps(stored)))
    assert isinstance(row.cache_report, CacheReport) and row.cache_report.decode is not None
    assert row.cache_report.decode.kernel_steps == 3
    assert row.cache_report == CacheReport.from_dict({"decode": {"path": "kernel", "kernel_steps": 3}})
    assert row.cache_report != CacheReport.from_dict({"decode": {"path": "torch"}})
    row.monitor_peak_rss_bytes = 25
    assert row.monitor_peak_added_bytes == 15 and row.integrity is not None and row.integrity.problems == ("ending: cut",)
    assert isinstance(row.integrity, IntegrityRecord)
    assert Row.from_dict(json.loads(json.dumps(row.to_dict()))).to_dict() == row.to_dict()


def test_the_verdicts_read_a_previous_release_run(v1_project: Path) -> None:
    from kvtrial.verdicts.assessment import assess
    from kvtrial.verdicts.load import load_run

    ledger = Ledger.open(v1_project, create=False, read_only=True)
    (info,) = ledger.runs()
    run = load_run(ledger, info.run_id)
    assert run.model_id == info.record.model_id and run.planned_cells == ["in850-out6", "short-in800-out4"]
    # the kernel build the rows' decode steps ran on scopes the results, where the environment named none
    assert run.environment["kernel_build"].startswith("C ") and f"kernel_build {run.environment['kernel_build']}" in \
        run.scope_text()
    assert run.artifact_problems  # the fixture keeps the ledger alone: its artifacts are reported missing
    assert {(v.cell_id, v.candidate) for v in assess(run).cells} == {("in850-out6", "q8_0"), ("short-in800-out4", "q8_0")}


def test_a_run_s_environment_names_the_cpu_and_the_kernel_build(monkeypatch: pytest.MonkeyPatch) -> None:
    from kvtrial.protocol.environment import machine

    monkeypatch.setenv("KVTRIAL_KERNEL_ISA", "avx2")
    monkeypatch.setenv("KVTRIAL_KERNEL_OPENMP", "0")
    found = machine()
    assert found["cpu_model"] and isinstance(found["isa_flags"], list) and found["kernel_build"] == "C avx2"
    env = Environment.from_dict({"machine": found, "software": {"python": "3.11"}})
    assert env.scope()["cpu"] == found["cpu_model"] and env.machine.isa_flags == tuple(found["isa_flags"])
    monkeypatch.setenv("KVTRIAL_NO_KERNELS", "1")
    assert machine(hostname=False)["kernel_build"].startswith("none") and "hostname" not in machine(hostname=False)


def test_a_damaged_version_record_is_said_to_be_damage(tmp_path: Path) -> None:
    Ledger.open(tmp_path)
    db = tmp_path / "ledger.sqlite"
    with sqlite3.connect(db) as conn:  # a version no kvtrial writes
        conn.execute("UPDATE meta SET value = '-1' WHERE key = 'schema_version'")
    with pytest.raises(KvtrialError, match="version -1, which no kvtrial writes.*damaged"):
        Ledger.open(tmp_path, read_only=True)
    with sqlite3.connect(db) as conn:  # two version rows (a meta table rebuilt without its key)
        conn.execute("DROP TABLE meta")
        conn.execute("CREATE TABLE meta (key TEXT, value TEXT)")
        conn.execute("INSERT INTO meta VALUES ('schema_version', '2'), ('schema_version', '3')")
    with pytest.raises(KvtrialError, match="names 2 schema versions.*damaged"):
        Ledger.open(tmp_path, read_only=True)
    with sqlite3.connect(db) as conn:  # a meta table of another shape
        conn.execute("DROP TABLE meta")
        conn.execute("CREATE TABLE meta (name TEXT)")
    for read_only in (True, False):
        with pytest.raises(KvtrialError, match="meta table kvtrial cannot read.*damaged"):
            Ledger.open(tmp_path, read_only=read_only)


def test_a_ledger_that_lost_its_meta_table_is_read_at_the_version_its_records_show(tmp_path: Path) -> None:
    ledger = Ledger.open(tmp_path)
    ledger.create_run("run-a", "cfg", {"requests": [], "samples": {}},
                      {"machine": {"cpu_model": "AMD EPYC"}, "software": {}})
    del ledger
    with sqlite3.connect(tmp_path / "ledger.sqlite") as conn:
        conn.execute("DROP TABLE meta")
    assert Ledger.open(tmp_path, read_only=True).schema_version == 2  # not 1: its run names the CPU model
    written = Ledger.open(tmp_path)  # a writer stamps what the records show, never 1
    assert written.schema_version == 2
    with sqlite3.connect(tmp_path / "ledger.sqlite") as conn:
        assert conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone() == ("2",)
