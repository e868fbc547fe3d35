"""Classes of grader faults the seventh held-out set (English) showed, each pinned with briefs written for these
tests on the material of seed 1 (see test_grader_classes_all_languages)."""

from kvtrial.facts.grader import grade_output
from tests.facts.test_grader_classes_all_languages import CLEAN


def kinds(g):
    return [(u.kind, u.text) for u in g.unsupported]


def facts(g):
    return {f.fact_id: (str(f.label), f.detail) for f in g.facts}


C = CLEAN[("en", 1)]


# --- slide / section / phase numbers count slides: they are no values, and a numbered title heads its list ---------
def slides_brief(extra: str = "") -> str:
    return (f"Slide 1 - Pilot overview\n  - Runs {C['timeline']}\n  - Covers {C['scope']}\n  - {C['oos']}\n"
            f"Slide 2 - Money and sign-off\n  - Budget: {C['budget']}\n  - Approval: {C['status']}\n"
            f"Slide 3 - Work items\n  - Done: {C['done']}\n  - Planned (not started): {C['planned']}\n{extra}")


def test_slide_numbers_and_slide_titles_add_nothing(mats):
    g = grade_output(mats[("en", 1)], slides_brief())
    assert not g.unsupported, kinds(g)
    assert {v[0] for v in facts(g).values()} == {"correct"}, facts(g)


def test_a_phase_number_opening_a_line_is_no_value_but_a_real_count_still_is(mats):
    g = grade_output(mats[("en", 1)], slides_brief("Part 4 - Outlook\n  - 14 extra scanners are on order\n"))
    assert [k for k, _ in kinds(g)] == ["number"], kinds(g)


def test_a_count_after_a_word_naming_no_part_of_the_brief_is_still_a_number(mats):
    g = grade_output(mats[("en", 1)], slides_brief("Clerks 12. All of them from the day shift.\n"))
    assert ("number", "12") in kinds(g), kinds(g)


# --- "to" marks an end date only right before the date, not "report to the board on <date>" ---------------------
def test_to_far_before_a_date_gives_it_no_end_role(mats):
    g = grade_output(mats[("en", 1)], slides_brief("  - Next: report the findings to the steering group on 5 May 2027\n"))
    assert facts(g)["end_date"][0] == "correct", facts(g)
    assert [k for k, _ in kinds(g)] == ["date"], kinds(g)


# --- a Q&A pair whose answer names a stated item again only to claim something new of it is an addition ---------
def qa_brief(extra: str = "") -> str:
    return (f"Q: When does it run?\nA: {C['timeline']}.\n\nQ: What is covered?\nA: {C['scope']}; {C['oos']}.\n\n"
            f"Q: Budget?\nA: {C['budget']}.\n\nQ: Approved?\nA: No, it is {C['status']}.\n\n"
            f"Q: What is finished?\nA: The {C['done']}.\n\nQ: What comes next?\nA: The {C['planned']}, not started.\n\n"
            f"{extra}")


def test_an_answer_naming_a_stated_item_to_claim_something_new_is_an_addition(mats):
    clean = grade_output(mats[("en", 1)], qa_brief())
    assert not clean.unsupported, kinds(clean)
    g = grade_output(mats[("en", 1)], qa_brief("Q: Any concerns?\nA: Auditors disliked the checklist wording "
                                               "and want quarterly rewrites.\n"))
    assert [k for k, _ in kinds(g)] == ["claim"], kinds(g)
    assert facts(g)["done"][0] == "correct", facts(g)


# --- a list item's second sentence, after the cited value, is a claim of its own -----------------------------------
def test_a_second_sentence_inside_a_list_item_after_a_citation_is_read(mats):
    text = (f"- Dates: {C['timeline']}\n- Scope: {C['scope']}\n- {C['oos']}\n"
            f"- Budget: {C['budget']}. Expenditure remains comfortably below forecast.\n- Approval: {C['status']}\n"
            f"- Done: {C['done']}\n- Planned (not started): {C['planned']}\n")
    g = grade_output(mats[("en", 1)], text)
    assert [k for k, _ in kinds(g)] == ["claim"], kinds(g)
    assert facts(g)["budget"][0] == "correct", facts(g)


# --- a status colour said in a sentence ("overall status is amber") is a claim, also beside another addition -----
def test_a_status_colour_in_a_sentence_beside_an_invented_meeting_is_two_additions(mats):
    text = (f"Dates: {C['timeline']}\nScope: {C['scope']}\n{C['oos']}\nBudget: {C['budget']}\n"
            f"Approval: {C['status']}\nDone: {C['done']}\nPlanned (not started): {C['planned']}\n"
            "The overall status is amber, and a review call is booked for 9 March.\n")
    g = grade_output(mats[("en", 1)], text)
    assert sorted(k for k, _ in kinds(g)) == ["claim", "date"], kinds(g)


# --- a second value for the pilot's end, in a note whose words lead to it as the fact's sentence does ---------------
def test_a_note_giving_the_pilot_another_end_day_makes_the_end_date_two_values(mats):
    text = (f"Dates: {C['timeline']}\nScope: {C['scope']}\n{C['oos']}\nBudget: {C['budget']}\n"
            f"Approval: {C['status']}\nDone: {C['done']}\nPlanned (not started): {C['planned']}\n"
            "Remark: the pilot finishes on 29 April 2027 according to the planning sheet.\n")
    g = grade_output(mats[("en", 1)], text)
    assert facts(g)["end_date"][0] == "distorted", facts(g)
    assert not g.unsupported, kinds(g)


# --- an item's own word bent into a bare participle at the end of the clause states it done ------------------------
def test_the_planned_items_word_as_a_closing_participle_reports_it_done(mats):
    text = (f"Dates: {C['timeline']}\nScope: {C['scope']}\n{C['oos']}\nBudget: {C['budget']}\n"
            f"Approval: {C['status']}\n* {C['done']}; the front-line clerks trained [2]\n")
    g = grade_output(mats[("en", 1)], text)
    assert facts(g)["planned"][0] == "distorted", facts(g)


# --- a bare "approval:" key whose nested keys name who and when states the approval --------------------------------
def test_nested_keys_under_a_bare_approval_key_state_it_given(mats):
    c = CLEAN[("en", 5)]
    text = (f"pilot:\n  dates: {c['timeline']}\n  scope: {c['scope']}\n  {c['oos']}\n  budget: {c['budget']}\n"
            "  approval:\n    signed_by: Marek Novak\n    date: 15/05/2026   # [8]\n"
            f"  done: {c['done']}\n  planned: {c['planned']} (not started)\n")
    g = grade_output(mats[("en", 5)], text)
    assert facts(g)["approval"][0] == "correct", facts(g)


# --- a wide table's cell under a column naming no fact ("Supplier", "Concern") is a value of its own ---------------
def test_cells_under_columns_naming_no_fact_are_additions(mats):
    head = "| Dates | Scope | Excluded | Budget | Approval | Done | Planned |"
    row = (f"| {C['timeline']} | {C['scope']} | legacy fax gateway [9] | {C['budget']} | {C['status']} | "
           f"{C['done']} | {C['planned']} (not started) |")
    clean = grade_output(mats[("en", 1)], f"{head}\n|---|---|---|---|---|---|---|\n{row}\n")
    assert not clean.unsupported, kinds(clean)
    g = grade_output(mats[("en", 1)], f"{head[:-1]}| Supplier |\n|---|---|---|---|---|---|---|---|\n{row} Zentravo |\n")
    assert kinds(g) == [("claim", "Zentravo")], kinds(g)
