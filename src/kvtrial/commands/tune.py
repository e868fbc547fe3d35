"""`kvtrial tune`: the smallest per-layer cache plan that keeps a quality target, from measured sensitivity."""

from __future__ import annotations

import json
from pathlib import Path

import typer
from rich.console import Console

from kvtrial.commands._common import SETTINGS_LIST_HELP
from kvtrial.defaults import DEFAULT_CORPUS, DEFAULT_MODEL, DEFAULT_PREFILL_CHUNK, TUNE_FORMATS, TUNE_UNIFORM
from kvtrial.errors import KvtrialError
from kvtrial.tune.outputs import bit_budgets, check_max_kld, check_outputs, plan_path, recent_windows


def tune_command(
    model: str = typer.Option(DEFAULT_MODEL, help="Model id or path (see `kvtrial models`)."),
    corpus: str = typer.Option(DEFAULT_CORPUS, help="Calibration and held-out text: pydoc, wikitext-2 or file:PATH."),
    transfer: str = typer.Option(..., help="A second text of another kind than --corpus, scored but never tuned on: "
                                 "pydoc, wikitext-2 or file:PATH (e.g. file:/usr/share/common-licenses/GPL-3 on Debian)."),
    bits: str = typer.Option("3.5,4.5,6.5", "--bits", help="Bit budgets (bits per value), one plan each."),
    max_kld: float = typer.Option(None, "--max-kld", help="Also the fewest-bits plan predicted under this mean KL."),
    formats: str = typer.Option(",".join(TUNE_FORMATS), help="Formats each layer's keys and values may take."),
    uniform: str = typer.Option(",".join(TUNE_UNIFORM), help=f"Uniform settings verified beside, {SETTINGS_LIST_HELP}."),
    calib_n_ctx: int = typer.Option(1024, "--calib-n-ctx", min=16, help="Calibration window length in tokens."),
    calib_windows: int = typer.Option(1, "--calib-windows", min=1, help="Calibration windows (start of the text)."),
    n_ctx: int = typer.Option(1024, "--n-ctx", min=16, help="Held-out and transfer window length in tokens."),
    windows: int = typer.Option(2, "--windows", min=1, help="Held-out windows (after the calibration ones)."),
    step: int = typer.Option(16, min=1, help="Tokens fed per decode step in the scored half."),
    recent: str = typer.Option("0,64,128", "--recent-windows",
                               help="Recent-token windows a plan may keep at full precision (the window= option), "
                               "each measured like a format; 0: none."),
    context: int = typer.Option(None, "--context", min=16,
                                help="Target context length: tokens in the cache where the budgets count bits, "
                                "a window's included (default: --n-ctx)."),
    prefill_chunk: int = typer.Option(DEFAULT_PREFILL_CHUNK, "--prefill-chunk",
                                      help="Tokens per forward pass when prefilling the first half (memory held "
                                      "by one chunk, not the half); 0 = the first half in one pass."),
    estimator: str = typer.Option("proxy", help="proxy: each layer scored once, shared out over sides and formats "
                                  "by attention-output errors; exact: every layer, side and format scored."),
    anchor: str = typer.Option("turbo3", help="proxy: the format each layer is scored whole in."),
    check_layers: int = typer.Option(4, "--check-layers", min=0,
                                     help="proxy: layers also scored exactly per side and format (the check)."),
    measurements: Path = typer.Option(None, help="Sensitivity measurements JSON (resumed if it exists)."),
    out: Path = typer.Option(None, help="Result JSON (default ./tune-<model>-<corpus>.json, in the working folder)."),
) -> None:
    """Measure each layer's and side's sensitivity to each format, build the bits–KL frontier, and verify the
    chosen plans on held-out windows and a second text beside uniform settings."""
    from kvtrial.cache.formats import get_format
    from kvtrial.cache.spec import parse_spec, plan_file_text, split_settings
    from kvtrial.quality.scoring import prefill_chunk_option, window_prefill_chunk
    from kvtrial.tune.run import ESTIMATORS
    from kvtrial.tune.sensitivity import read_measurements

    # Every argument is checked before the model loads: a bad one must not cost a scoring.
    format_list = [f.strip() for f in formats.split(",") if f.strip()]
    if not format_list:
        raise KvtrialError(f"--formats names no format; give the formats each layer may take, like "
                           f"q8_0,turbo4,turbo3; got {formats!r}")
    for f in (*format_list, anchor):
        get_format(f)
    if estimator not in ESTIMATORS:
        raise KvtrialError(f"--estimator must be one of {', '.join(ESTIMATORS)}, got {estimator!r}")
    uniform_list = [str(parse_spec(u)) for u in split_settings(uniform, "--uniform")]
    budgets = bit_budgets(bits)
    check_max_kld(max_kld)
    chunk = prefill_chunk_option(prefill_chunk)
    windows_list = recent_windows(recent)
    shortest = min(calib_n_ctx, n_ctx)
    if too_long := [w for w in windows_list if w >= shortest // 2]:
        raise KvtrialError(f"--recent-windows {too_long[0]} keeps too many tokens at full precision for windows of "
                           f"{shortest} tokens (--calib-n-ctx, --n-ctx): a window must be under half the shortest, "
                           f"{shortest // 2}, so the scored half reads quantized tokens")
    targets = [f"bits<={b:g}" for b in budgets] + ([f"kld<={max_kld:g}"] if max_kld is not None else [])
    if any(windows_list) and 0 in windows_list:  # a windowed plan is verified beside the best without one
        targets += [f"{t} without window" for t in targets]
    check_outputs(out, measurements, targets)
    if measurements is not None:
        read_measurements(measurements)  # its shape and values now; whose it is once the model is known

    from kvtrial.corpora import load_corpus, tokenize_corpus
    from kvtrial.fsio import atomic_write, file_name_part
    from kvtrial.models import load_model
    from kvtrial.models.paths import cache_root
    from kvtrial.quality.base_file import bos_to_prepend
    from kvtrial.tune.plot import frontier_png
    from kvtrial.tune.run import Schedule, tune

    console = Console(stderr=True)
    text, other = load_corpus(corpus), load_corpus(transfer)
    loaded = load_model(model)
    safe = file_name_part(f"{loaded.model_id}-{text.name}")
    schedule = Schedule(calib_n_ctx, calib_windows, n_ctx, windows, step, estimator, anchor, check_layers, chunk,
                        windows_list, context)
    calib_chunk = window_prefill_chunk(calib_n_ctx, chunk)
    measured = f"{safe}-c{calib_n_ctx}x{calib_windows}-s{step}{f'-p{calib_chunk}' if calib_chunk else ''}.json"
    store = measurements or cache_root() / "tune" / measured
    short = file_name_part(loaded.model_id.split("/")[-1])
    path = out or Path(f"tune-{short}-{text.name.replace(':', '_').replace('/', '_')}.json")  # the working folder
    check_outputs(path, store, targets)  # the default paths, known now that the model is
    result = tune(
        loaded.model, tokenize_corpus(text, loaded.tokenizer), tokenize_corpus(other, loaded.tokenizer), schedule,
        format_list, budgets, max_kld, uniform_list, store,
        (loaded.model_id, text.name, other.name), bos_to_prepend(loaded.tokenizer),
        progress=lambda msg: console.print(f"[dim]{msg}[/dim]"),
    )
    atomic_write(path, json.dumps(result.to_dict(), indent=2) + "\n")
    atomic_write(path.with_suffix(".png"), frontier_png(result))
    for row in result.rows:
        typer.echo(f"{row.kind:7} {row.target or '-':11} {row.bits_per_value or 0:6.3f} bits  held-out KL "
                   f"{row.heldout_kld_mean:.5f}  transfer KL {row.transfer_kld_mean:.5f}  {row.setting}")
    typer.echo(f"written {path} and {path.with_suffix('.png')}")
    for row in result.rows:
        if row.kind == "plan":
            plan = plan_path(path, row.target)
            atomic_write(plan, plan_file_text(row.setting, model_id=loaded.model_id, corpus=text.name, target=row.target,
                                              bits_per_value=row.bits_per_value, heldout_kld_mean=row.heldout_kld_mean,
                                              transfer_kld_mean=row.transfer_kld_mean))
            typer.echo(f"plan for {row.target}: use the setting plan:{plan}")
