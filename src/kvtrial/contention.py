"""What competes with a measured request for the CPUs: other processes' CPU time and the hypervisor's steal,
sampled on a thread while the request runs (`ContentionMonitor`, read into `records.ContentionRecord`).

A request timed while a compiler, a browser or another guest of the host took CPU time is not a
measurement of the cache: the verdicts exclude such rows from speed comparisons and say so.
"""

from __future__ import annotations

import os
import threading
import time
from dataclasses import dataclass
from typing import Any

import psutil

SOURCE = ("psutil per-CPU times of the CPUs the worker may run on (busy: user, nice, system, irq, softirq; steal "
          "apart), less the worker's own CPU time")
INTERVAL_S = 0.5  # one sample per half second: a short request still gets a few


@dataclass(frozen=True)
class _Reading:
    at: float  # monotonic seconds
    busy: float  # CPU seconds, the allowed CPUs together
    steal: float
    own: float  # the process's own CPU seconds


def _cpus() -> list[int]:
    try:
        return sorted(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return list(range(psutil.cpu_count() or 1))


def _read(cpus: list[int]) -> _Reading:
    per_cpu = psutil.cpu_times(percpu=True)
    chosen = [per_cpu[i] for i in cpus if i < len(per_cpu)] or per_cpu
    busy = sum(t.user + t.system + getattr(t, "nice", 0.0) + getattr(t, "irq", 0.0) + getattr(t, "softirq", 0.0)
               for t in chosen)
    steal = sum(getattr(t, "steal", 0.0) for t in chosen)
    own = psutil.Process().cpu_times()
    return _Reading(time.monotonic(), busy, steal, own.user + own.system)


def _rates(a: _Reading, b: _Reading) -> tuple[float, float]:
    """CPUs' worth of other processes' work and of steal between two readings (never below 0: the counters
    tick in 1/100 s, so a short span can read the worker's own time a tick ahead of the machine's)."""
    span = b.at - a.at
    if span <= 0:
        return 0.0, 0.0
    other = (b.busy - a.busy) - (b.own - a.own)
    return max(0.0, other / span), max(0.0, (b.steal - a.steal) / span)


class ContentionMonitor:
    """Samples CPU competition on a thread while a block runs; `reading()` gives the stored document."""

    def __init__(self, interval_s: float = INTERVAL_S) -> None:
        self.interval_s = interval_s
        self.cpus = _cpus()
        self._readings: list[_Reading] = []
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._unavailable: str | None = None

    def _sample(self) -> None:
        try:
            self._readings.append(_read(self.cpus))
        except (psutil.Error, OSError, AttributeError, IndexError) as exc:
            self._unavailable = f"{type(exc).__name__}: {exc}"

    def __enter__(self) -> ContentionMonitor:
        self._sample()
        self._thread = threading.Thread(target=self._loop, daemon=True)
        self._thread.start()
        return self

    def _loop(self) -> None:
        while not self._stop.wait(self.interval_s):
            self._sample()

    def __exit__(self, *exc: Any) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join()
        self._sample()

    def reading(self) -> dict[str, Any]:
        """Whole-span means and per-interval samples, in CPUs' worth (`records.ContentionRecord`)."""
        rs = self._readings
        if self._unavailable is not None or len(rs) < 2:
            return {"source": None, "unavailable": self._unavailable or "no two readings of the CPU times"}
        other, steal = _rates(rs[0], rs[-1])
        samples = [_rates(a, b) for a, b in zip(rs, rs[1:], strict=False)]
        return {"source": SOURCE, "cpus": len(self.cpus), "wall_s": rs[-1].at - rs[0].at, "interval_s": self.interval_s,
                "other_cpus": other, "steal_cpus": steal,
                "other_samples": [round(o, 3) for o, _ in samples], "steal_samples": [round(s, 3) for _, s in samples]}
