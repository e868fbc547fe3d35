"""`kvtrial schema`: the registration record's format as JSON Schema, for editors that check as you type."""

from __future__ import annotations

import json
from pathlib import Path

import typer


def schema_command(
    out: Path | None = typer.Option(None, "--out", "-o", help="Write the schema here instead of printing it."),
) -> None:
    """Print (or write) the JSON Schema of a registration record: every field, its type and allowed range."""
    from kvtrial.fsio import atomic_write
    from kvtrial.protocol.record_schema import json_schema

    text = json.dumps(json_schema(), indent=2) + "\n"
    if out is None:
        typer.echo(text, nl=False)
        return
    atomic_write(out, text)
    typer.echo(f"wrote {out}; point your editor's JSON/YAML schema setting at it (e.g. a `$schema` key, or "
               "`# yaml-language-server: $schema=...` in a YAML record)")
