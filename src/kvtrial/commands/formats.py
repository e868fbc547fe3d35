"""`kvtrial formats`: the KV storage formats and their bits per value."""

from __future__ import annotations

import typer
from rich.console import Console
from rich.table import Table


def formats_command(
    head_dim: int = typer.Option(64, min=1, max=4096, help="Head dimension to compute bits per value at."),
) -> None:
    """List KV formats with bits per value computed from their storage layout."""
    from kvtrial.cache.formats import FORMATS, get_format
    from kvtrial.errors import UnsupportedModelError

    table = Table(title=f"KV formats at head dimension {head_dim}")
    for col in ("name", "bits/value", "stored fields", "what it is"):
        table.add_column(col)
    for name in FORMATS:
        fmt = get_format(name)
        try:
            layout = fmt.layout(head_dim)
        except UnsupportedModelError as exc:
            table.add_row(name, "n/a", str(exc), fmt.summary)
            continue
        fields = ", ".join(f"{f.name}:{str(f.dtype).removeprefix('torch.')}x{f.width}" for f in layout)
        table.add_row(name, f"{fmt.bits_per_value(head_dim):g}", fields, fmt.summary)
    Console().print(table)
