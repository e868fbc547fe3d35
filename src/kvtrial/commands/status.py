"""`kvtrial status`: the runs in a project and their progress."""

from __future__ import annotations

from pathlib import Path

import typer
from rich.console import Console

from kvtrial.commands._common import PROJECT, plain


def status_command(project: Path = PROJECT, run: str = typer.Option(None, help="Show the rows of this run.")) -> None:
    """List the runs of a project (status, rows done of planned), or the rows of one run."""
    from kvtrial.protocol.ledger import Ledger, RunStatus
    from kvtrial.verdicts.sizes import format_size
    from kvtrial.verdicts.terminal import duration, one_line_table

    ledger = Ledger.open(project, create=False, read_only=True)
    console = Console()
    if run:
        info = ledger.run(run)
        rows = []
        for r in ledger.rows(run, include_warmup=True):
            out = _s(r.output_tokens) + ("" if r.stop_reason in (None, "length") else f" {plain(r.stop_reason)}")
            rows.append([plain(r.cell_id), "w" if r.warmup else str(r.repeat), plain(r.status), out, _f(r.prefill_s),
                         _f(r.decode_s), format_size(r.kv_bytes) if r.kv_bytes is not None else "",
                         _s(r.fact_errors), plain(r.branch)])
        # the branch last and cut if the width runs out; every field stays in `kvtrial export-csv`
        console.print(one_line_table(f"{plain(run)} ({plain(info.status)}); rep w = warm-up", [
            "cell", "rep", "status", "out", "pre s", "dec s", "KV", "facts", "branch"], rows, "branch", console.width))
        return
    runs = ledger.runs()
    rows = [[plain(info.run_id), plain(info.status), f"{info.row_count}/{len(info.schedule.requests)}",
             plain(info.config_version)[:8], duration(info.created_at, info.finished_at), plain(info.executor)]
            for info in runs]
    # run ids carry their start time; the full timestamps stay in the ledger
    console.print(one_line_table(f"runs in {ledger.path}", ["run", "status", "rows", "config", "took", "executor"],
                                 rows, "executor", console.width))
    for info in runs:  # why a run stopped, so a failed one can be fixed and resumed
        if info.status == RunStatus.FAILED and info.reason:
            console.print(f"{plain(info.run_id)} failed: {plain(info.reason)}", soft_wrap=True)


def _s(v) -> str:
    return "" if v is None else str(v)


def _f(v) -> str:
    return "" if v is None else f"{v:.2f}"
