"""Fault injection, class "outputs": every command that writes a file is pointed at what it must never
replace - the project's ledger and its journal files, a run artifact, a baseline archive, a FIFO, a
device, a link - and at a project folder linked out of the project. Each is one clear error (exit 2, no
traceback) with every file of the project and outside it as it was."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest

from kvtrial.protocol.ledger import LEDGER_FILE
from tests.protocol.cli_helpers import kvtrial
from tests.protocol.test_project_faults import _project_with_a_run


def _state(*folders: Path) -> dict[str, tuple[str, bytes | str]]:
    """Every entry under the folders: its kind and content (a link's target), to compare before and after."""
    seen: dict[str, tuple[str, bytes | str]] = {}
    for folder in folders:
        for p in sorted(folder.rglob("*")):
            if p.is_symlink():
                seen[str(p)] = ("link", os.readlink(p))
            elif p.is_file():
                seen[str(p)] = ("file", p.read_bytes())
            else:
                seen[str(p)] = ("other", "")
    return seen


# Each target: (name, how to make it in a project with one run, given the outside folder) -> the path to write.
def _ledger(project: Path, outside: Path) -> Path:
    return project / LEDGER_FILE


def _wal(project: Path, outside: Path) -> Path:
    (project / (LEDGER_FILE + "-wal")).write_bytes(b"journal")
    return project / (LEDGER_FILE + "-wal")


def _archive(project: Path, outside: Path) -> Path:
    (project / "baselines").mkdir(exist_ok=True)
    (project / "baselines" / "baseline-cv.json").write_text('{"archive_version": 1}')
    return project / "baselines" / "baseline-cv.json"


def _artifact(project: Path, outside: Path) -> Path:
    (project / "runs" / "run-1" / "texts").mkdir(parents=True)
    (project / "runs" / "run-1" / "texts" / "k0.txt").write_text("generated")
    return project / "runs" / "run-1" / "texts" / "k0.txt"


def _fifo(project: Path, outside: Path) -> Path:
    os.mkfifo(outside / "pipe")
    return outside / "pipe"


def _device(project: Path, outside: Path) -> Path:
    return Path("/dev/null")


def _link(project: Path, outside: Path) -> Path:
    (outside / "precious.txt").write_text("precious")
    (outside / "out.csv").symlink_to(outside / "precious.txt")
    return outside / "out.csv"


def _linked_reports(project: Path, outside: Path) -> Path:
    (project / "reports").symlink_to(outside, target_is_directory=True)
    return project / "reports" / "out.csv"


TARGETS: dict[str, tuple[Callable[[Path, Path], Path], str]] = {
    "ledger": (_ledger, "one of the records of the project"),
    "ledger journal": (_wal, "one of the records of the project"),
    "baseline archive": (_archive, "one of the records of the project"),
    "run artifact": (_artifact, "one of the records of the project"),
    "FIFO": (_fifo, "it is a FIFO"),
    "device": (_device, "it is a device"),
    "link": (_link, "symbolic link"),
    "linked project folder": (_linked_reports, "outside the project"),
}

# Every command that writes a file it is given, with the arguments that get it to the write cheaply.
COMMANDS: dict[str, Callable[[Path, Path], list[str]]] = {
    "export-csv": lambda out, project: ["export-csv", str(out), "--project", str(project)],
    "schema": lambda out, project: ["schema", "--out", str(out)],
    "facts build": lambda out, project: ["facts", "build", "--whitespace-tokens", "--tokens", "600",
                                         "--out", str(out)],
    "bench --output": lambda out, project: ["bench", "--output", str(out)],
    "bench --markdown": lambda out, project: ["bench", "--markdown", str(out)],
}


@pytest.mark.parametrize("target", list(TARGETS))
@pytest.mark.parametrize("command", list(COMMANDS))
def test_no_command_writes_over_what_it_must_keep(tmp_path, capsys, monkeypatch, command, target) -> None:
    project = _project_with_a_run(tmp_path)
    outside = tmp_path / "outside"
    outside.mkdir()
    monkeypatch.chdir(tmp_path)
    make, fragment = TARGETS[target]
    path = make(project, outside)
    before = _state(project, outside)
    code, _, err = kvtrial(capsys, *COMMANDS[command](path, project))
    assert code == 2 and "Traceback" not in err and err.startswith("kvtrial: error:"), err
    assert fragment in err and str(path) in err, err
    assert _state(project, outside) == before
    if target == "device":
        assert Path("/dev/null").is_char_device()


def test_the_report_is_not_written_through_a_linked_reports_folder(tmp_path, capsys) -> None:
    from kvtrial.fsio import output_root

    project = _project_with_a_run(tmp_path)
    outside = tmp_path / "outside"
    outside.mkdir()
    (project / "reports").symlink_to(outside, target_is_directory=True)
    # the root report (and gate --json) write under: the project, not the folder the link leads to
    assert output_root(project, project / "reports" / "run-1") == project
    code, _, err = kvtrial(capsys, "report", "run-1", "--project", project)
    assert code == 2 and "Traceback" not in err and "outside the project" in err, err
    assert list(outside.iterdir()) == []
