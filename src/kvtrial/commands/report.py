"""`kvtrial report RUN`: one self-contained HTML report (and a markdown twin) from a run's records."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import typer

from kvtrial.commands._run_options import PROJECT_OPTION, QUALITY_OPTION, open_run

if TYPE_CHECKING:  # the verdict modules load only when the command runs
    from kvtrial.verdicts.assessment import Assessment
    from kvtrial.verdicts.gate_result import GateResult


def report_command(
    run_id: str = typer.Argument(..., metavar="RUN", help="Run id (see `kvtrial status`)."),
    project: Path = PROJECT_OPTION,
    quality: Path = QUALITY_OPTION,
    thresholds: Path = typer.Option(None, "--thresholds", help="Thresholds fixed before the run: adds the gate."),
    out: Path = typer.Option(None, "--out", help="Folder for report.html / report.md (default: PROJECT/reports/RUN)."),
    plan_memory: str = typer.Option(None, "--plan-memory",
                                    help="Also plan capacity in this much memory, from the run's measured kv bytes "
                                         "(no model load; `kvtrial plan` measures afresh), e.g. 24GiB."),
) -> None:
    """Write the report: admission, matrix with ranges, rules, quality, facts, gate, troubleshooting, plots."""
    from kvtrial.verdicts.assessment import assess
    from kvtrial.verdicts.report import write_report

    run = open_run(project, run_id, quality)
    assessment = assess(run)  # computed once; the gate and every report section read it
    gate, refusal = _gate(assessment, thresholds)
    capacity = None
    if plan_memory:
        from kvtrial.errors import KvtrialError
        from kvtrial.models.metadata import model_config
        from kvtrial.verdicts.capacity import capacity_table_from_run
        from kvtrial.verdicts.sizes import parse_size

        capacity = capacity_table_from_run(run, parse_size(plan_memory), model_config(run.model_id))
        if capacity is None:
            raise KvtrialError(f"run {run_id} has no ok rows with measured kv bytes to plan from; use "
                               "`kvtrial plan --memory ... --model ...`, which measures the caches itself")
    from kvtrial.commands._common import write_root

    folder = out or Path(project) / "reports" / run_id
    files = write_report(assessment, folder, gate=gate, gate_refusal=refusal, capacity=capacity,
                         root=write_root(project, folder))
    # closing lines: the answer per candidate, one line each, then where to read the rest
    from kvtrial.verdicts.answer import answers

    if refusal:
        typer.echo(refusal)
    for answer in answers(assessment, gate):
        typer.echo(answer.line)
    typer.echo(f"markdown: {files.markdown}")
    typer.echo(f"report: {files.html}")


def _gate(assessment: Assessment, thresholds: Path | None) -> tuple[GateResult | None, str | None]:
    """The gate result, or the reason it refuses (shown in the report instead of a verdict)."""
    if thresholds is None:
        return None, None
    from kvtrial.verdicts.gate import gate_fixed_before
    from kvtrial.verdicts.thresholds import ThresholdsChangedError

    try:
        return gate_fixed_before(assessment, thresholds), None
    except ThresholdsChangedError as exc:
        return None, f"Refused: {exc}"
