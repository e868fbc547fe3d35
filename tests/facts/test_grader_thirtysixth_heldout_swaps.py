"""Values and items in the positions and swaps of an ordinary brief, the thirty-sixth held-out set's class in every
language: a date told before its role's bare noun ("10/06/2027 start, 30/07/2027 end") is that role's; the source's
site named only as excluded while the workflow sits elsewhere (site and excluded item swapped) distorts the scope; an
exclusion told of another excluded item of the pools, the source's own never named, is the exclusion distorted, no
addition; a word clipped with its full stop names an item only by its first letters ("consent." is no
"consignment"); and in Chinese two items' parts of one clause are cut at 和, each keeping its own words. Each is pinned
with briefs written for these tests on the material of seed 7 (spare parts ordering at the Gdansk depot, the Madrid
sales office excluded, test accounts migrated, clerk training planned, CHF 91,500, approval pending)."""

import pytest

from tests.facts.grading import facts, graded, kinds

REST = {
    "en": "The budget is CHF 91,500. Approval by the investment board is still pending. The migration of the test "
          "accounts has been completed; the training of the front-line clerks is planned but not started.\n",
    "zh": "预算为91,500瑞士法郎。投资委员会的审批仍在等待中。测试账户迁移已经完成；一线文员培训已列入计划，但尚未开始。\n",
    "ru": "Бюджет — 91 500 швейцарских франков. Решение инвестиционного совета пока ожидается. Миграция тестовых "
          "учётных записей завершена; обучение операторов первой линии запланировано, но не начато.\n",
}

# --- a date before its role's bare noun, in a chat line -----------------------------------------------------------
VALUE_FIRST = {
    "en": "[10:02] Sam: when does Osprey run?\n[10:03] Kim: {a} start, {b} end\n[10:04] Kim: spare parts ordering, "
          "Gdansk depot only; the Madrid sales office is out of scope.\n",
    "zh": "[10:02] 甲：鱼鹰什么时候做？\n[10:03] 乙：{a} 开始，{b} 结束\n[10:04] 乙：只做格但斯克仓储站的备件订购，"
          "马德里销售办事处不在范围内。\n",
    "ru": "[10:02] Саша: когда идёт «Скопа»?\n[10:03] Ким: {a} старт, {b} финиш\n[10:04] Ким: только заказ запчастей "
          "в депо в Гданьске; офис продаж в Мадриде не входит.\n",
}
DATES = {"en": ("10/06/2027", "30/07/2027"), "zh": ("2027/06/10", "2027/07/30"), "ru": ("10.06.2027", "30.07.2027")}


@pytest.mark.parametrize("lang", list(VALUE_FIRST))
def test_a_date_before_its_role_word_takes_that_role(lang):
    a, b = DATES[lang]
    g = graded(lang, 7, VALUE_FIRST[lang].format(a=a, b=b) + REST[lang])
    got = facts(g)
    assert got["start_date"] == "correct" and got["end_date"] == "correct", got
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(VALUE_FIRST))
def test_dates_swapped_before_their_role_words_are_distorted(lang):
    a, b = DATES[lang]
    got = facts(graded(lang, 7, VALUE_FIRST[lang].format(a=b, b=a) + REST[lang]))
    assert got["start_date"] == "distorted" and got["end_date"] == "distorted", got


def test_a_role_word_before_the_next_date_is_still_that_dates():
    # a telegram's line: "END" opens the next date's part, it names no role of the date before it
    g = graded("en", 7, "OSPREY STOP START 10 JUNE 2027 END 30 JULY 2027 STOP SPARE PARTS ORDERING GDANSK DEPOT ONLY "
                        "STOP MADRID SALES OFFICE OUT OF SCOPE STOP\n" + REST["en"])
    got = facts(g)
    assert got["start_date"] == "correct" and got["end_date"] == "correct", got


# --- the site and the excluded item swapped ----------------------------------------------------------------------
SWAPPED = {
    "en": "Osprey runs from 10 June 2027 to 30 July 2027. It covers only spare parts ordering at the Madrid sales "
          "office; the Gdansk depot is explicitly out of scope.\n",
    "zh": "鱼鹰试点2027年6月10日开始，2027年7月30日结束。只做马德里销售办事处的备件订购，格但斯克仓储站明确不在范围内。\n",
    "ru": "Пилот «Скопа» идёт с 10 июня 2027 г. по 30 июля 2027 г. Он охватывает только заказ запчастей в офисе продаж "
          "в Мадриде; депо в Гданьске в рамки пилота не входит.\n",
}
KEPT = {
    "en": "Osprey runs from 10 June 2027 to 30 July 2027. No workflow other than spare parts ordering, and no site "
          "other than the Gdansk depot, is covered. The Madrid sales office is not part of it.\n",
    "zh": "鱼鹰试点2027年6月10日开始，2027年7月30日结束。只做格但斯克仓储站的备件订购，马德里销售办事处明确不在范围内。\n",
    "ru": "Пилот «Скопа» идёт с 10 июня 2027 г. по 30 июля 2027 г. Никакие процессы, кроме заказа запчастей, и никакие "
          "площадки, кроме депо в Гданьске, в пилот не входят. Офис продаж в Мадриде исключён.\n",
}


@pytest.mark.parametrize("lang", list(SWAPPED))
def test_the_site_named_only_as_excluded_distorts_the_scope(lang):
    g = graded(lang, 7, SWAPPED[lang] + REST[lang])
    got = facts(g)
    assert got["scope"] == "distorted" and got["out_of_scope"] == "distorted", got
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(KEPT))
def test_the_site_kept_in_or_stated_is_no_exclusion_of_it(lang):
    got = facts(graded(lang, 7, KEPT[lang] + REST[lang]))
    assert got["scope"] == "correct" and got["out_of_scope"] == "correct", got


# --- an exclusion told of another excluded item ------------------------------------------------------------------
REPLACED = {
    "en": "Osprey runs from 10 June 2027 to 30 July 2027 and covers only spare parts ordering at the Gdansk depot. "
          "{x} not part of the pilot.\n",
    "zh": "鱼鹰试点2027年6月10日开始，2027年7月30日结束，只涵盖格但斯克仓储站的备件订购。{x}不在试点范围内。\n",
    "ru": "Пилот «Скопа» идёт с 10 июня 2027 г. по 30 июля 2027 г. и охватывает только заказ запчастей в депо в "
          "Гданьске. {x} в рамки пилота не входит.\n",
}
OTHER = {"en": "The legacy fax gateway is", "zh": "旧传真网关", "ru": "Устаревший факс-шлюз"}
OWN = {"en": "The Madrid sales office is", "zh": "马德里销售办事处", "ru": "Офис продаж в Мадриде"}


@pytest.mark.parametrize("lang", list(REPLACED))
def test_another_item_excluded_in_the_sources_stead_is_the_exclusion_distorted(lang):
    g = graded(lang, 7, REPLACED[lang].format(x=OTHER[lang]) + REST[lang])
    assert facts(g)["out_of_scope"] == "distorted", facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(REPLACED))
def test_the_sources_own_item_excluded_is_correct(lang):
    got = facts(graded(lang, 7, REPLACED[lang].format(x=OWN[lang]) + REST[lang]))
    assert got["out_of_scope"] == "correct", got


def test_an_invented_claim_beside_a_replaced_exclusion_is_still_an_addition():
    text = REPLACED["en"].format(x=OTHER["en"]) + "A vendor hotline for the depot staff opens next spring.\n" + REST["en"]
    g = graded("en", 7, text)
    assert facts(g)["out_of_scope"] == "distorted", facts(g)
    assert len(kinds(g)) == 1, kinds(g)


# --- a word clipped with its full stop names an item by its first letters only -------------------------------------
BASE = ("Osprey runs from 10 June 2027 to 30 July 2027. The Madrid sales office is out of scope. The budget is CHF "
        "91,500. The migration of the test accounts has been completed; the training of the front-line clerks is "
        "planned but not started.\n")


def test_a_whole_word_with_letters_of_an_item_is_no_clipped_item():
    g = graded("en", 7, "Scope: spare parts ordering at the Gdansk depot.\nThe investment board has not given its "
                        "consent.\n" + BASE)
    assert facts(g)["scope"] == "correct", g.by_id("scope").detail


def test_an_items_first_letters_clipped_still_name_it():
    # "consign." is "consignment" (shipment tracking's other word) clipped: the scope names another workflow
    g = graded("en", 7, "Scope: consign. tracking at the Gdansk depot.\n" + BASE)
    assert facts(g)["scope"] == "distorted", g.by_id("scope").detail


# --- two items' parts of one Chinese clause, cut at 和 ------------------------------------------------------------
ZH = ("鱼鹰试点2027年6月10日开始，2027年7月30日结束，只涵盖格但斯克仓储站的备件订购，马德里销售办事处不在范围内。"
      "预算为91,500瑞士法郎。投资委员会的审批仍在等待中。\n")


def test_a_done_word_before_and_is_the_first_items_own():
    g = graded("zh", 7, ZH + "- 已完成：测试账户迁移。\n- 已列入计划、尚未开始：一线文员培训。\n"
                             "说明：测试账户迁移完成的具体日期和文员培训的启动日期均未写明。\n")
    got = facts(g)
    assert got["done"] == "correct" and got["planned"] == "correct", got


def test_a_done_word_after_both_items_still_reaches_the_second():
    got = facts(graded("zh", 7, ZH + "测试账户迁移和一线文员培训都已完成。\n"))
    assert got["planned"] == "distorted", got
