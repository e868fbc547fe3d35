"""A stage given by where an item sits, or by a ticked box, the twenty-sixth held-out set's boards class in every
language: a board's column written between rules of equals signs ("== Done ==", "== 已完成 ==", "== Готово ==") and a
column of work left out ("Won't do", "不做", "Исключено") give the items under them their stage, and the heading claims
nothing; a column said empty ("(empty)", "（空）", "(пусто)") claims no work; a form's options behind boxes on one line
("[ ] Not started [x] In progress [ ] Completed", "☐ 未开始 ☑ 已完成", "[ ] не начат [x] завершён") say the ticked option
only, and a grid of boxes under a header row naming the options says the ticked column's name of its row's item; an
option left empty with a blank to fill in ("[ ] approved - by: ____") is no claim, and the option ticked under a bare
Approval field is that field's value; the approval as an item of a board's Done column is given. Each is pinned with
briefs written for these tests on the material of seeds 1 and 5 (see test_grader_classes_all_languages)."""

import pytest

from kvtrial.facts.grader import grade_output
from tests.facts.test_grader_classes_all_languages import CLEAN, LANGS, assert_all_correct, labels

# the items of seed 5 as bare nouns (no stage word of their own): done, planned, left out
ITEMS = {
    "en": ("Installation of the barcode scanners [14]", "Translation of the user guides [2]", "Warranty claims [8]"),
    "zh": ("条码扫描器安装[7]", "用户指南翻译[1]", "保修索赔[5]"),
    "ru": ("Установка сканеров штрихкодов [17]", "Перевод руководств пользователя [3]", "Гарантийные претензии [10]"),
}
FIELDS = {"en": "Timeline: {timeline}\nScope: {scope}\nBudget: {budget}\n",
          "zh": "时间线：{timeline}\n范围：{scope}\n预算：{budget}\n",
          "ru": "Сроки: {timeline}\nРамки: {scope}\nБюджет: {budget}\n"}


def fields(lang: str, seed: int) -> str:
    return FIELDS[lang].format(**CLEAN[(lang, seed)])


# --- a board's columns between rules of equals signs, a column of work left out, a column said empty ----------------
COLUMNS = {"en": ("To do", "Doing", "Done", "Won't do"), "zh": ("待办", "进行中", "已完成", "不做"),
           "ru": ("К выполнению", "В работе", "Готово", "Исключено")}
EMPTY = {"en": "(empty)", "zh": "（空）", "ru": "(пусто)"}


@pytest.mark.parametrize("lang", LANGS)
def test_a_board_between_rules_of_equals_signs_gives_its_items_their_stage(mats, lang):
    done, planned, out = ITEMS[lang]
    todo, doing, finished, wont = COLUMNS[lang]
    status = CLEAN[(lang, 5)]["status"]
    text = (fields(lang, 5) + f"{'Status' if lang == 'en' else '状态' if lang == 'zh' else 'Статус'}: {status}\n\n"
            f"== {todo} ==\n• {planned}\n\n== {doing} ==\n{EMPTY[lang]}\n\n== {finished} ==\n• {done}\n\n"
            f"== {wont} ==\n• {out}\n")
    g = grade_output(mats[(lang, 5)], text)
    assert_all_correct(g)


# --- a form's options behind boxes, on one line or in a grid under their names ---------------------------------------
OPTIONS = {
    "en": ("Approval: [x] Approved  [ ] Pending  (approved by Marek Novak on 15 May 2026 [8])\n",
           "{item}:   [ ] Not started  [ ] In progress  [{d}] Completed\n"),
    "zh": ("审批：☑ 已批准  ☐ 待批准（2026年5月15日由马雷克·诺瓦克批准[5]）\n", "{item}：☐ 未开始  ☐ 进行中  {box} 已完成\n"),
    "ru": ("Утверждение: [x] утверждён  [ ] ожидает  (утвердил Марек Новак 15 мая 2026 г. [10])\n",
           "{item}:   [ ] не начат  [ ] в работе  [{d}] завершён\n"),
}
NOT_DONE = {"en": "{item}:   [x] Not started  [ ] In progress  [ ] Completed\n",
            "zh": "{item}：☑ 未开始  ☐ 进行中  ☐ 已完成\n",
            "ru": "{item}:   [x] не начат  [ ] в работе  [ ] завершён\n"}
EXCLUDED = {"en": "Not covered: {item}\n", "zh": "不包括：{item}\n", "ru": "Не входит: {item}\n"}


@pytest.mark.parametrize("lang", LANGS)
def test_a_forms_ticked_option_on_its_line_is_what_it_says(mats, lang):
    done, planned, out = ITEMS[lang]
    approval, stage = OPTIONS[lang]
    text = (fields(lang, 5) + EXCLUDED[lang].format(item=out) + approval
            + stage.format(item=done, d="x", box="☑") + NOT_DONE[lang].format(item=planned))
    assert_all_correct(grade_output(mats[(lang, 5)], text))


GRID = {"en": ("Work items:", ("not started", "in progress", "completed")),
        "zh": ("工作项：", ("未开始", "进行中", "已完成")),
        "ru": ("Этапы работ:", ("не начат", "в работе", "завершён"))}


@pytest.mark.parametrize("lang", LANGS)
def test_a_grid_of_boxes_names_the_ticked_column_of_its_row(mats, lang):
    done, planned, out = ITEMS[lang]
    status = CLEAN[(lang, 5)]["status"]
    title, names = GRID[lang]
    head = title.ljust(40) + "   ".join(names) + "\n"
    cols = [head.index(n) for n in names]

    def row(item: str, ticked: int) -> str:
        line = list(item.ljust(len(head) + 4))
        for k, c in enumerate(cols):
            line[c + 1:c + 4] = "[x]" if k == ticked else "[ ]"
        return "".join(line).rstrip() + "\n"

    status_line = {"en": "Status: ", "zh": "状态：", "ru": "Статус: "}[lang] + status + "\n"
    text = fields(lang, 5) + EXCLUDED[lang].format(item=out) + status_line + "\n" + head + row(done, 2) + row(planned, 0)
    assert_all_correct(grade_output(mats[(lang, 5)], text))


# --- an option left blank on a form; the option ticked under a bare Approval field -----------------------------------
PENDING_FORM = {
    "en": "Approval:\n  [ ] approved - by: ____________  on: ____________\n"
          "  [x] awaiting a decision - body: investment board [9]\n",
    "zh": "审批：\n  ☐ 已批准 — 批准人：________  日期：________\n  ☑ 等待决定 — 机构：投资委员会[4]\n",
    "ru": "Утверждение:\n  [ ] утверждён — кто: ____________  когда: ____________\n"
          "  [x] ждёт решения — орган: инвестиционный совет [9]\n",
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_blank_left_on_a_form_is_no_claim_and_the_ticked_option_is_the_fields_value(mats, lang):
    c = CLEAN[(lang, 1)]
    done = {"en": "Done: ", "zh": "已完成：", "ru": "Сделано: "}[lang] + c["done"]
    planned = {"en": "Planned: ", "zh": "计划：", "ru": "Запланировано: "}[lang] + c["planned"]
    text = fields(lang, 1) + c["oos"] + "\n" + done + "\n" + planned + "\n" + PENDING_FORM[lang]
    assert_all_correct(grade_output(mats[(lang, 1)], text))


# --- the approval as an item of a board's Done column -----------------------------------------------------------------
APPROVAL_CARD = {"en": "Approval - Marek Novak, 15 May 2026 [8]", "zh": "审批 — 马雷克·诺瓦克，2026年5月15日[5]",
                 "ru": "Утверждение — Марек Новак, 15 мая 2026 г. [10]"}


@pytest.mark.parametrize("lang", LANGS)
def test_the_approval_in_a_boards_done_column_is_given(mats, lang):
    done, planned, out = ITEMS[lang]
    todo, doing, finished, wont = COLUMNS[lang]
    text = (fields(lang, 5) + f"\n| {todo} | {doing} | {finished} | {wont} |\n|---|---|---|---|\n"
            f"| {planned} | | {done} | {out} |\n| | | {APPROVAL_CARD[lang]} | |\n")
    g = grade_output(mats[(lang, 5)], text)
    assert labels(g)["approval"] == "correct", [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert_all_correct(g)
