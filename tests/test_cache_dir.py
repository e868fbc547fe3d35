"""kvtrial's one cache directory rule: $KVTRIAL_CACHE_DIR, then $XDG_CACHE_HOME/kvtrial, then ~/.cache/kvtrial."""

from __future__ import annotations

from pathlib import Path

import pytest

from kvtrial.cache_dir import CACHE_DIR_ENV, kvtrial_cache_dir


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
