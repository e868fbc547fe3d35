"""describe() reads the storage of transformers' own QuantizedCache layers from their tensors."""

from __future__ import annotations

import pytest
import torch
from transformers.cache_utils import QuantizedCache

from kvtrial.cache import describe


def _filled(kind: str, config, model, tokens: int = 40, **kwargs) -> QuantizedCache:
    cache = QuantizedCache(kind, config, **kwargs)
    ids = torch.arange(3, 3 + tokens).view(1, -1) % config.vocab_size
    with torch.inference_mode():
        model(input_ids=ids, cache=cache)
        model(input_ids=ids[:, :1], cache=cache)  # one decode step: lands in the residual window
    return cache


@pytest.mark.parametrize(
    ("kind", "nbits", "name", "bits"),
    [
        # 4/2-bit codes + a float32 scale and shift per group of 64 values: +64/64 bits
        ("quanto", 4, "quanto-int4", 5.0),
        ("quanto", 2, "quanto-int2", 3.0),
        ("hqq", 4, "hqq-int4", 5.0),
        ("hqq", 8, "hqq-int8", 9.0),
        # 3-bit codes go 10 to an int32: 7 words for a group of 64 -> 3.5 bits, +1 for scale/zero
        ("hqq", 3, "hqq-int3", 4.5),
    ],
)
def test_group_wise_layers_confirmed_from_bytes(kind, nbits, name, bits, tiny_config, tiny_model):
    cache = _filled(kind, tiny_config, tiny_model, nbits=nbits)
    report = describe(cache)
    assert report.effective_setting == name
    assert report.confirmed
    layer = report.layers[0]
    assert layer.key_bits == pytest.approx(bits) and layer.value_bits == pytest.approx(bits)
    assert layer.tokens == 41 and layer.window_tokens == 1
    # stored bytes: quantized part of 40 tokens plus one full-precision residual token per K and V
    values = 40 * tiny_config.num_key_value_heads * 64
    residual = tiny_config.num_key_value_heads * 64 * 4
    assert layer.key_bytes == pytest.approx(values * bits / 8 + residual)


def test_fp8_layer_confirmed(tiny_config, tiny_model):
    report = describe(_filled("fp8", tiny_config, tiny_model))
    assert report.effective_setting == "fp8" and report.confirmed
    layer = report.layers[0]
    values = 41 * tiny_config.num_key_value_heads * 64
    assert layer.key_bytes == values + 4  # one byte per value and one float32 scale
    assert layer.window_tokens == 0


def test_codes_of_another_width_are_caught(tiny_config, tiny_model):
    cache = _filled("quanto", tiny_config, tiny_model, nbits=4)
    cache.layers[1].nbits = 2  # the layer now claims 2-bit codes, its stored codes are 4-bit
    report = describe(cache)
    assert not report.confirmed
    assert report.effective_setting.startswith("mixed:")
    assert "4-bit" in report.layers[1].note or "bits per value" in report.layers[1].note


def test_hqq_meta_mismatch_is_caught(tiny_config, tiny_model):
    cache = _filled("hqq", tiny_config, tiny_model, nbits=8)
    for layer in cache.layers:
        layer.nbits = 4  # claims 4-bit, stores 8-bit codes
    report = describe(cache)
    assert report.effective_setting == "unconfirmed:hqq-int4"
    assert all("HQQ meta says 8-bit" in r.note for r in report.layers)


@pytest.mark.parametrize(("nbits", "bits"), [(4, 4 * 4 / 3 + 1), (2, 2 * 4 / 3 + 1)])
def test_quanto_padding_of_an_odd_row_count_is_its_layout(nbits, bits):
    from tests.conftest import tiny_llama_config

    config = tiny_llama_config(num_attention_heads=3, num_key_value_heads=3, hidden_size=192)
    cache = QuantizedCache("quanto", config, nbits=nbits)
    keys = torch.randn(1, 3, 1, 64)  # 3 code rows: quanto pads them to whole bytes
    for layer in cache.layers:
        layer.update(keys, keys)
    report = describe(cache)
    assert report.confirmed and report.layers[0].key_bits == pytest.approx(bits)
