"""A session's memory readings as row figures: summed allocator peaks, monitor peaks, and each one's source."""

from __future__ import annotations

from kvtrial.memory.readings import (
    CUDA_ALLOCATOR_SOURCE,
    NO_ALLOCATOR_SOURCE,
    allocator_peaks,
    memory_sources,
    monitor_peaks,
)

GiB = 2**30
RSS = {"source": "/proc/self (statm sampled on a thread; VmHWM after clear_refs reset)", "peak_rss_bytes": GiB}


def test_allocator_peaks_sum_over_devices_and_are_empty_without_statistics():
    two = {"cuda:0": {"peak_allocated_bytes": GiB, "peak_reserved_bytes": 2 * GiB},
           "cuda:1": {"peak_allocated_bytes": 3 * GiB, "peak_reserved_bytes": 4 * GiB}}
    assert allocator_peaks(two) == (4 * GiB, 6 * GiB)
    assert allocator_peaks({}) == (None, None)
    assert allocator_peaks({"cpu": {"not_applicable": "llama.cpp allocates its own buffers"}}) == (None, None)


def test_sources_name_each_figure_or_why_there_is_none():
    cpu = memory_sources({}, RSS)
    assert cpu == {"framework": NO_ALLOCATOR_SOURCE, "rss": RSS["source"]}
    engine = memory_sources({"cpu": {"not_applicable": "llama.cpp allocates its own buffers"}}, RSS)
    assert engine["framework"] == "llama.cpp allocates its own buffers"
    framework = {"cuda:0": {"peak_allocated_bytes": GiB, "peak_reserved_bytes": 2 * GiB}}
    no_nvml = {**RSS, "nvml": {"source": "NVML …", "samples": 0, "unavailable": "nvidia-ml-py is not installed"},
               "nvml_gap": None}
    cuda = memory_sources(framework, no_nvml)
    assert cuda["framework"] == CUDA_ALLOCATOR_SOURCE and cuda["nvml"] == "unavailable: nvidia-ml-py is not installed"
    assert "gap" not in cuda and monitor_peaks(no_nvml) == (GiB, None, None)
    sampled = {**RSS, "nvml": {"source": "NVML …", "peak_device_used_bytes": 3 * GiB, "peak_process_used_bytes": None},
               "nvml_gap": {"device_beyond_reserved_bytes": GiB}}
    assert memory_sources(framework, sampled)["gap"].startswith("NVML peaks minus")
    assert monitor_peaks(sampled) == (GiB, 3 * GiB, None)
