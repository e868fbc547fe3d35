"""What the release gate found: each item's status, the per-candidate verdict and its wording.

The gate passes only when every item passes; "not evaluated" is not a pass (a missing record never
counts in favour). "Inconclusive": the reference fails the item too on the same inputs, so the task
or budget, not the cache, decided it.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from enum import StrEnum


class ItemStatus(StrEnum):
    """One checklist item's outcome (the values are the words the reports and JSON carry)."""

    PASS = "pass"
    FAIL = "fail"
    INCONCLUSIVE = "inconclusive"
    NOT_EVALUATED = "not evaluated"


class Verdict(StrEnum):
    """A candidate's conclusion from its own checklist."""

    RELEASABLE = "releasable"
    NOT_RELEASABLE = "not releasable"
    NO_DECISION = "no decision"


@dataclass(frozen=True)
class Outcome:
    """What one check found: its status, a detail line and the evidence it looked at."""

    status: ItemStatus
    detail: str
    evidence: list[str] = field(default_factory=list)


@dataclass
class GateItem:
    number: int
    title: str
    status: ItemStatus
    detail: str
    evidence: list[str] = field(default_factory=list)
    short: str = field(default="", compare=False)  # a word or two for one-line summaries; not in the JSON

    def to_dict(self) -> dict:
        out = asdict(self)
        del out["short"]
        return out


def _numbers(items: list[GateItem], status: ItemStatus) -> list[int]:
    return [i.number for i in items if i.status == status]


def verdict_of(items: list[GateItem]) -> Verdict:
    """Releasable only when every item passes; a failed item is a finding against the candidate.
    Without a failure, an inconclusive item (the task or budget decided it) leaves no decision
    rather than reading as a finding about the cache; a missing record alone is not releasable."""
    if all(i.status == ItemStatus.PASS for i in items):
        return Verdict.RELEASABLE
    if _numbers(items, ItemStatus.FAIL) or not _numbers(items, ItemStatus.INCONCLUSIVE):
        return Verdict.NOT_RELEASABLE
    return Verdict.NO_DECISION


def _status_parts(items: list[GateItem], short: bool = False) -> list[str]:
    parts = []
    for status in (ItemStatus.FAIL, ItemStatus.INCONCLUSIVE, ItemStatus.NOT_EVALUATED):
        chosen = [i for i in items if i.status == status]
        if chosen:
            names = (", ".join(f"{i.number} {i.short}" for i in chosen) if short
                     else ", ".join(str(i.number) for i in chosen))
            parts.append(f"{status}: {names}" if short else f"item(s) {names} {status}")
    return parts


def _joint_headline(names: str, items: list[GateItem]) -> str:
    verdict = verdict_of(items)
    if verdict == Verdict.RELEASABLE:
        return f"All {len(items)} checklist items pass for {names}."
    parts = "; ".join(_status_parts(items))
    if verdict == Verdict.NO_DECISION:
        return (f"No decision for {names}: {parts} (the reference fails them too on the same inputs: "
                f"the task or budget, not the cache).")
    return f"Not releasable for {names}: {parts}."


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
        return all(i.status == ItemStatus.PASS for i in self.items)

    @property
    def headline(self) -> str:
        """The conclusion without its scope, per candidate: the items are joint over the candidates, so
        naming every candidate beside one candidate's failure would misreport the others."""
        if not self.per_candidate:
            return _joint_headline(", ".join(self.candidates) or "(no candidate)", self.items)
        return " ".join(_joint_headline(", ".join(names), items) for names, items in self._grouped_by_outcome())

    def _grouped_by_outcome(self) -> list[tuple[list[str], list[GateItem]]]:
        """Candidates whose own checklists end the same way (same verdict, same items deciding it)."""
        groups: dict[tuple[str, tuple[str, ...]], tuple[list[str], list[GateItem]]] = {}
        for cand, items in self.per_candidate.items():
            key = (verdict_of(items), tuple(_status_parts(items)))
            groups.setdefault(key, ([], items))[0].append(cand)
        return list(groups.values())

    @property
    def conclusion(self) -> str:
        return f"{self.headline} Scope: {self.scope}"

    def candidate_verdicts(self) -> dict[str, Verdict]:
        """Each candidate's verdict (releasable / not releasable / no decision) from its own checklist."""
        return {c: verdict_of(items) for c, items in self.per_candidate.items()}

    def verdict_texts(self) -> dict[str, str]:
        """Per candidate: its verdict and the items that decided it (numbers and short names)."""
        texts = {}
        for cand, items in self.per_candidate.items():
            verdict = verdict_of(items)
            why = (f"all {len(items)} items pass" if verdict == Verdict.RELEASABLE
                   else "; ".join(_status_parts(items, short=True)))
            texts[cand] = f"{verdict} ({why})"
        return texts

    def verdict_lines(self) -> list[str]:
        """One line per candidate: its verdict and the items that decided it."""
        return [f"{cand}: {text}" for cand, text in self.verdict_texts().items()]

    def to_dict(self) -> dict:
        return {
            "run_id": self.run_id, "passed": self.passed, "conclusion": self.conclusion, "scope": self.scope,
            "candidates": self.candidates, "thresholds": self.thresholds_path,
            "items": [i.to_dict() for i in self.items],
            "candidate_verdicts": self.candidate_verdicts(), "verdict_lines": self.verdict_lines(),
            "per_candidate": {c: [i.to_dict() for i in items] for c, items in self.per_candidate.items()},
        }
