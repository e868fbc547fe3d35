"""A rough deadline or a weekday time set on the planned work item ("first week of June", "by end of July", "6月第一周",
"к концу июля"), also on an indented line continuing the item's entry, is one addition with its step; a meeting set for a
weekday with its clock time before the meeting word ("On Friday at 10:00 a call …", "周五上午10点开个会", "В пятницу в
10:00 созвон …") is one addition. A correct length derived from the facts adds nothing. Briefs written for these tests
on seed 5."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds

SEP = {"en": " ", "ru": " ", "zh": ""}

ROUGH = {
    "en": "Next step: the team will confirm the translation of the user guides by end of July.",
    "zh": "下一步：用户指南翻译计划在8月第一周启动。",
    "ru": "Следующий шаг: перевод руководств пользователя планируют закончить к концу августа.",
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_a_rough_deadline_on_the_planned_item_is_one_addition(lang):
    g = graded(lang, 5, SEED5_FACTS[lang] + SEED5_WORK[lang] + SEP[lang] + ROUGH[lang])
    assert facts(g)["planned"] == "correct"
    assert len(g.unsupported) == 1, kinds(g)


def test_an_indented_line_under_the_item_carries_its_deadline():
    text = (SEED5_FACTS["en"] + "\n\n- Done: barcode scanners installed\n"
            "- Planned: translation of the user guides, not started yet.\n"
            "  Target start: the first week of August.\n")
    g = graded("en", 5, text)
    assert facts(g)["planned"] == "correct"
    assert len(g.unsupported) == 1, kinds(g)


MEETINGS = {
    "en": "On Thursday at 9:30 a call with the Leeds office team; I have sent you the invite.",
    "ru": "В четверг в 9:30 созвон с командой офиса в Лидсе, приглашение я тебе отправил.",
}


@pytest.mark.parametrize("lang", sorted(MEETINGS))
def test_a_meeting_set_for_a_weekday_time_is_one_addition(lang):
    g = graded(lang, 5, SEED5_FACTS[lang] + SEED5_WORK[lang] + SEP[lang] + MEETINGS[lang])
    assert len(g.unsupported) == 1, kinds(g)


DERIVED = {
    "en": "That gives the team about sixteen weeks in all.",
    "zh": "整个试点大约十六周。",
    "ru": "Всего на пилот около шестнадцати недель.",
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_a_length_derived_from_the_dates_adds_nothing(lang):
    g = graded(lang, 5, SEED5_FACTS[lang] + SEED5_WORK[lang] + SEP[lang] + DERIVED[lang])
    assert kinds(g) == []


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_the_facts_told_right_stay_correct_with_no_addition(lang):
    g = graded(lang, 5, SEED5_FACTS[lang] + SEED5_WORK[lang])
    assert set(facts(g).values()) == {"correct"} and kinds(g) == []
