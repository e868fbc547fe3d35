"""The bookkeeping both executors share: one worker per spec, log names, failed starts, lost workers, polling."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from kvtrial.protocol.jobs import RequestJob, WorkerSpec
from kvtrial.protocol.worker_pool import Lost, PooledWorker, WorkerPool, WorkerStartError, poll_until
from kvtrial.records.placement import Placement, PlacementMode
from kvtrial.records.row import RowStatus


class _Pool(WorkerPool[PooledWorker]):
    """Workers that are plain objects: `refuse` names branches that cannot start, `lose` request keys whose
    worker dies."""

    name = "fake"

    def __init__(self, log_dir: Path, refuse: set[str] = frozenset(), lose: set[str] = frozenset()) -> None:
        super().__init__(log_dir, request_timeout_s=5.0, load_timeout_s=5.0, root=None)
        self.refuse, self.lose = refuse, lose
        self.started: list[str] = []
        self.stopped: list[tuple[str, bool]] = []

    def _start(self, spec: WorkerSpec, log_path: Path) -> PooledWorker:
        if spec.branch in self.refuse:
            raise WorkerStartError("no room", str(log_path))
        self.started.append(log_path.name)
        worker = PooledWorker(spec, log_path)
        worker.hello = {"pid": 7, "device": "cpu", "resident_after_load_bytes": 100}
        return worker

    def _exchange(self, worker: PooledWorker, job: RequestJob) -> dict[str, Any] | Lost:
        if job.request_key in self.lose:
            self._stop(worker, kill=True)
            return Lost("worker process ended with signal SIGKILL")
        return {"request_key": job.request_key, "status": RowStatus.OK, "device": "cpu"}

    def _placement(self, worker: PooledWorker, device: str | None) -> Placement:
        return Placement(executor=self.name, mode=PlacementMode.SERIAL, device=device)

    def _stop(self, worker: PooledWorker, *, kill: bool) -> None:
        self.stopped.append((worker.spec.branch, kill))


def _job(branch: str, key: str) -> RequestJob:
    spec = WorkerSpec("m", "float32", "sdpa", "cpu", "native", branch, branch)
    return RequestJob(spec, "run", key, "cell", 0, False, 0, [1, 2], 4, "texts")


def test_one_worker_per_spec_with_numbered_logs(tmp_path: Path) -> None:
    pool = _Pool(tmp_path)
    results = [pool.submit(_job(b, f"{b}-{i}")) for i in range(2) for b in ("ordinary", "q8_0")]
    assert [r.status for r in results] == [RowStatus.OK] * 4
    assert len(pool.started) == 2 and pool.started[0].startswith("worker-001-") and pool.started[1].startswith("worker-002-")
    assert results[0].log_path == str(tmp_path / pool.started[0]) and results[0].placement.executor == "fake"
    pool.close()
    assert pool.stopped == [("ordinary", False), ("q8_0", False)]


def test_a_worker_that_cannot_start_is_a_crashed_result(tmp_path: Path) -> None:
    result = _Pool(tmp_path, refuse={"q8_0"}).submit(_job("q8_0", "k"))
    assert (result.request_key, result.status) == ("k", RowStatus.CRASHED)
    assert result.error == "worker failed to start: no room" and result.log_path == str(tmp_path / "worker-001-q8-0.log")


def test_a_lost_worker_is_a_crashed_result_and_the_next_request_starts_a_fresh_one(tmp_path: Path) -> None:
    pool = _Pool(tmp_path, lose={"k1"})
    lost = pool.submit(_job("q8_0", "k1"))
    assert (lost.status, lost.error, lost.worker_pid, lost.device) == (RowStatus.CRASHED,
                                                                         "worker process ended with signal SIGKILL", 7, "cpu")
    assert pool.submit(_job("q8_0", "k2")).status == RowStatus.OK
    assert len(pool.started) == 2 and pool.stopped == [("q8_0", True)]


def test_polling_gives_the_first_answer_or_none_after_the_deadline() -> None:
    answers = iter([None, None, "done"])
    assert poll_until(lambda wait: next(answers), 5.0) == "done"
    start = time.monotonic()
    assert poll_until(lambda wait: time.sleep(wait), 0.3) is None
    assert 0.25 < time.monotonic() - start < 2.0
