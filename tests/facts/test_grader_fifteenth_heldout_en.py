"""Classes of grader faults the fifteenth held-out set (English) showed, each pinned with briefs written for these
tests on the material of seed 1 (see test_grader_classes_all_languages)."""

from kvtrial.facts.grader import grade_output
from tests.facts.test_grader_classes_all_languages import CLEAN, grade


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


# --- the essentials restated after a recap's lead-in ("To restate the essentials for …:") restate the facts: no
# addition; new words after the lead-in still claim something new ---------------------------------------------------
def test_the_scope_restated_after_a_recap_lead_in_adds_nothing(mats):
    for lead in ("To restate the essentials for newcomers unfamiliar with purchasing:", "In other words,"):
        g = grade_output(mats[("en", 1)], brief(
            after=f"{lead} Marlin is a spare parts ordering pilot restricted to the Tampere plant."))
        assert not g.unsupported, (lead, kinds(g))
        assert facts(g)["scope"][0] == "correct", facts(g)


def test_a_recap_lead_in_does_not_hide_a_new_claim(mats):
    g = grade_output(mats[("en", 1)], brief(
        after="To sum up: spare parts ordering at the Tampere plant is expected to halve paperwork dramatically."))
    assert [k for k, _ in kinds(g)] == ["claim"], kinds(g)


def test_a_chinese_recap_retelling_the_scope_by_its_shape_adds_nothing(mats):
    g = grade(mats, "zh", 1, extra="换句话说，试点只在一处工厂、围绕一项业务流程进行：工厂是坦佩雷工厂，流程是备件订购。")
    assert not g.unsupported, kinds(g)
    assert facts(g)["scope"][0] == "correct", facts(g)


def test_a_russian_recap_lead_in_sets_no_condition_on_a_pending_approval(mats):
    g = grade(mats, "ru", 1, extra="Если свести всё вместе: пилот по заказу запчастей на заводе в Тампере, "
                                   "утверждение инвестиционным советом ещё не получено.")
    assert "condition" not in [k for k, _ in kinds(g)], kinds(g)
    assert facts(g)["approval"][0] == "correct", facts(g)


# --- the paragraph numbers listed after "paragraphs" and a comma or a colon are citations, no numbers -------------
def test_paragraph_numbers_listed_after_a_colon_or_a_comma_are_no_values(mats):
    for said in ("The file covers the pilot in just three paragraphs: 2, 9 and 15.",
                 "Just three paragraphs, 2, 9 and 15, speak of the pilot."):
        g = grade_output(mats[("en", 1)], brief(said))
        assert not g.unsupported, (said, kinds(g))


# --- a remark that the notes are silent, told with "they name no" or "nor do they say", claims nothing -----------
def test_silence_remarks_with_they_name_no_and_nor_do_they_say_add_nothing(mats):
    g = grade_output(mats[("en", 1)], brief(
        after="The notes are brief. They name no vendor and no site manager. Nor do they say who trains the clerks."))
    assert not g.unsupported, kinds(g)


# --- a run-in list parted by middle dots ("X done ✓ · Y planned"): each part is a clause with its own stage ----------
def test_middle_dots_part_a_run_in_list_into_clauses(mats):
    g = grade_output(mats[("en", 1)], (
        "Marlin · spare parts ordering, Tampere plant only · legacy fax gateway excluded · 10 Mar–22 Apr 2027 · "
        "CHF 81,500 · investment board approval pending · data-protection checklist reviewed ✓ · "
        "training of the front-line clerks planned, not started"))
    assert facts(g)["done"][0] == "correct", facts(g)
    assert facts(g)["planned"][0] == "correct", facts(g)
