"""Adaptive repeats: a cell gets another repeat pair while a candidate's decode speed is undecided or too few of
its pairs ran quietly, up to the rule's maximum; every added row is kept and says why it was added."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from kvtrial.errors import KvtrialError
from kvtrial.protocol.adaptive import needs_more
from kvtrial.protocol.executor import InlineExecutor
from kvtrial.protocol.jobs import RequestJob, RequestResult
from kvtrial.protocol.ledger import Ledger, RunStatus
from kvtrial.protocol.record import load_record
from kvtrial.protocol.record_schema import RepeatRule
from kvtrial.protocol.resolve import resolve_record
from kvtrial.protocol.runner import resume_run, start_run
from kvtrial.speed import SpeedRule
from tests.protocol.conftest import tiny_record, write_json
from tests.verdicts.conftest import make_row

RULE = RepeatRule(min=2, max=4, stop_width=0.05)


def _timed(steps_ms: list[float], busy: float = 0.0) -> dict:
    steps = [int(ms * 1e6) for ms in steps_ms]
    return {"timing": {"prefill_chunks_ns": [100_000_000], "decode_steps_ns": steps}, "decode_s": sum(steps) * 1e-9,
            "prefill_s": 0.1, "contention": {"source": "test", "cpus": 2, "other_cpus": 2 * busy, "steal_cpus": 0.0}}


def _steps(seed: int, ms: float, noise: float, n: int = 32) -> list[float]:
    rng = random.Random(seed)
    return [ms * (1 + rng.uniform(-noise, noise)) for _ in range(n)]


def _cell(repeats: int, cand_ms: float, noise: float, busy_at: tuple[int, ...] = ()) -> list:
    rows = []
    for i in range(repeats):
        rows.append(make_row("in1024-out33", "ordinary", i, **_timed(_steps(2 * i, 10.0, noise))))
        rows.append(make_row("in1024-out33", "q8_0", i, **_timed(_steps(2 * i + 1, cand_ms, noise),
                                                                    busy=0.5 if i in busy_at else 0.0)))
    return rows


def test_a_decided_cell_needs_no_more_pairs():
    assert needs_more(_cell(2, 5.0, 0.05), RULE, SpeedRule()) is None  # 2x faster: decided
    assert needs_more(_cell(2, 10.0, 0.01), RULE, SpeedRule()) is None  # equal: inside the margin


def test_an_undecided_cell_gets_another_pair_until_the_maximum():
    why = needs_more(_cell(2, 9.6, 0.8), RULE, SpeedRule())
    assert why is not None and why.startswith("q8_0: decode") and "undecided" in why
    assert needs_more(_cell(4, 9.6, 0.8), RULE, SpeedRule()) is None  # the rule's maximum


def test_an_undecided_but_narrow_interval_stops():
    """Ratio 1.03 with little noise: across the margin's edge, but narrower than stop_width."""
    rows = _cell(2, 10.0 / 1.03, 0.01)
    assert needs_more(rows, RULE, SpeedRule()) is None
    assert needs_more(rows, RepeatRule(min=2, max=4, stop_width=0.001), SpeedRule()) is not None


def test_a_contended_pair_is_replaced_by_a_quiet_one():
    why = needs_more(_cell(2, 5.0, 0.05, busy_at=(1,)), RULE, SpeedRule())
    assert why == "q8_0: 1 repeat pair(s) ran without competing work, 2 are needed"
    assert needs_more(_cell(3, 5.0, 0.05, busy_at=(1,)), RULE, SpeedRule()) is None


def test_a_cell_that_cannot_become_comparable_gets_no_more_pairs():
    rows = _cell(2, 9.6, 0.8)
    rows[-1].output_tokens = 3  # the candidate stopped early in one pair
    assert needs_more(rows, RULE, SpeedRule()) is None


class _Planted:
    """The inline executor, with contention planted in the results of chosen requests (as a CPU-burning
    process beside them would show), and optionally a stop (Ctrl-C) before one request."""

    name = "inline"

    def __init__(self, busy: set[str], stop_before: str | None = None) -> None:
        self.inner = InlineExecutor()
        self.busy, self.stop_before = busy, stop_before

    def submit(self, job: RequestJob) -> RequestResult:
        if job.request_key == self.stop_before:
            self.stop_before = None
            raise KeyboardInterrupt
        result = self.inner.submit(job)
        if job.request_key in self.busy:
            result.contention = {**result.contention, "other_cpus": 1.0 * (result.contention.get("cpus") or 1),
                                 "steal_cpus": 0.0}
        return result

    def close(self, kill: bool = False) -> None:
        self.inner.close(kill)


def _record(tiny_folder: Path, tmp_path: Path) -> Path:
    data = tiny_record(tiny_folder, input_tokens=[850], output_budgets=[6],
                       repeats={"min": 2, "max": 3, "stop_width": 0.05}, warmup=False)
    return write_json(tmp_path / "record.json", data)


def test_a_run_adds_a_pair_where_a_row_ran_beside_other_work_and_keeps_every_row(tiny_folder: Path, tmp_path: Path):
    path = _record(tiny_folder, tmp_path)
    ledger = Ledger.open(tmp_path / "project")
    busy = {"in850-out6|q8_0|r1"}
    run_id = start_run(path, ledger, executor=_Planted(busy), require_admission=False)
    rows = [r for r in ledger.rows(run_id) if r.cell_id == "in850-out6"]
    assert sorted((r.branch, r.repeat) for r in rows) == [("ordinary", 0), ("ordinary", 1), ("ordinary", 2),
                                                          ("q8_0", 0), ("q8_0", 1), ("q8_0", 2)]
    added = [r for r in rows if r.repeat == 2]
    assert all("ran without competing work" in r.added_by_repeat_rule for r in added)
    assert {r.order_position for r in added} == {0, 1}
    busy_row = next(r for r in rows if r.branch == "q8_0" and r.repeat == 1)
    assert busy_row.contention is not None and busy_row.contention.share == 1.0  # kept, with its reading
    # every row carries its pieces: the stage times are their sums
    for r in rows:
        assert r.timing is not None and len(r.timing.decode_steps_ns) == r.output_tokens - 1
        assert r.decode_s == r.timing.decode_s and r.prefill_s == r.timing.prefill_s
    # the rule is in the stored record, before any row
    assert ledger.registration_record(ledger.run(run_id).config_version)["matrix"]["repeats"]["max"] == 3


def test_a_resumed_run_finishes_an_added_pair(tiny_folder: Path, tmp_path: Path):
    path = _record(tiny_folder, tmp_path)
    ledger = Ledger.open(tmp_path / "project")
    first_added = "in850-out6|q8_0|r2"  # the second request of the added pair 2 (the rotation puts ordinary first)
    with pytest.raises(KeyboardInterrupt):
        start_run(path, ledger, executor=_Planted({"in850-out6|q8_0|r1"}, stop_before=first_added),
                  require_admission=False)
    (info,) = ledger.runs()
    before = ledger.request_keys(info.run_id)
    assert info.status == RunStatus.INTERRUPTED and "in850-out6|ordinary|r2" in before and first_added not in before
    resume_run(info.run_id, ledger, executor=_Planted({"in850-out6|q8_0|r1"}))
    keys = ledger.request_keys(info.run_id)
    assert first_added in keys and "in850-out6|q8_0|r3" not in keys  # the pair finished, and it was enough
    finished = next(r for r in ledger.rows(info.run_id) if r.branch == "q8_0" and r.repeat == 2)
    assert "interrupted" in finished.added_by_repeat_rule
    assert ledger.run(info.run_id).status == RunStatus.COMPLETE


def test_a_rule_that_cannot_hold_is_refused(tiny_folder: Path, tmp_path: Path):
    data = tiny_record(tiny_folder, repeats={"min": 3, "max": 2})
    with pytest.raises(KvtrialError, match=r"matrix.repeats.*max \(2\) must be at least repeats.min \(3\)"):
        resolve_record(load_record(write_json(tmp_path / "record.json", data)))
