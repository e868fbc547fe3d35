"""Folders a kvtrial process makes for its own lifetime (a capped worker's memory cgroup, the temporary
folder of `kvtrial memory --process`) are named after their owner: its pid and its start time. A runner
killed with SIGKILL removes nothing, so the next kvtrial that makes such folders sweeps the ones whose
owner is gone; the start time tells a dead owner from a live process that reused its pid, and keeps a
new owner's names from colliding with a dead one's.

    name = f"kvtrial-{owner_tag()}-1"            # kvtrial-4711-86120-1
    sweep_stale(parent, "kvtrial-", Path.rmdir)   # removes kvtrial-PID-START-* of owners that have ended
"""

from __future__ import annotations

import os
import re
import stat
from collections.abc import Callable
from pathlib import Path

_PROC = Path("/proc")
# pid, start time, then the owner's own part of the name (a counter, tempfile's random letters)
_OWNED = re.compile(r"(\d+)-(\d+)-(.+)")


def process_start(pid: int) -> int | None:
    """When process `pid` started (clock ticks after boot, field 22 of /proc/PID/stat); None when no such
    process runs or the platform has no /proc."""
    try:
        text = (_PROC / str(pid) / "stat").read_text()
    except (OSError, ValueError):
        return None
    fields = text.rpartition(")")[2].split()  # the name before ")" may hold spaces and parentheses
    try:
        return int(fields[19])  # field 22 counts from the pid; these start at field 3 (the state)
    except (IndexError, ValueError):
        return None


def owner_tag() -> str:
    """`PID-START` of this process: no other process on this machine has it until a reboot (a process that
    reuses the pid starts later). START is 0 where the start time cannot be read."""
    pid = os.getpid()
    return f"{pid}-{process_start(pid) or 0}"


def owner_alive(pid: int, start: int) -> bool:
    """Whether the process a tag names still runs: the pid runs and started at `start` (at any time where the
    tag has no start time)."""
    if _PROC.is_dir():
        now = process_start(pid)
        return now is not None and start in (0, now)
    try:
        os.kill(pid, 0)  # no /proc: all that can be told is whether the pid runs
    except ProcessLookupError:
        return False
    except OSError:  # another user's process: it runs
        return True
    return True


def stale(name: str, prefix: str) -> bool:
    """Whether `name` is `{prefix}PID-START-...` of an owner that has ended (names without an owner tag are
    never stale: whose they are cannot be told)."""
    if not name.startswith(prefix):
        return False
    found = _OWNED.fullmatch(name.removeprefix(prefix))
    return found is not None and not owner_alive(int(found.group(1)), int(found.group(2)))


def sweep_stale(parent: Path, prefix: str, remove: Callable[[Path], object]) -> list[Path]:
    """Remove (with `remove`) the entries of `parent` that `stale` finds, which must be folders of this user;
    the ones removed. One that cannot be removed (a cgroup a process still runs in) stays, silently."""
    removed: list[Path] = []
    try:
        entries = list(parent.iterdir())
    except OSError:
        return removed
    for entry in entries:
        if not stale(entry.name, prefix) or not _own_folder(entry):
            continue
        try:
            remove(entry)
        except OSError:
            continue
        removed.append(entry)
    return removed


def _own_folder(path: Path) -> bool:
    """A real folder (not a link to one) owned by this process's user: nothing else is ever removed."""
    try:
        st = os.lstat(path)
    except OSError:
        return False
    return stat.S_ISDIR(st.st_mode) and st.st_uid == os.geteuid()
