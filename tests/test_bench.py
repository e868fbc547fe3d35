"""kvtrial bench on the tiny model: rows, warm-up apart, fresh caches, ratios, not-applicable rows."""

from __future__ import annotations

import pytest
import torch

from kvtrial.backends import ModelHandles, get_backend
from kvtrial.backends.transformers_engine import handle_of
from kvtrial.bench import BenchCase, bench, parse_depths, resolve_cases, summarize
from kvtrial.errors import KvtrialError
from kvtrial.protocol.rows import INVALID_COMPARISON, NOT_APPLICABLE, OK

TOKENS = [int(t) for t in torch.randint(3, 256, (200,), generator=torch.Generator().manual_seed(3))]


def test_resolve_cases_routes_settings_and_adds_ordinary():
    cases = resolve_cases(["native", "transformers-quanto", "transformers-fp8"], ["q8_0", "quanto-int4", "fp8"])
    assert cases == [
        BenchCase("native", "ordinary"),  # one DynamicCache reference for the transformers engine
        BenchCase("native", "q8_0"),
        BenchCase("transformers-quanto", "quanto-int4"),
        BenchCase("transformers-fp8", "fp8"),
    ]
    with pytest.raises(KvtrialError, match="no selected backend takes cache setting 'hqq-int4'"):
        resolve_cases(["native"], ["hqq-int4"])
    with pytest.raises(KvtrialError, match="Did you mean 'llama.cpp'"):
        resolve_cases(["llama.cp"], [])


def test_parse_depths():
    assert parse_depths("0,1024, 4096") == [0, 1024, 4096]
    for bad in ("", "a,1", "-1"):
        with pytest.raises(KvtrialError):
            parse_depths(bad)


def test_bench_rows_and_ratios(tiny_model):
    cases = [BenchCase("native", "ordinary"), BenchCase("native", "q4_0"), BenchCase("transformers-fp8", "fp8")]
    rows = bench(ModelHandles.of(handle_of(tiny_model)), cases, TOKENS, depths=[0, 64], n_prompt=32, n_gen=4, repeats=2)
    warm = [r for r in rows if r.warmup]
    assert len(warm) == 3 * 2 and all(r.depth == 0 and r.repeat == -1 for r in warm)
    timed = [r for r in rows if not r.warmup]
    assert len(timed) == 3 * 2 * 2 * 2 and all(r.status == OK and r.tokens_per_s > 0 for r in timed)
    # each run starts from a fresh cache: the tokens it ends with are depth + the test's tokens
    for r in timed:
        assert r.tokens_after == r.depth + r.tokens
        assert (r.kv_bytes_at_depth > 0) == (r.depth > 0)
    # the order of settings rotates between repeats
    firsts = [next(r.setting for r in timed if r.depth == 0 and r.repeat == rep) for rep in (0, 1)]
    assert firsts[0] != firsts[1]
    summaries = {(s.setting, s.test, s.depth): s for s in summarize(rows)}
    assert summaries[("ordinary", "tg4", 64)].ratio == pytest.approx(1.0)
    fp8 = summaries[("fp8", "pp32", 64)]
    assert fp8.runs == 2 and fp8.std_tps is not None and fp8.ratio == pytest.approx(
        fp8.mean_tps / summaries[("ordinary", "pp32", 64)].mean_tps)


def test_unsupported_and_unconfirmed_settings_are_rows_not_crashes(tiny_model, monkeypatch):
    hqq = get_backend("transformers-hqq")
    monkeypatch.setattr(hqq, "module", "kvtrial_no_such_module")
    cases = [BenchCase("native", "ordinary"), BenchCase("transformers-hqq", "hqq-int4"),
             BenchCase("native", "q8_0")]
    native = get_backend("native")
    real_new_cache = native.new_cache
    # a cache that silently ignores the setting: asked for q8_0, gets q4_0
    monkeypatch.setattr(native, "new_cache",
                        lambda s, m: real_new_cache(native.parse("q4_0") if s.canonical == "q8_0" else s, m))
    rows = bench(ModelHandles.of(handle_of(tiny_model)), cases, TOKENS, depths=[16], n_prompt=8, n_gen=2, repeats=1, warmup=False)
    by = {(r.setting, r.test): r for r in rows}
    assert by[("hqq-int4", "pp8")].status == NOT_APPLICABLE and "not installed" in by[("hqq-int4", "pp8")].reason
    bad = by[("q8_0", "tg2")]
    assert bad.status == INVALID_COMPARISON and "'q4_0'" in bad.reason
    summaries = {(s.setting, s.test): s for s in summarize(rows)}
    assert summaries[("q8_0", "tg2")].ratio is None and summaries[("q8_0", "tg2")].status == INVALID_COMPARISON


def test_bench_refuses_short_text(tiny_model):
    with pytest.raises(KvtrialError, match="needs"):
        bench(ModelHandles.of(handle_of(tiny_model)), [BenchCase("native", "ordinary")], TOKENS[:50], [64], 32, 4, 1)
