"""The report's answers per question: each branch's outcomes per question and cell, by position, and the
questions a candidate loses that the ordinary cache answers; a person's review replaces the machine's label."""

from __future__ import annotations

from kvtrial.records.answer_grades import AnswerGradeRecord, task_grades_document
from kvtrial.records.fact_review import FactReview, row_key
from kvtrial.verdicts.report import task_section
from kvtrial.verdicts.task_answers import losses, question_cells
from tests.verdicts.conftest import make_row, make_run


def _row(question: str, branch: str, label: str, answer: str, repeat: int = 0, doubts=(), position="end"):
    grade = AnswerGradeRecord.of(question, "date", label, "d", "date", "29 June 2007", answer, None, list(doubts),
                                 "en", "Version 3, 29 June 2007").placed(0.9, position, "Version 3, 29 June 2007")
    return make_row("in1024-out24", branch, repeat, cell_id=f"in1024-out24-{question}",
                    fact_grades=task_grades_document(grade, "task-x-d"), fact_errors=int(label != "correct"))


def test_outcomes_per_question_and_the_questions_a_candidate_loses() -> None:
    rows = [_row("when", "ordinary", "correct", "29 June 2007", r) for r in (0, 1)]
    rows += [_row("when", "turbo3", "distorted", "1 July 2007", 0),
             _row("when", "turbo3", "correct", "29 June 2007", 1)]
    rows += [_row("who", "ordinary", "distorted", "Bob", 0, position="start"),
             _row("who", "turbo3", "distorted", "Bob", 0, position="start")]
    rows += [_row("what", "ordinary", "correct", "x", 0, position="middle"),
             _row("what", "turbo3", "correct", "x?", 0, doubts=["unsure"], position="middle")]
    run = make_run(rows)
    cells = question_cells(run)
    assert [(c.question_id, c.cell, c.position) for c in cells] == [
        ("when", "in1024-out24", "end"), ("who", "in1024-out24", "start"), ("what", "in1024-out24", "middle")]
    assert dict(cells[0].by_branch["turbo3"]) == {"wrong": 1, "correct": 1}
    lost = losses(cells)
    # `who`: ordinary is wrong too, so nothing is lost; `what`: turbo3 only unsure, lost but marked so
    assert [(x.candidate, x.question_id, x.position, x.uncertain) for x in lost] == [
        ("turbo3", "when", "end", False), ("turbo3", "what", "middle", True)]
    section = task_section(run)
    assert section is not None and section.tables[0].headers[-2:] == ["ordinary", "turbo3"]
    assert section.tables[0].rows[0] == ["when", "date", "end", "in1024-out24", "2 correct", "1 correct, 1 wrong"]
    assert "2 question-cells a candidate loses" in section.paragraphs[1] and "end 1, middle 1" in section.paragraphs[1]

    # a person decides the uncertain label: the loss goes away
    review = FactReview("run-test", row_key(rows[-1]), "what", "correct", "correct", "reader")
    reviewed = question_cells(make_run(rows, fact_reviews=[review]))
    assert [x.question_id for x in losses(reviewed)] == ["when"]


def test_a_run_without_a_task_file_has_no_such_section() -> None:
    assert task_section(make_run([make_row(), make_row(branch="q8_0")])) is None
