"""Filled-in forms and templates, the twenty-ninth held-out set's form class in every language. A form states its facts
through its fields and boxes, and its own parts claim nothing: a field left blank ("TBD", "N/A", "—") states nothing,
not even its label's fact word; a line of boxes offering states ("☑ Approved ☐ Pending") says the ticked state only; a
box ticked before a source's citation ticks off the source, no work item; a unit written in a field's name ("Budget
(USD, thousands): 45") is the value's unit; a field naming the budget's currency is part of the budget; the form's
title, its template's version and its instructions to whoever fills it in are no claims; a ticket's English fields
("Type: Pilot") are the tracker's in every language. Each is pinned with forms written for these tests on the material
of seed 5 (approved by Marek Novak, USD 45,000)."""

import pytest

from tests.facts.grading import facts, graded, kinds

# the facts of seed 5 as a form's fields, without the budget and the approval (each test gives those its own way)
FIELDS = {
    "en": "Start: 9 June 2026 [2]\nEnd: 3 October 2026 [8]\nScope: invoice matching at the Leeds office only [14]\n"
          "Excluded: warranty claims [8]\nDone: installation of the barcode scanners [14]\n"
          "Planned, not started: translation of the user guides [2]\n",
    "ru": "Начало: 9 июня 2026 г. [3]\nОкончание: 3 октября 2026 г. [10]\nРамки: только сверка счетов в офисе в Лидсе [17]\n"
          "Исключено: гарантийные претензии [10]\nСделано: установка сканеров штрихкодов [17]\n"
          "Запланировано, не начато: перевод руководств пользователя [3]\n",
    "zh": "开始：2026年6月9日 [1]\n结束：2026年10月3日 [5]\n范围：仅利兹办公室的发票匹配 [7]\n排除：保修索赔 [5]\n"
          "已完成：条码扫描器安装 [7]\n已列入计划、未开始：用户指南翻译 [1]\n",
}
BUDGET = {"en": "Budget: USD 45,000 [2]\n", "ru": "Бюджет: 45 000 долларов США [3]\n", "zh": "预算：45,000美元 [1]\n"}
APPROVED = {"en": "Approval: approved by Marek Novak on 15 May 2026 [8]\n",
            "ru": "Утверждение: утвердил Марек Новак 15 мая 2026 г. [10]\n",
            "zh": "审批：马雷克·诺瓦克已于2026年5月15日批准 [5]\n"}


def form(lang: str, *parts: str) -> str:
    return "".join(parts) + FIELDS[lang]


# --- a field left blank states nothing: neither its value nor its label's word -------------------------------------
BLANK_FIELDS = {
    "en": "Owner: TBD\n[ ] Follow-up items: —\nRemarks .......... TBC\n",
    "ru": "Ответственный: TBD\n[ ] Дальнейшие шаги: —\nКомментарий ........ н/д\n",
    "zh": "负责人：TBD\n[ ] 后续事项：—\n备注：待定\n",
}


@pytest.mark.parametrize("lang", list(BLANK_FIELDS))
def test_a_blank_field_is_no_claim(lang):
    g = graded(lang, 5, form(lang, BUDGET[lang], APPROVED[lang], BLANK_FIELDS[lang]))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


# --- a line of boxes offering states says the ticked one only ----------------------------------------------------
STATE_BOXES = {
    "en": "Approval:\n  ☐ Pending   ☑ Approved\n  By: Marek Novak, 15 May 2026 [8]\n",
    "ru": "Утверждение:\n  ☐ Ожидает решения   ☑ Утверждён\n  Кем: Марек Новак, 15 мая 2026 г. [10]\n",
    "zh": "审批：\n  ☐ 待审批   ☑ 已批准\n  批准人：马雷克·诺瓦克，2026年5月15日 [5]\n",
}


@pytest.mark.parametrize("lang", list(STATE_BOXES))
def test_boxes_offering_states_say_the_ticked_one(lang):
    g = graded(lang, 5, form(lang, BUDGET[lang], STATE_BOXES[lang]))
    assert facts(g)["approval"] == "correct", facts(g)


# --- a box ticked before a source's citation ticks off the source, no work item -----------------------------------
SOURCE_TICKS = {
    "en": "Sources used:\n  ☑ [2] — start, budget, translation of the user guides\n",
    "ru": "Источники:\n  ☑ [3] — начало, бюджет, перевод руководств пользователя\n",
    "zh": "参考来源：\n  ☑ [1] —— 开始日期、预算、用户指南翻译\n",
}


@pytest.mark.parametrize("lang", list(SOURCE_TICKS))
def test_a_ticked_source_is_no_done_item(lang):
    g = graded(lang, 5, form(lang, BUDGET[lang], APPROVED[lang]) + SOURCE_TICKS[lang])
    assert facts(g)["planned"] == "correct", facts(g)


# --- a unit in the field's name is the value's unit --------------------------------------------------------------
UNIT_IN_NAME = {
    "en": "Budget (USD, thousands): 45 [2]\n",
    "ru": "Бюджет (USD, тыс.) ........ 45,0 [3]\n",
    "zh": "预算（美元，千）：45 [1]\n",
}


@pytest.mark.parametrize("lang", list(UNIT_IN_NAME))
def test_a_unit_in_the_field_name_scales_the_value(lang):
    g = graded(lang, 5, form(lang, UNIT_IN_NAME[lang], APPROVED[lang]))
    assert facts(g)["budget"] == "correct", facts(g)
    assert kinds(g) == []


# --- a field naming the budget's currency is part of the budget --------------------------------------------------
CURRENCY_FIELD = {
    "en": "Budget amount: 45,000 [2]\nBudget currency: EUR\n",
    "ru": "Сумма бюджета: 45 000 [3]\nВалюта бюджета: евро\n",
    "zh": "预算金额：45,000 [1]\n预算币种：欧元\n",
}


@pytest.mark.parametrize("lang", list(CURRENCY_FIELD))
def test_the_budget_currency_field_is_the_budget(lang):
    g = graded(lang, 5, form(lang, CURRENCY_FIELD[lang], APPROVED[lang]))
    assert facts(g)["budget"] == "distorted", facts(g)  # the wrong currency is the budget's fault, once
    assert kinds(g) == []


# --- the form's title, its template's version and its instructions are no claims ---------------------------------
FURNITURE = {
    "en": "PILOT INTAKE FORM — template v2.3\n\nPart 1 (tick what applies)\n",
    "ru": "ЗАЯВКА НА ПИЛОТ — шаблон ред. 3.2\n\nРаздел 1 (отметьте нужное)\n",
    "zh": "试点申请表    表单版本 v2.3\n\n第一部分（请勾选）\n",
}


@pytest.mark.parametrize("lang", list(FURNITURE))
def test_the_forms_title_version_and_instructions_are_no_claims(lang):
    g = graded(lang, 5, FURNITURE[lang] + form(lang, BUDGET[lang], APPROVED[lang]))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


# --- a ticket's English fields are the tracker's in every language -----------------------------------------------
@pytest.mark.parametrize("lang", ["ru", "zh"])
def test_a_tickets_english_field_is_no_claim(lang):
    g = graded(lang, 5, "Type: Pilot\n" + form(lang, BUDGET[lang], APPROVED[lang]))
    assert kinds(g) == []
