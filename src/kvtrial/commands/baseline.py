"""`kvtrial baseline` / `kvtrial rollback`: archive the ordinary configuration; rebuild it from the archive."""

from __future__ import annotations

from pathlib import Path

import typer

from kvtrial.commands._common import PROJECT, refused_leaves_no_project
from kvtrial.errors import KvtrialError


def baseline_command(record: Path = typer.Argument(..., help="Registration record."), project: Path = PROJECT) -> None:
    """Run the ordinary entry on the fixed short sample and archive its whole configuration and output."""
    from kvtrial.protocol.baseline import archive_baseline
    from kvtrial.protocol.ledger import Ledger
    from kvtrial.protocol.record import load_record
    from kvtrial.protocol.resolve import resolve_record
    from kvtrial.protocol.samples import short_sample

    resolved = resolve_record(load_record(record))
    sample = short_sample(resolved.tokenizer, resolved.record)
    with refused_leaves_no_project(project):
        ledger = Ledger.open(project)
        ledger.add_registration(resolved.config_version, resolved.document, resolved.record.to_dict(), str(record))
        baseline_id, path, archive = archive_baseline(resolved, ledger, sample)
    out = archive["output"]
    typer.echo(f"baseline {baseline_id} archived at {path}: {len(out['token_ids'])} tokens, stop {out['stop_reason']}, "
               f"effective cache {out['effective_cache']}")


def rollback_command(project: Path = PROJECT,
                     archive: Path = typer.Option(None, help="Baseline archive (default: the project's latest).")) -> None:
    """Rebuild the ordinary entry from its archive alone, regenerate the sample and verify it matches."""
    from kvtrial.protocol.baseline import rollback
    from kvtrial.protocol.ledger import Ledger

    ledger = Ledger.open(project, create=False)
    baseline_id = None
    if archive is None:
        latest = ledger.latest_baseline()
        if latest is None:
            raise KvtrialError(f"no baseline archived in {project}; run `kvtrial baseline RECORD` first")
        archive, baseline_id = ledger.resolve(latest["archive_path"]), latest["id"]
    result = rollback(archive, ledger, baseline_id)
    if result.matched:
        typer.echo(f"rollback verified: {result.evidence['regenerated_tokens']} tokens identical to the archive {archive}")
        return
    typer.echo("rollback NOT verified:\n  " + "\n  ".join(result.differences), err=True)
    raise typer.Exit(1)
