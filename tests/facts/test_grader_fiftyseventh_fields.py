"""A list field said empty in other words ("Planned: no other items waiting to start", "计划：暂无其他待启动事项", "В
плане: кроме этого ничего нет") is that list said empty, no claim of its own; and a two-column table headed by a
scope's two sides ("| In scope | Out of scope |", "| 包含 | 不包含 |", "| Входит | Не входит |") puts each cell on its
column's side: the excluded item under the out column is excluded, the scope under the in column in scope."""

import pytest

from tests.facts.grading import SEED5_FACTS, facts, graded, kinds

# both work items told as done, then the planned list said empty: the planned item told wrongly, nothing added
BOTH_DONE = {
    "en": "\nDone: barcode scanner installation; translation of the user guides\nPlanned: no other items waiting to start\n",
    "zh": "\n已完成：条码扫描器安装；用户指南翻译\n计划：暂无其他待启动事项\n",
    "ru": "\nСделано: установка сканеров штрихкодов; перевод руководств пользователя\nВ плане: кроме этого ничего нет\n",
}

# the work told right, then a line saying nothing more is open: no claim of its own
NOTHING_MORE = {
    "en": "\nDone: barcode scanner installation\nPlanned: translation of the user guides, not started\n"
          "Open items: none besides the above\n",
    "zh": "\n已完成：条码扫描器安装\n计划：用户指南翻译，尚未开始\n待办：除此之外暂无\n",
    "ru": "\nСделано: установка сканеров штрихкодов\nЗапланировано: перевод руководств пользователя, не начат\n"
          "Дальше: других задач пока нет\n",
}

# the neighbour: the planned list said empty outright, where the material has a planned item
PLANNED_EMPTY = {
    "en": "\nDone: barcode scanner installation\nPlanned: nothing yet\n",
    "zh": "\n已完成：条码扫描器安装\n计划：暂无\n",
    "ru": "\nСделано: установка сканеров штрихкодов\nЗапланировано: пока ничего\n",
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_other_words_for_an_empty_planned_list_add_nothing(lang):
    g = graded(lang, 5, SEED5_FACTS[lang] + BOTH_DONE[lang])
    assert facts(g)["planned"] == "distorted"
    assert kinds(g) == []


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_nothing_besides_the_listed_work_adds_nothing(lang):
    g = graded(lang, 5, SEED5_FACTS[lang] + NOTHING_MORE[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_planned_said_empty_outright_still_misses_the_item(lang):
    g = graded(lang, 5, SEED5_FACTS[lang] + PLANNED_EMPTY[lang])
    assert facts(g)["done"] == "correct"
    assert facts(g)["planned"] in ("omitted", "distorted")


# seed 5's dates, approval and budget, then the scope and the exclusion in a table of the scope's two sides
FRAME = {
    "en": "The pilot runs from 9 June 2026 to 3 October 2026. Marek Novak signed it off on 15 May 2026; the budget is "
          "USD 45,000.\n\n",
    "zh": "试点从2026年6月9日到2026年10月3日。马雷克·诺瓦克于2026年5月15日批准了试点，预算45,000美元。\n\n",
    "ru": "Пилот длится с 9 июня 2026 г. по 3 октября 2026 г. Марек Новак утвердил его 15 мая 2026 г.; бюджет — 45 000 "
          "долларов США.\n\n",
}
TABLE = {
    "en": ("| In scope | Out of scope |\n|---|---|\n| {0} | {1} |\n", "invoice matching, at the Leeds office only",
           "warranty claims"),
    "zh": ("| 包含 | 不包含 |\n|---|---|\n| {0} | {1} |\n", "只做利兹办公室的发票匹配", "保修索赔"),
    "ru": ("| Входит | Не входит |\n|---|---|\n| {0} | {1} |\n", "сверка счетов, только офис в Лидсе",
           "гарантийные претензии"),
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_excluded_item_under_the_out_column_is_excluded(lang):
    table, scope, item = TABLE[lang]
    g = graded(lang, 5, FRAME[lang] + table.format(scope, item))
    assert facts(g)["scope"] == "correct"
    assert facts(g)["out_of_scope"] == "correct"
    assert kinds(g) == []


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_excluded_item_under_the_in_column_is_still_distorted(lang):
    table, scope, item = TABLE[lang]
    g = graded(lang, 5, FRAME[lang] + table.format(item, scope))
    assert facts(g)["out_of_scope"] == "distorted"


def test_other_two_column_headers_stay_row_labelled():
    # a table labelled by its first cell ("| Field | Value |") is read row by row, as before
    g = graded("en", 5, FRAME["en"] + "| Field | Value |\n|---|---|\n| Scope | invoice matching, Leeds office only |\n"
                                      "| Out of scope | warranty claims |\n")
    assert facts(g)["scope"] == "correct"
    assert facts(g)["out_of_scope"] == "correct"
