"""An exclusion stated outright with a plan to bring the item in later: the exclusion told right and the plan one
addition (a plain exclusion put off to a later phase stays distorted); and a wrong rank word in the approver's
title beside a name listed after the approval ("已批，<date>，<name>（运营总监）", "<name> (Operations Lead)"), the
approval distorted, while the title in a clipped or reordered form stays right."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds

# seed 5's facts without their exclusion sentence: the frame a test adds its own exclusion to
_NO_EXCLUSION = {
    "en": SEED5_FACTS["en"].replace("Warranty claims are not part of it. ", ""),
    "ru": SEED5_FACTS["ru"].replace("Гарантийные претензии в пилот не входят. ", ""),
    "zh": SEED5_FACTS["zh"].replace("保修索赔不在范围内。", ""),
}


def _with_exclusion(lang: str, exclusion: str):
    return graded(lang, 5, f"{_NO_EXCLUSION[lang]} {exclusion} {SEED5_WORK[lang]}")


@pytest.mark.parametrize("lang, exclusion", [
    ("en", "Warranty claims are explicitly excluded from this pilot; the team means to take them on in phase two."),
    ("en", "Warranty claims are expressly out of scope and are to be included in a later phase."),
    ("ru", "Гарантийные претензии явно исключены из пилота; их собираются подключить на втором этапе."),
    ("zh", "保修索赔明确不在这次试点范围内，打算留待二期再加入。"),
])
def test_firm_exclusion_with_later_plan_is_right_plus_one_plan(lang, exclusion):
    g = _with_exclusion(lang, exclusion)
    assert facts(g)["out_of_scope"] == "correct"
    assert [k for k, _ in kinds(g)] == ["plan"]


@pytest.mark.parametrize("lang, exclusion", [
    ("en", "Warranty claims stay outside this pilot for now; they will be added in a later phase."),
    ("ru", "Гарантийные претензии пока в пилот не входят; их подключат на следующем этапе."),
    ("zh", "保修索赔这一期先不纳入，留待下一阶段再接入。"),
])
def test_exclusion_put_off_to_later_phase_stays_distorted(lang, exclusion):
    g = _with_exclusion(lang, exclusion)
    assert facts(g)["out_of_scope"] == "distorted"
    assert kinds(g) == []


@pytest.mark.parametrize("lang, exclusion", [
    ("en", "Warranty claims are explicitly excluded from this pilot."),
    ("ru", "Гарантийные претензии явно исключены из пилота."),
    ("zh", "保修索赔明确不在这次试点范围内。"),
])
def test_firm_exclusion_without_plan_is_right_and_adds_nothing(lang, exclusion):
    g = _with_exclusion(lang, exclusion)
    assert facts(g)["out_of_scope"] == "correct"
    assert kinds(g) == []


# seed 5391: approved on 2 September 2026 by Dana Whitfield, Head of Operations (运营主管, руководитель операционного
# отдела)
@pytest.mark.parametrize("lang, text", [
    ("zh", "状态\n问：有没有批？ 答：批了，2026年9月2日，达娜·惠特菲尔德（运营总监）。"),
    ("zh", "审批情况：已获批准，2026年9月2日，达娜·惠特菲尔德（运营经理）。"),
    ("en", "Status: approved, 2 September 2026, Dana Whitfield (Operations Lead)."),
    ("en", "The pilot was signed off on 2 September 2026 by Dana Whitfield, Operations Manager."),
    ("ru", "Статус: утверждён, 2 сентября 2026 г., Дана Уитфилд (начальник операционного отдела)."),
    ("ru", "Пилот утвердила 2 сентября 2026 г. Дана Уитфилд, директор операционного отдела."),
])
def test_other_rank_word_in_the_approvers_title_distorts(lang, text):
    assert facts(graded(lang, 5391, text))["approval"] == "distorted"


@pytest.mark.parametrize("lang, text", [
    ("zh", "状态\n问：有没有批？ 答：批了，2026年9月2日，达娜·惠特菲尔德（运营主管）。"),
    ("en", "Status: approved, 2 September 2026, Dana Whitfield (Operations head)."),
    ("en", "The pilot was signed off on 2 September 2026 by Dana Whitfield, Head of Ops."),
    ("ru", "Статус: утверждён, 2 сентября 2026 г., Дана Уитфилд (рук. операционного отдела)."),
])
def test_own_title_clipped_or_reordered_stays_correct(lang, text):
    assert facts(graded(lang, 5391, text))["approval"] == "correct"
