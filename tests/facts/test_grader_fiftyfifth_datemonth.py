"""A month word inside a date is the date's, never a party's name: "the vendor may raise its prices after 12 August" is
one claim with its date, not a party "August" as well. A name the date does not hold after the same party word still
counts. Pinned with briefs written for these tests on the material of seed 5."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, graded, kinds

# a party word, then a date whose month word would pass for a name (capitalised, after the party word)
DATED = {
    "en": ["The vendor may raise its prices after 14 August 2026.", "Tell me if the vendor visit on 21 July has to move."],
    "ru": ["Поставщик может поднять цены после 14 Августа 2026 г."],
}
# the same party word naming a party the source never names: one party as today
NAMED = {
    "en": "The vendor Northwind will join on 21 July.",
    "ru": "Подрядчик «Северный ветер» подключится 21 июля.",
}


@pytest.mark.parametrize(("code", "line"), [(c, t) for c, lines in DATED.items() for t in lines])
def test_a_month_inside_a_date_is_no_party(code: str, line: str) -> None:
    added = kinds(graded(code, 5, SEED5_FACTS[code] + SEED5_WORK[code] + "\n\n" + line))
    assert [k for k, _ in added] == ["date"], added


@pytest.mark.parametrize("code", sorted(NAMED))
def test_a_name_after_the_party_word_still_counts(code: str) -> None:
    added = kinds(graded(code, 5, SEED5_FACTS[code] + SEED5_WORK[code] + "\n\n" + NAMED[code]))
    assert "party" in [k for k, _ in added], added
