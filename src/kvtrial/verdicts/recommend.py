"""A recommendation per use case, as a good quality/speed analysis ends with one — from the records only.

Use cases:
* coding agents — deep context and long output: judged on the deepest cell with the longest output
  budget, decode speed first;
* RAG / batch question answering — heavy prefill, short output: the deepest cell with the shortest
  output budget, prefill speed first.

A candidate is eligible only if it was admitted (trial-allowed), its rows in that cell were counted
and compared (or it is the only branch that ran), its KV bytes are measurably lower, its output
and facts are no worse than ordinary's, and its logits do not diverge strongly. Among eligible
candidates: runnable-only-with-the-candidate first, then not slower before slower, then the
smallest KV bytes. Without records the answer is "pending verification".
"""

from __future__ import annotations

from dataclasses import dataclass, field

from kvtrial.records.row import AdmissionStatus, RowStatus
from kvtrial.verdicts import rules
from kvtrial.verdicts.assessment import Assessment
from kvtrial.verdicts.evidence import integrity_problems, problems_beyond
from kvtrial.verdicts.rules import CellVerdict
from kvtrial.verdicts.troubleshoot import LARGE_KLD, LOW_TOP1

RECOMMENDED = "recommended"
KEEP_ORDINARY = "keep ordinary"
PENDING = rules.PENDING


@dataclass(frozen=True)
class UseCase:
    name: str
    title: str
    speed_metric: str  # the metric that matters most for this use
    long_output: bool


USE_CASES = (
    UseCase("coding-agent", "Coding agents: deep context, long output", "decode", long_output=True),
    UseCase("rag", "RAG / batch question answering: heavy prefill, short output", "prefill", long_output=False),
)


@dataclass
class Recommendation:
    use_case: UseCase
    status: str
    setting: str | None
    reason: str
    cell_id: str | None = None
    evidence: list[str] = field(default_factory=list)
    considered: list[tuple[str, str]] = field(default_factory=list)  # (candidate, why / why not)
    scope: str = ""

    def to_dict(self) -> dict:
        return {"use_case": self.use_case.name, "title": self.use_case.title, "status": self.status,
                "setting": self.setting, "reason": self.reason, "cell_id": self.cell_id,
                "evidence": self.evidence, "considered": self.considered, "scope": self.scope}


def _target_cell(verdicts: list[CellVerdict], long_output: bool) -> str | None:
    """Deepest input, then the longest (or shortest) output budget, among cells with any decision."""
    decided = [v for v in verdicts if v.verdict != rules.PENDING and v.input_tokens is not None]
    if not decided:
        return None
    deepest = max(v.input_tokens for v in decided if v.input_tokens is not None)  # (all of them)
    at_depth = [v for v in decided if v.input_tokens == deepest]
    pick = (max if long_output else min)(at_depth, key=lambda v: v.output_budget or 0)
    return pick.cell_id


def _disqualified(a: Assessment, v: CellVerdict) -> str | None:
    run, cand = a.run, v.candidate
    if v.engine_comparison:
        return "another engine's ordinary cache (the reference of its candidates): an engine comparison, not a cache setting"
    if run.admission is None:
        return "no admission table: not admitted"
    adm = run.admission_for(cand)
    if adm is None or adm.status != AdmissionStatus.TRIAL_ALLOWED:
        return f"admission status {adm.status if adm else 'missing'}"
    if v.verdict not in (rules.COMPARED, rules.RUNNABLE_ONLY_CANDIDATE):
        return f"cell verdict: {v.verdict}"
    if v.verdict == rules.COMPARED:
        kv = v.metric("kv_bytes")
        if kv is None or kv.outcome != rules.LOWER:
            return "KV bytes not measurably lower than ordinary"
    entry = run.quality.entry(run.setting_of(cand)) if run.quality else None
    if entry is not None:
        if entry.status != RowStatus.OK:
            return f"quality comparison {entry.status}"
        if entry.kld_mean is not None and entry.kld_mean > LARGE_KLD:
            return f"mean KL {entry.kld_mean:.4g} > {LARGE_KLD}"
        if entry.same_top1 is not None and entry.same_top1 < LOW_TOP1:
            return f"same top-1 {100 * entry.same_top1:.1f} % < {100 * LOW_TOP1:.0f} %"
    rows = [r for r in run.measured_rows if r.cell_id == v.cell_id and r.status == RowStatus.OK]
    ordinary_errors = [r.fact_errors for r in rows if r.branch == v.reference and r.fact_errors is not None]
    for r in rows:
        if r.branch != cand:
            continue
        beyond = problems_beyond(r, a.reference_row(r))
        own = integrity_problems(r) if beyond is None else beyond  # no checked reference: all count
        if own:
            return f"output problems: {', '.join(own)}"
        if r.fact_errors is not None and ordinary_errors and r.fact_errors > max(ordinary_errors):
            return f"more fact errors than {v.reference} ({r.fact_errors} vs {max(ordinary_errors)})"
    return None


def _task_caveat(a: Assessment, v: CellVerdict) -> str:
    """What this cell could not judge because the reference fails it too (empty when nothing)."""
    shared = [r for r in a.run.measured_rows if r.cell_id == v.cell_id and r.branch == v.candidate
              and r.status == RowStatus.OK and integrity_problems(r) and problems_beyond(r, a.reference_row(r)) == []]
    if not shared:
        return ""
    return (f" Output completeness not judged here: {v.reference}'s own output fails it too on the same inputs "
            f"({len(shared)} row(s)), so the task or budget, not the cache, decides it.")


def _brief(v: CellVerdict, speed_metric: str) -> str:
    if v.verdict != rules.COMPARED:
        return v.verdict
    parts = []
    for name in ("kv_bytes", speed_metric):
        m = v.metric(name)
        if m is not None:
            parts.append(m.claim() if m.outcome == rules.NOT_COMPARABLE else
                         f"{m.label} {m.ratio_text()} ({m.outcome})")
    return "; ".join(parts)


def _rank(v: CellVerdict, speed_metric: str) -> tuple:
    if v.verdict == rules.RUNNABLE_ONLY_CANDIDATE:
        return (0, 0, 0.0)
    speed = v.metric(speed_metric)
    slower = 1 if speed is not None and speed.outcome == rules.SLOWER else 0
    return (1, slower, _kv_bytes(v).ratio.median)


def _kv_bytes(v: CellVerdict) -> rules.MetricComparison:
    """The KV-bytes comparison of an eligible compared cell: eligibility requires one (_disqualified)."""
    kv = v.metric("kv_bytes")
    if kv is None:
        raise ValueError(f"{v.cell_id} {v.candidate}: an eligible compared cell without a KV-bytes comparison")
    return kv


def recommend(a: Assessment) -> list[Recommendation]:
    """One recommendation per use case, from one assessment of a run."""
    run, verdicts = a.run, list(a.cells)
    out = []
    for uc in USE_CASES:
        cell = _target_cell(verdicts, uc.long_output)
        if cell is None:
            out.append(Recommendation(uc, PENDING, None, "No cell of this run has usable records.", scope=run.scope_text()))
            continue
        in_cell = [v for v in verdicts if v.cell_id == cell and v.candidate != "(no candidate)"]
        considered, eligible = [], []
        for v in in_cell:
            why = _disqualified(a, v)
            if why:
                considered.append((v.candidate, why))
            else:
                eligible.append(v)
                considered.append((v.candidate, "eligible: " + _brief(v, uc.speed_metric) + _task_caveat(a, v)))
        if not eligible:
            pending = all(v.verdict in (rules.PENDING, rules.INVALID) for v in in_cell) or run.admission is None
            status = PENDING if pending else KEEP_ORDINARY
            reason = ("No candidate has counted records in this cell." if pending else
                      "No candidate qualified here; the ordinary cache stays the setting for this use.")
            out.append(Recommendation(uc, status, None, reason, cell, considered=considered, scope=run.scope_text()))
            continue
        best = min(eligible, key=lambda v: _rank(v, uc.speed_metric))
        if best.verdict == rules.RUNNABLE_ONLY_CANDIDATE:
            reason = f"In {cell} ordinary ran out of memory and {best.candidate} completed: it is what makes this cell runnable."
        else:
            speed = best.metric(uc.speed_metric)
            kv = _kv_bytes(best)
            reason = (f"In {cell}: {kv.claim()}; "
                      + (speed.claim() if speed else f"{uc.speed_metric} speed not recorded")
                      + ". Smallest KV cache among the admitted candidates whose quality and output held"
                      + (", though slower than ordinary." if speed is not None and speed.outcome == rules.SLOWER else "."))
        reason += _task_caveat(a, best)
        out.append(Recommendation(uc, RECOMMENDED, best.candidate, reason, cell, list(best.evidence), considered,
                                  run.scope_text()))
    return out
