"""Long-context KV memory of a real model, checked three ways (the Gemma 3 270M table of docs/models.md).

1. **Read back against arithmetic.** For every setting at every length (default 8K, 16K, 32K tokens),
   a fresh kvtrial cache (transformers' DynamicCache for `ordinary`) is filled through its own
   `update()` with random keys and values of the model's shapes (`kvtrial.memory.layout.random_kv`:
   no forward pass; stored bytes depend on shapes and formats only) and `describe()` reads the bytes
   back from the stored tensors. They are compared with the layout's arithmetic
   (`kvtrial.memory.layout.layout_kv_bytes`: global layers x tokens + sliding layers x (window - 1),
   at the formats' bits per value, plus sink tokens and the mean key). Target: within 1 %.
2. **The plan's cost line against the same read-back.** `kvtrial plan`'s own measurement
   (`memory.capacity_measure.measure_capacity_table`: the model's keys and values over a few hundred tokens of text, per
   layer type) gives each setting's line; its bytes at each length are compared with the read-back.
3. **The plan's longest context in a budget.** For `--memory`, `kvtrial plan`'s longest context N per
   setting (weights, runtime and activation terms as the plan measures and estimates them). A cache
   filled to N (and to N - 1024, for the slope there; the cache of check 1, filled in turn) gives the
   context that really fits beside the same other terms; target: within 5 % of N. Settings the
   model's own limit stops are not budget checks.

    python benchmarks/long_context_memory.py --model gemma3-270m --memory 2.25GiB \\
        --output docs/results/long-context-gemma3-270m.json

prints the tables of docs/models.md and writes every figure to --output. CPU only, one process; the
turbo settings' rotation makes their fills the slow part (minutes on 2 cores).
"""

from __future__ import annotations

import argparse
import json
import math
import platform
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from kvtrial.cache.spec import parse_spec, split_settings  # noqa: E402
from kvtrial.corpora import load_corpus  # noqa: E402
from kvtrial.defaults import DEFAULT_SETTINGS, GEMMA_MODEL  # noqa: E402
from kvtrial.memory.capacity_measure import measure_capacity_table  # noqa: E402
from kvtrial.memory.kv import measure_setting, parse_lengths  # noqa: E402
from kvtrial.memory.layout import layout_kv_bytes, random_kv  # noqa: E402
from kvtrial.models import load_model  # noqa: E402
from kvtrial.models.metadata import model_config  # noqa: E402
from kvtrial.verdicts.sizes import format_size, parse_size  # noqa: E402

LAYOUT_TARGET = 0.01  # read-back vs arithmetic
FIT_TARGET = 0.05  # the plan's longest context vs the one the filled cache allows
SLOPE_SPAN = 1024  # tokens between the two fills that give the slope at the plan's N


def pct(a: float, b: float) -> float:
    """(a - b) / b in percent."""
    return 100.0 * (a - b) / b


def fill(setting: str, config, kv, lengths: list[int]) -> list[int]:
    """KV bytes describe() reads back from one fresh cache filled to each length in turn."""
    reports = measure_setting(parse_spec(setting), config, kv, lengths)
    for n, r in zip(lengths, reports, strict=True):
        if r.tokens != n or not (r.confirmed or setting == "ordinary"):
            raise SystemExit(f"{setting} at {n}: the cache holds {r.tokens} tokens, confirmed={r.confirmed}")
    return [r.total_bytes + r.state_bytes for r in reports]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--model", default=GEMMA_MODEL)
    parser.add_argument("--lengths", default="8192,16384,32768")
    parser.add_argument("--settings", default=",".join(DEFAULT_SETTINGS))
    parser.add_argument("--memory", default="2.25GiB", help="the budget of the fit check (check 3)")
    parser.add_argument("--output", type=Path)
    args = parser.parse_args()

    settings = [str(parse_spec(s)) for s in split_settings(args.settings, "--settings")]
    config = model_config(args.model)
    text = config.get_text_config(decoder=True)
    lengths = parse_lengths(args.lengths, int(text.max_position_embeddings))
    started = time.perf_counter()

    # The plan first: its runtime term is the process's resident memory less the weights, read before
    # this script's own tensors exist.
    loaded = load_model(args.model)
    plan, model_id = measure_capacity_table(loaded, settings, parse_size(args.memory), load_corpus()), loaded.model_id
    del loaded
    costs = {r.setting: r.cost for r in plan.rows}
    print(f"plan of {model_id} in {format_size(plan.memory_bytes)}: weights {format_size(plan.weights_bytes)}, "
          f"runtime {format_size(plan.runtime_bytes)} ({plan.runtime_note}), activations "
          f"{format_size(plan.activations.fixed_bytes)} + {plan.activations.per_token_bytes:.0f} B/token", flush=True)

    fit_lengths = {r.setting: r.max_context for r in plan.rows if r.limited_by == "memory" and r.max_context > 0}
    longest = max([*lengths, *fit_lengths.values()])
    kv = random_kv(config, longest)

    readback, fits = [], []
    for setting in settings:
        t0 = time.perf_counter()
        n = fit_lengths.get(setting)
        lo = max(n - SLOPE_SPAN, n // 2) if n is not None else None
        # one cache, filled in turn to every length the checks need
        wanted = sorted({*lengths, *((lo, n) if n is not None and lo is not None else ())})
        at = dict(zip(wanted, fill(setting, config, kv, wanted), strict=True))
        for m in lengths:
            got, layout, cost = at[m], layout_kv_bytes(parse_spec(setting), config, m), costs[setting]
            line = cost.bytes_at(m) if cost is not None else None
            readback.append({"setting": setting, "tokens": m, "read_back_bytes": got, "layout_bytes": layout.total_bytes,
                             "layout_by_type": layout.by_type, "key_bits": layout.key_bits,
                             "value_bits": layout.value_bits, "diff_pct": pct(got, layout.total_bytes),
                             "plan_line_bytes": line, "plan_line_diff_pct": pct(line, got) if line else None})
        if n is not None and lo is not None:
            b_lo, b_n = at[lo], at[n]
            slope = (b_n - b_lo) / (n - lo)
            fixed_terms = plan.weights_bytes + plan.runtime_bytes
            left = plan.memory_bytes - fixed_terms - plan.activations.bytes_at(n) - b_n
            really = n + math.floor(left / (slope + plan.activations.per_token_bytes))
            row = next(r for r in plan.rows if r.setting == setting)
            fits.append({"setting": setting, "plan_tokens": n, "plan_kv_bytes": row.kv_bytes_at_max,
                         "read_back_kv_bytes": b_n, "kv_diff_pct": pct(row.kv_bytes_at_max, b_n),
                         "read_back_slope": slope, "fits_tokens": really, "tokens_diff_pct": pct(n, really)})
        print(f"{setting}: {time.perf_counter() - t0:.0f} s", flush=True)

    print(f"\n| setting | bits K/V | {' | '.join(f'{n} tokens: read back / arithmetic' for n in lengths)} |")
    print("|---|---|" + "---|" * len(lengths))
    for setting in settings:
        rows = [r for r in readback if r["setting"] == setting]
        bits = "f32" if rows[0]["key_bits"] is None else f"{rows[0]['key_bits']:g}/{rows[0]['value_bits']:g}"
        cells = [f"{format_size(r['read_back_bytes'])} / {format_size(r['layout_bytes'])} ({r['diff_pct']:+.2f} %)"
                 for r in rows]
        print(f"| {setting} | {bits} | {' | '.join(cells)} |")
    print(f"\n| setting | {' | '.join(f'plan line at {n} vs read back' for n in lengths)} |")
    print("|---|" + "---|" * len(lengths))
    for setting in settings:
        rows = [r for r in readback if r["setting"] == setting]
        print(f"| {setting} | " + " | ".join(
            f"{format_size(r['plan_line_bytes'])} ({r['plan_line_diff_pct']:+.2f} %)" if r["plan_line_bytes"] else "—"
            for r in rows) + " |")
    print(f"\n| setting (in {format_size(plan.memory_bytes)}) | plan: longest context | plan: KV there | "
          "read back there | fits by the read-back | plan vs fit |")
    print("|---|---|---|---|---|---|")
    for r in plan.rows:
        f = next((x for x in fits if x["setting"] == r.setting), None)
        if f is None:
            print(f"| {r.setting} | {r.max_context} ({r.limited_by}) | {format_size(r.kv_bytes_at_max)} | — | — | "
                  "not a budget check |")
            continue
        print(f"| {r.setting} | {r.max_context} | {format_size(f['plan_kv_bytes'])} | "
              f"{format_size(f['read_back_kv_bytes'])} ({f['kv_diff_pct']:+.2f} %) | {f['fits_tokens']} | "
              f"{f['tokens_diff_pct']:+.2f} % |")

    worst_layout = max(abs(r["diff_pct"]) for r in readback)
    worst_fit = max((abs(f["tokens_diff_pct"]) for f in fits), default=None)
    print(f"\nworst read-back vs arithmetic: {worst_layout:.3f} % (target {100 * LAYOUT_TARGET:g} %); worst plan vs "
          f"fit: {'—' if worst_fit is None else f'{worst_fit:.3f} %'} (target {100 * FIT_TARGET:g} %); "
          f"{time.perf_counter() - started:.0f} s")
    if args.output:
        record = {
            "command": " ".join(["python", *sys.argv]), "date": datetime.now(UTC).isoformat(timespec="seconds"),
            "model": model_id, "torch": torch.__version__, "machine": platform.machine(), "lengths": lengths,
            "settings": settings, "memory_bytes": plan.memory_bytes, "weights_bytes": plan.weights_bytes,
            "runtime_bytes": plan.runtime_bytes, "runtime_note": plan.runtime_note,
            "activations": {"fixed_bytes": plan.activations.fixed_bytes,
                            "per_token_bytes": plan.activations.per_token_bytes, "note": plan.activations.note},
            "plan": [{"setting": r.setting, "max_context": r.max_context, "limited_by": r.limited_by,
                      "kv_bytes_at_max": r.kv_bytes_at_max, "note": r.note} for r in plan.rows],
            "read_back": readback, "fits": fits, "worst_layout_diff_pct": worst_layout,
            "worst_fit_diff_pct": worst_fit,
        }
        args.output.parent.mkdir(parents=True, exist_ok=True)
        args.output.write_text(json.dumps(record, indent=1) + "\n")
    failed = worst_layout > 100 * LAYOUT_TARGET or (worst_fit is not None and worst_fit > 100 * FIT_TARGET)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
