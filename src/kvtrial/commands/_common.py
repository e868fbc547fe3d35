"""Options shared by the protocol commands."""

from __future__ import annotations

import typer

from kvtrial.protocol.ledger import DEFAULT_PROJECT

PROJECT = typer.Option(DEFAULT_PROJECT, "--project", help="Project folder holding the ledger (ledger.sqlite) and artifacts.")
