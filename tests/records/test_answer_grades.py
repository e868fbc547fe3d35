"""A graded task answer as stored: it reads back unchanged, and as the fact check's `FactGrade` (what the review
page and the gate read), with its span, source passage and position."""

from __future__ import annotations

from kvtrial.records.answer_grades import AnswerGradeRecord, task_grades_document
from kvtrial.records.fact_grades import FactGrade, FactGradesRecord
from kvtrial.tasks.grade import grade_task_answer
from kvtrial.tasks.model import AnswerKind, TaskQuestion


def test_a_grade_reads_back_as_the_fact_checks_stored_fact() -> None:
    asked = TaskQuestion("q1", "Fee?", "EUR 48,500", AnswerKind.AMOUNT, "EUR 48,500")
    grade = grade_task_answer(asked, "48500", "en").placed(0.8, "end", "EUR 48,500")
    again = AnswerGradeRecord.from_dict(grade.to_dict())
    assert again == grade and again.position == "end" and again.depth == 0.8 and again.outcome == "uncertain"
    fact = FactGrade.from_dict(grade.to_dict())  # what the review page and the gate read
    assert fact.fact_id == "q1" and fact.label == "correct" and fact.uncertain and fact.shown_span == "48500"
    assert fact.source == "EUR 48,500" and fact.position == 0.8
    document = FactGradesRecord.from_dict(task_grades_document(grade, "task-abc-d"))
    assert document.task == "file" and document.uncertain == 1 and document.facts[0].fact_id == "q1"
