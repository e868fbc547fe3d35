"""A worker's result as a row: the framework's peaks and the monitor's, kept apart."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

from kvtrial.models.metadata import load_tokenizer
from kvtrial.protocol.jobs import RequestResult
from kvtrial.protocol.matrix import PlannedRequest
from kvtrial.protocol.rows import RowStatus
from kvtrial.protocol.runner import _row_from_result
from kvtrial.protocol.samples import build_sample

GiB = 2**30
NVML_SOURCE = "NVML nvmlDeviceGetMemoryInfo / ComputeRunningProcesses, sampled on a thread"


def _row(folder: Path, framework: dict, monitor: dict):
    sample = build_sample(load_tokenizer(str(folder)), "writing_case_a", 800)
    req = PlannedRequest("in800-out4|q8_0|r0", "matrix", "in800-out4", 800, 4, "q8_0", "native", "q8_0", 0, False, 1)
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
    assert row.monitor_memory["nvml"] == nvml  # the reading with its source, as evidence


def test_no_nvml_numbers_leave_the_monitor_fields_empty(tiny_folder: Path):
    framework = {"cuda:0": {"peak_allocated_bytes": 3 * GiB, "peak_reserved_bytes": 4 * GiB}}
    unavailable = {"source": NVML_SOURCE, "samples": 0, "unavailable": "nvidia-ml-py is not installed"}
    row = _row(tiny_folder, framework, {"peak_rss_bytes": 2 * GiB, "nvml": unavailable})
    assert (row.monitor_peak_device_bytes, row.monitor_peak_process_bytes) == (None, None)
    assert row.peak_reserved_bytes == 4 * GiB  # the framework's figure does not stand in for the monitor's
    cpu = _row(tiny_folder, {}, {"peak_rss_bytes": 2 * GiB})
    assert (cpu.monitor_peak_device_bytes, cpu.monitor_peak_process_bytes) == (None, None)
