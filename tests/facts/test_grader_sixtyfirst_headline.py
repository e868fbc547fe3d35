"""A headline naming only the pilot before a stage after a dash ("📣 Osprey pilot — coming up", "Пилот «Скопа» —
скоро старт", "鱼鹰试点 — 即将启动"): it names the pilot the brief goes on to describe, no plan of its own; a headline
naming an event of its own, or giving a date the source does not have, still counts."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds


@pytest.mark.parametrize("lang, headline, added, wrong", [
    ("en", "📣 Osprey pilot — coming up", [], []),
    ("en", "Brightwater Supply: Osprey pilot — coming up", [], []),
    ("en", "Osprey pilot kickoff — coming up", ["plan"], []),
    ("en", "📣 Osprey pilot — coming up on 20 June 2026", ["date"], []),
    ("ru", "📣 Пилот «Скопа» — скоро старт", [], []),
    ("ru", "Наш пилот «Скопа» — запланирован", [], []),
    ("ru", "Встреча по пилоту «Скопа» — скоро", ["plan"], []),
    ("ru", "📣 Пилот «Скопа» — старт 20 июня 2026 г.", [], ["start_date"]),
    ("zh", "📣 鱼鹰试点 — 即将启动", [], []),
    ("zh", "鱼鹰试点项目 - 即将开始", [], []),
    ("zh", "鱼鹰试点启动会 — 即将召开", ["plan"], []),
    ("zh", "📣 鱼鹰试点 — 2026年6月20日启动", [], ["start_date"]),
])
def test_headline_naming_the_pilot_adds_no_plan(lang, headline, added, wrong):
    g = graded(lang, 5, f"{headline}\n\n{SEED5_FACTS[lang]}{SEED5_WORK[lang]}")
    assert [k for k, _ in kinds(g)] == added
    assert [f for f, label in facts(g).items() if label != "correct"] == wrong
