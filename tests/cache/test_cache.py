"""The kvtrial Cache inside real transformers forward passes and generate()."""

import copy

import pytest
import torch
from transformers import DynamicCache, LlamaForCausalLM, MistralConfig

from kvtrial.cache import describe, make_cache
from kvtrial.cache.formats import get_format
from kvtrial.cache.formats.rotated import hadamard_basis
from kvtrial.cache.spec import with_float_key_scores
from kvtrial.cache.storage import GROW_TOKENS
from kvtrial.errors import UnknownNameError, UnsupportedModelError
from tests.conftest import tiny_llama_config
from tests.tolerances import assert_close_to_scale

SETTINGS = ["q8_0", "q5_1", "q5_0", "q4_0", "q4_1", "iq4_nl", "turbo6", "turbo5", "turbo4", "turbo3", "q8_0/turbo4",
            "f16/turbo3", "q5_1/iq4_nl"]


def ids(batch=2, length=48, seed=0):
    return torch.randint(3, 256, (batch, length), generator=torch.Generator().manual_seed(seed))


def run_chunked(model, cache, tokens, chunks):
    """Prefill then decode-sized steps; returns logits of every position."""
    out, start = [], 0
    with torch.inference_mode():
        for size in chunks:
            out.append(model(tokens[:, start : start + size], cache=cache).logits)
            start += size
    return torch.cat(out, dim=1)


@pytest.mark.parametrize("attn", ["sdpa", "eager"])
def test_f32_format_gives_logits_identical_to_dynamic_cache(tiny_model, tiny_config, attn):
    tiny_model.config._attn_implementation = attn
    try:
        tokens = ids()
        chunks = [32, 1, 1, 4, 10]
        ref = run_chunked(tiny_model, DynamicCache(config=tiny_config), tokens, chunks)
        got = run_chunked(tiny_model, make_cache("f32", tiny_config), tokens, chunks)
        assert torch.equal(got, ref)
    finally:
        tiny_model.config._attn_implementation = "sdpa"


@pytest.mark.parametrize("setting", SETTINGS)
def test_quantized_settings_change_logits_a_little(tiny_model, tiny_config, setting):
    tokens = ids()
    chunks = [32, 8, 8]
    ref = run_chunked(tiny_model, DynamicCache(config=tiny_config), tokens, chunks)
    cache = make_cache(setting, tiny_config)
    got = run_chunked(tiny_model, cache, tokens, chunks)
    diff = (got - ref).abs().max().item()
    assert 0 < diff < 5.0
    report = describe(cache)
    assert report.confirmed and report.effective_setting == setting.replace("q8_0/q8_0", "q8_0")
    assert report.tokens == 48


def test_prefill_is_read_quantized_unless_full_precision_is_asked(tiny_model, tiny_config):
    tokens = ids(length=24)
    with torch.inference_mode():
        ref = tiny_model(tokens, cache=DynamicCache(config=tiny_config)).logits
        quantized = tiny_model(tokens, cache=make_cache("q4_0", tiny_config)).logits
        full = tiny_model(tokens, cache=make_cache("q4_0:prefill=full", tiny_config)).logits
    assert not torch.equal(quantized, ref)  # llama.cpp-like: prefill attention reads stored values
    assert torch.equal(full, ref)  # transformers-QuantizedCache-like: current chunk at full precision


def test_window_keeps_recent_tokens_exact_and_quantizes_each_token_once(tiny_model, tiny_config):
    cache = make_cache("q4_0:window=8", tiny_config)
    calls = []
    layer = cache.layers[0]
    fmt = layer.key_store.fmt

    class Spy(type(fmt)):
        def code_layout(self, head_dim):
            return None  # no compiled quantizer: every write goes through quantize, which the spy counts

        def quantize(self, x):
            calls.append(x.shape[-2])
            return super().quantize(x)

    layer.key_store.fmt = Spy()
    run_chunked(tiny_model, cache, ids(batch=1, length=30), [20, 1, 1, 1, 1, 1, 5])
    assert sum(calls) == 30 - 8  # every token that left the window was quantized exactly once
    assert layer.recent_length == 8 and layer.key_store.length == 22
    assert layer.get_seq_length() == 30


def test_window_bigger_than_sequence_matches_ordinary(tiny_model, tiny_config):
    tokens = ids(length=20)
    ref = run_chunked(tiny_model, DynamicCache(config=tiny_config), tokens, [12, 4, 4])
    got = run_chunked(tiny_model, make_cache("turbo2:window=64,center=0", tiny_config), tokens, [12, 4, 4])
    assert torch.equal(got, ref)
    # Centred keys (the turbo default) shift every score of a query equally: equal up to float rounding
    centred = run_chunked(tiny_model, make_cache("turbo2:window=64", tiny_config), tokens, [12, 4, 4])
    assert_close_to_scale(centred, ref)


def test_storage_grows_in_chunks_not_per_step(tiny_model, tiny_config):
    cache = make_cache("q8_0", tiny_config)
    store = cache.layers[0].key_store
    buffers_seen = set()
    with torch.inference_mode():
        tiny_model(ids(batch=1, length=8), cache=cache)
        for t in range(40):
            tiny_model(ids(batch=1, length=1, seed=t), cache=cache)
            buffers_seen.add(store._buffers["codes"].data_ptr())
    assert store.length == 48
    assert store.capacity == GROW_TOKENS
    assert len(buffers_seen) == 1  # 40 decode steps wrote into one buffer


def test_generate_greedy_and_beam_search(tiny_model, tiny_config):
    prompt = ids(batch=2, length=12)
    mask = torch.ones_like(prompt)
    common = dict(attention_mask=mask, max_new_tokens=10, do_sample=False, pad_token_id=0)
    with torch.inference_mode():
        ref = tiny_model.generate(prompt, **common)
        got = tiny_model.generate(prompt, cache=make_cache("f32", tiny_config), **common)
        assert torch.equal(got, ref)
        beam_ref = tiny_model.generate(prompt, num_beams=3, **common)
        beam_f32 = tiny_model.generate(prompt, num_beams=3, cache=make_cache("f32", tiny_config), **common)
        assert torch.equal(beam_f32, beam_ref)  # reordering of stored rows is exact
        cache = make_cache("q8_0/turbo4", tiny_config)
        beam_q = tiny_model.generate(prompt, num_beams=3, cache=cache, **common)
    assert beam_q.shape == beam_ref.shape
    assert describe(cache).confirmed


def _assistant(tiny_config):
    """A one-layer draft model with other weights: it proposes tokens the main model partly rejects."""
    torch.manual_seed(99)
    return LlamaForCausalLM(tiny_llama_config(num_hidden_layers=1)).eval()


@pytest.mark.parametrize("setting", ["f32", "q8_0/turbo4", "q4_0:window=3"])
def test_assisted_generation_with_a_kvtrial_cache(tiny_model, tiny_config, setting):
    """Assisted (speculative) decoding crops the main cache after each rejected draft: the f32
    format must give the default cache's tokens, and a quantized cache must stay confirmed."""
    assistant = _assistant(tiny_config)
    prompt = ids(batch=1, length=12, seed=3)
    common = dict(attention_mask=torch.ones_like(prompt), max_new_tokens=16, do_sample=False, pad_token_id=0)
    with torch.inference_mode():
        ref = tiny_model.generate(prompt, **common)
        assisted_ref = tiny_model.generate(prompt, assistant_model=assistant, **common)
        cache = make_cache(setting, tiny_config)
        got = tiny_model.generate(prompt, assistant_model=assistant, cache=cache, **common)
    assert torch.equal(assisted_ref, ref)  # greedy assisted decoding is exact with the default cache
    assert got.shape == ref.shape
    if setting == "f32":
        assert torch.equal(got, ref)
    # The cache holds every token but the last generated one (it is never fed back), whatever was cropped.
    assert cache.get_seq_length() == got.shape[1] - 1
    assert describe(cache).confirmed


def test_reorder_and_batch_selection_move_whole_rows(tiny_model, tiny_config):
    cache = make_cache("q4_1:window=4", tiny_config)
    run_chunked(tiny_model, cache, ids(batch=3, length=12), [12])
    layer = cache.layers[1]
    before = layer.key_store.read(torch.float32), layer.recent_keys.clone()
    layer.reorder_cache(torch.tensor([2, 0, 1]))
    assert torch.equal(layer.key_store.read(torch.float32), before[0][[2, 0, 1]])
    assert torch.equal(layer.recent_keys, before[1][[2, 0, 1]])
    layer.batch_repeat_interleave(2)
    assert layer.key_store.read(torch.float32).shape[0] == 6
    layer.batch_select_indices(torch.tensor([0, 5]))
    assert layer.recent_keys.shape[0] == 2


def test_crop_removes_newest_tokens(tiny_model, tiny_config):
    cache = make_cache("q8_0:window=4", tiny_config)
    run_chunked(tiny_model, cache, ids(batch=1, length=20), [20])
    cache.crop(-6)
    assert cache.get_seq_length() == 14
    assert cache.layers[0].recent_length == 0 and cache.layers[0].key_store.length == 14


def test_reset_empties_the_cache(tiny_model, tiny_config):
    cache = make_cache("turbo3", tiny_config)
    run_chunked(tiny_model, cache, ids(batch=1, length=10), [10])
    cache.reset()
    assert cache.get_seq_length() == 0
    assert describe(cache).total_bytes == 0


def test_a_layer_type_kvtrial_does_not_serve_is_named_with_the_served_ones():
    config = tiny_llama_config(layer_types=["full_attention", "hybrid"])
    with pytest.raises(UnsupportedModelError, match="hybrid layers") as err:
        make_cache("q8_0", config)
    for served in ("full_attention", "sliding_attention", "linear_attention", "dummy"):
        assert served in str(err.value)


def test_sliding_window_models_get_sliding_layers():
    config = MistralConfig(
        vocab_size=64, hidden_size=64, intermediate_size=64, num_hidden_layers=2, num_attention_heads=2,
        num_key_value_heads=1, sliding_window=16,
    )
    cache = make_cache("q8_0", config)
    assert [layer.sliding_window for layer in cache.layers] == [16, 16]
    assert cache.is_sliding == [True, True]


def test_head_dim_the_format_cannot_block_is_refused():
    config = tiny_llama_config(head_dim=48, hidden_size=96, num_attention_heads=2, num_key_value_heads=1)
    with pytest.raises(UnsupportedModelError, match="head dimension 48"):
        make_cache("q8_0/turbo4", config)
    make_cache("f16", config)  # ordinary storage has no blocks


def test_unknown_format_in_setting(tiny_config):
    with pytest.raises(UnknownNameError, match="turbo4"):
        make_cache("trubo4", tiny_config)


def test_ordinary_is_transformers_dynamic_cache(tiny_config):
    assert type(make_cache("ordinary", tiny_config)) is DynamicCache


def test_a_layer_that_stores_full_precision_while_claiming_a_format_is_caught(tiny_model, tiny_config):
    cache = make_cache("q4_0", tiny_config)
    layer = cache.layers[0]
    f32 = make_cache("f32", tiny_config).layers[0].key_format
    # Cheat: keep the q4_0 name, store f32 underneath.
    layer.key_store.fmt = f32
    run_chunked(tiny_model, cache, ids(batch=1, length=8), [8])
    report = describe(cache)
    assert not report.confirmed
    assert report.effective_setting.startswith("unconfirmed")
    assert "32.0" in report.layers[0].note


@pytest.mark.parametrize("setting", ["f32", "q8_0", "turbo4", "q8_0/turbo3", "turbo3/q4_0:window=4", "turbo4:prefill=full",
                                     "q5_0:rotate=1", "q8_0/f32:rotate=1,window=4"])
def test_kvtrial_attention_reads_in_the_format_basis_with_the_same_result(tiny_config, setting):
    from kvtrial.cache.attention import BasisStates, PackedRead, use_kvtrial_attention

    setting = with_float_key_scores(setting)  # the float path's arithmetic, as the reference's (int8: test_attention_int8)
    torch.manual_seed(1234)
    model = LlamaForCausalLM(copy.deepcopy(tiny_config)).eval()  # its own config: the attention switch stays local
    tokens = ids(batch=2, length=40)
    chunks = [24, 1, 1, 14]
    ref = run_chunked(model, make_cache(setting, model.config), tokens, chunks)
    use_kvtrial_attention(model)
    assert model.config._attn_implementation == "kvtrial"
    cache = make_cache(setting, model.config)
    assert cache.basis_reads
    with torch.inference_mode():
        keys, _ = cache.layers[0].update(*(torch.randn(2, 2, 3, 64),) * 2)
    # a prompt chunk is handed packed where the prefill kernel reads it (CPU), else decoded in the basis
    assert isinstance(keys, PackedRead if cache.layers[0]._packed_reads_refused() is None else BasisStates)
    assert (keys.basis is not None) == (setting.startswith("turbo") or "rotate=1" in setting)
    cache.reset()
    got = run_chunked(model, cache, tokens, chunks)
    assert_close_to_scale(got, ref)


@pytest.mark.parametrize("attn", ["sdpa", "kvtrial"])
def test_a_rotated_full_precision_cache_attends_as_the_unrotated_one(tiny_config, attn):
    from kvtrial.cache.attention import use_kvtrial_attention

    torch.manual_seed(1234)
    model = LlamaForCausalLM(copy.deepcopy(tiny_config)).eval()  # its own config: the attention switch stays local
    if attn == "kvtrial":
        use_kvtrial_attention(model)
    tokens, chunks = ids(), [32, 1, 1, 4, 10]
    plain, rotated = make_cache("f32", model.config), make_cache("f32:rotate=1", model.config)
    ref, got = run_chunked(model, plain, tokens, chunks), run_chunked(model, rotated, tokens, chunks)
    # An orthogonal change of basis on queries, keys, values and the output changes attention only by float32
    # rounding of the 64-term products it adds: the reordering bound of tests/tolerances.py
    assert_close_to_scale(got, ref)
    # and the rotation reached storage: the stored keys are the plain cache's keys, rotated
    r = hadamard_basis(64, "keys")
    stored, want = rotated.layers[1].key_store.fields()["data"], plain.layers[1].key_store.fields()["data"] @ r
    assert_close_to_scale(stored, want)
    assert (stored - plain.layers[1].key_store.fields()["data"]).abs().max() > 0.1 * want.abs().max()


def test_rotation_is_read_back_from_the_live_cache(tiny_model, tiny_config):
    for setting, block in (("q5_0:rotate=1", 64), ("q5_0", 0)):
        cache = make_cache(setting, tiny_config)
        run_chunked(tiny_model, cache, ids(batch=1, length=8), [8])
        assert str(cache.effective_spec()) == setting
        assert {(r.key_rotation, r.value_rotation) for r in describe(cache).layers} == {(block, block)}
    # a wider head: keys in one block of the head dimension, values in blocks of 64, as llama.cpp rotates them
    wide = tiny_llama_config(head_dim=256)
    model = LlamaForCausalLM(wide).eval()
    cache = make_cache("iq4_nl:rotate=1", wide)
    run_chunked(model, cache, ids(batch=1, length=8), [8])
    assert {(r.key_rotation, r.value_rotation) for r in describe(cache).layers} == {(256, 64)}
    # a live layer whose store lost its rotation is read back as such
    cache.layers[0].key_format = cache.layers[0].key_store.fmt = get_format("iq4_nl")
    assert "rotate=mixed" in str(cache.effective_spec())


def test_rotation_of_a_head_dimension_llama_cpp_does_not_rotate_is_refused():
    config = tiny_llama_config(head_dim=32, hidden_size=64, num_attention_heads=2, num_key_value_heads=1)
    with pytest.raises(UnsupportedModelError, match="multiple of 64 .*this model.s is 32: use rotate=0"):
        make_cache("q8_0:rotate=1", config)
    make_cache("q8_0", config)


def test_decoding_reuses_one_scratch_buffer_across_layers_and_steps(tiny_model, tiny_config):
    cache = make_cache("q4_0", tiny_config)
    run_chunked(tiny_model, cache, ids(batch=1, length=16), [16])
    first = dict(cache.scratch._flat)
    run_chunked(tiny_model, cache, ids(batch=1, length=30, seed=3), [1] * 30)
    assert set(first) == {"keys", "values"}
    assert all(cache.scratch._flat[k] is first[k] for k in first)  # no per-step allocation of cache-sized tensors
