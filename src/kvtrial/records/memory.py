"""`Row.monitor_memory`: the device-monitor readings of one request (/proc RSS sampled in the worker,
NVML on CUDA), each naming its source; kept apart from the framework's own statistics."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Self

from kvtrial.records.document import Document, opt_int, opt_str


@dataclass(frozen=True, eq=False)
class NvmlReading(Document):
    """NVML sampled during a request (`memory.nvml.NvmlMonitor.reading()`)."""

    source: str | None = None
    device: str | None = None
    interval_s: float | None = None
    samples: int | None = None
    unavailable: str | None = None  # why no sample was read
    peak_device_used_bytes: int | None = None
    baseline_device_used_bytes: int | None = None
    peak_process_used_bytes: int | None = None
    device_total_bytes: int | None = None

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        interval = data.get("interval_s")
        return cls(raw=dict(data), source=opt_str(data.get("source")), device=opt_str(data.get("device")),
                   interval_s=float(interval) if isinstance(interval, (int, float)) else None,
                   samples=opt_int(data.get("samples")), unavailable=opt_str(data.get("unavailable")),
                   peak_device_used_bytes=opt_int(data.get("peak_device_used_bytes")),
                   baseline_device_used_bytes=opt_int(data.get("baseline_device_used_bytes")),
                   peak_process_used_bytes=opt_int(data.get("peak_process_used_bytes")),
                   device_total_bytes=opt_int(data.get("device_total_bytes")))


@dataclass(frozen=True, eq=False)
class MonitorMemory(Document):
    """The RSS monitor's reading (`memory.peaks.RssMonitor.reading()`), on CUDA with NVML's beside it.
    `phases` stay as stored: `memory.phases.request_memory` reads them."""

    source: str | None = None  # the RSS reader's
    interval_s: float | None = None
    samples: int | None = None
    peak_rss_bytes: int | None = None
    sampled_peak_rss_bytes: int | None = None
    vm_hwm_bytes: int | None = None
    start_rss_bytes: int | None = None
    after_release_rss_bytes: int | None = None
    phases: tuple[Mapping[str, Any], ...] = ()
    heap: str | None = None  # the C heap policy the reading ran under (`kvtrial.memory.heap.heap_policy`)
    device_used_bytes: int | None = None
    device_total_bytes: int | None = None
    nvml: NvmlReading | None = None

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        phases = data.get("phases")
        nvml = data.get("nvml")
        interval = data.get("interval_s")
        return cls(raw=dict(data), source=opt_str(data.get("source")),
                   interval_s=float(interval) if isinstance(interval, (int, float)) else None,
                   samples=opt_int(data.get("samples")), peak_rss_bytes=opt_int(data.get("peak_rss_bytes")),
                   sampled_peak_rss_bytes=opt_int(data.get("sampled_peak_rss_bytes")),
                   vm_hwm_bytes=opt_int(data.get("vm_hwm_bytes")), start_rss_bytes=opt_int(data.get("start_rss_bytes")),
                   after_release_rss_bytes=opt_int(data.get("after_release_rss_bytes")),
                   phases=tuple(p for p in phases if isinstance(p, Mapping)) if isinstance(phases, list) else (),
                   heap=opt_str(data.get("heap")), device_used_bytes=opt_int(data.get("device_used_bytes")),
                   device_total_bytes=opt_int(data.get("device_total_bytes")),
                   nvml=NvmlReading.from_dict(nvml) if isinstance(nvml, Mapping) else None)
