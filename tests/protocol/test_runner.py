"""A worker's result as a row: the framework's peaks and the monitor's, kept apart; the stored record is the one that ran."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from kvtrial.models.metadata import load_tokenizer
from kvtrial.protocol.executor import InlineExecutor
from kvtrial.protocol.jobs import RequestResult
from kvtrial.protocol.ledger import Ledger, RunStatus
from kvtrial.protocol.matrix import ScheduledRequest
from kvtrial.protocol.record import load_record, parse_record
from kvtrial.protocol.resolve import resolve_record
from kvtrial.protocol.runner import _row_from_result, resume_run, start_run
from kvtrial.protocol.samples import build_sample
from kvtrial.records.row import Row, RowStatus
from tests.protocol.conftest import tiny_record, write_json

GiB = 2**30
NVML_SOURCE = "NVML nvmlDeviceGetMemoryInfo / ComputeRunningProcesses, sampled on a thread"


def _row(folder: Path, framework: dict, monitor: dict):
    sample = build_sample(load_tokenizer(str(folder)), "writing_case_a", 800)
    req = ScheduledRequest("in800-out4|q8_0|r0", "matrix", "in800-out4", 800, 4, "q8_0", "native", "q8_0", 0, False, 1)
    result = RequestResult(req.request_key, RowStatus.OK, [5, 6, 7, 8], "text", "length", 0.5, 0.1, "q8_0", "q8_0", True,
                           kv_bytes=1000, cache_allocated_bytes=4000, device="cuda:0", framework_memory=framework,
                           monitor_memory=monitor)
    return _row_from_result("run-x", SimpleNamespace(config_version="cfg"), req, sample, result)


def test_a_cuda_row_carries_the_nvml_peaks_beside_the_allocators(tiny_folder: Path):
    framework = {"cuda:0": {"peak_allocated_bytes": 3 * GiB, "peak_reserved_bytes": 4 * GiB}}
    nvml = {"source": NVML_SOURCE, "device": "cuda:0", "samples": 40, "peak_device_used_bytes": 6 * GiB,
            "peak_process_used_bytes": 5 * GiB, "baseline_device_used_bytes": GiB, "device_total_bytes": 141 * GiB}
    row = _row(tiny_folder, framework, {"peak_rss_bytes": 2 * GiB, "nvml": nvml})
    assert (row.peak_allocated_bytes, row.peak_reserved_bytes) == (3 * GiB, 4 * GiB)
    assert (row.monitor_peak_device_bytes, row.monitor_peak_process_bytes) == (6 * GiB, 5 * GiB)
    assert row.monitor_peak_rss_bytes == 2 * GiB and row.device == "cuda:0"
    assert row.monitor_memory.raw["nvml"] == nvml  # the reading with its source, as evidence


def test_no_nvml_numbers_leave_the_monitor_fields_empty(tiny_folder: Path):
    framework = {"cuda:0": {"peak_allocated_bytes": 3 * GiB, "peak_reserved_bytes": 4 * GiB}}
    unavailable = {"source": NVML_SOURCE, "samples": 0, "unavailable": "nvidia-ml-py is not installed"}
    row = _row(tiny_folder, framework, {"peak_rss_bytes": 2 * GiB, "nvml": unavailable})
    assert (row.monitor_peak_device_bytes, row.monitor_peak_process_bytes) == (None, None)
    assert row.peak_reserved_bytes == 4 * GiB  # the framework's figure does not stand in for the monitor's
    cpu = _row(tiny_folder, {}, {"peak_rss_bytes": 2 * GiB})
    assert (cpu.monitor_peak_device_bytes, cpu.monitor_peak_process_bytes) == (None, None)


def test_the_stored_record_is_the_placed_one_and_resumes(tiny_folder: Path, tmp_path: Path):
    """A record naming cuda:0, run with --device cpu: the ledger stores the record that ran (cpu, and the
    weight precision placement chose), and a resume from that stored copy continues on it."""
    data = tiny_record(tiny_folder, input_tokens=[850], output_budgets=[6], repeats=1, warmup=False)
    data["shared"]["device"] = "cuda:0"
    del data["shared"]["weight_precision"]  # placement settles it for the device
    path = write_json(tmp_path / "record.json", data)
    placed = resolve_record(load_record(path), device="cpu")
    assert (placed.record.shared.device, placed.record.shared.weight_precision) == ("cpu", "float32")
    ledger = Ledger.open(tmp_path / "project")
    with pytest.raises(ValueError, match="already placed"):  # one placement: a resolved record takes no device
        start_run(path, ledger, resolved=placed, device="cpu")
    assert ledger.runs() == []

    def stop_after_the_first_row(row: Row) -> None:
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        start_run(path, ledger, executor=InlineExecutor(), require_admission=False, resolved=placed,
                  on_row=stop_after_the_first_row)
    (info,) = ledger.runs()
    stored = ledger.registration_record(info.config_version)
    assert info.config_version == placed.config_version
    assert stored == placed.record.to_dict() and parse_record(stored) == placed.record
    assert stored["shared"]["device"] == "cpu" and stored["shared"]["weight_precision"] == "float32"

    resume_run(info.run_id, ledger, executor=InlineExecutor())
    rows = ledger.rows(info.run_id, include_warmup=True)
    assert ledger.run(info.run_id).status == RunStatus.COMPLETE and len(rows) == 4
    assert {r.device for r in rows} == {"cpu"}


def test_a_refused_resume_names_what_differs():
    from kvtrial.protocol.runner import differences

    before = {"software": {"packages": {"torch": "2.13.0", "numpy": "2.0"}}, "matrix": {"repeats": 2}}
    after = {"software": {"packages": {"torch": "2.14.0", "numpy": "2.0"}}, "matrix": {"repeats": 3}, "new": 1}
    assert differences(before, after) == ['matrix.repeats: 2 -> 3', 'new: null -> 1',
                                          'software.packages.torch: "2.13.0" -> "2.14.0"']
    assert differences(before, before) == []
    assert len(differences({str(i): i for i in range(20)}, {str(i): -i for i in range(1, 21)})) == 6
