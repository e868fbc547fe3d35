"""The one atomic write: whole files or none, no temporary left behind, no write through a link out of a project."""

from __future__ import annotations

import stat
import tempfile

import pytest

from kvtrial.fsio import UnsafePathError, WriteError, atomic_write, atomic_writer, inside


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
