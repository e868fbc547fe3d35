"""The executor seam: how a request reaches a worker, apart from what the worker measures.

    class Executor(Protocol):
        name: str
        def submit(self, job: RequestJob) -> RequestResult   # blocking; never raises for a worker failure
        def close(self, kill: bool = False) -> None   # kill: stop workers now (interrupted run)

The runner decides the order of requests and submits them one at a time; an executor only
places each request in the worker for `job.worker` (one worker per branch, kept for the run) and
returns its result. A worker that dies or hangs becomes a `crashed` result carrying its raw log,
and the next request for that branch gets a fresh worker. A distributed executor (e.g. one Ray
actor per WorkerSpec, each holding a `Worker`) implements the same two methods; the measurement
code (`kvtrial.protocol.worker`, the backends' sessions) does not change.

`LocalSubprocessExecutor` (the default) runs each worker as its own Python process on this machine.
`InlineExecutor` runs workers inside the calling process: no isolation, for debugging and tests
of the runner's bookkeeping only (the run records which executor it used). `RayExecutor`
(`kvtrial.protocol.ray_executor`, the `ray` extra) runs one Ray actor per WorkerSpec.

Every result carries its placement (`RequestResult.placement`): executor, host or node, device,
and whether it ran alone ("serial") — what the comparison rules need to judge its timings.
"""

from __future__ import annotations

import json
import os
import queue
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import IO, Any, Protocol, runtime_checkable

from kvtrial.errors import KvtrialError
from kvtrial.fsio import open_append
from kvtrial.protocol.jobs import RequestJob, RequestResult, WorkerSpec
from kvtrial.protocol.placement import Placement, PlacementMode
from kvtrial.protocol.rows import RowStatus


@runtime_checkable
class Executor(Protocol):
    name: str

    def submit(self, job: RequestJob) -> RequestResult: ...

    def close(self, kill: bool = False) -> None: ...


class _Process:
    """One worker subprocess with a reader thread, so a hung worker can be timed out."""

    def __init__(self, spec: WorkerSpec, log_path: Path, env: dict[str, str], root: Path | None = None) -> None:
        self.spec = spec
        self.log_path = log_path
        self._log: IO[bytes] = open_append(log_path, root=root, record=True)
        # Own session: a Ctrl-C at the terminal reaches the runner only, which then stops its workers;
        # a worker never dies of it mid-request (that would read as a crash).
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "kvtrial.protocol.worker"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=self._log, env=env, text=True, bufsize=1, start_new_session=True,
        )
        self._lines: queue.Queue[str | None] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        self.hello: dict[str, Any] | None = None
        self.ended = False

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self._lines.put(line)
        self._lines.put(None)

    def send(self, obj: dict[str, Any]) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(json.dumps(obj) + "\n")
        self.proc.stdin.flush()

    def receive(self, timeout_s: float | None) -> dict[str, Any] | None:
        """The next protocol line, or None when the worker died (`self.ended`) or timed out."""
        # Poll in short waits so the runner stays responsive to signals (Ctrl-C, SIGTERM).
        deadline = None if timeout_s is None else time.monotonic() + timeout_s
        while True:
            wait = 0.2 if deadline is None else min(0.2, deadline - time.monotonic())
            if wait <= 0:
                return None
            try:
                line = self._lines.get(timeout=wait)
            except queue.Empty:
                continue
            if line is None:
                self.ended = True  # its stdout closed: the process ended (or is ending)
                return None
            return json.loads(line)

    def stop(self, kill: bool = False) -> int | None:
        if self.proc.poll() is None:
            if kill:
                self.proc.kill()
            else:
                try:
                    self.proc.stdin.close()  # type: ignore[union-attr]
                    self.proc.wait(timeout=30)
                except (OSError, subprocess.TimeoutExpired):
                    self.proc.kill()
        try:
            code = self.proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            code = None
        self._log.close()
        return code


class LocalSubprocessExecutor:
    """One Python process per branch on this machine; raw logs under `log_dir`."""

    name = "local-subprocess"

    def __init__(self, log_dir: str | Path, *, request_timeout_s: float | None = None,
                 load_timeout_s: float | None = 900.0, env: dict[str, str] | None = None,
                 root: str | Path | None = None) -> None:
        self.log_dir = Path(log_dir)
        self.root = Path(root) if root is not None else None  # the project: logs never follow a link out of it
        self.request_timeout_s = request_timeout_s
        self.load_timeout_s = load_timeout_s
        self.env = dict(os.environ if env is None else env)
        self._workers: dict[str, _Process] = {}
        self._started = 0

    def _worker(self, spec: WorkerSpec) -> _Process | RequestResult:
        proc = self._workers.get(spec.key)
        if proc is not None:
            return proc
        self._started += 1
        log = self.log_dir / f"worker-{self._started:03d}-{spec.slug}.log"
        proc = _Process(spec, log, self.env, self.root)
        proc.send(spec.__dict__)
        hello = proc.receive(self.load_timeout_s)
        if not hello or not hello.get("ready"):
            code = proc.stop(kill=True)
            reason = (hello or {}).get("error") or f"worker exited with code {code} while loading"
            return RequestResult(request_key="", status=RowStatus.CRASHED, error=f"worker failed to start: {reason}",
                                 log_path=str(log))
        proc.hello = hello
        self._workers[spec.key] = proc
        return proc

    def submit(self, job: RequestJob) -> RequestResult:
        proc = self._worker(job.worker)
        if isinstance(proc, RequestResult):
            proc.request_key = job.request_key
            return proc
        proc.send(job.to_dict())
        reply = proc.receive(self.request_timeout_s)
        if reply is None:
            timed_out = not proc.ended
            code = proc.stop(kill=timed_out)
            del self._workers[job.worker.key]
            why = (f"no answer within {self.request_timeout_s} s; worker killed" if timed_out
                   else f"worker process ended with {_exit_text(code)}")
            return RequestResult(request_key=job.request_key, status=RowStatus.CRASHED, error=why, log_path=str(proc.log_path),
                                 worker_pid=proc.proc.pid,
                                 resident_after_load_bytes=(proc.hello or {}).get("resident_after_load_bytes"),
                                 device=(proc.hello or {}).get("device"))
        result = RequestResult.from_dict(reply)
        result.log_path = str(proc.log_path)
        result.placement = serial_placement(self.name, result.device)
        return result

    def close(self, kill: bool = False) -> None:
        """Stop every worker: let idle ones exit, or kill them at once (`kill`, after an interruption)."""
        for proc in self._workers.values():
            proc.stop(kill=kill)
        self._workers.clear()


class InlineExecutor:
    """Workers inside this process (no isolation): for tests and debugging, never for measurements."""

    name = "inline"

    def __init__(self) -> None:
        from kvtrial.protocol.worker import Worker

        self._make = Worker
        self._workers: dict[str, Any] = {}

    def submit(self, job: RequestJob) -> RequestResult:
        worker = self._workers.get(job.worker.key)
        if worker is None:
            worker = self._workers[job.worker.key] = self._make(job.worker)
        result = worker.execute(job)
        result.placement = serial_placement(self.name, result.device)
        return result

    def close(self, kill: bool = False) -> None:
        for worker in self._workers.values():
            worker.close()
        self._workers.clear()


EXECUTORS = ("local", "ray")


def check_executor(name: str, ray_address: str | None = None) -> None:
    """Refuse an executor choice that cannot work, before anything runs: an unknown name, an address
    without Ray, or Ray chosen but not installed."""
    if name not in EXECUTORS:
        raise KvtrialError(f"unknown executor {name!r}; choose one of {', '.join(EXECUTORS)}")
    if ray_address is not None and name != "ray":
        raise KvtrialError("--ray-address applies to --executor ray only")
    if name == "ray":
        from kvtrial.protocol.ray_executor import import_ray

        import_ray()


def make_executor(name: str, log_dir: str | Path, *, request_timeout_s: float | None = None,
                  ray_address: str | None = None, root: str | Path | None = None) -> Executor:
    """The executor a command line names: "local" (one process per branch here) or "ray".
    `root`: the project folder its raw logs must stay inside."""
    check_executor(name, ray_address)
    if name == "ray":
        from kvtrial.protocol.ray_executor import RayExecutor

        return RayExecutor(log_dir, address=ray_address, request_timeout_s=request_timeout_s, root=root)
    return LocalSubprocessExecutor(log_dir, request_timeout_s=request_timeout_s, root=root)


def serial_placement(executor: str, device: str | None) -> Placement:
    """Placement of a request that ran alone on this machine (the local executors run one at a time)."""
    return Placement(executor=executor, mode=PlacementMode.SERIAL, device=device, hostname=socket.gethostname())


def _exit_text(code: int | None) -> str:
    if code is None:
        return "no exit code"
    if code < 0:
        import signal

        try:
            return f"signal {signal.Signals(-code).name}"
        except ValueError:
            return f"signal {-code}"
    return f"exit code {code}"
