"""`kvtrial memory`: KV bytes of each cache setting at each length, measured from a filled cache's tensors."""

from __future__ import annotations

import json
from pathlib import Path

import typer
from rich.console import Console
from rich.table import Table

from kvtrial.corpora import DEFAULT_CORPUS, corpus_tokens, load_corpus
from kvtrial.defaults import DEFAULT_SETTINGS
from kvtrial.fsio import atomic_write
from kvtrial.memory.kv import DEFAULT_CHUNK, DEFAULT_LENGTHS, MemoryTable, measure_memory, parse_lengths, parse_settings
from kvtrial.models import DEFAULT_MODEL, load_model


def _mib(n: int) -> str:
    return f"{n / 2**20:,.2f}"


def memory_table(table: MemoryTable) -> Table:
    out = Table(title=f"KV cache memory, {table.model_id} ({table.dtype} weights), {table.corpus} text; "
                      "bytes measured from the stored tensors")
    for col in ("setting", "K bits/value", "V bits/value"):
        out.add_column(col)
    for n in table.lengths:
        out.add_column(f"{n} tok MiB", justify="right")
    out.add_column("vs ordinary", justify="right")
    out.add_column("confirmed")
    for setting in table.settings:
        cells = [table.cell(setting, n) for n in table.lengths]
        last = cells[-1]
        bits = lambda b: "-" if b is None else f"{b:g}"  # noqa: E731
        out.add_row(
            setting if setting != "ordinary" else f"ordinary ({table.dtype})", bits(last.key_bits),
            bits(last.value_bits), *(_mib(c.total_bytes) for c in cells), f"{last.ratio_to_ordinary:.4f}",
            "yes" if all(c.confirmed for c in cells) else "NO",
        )
    return out


def layer_type_table(table: MemoryTable) -> Table | None:
    """Per setting and layer type, the bytes at each length and the tokens held: attention KV
    shrinks with the setting, a sliding layer stops at its window, a state stays constant. None
    for a model whose layers are all full attention (the main table says it all)."""
    first = table.cell(table.settings[0], table.lengths[0])
    if set(first.by_type) <= {"full_attention"}:
        return None
    out = Table(title="per layer type: MiB (tokens held)")
    for col in ("setting", "layer type", "layers", "stores"):
        out.add_column(col)
    for n in table.lengths:
        out.add_column(f"{n} tok", justify="right")
    for setting in table.settings:
        cells = [table.cell(setting, n) for n in table.lengths]
        for layer_type, row in cells[0].by_type.items():
            rows = [c.by_type[layer_type] for c in cells]
            shown = [_mib(r["kv_bytes"] + r["state_bytes"]) + ("" if r["state_bytes"] else f" ({r['stored_tokens']})")
                     for r in rows]
            stores = row["stores"] + (f", window {row['sliding_window']}" if row["sliding_window"] else "")
            out.add_row(setting, layer_type, str(row["layers"]), stores, *shown)
    return out


def memory_command(
    model: str = typer.Option(DEFAULT_MODEL, "--model", "-m", help="Model id, .gguf path, HF folder or hub id."),
    lengths: str = typer.Option(",".join(map(str, DEFAULT_LENGTHS)), help="Token counts, comma separated."),
    settings: str = typer.Option(",".join(DEFAULT_SETTINGS), help="Cache settings, comma separated."),
    corpus: str = typer.Option(DEFAULT_CORPUS, help="Corpus the tokens come from: pydoc, wikitext-2, file:PATH."),
    chunk: int = typer.Option(DEFAULT_CHUNK, min=1, help="Prefill chunk size in tokens."),
    json_path: Path = typer.Option(None, "--json", help="Also write the measurements to this JSON file."),
) -> None:
    """Measured KV bytes of each cache setting next to the ordinary cache, at each length."""
    specs = parse_settings(settings)
    parse_lengths(lengths)  # malformed input fails before the model loads
    text = load_corpus(corpus)
    loaded = load_model(model)
    wanted = parse_lengths(lengths, loaded.max_context)
    ids = corpus_tokens(text, loaded.tokenizer, wanted[-1]).unsqueeze(0).to(loaded.device)
    table = measure_memory(
        loaded.model, ids, specs, wanted, chunk, model_id=loaded.model_id, revision=loaded.revision,
        corpus=text.name, corpus_sha256=text.sha256,
    )
    console = Console(width=max(Console().width, 160))  # a pipe reports 80 columns
    console.print(memory_table(table))
    if (per_type := layer_type_table(table)) is not None:
        console.print(per_type)
    if json_path is not None:
        atomic_write(json_path, json.dumps(table.to_dict(), indent=2) + "\n")
        typer.echo(f"wrote {json_path}")
