"""The cross tools that build and run the kernel for arm64 here (the case files and driver are
kvtrial.cache.kernels.case_file)."""

from __future__ import annotations

import shutil

CROSS_CC, QEMU = "aarch64-linux-gnu-gcc", "qemu-aarch64-static"


def cross_tools_present() -> bool:
    """True when arm64 builds can be compiled and run here (Debian's gcc-aarch64-linux-gnu, qemu-user-static)."""
    return shutil.which(CROSS_CC) is not None and shutil.which(QEMU) is not None
