"""Fault injection on a project's files: a damaged, empty, read-only or missing ledger, a folder where
the CSV should go, names carrying terminal escapes, a refused init. Each gives one clear error (exit 2,
no traceback), touches nothing outside the project and creates no project a read-only command did not need."""

from __future__ import annotations

import os
import sqlite3
import time
from pathlib import Path

import pytest

from kvtrial.errors import KvtrialError
from kvtrial.protocol.ledger import LEDGER_FILE, Ledger
from kvtrial.records.row import Row, RowStatus
from tests.protocol.cli_helpers import kvtrial


def _project_with_a_run(tmp_path: Path, branch: str = "q8_0") -> Path:
    project = tmp_path / "project"
    ledger = Ledger.open(project)
    ledger.add_registration("cv", {"model": {"id": "m"}}, {"record_type": "x"}, None)
    ledger.create_run("run-1", "cv", {"requests": [{}]}, {"machine": {}})
    ledger.add_row(Row(run_id="run-1", config_version="cv", cell_id="c0", sample_id="s", branch=branch,
                       backend="native", repeat=0, order_position=0, warmup=False, status=RowStatus.OK), "k0")
    ledger.close()
    return project


def _one_clear_error(code: int, err: str, *fragments: str) -> None:
    assert code == 2 and "Traceback" not in err and err.startswith("kvtrial: error:"), err
    for fragment in fragments:
        assert fragment in err, err


@pytest.mark.parametrize("args", [["status"], ["status", "--run", "run-1"], ["export-csv", "out.csv"],
                                  ["rollback"], ["run", "--resume", "run-1"]])
def test_read_only_commands_do_not_create_a_missing_project(tmp_path, capsys, monkeypatch, args) -> None:
    monkeypatch.chdir(tmp_path)
    code, _, err = kvtrial(capsys, *args, "--project", tmp_path / "nowhere")
    _one_clear_error(code, err, "no ledger at", "nothing was created")
    assert not (tmp_path / "nowhere").exists() and not (tmp_path / "out.csv").exists()


def test_a_zero_byte_ledger_is_a_damaged_project_not_a_new_one(tmp_path, capsys) -> None:
    project = tmp_path / "project"
    project.mkdir()
    (project / LEDGER_FILE).write_bytes(b"")
    old = time.time() - 3600
    os.utime(project / LEDGER_FILE, (old, old))
    for args in (["status"], ["export-csv", str(tmp_path / "x.csv")]):
        code, _, err = kvtrial(capsys, *args, "--project", project)
        _one_clear_error(code, err, "is empty (0 bytes): the project is damaged, not new")
    assert (project / LEDGER_FILE).stat().st_size == 0  # left as found, for the user to restore


def test_a_corrupt_ledger_is_one_clear_error(tmp_path, capsys) -> None:
    project = _project_with_a_run(tmp_path)
    (project / LEDGER_FILE).write_bytes(b"this is not sqlite" * 512)
    for name in os.listdir(project):
        if name.endswith(("-wal", "-shm")):
            (project / name).unlink()
    code, _, err = kvtrial(capsys, "status", "--project", project)
    _one_clear_error(code, err, "is damaged (file is not a database)")


def test_a_read_only_ledger_is_read_by_status_and_refused_for_writes(tmp_path, capsys, monkeypatch) -> None:
    project = _project_with_a_run(tmp_path)

    def read_only(self) -> None:  # what SQLite says on a read-only folder or file (root ignores chmod)
        raise sqlite3.OperationalError("attempt to write a readonly database")

    monkeypatch.setattr(Ledger, "_prepare", read_only)
    code, out, err = kvtrial(capsys, "status", "--project", project)
    assert code == 0 and "run-1" in out, err
    ledger = Ledger.open(project, create=False)
    assert ledger.read_only and [r.run_id for r in ledger.runs()] == ["run-1"]
    with pytest.raises(KvtrialError, match="read-only here; this command needs to write it"):
        ledger.set_run_status("run-1", "failed")
    with pytest.raises(KvtrialError, match="the project folder or file is read-only"):
        Ledger.open(project)  # a writing command is refused at once


def test_export_csv_to_a_folder_is_refused_and_leaves_no_partial_file(tmp_path, capsys) -> None:
    project = _project_with_a_run(tmp_path)
    target = tmp_path / "out"
    target.mkdir()
    code, _, err = kvtrial(capsys, "export-csv", target, "--project", project)
    _one_clear_error(code, err, "it is a folder; give a file name")
    assert list(target.iterdir()) == [] and sorted(p.name for p in tmp_path.iterdir()) == ["out", "project"]


def test_status_strips_terminal_escape_sequences_from_names(tmp_path, capsys) -> None:
    project = _project_with_a_run(tmp_path, branch="q8_0\x1b]0;owned\x07\x1b[2J[bold]x")
    code, out, err = kvtrial(capsys, "status", "--project", project, "--run", "run-1")
    assert code == 0, err
    assert "\x1b" not in out and "\x07" not in out
    assert "q8_0" in out and "[bold]x" in out  # markup shown as text, not applied


def test_init_refuses_an_unknown_candidate_before_writing(tiny_folder, tmp_path, capsys) -> None:
    out = tmp_path / "record.json"
    code, _, err = kvtrial(capsys, "init", out, "--model", tiny_folder, "--candidate", "q5_k")
    _one_clear_error(code, err, "quantized_candidate[0].cache_options: unknown KV format 'q5_k'")
    code, _, err = kvtrial(capsys, "init", out, "--model", tiny_folder, "--candidate", "Q8_0")
    _one_clear_error(code, err, "Did you mean 'q8_0'")
    assert not out.exists()
