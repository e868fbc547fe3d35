"""Hypotheticals, a class of the thirty-fourth held-out set, in every language: a scenario's condition is no claim
that it holds, and what would follow from it in the file's own words ("the pilot goes ahead as filed", "Тогда пилот
остаётся неутверждённым", "之后才能动用预算") is no addition; a counterfactual ("had the file said …, this sheet would
say 'approved'") gives no state; a further sign-off by another party told after the pending one ("would still need
its own sign-off", "还需要…再审批一次", "следом … вторая подпись") is one addition, the pilot's own pending approval
correct; an excluded item said to come in later ("后续再纳入") is the exclusion distorted. Briefs written for these
tests on the material of seed 6 (approval pending with the executive committee)."""

import pytest

from tests.facts.grading import facts, graded, kinds

_BASE = {
    "en": "Where it stands: the Kestrel pilot runs from 14 June 2027 to 13 August 2027 and covers returns handling at "
          "the Lyon warehouse only. The budget is USD 70,000. The export of the historical order data is complete; the "
          "training of the front-line clerks is planned but has not started. The legacy fax gateway is out of scope. "
          "It is not approved yet: approval by the executive committee is still pending.\n\n",
    "zh": "现状：红隼试点于2027年6月14日开始，2027年8月13日结束，仅涵盖里昂仓库的退货处理。预算为70,000美元。历史订单数据导出"
          "已经完成；一线文员培训已列入计划，但尚未开始。旧传真网关不在试点范围内。尚未获得批准，仍在等待执行委员会的审批。\n\n",
    "ru": "Исходное положение: пилот «Пустельга» идёт с 14 июня 2027 г. по 13 августа 2027 г. и охватывает только "
          "обработку возвратов на складе в Лионе. Бюджет — 70 000 долларов США. Выгрузка исторических данных о заказах "
          "уже завершена; обучение операторов первой линии запланировано, но ещё не начато. Устаревший факс-шлюз исключён "
          "из пилота. Пилот ещё не утверждён: решение исполнительного комитета пока ожидается.\n\n",
}

# --- scenarios whose consequences restate the file: no addition ------------------------------------------------------
SCENARIOS = {
    "en": "Scenario A: the executive committee says yes. The pilot goes ahead as filed.\n"
          "Scenario B: the executive committee says no. Then nothing starts.\n",
    "zh": "如果执行委员会批准：试点按上述安排继续，之后才能动用预算。\n如果执行委员会不批准：档案中没有说明后续安排。\n",
    "ru": "Сценарий 1: исполнительный комитет одобряет пилот. Тогда пилот идёт по плану.\n"
          "Сценарий 2: комитет откладывает решение. Тогда пилот остаётся неутверждённым.\n",
}


@pytest.mark.parametrize("lang", list(SCENARIOS))
def test_a_scenarios_consequence_in_the_files_words_is_no_addition(lang):
    g = graded(lang, 6, _BASE[lang] + SCENARIOS[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


# --- a further sign-off by another party inside a scenario: one addition, the approval still correct ----------------
SECOND = {
    "en": "Scenario A: the executive committee approves. Even so, the works council would still have to give its own "
          "sign-off before launch.\n",
    "zh": "如果执行委员会批准：试点照常推进，但还需要职工委员会再审批一次。\n",
    "ru": "Сценарий 1: исполнительный комитет одобряет пилот. Следом его должен утвердить совет трудового коллектива — "
          "это вторая подпись перед стартом.\n",
}


@pytest.mark.parametrize("lang", list(SECOND))
def test_a_further_signoff_in_a_scenario_is_an_addition_not_the_approval(lang):
    g = graded(lang, 6, _BASE[lang] + SECOND[lang])
    assert facts(g)["approval"] == "correct", facts(g)
    assert [k for k, _ in kinds(g)] == ["approval"], kinds(g)


# --- the same scenario with an invented figure: still an addition ---------------------------------------------------
INVENTED = {
    "en": "Scenario A: the executive committee approves. The pilot then cuts manual rework at the warehouse by 30 "
          "percent.\n",
    "zh": "情景一：如果执行委员会批准——试点预计可为里昂仓库节省约三成的人工复核时间。\n",
    "ru": "Сценарий 1: исполнительный комитет одобряет пилот. Тогда склад сэкономит около 30 процентов ручной работы.\n",
}


@pytest.mark.parametrize("lang", list(INVENTED))
def test_an_invented_benefit_inside_a_scenario_is_still_an_addition(lang):
    g = graded(lang, 6, _BASE[lang] + INVENTED[lang])
    assert facts(g)["approval"] == "correct", facts(g)
    assert len(kinds(g)) >= 1, kinds(g)


# --- a counterfactual gives no state ----------------------------------------------------------------------------------
COUNTERFACTUAL = {
    "en": "Counterfactual: had the file said the executive committee had signed off, this note would say "
          "\"approved\". It does not, so the status stays pending.\n",
    "zh": "假如档案写明执行委员会已经批准，本表就会写“已批准”。档案没有这样写，所以仍是待批。\n",
    "ru": "Если бы в записях было сказано, что комитет уже одобрил пилот, здесь стояло бы «утверждён». Этого нет, "
          "поэтому статус — ожидает решения.\n",
}


@pytest.mark.parametrize("lang", list(COUNTERFACTUAL))
def test_a_counterfactual_states_no_approval(lang):
    g = graded(lang, 6, _BASE[lang] + COUNTERFACTUAL[lang])
    assert facts(g)["approval"] == "correct", facts(g)


def test_a_plain_approval_is_still_read_as_given():
    g = graded("en", 6, _BASE["en"].replace("It is not approved yet: approval by the executive committee is still "
                                            "pending.", "The executive committee approved it on 2 June 2027."))
    assert facts(g)["approval"] == "distorted", facts(g)


# --- an excluded item said to come in later, in a scenario's closing line ---------------------------------------------
LATER = {
    "en": _BASE["en"].replace("The legacy fax gateway is out of scope.", "") +
          "In either scenario the legacy fax gateway stays outside for now; it will be included in a later phase.\n",
    "zh": _BASE["zh"].replace("旧传真网关不在试点范围内。", "") + "无论哪种情况，旧传真网关本期暂不接入，后续再纳入试点。\n",
    "ru": _BASE["ru"].replace("Устаревший факс-шлюз исключён из пилота.", "") +
          "В обоих сценариях устаревший факс-шлюз пока не подключают, его отложили на следующий этап.\n",
}


@pytest.mark.parametrize("lang", list(LATER))
def test_an_excluded_item_coming_later_in_a_scenario_is_distorted(lang):
    g = graded(lang, 6, LATER[lang])
    assert facts(g)["out_of_scope"] == "distorted", facts(g)
