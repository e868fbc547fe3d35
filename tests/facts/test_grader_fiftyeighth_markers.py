"""A sub-item's marker with a letter ("3a.", "3b)", "(2c)", "3а）") numbers a list line, it is no value added; a
two-column table whose out side carries a qualifier ("Explicitly out of scope", "明确不在范围内", "Явно исключено")
puts its cells on the out side, as the plain header does; and a sentence of its own saying nothing more is planned
("Nothing else is pending.", "目前没有其他待开展的事项。", "Других предстоящих работ нет.") is the plan list said
empty, no claim of its own."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds

# the status told as a numbered point, its two work items as its lettered sub-items
SUB_ITEMS = {
    "en": "Kestrel pilot, summary\n\n1. Dates: 9 June 2026 to 3 October 2026.\n2. Scope: invoice matching, Leeds office "
          "only; warranty claims are not part of it.\n3. Status: signed off by Marek Novak on 15 May 2026; budget USD "
          "45,000.\n   3a. Done: the barcode scanners are installed.\n   3b) Planned: translating the user guides, "
          "not started.\n",
    "zh": "试点要点\n\n1. 时间：2026年6月9日至2026年10月3日。\n2. 范围：只涵盖利兹办公室的发票匹配，保修索赔不在范围内。\n"
          "3. 状态：马雷克·诺瓦克已于2026年5月15日批准，预算45,000美元。\n   3a）已完成：条码扫描器安装。\n"
          "   3b）计划：用户指南翻译，尚未开始。\n",
    "ru": "Пилот: кратко\n\n1. Сроки: с 9 июня 2026 г. по 3 октября 2026 г.\n2. Рамки: только сверка счетов в офисе "
          "в Лидсе; гарантийные претензии не входят.\n3. Статус: Марек Новак утвердил пилот 15 мая 2026 г.; бюджет — "
          "45 000 долларов США.\n   3а) Сделано: установка сканеров штрихкодов.\n   (3б) Запланировано: перевод "
          "руководств пользователя, не начат.\n",
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_lettered_sub_item_markers_add_no_number(lang):
    g = graded(lang, 5, SUB_ITEMS[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


# the neighbour: a count of people in a sub-item is still a number the source does not give
COUNTED = {
    "en": "\n   3c. In addition, 4 clerks were trained on the new screens.\n",
    "zh": "\n   3c）另有4名文员接受了新界面培训。\n",
    "ru": "\n   3в) Кроме того, 4 сотрудника прошли обучение работе с новыми экранами.\n",
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_a_count_after_a_lettered_marker_still_counts(lang):
    g = graded(lang, 5, SUB_ITEMS[lang] + COUNTED[lang])
    assert ("number", "4") in kinds(g)
    assert not any(kind == "number" and text == "3" for kind, text in kinds(g))


# seed 5's dates, approval and budget, then the scope and the exclusion under a table of the scope's two sides
FRAME = {
    "en": "Dates: 9 June 2026 to 3 October 2026. Approval: Marek Novak, 15 May 2026. Budget: USD 45,000.\n\n",
    "zh": "时间：2026年6月9日至2026年10月3日。审批：马雷克·诺瓦克，2026年5月15日。预算：45,000美元。\n\n",
    "ru": "Сроки: 9 июня 2026 г. – 3 октября 2026 г. Утверждение: Марек Новак, 15 мая 2026 г. Бюджет: 45 000 "
          "долларов США.\n\n",
}
QUALIFIED = {
    "en": ("| In scope | Explicitly out of scope |\n|---|---|\n| {0} | {1} |\n", "invoice matching (Leeds office only)",
           "warranty claims"),
    "zh": ("| 范围内 | 明确不在范围内 |\n|---|---|\n| {0} | {1} |\n", "利兹办公室的发票匹配（仅此一处）", "保修索赔"),
    "ru": ("| Входит | Явно исключено |\n|---|---|\n| {0} | {1} |\n", "сверка счетов (только офис в Лидсе)",
           "гарантийные претензии"),
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_a_qualified_out_column_excludes_its_cell(lang):
    table, scope, item = QUALIFIED[lang]
    g = graded(lang, 5, FRAME[lang] + table.format(scope, item))
    assert facts(g)["scope"] == "correct"
    assert facts(g)["out_of_scope"] == "correct"
    assert kinds(g) == []


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_the_excluded_item_under_the_in_column_stays_distorted(lang):
    table, scope, item = QUALIFIED[lang]
    g = graded(lang, 5, FRAME[lang] + table.format(item, scope))
    assert facts(g)["out_of_scope"] == "distorted"


# the facts and the work told right, then a sentence of its own: nothing more waits to be done
NOTHING_PENDING = {
    "en": " There are no other planned items.",
    "zh": "目前没有其他待开展的事项。",
    "ru": " Других предстоящих работ нет.",
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_nothing_else_pending_as_a_sentence_adds_nothing(lang):
    g = graded(lang, 5, SEED5_FACTS[lang] + SEED5_WORK[lang] + NOTHING_PENDING[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


# the neighbour: the plan list said empty where the material has a planned item still misses it
PLANNED_NOTHING = {
    "en": "\nDone: the barcode scanners are installed.\nPlanned: nothing yet.\n",
    "zh": "\n已完成：条码扫描器安装。\n计划：暂时没有。\n",
    "ru": "\nСделано: установка сканеров штрихкодов.\nЗапланировано: пока ничего.\n",
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_planned_said_empty_still_misses_the_planned_item(lang):
    g = graded(lang, 5, SEED5_FACTS[lang] + PLANNED_NOTHING[lang])
    assert facts(g)["done"] == "correct"
    assert facts(g)["planned"] == "omitted"
