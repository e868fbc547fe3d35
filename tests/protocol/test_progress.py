"""A run's progress in a log: one plain line per request, with an ETA weighed by each request's tokens."""

from __future__ import annotations

import io

from kvtrial.protocol import progress
from kvtrial.protocol.matrix import ScheduledRequest
from kvtrial.records.row import Row, RowStatus


def _req(cell: str, tokens: int, repeat: int = 1, warmup: bool = False) -> ScheduledRequest:
    return ScheduledRequest(f"{cell}|b|r{repeat}", "matrix", cell, tokens, 32, "q8_0", "native", "q8_0", repeat, warmup,
                          0, None)


def _row(status: RowStatus = RowStatus.OK) -> Row:
    return Row(run_id="r", config_version="v", cell_id="c", sample_id="s", branch="q8_0", backend="native", repeat=1,
               order_position=0, warmup=False, status=status, prefill_s=1.5, decode_s=0.5)


def test_a_log_gets_one_line_per_request_with_an_eta_by_tokens(monkeypatch):
    clock = iter([0.0, 10.0, 50.0])  # start, after the short request, after the deep one
    monkeypatch.setattr(progress.time, "perf_counter", lambda: next(clock))
    plan = [_req("in992", 992, warmup=True), _req("in3968", 3968)]
    out = io.StringIO()
    bar = progress.RunProgress(plan, plan, stream=out, terminal=False)
    bar.advance(plan[0], _row())
    # 10 s for 1024 tokens of work: 4000 tokens left take about 39 s (a count of requests would say 10 s)
    assert out.getvalue() == "request 1/2: in992 q8_0 warm-up: ok 2.0 s; elapsed 0:10, about 0:39 left\n"
    row = _row(RowStatus.OOM)
    row.error = "out of memory at 3.1 GiB"
    bar.advance(plan[1], row)
    assert out.getvalue().splitlines()[1] == ("request 2/2: in3968 q8_0 repeat 1: oom 2.0 s (out of memory at 3.1 GiB); "
                                              "elapsed 0:50")
    bar.stop()


def test_a_resumed_run_counts_what_was_done_before():
    plan = [_req("a", 100), _req("b", 100, repeat=2)]
    out = io.StringIO()
    bar = progress.RunProgress(plan, plan[1:], stream=out, terminal=False)
    assert bar.eta_s() is None  # no pace yet: no promise
    bar.advance(plan[1], _row())
    assert out.getvalue().startswith("request 2/2: b q8_0 repeat 2: ok")
