"""Decode steps with int8 key scores (the setting option qdot=int8, the default for keys in q4_0, q4_1, iq4_nl, q5_0
and q5_1): the live cache reads back the option, the steps that took the C kernel's int8 path and its instructions,
and every read that scored keys in float, with why."""

from __future__ import annotations

import pytest
import torch
from transformers import LlamaForCausalLM

import kvtrial.cache.attention as attention
from kvtrial.cache import describe, make_cache
from kvtrial.cache.attention import use_kvtrial_attention
from kvtrial.cache.kernels.decode_attention import qdot_path
from kvtrial.cache.spec import QDOT_INT8_DEFAULT
from kvtrial.records import CacheReport
from tests.cache.test_cache import ids, run_chunked
from tests.conftest import tiny_llama_config

CHUNK_REASON = "prompt chunks score keys in float (int8 key scores serve decode steps)"


@pytest.fixture(scope="module")
def kvtrial_model():
    torch.manual_seed(1234)
    model = LlamaForCausalLM(tiny_llama_config()).eval()  # its own config: switching attention mutates it
    use_kvtrial_attention(model)
    return model


def _decode(model, setting: str):
    cache = make_cache(setting, model.config)
    logits = run_chunked(model, cache, ids(batch=2, length=40), [30, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1])
    return logits, cache


@pytest.mark.parametrize("fmt", ["q8_0", "q4_0", "q4_1", "iq4_nl", "q5_0", "q5_1", "turbo4", "turbo5"])
def test_int8_key_scores_run_and_read_back(kvtrial_model, fmt):
    got, cache = _decode(kvtrial_model, f"{fmt}:qdot=int8")
    assert str(cache.effective_spec()) == (fmt if fmt in QDOT_INT8_DEFAULT else f"{fmt}:qdot=int8")
    report = CacheReport.from_dict(describe(cache).to_dict())  # as a stored record reads it back
    decode = report.decode
    assert decode.path == "kernel" and decode.kernel_steps == 20  # 10 steps x 2 layers
    assert decode.int8_key_steps == 20 and decode.float_key_reasons == {}
    assert decode.int8_key_path == f"C {qdot_path()}"
    assert decode.prompt_chunks.float_key_reasons == {CHUNK_REASON: 2}
    want, plain = _decode(kvtrial_model, f"{fmt}:qdot=float")
    assert str(plain.effective_spec()) == (f"{fmt}:qdot=float" if fmt in QDOT_INT8_DEFAULT else fmt)
    plain_decode = describe(plain).decode
    assert (plain_decode.int8_key_steps, plain_decode.float_key_reasons) == (0, {})  # float: nothing asked, nothing said
    assert torch.equal(got[:, :30], want[:, :30])  # the prompt chunk: float scores in both
    assert not torch.equal(got[:, 30:], want[:, 30:])  # decode steps: the int8 query took effect
    # a query rounded to 1/254 of its blocks' largest values moves the logits by far less than 5 % of their scale
    # (measured ~1e-3 of it); a wrong read moves them by about their scale
    assert (got - want).abs().max() < 0.05 * want.abs().max()


def test_a_refused_kernel_call_reads_back_as_float_key_scores(kvtrial_model, monkeypatch):
    monkeypatch.setattr(attention, "fused_decode_attention", lambda *a, **k: (None, "decode kernel off for this test"))
    _, cache = _decode(kvtrial_model, "q4_0:qdot=int8")
    decode = describe(cache).decode
    assert decode.int8_key_steps == 0
    assert decode.float_key_reasons == {"decoded for SDPA: decode kernel off for this test": 20}


def test_a_torch_path_setting_reads_back_as_float_key_scores(kvtrial_model):
    _, cache = _decode(kvtrial_model, "q8_0:qdot=int8,prefill=full")
    decode = describe(cache).decode
    assert decode.int8_key_steps == 0 and decode.path == "torch"
    assert decode.float_key_reasons == {
        "decoded for SDPA: full-precision prompt chunks (prefill=full) are read by the torch path": 20}


@pytest.mark.parametrize("setting, int8_layers", [("q4_0", 2), ("q5_1/q8_0", 2), ("q8_0", 0), ("q8_0/q4_0", 0),
                                                  ("turbo4", 2), ("q8_0/turbo4", 0), ("turbo3", 0),
                                                  ("q8_0;0=q4_0", 1), ("q8_0;0=turbo5", 1)])
def test_a_setting_naming_no_qdot_scores_keys_as_its_keys_format_says(kvtrial_model, setting, int8_layers):
    """Keys in q4_0, q4_1, iq4_nl, q5_0, q5_1, turbo4, turbo5 take int8 scores unless the setting says qdot=float; every
    other format's
    keep float scores unless it says qdot=int8; a plan's layers each follow their own keys. The read-back spells the
    setting as asked (the defaults unnamed), and the decode record counts the steps each way."""
    _, cache = _decode(kvtrial_model, setting)
    assert str(cache.effective_spec()) == setting
    decode = describe(cache).decode
    assert decode.int8_key_steps == 10 * int8_layers and decode.path == "kernel"
