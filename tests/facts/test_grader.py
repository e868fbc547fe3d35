"""The grader on hand-written outputs: every label for every fact kind, unsupported additions,
and citations right / wrong / missing. Always graded against the source material."""

import pytest

from kvtrial.facts.grader import grade_answer, grade_output
from kvtrial.facts.material import build_material


def words(text: str) -> int:
    return len(text.split())


@pytest.fixture(scope="module")
def approved():
    """Seed 0: an approved pilot. The outputs below are written against these facts."""
    m = build_material(0, 1024, words)
    facts = {f.fact_id: (f.paragraph, f.sentence) for f in m.facts}
    assert facts == {
        "start_date": (2, "The Osprey pilot starts on 5 May 2026."),
        "end_date": (7, "The pilot ends on 4 July 2026."),
        "scope": (13, "The pilot covers purchase order intake at the Valencia hub only."),
        "budget": (2, "The budget for the pilot is GBP 37,500."),
        "approval": (7, "The pilot was approved by Ines Carvalho (Director of Logistics) on 22 April 2026."),
        "done": (13, "The interviews with the shift supervisors have already been completed."),
        "planned": (2, "The connection to the customer portal is planned but has not started yet."),
        "out_of_scope": (7, "The night shift is explicitly out of scope and is not part of the pilot."),
    }, "material version changed: rewrite these hand-written outputs"
    return m


@pytest.fixture(scope="module")
def pending():
    """Seed 1: a pilot whose approval is pending (investment board), fax gateway out of scope."""
    m = build_material(1, 1024, words)
    assert m.fact("approval").value["status"] == "pending" and m.fact("approval").paragraph == 9
    assert m.fact("out_of_scope").value["item"]["short"] == "legacy fax gateway"
    return m


GOOD = """## Timeline
- Start: 5 May 2026 [2]
- End: 4 July 2026 [7]

## Scope
The pilot covers purchase order intake at the Valencia hub [13]. The night shift is out of scope [7].

## Budget
GBP 37,500 [2]

## Status
The pilot was approved by Ines Carvalho on 22 April 2026 [7].
Done:
- Interviews with the shift supervisors [13]
Planned:
- Connection to the customer portal [2]

## Sources
Start date [2], end date [7], scope [13], budget [2], approval [7].
"""


def labels(grades):
    return {f.fact_id: f.label for f in grades.facts}


def variant(old: str, new: str) -> str:
    assert old in GOOD
    return GOOD.replace(old, new)


def test_a_faithful_brief_is_all_correct_with_correct_citations(approved):
    g = grade_output(approved, GOOD)
    assert set(labels(g).values()) == {"correct"}, g.to_dict()
    assert g.unsupported == [] and g.errors == 0
    assert g.citation_counts == {"correct": 8, "incorrect": 0, "missing": 0}
    assert g.to_dict()["counts"] == {"correct": 8, "omitted": 0, "distorted": 0, "unsupported": 0}


# ---------------------------------------------------------------- dates


def test_wrong_start_date_is_distorted_and_not_counted_twice(approved):
    g = grade_output(approved, variant("Start: 5 May 2026", "Start: 6 May 2026"))
    assert labels(g)["start_date"] == "distorted" and "6 May 2026" in g.by_id("start_date").detail
    assert g.unsupported == [] and g.errors == 1


def test_swapped_dates_are_both_distorted(approved):
    text = variant("- Start: 5 May 2026 [2]\n- End: 4 July 2026 [7]",
                   "The pilot starts on 4 July 2026 and ends on 5 May 2026 [2, 7].")
    g = grade_output(approved, text)
    assert labels(g)["start_date"] == "distorted" and labels(g)["end_date"] == "distorted"


def test_month_only_date_is_distorted(approved):
    g = grade_output(approved, variant("Start: 5 May 2026", "Start: May 2026"))
    assert labels(g)["start_date"] == "distorted" and "only" in g.by_id("start_date").detail


def test_other_date_formats_are_correct(approved):
    text = variant("- Start: 5 May 2026 [2]\n- End: 4 July 2026 [7]", "The pilot runs from 2026-05-05 [2] to July 4, 2026 [7].")
    g = grade_output(approved, text)
    assert labels(g)["start_date"] == labels(g)["end_date"] == "correct"
    assert g.by_id("start_date").cited == (2,) and g.by_id("end_date").cited == (7,)


def test_missing_date_is_omitted_without_a_citation_state(approved):
    g = grade_output(approved, variant("- End: 4 July 2026 [7]\n", ""))
    assert labels(g)["end_date"] == "omitted" and g.by_id("end_date").citation is None


# ---------------------------------------------------------------- amount and currency


@pytest.mark.parametrize("budget,label", [
    ("GBP 37,500 [2]", "correct"), ("£37,500 [2]", "correct"), ("37.5k pounds [2]", "correct"),
    ("37 500 GBP [2]", "correct"), ("EUR 37,500 [2]", "distorted"), ("GBP 38,500 [2]", "distorted"),
    ("The budget is 37,500 [2].", "distorted"), ("Not stated.", "omitted"),
])
def test_budget_amount_and_currency(approved, budget, label):
    g = grade_output(approved, variant("GBP 37,500 [2]", budget))
    assert labels(g)["budget"] == label, g.by_id("budget")
    assert not [u for u in g.unsupported if u.kind in ("amount", "number")]


def test_wrong_currency_detail_names_it(approved):
    g = grade_output(approved, variant("GBP 37,500 [2]", "EUR 37,500 [2]"))
    assert "EUR" in g.by_id("budget").detail


# ---------------------------------------------------------------- approval status


@pytest.mark.parametrize("line,label", [
    ("The pilot was approved by Ines Carvalho on 22 April 2026 [7].", "correct"),
    ("Approval status: approved [7].", "correct"),
    ("The pilot was approved [7]; results are expected in July.", "correct"),
    ("Approval by the board is still pending [7].", "distorted"),
    ("The pilot has not been approved yet [7].", "distorted"),
    ("The pilot was approved by Ines Carvalho on 2 April 2026 [7].", "distorted"),
    ("The pilot was approved by Marek Novak on 22 April 2026 [7].", "distorted"),
    ("", "omitted"),
])
def test_status_of_an_approved_pilot(approved, line, label):
    g = grade_output(approved, variant("The pilot was approved by Ines Carvalho on 22 April 2026 [7].", line))
    assert labels(g)["approval"] == label, g.by_id("approval")


PENDING_GOOD = """## Timeline
The pilot starts on 10 March 2027 [2] and ends on 22 April 2027 [9].
## Scope
Spare parts ordering at the Tampere plant [15]; the legacy fax gateway is not part of the pilot [9].
## Budget
CHF 81,500 [2]
## Status
{status}
Done: review of the data-protection checklist [15]
Planned: training of the front-line clerks [2]
"""


@pytest.mark.parametrize("status,label", [
    ("Approval by the investment board is still pending [9].", "correct"),
    ("Awaiting approval [9].", "correct"),
    ("The pilot was approved by the investment board [9].", "distorted"),
    ("Approval pending with the works council [9].", "distorted"),
    ("Status: see below.", "omitted"),
])
def test_status_of_a_pending_pilot(pending, status, label):
    g = grade_output(pending, PENDING_GOOD.format(status=status))
    assert labels(g)["approval"] == label, g.by_id("approval")
    others = {k: v for k, v in labels(g).items() if k != "approval"}
    assert set(others.values()) == {"correct"}, g.to_dict()


# ---------------------------------------------------------------- planned vs done


def test_planned_and_done_swapped_are_both_distorted(approved):
    text = variant("Done:\n- Interviews with the shift supervisors [13]\nPlanned:\n- Connection to the customer portal [2]",
                   "Done:\n- Connection to the customer portal [2]\nPlanned:\n- Interviews with the shift supervisors [13]")
    g = grade_output(approved, text)
    assert labels(g)["done"] == "distorted" and "reported as planned" in g.by_id("done").detail
    assert labels(g)["planned"] == "distorted" and "invented progress" in g.by_id("planned").detail


def test_planned_item_claimed_finished_in_prose_is_distorted(approved):
    text = variant("Planned:\n- Connection to the customer portal [2]",
                   "The connection to the customer portal has already been completed [2].")
    assert labels(grade_output(approved, text))["planned"] == "distorted"


@pytest.mark.parametrize("line,label", [
    ("The connection to the customer portal will follow later [2].", "correct"),
    ("The customer portal connection has not started yet [2].", "correct"),
    ("Customer portal connection [2].", "omitted"),  # mentioned, but planned-ness lost
])
def test_planned_item_phrasings(approved, line, label):
    text = variant("Planned:\n- Connection to the customer portal [2]", line)
    assert labels(grade_output(approved, text))["planned"] == label


# ---------------------------------------------------------------- negation


@pytest.mark.parametrize("line,label", [
    ("The pilot covers purchase order intake at the Valencia hub [13], but not the night shift [7].", "correct"),
    ("The pilot covers purchase order intake at the Valencia hub [13] and the night shift [7].", "distorted"),
    ("The pilot covers purchase order intake at the Valencia hub [13].\nOut of scope:\n- the night shift [7]", "correct"),
    ("The pilot covers purchase order intake at the Valencia hub [13].", "omitted"),
])
def test_out_of_scope_item(approved, line, label):
    text = variant("The pilot covers purchase order intake at the Valencia hub [13]. The night shift is out of scope [7].",
                   line)
    g = grade_output(approved, text)
    assert labels(g)["out_of_scope"] == label, g.by_id("out_of_scope")
    assert labels(g)["scope"] == "correct", g.by_id("scope")


# ---------------------------------------------------------------- scope


@pytest.mark.parametrize("line,label", [
    ("The pilot covers invoice matching at the Valencia hub [13].", "distorted"),
    ("The pilot covers purchase order intake at the Leeds office [13].", "distorted"),
    ("Purchase order intake is out of scope [13].", "distorted"),
    ("The pilot covers purchase order intake [13].", "omitted"),
])
def test_scope(approved, line, label):
    g = grade_output(approved, variant("The pilot covers purchase order intake at the Valencia hub [13].", line))
    assert labels(g)["scope"] == label, g.by_id("scope")


# ---------------------------------------------------------------- unsupported additions


@pytest.mark.parametrize("addition,kind", [
    ("The kick-off meeting has already taken place.", "progress"),
    ("The vendor contract was completed last week.", "progress"),
    ("A review is set for 15 August 2026.", "date"),
    ("An extra GBP 5,000 is reserved for hardware.", "amount"),
    ("The pilot should save 12 hours per week.", "number"),
    ("Done:\n- Kick-off workshop with the vendor", "progress"),
    ("Planned:\n- Expand the pilot to every site", "plan"),
])
def test_unsupported_additions_are_flagged(approved, addition, kind):
    g = grade_output(approved, GOOD.replace("## Sources", addition + "\n\n## Sources"))
    assert [u.kind for u in g.unsupported] == [kind], g.unsupported
    assert set(labels(g).values()) == {"correct"}
    assert g.errors == 1


def test_statements_that_restate_the_source_are_not_unsupported(approved):
    extra = ("The pilot is planned to run for the period above. Nothing else has been reported. "
             "Approval was given on 22 April 2026 [7].\nDone: nothing else yet\nPlanned:\n- none")
    g = grade_output(approved, GOOD.replace("## Sources", extra + "\n\n## Sources"))
    assert g.unsupported == []


# ---------------------------------------------------------------- citations


def test_wrong_citation_is_incorrect_and_missing_is_missing(approved):
    text = variant("- Start: 5 May 2026 [2]", "- Start: 5 May 2026 [3]")
    text = text.replace("GBP 37,500 [2]", "GBP 37,500")
    text = text.replace("Start date [2], end date [7], scope [13], budget [2], approval [7].", "Scope [13], approval [7].")
    g = grade_output(approved, text)
    assert g.by_id("start_date").citation == "incorrect" and g.by_id("start_date").cited == (3,)
    assert g.by_id("budget").citation == "missing"
    assert g.by_id("end_date").citation == "correct"
    assert g.citation_counts == {"correct": 6, "incorrect": 1, "missing": 1}


def test_citations_from_the_sources_section_alone(approved):
    text = """Timeline: the pilot starts on 5 May 2026 and ends on 4 July 2026.
Budget: GBP 37,500.

Sources:
- Start date: paragraph 2
- End date: paragraph 7
- Budget: 2
"""
    g = grade_output(approved, text)
    assert g.by_id("start_date").citation == "correct"
    assert g.by_id("end_date").citation == "correct" and g.by_id("end_date").cited == (7,)
    assert g.by_id("budget").citation == "correct"
    assert g.unsupported == []


def test_grades_are_against_the_source_not_another_output(approved):
    """The same wrong brief gets the same grade whatever any other output said."""
    wrong = variant("GBP 37,500 [2]", "GBP 39,000 [2]")
    assert grade_output(approved, wrong).to_dict() == grade_output(approved, wrong).to_dict()
    assert labels(grade_output(approved, wrong))["budget"] == "distorted"


# ---------------------------------------------------------------- one-fact answers


@pytest.mark.parametrize("qid,answer,label", [
    ("q_start_date", "5 May 2026", "correct"), ("q_start_date", "May 5, 2026.", "correct"),
    ("q_start_date", "4 July 2026", "distorted"), ("q_start_date", "I don't know.", "omitted"),
    ("q_start_date", "1) 5 May 2026", "correct"), ("q_budget", "1. The notes say nothing", "omitted"),
    ("q_end_date", "2026-07-04", "correct"), ("q_end_date", "5 May 2026 to 4 July 2026", "distorted"),
    ("q_budget", "GBP 37,500", "correct"), ("q_budget", "£37.5k", "correct"), ("q_budget", "37,500", "distorted"),
    ("q_budget", "EUR 37,500", "distorted"), ("q_budget", "", "omitted"),
    ("q_approval", "Approved", "correct"), ("q_approval", "pending", "distorted"), ("q_approval", "maybe", "omitted"),
    ("q_approval", "The pilot has been approved, but is still pending approval.", "distorted"),  # seen from SmolLM2
    ("q_scope", "Purchase order intake at the Valencia hub", "correct"), ("q_scope", "The night shift", "distorted"),
    ("q_scope", "Purchase order intake", "omitted"),
    ("q_done", "The interviews with the shift supervisors.", "correct"),
    ("q_done", "The connection to the customer portal", "distorted"),
    ("q_planned", "Customer portal connection", "correct"), ("q_planned", "Supervisor interviews", "distorted"),
    ("q_out_of_scope", "The night shift", "correct"), ("q_out_of_scope", "Purchase order intake", "distorted"),
    ("q_out_of_scope", "Nothing is excluded", "omitted"),
])
def test_grade_answer(approved, qid, answer, label):
    q = next(q for q in approved.questions if q.question_id == qid)
    g = grade_answer(q, answer)
    assert g.label == label, g
    assert g.fact_id == q.fact.fact_id


def test_grade_answer_pending(pending):
    q = next(q for q in pending.questions if q.question_id == "q_approval")
    assert grade_answer(q, "Pending").label == "correct"
    assert grade_answer(q, "It is not approved yet.").label == "correct"
    assert grade_answer(q, "Approved.").label == "distorted"
    assert grade_answer(q, "No, it has not been approved yet.").label == "correct"
    assert grade_answer(q, "The company has approved the pilot, but the approval is still pending.").label == "distorted"
