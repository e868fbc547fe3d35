"""Capacity planning: per cache setting, the longest context that fits in a memory budget.

Computed from measurements alone (no model load, no forward pass here): each setting's cache cost
is MEASURED bytes at two or more lengths read as a line (`kvtrial.memory.costs.CacheCost`: bytes
per token and fixed bytes, e.g. a full-precision window) — by `kvtrial plan`, which fills caches
with the model's keys and values (`kvtrial.memory.kv`), or from a run's rows (`costs_from_rows`:
the kv bytes each request read back at its length, per layer type where the rows carry it). Each
cost says how it was drawn (`CacheCost.method`, `CapacityPlan.kv_method`). Weights are the bytes of the loaded
parameters; the runtime's own memory is the measured resident memory after load less the weights.
The activations of a prefill chunk are the one estimate of `kvtrial.memory.activations`, stated as
such in the output.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, replace

from kvtrial.memory.activations import ActivationEstimate
from kvtrial.memory.costs import (
    ROWS_ALL_GROW,
    ROWS_ONE_LINE,
    ROWS_PER_TYPE,
    CacheCost,
    CostGroup,
    cost_from_points,
    groups_matter,
    line_past_windows,
    window_cap,
)
from kvtrial.records import AdmissionEntry, LayerTypeRecord
from kvtrial.records.row import AdmissionStatus, RowStatus

__all__ = ["ActivationEstimate", "CacheCost", "CapacityPlan", "CapacityRow", "costs_from_rows", "fit_capacity",
           "capacity_plan"]


@dataclass(frozen=True)
class CapacityRow:
    setting: str
    cost: CacheCost | None
    max_context: int  # 0 when nothing fits
    limited_by: str  # "memory", "model limit", "does not fit", "not measured"
    kv_bytes_at_max: float
    admission: str  # status in the admission table, or "" when no table was given
    note: str = ""


def fit_capacity(
    memory_bytes: int,
    weights: int,
    runtime: int,
    activations: ActivationEstimate,
    costs: list[CacheCost],
    model_max_context: int,
    admission: list[AdmissionEntry] | None = None,
    model_id: str | None = None,
) -> list[CapacityRow]:
    """The longest context per setting: weights + runtime + activations(N) + cache(N) ≤ memory,
    capped by the model's own context limit. cache(N) is the measured line, or per layer type the
    sum of lines that stop growing at a sliding window (`CacheCost.groups`)."""
    rows = []
    for cost in costs:
        adm = _admission_status(admission, cost.setting, model_id)
        free = memory_bytes - weights - runtime - activations.fixed_bytes - cost.fixed_bytes
        per_token = cost.bytes_per_token + activations.per_token_bytes
        notes = [] if cost.confirmed or cost.setting == "ordinary" else [f"cache read back as {cost.effective_setting}"]
        notes += _group_notes(cost)
        if adm.startswith(AdmissionStatus.NOT_APPLICABLE):
            notes = ["rejected by the admission table: " + adm.split(":", 1)[-1].strip()]
        note = "; ".join(notes).strip()
        if cost.groups:
            fit = _longest_fit(memory_bytes - weights - runtime - activations.fixed_bytes, activations.per_token_bytes,
                               cost, model_max_context)
        elif free <= 0 or per_token <= 0:
            fit = 0
        else:
            fit = math.floor(free / per_token)
        if fit >= model_max_context:
            n, limited = model_max_context, "model limit"
        else:
            n, limited = fit, "memory"
        if n <= 0:
            rows.append(CapacityRow(cost.setting, cost, 0, "does not fit", 0.0, adm, note))
            continue
        rows.append(CapacityRow(cost.setting, cost, n, limited, cost.bytes_at(n), adm, note))
    return rows


def _longest_fit(budget: float, activation_per_token: float, cost: CacheCost, limit: int) -> int:
    """The most tokens t with activation_per_token * t + cost.bytes_at(t) <= budget, for a cost whose
    layer groups stop growing at their windows: piecewise linear, solved segment by segment."""
    start = 0
    for stop in [*cost.breakpoints(), limit]:
        stop = min(stop, limit)
        if stop < start:
            continue
        left = budget - activation_per_token * start - cost.bytes_at(start)
        if left < 0:
            return start - 1 if start > 0 else 0
        slope = activation_per_token + cost.slope_past(start)
        if slope <= 0:
            fit = limit  # nothing grows past here: only the model's limit stops it
        else:
            fit = start + math.floor(left / slope)
        if fit < stop or stop == limit:
            return min(fit, limit)
        start = stop
    return limit


def _group_notes(cost: CacheCost) -> list[str]:
    """What the per-layer-type cost says beyond one line: window caps and constant state."""
    out = []
    for g in cost.groups:
        if g.cap_tokens is not None:
            out.append(f"{g.layer_type} KV ({g.layers} layers) stops growing at {g.cap_tokens} tokens "
                       f"({g.bytes_at(g.cap_tokens):,.0f} B)")
        elif g.bytes_per_token == 0 and g.fixed_bytes > 0:
            out.append(f"{g.layer_type} state ({g.layers} layers) constant {g.fixed_bytes:,.0f} B")
    return out


def _admission_status(admission: list[AdmissionEntry] | None, setting: str, model_id: str | None) -> str:
    if admission is None:
        return ""
    if setting == "ordinary":
        return "baseline"
    found = None
    for a in admission:
        if a.setting == setting and (not model_id or not a.model or a.model == model_id):
            found = a
    if found is None:
        return "not in the admission table"
    if found.status == AdmissionStatus.NOT_APPLICABLE:
        return f"{AdmissionStatus.NOT_APPLICABLE}: {found.reason}" if found.reason else AdmissionStatus.NOT_APPLICABLE
    return found.status


@dataclass(frozen=True)
class CapacityPlan:
    memory_bytes: int
    weights_bytes: int
    runtime_bytes: int
    runtime_note: str
    activations: ActivationEstimate
    model_max_context: int
    rows: list[CapacityRow]

    @property
    def kv_method(self) -> str:
        """How the settings' KV costs were drawn (`CacheCost.method`): one phrase when all agree,
        else per setting; "" when none says."""
        said = {r.setting: r.cost.method for r in self.rows if r.cost is not None and r.cost.method}
        if len(set(said.values())) == 1:
            return next(iter(said.values()))
        return "; ".join(f"{setting}: {method}" for setting, method in said.items())


def capacity_plan(memory_bytes: int, weights: int, runtime: int, runtime_note: str, activations: ActivationEstimate,
                costs: list[CacheCost], model_max_context: int, admission: list[AdmissionEntry] | None = None,
                model_id: str | None = None) -> CapacityPlan:
    """The plan of measured costs and sizes (`fit_capacity`), with the terms it used."""
    rows = fit_capacity(memory_bytes, weights, runtime, activations, costs, model_max_context, admission, model_id)
    return CapacityPlan(memory_bytes, weights, runtime, runtime_note, activations, model_max_context, rows)


def costs_from_rows(rows: Iterable, settings: dict[str, str]) -> list[CacheCost]:
    """Per branch, the cache cost measured during a run: each ok request's kv bytes (read back from
    the live cache) at the tokens it held (input + output - 1). `settings` maps branch -> setting, in
    the order wanted; a branch without ok rows has no cost.

    Where every ok row of a branch carries its cache report per layer type (`Row.cache_report`'s
    `layer_types`, what `describe()` read from the live cache), each type is its own line over the
    tokens its layers held, capped at a sliding window, with its constant state (`CostGroup`); rows
    without it (older runs, engines that report one total) give one line through the total, as before.
    `CacheCost.method` says which."""
    points: dict[str, list[tuple[int, int]]] = {}
    reports: dict[str, list[dict[str, LayerTypeRecord]]] = {}
    untyped: set[str] = set()
    effective: dict[str, tuple[str, bool]] = {}
    for r in rows:
        if r.warmup or r.status != RowStatus.OK or r.kv_bytes is None or r.input_tokens is None or r.output_tokens is None:
            continue
        # The last generated token is never fed back: the cache holds input + output - 1 tokens.
        points.setdefault(r.branch, []).append((r.input_tokens + r.output_tokens - 1, r.kv_bytes))
        effective[r.branch] = (r.effective_cache or settings.get(r.branch, r.branch), bool(r.cache_confirmed))
        types = r.cache_report.layer_types if r.cache_report is not None else None
        if types:
            reports.setdefault(r.branch, []).append(types)
        else:
            untyped.add(r.branch)
    out = []
    for branch, setting in settings.items():
        if branch not in points:
            continue
        eff, confirmed = effective[branch]
        cost = cost_from_points(setting, points[branch], eff, confirmed)
        if branch in untyped:
            out.append(replace(cost, method=ROWS_ONE_LINE))
            continue
        groups = _groups_from_reports(reports[branch])
        if not groups_matter(groups):
            out.append(replace(cost, method=ROWS_ALL_GROW))
            continue
        slope, fixed = line_past_windows(groups)
        out.append(replace(cost, bytes_per_token=slope, fixed_bytes=fixed, groups=tuple(groups), method=ROWS_PER_TYPE))
    return out


def _groups_from_reports(reports: list[dict[str, LayerTypeRecord]]) -> list[CostGroup]:
    """Per layer type, the line through (tokens held, KV bytes) of the requests' reports. A sliding
    group's tokens held stop at its window, so every point lies on its growing line; when all were
    past the window (one distinct count) the line goes through the origin."""
    out = []
    for layer_type in dict.fromkeys(t for report in reports for t in report):
        rows = [report[layer_type] for report in reports if layer_type in report]
        held = [(row.stored_tokens, row.kv_bytes) for row in rows]
        per_token, fixed = 0.0, 0.0
        if any(n > 0 for n, _ in held):
            line = cost_from_points(layer_type, [(n, b) for n, b in held if n > 0])
            per_token, fixed = line.bytes_per_token, line.fixed_bytes
        state = max(row.state_bytes for row in rows)  # constant: the same in every request
        cap = window_cap(max(row.sliding_window or 0 for row in rows))
        out.append(CostGroup(layer_type, rows[-1].layers, per_token, fixed + state, cap))
    return out
