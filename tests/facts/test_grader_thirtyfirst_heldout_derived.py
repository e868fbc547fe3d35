"""Figures a brief computes from the facts, the thirty-first held-out set's class in every language: the pilot's length
between its dates (in days, with or without the end day, and in weeks and days), the budget split per day or per week
over those days, and a simple share of the budget restate the facts: no addition, and no second budget. A figure
computed wrong stays an addition. Briefs written for these tests on the material of seed 5 (9 June to 3 October 2026,
116 days; USD 45,000, about USD 388 a day)."""

import pytest

from tests.facts.grading import facts, graded, kinds

RIGHT = {
    "en": "Pilot figures\n\n- Runs 9 June 2026 to 3 October 2026 [2][8]: 116 days, that is 16 weeks and 4 days.\n"
          "- Budget USD 45,000 [2], about USD 388 per day and about USD 2,716 per week; half of it is USD 22,500.\n"
          "- Invoice matching at the Leeds office only [14]; warranty claims are out of scope [8].\n"
          "- Approved by Marek Novak on 15 May 2026 [8].\n"
          "- The barcode scanners have been installed [14]; the user guide translation is planned, not started [2].\n",
    "ru": "Пилот в цифрах\n\n— Период: с 9 июня 2026 г. по 3 октября 2026 г. [3], [10] — 116 дней, то есть 16 недель "
          "и 4 дня.\n— Бюджет: 45 000 долларов США [3], около 388 долларов США в день; половина — 22 500 долларов США.\n"
          "— Охват: сверка счетов в офисе в Лидсе [17]; гарантийные претензии в пилот не входят [10].\n"
          "— Марек Новак утвердил пилот 15 мая 2026 г. [10].\n"
          "— Установка сканеров штрихкодов уже завершена [17]; перевод руководств пользователя запланирован, но не "
          "начат [3].\n",
    "zh": "试点数字\n\n- 2026年6月9日开始，2026年10月3日结束[1][5]，共计116天，即16周零4天。\n"
          "- 预算45,000美元[1]，按116天平均每天约388美元，每周约2,716美元。\n"
          "- 只涵盖利兹办公室的发票匹配[7]，保修索赔不在范围内[5]。\n"
          "- 马雷克·诺瓦克已于2026年5月15日批准该试点[5]。\n"
          "- 条码扫描器安装已经完成[7]，用户指南翻译已列入计划，但尚未开始[1]。\n",
}


@pytest.mark.parametrize("lang", list(RIGHT))
def test_figures_computed_from_the_facts_are_no_addition(lang):
    g = graded(lang, 5, RIGHT[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


WRONG = {
    "en": RIGHT["en"].replace("116 days, that is 16 weeks and 4 days", "131 days"),
    "ru": RIGHT["ru"].replace("116 дней, то есть 16 недель и 4 дня", "131 день"),
    "zh": RIGHT["zh"].replace("共计116天，即16周零4天", "共计131天"),
}


@pytest.mark.parametrize("lang", list(WRONG))
def test_a_figure_computed_wrong_stays_an_addition(lang):
    g = graded(lang, 5, WRONG[lang])
    assert kinds(g) == [("number", "131")], kinds(g)  # the right splits beside it are still no additions


SPLIT_FIELD = {
    "en": "| fact | value |\n|---|---|\n| Dates | 9 June 2026 to 3 October 2026 [2][8] |\n| Budget | USD 45,000 [2] |\n"
          "| Budget per week over the 116 days | about USD 2,716 |\n| Scope | invoice matching, Leeds office only [14] |\n"
          "| Out of scope | warranty claims [8] |\n| Approval | approved by Marek Novak on 15 May 2026 [8] |\n"
          "| Done | barcode scanner installation [14] |\n| Planned, not started | user guide translation [2] |\n",
    "ru": "| факт | значение |\n|---|---|\n| Сроки | с 9 июня 2026 г. по 3 октября 2026 г. [3], [10] |\n"
          "| Бюджет | 45 000 долларов США [3] |\n| Бюджет в пересчёте на неделю | около 2 716 долларов США |\n"
          "| Охват | сверка счетов, только офис в Лидсе [17] |\n| Не входит в пилот | гарантийные претензии [10] |\n"
          "| Утверждение | утвердил Марек Новак 15 мая 2026 г. [10] |\n| Сделано | установка сканеров штрихкодов [17] |\n"
          "| Запланировано, не начато | перевод руководств пользователя [3] |\n",
    "zh": "| 事项 | 内容 |\n|---|---|\n| 时间 | 2026年6月9日至2026年10月3日[1][5] |\n| 预算 | 45,000美元[1] |\n"
          "| 每周预算（按116天） | 约2,716美元 |\n| 范围 | 仅利兹办公室的发票匹配[7] |\n| 不在范围内 | 保修索赔[5] |\n"
          "| 审批 | 马雷克·诺瓦克已于2026年5月15日批准[5] |\n| 已完成 | 条码扫描器安装[7] |\n"
          "| 计划（尚未开始） | 用户指南翻译[1] |\n",
}


@pytest.mark.parametrize("lang", list(SPLIT_FIELD))
def test_a_split_of_the_budget_in_a_field_of_its_own_is_no_second_budget(lang):
    g = graded(lang, 5, SPLIT_FIELD[lang])
    assert facts(g)["budget"] == "correct", facts(g)
    assert kinds(g) == [], kinds(g)
