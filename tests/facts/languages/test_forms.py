"""Dates, amounts and citations in the forms each language writes them."""

from decimal import Decimal

import pytest

from kvtrial.facts.languages import get_language
from kvtrial.facts.parse import currencies_in, find_amounts, find_citations, find_dates


@pytest.mark.parametrize("code,text,iso", [
    ("zh", "试点于2026年4月20日开始", "2026-04-20"),
    ("zh", "2026-04-20", "2026-04-20"),
    ("zh", "2026/4/20", "2026-04-20"),
    ("zh", "20.04.2026", "2026-04-20"),
    ("ru", "20 апреля 2026 г.", "2026-04-20"),
    ("ru", "с 20 апреля 2026 года", "2026-04-20"),
    ("ru", "20.04.2026", "2026-04-20"),
    ("ru", "2026-04-20", "2026-04-20"),
])
def test_full_dates(code, text, iso):
    dates = find_dates(text, get_language(code).forms)
    assert len(dates) == 1 and dates[0].matches(iso)


@pytest.mark.parametrize("code,text,month", [("zh", "2026年4月", 4), ("ru", "апрель 2026 г.", 4), ("ru", "в мае 2026", 5)])
def test_month_only_dates_have_no_day(code, text, month):
    (d,) = find_dates(text, get_language(code).forms)
    assert d.day is None and d.month == month


def test_a_chinese_date_without_a_year_matches_any_year():
    (d,) = find_dates("7月3日结束", get_language("zh").forms)
    assert d.year is None and d.matches("2026-07-03")


@pytest.mark.parametrize("code,text,value,currency", [
    ("zh", "预算为91,500瑞士法郎", 91500, "CHF"),
    ("zh", "预算为9.15万瑞士法郎", 91500, "CHF"),
    ("zh", "预算为九万一千五百瑞士法郎", 91500, "CHF"),
    ("zh", "预算：CHF 91,500", 91500, "CHF"),
    ("zh", "预算：£45,000", 45000, "GBP"),
    ("zh", "37,500欧元", 37500, "EUR"),
    ("ru", "91 500 швейцарских франков", 91500, "CHF"),
    ("ru", "91,5 тыс. швейцарских франков", 91500, "CHF"),
    ("ru", "девяносто одна тысяча пятьсот швейцарских франков", 91500, "CHF"),
    ("ru", "46 500 долларов США", 46500, "USD"),
    ("ru", "45 000 €", 45000, "EUR"),
    ("ru", "USD 46 500", 46500, "USD"),
])
def test_amounts_in_digits_and_in_words(code, text, value, currency):
    (a,) = find_amounts(text, get_language(code).forms)
    assert (a.value, a.currency) == (Decimal(value), currency)


def test_a_currency_word_alone_is_named():
    assert currencies_in("все суммы в долларах США", get_language("ru").forms) == {"USD"}
    assert currencies_in("以美元计", get_language("zh").forms) == {"USD"}


@pytest.mark.parametrize("code,text,numbers", [
    ("zh", "第3段", (3,)), ("zh", "【3】", (3,)), ("zh", "（第1、5段）", (1, 5)), ("zh", "段落8", (8,)),
    ("zh", "[2, 7]", (2, 7)),
    ("ru", "абз. 3", (3,)), ("ru", "(абз. 2 и 10)", (2, 10)), ("ru", "[абз. 2, 10]", (2, 10)), ("ru", "п. 17", (17,)),
])
def test_citations(code, text, numbers):
    found = find_citations(text, get_language(code).forms)
    assert tuple(n for c in found for n in c.numbers) == numbers


@pytest.mark.parametrize("text,first,second", [
    ("试点窗口：3/9–11/21（2027）", "2027-03-09", "2027-11-21"),
    ("周期 5/2 ~ 8/30，2026年", "2026-05-02", "2026-08-30"),
])
def test_a_terse_chinese_month_day_range_is_two_dates(text, first, second):
    a, b = find_dates(text, get_language("zh").forms)
    assert a.matches(first) and b.matches(second) and a.day and b.day


@pytest.mark.parametrize("text", ["完成了3/9的任务", "比例为3/9"])
def test_a_lone_chinese_month_day_pair_is_no_date(text):
    assert find_dates(text, get_language("zh").forms) == []


def test_the_euro_clipped_to_one_chinese_character_is_an_amount_and_europe_is_not():
    forms = get_language("zh").forms
    (a,) = find_amounts("经费约4.2万欧。", forms)
    assert a.currency == "EUR" and a.value == Decimal("42000")
    assert [x.currency for x in find_amounts("欧洲仓库，预算3万美元", forms)] == ["USD"]
