"""Classes of misreading that the seventeenth held-out set (zh) showed in briefs organised by time or by people
(timelines, Gantt-like charts, owner tables), each pinned with phrasings written for these tests (none taken from a
held-out brief). The materials are those of tests/facts/test_grader_classes_all_languages.py (seed 8: 2027-08-16 to
2027-10-01, approved by Priya Raman on 2027-07-14, the sandbox set up, the satisfaction survey planned, customs
declarations out of scope, EUR 57,500, purchase order intake at the Lyon warehouse)."""

import pytest

from kvtrial.facts.grader import grade_output
from tests.facts.test_grader_classes_all_languages import BRIEF, CLEAN, labels


def assert_clean(g):
    assert set(labels(g).values()) == {"correct"}, [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert not g.unsupported, g.unsupported


def graded(mats, lang, **changes):
    return grade_output(mats[(lang, 8)], BRIEF[lang].format(**{**CLEAN[(lang, 8)], **changes}))


# --- 1. a timeline row running from a full date to a short one by an arrow ------------------------------------------
# ("2027-08-16 → 10-01", "2027/8/16→10/1"): the short end takes the year of the start and is the end date, no number

@pytest.mark.parametrize("lang, timeline", [
    ("zh", "2027-08-16 → 10-01 [2][5]"),
    ("zh", "2027/8/16→10/1（第2、5段）"),
    ("zh", "2027.8.16 → 10.1"),
    ("en", "2027-08-16 → 10-01 [2, 8]"),
    ("ru", "2027-08-16 -> 10-01 [3, 11]"),
], ids=["zh-iso", "zh-slash", "zh-dot", "en-iso", "ru-ascii-arrow"])
def test_a_range_by_arrow_ends_on_its_short_date(mats, lang, timeline):
    assert_clean(graded(mats, lang, timeline=timeline))
