"""Revisions: file sha256 remembered by path, size and mtime; folder revisions from commits or weights."""

from __future__ import annotations

import hashlib
from pathlib import Path

from kvtrial.models.paths import CACHE_ENV, cache_root, converted_dir
from kvtrial.models.revision import file_sha256, folder_revision


def test_cache_root_follows_the_environment_variable(monkeypatch, tmp_path):
    monkeypatch.setenv(CACHE_ENV, str(tmp_path / "c"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert cache_root() == tmp_path / "c"  # $KVTRIAL_CACHE_DIR wins over XDG
    assert converted_dir("ab" * 32) == tmp_path / "c" / "models" / ("ab" * 8)
    monkeypatch.delenv(CACHE_ENV)
    assert cache_root() == tmp_path / "xdg" / "kvtrial"
    monkeypatch.delenv("XDG_CACHE_HOME")
    assert cache_root() == Path.home() / ".cache" / "kvtrial"
    assert converted_dir("ab" * 32) == Path.home() / ".cache" / "kvtrial" / "models" / ("ab" * 8)


def test_file_sha256_is_the_real_digest_and_is_remembered(monkeypatch, tmp_path):
    monkeypatch.setenv(CACHE_ENV, str(tmp_path / "cache"))
    f = tmp_path / "w.bin"
    f.write_bytes(b"weights" * 1000)
    assert file_sha256(f) == hashlib.sha256(f.read_bytes()).hexdigest()
    (memo,) = (tmp_path / "cache" / "sha256").iterdir()
    # The remembered digest is what a second call returns: prove it by planting a different one.
    memo.write_text("0" * 64 + "\n")
    assert file_sha256(f) == "0" * 64
    # Any change of size or mtime is a new key, so the file is hashed again.
    f.write_bytes(b"other weights")
    assert file_sha256(f) == hashlib.sha256(b"other weights").hexdigest()


def test_folder_revision_uses_the_hub_commit_of_a_snapshot(monkeypatch, tmp_path):
    monkeypatch.setenv(CACHE_ENV, str(tmp_path / "cache"))
    commit = "0123456789abcdef0123456789abcdef01234567"
    snap = tmp_path / "models--org--m" / "snapshots" / commit
    snap.mkdir(parents=True)
    assert folder_revision(snap) == commit


def test_folder_revision_hashes_the_weight_files_only(monkeypatch, tmp_path):
    monkeypatch.setenv(CACHE_ENV, str(tmp_path / "cache"))
    folder = tmp_path / "m"
    folder.mkdir()
    (folder / "model.safetensors").write_bytes(b"a")
    (folder / "config.json").write_text("{}")
    first = folder_revision(folder)
    expected = hashlib.sha256(f"model.safetensors:{hashlib.sha256(b'a').hexdigest()}\n".encode()).hexdigest()
    assert first == expected
    (folder / "config.json").write_text('{"x": 1}')
    assert folder_revision(folder) == first
    (folder / "model.safetensors").write_bytes(b"b")
    assert folder_revision(folder) != first
