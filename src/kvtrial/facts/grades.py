"""What the grader returns: a label per fact, the unsupported additions, and one-fact answer grades."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

CORRECT, OMITTED, DISTORTED = "correct", "omitted", "distorted"
LABELS = (CORRECT, OMITTED, DISTORTED)
CITATION_STATES = ("correct", "incorrect", "missing")


@dataclass
class FactGrade:
    fact_id: str
    kind: str
    label: str  # correct | omitted | distorted
    detail: str
    paragraph: int  # where the source states it
    cited: list[int] = field(default_factory=list)
    citation: str | None = None  # correct | incorrect | missing; None when the fact is omitted
    evidence: list[str] = field(default_factory=list)  # the output clauses the label rests on


@dataclass
class Unsupported:
    kind: str  # date | amount | number | progress | plan
    text: str
    detail: str


@dataclass
class NotChecked:
    """Something the grader saw but cannot check, reported instead of passing silently: a number
    written in words, or a listed item that may name a fact in words the grader does not know."""

    kind: str  # number-words | item-words
    text: str
    detail: str
    fact_id: str | None = None  # the fact it may concern, when the grader can tell


@dataclass
class FactGrades:
    material_id: str
    facts: list[FactGrade]
    unsupported: list[Unsupported]
    not_checked: list[NotChecked] = field(default_factory=list)  # not counted in `errors`

    @property
    def counts(self) -> dict[str, int]:
        c = {label: sum(1 for f in self.facts if f.label == label) for label in LABELS}
        c["unsupported"] = len(self.unsupported)
        return c

    @property
    def citation_counts(self) -> dict[str, int]:
        return {s: sum(1 for f in self.facts if f.citation == s) for s in CITATION_STATES}

    @property
    def errors(self) -> int:
        """Fact errors of the row schema: omitted + distorted + unsupported additions."""
        c = self.counts
        return c[OMITTED] + c[DISTORTED] + c["unsupported"]

    def by_id(self, fact_id: str) -> FactGrade:
        return next(f for f in self.facts if f.fact_id == fact_id)

    def to_dict(self) -> dict[str, Any]:
        return {
            "material_id": self.material_id, "counts": self.counts, "citation_counts": self.citation_counts,
            "errors": self.errors, "facts": [asdict(f) for f in self.facts],
            "unsupported": [asdict(u) for u in self.unsupported],
            "not_checked": [asdict(n) for n in self.not_checked],
        }


@dataclass
class AnswerGrade:
    question_id: str
    fact_id: str
    label: str
    detail: str
    answer: str

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)
