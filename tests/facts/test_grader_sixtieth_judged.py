"""Judgements with no digit and no name: the margin a fact leaves ("on the lean side", "leaves little room for
surprises", "余地不大", "запаса почти нет") is a claim of its own, also beside a length computed from the dates; and an
overall call's colour on the line that restates the approval ("Overall: GREEN, approved by …") is a status of its own."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, graded, kinds

_JUDGED = {
    "en": "Almost four months on USD 45,000 is on the lean side and leaves little room for surprises.",
    "zh": "不到四个月的试点用这笔钱，余地不大，几乎没有缓冲。",
    "ru": "На неполные четыре месяца при такой сумме запаса почти нет.",
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_a_judged_margin_is_one_addition(lang):
    g = graded(lang, 5, SEED5_FACTS[lang] + SEED5_WORK[lang] + " " + _JUDGED[lang])
    assert len(g.unsupported) == 1, kinds(g)
    assert all(f.label == "correct" for f in g.facts), [(f.fact_id, f.label) for f in g.facts]


# an overall call's label before a colour, on the line that restates the approval: the colour is a status of its own
_OVERALL = {
    "en": "\nStatus\n- Overall: GREEN, approved by Marek Novak on 15 May 2026",
    "zh": "\n状态\n- 整体：绿灯，马雷克·诺瓦克已于2026年5月15日批准",
    "ru": "\nСтатус\n- Общий статус: зелёный, Марек Новак утвердил пилот 15 мая 2026 г.",
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_an_overall_colour_beside_the_approval_is_one_addition(lang):
    g = graded(lang, 5, SEED5_FACTS[lang] + SEED5_WORK[lang] + _OVERALL[lang])
    assert len(g.unsupported) == 1, kinds(g)
    assert all(f.label == "correct" for f in g.facts), [(f.fact_id, f.label) for f in g.facts]
