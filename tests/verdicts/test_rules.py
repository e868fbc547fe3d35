from __future__ import annotations

from kvtrial.protocol.rows import INVALID_COMPARISON, NOT_RUN, OOM
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
    assert dec.ratio.low == min(o / c for o, c in zip(decode["ordinary"], decode["q8_0"]))
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
    assert v.metric("decode").outcome == rules.SPREAD_UNKNOWN
    assert not _has_claim(v.metric("decode").claim())
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
    rows = cell_factory(ord_kw={"status": OOM})
    v = _only(compare_run(rows))
    assert v.verdict == rules.RUNNABLE_ONLY_CANDIDATE
    assert v.metrics == []
    assert not _has_claim(v.text())
    assert all(":q8_0:" in e or ":ordinary:" in e for e in v.evidence) and len(v.evidence) == 6


def test_candidate_oom(cell_factory):
    v = _only(compare_run(cell_factory(cand_kw={"status": OOM})))
    assert v.verdict == rules.RUNNABLE_ONLY_ORDINARY and v.metrics == []


def test_invalid_comparison_rows_never_counted(cell_factory):
    rows = cell_factory(cand_kw={"status": INVALID_COMPARISON, "decode_s": 1.0})
    v = _only(compare_run(rows))
    assert v.verdict == rules.INVALID and v.metrics == [] and v.evidence == []
    assert len(v.excluded) == 3
    assert not _has_claim(v.text())


def test_partially_invalid_cell_counts_only_valid_pairs(cell_factory):
    rows = cell_factory(per_repeat=lambda i, b: (
        {"status": INVALID_COMPARISON} if (b == "q8_0" and i == 0) else {}))
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
    rows = cell_factory(ord_kw={"status": NOT_RUN, "error": "input + output 9216 > context 8192"},
                        cand_kw={"status": NOT_RUN, "error": "input + output 9216 > context 8192"})
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
