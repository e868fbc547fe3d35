"""The release checklist of seed 000 (section 13), checked item by item against the records.

Each item is pass / fail / not evaluated, with the evidence it looked at. The gate passes only
when all eight pass; "not evaluated" is not a pass (a missing record never counts in favour).
Thresholds must be the ones fixed before the run (see `thresholds.check_fixed_before_run`).
"""

from __future__ import annotations

import statistics
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from kvtrial.protocol.rows import CRASHED, OK, OOM, ORDINARY_BRANCH, TRIAL_ALLOWED, Row
from kvtrial.verdicts.assessment import Assessment
from kvtrial.verdicts.evidence import fact_grades, integrity_problems, row_ref, setting_problem
from kvtrial.verdicts.run_data import RunData
from kvtrial.verdicts.sizes import format_size
from kvtrial.verdicts.thresholds import Thresholds

PASS = "pass"
FAIL = "fail"
NOT_EVALUATED = "not evaluated"

# Section-10 fields every completed row must carry to be traceable.
TRACE_FIELDS = (
    "config_version", "sample_id", "input_tokens", "output_budget", "output_tokens", "effective_cache",
    "resident_after_load_bytes", "peak_allocated_bytes", "peak_reserved_bytes", "generation_s", "stop_reason",
    "artifact_path",
)


@dataclass(frozen=True)
class Outcome:
    """What one check found: its status, a detail line and the evidence it looked at."""

    status: str
    detail: str
    evidence: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class GateInputs:
    """Everything a check reads: one assessment of the run, the thresholds, the candidates judged."""

    assessment: Assessment
    thresholds: Thresholds
    candidates: list[str]

    @property
    def run(self) -> RunData:
        return self.assessment.run


@dataclass
class GateItem:
    number: int
    title: str
    status: str
    detail: str
    evidence: list[str] = field(default_factory=list)


@dataclass
class GateResult:
    run_id: str
    items: list[GateItem]
    scope: str
    candidates: list[str]
    thresholds_path: str

    @property
    def passed(self) -> bool:
        return all(i.status == PASS for i in self.items)

    @property
    def conclusion(self) -> str:
        names = ", ".join(self.candidates) or "(no candidate)"
        if self.passed:
            return f"All 8 checklist items pass for {names}. Scope: {self.scope}"
        failed = [str(i.number) for i in self.items if i.status == FAIL]
        open_ = [str(i.number) for i in self.items if i.status == NOT_EVALUATED]
        parts = []
        if failed:
            parts.append(f"item(s) {', '.join(failed)} fail")
        if open_:
            parts.append(f"item(s) {', '.join(open_)} not evaluated")
        return f"Not releasable for {names}: {'; '.join(parts)}. Scope: {self.scope}"

    def to_dict(self) -> dict:
        return {
            "run_id": self.run_id, "passed": self.passed, "conclusion": self.conclusion, "scope": self.scope,
            "candidates": self.candidates, "thresholds": self.thresholds_path,
            "items": [vars(i) for i in self.items],
        }


def _first(details: list[str], n: int = 6) -> str:
    """The first n details, and how many more there are (the evidence keeps every row)."""
    text = "; ".join(details[:n])
    return text + (f"; … and {len(details) - n} more" if len(details) > n else "") + "."


def _combine(statuses: list[str]) -> str:
    if FAIL in statuses:
        return FAIL
    if not statuses or NOT_EVALUATED in statuses:
        return NOT_EVALUATED
    return PASS


def _candidate_rows(run: RunData, candidates: list[str]) -> list[Row]:
    return [r for r in run.measured_rows if r.branch in candidates]


def check_compatibility(g: GateInputs) -> Outcome:
    run, candidates = g.run, g.candidates
    if run.admission is None:
        return Outcome(NOT_EVALUATED, "No admission table is available for this run (run `kvtrial admit`).")
    if not candidates:
        return Outcome(FAIL, "The run holds no candidate setting.")
    evidence, problems = [], []
    backends = {(r.branch, r.backend) for r in run.measured_rows if r.branch in candidates}
    for setting, backend in sorted(backends):
        a = run.admission_for(setting, backend)
        if a is None:
            problems.append(f"{setting} ({backend}): no admission row")
            continue
        missing = [k for k in ("model_revision", "dependency_versions", "backend") if not _evidence_has(a, k)]
        evidence.append(f"{setting} ({backend}): {a.status}" + (f" — {a.reason}" if a.reason else ""))
        if a.status != TRIAL_ALLOWED:
            problems.append(f"{setting} ({backend}) is {a.status}, not {TRIAL_ALLOWED}")
        elif missing:
            problems.append(f"{setting} ({backend}): admission evidence lacks {', '.join(missing)}")
    if problems:
        return Outcome(FAIL, "; ".join(problems) + ".", evidence)
    return Outcome(PASS, "Every candidate was admitted trial-allowed with its evidence.", evidence)


def _evidence_has(a, key: str) -> bool:
    if key == "backend":
        return bool(a.backend)
    aliases = {"model_revision": ("model_revision", "revision"), "dependency_versions": ("dependency_versions", "versions")}
    return any(a.evidence.get(k) for k in aliases[key])


def _gated_rows(run: RunData, candidates: list[str]) -> list[Row]:
    """The measured rows items 2 and 3 inspect: the candidates' and the ordinary branch's."""
    return [r for r in run.measured_rows if r.branch in candidates or r.branch == ORDINARY_BRANCH]


def check_conditions(g: GateInputs) -> Outcome:
    run, candidates = g.run, g.candidates
    rows = _gated_rows(run, candidates)
    if not rows:
        return Outcome(NOT_EVALUATED, "No rows recorded.")
    problems, evidence = [], []
    versions = {r.config_version for r in rows}
    if len(versions) > 1:
        problems.append(f"rows come from {len(versions)} different registration records: {sorted(versions)}")
    devices = {r.device for r in rows if r.status == OK}
    if len(devices) > 1:
        problems.append(f"rows ran on different devices: {sorted(map(str, devices))}")
    by_cell: dict[str, list[Row]] = defaultdict(list)
    for r in rows:
        by_cell[r.cell_id].append(r)
    for cell, cell_rows in sorted(by_cell.items()):
        for name, attr in (("sample", "sample_id"), ("input tokens", "input_tokens"), ("output budget", "output_budget")):
            vals = {getattr(r, attr) for r in cell_rows if r.status == OK or attr != "input_tokens"}
            if len(vals) > 1:
                problems.append(f"cell {cell}: {name} differs between rows ({sorted(map(str, vals))})")
    for r in rows:
        p = setting_problem(r)
        if p:
            problems.append(f"{row_ref(r)}: {p}")
            evidence.append(row_ref(r))
    confirmed = [r for r in rows if r.branch in candidates and r.status == OK and r.cache_confirmed]
    if not confirmed and not problems:
        problems.append("no completed candidate row confirms its effective cache type")
    if problems:
        return Outcome(FAIL, "; ".join(problems) + ".", evidence)
    return Outcome(
        PASS,
        f"One registration record ({versions.pop()}), identical sample, input and budget per cell; "
        f"{len(confirmed)} candidate rows read their effective cache type back and confirmed it.",
        [f"{row_ref(r)}: {r.effective_cache}" for r in confirmed[:6]],
    )


def _artifact_exists(run: RunData, path: str) -> bool | None:
    """Whether an artifact is on disk: absolute, or relative to the working folder or the project."""
    p = Path(path)
    if p.is_absolute():
        return p.exists()
    if p.exists():
        return True
    if run.artifact_root is None:
        return None
    return (Path(run.artifact_root) / p).exists()


def check_traceable(g: GateInputs) -> Outcome:
    run, candidates = g.run, g.candidates
    rows = _gated_rows(run, candidates)
    if not rows:
        return Outcome(NOT_EVALUATED, "No rows recorded.")
    problems, evidence = [], []
    for r in rows:
        if r.status == OK:
            missing = [f for f in TRACE_FIELDS if getattr(r, f) in (None, "")]
            if missing:
                problems.append(f"{row_ref(r)} lacks {', '.join(missing)}")
        elif r.status in (OOM, CRASHED):
            if not (r.artifact_path or r.error):
                problems.append(f"{row_ref(r)} ({r.status}) kept neither a raw log nor an error message")
            else:
                evidence.append(f"{row_ref(r)} ({r.status}) kept: {r.artifact_path or r.error}")
        if r.artifact_path and _artifact_exists(run, r.artifact_path) is False:
            problems.append(f"{row_ref(r)}: artifact {r.artifact_path} is missing")
    if problems:
        return Outcome(FAIL, _first(problems), evidence)
    return Outcome(PASS, f"All {len(rows)} rows carry the section-10 fields and their artifacts.", evidence)


def _peak_bytes(r: Row) -> tuple[int | None, str]:
    """The process/device peak a deployment must fit: reserved on CUDA, sampled RSS on CPU."""
    if (r.device or "").startswith("cuda"):
        return r.peak_reserved_bytes, "peak reserved"
    if r.monitor_peak_rss_bytes:
        return r.monitor_peak_rss_bytes, "peak RSS"
    return r.peak_reserved_bytes, "peak reserved"


def check_performance(g: GateInputs) -> Outcome:
    run, candidates, th = g.run, g.candidates, g.thresholds
    statuses, details, evidence = [], [], []
    rows = _candidate_rows(run, candidates)
    # target cells complete
    if not th.target_cells:
        statuses.append(NOT_EVALUATED)
        details.append("no target cells fixed")
    else:
        for cell in th.target_cells:
            for cand in candidates:
                ok = [r for r in rows if r.cell_id == cell and r.branch == cand and r.status == OK]
                if len(ok) < th.min_repeats:
                    statuses.append(FAIL)
                    details.append(f"{cand} completed {len(ok)} of {th.min_repeats} required repeats in {cell}")
                else:
                    statuses.append(PASS)
                    evidence.extend(row_ref(r) for r in ok)
            # each candidate's reference: the ordinary branch of its own engine (kvtrial.protocol.reference)
            for ref in sorted({g.assessment.reference_of(c) for c in candidates} or {ORDINARY_BRANCH}):
                if not [r for r in run.measured_rows if r.cell_id == cell and r.branch == ref]:
                    statuses.append(FAIL)
                    details.append(f"no {ref} rows in target cell {cell} (nothing to compare with)")
        if FAIL not in statuses:
            details.append(f"target cells {', '.join(th.target_cells)} complete")
    # peak headroom
    if th.memory_budget_bytes is None or th.peak_headroom is None:
        statuses.append(NOT_EVALUATED)
        details.append("no memory budget / peak headroom fixed")
    else:
        limit = th.memory_budget_bytes * (1 - th.peak_headroom)
        peaks = [(p, kind, r) for r in rows if r.status == OK for p, kind in [_peak_bytes(r)] if p]
        if not peaks:
            statuses.append(NOT_EVALUATED)
            details.append("no peak memory recorded")
        else:
            p, kind, r = max(peaks, key=lambda t: t[0])
            ok = p <= limit
            statuses.append(PASS if ok else FAIL)
            details.append(f"highest {kind} {format_size(p)} ({row_ref(r)}) {'≤' if ok else '>'} "
                           f"{format_size(limit)} (budget {format_size(th.memory_budget_bytes)} less {th.peak_headroom:.0%} headroom)")
    # time limit on the median generation time per (cell, candidate)
    if th.max_generation_s is None:
        statuses.append(NOT_EVALUATED)
        details.append("no time limit fixed")
    else:
        groups: dict[tuple[str, str], list[float]] = defaultdict(list)
        for r in rows:
            if r.status == OK and r.generation_s is not None:
                groups[(r.cell_id, r.branch)].append(r.generation_s)
        if not groups:
            statuses.append(NOT_EVALUATED)
            details.append("no generation time recorded")
        for (cell, cand), times in sorted(groups.items()):
            med = statistics.median(times)
            if med > th.max_generation_s:
                statuses.append(FAIL)
                details.append(f"{cand} in {cell}: median generation {med:.3g} s > {th.max_generation_s:g} s")
            else:
                statuses.append(PASS)
        if groups and all(statistics.median(t) <= th.max_generation_s for t in groups.values()):
            details.append(f"every median generation time ≤ {th.max_generation_s:g} s")
    unknown = [c for c in candidates if c not in run.candidates]
    if unknown:
        statuses.append(FAIL)
        details.insert(0, f"candidate(s) {unknown} named by the thresholds were not run")
    return Outcome(_combine(statuses), "; ".join(details) + ".", evidence[:12])


def check_facts_quality(g: GateInputs) -> Outcome:
    run, candidates, th = g.run, g.candidates, g.thresholds
    statuses, details, evidence = [], [], []
    rows = [r for r in _candidate_rows(run, candidates) if r.status == OK]
    # quality limits first: a handful of lines that a long list of per-row fact errors would hide
    for cand in candidates:
        entry = run.quality.entry(run.setting_of(cand)) if run.quality else None
        if entry is not None and entry.status != OK:
            statuses.append(FAIL)
            details.append(f"{cand}: quality comparison is {entry.status}" + (f" ({entry.reason})" if entry.reason else ""))
            continue
        for limit, attr, label, worse in (
            (th.max_kld_mean, "kld_mean", "mean KL divergence", lambda v, lim: v > lim),
            (th.min_same_top1, "same_top1", "same top-1", lambda v, lim: v < lim),
        ):
            if limit is None:
                continue
            value = getattr(entry, attr) if entry else None
            if value is None:
                statuses.append(NOT_EVALUATED)
                details.append(f"{cand}: {label} not measured (run `kvtrial quality`)")
            elif worse(value, limit):
                statuses.append(FAIL)
                details.append(f"{cand}: {label} {value:.4g} beyond the limit {limit:g}")
            else:
                statuses.append(PASS)
                evidence.append(f"{cand}: {label} {value:.4g} (limit {limit:g}) from {run.quality.path}")
    if th.max_fact_errors is None:
        statuses.append(NOT_EVALUATED)
        details.append("no fact-error limit fixed")
    else:
        graded = [r for r in rows if r.fact_errors is not None]
        if not graded:
            statuses.append(NOT_EVALUATED)
            details.append("no graded facts in the candidate rows")
        for r in graded:
            bad = [g for g in fact_grades(r) if g.grade != "correct"]
            if r.fact_errors > th.max_fact_errors:
                statuses.append(FAIL)
                details.append(f"{row_ref(r)}: {r.fact_errors} fact errors > {th.max_fact_errors}"
                               + (f" ({', '.join(f'{g.fact} {g.grade}' for g in bad[:4])})" if bad else ""))
            else:
                statuses.append(PASS)
        if graded and all(r.fact_errors <= th.max_fact_errors for r in graded):
            details.append(f"{len(graded)} graded candidate rows with ≤ {th.max_fact_errors} fact errors each")
        ungraded = [r for r in rows if r.fact_errors is None]
        if graded and ungraded:
            statuses.append(NOT_EVALUATED)
            details.append(f"{len(ungraded)} candidate rows without fact grades")
    if th.max_kld_mean is None and th.min_same_top1 is None:
        statuses.append(NOT_EVALUATED)
        details.append("no KL / top-1 limits fixed")
    return Outcome(_combine(statuses), _first(details), evidence)


def check_output_complete(g: GateInputs) -> Outcome:
    run, candidates = g.run, g.candidates
    rows = [r for r in _candidate_rows(run, candidates) if r.status == OK]
    if not rows:
        return Outcome(NOT_EVALUATED, "No completed candidate rows.")
    problems, unchecked, refs = [], [], []
    for r in rows:
        found = integrity_problems(r)
        before = len(problems)
        if found is None:
            unchecked.append(row_ref(r))
        elif found:
            problems.append(f"{row_ref(r)}: {', '.join(found)}")
        if r.stop_reason not in ("eos", "length", "stop"):
            problems.append(f"{row_ref(r)}: stop reason {r.stop_reason!r} does not explain the end of the output")
        elif r.stop_reason == "length" and r.output_budget is not None and r.output_tokens != r.output_budget:
            problems.append(f"{row_ref(r)}: stopped for length at {r.output_tokens} of {r.output_budget} tokens")
        if len(problems) > before:
            refs.append(row_ref(r))
    if problems:
        return Outcome(FAIL, _first(problems), refs)
    if unchecked:
        return Outcome(NOT_EVALUATED, f"{len(unchecked)} candidate rows have no integrity check.", unchecked)
    return Outcome(PASS, f"{len(rows)} candidate outputs checked: no loop, garbage, half sentence; "
                                    "every stop explained.")


def check_rollback(g: GateInputs) -> Outcome:
    run = g.run
    if run.rollback is None:
        return Outcome(NOT_EVALUATED, "No rollback verification recorded (run `kvtrial rollback`).")
    status = PASS if run.rollback.verified else FAIL
    when = f" at {run.rollback.when}" if run.rollback.when else ""
    return Outcome(status, f"Rollback {'verified' if run.rollback.verified else 'did not verify'}{when}: "
                                      f"{run.rollback.detail}")


def check_scope(g: GateInputs) -> Outcome:
    run, th = g.run, g.thresholds
    missing = [name for name, v in (("model", run.model_id), ("model revision", run.revision),
                                    ("environment", run.environment), ("cells", run.cells)) if not v]
    if th.model and run.model_id and th.model != run.model_id:
        return Outcome(FAIL, f"The thresholds are fixed for model {th.model!r}; this run used {run.model_id!r}.")
    if missing:
        return Outcome(FAIL, f"The run does not record its {', '.join(missing)}, so no conclusion can be scoped.")
    return Outcome(PASS, f"The conclusion below covers exactly: {run.scope_text()}")


# The checklist: (title, check) in the order of seed 000 section 13; an item's number is its place here.
CHECKLIST: tuple[tuple[str, Callable[[GateInputs], Outcome]], ...] = (
    ("Compatibility evidence complete", check_compatibility),
    ("Comparison conditions identical; candidate confirmed effective", check_conditions),
    ("Lengths and metrics traceable; failures kept", check_traceable),
    ("Performance within the thresholds fixed before the run", check_performance),
    ("Facts and quality pass review", check_facts_quality),
    ("Output complete (no loops, garbage, half sentences, unexplained truncation)", check_output_complete),
    ("Ordinary entry restorable and verified", check_rollback),
    ("Conclusions scoped to the tested model, environment and cells", check_scope),
)
ITEM_TITLES = tuple(title for title, _ in CHECKLIST)


def evaluate_gate(a: Assessment, th: Thresholds) -> GateResult:
    """Every checklist item over one assessment of the run. The caller has already checked the
    thresholds hash."""
    run = a.run
    candidates = list(th.candidates) if th.candidates is not None else run.candidates
    inputs = GateInputs(a, th, candidates)
    items = []
    for number, (title, check) in enumerate(CHECKLIST, start=1):
        o = check(inputs)
        items.append(GateItem(number, title, o.status, o.detail, list(o.evidence)))
    return GateResult(run.run_id, items, run.scope_text(), candidates, th.path)
