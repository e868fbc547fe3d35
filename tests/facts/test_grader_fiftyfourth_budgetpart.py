"""A part of the budget put to a use beside the budget (an amount or a share "of the budget", "其中", "из них",
earmarked, held back, set aside or going to something): one addition, not a second value of the budget, which stays as
told. Two conflicting budget values stay a distortion, the budget told once in another notation stays correct, and what
is spent so far counts as before. Pinned with briefs written for these tests on the material of seed 5 (USD 45,000)."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds

LANGS = ("en", "zh", "ru")

# a part in digits, in a sentence of its own after the budget's
PART_IN_DIGITS = {
    "en": " Roughly USD 8,000 of the budget is kept in reserve for unexpected costs.",
    "zh": "其中约8,000美元留作应急备用金。",
    "ru": " Из них около 8 000 долларов США зарезервировано на непредвиденные расходы.",
}
# a share in words, with no digit, going to a work item the brief names (its stage is told elsewhere)
SHARE_IN_WORDS = {
    "en": " About half of the budget is set aside for the translation of the user guides.",
    "zh": "其中大约一半会用于用户指南翻译。",
    "ru": " Из них примерно половина отложена на перевод руководств пользователя.",
}
# the budget told again with another value
CONFLICT = {
    "en": " To repeat, the budget is USD 54,000.",
    "zh": "再说一遍，预算为54,000美元。",
    "ru": " Повторю: бюджет — 54 000 долларов США.",
}
# how much is spent so far
SPENT = {
    "en": " Of the budget, roughly a third has already gone into the scanner installation.",
    "zh": "预算中约三分之一已经用在扫描器安装上。",
    "ru": " Из бюджета уже израсходована примерно треть.",
}


def _brief(lang: str, more: str) -> str:
    return SEED5_FACTS[lang] + SEED5_WORK[lang] + more


@pytest.mark.parametrize("lang", LANGS)
def test_a_part_in_digits_is_one_addition_and_no_second_budget(lang):
    g = graded(lang, 5, _brief(lang, PART_IN_DIGITS[lang]))
    assert facts(g)["budget"] == "correct", facts(g)
    assert len(kinds(g)) == 1, kinds(g)


@pytest.mark.parametrize("lang", LANGS)
def test_a_share_in_words_is_one_addition(lang):
    g = graded(lang, 5, _brief(lang, SHARE_IN_WORDS[lang]))
    assert facts(g)["budget"] == "correct", facts(g)
    assert len(kinds(g)) == 1, kinds(g)


@pytest.mark.parametrize("lang", LANGS)
def test_two_conflicting_budget_values_stay_distorted(lang):
    g = graded(lang, 5, _brief(lang, CONFLICT[lang]))
    assert facts(g)["budget"] == "distorted", facts(g)


@pytest.mark.parametrize("lang", LANGS)
def test_the_budget_alone_adds_nothing(lang):
    g = graded(lang, 5, _brief(lang, ""))
    assert facts(g)["budget"] == "correct", facts(g)
    assert kinds(g) == [], kinds(g)


OTHER_NOTATION = {
    "en": "User: budget?\nAssistant: 45k dollars.\n",
    "zh": "用户：预算多少？\n助手：4.5万美元。\n",
    "ru": "Пользователь: бюджет?\nАссистент: 45 тыс. долларов США.\n",
}


@pytest.mark.parametrize("lang", LANGS)
def test_the_budget_in_another_notation_stays_correct(lang):
    g = graded(lang, 5, OTHER_NOTATION[lang])
    assert facts(g)["budget"] == "correct", facts(g)
    assert kinds(g) == [], kinds(g)


@pytest.mark.parametrize("lang", LANGS)
def test_what_is_spent_so_far_still_counts_once(lang):
    g = graded(lang, 5, _brief(lang, SPENT[lang]))
    assert facts(g)["budget"] == "correct", facts(g)
    assert len(kinds(g)) == 1, kinds(g)


# the share told in the budget's own sentence, in a chat's reply
SAME_SENTENCE = {
    "en": "User: and the money?\nAssistant: The budget is USD 45,000 [2], and about half of it will go to the "
          "translation of the user guides.\n",
    "zh": "用户：钱呢？\n助手：预算45,000美元 [2]，其中大约一半会用于用户指南翻译。\n",
    "ru": "Пользователь: а деньги?\nАссистент: Бюджет — 45 000 долларов США [2], из них примерно половина уйдёт на "
          "перевод руководств пользователя.\n",
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_share_in_the_budgets_sentence_is_one_addition(lang):
    g = graded(lang, 5, SAME_SENTENCE[lang])
    assert facts(g)["budget"] == "correct", facts(g)
    assert len(kinds(g)) == 1, kinds(g)
