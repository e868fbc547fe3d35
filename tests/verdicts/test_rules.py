from __future__ import annotations

from kvtrial.records.placement import Placement, PlacementMode
from kvtrial.records.row import RowStatus
from kvtrial.verdicts import rules
from kvtrial.verdicts.assessment import assess
from kvtrial.verdicts.rules import CLAIM_WORDS, compare_run


def _has_claim(text: str) -> list[str]:
    return [w for w in CLAIM_WORDS if w in text.lower()]


def _only(verdicts, candidate="q8_0"):
    (v,) = [v for v in verdicts if v.candidate == candidate]
    return v


def test_clean_cell_claims_with_spread(cell_factory):
    decode = {"ordinary": [10.0, 10.2, 9.9], "q8_0": [8.0, 8.1, 7.9]}
    rows = cell_factory(per_repeat=lambda i, b: {"decode_s": decode[b][i]})
    v = _only(compare_run(rows))
    assert v.verdict == rules.COMPARED
    kv = v.metric("kv_bytes")
    assert kv.outcome == rules.LOWER and abs(kv.ratio.median - 0.25) < 1e-9
    assert "saves 75 %" in kv.claim()
    dec = v.metric("decode")
    assert dec.outcome == rules.FASTER
    assert dec.ratio.low == min(o / c for o, c in zip(decode["ordinary"], decode["q8_0"], strict=True))
    assert dec.ratio.n == 3 and "range" in dec.claim()
    # prefill times identical in every repeat: no measurable difference
    assert v.metric("prefill").outcome == rules.NO_DIFFERENCE
    assert len(v.evidence) == 6


def test_difference_within_repeat_spread_is_no_win(cell_factory):
    decode = {"ordinary": [10.0, 12.0, 9.0], "q8_0": [9.5, 11.0, 9.2]}  # medians 10 vs 9.5, spread 3
    rows = cell_factory(per_repeat=lambda i, b: {"decode_s": decode[b][i], "generation_s": decode[b][i] + 1})
    v = _only(compare_run(rows))
    for name in ("decode", "generation"):
        m = v.metric(name)
        assert m.outcome == rules.NO_DIFFERENCE, name
        assert not _has_claim(m.claim())


def test_single_repeat_timing_makes_no_claim(cell_factory):
    rows = cell_factory(repeats=1, cand_kw={"decode_s": 5.0})
    v = _only(compare_run(rows))
    dec = v.metric("decode")
    assert dec.outcome == rules.NOT_COMPARABLE and dec.claim() == "decode: not comparable (n=1)"
    assert not _has_claim(dec.claim()) and "×" not in v.summary.split("KV cache bytes")[0]
    # the stored KV bytes are read from the tensors, not timed: one repeat suffices
    assert v.metric("kv_bytes").outcome == rules.LOWER


def test_early_stop_is_never_faster_or_leaner(cell_factory):
    rows = cell_factory(cand_kw={"output_tokens": 120, "stop_reason": "eos", "decode_s": 4.0})
    v = _only(compare_run(rows))
    assert v.verdict == rules.STOPPED_EARLY
    assert v.metrics == []
    assert not _has_claim(v.text()), v.text()
    assert "120" in v.text()


def test_stop_reason_differs_with_same_length(cell_factory):
    rows = cell_factory(cand_kw={"stop_reason": "eos"})
    assert _only(compare_run(rows)).verdict == rules.STOPPED_EARLY


def test_candidate_longer_output_is_not_compared(cell_factory):
    rows = cell_factory(ord_kw={"output_tokens": 90, "stop_reason": "eos"})
    v = _only(compare_run(rows))
    assert v.verdict == rules.LENGTHS_DIFFER and v.metrics == []
    assert not _has_claim(v.text())


def test_ordinary_oom_gives_runnability_only(cell_factory):
    rows = cell_factory(ord_kw={"status": RowStatus.OOM})
    v = _only(compare_run(rows))
    assert v.verdict == rules.RUNNABLE_ONLY_CANDIDATE
    assert v.metrics == []
    assert not _has_claim(v.text())
    assert all(":q8_0:" in e or ":ordinary:" in e for e in v.evidence) and len(v.evidence) == 6


def test_candidate_oom(cell_factory):
    v = _only(compare_run(cell_factory(cand_kw={"status": RowStatus.OOM})))
    assert v.verdict == rules.RUNNABLE_ONLY_ORDINARY and v.metrics == []


def test_invalid_comparison_rows_never_counted(cell_factory):
    rows = cell_factory(cand_kw={"status": RowStatus.INVALID_COMPARISON, "decode_s": 1.0})
    v = _only(compare_run(rows))
    assert v.verdict == rules.INVALID and v.metrics == [] and v.evidence == []
    assert len(v.excluded) == 3
    assert not _has_claim(v.text())


def test_partially_invalid_cell_counts_only_valid_pairs(cell_factory):
    rows = cell_factory(per_repeat=lambda i, b: (
        {"status": RowStatus.INVALID_COMPARISON} if (b == "q8_0" and i == 0) else {}))
    v = _only(compare_run(rows))
    assert v.verdict == rules.COMPARED
    assert v.metric("kv_bytes").ratio.n == 2
    assert "in1024-out256:q8_0:r0" in v.excluded


def test_ok_row_whose_setting_did_not_take_effect_is_excluded(cell_factory):
    rows = cell_factory(cand_kw={"effective_cache": "f32"})
    v = _only(compare_run(rows))
    assert v.verdict == rules.INVALID
    assert "requested 'q8_0'" in v.text()
    rows = cell_factory(cand_kw={"cache_confirmed": False})
    assert _only(compare_run(rows)).verdict == rules.INVALID


def test_empty_run_is_pending(cell_factory):
    verdicts = compare_run([], cells=["in1024-out256", "in4096-out256"])
    assert [v.verdict for v in verdicts] == [rules.PENDING, rules.PENDING]
    assert all(not _has_claim(v.text()) for v in verdicts)


def test_missing_candidate_rows_is_pending(cell_factory):
    rows = cell_factory(cell="in1024-out256") + [
        r for r in cell_factory(cell="in4096-out256") if r.branch == "ordinary"]
    verdicts = {v.cell_id: v for v in compare_run(rows)}
    assert verdicts["in4096-out256"].verdict == rules.PENDING
    assert verdicts["in1024-out256"].verdict == rules.COMPARED


def test_not_run_cell_is_pending_with_reason(cell_factory):
    rows = cell_factory(ord_kw={"status": RowStatus.NOT_RUN, "error": "input + output 9216 > context 8192"},
                        cand_kw={"status": RowStatus.NOT_RUN, "error": "input + output 9216 > context 8192"})
    v = _only(compare_run(rows))
    assert v.verdict == rules.PENDING and "context 8192" in v.text()


def test_inputs_differ(cell_factory):
    rows = cell_factory(cand_kw={"input_tokens": 1000})
    assert _only(compare_run(rows)).verdict == rules.INPUTS_DIFFER


def test_warmup_rows_are_ignored(cell_factory, row_factory):
    rows = cell_factory() + [row_factory(branch="q8_0", repeat=0, warmup=True, output_tokens=3, stop_reason="eos")]
    assert _only(compare_run(rows)).verdict == rules.COMPARED


def test_cells_sorted_numerically(cell_factory):
    rows = cell_factory(cell="in4096-out256") + cell_factory(cell="in1024-out1024") + cell_factory(cell="in1024-out256")
    assert [v.cell_id for v in compare_run(rows)] == ["in1024-out256", "in1024-out1024", "in4096-out256"]


def test_planned_candidate_without_rows_is_pending(cell_factory, run_factory):
    run = run_factory([r for r in cell_factory() if r.branch == "ordinary"], planned_branches=["ordinary", "q8_0"],
                      planned_cells=["in1024-out256", "in4096-out256"])
    verdicts = assess(run).cells
    assert [(v.cell_id, v.candidate, v.verdict) for v in verdicts] == [
        ("in1024-out256", "q8_0", rules.PENDING), ("in4096-out256", "q8_0", rules.PENDING)]
    assert run.candidates == ["q8_0"]


def test_early_stop_in_any_repeat_names_the_cell(cell_factory):
    rows = cell_factory(per_repeat=lambda i, b: (
        {"output_tokens": 100, "stop_reason": "eos"} if (b == "q8_0" and i == 0) else
        {"output_tokens": 300, "stop_reason": "eos", "output_budget": 400} if (b == "q8_0" and i == 1) else {}))
    v = _only(compare_run(rows))
    assert v.verdict == rules.STOPPED_EARLY and len(v.notes) == 2


def _cold_first_ledger(tmp_path):
    """The demo's case as the runner records it: a short-sample cell, one unwarmed request per branch
    (ordinary first, served by a cold worker: decode 3.0 s, the same request 1.2 s once warm), then a
    matrix cell with one warm-up per branch and three alternating repeats."""
    from kvtrial.protocol.ledger import Ledger
    from kvtrial.records.row import request_key
    from tests.verdicts.conftest import make_row

    ledger = Ledger.open(tmp_path / "proj")
    ledger.add_registration("cfg1", {"model": {"id": "smollm2-135m", "revision": "ab12cd34"}}, {}, None)
    ledger.create_run("run-test", "cfg1", {"requests": []}, {})
    short = "short-in256-out32"
    rows = [make_row(short, "ordinary", 0, decode_s=3.0, generation_s=3.2, sample_id="short"),
            make_row(short, "q8_0", 0, order_position=1, decode_s=0.58, generation_s=0.8, sample_id="short")]
    for branch, decode in (("ordinary", 2.9), ("q8_0", 1.3)):  # the warm-ups take the cold start
        rows.append(make_row("in1024-out256", branch, 0, warmup=True, decode_s=decode))
    for i in range(3):
        rows += [make_row("in1024-out256", "ordinary", i, decode_s=1.2 + 0.01 * i),
                 make_row("in1024-out256", "q8_0", i, decode_s=1.0 + 0.01 * i)]
    for r in rows:
        ledger.add_row(r, request_key(r.cell_id, r.branch, r.repeat, r.warmup))
    return ledger


def test_cold_first_single_request_cell_shows_no_speed_or_peak_ratio(tmp_path):
    from kvtrial.verdicts.load import load_run

    cells = {v.cell_id: v for v in assess(load_run(_cold_first_ledger(tmp_path), "run-test")).cells}
    short = cells["short-in256-out32"]
    assert short.verdict == rules.COMPARED  # lengths match; only the ratios are refused
    for name in ("prefill", "decode", "generation", "peak_rss", "peak_allocated", "peak_reserved"):
        m = short.metric(name)
        assert m.outcome == rules.NOT_COMPARABLE and m.claim() == f"{m.label}: not comparable (no warm-up / n=1)"
    assert "5.17" not in short.text() and not _has_claim(short.summary.split("KV cache bytes")[0])
    assert any("No completed warm-up" in n for n in short.notes)
    # stored KV bytes are read from the tensors, not timed: a cold worker does not change them
    assert short.metric("kv_bytes").outcome == rules.LOWER
    # the warmed cell with three repeats compares as before
    assert cells["in1024-out256"].metric("decode").outcome == rules.FASTER


def test_failed_warm_up_does_not_warm_the_branch(cell_factory):
    rows = [r if not (r.warmup and r.branch == "ordinary") else
            r.__class__(**{**r.to_dict(), "status": "crashed", "decode_s": None}) for r in
            cell_factory(per_repeat=lambda i, b: {"decode_s": 10.0 if b == "ordinary" else 5.0 + 0.1 * i})]
    v = _only(compare_run(rows))
    assert v.metric("decode").claim() == "decode: not comparable (no warm-up)"
    assert any("for ordinary" in n for n in v.notes)


def test_rows_sharing_a_device_while_running_give_no_speed_ratio(cell_factory):
    def per_repeat(i, b):
        kw = {"decode_s": 10.0 if b == "ordinary" else 5.0 + 0.1 * i}
        if i == 1:
            kw["placement"] = Placement(executor="ray", mode=PlacementMode.CONCURRENT, device="cuda:0", node_id="n1")
        return kw

    v = _only(compare_run(cell_factory(per_repeat=per_repeat)))
    assert v.metric("decode").claim() == f"decode: not comparable ({rules.SHARED_DEVICE})"
    # framework peaks are per process: a neighbour on the device does not move them
    assert v.metric("peak_allocated").outcome != rules.NOT_COMPARABLE
    serial = _only(compare_run(cell_factory(per_repeat=lambda i, b: {
        "decode_s": 10.0 if b == "ordinary" else 5.0 + 0.1 * i,
        "placement": Placement(executor="ray", mode=PlacementMode.SERIAL, device="cuda:0", node_id="n1")})))
    assert serial.metric("decode").outcome == rules.FASTER


GiB = 2**30
NVML = "NVML nvmlDeviceGetMemoryInfo / ComputeRunningProcesses, sampled on a thread"
ALLOCATOR = "CUDA allocator peaks (torch.cuda.max_memory_allocated/reserved), reset before the request"


def _gpu_sources(source=NVML, semantics=ALLOCATOR):
    return {"memory_semantics": semantics, "monitor_memory": {"source": "/proc/self", "nvml": {"source": source}}}


def test_nvml_peaks_are_compared_monitor_with_monitor(cell_factory):
    rows = cell_factory(per_repeat=lambda i, b: {
        "device": "cuda:0", **_gpu_sources(),
        "monitor_peak_device_bytes": (6 if b == "ordinary" else 3) * GiB + i * 2**20,
        "monitor_peak_process_bytes": (5 if b == "ordinary" else 2) * GiB + i * 2**20})
    v = compare_run(rows)[0]
    device, process = v.metric("peak_device"), v.metric("peak_process_gpu")
    assert device.outcome == rules.LOWER and device.ratio.median < 0.6
    assert process.outcome == rules.LOWER and process.label == "peak process GPU memory (NVML)"


def test_figures_from_different_sources_are_not_compared(cell_factory):
    """A candidate whose framework figure means something else (an engine's own buffers) or whose
    monitor reading came from another source gets no ratio for that metric."""
    rows = cell_factory(per_repeat=lambda i, b: {
        **_gpu_sources(semantics=ALLOCATOR if b == "ordinary" else "llama.cpp buffers"),
        "monitor_peak_device_bytes": 6 * GiB + i * 2**20})
    v = compare_run(rows)[0]
    for name in ("peak_allocated", "peak_reserved"):
        m = v.metric(name)
        assert m.outcome == rules.NOT_COMPARABLE and rules.MIXED_SOURCES in m.why_not
    assert v.metric("peak_device").outcome != rules.NOT_COMPARABLE  # the monitor's own source agrees
    rows = cell_factory(per_repeat=lambda i, b: {
        **_gpu_sources(source=NVML if b == "ordinary" else "another monitor"),
        "monitor_peak_device_bytes": 6 * GiB + i * 2**20})
    v = compare_run(rows)[0]
    assert v.metric("peak_device").outcome == rules.NOT_COMPARABLE and v.metric("peak_reserved").outcome != rules.NOT_COMPARABLE


def _phased(kv: int, transient: int, beyond: int, start: int = 800 * 2**20) -> dict:
    """A monitor reading with a request's phases: prefill ends holding the KV and what is held beyond it."""
    end = start + kv + beyond
    prefill = {"phase": "prefill", "start_rss_bytes": start, "peak_rss_bytes": end + transient, "end_rss_bytes": end}
    decode = {"phase": "decode", "start_rss_bytes": end, "peak_rss_bytes": end, "end_rss_bytes": end}
    return {"source": "/proc", "start_rss_bytes": start, "phases": [prefill, decode]}


def test_a_peak_difference_says_what_it_is_made_of(cell_factory):
    MiB = 2**20
    made = {"ordinary": (180 * MiB, 70 * MiB), "q8_0": (48 * MiB, 72 * MiB)}  # (KV, prefill transient)

    def per_repeat(i, b):
        kv, transient = made[b]
        monitor = _phased(kv, transient + i * MiB, 10 * MiB)
        return {"kv_bytes": kv, "monitor_memory": monitor,
                "monitor_peak_rss_bytes": max(p["peak_rss_bytes"] for p in monitor["phases"])}

    v = _only(compare_run(cell_factory(per_repeat=per_repeat)))
    added = v.metric("peak_added")
    assert added is not None and added.outcome == rules.LOWER
    assert abs(added.ratio.median - (48 + 72 + 10 + 1) / (180 + 70 + 10 + 1)) < 0.01
    (note,) = [n for n in v.notes if n.startswith("Peak added by the request")]
    assert "-130.0 MiB" in note and "KV bytes -132.0 MiB" in note and "prefill transient +2.0 MiB" in note


def _timed(steps_ms: list[float], chunks_ms: list[float] | None = None, share: float | None = 0.0) -> dict:
    """A row's per-piece times (ms) and its stage totals as their sums, with the contention read beside it."""
    steps = [int(ms * 1e6) for ms in steps_ms]
    chunks = [int(ms * 1e6) for ms in (chunks_ms or [100.0])]
    kw: dict = {"timing": {"prefill_chunks_ns": chunks, "decode_steps_ns": steps},
                "prefill_s": sum(chunks) * 1e-9, "decode_s": sum(steps) * 1e-9,
                "generation_s": (sum(chunks) + sum(steps)) * 1e-9}
    if share is not None:
        kw["contention"] = {"source": "test", "cpus": 2, "other_cpus": 2 * share, "steal_cpus": 0.0}
    return kw


def _steps(seed: int, n: int, ms: float, noise: float) -> list[float]:
    import random

    rng = random.Random(seed)
    return [ms * (1 + rng.uniform(-noise, noise)) for _ in range(n)]


def test_speed_from_every_step_is_decided_with_its_interval(cell_factory):
    """Two repeat pairs whose request totals overlap would be 'no measurable difference' by the range rule; the
    steps decide it."""
    rows = cell_factory(repeats=2, per_repeat=lambda i, b: _timed(
        _steps(10 * i + (b == "q8_0"), 64, 10.0 if b == "ordinary" else 8.0, 0.2)))
    v = _only(compare_run(rows))
    dec = v.metric("decode")
    assert dec.interval is not None and dec.outcome == rules.FASTER
    assert dec.interval.low > 1.03 and dec.interval.pieces == 64 and dec.interval.pairs == 2
    assert f"[{dec.interval.low:.3g}–{dec.interval.high:.3g}]" in dec.claim() and "faster" in dec.claim()
    assert v.metric("prefill").outcome == rules.NO_DIFFERENCE  # identical chunks: inside the margin
    assert not any("older kvtrial" in n for n in v.notes)


def test_an_interval_across_the_margin_is_undecided_and_claims_nothing(cell_factory):
    rows = cell_factory(repeats=2, per_repeat=lambda i, b: _timed(
        _steps(10 * i + (b == "q8_0"), 8, 10.0 if b == "ordinary" else 9.6, 0.6)))
    dec = _only(compare_run(rows)).metric("decode")
    assert dec.outcome == rules.UNDECIDED and "undecided" in dec.claim()
    assert not _has_claim(dec.claim())


def test_rows_measured_under_contention_are_excluded_from_speed(cell_factory):
    """The candidate's repeat 1 ran beside a CPU-burning process: its pair leaves the speed verdict; with one
    pair left nothing is claimed, and the note names the row."""
    def per_repeat(i, b):
        busy = 0.5 if (i == 1 and b == "q8_0") else 0.0
        return _timed(_steps(10 * i + (b == "q8_0"), 32, 10.0 if b == "ordinary" else 5.0, 0.05), share=busy)

    v = _only(compare_run(cell_factory(repeats=2, per_repeat=per_repeat)))
    dec = v.metric("decode")
    assert dec.outcome == rules.NOT_COMPARABLE and dec.excluded_repeats == (1,)
    assert rules.CONTENDED in dec.why_not and not _has_claim(dec.claim())
    assert any("1 row measured while other work ran" in n and "q8_0:r1" in n for n in v.notes), v.notes
    # memory keeps its own rule: the contended row still counts for the KV bytes
    assert v.metric("kv_bytes").outcome == rules.LOWER
    # with a third, quiet pair the two quiet pairs decide
    three = _only(compare_run(cell_factory(repeats=3, per_repeat=per_repeat))).metric("decode")
    assert three.outcome == rules.FASTER and three.interval.pairs == 2 and three.excluded_repeats == (1,)


def test_the_margin_and_contention_limit_come_from_the_rule(cell_factory):
    from kvtrial.speed import SpeedRule

    rows = cell_factory(repeats=2, per_repeat=lambda i, b: _timed(
        _steps(10 * i + (b == "q8_0"), 64, 10.0 if b == "ordinary" else 9.5, 0.02), share=0.2))
    loose = _only(compare_run(rows, rule=SpeedRule(margin=0.1, max_contention=0.3))).metric("decode")
    assert loose.outcome == rules.NO_DIFFERENCE and loose.margin == 0.1 and "±10 %" in loose.claim()
    strict = _only(compare_run(rows, rule=SpeedRule(margin=0.01, max_contention=0.1))).metric("decode")
    assert strict.outcome == rules.NOT_COMPARABLE and strict.excluded_repeats == (0, 1)


def test_rows_without_per_step_times_keep_the_range_rule_and_say_so(cell_factory):
    decode = {"ordinary": [10.0, 10.2, 9.9], "q8_0": [8.0, 8.1, 7.9]}
    v = _only(compare_run(cell_factory(per_repeat=lambda i, b: {"decode_s": decode[b][i]})))
    assert v.metric("decode").interval is None and v.metric("decode").outcome == rules.FASTER
    assert any("no per-step times" in n and "repeat-range rule" in n for n in v.notes)


def test_a_cell_says_how_many_pairs_the_repeat_rule_added(cell_factory):
    def per_repeat(i, b):
        kw = _timed(_steps(10 * i + (b == "q8_0"), 32, 10.0 if b == "ordinary" else 5.0, 0.05))
        return {**kw, "added_by_repeat_rule": "q8_0: decode undecided"} if i == 2 else kw

    v = _only(compare_run(cell_factory(repeats=3, per_repeat=per_repeat)))
    assert any("took 3 repeat pairs, 1 of them added by the record's repeat rule (repeats 2)" in n for n in v.notes)
