"""GPU memory as a device monitor sees it, sampled during a request (NVML, the `gpu` extra's nvidia-ml-py).

The framework's own peaks (torch.cuda.max_memory_allocated / max_memory_reserved) count what the
caching allocator handed out and holds; a monitor such as nvidia-smi sees the device: the
allocator's reservations plus the CUDA context, the libraries' workspaces and other processes.
The protocol keeps both, side by side (docs/protocol.md, "4. The matrix run"). `NvmlMonitor`
samples on a thread (every 10 ms by default) the device's used memory and this process's own use,
and keeps their peaks; its reading says
where the numbers come from, or why there are none (no NVML, no driver), never a silent zero.
"""

from __future__ import annotations

import os
import threading
from typing import Any

import torch

DEFAULT_INTERVAL_S = 0.01


def _load_nvml() -> tuple[Any | None, str | None]:
    try:
        import pynvml
    except ImportError:
        return None, "nvidia-ml-py is not installed (the `gpu` extra)"
    try:
        pynvml.nvmlInit()
    except Exception as exc:  # pynvml.NVMLError subclasses: no driver, no library, no permission
        return None, f"NVML did not initialise: {exc}"
    return pynvml, None


def _handle(nvml: Any, device: torch.device) -> Any:
    """The NVML handle of a torch CUDA device: by UUID, which survives CUDA_VISIBLE_DEVICES renumbering."""
    index = device.index if device.index is not None else torch.cuda.current_device()
    uuid = getattr(torch.cuda.get_device_properties(index), "uuid", None)
    if uuid is not None:
        text = str(uuid)
        try:
            return nvml.nvmlDeviceGetHandleByUUID(text if text.startswith(("GPU-", "MIG-")) else f"GPU-{text}")
        except Exception:  # an older driver or a MIG slice: fall back to the index
            pass
    return nvml.nvmlDeviceGetHandleByIndex(index)


def _process_used(nvml: Any, handle: Any, pid: int) -> int | None:
    """This process's device memory as the driver accounts it (None when the driver does not say)."""
    try:
        procs = nvml.nvmlDeviceGetComputeRunningProcesses(handle)
    except Exception:
        return None
    used = [p.usedGpuMemory for p in procs if p.pid == pid and p.usedGpuMemory is not None]
    return sum(used) if used else None


class NvmlMonitor:
    """Peak device memory used (whole device, and this process) sampled on a thread while a request runs.

    `nvml` replaces the pynvml module (tests pass a fake); None loads pynvml and initialises it."""

    def __init__(self, device: torch.device | str, interval_s: float = DEFAULT_INTERVAL_S, nvml: Any = None) -> None:
        self.device = torch.device(device)
        self.interval_s = interval_s
        self.samples = 0
        self.peak_device_used = 0
        self.peak_process_used: int | None = None
        self.baseline_device_used: int | None = None
        self.total: int | None = None
        self.error: str | None = None
        self._nvml, self.error = (nvml, None) if nvml is not None else _load_nvml()
        self._handle = None
        self._pid = os.getpid()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        if self._nvml is not None:
            if self.device.type != "cuda":
                self.error = f"NVML reads CUDA devices; this request runs on {self.device}"
            else:
                try:
                    self._handle = _handle(self._nvml, self.device)
                except Exception as exc:
                    self.error = f"NVML has no handle for {self.device}: {exc}"

    @property
    def available(self) -> bool:
        return self._handle is not None and self.error is None

    def _sample(self) -> None:
        nvml = self._nvml
        assert nvml is not None  # sampling starts only when `available`
        info = nvml.nvmlDeviceGetMemoryInfo(self._handle)
        self.total = int(info.total)
        self.peak_device_used = max(self.peak_device_used, int(info.used))
        own = _process_used(nvml, self._handle, self._pid)
        if own is not None:
            self.peak_process_used = max(self.peak_process_used or 0, int(own))
        self.samples += 1

    def _loop(self) -> None:
        while not self._stop.is_set():
            try:
                self._sample()
            except Exception as exc:  # the device went away mid-request: say so in the reading
                self.error = f"NVML sampling failed: {exc}"
                return
            self._stop.wait(self.interval_s)

    def __enter__(self) -> NvmlMonitor:
        if self.available and self._nvml is not None:
            self.baseline_device_used = int(self._nvml.nvmlDeviceGetMemoryInfo(self._handle).used)
            self._thread = threading.Thread(target=self._loop, name="kvtrial-nvml", daemon=True)
            self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join()
            if self.error is None:
                self._sample()  # the state at the end counts too (a request shorter than one interval)

    def reading(self) -> dict[str, Any]:
        """The monitor's numbers and their source; `unavailable` (and no numbers) when NVML could not read."""
        base = {"source": "NVML nvmlDeviceGetMemoryInfo / ComputeRunningProcesses, sampled on a thread",
                "device": str(self.device), "interval_s": self.interval_s, "samples": self.samples}
        if not self.available or self.samples == 0:
            return {**base, "unavailable": self.error or "no sample was taken"}
        return {**base, "peak_device_used_bytes": self.peak_device_used,
                "baseline_device_used_bytes": self.baseline_device_used,
                "peak_process_used_bytes": self.peak_process_used, "device_total_bytes": self.total}


def memory_gap(framework: dict[str, int], monitor: dict[str, Any]) -> dict[str, int] | None:
    """What the monitor saw beyond the allocator: process peak - reserved peak (context, workspaces outside
    the allocator) and device peak - process peak (other processes); None without monitor numbers."""
    if "peak_device_used_bytes" not in monitor:
        return None
    gap: dict[str, int] = {}
    own = monitor.get("peak_process_used_bytes")
    if own is not None:
        gap["process_beyond_reserved_bytes"] = own - framework["peak_reserved_bytes"]
        gap["device_beyond_process_bytes"] = monitor["peak_device_used_bytes"] - own
    gap["device_beyond_reserved_bytes"] = monitor["peak_device_used_bytes"] - framework["peak_reserved_bytes"]
    return gap
