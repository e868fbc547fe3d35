"""The answers of a run on the user's task file, per question: how each branch answered in each cell (correct,
wrong, uncertain), where the question's evidence sat in the input, and which questions a candidate loses that
the ordinary cache answers. A person's review replaces the machine's label."""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass, field

from kvtrial.records.answer_grades import CORRECT, TASK_FILE, UNCERTAIN, AnswerGradeRecord
from kvtrial.records.fact_review import latest_reviews, row_key
from kvtrial.records.row import ORDINARY_BRANCH, RowStatus
from kvtrial.verdicts.run_data import RunData

OUTCOMES = ("correct", "wrong", UNCERTAIN)


@dataclass
class QuestionCell:
    """One question in one cell: each branch's outcomes over its repeats."""

    question_id: str
    kind: str
    cell: str  # the cell without the question (`in1024-out32`)
    position: str  # start | middle | end
    by_branch: dict[str, Counter[str]] = field(default_factory=lambda: defaultdict(Counter))
    answers: dict[str, list[str]] = field(default_factory=lambda: defaultdict(list))


@dataclass(frozen=True)
class Loss:
    """A question a candidate answered wrong (in some repeat) where the ordinary cache answered right in every one."""

    candidate: str
    question_id: str
    cell: str
    position: str
    ordinary_answer: str
    candidate_answer: str
    uncertain: bool  # the candidate's wrong label is one the machine was unsure of


def question_cells(run: RunData) -> list[QuestionCell]:
    """Every (question, cell) of the run's task-file rows, in question then cell order."""
    decisions = latest_reviews(run.fact_reviews)
    cells: dict[tuple[str, str], QuestionCell] = {}
    for r in run.measured_rows:
        if r.status != RowStatus.OK or r.fact_grades is None or r.fact_grades.task != TASK_FILE:
            continue
        for document in r.fact_grades.fact_documents():
            g = AnswerGradeRecord.from_dict(document)
            cell = r.cell_id.removesuffix(f"-{g.question_id}")
            qc = cells.setdefault((g.question_id, cell), QuestionCell(g.question_id, g.kind, cell, g.position or "?"))
            d = decisions.get((row_key(r), g.question_id))
            outcome = ("correct" if d.label == CORRECT else "wrong") if d is not None else g.outcome
            qc.by_branch[r.branch][outcome] += 1
            qc.answers[r.branch].append(f"{g.answer.strip()[:60]!r} ({outcome})")
    order = {q: i for i, q in enumerate(dict.fromkeys(k[0] for k in cells))}
    return sorted(cells.values(), key=lambda c: (order[c.question_id], c.cell))


def losses(cells: list[QuestionCell]) -> list[Loss]:
    """The questions each candidate loses: the ordinary cache right in every repeat, the candidate not."""
    out = []
    for qc in cells:
        ordinary = qc.by_branch.get(ORDINARY_BRANCH)
        if not ordinary or set(ordinary) != {"correct"}:
            continue
        for branch, counts in qc.by_branch.items():
            if branch == ORDINARY_BRANCH or set(counts) == {"correct"}:
                continue
            out.append(Loss(branch, qc.question_id, qc.cell, qc.position, qc.answers[ORDINARY_BRANCH][0],
                            next(a for a in qc.answers[branch] if not a.endswith("(correct)")),
                            counts.get("wrong", 0) == 0))
    return out


def summary(counts: Counter[str]) -> str:
    """`2 correct`, `1 correct, 1 wrong`, ... over a branch's repeats."""
    return ", ".join(f"{counts[o]} {o}" for o in OUTCOMES if counts.get(o)) or "—"
