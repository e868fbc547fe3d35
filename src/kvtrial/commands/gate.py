"""`kvtrial gate RUN --thresholds FILE`: the release checklist, item by item; exit 0 only if all pass."""

from __future__ import annotations

import json
from pathlib import Path

import typer
from rich.console import Console

from kvtrial.commands._run_options import PROJECT_OPTION, QUALITY_OPTION, open_run

_STYLE = {"pass": "green", "fail": "red", "inconclusive": "magenta", "not evaluated": "yellow"}


def gate_command(
    run_id: str = typer.Argument(..., metavar="RUN", help="Run id (see `kvtrial status`)."),
    thresholds: Path = typer.Option(..., "--thresholds", help="The thresholds file fixed before the run (TOML)."),
    project: Path = PROJECT_OPTION,
    quality: Path = QUALITY_OPTION,
    json_out: Path = typer.Option(None, "--json", help="Also write the result as JSON here."),
) -> None:
    """Check the eight release-checklist items against the run's records."""
    from kvtrial.verdicts.assessment import assess
    from kvtrial.verdicts.gate import evaluate_gate
    from kvtrial.verdicts.terminal import one_line_table, summary
    from kvtrial.verdicts.thresholds import check_fixed_before_run, load_thresholds

    th = load_thresholds(thresholds)
    run = open_run(project, run_id, quality)
    check_fixed_before_run(run.thresholds_sha256, th, run_id)
    result = evaluate_gate(assess(run), th)
    console = Console()
    rows = [[str(i.number), i.short, f"[{_STYLE[i.status]}]{i.status}[/]", summary(i.detail)]
            for i in result.items]
    console.print(one_line_table(f"release gate — {run_id}", ["#", "item", "status", "summary"], rows, "summary",
                                 console.width))
    console.print(result.headline, markup=False, highlight=False)
    console.print(f"Each item's details and evidence: `kvtrial report {run_id} --thresholds FILE`"
                  + (f", or {json_out}" if json_out else " (or --json FILE)") + ".", markup=False, highlight=False)
    if json_out:
        from kvtrial.commands._common import write_root
        from kvtrial.fsio import atomic_write

        atomic_write(json_out, json.dumps(result.to_dict(), indent=2) + "\n", root=write_root(project, json_out.parent))
    for line in result.verdict_lines():  # the last lines: the verdict per candidate
        console.print(line, markup=False, highlight=False, soft_wrap=True)
    raise typer.Exit(0 if result.passed else 1)
