"""Options and hypotheticals, a class of the thirty-fourth held-out set, in every language: an excluded item slated for
a later phase once some place is running is still put off (out_of_scope distorted); a stage told in the conditional
or as a condition not yet met ("would begin", "until X is finished", "бы", "等…") states no stage; an option's label
line restating the pilot in its words, an is/is-not sheet's "not at any other site" and a short section label told
as a sentence ("Input data.", "Исходные данные.", "基本信息。") are no additions. Briefs written for these tests on the
material of seed 6 (returns handling at the Lyon warehouse only, the fax gateway excluded, the export done, the
clerks' training planned, approval pending with the executive committee)."""

import pytest

from tests.facts.grading import facts, graded, kinds

_BASE = {
    "en": "Known so far: the Kestrel trial is set for 14 June 2027 to 13 August 2027 and handles returns handling at the "
          "Lyon warehouse only. Its budget is USD 70,000. The historical order data export has been completed; the "
          "training of the front-line clerks is planned, not started. The legacy fax gateway is excluded. The "
          "executive committee has not signed off yet; its approval is pending.\n\n",
    "zh": "目前已知：红隼试点定于2027年6月14日开始，2027年8月13日结束，只覆盖里昂仓库的退货处理。预算为70,000美元。"
          "历史订单数据导出已经完成；一线文员培训已列入计划，尚未开始。旧传真网关不在范围内。执行委员会尚未批准，审批仍在等待中。\n\n",
    "ru": "Что известно: пилот «Пустельга» назначен с 14 июня 2027 г. по 13 августа 2027 г. и охватывает только "
          "обработку возвратов на складе в Лионе. Бюджет — 70 000 долларов США. Выгрузка исторических данных о заказах "
          "завершена; обучение операторов первой линии запланировано, но не начато. Устаревший факс-шлюз исключён из "
          "пилота. Исполнительный комитет пилот ещё не утвердил, решение ожидается.\n\n",
}
_EXCLUDED = {"en": "The legacy fax gateway is excluded.", "zh": "旧传真网关不在范围内。",
             "ru": "Устаревший факс-шлюз исключён из пилота."}


# --- an exclusion slated for a later phase once the site is running: distorted ---------------------------------------
SLATED = {
    "en": "In both scenarios the legacy fax gateway stays out of this round; it is slated for phase 2 once Lyon is "
          "running smoothly.\n",
    "zh": "无论哪种情景，旧传真网关这一轮都不纳入，等里昂仓库运行稳定以后二期再纳入。\n",
    "ru": "В обоих сценариях устаревший факс-шлюз в этот раз не подключают, его добавят на следующем этапе, когда склад "
          "в Лионе заработает в полную силу.\n",
}
KEPT_OUT = {
    "en": "In both scenarios the legacy fax gateway stays out of this round; Lyon is running smoothly either way.\n",
    "zh": "无论哪种情景，旧传真网关都不纳入。\n",
    "ru": "В обоих сценариях устаревший факс-шлюз не подключают.\n",
}


@pytest.mark.parametrize("lang", list(SLATED))
def test_an_exclusion_slated_for_later_once_the_site_runs_is_distorted(lang):
    g = graded(lang, 6, _BASE[lang].replace(_EXCLUDED[lang], "") + SLATED[lang])
    assert facts(g)["out_of_scope"] == "distorted", facts(g)


@pytest.mark.parametrize("lang", list(KEPT_OUT))
def test_the_same_exclusion_without_a_later_phase_stays_correct(lang):
    g = graded(lang, 6, _BASE[lang].replace(_EXCLUDED[lang], "") + KEPT_OUT[lang])
    assert facts(g)["out_of_scope"] == "correct", facts(g)


# --- a stage told in the conditional or as an unmet condition states none --------------------------------------------
CONDITIONAL = {
    "en": "Option 2: hold the launch until the training of the front-line clerks is completed.\n"
          "+ The training of the front-line clerks would be finished before launch.\n",
    "zh": "方案二：等一线文员培训完成再启动。\n+ 要是等一线文员培训完成，上线就会更顺。\n",
    "ru": "Вариант 2: подождать, пока не будет завершено обучение операторов первой линии.\n"
          "+ Обучение операторов первой линии было бы завершено до старта.\n",
}
DONE_AFTER_ALL = {
    "en": "Update: the training of the front-line clerks has been completed.\n",
    "zh": "补充：一线文员培训已经完成。\n",
    "ru": "Дополнение: обучение операторов первой линии уже завершено.\n",
}


@pytest.mark.parametrize("lang", list(CONDITIONAL))
def test_a_conditional_stage_states_no_stage(lang):
    g = graded(lang, 6, _BASE[lang] + CONDITIONAL[lang])
    assert facts(g)["planned"] == "correct", facts(g)


@pytest.mark.parametrize("lang", list(DONE_AFTER_ALL))
def test_a_plain_completion_beside_them_is_still_read(lang):
    g = graded(lang, 6, _BASE[lang] + CONDITIONAL[lang] + DONE_AFTER_ALL[lang])
    assert facts(g)["planned"] == "distorted", facts(g)


# --- an option's label line restating the pilot: no addition; a wrong date in it still counts -------------------------
OPTION = {
    "en": "Option 1: start on 14 June as filed.\nOption 2: wait.\n",
    "zh": "方案一：按档案于6月14日启动。\n方案二：等待。\n",
    "ru": "Вариант 1: стартовать 14 июня, как заявлено.\nВариант 2: подождать.\n",
}
WRONG_DATE = {"en": ("14 June as", "19 June as"), "zh": ("6月14日启动", "6月19日启动"),
              "ru": ("14 июня, как", "19 июня, как")}


@pytest.mark.parametrize("lang", list(OPTION))
def test_an_options_label_line_is_no_addition(lang):
    g = graded(lang, 6, _BASE[lang] + OPTION[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == [], kinds(g)


@pytest.mark.parametrize("lang", list(WRONG_DATE))
def test_a_wrong_date_in_an_options_label_line_still_counts(lang):
    g = graded(lang, 6, _BASE[lang] + OPTION[lang].replace(*WRONG_DATE[lang]))
    assert kinds(g) or set(facts(g).values()) != {"correct"}, (facts(g), kinds(g))


# --- an is/is-not sheet's "not at any other site" restates the "only" ------------------------------------------------
IS_NOT = {
    "en": "IS NOT: returns handling at any other warehouse.\n",
    "zh": "不是：其他任何仓库的退货处理。\n",
    "ru": "НЕ: обработка возвратов на любом другом складе.\n",
}
IS_NOT_INVENTED = {
    "en": "IS NOT: returns handling at any other warehouse until the night crew gets extra bonuses.\n",
    "zh": "不是：其他任何仓库的退货处理，除非夜班员工拿到额外奖金。\n",
    "ru": "НЕ: обработка возвратов на любом другом складе, пока ночная смена не получит премии.\n",
}


@pytest.mark.parametrize("lang", list(IS_NOT))
def test_an_is_not_line_denying_every_other_site_is_no_addition(lang):
    g = graded(lang, 6, _BASE[lang] + IS_NOT[lang])
    assert facts(g)["scope"] == "correct", facts(g)
    assert kinds(g) == [], kinds(g)


@pytest.mark.parametrize("lang", list(IS_NOT_INVENTED))
def test_an_is_not_line_with_words_of_its_own_is_still_an_addition(lang):
    g = graded(lang, 6, _BASE[lang] + IS_NOT_INVENTED[lang])
    assert len(kinds(g)) == 1, kinds(g)


# --- a short section label told as a sentence is a heading ------------------------------------------------------------
_TITLE = {"en": "Kestrel: go now or wait?\n\n", "zh": "红隼试点：现在启动还是等待？\n\n",
          "ru": "«Пустельга»: начинать или ждать?\n\n"}
SECTION = {"en": "Input data. ", "zh": "基本信息。", "ru": "Исходные данные. "}
NOT_A_LABEL = {"en": "Input data look shaky to the night crew. ", "zh": "夜班员工觉得基本信息不太可靠。",
               "ru": "Ночной смене исходные данные кажутся сомнительными. "}


@pytest.mark.parametrize("lang", list(SECTION))
def test_a_section_label_sentence_is_no_addition(lang):
    g = graded(lang, 6, _TITLE[lang] + SECTION[lang] + _BASE[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == [], kinds(g)


@pytest.mark.parametrize("lang", list(NOT_A_LABEL))
def test_a_remark_on_the_data_is_still_an_addition(lang):
    g = graded(lang, 6, _TITLE[lang] + NOT_A_LABEL[lang] + _BASE[lang])
    assert len(kinds(g)) == 1, kinds(g)


# --- a scenario's label with a body the material names is a supposition ----------------------------------------------
SCENARIO = {
    "en": "Scenario 2: the executive committee says no.\n",
    "zh": "情景2：执行委员会不批准。\n",
    "ru": "Сценарий 2: исполнительный комитет отказывает.\n",
}


@pytest.mark.parametrize("lang", list(SCENARIO))
def test_a_numbered_scenario_label_is_no_addition(lang):
    g = graded(lang, 6, _BASE[lang] + SCENARIO[lang])
    assert facts(g)["approval"] == "correct", facts(g)
    assert kinds(g) == [], kinds(g)
