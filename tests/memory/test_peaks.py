"""The one reader of process memory sees an allocation made while it watches."""

from __future__ import annotations

import mmap

from kvtrial.memory.peaks import RssMonitor, rss_bytes

_MIB = 1024 * 1024


def touch_fresh_pages(size: int) -> mmap.mmap:
    # A fresh anonymous mapping, one byte written per page: new resident memory whatever the allocator
    # kept from earlier tests (a torch tensor can land in freed heap that is already resident).
    block = mmap.mmap(-1, size)
    for offset in range(0, size, mmap.PAGESIZE):
        block[offset] = 1
    return block


def _watch_an_allocation() -> dict:
    """The monitor's reading over a 64 MiB allocation of fresh pages, checked to include it (48 MiB of room for
    pages the allocation's own bookkeeping or the sampling may miss)."""
    before = rss_bytes()
    assert before is not None
    with RssMonitor() as mon:
        block = touch_fresh_pages(64 * _MIB)
    reading = mon.reading()
    block.close()
    assert reading["peak_rss_bytes"] >= before + 48 * _MIB
    return reading


def test_monitor_sees_an_allocation() -> None:
    _watch_an_allocation()


def test_without_proc_the_monitor_reads_psutil_and_says_so(monkeypatch) -> None:
    """macOS and Windows have no /proc: resident memory comes from psutil, sampled, named as such, no VmHWM."""
    from kvtrial.memory import peaks

    monkeypatch.setattr(peaks, "_proc_rss", lambda: None)
    assert peaks.rss_source() == peaks.PSUTIL_SOURCE
    reading = _watch_an_allocation()
    assert reading["source"] == peaks.PSUTIL_SOURCE and reading["vm_hwm_bytes"] is None and reading["samples"] > 0
