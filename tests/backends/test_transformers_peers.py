"""transformers' QuantizedCache backends: settings, not-applicable reasons, read-back, sessions."""

from __future__ import annotations

import pytest
import torch
from transformers.cache_utils import DynamicCache, QuantizedCache

from kvtrial.backends import get_backend
from kvtrial.errors import KvtrialError, UnknownNameError
from tests.tolerances import assert_close_to_scale

PEERS = {
    "transformers-quanto": ("quanto-int4", "quanto-int2"),
    "transformers-hqq": ("hqq-int4", "hqq-int8", "hqq-int1", "hqq-int3"),
    "transformers-fp8": ("fp8",),
}


def test_registry_suggests_the_close_name():
    with pytest.raises(UnknownNameError, match="Did you mean 'transformers-quanto'"):
        get_backend("transformers-qanto")


@pytest.mark.parametrize("name", PEERS)
def test_versions_and_constraints(name):
    backend = get_backend(name)
    versions = backend.versions()
    assert versions["torch"] == torch.__version__ and "transformers" in versions
    if backend.dist:
        assert versions[backend.dist] != "not installed"  # the peers extra is installed for the tests
    assert backend.constraints() and backend.settings()[0] == "ordinary"


@pytest.mark.parametrize(("name", "setting"), [(n, s) for n, ss in PEERS.items() for s in ss])
def test_supported_settings_pass_the_probe(name, setting, tiny_config):
    backend = get_backend(name)
    parsed = backend.parse(setting)
    assert backend.supports(parsed, tiny_config) is None
    assert backend.interface(parsed)["setting"] == parsed.canonical == setting
    assert parsed.kv_bits(64, 32.0) is None  # a residual window / per-tensor scale: no fixed bits per value


@pytest.mark.parametrize(
    ("name", "setting", "reason"),
    [
        ("transformers-quanto", "quanto-int8", "supports 2, 4 bits"),
        ("transformers-quanto", "quanto-int4:axis_key=1", "axis_key must be one of 0, -1"),
        ("transformers-hqq", "hqq-int5", "supports 1, 2, 3, 4, 8 bits"),
        ("transformers-hqq", "hqq-int4:groups=32", "unknown or malformed option"),
        ("transformers-fp8", "fp8:group=32", "takes no options"),
        ("transformers-fp8", "q8_0", "serves 'ordinary' and 'fp8'"),
        ("transformers-quanto", "hqq-int4", "serves 'ordinary' and quanto-int2, quanto-int4"),
    ],
)
def test_unsupported_setting_is_refused_at_parse(name, setting, reason, tiny_config):
    with pytest.raises(KvtrialError) as bad:
        get_backend(name).parse(setting)
    assert reason in str(bad.value)


def test_unsupported_model_is_a_reason(tiny_config):
    from tests.conftest import tiny_llama_config

    sliding = tiny_llama_config(layer_types=["sliding_attention", "full_attention"], sliding_window=16)
    reason = get_backend("transformers-fp8").supports(get_backend("transformers-fp8").parse("fp8"), sliding)
    assert reason and "sliding_attention" in reason


def test_probe_failure_is_a_reason(tiny_config):
    # quanto cannot group 7 values into the 64-value rows of this model: the probe runs the library and says so
    quanto = get_backend("transformers-quanto")
    reason = quanto.supports(quanto.parse("quanto-int4:group=7"), tiny_config)
    assert reason and "failed its probe" in reason


def test_missing_dependency_is_a_reason(tiny_config, monkeypatch):
    backend = get_backend("transformers-hqq")
    monkeypatch.setattr(backend, "module", "kvtrial_no_such_module")
    reason = backend.supports(backend.parse("hqq-int4"), tiny_config)
    assert reason and "not installed" in reason and "pip install" in reason
    assert backend.supports(backend.parse("ordinary"), tiny_config) is None  # the reference needs nothing optional
    with pytest.raises(KvtrialError, match="not installed"):
        backend.new_cache(backend.parse("hqq-int4"), type("M", (), {"config": tiny_config})())
    with pytest.raises(KvtrialError, match="not installed"):
        backend.open(type("M", (), {"config": tiny_config})(), backend.parse("hqq-int4"))


def _run(cache, model, tokens: int = 40):
    ids = torch.arange(3, 3 + tokens).view(1, -1)
    with torch.inference_mode():
        model(input_ids=ids, cache=cache)
        model(input_ids=ids[:, :1], cache=cache)
    return cache


@pytest.mark.parametrize(("name", "setting"), [(n, ss[0]) for n, ss in PEERS.items()])
def test_effective_confirms_the_requested_setting(name, setting, tiny_model):
    backend = get_backend(name)
    eff = backend.effective(_run(backend.new_cache(backend.parse(setting), tiny_model), tiny_model))
    assert eff.setting == setting and eff.confirmed
    assert eff.kv_bytes > 0 and eff.report["layer_classes"]


def test_effective_reads_options_back(tiny_model):
    backend = get_backend("transformers-quanto")
    eff = backend.effective(_run(backend.new_cache(backend.parse("quanto-int4:group=32,residual=16"), tiny_model), tiny_model))
    assert eff.setting == "quanto-int4:group=32,residual=16" and eff.confirmed


def test_effective_catches_layers_that_are_not_what_was_requested(tiny_config, tiny_model):
    backend = get_backend("transformers-quanto")
    # a cache built with other settings than requested: the read-back names what is really there
    eff = backend.effective(_run(QuantizedCache("quanto", tiny_config, nbits=2), tiny_model))
    assert eff.setting == "quanto-int2" != backend.parse("quanto-int4").canonical
    eff = backend.effective(_run(QuantizedCache("hqq", tiny_config, nbits=4), tiny_model))
    assert eff.setting == "hqq-int4"
    # an ordinary cache handed over in place of a quantized one
    eff = backend.effective(_run(DynamicCache(config=tiny_config), tiny_model))
    assert eff.setting == "ordinary"
    # layers whose stored codes are not the width they claim: not confirmed
    cache = _run(QuantizedCache("quanto", tiny_config, nbits=4), tiny_model)
    for layer in cache.layers:
        layer.nbits = 2
    eff = backend.effective(cache)
    assert eff.setting == "quanto-int2" and not eff.confirmed


def test_session_generates_scores_and_times(tiny_model):
    hqq = get_backend("transformers-hqq")
    ordinary = hqq.open(tiny_model, hqq.parse("ordinary"))
    session = hqq.open(tiny_model, hqq.parse("hqq-int4:residual=8"))
    gen = session.generate(list(range(3, 43)), 6, stop_ids=set())
    assert len(gen.new_token_ids) == 6 and gen.stop_reason == "length"
    assert gen.effective.setting == "hqq-int4:residual=8" and gen.effective.confirmed
    assert gen.prefill_s > 0 and gen.decode_s > 0
    window = [int(t) for t in torch.randint(3, 256, (64,), generator=torch.Generator().manual_seed(1))]
    base, cand = ordinary.score_window(window, step=4), session.score_window(window, step=4)
    assert base.shape == cand.shape == (64 - 1 - 32, 256)
    # the ordinary schedule reproduces a plain forward pass; the quantized cache changes the logits
    with torch.inference_mode():
        full = tiny_model(input_ids=torch.tensor([window])).logits[0, 32:63].float()
    assert_close_to_scale(base, full)
    assert (base - cand).abs().max() > 1e-3
    pre = session.time_prefill(window[:32], window[32:48])
    assert pre.seconds > 0 and pre.tokens == 16 and pre.filled.confirmed and pre.after.report["tokens"] == 48
    dec = session.time_decode(window[:32], window[32], 5)
    assert dec.seconds > 0 and dec.tokens == 5 and dec.after.report["tokens"] == 37
    assert session.time_decode([], window[0], 3).filled is None
