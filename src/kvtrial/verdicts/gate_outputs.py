"""Release-gate checks on what the candidates produced: performance, facts and quality, complete
output (items 4-6 of docs/verdicts.md's checklist). The output checks judge a candidate against
its reference on the same inputs, so a task the reference cannot do either decides nothing."""

from __future__ import annotations

import statistics
from collections import defaultdict
from collections.abc import Callable

from kvtrial.records.fact_review import FactReview, latest_reviews, reviewed_row, row_key
from kvtrial.records.row import ORDINARY_BRANCH, Row, RowStatus
from kvtrial.verdicts.evidence import fact_grades, integrity_problems, problem_kind, row_decode_path, row_ref
from kvtrial.verdicts.gate_inputs import Findings, GateInputs, combine, first_details, inconclusive_detail, not_judged_detail
from kvtrial.verdicts.gate_result import ItemStatus, Outcome
from kvtrial.verdicts.sizes import format_size

# What to change when an item is inconclusive because the reference fails it on the same inputs, by task.
FACTS_REMEDY = {
    "brief": "give the model a task it can do within the output budget (extraction questions: `kvtrial init --task "
             "questions`, a shorter source, a larger budget) or use a larger model, until the reference's own output "
             "meets the fact limit",
    "questions": "the reference cannot answer these questions either: use a larger or instruction-tuned model, a "
                 "shorter source, or only the questions it answers (`kvtrial init --question`), until the reference's "
                 "own answers meet the fact limit",
}
OUTPUT_REMEDY = ("raise the output budget so the reference can finish its answer, or choose a task it completes "
                 "within the budget")


def _peak_bytes(r: Row) -> tuple[int | None, str]:
    """The process/device peak a deployment must fit: reserved on CUDA, sampled RSS on CPU."""
    if (r.device or "").startswith("cuda"):
        return r.peak_reserved_bytes, "peak reserved"
    if r.monitor_peak_rss_bytes:
        return r.monitor_peak_rss_bytes, "peak RSS"
    return r.peak_reserved_bytes, "peak reserved"


def _target_cells(g: GateInputs, rows: list[Row], found: Findings) -> None:
    """Every target cell holds the required repeats of each candidate, and its reference rows."""
    th = g.thresholds
    if not th.target_cells:
        found.add(ItemStatus.NOT_EVALUATED, "no target cells fixed")
        return
    for cell in th.target_cells:
        for cand in g.candidates:
            ok = [r for r in rows if r.cell_id == cell and r.branch == cand and r.status == RowStatus.OK]
            if len(ok) < th.min_repeats:
                found.add(ItemStatus.FAIL, f"{cand} completed {len(ok)} of {th.min_repeats} required repeats in {cell}")
            else:
                found.add(ItemStatus.PASS)
                found.evidence.extend(row_ref(r) for r in ok)
        # each candidate's reference: the ordinary branch of its own engine (kvtrial.protocol.reference)
        for ref in sorted({g.assessment.reference_of(c) for c in g.candidates} or {ORDINARY_BRANCH}):
            if not [r for r in g.run.measured_rows if r.cell_id == cell and r.branch == ref]:
                found.add(ItemStatus.FAIL, f"no {ref} rows in target cell {cell} (nothing to compare with)")
    if ItemStatus.FAIL not in found.statuses:
        found.details.append(f"target cells {', '.join(th.target_cells)} complete")


def _sizes_apart(a: float, b: float) -> tuple[str, str]:
    """Two sizes as text that shows how they differ: with their bytes when the rounded sizes read the same
    ("3.2 GiB > 3.2 GiB" says nothing)."""
    sa, sb = format_size(a), format_size(b)
    if sa == sb and int(a) != int(b):
        return f"{sa} ({int(a):,} B)", f"{sb} ({int(b):,} B)"
    return sa, sb


def _peak_headroom(g: GateInputs, rows: list[Row], found: Findings) -> None:
    """The highest peak stays within the memory budget less its headroom."""
    th = g.thresholds
    if th.memory_budget_bytes is None or th.peak_headroom is None:
        found.add(ItemStatus.NOT_EVALUATED, "no memory budget / peak headroom fixed")
        return
    limit = th.memory_budget_bytes * (1 - th.peak_headroom)
    peaks = [(p, kind, r) for r in rows if r.status == RowStatus.OK for p, kind in [_peak_bytes(r)] if p]
    if not peaks:
        found.add(ItemStatus.NOT_EVALUATED, "no peak memory recorded")
        return
    p, kind, r = max(peaks, key=lambda t: t[0])
    within = p <= limit
    shown_peak, shown_limit = _sizes_apart(p, limit)
    found.add(ItemStatus.PASS if within else ItemStatus.FAIL,
              f"highest {kind} {shown_peak} ({row_ref(r)}) {'≤' if within else '>'} "
              f"{shown_limit} (budget {format_size(th.memory_budget_bytes)} "
              f"less {th.peak_headroom:.0%} headroom)")


def _time_limit(g: GateInputs, rows: list[Row], found: Findings) -> None:
    """The time limit on the median generation time per (cell, candidate)."""
    limit = g.thresholds.max_generation_s
    if limit is None:
        found.add(ItemStatus.NOT_EVALUATED, "no time limit fixed")
        return
    groups: dict[tuple[str, str], list[float]] = defaultdict(list)
    for r in rows:
        if r.status == RowStatus.OK and r.generation_s is not None:
            groups[(r.cell_id, r.branch)].append(r.generation_s)
    if not groups:
        found.add(ItemStatus.NOT_EVALUATED, "no generation time recorded")
    for (cell, cand), times in sorted(groups.items()):
        med = statistics.median(times)
        if med > limit:
            found.add(ItemStatus.FAIL, f"{cand} in {cell}: median generation {med:.3g} s > {limit:g} s")
        else:
            found.add(ItemStatus.PASS)
    if groups and all(statistics.median(t) <= limit for t in groups.values()):
        found.details.append(f"every median generation time ≤ {limit:g} s")


def check_performance(g: GateInputs) -> Outcome:
    found = Findings()
    rows = g.candidate_rows()
    _target_cells(g, rows, found)
    _peak_headroom(g, rows, found)
    _time_limit(g, rows, found)
    unknown = [c for c in g.candidates if c not in g.run.candidates]
    if unknown:
        found.add(ItemStatus.FAIL)
        found.details.insert(0, f"candidate(s) {unknown} named by the thresholds were not run")
    found.details.extend(_fallback_details(rows, g.candidates))
    return Outcome(combine(found.statuses), "; ".join(found.details) + ".", found.evidence[:12])


def _fallback_details(rows: list[Row], candidates: list[str]) -> list[str]:
    """A line per candidate whose completed rows decoded on the torch fallback: its times (and so this
    item's time limit) rest on that path, not on the kernel the cache would ship with."""
    out = []
    for cand in candidates:
        paths = [p for r in rows if r.branch == cand and r.status == RowStatus.OK
                 for p in [row_decode_path(r)] if p is not None and p.fallback]
        if paths:
            top = max(paths, key=lambda p: p.torch_steps)
            out.append(f"{cand}: its times rest on the {top.label} ({top.reason}), not on the {top.kernel}; "
                       f"fix: {top.fix} (see the doctor's slow fallback path)")
    return out


def _quality_limits(g: GateInputs, found: Findings) -> None:
    """Each candidate's measured KL divergence and top-1 agreement against the limits fixed."""
    run, th = g.run, g.thresholds
    quality_source = run.quality.path if run.quality else ""  # a measured value implies quality results
    for cand in g.candidates:
        entry = run.quality.entry(run.setting_of(cand)) if run.quality else None
        if entry is not None and entry.status != RowStatus.OK:
            found.add(ItemStatus.FAIL,
                      f"{cand}: quality comparison is {entry.status}" + (f" ({entry.reason})" if entry.reason else ""))
            continue
        for limit, attr, label, worse in (
            (th.max_kld_mean, "kld_mean", "mean KL divergence", lambda v, lim: v > lim),
            (th.min_same_top1, "same_top1", "same top-1", lambda v, lim: v < lim),
        ):
            if limit is None:
                continue
            value = getattr(entry, attr) if entry else None
            if value is None:
                found.add(ItemStatus.NOT_EVALUATED, f"{cand}: {label} not measured (run `kvtrial quality`)")
            elif worse(value, limit):
                found.add(ItemStatus.FAIL, f"{cand}: {label} {value:.4g} beyond the limit {limit:g}")
            else:
                found.add(ItemStatus.PASS)
                found.evidence.append(f"{cand}: {label} {value:.4g} (limit {limit:g}) from {quality_source}")


def _fact_error_failure(r: Row, ref: Row | None, limit: int, errs: Callable[[Row], int | None],
                        decisions: dict[tuple[str, str], FactReview]) -> str:
    """The failing row, with its wrong labels: a person's where one reviewed it, else the machine's (marked when
    the machine was unsure)."""
    key = row_key(r)
    labels = []
    for x in fact_grades(r):
        d = decisions.get((key, x.fact_id))
        label = d.label if d is not None else x.label
        if label != "correct":
            note = " reviewed" if d is not None else " uncertain" if x.confidence == "uncertain" else ""
            labels.append(f"{x.fact_id} {label}{note}")
    return (f"{row_ref(r)}: {errs(r)} fact errors > {limit}"
            + (f" ({', '.join(labels[:4])})" if labels else "")
            + (f"; {ref.branch} {errs(ref)} on the same input" if ref is not None
               and errs(ref) is not None else ""))


def _review_state(g: GateInputs, rows: list[Row]) -> tuple[Callable[[Row], int | None], list[str], int]:
    """Each row's fact errors with the labels a person reviewed in place of the machine's (rows and their
    references), what to say about how many labels rest on the machine alone, and how many uncertain labels
    wait for a review."""
    decisions = latest_reviews(g.run.fact_reviews)
    judged = {id(r): reviewed_row(r, decisions) for r in rows}
    for r in rows:
        ref = g.assessment.reference_row(r)
        if ref is not None and id(ref) not in judged:
            judged[id(ref)] = reviewed_row(ref, decisions)
    reviewed = sum(j.reviewed for j in judged.values())
    machine_only = sum(j.machine_only for j in judged.values())
    waiting = sum(j.uncertain_unreviewed for j in judged.values())
    details = [f"{machine_only} fact labels judged by the machine only, {reviewed} reviewed by a person"
               + (f" ({waiting} uncertain, not reviewed: `kvtrial facts review {g.run.run_id}`)" if waiting else "")
               ] if reviewed or machine_only else []

    def errs(r: Row) -> int | None:
        j = judged.get(id(r))
        return r.fact_errors if j is None else j.errors
    return errs, details, waiting


def _fact_errors(g: GateInputs, rows: list[Row], found: Findings) -> None:
    """The graded rows' fact errors against the limit, rows whose reference misses it too set aside. Labels a
    person reviewed replace the machine's."""
    limit = g.thresholds.max_fact_errors
    if limit is None:
        found.add(ItemStatus.NOT_EVALUATED, "no fact-error limit fixed")
        return
    errs, review_details, waiting = _review_state(g, rows)
    graded = [r for r in rows if errs(r) is not None]
    if not graded:
        found.add(ItemStatus.NOT_EVALUATED, "no graded facts in the candidate rows")
    task_failed = []
    for r in graded:
        if (errs(r) or 0) <= limit:  # (every graded row has a count)
            found.add(ItemStatus.PASS)
            continue
        ref = g.assessment.reference_row(r)
        ref_errors = errs(ref) if ref is not None else None
        if ref is not None and ref.status == RowStatus.OK and ref_errors is not None and ref_errors > limit:
            # the reference misses the limit on the same input: the task, not the cache, decided this row;
            # the item is judged on the rows the reference passes (inconclusive when there are none)
            task_failed.append(f"{row_ref(r)}: {errs(r)} fact errors, {ref.branch} {ref_errors}")
            continue
        found.add(ItemStatus.FAIL, _fact_error_failure(r, ref, limit, errs, latest_reviews(g.run.fact_reviews)))
    if task_failed:
        judged = len(graded) - len(task_failed)
        if judged == 0:
            remedy = FACTS_REMEDY.get(g.run.task, FACTS_REMEDY["brief"])
            found.add(ItemStatus.INCONCLUSIVE, inconclusive_detail(remedy, task_failed))
        else:
            found.details.append(not_judged_detail(judged, task_failed))
        found.evidence.extend(task_failed)
    if graded and all((errs(r) or 0) <= limit for r in graded):
        found.details.append(f"{len(graded)} graded candidate rows with ≤ {limit} fact errors each")
    ungraded = [r for r in rows if errs(r) is None]
    if graded and ungraded:
        found.add(ItemStatus.NOT_EVALUATED, f"{len(ungraded)} candidate rows without fact grades")
    if g.thresholds.require_review and waiting:
        found.add(ItemStatus.NOT_EVALUATED, f"review required: {waiting} uncertain fact labels not yet reviewed "
                                            f"(`kvtrial facts review {g.run.run_id}`)")
    found.details.extend(review_details)


def check_facts_quality(g: GateInputs) -> Outcome:
    found = Findings()
    # quality limits first: a handful of lines that a long list of per-row fact errors would hide
    _quality_limits(g, found)
    _fact_errors(g, [r for r in g.candidate_rows() if r.status == RowStatus.OK], found)
    th = g.thresholds
    if th.max_kld_mean is None and th.min_same_top1 is None:
        found.add(ItemStatus.NOT_EVALUATED, "no KL / top-1 limits fixed")
    return Outcome(combine(found.statuses), first_details(found.details), found.evidence)


def _output_problems(r: Row) -> list[tuple[str, str]] | None:
    """(kind, text) of what the output check finds wrong with one completed row's output; None: its integrity
    was never checked and its stop is explained."""
    found = integrity_problems(r)
    problems = [(problem_kind(p), f"{row_ref(r)}: {p}") for p in found or []]
    if r.stop_reason not in ("eos", "length", "stop"):
        problems.append(("stop", f"{row_ref(r)}: stop reason {r.stop_reason!r} does not explain the end of the output"))
    elif r.stop_reason == "length" and r.output_budget is not None and r.output_tokens != r.output_budget:
        problems.append(("length", f"{row_ref(r)}: stopped for length at {r.output_tokens} of {r.output_budget} tokens"))
    return None if found is None and not problems else problems


def check_output_complete(g: GateInputs) -> Outcome:
    rows = [r for r in g.candidate_rows() if r.status == RowStatus.OK]
    if not rows:
        return Outcome(ItemStatus.NOT_EVALUATED, "No completed candidate rows.")
    problems, task_failed, unchecked, refs = [], [], [], []
    for r in rows:
        found = _output_problems(r)
        if found is None:
            unchecked.append(row_ref(r))
            continue
        if not found:
            continue
        ref = g.assessment.reference_row(r)
        ref_found = _output_problems(ref) if ref is not None and ref.status == RowStatus.OK else None
        # a kind of problem the reference shows too on the same input is the task's or the budget's;
        # any other kind, or no checked reference to set against it, counts against the candidate
        shared = {kind for kind, _ in ref_found} if ref is not None and ref_found is not None else None
        own = [text for kind, text in found if shared is None or kind not in shared]
        if own or ref is None:
            problems.extend(own)
            refs.append(row_ref(r))
        else:
            task_failed.append(f"{row_ref(r)} and {row_ref(ref)}")
    set_aside = [inconclusive_detail(OUTPUT_REMEDY, task_failed)] if task_failed else []
    if problems:
        return Outcome(ItemStatus.FAIL, first_details(problems + set_aside), refs)
    if unchecked:
        return Outcome(ItemStatus.NOT_EVALUATED, "; ".join([f"{len(unchecked)} candidate rows have no integrity check",
                                                            *set_aside]) + ".", unchecked)
    judged = len(rows) - len(task_failed)
    if task_failed and judged == 0:
        return Outcome(ItemStatus.INCONCLUSIVE, inconclusive_detail(OUTPUT_REMEDY, task_failed), task_failed)
    return Outcome(ItemStatus.PASS, f"{judged} candidate outputs judged: no loop, garbage, half sentence; every stop explained"
                   + (f"; {not_judged_detail(judged, task_failed)}" if task_failed else "") + ".", task_failed)


