"""A date with its role in brackets after it, and a "who does what" table, in every language. "9 Jun 2026 (start) ·
3 Oct 2026 (end)", "9 июня 2026 г. (начало)", "2026年6月9日（开始）" give each date the role its bracket names (a wrong
date so marked is that role distorted; "Start: X · End: Y" still reads). A table whose rows give a party, then what it
does ("| Who | What |", "| Кто | Что |", "| 角色/主体 | 与试点的关系 |") restates the facts by their parties: the
approver's row is the pilot's own approval (the pilot it approves is no second party), "the only pilot site" beside the
site is the scope, a cell saying the notes name no one ("(not named)") names no one, and a party the notes never name
given a fact's work is one addition. Pinned with briefs written for these tests on the material of seed 5."""

import pytest

from tests.facts.grading import SEED5_WORK, facts, graded, kinds

REST = {
    "en": "Only invoice matching at the Leeds office is in scope; warranty claims are left out. Marek Novak signed "
          "the pilot off on 15 May 2026 with a budget of USD 45,000. ",
    "ru": "В пилот входит только сверка счетов в офисе в Лидсе, гарантийные претензии исключены. Марек Новак утвердил "
          "пилот 15 мая 2026 г., бюджет — 45 000 долларов США. ",
    "zh": "范围只有利兹办公室的发票匹配，保修索赔不在其中。马雷克·诺瓦克于2026年5月15日批准试点，预算45,000美元。",
}

# the dates with their roles in brackets after them; {end} is the end's date
MARKED = {
    "en": ["Timeline: 9 Jun 2026 (start) [2] · {end} (end) [8]\n\n", "Window: 9 June 2026 (launch), {end} (finish).\n\n"],
    "ru": ["Сроки: 9 июня 2026 г. (начало) [2] · {end} (окончание) [8]\n\n",
           "Окно: 9 июня 2026 г. (старт), {end} (дата окончания).\n\n"],
    "zh": ["时间：2026年6月9日（开始）[2] · {end}（结束）[8]\n\n", "窗口：2026年6月9日（启动），{end}（结束日期）。\n\n"],
}
RIGHT = {"en": "3 Oct 2026", "ru": "3 октября 2026 г.", "zh": "2026年10月3日"}
WRONG = {"en": "13 Oct 2026", "ru": "13 октября 2026 г.", "zh": "2026年10月13日"}
LABELLED = {"en": "Start: 9 Jun 2026 · End: 3 Oct 2026\n\n", "ru": "Начало: 9 июня 2026 г. · Окончание: 3 октября 2026 г.\n\n",
            "zh": "开始：2026年6月9日 · 结束：2026年10月3日\n\n"}
DATE_CASES = [(lang, i) for lang, forms in MARKED.items() for i in range(len(forms))]


def _dated(lang: str, dates: str):
    return graded(lang, 5, dates + REST[lang] + SEED5_WORK[lang])


@pytest.mark.parametrize(("lang", "i"), DATE_CASES)
def test_a_date_marked_by_its_role_after_it_takes_that_role(lang, i):
    g = _dated(lang, MARKED[lang][i].format(end=RIGHT[lang]))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize(("lang", "i"), DATE_CASES)
def test_a_wrong_date_marked_by_its_role_is_that_role_distorted(lang, i):
    got = facts(_dated(lang, MARKED[lang][i].format(end=WRONG[lang])))
    assert got.pop("end_date") == "distorted"
    assert set(got.values()) == {"correct"}, got


@pytest.mark.parametrize("lang", sorted(LABELLED))
def test_labels_before_the_dates_still_read(lang):
    g = _dated(lang, LABELLED[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


# a "who does what" table; {party} and {work} fill the done item's row
TABLE = {
    "en": ("Osprey: parties and their part\n\n| Who | What | Para |\n|---|---|---|\n"
           "| Marek Novak (Chief Financial Officer) | approved the pilot on 15 May 2026 | [4] |\n"
           "| {party} | {work} | [7] |\n"
           "| Leeds office | the only pilot site, invoice matching only | [7] |\n"
           "| (not named) | user guide translation: planned, not yet begun | [1] |\n"
           "| Warranty claims | kept out of the pilot | [4] |\n\n"
           "Window 9 June 2026 – 3 October 2026; budget USD 45,000 [1].\n"),
    "ru": ("«Скопа»: участники и их роль\n\n| Кто | Что | Абзац |\n|---|---|---|\n"
           "| Марек Новак (финансовый директор) | утвердил пилот 15 мая 2026 г. | [4] |\n"
           "| {party} | {work} | [7] |\n"
           "| Офис в Лидсе | единственная площадка пилота, только сверка счетов | [7] |\n"
           "| (не указан) | перевод руководств пользователя: запланирован, ещё не начат | [1] |\n"
           "| Гарантийные претензии | в пилот не входят | [4] |\n\n"
           "Окно 9 июня 2026 г. – 3 октября 2026 г.; бюджет 45 000 долларов США [1].\n"),
    "zh": ("鱼鹰试点：各方与分工\n\n| 角色/主体 | 做了什么 | 段落 |\n|---|---|---|\n"
           "| 马雷克·诺瓦克（首席财务官） | 2026年5月15日批准试点 | [4] |\n"
           "| {party} | {work} | [7] |\n"
           "| 利兹办公室 | 唯一试点地点，只做发票匹配 | [7] |\n"
           "| （未指定） | 用户指南翻译：已列入计划，还没开始 | [1] |\n"
           "| 保修索赔 | 不属于试点 | [4] |\n\n"
           "窗口2026年6月9日—2026年10月3日；预算45,000美元 [1]。\n"),
}
INVENTED = {"en": ("Facilities crew", "finished installing the barcode scanners"),
            "ru": ("Бригада монтажников", "закончила установку сканеров штрихкодов"),
            "zh": ("设备维修组", "完成了条码扫描器安装")}
UNNAMED = {"en": ("(not named)", "barcode scanner installation: complete"),
           "ru": ("(не указан)", "установка сканеров штрихкодов: завершена"),
           "zh": ("（未指定）", "条码扫描器安装：已完成")}


@pytest.mark.parametrize("lang", sorted(TABLE))
def test_a_party_never_named_given_a_facts_work_is_one_addition(lang):
    party, work = INVENTED[lang]
    g = graded(lang, 5, TABLE[lang].format(party=party, work=work))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == [("claim", party)]


@pytest.mark.parametrize("lang", sorted(TABLE))
def test_rows_restating_facts_by_their_parties_add_nothing(lang):
    party, work = UNNAMED[lang]
    g = graded(lang, 5, TABLE[lang].format(party=party, work=work))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


# the approver's row naming another body beside the approval: still a second approval (the rule must not over-fire)
OTHER_SIGNOFF = {"en": "legal department also signed off", "ru": "юридический отдел тоже согласовал",
                 "zh": "法务部也已会签"}


@pytest.mark.parametrize("lang", sorted(TABLE))
def test_another_bodys_signoff_in_the_approvers_row_is_still_an_addition(lang):
    text = TABLE[lang].format(party=UNNAMED[lang][0], work=UNNAMED[lang][1])
    row = {"en": "| approved the pilot on 15 May 2026 |", "ru": "| утвердил пилот 15 мая 2026 г. |",
           "zh": "| 2026年5月15日批准试点 |"}[lang]
    text = text.replace(row, row + f" {OTHER_SIGNOFF[lang]} |")
    g = graded(lang, 5, text)
    assert [k for k, _ in kinds(g)] == ["approval"], kinds(g)
