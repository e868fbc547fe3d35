"""Release-gate checks on what the records hold: admission, identical conditions, traceability,
rollback and scope (items 1-3, 7 and 8 of docs/verdicts.md's checklist)."""

from __future__ import annotations

from collections import defaultdict

from kvtrial.records import AdmissionEntry
from kvtrial.records.row import AdmissionStatus, Row, RowStatus
from kvtrial.verdicts.evidence import row_ref, setting_problem
from kvtrial.verdicts.gate_inputs import GateInputs, first_details
from kvtrial.verdicts.gate_result import ItemStatus, Outcome

# Section-10 fields every completed row must carry to be traceable.
TRACE_FIELDS = (
    "config_version", "sample_id", "input_tokens", "output_budget", "output_tokens", "effective_cache",
    "resident_after_load_bytes", "peak_allocated_bytes", "peak_reserved_bytes", "generation_s", "stop_reason",
    "artifact_path",
)


def check_compatibility(g: GateInputs) -> Outcome:
    run, candidates = g.run, g.candidates
    if run.admission is None:
        return Outcome(ItemStatus.NOT_EVALUATED, "No admission table is available for this run (run `kvtrial admit`).")
    if not candidates:
        return Outcome(ItemStatus.FAIL, "The run holds no candidate setting.")
    evidence, problems = [], []
    backends = {(r.branch, r.backend) for r in run.measured_rows if r.branch in candidates}
    for setting, backend in sorted(backends):
        a = run.admission_for(setting, backend)
        if a is None:
            problems.append(f"{setting} ({backend}): no admission row")
            continue
        missing = [k for k in ("model_revision", "dependency_versions", "backend") if not _evidence_has(a, k)]
        evidence.append(f"{setting} ({backend}): {a.status}" + (f" — {a.reason}" if a.reason else ""))
        if a.status != AdmissionStatus.TRIAL_ALLOWED:
            problems.append(f"{setting} ({backend}) is {a.status}, not {AdmissionStatus.TRIAL_ALLOWED}")
        elif missing:
            problems.append(f"{setting} ({backend}): admission evidence lacks {', '.join(missing)}")
    if problems:
        return Outcome(ItemStatus.FAIL, "; ".join(problems) + ".", evidence)
    return Outcome(ItemStatus.PASS, "Every candidate was admitted trial-allowed with its evidence.", evidence)


def _evidence_has(a: AdmissionEntry, key: str) -> bool:
    present = {"backend": a.backend, "model_revision": a.model_revision or a.evidence.model_revision,
               "dependency_versions": a.evidence.dependency_versions}
    return bool(present[key])


def check_conditions(g: GateInputs) -> Outcome:
    candidates = g.candidates
    rows = g.gated_rows()
    if not rows:
        return Outcome(ItemStatus.NOT_EVALUATED, "No rows recorded.")
    problems, evidence = [], []
    versions = {r.config_version for r in rows}
    if len(versions) > 1:
        problems.append(f"rows come from {len(versions)} different registration records: {sorted(versions)}")
    devices = {r.device for r in rows if r.status == RowStatus.OK}
    if len(devices) > 1:
        problems.append(f"rows ran on different devices: {sorted(map(str, devices))}")
    by_cell: dict[str, list[Row]] = defaultdict(list)
    for r in rows:
        by_cell[r.cell_id].append(r)
    for cell, cell_rows in sorted(by_cell.items()):
        for name, attr in (("sample", "sample_id"), ("input tokens", "input_tokens"), ("output budget", "output_budget")):
            vals = {getattr(r, attr) for r in cell_rows if r.status == RowStatus.OK or attr != "input_tokens"}
            if len(vals) > 1:
                problems.append(f"cell {cell}: {name} differs between rows ({sorted(map(str, vals))})")
    for r in rows:
        p = setting_problem(r)
        if p:
            problems.append(f"{row_ref(r)}: {p}")
            evidence.append(row_ref(r))
    confirmed = [r for r in rows if r.branch in candidates and r.status == RowStatus.OK and r.cache_confirmed]
    if not confirmed and not problems:
        problems.append("no completed candidate row confirms its effective cache type")
    if problems:
        return Outcome(ItemStatus.FAIL, "; ".join(problems) + ".", evidence)
    return Outcome(
        ItemStatus.PASS,
        f"One registration record ({versions.pop()}), identical sample, input and budget per cell; "
        f"{len(confirmed)} candidate rows read their effective cache type back and confirmed it.",
        [f"{row_ref(r)}: {r.effective_cache}" for r in confirmed[:6]],
    )


def check_traceable(g: GateInputs) -> Outcome:
    run = g.run
    rows = g.gated_rows()
    if not rows:
        return Outcome(ItemStatus.NOT_EVALUATED, "No rows recorded.")
    problems, evidence = [], []
    for r in rows:
        if r.status == RowStatus.OK:
            missing = [f for f in TRACE_FIELDS if getattr(r, f) in (None, "")]
            if missing:
                problems.append(f"{row_ref(r)} lacks {', '.join(missing)}")
        elif r.status in (RowStatus.OOM, RowStatus.CRASHED):
            if not (r.artifact_path or r.error):
                problems.append(f"{row_ref(r)} ({r.status}) kept neither a raw log nor an error message")
            else:
                evidence.append(f"{row_ref(r)} ({r.status}) kept: {r.artifact_path or r.error}")
        problem = run.artifact_problems.get(r.artifact_path) if r.artifact_path else None
        if problem:
            problems.append(f"{row_ref(r)}: {problem}")
    row_paths = {r.artifact_path for r in run.rows}
    # the prepared inputs every branch read: one changed since the run, and no row can be traced to its input
    problems += [f"input: {problem}" for path, problem in sorted(run.artifact_problems.items()) if path not in row_paths]
    if problems:
        return Outcome(ItemStatus.FAIL, first_details(problems), evidence)
    return Outcome(ItemStatus.PASS, f"All {len(rows)} rows carry the section-10 fields and their artifacts.", evidence)


def check_rollback(g: GateInputs) -> Outcome:
    run = g.run
    if run.rollback is None:
        return Outcome(ItemStatus.NOT_EVALUATED, "No rollback verification recorded (run `kvtrial rollback`).")
    status = ItemStatus.PASS if run.rollback.verified else ItemStatus.FAIL
    when = f" at {run.rollback.when}" if run.rollback.when else ""
    return Outcome(status, f"Rollback {'verified' if run.rollback.verified else 'did not verify'}{when}: "
                                      f"{run.rollback.detail}")


def check_scope(g: GateInputs) -> Outcome:
    run, th = g.run, g.thresholds
    missing = [name for name, v in (("model", run.model_id), ("model revision", run.revision),
                                    ("environment", run.environment), ("cells", run.cells)) if not v]
    if th.model and run.model_id and th.model != run.model_id:
        return Outcome(ItemStatus.FAIL, f"The thresholds are fixed for model {th.model!r}; this run used {run.model_id!r}.")
    if missing:
        return Outcome(ItemStatus.FAIL, f"The run does not record its {', '.join(missing)}, so no conclusion can be scoped.")
    return Outcome(ItemStatus.PASS, f"The conclusion below covers exactly: {run.scope_text()}")


