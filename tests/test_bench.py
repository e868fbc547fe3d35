"""kvtrial bench on the tiny model: rows, warm-up apart, fresh caches, ratios, not-applicable rows,
memory peaks per row."""

from __future__ import annotations

import os
import time
from types import SimpleNamespace

import pytest
import torch

from kvtrial.backends import ModelHandles, get_backend, torch_session
from kvtrial.backends.transformers_engine import handle_of
from kvtrial.bench import BenchCase, BenchStatus, bench, parse_depths, resolve_cases, slice_starts, summarize
from kvtrial.bench_markdown import markdown_table
from kvtrial.errors import KvtrialError
from kvtrial.memory import nvml as nvml_monitor
from kvtrial.memory.readings import CUDA_ALLOCATOR_SOURCE, NO_ALLOCATOR_SOURCE
from kvtrial.verdicts.sizes import format_size
from tests.memory.test_peaks import touch_fresh_pages
from tests.tolerances import assert_close_to_scale

GiB, MiB = 2**30, 2**20

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


def test_a_backend_asked_for_that_takes_no_setting_is_an_error_not_a_silent_drop():
    # transformers-quanto's ordinary cache is native's (deduplicated), so without the error it would yield no rows
    with pytest.raises(KvtrialError, match="--backend transformers-quanto takes none of the cache settings") as err:
        resolve_cases(["native", "transformers-quanto"], ["q8_0"])
    assert "quanto-int4" in str(err.value)  # the error lists what the backend does take


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
    assert len(timed) == 3 * 2 * 2 * 2 and all(r.status is BenchStatus.OK and r.tokens_per_s > 0 for r in timed)
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
    # every decode step and prompt chunk is kept, and a candidate's ratio carries its paired interval
    assert all(len(r.pieces_ns) == (4 if r.test == "tg4" else 1) and r.seconds == sum(r.pieces_ns) * 1e-9
               for r in timed)
    tg = summaries[("fp8", "tg4", 64)]
    assert tg.interval is not None and tg.interval.pairs == 2 and tg.interval.pieces == 4
    assert tg.interval.low <= tg.interval.estimate <= tg.interval.high and "[" in tg.ratio_text()
    assert summaries[("ordinary", "tg4", 64)].interval is None  # not compared with itself


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
    assert by[("hqq-int4", "pp8")].status is BenchStatus.NOT_APPLICABLE and "not installed" in by[("hqq-int4", "pp8")].reason
    bad = by[("q8_0", "tg2")]
    assert bad.status is BenchStatus.INVALID_COMPARISON and "'q4_0'" in bad.reason
    summaries = {(s.setting, s.test): s for s in summarize(rows)}
    assert summaries[("q8_0", "tg2")].ratio is None and summaries[("q8_0", "tg2")].status is BenchStatus.INVALID_COMPARISON


def test_bench_refuses_short_text(tiny_model):
    with pytest.raises(KvtrialError, match="needs"):
        bench(ModelHandles.of(handle_of(tiny_model)), [BenchCase("native", "ordinary")], TOKENS[:50], [64], 32, 4, 1)


def _decode_cache_keys(session, contexts, firsts, n):
    timed = session.time_decode_batch(contexts, firsts, n)
    return timed, [layer.keys.clone() for layer in session._cache.layers]


def test_batched_decode_advances_every_row_as_its_own_sequence(tiny_model):
    """A batch of 2 holds, row by row, what each sequence alone holds: every step advanced both rows."""
    backend = get_backend("native")
    session = backend.open(handle_of(tiny_model), backend.parse("ordinary"))
    contexts, firsts = [TOKENS[:24], TOKENS[100:124]], [TOKENS[24], TOKENS[124]]
    timed, batched = _decode_cache_keys(session, contexts, firsts, 5)
    assert timed.tokens == 2 * 5 and timed.filled.kv_bytes * (24 + 5) == timed.after.kv_bytes * 24
    for row in (0, 1):
        alone, single = _decode_cache_keys(session, [contexts[row]], [firsts[row]], 5)
        assert alone.tokens == 5 and alone.after.kv_bytes * 2 == timed.after.kv_bytes
        for b, s in zip(batched, single, strict=True):
            assert_close_to_scale(b[row : row + 1], s)
    prefill = session.time_prefill_batch(contexts, [TOKENS[24:32], TOKENS[124:132]])
    assert prefill.tokens == 16 and prefill.after.report["tokens"] == 24 + 8
    with pytest.raises(ValueError, match="equal lengths"):
        session.time_decode_batch([TOKENS[:24], TOKENS[:23]], firsts, 2)
    with pytest.raises(ValueError, match="one context per row"):
        session.time_decode_batch(contexts, firsts[:1], 2)
    session.close()


def test_bench_batch_counts_every_sequence_and_compares_within_a_batch(tiny_model, monkeypatch):
    fp8 = get_backend("transformers-fp8")
    real_open = fp8.open

    def one_at_a_time(*args, **kwargs):  # an engine that decodes one sequence at a time (as llama.cpp)
        session = real_open(*args, **kwargs)
        session.max_batch = 1
        return session

    monkeypatch.setattr(fp8, "open", one_at_a_time)
    handles = ModelHandles.of(handle_of(tiny_model))
    cases = [BenchCase("native", "ordinary"), BenchCase("native", "q4_0"), BenchCase("transformers-fp8", "fp8")]
    single = bench(handles, cases, TOKENS, depths=[16], n_prompt=8, n_gen=3, repeats=2, warmup=False)
    pair = bench(handles, cases, TOKENS, depths=[0, 16], n_prompt=8, n_gen=3, repeats=2, batch=2)
    assert {r.batch for r in single} == {1} and {r.batch for r in pair} == {2}
    assert {r.device for r in pair} == {"cpu"}
    timed = [r for r in pair if r.status is BenchStatus.OK and not r.warmup]
    assert timed and all(r.tokens == 2 * (8 if r.test == "pp8" else 3) for r in timed)
    # each of the 2 rows holds depth + its own tokens of the test (the report counts one row's length)
    assert all(r.tokens_after == r.depth + r.tokens // 2 for r in timed)
    refused = [r for r in pair if r.setting == "fp8"]
    assert refused and all(r.status is BenchStatus.NOT_APPLICABLE and "at most 1 sequence" in r.reason for r in refused)
    summaries = {(s.setting, s.test, s.depth, s.batch): s for s in summarize(single + pair)}
    for batch in (1, 2):
        assert summaries[("ordinary", "tg3", 16, batch)].ratio == pytest.approx(1.0)
        q4 = summaries[("q4_0", "tg3", 16, batch)]
        assert q4.ratio == pytest.approx(q4.mean_tps / summaries[("ordinary", "tg3", 16, batch)].mean_tps)
    with pytest.raises(KvtrialError, match="--batch must be at least 1"):
        bench(handles, cases, TOKENS, [0], 8, 3, 1, batch=0)
    with pytest.raises(KvtrialError, match=r"3 sequences of depth 64 \+ prompt 8 need at least 74"):
        bench(handles, cases, TOKENS[:73], [64], 8, 3, 1, batch=3)


def test_slice_starts_end_to_end_else_spread_over_the_text():
    assert slice_starts(200, 50, 4) == [0, 50, 100, 150]  # the text holds every slice whole
    assert slice_starts(200, 72, 3) == [0, 64, 128]  # it does not: evenly spread, all different
    assert slice_starts(74, 72, 3) == [0, 1, 2]
    with pytest.raises(KvtrialError, match="the text has 50 tokens; depth 64 \\+ prompt 32 needs 96"):
        slice_starts(50, 96, 1, 64, 32)


def test_a_cpu_row_carries_its_own_rss_peak_with_its_source(tiny_model, monkeypatch):
    """Every row's RSS peak is positive, named, and its own: a 128 MiB spike in q8_0's fills shows in
    q8_0's rows only, also in the ordinary row that runs right after one (peaks reset per row)."""
    native = get_backend("native")
    real_open = native.open

    def open_spiky(handle, setting, **kwargs):
        session = real_open(handle, setting, **kwargs)
        if setting.canonical == "q8_0":
            real_fill = session._fill_rows

            def fill_with_spike(contexts):
                # fresh pages (a torch tensor may land in freed heap that is already resident)
                spike = touch_fresh_pages(128 * MiB)
                time.sleep(0.03)  # several of the sampler's 5 ms intervals
                spike.close()
                real_fill(contexts)

            session._fill_rows = fill_with_spike
        return session

    monkeypatch.setattr(native, "open", open_spiky)
    cases = [BenchCase("native", "ordinary"), BenchCase("native", "q8_0")]
    rows = bench(ModelHandles.of(handle_of(tiny_model)), cases, TOKENS, depths=[16], n_prompt=8, n_gen=2,
                 repeats=2, warmup=False)
    assert [r.setting for r in rows if r.test == "pp8"] == ["ordinary", "q8_0", "q8_0", "ordinary"]
    for r in rows:
        assert r.monitor_peak_rss_bytes > 0 and r.memory_sources["rss"].startswith("/proc/self")
        assert r.memory_sources["framework"] == NO_ALLOCATOR_SOURCE and r.peak_allocated_bytes is None
        assert r.monitor_peak_device_bytes is None and r.memory_gap is None and "nvml" not in r.memory_sources
        assert r.extra["monitor_memory"]["peak_rss_bytes"] == r.monitor_peak_rss_bytes
    spiked = [r.monitor_peak_rss_bytes for r in rows if r.setting == "q8_0"]
    plain = [r.monitor_peak_rss_bytes for r in rows if r.setting == "ordinary"]
    assert min(spiked) - max(plain) > 96 * MiB
    by = {(s.setting, s.test): s for s in summarize(rows)}
    assert by[("q8_0", "tg2")].monitor_peak_rss_bytes == max(
        r.monitor_peak_rss_bytes for r in rows if (r.setting, r.test) == ("q8_0", "tg2"))


class FakeCuda:
    """torch.cuda's allocator statistics and NVML for one device, faked: row k (k-th peak reset) reads
    allocated k GiB, reserved k+1, NVML process k+2 and device k+3 (another process holds 1 GiB)."""

    def __init__(self) -> None:
        self.resets = 0
        self.emptied = 0

    def install(self, monkeypatch: pytest.MonkeyPatch) -> None:
        cuda = torch.cuda
        monkeypatch.setattr(cuda, "synchronize", lambda device=None: None)
        monkeypatch.setattr(cuda, "empty_cache", self.empty_cache)
        monkeypatch.setattr(cuda, "reset_peak_memory_stats", self.reset_peak_memory_stats)
        monkeypatch.setattr(cuda, "max_memory_allocated", lambda device=None: self.resets * GiB)
        monkeypatch.setattr(cuda, "max_memory_reserved", lambda device=None: (self.resets + 1) * GiB)
        monkeypatch.setattr(cuda, "mem_get_info", lambda device=None: (140 * GiB - self.used(), 140 * GiB))
        monkeypatch.setattr(cuda, "get_device_properties", lambda index: SimpleNamespace(uuid="fake-uuid"))
        monkeypatch.setattr(nvml_monitor, "_load_nvml", lambda: (self, None))
        # the tiny model stays on the CPU; the session believes it is on cuda:0
        monkeypatch.setattr(torch_session, "model_device", lambda model: "cuda:0")

    def empty_cache(self) -> None:
        self.emptied += 1

    def reset_peak_memory_stats(self, device=None) -> None:
        self.resets += 1

    def used(self) -> int:
        return (self.resets + 3) * GiB

    # the pynvml calls NvmlMonitor makes
    def nvmlDeviceGetHandleByUUID(self, uuid: str) -> str:
        return uuid

    def nvmlDeviceGetMemoryInfo(self, handle: str) -> SimpleNamespace:
        return SimpleNamespace(used=self.used(), total=140 * GiB, free=140 * GiB - self.used())

    def nvmlDeviceGetComputeRunningProcesses(self, handle: str) -> list[SimpleNamespace]:
        return [SimpleNamespace(pid=os.getpid(), usedGpuMemory=(self.resets + 2) * GiB),
                SimpleNamespace(pid=os.getpid() + 1, usedGpuMemory=GiB)]


def test_a_cuda_row_carries_allocator_and_nvml_peaks_and_their_gap(tiny_model, monkeypatch):
    fake = FakeCuda()
    fake.install(monkeypatch)
    cases = [BenchCase("native", "ordinary"), BenchCase("native", "q8_0")]
    rows = bench(ModelHandles.of(handle_of(tiny_model)), cases, TOKENS, depths=[16], n_prompt=8, n_gen=2,
                 repeats=2, warmup=False, empty_pool=True)
    assert len(rows) == 8 and fake.resets == fake.emptied == 8  # each row: pool given back, peaks reset
    for r in rows:
        assert r.device == "cuda:0" and r.status is BenchStatus.OK
        assert r.monitor_peak_device_bytes - r.peak_reserved_bytes == 2 * GiB
        assert (r.peak_reserved_bytes - r.peak_allocated_bytes, r.monitor_peak_process_bytes - r.peak_reserved_bytes) \
            == (GiB, GiB)
        assert r.memory_gap == {"process_beyond_reserved_bytes": GiB, "device_beyond_process_bytes": GiB,
                                "device_beyond_reserved_bytes": 2 * GiB}
        assert r.memory_sources["framework"] == CUDA_ALLOCATOR_SOURCE
        assert r.memory_sources["nvml"].startswith("NVML") and r.memory_sources["rss"].startswith("/proc/self")
        monitor = r.extra["monitor_memory"]
        assert monitor["source"].startswith("/proc/self") and monitor["device_used_source"].startswith("cudaMemGetInfo")
        assert r.monitor_peak_rss_bytes > 0
    # each row read its own peaks: the k-th row after the k-th reset
    assert [r.peak_allocated_bytes for r in rows] == [k * GiB for k in range(1, 9)]
    summaries = summarize(rows)
    ordinary_tg = next(s for s in summaries if (s.setting, s.test) == ("ordinary", "tg2"))
    tg_rows = [r for r in rows if (r.setting, r.test) == ("ordinary", "tg2")]
    assert ordinary_tg.monitor_peak_device_bytes == max(r.monitor_peak_device_bytes for r in tg_rows)
    assert ordinary_tg.device_beyond_reserved_bytes == 2 * GiB
    table = markdown_table([{"kind": "run", **r.to_dict()} for r in rows] +
                           [{"kind": "summary", **s.to_dict()} for s in summaries])
    assert "| allocated peak | reserved peak | NVML device peak | NVML process peak | NVML − reserved |" in table
    line = next(x for x in table.splitlines() if "| ordinary | tg2 | 16 |" in x)
    expected = [format_size(getattr(ordinary_tg, name)) for name in (
        "monitor_peak_rss_bytes", "peak_allocated_bytes", "peak_reserved_bytes", "monitor_peak_device_bytes",
        "monitor_peak_process_bytes")]
    assert " | ".join([*expected, "+2 GiB", "ok"]) in line
    assert "- nvml: NVML" in table and f"- framework: {CUDA_ALLOCATOR_SOURCE}" in table


def test_keep_fill_starts_every_run_at_a_depth_from_one_fill(tiny_model, monkeypatch):
    cases = [BenchCase("native", "ordinary"), BenchCase("native", "q8_0")]
    fills = []
    original = torch_session.TorchSession.fill_once

    def counted(self, contexts, start=None):
        fills.append((self.setting.canonical, len(contexts[0]), None if start is None else start.length))
        return original(self, contexts, start)

    monkeypatch.setattr(torch_session.TorchSession, "fill_once", counted)
    handles = ModelHandles.of(handle_of(tiny_model))
    kept = bench(handles, cases, TOKENS, depths=[0, 32, 64], n_prompt=8, n_gen=3, repeats=2, keep_fill=True)
    # one fill per setting and depth above 0, each deeper one extending the last
    assert sorted(fills) == sorted([(c.setting, 32, None) for c in cases] + [(c.setting, 64, 32) for c in cases])
    fresh = bench(handles, cases, TOKENS, depths=[0, 32, 64], n_prompt=8, n_gen=3, repeats=2)
    timed = [r for r in kept if not r.warmup]
    assert all(r.status is BenchStatus.OK and r.fill_kept == (r.depth > 0) for r in timed)
    assert all(not r.fill_kept for r in fresh)
    # the same depth, tokens and stored bytes as runs that fill for themselves
    key = lambda r: (r.setting, r.test, r.depth, r.repeat)  # noqa: E731
    by_fresh = {key(r): r for r in fresh}
    for r in timed:
        other = by_fresh[key(r)]
        assert (r.tokens_after, r.kv_bytes_at_depth, r.kv_bytes_after) == \
            (other.tokens_after, other.kv_bytes_at_depth, other.kv_bytes_after)


def test_keep_fill_fills_per_run_where_the_cache_cannot_be_copied(tiny_model, monkeypatch):
    from kvtrial.backends.transformers_engine import TransformersEngine

    monkeypatch.delattr(TransformersEngine, "copy_cache")  # an engine without a copy, as llama.cpp
    cases = [BenchCase("native", "q8_0")]
    rows = bench(ModelHandles.of(handle_of(tiny_model)), cases, TOKENS, depths=[32], n_prompt=0, n_gen=2, repeats=1,
                 keep_fill=True, warmup=False)
    assert rows and all(r.status is BenchStatus.OK and not r.fill_kept and r.tokens_after == 34 for r in rows)
    session = get_backend("native").open(tiny_model, get_backend("native").parse("q8_0"))
    with pytest.raises(KvtrialError, match="cannot copy its cache"):
        session.fill_once([TOKENS[:32]])


def test_a_row_says_which_path_its_decode_steps_took():
    from transformers import LlamaForCausalLM

    from kvtrial.cache.attention import use_kvtrial_attention
    from tests.conftest import tiny_llama_config

    torch.manual_seed(0)
    cases = [BenchCase("native", "ordinary"), BenchCase("native", "q8_0"), BenchCase("native", "turbo4:window=16")]
    paths = {}
    for attention in ("sdpa", "kvtrial"):
        model = LlamaForCausalLM(tiny_llama_config()).eval()
        if attention == "kvtrial":
            use_kvtrial_attention(model)
        rows = bench(ModelHandles.of(handle_of(model)), cases, TOKENS, depths=[32], n_prompt=0, n_gen=3, repeats=1,
                     warmup=False)
        paths[attention] = {r.setting: (r.decode_path, r.kernel_build) for r in rows}
    assert paths["sdpa"]["ordinary"] == paths["kvtrial"]["ordinary"] == (None, None)  # transformers' cache: no record
    assert paths["sdpa"]["q8_0"] == ("torch", None)  # SDPA cannot take packed reads: the fallback, said
    path, build = paths["kvtrial"]["q8_0"]
    assert path == "kernel" and build and build.startswith("C ")
    assert paths["sdpa"]["turbo4:window=16"] == ("torch", None)
    assert paths["kvtrial"]["turbo4:window=16"] == paths["kvtrial"]["q8_0"]  # the window read beside the codes


@pytest.mark.parametrize("choice", ["1", "0"])
def test_a_prompt_row_says_which_path_its_chunks_took(monkeypatch, choice):
    from transformers import LlamaForCausalLM

    from kvtrial.cache.attention import use_kvtrial_attention
    from kvtrial.cache.kernels.prefill_policy import PREFILL_ENV
    from tests.conftest import tiny_llama_config

    monkeypatch.setenv(PREFILL_ENV, choice)  # the policy decided here, so every build gives the same answer
    torch.manual_seed(0)
    model = LlamaForCausalLM(tiny_llama_config()).eval()
    use_kvtrial_attention(model)
    rows = bench(ModelHandles.of(handle_of(model)), [BenchCase("native", "q8_0")], TOKENS, depths=[32], n_prompt=8,
                 n_gen=0, repeats=1, warmup=False)
    row = next(r for r in rows if r.setting == "q8_0")
    if choice == "1":
        assert (row.chunk_path, row.chunk_reason) == ("kernel", "")
    else:
        assert row.chunk_path == "torch" and PREFILL_ENV in row.chunk_reason


def test_a_row_reads_back_how_many_decode_steps_scored_keys_in_int8():
    from transformers import LlamaForCausalLM

    from kvtrial.cache.attention import use_kvtrial_attention
    from tests.conftest import tiny_llama_config

    torch.manual_seed(0)
    model = LlamaForCausalLM(tiny_llama_config()).eval()
    use_kvtrial_attention(model)
    rows = bench(ModelHandles.of(handle_of(model)), [BenchCase("native", "q8_0"), BenchCase("native", "q8_0:qdot=int8")],
                 TOKENS, depths=[32], n_prompt=0, n_gen=4, repeats=1, warmup=False)
    steps = {r.setting: (r.int8_key_steps, r.int8_key_path) for r in rows if r.test.startswith("tg")}
    assert steps["q8_0"] == (0, None)
    int8_steps, int8_path = steps["q8_0:qdot=int8"]
    # four decode steps of every layer (the prompt's chunks keep float scores), on the path this CPU's build takes
    assert int8_steps == 4 * model.config.num_hidden_layers and int8_path and int8_path.startswith("C "), steps
