"""Classes of grader faults the ninth held-out set (English) showed, each pinned with briefs written for these
tests on the material of seed 1 (see test_grader_classes_all_languages: Marlin, 10 March - 22 April 2027, pending
with the investment board, the legacy fax gateway out of scope, spare parts ordering at the Tampere plant)."""

from kvtrial.facts.grader import grade_output
from tests.facts.test_grader_classes_all_languages import CLEAN, grade


def kinds(g):
    return [(u.kind, u.text) for u in g.unsupported]


def facts(g):
    return {f.fact_id: (str(f.label), f.detail) for f in g.facts}


C = CLEAN[("en", 1)]


# --- a pending approval whose next clause says who it still waits on, with no approval word of its own: that body is
# the one named, and another body of the pool there is the approval distorted ----------------------------------------
def test_the_body_a_pending_approval_waits_on_in_its_next_clause_is_read(mats):
    g = grade(mats, "en", 1, status="not granted so far; the decision still lies with the works council [9]")
    assert facts(g)["approval"][0] == "distorted", facts(g)
    g = grade(mats, "en", 1, status="not granted so far; the decision still lies with the investment board [9]")
    assert facts(g)["approval"][0] == "correct", facts(g)


# --- a footnote's superscript mark right after an exclusion word ("left out²") does not hide the exclusion -----------
def test_an_exclusion_word_before_a_superscript_footnote_still_excludes(mats):
    g = grade(mats, "en", 1, oos="The legacy fax gateway is deliberately left out³.")
    assert facts(g)["out_of_scope"][0] == "correct", facts(g)


# --- a range giving the source's start with another end restates the pilot's run: a second end value (distorted),
# not an added date; a range of other work whose start is no date of the pilot leaves the end date as it is ----------
def test_a_range_restating_the_pilots_run_with_another_end_gives_the_end_twice(mats):
    g = grade(mats, "en", 1, extra="To sum up, Marlin runs from 10 March 2027 through 29 April 2027.")
    assert facts(g)["end_date"][0] == "distorted", facts(g)
    assert not [k for k, _ in kinds(g) if k == "date"], kinds(g)
    g = grade(mats, "en", 1, extra="Clerk refreshers are held from 12 March 2027 through 29 April 2027.")
    assert facts(g)["end_date"][0] == "correct", facts(g)


# --- a numbered slide title over bullets at its own indent heads them, as it does over indented ones ----------------
def test_a_numbered_slide_title_heads_the_bullets_at_its_own_indent(mats):
    text = (f"Slide 1 - Overview\n• Runs {C['timeline']}\n• Covers {C['scope']}\n• {C['oos']}\n"
            f"Slide 2 - Funding & decision\n• Budget: {C['budget']}\n• Approval: {C['status']}\n"
            f"Slide 3 - Work items\n• Done: {C['done']}\n• Planned: {C['planned']}\n")
    g = grade_output(mats[("en", 1)], text)
    assert not g.unsupported, kinds(g)
    assert {v[0] for v in facts(g).values()} == {"correct"}, facts(g)


# --- an added person's title beside the name ("X, Vice President Supply Chain") is that one addition ----------------
def test_the_title_beside_an_added_person_is_part_of_that_addition(mats):
    g = grade(mats, "en", 1, extra="Owner: Karen Oduya, Vice President Supply Chain")
    assert kinds(g) == [("person", "Karen Oduya")], kinds(g)


# --- planned work told in a progressive of the work itself ("is rolling out now") is reported under way ---------------
def test_a_planned_item_rolling_out_now_is_invented_progress(mats):
    g = grade(mats, "en", 1, planned="the training of the front-line clerks is rolling out this week [2]")
    assert facts(g)["planned"][0] == "distorted", facts(g)


# --- an item listed as work that names the scope's site only, with words of its own, is work the source does not
# report: an addition, not the scope restated --------------------------------------------------------------------------
def test_an_extra_done_item_at_the_scopes_site_is_an_addition(mats):
    g = grade(mats, "en", 1, done="data-protection checklist reviewed [15]; walkthrough for the Tampere plant foremen")
    assert [k for k, _ in kinds(g)] == ["progress"], kinds(g)
    assert facts(g)["scope"][0] == "correct", facts(g)


# --- how much of the budget is spent, told after the amount with no figure ("CHF 81,500 [2], most of it still unspent"):
# one addition, whatever its words; the amount alone, or a spending remark the notes' silence covers, is none ---------
def test_a_spending_remark_after_the_budget_is_one_addition(mats):
    for budget in ("CHF 81,500 [2], most of it still unspent", "CHF 81,500 [2] - a third already spent"):
        g = grade(mats, "en", 1, budget=budget)
        assert facts(g)["budget"][0] == "correct", facts(g)
        assert len(kinds(g)) == 1, (budget, kinds(g))
    g = grade(mats, "en", 1, budget="CHF 81,500 [2]; the notes give no spending to date")
    assert not kinds(g), kinds(g)


# --- a chat's closing offer to the reader ("Shout if anything's off", "ping me with questions") is framing -----------
def test_a_chat_offer_to_the_reader_is_no_claim(mats):
    for extra in ("Shout if anything looks off 🙏", "Ping me with any questions!"):
        g = grade(mats, "en", 1, extra=extra)
        assert not kinds(g), (extra, kinds(g))
