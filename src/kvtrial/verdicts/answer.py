"""The answer first: one line per candidate, before any evidence.

What a reader wants from a run before its tables: for each candidate, whether it may ship (the gate's
verdict, when thresholds were given), how much KV memory it saves where the cache matters most (the
deepest compared cell), what it does to decode and prefill speed there ("no measurable difference"
when the repeats' spread says so), its mean KL divergence from the ordinary cache, and its fact errors
against the reference's. Every figure is read from the assessment the evidence sections below show; the
long "why" texts stay with the cells.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from kvtrial.records.row import RowStatus
from kvtrial.verdicts import rules
from kvtrial.verdicts.assessment import Assessment
from kvtrial.verdicts.gate_result import GateResult, Verdict
from kvtrial.verdicts.rules import CellVerdict, MetricComparison


@dataclass(frozen=True)
class CandidateAnswer:
    """One candidate's answer line, each part already worded."""

    candidate: str
    verdict: str  # the gate's verdict with the items that decided it, or "no gate" when the run was not gated
    cell: str | None  # the cell the memory and speed parts were read at
    kv_saved: str
    decode: str
    prefill: str
    kl: str
    facts: str

    @property
    def line(self) -> str:
        where = f" at {self.cell}" if self.cell else ""
        return (f"{self.candidate}: {self.verdict} · KV {self.kv_saved}{where} · decode {self.decode} · "
                f"prefill {self.prefill} · KL {self.kl} · facts {self.facts}")


def _deepest_compared(cells: list[CellVerdict]) -> CellVerdict | None:
    compared = [v for v in cells if v.verdict == rules.COMPARED]
    if not compared:
        return None
    # deepest input first, then the longest output, then the last cell in the run's order
    return max(compared, key=lambda v: (v.input_tokens or 0, v.output_budget or 0, rules.cell_sort_key(v.cell_id)))


def _kv(v: CellVerdict | None) -> str:
    m = v.metric("kv_bytes") if v else None
    if m is None or m.outcome == rules.NOT_COMPARABLE:
        return "not compared"
    saved = 1.0 - m.ratio.median
    return f"{saved:.0%} saved" if saved >= 0 else f"{-saved:.0%} more"


def _speed(m: MetricComparison | None) -> str:
    if m is None:
        return "not measured"
    if m.outcome == rules.NOT_COMPARABLE:
        return f"not comparable ({m.why_not})"
    if m.interval is not None:  # the ratio with its interval, whatever the outcome
        return f"{m.interval.text()} ({m.outcome})"
    if m.outcome == rules.NO_DIFFERENCE:
        return rules.NO_DIFFERENCE
    return f"{m.ratio.median:.2f}× ({m.outcome})"


def _kl(a: Assessment, candidate: str) -> str:
    q = a.run.quality
    entry = q.entry(a.run.setting_of(candidate)) if q else None
    if entry is None or entry.kld_mean is None:
        return "not measured"
    if entry.status != RowStatus.OK:
        return f"invalid ({entry.reason or entry.status})"
    return f"{entry.kld_mean:.3g}"


def _facts(a: Assessment, candidate: str) -> str:
    own = ref = 0
    seen = False
    for row, reference in a.candidate_rows_with_reference():
        if row.branch != candidate or row.fact_errors is None:
            continue
        seen = True
        own += row.fact_errors
        if reference is not None and reference.fact_errors is not None:
            ref += reference.fact_errors
    if not seen:
        return "not graded"
    return f"{own} error{'s' if own != 1 else ''} (ordinary {ref})"


def answers(a: Assessment, gate: GateResult | None = None) -> list[CandidateAnswer]:
    """One answer per candidate of the run, in the run's candidate order."""
    verdicts = gate.verdict_texts() if gate else {}
    out = []
    for cand in a.run.candidates:
        deepest = _deepest_compared([v for v in a.cells if v.candidate == cand])
        verdict = verdicts.get(cand, "no gate" if gate is None else str(Verdict.NO_DECISION))
        out.append(CandidateAnswer(
            candidate=cand, verdict=verdict, cell=deepest.cell_id if deepest else None, kv_saved=_kv(deepest),
            decode=_speed(deepest.metric("decode") if deepest else None),
            prefill=_speed(deepest.metric("prefill") if deepest else None),
            kl=_kl(a, cand), facts=_facts(a, cand)))
    return out


def run_answers(a: Assessment, thresholds: Path | None) -> list[CandidateAnswer]:
    """The answers for an assessed run, gated by the thresholds file fixed before it (when given and unchanged)."""
    if thresholds is None:
        return answers(a)
    from kvtrial.verdicts.gate import gate_fixed_before

    return answers(a, gate_fixed_before(a, thresholds))
