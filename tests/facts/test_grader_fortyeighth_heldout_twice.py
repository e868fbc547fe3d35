"""One addition counted once, in every language: a meeting set under a next-steps heading with its time in number words
("in two weeks", "через две недели", "两周后") and what it will go over is one invented plan (the time is part of the
meeting), while a count of things beside it ("two drivers") stays a number of its own; a person of the background
given a task after a dash in an action item ("X – collect the feedback by Friday") is that person's one addition,
while a line retelling what the background says the person does stays no addition; an invented sentence tacked onto
an assistant's correction line in a chat is still counted. Pinned with briefs written for these tests on the material
of seed 5; a wrong value or a second invented claim in the same form is still caught."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds

# seed 5's two work items, told correctly: every fact of these briefs is correct
WORK = {lang: told + "\n\n" for lang, told in SEED5_WORK.items()}


def _graded(lang: str, added: str):
    g = graded(lang, 5, SEED5_FACTS[lang] + WORK[lang] + added)
    assert set(facts(g).values()) == {"correct"}, facts(g)
    return g


# --- a meeting set under a next-steps heading, its time in number words: one plan -----------------------------------
MEETING = {
    "en": "Next steps\n- A progress meeting in three weeks to go over the clerks' feedback.\n",
    "ru": "Следующие шаги:\n- встреча по итогам — через три недели, разобрать замечания кладовщиков.\n",
    "zh": "下一步：\n- 三周后召开一次进度会，梳理仓库员工的意见。\n",
}
# an invented count of things beside it: a number and a plan of their own
HIRING = {"en": "- Hiring four drivers for the night shift.\n", "ru": "- Нанять четырёх водителей на ночную смену.\n",
          "zh": "- 为夜班招聘四名司机。\n"}


@pytest.mark.parametrize("lang", list(MEETING))
def test_a_meeting_in_number_words_under_next_steps_is_one_plan(lang):
    got = kinds(_graded(lang, MEETING[lang]))
    assert len(got) == 1 and got[0][0] == "plan", got


@pytest.mark.parametrize("lang", list(MEETING))
def test_a_count_of_things_beside_the_meeting_is_still_a_number_and_a_plan(lang):
    got = kinds(_graded(lang, MEETING[lang] + HIRING[lang]))
    assert sorted(k for k, _ in got) == ["number", "plan", "plan"], got


def test_an_invented_count_listed_as_a_next_step_stays_two_claims():
    got = kinds(_graded("en", "Next steps\n- Hiring four drivers for the night shift.\n"))
    assert sorted(k for k, _ in got) == ["number", "plan"], got


def test_the_meeting_in_digits_reads_the_same():
    got = kinds(_graded("en", MEETING["en"].replace("three weeks", "3 weeks")))
    assert len(got) == 1 and got[0][0] == "plan", got


# --- a person of the background given a task after a dash: that person's one addition --------------------------------
# (seed 5's background people: Ruth Adeyemi keeps meeting notes; Sean Gallagher and Jonas Berg run a quiz evening; in
# the Russian material Nadia Rahimi runs it; in the Chinese one, Ruth Adeyemi)
TASK = {
    "en": ("Actions\n- Ruth Adeyemi – gather the scanner error reports by Friday\n", "Ruth Adeyemi"),
    "ru": ("Поручения:\n- Надия Рахими – собрать отчёты об ошибках сканеров до пятницы\n", "Надия Рахими"),
    "zh": ("待办事项：\n- 露丝·阿德耶米 – 周五前收集扫描器的故障记录\n", "露丝·阿德耶米"),
}
RETOLD = {
    "en": "Actions\n- Sean Gallagher – organise the quiz evening for colleagues\n",
    "ru": "Поручения:\n- Надия Рахими – устраивать для коллег вечер викторин\n",
    "zh": "待办事项：\n- 露丝·阿德耶米 – 组织同事的问答之夜\n",
}


@pytest.mark.parametrize("lang", list(TASK))
def test_a_background_person_given_a_task_after_a_dash_is_one_addition(lang):
    text, person = TASK[lang]
    assert kinds(_graded(lang, text)) == [("person", person)]


def test_the_task_after_a_colon_reads_the_same():
    text, person = TASK["en"]
    assert kinds(_graded("en", text.replace(" –", ":"))) == [("person", person)]


@pytest.mark.parametrize("lang", list(RETOLD))
def test_an_action_item_retelling_the_background_adds_nothing(lang):
    assert kinds(_graded(lang, RETOLD[lang])) == []


# --- an invented sentence tacked onto an assistant's correction line: still an addition -----------------------------
CHAT = {
    "en": "User: When does the pilot end?\n\nAssistant: It ends on 3 September 2026.\n\nUser: Are you sure?\n\n"
          "Assistant: Sorry, I misread it: the pilot ends on 3 October 2026. {x}\n",
    "ru": "Пользователь: Когда заканчивается пилот?\n\nАссистент: 3 сентября 2026 г.\n\nПользователь: Точно?\n\n"
          "Ассистент: Простите, я ошибся: пилот заканчивается 3 октября 2026 г. {x}\n",
    "zh": "用户：试点什么时候结束？\n\n助手：2026年9月3日。\n\n用户：确定吗？\n\n助手：抱歉，我看错了：试点于2026年10月3日"
          "结束。{x}\n",
}
TACKED = {"en": "Label printers were swapped twice.", "ru": "Кладовщики попросили продлить обеденный перерыв.",
          "zh": "供应商的款项已经付清。"}


@pytest.mark.parametrize("lang", list(CHAT))
def test_a_claim_tacked_onto_a_correction_line_is_an_addition(lang):
    g = graded(lang, 5, CHAT[lang].format(x=TACKED[lang]))
    assert facts(g)["end_date"] == "correct", facts(g)
    assert any(TACKED[lang].rstrip(".。") in t for _, t in kinds(g)), kinds(g)


@pytest.mark.parametrize("lang", list(CHAT))
def test_the_correction_line_alone_adds_no_claim_of_its_own(lang):
    g = graded(lang, 5, CHAT[lang].format(x=""))
    assert facts(g)["end_date"] == "correct", facts(g)
    assert not any("10" in t or "October" in t or "октября" in t for _, t in kinds(g)), kinds(g)
