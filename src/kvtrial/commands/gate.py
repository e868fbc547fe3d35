"""`kvtrial gate RUN --thresholds FILE`: the release checklist, item by item; exit 0 only if all pass."""

from __future__ import annotations

import json
from pathlib import Path

import typer
from rich.console import Console
from rich.table import Table

from kvtrial.commands._run_options import PROJECT_OPTION, QUALITY_OPTION, open_run

_STYLE = {"pass": "green", "fail": "red", "not evaluated": "yellow"}


def gate_command(
    run_id: str = typer.Argument(..., metavar="RUN", help="Run id (see `kvtrial status`)."),
    thresholds: Path = typer.Option(..., "--thresholds", help="The thresholds file fixed before the run (TOML)."),
    project: Path = PROJECT_OPTION,
    quality: Path = QUALITY_OPTION,
    json_out: Path = typer.Option(None, "--json", help="Also write the result as JSON here."),
) -> None:
    """Check the eight release-checklist items against the run's records."""
    from kvtrial.verdicts.gate import evaluate_gate
    from kvtrial.verdicts.thresholds import check_fixed_before_run, load_thresholds

    th = load_thresholds(thresholds)
    run = open_run(project, run_id, quality)
    check_fixed_before_run(run.thresholds_sha256, th, run_id)
    result = evaluate_gate(run, th)
    table = Table(title=f"release gate — {run_id}", show_lines=True)
    for col in ("#", "item", "status", "detail / evidence"):
        table.add_column(col, overflow="fold")
    for item in result.items:
        detail = item.detail + ("\n" + "\n".join(item.evidence[:6]) if item.evidence else "")
        table.add_row(str(item.number), item.title, f"[{_STYLE[item.status]}]{item.status}[/]", detail)
    console = Console()
    console.print(table)
    console.print(result.conclusion)
    if json_out:
        json_out.parent.mkdir(parents=True, exist_ok=True)
        json_out.write_text(json.dumps(result.to_dict(), indent=2) + "\n", encoding="utf-8")
    raise typer.Exit(0 if result.passed else 1)
