"""Rows from older ledgers, which kept the verdicts' evidence in `extra`, load it into typed fields."""

from __future__ import annotations

from kvtrial.records import CacheReport, MonitorMemory
from kvtrial.records.migrate import upgrade_row
from kvtrial.records.peak_estimate import PeakEstimate
from kvtrial.records.row import Row, RowStatus


def test_an_older_ledgers_row_loads_its_extra_evidence_into_typed_fields():
    report = {"decode": {"path": "torch", "kernel_steps": 0, "torch_steps": 9}}
    old = {"run_id": "r", "config_version": "c", "cell_id": "in8-out2", "sample_id": "s", "branch": "q8_0",
           "backend": "native", "repeat": 2, "order_position": 1, "warmup": False, "status": "ok",
           "extra": {"cache_report": report, "memory_semantics": "CPU: cache bytes", "row_id": 17,
                     "monitor_memory": {"source": "/proc/self"}, "log_path": "runs/r/log.txt"}}
    row = Row.from_dict(upgrade_row(old, 1))
    assert row.status is RowStatus.OK
    assert (row.cache_report, row.memory_semantics, row.monitor_memory, row.row_id) == (
        CacheReport.from_dict(report), "CPU: cache bytes", MonitorMemory.from_dict({"source": "/proc/self"}), 17)
    assert row.extra == {"log_path": "runs/r/log.txt"}
    assert Row.from_dict(row.to_dict()) == row


def test_the_estimate_is_a_typed_field_and_older_rows_keep_theirs():
    old = {"run_id": "r", "config_version": "c", "cell_id": "in8-out2", "sample_id": "s", "branch": "q8_0",
           "backend": "native", "repeat": 0, "order_position": 0, "warmup": False, "status": "ok",
           "extra": {"estimate": {"weights": 100, "kv_cache": 20, "activations": 5, "total": 125}}}
    row = Row.from_dict(upgrade_row(old, 1))  # from before the weights' element size was recorded: float32
    assert row.estimate == PeakEstimate(weights=100, kv_cache=20, activations=5, total=125, dtype_bytes=4)
    assert row.extra == {} and Row.from_dict(row.to_dict()) == row
    old["extra"] = {"estimate": {}}  # a row the worker made no estimate for
    assert Row.from_dict(upgrade_row(old, 1)).estimate is None


def test_a_rows_timing_and_contention_are_typed_and_older_rows_have_none():
    from kvtrial.records import ContentionRecord, RequestTiming

    base = {"run_id": "r", "config_version": "c", "cell_id": "in8-out3", "sample_id": "s", "branch": "q8_0",
            "backend": "native", "repeat": 0, "order_position": 0, "warmup": False, "status": "ok"}
    old = Row.from_dict(base)  # a row of a ledger before per-step times
    assert old.timing is None and old.contention is None
    new = Row.from_dict({**base, "prefill_s": 3000 * 1e-9, "decode_s": 11000 * 1e-9,
                         "timing": {"prefill_chunks_ns": [1000, 2000], "decode_steps_ns": [5000, 6000]},
                         "contention": {"source": "psutil", "cpus": 2, "other_cpus": 0.3, "steal_cpus": 0.1}})
    assert isinstance(new.timing, RequestTiming) and isinstance(new.contention, ContentionRecord)
    assert new.timing.pieces("prefill") == (1000, 2000) and new.timing.pieces("generation") == (1000, 2000, 5000, 6000)
    assert new.timing.decode_s == new.decode_s and new.contention.share == 0.2
    assert Row.from_dict(new.to_dict()) == new
    # a damaged list reads as no pieces, never as wrong ones
    assert RequestTiming.from_dict({"decode_steps_ns": [1, "x"]}).decode_steps_ns == ()
