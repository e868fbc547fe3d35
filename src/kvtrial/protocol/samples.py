"""The inputs of a run: the fictional project-brief material (kvtrial.facts) at each length, formatted
with the model's chat template and tokenized once, identical for every branch; and the grading of
each generated text against its source material (facts) plus the integrity checks.

Two tasks ask about the same material (the record's `shared.task`):

* `brief` — write the project brief: every fact graded in one long output (for models that can);
* `questions` — one short extraction question per request ("On what date does the pilot start?"),
  the answer graded against its one source fact: a task a small model can do, so a fact the cache
  loses shows as a wrong answer where the ordinary cache's answer was right.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from kvtrial.errors import KvtrialError
from kvtrial.models.metadata import encode, format_prompt

if TYPE_CHECKING:
    from kvtrial.protocol.record_schema import Record
    from kvtrial.tasks.model import TaskFile


@dataclass
class Sample:
    """One input length: the material, the full prompt, the formatted input and its token ids."""

    sample_id: str
    target_tokens: int
    material: Any  # kvtrial.facts.Material
    formatted: str
    input_ids: list[int]
    question: str | None = None  # the extraction question's id (task "questions"); None: the brief
    refused: str | None = None  # why this input cannot run at its length (a task document too short), else None

    @property
    def input_sha256(self) -> str:
        return hashlib.sha256(",".join(map(str, self.input_ids)).encode()).hexdigest()

    def to_dict(self) -> dict[str, Any]:
        return {"sample_id": self.sample_id, "target_tokens": self.target_tokens, "input_tokens": len(self.input_ids),
                "input_sha256": self.input_sha256, "material_id": self.material.material_id,
                "material": self.material.to_dict(), "formatted_input": self.formatted, "input_ids": self.input_ids,
                "question": self.question, **({"refused": self.refused} if self.refused else {})}


def sample_seed(sample_id: str) -> int:
    """The material seed of a sample id: stable across machines and Python runs."""
    return int(hashlib.sha256(sample_id.encode()).hexdigest()[:8], 16)


class _TooShort(Exception):
    """`target_tokens` cannot hold the material: it is at least `shortfall` tokens short."""

    def __init__(self, shortfall: int) -> None:
        super().__init__(shortfall)
        self.shortfall = max(shortfall, 1)


# Each retry grows the input by what the last one was short; two or three are enough.
_ADVICE_TRIES = 16


def build_sample(tokenizer: Any, sample_id: str, target_tokens: int, question: str | None = None,
                 language: str = "en", task: TaskFile | None = None) -> Sample:
    """Material padded so that the formatted input is at most `target_tokens` tokens (and close to it):
    the brief's prompt, or with `question` the extraction prompt for that question, in `language`.
    Too short a target is one error naming the shortest input length that builds, found by building it.
    With `task` (the user's task file), the input of its question `question` instead (`task_inputs`)."""
    from kvtrial.facts import QUESTION_IDS

    if task is not None:
        from kvtrial.protocol.task_inputs import task_input

        if question is None or question not in task.question_ids:
            raise KvtrialError(f"unknown question {question!r}; the task file asks {', '.join(task.question_ids)}")
        built = task_input(tokenizer, target_tokens, question, task)
        return Sample(f"{sample_id}@{target_tokens}#{question}", target_tokens, built.material, built.formatted,
                      built.input_ids, question, built.refused)

    if question is not None and question not in QUESTION_IDS:
        raise KvtrialError(f"unknown question {question!r}; the material asks {', '.join(QUESTION_IDS)}")
    try:
        return _build_sample(tokenizer, sample_id, target_tokens, question, language)
    except _TooShort as exc:
        shortfall = exc.shortfall
    # The advice comes from the check itself, for this language, tokenizer, sample and question: a
    # Chinese or Russian prompt takes more tokens than an English one, so a fixed margin asked too little.
    trial = target_tokens + shortfall
    for _ in range(_ADVICE_TRIES):
        try:
            _build_sample(tokenizer, sample_id, trial, question, language)
            break
        except _TooShort as exc:
            trial += exc.shortfall
    else:
        raise KvtrialError(f"input length {target_tokens} tokens is too short for the fact material in "
                           f"{language!r}, and no length up to {trial} builds it")
    what = "the brief" if question is None else f"question {question}"
    raise KvtrialError(f"input length {target_tokens} tokens is too short for the fact material in {language!r} "
                       f"({what}, with this model's chat template and tokenizer); use at least {trial}")


def _build_sample(tokenizer: Any, sample_id: str, target_tokens: int, question: str | None,
                  language: str) -> Sample:
    from kvtrial.errors import MaterialTooShortError
    from kvtrial.facts import build_material as _build_material

    overhead = len(encode(tokenizer, format_prompt(tokenizer, ""))) + 1
    if target_tokens <= overhead + 32:
        raise _TooShort(overhead + 33 - target_tokens)

    def build_material(seed: int, budget: int, count: Any, language: str) -> Any:
        if budget <= 0:
            raise _TooShort(1 - budget)
        try:
            return _build_material(seed, budget, count, language=language)
        except MaterialTooShortError as exc:
            raise _TooShort(exc.needed - exc.target_tokens) from None

    def count(text: str) -> int:
        return len(tokenizer(text, add_special_tokens=False)["input_ids"])

    # a model without a chat template (a base model) continues text: its question prompt ends with an answer cue
    completion = not getattr(tokenizer, "chat_template", None)

    def prompt_of(material: Any) -> str:
        if question is None:
            return str(material.prompt)
        asked = next(q for q in material.questions if q.question_id == question)
        return str(material.question_prompt(asked, completion=completion))

    seed = sample_seed(sample_id)
    budget = target_tokens - overhead
    material = build_material(seed, budget, count, language=language)
    # The question prompt wraps the same paragraphs differently from the brief's (shorter instructions, the
    # question instead): shrink the material by the difference when it is longer, so the input still lands
    # at or under the target ...
    extra = count(prompt_of(material)) - count(material.prompt)
    if extra > 0:
        budget -= extra
        material = build_material(seed, budget, count, language=language)
    def render(m: Any) -> tuple[str, list[int]]:
        text = format_prompt(tokenizer, prompt_of(m))
        return text, encode(tokenizer, text)

    formatted, ids = render(material)
    # ... and grow it by what is left when it is shorter, so an `in1024` cell's input is close to 1024
    # tokens, not the brief's length minus the brief's instructions. The material grows a paragraph at a
    # time: bisect the material budget for the longest input still within the target. (The brief's own
    # inputs are left exactly as they were built before questions existed.)
    low, high = budget, budget + 2 * (target_tokens - len(ids))
    while question is not None and high - low > 4 and target_tokens - len(ids) > 8:
        mid = (low + high) // 2
        grown = build_material(seed, mid, count, language=language)
        grown_formatted, grown_ids = render(grown)
        if len(grown_ids) <= target_tokens:
            low = mid
            if len(grown_ids) > len(ids):
                material, formatted, ids = grown, grown_formatted, grown_ids
        else:
            high = mid
    suffix = f"#{question}" if question else ""
    return Sample(f"{sample_id}@{target_tokens}{suffix}", target_tokens, material, formatted, ids, question)


def task_questions(task: str, questions: Sequence[str] | None,
                   task_file: TaskFile | None = None) -> tuple[str | None, ...]:
    """The questions a run asks: (None,) for the brief; the chosen (default: every) question for `questions`;
    every question of the task file for `file`."""
    from kvtrial.facts import QUESTION_IDS

    if task == "brief":
        return (None,)
    if task == "file":
        if task_file is None:
            raise KvtrialError("task 'file' needs its task file")
        return task_file.question_ids
    return tuple(questions) if questions else QUESTION_IDS


def short_sample(tokenizer: Any, record: Record) -> Sample:
    """The fixed short sample of a record (admission, baseline, the run's first cell): its task's first input."""
    shared = record.shared
    task = record_task(record)
    first = task_questions(shared.task, shared.questions, task)[0]
    sample = build_sample(tokenizer, shared.sample_id, record.matrix.short_sample_tokens, first, shared.language, task)
    if sample.refused:
        raise KvtrialError(f"the short sample cannot be built: {sample.refused} (matrix.short_sample_tokens "
                           f"{record.matrix.short_sample_tokens})")
    return sample


def record_task(record: Record) -> TaskFile | None:
    """The user's task file of a record with task `file` (checked against its registered hash), else None."""
    if record.shared.task != "file":
        return None
    from kvtrial.protocol.task_inputs import registered_task

    return registered_task(record.shared)


def grade(sample: Sample, text: str, stop_reason: str | None, output_tokens: int | None,
          budget: int | None) -> tuple[int | None, dict[str, Any], dict[str, Any]]:
    """(fact errors, fact grades, integrity report) of one generated text, against the source material. No error
    count for a brief that is not gradable (written in a language the grader has no rules for)."""
    from kvtrial.facts import grade_answer, grade_output
    from kvtrial.integrity import check_integrity
    from kvtrial.tasks.build import TaskInput

    if isinstance(sample.material, TaskInput):
        from kvtrial.protocol.task_inputs import grade_task

        errors, graded_task = grade_task(sample.material, text)
        checked = check_integrity(text, stop_reason, (), output_tokens=output_tokens, budget=budget,
                                  sentence_ending=False)
        return errors, graded_task, checked.to_dict()
    if sample.question is not None:
        asked = next(q for q in sample.material.questions if q.question_id == sample.question)
        answer = grade_answer(asked, text, sample.material.language)
        # a short answer ("19 July 2026") need not be a sentence, and has no sections
        integrity = check_integrity(text, stop_reason, (), output_tokens=output_tokens, budget=budget,
                                    sentence_ending=False)
        fact = asked.fact
        graded = {**answer.to_dict(), "kind": fact.kind, "paragraph": fact.paragraph, "depth": fact.depth}
        return int(answer.label != "correct"), {"task": "questions", "facts": [graded]}, integrity.to_dict()
    grades = grade_output(sample.material, text)
    integrity = check_integrity(text, stop_reason, sample.material.required_sections,
                                output_tokens=output_tokens, budget=budget)
    return (int(grades.errors) if grades.gradable else None), grades.to_dict(), integrity.to_dict()
