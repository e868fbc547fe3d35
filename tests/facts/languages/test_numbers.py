"""Numbers written in words, in each language."""

from decimal import Decimal

import pytest

from kvtrial.facts.languages import get_language
from kvtrial.facts.languages.numbers import chinese_number


@pytest.mark.parametrize("run,value", [("九万一千五百", 91500), ("9万1500", 91500), ("十二", 12), ("一千零五十", 1050),
                                       ("三万七千五百", 37500), ("二十", 20)])
def test_chinese_numerals(run, value):
    assert chinese_number(run) == value


@pytest.mark.parametrize("code,text,value", [
    ("en", "ninety-one thousand five hundred Swiss francs", 91500),
    ("en", "twenty-eight thousand", 28000),
    ("ru", "девяносто одна тысяча пятьсот швейцарских франков", 91500),
    ("ru", "в размере девяноста одной тысячи пятисот франков", 91500),
    ("ru", "сорок пять тысяч долларов", 45000),
    ("zh", "九万一千五百瑞士法郎", 91500),
])
def test_words_read_as_a_value(code, text, value):
    found = get_language(code).forms.word_numbers(text)
    assert [v for _, _, v in found] == [Decimal(value)]


@pytest.mark.parametrize("code,text", [("en", "one of the two dates"), ("ru", "одна из двух"), ("zh", "统一的一个")])
def test_a_lone_small_word_is_no_number(code, text):
    assert get_language(code).forms.word_numbers(text) == []
