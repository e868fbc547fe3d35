"""The hard memory cap: bad limits refused with one clear error, a mechanism chosen with the reasons
the others were not, and a child that outgrows its cap told apart from one that stays under it."""

from __future__ import annotations

import itertools
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

import kvtrial.memory.cap as cap_module
from kvtrial.errors import KvtrialError
from kvtrial.memory.cap import (
    MAX_LIMIT_BYTES,
    Confinement,
    check_limit,
    choose_cap,
    oom_kills,
    unavailable,
)
from kvtrial.memory.leftovers import owner_tag, process_start
from kvtrial.records.memory_cap import CapMechanism, MemoryCap

MiB = 2**20
# A bare interpreter peaks at about 12 MiB resident and 12 MiB of address space (VmPeak, measured), so under a
# 100 MiB cap a child holding 50 MiB (62 MiB in all) stays under it, and one holding 200 MiB is twice over.
CAP_MIB, UNDER_MIB, OVER_MIB = 100, 50, 200


def _child(mib: int) -> list[str]:
    # b"x" * n writes every page (a zeroed bytes(n) could stay unbacked and never reach the cap)
    return [sys.executable, "-I", "-c", f"data = b'x' * ({mib} * 2**20); print(len(data))"]


def _run_capped(cap: MemoryCap, mib: int) -> tuple[subprocess.CompletedProcess, bool, Path | None]:
    """The child's outcome, whether the cap says it killed it, and its cgroup (removed by now)."""
    confined = Confinement(cap)
    group = confined.group
    try:
        done = subprocess.run(_child(mib), preexec_fn=confined.enter, capture_output=True, text=True, timeout=60)
        return done, confined.killed_by_cap(), group
    finally:
        confined.release()


def test_bad_limits_are_refused_naming_what_is_allowed() -> None:
    for bad in (0, -5, MiB, 16 * MiB - 1):
        with pytest.raises(KvtrialError, match="below the smallest allowed, 16777216 bytes"):
            check_limit(bad)
    for bad in (True, 1.5e9, "3GiB"):
        with pytest.raises(KvtrialError, match="whole number of bytes"):
            check_limit(bad)  # type: ignore[arg-type]
    with pytest.raises(KvtrialError, match="unknown memory cap mechanism 'docker'; choose cgroup or rlimit"):
        choose_cap(CAP_MIB * MiB, "docker")
    assert check_limit(16 * MiB) == 16 * MiB


def test_limits_past_what_a_cap_stores_or_the_machine_holds_are_refused(tmp_path: Path, monkeypatch) -> None:
    # 2**64 was written as a 0-byte cgroup cap (the kernel's parser wraps) and failed setrlimit in the child
    for bad in (2**64, 2**63, MAX_LIMIT_BYTES + 1):
        with pytest.raises(KvtrialError, match="above the largest a cap can hold, 9223372036854775807 bytes"):
            check_limit(bad)
        with pytest.raises(KvtrialError, match="above the largest a cap can hold"):
            Confinement(MemoryCap(bad, CapMechanism.RLIMIT_AS))  # a stored cap is checked too, before any child
    meminfo = tmp_path / "meminfo"
    meminfo.write_text("MemTotal:        1048576 kB\nMemFree:          524288 kB\nSwapTotal:       1048576 kB\n")
    monkeypatch.setattr(cap_module, "_MEMINFO", meminfo)
    assert check_limit(2 * 2**30) == 2 * 2**30  # memory plus swap: a worker can hold that much
    with pytest.raises(KvtrialError, match=r"above this machine's physical memory and swap, 2 GiB \(2147483648 bytes\): "
                                           "no worker here could reach it"):
        check_limit(2 * 2**30 + 1)
    monkeypatch.setattr(cap_module, "_MEMINFO", tmp_path / "absent")  # no /proc/meminfo: only the storable ceiling
    assert check_limit(MAX_LIMIT_BYTES) == MAX_LIMIT_BYTES


def _fake_cgroup_v1(tmp_path: Path, monkeypatch) -> Path:
    """A cgroup v1 memory hierarchy in a plain folder, this process at its root: the parent of its cgroups."""
    root = tmp_path / "memory"
    root.mkdir()
    (tmp_path / "mounts").write_text(f"cgroup {root} cgroup rw,relatime,memory 0 0\n")
    (tmp_path / "cgroup").write_text("4:memory:/\n0::/\n")
    monkeypatch.setattr(cap_module, "_PROC", tmp_path)
    monkeypatch.setattr(cap_module, "_swept", set())
    return root


def test_a_runner_removes_dead_runners_cgroups_and_never_meets_their_names(tmp_path: Path, monkeypatch) -> None:
    # instant: a fake hierarchy. A runner killed with SIGKILL left its cgroups; a later runner with the same pid
    # once made the same name, removed it as its own and failed ("cannot make the memory cgroup None: File exists")
    root = _fake_cgroup_v1(tmp_path, monkeypatch)
    pid, start = os.getpid(), process_start(os.getpid())
    assert start is not None
    no_such_pid = int(Path("/proc/sys/kernel/pid_max").read_text()) + 1
    dead = [root / f"kvtrial-{no_such_pid}-77-1", root / f"kvtrial-{pid}-{start - 1}-1"]  # ended; pid reused
    live = [root / f"kvtrial-{pid}-{start}-99", root / f"kvtrial-1-{process_start(1)}-1"]  # this runner's, init's
    unknown = [root / f"kvtrial-{pid}-1", root / "kvtrial-notes", root / "other-7-7-7"]  # no owner tag: not ours to judge
    for folder in dead + live + unknown:
        folder.mkdir()
    monkeypatch.setattr(cap_module, "_names", itertools.count(1))  # numbered from 1, as a new runner's are
    confined = Confinement(MemoryCap(64 * MiB, CapMechanism.CGROUP_V1))
    assert confined.group == root / f"kvtrial-{owner_tag()}-1"
    assert (confined.group / "memory.limit_in_bytes").read_text() == str(64 * MiB)
    assert not any(p.exists() for p in dead) and all(p.exists() for p in live + unknown)
    (confined.group / "memory.limit_in_bytes").unlink()  # a plain folder keeps the files a cgroup drops itself
    confined.release()
    assert not confined.group and not (root / f"kvtrial-{owner_tag()}-1").exists()


def test_a_cgroup_name_already_there_is_refused_not_removed(tmp_path: Path, monkeypatch) -> None:
    root = _fake_cgroup_v1(tmp_path, monkeypatch)
    monkeypatch.setattr(cap_module, "_names", itertools.count(5))
    taken = root / f"kvtrial-{owner_tag()}-5"
    taken.mkdir()
    with pytest.raises(KvtrialError, match=f"cannot make the memory cgroup {taken}: .*File exists"):
        Confinement(MemoryCap(64 * MiB, CapMechanism.CGROUP_V1))
    assert taken.is_dir()  # someone else's: left as it was


def test_without_cgroups_the_choice_falls_back_to_rlimit_and_says_why(tmp_path: Path, monkeypatch) -> None:
    (tmp_path / "mounts").write_text("proc /proc proc rw 0 0\ntmpfs /tmp tmpfs rw 0 0\n")
    (tmp_path / "cgroup").write_text("0::/\n")
    monkeypatch.setattr(cap_module, "_PROC", tmp_path)
    choice = choose_cap(CAP_MIB * MiB)
    assert choice.cap == MemoryCap(CAP_MIB * MiB, CapMechanism.RLIMIT_AS)
    assert choice.passed_over == ("cgroup-v1: no cgroup v1 memory hierarchy is mounted",
                                  "cgroup-v2: no cgroup2 file system is mounted")
    with pytest.raises(KvtrialError, match="no memory cap mechanism works here: cgroup-v1: no cgroup v1"):
        choose_cap(CAP_MIB * MiB, "cgroup")


def test_oom_kill_counts_are_read_from_either_cgroup_version() -> None:
    assert oom_kills("oom_kill_disable 0\nunder_oom 0\noom_kill 2\n") == 2  # v1 memory.oom_control
    assert oom_kills("low 0\nhigh 0\nmax 7\noom 1\noom_kill 1\noom_group_kill 0\n") == 1  # v2 memory.events
    with pytest.raises(KvtrialError, match="Linux 4.13"):
        oom_kills("oom_kill_disable 0\nunder_oom 0\n")


def test_a_cap_round_trips_as_plain_data() -> None:
    cap = MemoryCap(3 * 2**30, CapMechanism.CGROUP_V1)
    assert MemoryCap.from_dict(cap.to_dict()) == cap and cap.to_dict()["mechanism"] == "cgroup-v1"
    assert cap.describe() == "3 GiB (3221225472 bytes) via cgroup-v1"
    assert MemoryCap(100 * MiB, CapMechanism.RLIMIT_AS).describe() == "100 MiB (104857600 bytes) via rlimit-as"


def test_a_cgroup_kills_a_child_past_its_cap_and_says_so() -> None:
    # about 1 s: two bare interpreters, under the cgroup mechanism this machine offers (v1 here and on CI;
    # reading v2's kill counter is tested above, on its file's text)
    usable = [m for m in (CapMechanism.CGROUP_V1, CapMechanism.CGROUP_V2) if unavailable(m, CAP_MIB * MiB) is None]
    if not usable:
        pytest.skip("no cgroup memory controller can be used here: " +
                    "; ".join(f"{m}: {unavailable(m, CAP_MIB * MiB)}" for m in (CapMechanism.CGROUP_V1, CapMechanism.CGROUP_V2)))
    cap = MemoryCap(CAP_MIB * MiB, usable[0])
    over, killed, group = _run_capped(cap, OVER_MIB)
    assert over.returncode == -signal.SIGKILL and killed, over.stderr
    under, killed, _ = _run_capped(cap, UNDER_MIB)
    assert under.returncode == 0 and under.stdout.strip() == str(UNDER_MIB * MiB) and not killed, under.stderr
    assert group is not None and group.name.startswith("kvtrial-") and not group.exists()  # removed after use


def test_a_real_cgroup_hierarchy_is_swept_of_dead_runners_cgroups(monkeypatch) -> None:
    # instant, in addition to the fake hierarchy above: the kernel's own cgroup folders, removed by rmdir
    if unavailable(CapMechanism.CGROUP_V1, CAP_MIB * MiB) is not None:
        pytest.skip(f"cgroup-v1 cannot be used here: {unavailable(CapMechanism.CGROUP_V1, CAP_MIB * MiB)}")
    parent = cap_module._cgroup_parent(CapMechanism.CGROUP_V1)
    assert isinstance(parent, Path)
    no_such_pid = int(Path("/proc/sys/kernel/pid_max").read_text()) + 1
    dead = parent / f"kvtrial-{no_such_pid}-77-1"
    dead.mkdir()
    monkeypatch.setattr(cap_module, "_swept", set())
    confined = Confinement(MemoryCap(CAP_MIB * MiB, CapMechanism.CGROUP_V1))
    try:
        assert not dead.exists() and confined.group is not None and confined.group.is_dir()
    finally:
        confined.release()
        if dead.exists():
            dead.rmdir()


def test_rlimit_as_fails_the_allocation_past_its_cap_inside_the_child() -> None:
    # about 0.5 s: two bare interpreters; under rlimit-as nothing is killed, the child's own allocation fails
    assert unavailable(CapMechanism.RLIMIT_AS, CAP_MIB * MiB) is None
    cap = MemoryCap(CAP_MIB * MiB, CapMechanism.RLIMIT_AS)
    over, killed, group = _run_capped(cap, OVER_MIB)
    assert over.returncode == 1 and over.stderr.rstrip().endswith("MemoryError") and not killed and group is None
    under, _, _ = _run_capped(cap, UNDER_MIB)
    assert under.returncode == 0 and under.stdout.strip() == str(UNDER_MIB * MiB), under.stderr
