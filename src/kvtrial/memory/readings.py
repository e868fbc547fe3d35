"""A session's memory readings as the flat peak figures a row carries, with where each came from.

A `Generated` or `Timed` holds two readings kept apart: the framework's statistics per device (the
CUDA caching allocator's peaks; nothing on the CPU, where torch keeps none; a note from an engine
with its own allocator) and the monitors' reading (`kvtrial.memory.peaks` RSS, and on CUDA the NVML
sampler of `kvtrial.memory.nvml` under "nvml" with its gap to the allocator under "nvml_gap").
Protocol rows and `kvtrial bench` rows both take their figures from here.
"""

from __future__ import annotations

from typing import Any, NamedTuple

CUDA_ALLOCATOR_SOURCE = "CUDA allocator peaks (torch.cuda.max_memory_allocated/reserved), reset before the request"
NO_ALLOCATOR_SOURCE = "none: torch keeps no allocator statistics on the CPU"


class MonitorPeaks(NamedTuple):
    rss: int | None  # the process's peak resident memory (host)
    device: int | None  # NVML: the whole device's peak used memory
    process: int | None  # NVML: this process's peak on the device (None when the driver does not say)


def allocator_peaks(framework: dict[str, Any]) -> tuple[int | None, int | None]:
    """(peak allocated, peak reserved) summed over the devices the allocator reported; (None, None)
    when it reported none (the CPU, an engine that allocates outside torch)."""
    devices = [d for d in framework.values() if "peak_allocated_bytes" in d]
    if not devices:
        return None, None
    return sum(int(d["peak_allocated_bytes"]) for d in devices), sum(int(d["peak_reserved_bytes"]) for d in devices)


def monitor_peaks(monitor: dict[str, Any]) -> MonitorPeaks:
    nvml = monitor.get("nvml") or {}
    return MonitorPeaks(monitor.get("peak_rss_bytes"), nvml.get("peak_device_used_bytes"),
                        nvml.get("peak_process_used_bytes"))


def memory_sources(framework: dict[str, Any], monitor: dict[str, Any]) -> dict[str, str]:
    """Where each figure came from: `framework`, `rss`, and on CUDA `nvml` (its source, or why it has no
    numbers) and `gap`."""
    notes = [str(d["not_applicable"]) for d in framework.values() if "not_applicable" in d]
    if allocator_peaks(framework)[0] is not None:
        framework_source = CUDA_ALLOCATOR_SOURCE
    else:
        framework_source = "; ".join(notes) or NO_ALLOCATOR_SOURCE
    sources = {"framework": framework_source}
    if "source" in monitor:
        sources["rss"] = str(monitor["source"])
    nvml = monitor.get("nvml")
    if nvml is not None:
        sources["nvml"] = str(nvml["source"]) if "unavailable" not in nvml else f"unavailable: {nvml['unavailable']}"
    if monitor.get("nvml_gap") is not None:
        sources["gap"] = "NVML peaks minus the allocator's reserved peak (kvtrial.memory.nvml.memory_gap)"
    return sources
