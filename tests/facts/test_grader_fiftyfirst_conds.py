"""A condition set on the pilot's own approval while it is still pending ("pending with the steering committee,
conditional on …", "前提是…", "только после …"), as on an approval given: the source sets no condition, so the approval
is distorted and the condition is one addition; an amount inside the condition is the condition's term, not a second
budget. A pending approval told plainly, or told as waiting on that approval itself ("subject to approval by the
steering committee"), stays correct with no addition. Pinned with briefs written for these tests on the material of
seed 3 (pending with the steering committee; budget CHF 28,000)."""

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

CONDITIONED = {
    "en": [
        "Sign-off: still pending with the steering committee, and conditional on the legal team's written opinion.",
        "Approval is still pending with the steering committee, which can give its answer only after an external audit "
        "of the supplier contracts.",
    ],
    "zh": [
        "审批：仍在等待指导委员会决定，前提是法务部先出具书面意见。",
        "指导委员会尚未审批，须在外部审计结束之后才会给出结论。",
    ],
    "ru": [
        "Утверждение: пока ждём решения руководящего комитета, и принять его он сможет только после заключения юристов.",
        "Пилот пока не утверждён, и руководящий комитет утвердит его лишь после внешнего аудита договоров с поставщиками.",
    ],
}


@pytest.mark.parametrize("lang,n", [(lang, n) for lang in CONDITIONED for n in range(2)])
def test_a_condition_on_a_pending_approval_distorts_it_and_is_one_addition(lang, n):
    g = graded(lang, 3, SEED3[lang] + CONDITIONED[lang][n])
    assert facts(g)["approval"] == "distorted", facts(g)
    assert [k for k, _ in kinds(g)] == ["condition"], kinds(g)


AMOUNT_CONDITION = {
    "en": "Approval: pending with the steering committee, conditional on spend staying below CHF 20,000 until the "
          "midpoint check.",
    "zh": "审批：仍在等待指导委员会，前提是中期检查前支出不超过20,000瑞士法郎。",
    "ru": "Утверждение: ждём решения руководящего комитета, при условии что до промежуточной проверки расходы не "
          "превысят 20 000 швейцарских франков.",
}


@pytest.mark.parametrize("lang", list(AMOUNT_CONDITION))
def test_an_amount_inside_the_condition_is_no_second_budget(lang):
    g = graded(lang, 3, SEED3[lang] + AMOUNT_CONDITION[lang])
    assert facts(g)["budget"] == "correct", facts(g)
    assert facts(g)["approval"] == "distorted", facts(g)
    assert [k for k, _ in kinds(g)] == ["condition"], kinds(g)


PLAIN = {
    "en": ["Approval: still pending with the steering committee.",
           "The pilot remains subject to approval by the steering committee, which has not decided yet."],
    "zh": ["审批：仍在等待指导委员会决定。", "试点尚待指导委员会审批，目前还没有结论。"],
    "ru": ["Утверждение: пока ждём решения руководящего комитета.",
           "Пилот ещё не утверждён: решение за руководящим комитетом."],
}


@pytest.mark.parametrize("lang,n", [(lang, n) for lang in PLAIN for n in range(2)])
def test_a_pending_approval_told_plainly_stays_correct(lang, n):
    g = graded(lang, 3, SEED3[lang] + PLAIN[lang][n])
    assert facts(g)["approval"] == "correct", facts(g)
    assert facts(g)["budget"] == "correct", facts(g)
    assert kinds(g) == []


WORK_CONDITION = {
    "en": "Approval: still pending with the steering committee, and the pilot will start only after the handheld "
          "scanners arrive.",
    "zh": "审批：仍在等待指导委员会决定，试点须在扫描枪到货之后才开始。",
    "ru": "Утверждение: пока ждём решения руководящего комитета, а старт пилота возможен только после поставки сканеров.",
}


@pytest.mark.parametrize("lang", list(WORK_CONDITION))
def test_a_condition_on_the_pilots_start_leaves_the_pending_approval_correct(lang):
    g = graded(lang, 3, SEED3[lang] + WORK_CONDITION[lang])
    assert facts(g)["approval"] == "correct", facts(g)
    assert "condition" not in [k for k, _ in kinds(g)], kinds(g)
