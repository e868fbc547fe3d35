"""Compile the C kernels once per machine and load them with ctypes.

The shared library is keyed by the source, the compiler's version, the flags and the CPU (its
model name and feature flags: the library is built with -march=native, so a cache directory
shared between machines must not hand one CPU's build to another) and written atomically into
kvtrial's cache directory, so later processes load it in milliseconds. No Python headers or torch headers are
needed: the kernel works on raw pointers, which keeps a build to about a second.

It links OpenMP with -fopenmp; torch has already loaded its own libgomp.so.1 by then, and the
dynamic loader resolves the same soname to that copy, so the kernel shares torch's thread pool.
"""

from __future__ import annotations

import ctypes
import functools
import hashlib
import os
import platform
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from kvtrial.cache_dir import kvtrial_cache_dir
from kvtrial.kernels.abi import declare_signatures

HERE = Path(__file__).parent
COMMON = ("-O3", "-march=native", "-fopenmp", "-fPIC", "-std=gnu11")
# Attention may reassociate sums (vectorized reductions and exp); the quantizers must round exactly like torch.
SOURCES = {
    "decode_attention.c": ("-ffast-math", "-mprefer-vector-width=512"),
    "quantize_rows.c": ("-fno-fast-math", "-ffp-contract=off"),
}
DISABLE_ENV = "KVTRIAL_NO_KERNELS"  # set to 1 to use the pure-torch decode path (for comparisons)


@dataclass(frozen=True)
class KernelLibrary:
    """The loaded library, or why there is none."""

    lib: ctypes.CDLL | None
    path: str | None
    reason: str | None  # None when loaded

    @property
    def available(self) -> bool:
        return self.lib is not None


def _compiler() -> str | None:
    return os.environ.get("CC") or shutil.which("cc") or shutil.which("gcc")


def cpu_identity() -> str:
    """The CPU this process runs on, as -march=native sees it: model name and feature flags from
    /proc/cpuinfo (Linux), else what `platform` reports."""
    try:
        text = Path("/proc/cpuinfo").read_text(errors="replace")
    except OSError:
        text = ""
    wanted = {}
    for line in text.splitlines():
        name, sep, value = line.partition(":")
        name = name.strip()
        # x86 names them "model name"/"flags", ARM "CPU part"/"Features"; the first processor suffices.
        if sep and name in ("model name", "flags", "Features", "CPU implementer", "CPU part") and name not in wanted:
            wanted[name] = " ".join(value.split())
    if wanted:
        return "; ".join(f"{k}: {v}" for k, v in sorted(wanted.items()))
    return f"{platform.machine()} {platform.processor()}".strip() or "unknown cpu"


def _build_key(cc: str) -> str:
    version = subprocess.run([cc, "--version"], capture_output=True, text=True, timeout=30).stdout
    h = hashlib.sha256(version.encode() + " ".join(COMMON).encode() + cpu_identity().encode())
    for name, flags in SOURCES.items():
        h.update(name.encode() + " ".join(flags).encode() + (HERE / name).read_bytes())
    return h.hexdigest()[:16]


def _run(cmd: list[str]) -> None:
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    if proc.returncode != 0:
        raise RuntimeError(f"{cmd[0]} failed: {proc.stderr.strip()[-2000:]}")


def _compile(cc: str, target: Path) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=target.parent, prefix=".build-") as tmp:
        objects = []
        for name, flags in SOURCES.items():
            obj = str(Path(tmp) / (name + ".o"))
            _run([cc, *COMMON, *flags, "-c", str(HERE / name), "-o", obj])
            objects.append(obj)
        lib = str(Path(tmp) / target.name)
        _run([cc, *COMMON, "-shared", *objects, "-o", lib, "-lm"])
        os.replace(lib, target)  # other processes see the whole library or none


@functools.lru_cache(maxsize=1)
def load_kernels() -> KernelLibrary:
    """The compiled decode-attention library (built on first use), or the reason it is unavailable."""
    if os.environ.get(DISABLE_ENV, "") not in ("", "0"):
        return KernelLibrary(None, None, f"disabled by {DISABLE_ENV}")
    cc = _compiler()
    if cc is None:
        return KernelLibrary(None, None, "no C compiler found (cc, gcc or $CC): using the torch decode path")
    try:
        import torch  # noqa: F401  (load torch's libgomp first, so the kernel shares it)

        target = kvtrial_cache_dir("kernels") / f"decode_attention-{_build_key(cc)}.so"
        if not target.is_file():
            _compile(cc, target)
        lib = ctypes.CDLL(str(target))
    except (OSError, RuntimeError, subprocess.SubprocessError) as exc:
        return KernelLibrary(None, None, f"could not build the C decode kernel: {exc}")
    declare_signatures(lib)
    return KernelLibrary(lib, str(target), None)

