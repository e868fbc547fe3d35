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

`LocalSubprocessExecutor` (the default) runs each worker as its own Python process on this machine,
optionally each under its own hard memory cap (`kvtrial.memory.cap`): a worker the cap kills, or
that cannot load its model under it, is an `oom` result; it and `RayExecutor` share their
bookkeeping (`kvtrial.protocol.worker_pool.WorkerPool`).
`InlineExecutor` runs workers inside the calling process: no isolation, for debugging and tests
of the runner's bookkeeping only (the run records which executor it used). `RayExecutor`
(`kvtrial.protocol.ray_executor`, the `ray` extra) runs one Ray actor per WorkerSpec.

Every result carries its placement (`RequestResult.placement`): executor, host or node, device,
whether it ran alone ("serial") — what the comparison rules need to judge its timings — and the
memory cap it ran under.
"""

from __future__ import annotations

import json
import os
import queue
import socket
import subprocess
import sys
import threading
from pathlib import Path
from typing import IO, Any, Protocol, runtime_checkable

from kvtrial.errors import KvtrialError
from kvtrial.fsio import open_append
from kvtrial.memory.cap import Confinement
from kvtrial.memory.heap import heap_env
from kvtrial.protocol.jobs import RequestJob, RequestResult, WorkerSpec
from kvtrial.protocol.worker_pool import Lost, PooledWorker, WorkerPool, WorkerStartError, no_answer, poll_until
from kvtrial.records.memory_cap import CapMechanism, MemoryCap
from kvtrial.records.placement import Placement, PlacementMode
from kvtrial.records.row import RowStatus


@runtime_checkable
class Executor(Protocol):
    name: str

    def submit(self, job: RequestJob) -> RequestResult: ...

    def close(self, kill: bool = False) -> None: ...


class _Process(PooledWorker):
    """One worker subprocess with a reader thread, so a hung worker can be timed out; under `cap`, in a
    confinement of its own (`killed_by_cap` says, once it ended, whether the cap killed it)."""

    def __init__(self, spec: WorkerSpec, log_path: Path, env: dict[str, str], root: Path | None = None,
                 cap: MemoryCap | None = None) -> None:
        super().__init__(spec, log_path)
        self._log: IO[bytes] = open_append(log_path, root=root, record=True)
        self.killed_by_cap = False
        self._confined: Confinement | None = None
        try:
            self._confined = Confinement(cap) if cap is not None else None
            # Own session: a Ctrl-C at the terminal reaches the runner only, which then stops its workers;
            # a worker never dies of it mid-request (that would read as a crash).
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "kvtrial.protocol.worker"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                stderr=self._log, env=env, text=True, bufsize=1, start_new_session=True,
                preexec_fn=self._confined.enter if self._confined is not None else None,
            )
        except BaseException as exc:
            self._log.close()
            if self._confined is not None:
                self._confined.release()
            if cap is not None and isinstance(exc, subprocess.SubprocessError):  # `enter` failed in the child
                raise KvtrialError(f"cannot start a worker under the memory cap of {cap.describe()}: {exc}") from None
            raise
        self._lines: queue.Queue[str | None] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
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
        got = poll_until(self._next_line, timeout_s)
        if got is None:
            return None
        (line,) = got
        if line is None:
            self.ended = True  # its stdout closed: the process ended (or is ending)
            return None
        return json.loads(line)

    def _next_line(self, wait: float) -> tuple[str | None] | None:
        """(line,) or (None,) when stdout closed; None when nothing came within `wait`."""
        try:
            return (self._lines.get(timeout=wait),)
        except queue.Empty:
            return None

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
        if self._confined is not None and code is not None:  # a cgroup is removable once its process ended
            self.killed_by_cap = self._confined.killed_by_cap()
            self._confined.release()
            self._confined = None
        return code


class LocalSubprocessExecutor(WorkerPool[_Process]):
    """One Python process per branch on this machine; raw logs under `log_dir`. With `memory_cap`,
    every worker runs under its own cap of that size (each branch gets the same limit)."""

    name = "local-subprocess"

    def __init__(self, log_dir: str | Path, *, request_timeout_s: float | None = None,
                 load_timeout_s: float | None = 900.0, env: dict[str, str] | None = None,
                 root: str | Path | None = None, memory_cap: MemoryCap | None = None) -> None:
        super().__init__(log_dir, request_timeout_s=request_timeout_s, load_timeout_s=load_timeout_s, root=root)
        # Every worker's heap gives freed large blocks back (kvtrial.memory.heap): its peaks follow live memory.
        self.env = {**(os.environ if env is None else env), **heap_env()}
        self.memory_cap = memory_cap
        # Branches (by spec key) whose model could not load within the cap: not loaded again, it would not fit again.
        self._unloadable: dict[str, WorkerStartError] = {}

    def _start(self, spec: WorkerSpec, log_path: Path) -> _Process:
        if spec.key in self._unloadable:
            raise self._unloadable[spec.key]
        proc = _Process(spec, log_path, self.env, self.root, self.memory_cap)
        proc.send(spec.__dict__)
        hello = proc.receive(self.load_timeout_s)
        if not hello or not hello.get("ready"):
            code = proc.stop(kill=True)
            why = (hello or {}).get("error") or f"worker exited with code {code} while loading"
            if self.memory_cap is None:
                raise WorkerStartError(why, str(log_path))
            raise self._capped_start_failed(proc, hello, why)
        proc.hello = hello
        return proc

    def _capped_start_failed(self, proc: _Process, hello: dict[str, Any] | None, why: str) -> WorkerStartError:
        """Why a worker under the cap did not start: `oom` when the cap killed it or its load ran out of
        memory (that branch is then not loaded again), else `crashed`."""
        assert self.memory_cap is not None
        cap, log_path = self.memory_cap, str(proc.log_path)
        place = serial_placement(self.name, proc.spec.device, cap)
        if proc.killed_by_cap or (hello or {}).get("oom"):
            self._unloadable[proc.spec.key] = WorkerStartError(
                f"could not load the model within the memory cap of {cap.describe()} ({why})", log_path, RowStatus.OOM,
                place)
            return self._unloadable[proc.spec.key]
        if hello is None and cap.mechanism is CapMechanism.RLIMIT_AS:
            # no kill to count under rlimit-as: an import that could not map its library just ends the worker
            why += (f" (under a memory cap of {cap.describe()}, which may be too small to start Python and its "
                    "libraries: see the worker's log)")
        return WorkerStartError(why, log_path, placement=place)

    def _exchange(self, proc: _Process, job: RequestJob) -> dict[str, Any] | Lost:
        try:
            if proc.proc.poll() is not None:
                raise BrokenPipeError("the worker process is gone")
            proc.send(job.to_dict())
        except OSError as exc:  # it died while idle (killed, out of memory between requests): nothing of this ran
            code = proc.stop(kill=True)
            return Lost(f"the worker process had ended before this request reached it ({_exit_text(code)}; {exc}); "
                        "the request did not run, and the next one of this branch gets a fresh worker")
        reply = proc.receive(self.request_timeout_s)
        if reply is not None:
            return reply
        timed_out = not proc.ended
        code = proc.stop(kill=timed_out)
        if proc.killed_by_cap and self.memory_cap is not None:
            return Lost(f"killed by the memory cap: the worker outgrew {self.memory_cap.describe()} and the kernel's "
                        f"OOM killer ended it ({_exit_text(code)})", RowStatus.OOM)
        return Lost(no_answer(self.request_timeout_s) if timed_out else f"worker process ended with {_exit_text(code)}")

    def _placement(self, proc: _Process, device: str | None) -> Placement:
        return serial_placement(self.name, device, self.memory_cap)

    def _received(self, proc: _Process, job: RequestJob, result: RequestResult) -> RequestResult:
        if result.status == RowStatus.OOM and self.memory_cap is not None:  # the worker's own out-of-memory error
            result.error = f"{result.error} (under a memory cap of {self.memory_cap.describe()})"
        return result

    def _stop(self, proc: _Process, *, kill: bool) -> None:
        proc.stop(kill=kill)


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


def check_executor(name: str, ray_address: str | None = None, memory_cap: MemoryCap | None = None) -> None:
    """Refuse an executor choice that cannot work, before anything runs: an unknown name, an address
    without Ray, Ray chosen but not installed, or a memory cap where the executor cannot apply one."""
    if name not in EXECUTORS:
        raise KvtrialError(f"unknown executor {name!r}; choose one of {', '.join(EXECUTORS)}")
    if ray_address is not None and name != "ray":
        raise KvtrialError("--ray-address applies to --executor ray only")
    if memory_cap is not None and name != "local":
        raise KvtrialError(f"--memory-limit is not supported with --executor {name}: it applies to --executor local "
                           "only (Ray starts its actors' processes itself, where kvtrial cannot cap them)")
    if name == "ray":
        from kvtrial.protocol.ray_executor import import_ray

        import_ray()


def make_executor(name: str, log_dir: str | Path, *, request_timeout_s: float | None = None,
                  ray_address: str | None = None, root: str | Path | None = None,
                  memory_cap: MemoryCap | None = None) -> Executor:
    """The executor a command line names: "local" (one process per branch here, each under
    `memory_cap` when given) or "ray". `root`: the project folder its raw logs must stay inside."""
    check_executor(name, ray_address, memory_cap)
    if name == "ray":
        from kvtrial.protocol.ray_executor import RayExecutor

        return RayExecutor(log_dir, address=ray_address, request_timeout_s=request_timeout_s, root=root)
    return LocalSubprocessExecutor(log_dir, request_timeout_s=request_timeout_s, root=root, memory_cap=memory_cap)


def serial_placement(executor: str, device: str | None, memory_cap: MemoryCap | None = None) -> Placement:
    """Placement of a request that ran alone on this machine (the local executors run one at a time)."""
    return Placement(executor=executor, mode=PlacementMode.SERIAL, device=device, hostname=socket.gethostname(),
                     memory_cap=memory_cap)


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
