from __future__ import annotations

from kvtrial.records.row import RowStatus
from kvtrial.verdicts.assessment import assess
from kvtrial.verdicts.quality_results import QualityEntry
from kvtrial.verdicts.troubleshoot import diagnose


def _rules(findings):
    return {f.rule for f in findings}


def test_clean_run_has_no_error_findings(cell_factory, run_factory):
    findings = diagnose(assess(run_factory(cell_factory())))
    assert not [f for f in findings if f.severity == "error"], findings


def test_setting_ignored(cell_factory, run_factory):
    rows = cell_factory(cand_kw={"status": RowStatus.INVALID_COMPARISON, "effective_cache": "f32", "error": "fell back"})
    (f,) = [f for f in diagnose(assess(run_factory(rows))) if f.rule == "setting-ignored"]
    assert len(f.evidence) == 3 and "fell back" in f.evidence[0]


def test_far_slower_at_every_depth_and_growing(cell_factory, run_factory):
    # seed 002's f16/turbo4: decode many times slower, worse with depth
    slow = {"in1024-out256": 30.0, "in4096-out256": 70.0, "in4096-out1024": 70.0}
    rows = []
    for cell, factor in slow.items():
        rows += cell_factory(cell=cell, candidate="f16/turbo4",
                             per_repeat=lambda i, b, f=factor: {"decode_s": 10.0 * (f if b != "ordinary" else 1) + i * 0.1})
    findings = diagnose(assess(run_factory(rows)))
    assert {"no-fused-path", "slowdown-grows-with-depth"} <= _rules(findings)
    f = next(f for f in findings if f.rule == "no-fused-path")
    assert "dequantize" in " ".join(f.causes) and len(f.evidence) == 18


def test_not_flagged_when_only_somewhat_slower(cell_factory, run_factory):
    rows = cell_factory(per_repeat=lambda i, b: {"decode_s": (12.0 if b != "ordinary" else 10.0) + 0.1 * i})
    assert "no-fused-path" not in _rules(diagnose(assess(run_factory(rows))))


def test_garbage_only_in_candidate(cell_factory, run_factory):
    rows = cell_factory(cand_kw={"integrity": {"repetition_loop": True, "half_sentence_ending": False}})
    (f,) = [f for f in diagnose(assess(run_factory(rows))) if f.rule == "degenerate-output"]
    assert "value format is too coarse" in f.causes[0] and "repetition_loop" in f.evidence[0]


def test_garbage_in_both_is_not_blamed_on_candidate(cell_factory, run_factory):
    bad = {"integrity": {"passed": False, "failures": ["repetition: 8-token loop repeated 6 times"]}}
    rows = cell_factory(ord_kw=bad, cand_kw=bad)
    assert "degenerate-output" not in _rules(diagnose(assess(run_factory(rows))))


def test_peak_not_lower(cell_factory, run_factory):
    rss = {"ordinary": [900e6, 950e6, 910e6], "q8_0": [905e6, 920e6, 940e6]}
    rows = cell_factory(per_repeat=lambda i, b: {"monitor_peak_rss_bytes": int(rss[b][i]),
                                                 "peak_reserved_bytes": int(rss[b][i])})
    (f,) = [f for f in diagnose(assess(run_factory(rows))) if f.rule == "peak-not-lower"]
    assert "not the dominant term" in f.causes[0]


def test_failures_early_stop_quality_and_order(cell_factory, run_factory, row_factory):
    rows = cell_factory(cand_kw={"output_tokens": 10, "stop_reason": "eos"})
    rows += cell_factory(cell="in4096-out256", cand_kw={"status": RowStatus.OOM, "artifact_path": "logs/oom.txt"})
    rows += cell_factory(cell="in4096-out1024", ord_kw={"status": RowStatus.CRASHED, "artifact_path": "logs/crash.txt"})
    rows += [row_factory("in8192-out256", b, i, order_position=0) for i in range(2) for b in ("ordinary", "q8_0")]
    run = run_factory(rows)
    run.quality.entries[0] = QualityEntry("q8_0", kld_mean=0.3, same_top1=0.8)
    got = _rules(diagnose(assess(run)))
    assert {"candidate-oom", "crashed", "output-length-differs", "large-divergence", "order-not-alternated"} <= got
    crash = next(f for f in diagnose(assess(run)) if f.rule == "crashed")
    assert any("logs/crash.txt" in e for e in crash.evidence)


def test_empty_run(run_factory):
    assert _rules(diagnose(assess(run_factory([])))) == {"no-rows"}


def test_degenerate_output_counts_only_kinds_the_reference_does_not_show(cell_factory, run_factory):
    half = {"passed": False, "failures": ["broken_ending: half sentence"]}
    rows = cell_factory(ord_kw={"integrity": half}, cand_kw={"integrity": {
        "passed": False, "failures": ["broken_ending: half sentence", "repetition: loop"]}})
    (f,) = [f for f in diagnose(assess(run_factory(rows))) if f.rule == "degenerate-output"]
    assert all(e.endswith(": repetition: loop") for e in f.evidence) and len(f.evidence) == 3
    same = cell_factory(ord_kw={"integrity": half}, cand_kw={"integrity": half})
    assert "degenerate-output" not in _rules(diagnose(assess(run_factory(same))))


def test_quality_of_a_setting_the_run_did_not_try_is_no_finding(cell_factory, run_factory):
    run = run_factory(cell_factory())  # candidate q8_0 only
    run.quality.entries[:] = [QualityEntry("q8_0", kld_mean=0.001, same_top1=0.99),
                              QualityEntry("turbo3", kld_mean=0.36, same_top1=0.72)]
    assert "large-divergence" not in _rules(diagnose(assess(run)))
    run.quality.entries.append(QualityEntry("q8_0", kld_mean=0.3, same_top1=0.8))
    run.quality.entries.pop(0)
    (f,) = [f for f in diagnose(assess(run)) if f.rule == "large-divergence"]
    assert f.symptom.startswith("q8_0:")


def test_a_worker_killed_by_sigbus_is_explained_as_a_mapped_file_replaced(cell_factory, run_factory):
    rows = cell_factory(per_repeat=lambda i, b: {"status": RowStatus.CRASHED,
                                                 "error": "worker process ended with signal SIGBUS"}
                        if (i, b) == (1, "q8_0") else {})
    findings = {f.rule: f for f in diagnose(assess(run_factory(rows)))}
    bus = findings["mapped-file-replaced"]
    assert "SIGBUS" in bus.symptom and any("kernel library" in c for c in bus.causes)
    assert bus.evidence == ["in1024-out256:q8_0:r1: worker process ended with signal SIGBUS"]
    assert "crashed" not in findings  # named once, by its cause
