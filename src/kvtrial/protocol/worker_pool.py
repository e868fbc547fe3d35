"""What every executor with long-lived branch workers shares: one worker per `WorkerSpec`, kept for the run.

`WorkerPool` keeps the started workers by `spec.key` (least recently used first), names their raw
logs, turns a worker that cannot start or that is lost mid-request into a `crashed` result, and
stops them all at close. An executor says only how it starts a worker (`_start`), how a request
reaches it and what came back (`_exchange`), where the result ran (`_placement`) and how a worker
is stopped (`_stop`): a local subprocess (`kvtrial.protocol.executor`) or a Ray actor
(`kvtrial.protocol.ray_executor`).
"""

from __future__ import annotations

import time
from abc import ABC, abstractmethod
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, TypeVar

from kvtrial.protocol.jobs import RequestJob, RequestResult, WorkerSpec
from kvtrial.records.placement import Placement
from kvtrial.records.row import RowStatus

# Waits this short keep the driver responsive to Ctrl-C and SIGTERM while a worker computes.
POLL_S = 0.2

T = TypeVar("T")


def poll_until(poll: Callable[[float], T | None], timeout_s: float | None) -> T | None:
    """The first non-None answer of `poll(wait)`, asked in short waits; None once `timeout_s` has passed."""
    deadline = None if timeout_s is None else time.monotonic() + timeout_s
    while True:
        wait = POLL_S if deadline is None else min(POLL_S, deadline - time.monotonic())
        if wait <= 0:
            return None
        answer = poll(wait)
        if answer is not None:
            return answer


def no_answer(timeout_s: float | None) -> str:
    return f"no answer within {timeout_s} s; worker killed"


class PooledWorker:
    """One started worker as the pool keeps it: its spec, its raw log, the hello it answered with."""

    def __init__(self, spec: WorkerSpec, log_path: Path) -> None:
        self.spec, self.log_path = spec, log_path
        self.hello: dict[str, Any] = {}


@dataclass(frozen=True)
class Lost:
    """A request whose worker died or stayed silent (the executor has stopped that worker)."""

    why: str
    status: RowStatus = RowStatus.CRASHED  # OOM: a memory cap killed it


class WorkerStartError(Exception):
    """A worker that could not start: the request becomes a `crashed` result with this reason (`oom`
    when it could not load within a memory cap), placed where the executor says it tried."""

    def __init__(self, reason: str, log_path: str | None, status: RowStatus = RowStatus.CRASHED,
                 placement: Placement | None = None) -> None:
        super().__init__(reason)
        self.reason, self.log_path, self.status, self.placement = reason, log_path, status, placement


W = TypeVar("W", bound=PooledWorker)


class WorkerPool(ABC, Generic[W]):
    """The `Executor` seam over long-lived workers, one per `WorkerSpec`."""

    name: str

    def __init__(self, log_dir: str | Path, *, request_timeout_s: float | None, load_timeout_s: float | None,
                 root: str | Path | None) -> None:
        self.log_dir = Path(log_dir)
        self.root = Path(root) if root is not None else None  # the project: logs never follow a link out of it
        self.request_timeout_s = request_timeout_s
        self.load_timeout_s = load_timeout_s
        self._workers: OrderedDict[str, W] = OrderedDict()  # by spec.key, least recently used first
        self._started = 0

    # -- what an executor says -------------------------------------------------------------------

    @abstractmethod
    def _start(self, spec: WorkerSpec, log_path: Path) -> W:
        """A started worker that has answered its hello; WorkerStartError when it cannot start."""

    @abstractmethod
    def _exchange(self, worker: W, job: RequestJob) -> dict[str, Any] | Lost:
        """The worker's reply to `job`, or Lost (after stopping the worker) when it died or stayed silent."""

    @abstractmethod
    def _placement(self, worker: W, device: str | None) -> Placement: ...

    @abstractmethod
    def _stop(self, worker: W, *, kill: bool) -> None: ...

    def _received(self, worker: W, job: RequestJob, result: RequestResult) -> RequestResult:
        """A result as the driver keeps it (a remote executor copies what its node wrote)."""
        return result

    def _lost(self, worker: W, job: RequestJob, lost: Lost) -> RequestResult:
        """The result of a request whose worker was lost: `crashed`, or `oom` when a memory cap killed it."""
        hello = worker.hello
        return RequestResult(request_key=job.request_key, status=lost.status, error=lost.why,
                             log_path=str(worker.log_path), worker_pid=hello.get("pid"), device=hello.get("device"),
                             resident_after_load_bytes=hello.get("resident_after_load_bytes"),
                             placement=self._placement(worker, hello.get("device")))

    # -- the seam --------------------------------------------------------------------------------

    def submit(self, job: RequestJob) -> RequestResult:
        key = job.worker.key
        worker = self._workers.get(key)
        if worker is None:
            self._started += 1
            log = self.log_dir / f"worker-{self._started:03d}-{job.worker.slug}.log"
            try:
                worker = self._start(job.worker, log)
            except WorkerStartError as exc:
                return RequestResult(request_key=job.request_key, status=exc.status,
                                     error=f"worker failed to start: {exc.reason}", log_path=exc.log_path,
                                     placement=exc.placement)
            self._workers[key] = worker
        self._workers.move_to_end(key)
        reply = self._exchange(worker, job)
        if isinstance(reply, Lost):
            del self._workers[key]  # the next request of this branch gets a fresh worker
            return self._lost(worker, job, reply)
        result = RequestResult.from_dict(reply)
        result.log_path = str(worker.log_path)
        result.placement = self._placement(worker, result.device)
        return self._received(worker, job, result)

    def close(self, kill: bool = False) -> None:
        """Stop every worker: let idle ones exit, or kill them at once (`kill`, after an interruption)."""
        while self._workers:
            _, worker = self._workers.popitem(last=False)
            self._stop(worker, kill=kill)
