"""Options shared by the commands that read a run's records (doctor, gate, report)."""

from __future__ import annotations

from pathlib import Path

import typer

from kvtrial.commands._common import PROJECT as PROJECT_OPTION  # noqa: F401  (one definition for every command)
from kvtrial.errors import KvtrialError

QUALITY_OPTION = typer.Option(
    None, "--quality", help="Results file of `kvtrial quality` (JSON) for the KL / top-1 figures.")


def open_run(project: Path, run_id: str, quality: Path | None):
    """The run's records as RunData; a missing ledger is a clear error, not a new empty one."""
    from kvtrial.protocol.ledger import LEDGER_FILE, Ledger
    from kvtrial.verdicts.load import load_run

    if not (Path(project) / LEDGER_FILE).is_file():
        raise KvtrialError(f"no ledger at {Path(project) / LEDGER_FILE}; pass --project FOLDER where `kvtrial run` wrote it")
    return load_run(Ledger.open(project, create=False), run_id, quality)
