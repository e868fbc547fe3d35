"""The bits–KL frontier over per-layer, per-side formats, assuming the measured costs add up.

Greedy: start with every item in the richest format; at each step move the one item whose next
cheaper format costs the least KL per bit saved. Each step is a plan on the frontier. The
additivity it assumes is checked afterwards by measuring the chosen plans whole.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from kvtrial.cache.formats import get_format
from kvtrial.cache.spec import CacheSpec, Pair, plan_from_layers
from kvtrial.errors import KvtrialError
from kvtrial.tune.sensitivity import Item


@dataclass(frozen=True)
class FrontierPoint:
    bits_per_value: float  # predicted from the formats' layouts (the verified rows read the cache back)
    predicted_kld: float  # sum of the measured per-item costs
    assignment: tuple[tuple[str, str], ...]  # (item name, format), in item order

    def setting(self, items: Sequence[Item]) -> CacheSpec:
        return plan_setting(items, dict(self.assignment))


def _bits(item: Item, fmt: str, head_dim: int) -> float:
    return get_format(fmt).bits_per_value(head_dim) * item.values_per_token


def frontier(items: Sequence[Item], formats: Sequence[str], kld: Mapping[tuple[str, str], float],
             head_dims: Mapping[int, int]) -> list[FrontierPoint]:
    """Every greedy step from all-richest to all-cheapest, richest first."""
    if not items or not formats:
        raise KvtrialError("nothing to tune: no layer stores keys and values, or no format was given")
    total = sum(i.values_per_token for i in items)
    order = {i.name: sorted(formats, key=lambda f: -get_format(f).bits_per_value(head_dims[i.layer])) for i in items}
    current = {i.name: order[i.name][0] for i in items}

    def point() -> FrontierPoint:
        bits = sum(_bits(i, current[i.name], head_dims[i.layer]) for i in items) / total
        return FrontierPoint(bits, sum(kld[(i.name, current[i.name])] for i in items),
                             tuple((i.name, current[i.name]) for i in items))

    points = [point()]
    while True:
        best: tuple[float, Item, str] | None = None
        for i in items:
            now = current[i.name]
            rest = order[i.name][order[i.name].index(now) + 1:]
            for fmt in rest:
                saved = _bits(i, now, head_dims[i.layer]) - _bits(i, fmt, head_dims[i.layer])
                if saved <= 0:
                    continue
                ratio = (kld[(i.name, fmt)] - kld[(i.name, now)]) / saved
                if best is None or ratio < best[0]:
                    best = (ratio, i, fmt)
        if best is None:
            return points
        current[best[1].name] = best[2]
        points.append(point())


def plan_setting(items: Sequence[Item], assignment: Mapping[str, str]) -> CacheSpec:
    """The canonical setting that stores each item in its assigned format."""
    layers = max(i.layer for i in items) + 1
    pairs: list[Pair | None] = [None] * layers
    for layer in {i.layer for i in items}:
        pairs[layer] = (assignment[f"{layer}:keys"], assignment[f"{layer}:values"])
    (key, value), rules = plan_from_layers(pairs)
    return CacheSpec(key, value, rules=rules)


def within_bits(points: Sequence[FrontierPoint], bits: float) -> FrontierPoint | None:
    """The least predicted KL at no more than `bits` bits per value."""
    fits = [p for p in points if p.bits_per_value <= bits + 1e-9]
    return min(fits, key=lambda p: (p.predicted_kld, p.bits_per_value)) if fits else None


def within_kld(points: Sequence[FrontierPoint], kld: float) -> FrontierPoint | None:
    """The fewest bits whose predicted KL is at most `kld`."""
    fits = [p for p in points if p.predicted_kld <= kld]
    return min(fits, key=lambda p: (p.bits_per_value, p.predicted_kld)) if fits else None
