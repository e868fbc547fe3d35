"""`kvtrial quality`: perplexity, KL divergence and top-1 agreement of cache settings against the ordinary cache."""

from __future__ import annotations

import os
from pathlib import Path

import typer
from rich.console import Console

from kvtrial.commands._common import refuse_inapplicable
from kvtrial.commands._run_options import EXECUTOR_OPTION, RAY_ADDRESS_OPTION
from kvtrial.defaults import (
    DEFAULT_CORPUS,
    DEFAULT_MODEL,
    DEFAULT_PREFILL_CHUNK,
    DEFAULT_QUALITY_N_CTX,
    DEFAULT_QUALITY_STEP,
)
from kvtrial.errors import KvtrialError

ATTENTION_CHOICES = ("kvtrial", "sdpa", "eager")


def quality_command(
    ctx: typer.Context,
    cache: list[str] = typer.Option(..., "--cache", help="Cache setting to score (repeatable), e.g. q8_0, q8_0/turbo4."),
    model: str = typer.Option(DEFAULT_MODEL, help="Model id or path (see `kvtrial models`)."),
    corpus: str = typer.Option(DEFAULT_CORPUS, help="Corpus: pydoc, wikitext-2 or file:PATH."),
    n_ctx: int = typer.Option(DEFAULT_QUALITY_N_CTX, "--n-ctx", min=4,
                              help="Window length in tokens; the second half is scored."),
    windows: int = typer.Option(0, min=0, help="Number of windows (0 = every whole window of the corpus)."),
    step: int = typer.Option(DEFAULT_QUALITY_STEP, min=1, help="Tokens fed per decode step in the scored half."),
    prefill_chunk: int = typer.Option(DEFAULT_PREFILL_CHUNK, "--prefill-chunk",
                                      help="Tokens per forward pass when prefilling the first half (memory held "
                                      "by one chunk, not the half); 0 = the first half in one pass."),
    base: Path = typer.Option(None, help="Base file of ordinary results: reused if it exists, else written."),
    out: Path = typer.Option(None, help="Write the results as JSON here."),
    markdown: Path = typer.Option(None, help="Write the tables as markdown here."),
    attn: str = typer.Option("kvtrial", "--attn", help="Attention implementation: kvtrial (reads packed caches "
                             "directly on one-token steps) or sdpa (decodes every stored token first)."),
    device: str = typer.Option("cpu", "--device", help="cpu, cuda or cuda:N."),
    dtype: str = typer.Option(None, "--dtype", help="Weight precision: float32, float16 or bfloat16 (default: "
                              "float32 on cpu; bfloat16 on a CUDA device that has it, else float16)."),
    executor: str = EXECUTOR_OPTION,
    ray_address: str = RAY_ADDRESS_OPTION,
    actors: int = typer.Option(2, "--actors", help="With --executor ray: Ray actors sharing the windows."),
    threads: int = typer.Option(0, "--threads", help="Torch threads per process (0: torch's default); figures are "
                                "identical across executors for the same thread count."),
) -> None:
    """Compare cache settings with the ordinary cache on identical windows, as llama-perplexity --kl-divergence."""
    from kvtrial.cache.spec import parse_spec
    from kvtrial.quality.base_file import bos_to_prepend, default_base_path
    from kvtrial.quality.run import CorpusInfo, ModelInfo, run_quality
    from kvtrial.quality.scoring import prefill_chunk_option, window_prefill_chunk

    specs = [parse_spec(setting) for setting in cache]  # unknown settings fail before the model loads; read once
    chunk = prefill_chunk_option(prefill_chunk)
    if attn not in ATTENTION_CHOICES:
        raise KvtrialError(f"unknown attention implementation {attn!r}; choose one of {', '.join(ATTENTION_CHOICES)}")
    from kvtrial.protocol.executor import check_executor

    check_executor(executor, ray_address)
    refuse_inapplicable(ctx, {"actors": "--actors"}, executor == "ray", "with --executor ray")
    if threads < 0:
        raise KvtrialError(f"--threads must be 0 (torch's default) or more, got {threads}")
    from kvtrial.device import check_device, resolve_dtype

    device = check_device(device)
    dtype = resolve_dtype(device, dtype)
    if executor == "ray" and (device, dtype) != ("cpu", "float32"):
        # the actors load their own copy on the CPU in float32; a base made otherwise would not match it
        raise KvtrialError(f"--executor ray scores on the CPU in float32; drop --device {device} / --dtype {dtype}")

    import torch

    if threads:
        torch.set_num_threads(threads)

    from kvtrial.backends.transformers_engine import dtype_of
    from kvtrial.corpora import load_corpus, tokenize_corpus
    from kvtrial.fsio import atomic_write
    from kvtrial.inputs import check_regular
    from kvtrial.models import load_model
    from kvtrial.quality.report import print_report, to_markdown, write_json

    if base is not None and os.path.lexists(base):
        check_regular(base, "base file")  # a FIFO or a device there is refused before the model loads
    console = Console(stderr=True)
    text = load_corpus(corpus)  # a corpus file that cannot be read, too
    loaded = load_model(model, dtype=dtype_of(dtype), attn_implementation=attn, device=device)
    tokens = tokenize_corpus(text, loaded.tokenizer)
    base_path = base or default_base_path(loaded.model_id, text.name, n_ctx, windows or None, step,
                                         loaded.attn_implementation, window_prefill_chunk(n_ctx, chunk))
    pool = None
    if executor == "ray":
        from functools import partial

        from kvtrial.quality.parallel import RayWindowPool, load_by_id

        pool = RayWindowPool(partial(load_by_id, model, attn), actors, address=ray_address)
    try:
        report = run_quality(
            loaded.model,
            ModelInfo(
                loaded.model_id, loaded.revision, loaded.max_context, str(loaded.dtype).removeprefix("torch."),
                loaded.attn_implementation,
            ),
            tokens,
            CorpusInfo(text.name, text.sha256),
            specs,
            n_ctx=n_ctx,
            windows=windows or None,
            step=step,
            prefill_chunk=chunk,
            bos_token_id=bos_to_prepend(loaded.tokenizer),
            base_path=base_path,
            progress=lambda msg: console.print(f"[dim]{msg}[/dim]"),
            pool=pool,
        )
    finally:
        if pool is not None:
            pool.close()
    # A pipe or a narrow terminal gets the key columns; every figure is in --out / --markdown.
    print_report(report, Console())
    if out:
        write_json(out, report)
    if markdown:
        atomic_write(markdown, to_markdown(report.to_dict()))
    invalid = [c.setting for c in report.candidates if c.stats is None]
    if invalid:
        console.print(f"[red]invalid comparison (setting not confirmed in the live cache): {', '.join(invalid)}[/red]")
        raise typer.Exit(1)
