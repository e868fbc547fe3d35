"""Classes of grader faults the nineteenth held-out set (English) showed, each pinned with briefs written for these
tests on the material of seed 1 (see test_grader_classes_all_languages): paraphrased states of the source's own facts
read as the state they restate."""

from kvtrial.facts.grader import grade_output
from tests.facts.test_grader_classes_all_languages import CLEAN


def kinds(g):
    return [(u.kind, u.text) for u in g.unsupported]


def facts(g):
    return {f.fact_id: (str(f.label), f.detail) for f in g.facts}


C = CLEAN[("en", 1)]


def prose(done: str = "", planned: str = "", extra: str = "") -> str:
    return (f"The pilot runs {C['timeline']} and covers {C['scope']}. {C['oos']}. Its budget is {C['budget']}, "
            f"and it is {C['status']}.\n\n"
            + (done or f"Done: {C['done']}.") + "\n"
            + (planned or f"Planned: {C['planned']}, not started.") + "\n" + extra)


# --- (a) an item's stage denied in a clause after it, pointing back by a pronoun or a general noun, with its
# citation, is that item's stage, no plan of its own ------------------------------------------------------------
def test_a_denied_stage_in_more_words_after_the_item_adds_no_plan(mats):
    g = grade_output(mats[("en", 1)], prose(
        planned="Planned: the clerks' training is foreseen, although work on it has not yet begun (paragraph 2)."))
    assert facts(g)["planned"][0] == "correct", facts(g)
    assert not g.unsupported, kinds(g)


def test_a_longer_remark_after_the_item_is_still_an_addition(mats):
    g = grade_output(mats[("en", 1)], prose(
        planned="Planned: the clerks' training is foreseen, although the vendor has not yet begun to draft the "
                "course (paragraph 2)."))
    assert g.unsupported, kinds(g)


def test_a_stage_told_by_a_pronoun_in_russian_adds_no_plan(mats):
    R = CLEAN[("ru", 1)]
    text = (f"Пилот идёт {R['timeline']}, охватывает {R['scope']}. {R['oos']}. Бюджет {R['budget']}, "
            f"пилот {R['status']}.\nСделано: {R['done']}.\n"
            "Запланировано: обучение операторов первой линии; подготовка к нему пока ещё не начиналась (абз. 2).\n")
    g = grade_output(mats[("ru", 1)], text)
    assert facts(g)["planned"][0] == "correct", facts(g)
    assert not g.unsupported, kinds(g)


# --- (c) a number word counting the source's own notes (the paragraphs holding the pilot's facts) is no number -----
def test_a_count_of_the_notes_holding_the_pilot_facts_is_no_number(mats):
    g = grade_output(mats[("en", 1)], prose(extra="All of the above is taken from three brief notes in the file.\n"))
    assert not g.unsupported, kinds(g)


def test_a_count_of_notes_the_source_does_not_have_is_still_a_number(mats):
    g = grade_output(mats[("en", 1)], prose(extra="All of the above is taken from seven brief notes in the file.\n"))
    assert [k for k, _ in kinds(g)] == ["number"], kinds(g)


# --- (b) a tally of the source's own items by stage restates them, no progress claim; a wrong tally still is one -----
def test_a_tally_of_the_source_items_by_stage_is_no_progress_claim(mats):
    g = grade_output(mats[("en", 1)], prose(extra="To sum up, the pilot has one completed task and one open task.\n"))
    assert not g.unsupported, kinds(g)


def test_a_tally_the_source_does_not_support_is_still_progress(mats):
    g = grade_output(mats[("en", 1)], prose(extra="To sum up, the pilot has four completed tasks and one open task.\n"))
    assert "progress" in [k for k, _ in kinds(g)], kinds(g)


# --- (b) the approval's own state said again in other words after it ("so it stays unapproved") adds nothing ---------
def status_brief(status_line: str) -> str:
    return (f"The pilot runs {C['timeline']} and covers {C['scope']}. {C['oos']}. Its budget is {C['budget']}.\n"
            f"{status_line}\nDone: {C['done']}.\nPlanned: {C['planned']}, not started.\n")


def test_a_pending_approval_restated_in_other_words_adds_nothing(mats):
    g = grade_output(mats[("en", 1)], status_brief(
        "The investment board has not decided yet; the pilot is thus still unapproved at this point [9]."))
    assert facts(g)["approval"][0] == "correct", facts(g)
    assert not g.unsupported, kinds(g)



# --- a sentence naming the pilot and its workflow with another start date is the start given a second value --------
def test_a_second_start_in_a_sentence_naming_the_pilot_and_its_workflow_distorts_the_start(mats):
    text = ("Overview: Marlin is the pilot for spare parts ordering, beginning on 17 March 2027.\n\n"
            + prose())
    g = grade_output(mats[("en", 1)], text)
    assert facts(g)["start_date"][0] == "distorted", facts(g)
    assert "date" not in [k for k, _ in kinds(g)], kinds(g)


def test_another_event_date_in_a_sentence_without_the_pilot_or_its_scope_stays_apart(mats):
    text = "A welcome breakfast for the team, beginning on 17 March 2027, is mentioned too.\n\n" + prose()
    g = grade_output(mats[("en", 1)], text)
    assert facts(g)["start_date"][0] == "correct", facts(g)


# --- a brief cut off inside a work item's first word at its very end names nothing: no claim of its own ------------
def test_a_list_value_cut_off_inside_the_items_first_word_at_the_end_adds_nothing(mats):
    text = (f"Timeline: {C['timeline']}\nScope: {C['scope']}\nBudget: {C['budget']}\nStatus: {C['status']}\n"
            f"Done: {C['done']}\nPlanned: trai")
    g = grade_output(mats[("en", 1)], text)
    assert facts(g)["planned"][0] == "omitted", facts(g)
    assert not g.unsupported, kinds(g)


# --- a part of a month with no year ("ends mid-April") after the start date is the end given as a period -----------
def test_a_part_of_a_month_without_a_year_is_the_end_given_only_as_a_period(mats):
    text = prose().replace(C["timeline"], "from 10 March 2027 [2], finishing late April")
    g = grade_output(mats[("en", 1)], text)
    assert facts(g)["end_date"][0] == "distorted", facts(g)
    assert facts(g)["start_date"][0] == "correct", facts(g)


# --- an extra item in a checklist with its stage after a dash ("X – planned") is an invented plan ------------------
def checklist(extra: str = "") -> str:
    return (f"[x] Dates: {C['timeline']}\n[x] Scope: {C['scope']}\n[x] {C['oos']}\n[x] Budget: {C['budget']}\n"
            f"[ ] Approval – {C['status']}\n[x] Data-protection checklist – reviewed [15]\n"
            f"[ ] Training of the front-line clerks – planned, not started [2]\n{extra}")


def test_an_extra_checklist_item_with_its_stage_after_a_dash_is_an_added_plan(mats):
    assert not grade_output(mats[("en", 1)], checklist()).unsupported
    g = grade_output(mats[("en", 1)], checklist("[ ] Safety walk-through for Tampere staff – planned\n"))
    assert [k for k, _ in kinds(g)] == ["plan"], kinds(g)


# --- a remark closing retold background that it leaves the pilot alone is a remark on the material, no claim -------
def test_a_remark_that_the_retold_background_leaves_the_pilot_alone_adds_nothing(mats):
    g = grade_output(mats[("en", 1)], prose(extra="None of that really concerns the pilot.\n"))
    assert not g.unsupported, kinds(g)
