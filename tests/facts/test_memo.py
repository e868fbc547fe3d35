"""The memo of the grader's pure readers: an answer per text and description object, never another object's, and a
fresh copy for each caller where the answer is a list or a set."""

from dataclasses import dataclass, field

from kvtrial.facts.languages import get_language
from kvtrial.facts.memo import by_text
from kvtrial.facts.parse import find_dates


@dataclass(frozen=True)
class _Description:  # unhashable, as the languages' frozen descriptions holding mappings are
    words: dict[str, int] = field(default_factory=dict)


def test_each_description_object_gets_its_own_answer():
    calls = []

    @by_text()
    def count(text: str, description: _Description) -> int:
        calls.append(text)
        return description.words.get(text, 0)

    one, other = _Description({"a": 1}), _Description({"a": 2})
    assert (count("a", one), count("a", other), count("a", one), count("a", other)) == (1, 2, 1, 2)
    assert calls == ["a", "a"]  # read once per text and object


def test_a_list_answer_is_the_callers_own():
    forms = get_language("en").forms
    first = find_dates("From 3 March 2027 to 9 May 2027.", forms)
    first.clear()
    again = find_dates("From 3 March 2027 to 9 May 2027.", forms)
    assert [(d.month, d.day) for d in again] == [(3, 3), (5, 9)]
