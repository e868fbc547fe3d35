"""A writer's own verdict that the pilot is going well, told without a digit or a name ("Пилот проходит успешно."):
an addition the notes never support, in each language; the pilot's run or its place told with the same verb is none."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds

ROWS = [
    ("en", "So far the pilot is going well.", 1),
    ("ru", "Пилот проходит успешно.", 1),
    ("ru", "Внедрение продвигается гладко.", 1),
    ("ru", "Пока всё идёт без проблем.", 1),
    ("zh", "目前试点进展顺利。", 1),
    # neighbour: the verb with the place is no verdict
    ("ru", "Пилот проходит в офисе в Лидсе.", 0),
]


@pytest.mark.parametrize("lang,told,added", ROWS)
def test_pilot_said_to_go_well(lang, told, added):
    g = graded(lang, 5, SEED5_FACTS[lang] + SEED5_WORK[lang] + " " + told)
    assert set(facts(g).values()) == {"correct"}
    assert len(kinds(g)) == added, kinds(g)
