"""Invented parties and two claims in one sentence, the thirty-fourth held-out set's class in every language: an outside
party the source never names (a vendor, a contractor, a supplier) is an addition whether it is named in prose or in a
field, whatever its quotes (« », “ ”, 「」) or legal form (Ltd, ООО, 有限公司); and a sentence that names such a party
and goes on to claim something more of it (a call with them, a meeting), after a comma or an "and", makes two
additions, while a party with a description beside it stays one. Each is pinned with briefs written for these tests
on the material of seed 5."""

import pytest

from tests.facts.grading import facts, graded, kinds

# a brief stating every fact right, to which each case adds its sentence
BASE = {
    "en": "The Osprey pilot runs from 9 June 2026 to 3 October 2026 [2][8] and covers only invoice matching at the "
          "Leeds office [14]. Warranty claims are out of scope [8]. Marek Novak approved it on 15 May 2026 [8], and "
          "its budget is USD 45,000 [2]. The barcode scanners have already been installed [14]; the translation of "
          "the user guides is planned but has not started [2].\n",
    "ru": "Пилот «Скопа» идёт с 9 июня 2026 г. по 3 октября 2026 г. [3, 10] и охватывает только сверку счетов в офисе "
          "в Лидсе [17]. Гарантийные претензии в пилот не входят [10]. Марек Новак утвердил пилот 15 мая 2026 г. [10]; "
          "бюджет — 45 000 долларов США [3]. Установка сканеров штрихкодов уже завершена [17], а перевод руководств "
          "пользователя запланирован, но не начат [3].\n",
    "zh": "鱼鹰试点于2026年6月9日开始，2026年10月3日结束[1][5]，只涵盖利兹办公室的发票匹配[7]，保修索赔不在范围内[5]。"
          "马雷克·诺瓦克已于2026年5月15日批准该试点[5]，预算为45,000美元[1]。条码扫描器安装已经完成[7]，"
          "用户指南翻译已列入计划，但尚未开始[1]。\n",
}

ALL_CORRECT = dict.fromkeys(("start_date", "end_date", "scope", "budget", "approval", "done", "planned",
                             "out_of_scope"), "correct")


def _graded(lang: str, extra: str):
    return graded(lang, 5, BASE[lang] + extra)


@pytest.mark.parametrize("lang", list(BASE))
def test_the_base_brief_is_all_correct(lang):
    g = graded(lang, 5, BASE[lang])
    assert facts(g) == ALL_CORRECT and kinds(g) == []


# --- an invented party named in a field, by its legal form --------------------------------------------------------
FIELD = {
    "en": "Vendor: Northwind Routing Ltd\n",
    "ru": "Подрядчик по сканерам: ООО «Северный Путь»\n",
    "zh": "供应商：北风路由有限公司\n",
}


@pytest.mark.parametrize("lang", list(FIELD))
def test_a_vendor_field_with_a_legal_form_is_one_addition(lang):
    g = _graded(lang, FIELD[lang])
    assert facts(g) == ALL_CORRECT
    assert [k for k, _ in kinds(g)] == ["party"], kinds(g)


# --- an invented party named in prose, in the language's quotes ---------------------------------------------------
PROSE = {
    "en": "The contractor for the rollout is “Brightlane”.\n",
    "ru": "Поставщик оборудования — «Светлая Линия».\n",
    "zh": "这次的服务商是「明线」。\n",
}


@pytest.mark.parametrize("lang", list(PROSE))
def test_a_vendor_in_prose_is_one_addition(lang):
    g = _graded(lang, PROSE[lang])
    assert facts(g) == ALL_CORRECT
    assert len(kinds(g)) == 1 and kinds(g)[0][0] in ("party", "claim"), kinds(g)


# --- a party and a claim made of it in one sentence: two additions ------------------------------------------------
TWO = {
    "en": "Oh, and there's a contractor as well, Tallyhoe I believe, we have a call with them on Thursday.\n",
    "ru": "Да, ещё есть подрядчик, «Таллихо» кажется, с ними в четверг встреча.\n",
    "zh": "另外还有一个承包商，「塔利」好像是，周四还要跟他们开会。\n",
}
JOINED = {
    "en": "The supplier is Tallyhoe Ltd and we meet them every Thursday.\n",
    "ru": "Подрядчик — ООО «Таллихо», и мы встречаемся с ними по четвергам.\n",
    "zh": "承包商是塔利科技，而且每周四都跟他们开会。\n",
}


@pytest.mark.parametrize("lang", list(TWO))
def test_a_party_and_a_call_with_them_are_two_additions(lang):
    g = _graded(lang, TWO[lang])
    assert facts(g) == ALL_CORRECT
    assert len(kinds(g)) == 2 and kinds(g)[0][0] == "party", kinds(g)


@pytest.mark.parametrize("lang", list(JOINED))
def test_a_party_and_a_meeting_joined_by_and_are_two_additions(lang):
    g = _graded(lang, JOINED[lang])
    assert facts(g) == ALL_CORRECT
    assert len(kinds(g)) == 2 and kinds(g)[0][0] == "party", kinds(g)


# --- one party with a clause restating what the source says stays one addition -----------------------------------
ONE = {
    "en": "The vendor is Tallyhoe Ltd, the barcode scanners installation was theirs.\n",
    "ru": "Подрядчик — ООО «Таллихо», установка сканеров штрихкодов была за ними.\n",
    "zh": "承包商是塔利科技，条码扫描器安装就是他们做的。\n",
}


@pytest.mark.parametrize("lang", list(ONE))
def test_a_party_with_a_clause_restating_the_source_is_one_addition(lang):
    g = _graded(lang, ONE[lang])
    assert facts(g) == ALL_CORRECT
    assert [k for k, _ in kinds(g)] == ["party"], kinds(g)


# --- the source's own company named as a party is no addition -----------------------------------------------------
KNOWN = {
    "en": "The supplier for the scanners is Brightwater Supply itself.\n",
    "ru": "Поставщик сканеров — сама компания «Брайтуотер Сапплай».\n",
    "zh": "扫描器的供应商就是布赖特沃特供应链本身。\n",
}


@pytest.mark.parametrize("lang", list(KNOWN))
def test_the_source_company_as_a_party_is_no_party_addition(lang):
    g = _graded(lang, KNOWN[lang])
    assert "party" not in [k for k, _ in kinds(g)], kinds(g)


# --- the same form carrying a wrong value is still caught ---------------------------------------------------------
WRONG = {
    "en": "Vendor: Northwind Routing Ltd, budget USD 54,000.\n",
    "ru": "Подрядчик: ООО «Северный Путь», бюджет — 54 000 долларов США.\n",
    "zh": "供应商：北风路由有限公司，预算为54,000美元。\n",
}


@pytest.mark.parametrize("lang", list(WRONG))
def test_a_vendor_line_with_a_wrong_budget_distorts_it(lang):
    g = _graded(lang, WRONG[lang])
    assert facts(g)["budget"] == "distorted", facts(g)
    assert "party" in [k for k, _ in kinds(g)], kinds(g)


# --- the pilot's approval told in two clauses, the date in one and its own approver in the other, is one approval --
TWICE = {
    "en": "The Osprey pilot runs from 9 June 2026 to 3 October 2026 [2][8] and covers only invoice matching at the "
          "Leeds office [14]. Warranty claims are out of scope [8]. Status: approved on 15 May 2026; Marek Novak, the "
          "CFO, approved it [8]. Budget: USD 45,000 [2]. The barcode scanners have already been installed [14]; the "
          "translation of the user guides is planned but has not started [2].\n",
    "ru": "Пилот «Скопа» идёт с 9 июня 2026 г. по 3 октября 2026 г. [3, 10] и охватывает только сверку счетов в офисе "
          "в Лидсе [17]. Гарантийные претензии в пилот не входят [10]. Статус. Утверждён пятнадцатого мая две тысячи "
          "двадцать шестого года; утвердил Марек Новак, финансовый директор [10]. Бюджет — 45 000 долларов США [3]. "
          "Установка сканеров штрихкодов уже завершена [17], а перевод руководств пользователя запланирован, но не "
          "начат [3].\n",
}


@pytest.mark.parametrize("lang", list(TWICE))
def test_an_approval_dated_and_then_signed_by_its_own_approver_is_one(lang):
    g = graded(lang, 5, TWICE[lang])
    assert facts(g) == ALL_CORRECT, facts(g)
    assert kinds(g) == [], kinds(g)


def test_a_contract_excerpt_title_is_the_brief_s_form_and_its_party_one_addition():
    text = ("ДОГОВОР (выдержки)\n\nООО «Северный Путь» (далее — «Исполнитель») оказывает услуги по пилоту «Скопа».\n"
            + BASE["ru"])
    g = graded("ru", 5, text)
    assert facts(g) == ALL_CORRECT, facts(g)
    assert [k for k, _ in kinds(g)] == ["party"], kinds(g)
