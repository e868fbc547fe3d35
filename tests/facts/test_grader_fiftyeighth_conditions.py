"""Conditions and forecasts on the approval, in more shapes: a pending approval that "will only be given once …" is
distorted, its condition one addition; a condition on an approval given that names a planned item and a time ("provided
X is finished before the pilot ends") is one addition and tells nothing of the item's stage; a decision set for a
meeting and a time the notes do not give is one addition beside the correct pending state. Neighbours that hold: a
plain pending approval, and an approval given with no condition, stay correct with no addition. Briefs written for
these tests on the material of seed 3 (pending with the steering committee) and seed 5 (approved by Marek Novak on
15 May 2026; scanners installed, user guide translation planned)."""

import pytest

from tests.facts.grading import facts, graded, kinds

# seed 3's dates, scope, exclusion and budget told correctly, no approval
SEED3 = {
    "en": "The Heron pilot covers returns handling at the Leeds office only, from 21 August 2027 to 23 November 2027; "
          "the Madrid sales office is left out. Budget: CHF 28,000. ",
    "ru": "Пилот «Цапля» с 21 августа 2027 г. по 23 ноября 2027 г. касается только обработки возвратов в офисе в Лидсе; "
          "офис продаж в Мадриде в него не входит. Бюджет — 28 000 швейцарских франков. ",
    "zh": "苍鹭试点时间为2027年8月21日至2027年11月23日，只做利兹办公室的退货处理，"
          "马德里销售办事处不包括在内，预算28,000瑞士法郎。",
}

# seed 5's dates, scope, exclusion and budget told correctly, no approval, no work item
SEED5 = {
    "en": "Invoice matching at the Leeds office is the only process in the pilot, which runs 9 June 2026 to 3 October "
          "2026. Warranty claims stay outside it. It has USD 45,000.\n\n",
    "ru": "В пилот с 9 июня 2026 г. по 3 октября 2026 г. входит только сверка счетов в офисе в Лидсе, гарантийные "
          "претензии в него не входят. На него выделено 45 000 долларов США.\n\n",
    "zh": "试点从2026年6月9日到2026年10月3日，范围仅为利兹办公室的发票匹配，不含保修索赔，预算45,000美元。\n\n",
}

PENDING_UNTIL = {
    "en": "Approval is still pending with the steering committee and will only be given once the committee has read "
          "the translated user guides.",
    "ru": "Решение пока за руководящим комитетом, и согласие будет дано только после того, как комитет прочитает "
          "переведённые руководства пользователя.",
    "zh": "审批还在等指导委员会，只有在委员会读过翻译好的用户指南之后才会批准。",
}

MEETING_SET = {
    "en": "Approval is still pending with the steering committee, which is to decide at its meeting in early February.",
    "ru": "Пилот ждёт решения руководящего комитета; комитет должен принять решение на заседании в начале февраля.",
    "zh": "审批还在等指导委员会，委员会将在二月初的会上决定。",
}

PENDING_PLAIN = {
    "en": "Approval is still pending with the steering committee.",
    "ru": "Пилот ждёт решения руководящего комитета.",
    "zh": "审批还在等指导委员会。",
}

GIVEN_WITH_TIMED_ITEM = {
    "en": "Marek Novak approved it on 15 May 2026, provided the translation of the user guides is finished before the "
          "pilot ends [2].\nDone: the barcode scanners are installed.\nPlanned: translation of the user guides, not "
          "started yet.",
    "ru": "Марек Новак утвердил пилот 15 мая 2026 г. при условии, что перевод руководств пользователя завершат до конца "
          "пилота [2].\nСделано: сканеры штрихкодов установлены.\nВ планах: перевод руководств пользователя, пока не "
          "начат.",
    "zh": "马雷克·诺瓦克已于2026年5月15日批准，但附带条件：用户指南翻译须在试点结束前完成[2]。\n已完成：条码扫描器安装\n"
          "计划：用户指南翻译，尚未开始",
}

GIVEN_PLAIN = {
    "en": "Marek Novak approved it on 15 May 2026.\nDone: the barcode scanners are installed.\nPlanned: translation of "
          "the user guides, not started yet.",
    "ru": "Марек Новак утвердил пилот 15 мая 2026 г.\nСделано: сканеры штрихкодов установлены.\nВ планах: перевод "
          "руководств пользователя, пока не начат.",
    "zh": "马雷克·诺瓦克已于2026年5月15日批准。\n已完成：条码扫描器安装\n计划：用户指南翻译，尚未开始",
}


@pytest.mark.parametrize("lang", list(PENDING_UNTIL))
def test_a_pending_approval_only_given_once_a_step_is_done_is_distorted(lang):
    g = graded(lang, 3, SEED3[lang] + PENDING_UNTIL[lang])
    assert facts(g)["approval"] == "distorted", facts(g)
    assert [k for k, _ in kinds(g)] == ["condition"], kinds(g)


@pytest.mark.parametrize("lang", list(MEETING_SET))
def test_a_decision_set_for_a_meeting_is_one_addition_beside_the_pending_state(lang):
    g = graded(lang, 3, SEED3[lang] + MEETING_SET[lang])
    assert facts(g)["approval"] == "correct", facts(g)
    assert len(kinds(g)) == 1, kinds(g)


@pytest.mark.parametrize("lang", list(PENDING_PLAIN))
def test_a_plain_pending_approval_stays_correct(lang):
    g = graded(lang, 3, SEED3[lang] + PENDING_PLAIN[lang])
    assert facts(g)["approval"] == "correct", facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(GIVEN_WITH_TIMED_ITEM))
def test_a_condition_naming_a_planned_item_and_a_time_is_one_addition_and_no_stage(lang):
    g = graded(lang, 5, SEED5[lang] + GIVEN_WITH_TIMED_ITEM[lang])
    assert facts(g)["approval"] == "distorted", facts(g)
    assert facts(g)["planned"] == "correct", facts(g)
    assert facts(g)["done"] == "correct", facts(g)
    assert [k for k, _ in kinds(g)] == ["condition"], kinds(g)


@pytest.mark.parametrize("lang", list(GIVEN_PLAIN))
def test_an_approval_given_with_no_condition_stays_correct(lang):
    g = graded(lang, 5, SEED5[lang] + GIVEN_PLAIN[lang])
    assert all(label == "correct" for label in facts(g).values()), facts(g)
    assert kinds(g) == []
