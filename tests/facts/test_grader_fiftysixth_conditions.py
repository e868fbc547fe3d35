"""A condition the source does not set, put on the pilot's approval in other shapes: an answer to "Who approved it?"
that carries its own condition ("X, on 15 May - provided that …"), a pending approval whose body "will only approve it
if …", "要求先…，之后才会审批", "согласует пилот только при условии, что …". One reading for every shape: the approval is
distorted and the condition is one addition (a clause of its words is no second claim). Neighbours that hold: the
same answer with no condition, and a pending approval told with no condition, stay correct with no addition. Briefs
written for these tests on the material of seed 5 (approved by Marek Novak on 15 May 2026) and seed 3 (pending with
the steering committee)."""

import pytest

from tests.facts.grading import facts, graded, kinds

# seed 3's dates, scope, exclusion and budget told correctly, no approval
SEED3 = {
    "en": "Heron runs 21 August 2027 to 23 November 2027, returns handling at the Leeds office only, without the "
          "Madrid sales office. It has CHF 28,000. ",
    "ru": "«Цапля» идёт с 21 августа 2027 г. по 23 ноября 2027 г.: только обработка возвратов в офисе в Лидсе, без "
          "офиса продаж в Мадриде. На неё выделено 28 000 швейцарских франков. ",
    "zh": "苍鹭试点从2027年8月21日到2027年11月23日，仅限利兹办公室的退货处理，不含马德里销售办事处，经费28,000瑞士法郎。",
}

# seed 5's dates, scope, exclusion and budget told correctly, no approval
SEED5 = {
    "en": "The pilot runs from 9 June 2026 to 3 October 2026 and covers only invoice matching at the Leeds office. "
          "Warranty claims are not part of it. The budget is USD 45,000.\n\n",
    "ru": "Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г. и охватывает только сверку счетов в офисе в Лидсе. "
          "Гарантийные претензии в пилот не входят. Бюджет — 45 000 долларов США.\n\n",
    "zh": "试点于2026年6月9日开始，2026年10月3日结束，只涵盖利兹办公室的发票匹配，保修索赔不在范围内。预算为45,000美元。\n\n",
}

ANSWER_WITH_CONDITION = {
    "en": "Q: Who signed it off?\nA: Marek Novak, on 15 May 2026 - provided that the budget is checked again in August.",
    "ru": "Вопрос: Кто утвердил пилот?\nОтвет: Марек Новак, 15 мая 2026 г., при условии, что в августе бюджет проверят "
          "ещё раз.",
    "zh": "问：谁批准的？\n答：马雷克·诺瓦克，2026年5月15日，前提是8月再核一次预算。",
}

ANSWER_PLAIN = {
    "en": "Q: Who signed it off?\nA: Marek Novak, on 15 May 2026.",
    "ru": "Вопрос: Кто утвердил пилот?\nОтвет: Марек Новак, 15 мая 2026 г.",
    "zh": "问：谁批准的？\n答：马雷克·诺瓦克，2026年5月15日。",
}

PENDING_WITH_CONDITION = {
    "en": "Approval: not yet. The steering committee will only approve it if overtime stays flat.",
    "ru": "Пилот ещё не утверждён; комитет согласует пилот только при условии, что расходы на сверхурочные не вырастут.",
    "zh": "审批：尚未批准。指导委员会要求先提交一份风险评估，之后才会审批。",
}

PENDING_PLAIN = {
    "en": "Approval: still waiting for the steering committee to decide.",
    "ru": "Утверждения пока нет, ждём руководящий комитет. Комитет согласует пилот в сентябре.",
    "zh": "审批：仍在等待指导委员会决定。",
}


@pytest.mark.parametrize("lang", list(ANSWER_WITH_CONDITION))
def test_a_condition_in_the_answer_to_who_approved_distorts_the_approval(lang):
    g = graded(lang, 5, SEED5[lang] + ANSWER_WITH_CONDITION[lang])
    assert facts(g)["approval"] == "distorted", facts(g)
    assert [k for k, _ in kinds(g)] == ["condition"], kinds(g)


@pytest.mark.parametrize("lang", list(ANSWER_PLAIN))
def test_the_answer_with_no_condition_stays_correct(lang):
    g = graded(lang, 5, SEED5[lang] + ANSWER_PLAIN[lang])
    assert facts(g)["approval"] == "correct", facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(PENDING_WITH_CONDITION))
def test_a_condition_on_a_pending_approval_distorts_it_and_is_one_addition(lang):
    g = graded(lang, 3, SEED3[lang] + PENDING_WITH_CONDITION[lang])
    assert facts(g)["approval"] == "distorted", facts(g)
    assert facts(g)["budget"] == "correct", facts(g)
    assert [k for k, _ in kinds(g)] == ["condition"], kinds(g)


@pytest.mark.parametrize("lang", list(PENDING_PLAIN))
def test_a_pending_approval_with_no_condition_stays_correct(lang):
    g = graded(lang, 3, SEED3[lang] + PENDING_PLAIN[lang])
    assert facts(g)["approval"] == "correct", facts(g)
    assert kinds(g) == []


# the pilot's own work named as the condition ("will only approve the pilot once the guides are translated"): the
# same reading, the approval distorted and the condition one addition
WORK_CONDITION = {
    "en": "Not approved yet; the steering committee will only approve the pilot if the translation of the user guides "
          "is finished first.",
    "ru": "Пилот пока не утверждён: руководящий комитет рассмотрит его только после перевода руководств пользователя.",
    "zh": "尚未批准，指导委员会要求先完成用户指南翻译才会批准。",
}


@pytest.mark.parametrize("lang", list(WORK_CONDITION))
def test_a_pending_approval_tied_to_the_pilots_work_is_distorted(lang):
    g = graded(lang, 3, SEED3[lang] + WORK_CONDITION[lang])
    assert facts(g)["approval"] == "distorted", facts(g)
    assert [k for k, _ in kinds(g)].count("condition") == 1, kinds(g)
