"""A further approval by someone else against a condition on the approval. (a) One more review or sign-off by
another party, still to come after the pilot, of one work item, or "additionally" beside the approval given, is a
further approval: one addition, the pilot's approval keeps its label. (b) A pending approval told as coming once an
event is over that the source does not give ("will sign off once …", "将在…后批准", "утвердит, как только …") is
under a condition: the approval is distorted, the condition one addition. Neighbours that hold: a pending approval
told with its body and no condition, a pending approval said to be needed before the start, and a second body's
approval told to follow the body's own. Briefs written for these tests on the material of seed 5 (approved by Marek
Novak on 15 May 2026) and seed 3 (pending with the steering committee)."""

import pytest

from tests.facts.grading import facts, graded, kinds
from tests.facts.test_grader_fiftysixth_conditions import SEED3, SEED5

# (a) approved; a review by another body once the pilot is over, in the approval's own sentence
REVIEW_AFTER_PILOT = {
    "en": "Status: signed off by Marek Novak on 15 May 2026; after the pilot it also has to go to the supervisory "
          "board for a review.",
    "ru": "Статус: Марек Новак утвердил пилот 15 мая 2026 г.; по итогам пилота его дополнительно рассмотрит "
          "наблюдательный совет.",
    "zh": "状态：马雷克·诺瓦克已于2026年5月15日批准，试点期满后还要交监事会复核一次。",
}

# (a) approved; one work item needs another person's sign-off before it goes ahead
ITEM_SIGNOFF = {
    "en": "Status: signed off by Marek Novak on 15 May 2026.\nDone: the barcode scanners are in.\nPlanned: translation "
          "of the user guides (not begun); before release the head of IT must additionally sign it off.",
    "ru": "Статус: утверждён 15 мая 2026 г., Марек Новак.\nСделано: сканеры штрихкодов установлены.\nВ планах: перевод "
          "руководств пользователя (не начат); до публикации его дополнительно должен согласовать руководитель ИТ.",
    "zh": "状态：2026年5月15日经马雷克·诺瓦克批准。\n已完成：条码扫描器已装好。\n"
          "计划：用户指南翻译（未开始）；发布之前还需IT主管另行审批。",
}

# (b) pending; the body will decide once an event the source does not give is over
PENDING_AFTER_EVENT = {
    "en": "Approval: not granted yet. The steering committee will approve it once the external cost audit has "
          "been completed.",
    "ru": "Утверждение: пилот пока не утверждён; руководящий комитет одобрит его, как только закончится внешний аудит "
          "затрат.",
    "zh": "审批：目前尚未批准，指导委员会将在外部成本审计结束后批准。",
}

# neighbours: pending with its body, no condition
PENDING_WITH_BODY = {
    "en": "Approval: not granted yet, it is pending with the steering committee.",
    "ru": "Утверждение: пилот пока не утверждён, решение за руководящим комитетом.",
    "zh": "审批：目前尚未批准，仍在等指导委员会审批。",
}

# neighbours: approval needed before the start, where the source says pending (that is what pending means)
NEEDED_BEFORE_START = {
    "en": "Approval: pending with the steering committee; approval is needed before the start.",
    "ru": "Утверждение: ждём решения руководящего комитета; без утверждения пилот не начнётся.",
    "zh": "审批：仍在等指导委员会审批，开始之前必须获批。",
}

# (a) on a pending approval: a second body's approval told to follow the body's own
SECOND_BODY_AFTER = {
    "en": "Approval: not granted yet. After the steering committee approves, the compliance department must also "
          "approve it.",
    "ru": "Утверждение: пилот пока не утверждён; после того как его утвердит руководящий комитет, его дополнительно "
          "должен согласовать отдел комплаенса.",
    "zh": "审批：目前尚未批准，指导委员会批准后，合规部还要再审批。",
}


@pytest.mark.parametrize("lang", list(REVIEW_AFTER_PILOT))
def test_a_review_by_another_body_after_the_pilot_is_one_addition_and_keeps_the_approval(lang):
    g = graded(lang, 5, SEED5[lang] + REVIEW_AFTER_PILOT[lang])
    assert facts(g)["approval"] == "correct", facts(g)
    assert [k for k, _ in kinds(g)] == ["approval"], kinds(g)


@pytest.mark.parametrize("lang", list(ITEM_SIGNOFF))
def test_a_further_signoff_of_one_work_item_is_one_addition_and_keeps_the_approval(lang):
    g = graded(lang, 5, SEED5[lang] + ITEM_SIGNOFF[lang])
    assert facts(g)["approval"] == "correct", facts(g)
    assert facts(g)["planned"] == "correct", facts(g)
    assert len(kinds(g)) == 1, kinds(g)


@pytest.mark.parametrize("lang", list(PENDING_AFTER_EVENT))
def test_a_pending_approval_set_after_an_event_is_distorted_and_one_addition(lang):
    g = graded(lang, 3, SEED3[lang] + PENDING_AFTER_EVENT[lang])
    assert facts(g)["approval"] == "distorted", facts(g)
    assert [k for k, _ in kinds(g)] == ["condition"], kinds(g)


@pytest.mark.parametrize("lang", list(PENDING_WITH_BODY))
def test_a_pending_approval_with_its_body_stays_correct(lang):
    g = graded(lang, 3, SEED3[lang] + PENDING_WITH_BODY[lang])
    assert facts(g)["approval"] == "correct", facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(NEEDED_BEFORE_START))
def test_approval_needed_before_the_start_sets_no_condition(lang):
    g = graded(lang, 3, SEED3[lang] + NEEDED_BEFORE_START[lang])
    assert facts(g)["approval"] == "correct", facts(g)
    assert "condition" not in [k for k, _ in kinds(g)], kinds(g)


@pytest.mark.parametrize("lang", list(SECOND_BODY_AFTER))
def test_a_second_body_after_the_own_one_is_a_further_approval(lang):
    g = graded(lang, 3, SEED3[lang] + SECOND_BODY_AFTER[lang])
    assert facts(g)["approval"] == "correct", facts(g)
    assert [k for k, _ in kinds(g)] == ["approval"], kinds(g)
