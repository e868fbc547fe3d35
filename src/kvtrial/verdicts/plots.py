"""The report's plots, drawn from the records with matplotlib's Agg canvas (no display, no global
pyplot state) and returned as PNG bytes. A plot without data is still drawn, saying so, so the
report always has every figure and never hides that something was not measured."""

from __future__ import annotations

import io
import statistics
from collections import defaultdict
from dataclasses import dataclass

from kvtrial.memory.costs import CacheCost
from kvtrial.records.row import ORDINARY_BRANCH, RowStatus
from kvtrial.verdicts import rules
from kvtrial.verdicts.assessment import Assessment
from kvtrial.verdicts.evidence import fact_grades, row_decode_path
from kvtrial.verdicts.quality_results import QualityResults
from kvtrial.verdicts.run_data import RunData

GRADE_COLORS = {"correct": "#2e7d32", "omitted": "#9e9e9e", "distorted": "#c62828", "unsupported": "#ef6c00"}
MIB = 2**20


@dataclass(frozen=True)
class Plot:
    key: str
    title: str
    png: bytes
    has_data: bool
    caption: str


def _figure(width: float = 6.4, height: float = 3.8):
    from matplotlib.figure import Figure

    fig = Figure(figsize=(width, height), dpi=100)
    return fig


def _png(fig) -> bytes:
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    FigureCanvasAgg(fig)
    buf = io.BytesIO()
    fig.tight_layout()
    fig.savefig(buf, format="png")
    return buf.getvalue()


def _empty(ax, what: str) -> None:
    ax.text(0.5, 0.5, f"No records for this plot in this run:\n{what}", ha="center", va="center",
            transform=ax.transAxes, fontsize=10, color="#555")
    ax.set_xticks([])
    ax.set_yticks([])


def _ok_rows(run: RunData):
    return [r for r in run.measured_rows if r.status == RowStatus.OK]


def kv_memory_vs_context(run: RunData, costs: list[CacheCost] | None = None) -> Plot:
    """Stored KV bytes at each cell's final length, per setting (medians of the measured rows);
    lines from the planner's measured bytes per token when given."""
    fig = _figure()
    ax = fig.add_subplot()
    points: dict[str, dict[int, list[int]]] = defaultdict(lambda: defaultdict(list))
    for r in _ok_rows(run):
        if r.kv_bytes and r.input_tokens is not None and r.output_tokens is not None:
            points[r.branch][r.input_tokens + r.output_tokens].append(r.kv_bytes)
    has = bool(points) or bool(costs)
    if not has:
        _empty(ax, "no completed row recorded its KV bytes")
    else:
        colors = {}
        for branch in sorted(points, key=lambda b: (b != ORDINARY_BRANCH, b)):
            xs = sorted(points[branch])
            line, = ax.plot(xs, [statistics.median(points[branch][x]) / MIB for x in xs], "o", label=f"{branch} (runs)")
            colors[branch] = line.get_color()
        if costs:
            top = max([c.lengths[1] for c in costs] + [x for p in points.values() for x in p]) * 1.2
            for c in costs:
                line_xs: list[float] = [0, top]
                ax.plot(line_xs, [c.bytes_at(x) / MIB for x in line_xs], "-", alpha=0.7, color=colors.get(c.setting),
                        label=f"{c.setting}: {c.bytes_per_token:.0f} B/token measured")
        ax.set_xlabel("context (input + generated tokens)")
        ax.set_ylabel("stored KV cache (MiB)")
        ax.legend(fontsize=7)
        ax.grid(alpha=0.3)
    ax.set_title("KV cache memory vs context")
    return Plot("kv_memory", "KV cache memory vs context", _png(fig), has,
                "Bytes of stored keys and values read back from the live cache (describe), per setting.")


def comparable_decode_cells(a: Assessment) -> set[tuple[str, str]]:
    """(cell, branch) pairs whose decode times the matrix compares: each compared cell whose decode ratio
    is comparable, for the candidate and its reference. A cell the matrix refuses (no warm-up, one
    repeat, a shared device, an early stop) draws no point, as it shows no ratio."""
    out = set()
    for v in a.cells:
        m = v.metric("decode")
        if v.verdict == rules.COMPARED and m is not None and m.outcome != rules.NOT_COMPARABLE:
            out |= {(v.cell_id, v.candidate), (v.cell_id, v.reference)}
    return out


def decode_speed_vs_depth(a: Assessment) -> Plot:
    fig = _figure()
    ax = fig.add_subplot()
    comparable = comparable_decode_cells(a)
    speeds: dict[str, dict[int, list[float]]] = defaultdict(lambda: defaultdict(list))
    rows: dict[str, list] = defaultdict(list)
    for r in _ok_rows(a.run):
        if (r.cell_id, r.branch) not in comparable:
            continue
        if r.decode_s and r.output_tokens and r.input_tokens is not None and r.output_tokens > 1:
            # decode produces every token after the first (which prefill yields)
            speeds[r.branch][r.input_tokens].append((r.output_tokens - 1) / r.decode_s)
            rows[r.branch].append(r)
    if not speeds:
        _empty(ax, "no cell with a comparable decode time (compared, warmed up, two repeats or more)")
    else:
        for branch in sorted(speeds, key=lambda b: (b != ORDINARY_BRANCH, b)):
            xs = sorted(speeds[branch])
            med = [statistics.median(speeds[branch][x]) for x in xs]
            lo = [m - min(speeds[branch][x]) for m, x in zip(med, xs, strict=True)]
            hi = [max(speeds[branch][x]) - m for m, x in zip(med, xs, strict=True)]
            path = " / ".join(sorted({p.label for r in rows[branch] if (p := row_decode_path(r)) is not None}))
            ax.errorbar(xs, med, yerr=[lo, hi], marker="o", capsize=3,
                        label=branch + (f" ({path})" if path else ""))
        ax.set_xlabel("depth: input tokens before decoding")
        ax.set_ylabel("decode tokens/s (median, min–max)")
        ax.legend(fontsize=7)
        ax.grid(alpha=0.3)
    ax.set_title("Decode speed vs depth")
    return Plot("decode_speed", "Decode speed vs depth", _png(fig), bool(speeds),
                "Generated tokens after the first, divided by decode time; bars span the repeats. Only cells whose "
                "decode ratio the matrix compares are drawn; each candidate's legend names its decode path.")


def decode_steps_at_depth(a: Assessment) -> Plot:
    """Time of each decode step against its position, at the deepest compared cell, for ordinary and each
    candidate: where a saving grows with the cache, the lines part along the steps."""
    fig = _figure()
    ax = fig.add_subplot()
    compared = [v for v in a.cells if v.verdict == rules.COMPARED]
    deepest = max(compared, key=lambda v: (v.input_tokens or 0, v.output_budget or 0), default=None)
    cell = deepest.cell_id if deepest is not None else None
    steps: dict[str, list[list[float]]] = defaultdict(list)
    for r in _ok_rows(a.run):
        if r.cell_id == cell and r.timing is not None and r.timing.decode_steps_ns:
            steps[r.branch].append([ns / 1e6 for ns in r.timing.decode_steps_ns])
    if not steps:
        _empty(ax, "no compared cell whose rows kept per-step decode times")
    else:
        for branch in sorted(steps, key=lambda b: (b != ORDINARY_BRANCH, b)):
            n = min(len(s) for s in steps[branch])
            med = [statistics.median(s[i] for s in steps[branch]) for i in range(n)]
            ax.plot(range(1, n + 1), med, marker="." if n < 64 else None, lw=1, label=branch)
        ax.set_xlabel(f"decode step (after {deepest.input_tokens if deepest else '?'} input tokens)")
        ax.set_ylabel("ms per step (median over repeats)")
        ax.legend(fontsize=7)
        ax.grid(alpha=0.3)
    ax.set_title(f"Time per decode step at the deepest cell{f' ({cell})' if cell else ''}")
    return Plot("decode_steps", "Time per decode step", _png(fig), bool(steps),
                "Each decode step's time at the deepest compared cell, median over the repeats, per branch: the "
                "pieces the speed interval pairs by position.")


def kl_vs_bits(quality: QualityResults | None) -> Plot:
    fig = _figure()
    ax = fig.add_subplot()
    entries = [e for e in (quality.entries if quality else []) if e.kld_mean is not None and e.bits_per_value]
    if not entries:
        _empty(ax, "no quality results with KL divergence and bits per value")
    else:
        for e in entries:
            ax.errorbar([e.bits_per_value], [e.kld_mean], yerr=[[e.kld_mean_error or 0], [e.kld_mean_error or 0]],
                        marker="o", capsize=3)
            ax.annotate(e.setting, (e.bits_per_value, e.kld_mean), textcoords="offset points", xytext=(5, 4), fontsize=8)
        if all(e.kld_mean is not None and e.kld_mean > 0 for e in entries):
            ax.set_yscale("log")
        ax.set_xlabel("bits per value (measured from stored bytes)")
        ax.set_ylabel("mean KL divergence vs ordinary (nats)")
        ax.grid(alpha=0.3, which="both")
    ax.set_title("Quality vs size: KL divergence against bits per value")
    return Plot("kl_bits", "KL divergence vs bits per value", _png(fig), bool(entries),
                "Each point one cache setting; error bars are the mean's standard error.")


def fact_grades_by_position(run: RunData) -> Plot:
    grades: dict[str, dict[str, dict[str, int]]] = defaultdict(lambda: defaultdict(lambda: defaultdict(int)))
    for r in _ok_rows(run):
        for g in fact_grades(r):
            grades[r.branch][g.where][g.label] += 1
    branches = sorted(grades, key=lambda b: (b != ORDINARY_BRANCH, b))
    fig = _figure(6.4, 1.2 + 2.2 * max(1, len(branches)))
    if not branches:
        _empty(fig.add_subplot(), "no graded facts in the rows")
    else:
        positions = sorted({p for b in branches for p in grades[b]}, key=_pos_key)
        axes = fig.subplots(len(branches), 1, sharex=True, squeeze=False)[:, 0]
        for ax, branch in zip(axes, branches, strict=True):
            bottom = [0] * len(positions)
            for grade, color in GRADE_COLORS.items():
                vals = [grades[branch][p].get(grade, 0) for p in positions]
                if any(vals):
                    ax.bar(range(len(positions)), vals, bottom=bottom, color=color, label=grade)
                    bottom = [b + v for b, v in zip(bottom, vals, strict=True)]
            others = {g for p in positions for g in grades[branch][p]} - set(GRADE_COLORS)
            for grade in sorted(others):
                vals = [grades[branch][p].get(grade, 0) for p in positions]
                ax.bar(range(len(positions)), vals, bottom=bottom, label=grade)
                bottom = [b + v for b, v in zip(bottom, vals, strict=True)]
            ax.set_ylabel(branch, fontsize=8)
            ax.legend(fontsize=7, loc="upper right")
        axes[-1].set_xticks(range(len(positions)), positions, fontsize=8)
        axes[-1].set_xlabel("where the source states the fact (depth fraction or ¶ paragraph)")
    fig.suptitle("Fact grades per position (graded against the source)", fontsize=11)
    return Plot("fact_grades", "Fact grades per position", _png(fig), bool(branches),
                "Counts over all rows and repeats, per branch.")


def _pos_key(p: str) -> tuple:
    """Depths first (numeric), then paragraphs in order, then unplaced grades."""
    try:
        return (0, float(p))
    except ValueError:
        return (1, int(p[1:])) if p.startswith("¶") and p[1:].isdigit() else (2, 0)


def all_plots(a: Assessment, costs: list[CacheCost] | None = None) -> list[Plot]:
    run = a.run
    return [kv_memory_vs_context(run, costs), decode_speed_vs_depth(a), decode_steps_at_depth(a),
            kl_vs_bits(run.quality), fact_grades_by_position(run)]
