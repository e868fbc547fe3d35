"""Misspelt names of the source's items, sites and approving body, in every language (the thirty-fourth set's phone
email and speech-recognition typos, left after the thirty-fifth set's first round): a word one edit off exactly one of
the source's names ("invoise matching", "Гарантиные претензии", "利资办公室") is that name; a name of another site of
the pools, spelt right or misspelt, stays that other site; a name two edits off stays unknown; and the misspelt name
said with a wrong state is still caught. Each is pinned with briefs written for these tests on the material of seeds
5, 8 and 12."""

import pytest

from kvtrial.facts.misspelt import one_edit
from tests.facts.grading import facts, graded, kinds

# seed 5: invoice matching at the Leeds office; warranty claims excluded
BRIEF = {
    "en": "The Osprey pilot runs from 9 June 2026 to 3 October 2026 [2][8]. It covers {scope} only [14], with a budget "
          "of USD 45,000 [2]. Marek Novak (Chief Financial Officer) approved it on 15 May 2026 [8]. The barcode "
          "scanners are already installed [14]; the translation of the user guides is planned but not started [2]. "
          "{excluded} [8]\n",
    "ru": "Пилот «Скопа» идёт с 9 июня 2026 г. по 3 октября 2026 г. [3][10]. Он охватывает только {scope} [17]; "
          "бюджет — 45 000 долларов США [3]. Марек Новак (финансовый директор) утвердил пилот 15 мая 2026 г. [10]. "
          "Сканеры штрихкодов уже установлены [17], а перевод руководств пользователя запланирован, но не начат [3]. "
          "{excluded} [10]\n",
    "zh": "鱼鹰试点于2026年6月9日开始，2026年10月3日结束[1][5]。试点只涵盖{scope}[7]，预算为45,000美元[1]。马雷克·诺瓦克"
          "（首席财务官）已于2026年5月15日批准[5]。条码扫描器安装已经完成[7]，用户指南翻译已列入计划，但尚未开始[1]。"
          "{excluded}[5]\n",
}
RIGHT = {
    "en": ("invoice matching at the Leeds office", "Warranty claims are out of scope."),
    "ru": ("сверку счетов в офисе в Лидсе", "Гарантийные претензии в пилот не входят."),
    "zh": ("利兹办公室的发票匹配", "保修索赔不在范围内。"),
}


def _graded(lang: str, scope: str | None = None, excluded: str | None = None):
    return graded(lang, 5, BRIEF[lang].format(scope=scope or RIGHT[lang][0], excluded=excluded or RIGHT[lang][1]))


# --- a typo read as the source's name ----------------------------------------------------------------------------
MISSPELT = {  # (the scope, the exclusion), each with one name misspelt one edit off
    "en": ("invoise matching at the Leeds office", "Waranty claims are out of scope."),
    "ru": ("сверку счотов в офисе в Лиидсе", "Гарантиные претензии в пилот не входят."),
    "zh": ("利资办公室的发飘匹配", "保休索赔不在范围内。"),
}


@pytest.mark.parametrize("lang", list(MISSPELT))
def test_a_name_one_edit_off_is_the_source_name(lang):
    scope, excluded = MISSPELT[lang]
    g = _graded(lang, scope, excluded)
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


SWAPPED = {  # two neighbours swapped in a site's name, written as a name inside a sentence
    "en": "inovice matching in Leeds",
    "ru": "сверку счетов в Лдисе",
}


@pytest.mark.parametrize("lang", list(SWAPPED))
def test_two_letters_swapped_are_one_edit(lang):
    assert one_edit("valencia", "valenica") and one_edit("лидсе", "лдисе")
    g = _graded(lang, SWAPPED[lang])
    assert facts(g)["scope"] == "correct", facts(g)


# --- the misspelt name said with a wrong state: still caught ------------------------------------------------------
WRONG = {
    "en": "Waranty claims are part of the pilot as well.",
    "ru": "Гарантиные претензии тоже входят в пилот.",
    "zh": "保休索赔也在试点范围内。",
}


@pytest.mark.parametrize("lang", list(WRONG))
def test_a_misspelt_excluded_item_told_as_in_scope_is_distorted(lang):
    got = facts(_graded(lang, excluded=WRONG[lang]))
    assert got["out_of_scope"] == "distorted", got
    assert [k for k, v in got.items() if v != "correct"] == ["out_of_scope"], got


# --- another site of the pools stays another site, spelt right or misspelt ---------------------------------------
OTHER_SITE = {
    "en": ("invoice matching at the Valencia hub", "invoice matching at the Tampre plant"),
    "ru": ("сверку счетов на заводе в Тампере", "сверку счетов на заводе в Тампре"),
    "zh": ("巴伦西亚枢纽的发票匹配", "坦佩累工厂的发票匹配"),
}


@pytest.mark.parametrize("lang", list(OTHER_SITE))
def test_another_site_of_the_pools_is_not_the_source_site(lang):
    right, misspelt = OTHER_SITE[lang]
    assert facts(_graded(lang, right))["scope"] == "distorted"
    assert facts(_graded(lang, misspelt))["scope"] != "correct"


# --- two edits off: no name of the source ------------------------------------------------------------------------
TWO_EDITS = {
    "en": ("invoyse matching at the Leeds office", "Warenty claims are out of scope."),
    "ru": ("сверку счетов в офисе в Лейдсе", "Гаратиные претензии в пилот не входят."),
    "zh": ("利资办工室的发票匹配", "保休锁赔不在范围内。"),
}


@pytest.mark.parametrize("lang", list(TWO_EDITS))
def test_a_name_two_edits_off_stays_unknown(lang):
    scope, excluded = TWO_EDITS[lang]
    got = facts(_graded(lang, scope=scope))
    assert got["scope"] != "correct", got
    got = facts(_graded(lang, excluded=excluded))
    assert got["out_of_scope"] == "omitted", got


# --- the approving body misspelt (seed 12: approval by the works council pending) --------------------------------
PENDING = {
    "en": "The Osprey pilot runs from 23 May 2026 to 5 July 2026 [2][8] and covers only invoice matching at the Lyon "
          "warehouse [14]; the budget is USD 72,500 [2]. It is not approved yet: the works councel still has to "
          "decide [8]. The test accounts are migrated [14]; the customer portal connection is planned, not started "
          "[2]. The night shift is out of scope [8].\n",
    "ru": "Пилот «Скопа» идёт с 23 мая 2026 г. по 5 июля 2026 г. [2][10] и охватывает только сверку счетов на складе "
          "в Лионе [17]; бюджет — 72 500 долларов США [2]. Пилот ещё не утверждён: решения совета трудового "
          "колектива пока ждём [10]. Тестовые учётные записи уже перенесены [17]; подключение к клиентскому порталу "
          "запланировано, но не начато [2]. Ночная смена в пилот не входит [10].\n",
    "zh": "鱼鹰试点于2026年5月23日开始，2026年7月5日结束[1][4]，只涵盖里昂仓库的发票匹配[8]，预算为72,500美元[1]。"
          "试点尚未获批，仍在等待职工委员汇审批[4]。测试账户迁移已经完成[8]；客户门户接入已列入计划，但尚未开始[1]。"
          "夜班不在范围内[4]。\n",
}


@pytest.mark.parametrize("lang", list(PENDING))
def test_a_misspelt_approving_body_is_the_source_body(lang):
    g = graded(lang, 12, PENDING[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


# --- a real word one edit off a name's word, away from the rest of its name, is that word ------------------------
def test_a_real_word_one_edit_off_a_name_is_not_that_name():
    # seed 8 (ru): the user satisfaction survey ("опрос") planned; "вопрос" (a question) is no survey
    text = ("Пилот «Скопа» идёт с 16 августа 2027 г. по 1 октября 2027 г. [3][11] и охватывает только приём заказов "
            "на закупку на складе в Лионе [19]. Бюджет — 57 500 евро [3]. Прия Раман утвердила пилот 14 июля "
            "2027 г. [11]. Песочница уже настроена [19]. Таможенные декларации исключены [11]. Открытый вопрос "
            "один: кто из склада будет отвечать за график.\n")
    got = facts(graded("ru", 8, text))
    assert got["planned"] == "omitted", got
