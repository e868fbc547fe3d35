"""The doctor / gate / report commands end to end on crafted records (the ledger read is replaced)."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from kvtrial import cli
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
    run.rows[1].status = "oom"
    result = runner.invoke(cli.app, ["doctor", run.run_id], env={"COLUMNS": "300"})
    assert result.exit_code == 0 and "candidate-oom" in result.output and "ran out of memory" in result.output
