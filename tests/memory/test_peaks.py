"""The one reader of process memory sees an allocation made while it watches."""

from __future__ import annotations

import torch

from kvtrial.memory.peaks import RssMonitor, rss_bytes


def test_monitor_sees_an_allocation() -> None:
    before = rss_bytes()
    with RssMonitor() as mon:
        block = torch.ones(64 * 1024 * 1024 // 4)  # 64 MiB, touched
        block += 1
    assert mon.reading()["peak_rss_bytes"] >= before + 48 * 1024 * 1024
