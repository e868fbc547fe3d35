"""Building and loading the C kernels: once per machine, and a clear reason when it cannot."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from kvtrial.cache.kernels import build, load_kernels
from tests.deadline import deadline

x86_only = pytest.mark.skipif(not build._is_x86(), reason="x86 instruction-set extensions (an Arm CPU has none to lack)")


def _cpu_without(*names: str) -> build.CpuFeatures:
    """This CPU as the probe reads it, less some extensions: another, older CPU."""
    cpu = build.running_cpu_features()
    assert cpu.reason is None, cpu.reason
    return build.CpuFeatures(cpu.known, cpu.present - set(names))



def _load_once(monkeypatch: pytest.MonkeyPatch):
    """The kernels loaded afresh under the test's environment, which is then undone (and the loader reset)."""
    load_kernels.cache_clear()
    try:
        return load_kernels()
    finally:
        monkeypatch.undo()
        load_kernels.cache_clear()

def test_kernels_build_into_the_kvtrial_cache_and_load():
    lib = load_kernels()
    assert lib.available and lib.reason is None, lib.reason
    assert Path(lib.path).is_file() and Path(lib.path).parent.name == "kernels"
    assert hasattr(lib.lib, "kvt_decode_attention") and hasattr(lib.lib, "kvt_quantize_rows")


def test_a_failing_compiler_is_a_reason_not_a_crash(monkeypatch: pytest.MonkeyPatch, tmp_path: Path):
    monkeypatch.setenv("KVTRIAL_CACHE_DIR", str(tmp_path))  # nothing built there yet
    monkeypatch.setenv("CC", "false")  # a "compiler" that always fails
    lib = _load_once(monkeypatch)
    assert not lib.available
    assert "could not build the C decode kernel" in lib.reason and "false failed" in lib.reason
    assert not list((tmp_path / "kernels").glob("*.so"))  # no half-written library left behind


def test_disabled_kernels_say_so(kernels_off):
    lib = load_kernels()
    assert not lib.available and build.DISABLE_ENV in lib.reason


def test_processes_that_load_at_once_build_the_library_once_in_the_kvtrial_cache(tmp_path: Path):
    """Two processes that need the kernels at once on a fresh cache (a run's two workers on first use): one compiles,
    the other waits for that build and loads it; the library lands in the kvtrial cache directory."""
    log, cc = tmp_path / "compiles.log", tmp_path / "cc"
    real = build._compiler()
    assert real is not None  # the suite expects a C compiler (README)
    # the wrapper logs each compile of the decode kernel and compiles at -O1 (the last -O wins): what this test checks
    # does not depend on the optimisation, and -O1 takes a third of -O3's 15 s
    cc.write_text(f'#!/bin/sh\ncase "$*" in *decode_attention.c\\ -o*) echo compiled >> "{log}";; esac\n'
                  f'case "$*" in *" -c "*) exec "{real}" "$@" -O1;; esac\nexec "{real}" "$@"\n')
    cc.chmod(0o755)
    env = {**os.environ, "KVTRIAL_CACHE_DIR": str(tmp_path / "cache"), "CC": str(cc)}
    env.pop(build.DISABLE_ENV, None), env.pop(build.ISA_ENV, None)
    code = ("from kvtrial.cache.kernels import load_kernels; lib = load_kernels(); "
            "print(lib.path if lib.available else lib.reason)")
    procs = [subprocess.Popen([sys.executable, "-c", code], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              text=True) for _ in range(2)]
    outs = [p.communicate(timeout=600) for p in procs]
    assert [p.returncode for p in procs] == [0, 0], outs
    paths = {out.strip() for out, _ in outs}
    assert len(paths) == 1, outs  # both loaded the same library
    (path,) = paths
    assert Path(path).is_file() and Path(path).parent == tmp_path / "cache" / "kernels", outs
    assert log.read_text().splitlines() == ["compiled"]  # built once


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
    assert set(PROTOTYPES) == {"kvt_decode_attention", "kvt_prefill_attention", "kvt_quantize_rows", "kvt_build_info",
                               "kvt_qdot_info", "kvt_pdot_info", "kvt_rotate_rows"}
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
    without_avx2 = _cpu_without("avx2")
    monkeypatch.setattr(build, "running_cpu_features", lambda: without_avx2)
    build._load.cache_clear()
    try:
        lib = load_kernels()
    finally:
        build._load.cache_clear()
    assert not lib.available and "cannot execute the avx2 kernel build" in lib.reason and "avx2" in lib.reason.split(":")[1]


def test_the_build_key_names_the_variant_and_threading():
    cc = build._compiler()
    assert cc is not None
    keys = {build._build_key(cc, v, omp) for v in build.ISAS for omp in (True, False)}
    assert len(keys) == 2 * len(build.ISAS)


# The probe's names as numpy's own CPUID reader (also in-process) spells them, where it has them.
_NUMPY_NAMES = {"sse4_1": "SSE41", "sse4_2": "SSE42", "fma": "FMA3"}


@x86_only
def test_the_cpu_probe_reads_the_cpu_this_process_runs_on():
    """The probe against numpy's CPUID reader (another in-process reading, so under a binary translator both see
    the emulated CPU): every extension both know agrees, and this machine's native build targets nothing the
    probe says is missing."""
    np_features = pytest.importorskip("numpy._core._multiarray_umath").__cpu_features__
    cpu = build.running_cpu_features()
    assert cpu.reason is None, cpu.reason
    assert {"avx2", "fma", "f16c", "bmi2", "avx512f", "avx512bw", "avx512vl"} <= cpu.known
    compared = {name: _NUMPY_NAMES.get(name, name.upper()) for name in cpu.known}
    compared = {name: np_name for name, np_name in compared.items() if np_name in np_features}
    assert len(compared) >= 20
    disagree = {name for name, np_name in compared.items() if (name in cpu.present) != bool(np_features[np_name])}
    assert not disagree, disagree
    assert not build.missing_features(build._compiler(), "native", cpu)


@x86_only
def test_a_build_the_running_cpu_cannot_execute_is_never_loaded(monkeypatch: pytest.MonkeyPatch, tmp_path: Path):
    """A CPU without AVX2 (a translator's or a VM's, whose /proc/cpuinfo may show the host's AVX-512): the native
    and avx2 builds, whose compiler targets AVX2 here, are refused with what is missing, before anything is
    compiled or loaded (a call into either would die of SIGILL); the scalar build stays executable (its loading
    is the other tests' business: compiling it here would add a build to the suite)."""
    monkeypatch.setenv("KVTRIAL_CACHE_DIR", str(tmp_path))
    load_kernels.cache_clear()
    older = _cpu_without("avx2", "avx512f")
    monkeypatch.setattr(build, "running_cpu_features", lambda: older)
    libs = {}
    try:
        for variant in ("native", "avx2"):
            monkeypatch.setenv(build.ISA_ENV, variant)
            build._load.cache_clear()
            libs[variant] = load_kernels()
        assert build.executable_variants() == ("scalar",)
    finally:
        monkeypatch.undo()
        load_kernels.cache_clear()
    for variant in ("native", "avx2"):
        lib = libs[variant]
        assert not lib.available and f"cannot execute the {variant} kernel build" in lib.reason, lib.reason
        assert "avx2" in lib.reason.split(", which")[0] and "lacks" in lib.reason
    assert not list((tmp_path / "kernels").glob("decode_attention-*.so"))  # nothing compiled for either


@x86_only
def test_a_compiler_that_targets_another_cpu_gets_its_own_build(tmp_path: Path):
    """-march=native is what the compiler makes of the CPU it sees: a compiler run elsewhere (or, here, one that
    also turns SSE4.2 and every extension above it off, last on its command line, so whatever CPU or wrapper is
    below) must not be handed this compiler's native build from the cache, which the same version, flags and
    /proc/cpuinfo would otherwise name alike."""
    cc = build._compiler()
    assert cc is not None
    wrapper = tmp_path / "cc"
    wrapper.write_text(f'#!/bin/sh\nexec {cc} "$@" -mno-sse4.2\n')
    wrapper.chmod(0o755)
    assert build._build_key(str(wrapper)) != build._build_key(cc)
    cpu = build.running_cpu_features()
    assert build._predefined_macros(cc, "native") != build._predefined_macros(str(wrapper), "native")
    assert "#define __AVX2__ 1" not in build._predefined_macros(str(wrapper), "native").splitlines()
    assert not build.missing_features(str(wrapper), "native", cpu)


def _plant(target: Path, data: bytes = b"\x7fELF planted by someone else" * 40) -> None:
    """A library and the size and sha256 that make it pass the damage check, as anyone who can write the
    folder could put them there."""
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(data)
    build.fingerprint_path(target).write_text(json.dumps({"bytes": len(data), "sha256": hashlib.sha256(data).hexdigest()}))


def test_no_native_code_is_loaded_from_a_cache_folder_another_user_could_change(monkeypatch: pytest.MonkeyPatch,
                                                                                 tmp_path: Path):
    # instant: nothing is compiled. A library with a matching sidecar was planted in a shared folder; before,
    # every kvtrial process loaded it
    cc = build._compiler()
    assert cc is not None
    cache = tmp_path / "shared"
    monkeypatch.setenv("KVTRIAL_CACHE_DIR", str(cache))
    monkeypatch.setenv(build.ISA_ENV, "native")
    monkeypatch.setenv(build.OPENMP_ENV, "1")
    _plant(build.library_path(cc))
    _plant(build._probe_path(cc))  # the CPU probe is native code from the same folder
    loaded: list[str] = []
    monkeypatch.setattr(build.ctypes, "CDLL", lambda name, *a, **k: loaded.append(name))
    monkeypatch.setattr(build, "_compile_sources", lambda *args: pytest.fail("nothing is built in a shared folder"))
    cases = [(cache, 0o777, "writable by group and others"), (cache, 0o775, "writable by group"),
             (cache / "kernels", 0o757, "writable by others")]
    if os.geteuid() == 0:  # only root can give a folder to another user
        cases.append((cache / "kernels", None, "belongs to another user (uid 4321)"))
    try:
        for folder, mode, what in cases:
            if mode is None:
                os.chown(folder, 4321, 4321)
            else:
                folder.chmod(mode)
            load_kernels.cache_clear()
            lib = load_kernels()
            assert not lib.available and f"refusing to load native code from {cache / 'kernels'}: {folder} " in lib.reason
            assert what in lib.reason and "KVTRIAL_CACHE_DIR" in lib.reason and "torch decode path" in lib.reason
            folder.chmod(0o755)
            os.chown(folder, os.geteuid(), os.getegid())
    finally:
        monkeypatch.undo()
        load_kernels.cache_clear()
    assert loaded == []


def test_a_relative_cache_folder_is_a_reason_naming_the_variable(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("KVTRIAL_CACHE_DIR", "kvtrial-cache")
    lib = _load_once(monkeypatch)
    assert not lib.available and "KVTRIAL_CACHE_DIR='kvtrial-cache' is a relative path; it must be absolute" in lib.reason


def test_a_library_or_sidecar_that_is_no_regular_file_of_this_user_is_never_read(tmp_path: Path):
    # instant: the damage check alone. A FIFO as the sidecar made the check (and every kvtrial process) wait forever
    target = tmp_path / "kernels" / "decode_attention-native-0.so"
    _plant(target)
    assert build.library_damage(target) is None
    sidecar, data = build.fingerprint_path(target), target.read_bytes()
    good_sidecar = sidecar.read_text()
    sidecar.unlink()
    os.mkfifo(sidecar)
    with deadline(10):
        assert "(decode_attention-native-0.so.sha256: it is not a regular file)" in build.library_damage(target)
    sidecar.unlink()
    sidecar.write_text(good_sidecar)
    target.unlink()
    os.mkfifo(target)
    with deadline(10):
        assert build.library_damage(target) == "it is not a regular file"
    target.unlink()
    (tmp_path / "elsewhere.so").write_bytes(data)
    target.symlink_to(tmp_path / "elsewhere.so")
    assert build.library_damage(target) == "it is not a regular file"
    target.unlink()
    target.write_bytes(data)
    for path in (target, sidecar):
        path.chmod(0o666)
        assert "writable by group or others (mode 666)" in build.library_damage(target)
        path.chmod(0o644)
        if os.geteuid() == 0:
            os.chown(path, 4321, 4321)
            assert "belongs to another user (uid 4321)" in build.library_damage(target)
            os.chown(path, 0, 0)
    assert build.library_damage(target) is None
