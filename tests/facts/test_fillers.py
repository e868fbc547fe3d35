"""A hesitation between two commas ("Warranty claims, uh, are not part of it", "保修索赔，呃，不在范围内", "Гарантийные
претензии, э-э, в пилот не входят") is no word of the sentence: the exclusion after it still excludes, a wrong
statement after it is still caught, and a word that only begins like a filler ("umbrella") is left as it is. Briefs
written for these tests on the material of seed 5 (warranty claims excluded)."""

import pytest

from kvtrial.facts.fillers import fillers_blanked
from tests.facts.grading import facts, graded, kinds

BRIEF = {
    "en": "The Osprey pilot runs from 9 June 2026 to 3 October 2026 [2][8]. It covers invoice matching at the Leeds "
          "office only [14], with a budget of USD 45,000 [2]. Marek Novak (Chief Financial Officer) approved it on "
          "15 May 2026 [8]. The barcode scanners are already installed [14]; the translation of the user guides is "
          "planned but not started [2]. {excluded} [8]\n",
    "ru": "Пилот «Скопа» идёт с 9 июня 2026 г. по 3 октября 2026 г. [3][10]. Он охватывает только сверку счетов в офисе "
          "в Лидсе [17]; бюджет — 45 000 долларов США [3]. Марек Новак (финансовый директор) утвердил пилот 15 мая "
          "2026 г. [10]. Сканеры штрихкодов уже установлены [17], а перевод руководств пользователя запланирован, но не "
          "начат [3]. {excluded} [10]\n",
    "zh": "鱼鹰试点于2026年6月9日开始，2026年10月3日结束[1][5]。试点只涵盖利兹办公室的发票匹配[7]，预算为45,000美元[1]。"
          "马雷克·诺瓦克（首席财务官）已于2026年5月15日批准[5]。条码扫描器安装已经完成[7]，用户指南翻译已列入计划，但尚未"
          "开始[1]。{excluded}[5]\n",
}
HESITANT_EXCLUSION = {
    "en": "Warranty claims, uh, are not part of the pilot.",
    "ru": "Гарантийные претензии, э-э, в пилот не входят.",
    "zh": "保修索赔，呃，明确不算在试点里面。",
}
HESITANT_INCLUSION = {  # the same hesitation before a wrong statement: the excluded item told as in scope
    "en": "Warranty claims, um, are handled in the pilot as well.",
    "ru": "Гарантийные претензии, ну, тоже обрабатываются в пилоте.",
    "zh": "保修索赔，嗯，也在试点里一起处理。",
}


@pytest.mark.parametrize("lang", ["en", "ru", "zh"])
def test_an_exclusion_said_after_a_hesitation_excludes(lang):
    g = graded(lang, 5, BRIEF[lang].format(excluded=HESITANT_EXCLUSION[lang]))
    assert facts(g)["out_of_scope"] == "correct"
    assert kinds(g) == []


@pytest.mark.parametrize("lang", ["en", "ru", "zh"])
def test_a_wrong_statement_after_a_hesitation_is_still_caught(lang):
    g = graded(lang, 5, BRIEF[lang].format(excluded=HESITANT_INCLUSION[lang]))
    assert facts(g)["out_of_scope"] == "distorted"


@pytest.mark.parametrize(("lang", "text", "want"), [
    ("en", "Leeds, uh, only.", "Leeds,     only."),
    ("en", "Leeds, umbrella, only.", "Leeds, umbrella, only."),  # a word, not a filler
    ("en", "Uh, Leeds only.", "Uh, Leeds only."),  # a sentence's opening: the talk's frame reads it
    ("ru", "Лидс, э-э, только.", "Лидс,      только."),
    ("ru", "Лидс, нужно, только.", "Лидс, нужно, только."),
    ("zh", "利兹，呃，仅此一处。", "利兹，  仅此一处。"),
])
def test_only_a_filler_between_commas_is_blanked_keeping_the_length(lang, text, want):
    out = fillers_blanked(text, lang)
    assert out == want and len(out) == len(text)
