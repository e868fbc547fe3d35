"""The bits–KL frontier over per-layer, per-side formats, assuming the measured costs add up.

Greedy: start with every item in the richest format; at each step move the one item whose next
cheaper format costs the least KL per bit saved. Each step is a plan on the frontier. On a model with
more than one kind of layer (sliding and global) a second walk moves whole kinds at once — every
layer of a kind keeps one pair of formats, a plan spelled with `sliding=` / `global=` rules — and its
steps stand beside the per-layer ones as candidates. Bits are weighed by what each layer stores at the
held-out length: a sliding layer holds only its window, so at long context its share of the cache is
small. The additivity the walks assume is checked afterwards by measuring the chosen plans whole.

The recent-token window (the setting's `window=N` option, one for every layer) is one more dimension:
each window size has its own per-item costs (measured with that window) and its own walks, and a step's
bits count the window's full-precision rows at the target length, so a window is cheap at long context
and dear at short. The steps of every window stand side by side as candidates.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from itertools import combinations

from kvtrial.cache.formats import get_format
from kvtrial.cache.spec import CacheSpec, Pair, kind_rule, pair_text, parse_spec, plan_from_layers, range_rule
from kvtrial.errors import KvtrialError
from kvtrial.tune.sensitivity import Item

LEVELS = ("layer", "kind")  # what one greedy step moves: one layer's keys or values, or one kind's


Refine = Callable[[Pair], tuple[bool, int]]  # a layer's (key, value) formats -> (keys centred, sink tokens)


def turbo_refinements(pair: Pair) -> tuple[bool, int]:
    """The formats' defaults on a model that does not soft-cap its scores: turbo keys are centred (one mean
    key per layer) and keep one sink token at full precision; llama.cpp's keys neither."""
    turbo = get_format(pair[0]).is_turbo
    return turbo, int(turbo)


@dataclass(frozen=True)
class Length:
    """Where bits are counted: `tokens` in the cache (None: per token held, without the per-sequence extras),
    the model's dtype (full-precision sink tokens, mean keys and window rows), each layer's refinements, and
    the recent-token window: its last `window` tokens held at full precision in every layer."""

    tokens: int | None = None
    dtype_bits: int = 32
    refinements: Refine = turbo_refinements
    window: int = 0


@dataclass(frozen=True)
class FrontierPoint:
    bits_per_value: float  # predicted from the formats' layouts (layout_bits; the verified rows read the cache back)
    predicted_kld: float  # sum of the measured per-item costs
    assignment: tuple[tuple[str, str], ...]  # (item name, format), in item order
    level: str = "layer"  # the walk it comes from (LEVELS)
    window: int = 0  # the recent-token window every layer keeps at full precision (the `window=` option)

    def setting(self, items: Sequence[Item]) -> CacheSpec:
        return plan_setting(items, dict(self.assignment), self.window)


def _bits(item: Item, fmt: str, head_dim: int, tokens: int | None) -> float:
    return get_format(fmt).bits_per_value(head_dim) * item.stored_values(tokens)


def layout_bits(items: Sequence[Item], assignment: Mapping[str, str], head_dims: Mapping[int, int],
                length: Length) -> float:
    """Bits per value the plan stores, from the formats' layouts, at `length`: with tokens given, a layer whose
    keys keep a sink token holds it at full precision (keys and values; sliding layers keep none), so do the
    last `length.window` tokens, and a layer whose keys are centred adds one mean key, as the live cache does
    (memory.layout's arithmetic, per layer). Without tokens the window and extras are not counted."""
    bits = values = 0.0
    for i in items:
        if i.side != "keys":
            continue
        pair = (assignment[f"{i.layer}:keys"], assignment[f"{i.layer}:values"])
        per_token = sum(get_format(f).bits_per_value(head_dims[i.layer]) for f in pair) * i.values_per_token
        if length.tokens is None:
            bits, values = bits + per_token, values + 2 * i.values_per_token
            continue
        held = i.stored_values(length.tokens) // i.values_per_token
        center, sink = length.refinements(pair)
        exact = min(held, (0 if i.kind == "sliding" else sink) + length.window)
        bits += ((held - exact) * per_token + exact * 2 * i.values_per_token * length.dtype_bits
                 + (i.values_per_token * length.dtype_bits if center and held else 0))
        values += 2 * held * i.values_per_token
    return bits / values


def _walk(units: Sequence[Sequence[Item]], items: Sequence[Item], formats: Sequence[str],
          kld: Mapping[tuple[str, str], float], head_dims: Mapping[int, int], length: Length,
          level: str) -> list[FrontierPoint]:
    """The greedy walk where each unit (a group of items) moves as one: moves are weighed by the layouts'
    bits per token held; each step's bits count the per-sequence extras too (`layout_bits`)."""
    tokens = length.tokens

    def bits(unit: Sequence[Item], fmt: str) -> float:
        return sum(_bits(i, fmt, head_dims[i.layer], tokens) for i in unit)

    def cost(unit: Sequence[Item], fmt: str) -> float:
        return sum(kld[(i.name, fmt)] for i in unit)

    def richest_first(unit: Sequence[Item]) -> list[str]:
        return sorted(formats, key=lambda f: -bits(unit, f))

    order = [richest_first(u) for u in units]
    current = [o[0] for o in order]

    def point() -> FrontierPoint:
        fmt = {i.name: f for u, f in zip(units, current, strict=True) for i in u}
        return FrontierPoint(layout_bits(items, fmt, head_dims, length), sum(kld[(i.name, fmt[i.name])] for i in items),
                             tuple((i.name, fmt[i.name]) for i in items), level, length.window)

    points = [point()]
    while True:
        best: tuple[float, int, str] | None = None
        for n, unit in enumerate(units):
            now = current[n]
            for fmt in order[n][order[n].index(now) + 1:]:
                saved = bits(unit, now) - bits(unit, fmt)
                if saved <= 0:
                    continue
                ratio = (cost(unit, fmt) - cost(unit, now)) / saved
                if best is None or ratio < best[0]:
                    best = (ratio, n, fmt)
        if best is None:
            return points
        current[best[1]] = best[2]
        points.append(point())


def frontier(items: Sequence[Item], formats: Sequence[str], kld: Mapping[tuple[str, str], float],
             head_dims: Mapping[int, int], length: Length | None = None) -> list[FrontierPoint]:
    """Every greedy step from all-richest to all-cheapest, richest first: the per-layer walk, then (on a
    model with sliding and global layers) the per-kind walk. `length`: where the bits are counted (by
    default per token held, every layer alike)."""
    if not items or not formats:
        raise KvtrialError("nothing to tune: no layer stores keys and values, or no format was given")
    length = length or Length()
    points = _walk([[i] for i in items], items, formats, kld, head_dims, length, "layer")
    kinds = list(dict.fromkeys(i.kind for i in items))
    if len(kinds) > 1:
        groups = [[i for i in items if i.kind == k and i.side == side] for k in kinds for side in ("keys", "values")]
        points += _walk([g for g in groups if g], items, formats, kld, head_dims, length, "kind")
    return points


def plan_setting(items: Sequence[Item], assignment: Mapping[str, str], window: int = 0) -> CacheSpec:
    """The canonical setting that stores each item in its assigned format, with the fewest rules: a kind
    whose layers share one pair may be spelled as a kind rule (`sliding=turbo4`), index rules for the rest;
    `window`: the recent-token window, an option of the whole setting."""
    layers = max(i.layer for i in items) + 1
    pairs: list[Pair | None] = [None] * layers
    kind_of: dict[int, str] = {}
    for i in items:
        pairs[i.layer] = (assignment[f"{i.layer}:keys"], assignment[f"{i.layer}:values"])
        kind_of[i.layer] = i.kind
    (key, value), rules = plan_from_layers(pairs)
    spellings = [CacheSpec(key, value, rules=rules)]
    kinds = sorted(set(kind_of.values()))
    for n in range(1, len(kinds) + 1) if len(kinds) > 1 else ():
        spellings += [s for chosen in combinations(kinds, n) if (s := _with_kind_rules(pairs, kind_of, chosen))]
    # fewest rules; among as few, fewest index rules (a kind rule says what the plan does on any length)
    best = min(spellings, key=lambda s: (len(s.rules), sum(not r.kind for r in s.rules)))
    return replace(best, window=window)


def _with_kind_rules(pairs: Sequence[Pair | None], kind_of: Mapping[int, str],
                     kinds: Sequence[str]) -> CacheSpec | None:
    """The plan with a kind rule for each of `kinds` (its layers' most common pair) and index rules for
    the layers that differ; None when that spelling gives another cache (it is read back to check)."""
    stored = {i: p for i, p in enumerate(pairs) if p is not None}
    kind_pair = {k: Counter(p for i, p in stored.items() if kind_of[i] == k).most_common(1)[0][0] for k in kinds}
    rest = Counter(p for i, p in stored.items() if kind_of[i] not in kinds)
    base = rest.most_common(1)[0][0] if rest else kind_pair[kinds[0]]
    rules = [kind_rule(k, p) for k, p in kind_pair.items()]
    for i, pair in stored.items():
        wanted = kind_pair.get(kind_of[i], base)
        if pair != wanted:
            rules.append(range_rule(i, i, pair))
    spec = parse_spec(";".join([pair_text(base), *(str(r) for r in rules)]))  # canonical: merged, nothing idle
    types = [{"global": "full_attention", "sliding": "sliding_attention"}[kind_of[i]] if i in kind_of else "dummy"
             for i in range(len(pairs))]
    return spec if spec.layer_formats(types) == list(pairs) else None


def within_bits(points: Sequence[FrontierPoint], bits: float) -> FrontierPoint | None:
    """The least predicted KL at no more than `bits` bits per value."""
    fits = [p for p in points if p.bits_per_value <= bits + 1e-9]
    return min(fits, key=lambda p: (p.predicted_kld, p.bits_per_value)) if fits else None


def within_kld(points: Sequence[FrontierPoint], kld: float) -> FrontierPoint | None:
    """The fewest bits whose predicted KL is at most `kld`."""
    fits = [p for p in points if p.predicted_kld <= kld]
    return min(fits, key=lambda p: (p.bits_per_value, p.predicted_kld)) if fits else None
