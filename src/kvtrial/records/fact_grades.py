"""`Row.fact_grades`: the grader's labels for one generated text (`facts.FactGrades.to_dict()` for a brief, one
graded answer for a question). `FactGrade` is the one shape of a fact's grade: the grader writes it, the ledger stores
it, the verdicts, the report and the review read it."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Self

from kvtrial.records.document import Document, mapping, opt_int, opt_str
from kvtrial.records.migrate import fact_documents, unsupported_kinds

UNCERTAIN = "uncertain"


@dataclass(frozen=True)
class SpanRecord:
    """Where in the brief a label rests: character offsets into the graded text, and the text."""

    start: int
    end: int
    text: str


@dataclass(frozen=True)
class FactGrade:
    """One fact's label and the evidence it rests on: what the grader writes, what a ledger stores and what the
    gate, the report and the review read (the one shape of a fact grade). Grades stored before spans, rules and
    confidence existed read as `clear`, with no span and no rule (`records.migrate` reads older shapes)."""

    fact_id: str
    label: str  # correct | omitted | distorted | not gradable (or a hand-written ledger's word); `unsupported` for
    #             the entry `FactGradesRecord.graded()` gives each unsupported addition
    kind: str = ""
    detail: str = ""
    paragraph: int | None = None  # the source paragraph that states it
    position: float | None = None  # relative depth in the input (0 = start, 1 = end), when known
    confidence: str | None = None  # clear | uncertain; None: stored before confidence existed
    doubts: tuple[str, ...] = ()  # why the label is uncertain
    span: SpanRecord | None = None  # the brief's span; None when omitted, not gradable, or a one-fact answer
    rule: str = ""
    source: str = ""  # the source's sentence stating the fact
    answer: str | None = None  # a question's answer, as generated (one-fact answers)
    question_id: str | None = None  # the question answered (one-fact answers)
    cited: tuple[int, ...] = ()  # the source paragraphs the brief cites for it
    citation: str | None = None  # correct | incorrect | missing; None when omitted
    evidence: tuple[str, ...] = ()  # the brief's clauses the label rests on

    @property
    def uncertain(self) -> bool:
        return self.confidence == UNCERTAIN

    @property
    def shown_span(self) -> str | None:
        """What a reviewer is shown as the output's claim: the brief's span, or the answer to a question."""
        return self.span.text if self.span is not None else self.answer or None

    @property
    def where(self) -> str:
        """Where the fact sits: its depth, its paragraph, or `unplaced`."""
        if self.position is not None:
            return f"{self.position:.2f}"
        if self.paragraph is not None:
            return f"¶{self.paragraph}"
        return "unplaced"

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "fact_id": self.fact_id, "kind": self.kind, "label": str(self.label), "detail": self.detail,
            "paragraph": self.paragraph, "cited": list(self.cited), "citation": self.citation,
            "evidence": list(self.evidence),
            "span": None if self.span is None else {"start": self.span.start, "end": self.span.end,
                                                    "text": self.span.text},
            "rule": self.rule, "confidence": None if self.confidence is None else str(self.confidence),
            "doubts": list(self.doubts), "source": self.source,
        }
        out.update({k: v for k, v in (("position", self.position), ("answer", self.answer),
                                      ("question_id", self.question_id)) if v is not None})
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> FactGrade:
        span = mapping(data.get("span"))
        position = data.get("position")
        return cls(fact_id=str(data.get("fact_id") or ""), label=str(data.get("label") or ""),
                   kind=str(data.get("kind") or ""), detail=str(data.get("detail") or ""),
                   paragraph=opt_int(data.get("paragraph")),
                   position=float(position) if isinstance(position, (int, float)) and not isinstance(position, bool)
                   else None,
                   confidence=opt_str(data.get("confidence")),
                   doubts=tuple(str(d) for d in data.get("doubts") or () if isinstance(d, str)),
                   span=SpanRecord(int(span["start"]), int(span["end"]), str(span["text"]))
                   if {"start", "end", "text"} <= set(span) else None,
                   rule=str(data.get("rule") or ""), source=str(data.get("source") or ""),
                   answer=opt_str(data.get("answer")), question_id=opt_str(data.get("question_id")),
                   cited=tuple(int(n) for n in data.get("cited") or () if isinstance(n, int)),
                   citation=opt_str(data.get("citation")),
                   evidence=tuple(str(e) for e in data.get("evidence") or () if isinstance(e, str)))


@dataclass(frozen=True)
class ClaimAlignment:
    """One claim of a brief and what it restates: `brief[start:end]` is the claim; `facts` the source facts it
    supports, `paragraph` the source paragraph it restates (a fact's, or a background paragraph's), `score` how
    closely (0-1), and `status`: `fact`, `background`, `addition` (it states something the source does not),
    `weak` (close to a fact the grader did not read in it: that fact's label is uncertain) or `framing` (a
    greeting, a sign-off, the pilot's name: nothing to check)."""

    start: int
    end: int
    text: str
    kind: str  # sentence | list item | table row | question and answer | label and value
    status: str  # fact | background | weak | addition | framing
    facts: tuple[str, ...] = ()
    paragraph: int | None = None
    score: float = 0.0
    additions: tuple[str, ...] = ()  # the kinds of the additions found in it

    def to_dict(self) -> dict[str, Any]:
        return {"start": self.start, "end": self.end, "text": self.text, "kind": self.kind, "status": self.status,
                "facts": list(self.facts), "paragraph": self.paragraph, "score": self.score,
                "additions": list(self.additions)}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> ClaimAlignment:
        return cls(int(data.get("start") or 0), int(data.get("end") or 0), str(data.get("text") or ""),
                   str(data.get("kind") or ""), str(data.get("status") or ""),
                   tuple(str(f) for f in data.get("facts") or ()), opt_int(data.get("paragraph")),
                   float(data.get("score") or 0.0), tuple(str(a) for a in data.get("additions") or ()))


@dataclass(frozen=True)
class NotCheckedRecord:
    """Something the grader saw but could not check (a number in words, an item in unknown words)."""

    kind: str
    text: str
    detail: str
    fact_id: str | None = None


@dataclass(frozen=True, eq=False)
class FactGradesRecord(Document):
    """The labels of one text: every graded fact, and the kinds of unsupported additions it made."""

    task: str | None = None  # "questions" for one graded answer; None for a brief
    material_id: str | None = None
    language: str | None = None
    not_gradable: str | None = None  # why the brief could not be graded (its language), when it could not
    facts: tuple[FactGrade, ...] = ()
    unsupported: tuple[str, ...] = ()  # each unsupported addition's kind (date, amount, ...)
    not_checked: tuple[NotCheckedRecord, ...] = ()  # never counted as errors
    alignment: tuple[ClaimAlignment, ...] = ()  # each claim of the brief and what it restates (none stored before)

    def graded(self) -> list[FactGrade]:
        """Every graded fact, and one `unsupported` entry per unsupported addition (named by its kind)."""
        return list(self.facts) + [FactGrade(f"unsupported {kind}", "unsupported") for kind in self.unsupported]

    def claims_of(self, fact_id: str) -> tuple[ClaimAlignment, ...]:
        """The claims aligned to one fact (strongly or weakly)."""
        return tuple(a for a in self.alignment if fact_id in a.facts)

    @property
    def uncertain(self) -> int:
        return sum(f.uncertain for f in self.facts)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        return cls(raw=dict(data), task=opt_str(data.get("task")), material_id=opt_str(data.get("material_id")),
                   language=opt_str(data.get("language")), not_gradable=opt_str(data.get("not_gradable")),
                   facts=tuple(FactGrade.from_dict(f) for f in fact_documents(data)),
                   unsupported=tuple(unsupported_kinds(data)),
                   not_checked=tuple(NotCheckedRecord(str(n.get("kind") or ""), str(n.get("text") or ""),
                                                      str(n.get("detail") or ""), opt_str(n.get("fact_id")))
                                     for n in data.get("not_checked") or () if isinstance(n, Mapping)),
                   alignment=tuple(ClaimAlignment.from_dict(a) for a in data.get("alignment") or ()
                                   if isinstance(a, Mapping)))
