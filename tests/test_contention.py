"""The contention monitor: a CPU-burning process beside the measured block is seen; a quiet block reads little."""

from __future__ import annotations

import os
import subprocess
import sys
import time

from kvtrial.contention import ContentionMonitor
from kvtrial.records import ContentionRecord

BURN = "import time\nend = time.monotonic() + 30\nwhile time.monotonic() < end: pass\n"


def test_a_process_burning_a_cpu_beside_the_block_is_counted():
    cpus = sorted(os.sched_getaffinity(0))
    burner = subprocess.Popen([sys.executable, "-c", BURN])
    try:
        os.sched_setaffinity(burner.pid, cpus[:1])  # on one of the CPUs the monitor watches
        time.sleep(0.3)
        with ContentionMonitor(interval_s=0.2) as monitor:
            time.sleep(1.2)  # the measured block itself idles: all busy time is another process's
        record = ContentionRecord.from_dict(monitor.reading())
    finally:
        burner.kill()
        burner.wait()
    assert record.source is not None and record.cpus == len(cpus)
    # one whole CPU burnt (the counters tick in 1/100 s; other tests may add to it, never take from it)
    assert record.other_cpus is not None and record.other_cpus >= 0.8, record
    assert record.share is not None and record.share >= 0.8 / len(cpus)
    assert len(record.other_samples) >= 4 and max(record.other_samples) >= 0.8


def test_the_workers_own_time_is_not_contention_and_steal_is_kept_apart():
    from kvtrial.contention import _rates, _Reading

    start = _Reading(at=10.0, busy=100.0, steal=5.0, own=50.0)
    # 2 s later: the machine's CPUs were busy 3 CPU-seconds, 2 of them the worker's own; 0.4 s stolen
    end = _Reading(at=12.0, busy=103.0, steal=5.4, own=52.0)
    other, steal = _rates(start, end)
    assert other == 0.5 and abs(steal - 0.2) < 1e-12
    # the worker's counter may tick ahead of the machine's within a short span: never below 0
    assert _rates(start, _Reading(at=10.1, busy=100.0, steal=5.0, own=50.01)) == (0.0, 0.0)


def test_a_reading_that_could_not_be_taken_says_why():
    monitor = ContentionMonitor()
    assert ContentionRecord.from_dict(monitor.reading()).unavailable == "no two readings of the CPU times"
