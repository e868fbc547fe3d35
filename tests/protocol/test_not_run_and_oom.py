"""Cells that cannot run are rows saying why; an out-of-memory request is an `oom` row and the matrix goes on."""

from __future__ import annotations

from pathlib import Path

from kvtrial.backends import PLUGINS_ENV
from kvtrial.protocol.executor import InlineExecutor
from kvtrial.protocol.ledger import Ledger, RunStatus
from kvtrial.protocol.runner import start_run
from kvtrial.records.row import RowStatus
from tests.protocol.conftest import tiny_record, write_json
from tests.protocol.fallback_backend import FALLBACK_ENV


def test_beyond_context_and_memory_budget_are_not_run(tiny_folder: Path, tmp_path: Path) -> None:
    # 848 input tokens + 1300 new tokens > the tiny model's 2048-token context.
    data = tiny_record(tiny_folder, input_tokens=[850], output_budgets=[6, 1300], repeats=1, warmup=False)
    ledger = Ledger.open(tmp_path / "project")
    run_id = start_run(write_json(tmp_path / "r.json", data), ledger, executor=InlineExecutor(), require_admission=False)
    rows = ledger.rows(run_id)
    too_long = [r for r in rows if r.cell_id == "in850-out1300"]
    assert len(too_long) == 2 and all(r.status == RowStatus.NOT_RUN and "exceeds the model's context of 2048" in r.error
                                      for r in too_long)
    assert all(r.status == RowStatus.OK for r in rows if r.cell_id == "in850-out6")

    data["matrix"].update(output_budgets=[6], memory_budget_bytes=1_000_000)  # below the weights alone
    run_id = start_run(write_json(tmp_path / "r2.json", data), ledger, executor=InlineExecutor(), require_admission=False)
    rows = ledger.rows(run_id)
    short = [r for r in rows if r.cell_id.startswith("short-")]
    assert len(short) == 2 and all(r.status == RowStatus.NOT_RUN and "exceeds the memory budget" in r.error for r in short)
    assert all(r.estimate.total > 1_000_000 for r in short)
    # and the branches whose short sample did not run get no matrix requests
    assert all(r.status == RowStatus.NOT_RUN and "short-sample check" in r.error for r in rows if r not in short)


def test_out_of_memory_is_a_row_and_the_matrix_goes_on(tiny_folder: Path, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv(PLUGINS_ENV, "tests.protocol.fallback_backend")
    data = tiny_record(tiny_folder, input_tokens=[850, 950], repeats=1, warmup=False)
    data["quantized_candidate"] = [{"name": "q8_0-oom", "backend": "test-oom", "cache_options": "q8_0"}]
    monkeypatch.setenv(FALLBACK_ENV, "880")  # the 898-token cell runs out of memory, the 848-token one does not
    ledger = Ledger.open(tmp_path / "project")
    run_id = start_run(write_json(tmp_path / "r.json", data), ledger, executor=InlineExecutor(), require_admission=False)
    rows = {(r.cell_id, r.branch): r for r in ledger.rows(run_id)}
    oom = rows[("in950-out6", "q8_0-oom")]
    assert oom.status == RowStatus.OOM and "out of memory" in oom.error and oom.generation_s is None
    assert rows[("in850-out6", "q8_0-oom")].status == RowStatus.OK and rows[("in950-out6", "ordinary")].status == RowStatus.OK
    assert ledger.run(run_id).status == RunStatus.COMPLETE
