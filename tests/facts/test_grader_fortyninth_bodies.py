"""Approving bodies and pending states, in every language: a unit of the company (a finance or legal department, "财务部",
"采购科", "финансовый отдел") is another body than the source's, so an approval or a pending one given to it instead is
distorted and one named beside the source's body is one addition; a clause after a pending approval saying only that
its answer is still awaited ("still waiting to hear back", "ждём ответа", "目前还在等待结果") is no claim of its own; and a
minutes' agenda line putting forward a decision the source does not hold is one addition, while a line naming only
the meeting's purpose is framing. Pinned with briefs written for these tests on the material of seed 3 (pending with
the steering committee) and seed 5 (approved by Marek Novak)."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds
from tests.facts.test_grader_fortyeighth_heldout_approval import SEED3, SEED5

LANGS = ("en", "ru", "zh")

# --- a pending approval with a department instead of the source's body: distorted ---------------------------------
PENDING_WITH_UNIT = {
    "en": "Sign-off is still outstanding: the pilot is waiting for the procurement department to approve it.",
    "ru": "Пилот ещё не утверждён: он ждёт одобрения финансового отдела.",
    "zh": "该试点目前还没有批下来，仍在等待财务部审批。",
}


@pytest.mark.parametrize("lang", LANGS)
def test_pending_with_a_department_instead_of_the_body_is_distorted(lang):
    g = graded(lang, 3, SEED3[lang] + PENDING_WITH_UNIT[lang])
    assert facts(g)["approval"] == "distorted", facts(g)


@pytest.mark.parametrize("unit", ["采购科", "信息中心", "审计委员会", "董事会办公室", "法务部"])
def test_chinese_units_of_the_company_are_other_bodies(unit):
    g = graded("zh", 3, SEED3["zh"] + f"该试点目前还没有批下来，仍在等待{unit}审批。")
    assert facts(g)["approval"] == "distorted", facts(g)


# --- a department named beside the source's pending body: one addition, the approval still right ------------------
BESIDE = {
    "en": ["The pilot is still waiting on a decision from the steering committee and the legal department.",
           "It is not approved yet; the steering committee has to decide, and the IT department must also sign off."],
    "ru": ["Пилот пока не утверждён: решение за руководящим комитетом и юридическим отделом.",
           "Пилот пока не утверждён, ждём решения руководящего комитета; также нужна подпись финансового отдела."],
    "zh": ["试点目前仍在等待指导委员会与财务部的审批。",
           "试点还在等指导委员会审批，此外还需采购部会签。"],
}


@pytest.mark.parametrize(("lang", "i"), [(lang, i) for lang in LANGS for i in range(2)])
def test_a_department_beside_the_pending_body_is_one_addition(lang, i):
    g = graded(lang, 3, SEED3[lang] + BESIDE[lang][i])
    assert facts(g)["approval"] == "correct", facts(g)
    assert len(kinds(g)) == 1, kinds(g)


# the neighbouring reading: the source's own body alone, no addition
OWN_BODY = {
    "en": "The pilot is still waiting on a decision from the steering committee.",
    "ru": "Пилот пока не утверждён: решение за руководящим комитетом.",
    "zh": "试点目前仍在等待指导委员会的审批。",
}


@pytest.mark.parametrize("lang", LANGS)
def test_the_source_body_alone_is_correct_with_no_addition(lang):
    g = graded(lang, 3, SEED3[lang] + OWN_BODY[lang])
    assert facts(g)["approval"] == "correct", facts(g)
    assert kinds(g) == []


# --- an approval given by a department instead of the source's approver: distorted ---------------------------------
GIVEN_BY_UNIT = {
    "en": "The legal department signed the pilot off on 15 May 2026.",
    "ru": "15 мая 2026 г. пилот одобрил юридический отдел.",
    "zh": "2026年5月15日，法务部审批通过了该试点。",
}
# and one said to sign off as well, beside the approver: the approval right, one addition
GIVEN_BESIDE = {
    "en": "Marek Novak approved the pilot on 15 May 2026, and the finance department also gave its approval.",
    "ru": "Марек Новак утвердил пилот 15 мая 2026 г.; финансовый отдел тоже его согласовал.",
    "zh": "马雷克·诺瓦克于2026年5月15日批准了该试点，财务部也已表示同意。",
}


@pytest.mark.parametrize("lang", LANGS)
def test_an_approval_given_by_a_department_is_distorted(lang):
    g = graded(lang, 5, SEED5[lang] + GIVEN_BY_UNIT[lang])
    assert facts(g)["approval"] == "distorted", facts(g)


@pytest.mark.parametrize("lang", LANGS)
def test_a_department_approving_beside_the_approver_is_one_addition(lang):
    g = graded(lang, 5, SEED5[lang] + GIVEN_BESIDE[lang])
    assert facts(g)["approval"] == "correct", facts(g)
    assert [k for k, _ in kinds(g)] == ["approval"], kinds(g)


# --- the answer still awaited, after a submission: the pending state told on, no claim ------------------------------
AWAITED = {
    "en": ["The pilot has been submitted to the steering committee for approval; we are still waiting to hear back.",
           "The pilot has been submitted to the steering committee for approval, and we're still waiting on a response."],
    "ru": ["Пилот передан на утверждение руководящему комитету, пока ещё ждём решения.",
           "Пилот передан на утверждение руководящему комитету; ждём ответа."],
    "zh": ["试点已报指导委员会审批，目前还在等待结果。",
           "试点已提交指导委员会审批，结果还没出来。"],
}


@pytest.mark.parametrize(("lang", "i"), [(lang, i) for lang in LANGS for i in range(2)])
def test_the_answer_still_awaited_is_no_claim(lang, i):
    g = graded(lang, 3, SEED3[lang] + AWAITED[lang][i])
    assert facts(g)["approval"] == "correct", facts(g)
    assert kinds(g) == []


# --- a minutes' agenda line: a decision put forward is one addition, a purpose line framing -------------------------
HEAD = {"en": "Meeting minutes\n", "ru": "Протокол совещания\n", "zh": "会议纪要\n"}
AGENDA_DECISION = {
    "en": "Agenda: decide whether the pilot should be extended\n",
    "ru": "Повестка: утвердить продление пилота ещё на месяц\n",
    "zh": "议程：确定试点是否延长\n",
}
AGENDA_PURPOSE = {
    "en": "Agenda: review of the pilot's facts\n",
    "ru": "Повестка: сверка фактов по пилоту\n",
    "zh": "议程：核对试点事实\n",
}


@pytest.mark.parametrize("lang", LANGS)
def test_an_agenda_line_putting_forward_a_decision_is_one_addition(lang):
    g = graded(lang, 5, HEAD[lang] + AGENDA_DECISION[lang] + SEED5_FACTS[lang] + SEED5_WORK[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert len(kinds(g)) == 1, kinds(g)


@pytest.mark.parametrize("lang", LANGS)
def test_an_agenda_line_naming_the_purpose_is_framing(lang):
    g = graded(lang, 5, HEAD[lang] + AGENDA_PURPOSE[lang] + SEED5_FACTS[lang] + SEED5_WORK[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


# the meeting itself, or a confirmation of the facts' schedule, named as its purpose: framing as well
AGENDA_MEETING = {
    "en": "Agenda: weekly meeting, confirmation of the pilot schedule\n",
    "ru": "Повестка: еженедельное совещание, подтверждение графика пилота\n",
    "zh": "议题：本周例会，确认试点排期\n",
}


@pytest.mark.parametrize("lang", LANGS)
def test_an_agenda_line_naming_the_meeting_is_framing(lang):
    g = graded(lang, 5, HEAD[lang] + AGENDA_MEETING[lang] + SEED5_FACTS[lang] + SEED5_WORK[lang])
    assert kinds(g) == []
