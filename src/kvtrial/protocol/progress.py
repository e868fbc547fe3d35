"""A run's progress: a bar with ETA on a terminal, one plain line per request in a log.

The ETA weighs each request by its tokens (input + output budget): a run's deep cells take several
times its short ones, so a count of requests would promise the end far too early.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Sequence
from typing import IO, Any

from kvtrial.protocol.matrix import ScheduledRequest
from kvtrial.records.row import Row, RowStatus


def _weight(req: ScheduledRequest) -> int:
    return req.target_tokens + req.output_budget


def _clock(seconds: float) -> str:
    s = int(round(seconds))
    return f"{s // 3600}:{s // 60 % 60:02d}:{s % 60:02d}" if s >= 3600 else f"{s // 60}:{s % 60:02d}"


class RunProgress:
    """Told of each finished request; shows where the run is and when it should end."""

    def __init__(self, schedule: Sequence[ScheduledRequest], todo: Sequence[ScheduledRequest], stream: IO[str] | None = None,
                 terminal: bool | None = None) -> None:
        self.stream = stream or sys.stderr
        self.total = len(schedule)
        self.done = len(schedule) - len(todo)
        self.weight_left = sum(_weight(r) for r in todo)
        self.weight_done = 0
        self.start = time.perf_counter()
        is_tty = self.stream.isatty() if terminal is None else terminal
        self._bar: Any = None
        if is_tty:
            from rich.console import Console
            from rich.progress import (
                BarColumn,
                MofNCompleteColumn,
                Progress,
                TextColumn,
                TimeElapsedColumn,
                TimeRemainingColumn,
            )

            self._bar = Progress(TextColumn("[bold]requests"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                                 TextColumn("ETA"), TimeRemainingColumn(), console=Console(file=self.stream))
            self._task = self._bar.add_task("requests", total=self.total, completed=self.done)
            self._bar.start()

    def eta_s(self, now: float | None = None) -> float | None:
        """Seconds left at the pace so far per token of work; None before the first request ends."""
        if self.weight_done == 0:
            return None
        elapsed = (time.perf_counter() if now is None else now) - self.start
        return elapsed / self.weight_done * self.weight_left

    def advance(self, req: ScheduledRequest, row: Row) -> None:
        self.done += 1
        self.weight_done += _weight(req)
        self.weight_left -= _weight(req)
        if self._bar is not None:
            self._bar.advance(self._task)
            return
        now = time.perf_counter()
        eta = self.eta_s(now)
        what = "warm-up" if req.warmup else f"repeat {req.repeat}"
        took = f" {row.prefill_s + row.decode_s:.1f} s" if row.prefill_s is not None and row.decode_s is not None else ""
        if row.status != RowStatus.OK and row.error:  # a request not run or failed says why, once, here
            took += f" ({row.error})"
        self.stream.write(f"request {self.done}/{self.total}: {req.cell_id} {req.branch} {what}: {row.status}{took}; "
                          f"elapsed {_clock(now - self.start)}"
                          + (f", about {_clock(eta)} left\n" if eta is not None and self.weight_left else "\n"))
        self.stream.flush()

    def extend(self, more: Sequence[ScheduledRequest]) -> None:
        """Requests added while the run goes (a repeat pair the repeat rule added)."""
        self.total += len(more)
        self.weight_left += sum(_weight(r) for r in more)
        if self._bar is not None:
            self._bar.update(self._task, total=self.total)

    def stop(self) -> None:
        if self._bar is not None:
            self._bar.stop()
