"""Work items named by a noun alone in a dated or headed entry, read in every language: the entry's layout tells the
stage. A date before the pilot's start (the notes tell the start as still ahead) tells done, a date on or after it
planned, a date whose span holds the start neither; a heading ("Completed", "已完成", "Выполнено" / "Planned", "计划",
"Запланировано") or an entry's lead ("TBD", "позже", "потом") tells it too; the done item under a planned heading is
distorted; an item told with its verb reads as before; an entry naming the item alone with nothing telling its stage
stays omitted, marked uncertain. Briefs written for these tests on the material of seed 5 (start 9 June 2026)."""

import pytest

from tests.facts.grading import SEED5_FACTS, facts, graded

LANGS = ("en", "zh", "ru")

DONE = {"en": "barcode scanner installation", "zh": "条码扫描器安装", "ru": "установка сканеров штрихкодов"}
PLANNED = {"en": "user guide translation", "zh": "用户指南翻译", "ru": "перевод руководств пользователя"}


def _grade(lang: str, text: str):
    return graded(lang, 5, SEED5_FACTS[lang] + "\n" + text)


def _stages(lang: str, text: str) -> tuple[str, str]:
    f = facts(_grade(lang, text))
    return f["done"], f["planned"]


# --- dated entries: a date before the start tells done, one after it planned --------------------------------------
DATED = {
    "en": "Schedule:\n- April 2026 — {d}\n- 2026-08-14 — {p}\n",
    "zh": "进度表：\n- 2026年4月：{d}\n- 2026年8月14日：{p}\n",
    "ru": "График:\n- апрель 2026 — {d}\n- 14.08.2026 — {p}\n",
}
# the same in a table's rows
TABLE = {
    "en": "| Month | Work |\n|---|---|\n| March 2026 | {d} |\n| September 2026 | {p} |\n",
    "zh": "| 月份 | 工作 |\n|---|---|\n| 2026年3月 | {d} |\n| 2026年9月 | {p} |\n",
    "ru": "| Месяц | Работа |\n|---|---|\n| март 2026 | {d} |\n| сентябрь 2026 | {p} |\n",
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_past_and_a_future_date_tell_done_and_planned(lang):
    assert _stages(lang, DATED[lang].format(d=DONE[lang], p=PLANNED[lang])) == ("correct", "correct")


@pytest.mark.parametrize("lang", LANGS)
def test_dated_table_rows_tell_the_stages(lang):
    assert _stages(lang, TABLE[lang].format(d=DONE[lang], p=PLANNED[lang])) == ("correct", "correct")


@pytest.mark.parametrize("lang", LANGS)
def test_dates_swapped_tell_the_stages_swapped(lang):
    swapped = DATED[lang].format(d=PLANNED[lang], p=DONE[lang])
    assert _stages(lang, swapped) == ("distorted", "distorted")


# a date whose month holds the pilot's start: neither side of it
START_MONTH = {
    "en": "Schedule:\n- June 2026 — {d}\n",
    "zh": "进度表：\n- 2026年6月：{d}\n",
    "ru": "График:\n- июнь 2026 — {d}\n",
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_date_spanning_the_start_tells_no_stage(lang):
    g = _grade(lang, START_MONTH[lang].format(d=DONE[lang]))
    done = next(f for f in g.facts if f.fact_id == "done")
    assert str(done.label) == "omitted" and done.doubts


# --- headings and leads -------------------------------------------------------------------------------------------
HEADED = {
    "en": "Completed:\n- {d}\n\nPlanned:\n- {p}\n",
    "zh": "已完成：\n- {d}\n\n计划：\n- {p}\n",
    "ru": "Выполнено:\n- {d}\n\nЗапланировано:\n- {p}\n",
}
LEAD = {
    "en": "☑ {d}\nTBD: {p}\n",
    "zh": "☑ {d}\n待定：{p}\n",
    "ru": "☑ {d}\nПотом: {p}\n",
}
BOTH_PLANNED = {
    "en": "Planned:\n- {d}\n- {p}\n",
    "zh": "计划：\n- {d}\n- {p}\n",
    "ru": "Запланировано:\n- {d}\n- {p}\n",
}


@pytest.mark.parametrize("lang", LANGS)
def test_headings_tell_the_stages(lang):
    assert _stages(lang, HEADED[lang].format(d=DONE[lang], p=PLANNED[lang])) == ("correct", "correct")


@pytest.mark.parametrize("lang", LANGS)
def test_a_mark_and_a_lead_tell_the_stages(lang):
    assert _stages(lang, LEAD[lang].format(d=DONE[lang], p=PLANNED[lang])) == ("correct", "correct")


@pytest.mark.parametrize("lang", LANGS)
def test_the_done_item_under_a_planned_heading_is_distorted(lang):
    assert _stages(lang, BOTH_PLANNED[lang].format(d=DONE[lang], p=PLANNED[lang])) == ("distorted", "correct")


# --- neighbours: the item with its verb, and an entry with more than the item -------------------------------------
VERBED = {
    "en": "Schedule:\n- April 2026 — the barcode scanners were installed\n"
          "- 2026-08-14 — the user guides are still to be translated, not started\n",
    "zh": "进度表：\n- 2026年4月：条码扫描器已经安装完毕\n- 2026年8月14日：用户指南翻译已列入计划，尚未开始\n",
    "ru": "График:\n- апрель 2026 — сканеры штрихкодов уже установлены\n"
          "- 14.08.2026 — перевод руководств пользователя запланирован, но не начат\n",
}
MORE_WORK = {
    "en": "- August 2026: {d} review with the suppliers and the works council\n",
    "zh": "- 2026年8月：与供应商和工会一起评审{d}效果\n",
    "ru": "- август 2026 — обсуждение итогов: {d} и отзывы поставщиков и профсоюза\n",
}


@pytest.mark.parametrize("lang", LANGS)
def test_an_item_with_its_verb_reads_as_before(lang):
    assert _stages(lang, VERBED[lang]) == ("correct", "correct")


@pytest.mark.parametrize("lang", LANGS)
def test_a_dated_entry_saying_more_than_the_item_takes_no_stage_from_its_date(lang):
    assert _stages(lang, MORE_WORK[lang].format(d=DONE[lang]))[0] != "distorted"


@pytest.mark.parametrize("lang", LANGS)
def test_a_bare_item_entry_stays_omitted_and_uncertain(lang):
    g = _grade(lang, f"- {DONE[lang]}\n")
    done = next(f for f in g.facts if f.fact_id == "done")
    assert str(done.label) == "omitted" and done.doubts
