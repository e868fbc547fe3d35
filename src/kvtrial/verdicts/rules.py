"""The comparison rules (docs/verdicts.md, "Comparison rules"), enforced on every cell of a run.

Per cell, each candidate is compared with the ordinary branch of its own engine (the record's
`ordinary` entry, or for a llama.cpp candidate llama.cpp's own `f16` branch: see
kvtrial.protocol.reference), in this order:

1. no usable rows → "pending verification" (nothing is claimed without records);
2. `invalid comparison` rows (setting ignored, fell back, unconfirmed) are never counted;
3. ordinary ran out of memory and the candidate finished → "runnable only with the candidate",
   with no ratio (there is no ordinary time or memory to compare with);
4. actual output lengths first: a candidate that produced fewer tokens, or stopped for another
   reason, is "candidate stopped early" and is never called faster or leaner;
5. only then ratios, per repeat pair (same repeat index). Speed, where the rows keep every prefill chunk's
   and decode step's time, is a paired ratio with a bootstrap confidence interval decided against a margin
   fixed before the run (kvtrial.speed): faster, slower, no measurable difference, or undecided;
   rows measured while other work competed for the CPUs are excluded from it first. Memory, and speed of
   rows without per-step times, is the median with its min–max range, and a difference inside the repeat
   spread is "no measurable difference", never a win. A timed or
   peak-memory ratio needs both branches warmed up in the cell (a completed warm-up row) and at
   least two repeat pairs, and no pair that ran concurrently with other work on a shared device;
   otherwise that metric is "not comparable" and shows no ratio (a cold first request or a single
   one says nothing about the cache). Decode and generation speed claims name the path the
   candidate's decode steps took (a packed-code kernel or the torch fallback, with its reason).
"""

from __future__ import annotations

import math
import re
import statistics
from collections import defaultdict
from dataclasses import dataclass, field, replace

from kvtrial.memory.phases import request_memory
from kvtrial.protocol.adaptive import row_contended
from kvtrial.protocol.reference import Pairing, pairing_from_rows
from kvtrial.records.row import ORDINARY_BRANCH, Row, RowStatus
from kvtrial.speed import (
    DEFAULT_RULE,
    FASTER,
    NO_DIFFERENCE,
    SLOWER,
    UNDECIDED,
    Interval,
    SpeedRule,
    speed_interval,
    speed_outcome,
)
from kvtrial.verdicts.evidence import decode_paths_text, row_decode_path, row_ref, setting_problem
from kvtrial.verdicts.spread import Spread, spread

# Cell verdicts.
PENDING = "pending verification"
INVALID = "invalid comparison"
RUNNABLE_ONLY_CANDIDATE = "runnable only with the candidate"
RUNNABLE_ONLY_ORDINARY = "runnable only with ordinary"
NEITHER_COMPLETED = "neither branch completed"
STOPPED_EARLY = "candidate stopped early"
LENGTHS_DIFFER = "output lengths differ"
INPUTS_DIFFER = "not comparable: inputs differ"
COMPARED = "compared"
CELL_VERDICTS = (PENDING, INVALID, RUNNABLE_ONLY_CANDIDATE, RUNNABLE_ONLY_ORDINARY, NEITHER_COMPLETED,
                 STOPPED_EARLY, LENGTHS_DIFFER, INPUTS_DIFFER, COMPARED)

# Metric outcomes.
LOWER = "lower"
HIGHER = "higher"
NOT_COMPARABLE = "not comparable"
# FASTER, SLOWER, NO_DIFFERENCE and UNDECIDED (a speed interval reaching across the margin): kvtrial.speed

# Why a timed or peak-memory ratio is not comparable (joined with " / " in the claim).
NO_WARMUP = "no warm-up"
SINGLE_REPEAT = "n=1"
SHARED_DEVICE = "ran concurrently on a shared device"
MIXED_SOURCES = "measured by different sources"
CONTENDED = "measured while other work competed for the CPUs"

# Words that make a claim of a win or a loss; they may appear only in `compared` cells' metric
# claims. The report tests read the text of every other cell for them.
CLAIM_WORDS = ("faster", "slower", "saves", "leaner", "less memory", "more memory")


@dataclass(frozen=True)
class MetricSpec:
    name: str
    label: str
    kind: str  # "memory" (ratio = candidate / ordinary) or "time" (ratio = ordinary / candidate = speed)
    row_field: str
    noisy: bool  # a single repeat, or a cold one, says nothing about it
    shared_device_sensitive: bool = False  # skewed when another job shares the device while it runs
    # memory: "framework" (allocator statistics) or "monitor" (/proc, NVML); a ratio needs both rows'
    # figures from the same source, so framework is compared with framework and monitor with monitor
    source: str = ""


METRICS = (
    MetricSpec("kv_bytes", "KV cache bytes", "memory", "kv_bytes", noisy=False),
    MetricSpec("peak_allocated", "peak allocated", "memory", "peak_allocated_bytes", noisy=True, source="framework"),
    MetricSpec("peak_reserved", "peak reserved", "memory", "peak_reserved_bytes", noisy=True, source="framework"),
    MetricSpec("peak_rss", "peak resident memory (monitor)", "memory", "monitor_peak_rss_bytes", noisy=True,
               shared_device_sensitive=True, source="monitor"),
    # the same peak less what was resident when the request began (the loaded model, the libraries):
    # what the request itself added, where the cache's saving shows
    MetricSpec("peak_added", "peak resident memory added by the request (monitor)", "memory",
               "monitor_peak_added_bytes", noisy=True, shared_device_sensitive=True, source="monitor"),
    # NVML reads the whole device, so a neighbour's memory lands in the device figure; the process
    # figure is this process's own (CUDA context and libraries included, unlike the allocator's)
    MetricSpec("peak_device", "peak device memory (NVML)", "memory", "monitor_peak_device_bytes", noisy=True,
               shared_device_sensitive=True, source="monitor"),
    MetricSpec("peak_process_gpu", "peak process GPU memory (NVML)", "memory", "monitor_peak_process_bytes",
               noisy=True, source="monitor"),
    MetricSpec("prefill", "prefill", "time", "prefill_s", noisy=True, shared_device_sensitive=True),
    MetricSpec("decode", "decode", "time", "decode_s", noisy=True, shared_device_sensitive=True),
    MetricSpec("generation", "generation (prefill + decode)", "time", "generation_s", noisy=True,
               shared_device_sensitive=True),
)
# The speed metrics whose ratio rests on how the candidate's decode steps were read (kernel or fallback).
DECODE_TIMED = ("decode", "generation")


@dataclass(frozen=True)
class MetricComparison:
    """One metric over the repeat pairs of a cell: ratio with spread and the outcome."""

    metric: str
    label: str
    kind: str
    ratio: Spread  # memory: candidate/ordinary; time: speed ratio ordinary_s/candidate_s
    ordinary: Spread  # raw values (bytes or seconds)
    candidate: Spread
    outcome: str
    reference: str = ORDINARY_BRANCH  # the branch the candidate was compared with
    why_not: str = ""  # for NOT_COMPARABLE: the reasons, e.g. "no warm-up / n=1"
    # decode-timed metrics of a kvtrial cache: the path the candidate's decode took (kvtrial.decode_path)
    decode_path: str | None = None
    # speed from every timed piece: the ratio's confidence interval and the margin it was decided against
    # (None: rows without per-step times, decided by the repeat-range rule)
    interval: Interval | None = None
    margin: float | None = None
    excluded_repeats: tuple[int, ...] = ()  # repeat pairs left out: a row of theirs ran beside competing work

    def ratio_text(self) -> str:
        """The ratio as the claims quote it: with its interval where there is one, else with its repeat range."""
        return self.interval.text() if self.interval is not None else self.ratio.text("{:.3g}", "×")

    def claim(self) -> str:
        return self._claim() + (f" [candidate decode: {self.decode_path}]" if self.decode_path else "")

    def _claim(self) -> str:
        if self.outcome == NOT_COMPARABLE:
            return f"{self.label}: {NOT_COMPARABLE} ({self.why_not})"
        r = self.ratio_text()
        if self.interval is not None and self.margin is not None:
            band = f"±{100 * self.margin:.0f} %"
            if self.outcome == NO_DIFFERENCE:
                return f"{self.label}: no measurable difference ({r}, inside the {band} margin)"
            if self.outcome == UNDECIDED:
                return f"{self.label}: undecided ({r} reaches across the {band} margin; more repeat pairs may decide it)"
        if self.outcome == NO_DIFFERENCE:
            return f"{self.label}: no measurable difference (ratio {r}, within the repeat spread)"
        if self.kind == "memory":
            if self.outcome == LOWER:
                return f"{self.label}: {r} of {self.reference} — saves {100 * (1 - self.ratio.median):.0f} %"
            return f"{self.label}: {r} of {self.reference} — uses more memory"
        word = FASTER if self.outcome == FASTER else SLOWER
        return f"{self.label}: {r} the {self.reference} speed — {word}"

    def to_dict(self) -> dict:
        return {
            "metric": self.metric, "label": self.label, "kind": self.kind, "outcome": self.outcome,
            "ratio": vars(self.ratio), "ordinary": vars(self.ordinary), "candidate": vars(self.candidate),
            "reference": self.reference, "why_not": self.why_not, "decode_path": self.decode_path,
            "interval": self.interval.to_dict() if self.interval is not None else None, "margin": self.margin,
            "excluded_repeats": list(self.excluded_repeats), "claim": self.claim(),
        }


@dataclass
class CellVerdict:
    """The verdict for one candidate in one cell, with the rows it rests on."""

    cell_id: str
    candidate: str
    verdict: str
    metrics: list[MetricComparison] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    evidence: list[str] = field(default_factory=list)  # row refs counted
    excluded: list[str] = field(default_factory=list)  # row refs never counted, with reasons in notes
    input_tokens: int | None = None
    output_budget: int | None = None
    reference: str = ORDINARY_BRANCH  # the branch this candidate was compared with (its engine's ordinary)
    engine_comparison: bool = False  # the "candidate" is another engine's ordinary cache (e.g. llama.cpp f16)
    # the path the candidate's counted decode steps took (`C kernel`, `torch fallback: why`); None: not recorded
    decode_path: str | None = None
    decode_fallback: bool = False  # some counted candidate row decoded on the torch fallback

    def metric(self, name: str) -> MetricComparison | None:
        return next((m for m in self.metrics if m.metric == name), None)

    @property
    def summary(self) -> str:
        """One sentence: the verdict and, for compared cells only, the metric claims."""
        if self.verdict == COMPARED:
            return "; ".join(m.claim() for m in self.metrics) or "compared: no metric recorded"
        return self.verdict

    def text(self) -> str:
        """Everything a report says about this cell (summary + notes)."""
        return " ".join([self.summary, *self.notes])

    def to_dict(self) -> dict:
        return {
            "cell_id": self.cell_id, "candidate": self.candidate, "verdict": self.verdict,
            "summary": self.summary, "metrics": [m.to_dict() for m in self.metrics], "notes": list(self.notes),
            "evidence": list(self.evidence), "excluded": list(self.excluded),
            "input_tokens": self.input_tokens, "output_budget": self.output_budget, "reference": self.reference,
            "engine_comparison": self.engine_comparison, "decode_path": self.decode_path,
            "decode_fallback": self.decode_fallback,
        }


def _compare_metric(spec: MetricSpec, pairs: list[tuple[Row, Row]], reference: str = ORDINARY_BRANCH,
                    cold: bool = False, rule: SpeedRule = DEFAULT_RULE) -> MetricComparison | None:
    """One metric over the repeat pairs; `cold`: a branch had no completed warm-up in this cell."""
    if spec.kind == "time" and pairs and all(_has_pieces(r, spec.name) for pair in pairs for r in pair):
        return _compare_speed(spec, pairs, reference, cold, rule)
    vals = [(getattr(o, spec.row_field), getattr(c, spec.row_field)) for o, c in pairs]
    vals = [(float(o), float(c)) for o, c in vals if o is not None and c is not None and o > 0 and c > 0]
    if not vals:
        return None
    o_sp, c_sp = spread(o for o, _ in vals), spread(c for _, c in vals)
    ratios = [c / o if spec.kind == "memory" else o / c for o, c in vals]
    r_sp = spread(ratios)
    why_not = [reason for reason, applies in (
        (NO_WARMUP, spec.noisy and cold),
        (SINGLE_REPEAT, spec.noisy and len(vals) < 2),
        (SHARED_DEVICE, spec.shared_device_sensitive and any(ran_concurrently(r) for pair in pairs for r in pair)),
        (MIXED_SOURCES, len({memory_source(r, spec) for pair in pairs for r in pair} - {None}) > 1),
    ) if applies]
    if why_not:
        outcome = NOT_COMPARABLE
    elif abs(c_sp.median - o_sp.median) <= max(o_sp.width, c_sp.width) or r_sp.contains(1.0):
        # The medians differ by no more than either branch varies between its own repeats.
        outcome = NO_DIFFERENCE
    elif spec.kind == "memory":
        outcome = LOWER if r_sp.median < 1 else HIGHER
    else:
        outcome = FASTER if r_sp.median > 1 else SLOWER
    return MetricComparison(spec.name, spec.label, spec.kind, r_sp, o_sp, c_sp, outcome, reference,
                            " / ".join(why_not))


def _has_pieces(r: Row, stage: str) -> bool:
    return r.timing is not None and bool(r.timing.pieces(stage))


def contended(r: Row, rule: SpeedRule = DEFAULT_RULE) -> bool:
    """Whether competing work (other processes, steal) took more than the rule allows of the row's CPUs."""
    return row_contended(r, rule)


def _compare_speed(spec: MetricSpec, pairs: list[tuple[Row, Row]], reference: str, cold: bool,
                   rule: SpeedRule) -> MetricComparison:
    """A speed metric from every timed piece: pairs with a contended row left out, then the paired interval."""
    left_out = tuple(o.repeat for o, c in pairs if contended(o, rule) or contended(c, rule))
    usable = [(o, c) for o, c in pairs if o.repeat not in left_out]
    totals = [(float(getattr(o, spec.row_field) or 0.0), float(getattr(c, spec.row_field) or 0.0)) for o, c in usable]
    shown = totals or [(float(getattr(o, spec.row_field) or 0.0), float(getattr(c, spec.row_field) or 0.0))
                       for o, c in pairs]
    o_sp, c_sp = spread(o for o, _ in shown), spread(c for _, c in shown)
    r_sp = spread(o / c if c > 0 else math.inf for o, c in shown)
    why_not = [reason for reason, applies in (
        (NO_WARMUP, cold),
        (CONTENDED, len(usable) < 2 and bool(left_out)),
        (SINGLE_REPEAT, len(usable) < 2 and not left_out),
        (SHARED_DEVICE, spec.shared_device_sensitive and any(ran_concurrently(r) for pair in pairs for r in pair)),
    ) if applies]
    assert all(o.timing is not None and c.timing is not None for o, c in usable)  # checked by the caller
    interval = None if why_not else speed_interval(
        [(o.timing.pieces(spec.name), c.timing.pieces(spec.name)) for o, c in usable], rule)  # type: ignore[union-attr]
    outcome = NOT_COMPARABLE if interval is None else speed_outcome(interval, rule.margin)
    return MetricComparison(spec.name, spec.label, spec.kind, r_sp, o_sp, c_sp, outcome, reference,
                            " / ".join(why_not) or ("no timed piece" if interval is None else ""),
                            interval=interval, margin=rule.margin, excluded_repeats=left_out)


def peak_makeup(pairs: list[tuple[Row, Row]]) -> str | None:
    """What the difference of the request's added peak is made of (candidate − ordinary, medians over the
    pairs): KV bytes, prefill transient, held beyond the KV (`kvtrial.memory.phases`); None when a row has
    no phase readings."""
    diffs = []
    for o, c in pairs:
        mo, mc = request_memory(o.monitor_memory, o.kv_bytes), request_memory(c.monitor_memory, c.kv_bytes)
        if mo is None or mc is None:
            return None
        diffs.append((mc.peak_added_bytes - mo.peak_added_bytes, mc.kv_bytes - mo.kv_bytes,
                      mc.prefill_transient_bytes - mo.prefill_transient_bytes, mc.beyond_kv_bytes - mo.beyond_kv_bytes))
    if not diffs:
        return None
    peak, kv, transient, beyond = (statistics.median(col) / 2**20 for col in zip(*diffs, strict=True))
    return (f"Peak added by the request, candidate − {pairs[0][0].branch}: {peak:+.1f} MiB (median of {len(diffs)} "
            f"pairs), made of KV bytes {kv:+.1f} MiB, prefill transient {transient:+.1f} MiB, held beyond the KV at "
            f"the end {beyond:+.1f} MiB.")


def memory_source(r: Row, spec: MetricSpec) -> str | None:
    """Where a row's figure for a memory metric came from, as the row recorded it (None: not recorded):
    the framework's semantics (CUDA allocator, the cache's own bytes on CPU, an engine's own), or the
    monitor's source (/proc, NVML)."""
    if spec.source == "framework":
        return r.memory_semantics
    if spec.source == "monitor":
        monitor = r.monitor_memory
        if monitor is None:
            return None
        if spec.row_field in ("monitor_peak_rss_bytes", "monitor_peak_added_bytes"):
            return monitor.source
        return monitor.nvml.source if monitor.nvml is not None else None
    return None


def ran_concurrently(r: Row) -> bool:
    """Whether a row ran while other work shared its device, as its executor recorded; none recorded
    means serial."""
    return r.placement is not None and r.placement.concurrent


def warmed_up(rows: list[Row]) -> bool:
    """Whether a branch's rows in a cell include a completed warm-up request."""
    return any(r.warmup and r.status == RowStatus.OK for r in rows)


def _stopped_early(o: Row, c: Row) -> bool:
    return (c.output_tokens or 0) < (o.output_tokens or 0) or (c.stop_reason != o.stop_reason and c.stop_reason != "length")


def _counted_rows(v: CellVerdict, candidate: list[Row]) -> list[Row]:
    """Rule 2: never count a candidate row whose setting did not demonstrably take effect."""
    counted: list[Row] = []
    for r in candidate:
        problem = setting_problem(r)
        if problem:
            v.excluded.append(row_ref(r))
            v.notes.append(f"{row_ref(r)} not counted: {problem}.")
        else:
            counted.append(r)
    return counted


def _no_live_rows(v: CellVerdict, ordinary: list[Row], candidate: list[Row], counted: list[Row],
                  ord_live: list[Row]) -> CellVerdict:
    """Rule 1 (and everything excluded): no records, no claim."""
    if candidate and not counted:
        v.verdict = INVALID
        return v
    v.verdict = PENDING
    if not ordinary and not candidate:
        v.notes.append("No rows recorded for this cell.")
    elif not ord_live:
        v.notes.append("No ordinary rows to compare with.")
    else:
        v.notes.append("No counted candidate rows.")
    return v


def _incomplete_side(v: CellVerdict, ord_live: list[Row], cand_live: list[Row], ord_ok: list[Row],
                     cand_ok: list[Row]) -> CellVerdict:
    """The verdict when one branch or both completed no row."""
    if not ord_ok and not cand_ok:
        v.verdict = NEITHER_COMPLETED
        v.evidence = [row_ref(r) for r in ord_live + cand_live]
    elif not ord_ok:
        v.evidence = [row_ref(r) for r in ord_live + cand_ok]
        if any(r.status == RowStatus.OOM for r in ord_live):
            # Rule 3: a runnability difference only; there is no ordinary figure to divide by.
            v.verdict = RUNNABLE_ONLY_CANDIDATE
            v.notes.append("Ordinary ran out of memory here; no ratio exists for this cell.")
        else:
            v.verdict = NEITHER_COMPLETED if not cand_ok else PENDING
            v.notes.append("Ordinary did not complete (not out of memory); nothing to compare with.")
    else:
        v.verdict = RUNNABLE_ONLY_ORDINARY
        v.evidence = [row_ref(r) for r in ord_ok + cand_live]
    return v


def _paired_repeats(v: CellVerdict, ord_ok: list[Row], cand_ok: list[Row]) -> list[tuple[Row, Row]]:
    """Pair repeats by index; an unpaired repeat is noted, not used."""
    by_rep_o = {r.repeat: r for r in ord_ok}
    by_rep_c = {r.repeat: r for r in cand_ok}
    unpaired = sorted(set(by_rep_o) ^ set(by_rep_c))
    if unpaired:
        v.notes.append(f"Repeats without a completed partner, not used in ratios: {unpaired}.")
    return [(by_rep_o[i], by_rep_c[i]) for i in sorted(set(by_rep_o) & set(by_rep_c))]


def _lengths_differ(v: CellVerdict, pairs: list[tuple[Row, Row]]) -> bool:
    """Rule 4: actual output lengths first."""
    for o, c in pairs:
        if o.output_tokens != c.output_tokens or o.stop_reason != c.stop_reason:
            if v.verdict != STOPPED_EARLY:  # an early stop in any repeat names the cell
                v.verdict = STOPPED_EARLY if _stopped_early(o, c) else LENGTHS_DIFFER
            v.notes.append(
                f"Repeat {o.repeat}: ordinary produced {o.output_tokens} tokens (stop: {o.stop_reason}), "
                f"the candidate {c.output_tokens} (stop: {c.stop_reason}); time and memory are not compared."
            )
    return v.verdict in (STOPPED_EARLY, LENGTHS_DIFFER)


def _compare_pairs(v: CellVerdict, pairs: list[tuple[Row, Row]], reference: str, cold: list[str],
                   rule: SpeedRule = DEFAULT_RULE) -> CellVerdict:
    """Rule 5: ratios with their spread or interval; a speed ratio names the path the candidate's decode took."""
    v.verdict = COMPARED
    cand_rows = [c for _, c in pairs]
    v.decode_path = decode_paths_text(cand_rows)
    v.decode_fallback = any(p is not None and p.fallback for p in map(row_decode_path, cand_rows))
    for spec in METRICS:
        m = _compare_metric(spec, pairs, reference, cold=bool(cold), rule=rule)
        if m is not None:
            v.metrics.append(replace(m, decode_path=v.decode_path) if spec.name in DECODE_TIMED else m)
    if (makeup := peak_makeup(pairs)) is not None and any(
            m.metric in ("peak_rss", "peak_added") and m.outcome in (LOWER, HIGHER) for m in v.metrics):
        v.notes.append(makeup)
    if cold:
        v.notes.append(f"No completed warm-up in this cell for {' and '.join(cold)}: a cold first request "
                       "is not a measurement of the cache, so times and peaks are not compared.")
    if len(pairs) < 2:
        v.notes.append("One repeat pair: no spread to tell a difference from noise, so times and peaks "
                       "are not compared.")
    if any(ran_concurrently(r) for pair in pairs for r in pair):
        v.notes.append("Rows of this cell ran while other work shared their device: times are not compared.")
    added = sorted({o.repeat for o, c in pairs if o.added_by_repeat_rule or c.added_by_repeat_rule})
    if added:
        v.notes.append(f"This cell took {len(pairs)} repeat pairs, {len(added)} of them added by the record's repeat "
                       f"rule (repeats {', '.join(map(str, added))}) while its speed was undecided or too few pairs "
                       "ran quietly.")
    busy = [r for pair in pairs for r in pair if contended(r, rule)]
    if busy:
        v.notes.append(f"{len(busy)} row{'s' if len(busy) != 1 else ''} measured while other work ran (more than "
                       f"{rule.max_contention:.0%} of the CPUs): excluded from speed verdicts "
                       f"({', '.join(row_ref(r) for r in busy)}).")
    timed = [m for m in v.metrics if m.kind == "time"]
    if timed and all(m.interval is None and m.outcome != NOT_COMPARABLE for m in timed):
        v.notes.append("These rows keep no per-step times (recorded by an older kvtrial): speed is judged by the "
                       "repeat-range rule, not by an interval.")
    return v


def compare_cell(cell_id: str, ordinary: list[Row], candidate: list[Row], candidate_name: str,
                 reference: str = ORDINARY_BRANCH, rule: SpeedRule = DEFAULT_RULE) -> CellVerdict:
    """Apply the rules to one cell: the reference rows (`ordinary`: the rows of the candidate's own
    engine's ordinary branch, named `reference`) and one candidate's rows. Warm-up rows may be
    included: they are never counted, only read to know whether each branch was warmed."""
    cold = [name for name, rows in ((reference, ordinary), (candidate_name, candidate)) if not warmed_up(rows)]
    ordinary = [r for r in ordinary if not r.warmup]
    candidate = [r for r in candidate if not r.warmup]
    any_row = next(iter(ordinary + candidate), None)
    v = CellVerdict(cell_id, candidate_name, PENDING,
                    input_tokens=any_row.input_tokens if any_row else None,
                    output_budget=any_row.output_budget if any_row else None, reference=reference)

    counted = _counted_rows(v, candidate)
    for r in ordinary + counted:
        if r.status == RowStatus.NOT_RUN:
            v.notes.append(f"{row_ref(r)} not run: {r.error or 'no reason recorded'}.")
    ord_live = [r for r in ordinary if r.status != RowStatus.NOT_RUN]
    cand_live = [r for r in counted if r.status != RowStatus.NOT_RUN]
    if not ord_live or not cand_live:
        return _no_live_rows(v, ordinary, candidate, counted, ord_live)

    ord_ok = [r for r in ord_live if r.status == RowStatus.OK]
    cand_ok = [r for r in cand_live if r.status == RowStatus.OK]
    for r in ord_live + cand_live:
        if r.status in (RowStatus.OOM, RowStatus.CRASHED):
            v.notes.append(f"{row_ref(r)}: {r.status}" + (f" ({r.error})" if r.error else "") + ".")
    if not ord_ok or not cand_ok:
        return _incomplete_side(v, ord_live, cand_live, ord_ok, cand_ok)

    pairs = _paired_repeats(v, ord_ok, cand_ok)
    if not pairs:
        v.verdict = PENDING
        v.notes.append("No repeat where both branches completed.")
        return v
    v.evidence = [row_ref(r) for pair in pairs for r in pair]
    if any(o.input_tokens != c.input_tokens for o, c in pairs):
        v.verdict = INPUTS_DIFFER
        v.notes.append("Input token counts differ between the branches: the cell was not run on identical input.")
        return v
    if _lengths_differ(v, pairs):
        return v
    return _compare_pairs(v, pairs, reference, cold, rule)


def compare_run(rows: list[Row], cells: list[str] | None = None, candidates: list[str] | None = None,
                pairing: Pairing | None = None, rule: SpeedRule = DEFAULT_RULE) -> list[CellVerdict]:
    """Every (cell, candidate) verdict of a run. `cells` and `candidates` add planned cells and
    branches that must be reported even without rows (they come out "pending verification").
    Each candidate is paired with its own engine's ordinary branch: `pairing`, or the pairing of
    `rows` (kvtrial.protocol.reference) when not given."""
    by_cell: dict[str, dict[str, list[Row]]] = defaultdict(lambda: defaultdict(list))
    for r in rows:  # warm-ups included: compare_cell reads them to know which branch was warm
        by_cell[r.cell_id][r.branch].append(r)
    for c in cells or []:
        by_cell.setdefault(c, defaultdict(list))
    candidates = sorted(({r.branch for r in rows} | set(candidates or [])) - {ORDINARY_BRANCH})
    pairing = pairing if pairing is not None else pairing_from_rows(rows)
    verdicts = []
    for cell_id in sorted(by_cell, key=cell_sort_key):
        branches = by_cell[cell_id]
        names = candidates or [b for b in branches if b != ORDINARY_BRANCH]
        if not names:
            verdicts.append(compare_cell(cell_id, branches.get(ORDINARY_BRANCH, []), [], "(no candidate)"))
        for name in names:
            reference = pairing.references.get(name, ORDINARY_BRANCH)
            v = compare_cell(cell_id, branches.get(reference, []), branches.get(name, []), name, reference, rule)
            engine = pairing.engines.get(name)
            if reference != ORDINARY_BRANCH:
                v.notes.append(f"Compared with {reference!r}, the ordinary cache of its own engine ({engine}), "
                               "never with another engine's ordinary cache.")
            elif name in pairing.engine_references:
                v.engine_comparison = True
                v.notes.append(f"{name!r} is the ordinary cache of engine {engine}: this is an engine comparison "
                               f"on the same weights ({engine} against {pairing.engines.get(ORDINARY_BRANCH)}), "
                               "not a cache setting's verdict.")
            verdicts.append(v)
    return verdicts


def cell_sort_key(cell_id: str) -> tuple:
    """Sort `in1024-out256` numerically, anything else by name."""
    nums = [int(n) for n in re.findall(r"\d+", cell_id)]
    return (nums, cell_id)
