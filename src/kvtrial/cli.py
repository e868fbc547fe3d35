"""The `kvtrial` command line: every command listed here, each one a plain function in kvtrial/commands/.

The command modules do not import this module back (no cycle): they define functions, and this file
names them in the order `kvtrial --help` shows them.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

import typer

from kvtrial.commands import (
    admit,
    baseline,
    bench,
    demo,
    describe,
    doctor,
    export_csv,
    facts,
    formats,
    gate,
    init,
    memory,
    models,
    plan,
    quality,
    report,
    run,
    schema,
    status,
    tune,
)
from kvtrial.errors import KvtrialError
from kvtrial.quiet import set_verbosity
from kvtrial.wait_policy import set_wait_policy

# (name, function): the protocol in the order a user meets it, then the cache tools.
COMMANDS: tuple[tuple[str, Callable[..., Any]], ...] = (
    ("init", init.init_command),
    ("schema", schema.schema_command),
    ("admit", admit.admit_command),
    ("baseline", baseline.baseline_command),
    ("rollback", baseline.rollback_command),
    ("run", run.run_command),
    ("status", status.status_command),
    ("export-csv", export_csv.export_csv_command),
    ("gate", gate.gate_command),
    ("doctor", doctor.doctor_command),
    ("report", report.report_command),
    ("plan", plan.plan_command),
    ("demo", demo.demo_command),
    ("models", models.models_command),
    ("formats", formats.formats_command),
    ("describe", describe.describe_command),
    ("memory", memory.memory_command),
    ("quality", quality.quality_command),
    ("bench", bench.bench_command),
    ("tune", tune.tune_command),
)
# Command groups with subcommands of their own.
GROUPS: tuple[tuple[str, typer.Typer], ...] = (("facts", facts.facts_app),)


def build_app() -> typer.Typer:
    """The kvtrial Typer application with every command of COMMANDS and GROUPS."""
    application = typer.Typer(
        name="kvtrial",
        help="Should I quantize my model's KV cache? Quantized caches, and the experiment that answers with evidence.",
        no_args_is_help=True,
        add_completion=False,
        pretty_exceptions_enable=False,
    )

    @application.callback()
    def _root(ctx: typer.Context,
              verbose: bool = typer.Option(False, "--verbose", help="Show the progress bars and warnings of the "
                                           "libraries kvtrial loads (hidden by default).")) -> None:
        """kvtrial: quantized KV caches for transformers, and the experiment that says whether to use them."""
        set_verbosity(verbose)
        set_wait_policy(ctx.invoked_subcommand)

    for name, function in COMMANDS:
        application.command(name)(function)
    for name, group in GROUPS:
        application.add_typer(group, name=name)
    return application


app = build_app()


def main() -> None:
    try:
        app()
    except KvtrialError as exc:
        typer.echo(f"kvtrial: error: {exc}", err=True)
        sys.exit(2)


if __name__ == "__main__":
    main()
