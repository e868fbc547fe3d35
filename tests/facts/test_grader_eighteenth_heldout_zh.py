"""Classes of misreading that the eighteenth held-out set (zh) showed, with the classes left from the sixteenth and
seventeenth sets (hedged states, shorthand and table cells), each pinned with phrasings written for these tests (none
taken from a held-out brief). The materials are those of tests/facts/test_grader_classes_all_languages.py (seed 8:
2027-08-16 to 2027-10-01, approved by Priya Raman on 2027-07-14, the sandbox set up, the satisfaction survey planned,
customs declarations out of scope, EUR 57,500, purchase order intake at the Lyon warehouse)."""

import pytest

from kvtrial.facts.grader import grade_output
from tests.facts.test_grader_classes_all_languages import BRIEF, CLEAN, labels


def assert_clean(g, additions=0):
    assert set(labels(g).values()) == {"correct"}, [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert len(g.unsupported) == additions, g.unsupported


def graded(mats, lang, **changes):
    return grade_output(mats[(lang, 8)], BRIEF[lang].format(**{**CLEAN[(lang, 8)], **changes}))


# --- 1. a call to reach the writer where the team talks ("有问题在群里喊我", "有疑问微信戳我"): said to the reader, --
# no claim

@pytest.mark.parametrize("closing", ["有问题在群里喊我～", "有疑问的话微信戳我", "有问题，工作群里叫我一声"])
def test_a_call_to_reach_the_writer_is_no_claim(mats, closing):
    assert_clean(graded(mats, "zh", extra=closing))


# --- 2. the writer's belief leading into a claim ("从目前进展看，…", "据我所知，…"): one claim with the part after --

@pytest.mark.parametrize("extra", ["从目前进展看，经费大部分应该还没花。", "据我所知，经费大部分还没花。",
                                   "在我看来，经费大部分还没花。"])
def test_a_belief_lead_in_is_one_claim_with_what_it_leads_into(mats, extra):
    assert_clean(graded(mats, "zh", extra=extra), additions=1)
