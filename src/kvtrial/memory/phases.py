"""What a request added to the process's resident memory, phase by phase, and what that is made of.

A generation's RSS reading (`kvtrial.memory.peaks.RssMonitor`) keeps the resident memory when the
request began and, per phase (prefill, decode), the memory when the phase began, its peak and its
end. From those and the KV bytes read back from the cache:

    peak added            highest phase peak − resident at the request's start (what the user runs into,
                          beyond the loaded model)
    KV bytes              the stored keys and values (`describe`), the part a cache format changes
    prefill transient     prefill peak − resident at the prefill's end: held only while prompt chunks ran
                          (activations, attention over the stored cache, a quantized write's temporaries)
    decode transient      decode peak − resident at the decode's end
    beyond KV at the end  resident at the request's end − start − KV bytes: held with the cache that is
                          not the cache (decode scratch, growth slack of buffers, the heap's own keeping)
    kept after release    resident after the cache was dropped and the heap trimmed − start (None where
                          the worker did not read it)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from kvtrial.memory.peaks import PhasePeak
from kvtrial.records.memory import MonitorMemory


@dataclass(frozen=True)
class RequestMemory:
    kv_bytes: int
    start_rss_bytes: int
    prefill: PhasePeak
    decode: PhasePeak | None
    after_release_rss_bytes: int | None = None

    @property
    def phases(self) -> list[PhasePeak]:
        return [self.prefill] + ([self.decode] if self.decode is not None else [])

    @property
    def peak_added_bytes(self) -> int:
        return max(p.peak_rss_bytes for p in self.phases) - self.start_rss_bytes

    @property
    def prefill_transient_bytes(self) -> int:
        return self.prefill.peak_rss_bytes - self.prefill.end_rss_bytes

    @property
    def decode_transient_bytes(self) -> int:
        return 0 if self.decode is None else self.decode.peak_rss_bytes - self.decode.end_rss_bytes

    @property
    def beyond_kv_bytes(self) -> int:
        return self.phases[-1].end_rss_bytes - self.start_rss_bytes - self.kv_bytes

    @property
    def kept_after_release_bytes(self) -> int | None:
        return None if self.after_release_rss_bytes is None else self.after_release_rss_bytes - self.start_rss_bytes

    def to_dict(self) -> dict[str, Any]:
        return {"kv_bytes": self.kv_bytes, "peak_added_bytes": self.peak_added_bytes,
                "prefill_transient_bytes": self.prefill_transient_bytes,
                "decode_transient_bytes": self.decode_transient_bytes, "beyond_kv_bytes": self.beyond_kv_bytes,
                "kept_after_release_bytes": self.kept_after_release_bytes, "start_rss_bytes": self.start_rss_bytes}


def request_memory(monitor: MonitorMemory | None, kv_bytes: int | None) -> RequestMemory | None:
    """The breakdown of one request from its monitor reading; None when the reading has no phases (a
    row from before phases were read, a bench stage, an engine whose monitor read none) or no KV bytes."""
    if monitor is None or kv_bytes is None:
        return None
    phases = {p["phase"]: PhasePeak(**p) for p in monitor.phases}
    if "prefill" not in phases or monitor.start_rss_bytes is None:
        return None
    return RequestMemory(int(kv_bytes), monitor.start_rss_bytes, phases["prefill"], phases.get("decode"),
                         monitor.after_release_rss_bytes)
