"""The tiny-turboquant backend: its grammar, the transformers 5.25 adapter, the read-back of the live
cache's bytes against the presets' layouts, the decode record and the memory marking."""

from __future__ import annotations

import pytest
import torch

from kvtrial.backends import get_backend
from kvtrial.backends.tiny_turboquant import DECODE_REASON, PRESETS, cache_class, layout_bits, read_back
from kvtrial.errors import KvtrialError
from tests.conftest import tiny_llama_config

BACKEND = get_backend("tiny-turboquant")
PROMPT = [3 + i % 250 for i in range(400)]


@pytest.mark.parametrize(("text", "canonical"), [
    ("tiny-safe", "tiny-safe"), (" tiny-compact ", "tiny-compact"), ("tiny-aggressive:residual=128", "tiny-aggressive"),
    ("tiny-safe:block=64,residual=32", "tiny-safe:residual=32,block=64"), ("ordinary", "ordinary")])
def test_settings_parse_to_one_spelling(text, canonical):
    assert BACKEND.parse(text).canonical == canonical


@pytest.mark.parametrize(("text", "reason"), [
    ("tiny-extreme", "serves 'ordinary' and tiny-safe, tiny-balanced, tiny-compact, tiny-aggressive"),
    ("safe", "serves 'ordinary'"), ("tiny-safe:window=8", "unknown or malformed option"),
    ("tiny-safe:block=x", "needs a whole number"), ("tiny-safe:block=0", "block must be at least 1")])
def test_bad_settings_name_what_is_allowed(text, reason):
    with pytest.raises(KvtrialError, match=reason):
        BACKEND.parse(text)


def test_probe_versions_and_interface(tiny_config):
    setting = BACKEND.parse("tiny-compact")
    assert BACKEND.supports(setting, tiny_config) is None
    assert BACKEND.versions()["tiny-turboquant"] == "0.18.0"
    assert "compression='compact'" in BACKEND.interface(setting)["call"]
    gemma = tiny_llama_config()
    gemma.layer_types = ["sliding_attention", "full_attention"]
    gemma.sliding_window = 64
    assert "sliding_attention" in BACKEND.supports(setting, gemma)


def test_the_package_cache_needs_the_adapter_on_this_transformers(tiny_model):
    from tiny_turboquant import TinyKVCache

    ids = torch.tensor([PROMPT[:8]])
    with pytest.raises(TypeError, match="unexpected keyword argument 'kwargs'"):
        tiny_model(input_ids=ids, cache=TinyKVCache(compression="safe"), use_cache=True)
    with torch.inference_mode():
        tiny_model(input_ids=ids, cache=cache_class()(compression="safe"), use_cache=True)


@pytest.mark.parametrize("preset", list(PRESETS))
def test_read_back_counts_the_stored_bytes(preset, tiny_model):
    """400 tokens with residual 128 and blocks of 128: 2 blocks quantized, 144 tokens in the model's dtype."""
    cache = cache_class()(compression=preset)
    with torch.inference_mode():
        tiny_model(input_ids=torch.tensor([PROMPT]), cache=cache, use_cache=True)
    eff = BACKEND.effective(cache)
    assert eff.setting == f"tiny-{preset}" and eff.confirmed
    heads, dim, quantized, residual, layers = 2, 64, 256, 144, 2
    kbits, vbits = layout_bits(preset, dim, 128)
    expected = layers * (heads * quantized * dim * (kbits + vbits) / 8 + 2 * heads * residual * dim * 4)
    assert eff.kv_bytes == expected
    assert eff.report["memory"].startswith("measured") and eff.report["dense_view_bytes"] == 0
    assert eff.report["decode"]["prompt_chunks"] == {"path": "torch", "kernel_chunks": 0, "torch_chunks": layers,
                                                     "torch_reasons": {DECODE_REASON: layers}}


def test_layout_bits():
    assert layout_bits("safe", 64, 128) == (4.25, 4.5)  # fp16 scale + zero per channel per 128 tokens; per token
    assert layout_bits("aggressive", 64, 128) == (3.25, 3.0)  # values: 2 bits + 2 groups x 32 bits per 64 values
    assert layout_bits("compact", 60, 128)[0] == 8.25  # 3-bit codes pack only when the dimension divides by 8


def test_a_layer_that_is_not_the_preset_is_not_confirmed(tiny_model):
    cache = cache_class()(compression="safe")
    with torch.inference_mode():
        tiny_model(input_ids=torch.tensor([PROMPT]), cache=cache, use_cache=True)
    cache.layers[1].value_bits = 2
    eff = BACKEND.effective(cache)
    assert not eff.confirmed


def test_a_cache_keeping_dense_floats_is_marked_nominal(tiny_model):
    """A cache that keeps dequantized floats beside its codes only simulates its compression: its bytes, all of
    them measured, are stated, and the session's memory semantics say nominal."""
    session = BACKEND.open(tiny_model, BACKEND.parse("tiny-safe"))
    gen = session.generate(PROMPT, 3, stop_ids=set())
    assert gen.effective.confirmed and session.memory_semantics is None
    layer = session._cache.layers[0]
    layer.keys, layer.values = torch.zeros(1, 2, 400, 64), torch.zeros(1, 2, 400, 64)
    eff = session.effective()
    dense = 2 * 2 * 400 * 64 * 4
    assert eff.report["dense_view_bytes"] == dense and eff.kv_bytes == gen.effective.kv_bytes + dense
    assert eff.report["memory"].startswith("nominal") and not eff.confirmed
    assert session.memory_semantics.startswith("nominal (simulated compression)")
    assert read_back(session._cache, None).setting == "tiny-safe"


def test_session_decodes_and_scores_on_the_torch_path(tiny_model):
    ordinary = BACKEND.open(tiny_model, BACKEND.parse("ordinary"))
    session = BACKEND.open(tiny_model, BACKEND.parse("tiny-aggressive:residual=32,block=64"))
    gen = session.generate(PROMPT, 5, stop_ids=set())
    assert len(gen.new_token_ids) == 5 and gen.effective.setting == "tiny-aggressive:residual=32,block=64"
    assert gen.effective.confirmed and gen.effective.report["decode"]["torch_steps"] == 4 * 2  # steps x layers
    window = PROMPT[:256]
    base, cand = ordinary.score_window(window, 32), session.score_window(window, 32)
    assert base.shape == cand.shape == (256 - 1 - 128, 256) and (base - cand).abs().max() > 1e-3
