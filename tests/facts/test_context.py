"""The span set the grader asks for overlaps answers as the plain scan does, on random spans."""

from __future__ import annotations

import random

from kvtrial.facts.context import overlaps
from kvtrial.facts.parse import SpanSet


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
