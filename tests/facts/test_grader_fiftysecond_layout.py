"""Timeline and table layouts, in every language: a timeline's or checklist's section heading saying only a stage
("Finished by now", "Уже сделано", "已经过去的") over the entries set in under it is the layout's furniture, no claim of
progress, while a heading that judges ("Already behind schedule") still claims; "never included" leaves an item out;
a stage in any cell of an item's table row is the item's, even after a remark cell that negates something else ("the
notes name nobody | done"), while the stage cell of another row is not. Pinned with briefs written for these tests
on the material of seed 5 (scanners installed, user-guide translation planned, warranty claims out of scope)."""

import pytest

from tests.facts.grading import facts, graded, kinds

LANGS = ["en", "ru", "zh"]

# --- a timeline with section headings over indented entries ----------------------------------------------------------
TIMELINE = {
    "en": "Pilot at a glance, in order\n\nFinished by now\n  ✔ Barcode scanners installed\n\nWaiting its turn\n"
          "  ○ Translation of the user guides: planned, not started\n\n"
          "9 June 2026 ── first day\n   │  the whole time: invoice matching at the Leeds office, nothing else\n"
          "   │  never included: warranty claims\n   │  money: USD 45,000\n3 October 2026 ── last day\n\n"
          "Signed off by Marek Novak on 15 May 2026.\n",
    "ru": "Пилот по порядку\n\nУже сделано\n  ✔ Сканеры штрихкодов установлены\n\nЕщё предстоит\n"
          "  ○ Перевод руководств пользователя: запланирован, не начат\n\n"
          "9 июня 2026 г. ── первый день\n   │  всё время: только сверка счетов в офисе в Лидсе\n"
          "   │  ни разу не входили: гарантийные претензии\n   │  деньги: 45 000 долларов США\n"
          "3 октября 2026 г. ── последний день\n\nМарек Новак утвердил пилот 15 мая 2026 г.\n",
    "zh": "试点时间线\n\n已经过去的\n  ✔ 条码扫描器安装完成\n\n还在后面的\n  ○ 用户指南翻译：已列入计划，尚未开始\n\n"
          "2026年6月9日 ── 开始\n   │  全程：只涵盖利兹办公室的发票匹配\n   │  从来不属于试点：保修索赔\n"
          "   │  预算：45,000美元\n2026年10月3日 ── 结束\n\n马雷克·诺瓦克已于2026年5月15日批准该试点。\n",
}
# the first heading of each, and a heading in its place that judges the pilot's pace
HEADING = {
    "en": ("Finished by now", "Already behind schedule"),
    "ru": ("Уже сделано", "Уже отстаём от графика"),
    "zh": ("已经过去的", "已经落后于计划"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_timelines_stage_headings_are_no_claims(lang):
    g = graded(lang, 5, TIMELINE[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == [], kinds(g)


@pytest.mark.parametrize("lang", LANGS)
def test_a_heading_that_judges_the_pace_still_claims(lang):
    said, judged = HEADING[lang]
    g = graded(lang, 5, TIMELINE[lang].replace(said, judged))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert [t for _, t in kinds(g)] == [judged], kinds(g)


def test_never_included_leaves_the_item_out():
    g = graded("en", 5, TIMELINE["en"].replace("never included: warranty claims", "warranty claims were never part of it"))
    assert facts(g)["out_of_scope"] == "correct", facts(g)


def test_an_item_named_under_never_with_no_membership_word_is_still_read_as_before():
    # "never" alone denies no membership: the item named as work of the pilot stays in scope
    g = graded("en", 5, TIMELINE["en"].replace("never included: warranty claims",
                                               "warranty claims checked weekly, never late"))
    assert facts(g)["out_of_scope"] == "distorted", facts(g)


# --- a who-does-what table: the stage in the row's last cell, after a remark cell ------------------------------------
TABLE = {
    "en": "Who does what\n\nThe pilot runs from 9 June 2026 to 3 October 2026; budget USD 45,000.\n\n"
          "| Task | Who | Where it stands |\n|---|---|---|\n"
          "| Pilot approval | Marek Novak | approved on 15 May 2026 |\n"
          "| Barcode scanner installation | the notes name nobody | done |\n"
          "| Translation of the user guides | — | planned, not started |\n"
          "| Invoice matching, Leeds office | — | the only workflow |\n"
          "| Warranty claims | — | not part of the pilot |\n",
    "ru": "Кто что делает\n\nСроки: 9 июня 2026 г. – 3 октября 2026 г. Бюджет: 45 000 долларов США.\n\n"
          "| Задача | Кто | Состояние |\n|---|---|---|\n"
          "| Утверждение пилота | Марек Новак | утверждён 15 мая 2026 г. |\n"
          "| Установка сканеров штрихкодов | ответственный в заметках не указан | завершена |\n"
          "| Перевод руководств пользователя | — | запланирован, не начат |\n"
          "| Сверка счетов, офис в Лидсе | — | единственный процесс |\n"
          "| Гарантийные претензии | — | в пилот не входят |\n",
    "zh": "分工表\n\n时间：2026年6月9日至2026年10月3日。预算：45,000美元。\n\n| 任务 | 负责人 | 状态 |\n|---|---|---|\n"
          "| 试点审批 | 马雷克·诺瓦克 | 2026年5月15日已批准 |\n| 条码扫描器安装 | 记录中没有写负责人 | 已完成 |\n"
          "| 用户指南翻译 | — | 已列入计划，尚未开始 |\n| 利兹办公室的发票匹配 | — | 唯一流程 |\n"
          "| 保修索赔 | — | 不在范围内 |\n",
}
# (the done row's remark and stage cells, the same row's stage left empty; the planned row's cells, told done)
ROWS = {
    "en": ("| the notes name nobody | done |", "| the notes name nobody | — |",
           "| — | planned, not started |", "| — | done |"),
    "ru": ("| ответственный в заметках не указан | завершена |", "| ответственный в заметках не указан | — |",
           "| — | запланирован, не начат |", "| — | завершён |"),
    "zh": ("| 记录中没有写负责人 | 已完成 |", "| 记录中没有写负责人 | — |", "| — | 已列入计划，尚未开始 |", "| — | 已完成 |"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_the_stage_cell_after_a_remark_cell_is_the_items(lang):
    g = graded(lang, 5, TABLE[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == [], kinds(g)


@pytest.mark.parametrize("lang", LANGS)
def test_another_rows_stage_cell_is_not_the_items(lang):
    remark_done, remark_empty, planned_cells, done_cells = ROWS[lang]
    g = graded(lang, 5, TABLE[lang].replace(remark_done, remark_empty).replace(planned_cells, done_cells))
    assert facts(g)["done"] == "omitted", facts(g)
    assert facts(g)["planned"] == "distorted", facts(g)
