"""A table with a section column and an item column reads each row under the item cell's label, the label nearest the
value ("| Scope | Not included | X |", "| Рамки | Не входит | X |", "| 范围 | 排除项 | X |"); the section cell is only its
context. A line break written `<br>` (`<br/>`, `<br />`) parts a cell, or a line, into parts each read as at a line's
start, so a label after it ("Done: X", "已完成：X") labels its own part. A two-column table, a row whose first cell
alone gives the label and a cell whose break parts one fact's two values read as before. Briefs written for these
tests on the material of seed 5."""

import pytest

from tests.facts.grading import SEED5_FACTS, facts, graded

ALL_CORRECT = dict.fromkeys(["start_date", "end_date", "scope", "budget", "approval", "done", "planned",
                             "out_of_scope"], "correct")

# (section, item label, value) rows of a three-column table giving every fact of seed 5; the work rows' section names a
# plan, which their item cells tell apart
ROWS = {
    "en": [("Dates", "Start", "9 June 2026"), ("Dates", "End", "3 October 2026"),
           ("Scope", "Included", "invoice matching, Leeds office only"), ("Scope", "Explicitly out", "warranty claims"),
           ("Money", "Budget", "USD 45,000"), ("Sign-off", "Approval", "approved by Marek Novak on 15 May 2026"),
           ("Work plan", "Done", "installation of the barcode scanners"),
           ("Work plan", "Planned", "translation of the user guides (not started)")],
    "ru": [("Сроки", "Начало", "9 июня 2026 г."), ("Сроки", "Окончание", "3 октября 2026 г."),
           ("Рамки", "Входит", "сверка счетов, только офис в Лидсе"), ("Рамки", "Не входит", "гарантийные претензии"),
           ("Деньги", "Бюджет", "45 000 долларов США"), ("Согласование", "Утверждение",
                                                         "утвердил Марек Новак 15 мая 2026 г."),
           ("План работ", "Сделано", "установка сканеров штрихкодов"),
           ("План работ", "Запланировано", "перевод руководств пользователя (не начат)")],
    "zh": [("时间", "开始", "2026年6月9日"), ("时间", "结束", "2026年10月3日"),
           ("范围", "包含", "仅利兹办公室的发票匹配"), ("范围", "排除项", "保修索赔"),
           ("资金", "预算", "45,000美元"), ("审批", "批准", "马雷克·诺瓦克于2026年5月15日批准"),
           ("工作计划", "已完成", "条码扫描器安装"), ("工作计划", "计划", "用户指南翻译（尚未开始）")],
}
HEADER = {"en": "| Area | Field | Value | Para |", "ru": "| Раздел | Пункт | Значение | Абз. |",
          "zh": "| 部分 | 项目 | 内容 | 段落 |"}


def _table(lang: str, rows: list[tuple[str, str, str]]) -> str:
    lines = [HEADER[lang], "|---|---|---|---|"] + [f"| {a} | {b} | {c} | [2] |" for a, b, c in rows]
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("lang", ["en", "ru", "zh"])
def test_the_item_cell_beside_the_value_labels_the_row(lang):
    assert facts(graded(lang, 5, _table(lang, ROWS[lang]))) == ALL_CORRECT


@pytest.mark.parametrize("lang", ["en", "ru", "zh"])
def test_the_item_cell_taking_the_excluded_item_in_is_read_so(lang):
    rows = list(ROWS[lang])
    rows[3] = (rows[3][0], rows[2][1], rows[3][2])  # the excluded item under the scope's "included" label
    assert facts(graded(lang, 5, _table(lang, rows)))["out_of_scope"] == "distorted"


# the exclusion told by a two-column row, or by a row whose first cell alone labels it (its other cell a citation)
EXCLUSION_ROWS = {
    "en": ["| Out of scope | warranty claims |", "| Excluded | warranty claims | [2] |"],
    "ru": ["| Вне рамок | гарантийные претензии |", "| Исключено | гарантийные претензии | [2] |"],
    "zh": ["| 不在范围内 | 保修索赔 |", "| 排除项 | 保修索赔 | [2] |"],
}
# seed 5's facts but its exclusion, told in prose
NO_EXCLUSION = {
    "en": "The pilot runs from 9 June 2026 to 3 October 2026 and covers only invoice matching at the Leeds office. "
          "Marek Novak approved it on 15 May 2026; the budget is USD 45,000.",
    "ru": "Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г. и охватывает только сверку счетов в офисе в Лидсе. Марек "
          "Новак утвердил пилот 15 мая 2026 г.; бюджет — 45 000 долларов США.",
    "zh": "试点于2026年6月9日开始，2026年10月3日结束，只涵盖利兹办公室的发票匹配。马雷克·诺瓦克已于2026年5月15日批准该试点，"
          "预算为45,000美元。",
}


@pytest.mark.parametrize("lang,row", [(lang, r) for lang, rs in EXCLUSION_ROWS.items() for r in rs])
def test_a_row_whose_first_cell_labels_it_reads_as_before(lang, row):
    header = {"en": "| Field | Value |", "ru": "| Поле | Значение |", "zh": "| 字段 | 内容 |"}[lang]
    cols = row.count("|") - 1
    text = NO_EXCLUSION[lang] + "\n\n" + header + "\n" + "|---" * cols + "|\n" + row + "\n"
    assert facts(graded(lang, 5, text))["out_of_scope"] == "correct"


# the work items in one cell, a break between their two labelled parts
WORK_CELL = {
    "en": "| Status | Done: installation of the barcode scanners{br}Planned: translation of the user guides, not started "
          "| [2] |",
    "ru": "| Статус | Сделано: установка сканеров штрихкодов{br}Запланировано: перевод руководств пользователя, не начат "
          "| [2] |",
    "zh": "| 状态 | 已完成：条码扫描器安装{br}计划：用户指南翻译，尚未开始 | [2] |",
}


@pytest.mark.parametrize("lang,br", [(lang, br) for lang in ("en", "ru", "zh") for br in ("<br>", "<br/>", "<br />")])
def test_a_break_inside_a_cell_opens_a_label(lang, br):
    header = {"en": "| Topic | Details | Para |", "ru": "| Тема | Детали | Абз. |", "zh": "| 主题 | 详情 | 段落 |"}[lang]
    text = SEED5_FACTS[lang] + "\n\n" + header + "\n|---|---|---|\n" + WORK_CELL[lang].format(br=br) + "\n"
    assert facts(graded(lang, 5, text)) == ALL_CORRECT


@pytest.mark.parametrize("lang", ["en", "ru", "zh"])
def test_a_break_in_a_line_opens_a_label(lang):
    cell = WORK_CELL[lang].format(br="<br>").strip(" |")
    line = cell.split("|", 1)[1].rsplit("|", 1)[0].strip()
    assert facts(graded(lang, 5, SEED5_FACTS[lang] + "\n\n" + line + "\n")) == ALL_CORRECT


# the pilot's two dates in one cell, parted by a break: both read
DATES_CELL = {
    "en": "| Timeline | Start: 9 June 2026<br>End: 3 October 2026 | [2] |",
    "ru": "| Сроки | Начало: 9 июня 2026 г.<br>Окончание: 3 октября 2026 г. | [2] |",
    "zh": "| 时间线 | 开始：2026年6月9日<br>结束：2026年10月3日 | [2] |",
}


@pytest.mark.parametrize("lang", ["en", "ru", "zh"])
def test_a_break_between_one_facts_two_values_reads_both(lang):
    header = {"en": "| Topic | Details | Para |", "ru": "| Тема | Детали | Абз. |", "zh": "| 主题 | 详情 | 段落 |"}[lang]
    text = SEED5_FACTS[lang] + "\n\n" + header + "\n|---|---|---|\n" + DATES_CELL[lang] + "\n"
    f = facts(graded(lang, 5, text))
    assert (f["start_date"], f["end_date"]) == ("correct", "correct")
