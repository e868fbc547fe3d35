"""Memory and cost per layer type on tiny hybrid and sliding models: attention KV shrinks with the
setting, a sliding layer's bytes stop at its window, a linear-attention state stays constant."""

from __future__ import annotations

import pytest
import torch
import transformers

from kvtrial.cache import describe, make_cache
from kvtrial.memory.kv import measure_cache_cost, measure_memory, parse_settings
from tests.cache.families import SLIDING_WINDOW
from tests.family_folders import family

LENGTHS = [16, 40]  # both past the tiny window of 8


def _model(name: str):
    fam = family(name)
    torch.manual_seed(7)
    return getattr(transformers, fam.model_class)(fam.make_config()).eval()


@pytest.fixture(scope="module")
def ids():
    return torch.randint(3, 128, (1, 400), generator=torch.Generator().manual_seed(0))


@pytest.fixture(scope="module", params=["qwen3_5_moe", "gemma3", "mistral", "gemma4"])
def measured(request, ids):
    model = _model(request.param)
    return request.param, model, measure_memory(model, ids, parse_settings("q8_0,q4_0"), LENGTHS, chunk=16)


def test_each_layer_type_grows_as_it_should(measured):
    name, model, table = measured
    for setting in table.settings:
        short, long = (table.cell(setting, n) for n in LENGTHS)
        for layer_type, row in long.by_type.items():
            before = short.by_type[layer_type]
            if layer_type == "full_attention":
                assert row["stored_tokens"] == 40 and row["kv_bytes"] * 16 == before["kv_bytes"] * 40
            elif layer_type == "sliding_attention":
                assert row["stored_tokens"] == before["stored_tokens"] == SLIDING_WINDOW - 1
                assert row["kv_bytes"] == before["kv_bytes"] > 0 and row["sliding_window"] == SLIDING_WINDOW
            elif layer_type == "linear_attention":
                assert row["state_bytes"] == before["state_bytes"] > 0 and row["kv_bytes"] == 0
            else:
                assert row["kv_bytes"] == row["state_bytes"] == 0
        assert long.total_bytes == sum(r["kv_bytes"] + r["state_bytes"] for r in long.by_type.values())
        assert long.state_bytes == sum(r["state_bytes"] for r in long.by_type.values())


def test_only_kv_shrinks_with_the_setting(measured):
    name, model, table = measured
    ordinary, q8 = table.cell("ordinary", 40), table.cell("q8_0", 40)
    assert q8.confirmed and q8.effective_setting == "q8_0"
    for layer_type, row in q8.by_type.items():
        ref = ordinary.by_type[layer_type]
        assert row["state_bytes"] == ref["state_bytes"]  # never quantized
        assert row["kv_bytes"] * 32 == ref["kv_bytes"] * 8.5  # float32 -> 8.5 bits per value
    # the ratio of the whole cache counts the constant state on both sides
    assert q8.ratio_to_ordinary == q8.total_bytes / ordinary.total_bytes


@pytest.mark.parametrize("name", ["gemma3", "mistral", "qwen3_5_moe"])
@pytest.mark.parametrize("setting", ["ordinary", "q8_0"])
def test_cost_groups_predict_the_bytes_at_other_lengths(ids, name, setting):
    model = _model(name)
    cost = measure_cache_cost(model, setting, ids)
    assert cost.groups
    for n in (3, SLIDING_WINDOW - 1, 100):
        cache = make_cache(setting, model.config)
        with torch.no_grad():
            model(ids[:, :n], cache=cache, use_cache=True, logits_to_keep=1)
        report = describe(cache)
        assert cost.bytes_at(n) == report.total_bytes + report.state_bytes, (name, setting, n)
    caps = {g.layer_type: g.cap_tokens for g in cost.groups}
    assert caps.get("sliding_attention", SLIDING_WINDOW - 1) == SLIDING_WINDOW - 1
    assert caps.get("full_attention") is None and caps.get("linear_attention") is None
