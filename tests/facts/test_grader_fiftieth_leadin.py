"""A lead-in, in every language: a topic or frame phrase with no verb of its own before a comma ("For a trial of such
modest ambition, …", "Given the deliberately narrow footprint, …", "对于一个只覆盖单一站点的小型试点而言，…", "考虑到…，…",
"С учётом крайне узкой географии охвата, …", "На мой взгляд, …") belongs to the clause it introduces: the sentence is one
added claim, never two, and a frame before a fact told right adds nothing. Two real claims joined by a comma stay two,
and a phrase with its own verb ("Given that …", "考虑到预算已经花掉…", "Учитывая, что …") is no frame. Briefs written for
these tests on the material of seed 5 (every fact told right by SEED5_FACTS and SEED5_WORK)."""

import pytest

from kvtrial.facts.languages import get_language
from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds

# a judgement of the budget said in a frame opening its sentence: one added claim
FRAMED = {
    "en": ["For a trial of such modest ambition and narrow footprint, the funding feels comfortably generous.",
           "Considering the tiny single-site footprint, the funding feels comfortably generous."],
    "ru": ["Для эксперимента столь скромного размаха с узкой географией, финансирование выглядит весьма щедрым.",
           "С учётом крайне узкой географии охвата, финансирование выглядит весьма щедрым.",
           "На мой личный субъективный взгляд, финансирование выглядит весьма щедрым."],
    "zh": ["对于一个只覆盖单一站点的小型试点而言，这笔钱相当宽裕。", "就这种小规模的尝试来讲，预算绰绰有余。",
           "考虑到试点的范围，预算绰绰有余。"],
}
# a frame after a clause telling a fact, before the judgement it frames: one further claim
FRAMED_AFTER_FACT = {"zh": "结束日期是2026年10月3日，对这样短的周期来说，时间明显偏紧。"}
# two claims of their own joined by a comma: two additions
TWO_CLAIMS = {
    "en": "The weekly steering huddle happens every Tuesday morning, and the procurement lead must countersign every "
          "vendor invoice.",
    "ru": "Еженедельная планёрка проходит каждый вторник утром, а закупщик обязан визировать каждый счёт поставщика.",
}
# a frame before the budget told right: nothing added
FRAMED_FACT = {
    "en": "For the record, the budget is USD 45,000.",
    "ru": "Для справки, бюджет — 45 000 долларов США.",
    "zh": "作为补充说明，预算为45,000美元。",
}
# a phrase with a verb of its own opening the sentence: a claim, no frame
NOT_FRAMES = {
    "en": ["Given that the budget is half spent", "For a pilot which has slipped twice"],
    "ru": ["Учитывая, что бюджет уже потрачен", "Для пилота, который уже сдвигали"],
    "zh": ["考虑到预算已经花掉一半以上", "鉴于供应商被更换了"],
}
FRAMES = {
    "en": ["For a pilot of this size", "Given the scope", "In my view", "Relative to similar rollouts"],
    "ru": ["Для пилота такого масштаба", "С учётом объёма работ", "На мой взгляд", "Учитывая масштаб"],
    "zh": ["对这样规模的试点来说", "就这个范围而言", "考虑到试点的范围", "鉴于范围很窄"],
}


def _brief(lang: str, extra: str) -> str:
    return SEED5_FACTS[lang] + SEED5_WORK[lang] + " " + extra


def _all_correct(g) -> None:
    assert set(facts(g).values()) == {"correct"}


@pytest.mark.parametrize("lang,sentence", [(lang, s) for lang, ss in FRAMED.items() for s in ss])
def test_frame_and_its_clause_are_one_addition(lang, sentence):
    g = graded(lang, 5, _brief(lang, sentence))
    _all_correct(g)
    assert kinds(g) == [("claim", sentence)]


@pytest.mark.parametrize("lang", sorted(FRAMED_AFTER_FACT))
def test_frame_after_a_fact_is_one_further_claim(lang):
    g = graded(lang, 5, _brief(lang, FRAMED_AFTER_FACT[lang]))
    _all_correct(g)
    assert len(kinds(g)) == 1


@pytest.mark.parametrize("lang", sorted(TWO_CLAIMS))
def test_two_claims_joined_by_a_comma_stay_two(lang):
    g = graded(lang, 5, _brief(lang, TWO_CLAIMS[lang]))
    _all_correct(g)
    assert len(kinds(g)) == 2


@pytest.mark.parametrize("lang", sorted(FRAMED_FACT))
def test_frame_before_a_fact_told_right_adds_nothing(lang):
    g = graded(lang, 5, _brief(lang, FRAMED_FACT[lang]))
    _all_correct(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang,phrase,frame", [(lang, p, True) for lang, ps in FRAMES.items() for p in ps] +
                         [(lang, p, False) for lang, ps in NOT_FRAMES.items() for p in ps])
def test_frame_needs_no_verb_of_its_own(lang, phrase, frame):
    assert bool(get_language(lang).layout.frame_lead.search(phrase)) is frame
