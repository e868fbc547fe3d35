from __future__ import annotations

import dataclasses
import importlib
import pkgutil

import kvtrial.verdicts
from kvtrial.records.row import ORDINARY_BRANCH
from kvtrial.verdicts import gate
from kvtrial.verdicts.assessment import assess
from kvtrial.verdicts.gate_result import ItemStatus
from kvtrial.verdicts.recommend import recommend
from kvtrial.verdicts.report import write_report
from kvtrial.verdicts.thresholds import load_thresholds
from kvtrial.verdicts.troubleshoot import diagnose


def _count_calls(monkeypatch, name: str) -> list[int]:
    """Wrap `name` wherever a verdicts module (or the module defining it) holds it; count the calls."""
    calls = [0]
    modules = [importlib.import_module(m.name) for m in pkgutil.iter_modules(kvtrial.verdicts.__path__,
                                                                              "kvtrial.verdicts.")]
    modules.append(importlib.import_module("kvtrial.protocol.reference"))
    for mod in modules:
        original = getattr(mod, name, None)
        if callable(original):
            def counted(*args, _original=original, **kw):
                calls[0] += 1
                return _original(*args, **kw)
            monkeypatch.setattr(mod, name, counted)
    return calls


def test_pairing_and_rules_run_once_for_gate_doctor_recommendation_and_report(
        cell_factory, run_factory, thresholds_file, tmp_path, monkeypatch):
    pairings = _count_calls(monkeypatch, "pairing_from_rows")
    rule_runs = _count_calls(monkeypatch, "compare_run")
    a = assess(run_factory(cell_factory() + cell_factory("in4096-out256")))
    result = gate.evaluate_gate(a, load_thresholds(thresholds_file))
    diagnose(a)
    recommend(a)
    write_report(a, tmp_path, gate=result)
    assert (pairings[0], rule_runs[0]) == (1, 1)


def test_readers_take_the_cell_verdicts_from_the_assessment(cell_factory, run_factory, tmp_path):
    a = assess(run_factory(cell_factory()))
    (v,) = a.cells
    edited = dataclasses.replace(a, cells=(dataclasses.replace(v, verdict="candidate stopped early",
                                                              notes=["edited in the assessment"]),))
    assert "output-length-differs" in {f.rule for f in diagnose(edited)}
    assert recommend(a)[0].setting == "q8_0" and recommend(edited)[0].setting is None
    assert "edited in the assessment" in write_report(edited, tmp_path).markdown.read_text()


def test_reference_row_is_the_same_inputs_of_the_paired_branch(cell_factory, run_factory):
    a = assess(run_factory(cell_factory()))
    pairs = list(a.candidate_rows_with_reference())
    assert len(pairs) == 3
    for cand, ref in pairs:
        assert ref.branch == ORDINARY_BRANCH and (ref.cell_id, ref.repeat) == (cand.cell_id, cand.repeat)
    assert a.verdict("in1024-out256", "q8_0") is a.cells[0] and a.verdict("in1024-out256", "q4_0") is None


def test_gate_items_are_numbered_by_their_place_in_the_checklist(cell_factory, run_factory, thresholds_file):
    result = gate.evaluate_gate(assess(run_factory(cell_factory())), load_thresholds(thresholds_file))
    assert [(i.number, i.title) for i in result.items] == [(n, item.title) for n, item in enumerate(gate.CHECKLIST, 1)]


def test_thresholds_scope_is_checked_inside_its_items(cell_factory, run_factory, thresholds_file):
    th = dataclasses.replace(load_thresholds(thresholds_file), model="other-model", candidates=("q8_0", "q4_0"))
    items = gate.evaluate_gate(assess(run_factory(cell_factory())), th).items
    assert items[3].status == ItemStatus.FAIL and "['q4_0'] named by the thresholds were not run" in items[3].detail
    assert items[7].status == ItemStatus.FAIL and "fixed for model 'other-model'" in items[7].detail
