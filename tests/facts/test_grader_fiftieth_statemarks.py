"""State marks around the work items and the exclusion, read in every language: an exclusion told as not decided by
anyone ("no one has decided whether …", "никто пока не решил", "还没人拍板") is the exclusion distorted; a mark after the
done item that puts it next in line ("X (coming up)", "X (скоро)", "X（接下来）") tells it as planned: distorted; a
heading's stage carries over a blank line to its item and stops at the next heading; a part's word on the budget
("含税") hides no second account of it told after a contrast. Briefs written for these tests on the material of seed 5."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds

EXCLUSION = {
    "en": "Warranty claims are not part of it.",
    "ru": "Гарантийные претензии в пилот не входят.",
    "zh": "保修索赔不在范围内。",
}


def _with_exclusion(lang: str, told: str):
    return graded(lang, 5, SEED5_FACTS[lang].replace(EXCLUSION[lang], told) + SEED5_WORK[lang])


# --- the exclusion told as decided by no one: distorted ------------------------------------------------------------
UNDECIDED = {
    "en": "No one has decided whether warranty claims are included.",
    "ru": "Входят ли в пилот гарантийные претензии, никто пока не решил.",
    "zh": "保修索赔要不要纳入，目前还没有人拍板。",
}
# its neighbour: excluded, and only a later change left open
STILL_EXCLUDED = {
    "en": "Warranty claims are out of scope; nobody has decided whether that changes later.",
    "ru": "Гарантийные претензии в пилот не входят, и их решили не включать.",
    "zh": "保修索赔不在范围内，这一点已经定了。",
}


@pytest.mark.parametrize("lang", list(UNDECIDED))
def test_an_exclusion_no_one_has_decided_is_distorted(lang):
    assert facts(_with_exclusion(lang, UNDECIDED[lang]))["out_of_scope"] == "distorted"


@pytest.mark.parametrize("lang", list(STILL_EXCLUDED))
def test_an_exclusion_told_outright_stays_correct(lang):
    assert facts(_with_exclusion(lang, STILL_EXCLUDED[lang]))["out_of_scope"] == "correct"


# --- a mark after the done item putting it next in line: done told as planned --------------------------------------
PLANNED_TOLD = {
    "en": "the user guides still have to be translated; that work has not begun.",
    "ru": "руководства пользователя ещё предстоит перевести, к этому не приступали.",
    "zh": "用户指南翻译已列入计划，但尚未开始。",
}
DONE_ITEM = {"en": "Installing the barcode scanners", "ru": "Установка сканеров штрихкодов", "zh": "条码扫描器安装"}
NEXT_MARKS = {
    "en": ["(coming up)", "(next)", "— next", ": up next"],
    "ru": ["(скоро)", "(в ближайшие недели)", "(далее)"],
    "zh": ["（接下来）", "（马上开始）"],
}


@pytest.mark.parametrize("lang,mark", [(lang, m) for lang, ms in NEXT_MARKS.items() for m in ms])
def test_a_next_in_line_mark_after_the_done_item_is_distorted(lang, mark):
    for form in ("{d} {m}; {p}", "- {d} {m}\n- {p}\n"):
        text = SEED5_FACTS[lang] + "\n\n" + form.format(d=DONE_ITEM[lang], m=mark, p=PLANNED_TOLD[lang])
        got = facts(graded(lang, 5, text))
        assert (got["done"], got["planned"]) == ("distorted", "correct"), (form, got)


@pytest.mark.parametrize("lang", list(NEXT_MARKS))
def test_the_done_item_told_done_beside_a_planned_one_stays_correct(lang):
    done = {"en": "The barcode scanners are in place; coming up next, the user guides are to be translated.",
            "ru": "Сканеры штрихкодов уже установлены, а перевод руководств пользователя скоро начнётся, пока не начат.",
            "zh": "条码扫描器已经安装完毕；用户指南翻译（接下来）已列入计划，尚未开始。"}[lang]
    got = facts(graded(lang, 5, SEED5_FACTS[lang] + "\n\n" + done))
    assert (got["done"], got["planned"]) == ("correct", "correct"), got


# --- a heading's stage over a blank line: it carries to its item, and stops at the next heading ---------------------
HEADINGS = {
    "en": ("Done:\n\n- Barcode scanners put in\n\n{second}:\n\n- Translating the user guides\n", "Planned", "Remarks"),
    "ru": ("Сделано:\n\n- установка сканеров штрихкодов\n\n{second}:\n\n- перевод руководств пользователя\n",
           "Запланировано", "Заметки"),
    "zh": ("已完成：\n\n- 条码扫描器安装\n\n{second}：\n\n- 用户指南翻译\n", "计划中", "备注"),
}


@pytest.mark.parametrize("lang", list(HEADINGS))
def test_a_heading_stage_carries_over_a_blank_line(lang):
    text, planned, _ = HEADINGS[lang]
    got = facts(graded(lang, 5, SEED5_FACTS[lang] + "\n\n" + text.format(second=planned)))
    assert (got["done"], got["planned"]) == ("correct", "correct"), got


@pytest.mark.parametrize("lang", list(HEADINGS))
def test_a_heading_stage_stops_at_the_next_heading(lang):
    text, _, other = HEADINGS[lang]
    got = facts(graded(lang, 5, SEED5_FACTS[lang] + "\n\n" + text.format(second=other)))
    assert (got["done"], got["planned"]) == ("correct", "omitted"), got


# --- 含 on the budget: a part of it, never a cover for a second account told after a contrast ------------------------
def _budget(told: str):
    g = graded("zh", 5, SEED5_FACTS["zh"].replace("预算为45,000美元。", told) + SEED5_WORK["zh"])
    return facts(g)["budget"], kinds(g)


@pytest.mark.parametrize("told", ["预算为45,000美元含税，但另一份文件写的是52,000美元。",
                                  "预算为45,000美元（含税），不过有的地方记为52,000美元。"])
def test_a_second_budget_after_a_tax_note_is_distorted(told):
    assert _budget(told) == ("distorted", [])


def test_a_part_of_the_budget_after_the_contrast_stays_one_budget():
    assert _budget("预算为45,000美元含税，但其中6,000美元用于培训。")[0] == "correct"


def test_a_part_given_with_han_is_one_budget_with_a_part():
    label, added = _budget("预算为45,000美元，含培训费6,000美元。")
    assert label == "correct" and [k for k, _ in added] == ["amount"], added
