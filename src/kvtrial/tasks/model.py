"""A parsed task file: documents, each with its questions, reference answers and answer kinds."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class AnswerKind(StrEnum):
    """How an answer is compared with its reference (docs/protocol.md, "Your own documents and questions")."""

    DATE = "date"
    AMOUNT = "amount"
    NUMBER = "number"
    NAME = "name"
    CHOICE = "choice"
    TEXT = "text"


# The languages the fact check has rules for; any other language's answers are graded as free text.
GRADED_LANGUAGES = ("en", "zh", "ru")


@dataclass(frozen=True)
class TaskQuestion:
    """One question about a document, with the reference answer and the passage of the document that states it."""

    question_id: str
    question: str
    reference: str
    kind: AnswerKind
    evidence: str  # verbatim text of the document stating the answer: kept whole in every cut
    options: tuple[str, ...] = ()  # choice only


@dataclass(frozen=True)
class TaskDocument:
    """One line of the task file: a document, its language, an optional filler and its questions."""

    document_id: str
    text: str
    language: str
    questions: tuple[TaskQuestion, ...]
    filler: str | None = None  # the user's own text that fills the document to a longer cell; None: refuse
    line: int = 0  # the line of the task file it came from (1-based)
    origin: str = ""  # the file it came from

    @property
    def graded_language(self) -> str | None:
        """The language whose rules grade dates, amounts and numbers; None: free text only."""
        return self.language if self.language in GRADED_LANGUAGES else None


@dataclass(frozen=True)
class TaskFile:
    """A whole task: its documents in file order, and the sha256 of its bytes (every file it reads, in order)."""

    path: str
    sha256: str
    documents: tuple[TaskDocument, ...]
    text: str  # the task as stored: the task file(s) with every referenced document inlined (what the baseline keeps)

    @property
    def question_ids(self) -> tuple[str, ...]:
        return tuple(q.question_id for d in self.documents for q in d.questions)

    def find(self, question_id: str) -> tuple[TaskDocument, TaskQuestion]:
        for d in self.documents:
            for q in d.questions:
                if q.question_id == question_id:
                    return d, q
        raise KeyError(question_id)
