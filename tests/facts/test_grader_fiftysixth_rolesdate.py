"""A date told with its role is a value of that fact, in every language, never an added date. A timeline's row
giving the date, a column of blanks, then the pilot's end ("13 Oct 2026   Pilot ends", "13 октября 2026 г.   Пилот
завершается", "2026年10月13日   试点结束") names that date's role: a wrong day is the end distorted. A later sentence past
a lead-in of a few words calling the reader's eye to it ("The one date worth keeping in mind: the pilot closes on
13 October", "Одна дата, о которой стоит помнить: …", "项目组提醒大家务必要牢牢记住的一个非常关键的日期：…") gives the end a
second value, its year left out or not. The same layouts with the source's day stay correct with no addition, and
another event's date, in a timeline's row or past the same lead-in, stays one addition. Pinned with briefs written for
these tests on the material of seed 5."""

import pytest

from tests.facts.grading import SEED5_WORK, facts, graded, kinds

REST = {
    "en": "Scope: invoice matching, Leeds office only; warranty claims stay outside. Marek Novak gave his approval on "
          "15 May 2026, budget USD 45,000. ",
    "ru": "Охват: только сверка счетов, офис в Лидсе; гарантийные претензии остаются за рамками. Марек Новак утвердил "
          "пилот 15 мая 2026 г., бюджет — 45 000 долларов США. ",
    "zh": "范围：仅利兹办公室的发票匹配，保修索赔不包括在内。马雷克·诺瓦克于2026年5月15日批准，预算45,000美元。",
}

# a timeline of rows "DATE   EVENT"; {extra} is a row of another event, {end} the end's date
TIMELINE = {
    "en": "Osprey at a glance\n\n15 May 2026   Approved by Marek Novak [4]\n09 Jun 2026   Pilot starts [2]\n"
          "{extra}{end}   Pilot ends [8]\n\n",
    "ru": "«Скопа» кратко\n\n15 мая 2026 г.   Утверждён Мареком Новаком [4]\n9 июня 2026 г.   Пилот стартует [2]\n"
          "{extra}{end}   Пилот завершается [8]\n\n",
    "zh": "鱼鹰试点一览\n\n2026年5月15日   马雷克·诺瓦克批准 [4]\n2026年6月9日   试点开始 [2]\n{extra}{end}   试点结束 [8]\n\n",
}
OTHER_ROW = {
    "en": "mid-Aug 2026  Supplier workshop in Leeds [3]\n",
    "ru": "середина августа 2026 г.   Семинар для поставщиков в Лидсе [3]\n",
    "zh": "2026年8月中旬   利兹供应商研讨会 [3]\n",
}
ROW_END = {"en": ("03 Oct 2026", "13 Oct 2026"), "ru": ("3 октября 2026 г.", "13 октября 2026 г."),
           "zh": ("2026年10月3日", "2026年10月13日")}

# the run told first, then a later sentence past a lead-in giving the end again, its year left out; {d} is its day
RUN = {"en": "- Runs 9 June - 3 October 2026.\n\n", "ru": "- Сроки: 9 июня – 3 октября 2026 г.\n\n",
       "zh": "- 时间：2026年6月9日至10月3日。\n\n"}
LATER = {
    "en": ["The one date worth keeping in mind: the pilot closes on {d}.\n",
           "Please put this in your calendar now: the pilot wraps up on {d}.\n"],
    "ru": ["Одна дата, о которой стоит помнить: пилот завершится {d}.\n",
           "Запишите себе в календарь прямо сейчас: пилот закончится {d}.\n"],
    "zh": ["项目组提醒大家务必要牢牢记住的一个非常关键的日期：试点{d}收尾。\n", "请记住这个日期：试点{d}结束。\n"],
}
LATER_DAY = {"en": ("3 October", "13 October"), "ru": ("3 октября", "13 октября"), "zh": ("10月3日", "10月13日")}
# another event's end past the same lead-in: a date of its own, no value of the pilot's end
OTHER_LATER = {
    "en": "The one date worth keeping in mind: the supplier workshop closes on 13 October.\n",
    "ru": "Одна дата, о которой стоит помнить: семинар для поставщиков завершится 13 октября.\n",
    "zh": "项目组提醒大家务必要牢牢记住的一个非常关键的日期：供应商研讨会10月13日收尾。\n",
}
LANGS = ("en", "ru", "zh")
LATER_CASES = [(lang, i) for lang in LANGS for i in range(len(LATER[lang]))]


def _timeline(lang: str, end: str, extra: str = ""):
    return graded(lang, 5, TIMELINE[lang].format(end=end, extra=extra) + REST[lang] + SEED5_WORK[lang])


def _later(lang: str, sentence: str):
    return graded(lang, 5, RUN[lang] + REST[lang] + SEED5_WORK[lang] + "\n\n" + sentence)


@pytest.mark.parametrize("lang", LANGS)
def test_a_timeline_row_with_the_wrong_end_is_the_end_distorted(lang):
    g = _timeline(lang, ROW_END[lang][1])
    got = facts(g)
    assert got.pop("end_date") == "distorted"
    assert set(got.values()) == {"correct"}, got
    assert kinds(g) == []


@pytest.mark.parametrize("lang", LANGS)
def test_a_timeline_row_with_the_right_end_stays_correct(lang):
    g = _timeline(lang, ROW_END[lang][0])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("wrong", [False, True])
def test_another_events_row_stays_one_added_date(lang, wrong):
    g = _timeline(lang, ROW_END[lang][int(wrong)], OTHER_ROW[lang])
    assert facts(g)["end_date"] == ("distorted" if wrong else "correct")
    assert [k for k, _ in kinds(g)] == ["date"], kinds(g)


@pytest.mark.parametrize(("lang", "i"), LATER_CASES)
def test_a_later_sentence_past_a_lead_in_gives_the_end_a_second_value(lang, i):
    g = _later(lang, LATER[lang][i].format(d=LATER_DAY[lang][1]))
    got = facts(g)
    assert got.pop("end_date") == "distorted"
    assert set(got.values()) == {"correct"}, got
    assert kinds(g) == []


@pytest.mark.parametrize(("lang", "i"), LATER_CASES)
def test_a_later_sentence_past_a_lead_in_with_the_right_day_stays_correct(lang, i):
    g = _later(lang, LATER[lang][i].format(d=LATER_DAY[lang][0]))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", LANGS)
def test_another_events_end_past_the_lead_in_stays_one_added_date(lang):
    g = _later(lang, OTHER_LATER[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert [k for k, _ in kinds(g)] == ["date"], kinds(g)
