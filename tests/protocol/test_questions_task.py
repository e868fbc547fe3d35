"""The extraction-question task: one question per request, each its own cell, each answer graded
against its one source fact; records name the task and the questions, and bad ones are refused."""

from __future__ import annotations

import tomllib
import typing
from importlib.resources import files

import pytest

from kvtrial.commands.demo import DEMO_QUESTIONS
from kvtrial.facts import QUESTION_IDS
from kvtrial.protocol.matrix import SHORT, schedule_requests
from kvtrial.protocol.record import RecordError, parse_record
from kvtrial.protocol.record_schema import Branch, Matrix, QuestionId
from kvtrial.protocol.samples import build_sample, grade, task_questions
from tests.protocol.conftest import tiny_record

BRANCHES = [Branch("ordinary", "native", "ordinary"), Branch("q8_0", "native", "q8_0")]
MATRIX = Matrix(input_tokens=[850], output_budgets=[6], repeats=2, warmup=True, short_sample_tokens=800,
                short_sample_budget=4)


def test_every_question_is_its_own_cell_with_warmup_and_repeats() -> None:
    plan = schedule_requests(BRANCHES, MATRIX, ("q_budget", "q_end_date"))
    short = [p for p in plan if p.phase == SHORT]
    assert {p.cell_id for p in short} == {"short-in800-out4-q_budget"} and {p.question for p in short} == {"q_budget"}
    cells = [p.cell_id for p in plan if p.phase != SHORT]
    assert list(dict.fromkeys(cells)) == ["in850-out6-q_budget", "in850-out6-q_end_date"]
    per_cell = [p for p in plan if p.cell_id == "in850-out6-q_end_date"]
    assert sum(p.warmup for p in per_cell) == 2 and len(per_cell) == 2 + 2 * 2
    assert {p.sample_key for p in per_cell} == {"850/q_end_date"}
    # the brief task keeps its cells and inputs unchanged
    brief = schedule_requests(BRANCHES, MATRIX)
    assert {p.cell_id for p in brief if p.phase != SHORT} == {"in850-out6"} and brief[0].sample_key == "800"


def test_the_question_ids_of_the_schema_are_the_materials() -> None:
    assert tuple(typing.get_args(QuestionId)) == QUESTION_IDS
    assert task_questions("brief", None) == (None,)
    assert task_questions("questions", None) == QUESTION_IDS
    assert task_questions("questions", ["q_budget"]) == ("q_budget",)


def test_a_question_sample_asks_it_and_grades_the_answer_on_its_source_fact(tiny_folder) -> None:
    from kvtrial.models.metadata import load_tokenizer

    tokenizer = load_tokenizer(str(tiny_folder))
    sample = build_sample(tokenizer, "writing_case_a", 900, "q_budget")
    asked = next(q for q in sample.material.questions if q.question_id == "q_budget")
    assert sample.question == "q_budget" and sample.sample_id == "writing_case_a@900#q_budget"
    assert asked.text in sample.formatted and len(sample.input_ids) <= 900
    # the question's prompt is shorter than the brief's: the material grows so the input stays near its
    # length (within a paragraph), rather than the brief's length less the brief's instructions
    assert len(sample.input_ids) >= 900 - 100, len(sample.input_ids)
    # the same material as the brief's at this length would hold the same facts
    budget = sample.material.fact("budget")
    right = f"The budget of the pilot is {budget.value['currency']} {budget.value['amount']:,}."
    errors, grades, integrity = grade(sample, right, "eos", 8, 16)
    fact = grades["facts"][0]
    assert grades["task"] == "questions" and fact["fact_id"] == "budget" and fact["paragraph"] == budget.paragraph
    assert errors == 0 and fact["label"] == "correct", fact
    wrong_errors, wrong, _ = grade(sample, "The budget is EUR 1.", "eos", 6, 16)
    assert wrong_errors == 1 and wrong["facts"][0]["label"] != "correct"
    # a short answer is not held to sentence form, but loops and unexplained stops still count
    assert integrity["ending"]["passed"] and "not checked" in integrity["ending"]["detail"]
    with pytest.raises(Exception, match="unknown question 'q_colour'"):
        build_sample(tokenizer, "writing_case_a", 900, "q_colour")


def test_records_name_the_task_and_refuse_what_does_not_fit(tiny_folder) -> None:
    data = tiny_record(tiny_folder)
    data["shared"].update(task="questions", questions=["q_start_date", "q_budget"])
    record = parse_record(data)
    assert record.shared.task == "questions" and record.shared.questions == ["q_start_date", "q_budget"]
    assert parse_record(record.to_dict()).shared == record.shared
    data["shared"]["questions"] = ["q_colour"]
    with pytest.raises(RecordError, match=r"shared\.questions"):
        parse_record(data)
    data["shared"].update(task="brief", questions=["q_budget"])
    with pytest.raises(RecordError, match="applies to shared.task 'questions' only"):
        parse_record(data)
    data["shared"].update(task="essay")
    data["shared"].pop("questions")
    with pytest.raises(RecordError, match=r"shared\.task"):
        parse_record(data)


def test_the_demo_thresholds_name_exactly_the_cells_the_demo_runs() -> None:
    th = tomllib.loads((files("kvtrial") / "data" / "thresholds-demo.toml").read_text(encoding="utf-8"))
    matrix = Matrix(profile="quick")  # the demo's profile, its cells from PROFILE_CELLS
    planned = {p.cell_id for p in schedule_requests(BRANCHES, matrix, DEMO_QUESTIONS) if p.phase != SHORT}
    assert set(th["performance"]["target_cells"]) == planned
    assert th["quality"]["max_fact_errors"] == 0  # one fact per answer


@pytest.mark.parametrize("language, cue, instruction, tokens", [("en", "Answer:", "Give only the answer", 900),
                                                                ("zh", "答案：", "只给出答案", 4000),
                                                                ("ru", "Ответ:", "Дайте только ответ", 4000)])
def test_a_model_without_a_chat_template_is_asked_to_complete_an_answer(tiny_folder, language, cue, instruction,
                                                                        tokens) -> None:
    """A base model (no chat template) continues text: its question prompt ends with the language's answer cue
    instead of the answer instruction, so its continuation is the answer, not the next paragraph of the notes."""
    import copy

    from kvtrial.models.metadata import load_tokenizer

    base = load_tokenizer(str(tiny_folder))
    assert not base.chat_template  # the tiny model has none, like a base model
    chat = copy.deepcopy(base)  # a chat model's turn keeps the instruction line
    chat.chat_template = ("{% for m in messages %}<|{{ m['role'] }}|>{{ m['content'] }}\n{% endfor %}"
                          "{% if add_generation_prompt %}<|assistant|>{% endif %}")
    with_template = build_sample(chat, "writing_case_a", tokens, "q_budget", language)
    without = build_sample(base, "writing_case_a", tokens, "q_budget", language)
    asked = next(q for q in without.material.questions if q.question_id == "q_budget")
    assert without.formatted.endswith(f"{asked.text}\n{cue}"), without.formatted[-80:]
    assert instruction not in without.formatted and cue not in with_template.formatted
    assert instruction in with_template.formatted and len(without.input_ids) <= tokens
