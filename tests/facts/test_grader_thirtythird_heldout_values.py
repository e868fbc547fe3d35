"""Values said beside other things, the thirty-third held-out set's class in every language, and in briefs mixing
English with Russian or Chinese: an excluded item reported as coming later ("set aside for now", "not now, it goes to
phase 2", "放到 phase 2 再说") is the exclusion distorted, not kept; and a fact given two values left standing, the
second set against the first as another account of it ("or ..., my notes disagree", "another copy of the notes
says", "в другой копии", "有的地方记为"), is that fact distorted, the second value no addition of its own. Each is
pinned with briefs written for these tests on the material of seed 5."""

import pytest

from tests.facts.grading import facts, graded, kinds

# --- an excluded item reported as coming later, in the brief's language or in English mixed into it ---------------
DEFERRED = {
    "en": "The pilot runs from 9 June 2026 to 3 October 2026 [2][8] and covers only invoice matching at the Leeds "
          "office [14]. Warranty claims: set aside for now [8]. Marek Novak approved it on 15 May 2026 [8], and it has "
          "a budget of USD 45,000 [2]. The barcode scanners have already been installed [14]; the translation of the "
          "user guides is planned but has not started [2].\n",
    "ru": "Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г. [3, 10] и охватывает только сверку счетов в офисе в Лидсе "
          "[17]. Warranty claims («гарантийные претензии») — not now, they go to phase 2 [10]. Марек Новак утвердил "
          "пилот 15 мая 2026 г. [10]; бюджет — 45 000 долларов США [3]. Установка сканеров штрихкодов уже завершена "
          "[17], а перевод руководств пользователя запланирован, но не начат [3].\n",
    "zh": "试点于2026年6月9日开始，2026年10月3日结束[1][5]，只涵盖利兹办公室的发票匹配[7]，保修索赔这次先不做，放到phase 2"
          "再说[5]。马雷克·诺瓦克已于2026年5月15日批准该试点[5]，预算为45,000美元[1]。条码扫描器安装已经完成[7]，"
          "用户指南翻译已列入计划，但尚未开始[1]。\n",
}


@pytest.mark.parametrize("lang", list(DEFERRED))
def test_an_excluded_item_put_off_to_later_is_distorted(lang):
    g = graded(lang, 5, DEFERRED[lang])
    assert facts(g)["out_of_scope"] == "distorted", facts(g)
    assert kinds(g) == []


# --- two values left standing for one fact: the fact distorted, the second value no addition -----------------------
TWO_VALUES = {
    "en": "The pilot starts on 9 June 2026 [2] and ends on 3 October 2026 [8] - or 4 October 2026, my notes disagree "
          "on this. It covers only invoice matching at the Leeds office [14]. Warranty claims are not part of it [8]. "
          "Marek Novak approved it on 15 May 2026 [8]. Budget: USD 45,000 [2]; another copy of the notes says "
          "USD 54,000. The barcode scanners have already been installed [14]; the translation of the user guides is "
          "planned but has not started [2].\n",
    "ru": "Пилот стартует 9 июня 2026 г. [3] и заканчивается 3 октября 2026 г. [10] — или 4 октября 2026 г., в "
          "заметках по-разному. Охватывает только сверку счетов в офисе в Лидсе [17]. Гарантийные претензии в пилот не "
          "входят [10]. Марек Новак утвердил пилот 15 мая 2026 г. [10]. Бюджет: 45 000 долларов США [3]; в другой "
          "копии заметок указано 54 тыс. долларов США. Установка сканеров штрихкодов уже завершена [17], а перевод "
          "руководств пользователя запланирован, но не начат [3].\n",
    "zh": "试点于2026年6月9日开始[1]，2026年10月3日结束[5]，有的地方记为2026年10月4日。只涵盖利兹办公室的发票匹配[7]，"
          "保修索赔不在范围内[5]。马雷克·诺瓦克已于2026年5月15日批准该试点[5]。预算为45,000美元[1]，另一个版本的笔记"
          "写的是54,000美元。条码扫描器安装已经完成[7]，用户指南翻译已列入计划，但尚未开始[1]。\n",
}


@pytest.mark.parametrize("lang", list(TWO_VALUES))
def test_two_values_left_standing_distort_the_fact(lang):
    g = graded(lang, 5, TWO_VALUES[lang])
    got = facts(g)
    assert got["end_date"] == "distorted" and got["budget"] == "distorted", got
    assert kinds(g) == []
