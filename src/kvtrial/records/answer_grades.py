"""One graded answer of a task-file question (`kvtrial init --task file:...`): the label, how sure, the answer's span
it rests on, and where the question's evidence sat in the input. Stored as the one fact of the row's
`fact_grades` (task `file`), in the fields `FactGrade` reads, so the review and the gate read it as they read
any one-fact answer; the report reads the task's own fields through this type."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Self

from kvtrial.records.document import Document, mapping, opt_str

TASK_FILE = "file"  # `FactGradesRecord.task` of a row graded against a task file
CORRECT, WRONG_LABEL, NO_ANSWER = "correct", "distorted", "omitted"  # the fact check's labels
CLEAR, UNCERTAIN = "clear", "uncertain"


@dataclass(frozen=True, eq=False)
class AnswerGradeRecord(Document):
    """A graded answer: `label` correct | distorted (a wrong answer) | omitted (no answer)."""

    question_id: str = ""
    kind: str = ""  # date | amount | number | name | choice | text
    label: str = ""
    confidence: str = CLEAR
    detail: str = ""
    rule: str = ""
    reference: str = ""
    answer: str = ""
    span: tuple[int, int, str] | None = None  # the answer's characters the label rests on
    doubts: tuple[str, ...] = ()
    position: str | None = None  # start | middle | end: where the evidence sat in the input
    depth: float | None = None  # its relative depth (0 = start, 1 = end)
    language: str = ""

    @property
    def uncertain(self) -> bool:
        return self.confidence == UNCERTAIN

    @property
    def outcome(self) -> str:
        """correct / wrong / uncertain, as the report counts it."""
        return UNCERTAIN if self.uncertain else "correct" if self.label == CORRECT else "wrong"

    @classmethod
    def of(cls, question_id: str, kind: str, label: str, detail: str, rule: str, reference: str, answer: str,
           span: tuple[int, int] | None, doubts: list[str], language: str, evidence: str = "",
           depth: float | None = None, position: str | None = None) -> Self:
        """A new grade, its document in the fields the fact check's `FactGrade` reads."""
        raw: dict[str, Any] = {
            "fact_id": question_id, "question_id": question_id, "kind": kind, "label": label,
            "confidence": UNCERTAIN if doubts else CLEAR, "doubts": list(doubts), "detail": detail, "rule": rule,
            "reference": reference, "answer": answer, "source": evidence, "language": language,
            "position": depth, "position_label": position}
        if span is not None:
            raw["span"] = {"start": span[0], "end": span[1], "text": answer[span[0]:span[1]]}
        return cls.from_dict(raw)

    def placed(self, depth: float, position: str, evidence: str) -> Self:
        """This grade with where its evidence sat in the input."""
        return type(self).from_dict({**self.raw, "position": depth, "position_label": position, "source": evidence})

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        span = mapping(data.get("span"))
        depth = data.get("position")
        return cls(raw=dict(data), question_id=str(data.get("question_id") or data.get("fact_id") or ""),
                   kind=str(data.get("kind") or ""), label=str(data.get("label") or ""),
                   confidence=str(data.get("confidence") or CLEAR), detail=str(data.get("detail") or ""),
                   rule=str(data.get("rule") or ""), reference=str(data.get("reference") or ""),
                   answer=str(data.get("answer") or ""),
                   span=(int(span["start"]), int(span["end"]), str(span["text"]))
                   if {"start", "end", "text"} <= set(span) else None,
                   doubts=tuple(str(d) for d in data.get("doubts") or () if isinstance(d, str)),
                   position=opt_str(data.get("position_label")),
                   depth=float(depth) if isinstance(depth, (int, float)) and not isinstance(depth, bool) else None,
                   language=str(data.get("language") or ""))


def task_grades_document(grade: AnswerGradeRecord, material_id: str) -> dict[str, Any]:
    """The row's `fact_grades` document for one graded task answer."""
    return {"task": TASK_FILE, "material_id": material_id, "language": grade.language, "facts": [grade.to_dict()]}
