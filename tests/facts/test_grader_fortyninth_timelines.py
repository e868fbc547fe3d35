"""A fact told in a timeline's entry or a list's line, cut where the line's own parts end, in every language: a dated
entry whose subject is the pilot's own name ("14 July 2026 — Osprey begins.", "2026年7月14日——鱼鹰开始") dates the
start or the end as "the pilot begins" does, while an entry for another event under the name (a meeting) dates
neither; each line opened by a dash or a dot under a stage heading ("Next steps:" / "— …") takes the heading's
stage, not the first line only; a run-in field whose label holds a comma ("· 已计划，未开始：B") is cut at its own
start, so each field keeps its own stage, while a comma inside a field's value still parts its clauses. Pinned with
briefs written for these tests on the material of seed 5."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds

# seed 5's scope, exclusion, approval, budget and work items told correctly, no date of the pilot's own
REST = {
    "en": "The work is limited to invoice matching at the Leeds office, with warranty claims left out. Marek Novak "
          "signed it off on 15 May 2026 and the budget stands at USD 45,000. " + SEED5_WORK["en"],
    "ru": "Работа ограничена сверкой счетов в офисе в Лидсе, гарантийные претензии не входят. Марек Новак утвердил "
          "пилот 15 мая 2026 г., бюджет — 45 000 долларов США. " + SEED5_WORK["ru"],
    "zh": "工作仅限于利兹办公室的发票匹配，保修索赔不包括在内。马雷克·诺瓦克已于2026年5月15日批准，预算为45,000美元。"
          + SEED5_WORK["zh"],
}


def _grade(lang: str, text: str):
    g = graded(lang, 5, text)
    return facts(g), kinds(g)


# --- a dated entry whose subject is the pilot's own name -------------------------------------------------------------
NAMED_WRONG = {
    "en": "Key dates\n14 July 2026 — Osprey begins.\n30 November 2026 — Osprey concludes.\n\n",
    "ru": "Ключевые даты\n14 июля 2026 г. — Скопа начинается.\n30 ноября 2026 г. — «Скопа» заканчивается.\n\n",
    "zh": "关键日期\n2026年7月14日——鱼鹰开始\n2026年11月30日——鱼鹰结束\n\n",
}
NAMED_RIGHT = {
    "en": "Key dates\n9 June 2026 — Osprey begins.\n3 October 2026 — Osprey concludes.\n\n",
    "ru": "Ключевые даты\n9 июня 2026 г. — Скопа начинается.\n3 октября 2026 г. — «Скопа» заканчивается.\n\n",
    "zh": "关键日期\n2026年6月9日——鱼鹰开始\n2026年10月3日——鱼鹰结束\n\n",
}


@pytest.mark.parametrize("lang", list(NAMED_WRONG))
def test_the_pilots_name_as_an_entrys_subject_dates_the_start_and_end(lang):
    labels, added = _grade(lang, NAMED_WRONG[lang] + REST[lang])
    assert labels["start_date"] == "distorted" and labels["end_date"] == "distorted", labels
    assert not [k for k in added if k[0] == "date"], added


@pytest.mark.parametrize("lang", list(NAMED_RIGHT))
def test_the_pilots_name_as_an_entrys_subject_with_the_right_days_is_correct(lang):
    labels, added = _grade(lang, NAMED_RIGHT[lang] + REST[lang])
    assert set(labels.values()) == {"correct"}, labels
    assert added == [], added


# another event under the pilot's name: a meeting, no start
MEETING = {
    "en": "Key dates\n9 June 2026 — Osprey begins.\n1 July 2026 — Osprey review meeting with the clerks.\n"
          "3 October 2026 — Osprey concludes.\n\n",
    "ru": "Ключевые даты\n9 июня 2026 г. — Скопа начинается.\n1 июля 2026 г. — Скопа: встреча с кладовщиками по итогам.\n"
          "3 октября 2026 г. — Скопа заканчивается.\n\n",
    "zh": "关键日期\n2026年6月9日——鱼鹰开始\n2026年7月1日——鱼鹰与仓库员工的复盘会议\n2026年10月3日——鱼鹰结束\n\n",
}


@pytest.mark.parametrize("lang", list(MEETING))
def test_a_meeting_entry_under_the_pilots_name_dates_no_start(lang):
    labels, added = _grade(lang, MEETING[lang] + REST[lang])
    assert labels["start_date"] == "correct" and labels["end_date"] == "correct", labels


# --- lines opened by a dash or a dot under a stage heading --------------------------------------------------------------
NEXT_DASHED = {
    "en": "Next steps:\n– agree the shift rota with the clerks;\n– translation of the user guides.\n",
    "ru": "Дальше:\n— согласовать график смен с кладовщиками;\n— перевод руководств пользователя.\n",
    "zh": "下一步：\n—— 与仓库员工商定排班；\n—— 用户指南翻译。\n",
}
NEXT_DOTTED = {
    "en": "Next steps:\n· agree the shift rota with the clerks\n· translation of the user guides\n",
    "ru": "Следующие шаги:\n· согласовать график смен с кладовщиками\n· перевод руководств пользователя\n",
    "zh": "下一步：\n· 与仓库员工商定排班\n·用户指南翻译\n",
}
DONE_DASHED = {
    "en": "Done:\n— a briefing held for the clerks;\n— barcode scanners installed.\n",
    "ru": "Сделано:\n— проведён инструктаж кладовщиков;\n— установка сканеров штрихкодов.\n",
    "zh": "已完成：\n— 为仓库员工做了培训说明；\n— 条码扫描器安装。\n",
}
GUIDES_PLANNED = {"en": "The translation of the user guides has not started yet.",
                  "ru": "Перевод руководств пользователя ещё не начат.",
                  "zh": "用户指南翻译尚未开始。"}


@pytest.mark.parametrize("lang", list(NEXT_DASHED))
@pytest.mark.parametrize("listed", [NEXT_DASHED, NEXT_DOTTED])
def test_each_dashed_line_under_a_next_steps_heading_is_planned(lang, listed):
    done_only = SEED5_WORK[lang].split(";" if lang == "en" else "，" if lang == "zh" else ", а")[0] + "."
    labels, added = _grade(lang, SEED5_FACTS[lang] + done_only + "\n\n" + listed[lang])
    assert labels["planned"] == "correct" and labels["done"] == "correct", labels
    assert len(added) == 1, added  # the rota: an invented plan, once


@pytest.mark.parametrize("lang", list(DONE_DASHED))
def test_each_dashed_line_under_a_done_heading_is_done(lang):
    labels, _ = _grade(lang, SEED5_FACTS[lang] + GUIDES_PLANNED[lang] + "\n\n" + DONE_DASHED[lang])
    assert labels["done"] == "correct" and labels["planned"] == "correct", labels


# --- a run-in field whose label holds a comma ---------------------------------------------------------------------------
RUN_IN = {
    "en": "Status · Done: barcode scanners installed · Planned, not started: translation of the user guides\n",
    "ru": "· Сделано: установка сканеров штрихкодов · Запланировано, не начато: перевод руководств пользователя\n",
    "zh": "· 已完成：条码扫描器安装 · 已计划，未开始：用户指南翻译\n",
}
RUN_IN_SWAPPED = {
    "en": "Status · Done: translation of the user guides · Planned, not started: barcode scanners installation\n",
    "ru": "· Сделано: перевод руководств пользователя · Запланировано, не начато: установка сканеров штрихкодов\n",
    "zh": "· 已完成：用户指南翻译 · 已计划，未开始：条码扫描器安装\n",
}
# a comma inside a field's value: the value's parts stay under its label
RUN_IN_COMMA = {
    "en": "· Done: barcode scanners installed, at the Leeds office · Planned: translation of the user guides\n",
    "ru": "· Сделано: установка сканеров штрихкодов, в офисе в Лидсе · Запланировано: перевод руководств пользователя\n",
    "zh": "· 已完成：条码扫描器安装，在利兹办公室 · 已计划：用户指南翻译\n",
}


@pytest.mark.parametrize("lang", list(RUN_IN))
def test_a_run_in_field_with_a_comma_in_its_label_keeps_its_own_stage(lang):
    labels, added = _grade(lang, SEED5_FACTS[lang] + "\n\n" + RUN_IN[lang])
    assert labels["done"] == "correct" and labels["planned"] == "correct", labels
    assert added == [], added


@pytest.mark.parametrize("lang", list(RUN_IN_SWAPPED))
def test_run_in_fields_with_the_stages_swapped_are_distorted(lang):
    labels, _ = _grade(lang, SEED5_FACTS[lang] + "\n\n" + RUN_IN_SWAPPED[lang])
    assert labels["done"] == "distorted" and labels["planned"] == "distorted", labels


@pytest.mark.parametrize("lang", list(RUN_IN_COMMA))
def test_a_comma_inside_a_run_in_fields_value_keeps_its_stage(lang):
    labels, added = _grade(lang, SEED5_FACTS[lang] + "\n\n" + RUN_IN_COMMA[lang])
    assert labels["done"] == "correct" and labels["planned"] == "correct", labels
    assert added == [], added
