"""The runner against a broken file system: a plain file where a folder belongs, a read-only folder,
symbolic links planted at artifact paths, a corrupt ledger. Each gives one clear error (exit 2, no
traceback), touches no file outside the project and leaves no run `running`; a run that failed
after it was registered is `failed` with its reason and resumes once the cause is gone."""

from __future__ import annotations

import hashlib
import os
import stat
from collections.abc import Callable
from pathlib import Path

import pytest

from kvtrial.protocol import runner
from kvtrial.protocol.admission import admission_conditions, admission_key
from kvtrial.protocol.ledger import LEDGER_FILE, Ledger, RunStatus
from kvtrial.protocol.record import load_record
from kvtrial.protocol.resolve import resolve_record
from kvtrial.records.row import AdmissionStatus, RowStatus
from tests.protocol.cli_helpers import kvtrial
from tests.protocol.conftest import tiny_record, write_json

RUN_ID = "run-fault-injection"
ONE_CELL = {"input_tokens": [850], "output_budgets": [6], "repeats": 1, "warmup": False}


def admitted_project(tiny_folder: Path, tmp_path: Path) -> tuple[Path, Path]:
    """A record and a project whose branches are admitted under the record's own conditions."""
    record = write_json(tmp_path / "record.json", tiny_record(tiny_folder, **ONE_CELL))
    resolved = resolve_record(load_record(record))
    project = tmp_path / "project"
    ledger = Ledger.open(project)
    for branch in resolved.branches:
        ledger.add_admission(*admission_key(resolved, branch), AdmissionStatus.TRIAL_ALLOWED, None,
                             {"conditions": admission_conditions(resolved, branch)})
    ledger.close()
    return record, project


def snapshot(folder: Path, skip: Path) -> dict[str, tuple[int, str]]:
    """Every file under `folder` but `skip`: its mode and content hash (what a stray write would change)."""
    found = {}
    for path in sorted(folder.rglob("*")):
        if path == skip or skip in path.parents or path.is_dir() or path.is_symlink():
            continue
        found[str(path)] = (path.stat().st_mode, hashlib.sha256(path.read_bytes()).hexdigest())
    return found


def one_clear_error(code: int, err: str, *fragments: str) -> None:
    assert code == 2 and "Traceback" not in err and err.startswith("kvtrial: error:"), err
    assert err.count("kvtrial: error:") == 1, err
    for fragment in fragments:
        assert fragment in err, err


def runs_of(project: Path) -> dict[str, tuple[str, str | None]]:
    ledger = Ledger.open(project, create=False)
    try:
        return {r.run_id: (r.status, r.reason) for r in ledger.runs()}
    finally:
        ledger.close()


def _plain_file_at_runs(project: Path, outside: Path) -> str:
    (project / "runs").write_text("not a folder\n")
    return "a file stands where its folder"


def _read_only_runs(project: Path, outside: Path) -> str:
    runs = project / "runs"
    runs.mkdir()
    runs.chmod(stat.S_IRUSR | stat.S_IXUSR)
    if os.access(runs, os.W_OK):  # root writes anyway: make the same write fail with a file where the run's folder goes
        runs.chmod(0o755)
        (runs / RUN_ID).write_text("in the way\n")
        return "a file stands where its folder"
    return "cannot"


def _link_at_inputs_folder(project: Path, outside: Path) -> str:
    (project / "runs" / RUN_ID).mkdir(parents=True)
    (project / "runs" / RUN_ID / "inputs").symlink_to(outside, target_is_directory=True)
    return "outside the project"


def _link_at_a_worker_log(project: Path, outside: Path) -> str:
    logs = project / "runs" / RUN_ID / "logs"
    logs.mkdir(parents=True)
    (logs / "worker-001-ordinary.log").symlink_to(outside / "victim.txt")  # the first worker's raw log
    return "is a symbolic link"


def _link_at_the_texts_folder(project: Path, outside: Path) -> str:
    (project / "runs" / RUN_ID).mkdir(parents=True)
    (project / "runs" / RUN_ID / "texts").symlink_to(outside, target_is_directory=True)
    return "outside the project"


FAULTS: dict[str, Callable[[Path, Path], str]] = {
    "plain file where runs/ belongs": _plain_file_at_runs,
    "read-only runs/": _read_only_runs,
    "link at the inputs folder": _link_at_inputs_folder,
    "link at a worker log": _link_at_a_worker_log,
    "link at the texts folder": _link_at_the_texts_folder,
}


@pytest.mark.parametrize("fault", list(FAULTS))
def test_a_broken_project_fails_the_run_cleanly(tiny_folder, tmp_path, capsys, monkeypatch, fault) -> None:
    record, project = admitted_project(tiny_folder, tmp_path)
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "victim.txt").write_text("must stay as it is\n")
    expected = FAULTS[fault](project, outside)
    monkeypatch.setattr(runner, "new_run_id", lambda: RUN_ID)  # so the fault can be planted at the run's paths
    before = snapshot(tmp_path, project)

    code, _, err = kvtrial(capsys, "run", record, "--project", project, "--no-progress")

    one_clear_error(code, err, f"run {RUN_ID} failed:", expected, f"kvtrial run --resume {RUN_ID}")
    assert snapshot(tmp_path, project) == before  # nothing outside the project was written
    assert sorted(p.name for p in outside.iterdir()) == ["victim.txt"]
    status, reason = runs_of(project)[RUN_ID]
    assert status == RunStatus.FAILED and expected in (reason or ""), reason
    code, out, _ = kvtrial(capsys, "status", "--project", project)
    assert code == 0 and f"{RUN_ID} failed:" in out


def test_a_failed_run_resumes_once_the_cause_is_gone(tiny_folder, tmp_path, capsys, monkeypatch) -> None:
    record, project = admitted_project(tiny_folder, tmp_path)
    outside = tmp_path / "outside"
    outside.mkdir()
    _link_at_the_texts_folder(project, outside)
    monkeypatch.setattr(runner, "new_run_id", lambda: RUN_ID)
    code, _, err = kvtrial(capsys, "run", record, "--project", project, "--no-progress")
    one_clear_error(code, err, "outside the project")
    assert runs_of(project)[RUN_ID][0] == RunStatus.FAILED and not list(outside.iterdir())

    (project / "runs" / RUN_ID / "texts").unlink()
    code, out, err = kvtrial(capsys, "run", "--resume", RUN_ID, "--project", project, "--no-progress")
    assert code == 0, err
    assert runs_of(project)[RUN_ID] == (RunStatus.COMPLETE, None)
    ledger = Ledger.open(project, create=False)
    rows = ledger.rows(RUN_ID, include_warmup=True)
    assert len(rows) == 4 and {r.status for r in rows} == {RowStatus.OK}  # the refused request ran on resume, once
    assert len({r.cell_id + r.branch for r in rows}) == 4


def test_a_corrupt_ledger_refuses_the_run_before_anything_runs(tiny_folder, tmp_path, capsys) -> None:
    record, project = admitted_project(tiny_folder, tmp_path)
    for name in os.listdir(project):
        if name != LEDGER_FILE:
            (project / name).unlink()
    (project / LEDGER_FILE).write_bytes(b"\x00garbage, not sqlite\x00" * 256)
    before = snapshot(tmp_path, tmp_path / "no-skip")
    code, _, err = kvtrial(capsys, "run", record, "--project", project, "--no-progress")
    one_clear_error(code, err, "is damaged")
    assert snapshot(tmp_path, tmp_path / "no-skip") == before  # the damaged ledger is left for the user to restore
    assert sorted(os.listdir(project)) == [LEDGER_FILE]


def test_a_ledger_that_fails_mid_run_leaves_no_run_running(tiny_folder, tmp_path, capsys, monkeypatch) -> None:
    """The ledger refusing a write after the run was created (disk full, file made read-only): the run
    is marked failed where the ledger still takes that, and the error is still one clear line."""
    record, project = admitted_project(tiny_folder, tmp_path)
    monkeypatch.setattr(runner, "new_run_id", lambda: RUN_ID)

    def refuse(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(Ledger, "add_artifact", refuse)
    code, _, err = kvtrial(capsys, "run", record, "--project", project, "--no-progress")
    one_clear_error(code, err, f"run {RUN_ID} failed: OSError", "No space left on device")
    assert runs_of(project)[RUN_ID][0] == RunStatus.FAILED
    assert all(status != RunStatus.RUNNING for status, _ in runs_of(project).values())


def test_a_record_changed_after_admission_is_refused_naming_the_difference(tiny_folder, tmp_path, capsys) -> None:
    record, project = admitted_project(tiny_folder, tmp_path)
    data = tiny_record(tiny_folder, **ONE_CELL)
    data["shared"]["attn_implementation"] = "eager"  # the same model, backend and setting, run another way
    write_json(record, data)
    code, _, err = kvtrial(capsys, "run", record, "--project", project, "--no-progress")
    one_clear_error(code, err, "no longer matches its admission", "attn_implementation: admitted with 'sdpa'",
                    "'eager'")
    assert runs_of(project) == {}  # refused before any run was registered
