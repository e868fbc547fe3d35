"""The pilot's end told as its last day or with a closing verb after its start, in every language: "the pilot kicks
off on X and wraps up on Y", "its final day is Y", "последним днём пилота будет Y", "试点的最后一天定在Y" give Y as the
end date, so a wrong Y is the end distorted (no invented date, no end left out) and the right Y is correct; the last
day of something else (a budget year, a deadline to hand something in) is no end of the pilot's. Pinned with briefs
written for these tests on the material of seed 5 (start 9 June 2026, end 3 October 2026)."""

import pytest

from tests.facts.grading import SEED5_WORK, facts, graded, kinds

# seed 5's scope, exclusion, approval and budget told correctly, with its work items: the frame around the dates
REST = {
    "en": "Only invoice matching at the Leeds office is in scope, and warranty claims are left out. Marek Novak gave "
          "his approval on 15 May 2026 for a budget of USD 45,000. ",
    "ru": "В пилот входит лишь сверка счетов в лидсском офисе, гарантийные претензии исключены. Бюджет 45 000 долларов "
          "США утвердил Марек Новак 15 мая 2026 г. ",
    "zh": "范围仅限利兹办公室的发票匹配，不含保修索赔。预算45,000美元，由马雷克·诺瓦克于2026年5月15日批准。",
}

# the start, then the end told by a closing verb or as the pilot's last day; {end} is the end's date
CLOSING = {
    "en": ["The pilot kicks off on 9 June 2026 and wraps up on {end}. ",
           "Work begins on 9 June 2026. Its final day is {end}. ",
           "Starting on 9 June 2026, the pilot has its last day on {end}. "],
    "ru": ["Работы стартуют 9 июня 2026 г. Последним днём пилота будет {end}. ",
           "Пилот откроется 9 июня 2026 г.; его последний день — {end}. "],
    "zh": ["试点自2026年6月9日启动，试点的最后一天定在{end}。",
           "项目2026年6月9日开工，最后一天为{end}。"],
}
RIGHT = {"en": "3 October 2026", "ru": "3 октября 2026 г.", "zh": "2026年10月3日"}
WRONG = {"en": "6 October 2026", "ru": "6 октября 2026 г.", "zh": "2026年10月6日"}
CASES = [(lang, i) for lang, forms in CLOSING.items() for i in range(len(forms))]


def _graded(lang: str, dates: str, more: str = ""):
    return graded(lang, 5, dates + REST[lang] + SEED5_WORK[lang] + more)


@pytest.mark.parametrize(("lang", "i"), CASES)
def test_the_right_last_day_is_the_end_date(lang, i):
    g = _graded(lang, CLOSING[lang][i].format(end=RIGHT[lang]))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize(("lang", "i"), CASES)
def test_a_wrong_last_day_is_the_end_distorted(lang, i):
    g = _graded(lang, CLOSING[lang][i].format(end=WRONG[lang]))
    got = facts(g)
    assert got.pop("end_date") == "distorted"
    assert set(got.values()) == {"correct"}, got
    assert kinds(g) == []


# the last day of another thing, after the pilot's dates told right: a date of its own, no second end
OTHER_LAST_DAY = {
    "en": "The pilot runs from 9 June 2026 to 3 October 2026. ",
    "ru": "Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г. ",
    "zh": "试点于2026年6月9日开始，2026年10月3日结束。",
}
OTHER = {
    "en": ["The last day of the financial year is 31 March 2027.", "The final day to send in receipts is 31 March 2027."],
    "ru": ["Последний день финансового года — 31 марта 2027 г.", "Последний день приёма чеков — 31 марта 2027 г."],
    "zh": ["财年最后一天是2027年3月31日。", "报销单提交的最后一天是2027年3月31日。"],
}
OTHER_CASES = [(lang, i) for lang, forms in OTHER.items() for i in range(len(forms))]


@pytest.mark.parametrize(("lang", "i"), OTHER_CASES)
def test_another_things_last_day_leaves_the_end_alone(lang, i):
    g = _graded(lang, OTHER_LAST_DAY[lang], "\n\n" + OTHER[lang][i])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert [k for k, _ in kinds(g)] == ["date"]


@pytest.mark.parametrize(("lang", "i"), OTHER_CASES)
def test_another_things_last_day_is_no_end_when_the_end_is_left_out(lang, i):
    start = {"en": "The pilot starts on 9 June 2026. ", "ru": "Пилот начнётся 9 июня 2026 г. ", "zh": "试点于2026年6月9日开始。"}
    g = _graded(lang, start[lang], "\n\n" + OTHER[lang][i])
    assert facts(g)["end_date"] == "omitted"
    assert [k for k, _ in kinds(g)] == ["date"]
