"""kvtrial's one cache directory rule: $KVTRIAL_CACHE_DIR (absolute), then $XDG_CACHE_HOME/kvtrial, then ~/.cache/kvtrial;
and when a folder of it is safe to load native code from."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from kvtrial.cache_dir import CACHE_DIR_ENV, kvtrial_cache_dir, make_cache_dirs, unsafe_folder
from kvtrial.errors import KvtrialError


def test_the_kvtrial_variable_wins(monkeypatch: pytest.MonkeyPatch, tmp_path: Path):
    monkeypatch.setenv(CACHE_DIR_ENV, str(tmp_path / "mine"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert kvtrial_cache_dir() == tmp_path / "mine"
    assert kvtrial_cache_dir("kernels") == tmp_path / "mine" / "kernels"


def test_xdg_cache_home_is_honoured_next(monkeypatch: pytest.MonkeyPatch, tmp_path: Path):
    monkeypatch.delenv(CACHE_DIR_ENV, raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert kvtrial_cache_dir("kernels") == tmp_path / "xdg" / "kvtrial" / "kernels"


def test_home_cache_is_the_default_and_a_relative_xdg_is_ignored(monkeypatch: pytest.MonkeyPatch, tmp_path: Path):
    monkeypatch.delenv(CACHE_DIR_ENV, raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
    assert kvtrial_cache_dir() == tmp_path / ".cache" / "kvtrial"
    monkeypatch.setenv("XDG_CACHE_HOME", "relative/path")  # invalid per the XDG spec
    assert kvtrial_cache_dir() == tmp_path / ".cache" / "kvtrial"


def test_a_relative_kvtrial_cache_dir_is_refused_naming_the_variable(monkeypatch: pytest.MonkeyPatch):
    from kvtrial.models.paths import cache_root

    monkeypatch.setenv(CACHE_DIR_ENV, "shared/cache")  # another folder in each working folder and worker
    for where in (kvtrial_cache_dir, cache_root):
        with pytest.raises(KvtrialError, match="KVTRIAL_CACHE_DIR='shared/cache' is a relative path; it must be absolute"):
            where()
    monkeypatch.setenv(CACHE_DIR_ENV, "~/cache")  # the home folder is absolute
    assert kvtrial_cache_dir() == Path.home() / "cache"


def test_folders_made_for_the_cache_are_writable_by_their_user_alone_whatever_the_umask(tmp_path: Path):
    old = os.umask(0o002)  # a user-private-group umask: group-writable by default
    try:
        make_cache_dirs(tmp_path / "cache" / "kernels")
    finally:
        os.umask(old)
    for folder in (tmp_path / "cache", tmp_path / "cache" / "kernels"):
        assert stat.S_IMODE(folder.stat().st_mode) == 0o755
    assert unsafe_folder(tmp_path / "cache" / "kernels", tmp_path / "cache") is None


def test_a_folder_others_can_write_or_change_is_named_with_the_fix(tmp_path: Path):
    cache, kernels = tmp_path / "cache", tmp_path / "cache" / "kernels"
    kernels.mkdir(parents=True)
    for folder, mode, who in ((cache, 0o775, "group"), (kernels, 0o757, "others"), (cache, 0o1777, "group and others")):
        folder.chmod(mode)
        problem = unsafe_folder(kernels, cache)
        assert problem is not None and f"{folder} is writable by {who} (mode {mode:o})" in problem
        assert f"chmod go-w {folder}" in problem and "set KVTRIAL_CACHE_DIR to a folder only you can write" in problem
        folder.chmod(0o755)
    # above the cache root a folder others may write is safe with the sticky bit (/tmp), not without it
    shared = tmp_path / "shared"
    (shared / "cache").mkdir(parents=True)
    shared.chmod(0o1777)
    assert unsafe_folder(shared / "cache", shared / "cache") is None
    shared.chmod(0o777)
    assert f"{shared} is writable by group and others" in (unsafe_folder(shared / "cache", shared / "cache") or "")
    shared.chmod(0o755)
    if os.geteuid() == 0:  # only root can give a folder to another user
        os.chown(kernels, 4321, 4321)
        assert f"{kernels} belongs to another user (uid 4321)" in (unsafe_folder(kernels, cache) or "")
