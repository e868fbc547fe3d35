"""The software and machine a run happened on: stored with every run and every baseline."""

from __future__ import annotations

import importlib.metadata
import os
import platform
import socket
import sys
from typing import Any

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


def machine() -> dict[str, Any]:
    """Where it ran (not part of the config version)."""
    import torch

    info: dict[str, Any] = {"hostname": socket.gethostname(), "platform": platform.platform(),
                            "cpu_count": os.cpu_count(), "torch_threads": torch.get_num_threads(),
                            "cuda": torch.cuda.is_available()}
    if torch.cuda.is_available():
        info["cuda_devices"] = [torch.cuda.get_device_name(i) for i in range(torch.cuda.device_count())]
        info["cuda_version"] = torch.version.cuda
    try:
        with open("/proc/meminfo") as fh:
            info["mem_total_kib"] = int(fh.readline().split()[1])
    except (OSError, ValueError, IndexError):
        pass
    return info
