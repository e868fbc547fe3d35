"""`kvtrial doctor RUN`: the troubleshooting table filled from a run's records."""

from __future__ import annotations

from pathlib import Path

import typer
from rich.console import Console

from kvtrial.commands._run_options import PROJECT_OPTION, QUALITY_OPTION, open_run

_STYLE = {"error": "red", "warning": "yellow", "info": "cyan"}


def doctor_command(
    run_id: str = typer.Argument(..., metavar="RUN", help="Run id (see `kvtrial status`)."),
    project: Path = PROJECT_OPTION,
    quality: Path = QUALITY_OPTION,
) -> None:
    """Symptoms found in a run's records, their likely causes and what to do, with the evidence rows."""
    from kvtrial.verdicts.assessment import assess
    from kvtrial.verdicts.terminal import one_line_table
    from kvtrial.verdicts.troubleshoot import diagnose

    run = open_run(project, run_id, quality)
    findings = diagnose(assess(run))
    console = Console()
    if not findings:
        console.print(f"{run_id}: no symptom found in {len(run.measured_rows)} rows.", highlight=False)
        return
    rows = [[f"[{_STYLE[f.severity]}]{f.severity}[/]", f.rule, str(len(f.evidence)), f.symptom] for f in findings]
    console.print(one_line_table(f"troubleshooting — {run_id}", ["severity", "rule", "rows", "symptom"], rows,
                                 "symptom", console.width))
    # the action is what a reader needs here; causes and the evidence rows are in the report
    console.print("\nWhat to do:", highlight=False)
    for f in findings:
        console.print(f"• {f.rule}: {f.action}", markup=False, highlight=False)
    console.print(f"Likely causes and evidence rows: `kvtrial report {run_id}` (troubleshooting).", markup=False,
                  highlight=False)
