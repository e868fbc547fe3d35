"""A run's capacity table from its records alone (no model load): each branch's cache cost as its requests
read it back (`costs_from_rows`), the weights and resident memory its workers measured; the fitting is
`kvtrial.memory.capacity`. `kvtrial report --plan-memory` prints it; `kvtrial plan` measures afresh
(`kvtrial.memory.capacity_measure`)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from pathlib import Path
from typing import Any

from kvtrial.errors import KvtrialError
from kvtrial.memory.activations import estimate_activations
from kvtrial.memory.capacity import CapacityTable, capacity_table
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
from kvtrial.records.row import RowStatus
from kvtrial.verdicts.run_data import RunData


def capacity_table_from_run(run: RunData, memory_bytes: int, config: Any) -> CapacityTable | None:
    """The table from a run's records alone: each branch's kv bytes per token as its requests read them back,
    the weights and resident memory its workers measured, the activation estimate from the model's config
    (`config`: the run's model's, read by the caller). None when the run has no ok rows to read."""
    settings = {"ordinary": run.setting_of("ordinary"), **{c: run.setting_of(c) for c in run.candidates}}
    costs = costs_from_rows(run.rows, settings)
    ok = [r for r in run.measured_rows if r.status == RowStatus.OK and r.estimate is not None]
    if not costs or not ok:
        return None
    estimate = ok[0].estimate
    assert estimate is not None  # kept above: every ok row here has one
    weights, dtype_bytes = estimate.weights, estimate.dtype_bytes
    text = config.get_text_config(decoder=True)
    resident = [r.resident_after_load_bytes for r in ok if r.resident_after_load_bytes and r.device == "cpu"]
    if resident:
        runtime, note = max(0, min(resident) - weights), "measured: resident memory after load less the weights (run)"
    else:
        runtime, note = 0, "not counted (no resident memory on the CPU in the run's rows)"
    activations = estimate_activations(config, dtype_bytes, 512)
    return capacity_table(memory_bytes, weights, runtime, note, activations, costs,
                          int(text.max_position_embeddings), run.admission, run.model_id)


def admission_of(project: Path | None) -> list[AdmissionEntry] | None:
    """The admission table of the project's ledger (None without a project)."""
    if project is None:
        return None
    from kvtrial.protocol.ledger import LEDGER_FILE, Ledger
    from kvtrial.verdicts.load import admission_from_ledger

    if not (project / LEDGER_FILE).is_file():
        raise KvtrialError(f"no ledger at {project / LEDGER_FILE}; run `kvtrial admit` there or drop --project")
    return admission_from_ledger(Ledger.open(project, create=False, read_only=True))


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
