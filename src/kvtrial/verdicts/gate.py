"""The release checklist (docs/verdicts.md, "Release gate"): its items in order, each with its check.

Each item is pass / fail / inconclusive / not evaluated, with the evidence it looked at (see
`gate_result`); an item's number is its place in `CHECKLIST`. Thresholds must be the ones fixed
before the run (see `thresholds.check_fixed_before_run`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from kvtrial.verdicts.assessment import Assessment
from kvtrial.verdicts.gate_inputs import GateInputs
from kvtrial.verdicts.gate_outputs import check_facts_quality, check_output_complete, check_performance
from kvtrial.verdicts.gate_records import (
    check_compatibility,
    check_conditions,
    check_rollback,
    check_scope,
    check_traceable,
)
from kvtrial.verdicts.gate_result import GateItem, GateResult, Outcome
from kvtrial.verdicts.thresholds import Thresholds, check_fixed_before_run, load_thresholds


@dataclass(frozen=True)
class ChecklistItem:
    title: str
    short: str  # a word or two for one-line summaries
    check: Callable[[GateInputs], Outcome]


# In the order of docs/verdicts.md's checklist.
CHECKLIST: tuple[ChecklistItem, ...] = (
    ChecklistItem("Compatibility evidence complete", "admission", check_compatibility),
    ChecklistItem("Comparison conditions identical; candidate confirmed effective", "conditions", check_conditions),
    ChecklistItem("Lengths and metrics traceable; failures kept", "traceability", check_traceable),
    ChecklistItem("Performance within the thresholds fixed before the run", "performance", check_performance),
    ChecklistItem("Facts and quality pass review", "facts", check_facts_quality),
    ChecklistItem("Output complete (no loops, garbage, half sentences, unexplained truncation)", "output",
                  check_output_complete),
    ChecklistItem("Ordinary entry restorable and verified", "rollback", check_rollback),
    ChecklistItem("Conclusions scoped to the tested model, environment and cells", "scope", check_scope),
)
ITEM_TITLES = tuple(item.title for item in CHECKLIST)


def _run_checklist(inputs: GateInputs) -> list[GateItem]:
    items = []
    for number, item in enumerate(CHECKLIST, start=1):
        o = item.check(inputs)
        items.append(GateItem(number, item.title, o.status, o.detail, list(o.evidence), item.short))
    return items


def evaluate_gate(a: Assessment, th: Thresholds) -> GateResult:
    """Every checklist item over one assessment of the run, for the candidates together and for each
    alone (its one-line verdict). The caller has already checked the thresholds hash."""
    run = a.run
    candidates = list(th.candidates) if th.candidates is not None else run.candidates
    items = _run_checklist(GateInputs(a, th, candidates))
    per_candidate = {c: _run_checklist(GateInputs(a, th, [c])) for c in candidates}
    return GateResult(run.run_id, items, run.scope_text(), candidates, th.path, per_candidate)


def gate_fixed_before(a: Assessment, thresholds: str | Path) -> GateResult:
    """The gate under the thresholds file the run stored the hash of: loaded, checked to be the same bytes
    (ThresholdsChangedError otherwise), then evaluated."""
    th = load_thresholds(thresholds)
    check_fixed_before_run(a.run.thresholds_sha256, th, a.run.run_id)
    return evaluate_gate(a, th)
