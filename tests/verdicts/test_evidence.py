from __future__ import annotations

from kvtrial.verdicts.evidence import fact_grades, integrity_problems, row_ref, setting_problem


def test_integrity_shapes(row_factory):
    assert integrity_problems(row_factory()) == []
    r = row_factory(integrity={"passed": False, "failures": ["ending: half sentence", "characters: U+FFFD x3"],
                               "ending": {"name": "ending", "passed": False}})
    assert integrity_problems(r) == ["ending: half sentence", "characters: U+FFFD x3"]
    flags = row_factory(integrity={"repetition_loop": True, "abnormal_characters": ["\ufffd"], "truncation_explained": True,
                                   "half_sentence": False})
    assert integrity_problems(flags) == ["repetition_loop", "abnormal_characters: ['\ufffd']"]
    assert integrity_problems(row_factory(integrity=None)) is None


def test_fact_grade_shapes(row_factory):
    grades = fact_grades(row_factory(fact_grades={
        "facts": [{"fact_id": "budget", "label": "distorted", "paragraph": 4}],
        "unsupported": [{"kind": "progress", "text": "already approved"}], "counts": {"distorted": 1}}))
    assert [(g.fact_id, g.label, g.where) for g in grades] == [
        ("budget", "distorted", "¶4"), ("unsupported progress", "unsupported", "unplaced")]
    by_name = fact_grades(row_factory(fact_grades={"budget": "correct", "scope": {"grade": "omitted", "depth": 0.75}}))
    assert [(g.fact_id, g.label, g.where) for g in by_name] == [("budget", "correct", "unplaced"), ("scope", "omitted", "0.75")]
    assert fact_grades(row_factory(fact_grades=None)) == []


def test_setting_problem_and_ref(row_factory):
    assert setting_problem(row_factory(branch="q8_0")) is None
    assert "unconfirmed" in setting_problem(row_factory(branch="q8_0", effective_cache="unconfirmed:q8_0"))
    assert setting_problem(row_factory(branch="q8_0/turbo4:window=64", effective_cache="q8_0/turbo4")) is None
    # other backends confirm through cache_confirmed, their names are not kvtrial's
    quanto = row_factory(branch="quanto-4", backend="transformers-quanto", effective_cache="QuantoQuantizedLayer")
    assert setting_problem(quanto) is None
    assert setting_problem(row_factory()) is None  # ordinary holds f32 by definition
    assert row_ref(row_factory(repeat=2, row_id=17)) == "#17 in1024-out256:ordinary:r2"


def test_a_per_layer_plan_is_one_setting(row_factory):
    plan = "turbo3;2=turbo4/turbo3"
    assert setting_problem(row_factory(branch=plan, effective_cache=plan)) is None
    assert setting_problem(row_factory(branch=plan, effective_cache="turbo3;2=turbo4/turbo3")) is None
    assert "live cache holds 'turbo3'" in setting_problem(row_factory(branch=plan, effective_cache="turbo3"))
    assert setting_problem(row_factory(branch="q8_0/turbo4:window=64;0-3=q8_0", effective_cache="q8_0/turbo4;0-3=q8_0")) is None
