"""A document's furniture is no unsupported addition, the twenty-seventh held-out set's furniture class: the numbers a
brief gives its own parts are no values of the pilot (a go/no-go checklist's items numbered after their tick boxes,
"[x] 1. Timeline", "[ ] 5. Утверждение"; a count of the brief's own questions, "Four questions about the pilot",
"четыре вопроса"; a timeline's month columns with the axis's year in brackets, "6月  7月  8月  (2026)"), while a real
number of the same shape that the source does not hold (a count of trained drivers in a ticked item, a count of
questions the brief never asks) is still one. Briefs written for these tests on the material of seed 5 (approved)."""

import pytest

from tests.facts.grading import facts, graded, kinds

# --- a checklist's items, numbered after their tick boxes -------------------------------------------------------------
CHECKLIST = {
    "en": "Go/no-go list for the pilot\n"
          "[x] 1. Window: 9 June 2026 to 3 October 2026 [2][8]\n"
          "[x] 2. Scope: invoice matching at the Leeds office only [14]\n"
          "[x] 3. Warranty claims stay out of the pilot [8]\n"
          "[x] 4. Money: USD 45,000 [2]\n"
          "[x] 5. Sign-off: Marek Novak, 15 May 2026 [8]\n"
          "[x] 6. Barcode scanners installed [14]\n"
          "[ ] 7. Translation of the user guides: planned, not started [2]\n",
    "ru": "Контрольный список по пилоту\n"
          "[x] 1. Период: 9 июня 2026 г. – 3 октября 2026 г. [3, 10]\n"
          "[x] 2. Охват: только сверка счетов в офисе в Лидсе [17]\n"
          "[x] 3. Гарантийные претензии в пилот не входят [10]\n"
          "[x] 4. Деньги: 45 000 долларов США [3]\n"
          "[x] 5. Утверждение: Марек Новак, 15 мая 2026 г. [10]\n"
          "[x] 6. Установка сканеров штрихкодов завершена [17]\n"
          "[ ] 7. Перевод руководств пользователя запланирован, но не начат [3]\n",
}
CHECKED_COUNT = {
    "en": "[x] 8. 12 drivers trained on the scanners\n",
    "ru": "[x] 8. Обучены 12 водителей\n",
}


@pytest.mark.parametrize("lang", list(CHECKLIST))
def test_a_checklists_item_numbers_are_no_values(lang):
    g = graded(lang, 5, CHECKLIST[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(CHECKLIST))
def test_a_count_in_a_ticked_item_is_still_a_number(lang):
    g = graded(lang, 5, CHECKLIST[lang] + CHECKED_COUNT[lang])
    assert ("number", "12") in kinds(g), kinds(g)
    assert ("number", "8") not in kinds(g)


# --- a count of the brief's own questions ----------------------------------------------------------------------------
QUESTIONS = {
    "en": "Four questions about the pilot, answered below.\n"
          "When does it run? What does it cover? Has it been approved? How far has the work got?\n"
          "It runs from 9 June 2026 to 3 October 2026 [2][8] on a budget of USD 45,000 [2]. It covers invoice matching "
          "at the Leeds office only [14]; warranty claims are not part of it [8]. Marek Novak approved it on "
          "15 May 2026 [8]. The barcode scanners have already been installed [14]; the translation of the user "
          "guides is planned but has not started [2].\n",
    "ru": "Четыре вопроса о пилоте и ответы на них.\n"
          "Когда он идёт? Что он охватывает? Утверждён ли он? Как далеко продвинулись работы?\n"
          "Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г. [3, 10], бюджет — 45 000 долларов США [3]. Он охватывает "
          "только сверку счетов в офисе в Лидсе [17]; гарантийные претензии в пилот не входят [10]. Марек Новак "
          "утвердил пилот 15 мая 2026 г. [10]. Установка сканеров штрихкодов уже завершена [17], а перевод руководств "
          "пользователя запланирован, но не начат [3].\n",
}
# the same count where the brief asks nothing: questions it reports of someone else, a number the source lacks
OPEN_QUESTIONS = {
    "en": "Four questions are still open with the scanner vendor.\n",
    "ru": "Четыре вопроса всё ещё открыты у поставщика сканеров.\n",
}


@pytest.mark.parametrize("lang", list(QUESTIONS))
def test_a_count_of_the_briefs_own_questions_is_no_value(lang):
    g = graded(lang, 5, QUESTIONS[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert [k for k in kinds(g) if k[0] == "number"] == []
    # the same count where the brief asks nothing is still a number
    body = QUESTIONS[lang].split("\n", 2)[2]
    g = graded(lang, 5, OPEN_QUESTIONS[lang] + body)
    assert any(k[0] == "number" for k in kinds(g)), kinds(g)


# --- a timeline's month columns with the axis's year in brackets -------------------------------------------------------
AXIS = ("试点时间线\n"
        "          6月        7月        8月        9月        10月    (2026)\n"
        "试点运行   [==============================================]\n"
        "试点于2026年6月9日开始，2026年10月3日结束[1][5]，只涵盖利兹办公室的发票匹配[7]，保修索赔不在范围内[5]。"
        "马雷克·诺瓦克已于2026年5月15日批准该试点[5]，预算为45,000美元[1]。条码扫描器安装已经完成[7]，"
        "用户指南翻译已列入计划，但尚未开始[1]。\n")


def test_a_timelines_month_columns_with_the_axis_year_are_no_values():
    g = graded("zh", 5, AXIS)
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []
    # a count written beside the axis is still a number
    g = graded("zh", 5, AXIS.replace("(2026)", "(2026)  共12名司机"))
    assert any(k[0] == "number" for k in kinds(g)), kinds(g)
