"""What is left around the facts after a round: a tally of the work items by stage beside an approval, a second
sign-off needed after the pending one, and an owner given to an item by a role's label. Briefs written for these
tests on the materials of seed 6 (Kestrel: approval pending with the executive committee) and seed 4 (approved by
Dana Whitfield, Head of Operations)."""

import pytest

from tests.facts.grading import facts, graded, kinds
from tests.facts.test_grader_fortysecond_heldout_answers import DATES, REST


def test_a_tally_of_the_work_items_beside_an_approval_is_no_pending_word():
    told = graded("en", 4, "Dana Whitfield (Head of Operations) approved the pilot on 22 June 2027. In short: the "
                           "pilot is approved, one work item is finished and one is still to come.")
    assert facts(told)["approval"] == "correct", facts(told)
    # a decision still to come beside "approved" is the approval's own state
    wrong = graded("en", 4, "In short: the pilot is approved, though the decision itself is still to come.")
    assert facts(wrong)["approval"] != "correct"


FURTHER = {
    "en": "after that, the finance team's sign-off is also required.",
    "zh": "之后还需财务部签批。",
    "ru": "после него потребуется ещё согласование финансового отдела.",
}
PENDING = {
    "en": "Approval: the pilot is not approved yet; the executive committee's decision is pending; ",
    "zh": "审批：试点尚未获批，仍在等待执行委员会审批；",
    "ru": "Утверждение: пилот пока не утверждён, ожидается решение исполнительного комитета; ",
}


@pytest.mark.parametrize("lang", list(FURTHER))
def test_a_second_sign_off_needed_after_the_pending_one_is_one_addition(lang):
    rest = "\n".join(x for x in REST[lang].splitlines() if not x.startswith(("Approval", "审批", "Утверждение")))
    base = f"{DATES[lang][0]}{rest}\n"
    g = graded(lang, 6, f"{base}{PENDING[lang]}{FURTHER[lang]}\n")
    assert facts(g)["approval"] == "correct", facts(g)
    assert [k for k, _ in kinds(g)] == ["approval"], kinds(g)
    alone = graded(lang, 6, f"{base}{PENDING[lang].rstrip('; ；')}.\n")
    assert facts(alone)["approval"] == "correct" and kinds(alone) == []


OWNER = {
    "en": ("Planned: the clerk training, not started — owner: the Lyon warehouse manager.",
           "Planned: the clerk training, not started (owner: TBD)."),
    "zh": ("计划：一线文员培训，尚未开始——负责人：里昂仓库经理。", "计划：一线文员培训，尚未开始（负责人：待定）。"),
    "ru": ("Запланировано: обучение операторов, не начато — ответственный: начальник склада в Лионе.",
           "Запланировано: обучение операторов, не начато (ответственный: не назначен)."),
}


@pytest.mark.parametrize("lang", list(OWNER))
def test_an_owner_given_to_an_item_by_a_roles_label_is_one_addition(lang):
    owned, open_slot = OWNER[lang]
    rest = "\n".join(x for x in REST[lang].splitlines() if not x.startswith(("Planned", "计划", "Запланировано")))
    base = f"{DATES[lang][0]}{rest}\n"
    g = graded(lang, 6, f"{base}{owned}\n")
    assert facts(g)["planned"] == "correct" and len(kinds(g)) == 1, (facts(g), kinds(g))
    g = graded(lang, 6, f"{base}{open_slot}\n")
    assert facts(g)["planned"] == "correct" and kinds(g) == [], kinds(g)
