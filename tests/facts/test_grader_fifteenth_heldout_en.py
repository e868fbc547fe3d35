"""Classes of grader faults the fifteenth held-out set (English) showed, each pinned with briefs written for these
tests on the material of seed 1 (see test_grader_classes_all_languages)."""

from kvtrial.facts.grader import grade_output
from tests.facts.test_grader_classes_all_languages import CLEAN


def kinds(g):
    return [(u.kind, u.text) for u in g.unsupported]


def facts(g):
    return {f.fact_id: (str(f.label), f.detail) for f in g.facts}


C = CLEAN[("en", 1)]


def brief(before: str = "", after: str = "") -> str:
    return (f"{before}\n\nThe pilot runs {C['timeline']} and covers {C['scope']}. {C['oos']}. "
            f"The budget is {C['budget']}. Approval is {C['status']}. Done: {C['done']}. "
            f"Planned, not started: {C['planned']}.\n\n{after}")


# --- background retold in other words, several paragraphs in one sentence, restates the source: no addition -------
def test_a_sentence_retelling_several_background_paragraphs_adds_nothing(mats):
    g = grade_output(mats[("en", 1)], brief(
        "Most of the file is about the company instead: the teal walls on the roof terrace that staff chose, the "
        "summer party in the courtyard, the quiz evening of Tomas Lindqvist and Jonas Berg, the football club it "
        "sponsors and the youth teams employees coach, the blue badges visitors wear, and the umbrellas reception "
        "keeps for rainy days."))
    assert not g.unsupported, kinds(g)
    assert {v[0] for v in facts(g).values()} == {"correct"}, facts(g)


def test_a_background_person_named_in_a_retold_habit_is_no_person_given_a_role(mats):
    g = grade_output(mats[("en", 1)], brief(
        "One paragraph of context at the top, a habit introduced by Peter Okafor at Ostara Cargo: the company grew "
        "out of a small family business that moved furniture between neighbouring towns."))
    assert not g.unsupported, kinds(g)


def test_a_background_person_given_a_role_in_the_pilot_is_still_an_addition(mats):
    g = grade_output(mats[("en", 1)], brief(after="The pilot is coordinated by Peter Okafor."))
    assert ("person", "Peter Okafor") in kinds(g), kinds(g)
