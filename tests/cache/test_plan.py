"""Per-layer plans in live caches: each layer stores its own formats, read back as the canonical plan."""

import pytest
import torch
from transformers import LlamaForCausalLM

from kvtrial.backends import get_backend
from kvtrial.cache import describe, make_cache
from kvtrial.cache.attention import use_kvtrial_attention
from kvtrial.cache.spec import parse_spec
from kvtrial.errors import SpecError
from kvtrial.memory.kv import capture, measure_setting
from kvtrial.quality.scoring import compute_base, make_windows, score_candidate
from tests.cache.families import FAMILIES
from tests.conftest import tiny_llama_config

PLAN = "q8_0/turbo4;0=q8_0;2-3=turbo3/q4_0"


@pytest.fixture(scope="module")
def model4():
    torch.manual_seed(7)
    return LlamaForCausalLM(tiny_llama_config(num_hidden_layers=4)).eval()


def _fill(model, cache, length=40, decode=3):
    tokens = torch.randint(3, 256, (1, length + decode), generator=torch.Generator().manual_seed(1))
    with torch.inference_mode():
        model(tokens[:, :length], cache=cache)
        for i in range(decode):
            model(tokens[:, length + i : length + i + 1], cache=cache)
    return cache


def test_each_layer_stores_its_own_formats_read_back_from_its_tensors(model4):
    report = describe(_fill(model4, make_cache(PLAN, model4.config)))
    got = [(r.key_format, r.value_format, r.key_bits, r.value_bits) for r in report.layers]
    assert got == [("q8_0", "q8_0", 8.5, 8.5), ("q8_0", "turbo4", 8.5, 4.25),
                   ("turbo3", "q4_0", 3.25, 4.5), ("turbo3", "q4_0", 3.25, 4.5)]
    assert report.confirmed and report.effective_setting == PLAN


def test_the_live_plan_reads_back_as_the_canonical_setting_and_the_protocol_accepts_it(model4):
    backend = get_backend("native")
    setting = backend.parse("q8_0/turbo4;3-3=turbo3/q4_0;0=q8_0/q8_0;2=turbo3/q4_0")
    assert setting.canonical == PLAN
    cache = _fill(model4, backend.new_cache(setting, model4))
    effective = backend.effective(cache)
    assert effective.setting == setting.canonical and effective.confirmed


def test_a_layer_that_ignored_its_rule_is_read_back_as_another_setting(model4):
    cache = make_cache(PLAN, model4.config)
    cache.layers[3].value_format = cache.layers[1].value_format  # a layer silently kept other values
    assert str(cache.effective_spec()) == "q8_0;1=q8_0/turbo4;2=turbo3/q4_0;3=turbo3/turbo4"  # not PLAN


def test_a_plan_decodes_on_the_c_kernel():
    torch.manual_seed(3)
    model = LlamaForCausalLM(tiny_llama_config(num_hidden_layers=4)).eval()
    use_kvtrial_attention(model)
    cache = _fill(model, make_cache("turbo4/turbo3;0=q8_0;3=q4_0/turbo4", model.config))
    assert describe(cache).decode.path == "kernel"


def test_rules_that_do_not_fit_the_model_are_refused_before_anything_is_stored(model4):
    with pytest.raises(SpecError, match="layer 5 is out of range; this model has 4 layers"):
        make_cache("q8_0;4-5=turbo4", model4.config)
    with pytest.raises(SpecError, match="sliding=turbo4 .* selects no layer"):
        make_cache("q8_0;sliding=turbo4", model4.config)


def test_kind_rules_follow_the_models_layer_types():
    family = next(f for f in FAMILIES if f.name == "gemma3")  # sliding, sliding, full
    cache = make_cache("q8_0;sliding=turbo3;1=turbo4", family.make_config())
    assert [(layer.key_format.name, layer.value_format.name) for layer in cache.layers] == [
        ("turbo3", "turbo3"), ("turbo4", "turbo4"), ("q8_0", "q8_0")]
    assert str(cache.effective_spec()) == "q8_0;sliding=turbo3;1=turbo4"


def test_memory_and_quality_measure_a_plan(model4):
    tokens = torch.randint(3, 256, (1, 64), generator=torch.Generator().manual_seed(2))
    kv, states = capture(model4, tokens)
    plan, uniform = (measure_setting(parse_spec(s), model4.config, kv, [64], states)[0] for s in (PLAN, "q8_0"))
    assert plan.confirmed and plan.total_bytes < uniform.total_bytes
    base = compute_base(model4, make_windows(tokens.flatten(), 32, 2), step=8)
    result = score_candidate(model4, base, parse_spec(PLAN))
    assert result.status == "ok", result.reason
    assert result.windows[-1].cache["effective_setting"] == PLAN
    assert 3.25 < result.bits_per_value < 8.5


def test_a_plan_file_with_a_window_builds_a_cache_whose_layers_keep_it(model4, tmp_path):
    from kvtrial.cache.spec import plan_file_text

    path = tmp_path / "plan.json"
    path.write_text(plan_file_text("q8_0/turbo4:window=8;0=q8_0;2-3=turbo3/q4_0", target="kld<=0.01"))
    spec = parse_spec(f"plan:{path}")
    cache = _fill(model4, make_cache(spec, model4.config))
    assert [layer.window for layer in cache.kv_layers().values()] == [8] * 4
    report = describe(cache)
    # every layer holds its last 8 tokens at full precision, the rest in its own formats
    assert [r.window_tokens for r in report.layers] == [8] * 4 and report.confirmed
    assert [(r.key_format, r.value_format) for r in report.layers] == [
        ("q8_0", "q8_0"), ("q8_0", "turbo4"), ("turbo3", "q4_0"), ("turbo3", "q4_0")]
    assert str(cache.effective_spec()) == str(spec) == "q8_0/turbo4:window=8;0=q8_0;2-3=turbo3/q4_0"


def test_layers_whose_windows_differ_read_back_as_no_one_setting(model4):
    cache = make_cache("q8_0:window=8", model4.config)
    cache.kv_layers()[2].window = 4  # as a layer that ignored the setting's window would be
    assert "window=mixed" in str(cache.effective_spec())
