"""Under a hard memory cap, a branch that outgrows it is an `oom` row and the run goes on: a worker the
cap killed, or one that could not load within it, is told apart from a crash, and every row records
the cap it ran under."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

import kvtrial.memory.cap as cap_module
from kvtrial.backends import PLUGINS_ENV
from kvtrial.commands._run_options import memory_cap_choice
from kvtrial.memory.cap import unavailable
from kvtrial.protocol.executor import LocalSubprocessExecutor
from kvtrial.protocol.jobs import RequestJob, WorkerSpec
from kvtrial.protocol.ledger import Ledger, RunStatus
from kvtrial.records.memory_cap import CapMechanism, MemoryCap
from kvtrial.records.row import RowStatus
from kvtrial.verdicts.rules import RUNNABLE_ONLY_CANDIDATE, compare_run
from tests.protocol.cli_helpers import kvtrial
from tests.protocol.conftest import tiny_record, write_json
from tests.protocol.hungry_backend import HUNGRY_ABOVE_ENV, HUNGRY_LOAD_MIB_ENV, HUNGRY_MIB_ENV

MiB = 2**20
_WHY_NO_V1 = unavailable(CapMechanism.CGROUP_V1, 64 * MiB)
needs_cgroup_v1 = pytest.mark.skipif(_WHY_NO_V1 is not None, reason=f"cgroup-v1 cannot be used here: {_WHY_NO_V1}")

# A tiny-model worker (torch, transformers, the model, one request) peaks at 320-390 MiB charged to its cgroup and
# about 540 MiB resident (measured): 1 GiB leaves room for either; the hungry branch's extra 3 GiB does not fit.
CAP = 1024 * MiB
HUNGRY_MIB = 3072


def _job(spec: WorkerSpec, key: str, tmp_path: Path) -> RequestJob:
    return RequestJob(spec, "run", key, "cell", 0, False, 0, [3, 4, 5], 2, str(tmp_path / "texts"))


def _leftover_cgroups(mechanism: CapMechanism) -> list[str]:
    parent = cap_module._cgroup_parent(mechanism)
    assert isinstance(parent, Path)
    return [p.name for p in parent.iterdir() if p.name.startswith(f"kvtrial-{os.getpid()}-")]


@needs_cgroup_v1
def test_a_worker_that_cannot_load_within_its_cap_is_oom_for_every_request_of_its_branch(tmp_path: Path) -> None:
    # about 1 s: one worker killed while importing torch (64 MiB is far below what torch alone needs);
    # the model path does not exist, so a worker the cap did not stop would fail differently (crashed)
    cap = MemoryCap(64 * MiB, CapMechanism.CGROUP_V1)
    executor = LocalSubprocessExecutor(tmp_path / "logs", memory_cap=cap, load_timeout_s=60)
    spec = WorkerSpec(str(tmp_path / "no-model"), "float32", "sdpa", "cpu", "native", "ordinary", "ordinary")
    first, second = (executor.submit(_job(spec, key, tmp_path)) for key in ("k1", "k2"))
    executor.close()
    for result in (first, second):
        assert result.status == RowStatus.OOM, result.error
        assert "could not load the model within the memory cap of 64 MiB (67108864 bytes) via cgroup-v1" in result.error
        assert result.placement is not None and result.placement.memory_cap == cap
    assert second.log_path == first.log_path and len(list((tmp_path / "logs").iterdir())) == 1  # not loaded again
    assert _leftover_cgroups(CapMechanism.CGROUP_V1) == []


def test_under_rlimit_a_worker_too_small_to_start_is_a_crash_that_names_the_cap(tmp_path: Path) -> None:
    # about 1 s: under rlimit-as nothing counts a kill, so a worker that could not even import torch is `crashed`,
    # and the error says the cap may be why
    cap = MemoryCap(64 * MiB, CapMechanism.RLIMIT_AS)
    executor = LocalSubprocessExecutor(tmp_path / "logs", memory_cap=cap, load_timeout_s=60)
    spec = WorkerSpec(str(tmp_path / "no-model"), "float32", "sdpa", "cpu", "native", "ordinary", "ordinary")
    result = executor.submit(_job(spec, "k1", tmp_path))
    executor.close()
    assert result.status == RowStatus.CRASHED and "may be too small to start Python" in result.error
    assert result.placement is not None and result.placement.memory_cap == cap


def test_under_rlimit_a_load_that_runs_out_of_memory_is_oom(tmp_path: Path, monkeypatch) -> None:
    # about 7-11 s: one worker imports torch and transformers, then its load asks for 1 TiB under a 64 GiB address-space
    # cap (far above the 1.2 GiB a loaded tiny-model worker maps, measured, and far below the ask): the worker itself
    # reports the failed allocation as out of memory. The model path does not exist, so a load that went on would be
    # `crashed`.
    monkeypatch.setenv(PLUGINS_ENV, "tests.protocol.hungry_backend")
    monkeypatch.setenv(HUNGRY_LOAD_MIB_ENV, str(2**20))
    cap = MemoryCap(64 * 2**30, CapMechanism.RLIMIT_AS)
    executor = LocalSubprocessExecutor(tmp_path / "logs", memory_cap=cap)
    spec = WorkerSpec(str(tmp_path / "no-model"), "float32", "sdpa", "cpu", "test-hungry", "ordinary", "ordinary")
    result = executor.submit(_job(spec, "k1", tmp_path))
    executor.close()
    assert result.status == RowStatus.OOM and "can't allocate memory" in result.error, result.error
    assert "could not load the model within the memory cap of 64 GiB (68719476736 bytes) via rlimit-as" in result.error


@needs_cgroup_v1
def test_a_branch_that_outgrows_the_cap_is_an_oom_row_and_the_run_completes(tiny_folder: Path, tmp_path: Path,
                                                                           capsys, monkeypatch) -> None:
    # about 25 s on two busy cores: `kvtrial admit` in process (3 s), then the short sample and one cell of two
    # branches in two worker processes (about 9 s each to start); ordinary's worker dies at the cell, and its
    # branch has no further request to start another for
    monkeypatch.setenv(PLUGINS_ENV, "tests.protocol.hungry_backend")
    monkeypatch.setenv(HUNGRY_ABOVE_ENV, "880")  # the ~800-token short sample fits, the 950-token cell does not
    monkeypatch.setenv(HUNGRY_MIB_ENV, str(HUNGRY_MIB))
    data = tiny_record(tiny_folder, input_tokens=[950], repeats=1, warmup=False)
    data["ordinary"]["backend"] = "test-hungry"
    record, project = write_json(tmp_path / "record.json", data), tmp_path / "project"
    code, out, err = kvtrial(capsys, "admit", record, "--project", project)
    assert code == 0, err

    code, out, err = kvtrial(capsys, "run", record, "--project", project, "--no-progress",
                             "--memory-limit", f"{CAP // MiB}MiB", "--memory-cap-mechanism", "cgroup")
    assert code == 0, err
    assert "each worker capped at 1 GiB (1073741824 bytes) via cgroup-v1" in out
    ledger = Ledger.open(project)
    (info,) = ledger.runs()
    assert info.status == RunStatus.COMPLETE and info.environment.memory_cap == {"limit_bytes": CAP,
                                                                                    "mechanism": "cgroup-v1"}
    rows = {(r.cell_id, r.branch): r for r in ledger.rows(info.run_id, include_warmup=True)}
    oom = rows[("in950-out6", "ordinary")]
    assert oom.status == RowStatus.OOM and oom.generation_s is None
    assert "killed by the memory cap" in oom.error and "1 GiB (1073741824 bytes) via cgroup-v1" in oom.error
    assert oom.extra["log_path"]  # the raw log of the worker the cap killed
    others = [r for key, r in rows.items() if key != ("in950-out6", "ordinary")]
    assert len(others) == 3 and all(r.status == RowStatus.OK for r in others), [(r.cell_id, r.branch, r.error)
                                                                                  for r in others]
    assert all(r.placement.memory_cap == MemoryCap(CAP, CapMechanism.CGROUP_V1) for r in rows.values())
    (verdict,) = [v for v in compare_run(list(rows.values())) if v.cell_id == "in950-out6"]
    assert verdict.verdict == RUNNABLE_ONLY_CANDIDATE
    assert _leftover_cgroups(CapMechanism.CGROUP_V1) == []


def test_memory_limit_options_are_checked_before_anything_runs(tmp_path: Path, capsys) -> None:
    # instant: every refusal comes before the record is read or the project made
    project = tmp_path / "project"
    record = tmp_path / "absent.json"
    for args, message in (
        (["--memory-limit", "lots"], "--memory-limit: cannot read memory size 'lots'; write a number with a unit"),
        (["--memory-limit", "1KiB"], "below the smallest allowed, 16777216 bytes"),
        (["--memory-limit", str(2**64)], "above the largest a cap can hold, 9223372036854775807 bytes"),
        (["--memory-limit", "1000000TiB"], "above this machine's physical memory and swap"),
        (["--memory-limit", "9" * 400 + ".5GiB"], "is too large to read"),
        (["--memory-limit", "1GiB", "--memory-cap-mechanism", "docker"], "choose cgroup or rlimit"),
        (["--memory-cap-mechanism", "rlimit"], "--memory-cap-mechanism needs --memory-limit SIZE"),
        (["--memory-limit", "1GiB", "--executor", "ray"], "--memory-limit is not supported with --executor ray"),
    ):
        code, out, err = kvtrial(capsys, "run", record, "--project", project, *args)
        assert code != 0 and message in err and "Traceback" not in err, (args, err)
    code, out, err = kvtrial(capsys, "run", "--resume", "RUN", "--project", project, "--memory-limit", "1GiB")
    assert code != 0 and "continues under the cap it started with" in err
    assert not project.exists()
    for size, limit in (("1.5GiB", 3 * 2**29), ("512MiB", 512 * MiB), ("3GB", 3 * 10**9), ("104857600", 100 * MiB)):
        choice = memory_cap_choice(size, "rlimit")
        assert choice is not None and choice.cap == MemoryCap(limit, CapMechanism.RLIMIT_AS)
