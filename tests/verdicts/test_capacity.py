"""A run's capacity table from its records alone (kvtrial.verdicts.capacity): cost lines read from the rows."""

from __future__ import annotations

import math
from dataclasses import replace

import pytest
import torch

from kvtrial.memory.activations import ActivationEstimate
from kvtrial.memory.capacity import capacity_table
from kvtrial.memory.costs import ROWS_ONE_LINE
from kvtrial.records import CacheReport
from kvtrial.records.row import Row, RowStatus
from kvtrial.verdicts.capacity import capacity_table_from_run, costs_from_rows


def _row(branch, tokens_in, tokens_out, kv, status=RowStatus.OK, warmup=False):
    return Row("r", "c", f"in{tokens_in}", "s", branch, "native", 0, 0, warmup, status, input_tokens=tokens_in,
               output_tokens=tokens_out, effective_cache="q8_0" if branch == "q8_0" else "ordinary",
               cache_confirmed=True, kv_bytes=kv)


def test_costs_from_a_runs_rows():
    # the cache of a request holds input + output - 1 tokens (the last new token is not fed back)
    rows = [_row("ordinary", 100, 10, 109 * 2048), _row("ordinary", 500, 12, 511 * 2048),
            _row("q8_0", 100, 10, 109 * 544 + 64), _row("q8_0", 900, 20, 919 * 544 + 64),
            _row("q8_0", 50, 1, 1, warmup=True), _row("q8_0", 70, 0, None, status="oom")]
    costs = {c.setting: c for c in costs_from_rows(rows, {"ordinary": "ordinary", "q8_0": "q8_0", "none": "q4_0"})}
    assert set(costs) == {"ordinary", "q8_0"}  # a branch without ok rows has no cost
    assert costs["ordinary"].bytes_per_token == 2048 and costs["ordinary"].fixed_bytes == 0
    assert costs["q8_0"].bytes_per_token == 544 and costs["q8_0"].fixed_bytes == 64
    assert costs["q8_0"].lengths == (109, 919) and costs["q8_0"].confirmed
    assert costs["q8_0"].method == ROWS_ONE_LINE  # these rows carry no cache report per layer type


def _family_model(name):
    import transformers

    from tests.cache.families import FAMILIES

    family = next(f for f in FAMILIES if f.name == name)
    torch.manual_seed(0)
    return getattr(transformers, family.model_class)(family.make_config()).eval()


def _run_rows(model, setting, lengths, typed=True):
    """A run's ok rows as the worker writes them: each request's cache read back by the backend
    (`NativeBackend.effective`, its report per layer type in `cache_report`), through JSON as rows are stored."""
    import json

    from kvtrial.backends.native import NativeBackend
    from kvtrial.cache import make_cache

    rows = []
    for n in lengths:
        cache = make_cache(setting, model.config)
        with torch.no_grad():
            model(torch.randint(3, 120, (1, n), generator=torch.Generator().manual_seed(n)), cache=cache,
                  use_cache=True, logits_to_keep=1)
        effective = NativeBackend().effective(cache)
        report = json.loads(json.dumps(effective.report)) if typed else None
        # output 1: the cache held input + output - 1 = n tokens
        rows.append(Row("r", "c", f"in{n}", "s", setting, "native", 0, 0, False, RowStatus.OK, input_tokens=n, output_tokens=1,
                        effective_cache=effective.setting, cache_confirmed=effective.confirmed,
                        kv_bytes=effective.kv_bytes,
                        cache_report=CacheReport.from_dict(report) if report is not None else None))
    return rows


def _stored(model, setting, n):
    """KV and state bytes a fresh cache holds after n tokens, as describe() reads them."""
    from kvtrial.cache import describe, make_cache

    cache = make_cache(setting, model.config)
    with torch.no_grad():
        model(torch.randint(3, 120, (1, n), generator=torch.Generator().manual_seed(n)), cache=cache, use_cache=True,
              logits_to_keep=1)
    report = describe(cache)
    return report.total_bytes + report.state_bytes


@pytest.mark.parametrize("lengths", [(5, 20, 40), (20, 40)], ids=["below-and-past-the-window", "past-the-window"])
@pytest.mark.parametrize("setting", ["ordinary", "q8_0"])
def test_rows_with_layer_types_give_a_line_per_type_capped_at_the_window(setting, lengths):
    from kvtrial.memory.costs import ROWS_PER_TYPE
    from tests.cache.families import SLIDING_WINDOW

    model = _family_model("gemma3")  # two sliding layers (window 8), one full
    (cost,) = costs_from_rows(_run_rows(model, setting, lengths), {setting: setting})
    assert cost.method == ROWS_PER_TYPE
    caps = {g.layer_type: g.cap_tokens for g in cost.groups}
    assert caps == {"sliding_attention": SLIDING_WINDOW - 1, "full_attention": None}
    for n in (3, SLIDING_WINDOW - 1, 12, 64):  # read off the lines, against fresh caches at lengths not in the rows
        assert cost.bytes_at(n) == _stored(model, setting, n)
    act = ActivationEstimate(512, 0.0, 0.0, "test")
    plan = capacity_table(10**7, 0, 0, "given", act, [cost], 10**6)
    (row,) = plan.rows
    assert plan.kv_method == ROWS_PER_TYPE and "stops growing at 7 tokens" in row.note
    full = next(g for g in cost.groups if g.cap_tokens is None)
    # past the window only the full-attention layer grows: the longest fit is on its slope alone
    assert cost.bytes_per_token == full.bytes_per_token
    assert row.limited_by == "memory"
    assert row.max_context == math.floor((10**7 - cost.fixed_bytes) / full.bytes_per_token)


def test_rows_with_a_constant_state_count_it():
    from kvtrial.memory.costs import ROWS_PER_TYPE

    model = _family_model("qwen3_5_moe")  # three linear-attention layers, one full
    (cost,) = costs_from_rows(_run_rows(model, "q8_0", (6, 30)), {"q8_0": "q8_0"})
    state = next(g for g in cost.groups if g.layer_type == "linear_attention")
    assert cost.method == ROWS_PER_TYPE and state.bytes_per_token == 0 and state.fixed_bytes > 0
    assert cost.bytes_at(17) == _stored(model, "q8_0", 17)


def test_rows_without_layer_types_keep_one_line():
    from kvtrial.memory.costs import ROWS_ONE_LINE

    model = _family_model("gemma3")
    rows = _run_rows(model, "q8_0", (20, 40), typed=False)
    (cost,) = costs_from_rows(rows, {"q8_0": "q8_0"})
    assert cost.method == ROWS_ONE_LINE and cost.groups == ()
    # the line through the two totals, as before the breakdown was read
    assert cost.bytes_per_token == (rows[1].kv_bytes - rows[0].kv_bytes) / 20
    typed = costs_from_rows(_run_rows(model, "q8_0", (20, 40)), {"q8_0": "q8_0"})[0]
    plan = capacity_table(10**9, 0, 0, "given", ActivationEstimate(512, 0.0, 0.0, "test"), [cost, replace(typed,
                       setting="q8_0 typed")], 10**6)
    assert plan.kv_method == f"q8_0: {ROWS_ONE_LINE}; q8_0 typed: {typed.method}"


def test_a_runs_table_reads_its_rows_and_the_config_it_is_given():
    """No model load: weights and dtype from the rows' estimates, runtime from their resident memory, the
    activations and the model limit from the config the caller read."""
    from transformers import LlamaConfig

    from kvtrial.records.peak_estimate import PeakEstimate
    from tests.verdicts.conftest import make_cell, make_run

    estimate = PeakEstimate(weights=500_000_000, kv_cache=0, activations=0, total=500_000_000, dtype_bytes=4)
    run = make_run(make_cell(ord_kw={"estimate": estimate}, cand_kw={"estimate": estimate}))
    config = LlamaConfig(hidden_size=64, intermediate_size=128, num_attention_heads=4, num_key_value_heads=2,
                         num_hidden_layers=2, vocab_size=256, max_position_embeddings=4096)
    table = capacity_table_from_run(run, 2**30, config)
    assert table is not None and table.weights_bytes == 500_000_000 and table.runtime_bytes == 200_000_000
    assert table.model_max_context == 4096 and table.activations.chunk_tokens == 512
    by = {r.setting: r for r in table.rows}
    # the rows' kv bytes: 46080 per token ordinary, a quarter of it for q8_0 (tests.verdicts.conftest)
    assert by["ordinary"].cost is not None and by["ordinary"].cost.bytes_per_token == pytest.approx(46080, rel=1e-3)
    assert by["q8_0"].cost is not None and by["q8_0"].cost.bytes_per_token == pytest.approx(11520, rel=1e-3)
    assert by["q8_0"].max_context >= by["ordinary"].max_context
    assert capacity_table_from_run(make_run(make_cell()), 2**30, config) is None  # no estimate in the rows
