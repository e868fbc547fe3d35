"""The language registry: every language fills the same typed Language; an unknown code is named."""

import pytest

from kvtrial.errors import MaterialError
from kvtrial.facts.languages import LANGUAGE_CODES, get_language
from kvtrial.facts.material import QUESTION_IDS


@pytest.mark.parametrize("code", LANGUAGE_CODES)
def test_every_language_fills_every_part(code):
    lang = get_language(code)
    assert lang.code == code
    assert set(lang.templates.questions) == set(QUESTION_IDS)
    assert len(lang.templates.required_sections) == 5
    english = get_language("en").pools
    for name in ("companies", "project_names", "processes", "sites", "done_items", "planned_items",
                 "out_of_scope_items", "approvers", "approval_bodies", "currencies"):
        assert len(getattr(lang.pools, name)) == len(getattr(english, name)), name  # one seed, one pilot
    assert {label for label, _ in lang.layout.labels} == {"done", "planned", "out_of_scope", "in_scope"}


def test_an_unknown_language_names_the_known_ones():
    with pytest.raises(MaterialError, match=r"unknown language 'de'.*en, zh, ru"):
        get_language("de")
