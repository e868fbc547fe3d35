"""Fault injection, class "outputs": every command that writes a file is pointed at what it must never
replace - the project's ledger and its journal files, a run artifact, a baseline archive, a FIFO, a
device, a link - and at a project folder linked out of the project. Each is one clear error (exit 2, no
traceback) with every file of the project and outside it as it was."""

from __future__ import annotations

import html
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


# --------------------------------------------------------------------------- the project's own records

RECORDS = (LEDGER_FILE, LEDGER_FILE + "-wal", LEDGER_FILE + "-shm", "runs", "admission", "baselines")


def _replace_with_link(project: Path, name: str, outside: Path, dangling: bool) -> Path:
    """`name` in the project made a link to a copy outside (or to nothing there yet)."""
    record, target = project / name, outside / name
    if not dangling:
        if record.is_dir():
            record.rename(target)
        elif record.exists():
            record.rename(target)
        elif name in ("runs", "admission", "baselines"):
            target.mkdir()
        else:
            target.write_bytes(b"")
    elif record.is_dir():
        import shutil

        shutil.rmtree(record)
    else:
        record.unlink(missing_ok=True)
    record.symlink_to(target, target_is_directory=name in ("runs", "admission", "baselines"))
    return record


@pytest.mark.parametrize("dangling", [False, True], ids=["to outside", "dangling"])
@pytest.mark.parametrize("name", RECORDS)
@pytest.mark.parametrize("args", [["status"], ["export-csv", "out.csv"], ["report", "run-1"]])
def test_a_link_in_place_of_a_project_record_is_refused_on_open(tmp_path, capsys, monkeypatch, args, name,
                                                                dangling) -> None:
    project = _project_with_a_run(tmp_path)
    (project / "runs").mkdir()
    outside = tmp_path / "outside"
    outside.mkdir()
    monkeypatch.chdir(tmp_path)
    link = _replace_with_link(project, name, outside, dangling)
    before = _state(project, outside)
    code, _, err = kvtrial(capsys, *args, "--project", project)
    assert code == 2 and "Traceback" not in err and err.startswith("kvtrial: error:"), err
    assert f"the project record {link} is a symbolic link" in err, err
    assert _state(project, outside) == before
    assert not (tmp_path / "out.csv").exists() and not (project / "reports").exists()


@pytest.mark.parametrize("kind", ["FIFO", "folder"])
@pytest.mark.parametrize("name", RECORDS[:3])
def test_a_ledger_file_that_is_not_a_regular_file_is_refused_on_open(tmp_path, capsys, name, kind) -> None:
    project = _project_with_a_run(tmp_path)
    record = project / name
    if record.exists():
        record.unlink()
    if kind == "FIFO":
        os.mkfifo(record)  # SQLite would block on it
    else:
        record.mkdir()
    code, _, err = kvtrial(capsys, "status", "--project", project)
    assert code == 2 and "Traceback" not in err, err
    assert f"the project record {record} should be a regular file but is a {kind}" in err, err
    assert os.path.lexists(record)


@pytest.mark.parametrize("name", [LEDGER_FILE, LEDGER_FILE + "-wal", "admission"])
def test_admit_never_writes_through_a_dangling_record_link(tiny_folder, tmp_path, capsys, name) -> None:
    from tests.protocol.conftest import tiny_record, write_json

    record = write_json(tmp_path / "record.json", tiny_record(tiny_folder))
    project = _project_with_a_run(tmp_path)
    outside = tmp_path / "outside"
    outside.mkdir()
    link = _replace_with_link(project, name, outside, dangling=True)
    before = _state(project, outside)
    code, _, err = kvtrial(capsys, "admit", record, "--project", project)
    assert code == 2 and "Traceback" not in err and f"the project record {link} is a symbolic link" in err, err
    assert _state(project, outside) == before and list(outside.iterdir()) == []


def _ledger_with_run_id(project: Path, run_id: str) -> None:
    """A ledger whose run id was edited by hand (`create_run` refuses such an id)."""
    import sqlite3

    conn = sqlite3.connect(project / LEDGER_FILE)
    with conn:
        conn.execute("UPDATE runs SET run_id = ? WHERE run_id = 'run-1'", (run_id,))
        conn.execute("UPDATE rows SET run_id = ? WHERE run_id = 'run-1'", (run_id,))
    conn.close()


@pytest.mark.parametrize("run_id", ["../../outside/evil", "run-1/../../../x", "/tmp/abs", "..", ".hidden", "a b"])
def test_a_run_id_from_the_ledger_that_is_not_one_makes_no_folder(tmp_path, capsys, monkeypatch, run_id) -> None:
    project = _project_with_a_run(tmp_path)
    _ledger_with_run_id(project, run_id)
    monkeypatch.chdir(tmp_path)

    def state() -> dict[str, tuple[str, bytes | str]]:  # SQLite's own side files come and go with any open
        return {k: v for k, v in _state(tmp_path).items() if not k.endswith(("-wal", "-shm"))}

    before = state()
    for args in (["report", run_id], ["status"]):
        code, _, err = kvtrial(capsys, *args, "--project", project)
        assert code == 2 and "Traceback" not in err and f"{run_id!r} is not a run id" in err, err
    assert state() == before


def test_a_new_run_id_that_is_a_path_is_refused(tmp_path) -> None:
    from kvtrial.errors import KvtrialError
    from kvtrial.protocol.ledger import Ledger

    ledger = Ledger.open(tmp_path / "project")
    with pytest.raises(KvtrialError, match="is not a run id"):
        ledger.create_run("../x", "cv", {}, {})
    ledger.create_run("run-20250101-120000-a1b2c3", "cv", {}, {})


def test_dot_dot_through_a_folder_not_made_yet_is_refused_before_any_folder(tmp_path) -> None:
    from kvtrial.fsio import UnsafePathError, atomic_write

    project = _project_with_a_run(tmp_path)
    before = _state(tmp_path)
    with pytest.raises(UnsafePathError, match="outside the project"):
        atomic_write(project / "reports" / ".." / ".." / "outside" / "evil" / "report.md", "x", root=project)
    assert _state(tmp_path) == before
    # inside the project, `..` is folded before the folders are made: no folder only to climb out of
    atomic_write(project / "reports" / "new" / ".." / "report.md", "x", root=project)
    assert (project / "reports" / "report.md").read_text() == "x" and not (project / "reports" / "new").exists()


# --------------------------------------------------------------------------- report.md shows model output as text

@pytest.mark.parametrize("text", [
    "![t](https://evil.example/pixel.png)", "[click me](http://evil.example)", "![t][ref]\n\n[ref]: https://x.y/p.png",
    "see https://evil.example/x or www.evil.example", "\\[not a link\\](x)", "<img src=https://x.y/p.png>",
])
def test_report_markdown_renders_model_output_inertly(text) -> None:
    from markdown_it import MarkdownIt

    from kvtrial.verdicts.report import Section, Table, render_markdown

    section = Section("outputs", "Outputs", paragraphs=[text], tables=[Table(["output"], [[text]])], bullets=[text])
    rendered = MarkdownIt("commonmark").render(render_markdown("report", [section], {}))
    assert "<img" not in rendered and "<a " not in rendered, rendered
    # what a reader sees is the text itself, as in the HTML report (one line per cell)
    assert text.replace("\n", " ") in html.unescape(rendered), rendered
    raw = render_markdown("report", [section], {})
    assert "://" not in raw.replace("\\://", "") and "www." not in raw.replace("www\\.", "")  # no bare URL to autolink
