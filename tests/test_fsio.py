"""The one atomic write: whole files or none, no temporary left behind, no write through a link out of a project."""

from __future__ import annotations

import os
import stat
import tempfile

import pytest

from kvtrial.fsio import UnsafePathError, WriteError, atomic_write, atomic_writer, check_target, inside, output_root


def test_atomic_write_replaces_the_file_readable_by_others_and_leaves_no_temporary(tmp_path):
    target = tmp_path / "sub" / "out.json"
    atomic_write(target, "first")
    atomic_write(target, b"second")
    assert target.read_bytes() == b"second"
    assert stat.S_IMODE(target.stat().st_mode) == 0o644
    assert sorted(p.name for p in target.parent.iterdir()) == ["out.json"]


def test_an_error_inside_the_block_keeps_the_old_file_and_removes_the_temporary(tmp_path):
    target = tmp_path / "out.csv"
    target.write_text("old")
    with pytest.raises(RuntimeError, match="half way"):
        with atomic_writer(target) as fh:
            fh.write("new, half")
            raise RuntimeError("half way")
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["out.csv"]


def test_a_folder_at_the_target_is_one_clear_error(tmp_path):
    (tmp_path / "out").mkdir()
    with pytest.raises(WriteError, match="it is a folder; give a file name"):
        atomic_write(tmp_path / "out", "x")
    assert [p.name for p in tmp_path.iterdir()] == ["out"]


def test_a_file_where_a_folder_belongs_is_one_clear_error(tmp_path):
    (tmp_path / "runs").write_text("not a folder")
    with pytest.raises(WriteError, match="a file stands where its folder"):
        atomic_write(tmp_path / "runs" / "r1" / "x.txt", "x")


def test_a_folder_the_system_will_not_write_into_is_one_clear_error(tmp_path, monkeypatch):
    # The OS's refusal (a read-only folder for an ordinary user; root writes anyway, so the refusal is
    # made the same way for every user) surfaces as one WriteError naming the file, nothing left behind.
    folder = tmp_path / "ro"
    folder.mkdir()

    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(tempfile, "mkstemp", refuse)
    with pytest.raises(WriteError, match=r"cannot write .*x\.txt: Permission denied in"):
        atomic_write(folder / "x.txt", "x")
    assert list(folder.iterdir()) == []


def test_a_link_at_the_target_is_refused_and_its_target_untouched(tmp_path):
    project, outside = tmp_path / "project", tmp_path / "outside.txt"
    project.mkdir()
    outside.write_text("precious")
    (project / "admission.txt").symlink_to(outside)
    with pytest.raises(UnsafePathError, match="symbolic link"):
        atomic_write(project / "admission.txt", "overwritten", root=project)
    assert outside.read_text() == "precious"


def test_a_linked_folder_leading_out_of_the_project_is_refused(tmp_path):
    project, elsewhere = tmp_path / "project", tmp_path / "elsewhere"
    project.mkdir()
    elsewhere.mkdir()
    (project / "runs").symlink_to(elsewhere, target_is_directory=True)
    with pytest.raises(UnsafePathError, match="outside the project"):
        atomic_write(project / "runs" / "r1" / "text.txt", "x", root=project)
    assert list(elsewhere.iterdir()) == []  # not even the folder r1 was made there
    with pytest.raises(UnsafePathError, match="outside the project"):
        inside(project / ".." / "escape.txt", project)


def test_a_link_inside_the_project_to_inside_the_project_is_allowed_for_folders(tmp_path):
    project = tmp_path / "project"
    (project / "real").mkdir(parents=True)
    (project / "alias").symlink_to(project / "real", target_is_directory=True)
    atomic_write(project / "alias" / "x.txt", "ok", root=project)
    assert (project / "real" / "x.txt").read_text() == "ok"


def _project(tmp_path):
    project = tmp_path / "project"
    (project / "runs" / "run-1" / "texts").mkdir(parents=True)
    (project / "baselines").mkdir()
    (project / "ledger.sqlite").write_bytes(b"SQLite format 3\x00 kept")
    (project / "runs" / "run-1" / "texts" / "a.txt").write_text("artifact")
    (project / "baselines" / "baseline-cv.json").write_text("{}")
    return project


@pytest.mark.parametrize("name", ["ledger.sqlite", "ledger.sqlite-wal", "ledger.sqlite-shm", "ledger.sqlite-journal",
                                  "runs/run-1/texts/a.txt", "runs/run-1/new.csv", "baselines/baseline-cv.json"])
def test_no_output_replaces_or_joins_a_projects_records(tmp_path, name):
    project = _project(tmp_path)
    before = {p: p.read_bytes() for p in project.rglob("*") if p.is_file()}
    for root in (None, project):
        with pytest.raises(UnsafePathError, match="one of the records of the project"):
            atomic_write(project / name, "csv,text\n", root=root)
    assert {p: p.read_bytes() for p in project.rglob("*") if p.is_file()} == before


def test_a_link_cannot_disguise_a_record_as_an_output(tmp_path):
    project = _project(tmp_path)
    (tmp_path / "innocent").mkdir()
    (tmp_path / "innocent" / "here").symlink_to(project / "baselines", target_is_directory=True)
    with pytest.raises(UnsafePathError, match="one of the records"):
        atomic_write(tmp_path / "innocent" / "here" / "baseline-cv.json", "x")
    assert (project / "baselines" / "baseline-cv.json").read_text() == "{}"


def test_the_writers_of_records_may_write_them(tmp_path):
    project = _project(tmp_path)
    atomic_write(project / "runs" / "run-1" / "texts" / "b.txt", "new artifact", root=project, record=True)
    assert (project / "runs" / "run-1" / "texts" / "b.txt").read_text() == "new artifact"


def test_only_a_regular_file_is_ever_replaced(tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    with pytest.raises(WriteError, match="it is a FIFO"):
        atomic_write(fifo, "x")
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)
    with pytest.raises(WriteError, match="it is a device"):
        check_target("/dev/null")
    (tmp_path / "target.txt").write_text("kept")
    (tmp_path / "link.txt").symlink_to(tmp_path / "target.txt")
    with pytest.raises(UnsafePathError, match="symbolic link"):
        atomic_write(tmp_path / "link.txt", "x")
    assert (tmp_path / "target.txt").read_text() == "kept" and (tmp_path / "link.txt").is_symlink()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["link.txt", "pipe", "target.txt"]


@pytest.mark.parametrize("depth", [0, 1, 2])
def test_a_linked_folder_at_any_level_inside_a_project_is_refused_without_a_root(tmp_path, depth):
    # the project is found from the ledger above the path, so a writer that forgot root= is still guarded
    project = _project(tmp_path)
    outside = tmp_path / "outside"
    outside.mkdir()
    parts = ["reports", "run-1", "plots"][: depth + 1]
    (project.joinpath(*parts[:-1])).mkdir(parents=True, exist_ok=True)
    project.joinpath(*parts).symlink_to(outside, target_is_directory=True)
    target = project.joinpath("reports", "run-1", "plots", "report.md")
    for root in (None, output_root(project, target.parent)):
        with pytest.raises(UnsafePathError, match="outside the project"):
            atomic_write(target, "report", root=root)
    assert list(outside.iterdir()) == []


def test_output_root_is_the_project_for_a_path_written_inside_it_even_through_a_link(tmp_path):
    project = _project(tmp_path)
    outside = tmp_path / "outside"
    outside.mkdir()
    (project / "reports").symlink_to(outside, target_is_directory=True)
    assert output_root(project, project / "reports" / "run-1") == project
    assert output_root(project, tmp_path / "elsewhere" / "new") == tmp_path
