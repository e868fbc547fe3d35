"""Classes of grader faults the twenty-third held-out set showed in every language: a fact said again is the same
fact. A restatement's own words ("returning once more to…", a one-line summary's lead, a remark that someone is not the
approver) set no condition and deny nothing. Each is pinned with briefs written for these tests on the materials of
seeds 1, 5 and 8 (see test_grader_classes_all_languages)."""

from kvtrial.facts.grader import grade_output
from tests.facts.test_grader_classes_all_languages import BRIEF, CLEAN


def facts(g):
    return {f.fact_id: str(f.label) for f in g.facts}


def brief(lang: str, seed: int, extra: str) -> str:
    return BRIEF[lang].format(**{**CLEAN[(lang, seed)], "extra": extra})


# --- "once more", "once again" say a fact again and set no condition ------------------------------------------------
def test_en_once_more_restates_an_approval_and_sets_no_condition(mats):
    text = brief("en", 5, "Coming back once more to the sign-off, which the opening lines only touched on: the notes "
                 "record it as given, with Marek Novak as the approver.\n")
    g = grade_output(mats[("en", 5)], text)
    assert facts(g)["approval"] == "correct", [(f.fact_id, f.label, f.detail) for f in g.facts]

