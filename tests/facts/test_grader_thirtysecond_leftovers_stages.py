"""A work item's stage said by denying one stage and correcting it in the next clause: "X is no longer a plan, but
finished work", "X — больше не задача, а завершённое дело", "X已不是计划，而是已经做完的工作". The denied stage is not the
item's; the correction after it is, and it is the item's stage, graded by its fact, no progress of its own (no
addition). So is the answer to a question asked of the item in the same clause ("Is X still ahead? No, it is
completed"): the words after its "No" say the stage. Pinned with briefs written for these tests on the material of seed 5
(approved)."""

import pytest

from tests.facts.grading import facts, graded, kinds

CORRECTED = {
    "en": "The pilot runs from 9 June 2026 to 3 October 2026 [2][8] and covers only invoice matching at the Leeds "
          "office [14]. Warranty claims are not part of it [8]. Marek Novak approved it on 15 May 2026 [8], and it "
          "has a budget of USD 45,000 [2]. The barcode scanner installation is no longer a plan, but finished work "
          "[14]; the translation of the user guides is planned but has not started [2].\n",
    "ru": "Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г. [3, 10] и охватывает только сверку счетов в офисе в Лидсе "
          "[17]. Гарантийные претензии в пилот не входят [10]. Марек Новак утвердил пилот 15 мая 2026 г. [10]; бюджет "
          "— 45 000 долларов США [3]. Установка сканеров штрихкодов — больше не задача, а завершённое дело [17]. "
          "Перевод руководств пользователя запланирован, но не начат [3].\n",
    "zh": "试点于2026年6月9日开始，2026年10月3日结束[1][5]，只涵盖利兹办公室的发票匹配[7]，保修索赔不在范围内[5]。"
          "马雷克·诺瓦克已于2026年5月15日批准该试点[5]，预算为45,000美元[1]。条码扫描器安装已不是计划，而是已经做完的工作[7]。"
          "用户指南翻译已列入计划，但尚未开始[1]。\n",
}


@pytest.mark.parametrize("lang", list(CORRECTED))
def test_a_denied_stage_corrected_in_the_next_clause_is_the_items(lang):
    g = graded(lang, 5, CORRECTED[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


# --- a question and its answer in one clause: "Is X still to do? No, it is completed" ------------------------------
ANSWERED = {
    "en": "The pilot runs from 9 June 2026 to 3 October 2026 [2][8] and covers only invoice matching at the Leeds "
          "office [14]. Warranty claims are not part of it [8]. Marek Novak approved it on 15 May 2026 [8], and it "
          "has a budget of USD 45,000 [2]. Does the barcode scanner installation still lie ahead? No, it is completed "
          "[14]. The translation of the user guides is planned but has not started [2].\n",
    "ru": "Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г. [3, 10] и охватывает только сверку счетов в офисе в Лидсе "
          "[17]. Гарантийные претензии в пилот не входят [10]. Марек Новак утвердил пилот 15 мая 2026 г. [10]; бюджет "
          "— 45 000 долларов США [3]. Установка сканеров штрихкодов ещё впереди? Нет, она завершена [17]. "
          "Перевод руководств пользователя запланирован, но не начат [3].\n",
}


@pytest.mark.parametrize("lang", list(ANSWERED))
def test_a_question_answered_no_in_its_clause_gives_the_answers_stage(lang):
    g = graded(lang, 5, ANSWERED[lang])
    assert facts(g)["done"] == "correct", facts(g)
