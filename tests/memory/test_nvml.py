"""The NVML monitor keeps the peak of what it samples during a request, and says why when it cannot read."""

from __future__ import annotations

import os
import threading
import time
from types import SimpleNamespace

import pytest
import torch

from kvtrial.memory import nvml as gpu_monitor
from kvtrial.memory.nvml import NvmlMonitor, memory_gap

GIB = 1 << 30


class FakeNvml:
    """The few pynvml calls the monitor makes; device memory follows a script of values over time."""

    def __init__(self, used: list[int], own: list[int] | None, total: int = 80 * GIB) -> None:
        self.used, self.own, self.total = used, own, total
        self.calls = 0
        self.lock = threading.Lock()

    def nvmlDeviceGetHandleByUUID(self, uuid: str) -> str:
        return uuid

    def nvmlDeviceGetHandleByIndex(self, index: int) -> str:
        return f"index-{index}"

    def nvmlDeviceGetMemoryInfo(self, handle: str) -> SimpleNamespace:
        with self.lock:
            i = min(self.calls, len(self.used) - 1)
            self.calls += 1
        return SimpleNamespace(used=self.used[i], total=self.total, free=self.total - self.used[i])

    def nvmlDeviceGetComputeRunningProcesses(self, handle: str) -> list[SimpleNamespace]:
        if self.own is None:
            raise RuntimeError("not supported")
        i = min(self.calls, len(self.own)) - 1
        return [SimpleNamespace(pid=os.getpid(), usedGpuMemory=self.own[i]),
                SimpleNamespace(pid=os.getpid() + 1, usedGpuMemory=7 * GIB)]  # another process: not ours


@pytest.fixture
def cuda_device(monkeypatch: pytest.MonkeyPatch) -> torch.device:
    """torch's view of a CUDA device, faked: only its UUID is read."""
    monkeypatch.setattr(torch.cuda, "get_device_properties", lambda index: SimpleNamespace(uuid="1234-abcd"))
    return torch.device("cuda", 0)


def test_the_peak_sampled_during_the_request_is_kept(cuda_device):
    # a spike in the middle of the request, then memory falls back: a reading after the request would miss it
    fake = FakeNvml(used=[2 * GIB, 3 * GIB, 9 * GIB, 4 * GIB], own=[1 * GIB, 2 * GIB, 8 * GIB, 3 * GIB])
    with NvmlMonitor(cuda_device, interval_s=0.001, nvml=fake) as mon:
        deadline = time.monotonic() + 5
        while fake.calls < 6 and time.monotonic() < deadline:
            time.sleep(0.002)
    reading = mon.reading()
    assert reading["peak_device_used_bytes"] == 9 * GIB
    assert reading["baseline_device_used_bytes"] == 2 * GIB
    assert reading["peak_process_used_bytes"] == 8 * GIB  # this process's entry only
    assert reading["device_total_bytes"] == 80 * GIB and reading["samples"] >= 3
    assert "unavailable" not in reading


def test_the_device_is_found_by_its_uuid(cuda_device):
    mon = NvmlMonitor(cuda_device, nvml=FakeNvml([GIB], None))
    assert mon._handle == "GPU-1234-abcd"


def test_a_driver_that_does_not_list_processes_leaves_the_process_peak_empty(cuda_device):
    with NvmlMonitor(cuda_device, interval_s=0.001, nvml=FakeNvml([GIB, 2 * GIB], None)) as mon:
        time.sleep(0.01)
    reading = mon.reading()
    assert reading["peak_process_used_bytes"] is None and reading["peak_device_used_bytes"] == 2 * GIB


def test_without_nvml_the_reading_says_why_and_has_no_numbers(monkeypatch: pytest.MonkeyPatch, cuda_device):
    monkeypatch.setattr(gpu_monitor, "_load_nvml", lambda: (None, "NVML did not initialise: Driver Not Loaded"))
    with NvmlMonitor(cuda_device) as mon:
        pass
    reading = mon.reading()
    assert reading["unavailable"] == "NVML did not initialise: Driver Not Loaded"
    assert "peak_device_used_bytes" not in reading


def test_a_cpu_request_gets_no_nvml_numbers():
    reading = NvmlMonitor("cpu", nvml=FakeNvml([GIB], None)).reading()
    assert "reads CUDA devices" in reading["unavailable"]


def test_the_gap_splits_the_monitor_peak_into_allocator_overhead_and_other_processes():
    framework = {"peak_allocated_bytes": 5 * GIB, "peak_reserved_bytes": 6 * GIB}
    monitor = {"peak_device_used_bytes": 10 * GIB, "peak_process_used_bytes": 7 * GIB}
    assert memory_gap(framework, monitor) == {"process_beyond_reserved_bytes": GIB,
                                              "device_beyond_process_bytes": 3 * GIB,
                                              "device_beyond_reserved_bytes": 4 * GIB}
    assert memory_gap(framework, {"unavailable": "no NVML"}) is None
