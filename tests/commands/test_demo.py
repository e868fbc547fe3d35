"""The demo's orchestration: the order of the user's commands, thresholds fixed before the run,
a failing gate tolerated, any other failing step stops it with a clear error."""

from __future__ import annotations

import json
from importlib.resources import files
from pathlib import Path
from types import SimpleNamespace

import pytest
from typer.testing import CliRunner

from kvtrial import cli
from kvtrial.commands import demo
from kvtrial.defaults import DEFAULT_MODEL, TUNED_WINDOW_CANDIDATES


@pytest.fixture
def recorded(monkeypatch, tmp_path):
    calls = []
    codes = {}

    def fake_invoke(root, args):
        assert "demo" in root.commands  # the steps run on the kvtrial group itself
        if args[0] == "run":
            th = tmp_path / "p" / "thresholds.toml"
            # thresholds must exist, byte-identical to the shipped demo file, before the run starts
            assert th.read_bytes() == (files("kvtrial") / "data" / "thresholds-demo.toml").read_bytes()
        calls.append(args)
        if args[0] == "gate":  # the gate writes its verdict per candidate where --json says
            out = Path(args[args.index("--json") + 1])
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_text(json.dumps({"verdict_lines": ["q8_0: not releasable (fail: 5 facts)"]}))
        return codes.get(args[0], 0)

    monkeypatch.setattr(demo, "_invoke", fake_invoke)
    monkeypatch.setattr(demo, "_answer_lines", lambda project, run_id, quality, thresholds: [
        f"q8_0: not releasable (fail: 5 facts) · KV 72% saved at {run_id}"])
    monkeypatch.setattr("kvtrial.protocol.ledger.Ledger.open",
                        staticmethod(lambda project: SimpleNamespace(runs=lambda: [SimpleNamespace(run_id="run-1")])))
    return calls, codes


def test_demo_runs_the_whole_story_in_order(recorded, tmp_path):
    calls, codes = recorded
    codes["gate"] = 1  # not releasable: the demo still writes the report
    result = CliRunner().invoke(cli.app, ["demo", "--project", str(tmp_path / "p")])
    assert result.exit_code == 0, result.output
    assert [c[0] for c in calls] == ["init", "admit", "baseline", "rollback", "run", "quality", "gate", "report", "doctor"]
    init = calls[0]
    # and the embedded model's tuned recent-token-window plan
    tuned = TUNED_WINDOW_CANDIDATES[DEFAULT_MODEL]
    assert [init[i + 1] for i, a in enumerate(init) if a == "--candidate"] == ["q8_0", "q8_0/turbo4", "turbo3", tuned]
    assert [calls[5][i + 1] for i, a in enumerate(calls[5]) if a == "--cache"] == ["q8_0", "q8_0/turbo4", "turbo3", tuned]
    # the task the embedded model can do: an extraction question, the amount
    assert init[init.index("--task") + 1] == "questions"
    assert [init[i + 1] for i, a in enumerate(init) if a == "--question"] == ["q_budget"]
    assert "run-1" in calls[6] and "--thresholds" in calls[6] and "--quality" in calls[7]
    # each step's time as it ends, then all of them and the total
    assert [line.split(":")[0] for line in result.output.splitlines() if line.startswith("[demo] ")] == [
        f"[demo] {c[0]}" for c in calls]
    assert result.output.splitlines()[-3].startswith("steps: init ")
    assert result.output.splitlines()[-2:] == [
        "q8_0: not releasable (fail: 5 facts) · KV 72% saved at run-1",
        f"report: {(tmp_path / 'p' / 'reports' / 'run-1' / 'report.html').resolve()}"]


def test_a_failing_step_stops_the_demo(recorded, tmp_path):
    calls, codes = recorded
    codes["admit"] = 2
    result = CliRunner().invoke(cli.app, ["demo", "--project", str(tmp_path / "p")])
    assert "demo step 'admit' failed" in str(result.exception)
    assert [c[0] for c in calls] == ["init", "admit"]


def test_the_demo_on_a_task_file_registers_it_with_one_cell_per_question(monkeypatch, tmp_path):
    """`--task`: init registers the task file (the real init, on the embedded model's tokenizer), the matrix is
    one input length and one repeat, and the thresholds fixed before the run name every question's cell."""
    import tomllib

    from kvtrial.protocol.record import load_record
    from kvtrial.tasks.parse import load_task

    task = Path(__file__).resolve().parents[2] / "examples" / "licences" / "task.jsonl"
    real_invoke, seen = demo._invoke, {}

    def invoke(root, args):
        if args[0] == "init":
            return real_invoke(root, args)
        if args[0] == "run":
            seen["thresholds"] = tomllib.loads((tmp_path / "p" / "thresholds.toml").read_text())
        if args[0] == "gate":
            out = Path(args[args.index("--json") + 1])
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_text(json.dumps({"verdict_lines": []}))
        return 0

    monkeypatch.setattr(demo, "_invoke", invoke)
    monkeypatch.setattr(demo, "_answer_lines", lambda *a: [])
    monkeypatch.setattr("kvtrial.protocol.ledger.Ledger.open",
                        staticmethod(lambda project: SimpleNamespace(runs=lambda: [SimpleNamespace(run_id="run-1")])))
    result = CliRunner().invoke(cli.app, ["demo", "--project", str(tmp_path / "p"), "--task", str(task)])
    assert result.exit_code == 0, result.output
    record = load_record(tmp_path / "p" / "record.json")
    assert record.shared.task == "file" and record.shared.task_file.sha256 == load_task(task).sha256
    assert record.matrix.cell_inputs == [demo.TASK_INPUT_TOKENS] and record.matrix.repeat_count == 1
    questions = load_task(task).question_ids
    assert seen["thresholds"]["performance"]["target_cells"] == [
        f"in{demo.TASK_INPUT_TOKENS}-out{demo.TASK_BUDGET}-{q}" for q in questions]
    assert seen["thresholds"]["performance"]["min_repeats"] == 1
