"""`kvtrial facts build|grade`: write fact-check material for a seed and length; grade an output."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import typer
from rich.console import Console
from rich.table import Table

from kvtrial.commands._common import PROJECT, plain
from kvtrial.defaults import DEFAULT_MODEL
from kvtrial.errors import KvtrialError, MaterialError
from kvtrial.facts.grader import grade_output
from kvtrial.facts.languages import get_language
from kvtrial.facts.material import DEFAULT_POSITIONS, Material, approximate_tokens, build_material, tokenizer_counter
from kvtrial.fsio import atomic_write
from kvtrial.inputs import read_input_text
from kvtrial.integrity import STOP_REASONS, check_integrity

facts_app = typer.Typer(help="Fact-check material (docs/facts.md): build it, grade outputs against it.",
                        no_args_is_help=True)


def _positions(text: str) -> tuple[float, ...]:
    try:
        return tuple(float(p) for p in text.split(",") if p.strip())
    except ValueError:
        raise MaterialError(f"--positions must be comma-separated fractions such as 0.1,0.5,0.9, got {text!r}") from None


def _model_counter(model_id: str) -> tuple[Any, dict[str, Any]]:
    try:
        from kvtrial.models import load_model
    except ImportError as exc:
        raise KvtrialError(f"counting tokens with {model_id!r} needs kvtrial.models ({exc}); "
                           "use --whitespace-tokens for a model-free approximation") from None
    loaded = load_model(model_id)
    return tokenizer_counter(loaded.tokenizer), {"kind": "model", "model_id": loaded.model_id,
                                                 "revision": loaded.revision}


@facts_app.command("build")
def build_command(
    seed: int = typer.Option(0, min=0, help="Seed of the fictional facts and background."),
    tokens: int = typer.Option(1024, min=1, help="Target prompt length in tokens of the model's tokenizer."),
    out: Path = typer.Option(..., help="JSON file to write the material to."),
    positions: str = typer.Option(",".join(str(p) for p in DEFAULT_POSITIONS),
                                  help="Depths of the fact paragraphs, fractions of the document."),
    model: str = typer.Option(DEFAULT_MODEL, help="Model whose tokenizer measures the length."),
    whitespace_tokens: bool = typer.Option(False, help="Count words instead, each Chinese character one (no model)."),
    language: str = typer.Option("en", help="Language of the material: en, zh (Simplified Chinese) or ru (Russian)."),
) -> None:
    """Write fact-check material (paragraphs, facts with their paragraph numbers, prompt, questions)."""
    pos = _positions(positions)
    get_language(language)  # an unknown language is named with the allowed ones, before any model loads
    if whitespace_tokens:
        count, tokenizer = approximate_tokens, {"kind": "whitespace"}
    else:
        count, tokenizer = _model_counter(model)
    material = build_material(seed, tokens, count, pos, language=language)
    data = material.to_dict()
    data["tokenizer"] = tokenizer
    atomic_write(out, json.dumps(data, indent=2, ensure_ascii=False) + "\n")
    Console().print(f"{material.material_id}: {len(material.paragraphs)} paragraphs, "
                    f"{material.prompt_tokens} prompt tokens -> {out}")


def _load_material(path: Path) -> Material:
    from kvtrial.jsonfile import read_json

    data = read_json(path, "material file", MaterialError)
    try:
        return Material.from_dict(data)
    except (KeyError, TypeError, AttributeError) as exc:
        raise MaterialError(f"{path} is not a kvtrial facts material file ({exc.__class__.__name__}: {exc})") from None


@facts_app.command("grade")
def grade_command(
    material: Path = typer.Argument(..., help="Material JSON written by `kvtrial facts build`."),
    output: Path = typer.Argument(..., help="Text file holding the generated brief."),
    stop: str = typer.Option("eos", help=f"Stop reason of the generation: {', '.join(STOP_REASONS)}."),
    json_out: Path | None = typer.Option(None, "--json", help="Also write grades and integrity as JSON here."),
    language: str | None = typer.Option(None, help="The brief's language (en, zh, ru); it must be the material's. "
                                                   "Default: the material's."),
) -> None:
    """Grade a generated brief against the material's source facts, and check its integrity."""
    if stop not in STOP_REASONS:
        raise KvtrialError(f"--stop must be one of {', '.join(STOP_REASONS)}, got {stop!r}")
    mat = _load_material(material)
    if language is not None and get_language(language).code != mat.language:
        raise MaterialError(f"--language {language} does not match the material, which is in {mat.language!r}; "
                            f"build material in {language} with `kvtrial facts build --language {language}`")
    text = read_input_text(output, "output file (the generated brief)")
    grades = grade_output(mat, text)
    integrity = check_integrity(text, stop, mat.required_sections)
    table = Table(title=f"Facts of {mat.material_id}")
    for col in ("fact", "label", "confidence", "citation", "cited", "paragraph", "rule", "detail"):
        table.add_column(col)
    for f in grades.facts:
        table.add_row(f.fact_id, f.label, f.confidence, f.citation or "-", ",".join(map(str, f.cited)) or "-",
                      str(f.paragraph), f.rule or "-", plain("; ".join(dict.fromkeys([f.detail, *f.doubts[:2]]))))
    console = Console()
    console.print(table)
    if not grades.gradable:
        console.print(f"not gradable: {plain(grades.not_gradable)}", soft_wrap=True)
    for u in grades.unsupported:
        console.print(f"unsupported {u.kind}: {u.text!r} ({u.detail})")
    console.print(f"errors (omitted + distorted + unsupported): {grades.errors}; "
                  f"integrity: {'pass' if integrity.passed else 'FAIL ' + '; '.join(integrity.failures)}")
    if json_out is not None:
        atomic_write(json_out, json.dumps({"grades": grades.to_dict(), "integrity": integrity.to_dict()},
                                           indent=2) + "\n")


_CHOICES = {"a": "accept", "accept": "accept", "": "accept", "c": "correct", "correct": "correct",
            "o": "omitted", "omitted": "omitted", "d": "distorted", "distorted": "distorted", "s": "skip", "skip": "skip",
            "q": "quit", "quit": "quit"}


@facts_app.command("review")
def review_command(
    run: str = typer.Argument(..., help="The run whose uncertain fact labels to review."),
    project: Path = PROJECT,
    reviewer: str | None = typer.Option(None, help="Your name, stored with every decision (asked for when left out)."),
    every_label: bool = typer.Option(False, "--all", help="Walk every machine label not yet reviewed, not only the "
                                                          "uncertain ones."),
    serve: bool = typer.Option(False, help="Serve the review page on 127.0.0.1 instead of asking in the terminal."),
    port: int = typer.Option(8765, min=0, max=65535, help="Port of the review page (with --serve; 0: any free one)."),
) -> None:
    """Walk a run's uncertain fact labels: the source fact, the brief's span, the proposed label; accept it or give
    the right one. Decisions are appended to the ledger with time and reviewer, beside the machine grades (never over
    them); the gate's facts item uses them."""
    from kvtrial.protocol.ledger import Ledger
    from kvtrial.records.fact_review import FactReview
    from kvtrial.verdicts.review_page import review_items

    ledger = Ledger.open(project, create=False)
    ledger.run(run)  # an unknown run is named, with the recent ones
    items = review_items(ledger.rows(run), ledger.fact_reviews(run), every_label)
    todo = [i for i in items if i.decision is None]
    console = Console(highlight=False, soft_wrap=True)
    if not todo and not serve:
        console.print(f"run {plain(run)}: no {'' if every_label else 'uncertain '}fact labels left to review "
                      f"({len(items)} decided so far)")
        return
    name = (reviewer if reviewer is not None else typer.prompt("Reviewer name")).strip()
    if not name:
        raise KvtrialError("a fact review needs the reviewer's name (--reviewer NAME)")
    if serve:
        _serve(ledger, run, name, port, every_label, console)
        return
    console.print(f"run {plain(run)}: {len(todo)} fact labels to review; Enter accepts the proposed label")
    stored = 0
    for n, item in enumerate(todo, start=1):
        console.print(f"\n[{n}/{len(todo)}] {plain(item.row)} · fact {plain(item.fact_id)}")
        console.print(f"  source (¶{item.paragraph}): {plain(item.source) or '(not stored with this grade)'}")
        console.print(f"  brief: {plain(item.span) if item.span else 'no span (nothing in the brief states it)'}")
        console.print(f"  proposed: {plain(item.label)} — {plain(item.detail)} (rule {plain(item.rule) or '-'})")
        for doubt in item.doubts:
            console.print(f"  uncertain: {plain(doubt)}")
        choice = _ask()
        if choice == "accept" and item.label not in ("correct", "omitted", "distorted"):
            console.print(f"  '{plain(item.label)}' cannot be accepted: give correct, omitted or distorted")
            choice = _ask(accept=False)
        if choice == "quit":
            break
        if choice == "skip":
            continue
        label = item.label if choice == "accept" else choice
        ledger.add_fact_review(FactReview(run, item.request_key, item.fact_id, item.label, label, name))
        stored += 1
    console.print(f"\n{stored} decisions stored in {ledger.path} by {plain(name)}; {len(todo) - stored} labels not reviewed")


def _serve(ledger: Any, run: str, name: str, port: int, every_label: bool, console: Console) -> None:
    from kvtrial.commands.review_server import review_server

    try:
        server = review_server(ledger, run, name, port, every_label)
    except OSError as exc:
        raise KvtrialError(f"cannot serve the review page on 127.0.0.1:{port}: {exc.strerror or exc}; "
                           "choose another --port") from None
    console.print(f"review page of run {plain(run)}: {server.url} (reviewer {plain(name)}; Ctrl-C stops it)")
    if server.read_only:
        console.print(f"read-only: {plain(server.read_only)}")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


def _ask(accept: bool = True) -> str:
    """One decision: accept, correct, omitted, distorted, skip or quit; asked again after anything else."""
    prompt = ("accept [a] / correct [c] / omitted [o] / distorted [d] / skip [s] / quit [q]" if accept
              else "correct [c] / omitted [o] / distorted [d] / skip [s] / quit [q]")
    while True:
        answer = typer.prompt(prompt, default="a" if accept else "s", show_default=False).strip().lower()
        choice = _CHOICES.get(answer)
        if choice is not None and (accept or choice != "accept"):
            return choice
        Console().print(f"  {plain(answer)!s} is not a choice: type one of the letters in brackets")
