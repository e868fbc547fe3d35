"""Restatements and derived figures the forty-first held-out set counted as additions, in every language: a length of
time counted in number words with its half or its "more" ("just over three weeks", "三周多", "шестнадцать с половиной
недель") is checked against the gaps between the facts' dates as a rough length is (a wrong one still adds a number);
a planned item's stage said again as what it should not be taken for ("should not be treated as under way", "不应视为
进行中") is that stage; the scope told again by its shape in a clause of a longer sentence ("a tightly bounded trial:
one workflow (X) at one site (Y)") restates the scope; and one judgement led in by who holds it and the pace it is
judged by ("Discussion: the participants felt that, at the current pace, …") is one addition. Each is pinned with
briefs written for these tests on the material of seed 5 (start 9 June 2026, end 3 October 2026, approved 15 May
2026: 25 days before the start, a run of 116 days)."""

import pytest

from tests.facts.grading import facts, graded, kinds

# the facts of seed 5, stated right, in each language; each test adds its form to them
BASE = {
    "en": "The pilot runs from 9 June 2026 [2] to 3 October 2026 [8] and covers only invoice matching at the Leeds "
          "office [14]. Warranty claims are not part of it [8]. The budget is USD 45,000 [2]. The barcode scanners "
          "have already been installed [14].\n",
    "ru": "Пилот идёт с 9 июня 2026 г. [3] по 3 октября 2026 г. [10] и охватывает только сверку счетов в офисе в "
          "Лидсе [17]. Гарантийные претензии в пилот не входят [10]. Бюджет — 45 000 долларов США [3]. Установка "
          "сканеров штрихкодов уже завершена [17].\n",
    "zh": "试点于2026年6月9日开始[1]，2026年10月3日结束[5]，只涵盖利兹办公室的发票匹配[7]，保修索赔不在范围内[5]。"
          "预算为45,000美元[1]。条码扫描器安装已经完成[7]。\n",
}
PLANNED = {
    "en": "The translation of the user guides is planned but has not started [2].\n",
    "ru": "Перевод руководств пользователя запланирован, но не начат [3].\n",
    "zh": "用户指南翻译已列入计划，但尚未开始[1]。\n",
}

# --- a length in number words, with its half or its "more": checked as a rough length -----------------------------
LENGTHS = {
    "en": "Marek Novak approved it on 15 May 2026 [8], just over three weeks before the start. In all the pilot "
          "lasts about sixteen and a half weeks.\n",
    "ru": "Марек Новак утвердил пилот 15 мая 2026 г. [10], за три с лишним недели до старта. Всего пилот длится "
          "около шестнадцати с половиной недель.\n",
    "zh": "马雷克·诺瓦克已于2026年5月15日批准该试点[5]，比试点开始早三周多。试点总共持续约十六周半。\n",
}
WRONG_LENGTHS = {  # two weeks before the start (it is 25 days), twelve and a half weeks long (it is 116 days)
    "en": ("Marek Novak approved it on 15 May 2026 [8], two weeks before the start.\n", "two"),
    "ru": ("Марек Новак утвердил пилот 15 мая 2026 г. [10], за две недели до старта.\n", "две"),
    "zh": ("马雷克·诺瓦克已于2026年5月15日批准该试点[5]，比试点开始早两周。\n", "两"),
}
WRONG_HALF = {
    "en": ("In all the pilot lasts about twelve and a half weeks.\n", "twelve"),
    "ru": ("Всего пилот длится около двенадцати с половиной недель.\n", "двенадцати"),
    "zh": ("试点总共持续约十二周半。\n", "十二"),
}


@pytest.mark.parametrize("lang", list(LENGTHS))
def test_a_length_in_number_words_with_its_half_or_more_restates_the_dates(lang):
    g = graded(lang, 5, BASE[lang] + LENGTHS[lang] + PLANNED[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(WRONG_LENGTHS))
def test_a_length_in_number_words_no_gap_bears_out_still_adds_a_number(lang):
    for text, word in (WRONG_LENGTHS[lang], WRONG_HALF[lang]):
        g = graded(lang, 5, BASE[lang] + text + PLANNED[lang])
        assert ("number", word) in kinds(g), kinds(g)


# --- a planned item's stage said again as what it should not be taken for -----------------------------------------
NOT_UNDER_WAY = {
    "en": "Planned: the translation of the user guides. It is on the plan but has not started, and it should not be "
          "treated as under way [2].\n",
    "ru": "Запланировано: перевод руководств пользователя. Он внесён в план, но не начат, и его не следует считать "
          "начатым [3].\n",
    "zh": "计划：用户指南翻译。这一项已列入计划，但尚未开始，不应视为进行中[1]。\n",
}


@pytest.mark.parametrize("lang", list(NOT_UNDER_WAY))
def test_a_planned_items_stage_said_as_what_not_to_take_it_for_is_no_plan(lang):
    g = graded(lang, 5, BASE[lang] + NOT_UNDER_WAY[lang])
    assert facts(g)["planned"] == "correct", facts(g)
    assert kinds(g) == []


# --- the scope told again by its shape in a clause of a longer sentence -------------------------------------------
SHAPE = {
    "en": "In short, this is a tightly bounded trial: one workflow (invoice matching) at one site (the Leeds office), "
          "with warranty claims kept out of it.\n",
    "ru": "Коротко: это узкий пилот: один процесс (сверка счетов) на одной площадке (офис в Лидсе), а гарантийные "
          "претензии в него не входят.\n",
    "zh": "总的来说，这次试验规模很小、边界清楚：只有一个流程（发票匹配）和一个地点（利兹办公室），保修索赔被排除在外。\n",
}


@pytest.mark.parametrize("lang", list(SHAPE))
def test_the_scope_told_again_by_its_shape_restates_it(lang):
    g = graded(lang, 5, BASE[lang] + PLANNED[lang] + SHAPE[lang])
    assert facts(g)["scope"] == "correct", facts(g)
    assert kinds(g) == []


# --- one judgement, led in by who holds it and the pace it is judged by: one addition ------------------------------
JUDGEMENT = {
    "en": "Discussion: the participants felt that, at the current pace, the pilot can finish on time.\n",
    "ru": "Обсуждение: участники считают, что при нынешнем темпе пилот завершится в срок.\n",
    "zh": "讨论：与会者认为，按目前的节奏，试点可以按期完成。\n",
}


@pytest.mark.parametrize("lang", list(JUDGEMENT))
def test_one_judgement_led_in_by_its_holders_and_pace_is_one_addition(lang):
    g = graded(lang, 5, BASE[lang] + PLANNED[lang] + JUDGEMENT[lang])
    assert [k for k, _ in kinds(g)] == ["claim"], kinds(g)
