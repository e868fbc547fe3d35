"""Classes of grader faults the tenth held-out set (English) showed, each pinned with briefs written for these
tests on the material of seed 1 (see test_grader_classes_all_languages): a text box's border and a timeline's axis
line are frame, "(notes 2, 9)" cites paragraphs, and a commentary line is read like any claim."""

import re

from kvtrial.facts.grader import grade_output
from tests.facts.test_grader_classes_all_languages import CLEAN


def kinds(g):
    return [(u.kind, u.text) for u in g.unsupported]


def labels(g):
    return {f.fact_id: str(f.label) for f in g.facts}


C = CLEAN[("en", 1)]
R = CLEAN[("ru", 1)]


def plain_brief(extra: str = "") -> str:
    return (f"Runs {C['timeline']}.\nCovers {C['scope']}.\n{C['oos']}.\nBudget: {C['budget']}.\n"
            f"Approval: {C['status']}.\nDone: {C['done']}.\nPlanned, not started: {C['planned']}.\n{extra}")


# --- a text box's border, with a title in it or not, draws the box: no claim ------------------------------------
def test_a_text_box_border_with_a_title_is_frame(mats):
    brief = ("Pilot in short\n\n+======= At a glance =======+\n" + plain_brief() + "+===========================+\n\n"
             "╔═════ Money ═════╗\n" f"Budget: {C['budget']}\n" "╚═════════════════╝\n")
    g = grade_output(mats[("en", 1)], brief)
    assert not g.unsupported, kinds(g)
    assert set(labels(g).values()) == {"correct"}, labels(g)


# --- a text timeline's axis line (a year and month names in columns) is frame ----------------------------------
def test_a_timeline_axis_line_is_frame(mats):
    brief = plain_brief("\nTimeline sketch\n2027      Feb      Mar      Apr      May\n"
                        "          |=====================|\n")
    g = grade_output(mats[("en", 1)], brief)
    assert not g.unsupported, kinds(g)
    brief = (f"Сроки: {R['timeline']}.\nРамки: {R['scope']}.\n{R['oos']}.\nБюджет: {R['budget']}.\n"
             f"Утверждение: {R['status']}.\nСделано: {R['done']}.\nЗапланировано: {R['planned']}.\n\n"
             "2027        февраль        март        апрель\n")
    g = grade_output(mats[("ru", 1)], brief)
    assert not g.unsupported, kinds(g)


# --- "(note 9)", "(notes 2, 9)": the material's numbered notes cited, no counts ----------------------------------
def test_notes_numbers_in_brackets_are_citations(mats):
    def notes(value: str) -> str:
        return re.sub(r"\[([\d, ]+)\]", lambda m: "(note " + m.group(1) + ")" if "," not in m.group(1)
                      else "(notes " + m.group(1) + ")", value)

    brief = (f"The pilot runs {notes(C['timeline'])} and covers {notes(C['scope'])}.\n"
             f"{notes(C['oos'])}.\nBudget: {notes(C['budget'])}.\nApproval: {notes(C['status'])}.\n"
             f"Done: {notes(C['done'])}.\nPlanned, not started: {notes(C['planned'])}.\n")
    assert "(notes 2, 9)" in brief and "(note 15)" in brief
    g = grade_output(mats[("en", 1)], brief)
    assert not [k for k, _ in kinds(g) if k == "number"], kinds(g)


# --- a commentary line restating the facts adds nothing; one saying something new is one addition --------------
def test_a_commentary_restating_the_scope_is_no_addition_but_a_new_risk_is(mats):
    g = grade_output(mats[("en", 1)], plain_brief("Comment: a narrow scope - one workflow, one site.\n"))
    assert not g.unsupported, kinds(g)
    g = grade_output(mats[("en", 1)], plain_brief(
        "Comment: a narrow scope - one workflow, one site.\n"
        "Comment: the biggest worry is that suppliers deliver the spare parts catalogue late.\n"))
    assert [k for k, _ in kinds(g)] == ["claim"], kinds(g)


def test_a_russian_commentary_saying_the_exclusion_again_is_no_addition(mats):
    oos_item = re.sub(r"\s*\[\d+\]$", "", R["oos"].split(":", 1)[1]).strip()
    brief = (f"Сроки: {R['timeline']}.\nРамки: {R['scope']}.\n{R['oos']}.\nБюджет: {R['budget']}.\n"
             f"Утверждение: {R['status']}.\nСделано: {R['done']}.\nЗапланировано: {R['planned']}.\n"
             f"Комментарий: {oos_item} — вне рамок пилота.\n")
    g = grade_output(mats[("ru", 1)], brief)
    assert not g.unsupported, kinds(g)


# --- another site after a comma ("spare parts ordering, Oulu plant") is the scope at a wrong site: distorted -----
def test_a_site_after_a_comma_that_the_source_never_names_distorts_the_scope(mats):
    brief = plain_brief().replace(C["scope"], "spare parts ordering, Oulu plant [15]")
    g = grade_output(mats[("en", 1)], brief)
    assert labels(g)["scope"] == "distorted", [(f.fact_id, f.label, f.detail) for f in g.facts]
    right = grade_output(mats[("en", 1)], plain_brief().replace(C["scope"], "spare parts ordering, Tampere plant [15]"))
    assert labels(right)["scope"] == "correct", labels(right)


# --- a pending approval said to wait for a person of the background: distorted, and that person one addition ----
def test_a_pending_approval_waiting_for_a_background_person_is_distorted_with_one_addition(mats):
    from kvtrial.facts.languages import get_language

    material = mats[("en", 1)]
    person = next(p for p in get_language("en").background.people if p in material.source_text)
    g = grade_output(material, plain_brief().replace(C["status"], f"not yet given, we are waiting for {person} to sign [9]"))
    assert labels(g)["approval"] == "distorted", [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert kinds(g) == [("person", person)], kinds(g)
