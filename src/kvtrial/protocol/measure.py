"""Timed greedy generation with prefill and decode measured apart, and the memory readings.

Timing rules (seed 000 section 9): the clock starts after tokenization and model load, with the
device synchronized; prefill is the first forward pass over the whole prompt (it yields the first
new token); decode is every later step until end-of-sequence or the budget. The device is
synchronized at each boundary. Decoding the text and writing files happen after the clock stops.

Memory readings are of two kinds kept apart: framework statistics (CUDA allocator peaks; on CPU
the cache's own tensor bytes read back from the cache) and device-monitor readings (the process's
resident memory from /proc, sampled by a thread during the request, and VmHWM after resetting it; on
CUDA also the device's and the process's peak memory used, sampled through NVML: gpu_monitor).
"""

from __future__ import annotations

import contextlib
import os
import threading
import time
from dataclasses import dataclass, field
from typing import Any

import torch

from kvtrial.protocol.gpu_monitor import NvmlMonitor, framework_peaks, memory_gap

_PAGE = os.sysconf("SC_PAGE_SIZE") if hasattr(os, "sysconf") else 4096


def rss_bytes() -> int | None:
    """The process's resident memory now, from /proc (None where /proc is absent)."""
    try:
        with open("/proc/self/statm") as fh:
            return int(fh.read().split()[1]) * _PAGE
    except (OSError, ValueError, IndexError):
        return None


def _vm_hwm() -> int | None:
    try:
        with open("/proc/self/status") as fh:
            for line in fh:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError):
        return None
    return None


def _reset_vm_hwm() -> bool:
    """Reset the kernel's peak-RSS counter for this process (Linux: write 5 to clear_refs)."""
    try:
        with open("/proc/self/clear_refs", "w") as fh:
            fh.write("5")
        return True
    except OSError:
        return False


class RssMonitor:
    """Samples the process's resident memory on a thread while a request runs."""

    def __init__(self, interval_s: float = 0.005) -> None:
        self.interval_s = interval_s
        self.peak = 0
        self.samples = 0
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self.hwm_reset = False

    def __enter__(self) -> "RssMonitor":
        self.hwm_reset = _reset_vm_hwm()
        self.peak = rss_bytes() or 0
        self._thread = threading.Thread(target=self._loop, daemon=True)
        self._thread.start()
        return self

    def _loop(self) -> None:
        while not self._stop.is_set():
            value = rss_bytes()
            if value is not None:
                self.samples += 1
                self.peak = max(self.peak, value)
            self._stop.wait(self.interval_s)

    def __exit__(self, *exc: Any) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join()
        value = rss_bytes()
        if value is not None:
            self.peak = max(self.peak, value)

    def reading(self) -> dict[str, Any]:
        hwm = _vm_hwm() if self.hwm_reset else None
        return {
            "source": "/proc/self (statm sampled on a thread; VmHWM after clear_refs reset)",
            "sampled_peak_rss_bytes": self.peak,
            "samples": self.samples,
            "interval_s": self.interval_s,
            "vm_hwm_bytes": hwm,
            "peak_rss_bytes": max(self.peak, hwm or 0),
        }


def synchronize(device: torch.device) -> None:
    if device.type == "cuda":
        torch.cuda.synchronize(device)
    elif device.type == "mps":
        torch.mps.synchronize()


@dataclass
class Generation:
    new_token_ids: list[int]
    stop_reason: str  # "eos" | "length"
    prefill_s: float
    decode_s: float
    framework: dict[str, Any] = field(default_factory=dict)  # allocator statistics (CUDA) per device
    monitor: dict[str, Any] = field(default_factory=dict)  # /proc or device-monitor readings

    @property
    def generation_s(self) -> float:
        return self.prefill_s + self.decode_s


def eos_ids(model: Any, tokenizer: Any) -> set[int]:
    ids: set[int] = set()
    for source in (getattr(model, "generation_config", None), model.config, tokenizer):
        value = getattr(source, "eos_token_id", None) if source is not None else None
        if isinstance(value, int):
            ids.add(value)
        elif isinstance(value, (list, tuple)):
            ids.update(int(v) for v in value)
    return ids


@torch.inference_mode()
def timed_greedy(model: Any, input_ids: list[int], cache: Any, max_new_tokens: int, stop_ids: set[int]) -> Generation:
    """Greedy generation of up to `max_new_tokens` with `cache`, prefill and decode timed apart."""
    device = model.device
    ids = torch.tensor([input_ids], dtype=torch.long, device=device)
    cuda = device.type == "cuda"
    if cuda:
        torch.cuda.reset_peak_memory_stats(device)
    new: list[int] = []
    stop = "length"
    with RssMonitor() as monitor, (NvmlMonitor(device) if cuda else contextlib.nullcontext()) as nvml:
        synchronize(device)
        t0 = time.perf_counter()
        # logits_to_keep=1: only the last position's logits are needed (as generate() does).
        out = model(input_ids=ids, cache=cache, use_cache=True, logits_to_keep=1)
        token = out.logits[:, -1, :].argmax(dim=-1)
        synchronize(device)
        t1 = time.perf_counter()
        # .item() after the boundary: the token id is needed to decide whether to stop.
        new.append(int(token.item()))
        if new[-1] in stop_ids:
            stop = "eos"
        while stop != "eos" and len(new) < max_new_tokens:
            out = model(input_ids=token[:, None], cache=cache, use_cache=True)
            token = out.logits[:, -1, :].argmax(dim=-1)
            new.append(int(token.item()))
            if new[-1] in stop_ids:
                stop = "eos"
        synchronize(device)
        t2 = time.perf_counter()
    framework: dict[str, Any] = {}
    if cuda:
        peaks = framework_peaks(device)
        framework = {str(device): peaks}
        free, total = torch.cuda.mem_get_info(device)
        sampled = nvml.reading()
        monitor_reading = {"source": "cudaMemGetInfo after the request (device-wide)",
                           "device_used_bytes": total - free, "device_total_bytes": total, **monitor.reading(),
                           "nvml": sampled, "nvml_gap": memory_gap(peaks, sampled)}
    else:
        monitor_reading = monitor.reading()
    return Generation(new, stop, t1 - t0, t2 - t1, framework, monitor_reading)
