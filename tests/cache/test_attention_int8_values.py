"""Decode steps with int8 value sums (the setting option vsum=int8, off unless named): the live cache reads back the
option, the steps that took the C kernel's int8 value path and its instructions, and every read that summed values in
float, with why (a kernel build without the path, AVX-512 VNNI, sums every step in float and says so)."""

from __future__ import annotations

import pytest
import torch
from transformers import LlamaForCausalLM

import kvtrial.cache.attention as attention
from kvtrial.cache import describe, make_cache
from kvtrial.cache.attention import use_kvtrial_attention
from kvtrial.cache.kernels.decode_attention import PDOT_NONE, pdot_path
from kvtrial.cache.spec import VSUM_FORMATS, SpecError, parse_spec
from kvtrial.records import CacheReport
from tests.cache.test_cache import ids, run_chunked
from tests.conftest import tiny_llama_config

CHUNK_REASON = "prompt chunks sum values in float (int8 value sums serve decode steps)"


@pytest.fixture(scope="module")
def kvtrial_model():
    torch.manual_seed(4321)
    model = LlamaForCausalLM(tiny_llama_config()).eval()  # its own config: switching attention mutates it
    use_kvtrial_attention(model)
    return model


def _decode(model, setting: str):
    cache = make_cache(setting, model.config)
    logits = run_chunked(model, cache, ids(batch=2, length=40), [30, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1])
    return logits, cache


@pytest.mark.parametrize("setting", ["q8_0:vsum=int8", "q4_0:vsum=int8", "q4_1:vsum=int8", "turbo4/iq4_nl:vsum=int8",
                                     "q8_0/turbo4:vsum=int8"])
def test_int8_value_sums_run_and_read_back(kvtrial_model, setting):
    got, cache = _decode(kvtrial_model, setting)
    assert str(cache.effective_spec()) == setting
    report = CacheReport.from_dict(describe(cache).to_dict())  # as a stored record reads it back
    decode = report.decode
    assert decode.path == "kernel" and decode.kernel_steps == 20  # 10 steps x 2 layers
    assert decode.prompt_chunks.float_value_reasons == {CHUNK_REASON: 2}
    want, plain = _decode(kvtrial_model, setting.replace(":vsum=int8", ""))
    if pdot_path() is None:  # this build sums in float: every step says so, and the answer is the float one
        assert (decode.int8_value_steps, decode.int8_value_path) == (0, None)
        assert decode.float_value_reasons == {PDOT_NONE: 20}
        assert torch.equal(got, want)
        return
    assert decode.int8_value_steps == 20 and decode.float_value_reasons == {}
    assert decode.int8_value_path == f"C {pdot_path()}"
    plain_setting = setting.replace(":vsum=int8", "")
    assert str(plain.effective_spec()) == plain_setting
    plain_decode = describe(plain).decode
    assert (plain_decode.int8_value_steps, plain_decode.float_value_reasons) == (0, {})  # float: nothing said
    assert torch.equal(got[:, :30], want[:, :30])  # the prompt chunk: float sums in both
    assert not torch.equal(got[:, 30:], want[:, 30:])  # decode steps: the 8-bit weights took effect
    # weights rounded to 1/255 of their group's bound move the logits by far less than 5 % of their scale; a wrong
    # read (a value's nibbles or sign swapped) moves them by about their scale
    assert (got - want).abs().max() < 0.05 * want.abs().max()


def test_float_value_sums_spell_as_no_option(kvtrial_model):
    assert str(parse_spec("q4_0:vsum=float").minimal()) == "q4_0"
    _, cache = _decode(kvtrial_model, "q4_0:vsum=float")
    assert str(cache.effective_spec()) == "q4_0"


def test_a_refused_kernel_call_reads_back_as_float_value_sums(kvtrial_model, monkeypatch):
    monkeypatch.setattr(attention, "fused_decode_attention", lambda *a, **k: (None, "decode kernel off for this test"))
    _, cache = _decode(kvtrial_model, "q4_0:vsum=int8")
    decode = describe(cache).decode
    assert decode.int8_value_steps == 0
    assert decode.float_value_reasons == {"decoded for SDPA: decode kernel off for this test": 20}


def test_a_torch_path_setting_reads_back_as_float_value_sums(kvtrial_model):
    _, cache = _decode(kvtrial_model, "q8_0:vsum=int8,prefill=full")
    decode = describe(cache).decode
    assert decode.int8_value_steps == 0 and decode.path == "torch"
    assert decode.float_value_reasons == {
        "decoded for SDPA: full-precision prompt chunks (prefill=full) are read by the torch path": 20}


@pytest.mark.parametrize("setting, bad", [("turbo5:vsum=int8", "turbo5"), ("q8_0/q5_0:vsum=int8", "q5_0"),
                                          ("q8_0:vsum=int8;0=q8_0/turbo3", "turbo3")])
def test_int8_value_sums_refuse_other_value_formats_by_name(setting, bad):
    with pytest.raises(SpecError) as e:
        parse_spec(setting)
    assert bad in str(e.value) and all(f in str(e.value) for f in VSUM_FORMATS)


def test_vsum_takes_float_or_int8_only():
    with pytest.raises(SpecError, match="vsum must be one of float, int8"):
        parse_spec("q8_0:vsum=int4")
