"""Options shared by the commands that read a run's records (doctor, gate, report), and the
executor options of the commands that measure (run, quality)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

import typer

from kvtrial.commands._common import PROJECT as PROJECT_OPTION  # noqa: F401  (one definition for every command)
from kvtrial.errors import KvtrialError

if TYPE_CHECKING:
    from kvtrial.memory.cap import CapChoice

QUALITY_OPTION = typer.Option(
    None, "--quality", help="Results file of `kvtrial quality` (JSON) for the KL / top-1 figures.")

EXECUTOR_OPTION = typer.Option(
    "local", "--executor", help="Where workers run: local (one process per branch here) or ray (one Ray actor per "
    "worker; needs the `ray` extra).")
RAY_ADDRESS_OPTION = typer.Option(
    None, "--ray-address", help="Ray cluster to join with --executor ray: auto, or HOST:PORT of the head node "
    "(default: start a local Ray runtime).")
MEMORY_LIMIT_OPTION = typer.Option(
    None, "--memory-limit", metavar="SIZE", help="Run every worker under a hard memory cap of SIZE (e.g. 3GiB, "
    "512MiB): a branch that outgrows it is an `oom` row (docs/protocol.md, \"Running under a memory cap\").")
MEMORY_CAP_MECHANISM_OPTION = typer.Option(
    None, "--memory-cap-mechanism", metavar="cgroup|rlimit", help="How --memory-limit is enforced: cgroup (v1, "
    "or a delegated v2 subtree) or rlimit (address space: stricter). Default: cgroup where it works, else rlimit.")


def memory_cap_choice(limit: str | None, mechanism: str | None) -> CapChoice | None:
    """The cap --memory-limit / --memory-cap-mechanism ask for, checked on this machine; None without a limit."""
    if limit is None:
        if mechanism is not None:
            raise KvtrialError("--memory-cap-mechanism needs --memory-limit SIZE")
        return None
    from kvtrial.memory.cap import choose_cap
    from kvtrial.verdicts.sizes import SizeError, parse_size

    try:
        limit_bytes = parse_size(limit)
    except SizeError as exc:
        raise KvtrialError(f"--memory-limit: {exc}") from None
    return choose_cap(limit_bytes, mechanism)


def open_run(project: Path, run_id: str, quality: Path | None):
    """The run's records as RunData; a missing ledger is a clear error, not a new empty one."""
    from kvtrial.protocol.ledger import LEDGER_FILE, Ledger
    from kvtrial.verdicts.load import load_run

    if not os.path.lexists(Path(project) / LEDGER_FILE):  # a link there is the ledger's own error to name
        raise KvtrialError(f"no ledger at {Path(project) / LEDGER_FILE}; pass --project FOLDER where `kvtrial run` wrote it")
    return load_run(Ledger.open(project, create=False, read_only=True), run_id, quality)
