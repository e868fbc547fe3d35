"""Each fault class of issue 14 section 1, pinned with phrasings written for these tests (seed 3:
a pending pilot, 21 August - 23 November 2027, CHF 28,000, Madrid sales office out of scope)."""

import pytest

from kvtrial.facts.grader import grade_output
from kvtrial.facts.material import build_material


@pytest.fixture(scope="module")
def heron():
    m = build_material(3, 1024, lambda t: len(t.split()))
    assert (m.fact("start_date").value["date"], m.fact("end_date").value["date"]) == ("2027-08-21", "2027-11-23")
    assert m.fact("out_of_scope").value["item"]["short"] == "Madrid sales office"
    return m


BASE = """## Timeline
The Heron pilot begins on 21 August 2027 [2] and finishes on 23 November 2027 [9].
## Scope
Returns handling at the Leeds office [15]. The Madrid sales office is excluded [9].
## Budget
CHF 28,000 [2]
## Status
Approval by the steering committee is still pending [9].
Done:
- Review of the data-protection checklist [15]
Planned:
- Translation of the user guides [2]
"""


def grade(material, old: str, new: str):
    assert old in BASE
    return grade_output(material, BASE.replace(old, new))


def labels(g):
    return {f.fact_id: f.label for f in g.facts}


def test_the_base_brief_is_all_correct(heron):
    g = grade_output(heron, BASE)
    assert set(labels(g).values()) == {"correct"} and g.unsupported == [] and g.not_checked == []


# ---------------------------------------------------------------- false unsupported additions

@pytest.mark.parametrize("old,new", [
    ("CHF 28,000 [2]", "CHF 28,000 (para. 2), as the notes set out."),
    ("[15]. The Madrid", "(see p. 15). The Madrid"),
    ("[15]. The Madrid", "(cf. paras. 15). The Madrid"),
    ("- Translation of the user guides [2]", "- Translation of the user guides; not begun so far [2]"),
    ("- Translation of the user guides [2]", "- Translation of the user guides, not yet under way [2]"),
    ("CHF 28,000 [2]", "CHF 28,000 [2] for 2027."),  # a year of the source on its own
])
def test_citation_and_stage_wording_is_no_addition(heron, old, new):
    g = grade(heron, old, new)
    assert g.unsupported == [], g.unsupported
    assert set(labels(g).values()) == {"correct"}, g.to_dict()


@pytest.mark.parametrize("addition,number", [
    ("for a team of 21 people", "21"),  # 21 is only the start day in the source
    ("covering 23 trucks", "23"),  # 23 is only the end day
])
def test_a_number_equal_to_a_source_day_is_still_invented(heron, addition, number):
    g = grade(heron, "CHF 28,000 [2]", f"CHF 28,000 [2], {addition}.")
    assert [(u.kind, u.text) for u in g.unsupported] == [("number", number)]


# ---------------------------------------------------------------- progress and done cues

@pytest.mark.parametrize("line", [
    "Planned:\n- Translation of the user guides has commenced [2]",
    "The translation of the user guides is currently ongoing [2].",
    "The user guides are being translated at the moment [2].",
    "Work on the user guide translation got under way last month [2].",
])
def test_invented_progress_of_the_planned_item_is_distorted(heron, line):
    g = grade(heron, "Planned:\n- Translation of the user guides [2]", line)
    assert labels(g)["planned"] == "distorted" and "under way" in g.by_id("planned").detail, g.by_id("planned")


def test_future_progress_is_still_planned(heron):
    g = grade(heron, "Planned:\n- Translation of the user guides [2]",
              "The translation of the user guides will be under way after the start [2].")
    assert labels(g)["planned"] == "correct", g.by_id("planned")


@pytest.mark.parametrize("line", [
    "The data-protection checklist review is finalised [15].",
    "The checklist review is complete [15].",
    "The data-protection checklist is now ready [15].",
])
def test_done_cues(heron, line):
    g = grade(heron, "Done:\n- Review of the data-protection checklist [15]", line)
    assert labels(g)["done"] == "correct", g.by_id("done")


def test_done_item_said_to_be_under_way_is_distorted(heron):
    g = grade(heron, "Done:\n- Review of the data-protection checklist [15]",
              "The checklist review is still in progress [15].")
    assert labels(g)["done"] == "distorted"


def test_labels_with_a_bracketed_note_are_still_labels(heron):
    text = BASE.replace("Planned:\n", "Next steps (nothing started yet):\n").replace("Done:\n", "Done (finished):\n")
    g = grade_output(heron, text)
    assert set(labels(g).values()) == {"correct"} and g.unsupported == [], g.to_dict()


# ---------------------------------------------------------------- exclusions and hedges

@pytest.mark.parametrize("old,new", [
    ("The Madrid sales office is excluded [9].\n", "\n"),  # then listed below
    ("The Madrid sales office is excluded [9].", "Work at the Madrid sales office has not begun yet [9]."),
])
def test_out_of_scope_item_reported_as_pending_work_is_distorted(heron, old, new):
    text = BASE.replace(old, new)
    if "Not started" not in text and "not begun" not in text:
        text += "Not started: Madrid sales office [9]\n"
    g = grade_output(heron, text)
    assert labels(g)["out_of_scope"] == "distorted" and "not as out of scope" in g.by_id("out_of_scope").detail


def test_a_genuine_exclusion_after_a_stage_label_still_counts(heron):
    g = grade_output(heron, BASE.replace("The Madrid sales office is excluded [9].", "")
                     + "Not started: Madrid sales office, which is not part of the pilot [9]\n")
    assert labels(g)["out_of_scope"] == "correct", g.by_id("out_of_scope")


@pytest.mark.parametrize("new", [
    "begins on 21 August 2027, or possibly 23 November 2027 [2],",
    "begins around 21 August 2027 [2]",
    "begins on either 21 August 2027 or 28 August 2027 [2]",
])
def test_a_hedged_start_date_is_not_correct(heron, new):
    g = grade(heron, "begins on 21 August 2027 [2]", new)
    assert labels(g)["start_date"] == "distorted" and "hedged" in g.by_id("start_date").detail
    assert labels(g)["end_date"] == "correct"


@pytest.mark.parametrize("old,new", [("21 August 2027", "21. August 2027"), ("23 November 2027", "23. Nov. 2027")])
def test_day_dot_month_is_a_full_date(heron, old, new):
    g = grade(heron, old, new)
    assert set(labels(g).values()) == {"correct"} and g.unsupported == [], g.to_dict()


# ---------------------------------------------------------------- what the grader cannot check is said

def test_budget_in_words_is_read_as_an_amount(heron):
    g = grade(heron, "CHF 28,000 [2]", "twenty-eight thousand Swiss francs [2]")
    assert labels(g)["budget"] == "correct" and g.not_checked == [] and g.unsupported == []
    g = grade(heron, "CHF 28,000 [2]", "twenty-two thousand five hundred Swiss francs [2]")
    assert labels(g)["budget"] == "distorted" and "twenty-two thousand" in g.by_id("budget").detail


def test_a_number_in_words_without_currency_is_read_like_digits(heron):
    # "a budget of 28,000 [2]" is a budget without its currency; the same number in words reads the same way
    g = grade(heron, "CHF 28,000 [2]", "a budget of twenty-eight thousand [2]")
    assert labels(g)["budget"] == "distorted" and "without its currency" in g.by_id("budget").detail
    assert g.not_checked == [] and g.unsupported == []


def test_an_invented_count_in_words_is_an_addition(heron):
    g = grade(heron, "CHF 28,000 [2]", "CHF 28,000 [2] for a team of twelve.")
    assert [(u.kind, u.text) for u in g.unsupported] == [("number", "twelve")] and g.not_checked == []
    assert g.errors == 1


def test_a_date_in_words_month_first_is_read_as_that_date(heron):
    # "December the twenty-first" (the month first, as a formal letter writes it) is read as 21 December: an added
    # date, as the digits would be (it was once only reported as not checked)
    g = grade(heron, "CHF 28,000 [2]", "CHF 28,000 [2]; a review follows on December the twenty-first.")
    assert [u.kind for u in g.unsupported] == ["date"] and g.not_checked == []


def test_a_date_with_an_ordinal_word_day_is_read_as_that_date(heron):
    # "the twenty-first of December" is read as 21 December: an added date, as the digits would be
    g = grade(heron, "CHF 28,000 [2]", "CHF 28,000 [2]; a review follows on the twenty-first of December.")
    assert [u.kind for u in g.unsupported] == ["date"] and g.not_checked == []


def test_a_synonym_of_a_listed_item_is_reported_not_checked(heron):
    g = grade(heron, "- Translation of the user guides [2]", "- Localising the manuals [2]")
    assert labels(g)["planned"] == "omitted" and "not checked" in g.by_id("planned").detail
    assert [(n.kind, n.fact_id) for n in g.not_checked] == [("item-words", "planned")]
    assert g.unsupported == []


def test_an_extra_listed_item_beside_the_known_one_is_still_an_addition(heron):
    g = grade(heron, "- Translation of the user guides [2]", "- Translation of the user guides [2]\n- Hiring two drivers")
    assert [u.kind for u in g.unsupported] == ["number", "plan"] and g.not_checked == []
