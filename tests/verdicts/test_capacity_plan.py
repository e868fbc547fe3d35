from __future__ import annotations

import math
from dataclasses import replace

import pytest
import torch

from kvtrial.memory.costs import ROWS_ONE_LINE
from kvtrial.memory.kv import measure_cache_cost
from kvtrial.records import AdmissionEntry, CacheReport
from kvtrial.records.row import AdmissionStatus, Row, RowStatus
from kvtrial.verdicts.capacity_plan import ActivationEstimate, CacheCost, capacity_plan, costs_from_rows, fit_capacity


@pytest.fixture(scope="module")
def ids():
    torch.manual_seed(0)
    return torch.randint(3, 250, (1, 700))


def _cost(setting, bpt, fixed=0.0):
    return CacheCost(setting, setting, True, bpt, fixed, (128, 384), (0, 0), 0)


def test_plan_arithmetic_and_caps():
    act = ActivationEstimate(512, 1000.0, 10.0, "test")
    costs = [_cost("ordinary", 90.0), _cost("q8_0", 40.0), _cost("turbo3", 5.0, fixed=500.0)]
    adm = [AdmissionEntry("m", "native", "q8_0", AdmissionStatus.TRIAL_ALLOWED),
           AdmissionEntry("m", "native", "turbo3", AdmissionStatus.NOT_APPLICABLE, reason="head_dim unsupported")]
    rows = fit_capacity(101_000, 50_000, 0, act, costs, model_max_context=8192, admission=adm, model_id="m")
    by = {r.setting: r for r in rows}
    assert by["ordinary"].max_context == 500 and by["ordinary"].limited_by == "memory"  # 50000 / 100
    assert by["q8_0"].max_context == 1000 and by["q8_0"].admission == AdmissionStatus.TRIAL_ALLOWED
    assert by["turbo3"].max_context == 3300  # (50000 - 500) / 15
    assert "rejected by the admission table: head_dim unsupported" == by["turbo3"].note
    small = fit_capacity(10_000, 50_000, 0, act, costs, 8192)
    assert all(r.limited_by == "does not fit" and r.max_context == 0 for r in small)
    big = fit_capacity(10**12, 50_000, 0, act, costs, 8192)
    assert all(r.max_context == 8192 and r.limited_by == "model limit" for r in big)


def test_plan_from_measured_costs(tiny_model, ids):
    costs = [measure_cache_cost(tiny_model, s, ids) for s in ("ordinary", "q8_0")]
    act = ActivationEstimate(64, 1000.0, 10.0, "test")
    result = capacity_plan(64 * 2**20, 1_000_000, 0, "given", act, costs, 1024)
    by = {r.setting: r for r in result.rows}
    free = 64 * 2**20 - 1_000_000 - 1000
    assert by["ordinary"].max_context == min(1024, int(free // (2048 + 10)))
    assert by["q8_0"].max_context >= by["ordinary"].max_context and result.runtime_note == "given"


def _row(branch, tokens_in, tokens_out, kv, status=RowStatus.OK, warmup=False):
    return Row("r", "c", f"in{tokens_in}", "s", branch, "native", 0, 0, warmup, status, input_tokens=tokens_in,
               output_tokens=tokens_out, effective_cache="q8_0" if branch == "q8_0" else "ordinary",
               cache_confirmed=True, kv_bytes=kv)


def test_costs_from_a_runs_rows():
    # the cache of a request holds input + output - 1 tokens (the last new token is not fed back)
    rows = [_row("ordinary", 100, 10, 109 * 2048), _row("ordinary", 500, 12, 511 * 2048),
            _row("q8_0", 100, 10, 109 * 544 + 64), _row("q8_0", 900, 20, 919 * 544 + 64),
            _row("q8_0", 50, 1, 1, warmup=True), _row("q8_0", 70, 0, None, status="oom")]
    costs = {c.setting: c for c in costs_from_rows(rows, {"ordinary": "ordinary", "q8_0": "q8_0", "none": "q4_0"})}
    assert set(costs) == {"ordinary", "q8_0"}  # a branch without ok rows has no cost
    assert costs["ordinary"].bytes_per_token == 2048 and costs["ordinary"].fixed_bytes == 0
    assert costs["q8_0"].bytes_per_token == 544 and costs["q8_0"].fixed_bytes == 64
    assert costs["q8_0"].lengths == (109, 919) and costs["q8_0"].confirmed
    assert costs["q8_0"].method == ROWS_ONE_LINE  # these rows carry no cache report per layer type


def _fits(budget, act_per_token, cost, n):
    return act_per_token * n + cost.bytes_at(n) <= budget


@pytest.mark.parametrize("memory", [60_000, 100_000, 101_000, 250_000, 10**9])
def test_plan_stops_counting_a_sliding_layer_at_its_window(memory):
    from kvtrial.memory.costs import CostGroup

    # sliding layers: 10 B/token up to 100 tokens held; full layers 5 B/token; a constant 2000 B state
    groups = (CostGroup("sliding_attention", 2, 10.0, 0.0, 100), CostGroup("full_attention", 1, 5.0, 0.0),
              CostGroup("linear_attention", 3, 0.0, 2000.0))
    cost = CacheCost("q8_0", "q8_0", True, 5.0, 3000.0, (128, 384), (0, 0), 0, groups)
    act = ActivationEstimate(512, 1000.0, 1.0, "test")
    (row,) = fit_capacity(memory, 50_000, 0, act, [cost], model_max_context=40_000)
    budget = memory - 50_000 - 1000
    # the longest fit, found by walking every token count: the plan's segment solver must agree
    walked = max((n for n in range(40_001) if _fits(budget, 1.0, cost, n)), default=0)
    assert row.max_context == walked
    assert row.limited_by == ("does not fit" if walked == 0 else "model limit" if walked == 40_000 else "memory")
    assert "sliding_attention KV (2 layers) stops growing at 100 tokens" in row.note
    assert "linear_attention state (3 layers) constant 2,000 B" in row.note
    if walked:
        assert row.kv_bytes_at_max == 2000 + 10 * min(walked, 100) + 5 * walked


def test_a_model_of_sliding_layers_only_is_limited_by_the_model():
    from kvtrial.memory.costs import CostGroup

    cost = CacheCost("ordinary", "ordinary", True, 0.0, 7168.0, (128, 384), (0, 0), 0,
                     (CostGroup("sliding_attention", 2, 1024.0, 0.0, 7),))
    act = ActivationEstimate(512, 0.0, 0.0, "test")
    (row,) = fit_capacity(100_000, 50_000, 0, act, [cost], model_max_context=10**6)
    assert row.max_context == 10**6 and row.limited_by == "model limit" and row.kv_bytes_at_max == 7168.0


def _family_model(name):
    import transformers

    from tests.cache.families import FAMILIES

    family = next(f for f in FAMILIES if f.name == name)
    torch.manual_seed(0)
    return getattr(transformers, family.model_class)(family.make_config()).eval()


def _run_rows(model, setting, lengths, typed=True):
    """A run's ok rows as the worker writes them: each request's cache read back by the backend
    (`NativeBackend.effective`, its report per layer type in `cache_report`), through JSON as rows are stored."""
    import json

    from kvtrial.backends.native import NativeBackend
    from kvtrial.cache import make_cache

    rows = []
    for n in lengths:
        cache = make_cache(setting, model.config)
        with torch.no_grad():
            model(torch.randint(3, 120, (1, n), generator=torch.Generator().manual_seed(n)), cache=cache,
                  use_cache=True, logits_to_keep=1)
        effective = NativeBackend().effective(cache)
        report = json.loads(json.dumps(effective.report)) if typed else None
        # output 1: the cache held input + output - 1 = n tokens
        rows.append(Row("r", "c", f"in{n}", "s", setting, "native", 0, 0, False, RowStatus.OK, input_tokens=n, output_tokens=1,
                        effective_cache=effective.setting, cache_confirmed=effective.confirmed,
                        kv_bytes=effective.kv_bytes,
                        cache_report=CacheReport.from_dict(report) if report is not None else None))
    return rows


def _stored(model, setting, n):
    """KV and state bytes a fresh cache holds after n tokens, as describe() reads them."""
    from kvtrial.cache import describe, make_cache

    cache = make_cache(setting, model.config)
    with torch.no_grad():
        model(torch.randint(3, 120, (1, n), generator=torch.Generator().manual_seed(n)), cache=cache, use_cache=True,
              logits_to_keep=1)
    report = describe(cache)
    return report.total_bytes + report.state_bytes


@pytest.mark.parametrize("lengths", [(5, 20, 40), (20, 40)], ids=["below-and-past-the-window", "past-the-window"])
@pytest.mark.parametrize("setting", ["ordinary", "q8_0"])
def test_rows_with_layer_types_give_a_line_per_type_capped_at_the_window(setting, lengths):
    from kvtrial.memory.costs import ROWS_PER_TYPE
    from tests.cache.families import SLIDING_WINDOW

    model = _family_model("gemma3")  # two sliding layers (window 8), one full
    (cost,) = costs_from_rows(_run_rows(model, setting, lengths), {setting: setting})
    assert cost.method == ROWS_PER_TYPE
    caps = {g.layer_type: g.cap_tokens for g in cost.groups}
    assert caps == {"sliding_attention": SLIDING_WINDOW - 1, "full_attention": None}
    for n in (3, SLIDING_WINDOW - 1, 12, 64):  # read off the lines, against fresh caches at lengths not in the rows
        assert cost.bytes_at(n) == _stored(model, setting, n)
    act = ActivationEstimate(512, 0.0, 0.0, "test")
    plan = capacity_plan(10**7, 0, 0, "given", act, [cost], 10**6)
    (row,) = plan.rows
    assert plan.kv_method == ROWS_PER_TYPE and "stops growing at 7 tokens" in row.note
    full = next(g for g in cost.groups if g.cap_tokens is None)
    # past the window only the full-attention layer grows: the longest fit is on its slope alone
    assert cost.bytes_per_token == full.bytes_per_token
    assert row.limited_by == "memory"
    assert row.max_context == math.floor((10**7 - cost.fixed_bytes) / full.bytes_per_token)


def test_rows_with_a_constant_state_count_it():
    from kvtrial.memory.costs import ROWS_PER_TYPE

    model = _family_model("qwen3_5_moe")  # three linear-attention layers, one full
    (cost,) = costs_from_rows(_run_rows(model, "q8_0", (6, 30)), {"q8_0": "q8_0"})
    state = next(g for g in cost.groups if g.layer_type == "linear_attention")
    assert cost.method == ROWS_PER_TYPE and state.bytes_per_token == 0 and state.fixed_bytes > 0
    assert cost.bytes_at(17) == _stored(model, "q8_0", 17)


def test_rows_without_layer_types_keep_one_line():
    from kvtrial.memory.costs import ROWS_ONE_LINE

    model = _family_model("gemma3")
    rows = _run_rows(model, "q8_0", (20, 40), typed=False)
    (cost,) = costs_from_rows(rows, {"q8_0": "q8_0"})
    assert cost.method == ROWS_ONE_LINE and cost.groups == ()
    # the line through the two totals, as before the breakdown was read
    assert cost.bytes_per_token == (rows[1].kv_bytes - rows[0].kv_bytes) / 20
    typed = costs_from_rows(_run_rows(model, "q8_0", (20, 40)), {"q8_0": "q8_0"})[0]
    plan = capacity_plan(10**9, 0, 0, "given", ActivationEstimate(512, 0.0, 0.0, "test"), [cost, replace(typed,
                       setting="q8_0 typed")], 10**6)
    assert plan.kv_method == f"q8_0: {ROWS_ONE_LINE}; q8_0 typed: {typed.method}"
