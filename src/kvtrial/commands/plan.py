"""`kvtrial plan --memory 24GiB --model M`: the longest context per cache setting that fits."""

from __future__ import annotations

from pathlib import Path

import typer
from rich.console import Console
from rich.table import Table

from kvtrial.commands._common import SETTINGS_LIST_HELP, sized_chunk_option
from kvtrial.defaults import DEFAULT_CORPUS, DEFAULT_MODEL, DEFAULT_PREFILL_CHUNK, DEFAULT_SETTINGS


def plan_command(
    memory: str = typer.Option(..., "--memory", help="Memory the deployment has, e.g. 24GiB, 512MiB, 16GB."),
    model: str = typer.Option(DEFAULT_MODEL, "--model", help="Model id or path (see `kvtrial models`)."),
    settings: str = typer.Option(",".join(DEFAULT_SETTINGS), "--settings", help=f"Cache settings, {SETTINGS_LIST_HELP}."),
    project: Path = typer.Option(None, "--project", help="Project folder whose admission table marks rejected settings."),
    chunk: int = typer.Option(DEFAULT_PREFILL_CHUNK, "--prefill-chunk", callback=sized_chunk_option,
                              help="Prefill chunk assumed for the activation estimate."),
    corpus: str = typer.Option(DEFAULT_CORPUS, "--corpus", help="Text whose keys and values fill the measured caches."),
    device: str = typer.Option("cpu", "--device", help="cpu, cuda or cuda:N."),
    dtype: str = typer.Option(None, "--dtype", help="Weight precision: float32, float16 or bfloat16 (default: "
                              "float32 on cpu; bfloat16 on a CUDA device that has it, else float16)."),
) -> None:
    """Per cache setting: measured KV bytes per token and the longest context beside weights and activations."""
    from kvtrial.backends.transformers_engine import dtype_of
    from kvtrial.cache.spec import split_settings
    from kvtrial.corpora import load_corpus
    from kvtrial.device import check_device, resolve_dtype
    from kvtrial.memory.capacity_measure import measure_capacity_table, setting_names
    from kvtrial.models import load_model
    from kvtrial.verdicts.capacity import admission_of
    from kvtrial.verdicts.sizes import format_size, parse_size

    memory_bytes = parse_size(memory)
    names = setting_names(split_settings(settings, "--settings"))
    admission = admission_of(project)
    device = check_device(device)
    lm = load_model(model, dtype=dtype_of(resolve_dtype(device, dtype)), device=device)
    result = measure_capacity_table(lm, names, memory_bytes, load_corpus(corpus), admission, chunk)
    model_id = lm.model_id
    console = Console()
    console.print(f"memory {format_size(result.memory_bytes)} = weights {format_size(result.weights_bytes)} (measured) + "
                  f"runtime {format_size(result.runtime_bytes)} ({result.runtime_note}) + activations "
                  f"{format_size(result.activations.fixed_bytes)} + {result.activations.per_token_bytes:.0f} B/token "
                  f"({result.activations.note}) + KV cache ({result.kv_method}); model limit "
                  f"{result.model_max_context} tokens")
    table = Table(title=f"capacity table — {model_id} in {format_size(result.memory_bytes)}")
    for col in ("setting", "effective", "KV B/token (measured)", "fixed KV bytes", "longest context", "limited by",
                "KV cache there", "admission", "note"):
        table.add_column(col, overflow="fold")
    for r in result.rows:
        c = r.cost
        table.add_row(r.setting, c.effective_setting if c else "—", f"{c.bytes_per_token:.1f}" if c else "—",
                      format_size(c.fixed_bytes) if c else "—", str(r.max_context), r.limited_by,
                      format_size(r.kv_bytes_at_max), r.admission or "—", r.note or "—")
    console.print(table)
