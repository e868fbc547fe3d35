"""Normalisation of dates, amounts, numbers and citations written in the many ways a model writes them."""

from decimal import Decimal

import pytest

from kvtrial.facts.languages import get_language
from kvtrial.facts.parse import currencies_in, find_amounts, find_citations, find_dates, find_numbers

EN = get_language("en")
EN_FORMS = EN.forms


@pytest.mark.parametrize("text", [
    "2026-03-02", "March 2, 2026", "2 March 2026", "2nd of March 2026", "Monday, 2 March 2026",
    "Mar. 2, 2026", "March 2nd 2026", "02.03.2026", "02/03/2026", "2 Mar 2026",
])
def test_date_forms_normalise_to_one_date(text):
    dates = find_dates(f"The pilot starts on {text} [3].", EN_FORMS)
    assert len(dates) == 1
    assert dates[0].matches("2026-03-02")
    assert not dates[0].matches("2026-03-03")


def test_ambiguous_slash_date_keeps_both_readings_and_unambiguous_one_does_not():
    (d,) = find_dates("on 04/07/2026", EN_FORMS)
    assert d.matches("2026-07-04") and d.matches("2026-04-07")
    (d,) = find_dates("on 25/07/2026", EN_FORMS)
    assert d.matches("2026-07-25") and d.alternatives == ()


def test_partial_dates_keep_what_is_missing():
    (month_only,) = find_dates("runs in May 2026", EN_FORMS)
    assert month_only.day is None and month_only.same_month("2026-05-05") and not month_only.matches("2026-05-05")
    (no_year,) = find_dates("starts 5 May", EN_FORMS)
    assert no_year.year is None and no_year.matches("2026-05-05")


def test_may_the_verb_is_not_a_date():
    assert find_dates("paragraph 3 may say otherwise", EN_FORMS) == []


def test_two_dates_in_a_range_are_both_found_in_order():
    dates = find_dates("from 5 May 2026 to 4 July 2026", EN_FORMS)
    assert [(d.month, d.day) for d in dates] == [(5, 5), (7, 4)]


@pytest.mark.parametrize("text,first", [
    ("8.II–7.IV.2027", (2027, 2, 8)), ("8–20.IV.2027", (2027, 4, 8)), ("8.II – 7.IV.2027", (2027, 2, 8)),
])
def test_a_range_s_first_end_takes_the_year_and_month_it_lacks_from_the_second(text, first):
    """The first end written with a day and a Roman month only ("8.II–7.IV.2027") is a date of the second's year, not a
    number of its own; a first end that would fall after the second is no such date."""
    for forms in (EN_FORMS, get_language("ru").forms):
        dates = find_dates(text, forms)
        assert [(d.year, d.month, d.day) for d in dates] == [first, (2027, 4, 7 if "7.IV" in text else 20)]
    assert [d.text for d in find_dates("8.XII–7.IV.2027", EN_FORMS)] == ["7.IV.2027"]
    assert [d.text for d in find_dates("part 8.i – 7.IV.2027", EN_FORMS)] == ["7.IV.2027"]  # "i" is no month


@pytest.mark.parametrize("text,value,currency", [
    ("EUR 48,500", "48500", "EUR"), ("€48,500", "48500", "EUR"), ("48 500 euros", "48500", "EUR"),
    ("48.5k EUR", "48500", "EUR"), ("EUR 48.500", "48500", "EUR"), ("48,500.00 EUR", "48500", "EUR"),
    ("$37,500", "37500", "USD"), ("37500 US dollars", "37500", "USD"), ("GBP 37,500", "37500", "GBP"),
    ("£37.5k", "37500", "GBP"), ("CHF 91,000", "91000", "CHF"), ("91 000 Swiss francs", "91000", "CHF"),
    ("EUR 1.2 million", "1200000", "EUR"), ("CHF 91'000", "91000", "CHF"), ("CHF 91’000", "91000", "CHF"),
])
def test_amount_forms_normalise(text, value, currency):
    amounts = find_amounts(f"The budget is {text} [4].", EN_FORMS)
    assert len(amounts) == 1, amounts
    assert amounts[0].value == Decimal(value) and amounts[0].currency == currency


def test_currency_words_without_amounts_and_numbers():
    assert currencies_in("Budget (EUR): 48,500", EN_FORMS) == {"EUR"}
    assert [n.value for n in find_numbers("about 12 weeks and 48,500 and 2.5", EN_FORMS)] == [12, 48500, Decimal("2.5")]


def test_citation_forms():
    cites = find_citations("a [3] b [4, 7] c [5-6] d (paragraph 9) e paras 10 and 11 f ¶12", EN_FORMS)
    assert [c.numbers for c in cites] == [(3,), (4, 7), (5, 6), (9,), (10, 11), (12,)]
