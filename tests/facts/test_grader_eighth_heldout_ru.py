"""Classes of misreading that the eighth held-out set (ru) showed, each pinned with phrasings written for these
tests (none taken from a held-out brief). The materials are those of tests/facts/test_grader_classes_all_languages.py
(seed 1: 10 March - 22 April 2027, pending with the investment board, the fax gateway out of scope, the checklist
review done, the training of front-line operators planned; seed 5: 9 June - 3 October 2026, approved by Marek Novak on
15 May 2026, warranty claims out of scope)."""

import pytest

from tests.facts.test_grader_classes_all_languages import grade


def labels(g):
    return {f.fact_id: str(f.label) for f in g.facts}


# --- a day written as an ordinal word ("десятого марта") is the day: the date is stated, nothing is added ---------
@pytest.mark.parametrize("timeline", [
    "с десятого марта 2027 года по двадцать второе апреля 2027 года [2, 9]",
    "начало — десятого марта 2027 г., окончание — двадцать второго апреля 2027 г. [2, 9]",
])
def test_an_ordinal_day_word_is_the_day(mats, timeline):
    g = grade(mats, "ru", 1, timeline=timeline)
    assert labels(g)["start_date"] == "correct", g.by_id("start_date").detail
    assert labels(g)["end_date"] == "correct", g.by_id("end_date").detail
    assert not g.unsupported, g.unsupported


def test_a_wrong_ordinal_day_word_is_distorted(mats):
    g = grade(mats, "ru", 1, timeline="с одиннадцатого марта 2027 года по двадцать второе апреля 2027 года [2, 9]")
    assert labels(g)["start_date"] == "distorted"
    assert labels(g)["end_date"] == "correct"


# --- "в начале / в середине / в конце <месяца>" is a month told roughly, in the role its label gives ---------------
@pytest.mark.parametrize("timeline", [
    "Начало: 10 марта 2027 г. [2]\nЗавершение: в начале мая 2027 г. [9]",
    "с 10 марта 2027 г.; окончание пилота — в начале мая 2027 г. [2, 9]",
])
def test_early_in_a_month_is_no_start_cue(mats, timeline):
    g = grade(mats, "ru", 1, timeline=timeline)
    assert labels(g)["start_date"] == "correct", g.by_id("start_date").detail
    assert labels(g)["end_date"] == "distorted", g.by_id("end_date").detail
