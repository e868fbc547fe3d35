"""Key centring and exact sink tokens: exact for attention, stored and counted, read by every path."""

import copy

import pytest
import torch
from transformers import DynamicCache, LlamaForCausalLM

from kvtrial.cache import attention, describe, make_cache
from kvtrial.cache.attention import use_kvtrial_attention
from kvtrial.cache.centering import KeyRefiner, Refinements
from kvtrial.cache.spec import parse_spec
from kvtrial.errors import SpecError, UnsupportedModelError
from tests.cache.kernel_calls import checked_kernel_attention
from tests.cache.test_cache import ids, run_chunked
from tests.conftest import tiny_llama_config
from tests.tolerances import assert_close_to_scale


@pytest.mark.parametrize("options", ["center=1,sink=0", "center=1,sink=2", "center=0,sink=3",
                                     "center=1,sink=1,window=4", "center=1,sink=1,prefill=full"])
def test_centring_and_sinks_leave_a_lossless_cache_unchanged(tiny_model, tiny_config, options):
    # f32 stores exactly, so any difference would come from the refinements themselves.
    tokens = ids()
    chunks = [32, 1, 1, 4, 10]
    ref = run_chunked(tiny_model, DynamicCache(config=tiny_config), tokens, chunks)
    cache = make_cache(f"f32:{options}", tiny_config)
    got = run_chunked(tiny_model, cache, tokens, chunks)
    assert_close_to_scale(got, ref)
    assert cache.get_seq_length() == 48


def test_mean_is_the_first_chunk_without_its_first_token_and_sinks_are_exact(tiny_model, tiny_config):
    tokens = ids()
    ordinary = DynamicCache(config=tiny_config)
    run_chunked(tiny_model, ordinary, tokens, [20, 1, 3])
    cache = make_cache("turbo4:sink=2", tiny_config)
    run_chunked(tiny_model, cache, tokens, [20, 1, 3])
    # The first layer's keys do not depend on the cache (later layers read quantized attention)
    plain, layer = ordinary.layers[0], cache.layers[0]
    torch.testing.assert_close(layer.refiner.mean, plain.keys[..., 1:20, :].mean(-2, keepdim=True))
    assert torch.equal(layer.refiner.sink_keys, plain.keys[..., :2, :])
    assert torch.equal(layer.refiner.sink_values, plain.values[..., :2, :])
    assert all(layer.key_store.length == 22 for layer in cache.layers)  # the other tokens, quantized once each


def test_turbo_defaults_centre_and_keep_one_sink_and_describe_counts_them(tiny_model, tiny_config):
    cache = make_cache("turbo4", tiny_config)
    run_chunked(tiny_model, cache, ids(length=30), [30])
    layer, report = cache.layers[0], describe(cache)
    row = report.layers[0]
    assert report.confirmed and report.effective_setting == "turbo4"
    assert row.key_centered and row.sink_tokens == 1 and row.tokens == 30
    b, h, d = 2, tiny_config.num_key_value_heads, 64
    floats = 4  # the tiny model runs in float32
    assert row.key_bytes == layer.key_store.used_bytes() + (b * h * d) * floats * 2  # mean + one sink key
    assert row.value_bytes == layer.value_store.used_bytes() + b * h * d * floats  # one sink value
    plain = describe(make_cache("turbo4:center=0,sink=0", tiny_config)).layers
    assert not plain or not plain[0].key_centered


@pytest.mark.parametrize("setting, center, sink", [("q4_0", False, 0), ("q8_0/turbo4", False, 0),
                                                    ("turbo3/q8_0", True, 1), ("q4_0:center=1,sink=2", True, 2),
                                                    ("turbo4:center=0,sink=0", False, 0)])
def test_llama_cpp_formats_stay_exact_unless_asked(tiny_config, setting, center, sink):
    assert _live_refinements(make_cache(setting, tiny_config)) == Refinements(center, sink)


def _live_refinements(cache) -> Refinements:
    """The refinements every KV layer of a live cache applies (they must agree)."""
    found = {Refinements(layer.refiner.center, layer.refiner.sink) for layer in cache.layers}
    assert len(found) == 1
    return found.pop()


def test_a_plan_refines_each_layer_by_its_own_keys(tiny_config):
    # q8_0 keys keep llama.cpp's definition; turbo keys get centring and a sink token, layer by layer
    cache = make_cache("q8_0;1=turbo4/q8_0", tiny_config)
    assert [(layer.refiner.center, layer.refiner.sink) for layer in cache.layers] == [(False, 0), (True, 1)]
    assert str(cache.effective_spec()) == "q8_0;1=turbo4/q8_0"
    assert str(make_cache("q8_0:center=1;1=turbo4/q8_0", tiny_config).effective_spec()) == "q8_0:center=1;1=turbo4/q8_0"


def test_gain_option_reaches_the_formats(tiny_config):
    assert make_cache("turbo4", tiny_config).layers[0].key_format.gain == "search"
    cache = make_cache("q8_0/turbo3:gain=norm", tiny_config)
    assert cache.layers[0].value_format.gain == "norm" and cache.layers[0].key_format.name == "q8_0"
    assert str(parse_spec("turbo4:center=0,gain=norm,sink=0")) == "turbo4:center=0,gain=norm,sink=0"
    with pytest.raises(SpecError, match="gain applies to turbo formats only"):
        parse_spec("q4_0:gain=norm")
    with pytest.raises(SpecError, match="center must be 0 or 1"):
        parse_spec("turbo4:center=yes")


def test_soft_capped_scores_leave_centring_off_and_refuse_it_when_asked():
    # centring is exact only when a score shift passes through unchanged: soft-capping breaks that
    config = tiny_llama_config()
    config.attn_logit_softcapping = 50.0
    default = _live_refinements(make_cache("turbo4", config))
    assert default.center is False and default.sink == 1
    with pytest.raises(UnsupportedModelError, match="center=0"):
        make_cache("turbo4:center=1", config)
    assert _live_refinements(make_cache("turbo4:center=0", config)).sink == 1


def test_decode_steps_stay_on_the_kernel_with_sink_tokens(tiny_config, monkeypatch):
    # The kernel reads the packed tokens and merges the sink tokens in: every call, prompt chunks and decode steps,
    # within its float32 rounding bound of float64 attention over the same stored codes and sink tokens. (Two runs'
    # logits are not compared: a rounding-level difference in one layer's output may flip a turbo block's kept gain
    # in the next layer's write, a near tie, and then the runs store different codes.)
    torch.manual_seed(1234)
    model = LlamaForCausalLM(copy.deepcopy(tiny_config)).eval()  # its own config: the attention switch stays local
    use_kvtrial_attention(model)
    ratios: list[float] = []
    monkeypatch.setattr(attention, "_kernel_attention", checked_kernel_attention(ratios))
    cache = make_cache("turbo4:sink=2", model.config)
    run_chunked(model, cache, ids(batch=2, length=40), [24, 1, 1, 1, 13])
    stats = cache.decode_stats.to_dict()
    chunks = stats["prompt_chunks"]
    if stats["torch_steps"] or chunks["torch_chunks"]:  # only a machine without a C compiler may fall back, and says why
        assert all("C" in why or "kernel" in why for why in {**stats["torch_reasons"], **chunks["torch_reasons"]})
    else:
        assert stats["kernel_steps"] == 3 * tiny_config.num_hidden_layers
        assert chunks["kernel_chunks"] == 2 * tiny_config.num_hidden_layers
    assert len(ratios) == stats["kernel_steps"] + chunks["kernel_chunks"]
    assert all(layer.refiner.length == 2 for layer in cache.layers)  # the sink tokens were read from the prefix
    assert max(ratios, default=0.0) <= 1.0, max(ratios)


def test_crop_and_batch_selection_keep_sinks_and_mean_consistent(tiny_model, tiny_config):
    tokens = ids(length=12)
    cache = make_cache("turbo4:sink=3", tiny_config)
    run_chunked(tiny_model, cache, tokens, [12])
    cache.crop(-10)  # keep two tokens: both sink tokens
    layer = cache.layers[0]
    assert layer.refiner.length == 2 and layer.key_store.length == 0 and cache.get_seq_length() == 2
    cache.batch_select_indices(torch.tensor([1]))
    assert layer.refiner.mean.shape[0] == 1 and layer.refiner.sink_keys.shape[0] == 1


def test_a_lone_first_token_waits_for_the_mean_only_when_it_is_a_sink():
    k = torch.randn(1, 2, 1, 8)
    sinking = KeyRefiner(Refinements(center=True, sink=1))
    rest, _ = sinking.write(k, k, seen=0)
    assert rest.shape[-2] == 0 and sinking.mean is None
    later = torch.randn(1, 2, 5, 8)
    rest, _ = sinking.write(later, later, seen=1)
    torch.testing.assert_close(sinking.mean, later.mean(-2, keepdim=True))
    torch.testing.assert_close(rest, later - sinking.mean)
    torch.testing.assert_close(sinking.prefix("keys"), k - sinking.mean)
    alone = KeyRefiner(Refinements(center=True, sink=0))
    rest, _ = alone.write(k, k, seen=0)
    assert torch.equal(alone.mean, k) and torch.count_nonzero(rest) == 0


def test_what_the_refiner_keeps_holds_no_storage_of_the_chunk_it_was_written_from():
    # A kept sink token or mean that is a view of the written chunk would hold the whole chunk (a prefill
    # chunk of every layer) for the cache's lifetime; each kept tensor must own exactly its own bytes.
    chunk = torch.randn(1, 2, 256, 8)
    refiner = KeyRefiner(Refinements(center=True, sink=2))
    refiner.write(chunk, chunk.clone(), seen=0)
    kept = [refiner.mean, refiner.sink_keys, refiner.sink_values]
    assert all(t is not None for t in kept)
    for t in kept:
        assert t.untyped_storage().nbytes() == t.numel() * t.element_size(), tuple(t.shape)
