"""Building and loading the C kernels: once per machine, and a clear reason when it cannot."""

from __future__ import annotations

from pathlib import Path

import pytest

from kvtrial.cache.kernels import build, load_kernels


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


def test_the_library_lands_in_the_kvtrial_cache_directory(monkeypatch: pytest.MonkeyPatch, tmp_path: Path):
    monkeypatch.setenv("KVTRIAL_CACHE_DIR", str(tmp_path))
    load_kernels.cache_clear()
    try:
        lib = load_kernels()
    finally:
        monkeypatch.undo()
        load_kernels.cache_clear()
    assert lib.available, lib.reason
    assert Path(lib.path).parent == tmp_path / "kernels"


def test_the_build_key_names_the_cpu(monkeypatch: pytest.MonkeyPatch):
    """The library is built with -march=native: another CPU must get another build, not this one."""
    cc = build._compiler()
    assert cc is not None  # the suite expects a C compiler (README)
    here = build._build_key(cc)
    assert build.cpu_identity()  # something was read about this CPU
    monkeypatch.setattr(build, "cpu_identity", lambda: "model name: another cpu; flags: sse2")
    assert build._build_key(cc) != here


def test_every_exported_kernel_function_has_a_declared_signature():
    from kvtrial.cache.kernels.abi import PROTOTYPES

    lib = load_kernels()
    assert lib.available, lib.reason
    assert set(PROTOTYPES) == {"kvt_decode_attention", "kvt_prefill_attention", "kvt_quantize_rows", "kvt_build_info"}
    exported = set()
    for source in build.SOURCES:
        text = (build.HERE / source).read_text()
        exported |= {line.split("(")[0].split()[-1] for line in text.splitlines() if line.startswith("int kvt_")}
    assert exported == set(PROTOTYPES)  # a new C function needs its prototype in abi.py
    for name, (restype, argtypes) in PROTOTYPES.items():
        fn = getattr(lib.lib, name)
        assert fn.restype is restype and fn.argtypes == argtypes
    # ctypes now checks the argument count instead of passing garbage to C.
    with pytest.raises(TypeError):
        lib.lib.kvt_quantize_rows(None)


def test_each_variant_is_its_own_build_and_says_what_it_was_compiled_for(monkeypatch: pytest.MonkeyPatch):
    """native, avx2 and scalar (and native without OpenMP) load side by side, each from its own file, and each
    reports the instruction set it was compiled for: a scalar build never claims SIMD, an avx2 build never
    AVX-512. (OpenMP is switched off for the native build only: the switch does not depend on the instruction
    set, and the kernel tables build these four anyway, so this test compiles nothing of its own.)"""
    seen = {}
    for variant in build.executable_variants():
        for openmp in ("1", "0") if variant == "native" else ("1",):
            monkeypatch.setenv(build.ISA_ENV, variant)
            monkeypatch.setenv(build.OPENMP_ENV, openmp)
            lib = load_kernels()
            assert lib.available, lib.reason
            assert lib.variant == variant and variant in Path(lib.path).name
            isa, threads = lib.build_info.split("+")
            assert threads == ("openmp" if openmp == "1" else "pthreads")
            seen[(variant, openmp)] = (lib.path, isa)
    assert len({path for path, _ in seen.values()}) == len(seen)  # one file per build
    assert seen[("scalar", "1")][1] == "scalar"
    if ("avx2", "1") in seen:
        assert seen[("avx2", "1")][1] == "avx2"


def test_an_unknown_or_unexecutable_variant_is_a_reason(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv(build.ISA_ENV, "avx9")
    lib = load_kernels()
    assert not lib.available and "avx9" in lib.reason and "native, avx2, scalar" in lib.reason
    monkeypatch.setenv(build.ISA_ENV, "avx2")
    monkeypatch.setattr(build, "_cpuinfo_fields", lambda: {"flags": "sse2 sse4_2"})  # a CPU without AVX2
    build._load.cache_clear()
    try:
        lib = load_kernels()
    finally:
        build._load.cache_clear()
    assert not lib.available and "cannot execute the avx2 kernel build" in lib.reason


def test_the_build_key_names_the_variant_and_threading():
    cc = build._compiler()
    assert cc is not None
    keys = {build._build_key(cc, v, omp) for v in build.ISAS for omp in (True, False)}
    assert len(keys) == 2 * len(build.ISAS)
