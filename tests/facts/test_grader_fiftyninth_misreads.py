"""Two misreadings of what a brief names. A ranking against the whole company inside a reason for the site ("it handles
the most returns across the whole company", "在全公司最大", "самый большой … во всей компании") compares the site with the
rest, no reach of the scope: the scope stays correct and the reason is one addition. A pending approval's party is a
person of the background only where the brief writes that person's family name, bare or inflected: a word sharing its
first letters ("the March kickoff" for Marchetti, "маркетинговый" for Маркетти) names no one, and the risk the writer
draws from the pending approval ("Since the committee hasn't signed off, … at risk") is one addition. Neighbours that
hold: a scope told company-wide is still distorted, and a pending approval awaited from a person of the background is
still distorted. Briefs written for these tests on the material of seed 3 (returns handling at the Leeds office only;
pending with the steering committee; in the background Sofia Marchetti, in Chinese 彼得·奥卡福)."""

import pytest

from tests.facts.grading import facts, graded, kinds

# seed 3's dates, exclusion and budget told correctly, no scope and no approval
FRAME = {
    "en": "The Heron pilot runs from 21 August 2027 to 23 November 2027; the Madrid sales office is left out. "
          "Budget: CHF 28,000. ",
    "ru": "Пилот «Цапля» идёт с 21 августа 2027 г. по 23 ноября 2027 г.; офис продаж в Мадриде в него не входит. "
          "Бюджет — 28 000 швейцарских франков. ",
    "zh": "苍鹭试点时间为2027年8月21日至2027年11月23日，马德里销售办事处不包括在内，预算28,000瑞士法郎。",
}

SCOPE = {
    "en": "It covers returns handling at the Leeds office only. ",
    "ru": "Он касается только обработки возвратов в офисе в Лидсе. ",
    "zh": "试点只做利兹办公室的退货处理。",
}

PENDING = {
    "en": "Approval still sits with the steering committee.",
    "ru": "Пилот ждёт решения руководящего комитета.",
    "zh": "审批还在等指导委员会。",
}

# a reason for the site that ranks it against the whole company
RANKED_REASON = {
    "en": "Leeds was picked because its returns handling is the busiest across the whole company. ",
    "ru": "Офис в Лидсе выбрали потому, что там самый большой поток возвратов по всей компании. ",
    "zh": "之所以选利兹办公室，是因为那里的退货处理量在全公司最大。",
}

# the scope itself told company-wide
COMPANY_WIDE = {
    "en": "It covers returns handling company-wide, beginning at the Leeds office. ",
    "ru": "Он охватывает обработку возвратов в офисе в Лидсе и затем по всей компании. ",
    "zh": "试点在利兹办公室做退货处理，之后全公司推行。",
}

# a risk drawn from the pending approval, with a word that starts like a background person's family name
RISK_FROM_PENDING = {
    "en": "Since the committee hasn't signed off yet, I'd call the March kickoff at risk.",
    "ru": "Поскольку комитет ещё не согласовал пилот, маркетинговый старт в августе может сорваться.",
    "zh": "由于委员会还没有批准，八月的启动可能会推迟。",
}

# the pending approval awaited from a person of the background
FROM_BACKGROUND = {
    "en": "Approval is still pending: we are waiting for Marchetti to sign off.",
    "ru": "Пилот пока не утверждён: ждём подписи Маркетти.",
    "zh": "试点还没有获批，正在等奥卡福签字。",
}


@pytest.mark.parametrize("lang", ["en", "ru", "zh"])
def test_ranking_against_the_company_is_a_reason_not_a_wider_scope(lang):
    g = graded(lang, 3, FRAME[lang] + SCOPE[lang] + RANKED_REASON[lang] + PENDING[lang])
    assert facts(g)["scope"] == "correct"
    assert facts(g)["approval"] == "correct"
    assert len(kinds(g)) == 1


@pytest.mark.parametrize("lang", ["en", "ru", "zh"])
def test_scope_told_company_wide_is_still_distorted(lang):
    g = graded(lang, 3, FRAME[lang] + COMPANY_WIDE[lang] + PENDING[lang])
    assert facts(g)["scope"] == "distorted"


@pytest.mark.parametrize("lang", ["en", "ru", "zh"])
def test_word_like_a_background_name_names_no_approver(lang):
    g = graded(lang, 3, FRAME[lang] + SCOPE[lang] + PENDING[lang] + " " + RISK_FROM_PENDING[lang])
    assert facts(g)["approval"] == "correct"
    assert [k for k, _ in kinds(g)] == ["claim"]


@pytest.mark.parametrize("lang", ["en", "ru", "zh"])
def test_pending_with_a_background_person_is_still_distorted(lang):
    g = graded(lang, 3, FRAME[lang] + SCOPE[lang] + FROM_BACKGROUND[lang])
    assert facts(g)["approval"] == "distorted"
