"""`kvtrial export-csv`: the ledger's rows as CSV."""

from __future__ import annotations

from pathlib import Path

import typer

from kvtrial.commands._common import PROJECT


def export_csv_command(out: Path = typer.Argument(..., help="CSV file to write."), project: Path = PROJECT,
                       run: str = typer.Option(None, help="Only this run (default: every run)."),
                       warmup: bool = typer.Option(True, help="Include warm-up rows (flagged warmup=True).")) -> None:
    """Write the rows of one run (or every run) to CSV, one column per row field."""
    from kvtrial.fsio import check_target, output_root
    from kvtrial.protocol.ledger import Ledger

    root = output_root(project, Path(out).parent)
    check_target(out, root=root)  # before the ledger is opened: a refused target leaves the project as it was
    n = Ledger.open(project, create=False, read_only=True).export_csv(out, run_id=run, include_warmup=warmup, root=root)
    typer.echo(f"wrote {n} rows to {out}")
