"""Building and loading the C kernels: once per machine, and a clear reason when it cannot."""

from __future__ import annotations

from pathlib import Path

import pytest

from kvtrial.kernels import build, load_kernels


def test_kernels_build_into_the_kvtrial_cache_and_load():
    lib = load_kernels()
    assert lib.available and lib.reason is None, lib.reason
    assert Path(lib.path).is_file() and Path(lib.path).parent.name == "kernels"
    assert hasattr(lib.lib, "kvt_decode_attention") and hasattr(lib.lib, "kvt_quantize_rows")


def test_a_failing_compiler_is_a_reason_not_a_crash(monkeypatch: pytest.MonkeyPatch, tmp_path: Path):
    monkeypatch.setenv("KVTRIAL_CACHE_DIR", str(tmp_path))  # nothing built there yet
    monkeypatch.setenv("CC", "false")  # a "compiler" that always fails
    load_kernels.cache_clear()
    try:
        lib = load_kernels()
    finally:
        monkeypatch.undo()
        load_kernels.cache_clear()
    assert not lib.available
    assert "could not build the C decode kernel" in lib.reason and "false failed" in lib.reason
    assert not list((tmp_path / "kernels").glob("*.so"))  # no half-written library left behind


def test_disabled_kernels_say_so(kernels_off):
    lib = load_kernels()
    assert not lib.available and build.DISABLE_ENV in lib.reason
