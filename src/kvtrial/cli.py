"""The `kvtrial` command line. Each command lives in kvtrial/commands/<name>.py and registers itself."""

from __future__ import annotations

import sys

import typer

from kvtrial.errors import KvtrialError

app = typer.Typer(
    name="kvtrial",
    help="Should I quantize my model's KV cache? Quantized caches, and the experiment that answers with evidence.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


@app.callback()
def _root() -> None:
    """kvtrial: quantized KV caches for transformers, and the experiment that says whether to use them."""


def _register_commands() -> None:
    # Imported for their side effect of adding commands to `app`.
    from kvtrial.commands import bench, describe, facts, formats, memory, quality  # noqa: F401
    from kvtrial.commands import admit, baseline, export_csv, init, run, status  # noqa: F401
    from kvtrial.commands import demo, doctor, gate, plan, report  # noqa: F401


def main() -> None:
    _register_commands()
    try:
        app()
    except KvtrialError as exc:
        typer.echo(f"kvtrial: error: {exc}", err=True)
        sys.exit(2)


if __name__ == "__main__":
    # Under `python -m kvtrial.cli` this file is `__main__`, but the commands register on the app of the
    # importable `kvtrial.cli`; run that one.
    from kvtrial.cli import main as _main

    _main()
