"""Forecasts, judgements and status zones with no digit and no name, the fifty-seventh held-out set's class in every
language: an expected time for a pending decision, the start included ("a decision is expected before the pilot
starts", "решение ожидается до старта"), the writer's view that the spend will fit the budget ("we should come in under
it", "думаю, уложимся", "估计花不完"), and a status colour told as a zone the pilot sits in ("in the green", "в зелёной
зоне", "处于绿区") are one addition each, beside the facts told right. The neighbours hold: the pending approval told
alone, a remark that the notes do not say when the decision comes, the order of approval and start as a requirement,
the budget told with a remark on the notes."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds
from tests.facts.test_grader_fiftysecond_forecast import SEED3

# --- an expected time for the pending decision, the start included: one addition (seed 3, pending) ------------------
EXPECTED = {
    "en": ["A verdict from the committee is expected before the pilot kicks off.",
           "The committee is likely to rule on it before the start, and it should be signed off soon."],
    "ru": ["Решение комитета ожидается ещё до старта пилота.",
           "Ответ руководящего комитета ожидается до запуска пилота."],
}


@pytest.mark.parametrize(("lang", "i"), [(lang, i) for lang in EXPECTED for i in range(2)])
def test_an_expected_time_for_the_pending_decision_is_one_addition(lang, i):
    g = graded(lang, 3, SEED3[lang] + EXPECTED[lang][i])
    assert facts(g)["approval"] == "correct", facts(g)
    assert [k for k, _ in kinds(g)] == ["forecast"], kinds(g)


PENDING_NEIGHBOURS = {
    "en": ["Approval is still pending.",
           "The notes do not say when the decision is expected.",
           "Approval has to come before the pilot starts."],
    "ru": ["Утверждение пока не получено.",
           "Когда ожидается решение, в записях не сказано.",
           "Утверждение нужно получить до старта."],
    "zh": ["审批仍在等待中。",
           "笔记没有写预计何时作出决定。",
           "整个试点为期94天。"],
}


@pytest.mark.parametrize(("lang", "i"), [(lang, i) for lang in PENDING_NEIGHBOURS for i in range(3)])
def test_the_pending_state_a_remark_and_the_required_order_add_nothing(lang, i):
    g = graded(lang, 3, SEED3[lang] + PENDING_NEIGHBOURS[lang][i])
    assert facts(g)["approval"] == "correct", facts(g)
    assert kinds(g) == [], kinds(g)


# --- the spend foreseen to fit the budget, and a status zone: one addition (seed 5, all facts told right) ------------
VIEWS = {
    "en": ["The budget is USD 45,000; we should come in under it.",
           "Across the board the pilot is in the green."],
    "ru": ["На бюджет в 45 000 долларов США, думаю, спокойно уложимся.",
           "По всем статьям пилот находится в зелёной зоне."],
    "zh": ["预算是45,000美元，我估计花不完。",
           "试点在各方面都处于绿区。"],
}


@pytest.mark.parametrize(("lang", "i"), [(lang, i) for lang in VIEWS for i in range(2)])
def test_a_budget_view_or_a_status_zone_is_one_addition(lang, i):
    g = graded(lang, 5, SEED5_FACTS[lang] + SEED5_WORK[lang] + " " + VIEWS[lang][i])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert len(kinds(g)) == 1, kinds(g)


BUDGET_NEIGHBOURS = {
    "en": "Budget: USD 45,000 (as in the notes).",
    "ru": "Бюджет: 45 000 долларов США (как в записях).",
    "zh": "预算：45,000美元（与笔记一致）。",
}


@pytest.mark.parametrize("lang", list(BUDGET_NEIGHBOURS))
def test_the_budget_with_a_remark_on_the_notes_adds_nothing(lang):
    g = graded(lang, 5, SEED5_FACTS[lang] + SEED5_WORK[lang] + " " + BUDGET_NEIGHBOURS[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == [], kinds(g)
