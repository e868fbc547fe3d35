"""The one reader of process memory: resident memory now, and its peak over a stretch of work.

On Linux readings come from /proc: statm's resident pages sampled on a thread, and the kernel's own
exact peak (VmHWM) after resetting it through clear_refs. Elsewhere (macOS, Windows) resident memory
comes from psutil, sampled on the same thread (no exact peak exists there to reset). Every reading
names its source.
"""

from __future__ import annotations

import os
import threading
from dataclasses import asdict, dataclass
from typing import Any

import psutil

from kvtrial.memory.heap import heap_policy

_PAGE = os.sysconf("SC_PAGE_SIZE") if hasattr(os, "sysconf") else 4096
PROC_SOURCE = "/proc/self (statm sampled on a thread; VmHWM after clear_refs reset)"
PSUTIL_SOURCE = "psutil (resident set size sampled on a thread)"


def _proc_rss() -> int | None:
    try:
        with open("/proc/self/statm") as fh:
            return int(fh.read().split()[1]) * _PAGE
    except (OSError, ValueError, IndexError):
        return None


def _psutil_rss() -> int | None:
    try:
        return int(psutil.Process().memory_info().rss)
    except (psutil.Error, OSError):
        return None


def rss_source() -> str:
    """Where resident memory is read on this system: /proc where it exists, else psutil."""
    return PROC_SOURCE if _proc_rss() is not None else PSUTIL_SOURCE


def rss_bytes() -> int | None:
    """The process's resident memory now (None when neither /proc nor psutil can read it)."""
    return _proc_rss() if rss_source() == PROC_SOURCE else _psutil_rss()


def _vm_hwm() -> int | None:
    try:
        with open("/proc/self/status") as fh:
            for line in fh:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError):
        return None
    return None


def _reset_vm_hwm() -> bool:
    """Reset the kernel's peak-RSS counter for this process (Linux: write 5 to clear_refs)."""
    try:
        with open("/proc/self/clear_refs", "w") as fh:
            fh.write("5")
        return True
    except OSError:
        return False


@dataclass(frozen=True)
class PhasePeak:
    """One phase of a request (prefill, decode): resident memory when it began, its peak, when it ended."""

    phase: str
    start_rss_bytes: int
    peak_rss_bytes: int
    end_rss_bytes: int

    @property
    def added_bytes(self) -> int:
        """What the phase's peak added to what was resident when it began."""
        return self.peak_rss_bytes - self.start_rss_bytes


class RssMonitor:
    """Samples the process's resident memory on a thread while a request runs; `mark(phase)` closes a
    phase (its own peak, the exact VmHWM where /proc has one) and starts the next."""

    def __init__(self, interval_s: float = 0.005) -> None:
        self.interval_s = interval_s
        self.source = rss_source()
        self._read = _proc_rss if self.source == PROC_SOURCE else _psutil_rss
        self.peak = 0
        self.samples = 0
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self.hwm_reset = False
        self.start = self._phase_start = 0
        self.overall = 0
        self.phases: list[PhasePeak] = []

    def __enter__(self) -> RssMonitor:
        self.hwm_reset = self.source == PROC_SOURCE and _reset_vm_hwm()
        self.peak = self.start = self._phase_start = self._read() or 0
        self._thread = threading.Thread(target=self._loop, daemon=True)
        self._thread.start()
        return self

    def _loop(self) -> None:
        while not self._stop.is_set():
            value = self._read()
            if value is not None:
                self.samples += 1
                self.peak = max(self.peak, value)
            self._stop.wait(self.interval_s)

    def __exit__(self, *exc: Any) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join()
        value = self._read()
        if value is not None:
            self.peak = max(self.peak, value)
        self.overall = max(self.overall, self.peak, self._hwm())

    def _hwm(self) -> int:
        return (_vm_hwm() or 0) if self.hwm_reset else 0

    def mark(self, phase: str) -> PhasePeak:
        """Close the phase that began at the last mark (or at entry): its peak from the sampler and the
        kernel's counter, then both reset so the next phase's peak is its own."""
        end = self._read() or 0
        peak = max(self.peak, self._hwm(), end)
        self.overall = max(self.overall, peak)
        closed = PhasePeak(phase, self._phase_start, peak, end)
        self.phases.append(closed)
        if self.hwm_reset:
            self.hwm_reset = _reset_vm_hwm()
        self.peak = self._phase_start = end
        return closed

    def reading(self) -> dict[str, Any]:
        hwm = self._hwm() or None
        return {
            "source": self.source,
            "sampled_peak_rss_bytes": self.peak,
            "samples": self.samples,
            "interval_s": self.interval_s,
            "vm_hwm_bytes": hwm,
            "peak_rss_bytes": max(self.overall, self.peak, hwm or 0),
            "start_rss_bytes": self.start,
            "phases": [asdict(p) for p in self.phases],
            "heap": heap_policy(),
        }
