"""The native backend under the backend protocol: settings, reasons, read-back, session."""

from __future__ import annotations

import pytest
import torch

from kvtrial.backends import backend_names, get_backend
from kvtrial.backends.base import Backend, Session
from kvtrial.backends.transformers_engine import handle_of
from kvtrial.errors import KvtrialError


def test_every_backend_meets_the_protocol():
    for name in backend_names():
        backend = get_backend(name)
        assert isinstance(backend, Backend), name
        assert backend.ordinary in backend.settings()


def test_native_settings_supported_and_unsupported(tiny_config):
    backend = get_backend("native")
    for setting in backend.settings():
        assert backend.supports(backend.parse(setting), tiny_config) is None, setting
    with pytest.raises(KvtrialError) as bad:
        backend.parse("q8_0/turbo7")
    assert "turbo7" in str(bad.value) and "turbo4" in str(bad.value)


def test_native_setting_is_typed_with_bits():
    setting = get_backend("native").parse(" q8_0/turbo4 ")
    assert setting.canonical == "q8_0/turbo4" and setting.backend == "native" and not setting.ordinary
    key, value = setting.kv_bits(64, 32.0)
    assert key == 8.5 and 4 < value < 5
    assert get_backend("native").parse("ordinary").kv_bits(64, 16.0) == (16.0, 16.0)
    assert get_backend("native").parse("q8_0:window=16").kv_bits(64, 32.0) is None  # depends on the length


def test_native_effective_catches_a_mismatch(tiny_model):
    backend = get_backend("native")
    cache = backend.new_cache(backend.parse("q4_0"), tiny_model)
    with torch.inference_mode():
        tiny_model(input_ids=torch.arange(3, 40).view(1, -1), cache=cache)
    eff = backend.effective(cache)
    assert eff.confirmed and eff.setting == "q4_0" != backend.parse("q8_0").canonical


@pytest.mark.parametrize(("asked", "canonical"), [
    ("turbo4", "turbo4"),
    ("turbo4:center=0,gain=norm,sink=0", "turbo4:center=0,gain=norm,sink=0"),  # the ablation spelling
    ("turbo4:sink=1,center=1,gain=search", "turbo4"),  # the defaults, spelt out
    ("turbo3:sink=2", "turbo3:sink=2"),
    ("q4_0:center=1,sink=1", "q4_0:center=1,sink=1"),
    ("q8_0/turbo4:gain=norm,window=8", "q8_0/turbo4:window=8,gain=norm"),
])
def test_native_refinement_options_are_read_back_from_the_live_cache(tiny_model, asked, canonical):
    backend = get_backend("native")
    setting = backend.parse(asked)
    cache = backend.new_cache(setting, tiny_model)
    with torch.inference_mode():
        tiny_model(input_ids=torch.arange(3, 40).view(1, -1), cache=cache)
    eff = backend.effective(cache)
    assert setting.canonical == canonical and eff.setting == canonical and eff.confirmed


def test_a_refinement_the_live_layers_do_not_hold_is_not_read_back_as_asked(tiny_model):
    backend = get_backend("native")
    cache = backend.new_cache(backend.parse("turbo4:sink=2"), tiny_model)
    cache.layers[0].refiner.sink = 1  # one layer keeps another number of sink tokens than asked
    with torch.inference_mode():
        tiny_model(input_ids=torch.arange(3, 40).view(1, -1), cache=cache)
    assert backend.effective(cache).setting == "turbo4:sink=mixed"


def test_native_session(tiny_model):
    backend = get_backend("native")
    session = backend.open(handle_of(tiny_model), backend.parse("q8_0/turbo4"))
    assert isinstance(session, Session)
    gen = session.generate(list(range(3, 30)), 4, stop_ids=set())
    assert gen.effective.setting == "q8_0/turbo4" and gen.effective.confirmed
    logits = session.score_window(list(range(3, 35)), step=8)
    assert logits.shape == (32 - 1 - 16, 256) and logits.dtype == torch.float32
    chunks = list(session.score_window_chunks(list(range(3, 35)), step=8))  # one fed step each
    assert [c.shape[0] for c in chunks] == [8, 7] and torch.equal(torch.cat(chunks), logits)
    timed = session.time_decode(list(range(3, 20)), 21, 3)
    assert timed.filled.setting == "q8_0/turbo4" and timed.after.report["tokens"] == 20


def test_ordinary_cache_stores_the_models_dtype(tiny_model):
    """A bf16 model (a GPU default) gets an ordinary cache of bf16 tensors, read back as `ordinary`."""
    import copy

    backend = get_backend("native")
    sizes = {}
    for dtype in (torch.float32, torch.bfloat16):
        handle = handle_of(copy.deepcopy(tiny_model).to(dtype))
        assert handle.dtype == str(dtype).removeprefix("torch.") and handle.device == "cpu"
        session = backend.open(handle, backend.parse("ordinary"))
        timed = session.time_decode(list(range(3, 20)), 21, 2)
        assert timed.after.setting == "ordinary" and timed.after.confirmed
        assert {layer.keys.dtype for layer in session._cache.layers} == {dtype}
        sizes[dtype] = timed.after.kv_bytes
        session.close()
    assert sizes[torch.float32] == 2 * sizes[torch.bfloat16]


def test_the_ordinary_cache_generates_the_same_tokens_under_kvtrial_attention_as_under_sdpa(tiny_model_dir):
    # `kvtrial init` runs every branch under the `kvtrial` implementation, so that kvtrial caches decode on
    # their kernel; for the ordinary cache it must be plain SDPA: the same greedy tokens, exactly.
    backend = get_backend("native")
    prompt = list(range(3, 60))
    tokens = {}
    for attn in ("sdpa", "kvtrial"):
        handle = backend.load(str(tiny_model_dir), "float32", attn, "cpu")
        assert handle.attn_implementation == attn
        session = backend.open(handle, backend.parse("ordinary"))
        out = session.generate(prompt, 24, set())
        assert out.stop_reason == "length" and out.effective.setting == "ordinary"
        tokens[attn] = out.new_token_ids
        session.close()
    assert tokens["kvtrial"] == tokens["sdpa"] and len(tokens["sdpa"]) == 24


def test_a_session_scores_a_window_with_its_prefill_chunk(tiny_model):
    """`prefill_chunk` is passed to the shared window schedule: the first half goes in passes of that many
    tokens, and the logits are the one-pass logits up to float summation order (tests/tolerances.py)."""
    from tests.tolerances import assert_close_to_scale

    backend = get_backend("native")
    session = backend.open(handle_of(tiny_model), backend.parse("ordinary"))
    window = list(range(3, 67))  # 64 tokens: a 32-token first half
    one_pass = session.score_window(window, step=8)
    passes: list[int] = []
    hook = tiny_model.get_decoder().register_forward_pre_hook(
        lambda _module, _args, kwargs: passes.append(kwargs["input_ids"].shape[1]), with_kwargs=True)
    try:
        session.prefill_chunk = 16
        chunked = session.score_window(window, step=8)
    finally:
        hook.remove()
    assert passes == [16, 16, 8, 8, 8, 7]
    assert_close_to_scale(chunked, one_pass)


@pytest.mark.parametrize("setting, scores", [
    ("q4_0", "int8"), ("q4_0:qdot=float", "float"), ("q8_0", "float"), ("q8_0:qdot=int8", "int8"),
    ("q8_0/turbo4", "float"), ("iq4_nl/q8_0", "int8"), ("turbo4", "int8"), ("turbo4:qdot=float", "float"),
    ("turbo3", "float"),
])
def test_the_interface_names_how_decode_steps_score_keys(setting, scores):
    """Part of the resolved record, so of its config version: one setting string run before and after a format's
    default changed never pools."""
    native = get_backend("native")
    interface = native.interface(native.parse(setting))
    assert interface["key_scores"] == scores
    assert interface["setting"] == setting
