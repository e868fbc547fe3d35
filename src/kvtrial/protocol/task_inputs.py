"""A run's inputs and grades from the user's task file (record `shared.task = "file"`): the registered task loaded
and checked against its content hash, one input per question and cell length (`kvtrial.tasks.build`), identical
for every branch, and each answer graded against its reference (`kvtrial.tasks.grade`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from kvtrial.errors import KvtrialError
from kvtrial.models.metadata import encode, format_prompt
from kvtrial.records.answer_grades import CORRECT, task_grades_document
from kvtrial.tasks.build import TaskInput, TooShort, build_input
from kvtrial.tasks.grade import grade_task_answer
from kvtrial.tasks.model import TaskFile
from kvtrial.tasks.parse import load_task
from kvtrial.tasks.prompt import task_prompt

if TYPE_CHECKING:
    from kvtrial.protocol.record_schema import Shared


@dataclass(frozen=True)
class BuiltInput:
    """One question's input at one cell length: what it holds, the formatted text, its token ids, and why it
    cannot run at that length (None when it can)."""

    material: TaskInput
    formatted: str
    input_ids: list[int]
    refused: str | None


class TaskChangedError(KvtrialError):
    """The task file no longer holds what the record registered."""


def registered_task(shared: Shared) -> TaskFile:
    """The record's task file, refused when its content is not the content the record registered."""
    ref = shared.task_file
    if ref is None:
        raise KvtrialError("the record names no task file (shared.task_file)")
    task = load_task(ref.path)  # read afresh each time: a document edited since must be caught
    if task.sha256 != ref.sha256:
        raise TaskChangedError(f"task file {ref.path!r} has changed since the record registered it (sha256 "
                               f"{ref.sha256[:12]}…, now {task.sha256[:12]}…); register it again with "
                               "`kvtrial init --task file:PATH`, which makes a new config version")
    return task


def task_input(tokenizer: Any, target_tokens: int, question: str, task: TaskFile) -> BuiltInput:
    """The input of one question at one cell length; a document too short for the cell (and no filler) gives an
    input marked `refused` holding the whole document, so the cell's rows say why they did not run."""
    completion = not getattr(tokenizer, "chat_template", None)

    def render(prompt: str) -> list[int]:
        return encode(tokenizer, format_prompt(tokenizer, prompt))

    def count(text: str) -> int:
        return len(tokenizer(text, add_special_tokens=False)["input_ids"])

    refused = None
    try:
        built = build_input(task, question, target_tokens, render, count, completion)
    except TooShort as exc:
        refused = exc.reason
        doc, q = task.find(question)
        at = doc.text.index(q.evidence)
        built = TaskInput(task.sha256, doc, q, doc.text, at, count(doc.text[:at]) / max(1, count(doc.text)), 0)
    formatted = format_prompt(tokenizer, task_prompt(built.text, built.question, built.language, completion))
    return BuiltInput(built, formatted, encode(tokenizer, formatted), refused)


def grade_task(built: TaskInput, text: str) -> tuple[int, dict[str, Any]]:
    """(errors: 0 or 1, the row's fact_grades document) of one answer to the input's question."""
    grade = grade_task_answer(built.question, text, built.language).placed(
        round(built.depth, 4), built.position, built.question.evidence)
    return int(grade.label != CORRECT), task_grades_document(grade, built.material_id)
