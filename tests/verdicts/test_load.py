"""RunData from a real protocol ledger, and the gate / report commands reading it."""

from __future__ import annotations

from typer.testing import CliRunner

from kvtrial import cli
from kvtrial.protocol.ledger import Ledger
from kvtrial.records.row import AdmissionStatus, request_key
from kvtrial.verdicts.assessment import assess
from kvtrial.verdicts.load import load_run
from kvtrial.verdicts.thresholds import ThresholdsChangedError, thresholds_hash
from tests.verdicts.conftest import THRESHOLDS_TOML, make_cell

RESOLVED = {"model": {"id": "smollm2-135m", "revision": "ab12cd34"},
            "software": {"python": "3.11.7", "packages": {"torch": "2.13.0", "transformers": "5.24.0"}}}


def _ledger(tmp_path, thresholds=None):
    ledger = Ledger.open(tmp_path / "proj")
    ledger.add_registration("cfg1", RESOLVED, {"shared": {"model": "smollm2-135m"}}, None)
    rows = make_cell(repeats=2)
    plan = {"requests": [{"cell_id": c, "branch": b} for c in ("in1024-out256", "in4096-out256")
                         for b in ("ordinary", "q8_0")]}
    ledger.create_run("run-test", "cfg1", plan, {"machine": {"platform": "Linux", "cpu_count": 2},
                                                 "software": RESOLVED["software"]},
                      thresholds_sha256=thresholds_hash(thresholds) if thresholds else None)
    for r in rows:
        ledger.add_row(r, request_key(r.cell_id, r.branch, r.repeat, r.warmup))
    ledger.add_admission("smollm2-135m", "ab12cd34", "native", "q8_0", AdmissionStatus.TRIAL_ALLOWED, None,
                         {"dependency_versions": {"torch": "2.13.0"}})
    return ledger


def test_load_run_from_the_ledger(tmp_path):
    ledger = _ledger(tmp_path)
    run = load_run(ledger, "run-test")
    assert (run.model_id, run.revision) == ("smollm2-135m", "ab12cd34")
    assert run.environment["torch"] == "2.13.0" and run.environment["cpu_count"] == 2
    assert run.candidates == ["q8_0"] and run.cells == ["in1024-out256", "in4096-out256"]
    assert run.admission[0].model_revision == "ab12cd34" and run.admission[0].evidence.dependency_versions == {"torch": "2.13.0"}
    assert run.rollback is None and len(run.measured_rows) == 4
    verdicts = {v.cell_id: v.verdict for v in assess(run).cells}
    assert verdicts == {"in1024-out256": "compared", "in4096-out256": "pending verification"}


def test_gate_command_on_a_ledger_refuses_edited_thresholds(tmp_path):
    th = tmp_path / "thresholds.toml"
    th.write_text(THRESHOLDS_TOML)
    _ledger(tmp_path, th)
    runner = CliRunner()
    ok = runner.invoke(cli.app, ["gate", "run-test", "--project", str(tmp_path / "proj"), "--thresholds", str(th)])
    assert ok.exit_code == 1, ok.output  # no rollback verified, no quality file: not releasable
    assert "not evaluated" in ok.output
    th.write_text(THRESHOLDS_TOML.replace("peak_headroom = 0.2", "peak_headroom = 0.0"))
    refused = runner.invoke(cli.app, ["gate", "run-test", "--project", str(tmp_path / "proj"), "--thresholds", str(th)])
    assert isinstance(refused.exception, ThresholdsChangedError)


def test_report_command_on_a_ledger(tmp_path):
    _ledger(tmp_path)
    out = tmp_path / "rep"
    result = CliRunner().invoke(cli.app, ["report", "run-test", "--project", str(tmp_path / "proj"), "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert (out / "report.html").is_file() and (out / "report.md").is_file()


def test_missing_ledger_is_a_clear_error(tmp_path):
    result = CliRunner().invoke(cli.app, ["doctor", "run-x", "--project", str(tmp_path / "nowhere")])
    assert "no ledger at" in str(result.exception)


def test_a_rollback_verifies_only_this_runs_configuration_and_an_unchanged_archive(tmp_path):
    ledger = _ledger(tmp_path)
    archive = tmp_path / "proj" / "baselines" / "baseline-cfg1.json"
    archive.parent.mkdir(parents=True, exist_ok=True)
    archive.write_text('{"configuration": {}}')
    other = ledger.add_baseline("cfg0", archive)
    ledger.add_rollback(other, True, {"tokens_match": True})
    check = load_run(ledger, "run-test").rollback
    assert check is not None and not check.verified and "not this run's cfg1" in check.detail  # another config's
    own = ledger.add_baseline("cfg1", archive)
    ledger.add_rollback(own, True, {"tokens_match": True})
    check = load_run(ledger, "run-test").rollback
    assert check is not None and check.verified and check.detail.startswith(f"baseline #{own}")
    archive.write_text('{"configuration": {"edited": true}}')  # changed after its rollback
    check = load_run(ledger, "run-test").rollback
    assert check is not None and not check.verified and "changed since it was archived" in check.detail


def test_a_prepared_input_changed_after_the_run_is_an_artifact_problem(tmp_path):
    ledger = _ledger(tmp_path)
    path = tmp_path / "proj" / "runs" / "run-test" / "inputs" / "input-1024.json"
    path.parent.mkdir(parents=True)
    path.write_text('{"input_ids": [1, 2, 3]}')
    stored = ledger.add_artifact("run-test", None, "input", path)
    assert stored not in load_run(ledger, "run-test").artifact_problems
    path.write_text('{"input_ids": [1, 2, 4]}')
    problems = load_run(ledger, "run-test").artifact_problems
    assert problems[stored] == (f"artifact {stored} was changed after it was recorded (its sha256 differs from the "
                                "ledger's)")


def test_an_artifact_replaced_by_a_fifo_or_a_link_loop_is_said_to_be_so(tmp_path):
    import os

    ledger = _ledger(tmp_path)
    folder = tmp_path / "proj" / "runs" / "run-test" / "inputs"
    folder.mkdir(parents=True)
    fifo, loop = folder / "input-a.json", folder / "input-b.json"
    stored = []
    for path in (fifo, loop):
        path.write_text("{}")
        stored.append(ledger.add_artifact("run-test", None, "input", path))
    fifo.unlink()
    os.mkfifo(fifo)
    loop.unlink()
    os.symlink(loop.name, loop)  # a link to itself
    problems = load_run(ledger, "run-test").artifact_problems
    assert "no longer a regular file" in problems[stored[0]]
    assert "cannot be read" in problems[stored[1]] and "symbolic links" in problems[stored[1]]
