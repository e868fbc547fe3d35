"""`kvtrial describe SPEC`: run a prompt through the model with that cache and show what the cache really stores."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

import typer
from rich.console import Console
from rich.table import Table

from kvtrial.defaults import DEFAULT_CORPUS, DEFAULT_MODEL
from kvtrial.errors import KvtrialError

if TYPE_CHECKING:  # torch and the cache library load only when the command runs
    from kvtrial.cache import CacheReport


def _bits(measured: float | None, nominal: float | None) -> str:
    if measured is None:
        return "-"
    return f"{measured:g}" if measured == nominal else f"{measured:g} (layout {nominal:g})"


def report_table(report: CacheReport, title: str) -> Table:
    table = Table(title=title)
    for col in ("layer", "K format", "V format", "tokens", "window", "K bytes", "V bytes", "K bits/value",
                "V bits/value", "confirmed", "note"):
        table.add_column(col, justify="right" if col in ("layer", "tokens", "window", "K bytes", "V bytes") else "left")
    for r in report.layers:
        table.add_row(
            str(r.layer), r.key_format, r.value_format, str(r.tokens), str(r.window_tokens), f"{r.key_bytes:,}",
            f"{r.value_bytes:,}", _bits(r.key_bits, r.key_nominal_bits), _bits(r.value_bits, r.value_nominal_bits),
            "yes" if r.confirmed else "NO", r.note,
        )
    return table


def describe_command(
    spec: str = typer.Argument(..., help="Cache setting, e.g. 'q8_0', 'q8_0/turbo4', 'q4_0:window=64', 'ordinary'."),
    model: str = typer.Option(DEFAULT_MODEL, "--model", "-m", help="Model id, .gguf path, HF folder or hub id."),
    tokens: int = typer.Option(256, "--tokens", "-n", min=1, help="Prompt length in the model's tokens."),
    corpus: str = typer.Option(DEFAULT_CORPUS, help="Corpus the prompt is taken from: pydoc, wikitext-2, file:PATH."),
    as_json: bool = typer.Option(False, "--json", help="Print the report as JSON instead of a table."),
) -> None:
    """Run N corpus tokens through the model with the cache SPEC and show, per layer, what it stores."""
    import torch

    from kvtrial.cache import describe, make_cache
    from kvtrial.cache.spec import parse_spec
    from kvtrial.corpora import corpus_tokens, load_corpus
    from kvtrial.models import load_model

    cache_spec = parse_spec(spec)
    text = load_corpus(corpus)
    loaded = load_model(model)
    if tokens > loaded.max_context:
        raise KvtrialError(f"--tokens {tokens} exceeds the model's context of {loaded.max_context} tokens")
    ids = corpus_tokens(text, loaded.tokenizer, tokens).unsqueeze(0).to(loaded.device)
    cache = make_cache(cache_spec, loaded.model.config)
    with torch.no_grad():
        loaded.model(ids, cache=cache, use_cache=True, logits_to_keep=1)
    report = describe(cache)
    if as_json:
        meta = {"model_id": loaded.model_id, "revision": loaded.revision, "corpus": text.name,
                "corpus_sha256": text.sha256, "prompt_tokens": tokens}
        typer.echo(json.dumps({**meta, **report.to_dict()}, indent=2))
        return
    console = Console(width=max(Console().width, 140))  # a pipe reports 80 columns; keep rows whole
    console.print(report_table(report, f"{cache_spec} on {loaded.model_id} after {tokens} tokens of {text.name}"))
    # the formats above; a kvtrial cache also reads its options back (window, prefill, center, gain, sink, rotate)
    read_back = str(cache.effective_spec()) if hasattr(cache, "effective_spec") else report.effective_setting
    options = f" (read back with its options: {read_back})" if read_back != report.effective_setting else ""
    console.print(
        f"effective setting: {report.effective_setting}{options}   confirmed: {'yes' if report.confirmed else 'NO'}   "
        f"stored: {report.total_bytes:,} bytes   allocated: {report.allocated_bytes:,} bytes"
    )
