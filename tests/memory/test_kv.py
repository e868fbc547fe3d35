"""Memory measured from filled caches: exact byte ratios, the ordinary reference, and bad input."""

from __future__ import annotations

import pytest
import torch
from transformers.cache_utils import DynamicCache

from kvtrial.cache.formats import get_format
from kvtrial.cache.spec import parse_spec
from kvtrial.errors import KvtrialError, SpecError, UnknownNameError
from kvtrial.memory.kv import capture_kv, measure_cache_cost, measure_memory, parse_lengths, parse_settings, weights_bytes
from tests.tolerances import assert_close_to_scale

LENGTHS = [40, 96]


@pytest.fixture(scope="module")
def table(tiny_model):
    torch.manual_seed(0)
    ids = torch.randint(3, 256, (1, 100))
    settings = parse_settings(["q8_0", "f16", "q4_0", "q4_1", "turbo4:center=0,sink=0", "turbo3:center=0,sink=0",
                               "q8_0/turbo3", "bf16/q4_0", "q4_0:window=8"])
    return measure_memory(tiny_model, ids, settings, LENGTHS, chunk=32, model_id="tiny")


def test_ordinary_bytes_are_the_float32_tensors(table, tiny_config):
    layers, kv_heads, head_dim = tiny_config.num_hidden_layers, tiny_config.num_key_value_heads, tiny_config.head_dim
    for n in LENGTHS:
        cell = table.cell("ordinary", n)
        assert cell.total_bytes == 2 * layers * kv_heads * n * head_dim * 4
        assert (cell.key_bits, cell.value_bits, cell.ratio_to_ordinary) == (32.0, 32.0, 1.0)


@pytest.mark.parametrize(
    "setting, key, value",
    [("q8_0", "q8_0", "q8_0"), ("f16", "f16", "f16"), ("q4_0", "q4_0", "q4_0"), ("q4_1", "q4_1", "q4_1"),
     # turbo keys by default add one mean key and one full-precision sink token per KV head: the exact
     # format figure is the setting without them
     ("turbo4:center=0,sink=0", "turbo4", "turbo4"), ("turbo3:center=0,sink=0", "turbo3", "turbo3"),
     ("q8_0/turbo3", "q8_0", "turbo3"),
     ("bf16/q4_0", "bf16", "q4_0")],
)
def test_measured_ratio_is_exactly_the_formats_bits_over_32(table, setting, key, value):
    k_bits, v_bits = get_format(key).bits_per_value(64), get_format(value).bits_per_value(64)
    for n in LENGTHS:
        cell = table.cell(setting, n)
        assert cell.confirmed and cell.effective_setting == (key if key == value else f"{key}/{value}")
        assert (cell.key_bits, cell.value_bits) == (k_bits, v_bits)
        assert cell.ratio_to_ordinary == (k_bits + v_bits) / 64


def test_nominal_figures_of_the_issue(table):
    assert table.cell("q8_0", 96).ratio_to_ordinary == 8.5 / 32
    assert table.cell("q4_0", 96).ratio_to_ordinary == 4.5 / 32
    assert table.cell("q4_1", 96).ratio_to_ordinary == 5.0 / 32
    assert table.cell("turbo4:center=0,sink=0", 96).key_bits <= 4.25
    assert table.cell("turbo3:center=0,sink=0", 96).key_bits <= 3.25


def test_window_tokens_are_counted_at_full_precision(table, tiny_config):
    layers, kv_heads = tiny_config.num_hidden_layers, tiny_config.num_key_value_heads
    plain = table.cell("q4_0", 96).total_bytes * (96 - 8) / 96
    window = 2 * layers * kv_heads * 8 * 64 * 4
    assert table.cell("q4_0:window=8", 96).total_bytes == plain + window


def test_chunked_capture_gives_the_one_pass_cache(tiny_model):
    ids = torch.randint(3, 256, (1, 70))
    chunked = capture_kv(tiny_model, ids, chunk=32)
    cache = DynamicCache(config=tiny_model.config)
    with torch.no_grad():
        tiny_model(ids, cache=cache, use_cache=True)
    for (k, v), layer in zip(chunked, cache.layers, strict=True):
        assert_close_to_scale(k, layer.keys)
        assert_close_to_scale(v, layer.values)


def test_settings_start_with_the_ordinary_reference_once():
    assert [str(s) for s in parse_settings("q8_0, ordinary,q8_0,q8_0/turbo4")] == ["ordinary", "q8_0", "q8_0/turbo4"]
    # a comma inside one setting's options stays with it
    assert [str(s) for s in parse_settings("q8_0:window=64,prefill=full,turbo4")] == [
        "ordinary", "q8_0:window=64,prefill=full", "turbo4"]
    with pytest.raises(UnknownNameError, match="Did you mean 'q8_0'"):
        parse_settings("q8_0,q9_0")
    with pytest.raises(SpecError):
        parse_settings("q8_0/")


def test_lengths_are_checked():
    assert parse_lengths("4096, 1024,1024") == [1024, 4096]
    with pytest.raises(KvtrialError, match="whole numbers"):
        parse_lengths("1k")
    with pytest.raises(KvtrialError, match="positive"):
        parse_lengths("0")
    with pytest.raises(KvtrialError, match="exceeds the model's context of 8192"):
        parse_lengths("16384", max_context=8192)


def test_too_few_tokens_is_an_error(tiny_model):
    with pytest.raises(KvtrialError, match="10 input tokens given, 40 needed"):
        measure_memory(tiny_model, torch.zeros(1, 10, dtype=torch.long), parse_settings("q8_0"), [40])


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


@pytest.mark.parametrize("setting", ["turbo4/turbo3:window=128;0=q8_0", "turbo3:window=32"])
def test_a_windowed_plans_measured_cost_prices_other_lengths_as_the_live_cache_stores_them(setting, tiny_model, ids):
    # `kvtrial plan` draws its line from two fills past the window; at any other length past it the line is
    # the live cache's bytes: the window's rows at full precision, the rest (less a turbo sink token) in codes
    from kvtrial.cache import describe, make_cache
    from kvtrial.memory.layout import layout_kv_bytes

    cost = measure_cache_cost(tiny_model, setting, ids)
    assert cost.confirmed and cost.lengths[0] > parse_settings([setting])[1].window
    for n in (cost.lengths[0] - 24, ids.shape[1]):
        cache = make_cache(setting, tiny_model.config)
        with torch.inference_mode():
            tiny_model(ids[:, :n], past_key_values=cache)
        live = describe(cache)
        assert live.tokens == n and live.confirmed
        assert cost.bytes_at(n) == pytest.approx(live.total_bytes, rel=1e-12)
        assert layout_kv_bytes(parse_spec(setting), tiny_model.config, n).total_bytes == live.total_bytes


def test_weights_bytes(tiny_model):
    assert weights_bytes(tiny_model) == sum(p.numel() * 4 for p in tiny_model.parameters()) + sum(
        b.numel() * b.element_size() for b in tiny_model.buffers())
