"""A candidate whose setting is silently ignored is an `invalid comparison`, never a result."""

from __future__ import annotations

from pathlib import Path

from kvtrial.backends import PLUGINS_ENV
from kvtrial.protocol.admission import probe_all
from kvtrial.protocol.executor import InlineExecutor
from kvtrial.protocol.ledger import Ledger
from kvtrial.protocol.record import load_record
from kvtrial.protocol.resolve import resolve_record
from kvtrial.protocol.runner import start_run
from kvtrial.protocol.samples import build_sample
from kvtrial.records.row import AdmissionStatus, RowStatus
from tests.protocol.conftest import tiny_record, write_json
from tests.protocol.fallback_backend import FALLBACK_ENV

CELL = {"input_tokens": [850], "output_budgets": [6], "repeats": 1, "warmup": False}


def _record(folder: Path, tmp_path: Path) -> Path:
    data = tiny_record(folder, **CELL)
    data["quantized_candidate"] = [{"name": "q8_0-falls-back", "backend": "test-fallback", "cache_options": "q8_0"}]
    return write_json(tmp_path / "record.json", data)


def test_fallback_on_long_inputs_is_caught_per_row(tiny_folder: Path, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv(PLUGINS_ENV, "tests.protocol.fallback_backend")
    monkeypatch.setenv(FALLBACK_ENV, "820")  # the 774-token short sample is served; the 848-token cell falls back
    record = _record(tiny_folder, tmp_path)
    ledger = Ledger.open(tmp_path / "project")
    resolved = resolve_record(load_record(record))
    probes = probe_all(ledger, resolved, build_sample(resolved.tokenizer, "writing_case_a", 800))
    # the short probe cannot see it
    assert [p.status for p in probes] == [AdmissionStatus.TRIAL_ALLOWED, AdmissionStatus.TRIAL_ALLOWED]

    run_id = start_run(record, ledger, executor=InlineExecutor())
    rows = {(r.cell_id, r.branch): r for r in ledger.rows(run_id)}
    assert rows[("short-in800-out4", "q8_0-falls-back")].status == RowStatus.OK
    bad = rows[("in850-out6", "q8_0-falls-back")]
    assert bad.status == RowStatus.INVALID_COMPARISON and bad.requested_cache == "q8_0" and bad.effective_cache == "f32"
    assert "ignored, fell back or cannot be confirmed" in bad.error
    assert rows[("in850-out6", "ordinary")].status == RowStatus.OK


def test_failed_short_sample_blocks_the_branch(tiny_folder: Path, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv(PLUGINS_ENV, "tests.protocol.fallback_backend")
    monkeypatch.setenv(FALLBACK_ENV, "10")  # falls back on every prompt, the short sample included
    record = _record(tiny_folder, tmp_path)
    ledger = Ledger.open(tmp_path / "project")
    run_id = start_run(record, ledger, executor=InlineExecutor(), require_admission=False)
    rows = {(r.cell_id, r.branch): r for r in ledger.rows(run_id)}
    assert rows[("short-in800-out4", "q8_0-falls-back")].status == RowStatus.INVALID_COMPARISON
    skipped = rows[("in850-out6", "q8_0-falls-back")]
    assert skipped.status == RowStatus.NOT_RUN and "short-sample check" in skipped.error and skipped.generation_s is None
    assert rows[("in850-out6", "ordinary")].status == RowStatus.OK
