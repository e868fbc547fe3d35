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
    task: str = typer.Option("brief", help="brief (write the project brief), questions (one extraction question "
                                           "per request; a task small models can do), or file:TASK.jsonl (your own "
                                           "documents and questions; a .jsonl file or a folder of them)."),
    question: list[str] = typer.Option([], "--question", help="With --task questions: a question to ask "
                                                              "(repeatable; default all eight, e.g. q_budget)."),
    language: str = typer.Option("en", help="Language of the fact material and its grading: en, zh (Simplified "
                                             "Chinese) or ru (Russian)."),
    threads: int = typer.Option(None, min=1, max=4096,
                                help="Torch threads per worker, the same for every branch (default: torch's)."),
    prefill_chunk: int = typer.Option(DEFAULT_PREFILL_CHUNK, callback=chunk_option,
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
    task_file = None
    if task.startswith("file:"):
        from kvtrial.tasks.parse import load_task

        task_file = load_task(task)  # every bad line named before anything is written
        task = "file"
    candidates = tuple(candidate) if candidate else default_candidates(model)
    data = example_record(model, candidates, profile, task=task, questions=tuple(question), language=language,
                          prefill_chunk=prefill_chunk or None)
    if task_file is not None:
        data["shared"]["task_file"] = {"path": str(Path(task_file.path).resolve()), "sha256": task_file.sha256}
    if threads is not None:
        data["shared"]["threads"] = threads
    parse_record(data, str(out))  # what we write must load back
    write_record(data, out)
    typer.echo(f"wrote {out}  (model {model}, revision {data['shared']['model_revision'][:12]}…)")
    if task_file is not None:
        typer.echo(f"task file {task_file.path}: {len(task_file.documents)} document(s), "
                   f"{len(task_file.question_ids)} question(s), sha256 {task_file.sha256[:12]}…")
