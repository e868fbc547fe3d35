"""`kvtrial init`: write a ready registration record for a model, with its real revisions."""

from __future__ import annotations

from pathlib import Path

import typer

from kvtrial.commands._common import chunk_option
from kvtrial.defaults import DEFAULT_CANDIDATES, DEFAULT_MODEL, DEFAULT_PREFILL_CHUNK, default_candidates
from kvtrial.errors import KvtrialError


def init_command(
    out: Path = typer.Argument(Path("kvtrial-record.json"), help="Record file to write (.json, .yaml or .toml)."),
    model: str = typer.Option(DEFAULT_MODEL, help="Model id, .gguf path or Hugging Face folder (see `kvtrial models`)."),
    candidate: list[str] = typer.Option(None, "--candidate", help="Candidate cache settings (default: "
                                        f"{', '.join(DEFAULT_CANDIDATES)}, and on the embedded SmolLM2-135M its "
                                        "tuned recent-token-window plan)."),
    profile: str = typer.Option("quick", help="Matrix profile: quick or seed (custom: edit the matrix after)."),
    task: str = typer.Option("brief", help="brief (write the project brief) or questions (one extraction question "
                                           "per request; a task small models can do)."),
    question: list[str] = typer.Option([], "--question", help="With --task questions: a question to ask "
                                                              "(repeatable; default all eight, e.g. q_budget)."),
    language: str = typer.Option("en", help="Language of the fact material and its grading: en, zh (Simplified "
                                             "Chinese) or ru (Russian)."),
    threads: int = typer.Option(None, min=1, max=4096,
                                help="Torch threads per worker, the same for every branch (default: torch's)."),
    prefill_chunk: int = typer.Option(DEFAULT_PREFILL_CHUNK, min=0, max=1_048_576, callback=chunk_option,
                                      help="Prompt tokens per forward pass for every branch (bounds a prefill's memory "
                                      "by the chunk; 0: the whole prompt in one pass; else at least 16)."),
    force: bool = typer.Option(False, help="Overwrite an existing file."),
) -> None:
    """Write an example registration record (docs/protocol.md, section 1) filled in for MODEL on this machine."""
    from kvtrial.protocol.example import example_record, write_record
    from kvtrial.protocol.record import parse_record

    if out.exists() and not force:
        raise KvtrialError(f"{str(out)!r} exists; pass --force to overwrite it")
    from kvtrial.facts.languages import get_language

    get_language(language)  # an unknown language is named with the allowed ones
    candidates = tuple(candidate) if candidate else default_candidates(model)
    data = example_record(model, candidates, profile, task=task, questions=tuple(question), language=language,
                          prefill_chunk=prefill_chunk or None)
    if threads is not None:
        data["shared"]["threads"] = threads
    parse_record(data, str(out))  # what we write must load back
    write_record(data, out)
    typer.echo(f"wrote {out}  (model {model}, revision {data['shared']['model_revision'][:12]}…)")
