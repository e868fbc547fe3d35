"""The software and machine a run happened on: stored with every run and every baseline."""

from __future__ import annotations

import importlib.metadata
import os
import platform
import socket
import sys
from typing import Any

# The CPU features a kernel build may use, as /proc/cpuinfo names them (x86 `flags`, Arm `Features`).
KERNEL_ISA_FLAGS = ("sse4_2", "avx", "avx2", "fma", "f16c", "bmi2", "avx512f", "avx512bw", "avx512vl", "avx512_vnni",
                    "avx512_bf16", "avx512_fp16", "amx_tile", "neon", "asimd", "asimddp", "asimdhp", "sve", "sve2")

PACKAGES = ("kvtrial", "torch", "transformers", "tokenizers", "safetensors", "accelerate", "gguf", "numpy")


def package_versions(names: tuple[str, ...] = PACKAGES) -> dict[str, str]:
    versions = {}
    for name in names:
        try:
            versions[name] = importlib.metadata.version(name)
        except importlib.metadata.PackageNotFoundError:
            versions[name] = "not installed"
    return versions


def software() -> dict[str, Any]:
    """What decides results: interpreter and package versions (part of the config version)."""
    return {"python": platform.python_version(), "implementation": sys.implementation.name,
            "machine": platform.machine(), "packages": package_versions()}


def _cpuinfo() -> dict[str, str]:
    """The first processor's fields of /proc/cpuinfo (Linux; empty elsewhere)."""
    try:
        text = open("/proc/cpuinfo", errors="replace").read()
    except OSError:
        return {}
    out: dict[str, str] = {}
    for line in text.splitlines():
        name, sep, value = line.partition(":")
        if sep and name.strip() not in out:
            out[name.strip()] = " ".join(value.split())
    return out


def cpu_model(fields: dict[str, str] | None = None) -> str:
    """The CPU's model name (x86 "model name", Arm implementer and part), else what `platform` reports."""
    fields = _cpuinfo() if fields is None else fields
    if fields.get("model name"):
        return fields["model name"]
    if fields.get("CPU part"):
        return f"Arm implementer {fields.get('CPU implementer', '?')} part {fields['CPU part']}"
    return f"{platform.machine()} {platform.processor()}".strip() or "unknown cpu"


def isa_flags(fields: dict[str, str] | None = None) -> list[str]:
    """The instruction sets among KERNEL_ISA_FLAGS this CPU has (Arm64 always has NEON)."""
    fields = _cpuinfo() if fields is None else fields
    have = set((fields.get("flags") or fields.get("Features") or "").split())
    if platform.machine().lower() in ("arm64", "aarch64"):
        have.add("neon")
    return [f for f in KERNEL_ISA_FLAGS if f in have]


def kernel_build() -> str:
    """The C kernel build the environment asks the caches for (`kvtrial.cache.kernels.build`): its variant and
    threading, or that kernels are off. The build each request's decode really used is in its row's cache
    report (`decode.kernel_build`)."""
    from kvtrial.cache.kernels.build import DISABLE_ENV, ISA_ENV, OPENMP_ENV

    if os.environ.get(DISABLE_ENV, "") not in ("", "0"):
        return f"none (disabled by {DISABLE_ENV})"
    variant = os.environ.get(ISA_ENV, "native").strip().lower() or "native"
    openmp = os.environ.get(OPENMP_ENV, "1") not in ("0", "no", "off", "false")
    return f"C {variant}{'+openmp' if openmp else ''}"


def machine(*, hostname: bool = True) -> dict[str, Any]:
    """Where it ran (not part of the config version): platform, CPU model and instruction sets, the kernel
    build asked for, threads, CUDA devices, memory. `hostname=False` leaves the host's name out (results
    meant to be published, as `kvtrial bench` writes)."""
    import torch

    fields = _cpuinfo()
    info: dict[str, Any] = {"hostname": socket.gethostname()} if hostname else {}
    info.update({"platform": platform.platform(), "python": platform.python_version(), "cpu_model": cpu_model(fields),
                 "isa_flags": isa_flags(fields), "kernel_build": kernel_build(), "cpu_count": os.cpu_count(),
                 "torch_threads": torch.get_num_threads(), "cuda": torch.cuda.is_available()})
    if torch.cuda.is_available():
        info["cuda_devices"] = [torch.cuda.get_device_name(i) for i in range(torch.cuda.device_count())]
        info["cuda_version"] = torch.version.cuda
    try:
        with open("/proc/meminfo") as fh:
            info["mem_total_kib"] = int(fh.readline().split()[1])
    except (OSError, ValueError, IndexError):
        pass
    return info
