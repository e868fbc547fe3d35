"""`kvtrial admit`: probe every model × backend × setting row of a record into the admission table."""

from __future__ import annotations

from pathlib import Path

import typer
from rich.console import Console
from rich.table import Table

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
    from kvtrial.protocol.samples import build_sample

    resolved = resolve_record(load_record(record), device)
    sample = build_sample(resolved.tokenizer, resolved.record.shared.sample_id,
                          resolved.data["matrix"]["short_sample_tokens"])
    with refused_leaves_no_project(project):
        ledger = Ledger.open(project)
        ledger.add_registration(resolved.config_version, resolved.data, resolved.record.to_dict(), str(record))
        probe_all(ledger, resolved, sample)
    print_admission(ledger, history)


def print_admission(ledger, history: bool = False) -> None:
    table = Table(title="admission table" + (" (history)" if history else ""))
    for col in ("model", "revision", "backend", "setting", "status", "effective", "reason", "at"):
        table.add_column(col, overflow="fold")
    entries = ledger.admission_history() if history else ledger.admission_rows()
    for e in entries:
        table.add_row(plain(e.model), plain(e.model_revision[:12]), plain(e.backend), plain(e.setting), plain(e.status),
                      plain(e.evidence.get("effective_cache", "")), plain(e.reason), plain(e.created_at))
    Console().print(table)
