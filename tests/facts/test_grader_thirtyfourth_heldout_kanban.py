"""Records read as YAML and kanban boards, the thirty-fourth held-out set's class, in every language: a work entry's
state key in the language's own words ("- название: X" / "  состояние: завершён", "- 事项：X" / "  状态：已完成")
says that item's stage, as English "item"/"state" keys do; a role field under the approval giving the approver's own
title ("роль: CFO (финансовый директор)") is part of the approval; a number in scientific notation ("45e3") reads as
its value; on a board, the export stamp is the file's own, a card under APPROVED naming the approver is the approval,
a BLOCKED card the notes do not support is an addition, a card's owner shorthand ("— отв. И. Петрова", "— owner:
J. Doe") names a person in a role, counted beside the card's work; a closing note on the file's columns is frame.
Each is pinned with briefs written for these tests on the material of seed 5."""

import pytest

from tests.facts.grading import facts, graded, kinds

# --- YAML records: work entries keyed in the language's own words, a role field, a budget in scientific notation ----

YAML = {
    "en": ("pilot:\n  name: Osprey\n  window: [2026-06-09, 2026-10-03]\n  scope:\n    workflow: invoice matching\n"
           "    site: Leeds office   # only this one\n    excluded:\n      - warranty claims\n"
           "  budget:\n    amount: {amount}\n    currency: USD\n"
           "  approval:\n    status: approved\n    by: Marek Novak\n    role: {role}\n    date: 2026-05-15\n"
           "  steps:\n    - item: installation of the barcode scanners\n      state: {done}\n"
           "    - item: translation of the user guides\n      state: {planned}\n"),
    "ru": ("пилот:\n  название: Скопа\n  окно: [2026-06-09, 2026-10-03]\n  рамки:\n    процесс: сверка счетов\n"
           "    площадка: офис в Лидсе   # и только он\n    вне_рамок:\n      - гарантийные претензии\n"
           "  бюджет:\n    сумма: {amount}\n    валюта: USD\n"
           "  утверждение:\n    статус: утверждён\n    кто: Марек Новак\n    роль: {role}\n    когда: 15.05.2026\n"
           "  этапы:\n    - название: установка сканеров штрихкодов\n      состояние: {done}\n"
           "    - название: перевод руководств пользователя\n      состояние: {planned}\n"),
    "zh": ("试点:\n  名称: 鱼鹰试点\n  周期: [2026-06-09, 2026-10-03]\n  范围:\n    流程: 发票匹配\n"
           "    地点: 利兹办公室   # 仅此一处\n    排除:\n      - 保修索赔\n"
           "  预算:\n    金额: {amount}\n    币种: 美元\n"
           "  审批:\n    状态: 已批准\n    批准人: 马雷克·诺瓦克\n    职务: {role}\n    日期: 2026-05-15\n"
           "  阶段:\n    - 事项: 条码扫描器安装\n      状态: {done}\n"
           "    - 事项: 用户指南翻译\n      状态: {planned}\n"),
}
RIGHT = {
    "en": {"amount": "45e3", "role": "CFO (Chief Financial Officer)", "done": "done", "planned": "planned, not started"},
    "ru": {"amount": "45e3", "role": "CFO (финансовый директор)", "done": "завершён", "planned": "запланирован, не начат"},
    "zh": {"amount": "4.5e4", "role": "CFO（首席财务官）", "done": "已完成", "planned": "计划中，尚未开始"},
}


def _yaml(lang: str, **change: str) -> str:
    return YAML[lang].format(**{**RIGHT[lang], **change})


@pytest.mark.parametrize("lang", list(YAML))
def test_a_yaml_record_keyed_in_its_own_language_is_all_correct(lang):
    g = graded(lang, 5, _yaml(lang))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(YAML))
def test_a_state_key_swapped_onto_the_planned_item_distorts_it(lang):
    g = graded(lang, 5, _yaml(lang, planned=RIGHT[lang]["done"]))
    assert facts(g)["planned"] == "distorted", facts(g)
    assert facts(g)["done"] == "correct", facts(g)


@pytest.mark.parametrize("lang", list(YAML))
def test_a_budget_in_scientific_notation_reads_as_its_value(lang):
    g = graded(lang, 5, _yaml(lang, amount="54e3"))
    assert facts(g)["budget"] == "distorted", facts(g)
    assert [f for f, label in facts(g).items() if label != "correct"] == ["budget"], facts(g)


OTHER_ROLE = {"en": "Head of Logistics", "ru": "директор по логистике", "zh": "物流总监"}


@pytest.mark.parametrize("lang", list(YAML))
def test_a_role_field_giving_another_title_is_still_a_claim(lang):
    g = graded(lang, 5, _yaml(lang, role=OTHER_ROLE[lang]))
    assert len(kinds(g)) == 1 and OTHER_ROLE[lang] in kinds(g)[0][1], kinds(g)


# --- kanban boards ------------------------------------------------------------------------------------------------

BOARD = {
    "en": ("BOARD: Osprey pilot        (exported 2026-04-02 09:12)\n\n[INFO]\n"
           "  * Start: 09 Jun 2026 | End: 03 Oct 2026\n  * Scope: invoice matching, Leeds office only\n"
           "  * Budget: USD 45,000\n\n[APPROVED]\n  * Marek Novak, Chief Financial Officer, 15 May 2026\n\n"
           "[DONE]\n  * Installation of the barcode scanners\n\n[TO DO]\n  * Translation of the user guides\n"
           "{extra}\n[OUT OF SCOPE]\n  * Warranty claims\n"),
    "ru": ("ДОСКА «Скопа» — выгрузка 02.04.2026 09:12\n\n[Инфо]\n  • Сроки: 09.06.2026 – 03.10.2026\n"
           "  • Рамки: сверка счетов, только офис в Лидсе\n  • Бюджет: 45 000 долларов США\n"
           "[Утверждено]\n  • Марек Новак, финансовый директор, 15.05.2026\n[Готово]\n"
           "  • Установка сканеров штрихкодов\n[К выполнению]\n  • Перевод руководств пользователя\n"
           "{extra}\n[Вне рамок]\n  • Гарантийные претензии\n"),
    "zh": ("看板：鱼鹰试点（导出于 2026-04-02 09:12）\n\n【信息】\n  * 开始：2026年6月9日｜结束：2026年10月3日\n"
           "  * 范围：发票匹配，仅限利兹办公室\n  * 预算：45,000美元\n【已批准】\n  * 马雷克·诺瓦克，首席财务官，2026年5月15日\n"
           "【已完成】\n  * 条码扫描器安装\n【待办】\n  * 用户指南翻译\n{extra}\n【不在范围内】\n  * 保修索赔\n"),
}
BLOCKED = {"en": "[BLOCKED]\n  * Printer driver update at the Leeds office has to finish first\n",
           "ru": "[Заблокировано]\n  • Сначала нужно обновить драйверы принтеров в офисе в Лидсе\n",
           "zh": "【阻塞】\n  * 利兹办公室的打印机驱动须先完成升级\n"}
DOING = {"en": "[DOING]\n  * Rewiring of the forklift chargers — owner: J. Doe\n",
         "ru": "[В работе]\n  • Замена зарядных станций погрузчиков — отв. И. Петрова\n",
         "zh": "【进行中】\n  * 叉车充电桩改造 — 负责人：李娜\n"}
OWNER = {"en": "J. Doe", "ru": "И. Петрова", "zh": "李娜"}


@pytest.mark.parametrize("lang", list(BOARD))
def test_a_board_with_its_export_stamp_and_approved_card_is_all_correct(lang):
    g = graded(lang, 5, BOARD[lang].format(extra=""))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(BOARD))
def test_an_unsupported_blocked_card_is_an_addition(lang):
    g = graded(lang, 5, BOARD[lang].format(extra=BLOCKED[lang]))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert len(kinds(g)) == 1, kinds(g)


@pytest.mark.parametrize("lang", list(BOARD))
def test_an_invented_card_in_progress_and_its_owner_are_two_additions(lang):
    g = graded(lang, 5, BOARD[lang].format(extra=DOING[lang]))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert sorted(k for k, _ in kinds(g)) == ["person", "progress"], kinds(g)
    assert ("person", OWNER[lang]) in kinds(g), kinds(g)


WRONG_APPROVED = {"en": ("15 May 2026", "25 May 2026"),
                  "ru": ("15.05.2026", "25.05.2026"), "zh": ("2026年5月15日", "2026年5月25日")}


@pytest.mark.parametrize("lang", list(BOARD))
def test_an_approved_card_with_a_wrong_date_is_still_caught(lang):
    # (the card's date is read as a date the notes do not give; the approval's own rule does not yet take it as the
    # approval's date)
    old, new = WRONG_APPROVED[lang]
    g = graded(lang, 5, BOARD[lang].format(extra="").replace(old, new))
    assert [k for k, _ in kinds(g)] == ["date"], kinds(g)


# --- a closing note on the file's own columns ---------------------------------------------------------------------

EXPORT = {
    "en": "field\tvalue\tpara\nstart\t09/06/2026\t2\nend\t03/10/2026\t8\nscope\tinvoice matching, Leeds office only\t14\n"
          "budget\tUSD 45,000\t2\napproval\tapproved by Marek Novak, Chief Financial Officer, 15/05/2026\t8\n"
          "done\tinstallation of the barcode scanners\t14\nplanned\ttranslation of the user guides, not started\t2\n"
          "excluded\twarranty claims\t8\n",
    "ru": "поле;значение;абзац\nначало;09.06.2026;3\nокончание;03.10.2026;10\n"
          "рамки;сверка счетов, только офис в Лидсе;17\nбюджет;45 000 долларов США;3\n"
          "утверждение;утверждён 15.05.2026, Марек Новак (финансовый директор);10\n"
          "сделано;установка сканеров штрихкодов;17\nзапланировано, не начато;перевод руководств пользователя;3\n"
          "исключено;гарантийные претензии;10\n",
    "zh": "字段,值,来源\n开始,2026-06-09,[1]\n结束,2026-10-03,[5]\n范围,发票匹配（仅利兹办公室）,[7]\n预算,45000美元,[1]\n"
          "审批,已批准：马雷克·诺瓦克（首席财务官），2026-05-15,[5]\n已完成,条码扫描器安装,[7]\n"
          "计划中（未开始）,用户指南翻译,[1]\n排除项,保修索赔,[5]\n",
}
COLUMN_NOTE = {"en": "Sources are in the third column.", "ru": "Источник каждого значения указан в третьем столбце.",
               "zh": "每个值的来源见第三列。"}
COLUMN_CLAIM = {"en": "The third column was checked by Olga Brandt, the pilot lead.",
                "ru": "Третий столбец проверила Ольга Брандт, руководитель пилота.",
                "zh": "第三列由试点负责人奥尔加·勃兰特核对。"}


@pytest.mark.parametrize("lang", list(EXPORT))
def test_a_closing_note_on_the_files_columns_is_no_claim(lang):
    g = graded(lang, 5, EXPORT[lang] + "\n" + COLUMN_NOTE[lang] + "\n")
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(EXPORT))
def test_a_note_on_the_columns_naming_an_invented_lead_is_still_an_addition(lang):
    g = graded(lang, 5, EXPORT[lang] + "\n" + COLUMN_CLAIM[lang] + "\n")
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert len(kinds(g)) >= 1, kinds(g)
