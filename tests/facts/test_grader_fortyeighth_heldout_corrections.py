"""Corrected values and timeline entries, a class of the forty-eighth held-out set's second round in every language:
a correction whose new date names no role ("Update: it is 13 October 2026, not 3 November.", "Поправка: правильно —
…, а не 3 ноября", "更正：应为…，不是11月3日") gives the fact the role of the date it sets aside, so a wrong new value is
distorted and a right one correct; an assistant owning its slip in so many words ("是我的错") corrects its earlier
date; and a timeline entry naming the pilot's start or end after its dash ("14 June 2026 — Pilot goes live.", "— The
Osprey pilot starts.", "— пилот «Скопа» начинается", "：鱼鹰试点开始") dates that fact, whatever day it gives. Pinned with
briefs written for these tests on the material of seed 5 (the pilot runs 9 June – 3 October 2026)."""

import pytest

from tests.facts.grading import facts, graded, kinds

# the rest of seed 5's facts, told correctly, after the dates
REST = {
    "en": " It covers only invoice matching at the Leeds office; warranty claims are not part of it. Marek Novak "
          "approved it on 15 May 2026; the budget is USD 45,000.\n\n",
    "ru": " Охват — только сверка счетов в офисе в Лидсе; гарантийные претензии в пилот не входят. Марек Новак "
          "утвердил пилот 15 мая 2026 г.; бюджет — 45 000 долларов США.\n\n",
    "zh": "只涵盖利兹办公室的发票匹配，保修索赔不在范围内。马雷克·诺瓦克已于2026年5月15日批准该试点，预算为45,000美元。\n\n",
}
# the window with a slip in its end (3 November for 3 October)
SLIPPED = {
    "en": "The pilot runs from 9 June 2026 to 3 November 2026.",
    "ru": "Пилот идёт с 9 июня 2026 г. по 3 ноября 2026 г.",
    "zh": "试点从2026年6月9日到2026年11月3日，",
}
# a correction giving the new end with no role word of its own, setting the slip aside by name
FIXED = {
    "en": "Update: it is {new}, not 3 November.\n",
    "ru": "Поправка: правильно — {new}, а не 3 ноября.\n",
    "zh": "更正：应为{new}，不是11月3日。\n",
}
RIGHT = {"en": "3 October 2026", "ru": "3 октября 2026 г.", "zh": "2026年10月3日"}
WRONG = {"en": "13 October 2026", "ru": "13 октября 2026 г.", "zh": "2026年10月13日"}


@pytest.mark.parametrize("lang", list(FIXED))
def test_a_roleless_correction_to_the_right_end_is_correct(lang):
    g = graded(lang, 5, SLIPPED[lang] + REST[lang] + FIXED[lang].format(new=RIGHT[lang]))
    assert facts(g)["end_date"] == "correct", facts(g)
    assert facts(g)["start_date"] == "correct", facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(FIXED))
def test_a_roleless_correction_to_a_wrong_end_is_distorted(lang):
    g = graded(lang, 5, SLIPPED[lang] + REST[lang] + FIXED[lang].format(new=WRONG[lang]))
    assert facts(g)["end_date"] == "distorted", facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(FIXED))
def test_a_roleless_correction_away_from_the_right_end_is_distorted(lang):
    """The first value right, the correction moving it to a wrong one: the correction's value is the brief's."""
    first = SLIPPED[lang].replace("3 November", "3 October").replace("3 ноября", "3 октября") \
        .replace("2026年11月3日", "2026年10月3日")
    fix = FIXED[lang].format(new=WRONG[lang]).replace("3 November", "3 October").replace("3 ноября", "3 октября") \
        .replace("11月3日", "10月3日")
    g = graded(lang, 5, first + REST[lang] + fix)
    assert facts(g)["end_date"] == "distorted", facts(g)


def test_an_update_line_setting_nothing_aside_corrects_nothing():
    """"Update:" with no value set aside is news, no correction: its date is no new end."""
    text = "The pilot runs from 9 June 2026 to 3 October 2026." + REST["en"] + \
        "Update: the next review is on 20 June 2026.\n"
    g = graded("en", 5, text)
    assert facts(g)["end_date"] == "correct", facts(g)


# --- an assistant owning its slip in so many words -------------------------------------------------------------------
OWNED = {
    "en": "User: When does it run?\n\nAssistant: From 9 June 2026 to 3 March 2026.\n\nUser: Before it starts?\n\n"
          "Assistant: You're right, that was my mistake. The pilot ends on {new}.\n",
    "ru": "Пользователь: Когда идёт пилот?\n\nАссистент: С 9 июня 2026 г. по 3 марта 2026 г.\n\nПользователь: Раньше "
          "старта?\n\nАссистент: Вы правы, это моя ошибка. Пилот заканчивается {new}.\n",
    "zh": "用户：试点什么时候进行？\n\n助手：从2026年6月9日到2026年3月3日。\n\n用户：比开始还早？\n\n"
          "助手：您说得对，这是我的错。试点于{new}结束。\n",
}


@pytest.mark.parametrize("lang", list(OWNED))
def test_an_owned_slip_corrected_to_the_right_end_is_correct(lang):
    g = graded(lang, 5, OWNED[lang].format(new=RIGHT[lang]))
    assert facts(g)["end_date"] == "correct", facts(g)


@pytest.mark.parametrize("lang", list(OWNED))
def test_an_owned_slip_corrected_to_a_wrong_end_is_distorted(lang):
    g = graded(lang, 5, OWNED[lang].format(new=WRONG[lang]))
    assert facts(g)["end_date"] == "distorted", facts(g)


# --- a timeline entry naming the pilot's start or end ----------------------------------------------------------------
TIMELINE = {
    "en": ["{start} — Pilot goes live.\n3 October 2026 — Pilot concludes.",
           "{start} — The Osprey pilot starts.\n3 October 2026 — The Osprey pilot ends.",
           "{start} — Pilot phase starts.\n3 October 2026 — Pilot phase ends.",
           "{start} — Pilot start.\n3 October 2026 — Pilot end."],
    "ru": ["{start} — пилот «Скопа» начинается.\n3 октября 2026 г. — пилот «Скопа» заканчивается."],
    "zh": ["{start}——试点上线。\n2026年10月3日——试点结束。",
           "{start}：鱼鹰试点开始\n2026年10月3日：鱼鹰试点结束"],
}
START_RIGHT = {"en": "9 June 2026", "ru": "9 июня 2026 г.", "zh": "2026年6月9日"}
START_WRONG = {"en": "14 June 2026", "ru": "14 июня 2026 г.", "zh": "2026年6月14日"}
CASES = [(lang, form) for lang, forms in TIMELINE.items() for form in forms]


@pytest.mark.parametrize(("lang", "form"), CASES)
def test_a_timeline_entry_dates_the_pilots_start(lang, form):
    g = graded(lang, 5, form.format(start=START_RIGHT[lang]) + "\n\n" + REST[lang].strip() + "\n")
    assert facts(g)["start_date"] == "correct", facts(g)
    assert facts(g)["end_date"] == "correct", facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize(("lang", "form"), CASES)
def test_a_timeline_entry_with_a_wrong_start_is_distorted(lang, form):
    g = graded(lang, 5, form.format(start=START_WRONG[lang]) + "\n\n" + REST[lang].strip() + "\n")
    assert facts(g)["start_date"] == "distorted", facts(g)
    assert kinds(g) == []


# --- a correction naming the fact, its new value wrong: the slip it replaces is no addition ---------------------------
NAMED_FIX = {
    "en": "Correction: the end date above is wrong — it is {new}.\n",
    "ru": "Поправка: дата окончания выше указана неверно, правильно — {new}.\n",
    "zh": "更正：上面的结束日期有误，应为{new}。\n",
}


@pytest.mark.parametrize("lang", list(NAMED_FIX))
def test_a_named_correction_to_a_wrong_end_is_distorted_and_its_slip_no_addition(lang):
    g = graded(lang, 5, SLIPPED[lang] + REST[lang] + NAMED_FIX[lang].format(new=WRONG[lang]))
    assert facts(g)["end_date"] == "distorted", facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(NAMED_FIX))
def test_a_named_correction_to_the_right_end_is_correct(lang):
    g = graded(lang, 5, SLIPPED[lang] + REST[lang] + NAMED_FIX[lang].format(new=RIGHT[lang]))
    assert facts(g)["end_date"] == "correct", facts(g)
    assert kinds(g) == []
