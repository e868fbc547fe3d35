"""Classes of misreading that the sixth held-out sets (en, zh, ru) showed, each pinned with phrasings written for
these tests (none taken from a held-out brief), in every language where the form exists. The materials are those of
tests/facts/test_grader_classes_all_languages.py (seed 1: pending with the investment board, the fax gateway out of
scope, the checklist review done, clerk training planned; seed 8: approved by Priya Raman, the sandbox set up, the
satisfaction survey planned, customs declarations out of scope)."""

import pytest

from kvtrial.facts.languages import get_language
from kvtrial.facts.segments import expand_abbreviation, label_of
from tests.facts.test_grader_classes_all_languages import grade


def labels(g):
    return {f.fact_id: str(f.label) for f in g.facts}


# --- 1. an abbreviated label: "Excl.:" for the out-of-scope list, "Src:" for the Sources line ------------------------
# (Chinese writes no such abbreviations)

@pytest.mark.parametrize("lang, oos, extra", [
    ("en", "Excl.: the legacy fax gateway [9]", "Src: 2 = start and money; 9 = end, board and fax gateway; 15 = rest"),
    ("ru", "Искл.: устаревший факс-шлюз [9]", "Ист.: 2 — бюджет; 9 — совет, факс-шлюз; 18 — прочее"),
])
def test_an_abbreviated_exclusion_label_and_sources_line(mats, lang, oos, extra):
    g = grade(mats, lang, 1, oos=oos, extra=extra)
    assert labels(g)["out_of_scope"] == "correct", g.by_id("out_of_scope").detail
    assert not g.unsupported, g.unsupported  # the Sources line's paragraph numbers are citations, not numbers


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_an_abbreviated_label_on_the_same_line_as_the_scope(mats, lang):
    scope = {"en": "spare parts ordering at the Tampere plant [15]. Excl.: the legacy fax gateway [9]",
             "ru": "заказ запчастей на заводе в Тампере [18]. Искл.: устаревший факс-шлюз [9]"}[lang]
    g = grade(mats, lang, 1, scope=scope, oos="")
    assert labels(g)["out_of_scope"] == "correct", g.by_id("out_of_scope").detail


@pytest.mark.parametrize("lang, word, label", [("en", "Plnd", "planned"), ("en", "Excl.", "out_of_scope"),
                                               ("ru", "Искл.", "out_of_scope"), ("ru", "Запл.", "planned")])
def test_short_words_read_as_their_list_label(lang, word, label):
    assert label_of(word, get_language(lang).layout) == label


# a word of its own, not an abbreviation: too long, in no heading's letters, or in the letters of two headings
@pytest.mark.parametrize("lang, word", [("en", "budget"), ("en", "risk"), ("ru", "итого"), ("zh", "来源")])
def test_words_of_their_own_are_not_read_as_abbreviations(lang, word):
    assert expand_abbreviation(word, get_language(lang).layout) == word


@pytest.mark.parametrize("lang, word", [("en", "src"), ("en", "refs"), ("ru", "ист")])
def test_short_words_for_the_sources_line(lang, word):
    layout = get_language(lang).layout
    assert expand_abbreviation(word, layout) in layout.sources_sections
