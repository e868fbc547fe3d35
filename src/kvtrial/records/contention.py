"""`Row.contention`: what competed for the CPUs while a request ran, sampled by the worker
(`kvtrial.contention.ContentionMonitor`).

Two figures, each in CPUs' worth (1.0 = one whole CPU busy for the whole span) over the CPUs the worker
may run on: `other` is CPU time that processes other than the worker used on those CPUs (the machine's
busy time from /proc/stat less the worker's own from /proc/self/stat), `steal` is time the hypervisor gave
to other guests (/proc/stat's steal column). Both whole-request figures and the per-interval samples are
kept; a row whose request ran beside more than a stated share of competing work is excluded from speed
verdicts (`kvtrial.speed.SpeedRule.max_contention`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Self

from kvtrial.records.document import Document, opt_int, opt_str


def _float(value: Any) -> float | None:
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def _floats(value: Any) -> tuple[float, ...]:
    if not isinstance(value, list):
        return ()
    return tuple(float(v) for v in value if isinstance(v, (int, float)) and not isinstance(v, bool))


@dataclass(frozen=True, eq=False)
class ContentionRecord(Document):
    """CPU competition during one request: whole-request means and per-interval samples."""

    source: str | None = None  # where it was read; None when it could not be (then `unavailable` says why)
    unavailable: str | None = None
    cpus: int | None = None  # CPUs the worker may run on
    wall_s: float | None = None
    interval_s: float | None = None
    other_cpus: float | None = None  # mean CPUs' worth used by other processes over the request
    steal_cpus: float | None = None  # mean CPUs' worth stolen by the hypervisor over the request
    other_samples: tuple[float, ...] = ()
    steal_samples: tuple[float, ...] = ()

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        return cls(raw=dict(data), source=opt_str(data.get("source")), unavailable=opt_str(data.get("unavailable")),
                   cpus=opt_int(data.get("cpus")), wall_s=_float(data.get("wall_s")),
                   interval_s=_float(data.get("interval_s")), other_cpus=_float(data.get("other_cpus")),
                   steal_cpus=_float(data.get("steal_cpus")), other_samples=_floats(data.get("other_samples")),
                   steal_samples=_floats(data.get("steal_samples")))

    @property
    def share(self) -> float | None:
        """Competing work (other processes and steal) as a share of the worker's CPUs (None: not read)."""
        if self.other_cpus is None or self.steal_cpus is None or not self.cpus:
            return None
        return (self.other_cpus + self.steal_cpus) / self.cpus
