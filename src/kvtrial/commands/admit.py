"""`kvtrial admit`: probe every model × backend × setting row of a record into the admission table."""

from __future__ import annotations

from pathlib import Path

import typer
from rich.console import Console

from kvtrial.commands._common import PROJECT, plain, refused_leaves_no_project


def admit_command(record: Path = typer.Argument(..., help="Registration record."), project: Path = PROJECT,
                  history: bool = typer.Option(False, help="Also print every earlier probe."),
                  device: str = typer.Option(None, "--device", help="cpu, cuda or cuda:N: replaces the record's "
                                             "shared.device.")) -> None:
    """Probe each row (load, short-sample generation, effective cache read back) and store its status."""
    from kvtrial.protocol.admission import probe_all
    from kvtrial.protocol.ledger import Ledger
    from kvtrial.protocol.record import load_record
    from kvtrial.protocol.resolve import resolve_record
    from kvtrial.protocol.samples import short_sample

    resolved = resolve_record(load_record(record), device)
    sample = short_sample(resolved.tokenizer, resolved.record)
    with refused_leaves_no_project(project):
        ledger = Ledger.open(project)
        ledger.add_registration(resolved.config_version, resolved.document, resolved.record.to_dict(), str(record))
        probe_all(ledger, resolved, sample)
    print_admission(ledger, history)


def print_admission(ledger, history: bool = False) -> None:
    """One line per row, fitting the terminal; the full evidence stays in the ledger and the report."""
    from kvtrial.verdicts.terminal import one_line_table, short_time

    entries = ledger.admission_history() if history else ledger.admission_rows()
    models = sorted({(e.model, e.model_revision[:12]) for e in entries})
    one_model = len(models) == 1
    title = "admission table" + (" (history)" if history else "")
    if one_model:
        title += f": {plain(models[0][0])} @ {plain(models[0][1])}"
    headers = ([] if one_model else ["model"]) + ["backend", "setting", "status", "effective", "decode", "at",
                                                  "reason"]
    rows = [([] if one_model else [plain(e.model)]) + [
        plain(e.backend), plain(e.setting), plain(e.status), plain(e.evidence.effective_cache or ""),
        plain(e.evidence.decode_path.short if e.evidence.decode_path else ""), short_time(e.created_at),
        plain(e.reason)] for e in entries]
    console = Console()
    console.print(one_line_table(title, headers, rows, "reason", console.width))
    # Warnings in full, not cut to the table's width: each names its cause and its fix.
    for e in entries:
        for warning in e.evidence.warnings:
            console.print(f"warning: {plain(e.backend)}:{plain(e.setting)}: {plain(warning)}", style="yellow",
                          soft_wrap=True, highlight=False)
