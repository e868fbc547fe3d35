"""`kvtrial bench`: prefill (ppN) and decode (tgN) tokens/s at depths, per backend and cache setting."""

from __future__ import annotations

import json
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import typer
from rich import box
from rich.console import Console, Group
from rich.table import Table
from rich.text import Text

from kvtrial.commands._common import chunk_option
from kvtrial.defaults import DEFAULT_CORPUS, DEFAULT_MODEL, DEFAULT_PREFILL_CHUNK
from kvtrial.errors import KvtrialError
from kvtrial.fsio import atomic_write, check_target
from kvtrial.memory.heap import HeapChoice
from kvtrial.protocol.environment import machine

if TYPE_CHECKING:
    from kvtrial.bench import BenchSummary


def _device_memory(device: str) -> int:
    """Total memory of the device the caches live on (the machine's memory for the CPU)."""
    import torch

    if device.startswith("cuda"):
        return int(torch.cuda.get_device_properties(torch.device(device)).total_memory)
    return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")


def bench_command(
    backend: list[str] = typer.Option(["native"], "--backend", "-b", help="Backend(s): native, transformers-quanto, "
                                      "transformers-hqq, transformers-fp8, llama.cpp. Repeatable."),
    cache: list[str] = typer.Option([], "--cache", "-c", help="Cache setting(s), repeatable; each goes to the selected "
                                    "backends that accept it. Default: each backend's own list. The backend's ordinary "
                                    "cache is always measured (ratios are to it)."),
    depths: str = typer.Option("0", "--depths", "-d", help="Comma-separated depths: tokens already in the cache."),
    n_prompt: int = typer.Option(512, "-p", "--n-prompt", min=0, help="Prompt tokens of the prefill test (0: no ppN)."),
    n_gen: int = typer.Option(128, "-n", "--n-gen", min=0, help="Decode steps of the decode test (0: no tgN)."),
    repeats: int = typer.Option(3, "--repeats", "-r", min=1, help="Timed runs per test (after one warm-up run per setting)."),
    model: str = typer.Option(DEFAULT_MODEL, "--model", "-m", help="Model id, GGUF path or model folder."),
    corpus: str = typer.Option(DEFAULT_CORPUS, "--corpus", help="Text the context and prompts are cut from."),
    output: Path | None = typer.Option(None, "--output", "-o", help="Write every run and the summary as JSONL."),
    markdown: Path | None = typer.Option(None, "--markdown", help="Write the summary as a markdown table, memory "
                                         "peaks included (kvtrial.bench_markdown)."),
    threads: int | None = typer.Option(None, "--threads", "-t", help="CPU threads for torch and llama.cpp "
                                       "(default: torch's). On a shared machine 1 avoids spin-wait slowdowns."),
    device: str = typer.Option("cpu", "--device", help="cpu, cuda or cuda:N (llama.cpp runs on the CPU)."),
    dtype: str | None = typer.Option(None, "--dtype", help="Weight precision: float32, float16 or bfloat16 "
                                     "(default: float32 on cpu; bfloat16 on a CUDA device that has it, else float16)."),
    batch: int = typer.Option(1, "--batch", help="Sequences of the same depth decoded together, each from its own "
                              "slice of the text; tokens/s counts all of them."),
    empty_pool: bool = typer.Option(False, "--empty-pool", help="CUDA: hand the allocator's unused blocks back "
                                    "before every run, so its reserved and NVML peaks are the run's own (the run then "
                                    "pays for fresh device allocations, inside the clock at depth 0). Default: the "
                                    "pool carries over; the allocated peak is every run's own either way."),
    keep_fill: bool = typer.Option(False, "--keep-fill", help="Fill each depth's context once per setting (untimed; "
                                   "a deeper depth extends the shallower fill) and start every run there from a copy, "
                                   "instead of one fill per run: deep contexts at a fraction of the time. The process "
                                   "then holds every setting's kept fill, so RSS peaks are not each setting's own. "
                                   "llama.cpp is filled per run."),
    prefill_chunk: int = typer.Option(DEFAULT_PREFILL_CHUNK, "--prefill-chunk", callback=chunk_option,
                                      help="Tokens per forward pass of every fill and prompt, the same for every "
                                      "setting (0: each in one pass)."),
    heap: HeapChoice = typer.Option(HeapChoice.DEFAULT, "--heap", help="C heap policy of this process: `default` "
                                    "(glibc's own, what a user's process runs with: the figures to compare speed by) "
                                    "or `pinned` (mmap threshold pinned at 128 KiB, so RSS peaks follow live tensors; "
                                    "every large block is then a fresh mapping, faulted in, which prefill pays for; "
                                    "decode loops run at glibc's settled thresholds either way). Recorded in the "
                                    "output."),
) -> None:
    """Throughput at depth for each backend and setting, mean ± stddev, and ratios to the ordinary cache."""
    import torch

    from kvtrial.backends import ModelHandles, get_backend
    from kvtrial.backends.transformers_engine import DTYPES
    from kvtrial.bench import bench, check_fits, parse_depths, resolve_cases, slice_starts, summarize
    from kvtrial.bench_markdown import markdown_table
    from kvtrial.corpora import load_corpus, tokenize_corpus
    from kvtrial.decode_path import MIXED, TORCH
    from kvtrial.device import check_device, resolve_dtype
    from kvtrial.memory.heap import heap_policy, pin_heap

    if heap == HeapChoice.PINNED:
        pin_heap()
    depth_list = parse_depths(depths)
    if batch < 1:
        raise KvtrialError(f"--batch must be at least 1, got {batch}")
    device = check_device(device)
    dtype = resolve_dtype(device, dtype)
    if threads is not None:
        if threads < 1:
            raise KvtrialError(f"--threads must be at least 1, got {threads}")
        torch.set_num_threads(threads)
    cases = resolve_cases(backend, cache)  # unknown backends/settings fail here, before the model loads
    for path in (output, markdown):
        if path is not None:
            check_target(path)  # a refused output is known before the model loads
    console = Console(stderr=True)
    handles = ModelHandles(model, dtype, None, device)  # one load per engine, on first use
    loaded = handles.for_backend(get_backend(cases[0].backend))
    check_fits(loaded, depth_list, n_prompt, n_gen, batch, _device_memory(loaded.device))
    text = load_corpus(corpus)
    span = max(depth_list) + max(n_prompt, 1)
    tokens = tokenize_corpus(text, loaded.tokenizer)[: batch * span + 1].tolist()
    starts = slice_starts(len(tokens), span, batch, max(depth_list), n_prompt)  # a text too short fails here
    meta = {"kind": "meta", "command": "kvtrial " + " ".join(sys.argv[1:]), "model": loaded.model_id,
            "model_revision": loaded.revision, "corpus": text.name, "corpus_sha256": text.sha256,
            "depths": depth_list, "n_prompt": n_prompt, "n_gen": n_gen, "repeats": repeats, "batch": batch,
            "slice_starts": starts, "empty_pool": empty_pool, "keep_fill": keep_fill,
            "prefill_chunk": prefill_chunk or None, "heap": heap_policy(),
            "dtype": str(DTYPES.get(loaded.dtype, loaded.dtype)), "attn_implementation": loaded.attn_implementation,
            "requested_device": device, "device": loaded.device,
            "device_name": torch.cuda.get_device_name(loaded.device) if loaded.device.startswith("cuda") else None,
            "machine": machine(hostname=False), "started": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
            "versions": {name: get_backend(name).versions() for name in dict.fromkeys(c.backend for c in cases)}}
    lines = [meta]

    def progress(row) -> None:
        lines.append({"kind": "run", **row.to_dict()})
        tag = "warm-up" if row.warmup else f"rep {row.repeat}"
        rate = f"{row.tokens_per_s:.1f} t/s" if row.tokens_per_s else row.status
        if row.decode_path in (TORCH, MIXED):  # a slow path is said where it ran
            rate += f" (decode path: {row.decode_path})"
        if row.test.startswith("pp") and row.chunk_path in (TORCH, MIXED):
            rate += f" (prompt chunks: {row.chunk_path}: {row.chunk_reason})"
        console.print(f"{row.backend} {row.setting} {row.test} @ {row.depth} ({tag}): {rate}", highlight=False)

    rows = bench(handles, cases, tokens, depth_list, n_prompt, n_gen, repeats, on_row=progress, batch=batch,
                 empty_pool=empty_pool, keep_fill=keep_fill, prefill_chunk=prefill_chunk or None)
    summaries = summarize(rows)
    lines.extend({"kind": "summary", **s.to_dict()} for s in summaries)
    if output is not None:
        atomic_write(output, "".join(json.dumps(line) + "\n" for line in lines))
    if markdown is not None:
        atomic_write(markdown, markdown_table(lines))
    title = (f"{loaded.model_id} on {loaded.device}, {text.name}, batch {batch}: tokens/s (mean ± stddev "
             f"of {repeats}, all sequences), ratio to ordinary, memory peaks")
    table = summary_table(title, summaries)
    Console().print(table)


def summary_table(title: str, summaries: Sequence[BenchSummary]) -> Group:
    """The console table of `summaries`. Backend and setting identify a row, so they are never cut
    (`turbo4` and `turbo3` must not both read `tur…`): they keep their full width, the figures wrap
    at their spaces, and a status other than ok is a numbered note under the table."""
    from kvtrial.bench import BenchStatus, format_tps
    from kvtrial.bench_markdown import memory_cell, memory_header, on_cuda

    cuda = on_cuda(s.to_dict() for s in summaries)
    table = Table(title=title, box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False, padding=0)
    for col in ("backend", "setting"):
        width = max([len(col)] + [len(getattr(s, col)) for s in summaries])
        table.add_column(col, no_wrap=True, min_width=width)
    for col in ("test", "depth"):
        table.add_column(col, no_wrap=True)
    table.add_column("t/s", min_width=6)  # "12.0 ± 0.5" breaks after the ±, never inside a figure
    table.add_column("× ord.", no_wrap=True)
    table.add_column(memory_header(cuda), min_width=7)
    table.add_column("status", no_wrap=True)
    notes: list[str] = []  # a status other than ok is a numbered note under the table, with its reason
    for s in summaries:
        ratio = s.ratio_text()
        status: str = s.status
        if s.status != BenchStatus.OK or s.reason:
            notes.append(f"{s.backend} {s.setting} {s.test} @ {s.depth}: {s.status}" + (f": {s.reason}" if s.reason else ""))
            status = f"[{len(notes)}]"
        table.add_row(s.backend, s.setting, s.test, str(s.depth), format_tps(s.mean_tps, s.std_tps), ratio,
                      memory_cell(s.to_dict(), cuda), status)
    return Group(table, *(Text(f"[{i}] {note}") for i, note in enumerate(notes, 1)))
