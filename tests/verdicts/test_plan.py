from __future__ import annotations

import pytest
import torch

from kvtrial.protocol.rows import NOT_APPLICABLE, TRIAL_ALLOWED
from kvtrial.verdicts.plan import (
    ActivationEstimate, CacheCost, estimate_activations, measure_cache_cost, plan_capacity, weights_bytes)
from kvtrial.verdicts.run_data import AdmissionEntry


@pytest.fixture(scope="module")
def ids():
    torch.manual_seed(0)
    return torch.randint(3, 250, (1, 700))


def test_measured_bytes_per_token_match_the_stored_layout(tiny_model, ids):
    # 2 layers x 2 kv heads x head_dim 64 x (keys + values)
    values_per_token = 2 * 2 * 64 * 2
    ordinary = measure_cache_cost(tiny_model, "ordinary", ids)
    assert ordinary.bytes_per_token == values_per_token * 4 and ordinary.fixed_bytes == 0
    q8 = measure_cache_cost(tiny_model, "q8_0", ids)
    assert q8.confirmed and q8.bytes_per_token == values_per_token * 8.5 / 8
    mixed = measure_cache_cost(tiny_model, "q8_0/turbo4", ids)
    assert mixed.bytes_per_token == values_per_token / 2 * (8.5 + 4.25) / 8


def test_window_shows_as_fixed_bytes(tiny_model, ids):
    cost = measure_cache_cost(tiny_model, "q8_0:window=64", ids)
    assert cost.lengths[0] > 64
    assert cost.bytes_per_token == 2 * 2 * 64 * 2 * 8.5 / 8
    # the 64 full-precision tokens cost (4 - 1.0625) bytes per value more than quantized ones
    assert cost.fixed_bytes == pytest.approx(64 * 2 * 2 * 64 * 2 * (4 - 8.5 / 8))


def _cost(setting, bpt, fixed=0.0):
    return CacheCost(setting, setting, True, bpt, fixed, (128, 384), (0, 0), 0)


def test_plan_arithmetic_and_caps():
    act = ActivationEstimate(512, 1000.0, 10.0, "test")
    costs = [_cost("ordinary", 90.0), _cost("q8_0", 40.0), _cost("turbo3", 5.0, fixed=500.0)]
    adm = [AdmissionEntry("m", "native", "q8_0", TRIAL_ALLOWED),
           AdmissionEntry("m", "native", "turbo3", NOT_APPLICABLE, reason="head_dim unsupported")]
    rows = plan_capacity(101_000, 50_000, 0, act, costs, model_max_context=8192, admission=adm, model_id="m")
    by = {r.setting: r for r in rows}
    assert by["ordinary"].max_context == 500 and by["ordinary"].limited_by == "memory"  # 50000 / 100
    assert by["q8_0"].max_context == 1000 and by["q8_0"].admission == TRIAL_ALLOWED
    assert by["turbo3"].max_context == 3300  # (50000 - 500) / 15
    assert "rejected by the admission table: head_dim unsupported" == by["turbo3"].note
    small = plan_capacity(10_000, 50_000, 0, act, costs, 8192)
    assert all(r.limited_by == "does not fit" and r.max_context == 0 for r in small)
    big = plan_capacity(10**12, 50_000, 0, act, costs, 8192)
    assert all(r.max_context == 8192 and r.limited_by == "model limit" for r in big)


def test_activation_estimate_and_weights(tiny_model, tiny_config):
    act = estimate_activations(tiny_config, 4, chunk_tokens=256)
    assert act.per_token_bytes == 4 * 256 * 4 + 2 * 4 * 64 * 4
    assert "not measured" in act.note
    assert weights_bytes(tiny_model) == sum(p.numel() * 4 for p in tiny_model.parameters()) + sum(
        b.numel() * b.element_size() for b in tiny_model.buffers())


def test_make_plan_on_the_model(tiny_model, ids):
    from kvtrial.verdicts.plan import make_plan

    result = make_plan(tiny_model, ids, ["ordinary", "q8_0"], 64 * 2**20, 1024, chunk_tokens=64, runtime_bytes=0)
    by = {r.setting: r for r in result.rows}
    free = 64 * 2**20 - result.weights_bytes - result.activations.fixed_bytes
    assert by["ordinary"].max_context == min(1024, int(free // (2048 + result.activations.per_token_bytes)))
    assert by["q8_0"].max_context >= by["ordinary"].max_context
