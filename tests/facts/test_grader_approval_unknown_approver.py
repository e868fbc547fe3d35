"""An approval given to a person the source never names is the approval distorted — the wrong approver, by the label
page — and no person added beside it; the source's own approver, by name or title, or misspelt, stays correct. Briefs
written for these tests on the material of seed 5 (approved by Marek Novak, Chief Financial Officer, 15 May 2026)."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds

OWN_APPROVAL = {
    "en": "Marek Novak approved it on 15 May 2026",
    "ru": "Марек Новак утвердил пилот 15 мая 2026 г.",
    "zh": "马雷克·诺瓦克已于2026年5月15日批准该试点",
}
WRONG_PERSON = {
    "en": ["Sofia Lindgren approved it on 15 May 2026",
           "It was approved on 15 May 2026 by Sofia Lindgren (Chief Financial Officer)"],
    "ru": ["Софья Линдгрен утвердила пилот 15 мая 2026 г.",
           "Пилот утверждён 15 мая 2026 г., утвердила Софья Линдгрен (финансовый директор)"],
    "zh": ["索菲娅·林德格伦已于2026年5月15日批准该试点",
           "该试点已于2026年5月15日由索菲娅·林德格伦（首席财务官）批准"],
}
MISSPELT = {
    "en": "Marek Nowak approved it on 15 May 2026",
    "ru": "Марек Новаков утвердил пилот 15 мая 2026 г.",
}


def _with(lang: str, approval: str) -> str:
    return SEED5_FACTS[lang].replace(OWN_APPROVAL[lang], approval) + SEED5_WORK[lang] + "\n"


@pytest.mark.parametrize("lang", list(OWN_APPROVAL))
def test_the_frame_holds_the_sources_approval(lang):
    assert OWN_APPROVAL[lang] in SEED5_FACTS[lang]
    g = graded(lang, 5, SEED5_FACTS[lang] + SEED5_WORK[lang] + "\n")
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(WRONG_PERSON))
@pytest.mark.parametrize("n", range(2))
def test_an_approval_by_a_person_the_source_never_names_is_distorted_and_no_person_added(lang, n):
    g = graded(lang, 5, _with(lang, WRONG_PERSON[lang][n]))
    assert facts(g) == {**{k: "correct" for k in facts(g)}, "approval": "distorted"}, facts(g)
    assert kinds(g) == [], kinds(g)


@pytest.mark.parametrize("lang", list(MISSPELT))
def test_the_sources_approver_misspelt_stays_the_approver(lang):
    g = graded(lang, 5, _with(lang, MISSPELT[lang]))
    assert facts(g)["approval"] == "correct", facts(g)
    assert kinds(g) == [], kinds(g)


def test_a_person_the_source_never_names_beside_the_right_approval_is_still_added():
    g = graded("en", 5, _with("en", "Marek Novak approved it on 15 May 2026, and Sofia Lindgren will run the rollout"))
    assert facts(g)["approval"] == "correct", facts(g)
    assert len(kinds(g)) == 1, kinds(g)
