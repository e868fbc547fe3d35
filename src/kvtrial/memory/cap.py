"""A hard memory cap on a worker process, so that running out of memory happens where it would in
deployment, reproducibly, and is recorded as such instead of taking the machine down.

    cap = choose_cap(3 * 2**30).cap          # the first mechanism that works here
    confined = Confinement(cap)               # one per child process (a cgroup of its own)
    proc = subprocess.Popen(cmd, preexec_fn=confined.enter)
    proc.wait(); confined.killed_by_cap(); confined.release()

Mechanisms, in the order `choose_cap` tries them:

* cgroup-v1: a memory cgroup of its own under the v1 memory hierarchy (needs root). The kernel
  counts what the process really holds (resident pages, page cache it caused) and OOM-kills it
  at the limit; `memory.oom_control` then counts the kill.
* cgroup-v2: the same in a writable cgroup v2 subtree whose children may use the memory
  controller (`memory.max`; the kill is counted in `memory.events`).
* rlimit-as: `setrlimit(RLIMIT_AS)` in the child, for users without root or cgroups.

Telling a cap kill apart from any other death needs the kernel's `oom_kill` counter (Linux 4.13
and later) for the cgroup mechanisms; under rlimit-as nothing is killed: an allocation past the
limit fails inside the worker, which reports it as out of memory itself.

A cap is at least 16 MiB and at most this machine's physical memory plus swap (MemTotal + SwapTotal of
/proc/meminfo): no worker here can hold more, so a larger cap would cap nothing while every row said it
ran capped. Beyond that, no cap above 2**63-1 bytes is ever written (the largest setrlimit takes from
Python and a cgroup's counter holds; the kernel reads 2**64 as 0). A worker's cgroup is named
`kvtrial-PID-START-N` after the runner (`kvtrial.memory.leftovers`): the runner's first cgroup removes
those of runners that ended without removing theirs (killed with SIGKILL).
"""

from __future__ import annotations

import itertools
import os
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from kvtrial.errors import KvtrialError
from kvtrial.memory.leftovers import owner_tag, sweep_stale
from kvtrial.records.memory_cap import CapMechanism, MemoryCap, size_text

# The smallest cap accepted: a bare Python interpreter alone peaks at about 12 MiB, resident and of address
# space (measured), so below this not even a worker's interpreter would start.
MIN_LIMIT_BYTES = 16 * 2**20
# The largest cap either mechanism stores: setrlimit takes a signed 64-bit value from Python, a cgroup's page
# counter at most LONG_MAX bytes, and the kernel's parser wraps past 2**64-1 (2**64 is read as a 0-byte cap).
MAX_LIMIT_BYTES = 2**63 - 1
CGROUP_PREFIX = "kvtrial-"

_PROC = Path("/proc/self")
_MEMINFO = Path("/proc/meminfo")
_names = itertools.count(1)
_swept: set[Path] = set()  # cgroup parents this process has swept of dead runners' cgroups


# `--memory-cap-mechanism` choices and the mechanisms each allows, in order of preference.
PREFERENCES: dict[str | None, tuple[CapMechanism, ...]] = {
    None: (CapMechanism.CGROUP_V1, CapMechanism.CGROUP_V2, CapMechanism.RLIMIT_AS),
    "cgroup": (CapMechanism.CGROUP_V1, CapMechanism.CGROUP_V2),
    "rlimit": (CapMechanism.RLIMIT_AS,),
}


@dataclass(frozen=True)
class CapChoice:
    cap: MemoryCap
    passed_over: tuple[str, ...]  # "cgroup-v1: why it was not used", for each mechanism tried before


def check_limit(limit_bytes: int) -> int:
    """`limit_bytes` if it can be a cap on this machine; one clear error otherwise."""
    check_storable(limit_bytes)
    machine = machine_memory_bytes()
    if machine is not None and limit_bytes > machine:
        raise KvtrialError(f"memory limit {limit_bytes} bytes is above this machine's physical memory and swap, "
                           f"{size_text(machine)}: no worker here could reach it, so it would cap nothing; give at "
                           "most that")
    return limit_bytes


def check_storable(limit_bytes: int) -> int:
    """`limit_bytes` if a mechanism can store it as a cap (on any machine: a resumed run's stored cap too)."""
    if isinstance(limit_bytes, bool) or not isinstance(limit_bytes, int):
        raise KvtrialError(f"a memory limit is a whole number of bytes, got {limit_bytes!r}")
    if limit_bytes < MIN_LIMIT_BYTES:
        raise KvtrialError(f"memory limit {limit_bytes} bytes is below the smallest allowed, {MIN_LIMIT_BYTES} bytes "
                           "(16 MiB): a bare Python interpreter alone needs about 12 MiB")
    if limit_bytes > MAX_LIMIT_BYTES:
        raise KvtrialError(f"memory limit {limit_bytes} bytes is above the largest a cap can hold, {MAX_LIMIT_BYTES} "
                           "bytes (2**63-1: the kernel would store a larger one as another number)")
    return limit_bytes


def machine_memory_bytes() -> int | None:
    """Physical memory plus swap (MemTotal + SwapTotal of /proc/meminfo, in bytes); None where unreadable."""
    try:
        lines = _MEMINFO.read_text().splitlines()
    except OSError:
        return None
    kib: dict[str, int] = {}
    for line in lines:  # "MemTotal:       24683568 kB"
        name, _, rest = line.partition(":")
        parts = rest.split()
        if name in ("MemTotal", "SwapTotal") and len(parts) == 2 and parts[0].isdigit() and parts[1] == "kB":
            kib[name] = int(parts[0])
    return (kib["MemTotal"] + kib.get("SwapTotal", 0)) * 1024 if "MemTotal" in kib else None


def choose_cap(limit_bytes: int, prefer: str | None = None) -> CapChoice:
    """The first mechanism of `prefer` ("cgroup", "rlimit", or None: any) that works on this machine,
    with the reasons the ones before it did not; KvtrialError when none does."""
    check_limit(limit_bytes)
    if prefer not in PREFERENCES:
        raise KvtrialError(f"unknown memory cap mechanism {prefer!r}; choose cgroup or rlimit")
    passed_over: list[str] = []
    for mechanism in PREFERENCES[prefer]:
        why = unavailable(mechanism, limit_bytes)
        if why is None:
            return CapChoice(MemoryCap(limit_bytes, mechanism), tuple(passed_over))
        passed_over.append(f"{mechanism}: {why}")
    raise KvtrialError("no memory cap mechanism works here: " + "; ".join(passed_over))


def unavailable(mechanism: CapMechanism, limit_bytes: int) -> str | None:
    """Why `mechanism` cannot cap a process at `limit_bytes` here; None when it can."""
    if mechanism is CapMechanism.RLIMIT_AS:
        if not sys.platform.startswith("linux"):  # macOS accepts RLIMIT_AS but does not enforce it
            return f"RLIMIT_AS is enforced on Linux only, not on {sys.platform}"
        import resource

        hard = resource.getrlimit(resource.RLIMIT_AS)[1]
        if hard != resource.RLIM_INFINITY and hard < limit_bytes:
            return f"the address-space hard limit of this process ({hard} bytes) is below {limit_bytes} bytes"
        return None
    parent = _cgroup_parent(mechanism)
    return parent if isinstance(parent, str) else None


def _cgroup_parent(mechanism: CapMechanism) -> Path | str:
    """The cgroup under which a worker's own cgroup is made: this process's own memory cgroup, so any
    limit already placed on kvtrial still holds; or the reason there is none to use."""
    v1 = mechanism is CapMechanism.CGROUP_V1
    try:
        mounts = [line.split() for line in (_PROC / "mounts").read_text().splitlines()]
        own_lines = (_PROC / "cgroup").read_text().splitlines()
    except OSError:
        return "no /proc/self/mounts or /proc/self/cgroup (not Linux)"
    # mounts: "device mount-point type options ..."; the v1 memory hierarchy is a `cgroup` mount with option `memory`
    if v1:
        mount = next((m[1] for m in mounts if len(m) > 3 and m[2] == "cgroup" and "memory" in m[3].split(",")), None)
    else:
        mount = next((m[1] for m in mounts if len(m) > 3 and m[2] == "cgroup2"), None)
    if mount is None:
        return "no cgroup v1 memory hierarchy is mounted" if v1 else "no cgroup2 file system is mounted"
    own = "/"
    for line in own_lines:  # "id:controllers:path"; cgroup v2's line is "0::path"
        _, controllers, path = line.split(":", 2)
        if ("memory" in controllers.split(",")) if v1 else controllers == "":
            own = path
    parent = Path(mount) / own.lstrip("/")
    if not parent.is_dir():  # a container that mounts its own cgroup at the mount point
        parent = Path(mount)
    if not v1:
        try:
            delegated = "memory" in (parent / "cgroup.subtree_control").read_text().split()
        except OSError:
            delegated = False
        if not delegated:
            return f"the memory controller is not enabled for the children of {parent} (cgroup.subtree_control)"
    if not os.access(parent, os.W_OK):
        return f"{parent} is not writable (making a memory cgroup needs root, or a delegated subtree)"
    return parent


class Confinement:
    """The cap on one child process: made before it starts, entered by the child before it runs
    anything (`enter`, as Popen's preexec_fn), read after it ended (`killed_by_cap`), then removed."""

    def __init__(self, cap: MemoryCap) -> None:
        check_storable(cap.limit_bytes)  # never written as another number (a resumed run's cap is not re-chosen)
        self.cap = cap
        self.group: Path | None = None
        if cap.mechanism is CapMechanism.RLIMIT_AS:
            import resource

            self._setrlimit, self._rlimit_as = resource.setrlimit, resource.RLIMIT_AS
            return
        parent = _cgroup_parent(cap.mechanism)
        if isinstance(parent, str):
            raise KvtrialError(f"cannot cap a worker with {cap.mechanism}: {parent}")
        _sweep_once(parent)
        # the runner's pid and start time: a later runner that reuses the pid never meets these names
        group = parent / f"{CGROUP_PREFIX}{owner_tag()}-{next(_names)}"
        try:
            group.mkdir()  # a folder already there is not ours: never written to, never removed
        except OSError as exc:
            raise KvtrialError(f"cannot make the memory cgroup {group}: {exc}") from None
        self.group = group
        try:
            _write_limits(group, cap)
        except OSError as exc:
            self.release()
            raise KvtrialError(f"cannot set the memory cgroup {group} to {cap.describe()}: {exc}") from None
        self._procs = str(self.group / "cgroup.procs")  # a str: `enter` runs between fork and exec

    def enter(self) -> None:
        """In the child, before exec: only plain system calls here (the parent may have other threads)."""
        if self.group is None:
            self._setrlimit(self._rlimit_as, (self.cap.limit_bytes, self.cap.limit_bytes))
            return
        fd = os.open(self._procs, os.O_WRONLY)
        try:
            os.write(fd, str(os.getpid()).encode())
        finally:
            os.close(fd)

    def killed_by_cap(self) -> bool:
        """Whether the kernel OOM-killed a process of this cgroup (read it before `release`). Always False
        under rlimit-as: there the failed allocation is an error inside the worker, which reports it."""
        if self.group is None:
            return False
        name = "memory.oom_control" if self.cap.mechanism is CapMechanism.CGROUP_V1 else "memory.events"
        return oom_kills((self.group / name).read_text()) > 0

    def release(self) -> None:
        """Remove the cgroup once its process has ended (a cgroup with a live task cannot be removed)."""
        if self.group is None:
            return
        for attempt in range(40):  # about 2 s
            try:
                self.group.rmdir()
                break
            except FileNotFoundError:
                break
            except OSError as exc:  # EBUSY: the killed process may still be leaving it
                if attempt == 39:
                    print(f"kvtrial: could not remove the memory cgroup {self.group}: {exc}", file=sys.stderr)
                else:
                    time.sleep(0.05)
        self.group = None


def _sweep_once(parent: Path) -> None:
    """Remove, once per process, the cgroups under `parent` of runners that have ended without removing them."""
    if parent not in _swept:
        _swept.add(parent)
        sweep_stale(parent, CGROUP_PREFIX, Path.rmdir)  # a cgroup is removed by rmdir, its files with it


def oom_kills(text: str) -> int:
    """The `oom_kill` count in the text of memory.oom_control (v1) or memory.events (v2)."""
    for line in text.splitlines():
        key, _, value = line.partition(" ")
        if key == "oom_kill":
            return int(value)
    raise KvtrialError("the memory cgroup does not count OOM kills (oom_kill needs Linux 4.13 or later)")


def _write_limits(group: Path, cap: MemoryCap) -> None:
    if cap.mechanism is CapMechanism.CGROUP_V1:
        _write(group / "memory.limit_in_bytes", cap.limit_bytes)
        # memory + swap at the same limit: swap must not hide a worker that outgrew the cap
        _write(group / "memory.memsw.limit_in_bytes", cap.limit_bytes, optional=True)
    else:
        _write(group / "memory.max", cap.limit_bytes)
        _write(group / "memory.swap.max", 0, optional=True)


def _write(path: Path, value: int, optional: bool = False) -> None:
    if optional and not path.exists():
        return
    path.write_text(str(value))
