"""`kvtrial plan --memory 24GiB --model M`: the longest context per cache setting that fits."""

from __future__ import annotations

from pathlib import Path

import typer
from rich.console import Console
from rich.table import Table

from kvtrial.defaults import DEFAULT_CORPUS, DEFAULT_MODEL, DEFAULT_PREFILL_CHUNK, DEFAULT_SETTINGS
from kvtrial.errors import KvtrialError


def compute_plan(model: str, settings: list[str], memory: str, admission=None, chunk: int = DEFAULT_PREFILL_CHUNK,
                 corpus: str = DEFAULT_CORPUS, device: str = "cpu", dtype: str | None = None):
    """Load the model, measure each setting's cache on real text (`kvtrial.memory`), then fit the
    plan from the measurements (`kvtrial.verdicts.plan`): (PlanResult, model id)."""
    from kvtrial.corpora import load_corpus
    from kvtrial.memory.activations import estimate_activations
    from kvtrial.memory.kv import fill_lengths, measure_cache_cost, weights_bytes
    from kvtrial.memory.peaks import rss_bytes
    from kvtrial.models import load_model
    from kvtrial.spec import parse_spec
    from kvtrial.verdicts.plan import plan_result
    from kvtrial.verdicts.sizes import parse_size

    memory_bytes = parse_size(memory)
    names = [str(parse_spec(s)) for s in settings if s.strip()]
    if not names:
        raise KvtrialError("no cache settings to plan; give settings such as ordinary,q8_0,q8_0/turbo4")
    from kvtrial.backends.transformers_engine import dtype_of
    from kvtrial.device import check_device, resolve_dtype

    device = check_device(device)
    lm = load_model(model, dtype=dtype_of(resolve_dtype(device, dtype)), device=device)
    need = max(fill_lengths(n)[1] for n in names)
    if need > lm.max_context:
        raise KvtrialError(f"measuring needs {need} tokens but model {model!r} holds {lm.max_context}; use a smaller window")
    text = load_corpus(corpus).text
    ids = lm.tokenizer(text[: need * 12], return_tensors="pt", add_special_tokens=False)["input_ids"][:, :need]
    if ids.shape[-1] < need:
        raise KvtrialError(f"corpus {corpus!r} gives only {ids.shape[-1]} tokens; {need} are needed")
    weights = weights_bytes(lm.model)
    first = next(lm.model.parameters())
    activations = estimate_activations(lm.model.config, first.element_size(), chunk)
    costs = [measure_cache_cost(lm.model, s, ids.to(first.device)) for s in names]
    # Resident memory only after the forward passes: weights loaded lazily (memory-mapped) are
    # resident by then, and the measured caches have been freed.
    if first.device.type == "cpu" and (rss := rss_bytes()) is not None:
        runtime, note = max(0, rss - weights), "measured: resident memory after the forward passes less the weights"
    else:
        runtime, note = 0, "not counted (device allocator figures count tensors only)"
    return plan_result(memory_bytes, weights, runtime, note, activations, costs, lm.max_context, admission,
                       lm.model_id), lm.model_id


def plan_from_run(run, memory: str):
    """The plan from a run's records alone (no model load): each branch's kv bytes per token as its
    requests read them back, the weights and resident memory its workers measured, the activation
    estimate from the model's config. None when the run has no ok rows to read."""
    from kvtrial.memory.activations import estimate_activations
    from kvtrial.models.metadata import model_config
    from kvtrial.protocol.rows import RowStatus
    from kvtrial.verdicts.plan import costs_from_rows, plan_result
    from kvtrial.verdicts.sizes import parse_size

    memory_bytes = parse_size(memory)
    settings = {"ordinary": run.setting_of("ordinary"), **{c: run.setting_of(c) for c in run.candidates}}
    costs = costs_from_rows(run.rows, settings)
    ok = [r for r in run.measured_rows if r.status == RowStatus.OK and r.estimate is not None]
    if not costs or not ok:
        return None
    weights, dtype_bytes = ok[0].estimate.weights, ok[0].estimate.dtype_bytes
    config = model_config(run.model_id)
    text = config.get_text_config(decoder=True)
    resident = [r.resident_after_load_bytes for r in ok if r.resident_after_load_bytes and r.device == "cpu"]
    if resident:
        runtime, note = max(0, min(resident) - weights), "measured: resident memory after load less the weights (run)"
    else:
        runtime, note = 0, "not counted (no resident memory on the CPU in the run's rows)"
    activations = estimate_activations(config, dtype_bytes, 512)
    return plan_result(memory_bytes, weights, runtime, note, activations, costs,
                       int(text.max_position_embeddings), run.admission, run.model_id)


def admission_of(project: Path | None):
    if project is None:
        return None
    from kvtrial.protocol.ledger import LEDGER_FILE, Ledger
    from kvtrial.verdicts.load import admission_from_ledger

    if not (project / LEDGER_FILE).is_file():
        raise KvtrialError(f"no ledger at {project / LEDGER_FILE}; run `kvtrial admit` there or drop --project")
    return admission_from_ledger(Ledger.open(project, create=False, read_only=True))


def plan_command(
    memory: str = typer.Option(..., "--memory", help="Memory the deployment has, e.g. 24GiB, 512MiB, 16GB."),
    model: str = typer.Option(DEFAULT_MODEL, "--model", help="Model id or path (see `kvtrial models`)."),
    settings: str = typer.Option(",".join(DEFAULT_SETTINGS), "--settings", help="Comma-separated cache settings."),
    project: Path = typer.Option(None, "--project", help="Project folder whose admission table marks rejected settings."),
    chunk: int = typer.Option(DEFAULT_PREFILL_CHUNK, "--prefill-chunk", min=1,
                              help="Prefill chunk assumed for the activation estimate."),
    corpus: str = typer.Option(DEFAULT_CORPUS, "--corpus", help="Text whose keys and values fill the measured caches."),
    device: str = typer.Option("cpu", "--device", help="cpu, cuda or cuda:N."),
    dtype: str = typer.Option(None, "--dtype", help="Weight precision: float32, float16 or bfloat16 (default: "
                              "float32 on cpu; bfloat16 on a CUDA device that has it, else float16)."),
) -> None:
    """Per cache setting: measured KV bytes per token and the longest context beside weights and activations."""
    from kvtrial.verdicts.sizes import format_size

    result, model_id = compute_plan(model, settings.split(","), memory, admission_of(project), chunk, corpus, device,
                                    dtype)
    console = Console()
    console.print(f"memory {format_size(result.memory_bytes)} = weights {format_size(result.weights_bytes)} (measured) + "
                  f"runtime {format_size(result.runtime_bytes)} ({result.runtime_note}) + activations "
                  f"{format_size(result.activations.fixed_bytes)} + {result.activations.per_token_bytes:.0f} B/token "
                  f"({result.activations.note}) + KV cache ({result.kv_method}); model limit "
                  f"{result.model_max_context} tokens")
    table = Table(title=f"capacity plan — {model_id} in {format_size(result.memory_bytes)}")
    for col in ("setting", "effective", "KV B/token (measured)", "fixed KV bytes", "longest context", "limited by",
                "KV cache there", "admission", "note"):
        table.add_column(col, overflow="fold")
    for r in result.rows:
        c = r.cost
        table.add_row(r.setting, c.effective_setting if c else "—", f"{c.bytes_per_token:.1f}" if c else "—",
                      format_size(c.fixed_bytes) if c else "—", str(r.max_context), r.limited_by,
                      format_size(r.kv_bytes_at_max), r.admission or "—", r.note or "—")
    console.print(table)
