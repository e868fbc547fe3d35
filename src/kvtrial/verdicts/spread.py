"""Median with its min–max range across repeats: every ratio the verdicts quote carries one."""

from __future__ import annotations

import statistics
from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True)
class Spread:
    """Median and range of a handful of repeat values (n = how many went in)."""

    median: float
    low: float
    high: float
    n: int

    @property
    def width(self) -> float:
        return self.high - self.low

    def contains(self, x: float) -> bool:
        return self.low <= x <= self.high

    def text(self, fmt: str = "{:.3g}", suffix: str = "") -> str:
        if self.n == 1 or self.low == self.high:
            return fmt.format(self.median) + suffix
        return f"{fmt.format(self.median)}{suffix} (range {fmt.format(self.low)}–{fmt.format(self.high)}{suffix}, n={self.n})"


def spread(values: Iterable[float]) -> Spread:
    vals = [float(v) for v in values]
    if not vals:
        raise ValueError("spread of no values")
    return Spread(statistics.median(vals), min(vals), max(vals), len(vals))
