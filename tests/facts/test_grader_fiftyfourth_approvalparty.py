"""Another party's step around a pending approval. A decision told as waiting on another party's step first ("the
board will decide once finance has confirmed the budget", "待财务部确认预算后，委员会再审批", "совет примет решение после
того, как финансовый отдел подтвердит бюджет") is a condition the source does not set: the approval distorted and one
addition. A further sign-off by another party after the source's body has decided ("after the board's decision, the
legal department must also sign off", "委员会批准后还需法务部会签", "после решения совета пилот ещё должен согласовать
юридический отдел") is one addition, the approval still pending with the source's body. The pending state told plainly,
the body's own meeting, an approval told as given and a condition "subject to" another party's review are read as
before. Pinned with briefs written for these tests on the material of seed 1 (pending with the investment board)."""

import pytest

from tests.facts.grading import facts, graded, kinds
from tests.facts.test_grader_fiftysecond_approvalreq import FULL1


def _brief(lang: str, more: str) -> str:
    return FULL1[lang] + ("" if lang == "zh" else " ") + more


STEP_FIRST = [
    ("en", "The investment board will only take its decision once finance has checked the budget figures."),
    ("en", "No decision yet: the investment board decides after the procurement department signs the vendor quote."),
    ("zh", "等财务部核对完预算之后，投资委员会才会作出决定。"),
    ("ru", "Инвестиционный совет примет решение после того, как финансовый отдел перепроверит смету."),
    ("ru", "Решение совет вынесет, когда юристы посмотрят договор с поставщиком."),
]


@pytest.mark.parametrize("lang,more", STEP_FIRST)
def test_decision_waiting_on_another_partys_step_is_a_condition(lang, more):
    g = graded(lang, 1, _brief(lang, more))
    assert [f for f, label in facts(g).items() if label != "correct"] == ["approval"], facts(g)
    assert facts(g)["approval"] == "distorted", facts(g)
    assert [k for k, _ in kinds(g)] == ["condition"], kinds(g)


FURTHER_AFTER = [
    ("en", "Once the investment board has decided, the compliance department still has to approve the pilot."),
    ("zh", "投资委员会批准以后，还需要合规部再审批一次。"),
    ("ru", "После решения инвестиционного совета пилот ещё должен утвердить юридический отдел."),
    ("ru", "Когда совет вынесет решение, пилот ещё должна согласовать финансовая служба."),
]


@pytest.mark.parametrize("lang,more", FURTHER_AFTER)
def test_further_signoff_after_the_bodys_decision_is_one_addition(lang, more):
    g = graded(lang, 1, _brief(lang, more))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert [k for k, _ in kinds(g)] == ["approval"], kinds(g)


OWN_MEETING = [
    ("en", "The investment board will take its decision once it has met."),
    ("zh", "投资委员会开会之后才会作出决定。"),
    ("ru", "Инвестиционный совет примет решение после своего заседания."),
]


@pytest.mark.parametrize("lang,more", OWN_MEETING)
def test_the_bodys_own_meeting_sets_no_condition(lang, more):
    g = graded(lang, 1, _brief(lang, more))
    assert facts(g)["approval"] == "correct", facts(g)
    assert "condition" not in [k for k, _ in kinds(g)], kinds(g)


START_AFTER_STEP = [
    ("en", "The pilot will start once finance has checked the budget figures."),
    ("ru", "Пилот стартует после того, как финансовый отдел перепроверит смету."),
]


@pytest.mark.parametrize("lang,more", START_AFTER_STEP)
def test_a_start_after_another_partys_step_sets_no_condition_on_the_approval(lang, more):
    g = graded(lang, 1, _brief(lang, more))
    assert facts(g)["approval"] == "correct", facts(g)
    assert "condition" not in [k for k, _ in kinds(g)], kinds(g)


SUBJECT_TO = [
    ("en", "Approval is subject to a review by the finance department."),
    ("zh", "审批的前提是财务部先完成复核。"),
    ("ru", "Утверждение возможно только при условии проверки финансовым отделом."),
]


@pytest.mark.parametrize("lang,more", SUBJECT_TO)
def test_subject_to_another_partys_review_still_distorts(lang, more):
    g = graded(lang, 1, _brief(lang, more))
    assert facts(g)["approval"] == "distorted", facts(g)
    assert [k for k, _ in kinds(g)] == ["condition"], kinds(g)


GIVEN = {
    "en": "The investment board has approved the pilot.",
    "zh": "投资委员会已经批准了该试点。",
    "ru": "Инвестиционный совет уже утвердил пилот.",
}


@pytest.mark.parametrize("lang", list(GIVEN))
def test_plain_pending_stays_correct_and_given_stays_distorted(lang):
    g = graded(lang, 1, FULL1[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == [], kinds(g)
    cut = {"en": "Approval is still pending with the investment board. ", "zh": "投资委员会还没有批准，审批仍待定。",
           "ru": "Решение инвестиционного совета пока не принято. "}[lang]
    assert cut in FULL1[lang]
    g = graded(lang, 1, FULL1[lang].replace(cut, GIVEN[lang] + ("" if lang == "zh" else " ")))
    assert facts(g)["approval"] == "distorted", facts(g)
