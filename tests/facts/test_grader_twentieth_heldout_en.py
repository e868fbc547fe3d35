"""Classes of grader faults the twentieth held-out set (English) showed, each pinned with briefs written for these
tests on the material of seed 5 (see test_grader_classes_all_languages): a question split at its comma, a lead-in
to the brief's format and an offer to rework it, a recap line under a label of its own."""

from kvtrial.facts.grader import grade_output
from tests.facts.test_grader_classes_all_languages import CLEAN

C = CLEAN[("en", 5)]


def kinds(g):
    return [(u.kind, u.text) for u in g.unsupported]


def labels(g):
    return {f.fact_id: str(f.label) for f in g.facts}


def qa_brief(extra: str = "") -> str:
    return (f"**Q: When does it run?**\nA: {C['timeline']}.\n\n**Q: What does it cover?**\nA: {C['scope']}. "
            f"{C['oos']}.\n\n**Q: What money is there?**\nA: {C['budget']}.\n\n**Q: Who signed it off?**\n"
            f"A: It was {C['status']}.\n\n**Q: What has been finished, and what is still ahead?**\n"
            f"A: Done: {C['done']}. Planned: {C['planned']}, not started yet.\n{extra}")


# --- a Q&A question cut at its comma ("Q: What is complete, and what comes next?") asks in both parts ------------
def test_the_first_part_of_a_question_cut_at_its_comma_claims_no_progress(mats):
    g = grade_output(mats[("en", 5)], qa_brief())
    assert not g.unsupported, kinds(g)


def plain_brief(extra: str = "", lead: str = "") -> str:
    return (f"{lead}Timeline: {C['timeline']}\nScope: {C['scope']}. {C['oos']}\nBudget: {C['budget']}\n"
            f"Status: {C['status']}. Done: {C['done']}. Planned: {C['planned']}, not started yet.\n{extra}")


# --- a lead-in to the brief's format, and an offer to trim it, frame the brief ------------------------------------
def test_a_lead_in_naming_the_format_frames_the_brief(mats):
    g = grade_output(mats[("en", 5)], plain_brief(lead="Here is a bullet-point rundown you can drop straight into a deck:\n\n"))
    assert not g.unsupported, kinds(g)


def test_an_offer_to_trim_the_brief_frames_it(mats):
    g = grade_output(mats[("en", 5)], plain_brief("\nI can tighten this into two lines if you want a shorter version.\n"))
    assert not g.unsupported, kinds(g)


# --- a recap of the brief's own facts restates them: no second approval, no claim of its own ----------------------
def test_a_bold_summary_label_over_the_facts_states_adds_nothing(mats):
    g = grade_output(mats[("en", 5)], plain_brief("\n**Recap of the above:** approved, funded, and narrow: one workflow "
                                                  "at one site.\n"))
    assert not g.unsupported, kinds(g)
    assert labels(g)["approval"] == "correct", labels(g)


def test_a_closing_recap_of_the_states_adds_nothing(mats):
    g = grade_output(mats[("en", 5)], plain_brief("\nTo sum up: a signed-off, neatly contained pilot with its first "
                                                  "piece done and the next one planned.\n"))
    assert not g.unsupported, kinds(g)


def test_a_recap_still_adds_what_is_new_in_it(mats):
    g = grade_output(mats[("en", 5)], plain_brief("\nTo sum up: the main risk is a shortage of drivers at the "
                                                  "depot in winter.\n"))
    assert g.unsupported, kinds(g)


# --- a row of a facts-as-rows table naming the Sources over bare paragraph numbers cites, it claims nothing --------
def test_a_sources_row_of_bare_paragraph_numbers_claims_nothing(mats):
    rows = (f"| Item | Detail |\n|---|---|\n| Dates | {C['timeline']} |\n| Scope | {C['scope']} |\n"
            f"| Excluded | warranty claims |\n| Money | {C['budget']} |\n| Sign-off | {C['status']} |\n"
            f"| Done | {C['done']} |\n| Planned | {C['planned']} |\n| Refs | 2, 8, 14 |\n")
    g = grade_output(mats[("en", 5)], rows)
    assert not g.unsupported, kinds(g)


# --- a person of the background given a role by "who acts as …" or "… rests with X" is one addition ---------------
def test_a_background_person_who_acts_as_the_coordinator_is_an_addition(mats):
    g = grade_output(mats[("en", 5)], plain_brief("\nDay-to-day running of the pilot rests with Hugo Ferreira, who serves as the "
                                                  "pilot coordinator.\n"))
    assert [k for k, _ in kinds(g)] == ["person"], kinds(g)


# --- the recap class in every language: the recap words of zh and ru lead a recap line too -----------------------
def test_recap_lines_in_chinese_and_russian_add_no_second_approval(mats):
    from tests.facts.test_grader_classes_all_languages import BRIEF
    zh = BRIEF["zh"].format(**{**CLEAN[("zh", 5)], "extra": "总结一下：项目已获批准，预算明确。\n"})
    ru = BRIEF["ru"].format(**{**CLEAN[("ru", 5)], "extra": "**Коротко:** пилот утверждён, деньги выделены.\n"})
    for lang, text in (("zh", zh), ("ru", ru)):
        g = grade_output(mats[(lang, 5)], text)
        assert not [k for k, _ in kinds(g) if k == "approval"], (lang, kinds(g))
