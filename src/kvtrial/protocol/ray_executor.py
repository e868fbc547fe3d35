"""The Ray executor: one Ray actor per branch worker, the ledger stays on the driver.

Each `WorkerSpec` gets one actor that holds a `kvtrial.protocol.worker.Worker` for the run; the
runner submits requests one at a time, in its own order, and every result lands in the driver's
ledger as soon as it returns. The failure meanings are the local executor's: an actor that dies
mid-request (killed, out of host memory, segfault) or stays silent past the request timeout is a
`crashed` row with its raw log, and the next request of that branch gets a fresh actor; an
interruption kills every actor and leaves a resumable run.

Placement. By default every actor lives on one node (the driver's node when it can host one), so
rows that a comparison sets side by side ran on the same hardware, one request at a time.
`spread=True` lets Ray place actors on any node. Either way each result carries its placement
(node id and address, host, device, GPU ids, and `mode`: "serial", since the runner waits for each
request before sending the next), which the comparison rules read.

Resources. A request needs one CPU (its `threads` when the record pins them) and one GPU on CUDA:
the node the run uses must have that much. An actor, though, holds only a share of it
(1 / IDLE_ACTORS_PER_SLOT): requests are serial, so at most one actor computes at a time and the
others only hold a loaded model, as the local executor's idle branch processes do. Reserving a
whole slot per idle actor would let a 2-CPU node keep two branches loaded and reload a model at
almost every request of an alternating order. Past IDLE_ACTORS_PER_SLOT actors per slot, the least
recently used idle actor is stopped first (its next request reloads the model). A fractional GPU
share still makes Ray give the actor that GPU.

Raw logs. Each actor writes its stdout/stderr to its log file on its own node; the driver copies a
remote node's log back next to the run's other logs (at close, or, for an actor that died, by
reading the file through a task on that node).
"""

from __future__ import annotations

import os
import socket
from pathlib import Path
from typing import Any

from kvtrial.errors import KvtrialError
from kvtrial.fsio import atomic_write
from kvtrial.protocol.jobs import RequestJob, RequestResult, WorkerSpec
from kvtrial.protocol.worker_pool import Lost, PooledWorker, WorkerPool, WorkerStartError, no_answer, poll_until
from kvtrial.records.placement import Placement, PlacementMode

INSTALL_HINT = 'pip install "kvtrial[ray]"'
# Environment the actors need from the driver: kvtrial's own switches (cache folder, plugins, test
# hooks) always; the import path only for a runtime this process starts (a cluster's nodes have
# their own installation, and the driver's paths mean nothing there).
FORWARDED_PREFIX = "KVTRIAL_"
# Loaded actors a node keeps per request slot (see "Resources" above): enough for every branch of a
# usual record (ordinary, its candidates and peers) without reloading between alternating requests.
IDLE_ACTORS_PER_SLOT = 8


class RayUnavailableError(KvtrialError):
    """`--executor ray` without Ray installed, or a Ray runtime that cannot be reached."""


def import_ray() -> Any:
    try:
        import ray
    except ImportError as exc:
        raise RayUnavailableError(f"the ray executor needs Ray, which is not installed ({exc}); install it with "
                                  f"`{INSTALL_HINT}`") from None
    return ray


def connect(address: str | None = None, *, num_cpus: int | None = None) -> Any:
    """The Ray module, connected: an existing connection is reused; `address=None` starts a local
    runtime (with `num_cpus`, default: this machine's), "auto" or "HOST:PORT" joins a cluster."""
    ray = import_ray()
    if ray.is_initialized():
        return ray
    kwargs: dict[str, Any] = {"include_dashboard": False, "log_to_driver": False}
    if address is None:
        kwargs["num_cpus"] = num_cpus
    else:
        kwargs["address"] = address
    try:
        ray.init(**kwargs)
    except (ConnectionError, RuntimeError, ValueError) as exc:
        where = "a local Ray runtime" if address is None else f"the Ray cluster at {address!r}"
        raise RayUnavailableError(f"cannot start or reach {where}: {exc}") from None
    return ray


def actor_env(local_runtime: bool) -> dict[str, str]:
    """Variables an actor is started with (see FORWARDED_PREFIX)."""
    env = {k: v for k, v in os.environ.items() if k.startswith(FORWARDED_PREFIX)}
    if local_runtime and os.environ.get("PYTHONPATH"):
        env["PYTHONPATH"] = os.environ["PYTHONPATH"]
    return env


class BranchActor:
    """The body of one actor (wrapped with `ray.remote` when the executor starts): a Worker for one
    branch, its output in a log file, and where it runs."""

    def __init__(self, spec: WorkerSpec, log_path: str, driver_node: str) -> None:
        import ray

        self.remote = ray.get_runtime_context().get_node_id() != driver_node
        if self.remote:  # the driver's folders need not exist (or be writable) on this node
            log_path = str(node_folder() / Path(log_path).name)
        Path(log_path).parent.mkdir(parents=True, exist_ok=True)
        log = os.open(log_path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
        os.dup2(log, 1)  # everything the libraries print is the branch's raw log, as for a local worker
        os.dup2(log, 2)
        self.log_path = log_path
        self.spec = spec
        self.worker: Any = None
        self.error: str | None = None
        import torch

        # Ray starts actors with OMP_NUM_THREADS=1; a serial request uses the node's threads as a
        # local worker would, unless the record pins them (the Worker applies spec.threads).
        if not spec.threads:
            torch.set_num_threads(len(os.sched_getaffinity(0)))
        try:
            from kvtrial.protocol.worker import Worker

            self.worker = Worker(spec)
        except BaseException as exc:  # noqa: BLE001  (reported as a crashed start, like a local worker)
            import traceback

            traceback.print_exc()
            self.error = f"{type(exc).__name__}: {exc}"

    def hello(self) -> dict[str, Any]:
        import ray

        ctx = ray.get_runtime_context()
        where = {"node_id": ctx.get_node_id(), "node_ip": ray.util.get_node_ip_address(),
                 "hostname": socket.gethostname(), "gpu_ids": [str(g) for g in ray.get_gpu_ids()],
                 "log_path": self.log_path}
        if self.worker is None:
            return {"ready": False, "error": self.error, "placement": where}
        return {**self.worker.hello(), "placement": where}

    def execute(self, job: dict[str, Any]) -> dict[str, Any]:
        if self.remote:  # texts go to a node-local folder; the driver writes its own copy from the result
            job = {**job, "artifact_dir": str(node_folder() / "texts"), "root": str(node_folder())}
        return self.worker.execute(RequestJob.from_dict(job)).to_dict()

    def close(self) -> str:
        """Free the worker; returns the raw log (the driver keeps a copy when this node is remote)."""
        if self.worker is not None:
            self.worker.close()
        return Path(self.log_path).read_text(encoding="utf-8", errors="replace")


class _Actor(PooledWorker):
    def __init__(self, handle: Any, spec: WorkerSpec, log_path: Path) -> None:
        super().__init__(spec, log_path)
        self.handle = handle


class RayExecutor(WorkerPool[_Actor]):
    """One Ray actor per branch worker; requests one at a time, as the runner orders them."""

    name = "ray"

    def __init__(self, log_dir: str | Path, *, address: str | None = None, request_timeout_s: float | None = None,
                 load_timeout_s: float | None = 900.0, spread: bool = False, num_cpus: int | None = None,
                 root: str | Path | None = None) -> None:
        super().__init__(log_dir, request_timeout_s=request_timeout_s, load_timeout_s=load_timeout_s, root=root)
        self.ray = connect(address, num_cpus=num_cpus)
        self.spread = spread
        self.local_runtime = address is None
        self.driver_node = self.ray.get_runtime_context().get_node_id()
        self._remote = self.ray.remote(BranchActor)
        self._node: str | None = None  # the one node of a non-spread run, chosen with the first actor

    # -- placement -------------------------------------------------------------------------------

    @staticmethod
    def demand(spec: WorkerSpec) -> dict[str, float]:
        need = {"CPU": float(spec.threads or 1)}
        if spec.device.startswith("cuda"):
            need["GPU"] = 1.0
        return need

    def _nodes(self) -> list[dict[str, Any]]:
        return [n for n in self.ray.nodes() if n.get("Alive")]

    @staticmethod
    def reservation(need: dict[str, float]) -> dict[str, float]:
        """What one actor holds for its lifetime: its share of a request slot (requests are serial)."""
        return {k: v / IDLE_ACTORS_PER_SLOT for k, v in need.items()}

    def _capacity(self, need: dict[str, float]) -> tuple[str | None, int]:
        """(node to pin to or None when spread, how many actors fit there at once); 0 when no node
        can run one request of this size."""
        def fits(node: dict[str, Any], size: dict[str, float]) -> int:
            res = node.get("Resources", {})
            return int(min(res.get(k, 0.0) // v for k, v in size.items()))

        def actors(node: dict[str, Any]) -> int:
            return fits(node, self.reservation(need)) if fits(node, need) else 0

        nodes = self._nodes()
        if self.spread:
            return None, sum(actors(n) for n in nodes)
        if self._node is None:
            # The driver's node when it can host an actor, else the node that hosts the most.
            ranked = sorted(nodes, key=lambda n: (actors(n) == 0, n["NodeID"] != self.driver_node, -actors(n),
                                                  n["NodeID"]))
            if ranked and actors(ranked[0]) > 0:
                self._node = ranked[0]["NodeID"]
        node = next((n for n in nodes if n["NodeID"] == self._node), None)
        return self._node, actors(node) if node else 0

    # -- the pool's hooks ---------------------------------------------------------------------------

    def _start(self, spec: WorkerSpec, log: Path) -> _Actor:
        need = self.demand(spec)
        node, capacity = self._capacity(need)
        if capacity < 1:
            where = "any node" if self.spread else "the node this run uses"
            raise WorkerStartError(f"it needs {need} and {where} of the Ray cluster has less "
                                   f"({[n.get('Resources') for n in self._nodes()]})", None)
        while len(self._workers) >= capacity:  # free a slot: stop the least recently used idle actor
            _, old = self._workers.popitem(last=False)
            self._stop(old, kill=False)
        hold = self.reservation(need)
        options: dict[str, Any] = {"num_cpus": hold["CPU"], "num_gpus": hold.get("GPU", 0.0), "max_restarts": 0,
                                   "runtime_env": {"env_vars": actor_env(self.local_runtime)}}
        if node is not None:
            from ray.util.scheduling_strategies import NodeAffinitySchedulingStrategy

            options["scheduling_strategy"] = NodeAffinitySchedulingStrategy(node_id=node, soft=False)
        actor = _Actor(self._remote.options(**options).remote(spec, str(log), self.driver_node), spec, log)
        reply, why = self._wait(actor.handle.hello.remote(), self.load_timeout_s)
        if reply is None or not reply.get("ready"):
            reason = (reply or {}).get("error") or why
            self._stop(actor, kill=True)
            raise WorkerStartError(reason, self._log_copy(actor, (reply or {}).get("placement")))
        actor.hello = reply
        return actor

    def _exchange(self, actor: _Actor, job: RequestJob) -> dict[str, Any] | Lost:
        reply, why = self._wait(actor.handle.execute.remote(job.to_dict()), self.request_timeout_s)
        if reply is None:
            self._stop(actor, kill=True)
            return Lost(why)
        return reply

    def _lost(self, actor: _Actor, job: RequestJob, lost: Lost) -> RequestResult:
        result = super()._lost(actor, job, lost)
        result.log_path = self._log_copy(actor, actor.hello.get("placement"))
        return result

    def _received(self, actor: _Actor, job: RequestJob, result: RequestResult) -> RequestResult:
        if result.text_path and not self._is_local(actor.hello.get("placement")):
            # The text was written on the actor's node; the run's artifacts live with the ledger.
            local = Path(job.artifact_dir) / Path(result.text_path).name
            atomic_write(local, result.text or "", root=job.root, record=True)
            result.text_path = str(local)
        return result

    def _placement(self, actor: _Actor, device: str | None) -> Placement:
        return self.placement(actor)

    def placement(self, actor: _Actor) -> Placement:
        where = actor.hello.get("placement", {})
        return Placement(executor=self.name, mode=PlacementMode.SERIAL, device=actor.hello.get("device"),
                         hostname=where.get("hostname"), node_id=where.get("node_id"), node_ip=where.get("node_ip"),
                         gpu_ids=list(where.get("gpu_ids", [])), ray_version=self.ray.__version__,
                         threads=actor.hello.get("threads"))

    # -- helpers ---------------------------------------------------------------------------------

    def _wait(self, ref: Any, timeout_s: float | None) -> tuple[Any, str]:
        """(value, "") or (None, why): the actor died, or said nothing within `timeout_s`."""
        ray = self.ray
        if poll_until(lambda wait: ray.wait([ref], timeout=wait)[0] or None, timeout_s) is None:
            return None, no_answer(timeout_s)
        try:
            return ray.get(ref), ""
        except ray.exceptions.RayActorError as exc:
            return None, f"worker actor died ({type(exc).__name__}: {_first_line(exc)})"
        except ray.exceptions.RayTaskError as exc:  # a bug in the actor's own code, not a measurement result
            return None, f"worker raised {type(exc).__name__}: {_first_line(exc)}"

    def _stop(self, actor: _Actor, *, kill: bool) -> None:
        if not kill:
            try:
                text = self.ray.get(actor.handle.close.remote(), timeout=60)
                if not self._is_local(actor.hello.get("placement")):
                    atomic_write(actor.log_path, text, root=self.root, record=True)
            except Exception:  # noqa: BLE001  (a worker that cannot close cleanly is killed below)
                pass
        self.ray.kill(actor.handle, no_restart=True)

    def _is_local(self, where: dict[str, Any] | None) -> bool:
        return not where or where.get("node_id") == self.driver_node

    def _log_copy(self, actor: _Actor, where: dict[str, Any] | None) -> str:
        """The raw log's path on the driver; a dead remote actor's log is read through a task on its node."""
        if where and not self._is_local(where):  # (a remote place is never empty)
            from ray.util.scheduling_strategies import NodeAffinitySchedulingStrategy

            read = self.ray.remote(num_cpus=0)(_read_text).options(
                scheduling_strategy=NodeAffinitySchedulingStrategy(node_id=where["node_id"], soft=False))
            try:
                text = self.ray.get(read.remote(where.get("log_path") or str(actor.log_path)), timeout=60)
            except Exception as exc:  # noqa: BLE001  (the node itself may be gone)
                text = f"[kvtrial] raw log of node {where.get('node_ip')} not readable: {exc}\n"
            atomic_write(actor.log_path, text, root=self.root, record=True)
        return str(actor.log_path)


def node_folder() -> Path:
    """Where an actor on a node other than the driver's keeps its log and texts until they are copied back."""
    import tempfile

    return Path(tempfile.gettempdir()) / "kvtrial-ray" / str(os.getpid())


def _read_text(path: str) -> str:
    try:
        return Path(path).read_text(encoding="utf-8", errors="replace")
    except OSError as exc:
        return f"[kvtrial] {path}: {exc}\n"


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip()
    return text.splitlines()[0] if text else ""
