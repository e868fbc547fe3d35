"""Additions with no digit and often no name, the fiftieth held-out set's missed class in every language: a status
colour in a second sentence of a table's cell; a reason or a purpose told after the scope or the exclusion (in a list
item with a later sentence, and a purpose carrying a negation: "so as not to", "чтобы не", "以免"); a forecast of a
benefit or a judgement of the pilot's readiness in a short sentence of its own (also naming the scope told before); an
owner given as a role with no name in a table's owner column. Not over-firing: the same briefs without them, a
background paragraph's reason retold, a remark on the notes' silence (in running text and in the owner column), a
length computed from the dates, the approver in the owner column. Briefs written for these tests on seed 5."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds

LANGS = ("en", "ru", "zh")
PROSE = {lang: SEED5_FACTS[lang] + SEED5_WORK[lang] for lang in LANGS}


def _kinds(lang: str, text: str):
    g = graded(lang, 5, text)
    assert set(facts(g).values()) == {"correct"}, facts(g)
    return kinds(g)


# --- a status colour in a table cell, after the approval's sentence ------------------------------------------------
TABLE = {
    "en": "| Field | Detail | Para. |\n|---|---|---|\n| Dates | 9 June 2026 → 3 October 2026 | 2, 8 |\n"
          "| Scope | Invoice matching, Leeds office only | 14 |\n| Excluded | Warranty claims | 8 |\n"
          "| Budget | USD 45,000 | 2 |\n| Status | Approved by Marek Novak on 15 May 2026.{extra} | 8 |\n"
          "| Done | Barcode scanners installed | 14 |\n| Planned | Translation of the user guides (not started) | 2 |\n",
    "ru": "| Поле | Содержание | Абз. |\n|---|---|---|\n| Сроки | 9 июня 2026 г. → 3 октября 2026 г. | 3, 10 |\n"
          "| Рамки | сверка счетов, только офис в Лидсе | 17 |\n| Исключено | гарантийные претензии | 10 |\n"
          "| Бюджет | 45 000 долларов США | 3 |\n| Статус | Утверждён Мареком Новаком 15 мая 2026 г.{extra} | 10 |\n"
          "| Сделано | установка сканеров штрихкодов | 17 |\n"
          "| Запланировано | перевод руководств пользователя (не начат) | 3 |\n",
    "zh": "| 项目 | 内容 | 段落 |\n|---|---|---|\n| 时间 | 2026年6月9日 → 2026年10月3日 | 1, 5 |\n"
          "| 范围 | 发票匹配，仅限利兹办公室 | 7 |\n| 排除 | 保修索赔 | 5 |\n| 预算 | 45,000美元 | 1 |\n"
          "| 状态 | 马雷克·诺瓦克于2026年5月15日批准。{extra} | 5 |\n| 已完成 | 条码扫描器安装 | 7 |\n"
          "| 计划中 | 用户指南翻译（尚未开始） | 1 |\n",
}
COLOUR = {"en": " Overall status: GREEN", "ru": " Общий статус: зелёный", "zh": "整体状态：绿色"}


@pytest.mark.parametrize("lang", LANGS)
def test_a_status_colour_in_a_table_cell_is_one_addition(lang):
    assert len(_kinds(lang, TABLE[lang].format(extra=COLOUR[lang]))) == 1


@pytest.mark.parametrize("lang", LANGS)
def test_the_table_without_the_colour_adds_nothing(lang):
    assert _kinds(lang, TABLE[lang].format(extra="")) == []


# --- a reason after the scope in a list item with a later sentence; a purpose after the exclusion -------------------
LIST = {
    "en": "- Dates: 9 June 2026 to 3 October 2026.\n- Scope: invoice matching at the Leeds office only{reason}. Warranty "
          "claims are out of scope.\n- Budget: USD 45,000.\n- Approval: Marek Novak approved it on 15 May 2026.\n"
          "- Done: barcode scanners installed.\n- Planned: translation of the user guides, not started.\n",
    "ru": "- Сроки: с 9 июня 2026 г. по 3 октября 2026 г.\n- Рамки: только сверка счетов в офисе в Лидсе{reason}. "
          "Гарантийные претензии в пилот не входят.\n- Бюджет: 45 000 долларов США.\n- Утверждение: Марек Новак утвердил "
          "пилот 15 мая 2026 г.\n- Сделано: установка сканеров штрихкодов.\n- Запланировано: перевод руководств "
          "пользователя, не начат.\n",
    "zh": "- 时间：2026年6月9日至2026年10月3日。\n- 范围：仅限利兹办公室的发票匹配{reason}。保修索赔不在范围内。\n"
          "- 预算：45,000美元。\n"
          "- 审批：马雷克·诺瓦克于2026年5月15日批准。\n- 已完成：条码扫描器安装。\n- 计划中：用户指南翻译，尚未开始。\n",
}
REASON = {
    "en": ", picked because Leeds receives the messiest supplier invoices",
    "ru": ", выбранном потому, что туда приходят самые запутанные счета поставщиков",
    "zh": "，因为利兹收到的供应商发票最杂乱",
}
# the background's own reason (paragraph 1 of seed 5: why the founders chose the company's name), retold in an item
NAME_ITEM = {
    "en": "- Name: the founders chose it because it sounded steady and was easy to spell on the telephone.\n",
    "ru": "- Название: основатели выбрали его, потому что оно звучит основательно и его легко продиктовать по телефону.\n",
    "zh": "- 名字：创始人选择这个名字，是因为它听起来稳重，在电话里也容易拼写。\n",
}
PURPOSE = {
    "en": ("Warranty claims are not part of it.", "Warranty claims are not part of it, so as not to burden the "
                                              "overnight dispatchers."),
    "ru": ("Гарантийные претензии в пилот не входят.", "Гарантийные претензии в пилот не входят, чтобы не перегружать "
                                                     "ночных диспетчеров."),
    "zh": ("保修索赔不在范围内。", "保修索赔不在范围内，以免加重理赔小组的负担。"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_reason_for_the_site_before_a_later_sentence_is_one_addition(lang):
    assert len(_kinds(lang, LIST[lang].format(reason=REASON[lang]))) == 1


@pytest.mark.parametrize("lang", LANGS)
def test_the_list_without_the_reason_adds_nothing_nor_does_the_backgrounds_reason(lang):
    plain = LIST[lang].format(reason="")
    assert _kinds(lang, plain) == []
    at = plain.index("\n", plain.index("\n") + 1) + 1  # after the scope's item
    assert _kinds(lang, plain[:at] + NAME_ITEM[lang] + plain[at:]) == []


@pytest.mark.parametrize("lang", LANGS)
def test_a_purpose_after_the_exclusion_is_one_addition_whatever_its_negation(lang):
    plain, told = PURPOSE[lang]
    base = {"en": SEED5_FACTS["en"].replace("Warranty claims are not part of it.", plain),
            "ru": SEED5_FACTS["ru"], "zh": SEED5_FACTS["zh"].replace("，保修索赔不在范围内。", "。保修索赔不在范围内。")}[lang]
    assert plain in base
    assert _kinds(lang, base + SEED5_WORK[lang]) == []
    assert len(_kinds(lang, base.replace(plain, told) + SEED5_WORK[lang])) == 1


# --- a forecast or a judgement of the pilot in a short sentence of its own -----------------------------------------
SAID = {
    "forecast": {"en": "The pilot will speed up invoice matching in Leeds.", "ru": "Пилот ускорит сверку счетов в Лидсе.",
                 "zh": "试点将提升利兹发票匹配的效率。"},
    "benefit": {"en": "The pilot will improve efficiency at the office.", "ru": "Пилот повысит эффективность офиса.",
                "zh": "试点将大大提高办公室的效率。"},
    "ready": {"en": "The pilot is well prepared for launch.", "ru": "Пилот хорошо подготовлен к запуску.",
              "zh": "试点准备得很充分。"},
}
NEIGHBOURS = {
    "background": {"en": "The founders picked the company's name because it sounded steady and was easy to spell on the "
                         "telephone.",
                   "ru": "Основатели выбрали название компании, потому что оно звучит основательно и его легко продиктовать "
                         "по телефону.",
                   "zh": "创始人选择这个名字，是因为它听起来稳重，在电话里也容易拼写。"},
    "silence": {"en": "The notes do not say who leads the translation.", "ru": "Кто отвечает за перевод, в записях не сказано.",
                "zh": "笔记没有写明谁负责用户指南翻译。"},
    "length": {"en": "That is 116 days in all.", "ru": "Всего это 116 дней.", "zh": "总共116天。"},
}


@pytest.mark.parametrize("what", list(SAID))
@pytest.mark.parametrize("lang", LANGS)
def test_a_forecast_or_a_judgement_in_a_sentence_of_its_own_is_one_addition(lang, what):
    got = _kinds(lang, PROSE[lang] + "\n\n" + SAID[what][lang] + "\n")
    assert len(got) == 1, got


@pytest.mark.parametrize("what", list(NEIGHBOURS))
@pytest.mark.parametrize("lang", LANGS)
def test_the_background_the_notes_silence_and_a_computed_length_add_nothing(lang, what):
    assert _kinds(lang, PROSE[lang] + "\n\n" + NEIGHBOURS[what][lang] + "\n") == []


# --- an owner given as a role with no name, in a table's owner column ----------------------------------------------
OWNERS = {
    "en": ("| Item | State | Owner |\n|---|---|---|\n| Approval | approved on 15 May 2026 | Marek Novak (CFO) |\n"
           "| Barcode scanners | installed | not stated in the notes |\n"
           "| Translation of the user guides | planned, not started | {owner} |\n",
           "Leeds office team lead", "not stated in the notes"),
    "ru": ("| Работа | Состояние | Ответственный |\n|---|---|---|\n"
           "| Утверждение | утверждён 15 мая 2026 г. | Марек Новак (финансовый директор) |\n"
           "| Установка сканеров штрихкодов | завершена | в записях не указан |\n"
           "| Перевод руководств пользователя | запланирован, не начат | {owner} |\n",
           "руководитель смены офиса в Лидсе", "в записях не указан"),
    "zh": ("| 事项 | 状态 | 负责人或相关方 |\n|---|---|---|\n| 审批 | 2026年5月15日已批准 | 马雷克·诺瓦克（首席财务官） |\n"
           "| 条码扫描器安装 | 已完成 | 笔记未写明 |\n| 用户指南翻译 | 已列入计划，尚未开始 | {owner} |\n",
           "利兹办公室值班组长", "笔记未写明"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_role_with_no_name_in_the_owner_column_is_one_addition(lang):
    table, role, _ = OWNERS[lang]
    got = _kinds(lang, PROSE[lang] + "\n\n" + table.format(owner=role))
    assert len(got) == 1 and role in got[0][1], got


@pytest.mark.parametrize("lang", LANGS)
def test_the_owner_column_saying_the_notes_are_silent_or_naming_the_approver_adds_nothing(lang):
    table, _, silent = OWNERS[lang]
    assert _kinds(lang, PROSE[lang] + "\n\n" + table.format(owner=silent)) == []
