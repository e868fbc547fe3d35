"""`kvtrial models`: the short model ids, what each resolves to, and whether it is converted yet."""

from __future__ import annotations

from rich.console import Console
from rich.table import Table


def models_command() -> None:
    """List the short model ids: source file, revision, and the converted copy (made on first load)."""
    from kvtrial.models.listing import model_entries
    from kvtrial.models.paths import models_dir

    table = Table(title=f"short model ids (converted copies in {models_dir()})")
    for col in ("id", "what it is", "licence", "resolves to", "revision", "converted"):
        table.add_column(col, overflow="fold")
    for e in model_entries():
        if e.problem:
            table.add_row(e.model_id, e.description, e.licence, f"not available: {e.problem}", "—", "—")
            continue
        if e.pending:
            table.add_row(e.model_id, e.description, e.licence, f"not assembled yet: {e.pending}", "—",
                          f"no (converted on first load, {e.convert_time})")
            continue
        converted = e.converted_copy or f"no (converted on first load, {e.convert_time})"
        table.add_row(e.model_id, e.description, e.licence, e.source or "", (e.revision or "")[:12], converted)
    Console(width=max(Console().width, 160)).print(table)
    Console().print("Besides these ids, --model takes a .gguf file, a Hugging Face model folder or a hub id "
                    "('org/name').", highlight=False)
