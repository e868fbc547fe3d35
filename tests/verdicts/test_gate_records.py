"""The release-gate checks on what the records hold; here, traceability against the artifacts the
loader verified."""

from __future__ import annotations

import hashlib
import shutil

from kvtrial.verdicts.assessment import assess
from kvtrial.verdicts.gate_inputs import GateInputs
from kvtrial.verdicts.gate_records import check_traceable
from kvtrial.verdicts.gate_result import ItemStatus
from kvtrial.verdicts.load import verify_artifacts
from kvtrial.verdicts.thresholds import load_thresholds


def test_missing_artifact_fails_traceability(cell_factory, run_factory, thresholds_file, tmp_path):
    rows = cell_factory(repeats=1)
    for r in rows:
        (tmp_path / f"{r.branch.replace('/', '_')}.txt").write_text("output")
        r.artifact_path = f"{r.branch.replace('/', '_')}.txt"

    def inputs():  # the loader verifies the artifacts when it reads the run
        run = run_factory(rows, artifact_problems=verify_artifacts(rows, tmp_path, {}))
        return GateInputs(assess(run), load_thresholds(thresholds_file), ["q8_0"])

    assert check_traceable(inputs()).status == ItemStatus.PASS
    (tmp_path / "q8_0.txt").unlink()
    item = check_traceable(inputs())
    assert item.status == ItemStatus.FAIL and "q8_0.txt is missing" in item.detail


def test_traceability_checks_artifact_hashes_and_finds_them_in_a_moved_project(cell_factory, run_factory,
                                                                               thresholds_file, tmp_path):
    old = tmp_path / "old" / "project"
    rows = cell_factory(repeats=1)
    hashes = {}
    for i, r in enumerate(rows):
        text = old / "runs" / "run-test" / "texts" / f"{i}.txt"
        text.parent.mkdir(parents=True, exist_ok=True)
        text.write_text(f"output {i}")
        # half the rows as older ledgers stored them (absolute), half as now (relative to the project)
        r.artifact_path = str(text) if i % 2 else text.relative_to(old).as_posix()
        hashes[r.artifact_path] = hashlib.sha256(text.read_bytes()).hexdigest()
    moved = tmp_path / "moved"
    shutil.move(str(old), str(moved))  # the project folder moved: old absolute paths no longer exist

    def outcome():
        run = run_factory(rows, artifact_problems=verify_artifacts(rows, moved, hashes))
        return check_traceable(GateInputs(assess(run), load_thresholds(thresholds_file), ["q8_0"]))

    assert outcome().status == ItemStatus.PASS, outcome().detail
    last = len(rows) - 1  # a measured row (the warm-up rows come first)
    assert not rows[last].warmup
    (moved / "runs" / "run-test" / "texts" / f"{last}.txt").write_text("overwritten after the run")
    item = outcome()
    assert item.status == ItemStatus.FAIL and f"{last}.txt was changed after it was recorded" in item.detail
