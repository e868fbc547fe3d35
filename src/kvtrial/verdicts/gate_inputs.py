"""What every release-gate check reads, and the small helpers the checks share."""

from __future__ import annotations

from dataclasses import dataclass, field

from kvtrial.records.row import ORDINARY_BRANCH, Row
from kvtrial.verdicts.assessment import Assessment
from kvtrial.verdicts.gate_result import ItemStatus
from kvtrial.verdicts.run_data import RunData
from kvtrial.verdicts.thresholds import Thresholds


@dataclass(frozen=True)
class GateInputs:
    """Everything a check reads: one assessment of the run, the thresholds, the candidates judged."""

    assessment: Assessment
    thresholds: Thresholds
    candidates: list[str]

    @property
    def run(self) -> RunData:
        return self.assessment.run

    def candidate_rows(self) -> list[Row]:
        return [r for r in self.run.measured_rows if r.branch in self.candidates]

    def gated_rows(self) -> list[Row]:
        """The measured rows the record checks inspect: the candidates' and the ordinary branch's."""
        return [r for r in self.run.measured_rows if r.branch in self.candidates or r.branch == ORDINARY_BRANCH]


@dataclass
class Findings:
    """What a check has found so far, part by part: the parts' statuses, the detail lines, the evidence."""

    statuses: list[ItemStatus] = field(default_factory=list)
    details: list[str] = field(default_factory=list)
    evidence: list[str] = field(default_factory=list)

    def add(self, status: ItemStatus, detail: str | None = None) -> None:
        self.statuses.append(status)
        if detail is not None:
            self.details.append(detail)


def first_details(details: list[str], n: int = 6) -> str:
    """The first n details, and how many more there are (the evidence keeps every row)."""
    text = "; ".join(details[:n])
    return text + (f"; … and {len(details) - n} more" if len(details) > n else "") + "."


def combine(statuses: list[ItemStatus]) -> ItemStatus:
    """One item's status from its parts: any failure fails it; a missing part leaves it not evaluated."""
    if ItemStatus.FAIL in statuses:
        return ItemStatus.FAIL
    if ItemStatus.INCONCLUSIVE in statuses:
        return ItemStatus.INCONCLUSIVE
    if not statuses or ItemStatus.NOT_EVALUATED in statuses:
        return ItemStatus.NOT_EVALUATED
    return ItemStatus.PASS


def not_judged_detail(judged: int, pairs: list[str]) -> str:
    """Rows the reference fails too decide nothing; the item rests on the other rows."""
    return (f"judged on the {judged} row(s) the reference passes; {len(pairs)} row(s) where the reference fails too "
            f"on the same inputs are not judged ({pairs[0]}{', …' if len(pairs) > 1 else ''})")


def inconclusive_detail(remedy: str, pairs: list[str]) -> str:
    """Why an item is inconclusive, and what to change (`remedy`, the check's own) so it can be judged."""
    return (f"inconclusive for {len(pairs)} row(s) where the reference fails too on the same inputs "
            f"({pairs[0]}{', …' if len(pairs) > 1 else ''}): the task or budget does not let this trial judge the "
            f"cache on this item; to judge it, {remedy}")
