"""Cutting a brief into clauses: sections, list labels, sentence citations."""

import re

import pytest

from kvtrial.facts.grader import grade_output
from kvtrial.facts.languages import get_language
from kvtrial.facts.segments import label_of, segment

EN = get_language("en")
EN_FORMS = EN.forms


TEXT = """## Status
Approved [7]. Budget follows [2].
Done:
- Interviews [13]
- Sandbox setup
The next line is plain.
Planned: portal connection [2]
Out of scope:
the night shift [7]

Sources:
- Budget: 2
"""


def by_text(clauses):
    return {c.text.strip(): c for c in clauses}


def test_sections_labels_and_citations():
    c = by_text(segment(TEXT, EN.layout, EN_FORMS))
    assert c["Approved [7]."].citations == (7,) and c["Budget follows [2]."].citations == (2,)
    assert c["Approved [7]."].section == "status" and c["Approved [7]."].label is None
    assert c["- Interviews [13]"].label == "done" and c["- Sandbox setup"].label == "done"
    assert c["The next line is plain."].label is None
    assert c["Planned: portal connection [2]"].label == "planned"
    assert c["the night shift [7]"].label == "out_of_scope"
    assert c["- Budget: 2"].in_sources and not c["the night shift [7]"].in_sources


def test_clauses_split_at_contrast_and_keep_offsets():
    text = "It covers A at B, but not C [3]; D is planned, while E is done [4]."
    clauses = segment(text, EN.layout, EN_FORMS)
    assert [c.text.strip() for c in clauses] == ["It covers A at B", "not C [3]", "D is planned", "E is done [4]."]
    for c in clauses:
        assert text[c.start:c.end] == c.text
        assert c.citations == (3, 4)


# --- a wide table: a header row names the fields, a row under it holds their values, each read under its column ---

WIDE = {
    "en": ("| Begins | Ends | Covers | Excluded | Budget | Approval | Completed | Next steps |\n"
           "|---|---|---|---|---|---|---|---|\n"
           "| {start} | {end} | spare parts ordering, Tampere plant | legacy fax gateway | CHF 81,500 | awaiting the "
           "investment board | data-protection checklist review | front-line clerk training (not yet begun) |\n"),
    "zh": ("| 开始日期 | 结束日期 | 范围 | 排除 | 预算 | 审批 | 已完成 | 下一步 |\n|---|---|---|---|---|---|---|---|\n"
           "| {start} | {end} | 坦佩雷工厂的备件订购 | 旧传真网关 | 81,500瑞士法郎 | 仍待投资委员会审批 | 数据保护检查清单审核 | "
           "一线文员培训（尚未开始） |\n"),
    "ru": ("| Старт | Завершение | Охват | Исключено | Бюджет | Утверждение | Сделано | Предстоит |\n"
           "|---|---|---|---|---|---|---|---|\n"
           "| {start} | {end} | заказ запчастей, завод в Тампере | устаревший факс-шлюз | 81 500 швейцарских франков | "
           "ждёт решения инвестиционного совета | проверка чек-листа по защите данных | обучение операторов первой линии "
           "(пока не начато) |\n"),
}
WIDE_DATES = {"en": ("10 March 2027", "22 April 2027", "23 April 2027"),
              "zh": ("2027年3月10日", "2027年4月22日", "2027年4月23日"),
              "ru": ("10.03.2027", "22.04.2027", "23.04.2027")}


@pytest.mark.parametrize("lang", ("en", "zh", "ru"))
def test_a_wide_table_reads_each_cell_under_its_column(lang):
    language = get_language(lang)
    start, end, _ = WIDE_DATES[lang]
    clauses = segment(WIDE[lang].format(start=start, end=end), language.layout, language.forms)
    # the header row and its rule state nothing; the row is one clause per cell, each knowing its column
    assert len(clauses) == 8 and all(c.column for c in clauses)
    assert [c.label for c in clauses][3:] == ["out_of_scope", None, None, "done", "planned"]
    assert clauses[0].text == start and clauses[6].sentence == clauses[6].text


@pytest.mark.parametrize("lang", ("en", "zh", "ru"))
def test_a_wide_table_grades_every_fact_from_its_own_column(mats, lang):
    start, end, _ = WIDE_DATES[lang]
    g = grade_output(mats[(lang, 1)], WIDE[lang].format(start=start, end=end))
    assert {f.fact_id: str(f.label) for f in g.facts} == dict.fromkeys(
        ("start_date", "end_date", "scope", "budget", "approval", "done", "planned", "out_of_scope"), "correct")


@pytest.mark.parametrize("lang", ("en", "zh", "ru"))
def test_a_date_under_a_wide_tables_end_column_takes_the_end_role(mats, lang):
    start, _, wrong_end = WIDE_DATES[lang]
    g = grade_output(mats[(lang, 1)], WIDE[lang].format(start=start, end=wrong_end))
    end = next(f for f in g.facts if f.fact_id == "end_date")
    assert str(end.label) == "distorted" and not g.unsupported  # a wrong end, counted once, not an added date


def test_a_table_labelled_by_its_first_column_is_still_read_row_by_row():
    clauses = segment("| Stage | Item |\n|---|---|\n| Done | sandbox setup |\n| Planned | survey |\n", EN.layout, EN_FORMS)
    assert [c.label for c in clauses if "sandbox" in c.text or "survey" in c.text] == ["done", "planned"]
    assert all(c.column is None for c in clauses)


# --- a label written as two labels of one list ("planned, not started") names that list, as a key or a heading ---

_JOIN = re.compile(r"(?<=[^\W\d_])_(?=[^\W\d_])")  # a key's underscores read as spaces, as the grader reads them
PAIRED = {
    "en": ("plans_not_yet_started:\n  - survey of the users\ncompleted_done:\n  - sandbox\n", ("planned but not started",)),
    "zh": ("已计划未开始:\n  - 用户调查\n已完成做完:\n  - 沙箱\n", ("计划但未开始", "计划中尚未开始")),
    "ru": ("запланировано_ещё_не_начато:\n  - опрос пользователей\nсделано_выполнено:\n  - песочница\n",
           ("запланировано, но не начато",)),
}


@pytest.mark.parametrize("lang", ("en", "zh", "ru"))
def test_a_key_of_two_labels_of_one_list_labels_the_items_under_it(lang):
    language = get_language(lang)
    text, headings = PAIRED[lang]
    items = [c for c in segment(_JOIN.sub(" ", text), language.layout, language.forms) if c.text.lstrip().startswith("-")]
    assert [c.label for c in items] == ["planned", "done"]
    assert all(label_of(h, language.layout) == "planned" for h in headings)


@pytest.mark.parametrize("lang,text", (("en", "done planned"), ("en", "planned excluded"), ("zh", "已完成计划"),
                                       ("ru", "сделано запланировано")))
def test_two_labels_of_different_lists_are_no_label(lang, text):
    assert label_of(text, get_language(lang).layout) is None
