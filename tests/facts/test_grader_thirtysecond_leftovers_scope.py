"""The scope, the exclusion and additions said without digits, left over from the thirty-second and thirty-third
held-out sets, in every language where they occur. A one-pager's field named by a question word ("WHAT", "ЧТО") holds
the workflow as "WHERE" holds the site: the scope is stated whole, not in part. A scope bounded after its workflow ("X
at site S, and it covers nothing else", "ничего другого пилот не затрагивает") keeps the workflow in. An exclusion said as
the item taken out of the pilot or drawn outside its line ("taken out of the pilot", "из пилота изъяты", "划到了外边")
excludes it. And a judgement the notes never give, the team's confidence or an overall status sign ("Overall: 🟠"),
is an addition even when it names the pilot (a confidence told without the pilot's name is left to the word
count). Each is pinned with briefs written for these tests on the material of seed 5 (approved)."""

import pytest

from tests.facts.grading import facts, graded, kinds

REST = {
    "en": "The pilot runs from 9 June 2026 to 3 October 2026 [2][8]. Marek Novak approved it on 15 May 2026 [8]; the "
          "budget is USD 45,000 [2]. The barcode scanners have already been installed [14]; the translation of the user "
          "guides is planned but has not started [2].\n",
    "ru": "Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г. [3, 10]. Марек Новак утвердил пилот 15 мая 2026 г. [10]; "
          "бюджет — 45 000 долларов США [3]. Установка сканеров штрихкодов уже завершена [17], а перевод руководств "
          "пользователя запланирован, но не начат [3].\n",
    "zh": "试点于2026年6月9日开始，2026年10月3日结束[1][5]。马雷克·诺瓦克已于2026年5月15日批准该试点[5]，预算为45,000美元[1]。"
          "条码扫描器安装已经完成[7]，用户指南翻译已列入计划，但尚未开始[1]。\n",
}

# --- a one-pager's fields named by question words: the workflow under "WHAT", the site under "WHERE" ---------------
QUESTION_WORD_FIELDS = {
    "en": "Osprey on one page\n\nWHAT     invoice matching\nWHERE    Leeds office\nNOT IN   warranty claims\n\n",
    "ru": "«Скопа» на одной странице\n\nЧТО: сверка счетов\nГДЕ: офис в Лидсе\nНЕ ВХОДИТ: гарантийные претензии\n\n",
}


@pytest.mark.parametrize("lang", list(QUESTION_WORD_FIELDS))
def test_a_field_named_by_a_question_word_holds_its_value(lang):
    g = graded(lang, 5, QUESTION_WORD_FIELDS[lang] + REST[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


# --- a scope bounded after its workflow: everything else denied, the workflow kept in -------------------------------
BOUNDED_AFTER = {
    "ru": "Пилот охватывает сверку счетов в офисе в Лидсе, ничего другого пилот не затрагивает [17]. Гарантийные "
          "претензии в пилот не входят [10]. ",
}
NOTHING_BEYOND = {
    "ru": "Пилот — это сверка счетов в офисе в Лидсе [17], и ничего сверх этого. Гарантийные претензии в пилот не "
          "входят [10]. ",
}


@pytest.mark.parametrize("lang", list(BOUNDED_AFTER))
def test_a_bound_after_the_workflow_keeps_it_in(lang):
    g = graded(lang, 5, BOUNDED_AFTER[lang] + REST[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(NOTHING_BEYOND))
def test_nothing_beyond_the_scope_is_no_claim(lang):
    g = graded(lang, 5, NOTHING_BEYOND[lang] + REST[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


# --- an exclusion said as the item taken out of the pilot, or drawn outside its line --------------------------------
TAKEN_OUT = {
    "en": "The pilot covers only invoice matching at the Leeds office [14]. Warranty claims were taken out of the "
          "pilot [8]. ",
    "ru": "Пилот охватывает только сверку счетов в офисе в Лидсе [17]. Гарантийные претензии из пилота изъяты "
          "с самого начала [10]. ",
    "zh": "试点只涵盖利兹办公室的发票匹配[7]，保修索赔一开始就被划到了外边[5]。",
}


@pytest.mark.parametrize("lang", list(TAKEN_OUT))
def test_an_item_taken_out_of_the_pilot_is_excluded(lang):
    g = graded(lang, 5, TAKEN_OUT[lang] + REST[lang])
    assert facts(g)["out_of_scope"] == "correct", facts(g)
    assert kinds(g) == []


# --- a judgement the notes never give: the team's confidence, an overall status sign --------------------------------
SCOPE = {
    "en": "The pilot covers only invoice matching at the Leeds office [14]; warranty claims are out of scope [8]. ",
    "ru": "Пилот охватывает только сверку счетов в офисе в Лидсе [17]; гарантийные претензии в него не входят [10]. ",
    "zh": "试点只涵盖利兹办公室的发票匹配[7]，保修索赔不在范围内[5]。",
}
CONFIDENCE = {
    "en": "\nEveryone on the team feels confident Osprey will land on time.\n",
    "zh": "\n项目组上下都有信心让鱼鹰如期收尾。\n",
}
OVERALL_SIGN = {
    "en": "\nOverall: 🟠\n",
    "zh": "\n总体：🟠\n",
}


@pytest.mark.parametrize("lang", list(CONFIDENCE))
def test_the_teams_confidence_is_an_addition(lang):
    g = graded(lang, 5, SCOPE[lang] + REST[lang] + CONFIDENCE[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert len(kinds(g)) == 1, kinds(g)


@pytest.mark.parametrize("lang", list(OVERALL_SIGN))
def test_an_overall_status_sign_is_an_addition(lang):
    g = graded(lang, 5, SCOPE[lang] + REST[lang] + OVERALL_SIGN[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert len(kinds(g)) == 1, kinds(g)
