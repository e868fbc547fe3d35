"""Talk around the facts, the forty-eighth held-out set's class in every language: a remark on what the notes leave
unsaid, advice not to confuse two things told, a lead-in to the lines on the work or to a handover's next part, a
closing offer to talk, and a length of the run in a compound ("a four-month run") that the brief's own dates bear
out. None claims anything of the pilot; the same forms carrying a claim of their own, or a length no dates bear out,
stay additions. Each is pinned with briefs written for these tests on the material of seed 5."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds

# --- talk around the facts: no addition --------------------------------------------------------------------------
TALK = {
    "en": ["The notes don't say anything about the spending so far or about a second phase.",
           "Don't mix the two up.",
           "As for the work, the picture is this:",
           "A few more small things that save time in the first months."],
    "ru": ["В заметках ничего не сказано о расходах и о втором этапе.",
           "Не путайте одно с другим.",
           "По ходу работ картина такая.",
           "Ещё пара мелочей, которые сберегут время в первые месяцы."],
    "zh": ["笔记没有提到目前的支出，也没有说明第二阶段。",
           "两者千万不要搞混。",
           "工作进展是这样的：",
           "有啥不清楚的，随时来找我。"],
}


@pytest.mark.parametrize("lang", list(TALK))
@pytest.mark.parametrize("n", range(4))
def test_talk_around_the_facts_is_no_addition(lang, n):
    g = graded(lang, 5, SEED5_FACTS[lang] + TALK[lang][n] + "\n\n" + SEED5_WORK[lang] + "\n")
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == [], kinds(g)


# --- the same forms carrying a claim of their own: still an addition ------------------------------------------------
CLAIMED = {
    "en": "As for the work, the picture is this: the vendor has already been paid in full.",
    "ru": "По ходу работ картина такая: поставщику уже полностью заплатили.",
    "zh": "工作进展是这样的：供应商的款项已经全部付清了。",
}


@pytest.mark.parametrize("lang", list(CLAIMED))
def test_a_lead_in_with_a_claim_after_it_is_still_an_addition(lang):
    g = graded(lang, 5, SEED5_FACTS[lang] + CLAIMED[lang] + "\n\n" + SEED5_WORK[lang] + "\n")
    assert len(kinds(g)) >= 1, kinds(g)


# --- a length of the run in a compound: borne out by the dates, or not ---------------------------------------------
def test_a_compound_length_the_dates_bear_out_is_no_addition():
    # 9 June to 3 October 2026: just under four months
    g = graded("en", 5, SEED5_FACTS["en"] + "So it's roughly a four-month run. " + SEED5_WORK["en"] + "\n")
    assert kinds(g) == [], kinds(g)


def test_a_compound_length_no_dates_bear_out_is_an_addition():
    g = graded("en", 5, SEED5_FACTS["en"] + "So it's roughly a nine-month run. " + SEED5_WORK["en"] + "\n")
    assert ("number", "nine") in kinds(g), kinds(g)


# --- the writer's own view around a length the dates bear out: the view is still an addition --------------------------
# (9 June to 3 October 2026: just under four months, about sixteen weeks)
LENGTH_TOLD = {
    "en": "In all, roughly a four-month run.",
    "ru": "Всего выходит около четырёх месяцев.",
    "zh": "整个试点大约四个月。",
}
LENGTH_AS_RISK = {
    "en": "Biggest risk: a four-month run leaves little slack if the vendor is late.",
    "ru": "Главный риск: около четырёх месяцев на всё — запаса почти нет, если поставщик задержится.",
    "zh": "最大的风险：整个试点只有大约四个月，供应商一旦延误就没有余地。",
}


@pytest.mark.parametrize("lang", list(LENGTH_TOLD))
def test_a_length_the_dates_bear_out_told_alone_is_no_addition(lang):
    g = graded(lang, 5, SEED5_FACTS[lang] + LENGTH_TOLD[lang] + "\n\n" + SEED5_WORK[lang] + "\n")
    assert kinds(g) == [], kinds(g)


@pytest.mark.parametrize("lang", list(LENGTH_AS_RISK))
def test_a_risk_told_around_a_length_the_dates_bear_out_is_an_addition(lang):
    g = graded(lang, 5, SEED5_FACTS[lang] + LENGTH_AS_RISK[lang] + "\n\n" + SEED5_WORK[lang] + "\n")
    assert len(kinds(g)) == 1, kinds(g)
    assert set(facts(g).values()) == {"correct"}, facts(g)
