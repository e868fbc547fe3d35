"""The quantized sliding-window layer against transformers' DynamicSlidingWindowLayer, step by step."""

from __future__ import annotations

import pytest
import torch
from transformers.cache_utils import DynamicSlidingWindowLayer

from kvtrial.cache.formats import get_format
from kvtrial.cache.sliding import QuantizedSlidingLayer
from kvtrial.cache.storage import GROW_TOKENS

WINDOW = 6


def _layer(fmt: str = "f32", window: int = 0) -> QuantizedSlidingLayer:
    return QuantizedSlidingLayer(WINDOW, get_format(fmt), get_format(fmt), window)


def _chunk(n: int, seed: int) -> tuple[torch.Tensor, torch.Tensor]:
    g = torch.Generator().manual_seed(seed)
    return torch.randn(2, 2, n, 32, generator=g), torch.randn(2, 2, n, 32, generator=g)


def _same_step(ours: QuantizedSlidingLayer, theirs: DynamicSlidingWindowLayer, n: int, seed: int) -> None:
    assert ours.get_mask_sizes(n) == theirs.get_mask_sizes(n)
    k, v = _chunk(n, seed)
    got, want = ours.update(k, v), theirs.update(k, v)
    assert torch.equal(got[0], want[0]) and torch.equal(got[1], want[1])
    assert ours.get_seq_length() == theirs.get_seq_length()
    assert ours._stored_tokens() == theirs.keys.shape[-2]


@pytest.mark.parametrize("window", [0, 2])  # the `window=N` full-precision option on top of the sliding window
def test_f32_sliding_layer_returns_keeps_and_masks_what_transformers_does(window: int):
    ours, theirs = _layer(window=window), DynamicSlidingWindowLayer(WINDOW)
    for seed, n in enumerate([4, 1, 1, 1, 3, 1, 9, 1, 1]):  # a prompt shorter, then longer than the window
        _same_step(ours, theirs, n, seed)
    assert ours.get_max_length() == theirs.get_max_length() == WINDOW


def test_past_recording_then_crop_rolls_back_like_transformers():
    ours, theirs = _layer(), DynamicSlidingWindowLayer(WINDOW)
    ours.activate_past_recording()
    theirs.activate_past_recording()
    for seed, n in enumerate([8, 3, 2]):
        _same_step(ours, theirs, n, seed)
    ours.crop(-2)
    theirs.crop(-2)
    assert ours.get_seq_length() == theirs.get_seq_length()
    assert ours._stored_tokens() == theirs.keys.shape[-2]
    _same_step(ours, theirs, 1, 10)


def test_crop_past_the_window_without_recording_is_refused_like_transformers():
    ours, theirs = _layer(), DynamicSlidingWindowLayer(WINDOW)
    _same_step(ours, theirs, 9, 0)
    for layer in (ours, theirs):
        with pytest.raises(RuntimeError, match="activate_past_recording"):
            layer.crop(-1)


def test_tokens_leaving_the_window_are_dropped_and_storage_stays_bounded():
    layer = _layer("q4_0")
    layer.update(*_chunk(40, 0))
    for step in range(3 * GROW_TOKENS):
        layer.update(*_chunk(1, step + 1))
    store = layer.key_store
    assert store.length == WINDOW - 1
    assert layer.get_seq_length() == 40 + 3 * GROW_TOKENS
    # the live rows move back to the front when the tail fills: capacity never grows past one step
    assert store.capacity == GROW_TOKENS
    # every token was quantized once, on write: one C write per update call
    assert sum(store.writes.values()) == 1 + 3 * GROW_TOKENS


def test_reset_forgets_everything():
    layer = _layer("q8_0")
    layer.update(*_chunk(9, 0))
    layer.reset()
    assert layer.get_seq_length() == 0 and layer._stored_tokens() == 0
    assert layer.get_mask_sizes(3) == (3, 0)
