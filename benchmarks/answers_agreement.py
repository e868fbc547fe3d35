"""Agreement of the task-file answer grader with a careful reader's labels.

    PYTHONPATH=src python benchmarks/answers_agreement.py tests/tasks/answers_heldout.jsonl

Reads one JSON object a line: {"id", "language" (en|zh|ru), "kind" (date|amount|number|name|choice|text),
"question", "reference", "options" (choice only), "answer" (a model's output), "label" (correct|wrong)}.
Grades each answer against its reference (`kvtrial.tasks.grade`), counts the machine as agreeing when it says
`correct` exactly where the reader does, and prints the agreement (overall, by kind and by language), every
disagreement, and how many of the disagreements the machine marked uncertain. A bad line is named with its
field and what is allowed, and nothing is graded.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from kvtrial.records.answer_grades import CORRECT, AnswerGradeRecord
from kvtrial.tasks.grade import grade_task_answer
from kvtrial.tasks.model import AnswerKind, TaskQuestion

LANGUAGES = ("en", "zh", "ru")
LABELS = ("correct", "wrong")


@dataclass(frozen=True)
class Labelled:
    item_id: str
    language: str
    question: TaskQuestion
    answer: str
    label: str  # the reader's: correct | wrong


def _item(data: object, number: int) -> tuple[Labelled | None, list[str]]:
    if not isinstance(data, dict):
        return None, [f"line {number}: a JSON object is required"]
    problems = []
    for name in ("id", "question", "reference", "answer"):
        if not isinstance(data.get(name), str):
            problems.append(f"line {number}: {name}: a text is required")
    if data.get("language") not in LANGUAGES:
        problems.append(f"line {number}: language: one of {', '.join(LANGUAGES)} (got {data.get('language')!r})")
    kinds = tuple(k.value for k in AnswerKind)
    if data.get("kind") not in kinds:
        problems.append(f"line {number}: kind: one of {', '.join(kinds)} (got {data.get('kind')!r})")
    if data.get("label") not in LABELS:
        problems.append(f"line {number}: label: correct or wrong (got {data.get('label')!r})")
    options = data.get("options")
    if data.get("kind") == "choice" and not (isinstance(options, list) and all(isinstance(o, str) for o in options)):
        problems.append(f"line {number}: options: a choice item lists its options")
    if problems:
        return None, problems
    question = TaskQuestion(str(data["id"]), data["question"], data["reference"], AnswerKind(data["kind"]),
                            data["reference"], tuple(options) if data["kind"] == "choice" else ())
    return Labelled(data["id"], data["language"], question, data["answer"], data["label"]), []


def read_set(path: Path) -> list[Labelled]:
    items, problems = [], []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            data = json.loads(line)
        except json.JSONDecodeError as exc:
            problems.append(f"line {number}: not valid JSON ({exc.msg})")
            continue
        item, found = _item(data, number)
        problems += found
        if item is not None:
            items.append(item)
    if problems:
        sys.exit(f"{path}: {len(problems)} problem(s), nothing graded:\n  " + "\n  ".join(problems))
    return items


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("path", type=Path, help="the labelled answers (JSON lines)")
    args = parser.parse_args()
    items = read_set(args.path)
    agree: Counter[str] = Counter()
    total: Counter[str] = Counter()
    disagreements: list[tuple[Labelled, AnswerGradeRecord]] = []
    for item in items:
        grade = grade_task_answer(item.question, item.answer, item.language)
        machine = "correct" if grade.label == CORRECT else "wrong"
        for key in ("all", f"kind {item.question.kind.value}", f"language {item.language}"):
            total[key] += 1
            agree[key] += machine == item.label
        if machine != item.label:
            disagreements.append((item, grade))
    print(f"{args.path}: {len(items)} answers")
    for key in sorted(total, key=lambda k: (k != "all", k)):
        print(f"  agreement {key:16s} {agree[key]}/{total[key]} = {agree[key] / total[key]:.1%}")
    unsure = sum(g.uncertain for _, g in disagreements)
    share = f"{unsure / len(disagreements):.0%}" if disagreements else "—"
    print(f"disagreements: {len(disagreements)}, marked uncertain: {unsure} ({share})")
    for item, g in disagreements:
        print(f"  {item.item_id} [{item.language} {item.question.kind.value}] reader {item.label}, machine {g.label} "
              f"{g.confidence}: {g.detail}" + (f" (doubts: {'; '.join(g.doubts)})" if g.doubts else ""))
        print(f"      reference {item.question.reference!r}; answer {item.answer[:100]!r}")


if __name__ == "__main__":
    main()
