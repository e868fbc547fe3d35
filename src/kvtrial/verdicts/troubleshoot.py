"""The troubleshooting table (docs/verdicts.md, "Troubleshooting"), filled from the records: each rule maps an
observed symptom to its likely causes and an action, and names the rows that show it.

Rules only read the rows, the cell verdicts and the quality results; none of them reruns anything
(the protocol: reproduce and keep the evidence first, never retry with changed parameters over the
old record).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import pairwise

from kvtrial.decode_path import DecodePath
from kvtrial.records.row import ORDINARY_BRANCH, RowStatus
from kvtrial.verdicts import rules
from kvtrial.verdicts.assessment import Assessment
from kvtrial.verdicts.evidence import problems_beyond, row_decode_path, row_ref, setting_problem

ERROR = "error"
WARNING = "warning"
INFO = "info"

# "Far slower": the candidate at most half the ordinary speed even at the top of its spread.
FAR_SLOWER_RATIO = 0.5
# Quality figures that point at a too coarse format whatever the user's limits are.
LARGE_KLD = 0.1
LOW_TOP1 = 0.90
# Timing spread so wide that no speed difference below it can be seen.
NOISY_RATIO_WIDTH = 0.3


@dataclass
class Finding:
    rule: str
    severity: str
    symptom: str
    causes: list[str]
    action: str
    evidence: list[str] = field(default_factory=list)

    def to_dict(self) -> dict:
        return dict(vars(self))


Rule = Callable[[Assessment], list[Finding]]


def _setting_ignored(a: Assessment) -> list[Finding]:
    run = a.run
    bad = defaultdict(list)
    for r in run.measured_rows:
        p = setting_problem(r)
        if p:
            bad[r.branch].append(f"{row_ref(r)}: {p}")
    return [
        Finding(
            "setting-ignored", ERROR,
            f"{branch}: the effective cache type differs from the requested one or could not be confirmed",
            ["the backend ignored the option or fell back to the ordinary cache",
             "installed library version differs from the one the setting was mapped to",
             "the cache object was built but never used by generate (wrong argument name)"],
            "Check the admission row and installed versions (`kvtrial admit`), read the live cache with "
            "`kvtrial describe`; these rows are excluded from every comparison.",
            ev,
        )
        for branch, ev in sorted(bad.items())
    ]


def _far_slower(a: Assessment) -> list[Finding]:
    verdicts = a.cells
    out = []
    by_cand = defaultdict(list)
    for v in verdicts:
        if v.verdict == rules.COMPARED and v.metric("decode"):
            by_cand[v.candidate].append(v)
    for cand, vs in sorted(by_cand.items()):
        decode = [(v, m) for v in vs if (m := v.metric("decode")) is not None]  # every v has one (see above)
        if all(m.outcome == rules.SLOWER and m.ratio.high < FAR_SLOWER_RATIO for _, m in decode):
            worst = min(m.ratio.median for _, m in decode)
            out.append(Finding(
                "no-fused-path", ERROR,
                f"{cand}: decode far slower than ordinary in every compared cell "
                f"(down to {worst:.3g}× the ordinary speed)",
                ["no fused attention path for this key/value combination: a generic dequantize-then-attend "
                 "path runs instead (llama.cpp on Qwen 3.6-35B: f16 K + turbo4 V was 34× slower at 8K, 78× at 128K)",
                 "the whole stored cache is dequantized on every decode step"],
                "Prefer a combination with a fused path (symmetric formats or a q8_0 key format); measure "
                "`kvtrial bench` at two depths to see whether the cost grows with depth.",
                [e for v, _ in decode for e in v.evidence],
            ))
        depths = sorted((((v.input_tokens or 0), m.ratio.median, v) for v, m in decode if m.outcome == rules.SLOWER),
                        key=lambda t: t[:2])
        if len(depths) >= 2 and len({d for d, _, _ in depths}) >= 2 and all(
                later[1] < earlier[1] for earlier, later in pairwise(depths) if later[0] > earlier[0]):
            out.append(Finding(
                "slowdown-grows-with-depth", WARNING,
                f"{cand}: the decode slowdown grows with the input length "
                + ", ".join(f"{d} tokens {r:.3g}×" for d, r, _ in depths),
                ["each decode step reads (dequantizes) the whole stored cache, so its cost grows with depth",
                 "a residual window re-quantized as it fills"],
                "Expect the gap to widen at longer contexts; check the deepest cell you need before adopting it.",
                [e for _, _, v in depths for e in v.evidence],
            ))
    return out


def _slow_fallback(a: Assessment) -> list[Finding]:
    """Candidate rows whose cache decoded on the torch fallback (every step dequantizes the whole stored
    cache), with the cost the run measured: the decode speed ratios of the compared cells."""
    found: dict[str, list[tuple[str, DecodePath]]] = defaultdict(list)
    completed: Counter = Counter()
    for r in a.run.measured_rows:
        if r.branch == ORDINARY_BRANCH or r.status != RowStatus.OK:
            continue
        completed[r.branch] += 1
        path = row_decode_path(r)
        if path is not None and path.fallback:
            found[r.branch].append((row_ref(r), path))
    out = []
    for cand, rows in sorted(found.items()):
        reasons: Counter = Counter()
        for _, p in rows:
            reasons.update(p.reasons)
        top = max(rows, key=lambda t: t[1].torch_steps)[1]
        costs = [f"{v.cell_id} {m.ratio.text('{:.3g}', '×')} the {v.reference} speed"
                 for v in a.cells if v.candidate == cand and v.verdict == rules.COMPARED
                 for m in [v.metric("decode")] if m is not None and m.outcome != rules.NOT_COMPARABLE]
        cost = ("measured decode speed on it: " + ", ".join(costs) if costs else
                "this run holds no comparable decode ratio to price it (`kvtrial bench` measures both paths)")
        out.append(Finding(
            "slow-fallback-path", WARNING,
            f"slow fallback path: {cand} decoded on the {top.label} in {len(rows)} of {completed[cand]} completed "
            f"rows ({top.reason}); {cost}",
            ["every decode step dequantizes the whole stored cache before attention, so its cost grows with the "
             "context (llama.cpp on Qwen 3.6-35B: f16 K + turbo4 V silently fell to such a path, 34× slower at 8K)"]
            + [f"recorded reason ({n} layer steps): {why}" for why, n in reasons.most_common(3)],
            f"Fix: {top.fix}. Until then the speed verdicts of {cand} time the fallback, not the kernel the "
            "cache would ship with.",
            [f"{ref}: {p.text()}" for ref, p in rows],
        ))
    return out


def _integrity_only_candidate(a: Assessment) -> list[Finding]:
    bad = defaultdict(list)
    for r, ref in a.candidate_rows_with_reference():
        found = problems_beyond(r, ref)  # kinds the reference's output on the same input does not show
        if found:
            bad[r.branch].append(f"{row_ref(r)}: {', '.join(found)}")
    return [Finding(
        "degenerate-output", ERROR,
        f"{cand}: repetition loop, garbage characters or broken ending only in the candidate's output",
        ["the value format is too coarse: attention outputs drift until generation degenerates",
         "the key format is too coarse for long inputs: attention lands on the wrong tokens"],
        "Try a finer value format (q8_0 or turbo4 values), keep recent tokens in full precision (`:window=N`), "
        "or keys q8_0 with a coarser value format; compare `kvtrial quality` KL for each.",
        ev,
    ) for cand, ev in sorted(bad.items())]


def _facts_lost(a: Assessment) -> list[Finding]:
    worse = defaultdict(list)
    for r, ref in a.candidate_rows_with_reference():
        if ref is None or ref.status != RowStatus.OK or ref.fact_errors is None or r.fact_errors is None:
            continue
        if r.fact_errors > ref.fact_errors:
            worse[r.branch].append(f"{row_ref(r)}: {r.fact_errors} fact errors vs {ref.branch} {ref.fact_errors}")
    return [Finding(
        "facts-lost", WARNING,
        f"{cand}: more fact errors than ordinary on the same input",
        ["quantized keys blur retrieval of details deep in the input (dates, amounts, negations)",
         "the candidate's output diverged early and took another path"],
        "Look at the fact grades per position in the report; try a finer key format; the facts are graded "
        "against the source, so also check the ordinary output's own errors.",
        ev,
    ) for cand, ev in sorted(worse.items())]


def _full_precision(setting: str) -> bool:
    """Whether a candidate stores every layer in plain floats (f16, `f16;0-3=bf16`): its KV bytes cannot be lower."""
    from kvtrial.cache.spec import recorded_spec  # the setting grammar pulls in the formats (torch): only when read

    spec = recorded_spec(setting)
    return spec is not None and spec.full_precision


def _memory_not_lower(a: Assessment) -> list[Finding]:
    verdicts = a.cells
    out = []
    for v in verdicts:
        if v.verdict != rules.COMPARED:
            continue
        kv = v.metric("kv_bytes")
        if kv is not None and kv.outcome != rules.LOWER and not _full_precision(v.candidate):
            out.append(Finding(
                "kv-not-lower", ERROR,
                f"{v.candidate} in {v.cell_id}: stored KV bytes not lower than ordinary ({kv.ratio.text('{:.3g}', '×')})",
                ["the quantized store is not used (setting ignored)",
                 "a full-precision window covers every token of this cell"],
                "Read the live cache with `kvtrial describe`; compare the window option with the cell's length.",
                list(v.evidence),
            ))
            continue
        peaks = [m for m in (v.metric("peak_rss"), v.metric("peak_added"), v.metric("peak_reserved")) if m is not None]
        # a peak that is not comparable (cold, one repeat) says nothing either way
        peaks = [m for m in peaks if m.outcome != rules.NOT_COMPARABLE]
        if kv is not None and kv.outcome == rules.LOWER and peaks and all(m.outcome != rules.LOWER for m in peaks):
            out.append(Finding(
                "peak-not-lower", INFO,
                f"{v.candidate} in {v.cell_id}: the KV cache shrank ({kv.ratio.text('{:.3g}', '×')}) but peak memory "
                f"did not measurably drop ({'; '.join(m.label + ' ' + m.ratio.text('{:.3g}', '×') for m in peaks)})",
                ["the cache is not the dominant term at this length: weights and activations are",
                 "the prompt was prefilled in one pass (no `generation_settings.prefill_chunk_size` in the record): "
                 "its activations, not the cache, set the peak",
                 "the allocator keeps freed blocks (reserved memory stays high)"],
                "Prefill in chunks (`kvtrial init --prefill-chunk 1024` writes the setting); read the rows' 'prefill "
                "transient' and 'beyond KV' in the report; see `kvtrial plan` for where the cache dominates.",
                list(v.evidence),
            ))
    return out


def _failures(a: Assessment) -> list[Finding]:
    run = a.run
    out = []
    cand_oom = [r for r in run.measured_rows if r.status == RowStatus.OOM and r.branch != ORDINARY_BRANCH]
    ord_oom = [r for r in run.measured_rows if r.status == RowStatus.OOM and r.branch == ORDINARY_BRANCH]
    crashed = [r for r in run.measured_rows if r.status == RowStatus.CRASHED]
    # a worker killed by SIGBUS touched a page of a mapped file that was cut or replaced under it: with kvtrial, the
    # kernel library, rebuilt in the shared cache by another process while this one had it mapped
    bus = [r for r in crashed if "SIGBUS" in (r.error or "")]
    crashed = [r for r in crashed if r not in bus]
    if bus:
        out.append(Finding(
            "mapped-file-replaced", ERROR, "a worker died of SIGBUS: a file it had mapped was cut short or replaced",
            ["the kernel library in the kvtrial cache was rebuilt or replaced by another process (another kvtrial "
             "version or compiler, or a damaged copy being repaired) while this worker had it loaded",
             "the cache folder lies on a file system that was unmounted or filled up"],
            "Keep one kvtrial installation per cache folder (or give each its own KVTRIAL_CACHE_DIR), leave the cache "
            "untouched while runs go, then resume the run (`kvtrial run --resume`).",
            [f"{row_ref(r)}: {r.error}" for r in bus],
        ))
    if cand_oom:
        out.append(Finding(
            "candidate-oom", ERROR, "the candidate ran out of memory",
            ["the cell's input + output exceeds the memory budget even with the quantized cache",
             "temporary dequantized copies during attention add to the cache's own size"],
            "Keep the raw log; run a smaller cell first (escalate step by step); see `kvtrial plan`.",
            [f"{row_ref(r)}: {r.artifact_path or r.error or 'no log'}" for r in cand_oom],
        ))
    if ord_oom:
        out.append(Finding(
            "ordinary-oom", INFO, "ordinary ran out of memory",
            ["the ordinary cache does not fit this cell on this device"],
            "These cells show runnability only; no ratio exists for them.",
            [row_ref(r) for r in ord_oom],
        ))
    if crashed:
        out.append(Finding(
            "crashed", ERROR, "a worker crashed",
            ["an error in the backend or the cache for this setting", "the process was killed from outside"],
            "Reproduce on the short sample with the raw log below; do not retry with changed parameters over "
            "the old record (a retry is a new run).",
            [f"{row_ref(r)}: {r.artifact_path or r.error or 'no log'}" for r in crashed],
        ))
    return out


def _early_stop(a: Assessment) -> list[Finding]:
    verdicts = a.cells
    early = [v for v in verdicts if v.verdict in (rules.STOPPED_EARLY, rules.LENGTHS_DIFFER)]
    if not early:
        return []
    return [Finding(
        "output-length-differs", WARNING,
        "the candidate's output length or stop reason differs from ordinary",
        ["quantization changed the generated tokens, making end-of-sequence come earlier (or later)",
         "the candidate stopped on an error"],
        "Read both outputs (artifacts); check `kvtrial quality` KL for the setting. These cells make no speed "
        "or memory claim.",
        [f"{v.cell_id} {v.candidate}: {v.notes[-1] if v.notes else v.verdict}" for v in early],
    )]


def _quality(a: Assessment) -> list[Finding]:
    run = a.run
    if run.quality is None:
        return []
    # only the settings this run compares: a quality file often holds more (turbo3 beside q8_0), and a
    # symptom of a setting the run did not try is not a finding about this run
    settings = {run.setting_of(c) for c in run.candidates} | set(run.candidates)
    out = []
    for e in run.quality.entries:
        if settings and e.setting not in settings:
            continue
        reasons = []
        if e.kld_mean is not None and e.kld_mean > LARGE_KLD:
            reasons.append(f"mean KL {e.kld_mean:.4g} > {LARGE_KLD}")
        if e.same_top1 is not None and e.same_top1 < LOW_TOP1:
            reasons.append(f"same top-1 {100 * e.same_top1:.2f} % < {100 * LOW_TOP1:.0f} %")
        if reasons:
            out.append(Finding(
                "large-divergence", WARNING, f"{e.setting}: logits diverge strongly from ordinary ({'; '.join(reasons)})",
                ["the format is too coarse, most often for the keys (errors in keys move attention weights)",
                 "a rotation or codebook mismatch between how values were written and read"],
                "Try keys q8_0 with the coarser format only for values (e.g. q8_0/turbo4), or a finer format.",
                [f"{run.quality.path}: {e.setting}"],
            ))
    return out


def _noisy_timing(a: Assessment) -> list[Finding]:
    verdicts = a.cells
    noisy = []
    for v in verdicts:
        for name in ("decode", "prefill"):
            m = v.metric(name)
            if m is None:
                continue
            if m.interval is not None and m.outcome == rules.UNDECIDED:
                noisy.append(f"{v.cell_id} {v.candidate} {name}: {m.ratio_text()} undecided")
            elif m.interval is None and m.outcome == rules.NO_DIFFERENCE and m.ratio.width > NOISY_RATIO_WIDTH:
                noisy.append(f"{v.cell_id} {v.candidate} {name}: ratio {m.ratio.text('{:.3g}', '×')}")
    if not noisy:
        return []
    return [Finding(
        "noisy-timing", INFO, "speed ratios vary so much that a difference of their size cannot be told from noise",
        ["other processes share the CPU or GPU", "thermal or frequency changes between repeats",
         "too few repeat pairs or decode steps for the interval to clear the margin"],
        "Rerun on an idle machine with more repeats (or a repeat rule: matrix.repeats {min, max, stop_width}); pin "
        "threads (e.g. OMP_NUM_THREADS).",
        noisy,
    )]


def _order_not_alternated(a: Assessment) -> list[Finding]:
    run = a.run
    positions = defaultdict(set)
    repeats = defaultdict(set)
    for r in run.measured_rows:
        positions[(r.cell_id, r.branch)].add(r.order_position)
        repeats[(r.cell_id, r.branch)].add(r.repeat)
    fixed = [f"{cell} {branch}: always position {next(iter(p))}" for (cell, branch), p in sorted(positions.items())
             if len(p) == 1 and len(repeats[(cell, branch)]) >= 2]
    if not fixed:
        return []
    return [Finding(
        "order-not-alternated", WARNING, "branch order did not alternate across repeats",
        ["the runner ran branches in a fixed order, so warm-up, caching or heat favours one branch"],
        "Rerun with alternating branch order.",
        fixed,
    )]


def _runner_gone(a: Assessment) -> list[Finding]:
    run = a.run
    if run.runner_gone is None:
        return []
    return [Finding(
        "runner-gone", ERROR, "the ledger says the run is running, but the process that ran it has ended",
        ["the runner was killed (kill -9, out of memory, a closed terminal or machine) before it could mark the run"],
        f"Continue it with `kvtrial run --resume {run.run_id}`: finished rows are kept, the rest run; until then its "
        "cells are incomplete.",
        [f"runner {run.runner_gone}"],
    )]


def _empty(a: Assessment) -> list[Finding]:
    run = a.run
    if run.measured_rows:
        return []
    return [Finding(
        "no-rows", WARNING, "the run holds no measured rows",
        ["the run was interrupted before the first cell", "every cell was skipped as not runnable"],
        "Continue it with `kvtrial run --resume`; until rows exist every claim stays pending verification.",
        [run.run_id],
    )]


RULES: tuple[Rule, ...] = (
    _runner_gone, _empty, _setting_ignored, _failures, _far_slower, _slow_fallback, _integrity_only_candidate,
    _facts_lost, _early_stop, _memory_not_lower, _quality, _noisy_timing, _order_not_alternated,
)


def diagnose(a: Assessment) -> list[Finding]:
    """Every finding of every rule over one assessment of a run, most severe first."""
    found = [f for rule in RULES for f in rule(a)]
    order = {ERROR: 0, WARNING: 1, INFO: 2}
    return sorted(found, key=lambda f: order[f.severity])
