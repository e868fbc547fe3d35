"""Options and guards shared by the protocol commands."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import typer

from kvtrial.controls import strip_controls
from kvtrial.protocol.ledger import DEFAULT_PROJECT, LEDGER_FILE

# --help of every option that takes a list of cache settings (kvtrial.cache.spec.split_settings reads it)
SETTINGS_LIST_HELP = ("separated by commas; a comma inside one setting's options stays with it, so "
                      "'q8_0:window=64,prefill=full,turbo4' is two settings")

PROJECT = typer.Option(DEFAULT_PROJECT, "--project", help="Project folder holding the ledger (ledger.sqlite) and artifacts.")

_LEDGER_FILES = {LEDGER_FILE, LEDGER_FILE + "-wal", LEDGER_FILE + "-shm", LEDGER_FILE + "-journal"}


@contextmanager
def refused_leaves_no_project(project: Path) -> Iterator[None]:
    """A command that creates the project and is then refused (a bad record, a mismatch with this machine)
    removes the folder it created, so a refusal leaves nothing behind; a project with any result stays."""
    existed = Path(project).exists()
    try:
        yield
    except Exception:
        if not existed:
            _remove_if_unused(Path(project))
        raise


def _remove_if_unused(project: Path) -> None:
    from kvtrial.protocol.ledger import Ledger

    if not project.is_dir() or {p.name for p in project.iterdir()} - _LEDGER_FILES:
        return  # something besides the ledger was written: keep it all
    try:
        ledger = Ledger.open(project, create=False, read_only=True)
        used = bool(ledger.runs() or ledger.admission_history() or ledger.latest_baseline())
        ledger.close()
    except Exception:  # noqa: BLE001 - a ledger that cannot be read is not ours to delete
        return
    if not used:
        shutil.rmtree(project, ignore_errors=True)


def write_root(project: Path, folder: Path) -> Path:
    """The folder a command's output may not leave through a link (see `fsio.output_root`)."""
    from kvtrial.fsio import output_root

    return output_root(project, folder)


def chunk_option(value: int) -> int:
    """Typer callback of every --prefill-chunk that may be one pass: 0 (one pass) or within the one rule of a
    prefill chunk (`kvtrial.defaults.check_prefill_chunk`)."""
    from kvtrial.defaults import prefill_chunk_option

    try:
        prefill_chunk_option(value)
    except ValueError as exc:
        raise typer.BadParameter(str(exc)) from None
    return value


def sized_chunk_option(param: typer.CallbackParam, value: int) -> int:
    """Typer callback of a prefill-chunk option that must be a size (an estimate's chunk, a measurement's passes;
    no one pass): within the one rule, the error naming the option."""
    from kvtrial.defaults import check_prefill_chunk

    try:
        check_prefill_chunk(value, param.opts[0] if param.opts else "the prefill chunk", one_pass=None)
    except ValueError as exc:
        raise typer.BadParameter(str(exc)) from None
    return value


def plain(value: object) -> str:
    """A value as table text: terminal escape sequences and control characters removed (a name from a
    record must not move the cursor or retitle the terminal) and rich markup escaped."""
    from rich.markup import escape

    return "" if value is None else escape(strip_controls(str(value)))


def refuse_inapplicable(ctx: typer.Context, options: dict[str, str], applies: bool, condition: str) -> None:
    """An option given on the command line where it does not apply is an error, not silently ignored.

    `options` maps parameter names to their flags; `condition` says when they apply ("with --process")."""
    from kvtrial.errors import KvtrialError

    if applies:
        return
    # by name: typer carries its own copy of click, whose ParameterSource is not click's
    given = [flag for name, flag in options.items()
             if getattr(ctx.get_parameter_source(name), "name", None) == "COMMANDLINE"]
    if given:
        raise KvtrialError(f"{', '.join(given)} appl{'ies' if len(given) == 1 else 'y'} only {condition}")
