"""Additions counted once each, the forty-eighth held-out set's class in every language: an action item with its owner
and deadline is one addition (the person given the task; the deadline is part of it); a meeting set for a time with
what it will go over is one claim; a conditional sentence after its topic ("The main risk — if X, Y") is one claim; a
timeline's entry whose approximate date is the month of a source date ("Early October 2026 — decision on …") is a claim
of its own; a person of the background made the pilot's lead in a bold label ("**Pilot lead**: X") is an addition.
Two separate invented claims stay two. Each is pinned with briefs written for these tests on the material of seed 5."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds

# seed 5's two work items, told correctly: every fact of these briefs is correct
WORK = {lang: told + "\n\n" for lang, told in SEED5_WORK.items()}


def _graded(lang: str, added: str):
    g = graded(lang, 5, SEED5_FACTS[lang] + WORK[lang] + added)
    assert set(facts(g).values()) == {"correct"}, facts(g)
    return g


# --- an action item: its owner (a person of the background) and its deadline, one addition --------------------------
TASK = {
    "en": ("Actions\n- Jonas Berg to send the scanner rollout checklist by 30 June 2026.\n", "Jonas Berg"),
    "ru": ("Поручения:\n— Карл Фогель — разослать график обучения до 30 июня 2026 г.\n", "Карл Фогель"),
    "zh": ("待办事项：\n- 雨果·费雷拉负责在2026年6月30日前分发培训安排。\n", "雨果·费雷拉"),
}
NEXT_MEETING = {"en": "\nNext check-in: 14 July 2026.\n", "ru": "\nСледующая встреча: 14 июля 2026 г.\n",
                "zh": "\n下次例会：2026年7月14日。\n"}


@pytest.mark.parametrize("lang", list(TASK))
def test_an_action_item_with_its_owner_and_deadline_is_one_addition(lang):
    text, person = TASK[lang]
    assert kinds(_graded(lang, text)) == [("person", person)]


@pytest.mark.parametrize("lang", list(TASK))
def test_a_meeting_date_beside_the_action_item_is_a_second_addition(lang):
    text, person = TASK[lang]
    got = kinds(_graded(lang, text + NEXT_MEETING[lang]))
    assert len(got) == 2 and ("person", person) in got and [k for k, _ in got].count("date") == 1, got


# --- a meeting set for a time, with what it will go over: one claim ------------------------------------------------
MEETING = {
    "ru": "Поручения:\n— следующая встреча по пилоту — через две недели, обсудить отзывы сотрудников.\n",
    "zh": "待办事项：\n- 两周后召开下一次进度会，汇总文员的反馈意见。\n",
}


@pytest.mark.parametrize("lang", list(MEETING))
def test_a_meeting_set_with_its_topic_is_one_addition(lang):
    assert len(kinds(_graded(lang, MEETING[lang]))) == 1


def test_a_meeting_set_with_its_topic_is_one_claim_in_chinese():
    got = kinds(_graded("zh", "待办事项：\n- 三周后召开下一次进度会，复核用户指南翻译的排期。\n"))
    assert len(got) == 1, got


# --- a conditional sentence after its topic: one claim; a second invented claim beside it: two ----------------------
RISK = {
    "en": "What could go wrong?\nThe main risk — if the steering committee delays its review, the training will have "
          "to slip.\n",
    "ru": "Что может пойти не так?\nГлавный риск — если комитет затянет с решением, обучение придётся сдвигать.\n",
    "zh": "需要注意的一点：如果培训排期推迟，试点时间会被压缩，这是最大的风险。\n",
}
SECOND = {"en": "The printers also keep jamming on the night shift.\n",
          "ru": "Кроме того, принтеры на складе постоянно зажёвывают бумагу.\n", "zh": "另外，仓库的打印机经常卡纸。\n"}


@pytest.mark.parametrize("lang", list(RISK))
def test_a_conditional_risk_after_its_topic_is_one_claim(lang):
    got = kinds(_graded(lang, RISK[lang]))
    assert len(got) == 1 and got[0][0] == "claim", got


@pytest.mark.parametrize("lang", list(RISK))
def test_a_second_invented_claim_beside_the_risk_is_counted_too(lang):
    got = kinds(_graded(lang, RISK[lang].rstrip("\n") + " " + SECOND[lang]))
    assert len(got) == 2 and {k for k, _ in got} == {"claim"}, got


# --- a timeline's entry at an approximate date in a source date's month: a claim of its own -------------------------
ENTRY = {
    "en": "Early October 2026 — decision on a wider rollout.\n\n3 October 2026 — pilot ends.\n",
    "ru": "Начало октября 2026 г. — решение о расширении пилота.\n\n3 октября 2026 г. — пилот завершается.\n",
    "zh": "2026年10月上旬：决定是否推广到其他站点。\n\n2026年10月3日：试点结束。\n",
}


@pytest.mark.parametrize("lang", list(ENTRY))
def test_a_timeline_entry_at_an_approximate_date_is_an_addition(lang):
    got = kinds(_graded(lang, ENTRY[lang]))
    assert len(got) == 1 and got[0][0] == "claim" and "2026" in got[0][1], got


@pytest.mark.parametrize("lang", list(ENTRY))
def test_a_timeline_entry_of_a_fact_adds_nothing(lang):
    assert kinds(_graded(lang, ENTRY[lang].split("\n\n")[1])) == []


# --- a person of the background made the pilot's lead in a bold label -----------------------------------------------
LEAD = {
    "en": ("- **Pilot lead**: Hugo Ferreira (fleet maintenance)\n", "Hugo Ferreira"),
    "ru": ("- **Руководитель пилота**: Карл Фогель (отдел закупок)\n", "Карл Фогель"),
    "zh": ("- **试点负责人**：雨果·费雷拉（车队维护）\n", "雨果·费雷拉"),
}


@pytest.mark.parametrize("lang", list(LEAD))
def test_a_background_person_as_the_pilot_lead_in_a_bold_label_is_an_addition(lang):
    text, person = LEAD[lang]
    assert kinds(_graded(lang, text)) == [("person", person)]


@pytest.mark.parametrize("lang", list(LEAD))
def test_the_bold_label_with_its_colon_inside_is_read_the_same(lang):
    text, person = LEAD[lang]
    moved = text.replace("**:", ":**").replace("**：", "：**")
    assert kinds(_graded(lang, moved)) == [("person", person)]
