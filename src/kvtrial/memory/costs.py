"""A cache setting's cost as measured bytes at two or more fill lengths, read as a line: bytes per
token (slope) and fixed bytes (intercept, e.g. a full-precision window). Pure data: the measuring
is `kvtrial.memory.kv.measure_cache_cost`; a run's rows give the same figures (`cost_from_points`).

A model whose layers are not all full attention has one line per layer type (`CostGroup`): a
sliding-window layer's line stops at its window (`cap_tokens`), a linear-attention state is a
constant (slope 0), so the cache at t tokens is the sum of fixed_g + per_token_g * min(t, cap_g)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

# How a cost was drawn (`CacheCost.method`), said in the plan's output.
FILLED = "measured by filling a fresh cache of each setting with the model's keys and values, per layer type"
ROWS_PER_TYPE = ("read from the run's rows per layer type (each request's cache report): a sliding-window "
                 "group stops growing at its window, linear-attention / convolution state is constant")
ROWS_ONE_LINE = ("read from the run's rows as one line through their total KV bytes (no per-layer-type "
                 "breakdown in the rows: a sliding-window layer is read as if it grew with every token)")
ROWS_ALL_GROW = "read from the run's rows as one line through their KV bytes (every layer grows with every token)"


def window_cap(sliding_window: int | None) -> int | None:
    """Tokens a sliding layer of this window holds between steps: window - 1, what transformers'
    DynamicSlidingWindowLayer (and kvtrial's sliding layer) keeps; None (no cap) without a window."""
    return int(sliding_window) - 1 if sliding_window else None


@dataclass(frozen=True)
class CostGroup:
    """The layers of one type: bytes = fixed_bytes + bytes_per_token * min(tokens, cap_tokens)."""

    layer_type: str
    layers: int
    bytes_per_token: float
    fixed_bytes: float  # includes constant state bytes
    cap_tokens: int | None = None  # tokens a sliding layer holds at most; None: grows with every token

    def bytes_at(self, tokens: float) -> float:
        held = tokens if self.cap_tokens is None else min(tokens, self.cap_tokens)
        return self.fixed_bytes + self.bytes_per_token * held


@dataclass(frozen=True)
class CacheCost:
    """Bytes of a setting's cache, measured at two fill lengths."""

    setting: str
    effective_setting: str
    confirmed: bool
    bytes_per_token: float
    fixed_bytes: float
    lengths: tuple[int, int]
    measured_bytes: tuple[int, int]
    allocated_bytes: int  # buffers held at the longer fill (growth slack included)
    # Per layer type, when some layers stop growing (sliding window) or hold a constant state
    # (bytes_per_token and fixed_bytes are then the line past the longest window); empty: one line.
    groups: tuple[CostGroup, ...] = ()
    method: str = ""  # how the figures were drawn (FILLED, ROWS_...); empty: not said

    def bytes_at(self, tokens: float) -> float:
        if self.groups:
            return sum(g.bytes_at(tokens) for g in self.groups)
        return self.fixed_bytes + self.bytes_per_token * tokens

    def breakpoints(self) -> list[int]:
        """Token counts past which a group stops growing, ascending."""
        return sorted({g.cap_tokens for g in self.groups if g.cap_tokens is not None})

    def slope_past(self, tokens: int) -> float:
        """Bytes per token of the cache just past `tokens`."""
        if not self.groups:
            return self.bytes_per_token
        return sum(g.bytes_per_token for g in self.groups if g.cap_tokens is None or g.cap_tokens > tokens)


def groups_matter(groups: Sequence[CostGroup]) -> bool:
    """True when some group stops growing (a window) or holds a constant state: one line would
    misread the cache. A model of full-attention layers only is one line."""
    return any(g.cap_tokens is not None or (g.bytes_per_token == 0 and g.fixed_bytes > 0) for g in groups)


def line_past_windows(groups: Sequence[CostGroup]) -> tuple[float, float]:
    """(bytes per token, fixed bytes) of the groups' sum past the longest window, where only the
    uncapped groups grow: the one line shown for a setting whose cost has groups."""
    caps = [g.cap_tokens for g in groups if g.cap_tokens is not None]
    slope = sum(g.bytes_per_token for g in groups if g.cap_tokens is None)
    at = max(caps, default=0)
    return slope, sum(g.bytes_at(at) for g in groups) - slope * at


def cost_from_points(setting: str, points: Sequence[tuple[int, int]], effective_setting: str | None = None,
                     confirmed: bool = True, allocated_bytes: int = 0) -> CacheCost:
    """The line through the shortest and the longest (tokens, bytes) measurement; with one length
    only, bytes per token through the origin (no fixed bytes can be told apart)."""
    if not points:
        raise ValueError(f"no measured cache bytes for {setting!r}")
    ordered = sorted(points)
    (n1, b1), (n2, b2) = ordered[0], ordered[-1]
    if n2 == n1:
        if n1 <= 0:
            raise ValueError(f"cannot derive bytes per token for {setting!r} from {n1} tokens")
        slope, fixed = b1 / n1, 0.0
    else:
        slope = (b2 - b1) / (n2 - n1)
        fixed = b1 - slope * n1
    return CacheCost(setting, effective_setting or setting, confirmed, slope, fixed, (n1, n2), (b1, b2),
                     allocated_bytes)
