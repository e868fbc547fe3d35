"""The release checklist (docs/verdicts.md, "Release gate"), checked item by item against the records.

Each item is pass / fail / inconclusive / not evaluated, with the evidence it looked at. The gate
passes only when all eight pass; "not evaluated" is not a pass (a missing record never counts in
favour). "Inconclusive": the candidate fails an output item (facts, completeness) where its
reference fails it too on the same inputs, so the task or budget, not the cache, decided it; a
candidate that fails where its reference passes still fails. Thresholds must be the ones fixed
before the run (see `thresholds.check_fixed_before_run`).
"""

from __future__ import annotations

import statistics
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from kvtrial.protocol.rows import CRASHED, OK, OOM, ORDINARY_BRANCH, TRIAL_ALLOWED, Row
from kvtrial.verdicts.assessment import Assessment
from kvtrial.verdicts.evidence import (
    fact_grades,
    integrity_problems,
    problem_kind,
    row_decode_path,
    row_ref,
    setting_problem,
)
from kvtrial.verdicts.run_data import RunData
from kvtrial.verdicts.sizes import format_size
from kvtrial.verdicts.thresholds import Thresholds

PASS = "pass"
FAIL = "fail"
INCONCLUSIVE = "inconclusive"
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


RELEASABLE = "releasable"
NOT_RELEASABLE = "not releasable"
NO_DECISION = "no decision"


def _numbers(items: list[GateItem], status: str) -> list[int]:
    return [i.number for i in items if i.status == status]


def _verdict(items: list[GateItem]) -> str:
    """Releasable only when every item passes; a failed item is a finding against the candidate.
    Without a failure, an inconclusive item (the task or budget decided it) leaves no decision
    rather than reading as a finding about the cache; a missing record alone is not releasable."""
    if all(i.status == PASS for i in items):
        return RELEASABLE
    if _numbers(items, FAIL) or not _numbers(items, INCONCLUSIVE):
        return NOT_RELEASABLE
    return NO_DECISION


def _status_parts(items: list[GateItem], short: bool = False) -> list[str]:
    parts = []
    for status, word in ((FAIL, "fail"), (INCONCLUSIVE, "inconclusive"), (NOT_EVALUATED, "not evaluated")):
        numbers = _numbers(items, status)
        if numbers:
            names = (", ".join(f"{n} {CHECKLIST[n - 1][0].short}" for n in numbers) if short
                     else ", ".join(map(str, numbers)))
            parts.append(f"{word}: {names}" if short else f"item(s) {names} {word}")
    return parts


@dataclass
class GateResult:
    run_id: str
    items: list[GateItem]
    scope: str
    candidates: list[str]
    thresholds_path: str
    per_candidate: dict[str, list[GateItem]] = field(default_factory=dict)  # the checklist for each alone

    @property
    def passed(self) -> bool:
        return all(i.status == PASS for i in self.items)

    @property
    def headline(self) -> str:
        """The conclusion without its scope, per candidate: the items are joint over the candidates, so
        naming every candidate beside one candidate's failure would misreport the others."""
        if not self.per_candidate:
            return self._joint_headline(", ".join(self.candidates) or "(no candidate)", self.items)
        return " ".join(self._joint_headline(", ".join(names), items)
                        for names, items in self._grouped_by_outcome())

    def _grouped_by_outcome(self) -> list[tuple[list[str], list[GateItem]]]:
        """Candidates whose own checklists end the same way (same verdict, same items deciding it)."""
        groups: dict[tuple[str, tuple[str, ...]], tuple[list[str], list[GateItem]]] = {}
        for cand, items in self.per_candidate.items():
            key = (_verdict(items), tuple(_status_parts(items)))
            groups.setdefault(key, ([], items))[0].append(cand)
        return list(groups.values())

    @staticmethod
    def _joint_headline(names: str, items: list[GateItem]) -> str:
        verdict = _verdict(items)
        if verdict == RELEASABLE:
            return f"All 8 checklist items pass for {names}."
        parts = "; ".join(_status_parts(items))
        if verdict == NO_DECISION:
            return (f"No decision for {names}: {parts} (the reference fails them too on the same inputs: "
                    f"the task or budget, not the cache).")
        return f"Not releasable for {names}: {parts}."

    @property
    def conclusion(self) -> str:
        return f"{self.headline} Scope: {self.scope}"

    def candidate_verdicts(self) -> dict[str, str]:
        """Each candidate's verdict (releasable / not releasable / no decision) from its own checklist."""
        return {c: _verdict(items) for c, items in self.per_candidate.items()}

    def verdict_lines(self) -> list[str]:
        """One line per candidate: its verdict and the items that decided it (numbers and short names)."""
        lines = []
        for cand, items in self.per_candidate.items():
            verdict = _verdict(items)
            why = "all 8 items pass" if verdict == RELEASABLE else "; ".join(_status_parts(items, short=True))
            lines.append(f"{cand}: {verdict} ({why})")
        return lines

    def to_dict(self) -> dict:
        return {
            "run_id": self.run_id, "passed": self.passed, "conclusion": self.conclusion, "scope": self.scope,
            "candidates": self.candidates, "thresholds": self.thresholds_path,
            "items": [vars(i) for i in self.items],
            "candidate_verdicts": self.candidate_verdicts(), "verdict_lines": self.verdict_lines(),
            "per_candidate": {c: [vars(i) for i in items] for c, items in self.per_candidate.items()},
        }


def _first(details: list[str], n: int = 6) -> str:
    """The first n details, and how many more there are (the evidence keeps every row)."""
    text = "; ".join(details[:n])
    return text + (f"; … and {len(details) - n} more" if len(details) > n else "") + "."


def _combine(statuses: list[str]) -> str:
    if FAIL in statuses:
        return FAIL
    if INCONCLUSIVE in statuses:
        return INCONCLUSIVE
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


def _artifact_file(run: RunData, path: str) -> Path | None:
    """Where an artifact is on disk: relative to the project (as stored since paths are relative), or an
    absolute path of an older ledger (found under the project again when the project was moved); None
    when it cannot be located (no project known)."""
    from kvtrial.protocol.ledger import artifact_location

    p = Path(path)
    if run.artifact_root is not None:
        return artifact_location(run.artifact_root, p)
    return p if p.is_absolute() or p.exists() else None


def _artifact_problem(run: RunData, path: str) -> str | None:
    """Why an artifact does not hold up: missing, or its content no longer the sha256 the ledger kept."""
    from kvtrial.protocol.ledger import file_sha256

    found = _artifact_file(run, path)
    if found is None:
        return None
    if not found.is_file():
        return f"artifact {path} is missing"
    kept = run.artifact_sha256.get(path)
    if kept is not None and file_sha256(found) != kept:
        return f"artifact {path} was changed after it was recorded (its sha256 differs from the ledger's)"
    return None


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
        problem = _artifact_problem(run, r.artifact_path) if r.artifact_path else None
        if problem:
            problems.append(f"{row_ref(r)}: {problem}")
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
    statuses: list[str] = []
    details: list[str] = []
    evidence: list[str] = []
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
            within = p <= limit
            statuses.append(PASS if within else FAIL)
            details.append(f"highest {kind} {format_size(p)} ({row_ref(r)}) {'≤' if within else '>'} "
                           f"{format_size(limit)} (budget {format_size(th.memory_budget_bytes)} "
                           f"less {th.peak_headroom:.0%} headroom)")
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
    details.extend(_fallback_details(rows, candidates))
    return Outcome(_combine(statuses), "; ".join(details) + ".", evidence[:12])


def _fallback_details(rows: list[Row], candidates: list[str]) -> list[str]:
    """A line per candidate whose completed rows decoded on the torch fallback: its times (and so this
    item's time limit) rest on that path, not on the kernel the cache would ship with."""
    out = []
    for cand in candidates:
        paths = [p for r in rows if r.branch == cand and r.status == OK
                 for p in [row_decode_path(r)] if p is not None and p.fallback]
        if paths:
            top = max(paths, key=lambda p: p.torch_steps)
            out.append(f"{cand}: its times rest on the {top.label} ({top.reason}), not on the {top.kernel}; "
                       f"fix: {top.fix} (see the doctor's slow fallback path)")
    return out


def check_facts_quality(g: GateInputs) -> Outcome:
    run, candidates, th = g.run, g.candidates, g.thresholds
    statuses, details, evidence = [], [], []
    rows = [r for r in _candidate_rows(run, candidates) if r.status == OK]
    quality_source = run.quality.path if run.quality else ""  # a measured value implies quality results
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
                evidence.append(f"{cand}: {label} {value:.4g} (limit {limit:g}) from {quality_source}")
    if th.max_fact_errors is None:
        statuses.append(NOT_EVALUATED)
        details.append("no fact-error limit fixed")
    else:
        graded = [r for r in rows if r.fact_errors is not None]
        if not graded:
            statuses.append(NOT_EVALUATED)
            details.append("no graded facts in the candidate rows")
        limit = th.max_fact_errors
        task_failed = []
        for r in graded:
            bad = [x for x in fact_grades(r) if x.grade != "correct"]
            if (r.fact_errors or 0) <= limit:  # (every graded row has a count)
                statuses.append(PASS)
                continue
            ref = g.assessment.reference_row(r)
            if ref is not None and ref.status == OK and ref.fact_errors is not None and ref.fact_errors > limit:
                # the reference misses the limit on the same input: the task, not the cache, decided this row;
                # the item is judged on the rows the reference passes (inconclusive when there are none)
                task_failed.append(f"{row_ref(r)}: {r.fact_errors} fact errors, {ref.branch} {ref.fact_errors}")
                continue
            statuses.append(FAIL)
            details.append(f"{row_ref(r)}: {r.fact_errors} fact errors > {limit}"
                           + (f" ({', '.join(f'{x.fact} {x.grade}' for x in bad[:4])})" if bad else "")
                           + (f"; {ref.branch} {ref.fact_errors} on the same input" if ref is not None
                              and ref.fact_errors is not None else ""))
        if task_failed:
            judged = len(graded) - len(task_failed)
            if judged == 0:
                statuses.append(INCONCLUSIVE)
                details.append(_inconclusive_detail(5, task_failed))
            else:
                details.append(_not_judged_detail(judged, task_failed))
            evidence.extend(task_failed)
        if graded and all((r.fact_errors or 0) <= limit for r in graded):
            details.append(f"{len(graded)} graded candidate rows with ≤ {limit} fact errors each")
        ungraded = [r for r in rows if r.fact_errors is None]
        if graded and ungraded:
            statuses.append(NOT_EVALUATED)
            details.append(f"{len(ungraded)} candidate rows without fact grades")
    if th.max_kld_mean is None and th.min_same_top1 is None:
        statuses.append(NOT_EVALUATED)
        details.append("no KL / top-1 limits fixed")
    return Outcome(_combine(statuses), _first(details), evidence)


def _output_problems(r: Row) -> list[tuple[str, str]] | None:
    """(kind, text) of what item 6 finds wrong with one completed row's output; None: its integrity
    was never checked and its stop is explained."""
    found = integrity_problems(r)
    problems = [(problem_kind(p), f"{row_ref(r)}: {p}") for p in found or []]
    if r.stop_reason not in ("eos", "length", "stop"):
        problems.append(("stop", f"{row_ref(r)}: stop reason {r.stop_reason!r} does not explain the end of the output"))
    elif r.stop_reason == "length" and r.output_budget is not None and r.output_tokens != r.output_budget:
        problems.append(("length", f"{row_ref(r)}: stopped for length at {r.output_tokens} of {r.output_budget} tokens"))
    return None if found is None and not problems else problems


def check_output_complete(g: GateInputs) -> Outcome:
    rows = [r for r in _candidate_rows(g.run, g.candidates) if r.status == OK]
    if not rows:
        return Outcome(NOT_EVALUATED, "No completed candidate rows.")
    problems, task_failed, unchecked, refs = [], [], [], []
    for r in rows:
        found = _output_problems(r)
        if found is None:
            unchecked.append(row_ref(r))
            continue
        if not found:
            continue
        ref = g.assessment.reference_row(r)
        ref_found = _output_problems(ref) if ref is not None and ref.status == OK else None
        # a kind of problem the reference shows too on the same input is the task's or the budget's;
        # any other kind, or no checked reference to set against it, counts against the candidate
        shared = {kind for kind, _ in ref_found} if ref is not None and ref_found is not None else None
        own = [text for kind, text in found if shared is None or kind not in shared]
        if own or ref is None:
            problems.extend(own)
            refs.append(row_ref(r))
        else:
            task_failed.append(f"{row_ref(r)} and {row_ref(ref)}")
    if problems:
        return Outcome(FAIL, _first(problems + ([_inconclusive_detail(6, task_failed)] if task_failed else [])), refs)
    if unchecked:
        return Outcome(NOT_EVALUATED, f"{len(unchecked)} candidate rows have no integrity check"
                       + (f"; {_inconclusive_detail(6, task_failed)}" if task_failed else "") + ".", unchecked)
    judged = len(rows) - len(task_failed)
    if task_failed and judged == 0:
        return Outcome(INCONCLUSIVE, _inconclusive_detail(6, task_failed), task_failed)
    return Outcome(PASS, f"{judged} candidate outputs judged: no loop, garbage, half sentence; every stop explained"
                   + (f"; {_not_judged_detail(judged, task_failed)}" if task_failed else "") + ".", task_failed)


# What to change when an item is inconclusive because the reference fails it on the same inputs.
_REMEDY = {
    5: "give the model a task it can do within the output budget (extraction questions, a shorter source, a "
       "larger budget) or use a larger model, until the reference's own output meets the fact limit",
    6: "raise the output budget so the reference can finish its answer, or choose a task it completes "
       "within the budget",
}


def _not_judged_detail(judged: int, pairs: list[str]) -> str:
    """Rows the reference fails too decide nothing; the item rests on the other rows."""
    return (f"judged on the {judged} row(s) the reference passes; {len(pairs)} row(s) where the reference fails too "
            f"on the same inputs are not judged ({pairs[0]}{', …' if len(pairs) > 1 else ''})")


def _inconclusive_detail(number: int, pairs: list[str]) -> str:
    return (f"inconclusive for {len(pairs)} row(s) where the reference fails too on the same inputs "
            f"({pairs[0]}{', …' if len(pairs) > 1 else ''}): the task or budget does not let this trial judge the "
            f"cache on this item; to judge it, {_REMEDY[number]}")


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


@dataclass(frozen=True)
class ChecklistItem:
    title: str
    short: str  # a word or two for one-line summaries


# The checklist: (item, check) pairs in the order of docs/verdicts.md's checklist; an item's number is its
# place here.
CHECKLIST: tuple[tuple[ChecklistItem, Callable[[GateInputs], Outcome]], ...] = (
    (ChecklistItem("Compatibility evidence complete", "admission"), check_compatibility),
    (ChecklistItem("Comparison conditions identical; candidate confirmed effective", "conditions"), check_conditions),
    (ChecklistItem("Lengths and metrics traceable; failures kept", "traceability"), check_traceable),
    (ChecklistItem("Performance within the thresholds fixed before the run", "performance"), check_performance),
    (ChecklistItem("Facts and quality pass review", "facts"), check_facts_quality),
    (ChecklistItem("Output complete (no loops, garbage, half sentences, unexplained truncation)", "output"),
     check_output_complete),
    (ChecklistItem("Ordinary entry restorable and verified", "rollback"), check_rollback),
    (ChecklistItem("Conclusions scoped to the tested model, environment and cells", "scope"), check_scope),
)
ITEM_TITLES = tuple(item.title for item, _ in CHECKLIST)


def _run_checklist(inputs: GateInputs) -> list[GateItem]:
    items = []
    for number, (item, check) in enumerate(CHECKLIST, start=1):
        o = check(inputs)
        items.append(GateItem(number, item.title, o.status, o.detail, list(o.evidence)))
    return items


def evaluate_gate(a: Assessment, th: Thresholds) -> GateResult:
    """Every checklist item over one assessment of the run, for the candidates together and for each
    alone (its one-line verdict). The caller has already checked the thresholds hash."""
    run = a.run
    candidates = list(th.candidates) if th.candidates is not None else run.candidates
    items = _run_checklist(GateInputs(a, th, candidates))
    per_candidate = {c: _run_checklist(GateInputs(a, th, [c])) for c in candidates}
    return GateResult(run.run_id, items, run.scope_text(), candidates, th.path, per_candidate)
