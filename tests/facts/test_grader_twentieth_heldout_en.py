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
