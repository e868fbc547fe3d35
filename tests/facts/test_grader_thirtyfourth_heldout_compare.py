"""Comparisons, the thirty-fourth held-out set's class in every language: the pilot set beside something the brief
marks as not this pilot (last year's trial in a table's other column, an option kept only for discussion) is read
on its own side only, the other side's values are neither additions nor the pilot's facts; a SWOT's weak side (its
Weaknesses and Threats) lists claims of their own, so an invented risk naming the site is an addition; and a fact
stated inside such a line is graded as a fact (another officer's title given to the right approver distorts the
approval). Each is pinned with briefs written for these tests on the material of seeds 5 and 7."""

import pytest

from tests.facts.grading import facts, graded, kinds

ALL_CORRECT = dict.fromkeys(
    ("start_date", "end_date", "scope", "budget", "approval", "done", "planned", "out_of_scope"), "correct")

# --- a side-by-side table whose other column is marked as another project ------------------------------------------
SIDE_BY_SIDE = {
    "en": "Osprey next to the Harbour Lane trial\n\n"
          "| | Harbour Lane trial, 2024 (another team, not this pilot) | Osprey |\n"
          "|---|---|---|\n"
          "| Dates | 4 Feb - 19 Apr 2024 | 10 June 2027 - 30 July 2027 [2][7] |\n"
          "| Scope | warranty claims at three plants | spare parts ordering, Gdansk depot only [13] |\n"
          "| Budget | EUR 12,000 | {budget} [2] |\n"
          "| Approval | signed off by the regional board | pending with the investment board [7] |\n"
          "| Done | customer survey | migration of the test accounts [13] |\n"
          "| Planned | none | training of the front-line clerks, not started [2] |\n"
          "| Excluded | none | Madrid sales office [7] |\n",
    "ru": "«Скопа» рядом с пилотом «Маяк»\n\n"
          "| | «Маяк», 2024 (другая команда, не этот пилот) | «Скопа» |\n"
          "|---|---|---|\n"
          "| Сроки | 4 февраля — 19 апреля 2024 г. | 10 июня 2027 г. — 30 июля 2027 г. [2, 9] |\n"
          "| Рамки | гарантийные претензии, три завода | заказ запчастей, только депо в Гданьске [17] |\n"
          "| Бюджет | 12 000 евро | {budget} [2] |\n"
          "| Утверждение | утверждён региональным советом | ожидается решение инвестиционного совета [9] |\n"
          "| Сделано | опрос клиентов | миграция тестовых учётных записей [17] |\n"
          "| Запланировано, не начато | нет | обучение операторов первой линии [2] |\n"
          "| Явно исключено | нет | офис продаж в Мадриде [9] |\n",
    "zh": "鱼鹰试点与灯塔项目对照\n\n"
          "| | 灯塔项目（2024年，另一个团队，非本试点） | 鱼鹰试点 |\n"
          "|---|---|---|\n"
          "| 时间 | 2024年2月4日—2024年4月19日 | 2027年6月10日—2027年7月30日[2][5] |\n"
          "| 范围 | 三家工厂的保修索赔 | 仅格但斯克仓储站的备件订购[8] |\n"
          "| 预算 | 12,000欧元 | {budget}[2] |\n"
          "| 审批 | 已由区域委员会批准 | 尚未批准，仍在等待投资委员会审批[5] |\n"
          "| 已完成 | 客户调查 | 测试账户迁移[8] |\n"
          "| 计划中（尚未开始） | 无 | 一线文员培训[2] |\n"
          "| 明确排除 | 无 | 马德里销售办事处[5] |\n",
}
BUDGET = {"en": ("CHF 91,500", "CHF 19,500"), "ru": ("91 500 швейцарских франков", "19 500 швейцарских франков"),
          "zh": ("91,500瑞士法郎", "19,500瑞士法郎")}


@pytest.mark.parametrize("lang", list(SIDE_BY_SIDE))
def test_the_other_column_of_a_side_by_side_is_none_of_the_pilot(lang):
    g = graded(lang, 7, SIDE_BY_SIDE[lang].replace("{budget}", BUDGET[lang][0]))
    assert facts(g) == ALL_CORRECT, facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(SIDE_BY_SIDE))
def test_a_wrong_value_on_the_pilots_own_side_is_still_caught(lang):
    g = graded(lang, 7, SIDE_BY_SIDE[lang].replace("{budget}", BUDGET[lang][1]))
    assert facts(g) == ALL_CORRECT | {"budget": "distorted"}, facts(g)
    assert kinds(g) == []


# --- an option marked as a hypothetical, not this pilot ------------------------------------------------------------
OPTIONS = {
    "en": "Osprey: two options side by side\n\n"
          "Option A is the Osprey pilot as filed. Option B is only a thought experiment, not this pilot.\n\n"
          "Option A (the pilot):\n"
          "- Runs from 10 June 2027 to 30 July 2027 [2][7].\n"
          "- Covers spare parts ordering at the Gdansk depot only [13]; the Madrid sales office is explicitly out of "
          "scope [7].\n"
          "- Budget: CHF 91,500 [2].\n"
          "- Approval: still pending with the investment board [7].\n"
          "- Done: migration of the test accounts [13]. Planned, not started: training of the front-line clerks [2].\n\n"
          "Option B (a thought experiment, not this pilot): bring the Madrid sales office in as well.\n",
    "ru": "«Скопа»: два варианта рядом\n\n"
          "Вариант А — пилот «Скопа» по записям. Вариант Б — лишь мысленный эксперимент, не этот пилот.\n\n"
          "Вариант А (пилот):\n"
          "- Сроки: с 10 июня 2027 г. по 30 июля 2027 г. [2, 9].\n"
          "- Рамки: только заказ запчастей и только депо в Гданьске [17]; офис продаж в Мадриде явно исключён [9].\n"
          "- Бюджет: 91 500 швейцарских франков [2].\n"
          "- Утверждение: ещё не утверждён, ждём решения инвестиционного совета [9].\n"
          "- Сделано: миграция тестовых учётных записей [17]. Запланировано, не начато: обучение операторов первой "
          "линии [2].\n\n"
          "Вариант Б (мысленный эксперимент, не этот пилот): подключить и офис продаж в Мадриде.\n",
    "zh": "鱼鹰试点：两个方案\n\n"
          "方案甲就是档案里的鱼鹰试点；方案乙只是一个设想，不是本试点。\n\n"
          "方案甲（试点）：\n"
          "- 时间：2027年6月10日—2027年7月30日[2][5]\n"
          "- 范围：仅格但斯克仓储站的备件订购[8]；马德里销售办事处明确不在试点范围内[5]\n"
          "- 预算：91,500瑞士法郎[2]\n"
          "- 审批：尚未批准，仍在等待投资委员会审批[5]\n"
          "- 已完成：测试账户迁移[8]\n"
          "- 计划中（尚未开始）：一线文员培训[2]\n\n"
          "方案乙（设想，非本试点）：把马德里销售办事处也纳入进来。\n",
}


@pytest.mark.parametrize("lang", list(OPTIONS))
def test_an_option_marked_as_not_this_pilot_is_none_of_it(lang):
    g = graded(lang, 7, OPTIONS[lang])
    assert facts(g) == ALL_CORRECT, facts(g)
    assert kinds(g) == []  # the count of the brief's own options is no value either


# --- the pilot's own item said to be "not this pilot" is its exclusion, not the other side -------------------------
EXCLUDED_SO = {
    "en": "Osprey runs from 10 June 2027 to 30 July 2027 [2][7]. It covers spare parts ordering at the Gdansk depot "
          "only [13]. The Madrid sales office: not this pilot, it is excluded [7]. Budget: CHF 91,500 [2]. Approval "
          "is still pending with the investment board [7]. The migration of the test accounts is done [13]; the "
          "training of the front-line clerks is planned but has not started [2].\n",
    "ru": "«Скопа» идёт с 10 июня 2027 г. по 30 июля 2027 г. [2, 9]. Охватывает только заказ запчастей на депо в "
          "Гданьске [17]. Офис продаж в Мадриде — не этот пилот, он исключён [9]. Бюджет: 91 500 швейцарских франков "
          "[2]. Пилот ещё не утверждён, ждём решения инвестиционного совета [9]. Миграция тестовых учётных записей уже "
          "завершена [17]; обучение операторов первой линии запланировано, но не начато [2].\n",
    "zh": "鱼鹰试点于2027年6月10日开始，2027年7月30日结束[2][5]。仅涵盖格但斯克仓储站的备件订购[8]。马德里销售办事处不是本试点"
          "的内容，明确排除在外[5]。预算为91,500瑞士法郎[2]。尚未批准，仍在等待投资委员会审批[5]。测试账户迁移已经完成[8]；"
          "一线文员培训已列入计划，但尚未开始[2]。\n",
}


@pytest.mark.parametrize("lang", list(EXCLUDED_SO))
def test_the_pilots_own_item_said_not_to_be_this_pilot_stays_excluded(lang):
    g = graded(lang, 7, EXCLUDED_SO[lang])
    assert facts(g)["out_of_scope"] == "correct", facts(g)


# --- a SWOT: the weak side's invented risk is an addition, a fact in a strength is graded ---------------------------
SWOT = {
    "en": "Osprey pilot: SWOT\n\n"
          "Strengths\n"
          "- Runs from 10 June 2027 to 30 July 2027 [2][7].\n"
          "- Budget of CHF 91,500 [2].\n"
          "- The migration of the test accounts is already complete [13].\n\n"
          "Weaknesses\n"
          "- Limited to spare parts ordering at the Gdansk depot only [13].\n"
          "- Approval is still pending with the investment board [7].\n"
          "- The training of the front-line clerks is planned but has not begun [2].\n\n"
          "Threats\n"
          "- Frequent winter storms could close the Gdansk depot gates for several days.\n\n"
          "Out of scope: the Madrid sales office is explicitly excluded [7].\n",
    "ru": "SWOT-разбор пилота «Скопа»\n\n"
          "Сильные стороны (S):\n"
          "— сроки: с 10 июня по 30 июля 2027 года;\n"
          "— бюджет: 91 500 швейцарских франков;\n"
          "— миграция тестовых учётных записей уже завершена.\n\n"
          "Слабые стороны (W):\n"
          "— рамки: только заказ запчастей и только депо в Гданьске;\n"
          "— пилот ещё не утверждён, ждём решения инвестиционного совета;\n"
          "— обучение операторов первой линии запланировано, но не начато;\n"
          "— на депо нет резервного электропитания.\n\n"
          "Угрозы (T):\n"
          "— зимние штормы могут закрыть ворота депо на несколько дней.\n\n"
          "Офис продаж в Мадриде явно исключён из пилота.\n",
    "zh": "鱼鹰试点 SWOT 分析\n\n"
          "优势（S）：时间为2027年6月10日至2027年7月30日[2][5]；预算91,500瑞士法郎[2]；测试账户迁移已经完成[8]。\n"
          "劣势（W）：仅涵盖格但斯克仓储站的备件订购[8]；尚未批准，仍在等待投资委员会审批[5]；一线文员培训已列入计划，"
          "但尚未开始[2]。\n"
          "威胁（T）：冬季风暴频繁，可能导致格但斯克仓储站停工数日。\n\n"
          "范围外：马德里销售办事处明确不在试点范围内[5]。\n",
}
SWOT_ADDITIONS = {"en": 1, "ru": 2, "zh": 1}


@pytest.mark.parametrize("lang", list(SWOT))
def test_a_swot_weak_side_invented_risk_is_an_addition(lang):
    g = graded(lang, 7, SWOT[lang])
    assert facts(g) == ALL_CORRECT, facts(g)
    assert [k for k, _ in kinds(g)] == ["claim"] * SWOT_ADDITIONS[lang], kinds(g)


# --- another officer's title given to the right approver, inside a strength line ------------------------------------
TITLED = {
    "en": "Strengths\n"
          "- Approved: Marek Novak, {title}, signed it off on 15 May 2026 [8].\n"
          "- Runs from 9 June 2026 to 3 October 2026 [2][8].\n",
    "ru": "Сильные стороны (S):\n"
          "— утверждён: Марек Новак, {title}, 15 мая 2026 г. [10];\n"
          "— сроки: с 9 июня 2026 г. по 3 октября 2026 г. [3, 10].\n",
    "zh": "优势（S）：已获批准——{title}马雷克·诺瓦克于2026年5月15日签批[5]；试点期从2026年6月9日到2026年10月3日[1][5]。\n",
}
TITLES = {"en": ("Chief Financial Officer", "Head of Operations"), "ru": ("финансовый директор", "генеральный директор"),
          "zh": ("首席财务官", "运营主管")}


@pytest.mark.parametrize("lang", list(TITLED))
def test_the_right_approver_with_the_right_title_is_correct(lang):
    g = graded(lang, 5, TITLED[lang].replace("{title}", TITLES[lang][0]))
    assert facts(g)["approval"] == "correct", facts(g)


@pytest.mark.parametrize("lang", list(TITLED))
def test_the_right_approver_with_another_officers_title_is_distorted(lang):
    g = graded(lang, 5, TITLED[lang].replace("{title}", TITLES[lang][1]))
    assert facts(g)["approval"] == "distorted", facts(g)
    assert not [k for k in kinds(g) if k[0] == "person"], kinds(g)
