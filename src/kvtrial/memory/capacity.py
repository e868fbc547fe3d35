"""The capacity table: per cache setting, the longest context that fits in a memory budget.

Computed from measurements alone (no model load, no forward pass here; no torch): each setting's
cache cost is MEASURED bytes at two or more lengths read as a line (`kvtrial.memory.costs.CacheCost`:
bytes per token and fixed bytes, e.g. a full-precision window) — by `kvtrial plan`, which fills caches
with the model's keys and values (`kvtrial.memory.capacity_measure`), or from a run's rows
(`kvtrial.verdicts.capacity.costs_from_rows`: the kv bytes each request read back at its length, per
layer type where the rows carry it). Each cost says how it was drawn (`CacheCost.method`,
`CapacityTable.kv_method`). Weights are the bytes of the loaded
parameters; the runtime's own memory is the measured resident memory after load less the weights.
The activations of a prefill chunk are the one estimate of `kvtrial.memory.activations`, stated as
such in the output.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from kvtrial.memory.activations import ActivationEstimate
from kvtrial.memory.costs import CacheCost
from kvtrial.records import AdmissionEntry, AdmissionStatus


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
class CapacityTable:
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


def capacity_table(memory_bytes: int, weights: int, runtime: int, runtime_note: str, activations: ActivationEstimate,
                   costs: list[CacheCost], model_max_context: int, admission: list[AdmissionEntry] | None = None,
                   model_id: str | None = None) -> CapacityTable:
    """The table of measured costs and sizes (`fit_capacity`), with the terms it used."""
    rows = fit_capacity(memory_bytes, weights, runtime, activations, costs, model_max_context, admission, model_id)
    return CapacityTable(memory_bytes, weights, runtime, runtime_note, activations, model_max_context, rows)
