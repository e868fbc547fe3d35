"""Compile the C kernels once per machine and instruction-set variant, and load them with ctypes.

Variants (`KVTRIAL_KERNEL_ISA`, default `native`):

* `native`: `-march=native` (x86) or `-mcpu=native` (Arm): every instruction the CPU has (AVX-512,
  AVX2, NEON);
* `avx2`: `-march=x86-64-v3` (AVX2, FMA, F16C; no AVX-512), what an AVX2-only x86 CPU runs;
* `scalar`: no target flags and no vectorization, the portable code every CPU runs.

Threads come from OpenMP (`-fopenmp`; torch has already loaded its libgomp.so.1 and the dynamic
loader resolves the same soname to that copy, so the kernel shares torch's thread pool), or, where
the compiler has no OpenMP (Apple clang) or `KVTRIAL_KERNEL_OPENMP=0` asks, from pthreads.

A library is keyed by the source, the compiler's version, the flags, the variant, what the compiler makes of those
flags (its predefined macros: `-march=native` resolves to the CPU the compiler sees) and the CPU (its model name
and feature flags), so a native build is never handed to another CPU or compiler through a shared cache directory.
Before a build is loaded, the extensions its compiler targeted are checked against those the running CPU executes,
read in this process (cpu_features.c, CPUID and XCR0, not /proc/cpuinfo, which a binary translator or VM may fill
with the host's): a build the CPU cannot execute is refused with the missing names, never called into (SIGILL). It
is written atomically into kvtrial's cache directory, so later processes load it in milliseconds; processes that
need it at once wait for one build (a lock beside the library). Its size and sha256 are written beside it
(`<library>.sha256`) and checked before every load: a library cut short (loading one kills the process with SIGBUS)
or replaced by another file is rebuilt, and a library that still fails, or lacks a kernel symbol, leaves the torch
decode path with the reason stated. Nothing is loaded from a kernels folder another user could change (it, the
cache folder or a folder above them writable by group or others, or another user's: `cache_dir.unsafe_folder`); the
reason says how to fix it. The library and its sidecar must be regular files of this user (or root) that no one
else may write, opened without following a link or waiting on a FIFO; one that is not is rebuilt. No Python or
torch headers are needed: the kernel works on raw pointers, which keeps a build to seconds (13 s native with gcc 12
on a 2-core AMD EPYC). The loaded library reports the instruction set and threading it was compiled for
(`KernelLibrary.build_info`), which the decode statistics carry.
"""

from __future__ import annotations

import contextlib
import ctypes
import functools
import hashlib
import json
import os
import platform
import shutil
import stat
import subprocess
import tempfile
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from kvtrial.cache.kernels.abi import declare_signatures
from kvtrial.cache_dir import kvtrial_cache_dir, make_cache_dirs, unsafe_folder
from kvtrial.errors import KvtrialError

HERE = Path(__file__).parent
COMMON = ("-O3", "-fPIC", "-std=gnu11")
# Attention may reassociate sums (vectorized reductions and exp) but must keep infinities (masked tokens
# are -inf scores); the quantizers must round exactly like torch.
SOURCES = {
    "decode_attention.c": ("-ffast-math", "-fno-finite-math-only"),
    "quantize_rows.c": ("-fno-fast-math", "-ffp-contract=off"),
}
HEADER = "kvt_abi.h"  # the structs and prototypes every source (and the case driver) includes
INCLUDE = ("-I", str(HERE))
DISABLE_ENV = "KVTRIAL_NO_KERNELS"  # set to 1 to use the pure-torch decode path (for comparisons)
ISA_ENV = "KVTRIAL_KERNEL_ISA"
OPENMP_ENV = "KVTRIAL_KERNEL_OPENMP"  # 0: build without OpenMP (threads from pthreads)
ISAS = ("native", "avx2", "scalar")
# Built alone without target flags and loaded before any kernel build: what the running CPU executes.
PROBE_SOURCE = "cpu_features.c"


@dataclass(frozen=True)
class KernelLibrary:
    """The loaded library, or why there is none."""

    lib: ctypes.CDLL | None
    path: str | None
    reason: str | None  # None when loaded
    variant: str = "native"  # the instruction-set variant asked for (ISAS)
    build_info: str | None = None  # what the library says it was compiled for, e.g. "avx512+openmp"

    @property
    def available(self) -> bool:
        return self.lib is not None


def _compiler() -> str | None:
    return os.environ.get("CC") or shutil.which("cc") or shutil.which("gcc")


def _cpuinfo_fields() -> dict[str, str]:
    try:
        text = Path("/proc/cpuinfo").read_text(errors="replace")
    except OSError:
        text = ""
    wanted: dict[str, str] = {}
    for line in text.splitlines():
        name, sep, value = line.partition(":")
        name = name.strip()
        # x86 names them "model name"/"flags", ARM "CPU part"/"Features"; the first processor suffices.
        if sep and name in ("model name", "flags", "Features", "CPU implementer", "CPU part") and name not in wanted:
            wanted[name] = " ".join(value.split())
    return wanted


def cpu_identity() -> str:
    """The CPU this process runs on, as -march=native sees it: model name and feature flags from
    /proc/cpuinfo (Linux), else what `platform` reports."""
    wanted = _cpuinfo_fields()
    if wanted:
        return "; ".join(f"{k}: {v}" for k, v in sorted(wanted.items()))
    return f"{platform.machine()} {platform.processor()}".strip() or "unknown cpu"


def cpu_name() -> str:
    """The CPU's model name (x86 "model name", Arm implementer and part), for benchmark headers."""
    fields = _cpuinfo_fields()
    if "model name" in fields:
        return fields["model name"]
    if "CPU part" in fields:
        return f"Arm implementer {fields.get('CPU implementer', '?')} part {fields['CPU part']}"
    return f"{platform.machine()} {platform.processor()}".strip() or "unknown cpu"


def _is_x86() -> bool:
    return platform.machine().lower() in ("x86_64", "amd64", "i686", "i386")


@dataclass(frozen=True)
class CpuFeatures:
    """The instruction-set extensions the probe knows, and those the CPU running this process executes."""

    known: frozenset[str]
    present: frozenset[str]
    reason: str | None = None  # why the CPU could not be read (then nothing is known)


@functools.lru_cache(maxsize=8)
def _compiler_version(cc: str) -> str:
    """`cc --version`, read once per process (the probe's and every build's key name it)."""
    return subprocess.run([cc, "--version"], capture_output=True, text=True, timeout=30).stdout


def _probe_path(cc: str) -> Path:
    version = _compiler_version(cc)
    h = hashlib.sha256(version.encode() + " ".join(COMMON).encode() + (HERE / PROBE_SOURCE).read_bytes())
    return kvtrial_cache_dir("kernels") / f"cpu_features-{h.hexdigest()[:16]}.so"


def kernels_folder_refused() -> str | None:
    """Why no native code may be loaded from kvtrial's kernels folder (made first where missing, writable by
    this user alone), with the fix; None when only this user (or root) can change what it holds."""
    try:
        folder = kvtrial_cache_dir("kernels")
        make_cache_dirs(folder)
        problem = unsafe_folder(folder, kvtrial_cache_dir())
    except KvtrialError as exc:  # a relative $KVTRIAL_CACHE_DIR
        return str(exc)
    except OSError as exc:
        return f"the kernels folder cannot be made ({exc})"
    return None if problem is None else f"refusing to load native code from {folder}: {problem}"


@functools.lru_cache(maxsize=4)
def _probe(cc: str) -> CpuFeatures:
    try:
        refused = kernels_folder_refused()
        if refused is not None:
            raise RuntimeError(refused)
        target = _probe_path(cc)
        if library_damage(target) is not None:
            _compile_sources(cc, target, COMMON, {PROBE_SOURCE: ()})
        damage = library_damage(target)
        if damage is not None:
            raise RuntimeError(f"{target} fails its check after a rebuild ({damage})")
        fn = ctypes.CDLL(str(target)).kvt_cpu_features
        fn.restype, fn.argtypes = ctypes.c_int32, [ctypes.c_void_p, ctypes.c_int32]
        buf = ctypes.create_string_buffer(1024)
        if fn(buf, len(buf)) >= len(buf):
            raise RuntimeError("its answer does not fit 1024 bytes")
    except (OSError, RuntimeError, AttributeError, subprocess.SubprocessError) as exc:
        return CpuFeatures(frozenset(), frozenset(), f"its CPU probe ({PROBE_SOURCE}) failed: {exc}")
    pairs = [item.partition("=") for item in buf.value.decode().split()]
    return CpuFeatures(frozenset(name for name, _, _ in pairs), frozenset(name for name, _, has in pairs if has == "1"))


def running_cpu_features() -> CpuFeatures:
    """What the CPU running this process executes, read in this process (cpu_features.c): under a binary
    translator or a VM this is the emulated CPU, whatever /proc/cpuinfo says."""
    cc = _compiler()
    if cc is None:
        return CpuFeatures(frozenset(), frozenset(), f"no C compiler found (cc, gcc or $CC) to build {PROBE_SOURCE}")
    return _probe(cc)


@functools.lru_cache(maxsize=16)
def _predefined_macros(cc: str, variant: str) -> str:
    """The compiler's predefined macros under a variant's flags: for -march=native, the CPU the compiler saw."""
    proc = subprocess.run([cc, *COMMON, *variant_flags(variant), "-dM", "-E", "-x", "c", os.devnull],
                          capture_output=True, text=True, timeout=60)
    if proc.returncode != 0:
        raise RuntimeError(f"{cc} failed: {proc.stderr.strip()[-2000:]}")
    return "\n".join(sorted(proc.stdout.splitlines()))


def missing_features(cc: str, variant: str, cpu: CpuFeatures) -> tuple[str, ...]:
    """The extensions a variant's compiler targets (`__AVX2__` -> avx2) that the CPU lacks, among those the
    probe knows."""
    macros = set(_predefined_macros(cc, variant).splitlines())
    return tuple(sorted(f for f in cpu.known - cpu.present if f"#define __{f.upper()}__ 1" in macros))


def executable_variants() -> tuple[str, ...]:
    """The variants this CPU can execute: those whose compiler targets nothing the running CPU lacks (native
    and scalar as a rule, avx2 on an x86 CPU with AVX2, FMA, F16C, BMI and the rest of x86-64-v3)."""
    cc, cpu = _compiler(), running_cpu_features()
    if cc is None or cpu.reason is not None:
        return tuple(v for v in ISAS if v != "avx2")
    found = []
    for variant in ISAS:
        if variant == "avx2" and not _is_x86():
            continue
        try:
            if not missing_features(cc, variant, cpu):
                found.append(variant)
        except (RuntimeError, subprocess.SubprocessError):
            continue
    return tuple(found)


def variant_flags(variant: str) -> tuple[str, ...]:
    """Compiler flags of an instruction-set variant."""
    if variant == "native":
        return ("-march=native",) if _is_x86() else ("-mcpu=native",)
    if variant == "avx2":
        return ("-march=x86-64-v3", "-mtune=generic")
    if variant == "scalar":
        return ("-DKVT_PORTABLE", "-fno-tree-vectorize", "-fno-tree-slp-vectorize")
    raise ValueError(f"unknown kernel variant {variant!r}: one of {', '.join(ISAS)}")


def _threading_flags(openmp: bool) -> tuple[str, ...]:
    # Without OpenMP the `omp simd` hints still vectorize (-fopenmp-simd needs no runtime).
    return ("-fopenmp",) if openmp else ("-pthread", "-fopenmp-simd")


def _build_key(cc: str, variant: str = "native", openmp: bool = True) -> str:
    version = _compiler_version(cc)
    flags = " ".join((*COMMON, *variant_flags(variant), *_threading_flags(openmp)))
    h = hashlib.sha256(version.encode() + flags.encode() + cpu_identity().encode())
    h.update(_predefined_macros(cc, variant).encode())  # what the flags target, as this compiler resolves them
    for name, extra in SOURCES.items():
        h.update(name.encode() + " ".join(extra).encode() + (HERE / name).read_bytes())
    h.update(HEADER.encode() + (HERE / HEADER).read_bytes())
    return h.hexdigest()[:16]


def _run(cmd: list[str]) -> None:
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    if proc.returncode != 0:
        raise RuntimeError(f"{cmd[0]} failed: {proc.stderr.strip()[-2000:]}")


def _compile(cc: str, target: Path, variant: str, openmp: bool) -> None:
    _compile_sources(cc, target, (*COMMON, *variant_flags(variant), *_threading_flags(openmp)), SOURCES)


def _compile_sources(cc: str, target: Path, flags: tuple[str, ...], sources: Mapping[str, tuple[str, ...]]) -> None:
    make_cache_dirs(target.parent)
    with tempfile.TemporaryDirectory(dir=target.parent, prefix=".build-") as tmp:
        objects = []
        for name, extra in sources.items():
            obj = str(Path(tmp) / (name + ".o"))
            _run([cc, *flags, *extra, *INCLUDE, "-c", str(HERE / name), "-o", obj])
            objects.append(obj)
        lib = str(Path(tmp) / target.name)
        _run([cc, *flags, "-shared", *objects, "-o", lib, "-lm"])
        size, digest = _fingerprint(Path(lib))
        check = Path(tmp) / "check"
        check.write_text(json.dumps({"bytes": size, "sha256": digest}))
        os.chmod(lib, 0o755)  # writable by this user alone, whatever the umask: no other user's code is loaded
        check.chmod(0o644)
        os.replace(lib, target)  # other processes see the whole library or none
        os.replace(check, fingerprint_path(target))


@contextlib.contextmanager
def _building(target: Path) -> Iterator[None]:
    """Held while the library at `target` is built: processes that start at once on a fresh machine (a run's
    workers) wait for one build instead of each compiling the same library. An advisory lock on a file beside the
    library (never followed through a link); where there is no fcntl, each process builds as before."""
    try:
        import fcntl
    except ImportError:
        yield
        return
    make_cache_dirs(target.parent)
    fd = os.open(target.with_name(target.name + ".lock"), os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW, 0o600)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)  # closing releases the lock


def fingerprint_path(target: Path) -> Path:
    """Where the size and sha256 of the library at `target` are kept."""
    return target.with_name(target.name + ".sha256")


def _fingerprint(path: Path) -> tuple[int, str]:
    with open(path, "rb") as fh:
        return _fingerprint_file(fh)


def _fingerprint_file(fh: BinaryIO) -> tuple[int, str]:
    h = hashlib.sha256()
    size = 0
    for chunk in iter(lambda: fh.read(1 << 20), b""):
        h.update(chunk)
        size += len(chunk)
    return size, h.hexdigest()


def _open_own_file(path: Path) -> BinaryIO | str:
    """The regular file at `path`, open for reading, or why it must not be read as kvtrial's: not there, not a
    regular file (a link, a FIFO, a device: never opened or waited on), or another user's or writable by others."""
    try:
        if not stat.S_ISREG(os.lstat(path).st_mode):  # a device is not even opened
            return "it is not a regular file"
        # O_NONBLOCK: a FIFO swapped in after the lstat opens without waiting for a writer (refused below)
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:
        return "it is missing"
    except OSError as exc:
        return f"it cannot be read ({exc.strerror or exc})"
    st = os.fstat(fd)
    problem = None
    if not stat.S_ISREG(st.st_mode):
        problem = "it is not a regular file"
    elif hasattr(os, "geteuid") and st.st_uid not in (os.geteuid(), 0):
        problem = f"it belongs to another user (uid {st.st_uid})"
    elif st.st_mode & (stat.S_IWGRP | stat.S_IWOTH):
        problem = f"it is writable by group or others (mode {stat.S_IMODE(st.st_mode):o})"
    if problem is not None:
        os.close(fd)
        return problem
    os.set_blocking(fd, True)
    return os.fdopen(fd, "rb")


def library_damage(target: Path) -> str | None:
    """Why the library at `target` must not be loaded (None: it is the one the build wrote).

    dlopen maps the file: a library cut short kills the process with SIGBUS on the first page past the
    end, so what is loaded must first be checked against what was written, byte for byte. Both files must
    be this user's regular files that no one else may write (else rebuilt: the build replaces them)."""
    lib = _open_own_file(target)
    if isinstance(lib, str):
        return lib
    with lib:
        kept = _open_own_file(fingerprint_path(target))
        if isinstance(kept, str):
            return f"no size and sha256 of the build are beside it ({fingerprint_path(target).name}: {kept})"
        try:
            with kept:
                data = json.loads(kept.read(4096))
            want_size, want_sha = int(data["bytes"]), str(data["sha256"])
        except (OSError, ValueError, TypeError, KeyError):
            return f"no size and sha256 of the build are beside it ({fingerprint_path(target).name})"
        try:
            size, digest = _fingerprint_file(lib)
        except OSError as exc:
            return f"it cannot be read ({exc.strerror or exc})"
    if size != want_size:
        return f"it is {size} bytes where the build wrote {want_size} (cut short or replaced)"
    if digest != want_sha:
        return "its sha256 differs from the build's (replaced or damaged)"
    return None


def _read_build_info(lib: ctypes.CDLL) -> str:
    buf = ctypes.create_string_buffer(64)
    lib.kvt_build_info(buf, len(buf))
    return buf.value.decode()


def _openmp_wanted() -> bool:
    return os.environ.get(OPENMP_ENV, "1") not in ("0", "no", "off", "false")


def library_path(cc: str, variant: str = "native", openmp: bool = True) -> Path:
    """Where the library of this compiler, variant and threading is kept in kvtrial's cache directory."""
    suffix = "" if openmp else "-noomp"
    return kvtrial_cache_dir("kernels") / f"decode_attention-{variant}{suffix}-{_build_key(cc, variant, openmp)}.so"


@functools.lru_cache(maxsize=8)
def _load(variant: str, openmp: bool) -> KernelLibrary:
    if variant not in ISAS:
        return KernelLibrary(None, None, f"{ISA_ENV}={variant!r} is not a kernel variant: one of {', '.join(ISAS)}",
                             variant)
    if variant == "avx2" and not _is_x86():
        return KernelLibrary(None, None, "this CPU cannot execute the avx2 kernel build (an x86-64 build)", variant)
    cc = _compiler()
    if cc is None:
        return KernelLibrary(None, None, "no C compiler found (cc, gcc or $CC): using the torch decode path", variant)
    refused = kernels_folder_refused()
    if refused is not None:  # another user could have put the library there: it is never loaded
        return KernelLibrary(None, None, f"{refused}: using the torch decode path", variant)
    cpu = running_cpu_features()
    if cpu.reason is not None:  # a kernel build cannot be checked against this CPU: none is loaded
        return KernelLibrary(None, None, f"could not build the C decode kernel: {cpu.reason}", variant)
    try:
        import torch  # noqa: F401  (load torch's libgomp first, so the kernel shares it)

        missing = missing_features(cc, variant, cpu)
        if missing:  # never load it: its first call would die of SIGILL
            return KernelLibrary(None, None, f"this CPU cannot execute the {variant} kernel build: {cc} targets "
                                 f"{', '.join(missing)}, which the running CPU lacks: using the torch decode path",
                                 variant)
        target = library_path(cc, variant, openmp)
        if library_damage(target) is not None:  # not built yet, or damaged: (re)built in place
            with _building(target):
                try:
                    if library_damage(target) is not None:  # still, once any other process's build has landed
                        _compile(cc, target, variant, openmp)
                except RuntimeError:
                    if not openmp:
                        raise
                    return _load(variant, False)  # a compiler without OpenMP (Apple clang): threads from pthreads
        damage = library_damage(target)
        if damage is not None:  # rebuilt and still wrong (another process racing, a disk failing): never load it
            return KernelLibrary(None, None, f"the C decode kernel {target} fails its check after a rebuild "
                                 f"({damage}): using the torch decode path", variant)
        lib = ctypes.CDLL(str(target))
    except (OSError, RuntimeError, subprocess.SubprocessError) as exc:
        return KernelLibrary(None, None, f"could not build the C decode kernel: {exc}", variant)
    try:
        declare_signatures(lib)
        info = _read_build_info(lib)
    except AttributeError as exc:  # another library under the right name and sum: not kvtrial's kernels
        fingerprint_path(target).unlink(missing_ok=True)  # so the next process rebuilds it
        return KernelLibrary(None, None, f"the C decode kernel {target} is not kvtrial's ({exc}): using the torch "
                             "decode path; the next process rebuilds it", variant)
    return KernelLibrary(lib, str(target), None, variant, info)


class _Loader:
    """`load_kernels()`: the compiled kernel library for the variant the environment asks for (built on
    first use, then kept per variant), or the reason it is unavailable."""

    def __call__(self) -> KernelLibrary:
        if os.environ.get(DISABLE_ENV, "") not in ("", "0"):
            return KernelLibrary(None, None, f"disabled by {DISABLE_ENV}")
        return _load(os.environ.get(ISA_ENV, "native").strip().lower() or "native", _openmp_wanted())

    def cache_clear(self) -> None:
        """Forget the loaded libraries and what was read of the CPU and compiler (tests that change the compiler
        or the cache directory)."""
        _load.cache_clear()
        _probe.cache_clear()
        _predefined_macros.cache_clear()
        _compiler_version.cache_clear()


load_kernels = _Loader()
