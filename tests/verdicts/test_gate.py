from __future__ import annotations

import dataclasses

import pytest

from kvtrial.records import AdmissionEntry
from kvtrial.records.row import AdmissionStatus
from kvtrial.verdicts import gate
from kvtrial.verdicts.assessment import assess
from kvtrial.verdicts.gate_result import ItemStatus, Verdict
from kvtrial.verdicts.thresholds import (
    ThresholdsChangedError,
    ThresholdsError,
    check_fixed_before_run,
    load_thresholds,
    thresholds_hash,
)


def _statuses(result):
    return {i.number: i.status for i in result.items}


def test_all_items_pass_on_a_complete_run(cell_factory, run_factory, thresholds_file):
    th = load_thresholds(thresholds_file)
    run = run_factory(cell_factory(), thresholds_sha256=thresholds_hash(thresholds_file))
    check_fixed_before_run(run.thresholds_sha256, th, run.run_id)
    result = gate.evaluate_gate(assess(run), th)
    assert _statuses(result) == {n: ItemStatus.PASS for n in range(1, 9)}, [i.detail for i in result.items]
    assert result.passed
    assert "smollm2-135m" in result.conclusion and "ab12cd34" in result.conclusion
    assert "in1024-out256" in result.conclusion and "Nothing here speaks for other models" in result.conclusion


def test_thresholds_edited_after_run_are_refused(cell_factory, run_factory, thresholds_file):
    run = run_factory(cell_factory(), thresholds_sha256=thresholds_hash(thresholds_file))
    thresholds_file.write_text(thresholds_file.read_text().replace("max_kld_mean = 0.05", "max_kld_mean = 0.5"))
    th = load_thresholds(thresholds_file)
    with pytest.raises(ThresholdsChangedError, match="edited after the run"):
        check_fixed_before_run(run.thresholds_sha256, th, run.run_id)


def test_run_without_stored_hash_is_refused(thresholds_file):
    with pytest.raises(ThresholdsChangedError, match="not fixed before the run"):
        check_fixed_before_run(None, load_thresholds(thresholds_file), "r1")


def test_each_item_can_fail(cell_factory, run_factory, thresholds_file):
    th = load_thresholds(thresholds_file)
    rows = cell_factory(cand_kw={"fact_errors": 2, "integrity": {"passed": False, "failures": ["repetition: loop"]},
                                 "monitor_peak_rss_bytes": 3 * 2**30, "generation_s": 100.0})
    first, second = [i for i, r in enumerate(rows) if not r.warmup][:2]
    rows[first] = dataclasses.replace(rows[first], artifact_path=None)
    rows[second] = dataclasses.replace(rows[second], config_version="other")
    run = run_factory(
        rows, admission=[AdmissionEntry("smollm2-135m", "native", "q8_0", AdmissionStatus.PENDING)], rollback=None,
        revision=None,
    )
    s = _statuses(gate.evaluate_gate(assess(run), th))
    assert s == {1: ItemStatus.FAIL, 2: ItemStatus.FAIL, 3: ItemStatus.FAIL, 4: ItemStatus.FAIL, 5: ItemStatus.FAIL,
                 6: ItemStatus.FAIL, 7: ItemStatus.NOT_EVALUATED, 8: ItemStatus.FAIL}


def test_missing_records_are_not_evaluated_never_pass(cell_factory, run_factory, tmp_path):
    p = tmp_path / "t.toml"
    p.write_text("[performance]\ntarget_cells = ['in1024-out256']\n")
    rows = cell_factory(cand_kw={"integrity": None, "fact_errors": None})
    run = run_factory(rows, admission=None, quality=None, rollback=None)
    result = gate.evaluate_gate(assess(run), load_thresholds(p))
    s = _statuses(result)
    assert s[1] == s[4] == s[5] == s[6] == s[7] == ItemStatus.NOT_EVALUATED
    assert not result.passed and "not evaluated" in result.conclusion


def test_quality_limits_checked_per_candidate(cell_factory, run_factory, thresholds_file):
    run = run_factory(cell_factory())
    run.quality.entries[0] = dataclasses.replace(run.quality.entries[0], kld_mean=0.2)
    item = gate.evaluate_gate(assess(run), load_thresholds(thresholds_file)).items[4]
    assert item.status == ItemStatus.FAIL and "0.2" in item.detail


def test_target_cell_missing_candidate_fails(cell_factory, run_factory, thresholds_file):
    rows = [r for r in cell_factory() if not (r.branch == "q8_0" and r.repeat == 2)]
    item = gate.evaluate_gate(assess(run_factory(rows)), load_thresholds(thresholds_file)).items[3]
    assert item.status == ItemStatus.FAIL and "2 of 3" in item.detail


def test_bad_thresholds_files(tmp_path):
    p = tmp_path / "t.toml"
    p.write_text("[performance]\nmax_time = 3\n")
    with pytest.raises(ThresholdsError, match="unknown key.*max_time.*allowed"):
        load_thresholds(p)
    p.write_text("[performance]\npeak_headroom = 20\n")
    with pytest.raises(ThresholdsError, match="fraction"):
        load_thresholds(p)
    p.write_text("[performance\n")
    with pytest.raises(ThresholdsError, match="not valid TOML"):
        load_thresholds(p)
    with pytest.raises(ThresholdsError, match="cannot read"):
        load_thresholds(tmp_path / "missing.toml")


def test_shipped_example_thresholds_load():
    from importlib.resources import files

    th = load_thresholds(files("kvtrial") / "data" / "thresholds-example.toml")
    assert th.target_cells and th.max_kld_mean is not None and th.memory_budget_bytes


_HALF_SENTENCE = {"passed": False, "failures": ["broken_ending: half sentence"]}


def test_items_the_reference_fails_too_are_inconclusive_not_a_cache_failure(cell_factory, run_factory,
                                                                             thresholds_file):
    # a small model that writes no complete brief in its budget: ordinary's own output fails items 5 and 6
    task_fails = {"fact_errors": 3, "integrity": _HALF_SENTENCE}
    run = run_factory(cell_factory(ord_kw=task_fails, cand_kw=task_fails))
    result = gate.evaluate_gate(assess(run), load_thresholds(thresholds_file))
    s = _statuses(result)
    assert s[5] == s[6] == ItemStatus.INCONCLUSIVE and not result.passed
    assert "raise the output budget" in result.items[5].detail
    assert "task or budget does not let this trial judge the cache" in result.items[4].detail
    assert result.conclusion.startswith("No decision for q8_0: item(s) 5, 6 inconclusive")
    assert "Not releasable" not in result.conclusion
    assert result.verdict_lines() == ["q8_0: no decision (inconclusive: 5 facts, 6 output)"]


def test_candidate_failing_where_the_reference_passes_still_fails(cell_factory, run_factory, thresholds_file):
    # repeat 0: both fail (inconclusive alone); repeat 1: only the candidate loops and loses facts
    def per_repeat(i, b):
        if i == 0:
            return {"fact_errors": 2, "integrity": _HALF_SENTENCE}
        if i == 1 and b == "q8_0":
            return {"fact_errors": 2, "integrity": {"passed": False, "failures": ["repetition: loop"]}}
        return {}

    result = gate.evaluate_gate(assess(run_factory(cell_factory(per_repeat=per_repeat))),
                                load_thresholds(thresholds_file))
    assert _statuses(result)[5] == _statuses(result)[6] == ItemStatus.FAIL
    assert "in1024-out256:q8_0:r1: 2 fact errors > 0; ordinary 0 on the same input" in result.items[4].detail
    assert result.items[5].detail.startswith("in1024-out256:q8_0:r1: repetition: loop; inconclusive for 1 row(s)")
    assert result.conclusion.startswith("Not releasable for q8_0: item(s) 5, 6 fail")


def test_one_verdict_line_per_candidate(cell_factory, run_factory, thresholds_file):
    rows = cell_factory() + [r for r in cell_factory(candidate="q4_0", cand_kw={
        "integrity": {"passed": False, "failures": ["repetition: loop"]}}) if r.branch == "q4_0"]
    run = run_factory(rows, admission=run_factory(rows).admission)
    result = gate.evaluate_gate(assess(run), load_thresholds(thresholds_file))
    assert result.verdict_lines() == ["q4_0: not releasable (fail: 6 output)",
                                      "q8_0: releasable (all 8 items pass)"]
    assert result.candidate_verdicts() == {"q4_0": Verdict.NOT_RELEASABLE, "q8_0": Verdict.RELEASABLE}
    assert all(len(line) <= 80 for line in result.verdict_lines())
    # the joint items fail (q4_0's loop); the headline must not call q8_0 not releasable with it
    assert result.headline == "Not releasable for q4_0: item(s) 6 fail. All 8 checklist items pass for q8_0."


def test_a_kind_of_problem_the_reference_does_not_show_still_fails(cell_factory, run_factory, thresholds_file):
    # ordinary stops mid-sentence (the budget); the candidate also loops, which ordinary never does
    rows = cell_factory(ord_kw={"integrity": _HALF_SENTENCE}, cand_kw={"integrity": {
        "passed": False, "failures": ["broken_ending: half sentence", "repetition: loop"]}})
    item = gate.evaluate_gate(assess(run_factory(rows)), load_thresholds(thresholds_file)).items[5]
    assert item.status == ItemStatus.FAIL and "repetition: loop" in item.detail and "half sentence" not in item.detail


def test_rows_the_reference_fails_too_are_left_out_and_the_rest_decide(cell_factory, run_factory, thresholds_file):
    # repeat 0: both fail on the same input (not judged); repeat 1: both pass, so items 5 and 6 rest on it
    def per_repeat(i, b):
        return {"fact_errors": 2, "integrity": _HALF_SENTENCE} if i == 0 else {}

    result = gate.evaluate_gate(assess(run_factory(cell_factory(per_repeat=per_repeat))),
                                load_thresholds(thresholds_file))
    assert _statuses(result)[5] == _statuses(result)[6] == ItemStatus.PASS
    for item in (result.items[4], result.items[5]):
        assert "row(s) where the reference fails too on the same inputs are not judged" in item.detail
        assert "judged on the" in item.detail and "in1024-out256:q8_0:r0" in item.detail


def test_a_peak_and_its_limit_that_round_alike_are_shown_with_their_bytes() -> None:
    from kvtrial.verdicts.gate_outputs import _sizes_apart

    peak, limit = 3_441_164_288, 4 * 2**30 * 0.8  # 3.2 GiB either way once rounded
    shown_peak, shown_limit = _sizes_apart(peak, limit)
    assert shown_peak != shown_limit and "3,441,164,288 B" in shown_peak and "3,435,973,836 B" in shown_limit
    assert _sizes_apart(2**30, 4 * 2**30) == ("1 GiB", "4 GiB")  # sizes that read apart stay short


@pytest.mark.parametrize(("task", "advice", "not_advice"), [
    ("brief", "extraction questions", "instruction-tuned"),
    ("questions", "instruction-tuned", "extraction questions"),
])
def test_the_advice_for_an_undecided_fact_item_fits_the_task_the_run_asked(cell_factory, run_factory,
                                                                           thresholds_file, task, advice, not_advice):
    task_fails = {"fact_errors": 3}
    run = run_factory(cell_factory(ord_kw=task_fails, cand_kw=task_fails))
    run.task = task
    detail = gate.evaluate_gate(assess(run), load_thresholds(thresholds_file)).items[4].detail
    assert advice in detail and not_advice not in detail


def test_the_speed_rule_is_fixed_in_the_thresholds(tmp_path):
    from kvtrial.speed import DEFAULT_RULE, rule_of_thresholds
    from kvtrial.verdicts.thresholds import load_thresholds

    path = tmp_path / "t.toml"
    path.write_text("[performance]\nspeed_margin = 0.05\nmax_contention = 0.2\n")
    rule = load_thresholds(path).speed
    assert (rule.margin, rule.max_contention) == (0.05, 0.2)
    assert rule_of_thresholds(path.read_text()) == rule and rule_of_thresholds(None) == DEFAULT_RULE
    path.write_text("[performance]\nspeed_margin = 3\n")
    with pytest.raises(ThresholdsError, match="speed_margin is a fraction above 0 and below 1"):
        load_thresholds(path)
