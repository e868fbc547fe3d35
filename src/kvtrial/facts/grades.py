"""What the grader returns: a label per fact (`records.FactGrade`, the one shape of a fact grade), the unsupported
additions, the alignment of the brief's claims, and one-fact answer grades."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from enum import StrEnum
from typing import Any

from kvtrial.records.fact_grades import ClaimAlignment, FactGrade


class Label(StrEnum):
    """A fact's label. `not gradable`: the brief is in a language the grader has no rules for (or not in the
    material's language), so no label is given; such a brief is never graded `omitted`."""

    CORRECT = "correct"
    OMITTED = "omitted"
    DISTORTED = "distorted"
    NOT_GRADABLE = "not gradable"


class Confidence(StrEnum):
    """How sure the machine label is: `uncertain` when rules conflict, an unmatched date or amount sits near the
    fact, a negation or condition in the span may turn its meaning, or the language is unknown; a person should
    review an uncertain label (`kvtrial facts review`)."""

    CLEAR = "clear"
    UNCERTAIN = "uncertain"


CORRECT, OMITTED, DISTORTED, NOT_GRADABLE = Label.CORRECT, Label.OMITTED, Label.DISTORTED, Label.NOT_GRADABLE
LABELS = (CORRECT, OMITTED, DISTORTED)  # the labels of a gradable brief
CITATION_STATES = ("correct", "incorrect", "missing")


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
    language: str = "en"  # the material's language
    not_gradable: str | None = None  # why the brief cannot be graded (its language); then every label says so
    alignment: list[ClaimAlignment] = field(default_factory=list)  # each claim of the brief and what it restates

    @property
    def gradable(self) -> bool:
        return self.not_gradable is None

    @property
    def counts(self) -> dict[str, int]:
        c = {str(label): sum(1 for f in self.facts if f.label == label) for label in LABELS}
        c["unsupported"] = len(self.unsupported)
        return c

    @property
    def uncertain(self) -> int:
        """Labels a person should review (`kvtrial facts review`)."""
        return sum(1 for f in self.facts if f.confidence == Confidence.UNCERTAIN)

    @property
    def citation_counts(self) -> dict[str, int]:
        return {s: sum(1 for f in self.facts if f.citation == s) for s in CITATION_STATES}

    @property
    def errors(self) -> int:
        """Fact errors of the row schema: omitted + distorted + unsupported additions (0 for a brief that is not
        gradable: see `gradable`; a row stores no count for it)."""
        c = self.counts
        return c[OMITTED] + c[DISTORTED] + c["unsupported"]

    def by_id(self, fact_id: str) -> FactGrade:
        return next(f for f in self.facts if f.fact_id == fact_id)

    def to_dict(self) -> dict[str, Any]:
        return {
            "material_id": self.material_id, "counts": self.counts, "citation_counts": self.citation_counts,
            "errors": self.errors, "facts": [f.to_dict() for f in self.facts],
            "unsupported": [asdict(u) for u in self.unsupported],
            "not_checked": [asdict(n) for n in self.not_checked],
            "uncertain": self.uncertain, "language": self.language, "not_gradable": self.not_gradable,
            "alignment": [a.to_dict() for a in self.alignment],
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
