"""Classes of misreading that the twenty-second held-out set showed in documents written from the notes (minutes,
executive reports, tickets, release notes), in Russian and in every language's shared forms, each pinned with
phrasings written for these tests (none taken from a held-out brief). The materials are those of
tests/facts/test_grader_classes_all_languages.py (seed 1: pending with the investment board, 10 March – 22 April
2027; seed 5: approved by Marek Novak on 15 May 2026, the pilot «Скопа» / Osprey / 鱼鹰)."""

import pytest

from kvtrial.facts.languages import get_language
from kvtrial.facts.parse import find_dates
from tests.facts.test_grader_classes_all_languages import assert_all_correct, grade, grade_prose, labels


# --- a month in Roman numerals is a date ("10.III.2027"), never two bare numbers --------------------------------------
@pytest.mark.parametrize("lang, timeline", [
    ("ru", "10.III.2027 → 22.IV.2027 [2, 9]"),
    ("ru", "с 10.III.2027 по 22.IV.2027 [2, 9]"),
    ("zh", "10.III.2027 → 22.IV.2027[2][4]"),
])
def test_a_roman_numeral_month_is_a_date(mats, lang, timeline):
    g = grade(mats, lang, 1, timeline=timeline)
    assert labels(g)["start_date"] == labels(g)["end_date"] == "correct", [g.by_id("start_date").detail,
                                                                          g.by_id("end_date").detail]
    assert not g.unsupported, g.unsupported


def test_roman_months_read_every_month():
    forms = get_language("ru").forms
    found = find_dates("1.I.2027, 9.IV.2027, 30.IX.2027, 31.XII.2027", forms)
    assert [(d.year, d.month, d.day) for d in found] == [(2027, 1, 1), (2027, 4, 9), (2027, 9, 30), (2027, 12, 31)]


# --- an English paragraph word in a Russian brief cites ("Para 2 · Para 9"), no claim of its own ----------------------
@pytest.mark.parametrize("extra", [
    "Источники: Para 2 · Para 9 · Para 18",
    "Источник: Paragraph 2, Paragraph 9",
])
def test_an_english_paragraph_word_cites(mats, extra):
    assert_all_correct(grade(mats, "ru", 1, extra=extra))


# --- an item "put outside the pilot's bounds" ("выведен за его рамки") is excluded, not in scope ----------------------
@pytest.mark.parametrize("oos", [
    "Устаревший факс-шлюз выведен за рамки пилота [9]",
    "Устаревший факс-шлюз выведен за его рамки [9]",
])
def test_put_outside_the_bounds_is_an_exclusion(mats, oos):
    g = grade(mats, "ru", 1, oos=oos)
    assert labels(g)["out_of_scope"] == "correct", g.by_id("out_of_scope").detail


# --- a section heading of minutes or release notes ("Поручения", "Разное", "Изменения в выпуске") names a part of
# the document, no claim of the pilot -------------------------------------------------------------------------------
@pytest.mark.parametrize("extra", [
    "Поручения участникам\n—",
    "Разное (прочие вопросы)\n—",
    "Что нового в этом выпуске\n—",
    "Повестка дня",
])
def test_a_section_heading_of_minutes_or_release_notes_is_no_claim(mats, extra):
    assert_all_correct(grade(mats, "ru", 5, extra=extra))


# --- paragraphs parted by slashes in a Chinese citation ("第2/4/8段") cite, no claim of their own -----------------------
@pytest.mark.parametrize("extra", ["来源：第2/4/8段", "参考 第 2 / 4 段"])
def test_slash_parted_paragraphs_cite(mats, extra):
    assert_all_correct(grade(mats, "zh", 1, extra=extra))


# --- a date range in a later clause of a sentence that says the pilot is approved ("approved; the work runs X – Y") is
# the pilot's period, not the approval's date ----------------------------------------------------------------------
@pytest.mark.parametrize("lang, sentence", [
    ("en", "In short: Osprey is approved; invoice matching at the Leeds office runs 9 Jun – 3 Oct 2026 [2, 8]."),
    ("ru", "Коротко: пилот утверждён; сверка счетов в офисе в Лидсе идёт 09.06.2026 – 03.10.2026 [3, 10]."),
])
def test_a_range_after_an_approved_clause_is_the_period(mats, lang, sentence):
    g = grade_prose(mats, lang, 5, "timeline", sentence)
    assert labels(g)["approval"] == "correct", g.by_id("approval").detail
    assert labels(g)["start_date"] == labels(g)["end_date"] == "correct", [g.by_id("start_date").detail,
                                                                          g.by_id("end_date").detail]


# --- a pending approval credited to a department of the company (a body of the background, not the source's) is
# distorted --------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("lang, status", [
    ("en", "pending; the decision sits with the legal department [9]"),
    ("en", "awaiting a sign-off from the quality assurance department [9]"),
    ("ru", "ожидает решения юридического отдела [9]"),
    ("ru", "пока не утверждён, вопрос у департамента закупок [9]"),
])
def test_a_pending_approval_with_a_department_is_distorted(mats, lang, status):
    g = grade(mats, lang, 1, status=status)
    assert labels(g)["approval"] == "distorted", g.by_id("approval").detail


@pytest.mark.parametrize("lang, status", [
    ("en", "pending with the investment board [9]; the finance team prepares the papers"),
    ("ru", "ожидает утверждения инвестиционного совета [9]"),
])
def test_a_pending_approval_with_the_sources_body_stays_correct(mats, lang, status):
    g = grade(mats, lang, 1, status=status)
    assert labels(g)["approval"] == "correct", g.by_id("approval").detail


# --- a pending approval told as arrived in other words ("the board's approval is in", "sign-off came through") is
# reported as approved: distorted ------------------------------------------------------------------------------------
@pytest.mark.parametrize("status", [
    "the investment board's approval is in [9]",
    "investment board sign-off has come through [9]",
])
def test_an_approval_told_as_arrived_is_approved(mats, status):
    g = grade(mats, "en", 1, status=status)
    assert labels(g)["approval"] == "distorted", g.by_id("approval").detail


# --- the fact's name with words saying its value holds ("End date stays at …", "Окончание остаётся …") gives the fact
# again: a second value set against the first is two values for one fact, distorted ---------------------------------
@pytest.mark.parametrize("lang, extra", [
    ("en", "End date stays at 30 April 2027."),
    ("en", "End date remains 30 April 2027."),
    ("ru", "Окончание остаётся 30 апреля 2027 г."),
])
def test_a_kept_value_set_against_the_first_is_two_values(mats, lang, extra):
    g = grade(mats, lang, 1, extra=extra)
    assert labels(g)["end_date"] == "distorted", g.by_id("end_date").detail
