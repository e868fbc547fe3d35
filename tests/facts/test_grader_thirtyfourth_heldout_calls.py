"""Facts given in a call's turns and loose notations, the thirty-fourth held-out set's class in every language: a work
item's stage told in the answer to another speaker's question about it ("— And the scanners? — We're putting them in
right now, not finished yet" is under way); a question's "No" answering it, with the scope stated after it ("— Other
sites too? — No, only invoice matching at the Leeds office" keeps the scope, it excludes nothing); a month typed in
lower case with its year ("15 may 2026"). Each is pinned with briefs written for these tests on the material of seed 5.
"""

import pytest

from tests.facts.grading import facts, graded, kinds

# --- a work item's stage in the answer turn to a question naming it ---------------------------------------------
ANSWERED = {
    "en": "A: Quick check on the pilot. Dates?\nB: 9 June 2026 to 3 October 2026, invoice matching at the Leeds office "
          "only.\nA: Budget?\nB: USD 45,000, approved by Marek Novak on 15 May 2026.\nA: And the barcode scanners?\n"
          "B: {done}\nA: The user guide translation?\nB: Planned for later in the pilot, nobody has begun it.\n"
          "A: Warranty claims?\nB: Explicitly out of scope.\n",
    "ru": "А: Что по пилоту? Сроки?\nБ: С 9 июня 2026 г. по 3 октября 2026 г., только сверка счетов в офисе в Лидсе.\n"
          "А: Бюджет?\nБ: 45 000 долларов США, утвердил Марек Новак 15 мая 2026 г.\nА: А сканеры штрихкодов?\n"
          "Б: {done}\nА: Перевод руководств пользователя?\nБ: Запланирован на потом, к нему никто не приступал.\n"
          "А: Гарантийные претензии?\nБ: Явно исключены.\n",
    "zh": "甲：试点什么时候？\n乙：2026年6月9日到2026年10月3日，只做利兹办公室的发票匹配。\n甲：预算呢？\n"
          "乙：45,000美元，马雷克·诺瓦克2026年5月15日批准的。\n甲：条码扫描器呢？\n乙：{done}\n甲：用户指南翻译呢？\n"
          "乙：列进计划了，但是到现在谁都还没动手开始做。\n甲：保修索赔呢？\n乙：明确不在范围内。\n",
}
DONE = {"en": "All of them were installed last week, that part is finished.",
        "ru": "Их уже установили на прошлой неделе, эта часть готова.",
        "zh": "上周已经全部装好了，这部分已经完成。"}
UNDER_WAY = {"en": "We are installing them right now, still in progress.",
             "ru": "Как раз сейчас их ставим, ещё не закончили.",
             "zh": "现在正在安装，还在进行中，没有装完。"}


@pytest.mark.parametrize("lang", list(ANSWERED))
def test_a_stage_told_in_the_answer_turn_is_the_items(lang):
    got = facts(graded(lang, 5, ANSWERED[lang].replace("{done}", DONE[lang])))
    assert got["done"] == "correct" and got["planned"] == "correct", got


@pytest.mark.parametrize("lang", list(ANSWERED))
def test_an_answer_turn_telling_work_under_way_distorts_a_done_item(lang):
    g = graded(lang, 5, ANSWERED[lang].replace("{done}", UNDER_WAY[lang]))
    assert facts(g)["done"] == "distorted", facts(g)


# --- a "No" answering a question, then the scope -------------------------------------------------------------------
NO_THEN_SCOPE = {
    "en": "Q: When does the pilot run?\nA: From 9 June 2026 to 3 October 2026.\nQ: Can it be taken to other sites?\n"
          "A: No, the pilot covers {scope}.\nQ: Warranty claims?\nA: No, they are explicitly excluded.\n"
          "Q: Approved?\nA: Yes, by Marek Novak on 15 May 2026; the budget is USD 45,000.\n",
    "ru": "В: Когда идёт пилот?\nО: С 9 июня 2026 г. по 3 октября 2026 г.\nВ: Можно ли взять другие площадки?\n"
          "О: Нет, пилот охватывает {scope}.\nВ: Гарантийные претензии?\nО: Нет, они явно исключены.\n"
          "В: Утверждён?\nО: Да, Марек Новак, 15 мая 2026 г.; бюджет — 45 000 долларов США.\n",
    "zh": "问：试点什么时候进行？\n答：2026年6月9日至2026年10月3日。\n问：能不能扩展到别的地点？\n"
          "答：不，试点{scope}。\n问：保修索赔呢？\n答：不，明确排除。\n问：批了吗？\n"
          "答：批了，马雷克·诺瓦克2026年5月15日批准，预算45,000美元。\n",
}
ONLY = {"en": "only invoice matching at the Leeds office", "ru": "только сверку счетов в офисе в Лидсе",
        "zh": "只涵盖利兹办公室的发票匹配"}
EXCLUDES = {"en": "nothing but the Leeds office, and invoice matching is excluded",
            "ru": "только офис в Лидсе, а сверка счетов исключена", "zh": "只涵盖利兹办公室，发票匹配被排除在外"}


@pytest.mark.parametrize("lang", list(NO_THEN_SCOPE))
def test_a_no_answering_a_question_leaves_the_scope_stated_after_it(lang):
    g = graded(lang, 5, NO_THEN_SCOPE[lang].replace("{scope}", ONLY[lang]))
    assert facts(g)["scope"] == "correct" and facts(g)["out_of_scope"] == "correct", facts(g)


@pytest.mark.parametrize("lang", list(NO_THEN_SCOPE))
def test_an_exclusion_after_the_no_still_excludes_the_workflow(lang):
    g = graded(lang, 5, NO_THEN_SCOPE[lang].replace("{scope}", EXCLUDES[lang]))
    assert facts(g)["scope"] == "distorted", facts(g)


# --- a month typed in lower case with its year ----------------------------------------------------------------------
TYPED = ("hey, pilot sum from my phone\n- runs 9 june 2026 to 3 october 2026\n- invoice matching @ Leeds office only\n"
         "- USD 45k\n- approved by Marek Novak on {day} may 2026\n- barcode scanners installed = done\n"
         "- user guide translation planned, not started\n- warranty claims OUT\n")


def test_a_lower_case_month_with_its_year_is_a_date():
    g = graded("en", 5, TYPED.replace("{day}", "15"))
    assert facts(g)["approval"] == "correct", facts(g)
    assert kinds(g) == []


def test_a_lower_case_month_with_a_wrong_day_is_caught():
    g = graded("en", 5, TYPED.replace("{day}", "25"))
    assert facts(g)["approval"] == "distorted", facts(g)
