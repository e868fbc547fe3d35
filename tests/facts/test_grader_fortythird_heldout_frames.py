"""Frames of a retold brief and a reasoning form, the forty-third held-out set's class in every language: a thinking
headed by a front-end's fold toggle ("Reasoning ▾" … "Answer") is the model's working, not the brief; a half-finished
table's field with no value ("| Status | |") claims nothing; a timeline's month heading an entry that names a work
item of the notes places that item, no invented date; a handover note's title, its lead-in to the next part and its
remark that it all comes from the notes are its furniture. Each is pinned with briefs written for these tests on the
material of seed 5, each beside a case the grader must still catch."""

import pytest

from tests.facts.grading import facts, graded, kinds

# --- a thinking under a heading with a fold toggle, then the answer under its own heading --------------------------
THINKING = {
    "en": "Reasoning ▾\nThe user wants it short; I'll keep to a few lines. The pilot ends on 3 October 2026 [8].\n\n"
          "Answer\nThe pilot runs from 9 June 2026 to {end} [2][8] and covers only invoice matching at the Leeds office "
          "[14]. Marek Novak approved it on 15 May 2026 [8]; the budget is USD 45,000 [2]. The barcode scanners have "
          "been installed [14]; the translation of the user guides is planned but not started [2].\n",
    "ru": "Рассуждения ▾\nПросили покороче — уложусь в пару строк. Гарантийные претензии исключены [10].\n\n"
          "Ответ\nПилот идёт с 9 июня 2026 г. по {end} [3, 10] и охватывает только сверку счетов в офисе в Лидсе "
          "[17]. Марек Новак утвердил пилот 15 мая 2026 г. [10]; бюджет — 45 000 долларов США [3]. Установка сканеров "
          "штрихкодов завершена [17], перевод руководств пользователя запланирован, но не начат [3].\n",
    "zh": "思考过程 ▾\n用户要简短，我写几行就好。保修索赔不在范围内[5]。\n\n"
          "回答\n试点于2026年6月9日开始，{end}结束[1][5]，只涵盖利兹办公室的发票匹配[7]。马雷克·诺瓦克已于2026年5月15日批准"
          "该试点[5]，预算为45,000美元[1]。条码扫描器安装已经完成[7]，用户指南翻译已列入计划，但尚未开始[1]。\n",
}
END = {"en": ("3 October 2026", "13 October 2026"), "ru": ("3 октября 2026 г.", "13 октября 2026 г."),
       "zh": ("2026年10月3日", "2026年10月13日")}


@pytest.mark.parametrize("lang", list(THINKING))
def test_a_thinking_under_a_fold_toggle_is_not_the_brief(lang):
    g = graded(lang, 5, THINKING[lang].replace("{end}", END[lang][0]))
    got = facts(g)
    assert got["out_of_scope"] == "omitted" and got["end_date"] == "correct", got  # the exclusion is only thought
    assert kinds(g) == []
    wrong = graded(lang, 5, THINKING[lang].replace("{end}", END[lang][1]))
    assert facts(wrong)["end_date"] == "distorted", facts(wrong)  # the answer's own value is still read


# --- a half-finished table's field with no value, beside a status colour written out -------------------------------
UNFILLED = {
    "en": "| Field | Value |\n|---|---|\n| Start | 9 June 2026 [2] |\n| End | 3 October 2026 [8] |\n| Budget | USD 45,000 "
          "[2] |\n| Status | |\n\n{colour}The pilot covers only invoice matching at the Leeds office [14]; warranty claims "
          "are excluded [8]. Marek Novak approved it on 15 May 2026 [8]. The barcode scanners have been installed [14]; "
          "the translation of the user guides is planned but not started [2].\n",
    "ru": "| Поле | Значение |\n|---|---|\n| Начало | 9 июня 2026 г. [3] |\n| Окончание | 3 октября 2026 г. [10] |\n"
          "| Бюджет | 45 000 долларов США [3] |\n| Статус | |\n\n{colour}Пилот охватывает только сверку счетов в офисе в "
          "Лидсе [17]; гарантийные претензии исключены [10]. Марек Новак утвердил пилот 15 мая 2026 г. [10]. Установка "
          "сканеров штрихкодов завершена [17], перевод руководств пользователя запланирован, но не начат [3].\n",
    "zh": "| 字段 | 内容 |\n|---|---|\n| 开始 | 2026年6月9日[1] |\n| 结束 | 2026年10月3日[5] |\n| 预算 | 45,000美元[1] |\n"
          "| 状态 | |\n\n{colour}试点只涵盖利兹办公室的发票匹配[7]，保修索赔不在范围内[5]。马雷克·诺瓦克已于2026年5月15日批准"
          "该试点[5]。条码扫描器安装已经完成[7]，用户指南翻译已列入计划，但尚未开始[1]。\n",
}
COLOUR = {"en": "Status: green.\n", "ru": "Статус: зелёный.\n", "zh": "状态：绿色。\n"}


@pytest.mark.parametrize("lang", list(UNFILLED))
def test_a_field_left_without_its_value_claims_nothing(lang):
    g = graded(lang, 5, UNFILLED[lang].replace("{colour}", ""))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []
    coloured = graded(lang, 5, UNFILLED[lang].replace("{colour}", COLOUR[lang]))
    assert len(kinds(coloured)) == 1, kinds(coloured)  # the colour written out is one addition, the empty row none


# --- a timeline's month heading an entry of a work item of the notes ----------------------------------------------
TIMELINE = {
    "en": "Timeline of the pilot\nScope: invoice matching, Leeds office only; warranty claims excluded. Budget USD 45,000.\n"
          "- 15 May 2026 – approved by Marek Novak.\n- 9 June 2026 – pilot starts.\n- July 2026 – installation of the "
          "barcode scanners ({stage}).\n{extra}- 3 October 2026 – pilot ends.\n- No date – translation of the user guides: "
          "planned, not started.\n",
    "ru": "Хронология пилота\nРамки: только сверка счетов в офисе в Лидсе; гарантийные претензии исключены. Бюджет — "
          "45 000 долларов США.\n• 15 мая 2026 — пилот утвердил Марек Новак.\n• 9 июня 2026 — старт.\n• Июль 2026 — "
          "установка сканеров штрихкодов ({stage}).\n{extra}• 3 октября 2026 — завершение пилота.\n• Без даты — "
          "перевод руководств пользователя: запланирован, не начат.\n",
    "zh": "试点时间线\n范围：只涵盖利兹办公室的发票匹配；保修索赔不在范围内。预算45,000美元。\n"
          "- 2026年5月15日　马雷克·诺瓦克批准。\n- 2026年6月9日　试点开始。\n"
          "- 2026年7月　条码扫描器安装（{stage}）。\n{extra}- 2026年10月3日　试点结束。\n"
          "- 未定日期　用户指南翻译：已列入计划，尚未开始。\n",
}
EXTRA = {"en": "- August 2026 – mid-point review of the results.\n", "ru": "• Август 2026 — промежуточный обзор.\n",
         "zh": "- 2026年8月　中期复盘会。\n"}
DONE = {"en": "done", "ru": "завершена", "zh": "已完成"}
UPCOMING = {"en": "planned", "ru": "предстоит", "zh": "即将进行"}


def timeline(lang: str, stage: dict[str, str], extra: str = "") -> str:
    return TIMELINE[lang].replace("{stage}", stage[lang]).replace("{extra}", extra)


@pytest.mark.parametrize("lang", list(TIMELINE))
def test_a_month_heading_an_item_told_as_upcoming_is_its_distortion(lang):
    # the month belongs to the wrong stage the entry tells: the item's distortion, no date of its own
    g = graded(lang, 5, timeline(lang, UPCOMING))
    assert facts(g)["done"] == "distorted", facts(g)
    assert kinds(g) == []
    extra = graded(lang, 5, timeline(lang, UPCOMING, EXTRA[lang]))
    assert len(kinds(extra)) == 1, kinds(extra)  # an entry naming no item of the notes: an invented milestone


@pytest.mark.parametrize("lang", list(TIMELINE))
def test_a_month_heading_an_item_told_at_its_stage_is_an_invented_date(lang):
    # the notes give no date for the work item: a month put on it, the item told right, is a date they never give
    g = graded(lang, 5, timeline(lang, DONE))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert [k for k, _ in kinds(g)] == ["date"], kinds(g)


# --- a handover note's title, lead-ins and its remark on where it comes from --------------------------------------
HANDOVER = {
    "en": "Handover note – for the new team lead\n\nBefore the pilot details, a few things about how people work here.\n\n"
          "Now to the pilot itself.\n\nIt runs from 9 June 2026 to 3 October 2026 and covers only invoice matching at "
          "the Leeds office. Warranty claims are out of scope. Budget: USD 45,000{spend}. Marek Novak approved it on 15 "
          "May 2026. The barcode scanners have been installed; the translation of the user guides is planned but not "
          "started.\n\nEverything above is taken from the pilot file; if you hear something else in the corridor, check "
          "against them.\n",
    "ru": "Передача дел (для нового руководителя)\n\nНесколько полезных мелочей.\n\nТеперь о самом пилоте.\n\nПилот идёт с "
          "9 июня 2026 г. по 3 октября 2026 г. и охватывает только сверку счетов в офисе в Лидсе. Гарантийные претензии "
          "исключены. Бюджет — 45 000 долларов США{spend}. Марек Новак утвердил пилот 15 мая 2026 г. Установка сканеров "
          "штрихкодов завершена, перевод руководств пользователя запланирован, но не начат.\n\nВсё, что выше, взято из "
          "записей в деле пилота; если услышите что-то другое, сверяйтесь с ними.\n",
    "zh": "交接说明（致新任组长）\n\n先说几件实用的小事。\n\n下面说说试点本身。\n\n试点于2026年6月9日开始，2026年10月3日结束，"
          "只涵盖利兹办公室的发票匹配，保修索赔不在范围内。预算为45,000美元{spend}。马雷克·诺瓦克已于2026年5月15日批准该试点。"
          "条码扫描器安装已经完成，用户指南翻译已列入计划，但尚未开始。\n\n以上内容均来自试点档案的记录，如果听到不同的说法，"
          "以记录为准。\n",
}
SPEND = {"en": "; about a third of it is spent already", "ru": "; примерно треть уже израсходована",
         "zh": "，目前已花掉约三分之一"}


@pytest.mark.parametrize("lang", list(HANDOVER))
def test_a_handover_notes_own_lines_claim_nothing(lang):
    g = graded(lang, 5, HANDOVER[lang].replace("{spend}", ""))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []
    spent = graded(lang, 5, HANDOVER[lang].replace("{spend}", SPEND[lang]))
    assert len(kinds(spent)) == 1, kinds(spent)  # a spend told in the note is still its one addition
