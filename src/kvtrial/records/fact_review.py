"""A person's decisions on machine fact labels (`kvtrial facts review`): kept append-only in the ledger beside the
machine grades, never over them. The latest decision on a label is the one in force."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from kvtrial.errors import KvtrialError
from kvtrial.records.fact_grades import FactGrade
from kvtrial.records.row import Row, request_key

REVIEW_LABELS = ("correct", "omitted", "distorted")


@dataclass(frozen=True)
class FactReview:
    """One decision: the label a person gives one fact of one row, beside the machine's."""

    run_id: str
    request_key: str  # the row reviewed (`kvtrial.records.row.request_key`)
    fact_id: str
    machine_label: str  # the machine's label when the decision was made
    label: str  # the person's label: correct | omitted | distorted
    reviewer: str
    created_at: str = ""  # UTC, ISO 8601; the ledger sets it
    review_id: int | None = None  # the ledger's id

    def __post_init__(self) -> None:
        if self.label not in REVIEW_LABELS:
            raise KvtrialError(f"a reviewed fact label must be one of {', '.join(REVIEW_LABELS)}, got {self.label!r}")
        if not self.reviewer.strip():
            raise KvtrialError("a fact review needs the reviewer's name (--reviewer NAME)")

    @property
    def accepted(self) -> bool:
        return self.label == self.machine_label


def row_key(row: Row) -> str:
    """The request a row answers: what a review names."""
    return request_key(row.cell_id, row.branch, row.repeat, row.warmup)


def latest_reviews(reviews: Iterable[FactReview]) -> dict[tuple[str, str], FactReview]:
    """(request key, fact id) -> the decision in force (the latest one)."""
    out: dict[tuple[str, str], FactReview] = {}
    for r in sorted(reviews, key=lambda r: (r.review_id or 0, r.created_at)):
        out[(r.request_key, r.fact_id)] = r
    return out


def stored_facts(row: Row) -> list[FactGrade]:
    """The graded facts a row stores (a brief's, or one graded answer), each named; [] when none."""
    return [f for f in row.fact_grades.facts if f.fact_id] if row.fact_grades is not None else []


@dataclass(frozen=True)
class ReviewedRow:
    """A row's fact errors with the decisions in force applied, and how many labels rest on the machine alone."""

    errors: int | None  # None: the row has no fact-error count
    reviewed: int  # labels a person decided
    machine_only: int  # labels no person reviewed
    uncertain_unreviewed: int  # of those, the ones the grader marked uncertain


def reviewed_row(row: Row, decisions: dict[tuple[str, str], FactReview]) -> ReviewedRow:
    """The row's fact errors with the reviewed labels in place of the machine's (an error is a label other than
    `correct`; unsupported additions are counted as the machine counted them)."""
    key = row_key(row)
    errors = row.fact_errors
    facts = stored_facts(row)
    if errors is None and facts and all((key, f.fact_id) in decisions for f in facts):
        errors = sum(f.label != "correct" for f in facts)  # not gradable by the machine: a person graded it all
    reviewed = machine_only = uncertain = 0
    for fact in facts:
        label = fact.label
        decision = decisions.get((key, fact.fact_id))
        if decision is None:
            machine_only += 1
            uncertain += fact.uncertain
            continue
        reviewed += 1
        if errors is not None:
            errors += int(decision.label != "correct") - int(label != "correct")
    return ReviewedRow(errors, reviewed, machine_only, uncertain)
