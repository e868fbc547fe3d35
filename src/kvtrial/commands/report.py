"""`kvtrial report RUN`: one self-contained HTML report (and a markdown twin) from a run's records."""

from __future__ import annotations

from pathlib import Path

import typer

from kvtrial.commands._run_options import PROJECT_OPTION, QUALITY_OPTION, open_run


def report_command(
    run_id: str = typer.Argument(..., metavar="RUN", help="Run id (see `kvtrial status`)."),
    project: Path = PROJECT_OPTION,
    quality: Path = QUALITY_OPTION,
    thresholds: Path = typer.Option(None, "--thresholds", help="Thresholds fixed before the run: adds the gate."),
    out: Path = typer.Option(None, "--out", help="Folder for report.html / report.md (default: PROJECT/reports/RUN)."),
    plan_memory: str = typer.Option(None, "--plan-memory",
                                    help="Also plan capacity in this much memory (loads the run's model, e.g. 24GiB)."),
) -> None:
    """Write the report: admission, matrix with ranges, rules, quality, facts, gate, troubleshooting, plots."""
    from kvtrial.verdicts.report import write_report

    run = open_run(project, run_id, quality)
    gate, refusal = _gate(run, thresholds)
    plan = None
    if plan_memory:
        from kvtrial.commands.plan import compute_plan
        from kvtrial.defaults import DEFAULT_MODEL

        settings = ["ordinary", *[run.setting_of(c) for c in run.candidates]]
        plan, _ = compute_plan(run.model_id or DEFAULT_MODEL, settings, plan_memory, run.admission)
    files = write_report(run, out or Path(project) / "reports" / run_id, gate=gate, gate_refusal=refusal, plan=plan)
    typer.echo(f"report: {files.html}")
    typer.echo(f"markdown: {files.markdown}")


def _gate(run, thresholds: Path | None):
    """The gate result, or the reason it refuses (shown in the report instead of a verdict)."""
    if thresholds is None:
        return None, None
    from kvtrial.verdicts.gate import evaluate_gate
    from kvtrial.verdicts.thresholds import ThresholdsChangedError, check_fixed_before_run, load_thresholds

    th = load_thresholds(thresholds)
    try:
        check_fixed_before_run(run.thresholds_sha256, th, run.run_id)
    except ThresholdsChangedError as exc:
        return None, f"Refused: {exc}"
    return evaluate_gate(run, th), None
