"""The approval's state read through a second sign-off and a submission, the forty-eighth held-out set's class in
every language: a further sign-off by another body said to follow the pending one ("after that, X must also sign
off", "после него пилот ещё должен согласовать X", "随后还需X审批") is one addition, the pilot's own approval still
pending with the body named first; and a pilot said to be submitted to a party for approval and expected to go
through ("submitted to X for approval, expected to go through", "передан на утверждение X, ожидается, что его
одобрят", "提交X审批，预计会获得通过") is a pending approval: right where the source has it pending with that party,
distorted where the source says it was given, and its expected outcome no claim of its own. Pinned with briefs written
for these tests on the material of seed 3 (pending with the steering committee) and seed 5 (approved by Marek Novak)."""

import pytest

from tests.facts.grading import facts, graded, kinds

# seed 3's dates, scope, exclusion and budget told correctly, no approval and no work item
SEED3 = {
    "en": "The Heron pilot runs from 21 August 2027 to 23 November 2027 and covers only returns handling at the Leeds "
          "office. The Madrid sales office is not part of it. The budget is CHF 28,000. ",
    "ru": "Пилот «Цапля» идёт с 21 августа 2027 г. по 23 ноября 2027 г. и охватывает только обработку возвратов в офисе "
          "в Лидсе. Офис продаж в Мадриде в пилот не входит. Бюджет — 28 000 швейцарских франков. ",
    "zh": "苍鹭试点于2027年8月21日开始，2027年11月23日结束，只涵盖利兹办公室的退货处理，马德里销售办事处不在范围内。预算为"
          "28,000瑞士法郎。",
}
# seed 5's, likewise
SEED5 = {
    "en": "The pilot runs from 9 June 2026 to 3 October 2026 and covers only invoice matching at the Leeds office. "
          "Warranty claims are not part of it. The budget is USD 45,000. ",
    "ru": "Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г. и охватывает только сверку счетов в офисе в Лидсе. "
          "Гарантийные претензии в пилот не входят. Бюджет — 45 000 долларов США. ",
    "zh": "试点于2026年6月9日开始，2026年10月3日结束，只涵盖利兹办公室的发票匹配，保修索赔不在范围内。预算为45,000美元。",
}

# --- a further sign-off after the pending one: one addition, the approval pending with its own body ----------------
FURTHER = {
    "en": ["The pilot is not approved yet: the steering committee still has to decide; after that, the finance "
           "department must also sign off.",
           "Approval is pending with the steering committee; once it has signed off, the pilot still needs approval "
           "from the legal department."],
    "ru": ["Пилот пока не утверждён: ждём решения руководящего комитета; после него пилот ещё должен согласовать "
           "юридический отдел.",
           "Пилот ещё не утверждён, решение за руководящим комитетом; затем его ещё должен одобрить финансовый отдел."],
    "zh": ["试点尚未获批，正在等待指导委员会审批，随后还需财务部审批。",
           "试点已提交指导委员会审批，预计会获得通过；之后还需法务部再审批一次。"],
}


@pytest.mark.parametrize(("lang", "i"), [(lang, i) for lang in FURTHER for i in range(2)])
def test_a_further_signoff_after_the_pending_one_is_one_addition(lang, i):
    g = graded(lang, 3, SEED3[lang] + FURTHER[lang][i])
    assert facts(g)["approval"] == "correct", facts(g)
    assert [k for k, _ in kinds(g)] == ["approval"], kinds(g)


# the same form where the pending body named first is the wrong one: the approval is distorted all the same
WRONG_FIRST = {
    "en": "Approval is pending with the works council; once it has signed off, the pilot still needs approval from the "
          "legal department.",
    "ru": "Пилот пока не утверждён: ждём решения совета трудового коллектива; после него пилот ещё должен согласовать "
          "юридический отдел.",
    "zh": "试点尚未获批，正在等待职工委员会审批，随后还需法务部审批。",
}


@pytest.mark.parametrize("lang", list(WRONG_FIRST))
def test_a_further_signoff_keeps_a_wrong_first_body_distorted(lang):
    g = graded(lang, 3, SEED3[lang] + WRONG_FIRST[lang])
    assert facts(g)["approval"] == "distorted", facts(g)


# --- submitted to a party for approval, expected to go through: a pending approval ---------------------------------
SUBMITTED_RIGHT = {
    "en": "The pilot has been submitted to the steering committee for approval and is awaiting its decision.",
    "ru": "Пилот передан на утверждение руководящему комитету; ожидается, что его одобрят.",
    "zh": "试点已提交指导委员会审批，预计会获得通过。",
}
SUBMITTED_GIVEN = {
    "en": "The pilot was submitted to Marek Novak for approval and is expected to go through.",
    "ru": "Пилот передан на утверждение финансовому директору Мареку Новаку, и, скорее всего, его утвердят.",
    "zh": "2026年5月15日：试点提交首席财务官马雷克·诺瓦克审批，预计会获得通过。",
}


@pytest.mark.parametrize("lang", list(SUBMITTED_RIGHT))
def test_submitted_and_awaited_where_the_source_is_pending_is_correct(lang):
    g = graded(lang, 3, SEED3[lang] + SUBMITTED_RIGHT[lang])
    assert facts(g)["approval"] == "correct", facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(SUBMITTED_GIVEN))
def test_submitted_and_expected_where_the_source_gives_it_is_distorted(lang):
    g = graded(lang, 5, SEED5[lang] + SUBMITTED_GIVEN[lang])
    assert facts(g)["approval"] == "distorted", facts(g)
    assert kinds(g) == []


# the same form naming another body than the source's pending one: distorted, no addition
SUBMITTED_ELSEWHERE = {
    "en": "The pilot has been submitted to the works council for approval and is expected to go through.",
    "ru": "Пилот передан на утверждение совету трудового коллектива; ожидается, что его одобрят.",
    "zh": "试点已提交职工委员会审批，预计会获得通过。",
}


@pytest.mark.parametrize("lang", list(SUBMITTED_ELSEWHERE))
def test_submitted_to_another_body_is_distorted(lang):
    g = graded(lang, 3, SEED3[lang] + SUBMITTED_ELSEWHERE[lang])
    assert facts(g)["approval"] == "distorted", facts(g)
