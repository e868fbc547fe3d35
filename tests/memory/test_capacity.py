"""The capacity table's fitting (kvtrial.memory.capacity): the longest context per setting from measured costs."""

from __future__ import annotations

import pytest
import torch

from kvtrial.memory.activations import ActivationEstimate
from kvtrial.memory.capacity import capacity_table, fit_capacity
from kvtrial.memory.costs import CacheCost
from kvtrial.memory.kv import measure_cache_cost
from kvtrial.records import AdmissionEntry, AdmissionStatus


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
    result = capacity_table(64 * 2**20, 1_000_000, 0, "given", act, costs, 1024)
    by = {r.setting: r for r in result.rows}
    free = 64 * 2**20 - 1_000_000 - 1000
    assert by["ordinary"].max_context == min(1024, int(free // (2048 + 10)))
    assert by["q8_0"].max_context >= by["ordinary"].max_context and result.runtime_note == "given"


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
