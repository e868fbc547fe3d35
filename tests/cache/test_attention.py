"""The `kvtrial` attention implementation: decode steps through the C kernel, or the torch path with a reason."""

from __future__ import annotations

import pytest
import torch
from transformers import LlamaForCausalLM

import kvtrial.cache.attention as attention
from kvtrial.cache import describe, make_cache
from kvtrial.cache.attention import BasisStates, DecodeStats, PackedRead, use_kvtrial_attention
from kvtrial.cache.kernels import PackedSide, load_kernels
from kvtrial.cache.spec import with_float_key_scores
from tests.cache.kernels.bounds import assert_store_attention
from tests.cache.kernels.cases import packed_case
from tests.cache.test_cache import ids, run_chunked
from tests.conftest import tiny_llama_config
from tests.tolerances import assert_close_to_scale


@pytest.fixture(scope="module")
def kvtrial_model():
    torch.manual_seed(1234)
    model = LlamaForCausalLM(tiny_llama_config()).eval()  # its own config: switching attention mutates it
    with torch.no_grad():
        for layer in model.model.layers:
            layer.self_attn.q_proj.weight.mul_(4.0)
    use_kvtrial_attention(model)
    return model


def _decode(model, setting: str):
    cache = make_cache(with_float_key_scores(setting), model.config)  # these tests bound the float path
    logits = run_chunked(model, cache, ids(batch=2, length=40), [30, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1])
    return logits, describe(cache)


@pytest.mark.parametrize("setting", ["q8_0", "q5_1", "q5_0", "q4_0", "q4_1", "iq4_nl", "turbo6", "turbo5", "turbo4",
                                     "turbo3", "q8_0/turbo4", "q5_0/iq4_nl", "q5_0:rotate=1", "iq4_nl:rotate=1",
                                     "q8_0/q5_1:rotate=1"])
def test_decode_steps_run_in_the_kernel_with_the_torch_paths_logits(kvtrial_model, setting, monkeypatch):
    got, report = _decode(kvtrial_model, setting)
    assert report.decode.path == "kernel"
    assert report.decode.kernel_steps == 10 * 2 and report.decode.torch_steps == 0  # 10 steps x 2 layers
    # The same run with decode steps read by the torch path: the same writers and the same prompt-chunk path, so up
    # to the first decode step both read the same stored codes, and only the reading differs.
    with monkeypatch.context() as m:
        m.setattr(attention, "fused_decode_attention", lambda *a, **k: (None, "decode kernel off for this test"))
        want, slow = _decode(kvtrial_model, setting)
    assert slow.decode.path == "torch"
    assert slow.decode.torch_reasons == {"decode kernel off for this test": 20}
    assert_close_to_scale(got[:, :31], want[:, :31])
    # Later steps write keys and values computed from that step's output, whose float rounding differs
    # between the paths (1e-7): a turbo code with a near tie between trial gains may then be written
    # differently, a legitimate rounding difference that moves a few logits by about 1e-3.
    # At 5 and 6 bits the trial gains fit a block more nearly equally (the error left is a quarter / a
    # sixteenth of turbo4's at the same trial spacing), so such near ties, and logits moved by them, are more
    # frequent: up to 10 % of the logits move, by the same bounded amount.
    share = 0.1 if setting in ("turbo5", "turbo6") else 0.05
    diff = (got - want).abs()
    assert diff.max() < 1e-2 and (diff > 1e-4).float().mean() < share, (diff.max(), (diff > 1e-4).float().mean())


@pytest.mark.parametrize("setting", ["q8_0", "q5_1", "iq4_nl", "turbo6", "turbo4", "turbo3", "q5_0:rotate=1"])
def test_the_pure_torch_path_stays_within_a_near_tie_of_the_kernels(kvtrial_model, setting, monkeypatch):
    """Without compiled code at all (KVTRIAL_NO_KERNELS) the torch quantizers write: their codes equal the C
    quantizer's for the block formats and may differ at a near tie between turbo trial gains (a rotation summed in
    another order; tests/cache/kernels/test_quantize_rows.py), and such a flip in the prompt's codes moves later
    logits by up to a few 1e-3 (measured: 3.8e-3 of a scale of 0.92 for turbo6 on an AVX-512 Xeon)."""
    got, _ = _decode(kvtrial_model, setting)
    monkeypatch.setenv("KVTRIAL_NO_KERNELS", "1")
    load_kernels.cache_clear()
    try:
        want, slow = _decode(kvtrial_model, setting)
    finally:
        monkeypatch.undo()
        load_kernels.cache_clear()
    assert slow.decode.path == "torch"
    assert slow.decode.torch_reasons == {"disabled by KVTRIAL_NO_KERNELS": 20}
    diff = (got - want).abs()
    if setting.startswith("turbo"):
        assert diff.max() < 1e-2, diff.max()
    else:  # the same codes throughout: only the reading's rounding differs, and the steps it feeds
        assert diff.max() < 1e-2 and (diff > 1e-4).float().mean() < 0.05, (diff.max(), (diff > 1e-4).float().mean())


@pytest.mark.parametrize("setting,reason", [
    ("turbo4:prefill=full", "full-precision prompt chunks (prefill=full)"),
    ("turbo2", "no kernel reads format turbo2"),
    ("f16/q8_0", "no kernel reads format f16"),
])
def test_settings_the_kernel_does_not_read_report_the_torch_path_and_why(kvtrial_model, setting, reason):
    _, report = _decode(kvtrial_model, setting)
    assert report.decode.path == "torch" and report.decode.kernel_steps == 0
    assert any(reason in r for r in report.decode.torch_reasons), report.decode


def test_other_attention_implementations_are_reported():
    model = LlamaForCausalLM(tiny_llama_config(attn_implementation="sdpa")).eval()
    cache = make_cache("q8_0", model.config)
    run_chunked(model, cache, ids(batch=1, length=12), [10, 1, 1])
    assert describe(cache).decode.torch_reasons == {"the model's attention implementation is not `kvtrial`": 4}


def test_a_decode_step_hands_attention_the_packed_fields(kvtrial_model):
    cache = make_cache("turbo3", kvtrial_model.config)
    layer = cache.layers[0]
    with torch.inference_mode():
        layer.update(torch.randn(1, 2, 5, 64), torch.randn(1, 2, 5, 64))
        keys, values = layer.update(torch.randn(1, 2, 1, 64), torch.randn(1, 2, 1, 64))
        assert isinstance(keys, PackedRead) and isinstance(values, PackedRead)
        # turbo keys keep their first token (the attention sink) at full precision, read first: 5 packed + 1
        assert keys.prefix is not None and keys.prefix.shape == (1, 2, 1, 64)
        assert keys.side.fields["codes"].shape == (1, 2, 5, 24)  # 64 3-bit codes in 24 bytes, nothing decoded
        assert values.side.fields["codes"].shape == (1, 2, 5, 24)
        decoded = keys.decode()  # the torch path, on demand
    assert decoded.states.shape == (1, 2, 6, 64) and decoded.basis is not None


@pytest.fixture(scope="module")
def one_layer_model():
    """One layer: the keys and values it stores come from the embeddings alone, so with the same quantizers (the C
    ones, kernels on) the kernel and SDPA read the very same codes, and their logits differ only by the attention's
    float32 rounding. (With KVTRIAL_NO_KERNELS the torch quantizers write, whose turbo gains may differ by one
    fp16 unit: another comparison.)"""
    torch.manual_seed(1234)
    model = LlamaForCausalLM(tiny_llama_config(num_hidden_layers=1)).eval()
    with torch.no_grad():
        model.model.layers[0].self_attn.q_proj.weight.mul_(4.0)
    use_kvtrial_attention(model)
    return model


def _prefill(model, setting: str, attention_mask=None):
    cache = make_cache(with_float_key_scores(setting), model.config)  # these tests bound the float path
    tokens = ids(batch=2, length=121)
    out, start = [], 0
    with torch.inference_mode():
        for size in (40, 50, 30, 1):  # a first chunk, two at depth, one decode step
            kwargs = {} if attention_mask is None else {"attention_mask": attention_mask[:, : start + size]}
            out.append(model(tokens[:, start : start + size], cache=cache, **kwargs).logits)
            start += size
    return torch.cat(out, dim=1), describe(cache)


def _on_sdpa(model, fn):
    """`fn()` with the model on transformers' SDPA attention: the cache decodes every read (the same writes)."""
    model.set_attn_implementation("sdpa")
    try:
        return fn()
    finally:
        use_kvtrial_attention(model)


@pytest.mark.parametrize("setting", ["q8_0", "q4_0", "q5_1", "iq4_nl:rotate=1", "q8_0/turbo4", "turbo3", "turbo6"])
def test_prompt_chunks_run_in_the_prefill_kernel_with_sdpas_logits(one_layer_model, setting):
    got, report = _prefill(one_layer_model, setting)
    chunks = report.decode.prompt_chunks
    assert chunks.path == "kernel" and chunks.kernel_chunks == 3 and chunks.torch_chunks == 0, chunks
    assert chunks.kernel_build == f"C {load_kernels().build_info}"
    assert report.decode.kernel_steps == 1 and report.decode.torch_steps == 0  # the decode step, apart
    want, slow = _on_sdpa(one_layer_model, lambda: _prefill(one_layer_model, setting))
    assert slow.decode.prompt_chunks.torch_reasons == {"the model's attention implementation is not `kvtrial`": 3}
    assert_close_to_scale(got, want)  # the same codes read: only the order of float32 sums differs


def test_a_padded_batch_reads_its_chunks_in_the_kernel(one_layer_model):
    """Left padding: transformers hands a boolean mask for every chunk (padded query rows see nothing)."""
    mask = torch.ones(2, 121, dtype=torch.long)
    mask[0, :13] = 0
    got, report = _prefill(one_layer_model, "q4_0", mask)
    assert report.decode.prompt_chunks.kernel_chunks == 3
    want, _ = _on_sdpa(one_layer_model, lambda: _prefill(one_layer_model, "q4_0", mask))
    assert_close_to_scale(got[:, 13:], want[:, 13:])  # the padded positions' logits are nobody's output
    assert_close_to_scale(got[1], want[1])


def test_prompt_chunks_the_kernel_does_not_read_are_counted_with_their_reason(kvtrial_model):
    cache = make_cache("q4_0:prefill=full", kvtrial_model.config)
    run_chunked(kvtrial_model, cache, ids(batch=1, length=40), [20, 19, 1])
    chunks = describe(cache).decode.prompt_chunks
    assert chunks.path == "torch" and chunks.torch_chunks == 2 * 2
    assert any("prefill=full" in r for r in chunks.torch_reasons), chunks


def _wrapping(func, calls: list[int]):
    """A wrapper over a registered attention function as kvpress writes its patch: the options after the mask come
    in as keywords, and it calls through with `dropout` as a sixth positional argument."""

    def wrapper(module, query, key, value, attention_mask, dropout=0.0, **kwargs):
        calls.append(query.shape[2])
        return func(module, query, key, value, attention_mask, dropout, **kwargs)

    return wrapper


@pytest.mark.parametrize("setting", ["turbo4", "q8_0/turbo4"])
def test_a_wrapper_over_the_registered_attention_still_decodes_on_the_kernel(kvtrial_model, setting):
    from transformers import AttentionInterface

    want, plain = _decode(kvtrial_model, setting)
    calls: list[int] = []
    registered = AttentionInterface._global_mapping[attention.ATTENTION_NAME]
    AttentionInterface.register(attention.ATTENTION_NAME, _wrapping(registered, calls))
    try:
        got, wrapped = _decode(kvtrial_model, setting)
    finally:
        AttentionInterface.register(attention.ATTENTION_NAME, registered)
    assert calls.count(1) == 10 * 2 and calls.count(30) == 2  # every call went through the wrapper
    assert wrapped.decode.path == "kernel" and wrapped.decode.kernel_steps == 10 * 2
    assert wrapped.decode.prompt_chunks == plain.decode.prompt_chunks
    assert torch.equal(got, want)  # the same calls with the same arguments: the same logits, bit for bit


def test_options_passed_positionally_take_effect_as_keywords_do(kvtrial_model):
    """SDPA's order after the mask: dropout, scaling, is_causal. A scaling passed positionally changes the answer
    exactly as the keyword does, on the kernel and on the torch path."""
    cache = make_cache("q8_0", kvtrial_model.config)
    layer, module = cache.layers[0], kvtrial_model.model.layers[0].self_attn
    g = torch.Generator().manual_seed(3)
    with torch.inference_mode():
        layer.update(torch.randn(1, 2, 9, 64, generator=g), torch.randn(1, 2, 9, 64, generator=g))
        query = torch.randn(1, 4, 1, 64, generator=g)
        results = []
        for args, kwargs in (((0.0, 0.3), {}), ((), {"dropout": 0.0, "scaling": 0.3}), ((), {"scaling": 0.125})):
            keys, values = layer.update(torch.zeros(1, 2, 0, 64), torch.zeros(1, 2, 0, 64))
            results.append(attention.kvtrial_attention_forward(module, query, keys, values, None, *args, **kwargs)[0])
    assert torch.equal(results[0], results[1]) and not torch.allclose(results[0], results[2])


@pytest.mark.parametrize("setting,window_after_prompt", [
    ("turbo4:window=64", 23),  # partly filled: every token but the sink token still in the window
    ("q8_0/turbo4:window=23", 23),  # exactly full after the prompt, then each step pushes one token out
    ("turbo3:window=8,sink=2", 8),  # overflowing within the prompt: the chunk's older tokens quantized at once
    ("q5_1/q4_0:window=5", 5),  # no sink token, blocks with a minimum
])
def test_windowed_settings_read_every_call_on_the_kernel_within_float32_rounding(kvtrial_model, setting,
                                                                                window_after_prompt, monkeypatch):
    """The window's full-precision rows beside the codes, one softmax: every decode step and prompt chunk of every
    layer on the kernel, each call within its float32 rounding bound of float64 attention over the same codes,
    sink tokens and window rows (tests/cache/kernel_calls.py)."""
    from tests.cache.kernel_calls import checked_kernel_attention

    ratios: list[float] = []
    monkeypatch.setattr(attention, "_kernel_attention", checked_kernel_attention(ratios))
    cache = make_cache(with_float_key_scores(setting), kvtrial_model.config)  # the float path's bound
    layers = kvtrial_model.config.num_hidden_layers
    with torch.inference_mode():
        tokens = ids(batch=2, length=40)
        kvtrial_model(tokens[:, :24], cache=cache)
        assert all(layer.recent_length == window_after_prompt for layer in cache.layers)
        for i in range(24, 27):
            kvtrial_model(tokens[:, i : i + 1], cache=cache)
        kvtrial_model(tokens[:, 27:40], cache=cache)
    stats = describe(cache).decode
    chunks = stats.prompt_chunks
    assert stats.path == "kernel" and stats.kernel_steps == 3 * layers and stats.torch_steps == 0, stats
    assert chunks.path == "kernel" and chunks.kernel_chunks == 2 * layers, chunks
    assert len(ratios) == 5 * layers and max(ratios) <= 1.0, max(ratios)
    assert all(layer.window_in_basis for layer in cache.layers)


def test_a_windowed_cache_decodes_on_the_kernel_with_the_torch_paths_logits(kvtrial_model, monkeypatch):
    """The same run with the kernels refused: the window's rows read by the torch path from the same storage."""
    got, report = _decode(kvtrial_model, "turbo4:window=16")
    assert report.decode.path == "kernel" and report.decode.prompt_chunks.path == "kernel"
    with monkeypatch.context() as m:
        m.setattr(attention, "fused_decode_attention", lambda *a, **k: (None, "decode kernel off for this test"))
        want, slow = _decode(kvtrial_model, "turbo4:window=16")
    assert slow.decode.torch_reasons == {"decode kernel off for this test": 20}
    assert_close_to_scale(got[:, :31], want[:, :31])  # up to the first decode step the same codes are read
    diff = (got - want).abs()  # later writes may flip a near tie between turbo trial gains (see above)
    assert diff.max() < 1e-2 and (diff > 1e-4).float().mean() < 0.05, (diff.max(), (diff > 1e-4).float().mean())


def _attend(q: torch.Tensor, stores, packed: bool) -> torch.Tensor:
    """kvtrial's attention of q over two stores, as a decode step hands them over: packed for the C kernel, or
    decoded in their bases for SDPA."""
    def side(store):
        basis = store.fmt.basis(q.shape[-1], q.device, q.dtype)
        decode = lambda: BasisStates(*store.fmt.decode_in_basis(store.fields(), torch.float32))  # noqa: E731
        if not packed:
            return decode()
        return PackedRead(PackedSide(store.fields(), store.fmt.code_layout(q.shape[-1])), basis, decode, stats)

    stats = DecodeStats()
    module = torch.nn.Module().eval()
    module.num_key_value_groups = q.shape[1] // stores[0].fields()["codes"].shape[1]  # read by transformers' SDPA
    out, _ = attention.kvtrial_attention_forward(module, q, side(stores[0]), side(stores[1]), None)
    assert stats.of(q.shape[2]).kernel == packed
    return out


@pytest.mark.parametrize("packed", [True, False])
@pytest.mark.parametrize("key,value", [("turbo4", "turbo4"), ("q8_0", "turbo4")])
def test_basis_rotations_in_c_agree_with_torchs_product_within_the_float32_bound(key, value, packed, monkeypatch):
    """The query's and output's rotations computed in C (one thread) and by torch's product: both decode steps within
    the float32 bound of float64 attention over the same codes (tests/cache/kernels/bounds.py: its score and output
    terms include the two rotations)."""
    q, stores = packed_case(key, value, 300, seed=5)
    ran = []
    real = attention.rotate_rows

    def counted(x, basis, transpose=False):
        out = real(x, basis, transpose)
        ran.append((transpose, out is not None))
        return out

    monkeypatch.setattr(attention, "rotate_rows", counted)
    in_c = _attend(q, stores, packed)
    # turbo keys: the query goes into their basis; turbo values: the output comes back out of theirs
    assert ran == ([(False, True)] if key == "turbo4" else []) + [(True, True)]
    monkeypatch.setattr(attention, "rotate_rows", lambda *a, **k: None)
    by_torch = _attend(q, stores, packed)
    for got in (in_c, by_torch):
        assert_store_attention(got, q, stores, partials=2)


@pytest.mark.parametrize("packed", [True, False])
def test_a_prompt_chunks_rotations_stay_with_torchs_threads(packed, monkeypatch):
    """A chunk's many query rows gain from torch's threads: its rotations are torch's products, not the C loop."""
    q, stores = packed_case("turbo4", "turbo4", 100, seed=6, q_len=5)
    monkeypatch.setattr(attention, "rotate_rows", lambda *a, **k: pytest.fail("a prompt chunk rotated in C"))
    _attend(q, stores, packed)
