from __future__ import annotations

import dataclasses

from kvtrial.records.row import RowStatus
from kvtrial.verdicts import recommend as rec
from kvtrial.verdicts.assessment import assess


def _rows(cell_factory, cell, cand, kv_ratio, prefill=1.0, decode=10.0):
    def per(i, b):
        if b == "ordinary":
            return {"kv_bytes": 1_000_000, "prefill_s": 1.0 + 0.01 * i, "decode_s": 10.0 + 0.01 * i}
        return {"kv_bytes": int(1_000_000 * kv_ratio), "prefill_s": prefill + 0.01 * i, "decode_s": decode + 0.01 * i}
    return cell_factory(cell=cell, candidate=cand, per_repeat=per)


def test_best_per_use_case(cell_factory, run_factory):
    rows = []
    for cell in ("in1024-out256", "in1024-out1024", "in256-out256"):
        rows += _rows(cell_factory, cell, "q8_0", 0.53)
        rows += [r for r in _rows(cell_factory, cell, "q8_0/turbo4", 0.4, prefill=2.0) if r.branch != "ordinary"]
        rows += [r for r in _rows(cell_factory, cell, "turbo3", 0.2) if r.branch != "ordinary"]
    run = run_factory(rows)
    i = next(i for i, e in enumerate(run.quality.entries) if e.setting == "turbo3")
    run.quality.entries[i] = dataclasses.replace(run.quality.entries[i], kld_mean=0.5)
    agents, rag = rec.recommend(assess(run))
    assert (agents.status, agents.setting, agents.cell_id) == (rec.RECOMMENDED, "q8_0/turbo4", "in1024-out1024")
    assert (rag.status, rag.setting, rag.cell_id) == (rec.RECOMMENDED, "q8_0", "in1024-out256")
    assert dict(rag.considered)["turbo3"].startswith("mean KL")
    assert "smollm2-135m" in agents.scope and agents.evidence


def test_empty_run_is_pending(run_factory):
    assert [r.status for r in rec.recommend(assess(run_factory([])))] == [rec.PENDING, rec.PENDING]


def test_no_admission_is_pending(cell_factory, run_factory):
    recs = rec.recommend(assess(run_factory(cell_factory(), admission=None)))
    assert all(r.status == rec.PENDING and r.setting is None for r in recs)


def test_only_candidate_runs(cell_factory, run_factory):
    recs = rec.recommend(assess(run_factory(cell_factory(ord_kw={"status": RowStatus.OOM}))))
    assert all(r.setting == "q8_0" and "ran out of memory" in r.reason for r in recs)


def test_no_saving_keeps_ordinary(cell_factory, run_factory):
    rows = _rows(cell_factory, "in1024-out256", "q8_0", 1.0)
    recs = rec.recommend(assess(run_factory(rows)))
    assert all(r.status == rec.KEEP_ORDINARY for r in recs)


_HALF_SENTENCE = {"passed": False, "failures": ["broken_ending: half sentence"]}


def test_output_the_reference_fails_too_is_no_finding_about_the_cache(cell_factory, run_factory):
    rows = cell_factory(ord_kw={"integrity": _HALF_SENTENCE}, cand_kw={"integrity": _HALF_SENTENCE})
    agents, _ = rec.recommend(assess(run_factory(rows)))
    assert (agents.status, agents.setting) == (rec.RECOMMENDED, "q8_0")
    assert "Output completeness not judged here: ordinary's own output fails it too" in agents.reason
    assert "not judged here" in dict(agents.considered)["q8_0"]


def test_broken_output_only_in_the_candidate_still_disqualifies(cell_factory, run_factory):
    rows = cell_factory(cand_kw={"integrity": _HALF_SENTENCE})
    agents, _ = rec.recommend(assess(run_factory(rows)))
    assert agents.status == rec.KEEP_ORDINARY
    assert dict(agents.considered)["q8_0"] == "output problems: broken_ending: half sentence"
