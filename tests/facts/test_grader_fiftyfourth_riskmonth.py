"""A month, a date or a figure inside a risk told under a bare heading of risks ("Risks:", "**Риски**", "风险：" over list
items or a line) is part of that risk, as in a risk table's row: the risk saying what may go wrong is one addition, its
month no addition of its own ("若翻译10月20日后才开工，…可能来不及…"). The neighbours hold: a deadline under the same heading
that says no risk is counted by its date; a risk adding nothing but its month still counts once; a month in a plain
sentence outside any risk section counts as before. Pinned with briefs written for these tests on the material of seed 5
(which gives no risk of its own)."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds

# a risk with a date of its own, listed under "Risks:"
DATED_RISK = {
    "en": "Risks:\n- Should the translators start only after 20 October, the French guides could be late for go-live.\n",
    "ru": "Риски:\n- Если переводчики приступят только после 20 октября, французские руководства могут не успеть к "
          "запуску.\n",
    "zh": "风险：\n- 若翻译10月20日后才开工，法语指南可能来不及在上线前完成。\n",
}

# a risk with a bare month, on a line under a bold heading
MONTH_RISK = {
    "en": "**Risks**\nIf the French translators are booked only in October, the guides might miss the go-live.\n",
    "ru": "**Риски**\nЕсли французских переводчиков найдут лишь в октябре, руководства могут опоздать к запуску.\n",
    "zh": "**风险**\n如果法语译员到10月才到位，指南恐怕赶不上正式上线。\n",
}

# a deadline listed under the same heading: no risk, a date of its own
DEADLINE = {
    "en": "- The test sandbox has to be ready by 4 May.\n",
    "ru": "- Тестовый стенд нужно подготовить к 4 мая.\n",
    "zh": "- 测试环境须在5月4日前就绪。\n",
}

# a risk whose month is all it adds to the planned translation
MONTH_ONLY = {
    "en": "Risks:\n- The guide translation may slip to 14 November.\n",
    "ru": "Риски:\n- Перевод руководств может затянуться до 14 ноября.\n",
    "zh": "风险：\n- 用户指南翻译可能拖到11月。\n",
}

# the dated risk told in a plain paragraph, no heading of risks over it
PLAIN = {
    "en": "The French guides could be late for go-live should the translators start only after 20 October.\n",
    "ru": "Французские руководства могут не успеть к запуску, если переводчики приступят только после 20 октября.\n",
    "zh": "若翻译到10月才开工，法语指南可能来不及在上线前完成。\n",
}


def _graded(lang: str, tail: str):
    return graded(lang, 5, SEED5_FACTS[lang] + SEED5_WORK[lang] + "\n\n" + tail)


@pytest.mark.parametrize("lang", ["en", "ru", "zh"])
@pytest.mark.parametrize("risks", [DATED_RISK, MONTH_RISK])
def test_a_listed_risk_is_one_addition_its_month_with_it(lang, risks):
    g = _graded(lang, risks[lang])
    added = kinds(g)
    assert len(added) == 1, added
    assert added[0][0] == "claim", added  # the month or the date is part of the risk
    assert set(facts(g).values()) == {"correct"}


@pytest.mark.parametrize("lang", ["en", "ru", "zh"])
def test_a_deadline_under_the_heading_still_counts_by_its_date(lang):
    g = _graded(lang, DATED_RISK[lang] + DEADLINE[lang])
    added = kinds(g)
    assert sorted(kind for kind, _ in added) == ["claim", "date"], added


@pytest.mark.parametrize("lang", ["en", "ru", "zh"])
def test_a_risk_adding_only_its_month_counts_once(lang):
    added = kinds(_graded(lang, MONTH_ONLY[lang]))
    assert len(added) == 1, added


def test_a_month_in_a_plain_sentence_counts_as_before():
    # outside a section of risks the month of "10月" is a number of its own, beside the claim
    added = kinds(_graded("zh", PLAIN["zh"]))
    assert ("number", "10") in added and len(added) == 2, added


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_date_in_a_plain_sentence_counts_as_before(lang):
    added = kinds(_graded(lang, PLAIN[lang]))
    assert [kind for kind, _ in added] == ["date"], added
