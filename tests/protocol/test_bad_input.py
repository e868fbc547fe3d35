"""Bad input: one clear error each, and nothing written (no run, no rows)."""

from __future__ import annotations

from pathlib import Path

import pytest

from kvtrial.errors import ModelNotFoundError, UnknownNameError
from kvtrial.protocol.ledger import Ledger
from kvtrial.protocol.record import RecordError
from kvtrial.protocol.runner import start_run
from tests.protocol.cli_helpers import kvtrial
from tests.protocol.conftest import tiny_record, write_json


def _mutations(folder: Path):
    def placeholder(d):
        d["quantized_candidate"][0]["backend"] = "VERIFY_BEFORE_USE"

    def unknown_backend(d):
        d["quantized_candidate"][0]["backend"] = "nativ"

    def beyond_context(d):
        d["matrix"]["input_tokens"] = [850, 5000]

    def missing_model(d):
        d["shared"]["model"] = str(folder.parent / "no-such-model")

    def wrong_revision(d):
        d["shared"]["model_revision"] = "0" * 64

    return [
        (placeholder, RecordError, r"quantized_candidate\[0\]\.backend = VERIFY_BEFORE_USE"),
        (unknown_backend, UnknownNameError, "unknown backend 'nativ'. Did you mean 'native'"),
        (beyond_context, RecordError, r"5000 is beyond the context of model .* \(2048 tokens"),
        (missing_model, ModelNotFoundError, "no-such-model"),
        (wrong_revision, RecordError, "model_revision is '0000"),
    ]


def test_each_bad_input_one_error_no_rows(tiny_folder: Path, tmp_path: Path) -> None:
    ledger = Ledger.open(tmp_path / "project")
    for i, (mutate, error, message) in enumerate(_mutations(tiny_folder)):
        data = tiny_record(tiny_folder)
        mutate(data)
        with pytest.raises(error, match=message):
            start_run(write_json(tmp_path / f"record{i}.json", data), ledger, require_admission=False)
    malformed = tmp_path / "malformed.json"
    malformed.write_text('{"record_type": "experiment_design_not_library_config", "shared": {')
    with pytest.raises(RecordError, match="not valid JSON"):
        start_run(malformed, ledger, require_admission=False)
    assert ledger.runs() == []
    assert ledger._conn.execute("SELECT COUNT(*) FROM rows").fetchone()[0] == 0
    assert ledger._conn.execute("SELECT COUNT(*) FROM registrations").fetchone()[0] == 0


def test_cli_prints_one_line_without_traceback(tiny_folder: Path, tmp_path: Path, capsys) -> None:
    data = tiny_record(tiny_folder)
    data["shared"]["model_revision"] = "FIXED_LOCAL_REVISION"
    record = write_json(tmp_path / "record.json", data)
    code, out, err = kvtrial(capsys, "run", record, "--project", tmp_path / "project", "--no-progress")
    assert code == 2 and "Traceback" not in err
    assert err.startswith("kvtrial: error:") and "shared.model_revision = FIXED_LOCAL_REVISION" in err
    assert not (tmp_path / "project").exists()  # a refused run creates no project folder


def test_thresholds_whose_target_cells_the_record_never_runs_are_refused_before_the_run(tiny_folder, tmp_path,
                                                                                        capsys):
    record = write_json(tmp_path / "record.json", tiny_record(tiny_folder))
    thresholds = tmp_path / "t.toml"
    thresholds.write_text('[performance]\ntarget_cells = ["in1024-out32", "in850-out6"]\n')
    project = tmp_path / "project"
    code, out, err = kvtrial(capsys, "run", record, "--project", project, "--thresholds", thresholds, "--no-progress")
    assert code == 2 and "names target cell(s) in1024-out32 that this record does not run" in err, err
    assert "in850-out6, in950-out6" in err and not project.exists()
