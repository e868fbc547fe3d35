"""A record that keeps `sdpa` with a native candidate stays valid and is measured as written, and every
step says so: admission warns (cause and fix), the doctor flags the slow fallback path, the report
names the path behind each speed ratio. On the tiny model, through the command line."""

from __future__ import annotations

from pathlib import Path

from kvtrial.protocol.ledger import Ledger
from kvtrial.records.row import AdmissionStatus, RowStatus
from tests.protocol.cli_helpers import kvtrial
from tests.protocol.conftest import tiny_record, write_json

SDPA_REASON = "the model's attention implementation is not `kvtrial`"


def test_an_sdpa_record_is_warned_flagged_and_reported_on_its_fallback(tiny_folder: Path, tmp_path: Path,
                                                                       capsys, monkeypatch) -> None:
    monkeypatch.setenv("COLUMNS", "300")  # the terminal tables keep their text whole
    data = tiny_record(tiny_folder, input_tokens=[850], repeats=2)
    assert data["shared"]["attn_implementation"] == "sdpa"
    record, project = write_json(tmp_path / "record.json", data), tmp_path / "project"

    code, out, err = kvtrial(capsys, "admit", record, "--project", project)
    assert code == 0, err
    ledger = Ledger.open(project)
    q8 = next(e for e in ledger.admission_rows() if e.setting == "q8_0")
    assert q8.status == AdmissionStatus.TRIAL_ALLOWED  # valid as written: the warning does not refuse it
    assert q8.evidence.raw["decode_path"]["path"] == "torch" and SDPA_REASON in q8.evidence.raw["decode_path"]["reasons"]
    (warning,) = q8.evidence.warnings
    assert "decoded on the torch fallback" in warning and "C kernel reads its formats" in warning
    assert 'attn_implementation to "kvtrial"' in warning
    assert "warning: native:q8_0:" in " ".join(out.split())  # printed in full under the table
    ordinary = next(e for e in ledger.admission_rows() if e.setting == "ordinary")
    assert not ordinary.evidence.warnings  # a plain cache has no kernel to miss

    code, out, err = kvtrial(capsys, "run", record, "--project", project, "--no-progress")
    assert code == 0, err
    (info,) = ledger.runs()
    rows = [r for r in ledger.rows(info.run_id) if r.cell_id == "in850-out6"]
    assert rows and all(r.status == RowStatus.OK for r in rows)
    assert {r.cache_report.decode.path for r in rows if r.branch == "q8_0" and r.cache_report and r.cache_report.decode} \
        == {"torch"}

    code, out, err = kvtrial(capsys, "doctor", info.run_id, "--project", project)
    assert code == 0, err
    assert "slow-fallback-path" in out and 'Fix: set shared.attn_implementation to "kvtrial"' in " ".join(out.split())

    code, out, err = kvtrial(capsys, "report", info.run_id, "--project", project, "--out", tmp_path / "r")
    assert code == 0, err
    md = (tmp_path / "r" / "report.md").read_text()
    (cell,) = [line for line in md.splitlines() if line.startswith("| in850-out6 | q8_0 | ordinary | compared |")]
    assert f"torch fallback: {SDPA_REASON}" in cell
    assert "slow fallback path: q8_0" in md
