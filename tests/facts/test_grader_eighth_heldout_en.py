"""Classes of grader faults the eighth held-out set (English) showed, each pinned with briefs written for these
tests on the material of seeds 1, 5 and 8 (see test_grader_classes_all_languages). Two of them are conventions of
every language (a conditional approval where the source says pending; a scope naming another site), tested in all
three."""

import pytest

from kvtrial.facts.grader import grade_output
from tests.facts.test_grader_classes_all_languages import CLEAN, grade


def kinds(g):
    return [(u.kind, u.text) for u in g.unsupported]


def facts(g):
    return {f.fact_id: (str(f.label), f.detail) for f in g.facts}


# --- an approval stated as given under a condition claims an approval: where the source says pending, that is the
# approval distorted (the condition is part of that distortion, no addition of its own) ------------------------------
CONDITIONAL = {
    "en": "approved, subject to a later review by the investment board [9]",
    "zh": "已获投资委员会批准，但须接受后续复核[4]",
    "ru": "пилот утверждён при условии последующего пересмотра инвестиционным советом [9]",
}


@pytest.mark.parametrize("lang", list(CONDITIONAL))
def test_an_approval_given_under_a_condition_is_distorted_where_the_source_says_pending(mats, lang):
    g = grade(mats, lang, 1, status=CONDITIONAL[lang])
    assert facts(g)["approval"][0] == "distorted", facts(g)
    assert [k for k, _ in kinds(g)] == ["condition"], kinds(g)  # the invented condition: one addition besides


def test_an_approval_given_pending_a_review_is_distorted_where_the_source_says_pending(mats):
    g = grade(mats, "en", 1, status="approved, pending a final review by the investment board [9]")
    assert facts(g)["approval"][0] == "distorted", facts(g)
    assert [k for k, _ in kinds(g)] == ["condition"], kinds(g)
    g = grade(mats, "en", 1, status="not approved, pending a review by the investment board [9]")
    assert facts(g)["approval"][0] == "correct", facts(g)


@pytest.mark.parametrize("lang,status", [
    ("en", "approved by Marek Novak, subject to a review by the works council [8]"),
    ("ru", "утвердил Марек Новак при условии ежеквартального отчёта [10]"),
])
def test_an_approval_given_under_a_condition_is_distorted_where_the_source_says_approved(mats, lang, status):
    g = grade(mats, lang, 5, status=status)
    assert facts(g)["approval"][0] == "distorted", facts(g)
    assert [k for k, _ in kinds(g)] == ["condition"], kinds(g)


def test_an_approval_awaiting_its_condition_stays_pending(mats):
    g = grade(mats, "en", 1, status="to be approved only once the investment board has met [9]")
    assert facts(g)["approval"][0] == "correct", facts(g)


# --- a scope naming the workflow at a site the source never names (the site's kind with another place) is
# distorted; the workflow alone, with no site at all, stays a partial scope (omitted) ----------------------------------
OTHER_SITE = {
    "en": "spare parts ordering at the Oulu plant [15]",
    "zh": "奥卢工厂的备件订购[8]",
    "ru": "заказ запчастей на заводе в Оулу [18]",
}
WORKFLOW_ONLY = {"en": "spare parts ordering [15]", "zh": "备件订购[8]", "ru": "заказ запчастей [18]"}


@pytest.mark.parametrize("lang", list(OTHER_SITE))
def test_the_workflow_at_another_place_is_a_distorted_scope(mats, lang):
    g = grade(mats, lang, 1, scope=OTHER_SITE[lang])
    assert facts(g)["scope"][0] == "distorted", facts(g)
    assert facts(grade(mats, lang, 1, scope=WORKFLOW_ONLY[lang]))["scope"][0] == "omitted"


@pytest.mark.parametrize("scope", ["spare parts ordering, reported to Head Office [15]",
                                   "spare parts ordering; the Madrid Sales Office is not involved [15]"])
def test_an_office_named_beside_the_workflow_is_no_site_of_the_scope(mats, scope):
    assert facts(grade(mats, "en", 1, scope=scope))["scope"][0] == "omitted"


def test_another_place_on_the_line_after_the_workflow_distorts_the_scope(mats):
    g = grade(mats, "en", 1, scope="spare parts ordering [15]\nLocation: Oulu plant [15]")
    assert facts(g)["scope"][0] == "distorted", facts(g)


# --- a numbered slide or section title naming a known section heads it: "Slide 4 - Sources" opens the Sources -----
def test_a_numbered_slide_titled_sources_opens_the_sources_section(mats):
    c = CLEAN[("en", 1)]
    text = (f"Slide 1 - Dates\n  - {c['timeline']}\nSlide 2 - Scope\n  - {c['scope']}\n  - {c['oos']}\n"
            f"Slide 3 - Money and status\n  - Budget: {c['budget']}\n  - Approval: {c['status']}\n"
            f"  - Done: {c['done']}\n  - Planned: {c['planned']}\n"
            "Slide 4 - Sources\n  - [9] end date, approval, legacy fax gateway\n  - [15] scope, checklist\n")
    g = grade_output(mats[("en", 1)], text)
    assert {v[0] for v in facts(g).values()} == {"correct"}, facts(g)
    assert not g.unsupported, kinds(g)


# --- a person of the background named as the approver is a distorted approval and one addition, whatever words
# give the approval ("X approved it", not only "approved by X") ------------------------------------------------------
def test_a_background_person_approving_in_their_own_words_is_one_addition(mats):
    g = grade(mats, "en", 5, status="Ruth Adeyemi, our sponsor, approved it on 15 May 2026 [8]")
    assert facts(g)["approval"][0] == "distorted", facts(g)
    assert [k for k, _ in kinds(g)] == ["person"], kinds(g)


def test_a_background_person_approving_after_a_cue_is_counted_once(mats):
    g = grade(mats, "en", 5, status="approved by Ruth Adeyemi on 15 May 2026 [8]")
    assert [k for k, _ in kinds(g)] == ["person"], kinds(g)


# --- a wide table's column naming work under way ("In progress", "Ongoing") gives the cells under it that stage -----
def test_an_item_under_an_in_progress_column_is_under_way(mats):
    text = ("| Start | End | Scope | Budget | Approval | Done | Ongoing | Planned |\n|---|---|---|---|---|---|---|---|\n"
            "| 16 August 2027 [2] | 1 October 2027 [8] | purchase order intake at the Lyon warehouse [15] | EUR 57,500 [2] "
            "| approved by Priya Raman on 14 July 2027 [8] | - | sandbox environment [15] | user satisfaction survey [2] |\n"
            "\nOut of scope: customs declarations [8]\n")
    g = grade_output(mats[("en", 8)], text)
    assert facts(g)["done"][0] == "distorted", facts(g)
    assert facts(g)["planned"][0] == "correct", facts(g)


# --- the out-of-scope item excluded now but said to be brought in later is an invented plan: distorted --------------
@pytest.mark.parametrize("oos", [
    "Out of scope: the legacy fax gateway, which will be added in a later phase [9]",
    "Legacy fax gateway included: no - to be brought in during phase two [9]",
])
def test_an_exclusion_said_to_be_lifted_later_is_distorted(mats, oos):
    g = grade(mats, "en", 1, oos=oos)
    assert facts(g)["out_of_scope"][0] == "distorted", facts(g)


@pytest.mark.parametrize("oos", [
    "Out of scope: the legacy fax gateway (not planned for this pilot) [9]",
    "Out of scope: the legacy fax gateway, which is not to be added later either [9]",
])
def test_an_exclusion_with_no_later_plan_stays_correct(mats, oos):
    g = grade(mats, "en", 1, oos=oos)
    assert facts(g)["out_of_scope"][0] == "correct", facts(g)
