"""The pending decision foreseen, the fifty-second held-out set's class in every language: where the source has the
approval pending and gives no time or outcome for it, a deadline or an expected time for the decision ("the decision
has to be taken by", "решение должно быть принято до", "须在…前作出决定") and a forecast of what the deciding party
will do ("the committee is expected to approve it", "комитет, скорее всего, одобрит", "委员会预计会批准") are one
addition each, beside the pending approval told right and after a remark that the notes give no date. The neighbours
hold: the remark alone, the pending approval told again, a length computed from the dates, and the pilot's own
approval told on in the passive ("expected to go through"). Pinned with briefs written for these tests on the material
of seed 3 (pending with the steering committee)."""

import pytest

from tests.facts.grading import facts, graded, kinds

# seed 3's dates, scope, exclusion and budget told correctly, and its approval pending with the steering committee
SEED3 = {
    "en": "Heron covers only returns handling at the Leeds office, from 21 August 2027 to 23 November 2027; the Madrid "
          "sales office stays outside it. Its budget is CHF 28,000. The steering committee has not decided yet, so "
          "the pilot is still unapproved. ",
    "ru": "«Цапля» охватывает только обработку возвратов в офисе в Лидсе, с 21 августа 2027 г. по 23 ноября 2027 г.; "
          "офис продаж в Мадриде в неё не входит. Бюджет — 28 000 швейцарских франков. Руководящий комитет ещё не "
          "принял решения, так что пилот пока не утверждён. ",
    "zh": "苍鹭试点只涉及利兹办公室的退货处理，从2027年8月21日到2027年11月23日，马德里销售办事处不在其中。预算为28,000"
          "瑞士法郎。指导委员会还没有作出决定，试点目前尚未获批。",
}

# --- a deadline or an expected time for the pending decision: one addition ------------------------------------------
DEADLINE = {
    "en": ["The notes name no date for the decision. Realistically the committee has to decide by the end of July "
           "so that work can begin in August.",
           "A decision is expected within the next few weeks."],
    "ru": ["Срок решения в записях не назван. Реально решение должно быть принято до конца июля, иначе август "
           "сорвётся.",
           "Комитет должен принять решение в ближайшие недели."],
    "zh": ["笔记里没有写决定的时间。实际上，委员会须在七月底前作出决定，试点才能按时开始。",
           "审批预计在几周内会有结果。"],
}


@pytest.mark.parametrize(("lang", "i"), [(lang, i) for lang in DEADLINE for i in range(2)])
def test_a_deadline_for_the_pending_decision_is_one_addition(lang, i):
    g = graded(lang, 3, SEED3[lang] + DEADLINE[lang][i])
    assert facts(g)["approval"] == "correct", facts(g)
    assert len(kinds(g)) == 1, kinds(g)


# --- a forecast of the deciding party's decision: one addition --------------------------------------------------------
FORECAST = {
    "en": ["The committee is expected to approve it as it stands.",
           "In my view the committee will most likely sign it off unchanged."],
    "ru": ["Скорее всего, комитет одобрит его в нынешнем виде.",
           "Ожидается, что комитет утвердит пилот без правок."],
    "zh": ["委员会预计会批准，不会要求改动。",
           "看来委员会多半会同意这份方案。"],
}


@pytest.mark.parametrize(("lang", "i"), [(lang, i) for lang in FORECAST for i in range(2)])
def test_a_forecast_of_the_pending_decision_is_one_addition(lang, i):
    g = graded(lang, 3, SEED3[lang] + FORECAST[lang][i])
    assert facts(g)["approval"] == "correct", facts(g)
    assert len(kinds(g)) == 1, kinds(g)


# --- the neighbours: no addition -------------------------------------------------------------------------------------
NEIGHBOURS = {
    "en": ["The notes give no date for the committee's decision.",
           "The approval is still waiting on the steering committee.",
           "That is a run of 94 days."],
    "ru": ["Когда комитет примет решение, в записях не сказано.",
           "Утверждение по-прежнему за руководящим комитетом.",
           "Всего пилот длится 94 дня."],
    "zh": ["笔记没有写委员会何时作出决定。",
           "审批仍在等待指导委员会。",
           "整个试点为期94天。"],
}


@pytest.mark.parametrize(("lang", "i"), [(lang, i) for lang in NEIGHBOURS for i in range(3)])
def test_the_remark_the_pending_approval_and_a_computed_length_add_nothing(lang, i):
    g = graded(lang, 3, SEED3[lang] + NEIGHBOURS[lang][i])
    assert facts(g)["approval"] == "correct", facts(g)
    assert kinds(g) == [], kinds(g)


# the pilot's own approval told on in the passive stays the approval's state, no forecast of its own
PASSIVE = {
    "en": "It has gone to the steering committee and is expected to go through.",
    "ru": "Пилот передан руководящему комитету на утверждение; ожидается, что его одобрят.",
    "zh": "试点已提交指导委员会审批，预计会获得通过。",
}


@pytest.mark.parametrize("lang", list(PASSIVE))
def test_the_approval_told_on_in_the_passive_is_no_forecast(lang):
    g = graded(lang, 3, SEED3[lang] + PASSIVE[lang])
    assert facts(g)["approval"] == "correct", facts(g)
    assert kinds(g) == [], kinds(g)
