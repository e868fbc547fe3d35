"""The span set the grader asks for overlaps answers as the plain scan does, on random spans; dates and their roles
as the context finds them (briefs of tests/facts/test_grader_classes_all_languages.py, seed 1: 10 March - 22 April
2027)."""

from __future__ import annotations

import random

import pytest

from kvtrial.facts.context import overlaps
from kvtrial.facts.parse import SpanSet
from tests.facts.test_grader_classes_all_languages import grade, labels


def test_the_span_set_answers_as_the_scan_does():
    rng = random.Random(7)
    for _ in range(300):
        stored = []
        spans = SpanSet()
        for _ in range(rng.randint(0, 30)):
            s = rng.randint(0, 200)
            span = (s, s + rng.randint(0, 12))
            stored.append(span)
            spans.add(span)
            for _ in range(5):
                q = rng.randint(0, 210)
                query = (q, q + rng.randint(1, 15))
                assert spans.overlaps(query) == overlaps(query, stored), (stored, query)
    assert SpanSet([(0, 5), (10, 20)]).overlaps((4, 11)) and not SpanSet([(0, 5), (10, 20)]).overlaps((5, 10))


# --- a second date for a fact, in brackets after it: two values for one fact, neither firm ---------------------------

SECOND_IN_BRACKETS = {
    "en": "10 March 2027 to 22 April 2027 [2, 9] (another note says 29 April 2027)",
    "zh": "2027年3月10日至2027年4月22日[2][4]（另一处记为2027年4月29日）",
    "ru": "10 марта 2027 г. — 22 апреля 2027 г. [2, 9] (в одной из заметок указано 29 апреля 2027 г.)",
}


@pytest.mark.parametrize("lang", ("en", "zh", "ru"))
def test_a_second_date_in_brackets_is_another_value_for_the_same_fact(mats, lang):
    g = grade(mats, lang, 1, timeline=SECOND_IN_BRACKETS[lang])
    assert labels(g)["end_date"] == "distorted" and labels(g)["start_date"] == "correct"
    assert not g.unsupported, g.unsupported  # the second date is the distortion, not an added date


def test_the_same_date_repeated_in_brackets_is_no_second_value(mats):
    g = grade(mats, "en", 1, timeline="10 March 2027 to 22 April 2027 [2, 9] (22 April 2027 in the plan as well)")
    assert labels(g)["end_date"] == "correct"
