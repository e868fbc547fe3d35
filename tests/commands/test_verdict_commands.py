"""The doctor / gate / report commands end to end on crafted records (the ledger read is replaced)."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from kvtrial import cli
from kvtrial.records import IntegrityRecord
from kvtrial.verdicts.thresholds import ThresholdsChangedError, thresholds_hash
from tests.verdicts.conftest import THRESHOLDS_TOML, make_cell, make_run

runner = CliRunner()


@pytest.fixture
def crafted(monkeypatch, tmp_path):
    th = tmp_path / "thresholds.toml"
    th.write_text(THRESHOLDS_TOML)
    run = make_run(make_cell(), thresholds_sha256=thresholds_hash(th))

    def fake_open(project, run_id, quality):
        assert run_id == run.run_id
        return run

    for name in ("doctor", "gate", "report"):
        monkeypatch.setattr(f"kvtrial.commands.{name}.open_run", fake_open)
    return run, th


def test_gate_passes_with_exit_0_and_writes_json(crafted, tmp_path):
    run, th = crafted
    out = tmp_path / "gate.json"
    result = runner.invoke(cli.app, ["gate", run.run_id, "--thresholds", str(th), "--json", str(out)])
    assert result.exit_code == 0, result.output
    assert "All 8 checklist items pass" in result.output
    assert json.loads(out.read_text())["passed"] is True


def test_gate_fails_with_exit_1(crafted):
    run, th = crafted
    run.rollback = None
    result = runner.invoke(cli.app, ["gate", run.run_id, "--thresholds", str(th)])
    assert result.exit_code == 1 and "not evaluated" in result.output


def test_gate_refuses_thresholds_edited_after_the_run(crafted):
    run, th = crafted
    th.write_text(THRESHOLDS_TOML.replace("max_fact_errors = 0", "max_fact_errors = 5"))
    result = runner.invoke(cli.app, ["gate", run.run_id, "--thresholds", str(th)])
    assert isinstance(result.exception, ThresholdsChangedError)
    assert "edited after the run" in str(result.exception)


def test_report_shows_a_refused_gate(crafted, tmp_path):
    run, th = crafted
    th.write_text(THRESHOLDS_TOML + "\n# loosened later\n")
    result = runner.invoke(cli.app, ["report", run.run_id, "--thresholds", str(th), "--out", str(tmp_path / "r")])
    assert result.exit_code == 0, result.output
    html = (tmp_path / "r" / "report.html").read_text()
    assert "Refused:" in html and "edited after the run" in html


def test_doctor_lists_findings(crafted):
    run, _ = crafted
    run.measured_rows[1].status = "oom"
    result = runner.invoke(cli.app, ["doctor", run.run_id], env={"COLUMNS": "300"})
    assert result.exit_code == 0 and "candidate-oom" in result.output and "ran out of memory" in result.output


def _lines(output: str) -> list[str]:
    return [line for line in output.splitlines() if line.strip()]


def test_gate_fits_80_columns_and_ends_with_the_verdict_per_candidate(crafted):
    run, th = crafted
    for r in run.measured_rows:  # long details: every item with many failing rows
        if r.branch == "q8_0":
            r.fact_errors = 4
            r.integrity = IntegrityRecord.from_dict({"passed": False, "failures": ["repetition: loop", "garbage"]})
    run.rollback = None
    result = runner.invoke(cli.app, ["gate", run.run_id, "--thresholds", str(th)], env={"COLUMNS": "80"})
    assert result.exit_code == 1, result.output
    lines = _lines(result.output)
    assert max(len(line) for line in lines) <= 80, result.output
    items = [line for line in lines if line.split()[0] in {str(n) for n in range(1, 9)}]
    assert len(items) == 8  # one line per item: the detail lists are in the report
    assert lines[-1] == "q8_0: not releasable (fail: 5 facts, 6 output; not evaluated: 7 rollback)"


def test_doctor_fits_80_columns(crafted):
    run, _ = crafted
    for r in run.measured_rows:
        if r.branch == "q8_0":
            r.integrity = IntegrityRecord.from_dict({"passed": False, "failures": ["repetition: loop"]})
    run.measured_rows[1].status = "crashed"
    result = runner.invoke(cli.app, ["doctor", run.run_id], env={"COLUMNS": "80"})
    assert result.exit_code == 0, result.output
    table = _lines(result.output.split("What to do:")[0])
    assert max(len(line) for line in table) <= 80 and any("degenerate-output" in line for line in table)
    assert "• crashed: Reproduce on the short sample" in result.output.replace("\n", " ")


def test_report_closing_lines_give_each_answer_then_the_report(crafted, tmp_path):
    run, th = crafted
    result = runner.invoke(cli.app, ["report", run.run_id, "--thresholds", str(th), "--out", str(tmp_path / "r")])
    assert result.exit_code == 0, result.output
    # the answer first: verdict, KV saved and speed at the deepest cell, KL, facts against ordinary's
    assert _lines(result.output)[-3:] == ["q8_0: releasable (all 8 items pass) · KV 75% saved at in1024-out256 · "
                                          "decode no measurable difference · prefill no measurable difference · "
                                          "KL 0.01 · facts 0 errors (ordinary 0)",
                                          f"markdown: {tmp_path / 'r' / 'report.md'}",
                                          f"report: {tmp_path / 'r' / 'report.html'}"]


def test_status_fits_80_columns(tmp_path):
    from tests.verdicts.test_load import _ledger

    ledger = _ledger(tmp_path)
    project = str(ledger.project_dir)
    for args in (["status", "--project", project], ["status", "--project", project, "--run", "run-test"]):
        result = runner.invoke(cli.app, args, env={"COLUMNS": "80"})
        assert result.exit_code == 0, result.output
        assert max(len(line) for line in _lines(result.output)) <= 80, result.output
        assert "run-test" in result.output
    assert "in1024-out256  w " in result.output and "q8_0" in result.output
