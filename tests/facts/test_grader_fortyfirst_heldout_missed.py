"""Invented claims the grader missed on the forty-first and fortieth held-out sets, read by their form in every
language: how much of the budget is spent, told with the budget's own amount ("About half of the USD 70,000 …"); a
further sign-off still needed after the pending one ("… it still needs a sign-off from the regional director");
a person of the background given a role in the pilot ("The pilot is overseen by <them>, who also …", "负责人：<unit>的
<them>"); a goal or a risk the writer opens a line on ("Цель пилота — …", "The main risk is that …"); and a reason
given for the exclusion after its colon ("X is excluded: another team …"). Each has a counterpart in the same form
that claims nothing new. Briefs written for these tests on the material of seed 6 (approval pending)."""

import pytest

from tests.facts.grading import facts, graded, kinds

BASE = {
    "en": "The Kestrel pilot runs from 14 June 2027 to 13 August 2027 [2][9] and covers only returns handling at the "
          "Lyon warehouse [15]. The legacy fax gateway is not part of it [9]. The budget is USD 70,000 [2]. The pilot "
          "is not approved yet: it is waiting for the executive committee [9]. The export of the historical order data "
          "is done [15]; the training of the front-line clerks is planned but has not started [2].\n",
    "ru": "Пилот «Пустельга» идёт с 14 июня 2027 г. по 13 августа 2027 г. [3, 11] и охватывает только обработку "
          "возвратов на складе в Лионе [18]. Устаревший факс-шлюз в рамки не входит [11]. Бюджет — 70 000 долларов "
          "США [3]. Пилот ещё не утверждён: ждём решения исполнительного комитета [11]. Выгрузка исторических данных о "
          "заказах завершена [18]; обучение операторов первой линии запланировано, но не начато [3].\n",
    "zh": "红隼试点于2027年6月14日开始，2027年8月13日结束[2][5]，只涵盖里昂仓库的退货处理[8]。旧传真网关不在范围内[5]。"
          "预算为70,000美元[2]。该试点尚未获得批准，仍在等待执行委员会的审批[5]。历史订单数据导出已经完成[8]；一线文员"
          "培训已列入计划，但尚未开始[2]。\n",
}


def _claims(g) -> list[str]:
    return [text for kind, text in kinds(g) if kind == "claim"]


def _all_correct(g) -> None:
    assert set(facts(g).values()) == {"correct"}, facts(g)


@pytest.mark.parametrize("lang", list(BASE))
def test_the_base_brief_is_correct_with_no_addition(lang):
    g = graded(lang, 6, BASE[lang])
    _all_correct(g)
    assert kinds(g) == []


# --- how much of the budget is spent, told with the budget's amount -------------------------------------------------
SPENT = {
    "en": "Roughly half of the USD 70,000 has been used so far.",
    "ru": "Из 70 000 долларов США к этому моменту израсходована примерно половина.",
    "zh": "70,000美元的预算里大约一半已经用在采购扫描设备上。",
}


@pytest.mark.parametrize("lang", list(SPENT))
def test_a_spend_told_with_the_budget_amount_is_an_addition(lang):
    g = graded(lang, 6, BASE[lang] + SPENT[lang] + "\n")
    _all_correct(g)
    assert len(_claims(g)) == 1 and "70" in _claims(g)[0], kinds(g)


SHARE_IN_DIGITS = {
    "en": "40% of the USD 70,000 has been used so far.",
    "ru": "Из 70 000 долларов США к этому моменту израсходовано 40%.",
    "zh": "70,000美元的预算里已有40%用在采购扫描设备上。",
}


@pytest.mark.parametrize("lang", list(SHARE_IN_DIGITS))
def test_a_spend_with_its_share_in_digits_is_one_addition(lang):
    # (the share is a number the rules read: the spend is counted there, once)
    g = graded(lang, 6, BASE[lang] + SHARE_IN_DIGITS[lang] + "\n")
    _all_correct(g)
    assert len(kinds(g)) == 1, kinds(g)


SHARE_AND_AMOUNT = {
    "en": "▸ Budget used: about 40% (about USD 28,000)",
    "ru": "▸ Израсходовано бюджета: около 40% (около 28 000 долларов США)",
    "zh": "▸ 已用预算：约40%（约28,000美元）",
}


@pytest.mark.parametrize("lang", list(SHARE_AND_AMOUNT))
def test_a_spend_as_a_share_and_the_amount_it_comes_to_is_one_addition(lang):
    g = graded(lang, 6, BASE[lang] + SHARE_AND_AMOUNT[lang] + "\n")
    _all_correct(g)
    assert [k for k, _ in kinds(g)] == ["amount"], kinds(g)


BUDGET_AGAIN = {
    "en": "To repeat: the budget is USD 70,000 [2].",
    "ru": "Ещё раз: бюджет — 70 000 долларов США [3].",
    "zh": "再说一遍：预算为70,000美元[2]。",
}


@pytest.mark.parametrize("lang", list(BUDGET_AGAIN))
def test_the_budget_amount_told_again_with_no_spend_adds_nothing(lang):
    g = graded(lang, 6, BASE[lang] + BUDGET_AGAIN[lang] + "\n")
    _all_correct(g)
    assert kinds(g) == []


# --- a further sign-off still needed after the pending one ----------------------------------------------------------
FURTHER = {
    "en": ("it is waiting for the executive committee [9].",
           "it is waiting for the executive committee [9], and after that it still needs a sign-off from the regional "
           "director."),
    "ru": ("ждём решения исполнительного комитета [11].",
           "ждём решения исполнительного комитета [11]. Помимо этого, нужно согласование юридического отдела."),
    "zh": ("仍在等待执行委员会的审批[5]。", "仍在等待执行委员会的审批[5]。此外，还需要法务部单独审批。"),
}


@pytest.mark.parametrize("lang", list(FURTHER))
def test_a_further_signoff_still_needed_is_a_second_approval(lang):
    old, new = FURTHER[lang]
    g = graded(lang, 6, BASE[lang].replace(old, new))
    _all_correct(g)
    assert [k for k, _ in kinds(g)] == ["approval"], kinds(g)


OWN_AGAIN = {
    "en": ("it is waiting for the executive committee [9].",
           "it is waiting for the executive committee [9], and it still needs a sign-off from the executive committee."),
    "ru": ("ждём решения исполнительного комитета [11].",
           "ждём решения исполнительного комитета [11]. Кроме того, требуется решение исполнительного комитета."),
}


@pytest.mark.parametrize("lang", list(OWN_AGAIN))
def test_the_pending_body_told_again_in_that_form_is_no_second_approval(lang):
    old, new = OWN_AGAIN[lang]
    g = graded(lang, 6, BASE[lang].replace(old, new))
    _all_correct(g)
    assert kinds(g) == []


# --- a person of the background given a role in the pilot -----------------------------------------------------------
ROLE = {
    "en": "The pilot is overseen by Mei Tanaka, who also keeps a small collection of old shipping maps.",
    "ru": "Курирует пилот Питер Окафор — он же ведёт глоссарий внутренних сокращений в общей вики.",
    "zh": "负责人：法务的卡尔·福格尔 [7]",
}
BACKGROUND_ONLY = {
    "en": "Mei Tanaka keeps a small collection of old shipping maps in the roof terrace.",
    "ru": "Питер Окафор ведёт глоссарий внутренних сокращений в общей вики.",
    "zh": "法务的卡尔·福格尔以会议记录简短易读而闻名。",
}


@pytest.mark.parametrize("lang", list(ROLE))
def test_a_background_person_given_a_pilot_role_is_an_addition(lang):
    g = graded(lang, 6, BASE[lang] + ROLE[lang] + "\n")
    _all_correct(g)
    assert [k for k, _ in kinds(g)] == ["person"], kinds(g)


@pytest.mark.parametrize("lang", list(BACKGROUND_ONLY))
def test_a_background_person_told_as_the_background_tells_them_adds_nothing(lang):
    g = graded(lang, 6, BASE[lang] + BACKGROUND_ONLY[lang] + "\n")
    _all_correct(g)
    assert kinds(g) == []


# --- a goal or a risk the writer opens a line on, naming a fact as its topic ----------------------------------------
GOAL = {
    "en": "- Goal of the pilot: cut the paperwork clerks face in returns handling",
    "ru": "- Цель пилота — вдвое ускорить выплаты клиентам по возвратам",
    "zh": "- 试点的目标是减少退货处理中的纸面工作量",
}
RISK = {
    "en": "The main risk is that the training of the front-line clerks may slip beyond the pilot's dates.",
    "ru": "Основной риск — обучение операторов первой линии может выйти за сроки пилота.",
    "zh": "主要风险是一线文员培训可能赶不上试点周期。",
}
RISK_AS_FACT = {
    "en": "The main risk: the training of the front-line clerks has not started yet [2].",
    "ru": "Основной риск — обучение операторов первой линии ещё не начато [3].",
    "zh": "主要风险是一线文员培训尚未开始[2]。",
}


@pytest.mark.parametrize("lang", list(GOAL))
def test_a_goal_opening_a_line_is_an_addition(lang):
    g = graded(lang, 6, BASE[lang] + GOAL[lang] + "\n")
    _all_correct(g)
    assert len(_claims(g)) == 1, kinds(g)


@pytest.mark.parametrize("lang", list(RISK))
def test_a_risk_opening_a_sentence_is_an_addition(lang):
    g = graded(lang, 6, BASE[lang] + RISK[lang] + "\n")
    _all_correct(g)
    assert len(_claims(g)) == 1, kinds(g)


@pytest.mark.parametrize("lang", list(RISK_AS_FACT))
def test_a_risk_told_in_the_facts_own_words_adds_nothing(lang):
    g = graded(lang, 6, BASE[lang] + RISK_AS_FACT[lang] + "\n")
    _all_correct(g)
    assert kinds(g) == []


# --- a reason given for the exclusion after its colon ---------------------------------------------------------------
EXCLUSION = {
    "en": ("The legacy fax gateway is not part of it [9].",
           "The legacy fax gateway is excluded [9]: another team is already retiring it this winter."),
    "ru": ("Устаревший факс-шлюз в рамки не входит [11].",
           "Устаревший факс-шлюз исключён из рамок [11]: его и так выводит из эксплуатации соседний департамент."),
    "zh": ("旧传真网关不在范围内[5]。", "旧传真网关被排除在外[5]：这部分已经由另一个团队负责替换和下线。"),
}
EXCLUSION_AGAIN = {
    "en": ("The legacy fax gateway is not part of it [9].",
           "The legacy fax gateway is excluded [9]: it is not part of the pilot."),
    "ru": ("Устаревший факс-шлюз в рамки не входит [11].",
           "Устаревший факс-шлюз исключён из рамок [11]: в пилот он не входит."),
    "zh": ("旧传真网关不在范围内[5]。", "旧传真网关被排除在外[5]：不属于本试点。"),
}


@pytest.mark.parametrize("lang", list(EXCLUSION))
def test_a_reason_for_the_exclusion_after_its_colon_is_an_addition(lang):
    old, new = EXCLUSION[lang]
    g = graded(lang, 6, BASE[lang].replace(old, new))
    _all_correct(g)
    assert len(_claims(g)) == 1, kinds(g)


@pytest.mark.parametrize("lang", list(EXCLUSION_AGAIN))
def test_the_exclusion_told_again_after_its_colon_adds_nothing(lang):
    old, new = EXCLUSION_AGAIN[lang]
    g = graded(lang, 6, BASE[lang].replace(old, new))
    _all_correct(g)
    assert kinds(g) == []
