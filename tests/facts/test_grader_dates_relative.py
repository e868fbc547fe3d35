"""A date given by a duration from another date, or only to the week. The end told as an exact count of days or weeks
after the brief's stated start ("exactly 116 days after the start date", "开始后116天", "через 116 дней после старта")
is the date it comes to, graded as if written out (correct when it is the source's, distorted otherwise), the count
no added number; where the brief writes that date right after the count ("起点后116天，即2026年10月3日") that date is the
end, though the start's word stands before it. A date told only as a week of the calendar ("week 40 of 2026",
"2026-W40", "2026年第40周", "40-я календарная неделя 2026 г.") where the source gives the day: the date is told
imprecisely, so it is distorted, not omitted; and the week's number beside a date ("9 June 2026, 24-я календарная
неделя") is the date's label, no number the brief adds. Each is pinned with briefs written for these tests on the
material of seed 5 (start 9 June 2026, end 3 October 2026)."""

import pytest

from tests.facts.grading import facts, graded, kinds

REST = {
    "en": "It covers only invoice matching at the Leeds office [14]; warranty claims are not part of it [8]. Marek Novak "
          "approved it on 15 May 2026 [8], and it has a budget of USD 45,000 [2]. The barcode scanners have already been "
          "installed [14]; the translation of the user guides is planned but has not started [2].\n",
    "ru": "Пилот охватывает только сверку счетов в офисе в Лидсе [17]; гарантийные претензии в него не входят [10]. Марек "
          "Новак утвердил пилот 15 мая 2026 г. [10]; бюджет — 45 000 долларов США [3]. Установка сканеров штрихкодов уже "
          "завершена [17], а перевод руководств пользователя запланирован, но не начат [3].\n",
    "zh": "试点只涵盖利兹办公室的发票匹配[7]，保修索赔不在范围内[5]。马雷克·诺瓦克已于2026年5月15日批准该试点[5]，预算为"
          "45,000美元[1]。条码扫描器安装已经完成[7]，用户指南翻译已列入计划，但尚未开始[1]。\n",
}

WEEK_END = {
    "en": "Planning view\n| Item | When |\n|---|---|\n| Start | 9 June 2026 |\n| End | week 40 of 2026 |\n\n",
    "ru": "Календарь пилота\n  начало ....... 9 июня 2026 г., 24-я календарная неделя [3]\n"
          "  окончание .... 40-я календарная неделя 2026 г. [10]\n\n",
    "zh": "试点日历\nstart:   2026-06-09 [1]\nend:     2026-W40 [5]\n\n",
    "zh-words": "试点日历\n开始：2026年6月9日[1]\n结束：2026年第40周[5]\n\n",
}


@pytest.mark.parametrize("case", list(WEEK_END))
def test_an_end_told_only_as_a_calendar_week_is_distorted(case):
    lang = case[:2]
    g = graded(lang, 5, WEEK_END[case] + REST[lang])
    labels = facts(g)
    assert labels.pop("end_date") == "distorted"
    assert set(labels.values()) == {"correct"}, labels
    assert kinds(g) == []


# --- the end told as an exact count of days or weeks after the start: graded as the date it comes to ----------------
# (seed 5 ends 116 days after its start; 100 days after it is another date)
COUNTED_END = {
    "en": "Schedule\n1) Start: Tuesday 9 June 2026 [2].\n2) End: exactly {n} days after the start date [8].\n\n",
    "ru": "Сроки\n1) Старт: 9 июня 2026 г. [3].\n2) Окончание: ровно через {n} дней после старта [10].\n\n",
    "zh": "时间安排\n开始：2026年6月9日[1]\n结束：开始后{n}天[5]\n\n",
    "zh-told": "倒计时\n起点：2026年6月9日（星期二）[1]\n终点：起点后{n}天，即2026年10月3日[5]\n\n",
}


@pytest.mark.parametrize("case", list(COUNTED_END))
def test_an_end_counted_from_the_start_is_the_date_it_comes_to(case):
    lang = case[:2]
    g = graded(lang, 5, COUNTED_END[case].format(n=116) + REST[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("case", ["en", "ru", "zh"])
def test_an_end_counted_to_another_day_is_distorted(case):
    g = graded(case, 5, COUNTED_END[case].format(n=100) + REST[case])
    labels = facts(g)
    assert labels.pop("end_date") == "distorted"
    assert set(labels.values()) == {"correct"}, labels
    assert kinds(g) == []
