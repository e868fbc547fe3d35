"""The pre-run estimate's KV term equals what a kvtrial cache stores, per model family.

Each tiny family config (`tests.cache.families`: full + sliding, sliding only, linear-attention
hybrid, KV sharing) gets a cache of each setting filled with random keys and values past its
sliding window; `describe()` reads the stored bytes back and the estimate must agree exactly.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
import torch

from kvtrial.backends.native import NativeBackend
from kvtrial.cache import describe, make_cache
from kvtrial.cache.layer_types import model_layers
from kvtrial.memory.estimate import estimate_peak_bytes
from kvtrial.memory.layout import kv_cost_groups
from tests.cache.families import FAMILIES, SLIDING_WINDOW

PROMPT = 3 * SLIDING_WINDOW  # past every sliding window of the tiny configs
# Formats whose stored bytes are bits per value x values. turbo keys add a mean key and a sink
# token per head at full precision (not counted by the estimate), so they are left out here.
SETTINGS = ("ordinary", "q8_0", "q4_0", "q8_0/q4_0")


def _stored_kv_bytes(config, setting: str, tokens: int) -> int:
    """KV bytes describe() reads back after `tokens` tokens were written to every layer that stores KV."""
    cache = make_cache(setting, config)
    gen = torch.Generator().manual_seed(0)
    for p in model_layers(config):
        if p.stores_kv:
            shape = (1, p.kv_heads, tokens, p.head_dim)
            cache.update(torch.randn(shape, generator=gen), torch.randn(shape, generator=gen), p.index)
    return describe(cache).total_bytes


@pytest.mark.parametrize("setting", SETTINGS)
@pytest.mark.parametrize("family", FAMILIES, ids=[f.name for f in FAMILIES])
def test_the_estimate_is_what_the_cache_stores(family, setting):
    config = family.make_config()
    parsed = NativeBackend().parse(setting)
    estimate = estimate_peak_bytes(config, 1000, parsed, PROMPT, 0, dtype_bytes=4)
    assert estimate.kv_cache == _stored_kv_bytes(config, setting, PROMPT)
    assert estimate.total == 1000 + estimate.kv_cache + estimate.activations


def test_sliding_layers_stop_growing_at_their_window():
    gemma3 = next(f for f in FAMILIES if f.name == "gemma3")  # two sliding layers, one full
    config = gemma3.make_config()
    groups = {g.layer_type: g for g in kv_cost_groups(config, NativeBackend().parse("ordinary"), 32.0)}
    assert groups["sliding_attention"].layers == 2 and groups["sliding_attention"].cap_tokens == SLIDING_WINDOW - 1
    assert groups["full_attention"].layers == 1 and groups["full_attention"].cap_tokens is None
    per_layer = 2 * 64 * (4 + 4)  # kv heads x head dim x (key + value) float32 bytes
    ordinary = NativeBackend().parse("ordinary")
    short = estimate_peak_bytes(config, 0, ordinary, 4, 0, 4).kv_cache
    long = estimate_peak_bytes(config, 0, ordinary, 1000, 0, 4).kv_cache
    assert short == 3 * 4 * per_layer  # below the window every layer holds every token
    assert long == (1000 + 2 * (SLIDING_WINDOW - 1)) * per_layer


def test_hybrid_and_shared_layers_store_no_kv():
    by_name = {f.name: f for f in FAMILIES}
    ordinary = NativeBackend().parse("ordinary")
    hybrid = kv_cost_groups(by_name["qwen3_5_moe"].make_config(), ordinary, 16.0)
    assert [(g.layer_type, g.layers) for g in hybrid] == [("full_attention", 1)]  # 3 linear-attention layers
    shared = kv_cost_groups(by_name["gemma4"].make_config(), ordinary, 16.0)
    assert sorted((g.layer_type, g.layers) for g in shared) == [("full_attention", 1), ("sliding_attention", 1)]


def test_layers_with_their_own_heads_are_counted_with_them():
    # Gemma 4's full-attention layers may have wider heads and fewer key/value heads than its sliding ones.
    gemma4 = next(f for f in FAMILIES if f.name == "gemma4")
    wider = dict(gemma4.params, global_head_dim=128, num_global_key_value_heads=1, attention_k_eq_v=True)
    config = replace(gemma4, params=wider).make_config()
    plans = {p.layer_type: p for p in model_layers(config) if p.stores_kv}
    assert (plans["full_attention"].kv_heads, plans["full_attention"].head_dim) == (1, 128)
    assert (plans["sliding_attention"].kv_heads, plans["sliding_attention"].head_dim) == (2, 64)
    for setting in ("ordinary", "q4_0"):
        estimate = estimate_peak_bytes(config, 0, NativeBackend().parse(setting), PROMPT, 0, dtype_bytes=4)
        assert estimate.kv_cache == _stored_kv_bytes(config, setting, PROMPT)
