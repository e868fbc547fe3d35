"""`kvtrial memory`: KV bytes of each cache setting at each length, measured from a filled cache's tensors."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

import typer
from rich.console import Console
from rich.table import Table

from kvtrial.commands._common import SETTINGS_LIST_HELP, chunk_option, refuse_inapplicable, sized_chunk_option
from kvtrial.commands._run_options import MEMORY_CAP_MECHANISM_OPTION, MEMORY_LIMIT_OPTION, memory_cap_choice
from kvtrial.defaults import (
    DEFAULT_CORPUS,
    DEFAULT_MEMORY_CHUNK,
    DEFAULT_MEMORY_LENGTHS,
    DEFAULT_MODEL,
    DEFAULT_PREFILL_CHUNK,
    DEFAULT_SETTINGS,
)
from kvtrial.errors import KvtrialError
from kvtrial.fsio import atomic_write, check_target

if TYPE_CHECKING:
    from kvtrial.memory.kv import MemoryTable
    from kvtrial.protocol.process_memory import ProcessMemoryRow
    from kvtrial.records.memory_cap import MemoryCap


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
    ctx: typer.Context,
    model: str = typer.Option(DEFAULT_MODEL, "--model", "-m", help="Model id, .gguf path, HF folder or hub id."),
    lengths: str = typer.Option(",".join(map(str, DEFAULT_MEMORY_LENGTHS)), help="Token counts, comma separated."),
    settings: str = typer.Option(",".join(DEFAULT_SETTINGS), help=f"Cache settings, {SETTINGS_LIST_HELP}."),
    corpus: str = typer.Option(DEFAULT_CORPUS, help="Corpus the tokens come from: pydoc, wikitext-2, file:PATH."),
    chunk: int = typer.Option(DEFAULT_MEMORY_CHUNK, callback=sized_chunk_option, help="Prefill chunk size in tokens."),
    json_path: Path = typer.Option(None, "--json", help="Also write the measurements to this JSON file."),
    process: bool = typer.Option(False, "--process", help="Instead: each setting in its own worker process, one "
                                 "request at the longest length (prefilled in --prefill-chunk passes, then "
                                 "--new-tokens steps): what it adds to the process, phase by phase, beside its KV bytes."),
    new_tokens: int = typer.Option(32, "--new-tokens", min=1, max=4096, help="With --process: greedy decode steps."),
    prefill_chunk: int = typer.Option(DEFAULT_PREFILL_CHUNK, "--prefill-chunk", callback=chunk_option,
                                      help="With --process: prompt tokens per forward pass (0: the whole prompt)."),
    threads: int = typer.Option(None, "--threads", min=1, max=4096, help="With --process: torch threads per worker."),
    memory_limit: str = MEMORY_LIMIT_OPTION,
    memory_cap_mechanism: str = MEMORY_CAP_MECHANISM_OPTION,
) -> None:
    """Measured KV bytes of each cache setting next to the ordinary cache, at each length (with
    --process: what one request adds to its own process, phase by phase)."""
    from kvtrial.corpora import corpus_tokens, load_corpus
    from kvtrial.memory.kv import measure_memory, parse_lengths, parse_settings
    from kvtrial.models import load_model

    refuse_inapplicable(ctx, {"new_tokens": "--new-tokens", "prefill_chunk": "--prefill-chunk", "threads": "--threads"},
                        process, "with --process")
    refuse_inapplicable(ctx, {"chunk": "--chunk"}, not process, "without --process (it then takes --prefill-chunk)")
    specs = parse_settings(settings)
    parse_lengths(lengths)  # malformed input fails before the model loads
    choice = memory_cap_choice(memory_limit, memory_cap_mechanism)
    if choice is not None and not process:
        raise KvtrialError("--memory-limit applies to --process (each setting's own worker process)")
    if process:
        _process_memory(model, lengths, [str(s) for s in specs], corpus, new_tokens, prefill_chunk or None, threads,
                        json_path, choice.cap if choice is not None else None)
        return
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


def _process_memory(model: str, lengths: str, settings: list[str], corpus: str, new_tokens: int,
                    prefill_chunk: int | None, threads: int | None, json_path: Path | None,
                    cap: MemoryCap | None) -> None:
    from kvtrial.corpora import corpus_tokens, load_corpus
    from kvtrial.memory.kv import parse_lengths
    from kvtrial.models.metadata import model_files
    from kvtrial.protocol.executor import LocalSubprocessExecutor
    from kvtrial.protocol.process_memory import measure_process_memory

    if json_path is not None:
        check_target(json_path)  # a refused output is known before any worker starts
    files = model_files(model)
    n = parse_lengths(lengths, files.max_context)[-1]
    text = load_corpus(corpus)
    ids = corpus_tokens(text, files.tokenizer, n).tolist()
    console = Console(stderr=True)
    rows = measure_process_memory(model, settings, ids, new_tokens, prefill_chunk, threads=threads,
                                  make_executor=lambda logs: LocalSubprocessExecutor(logs, memory_cap=cap),
                                  on_row=lambda r: console.print(f"{r.setting}: {r.status}", highlight=False))
    out = Console(width=max(Console().width, 160))
    out.print(process_memory_table(rows, files.model_id, text.name, prefill_chunk, cap))
    if json_path is not None:
        doc = {"model": files.model_id, "revision": files.revision, "corpus": text.name, "corpus_sha256": text.sha256,
               "input_tokens": n, "new_tokens": new_tokens, "prefill_chunk": prefill_chunk,
               "memory_cap": cap.to_dict() if cap is not None else None,
               "rows": [r.to_dict() for r in rows]}
        atomic_write(json_path, json.dumps(doc, indent=2) + "\n")
        typer.echo(f"wrote {json_path}")


def process_memory_table(rows: list[ProcessMemoryRow], model_id: str, corpus: str, chunk: int | None,
                         cap: MemoryCap | None = None) -> Table:
    """Per setting: KV bytes and what the request added to its process, with what that is made of; the
    last column is the share of the KV difference to ordinary that the process peak shows."""
    n = rows[0].input_tokens if rows else 0
    out = Table(title=f"Process memory added by one request, {model_id}, {n} {corpus} tokens prefilled "
                      f"{'in ' + str(chunk) + '-token chunks' if chunk else 'in one pass'}, MiB "
                      "(RSS, each setting in its own process"
                      + (f", each capped at {cap.describe()})" if cap is not None else ")"))
    for col in ("setting", "status", "KV", "peak added", "prefill transient", "decode transient", "beyond KV",
                "kept after release", "prefill s", "peak saving / KV saving"):
        out.add_column(col, justify="left" if col in ("setting", "status") else "right")
    ordinary = next((r.memory for r in rows if r.setting == "ordinary" and r.memory), None)
    for r in rows:
        m = r.memory
        if m is None:
            out.add_row(r.setting, str(r.status) + (f": {r.error}" if r.error else ""), *["—"] * 8)
            continue
        share = "—"
        if ordinary is not None and r.setting != "ordinary" and ordinary.kv_bytes != m.kv_bytes:
            share = f"{(ordinary.peak_added_bytes - m.peak_added_bytes) / (ordinary.kv_bytes - m.kv_bytes):.0%}"
        kept = m.kept_after_release_bytes
        out.add_row(r.setting, str(r.status), _mib(m.kv_bytes), _mib(m.peak_added_bytes),
                    _mib(m.prefill_transient_bytes), _mib(m.decode_transient_bytes), _mib(m.beyond_kv_bytes),
                    "—" if kept is None else _mib(kept), f"{r.prefill_s:.1f}" if r.prefill_s is not None else "—", share)
    return out
