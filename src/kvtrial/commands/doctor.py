"""`kvtrial doctor RUN`: the troubleshooting table filled from a run's records."""

from __future__ import annotations

from pathlib import Path

import typer
from rich.console import Console
from rich.table import Table

from kvtrial.commands._run_options import PROJECT_OPTION, QUALITY_OPTION, open_run


def doctor_command(
    run_id: str = typer.Argument(..., metavar="RUN", help="Run id (see `kvtrial status`)."),
    project: Path = PROJECT_OPTION,
    quality: Path = QUALITY_OPTION,
) -> None:
    """Symptoms found in a run's records, their likely causes and what to do, with the evidence rows."""
    from kvtrial.verdicts.troubleshoot import diagnose

    run = open_run(project, run_id, quality)
    findings = diagnose(run)
    console = Console()
    if not findings:
        console.print(f"{run_id}: no symptom found in {len(run.measured_rows)} rows.")
        return
    table = Table(title=f"troubleshooting — {run_id}", show_lines=True)
    for col in ("severity", "symptom", "likely causes", "action", "evidence"):
        table.add_column(col, overflow="fold")
    for f in findings:
        ev = "\n".join(f.evidence[:8]) + (f"\n(+{len(f.evidence) - 8} more)" if len(f.evidence) > 8 else "")
        table.add_row(f"{f.severity}\n{f.rule}", f.symptom, "\n".join(f"• {c}" for c in f.causes), f.action, ev)
    console.print(table)
