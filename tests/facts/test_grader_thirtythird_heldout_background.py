"""The background retold in the brief's own words, the thirty-third held-out set's background class: a note on how
the company works (short meetings, hallway talk, the canteen, who to ask, the quiz evening) told in other words than
the source's, or with English mixed into a Chinese or Russian sentence, restates the background and adds nothing,
while a real addition beside it (a status colour, an invented person) stays one; and a spend the grader counts as
progress is not counted again as a claim of its own. Pinned with briefs written for these tests on the material of
seed 5 (approved)."""

import pytest

from tests.facts.grading import facts, graded, kinds

FACTS = {
    "zh": "试点于2026年6月9日开始，2026年10月3日结束[1][5]，只涵盖利兹办公室的发票匹配[7]，保修索赔不在范围内[5]。"
          "马雷克·诺瓦克已于2026年5月15日批准该试点[5]，预算为45,000美元[1]。条码扫描器安装已经完成[7]，"
          "用户指南翻译已列入计划，但尚未开始[1]。\n",
    "ru": "Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г. [3, 10] и охватывает только сверку счетов в офисе в Лидсе "
          "[17]. Гарантийные претензии в пилот не входят [10]. Марек Новак утвердил пилот 15 мая 2026 г. [10]; бюджет — "
          "45 000 долларов США [3]. Установка сканеров штрихкодов уже завершена [17], а перевод руководств пользователя "
          "запланирован, но не начат [3].\n",
}

# --- the background in other words, or with English mixed in -------------------------------------------------------
RETOLD = {
    "zh": "公司的风格是：小问题常常在走廊里聊几句就快速解决了；有问题，找每个部门的指定联系人就好。"
          "另外，这里的 meetings 很少超过半小时，很多会议都是站着开的 stand-up。\n",
    "ru": "Just FYI про офис: в столовой каждый день a veggie dish is served, супы меняются по сезонам; the quiz "
          "evening для коллег устраивают Питер Окафор и Лейла Хаддад.\n",
}


@pytest.mark.parametrize("lang", list(RETOLD))
def test_the_background_retold_in_other_words_adds_nothing(lang):
    g = graded(lang, 5, FACTS[lang] + RETOLD[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


# --- a real addition beside the retold background stays one ----------------------------------------------------------
ADDED = {
    "zh": "项目协调人由区域经理周明担任，负责日常对接。\n",
    "ru": "RAG status: green.\n",
}


@pytest.mark.parametrize("lang", list(ADDED))
def test_a_real_addition_beside_the_retold_background_stays(lang):
    g = graded(lang, 5, FACTS[lang] + ADDED[lang] + RETOLD[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert [text.strip() for _, text in kinds(g)] == [ADDED[lang].strip()], kinds(g)


# --- a spend counted once, not again as a claim ---------------------------------------------------------------------
def test_a_spend_is_counted_once():
    g = graded("zh", 5, FACTS["zh"] + "预算核查：截至本记录之日，已支出约三成。\n")
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert [kind for kind, _ in kinds(g)] == ["progress"], kinds(g)


# --- an amount written with another language's scale word --------------------------------------------------------
EN = ("The pilot runs from 9 June 2026 to 3 October 2026 [2][8] and covers only invoice matching at the Leeds office "
      "[14]. Warranty claims are not part of it [8]. Marek Novak approved it on 15 May 2026 [8]. Budget: {budget} [2]. "
      "The barcode scanners have already been installed [14]; the translation of the user guides is planned but has "
      "not started [2].\n")


@pytest.mark.parametrize("budget", ["USD 45 тыс.", "4.5万 USD"])
def test_a_scale_word_of_another_language_gives_the_amount(budget):
    g = graded("en", 5, EN.format(budget=budget))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


# --- the scope kept in when the brief says the other items are left out ----------------------------------------------
SCOPE = {
    "en": ("covers only invoice matching at the Leeds office [14].",
           "covers invoice matching at the Leeds office [14], just this one workflow, no others expected."),
    "ru": ("охватывает только сверку счетов в офисе в Лидсе [17].",
           "охватывает сверку счетов в офисе в Лидсе [17] — только этот процесс, других не ожидается."),
    "zh": ("只涵盖利兹办公室的发票匹配[7]，", "只涵盖利兹办公室的发票匹配这一个流程——其他流程都不在范围内[7]，"),
}


@pytest.mark.parametrize("lang", list(SCOPE))
def test_the_others_left_out_keep_the_scope_in(lang):
    before, after = SCOPE[lang]
    text = EN.format(budget="USD 45,000") if lang == "en" else FACTS[lang]
    assert before in text
    g = graded(lang, 5, text.replace(before, after))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []
