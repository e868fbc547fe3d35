"""The example task shipped in examples/: it parses, asks 20+ questions of mixed kinds, and each reference, given
as the answer, grades correct (so the references and the grader agree on every question)."""

from __future__ import annotations

from pathlib import Path

from kvtrial.tasks.grade import grade_task_answer
from kvtrial.tasks.parse import load_task

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "licences" / "task.jsonl"


def test_the_example_task_parses_and_its_references_grade_correct() -> None:
    task = load_task(EXAMPLE)
    questions = [q for d in task.documents for q in d.questions]
    assert len(questions) >= 20 and len({q.kind for q in questions}) >= 5
    for d in task.documents:
        assert len(d.text) > 10_000  # long documents, cut to each cell
        for q in d.questions:
            grade = grade_task_answer(q, q.reference, d.language)
            assert grade.label == "correct" and not grade.uncertain, (q.question_id, grade.detail, grade.doubts)
