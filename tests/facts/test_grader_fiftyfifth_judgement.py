"""The writer's judgement of a fact of the pilot, its budget, timeline, scope or approval, as realistic, ambitious,
tight, generous, safe or risky: one addition, with no digit and no name in it, though it also restates a length the
dates give or sits in the sentence stating the fact. A length alone, and a remark that the notes do not say whether a
fact is enough, stay no addition; the fact judged keeps its label. Pinned with briefs written for these tests on the
material of seed 5 (9 June to 3 October 2026, USD 45,000)."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds

LANGS = ("en", "zh", "ru")

# a judgement in a sentence of its own, a few words only
ALONE = {
    "en": " The schedule is a risky one.",
    "zh": "工期有点紧。",
    "ru": " Бюджет щедрый.",
}
# a judgement after a frame holding a length the dates give, with no comma between
FRAMED = {
    "en": " For a four-month pilot the timeline seems realistic enough.",
    "zh": "四个月的周期看起来相当稳妥。",
    "ru": " Для четырёхмесячного пилота это выглядит довольно амбициозным планом.",
}
# the budget stated, then judged after a dash in the same sentence, with the pilot's length as the frame
BUDGET_JUDGED = {
    "en": ("the budget is USD 45,000. ",
           "the budget is USD 45,000 — for a four-month pilot at a single office that seems generous. "),
    "zh": ("预算为45,000美元。", "预算为45,000美元——对一个为期四个月、只在一个办公室的试点来说比较宽松。"),
    "ru": ("бюджет — 45 000 долларов США. ",
           "бюджет — 45 000 долларов США — для четырёхмесячного пилота в одном офисе это выглядит вполне достаточным бюджетом. "),
}
# the dates stated, then judged in the same sentence
DATES_JUDGED = {
    "en": ("to 3 October 2026 and", "to 3 October 2026, which is a tight window, and"),
    "zh": ("2026年10月3日结束，", "2026年10月3日结束，时间有点紧，"),
    "ru": ("по 3 октября 2026 г. и", "по 3 октября 2026 г., что выглядит реалистично, и"),
}
# neighbours: a length alone, and the notes' silence on whether the budget is enough
LENGTH_ONLY = {
    "en": " It is a four-month pilot.",
    "zh": "这是一个为期四个月的试点。",
    "ru": " Это четырёхмесячный пилот.",
}
SILENT = {
    "en": ("the budget is USD 45,000. ", "the budget is USD 45,000; the notes do not say whether that is adequate. "),
    "zh": ("预算为45,000美元。", "预算为45,000美元，材料没有说明是否够用。"),
    "ru": ("бюджет — 45 000 долларов США. ",
           "бюджет — 45 000 долларов США; достаточно ли этого, в заметках не сказано. "),
}


def _brief(lang: str, more: str = "") -> str:
    return SEED5_FACTS[lang] + SEED5_WORK[lang] + more


def _all_correct(g) -> None:
    assert set(facts(g).values()) == {"correct"}, facts(g)


@pytest.mark.parametrize("lang", LANGS)
def test_a_judgement_alone_is_one_addition(lang):
    g = graded(lang, 5, _brief(lang, ALONE[lang]))
    _all_correct(g)
    assert len(kinds(g)) == 1, kinds(g)


@pytest.mark.parametrize("lang", LANGS)
def test_a_judgement_after_a_frame_with_the_length_is_one_addition(lang):
    g = graded(lang, 5, _brief(lang, FRAMED[lang]))
    _all_correct(g)
    assert len(kinds(g)) == 1, kinds(g)


@pytest.mark.parametrize("lang", LANGS)
def test_the_budget_judged_beside_it_is_one_addition_and_stays_correct(lang):
    old, new = BUDGET_JUDGED[lang]
    g = graded(lang, 5, _brief(lang).replace(old, new))
    _all_correct(g)
    assert len(kinds(g)) == 1, kinds(g)


@pytest.mark.parametrize("lang", LANGS)
def test_the_dates_judged_beside_them_are_one_addition(lang):
    old, new = DATES_JUDGED[lang]
    g = graded(lang, 5, _brief(lang).replace(old, new))
    _all_correct(g)
    assert len(kinds(g)) == 1, kinds(g)


@pytest.mark.parametrize("lang", LANGS)
def test_a_length_alone_is_no_addition(lang):
    g = graded(lang, 5, _brief(lang, LENGTH_ONLY[lang]))
    _all_correct(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", LANGS)
def test_the_notes_silence_on_the_budget_is_no_addition(lang):
    old, new = SILENT[lang]
    g = graded(lang, 5, _brief(lang).replace(old, new))
    _all_correct(g)
    assert kinds(g) == []
