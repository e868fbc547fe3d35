"""`kvtrial status`: the runs in a project and their progress."""

from __future__ import annotations

from pathlib import Path

import typer
from rich.console import Console
from rich.table import Table

from kvtrial.commands._common import PROJECT, plain


def status_command(project: Path = PROJECT, run: str = typer.Option(None, help="Show the rows of this run.")) -> None:
    """List the runs of a project (status, rows done of planned), or the rows of one run."""
    from kvtrial.protocol.ledger import Ledger

    ledger = Ledger.open(project, create=False)
    console = Console()
    if not console.is_terminal:
        console = Console(width=220)  # piped or captured: do not cut run ids
    if run:
        info = ledger.run(run)
        table = Table(title=f"{plain(run)} ({plain(info.status)})")
        for col in ("cell", "branch", "rep", "pos", "warm", "status", "in", "out", "stop", "effective",
                    "prefill s", "decode s", "kv bytes", "rss peak", "fact err"):
            table.add_column(col)
        for r in ledger.rows(run, include_warmup=True):
            table.add_row(plain(r.cell_id), plain(r.branch), str(r.repeat), str(r.order_position), "w" if r.warmup else "",
                          plain(r.status),
                          _s(r.input_tokens), _s(r.output_tokens), _s(r.stop_reason), plain(r.effective_cache),
                          _f(r.prefill_s), _f(r.decode_s), _s(r.kv_bytes), _s(r.monitor_peak_rss_bytes), _s(r.fact_errors))
        console.print(table)
        return
    table = Table(title=f"runs in {ledger.path}")
    for col in ("run", "status", "rows", "config", "created", "finished", "executor"):
        table.add_column(col)
    for info in ledger.runs():
        planned = len(info.plan.get("requests", []))
        table.add_row(plain(info.run_id), plain(info.status), f"{info.row_count}/{planned}", plain(info.config_version),
                      plain(info.created_at), plain(info.finished_at), plain(info.executor))
    console.print(table)


def _s(v) -> str:
    return "" if v is None else str(v)


def _f(v) -> str:
    return "" if v is None else f"{v:.3f}"
