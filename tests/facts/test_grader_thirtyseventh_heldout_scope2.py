"""Scope, exclusion and stage in replaced or reorganised forms, the thirty-seventh held-out set's class in every
language: the excluded place told as the workflow's site (the source's site unnamed) distorts the scope and leaves the
exclusion unstated; an exclusion told of a thing of the excluded item's kind that is none of the pools' items ("the
weekend shift" for the night shift) is the exclusion distorted, no addition; a planned item the team is "working on"
now is reported as under way; and a heading line that states a stage ("Before — what is already finished") gives it to
the list items under it. Pinned with briefs written for these tests on the material of seed 7 (spare parts ordering
at the Gdansk depot, the Madrid sales office excluded) and seed 12 (invoice matching at the Lyon warehouse, the night
shift excluded, test accounts migrated, the customer portal connection planned, USD 72,500, the works council
pending)."""

import pytest

from tests.facts.grading import facts, graded, kinds

# --- the excluded place told as the workflow's site -----------------------------------------------------------------
REST7 = {
    "en": "The budget is CHF 91,500. Approval by the investment board is still pending. The migration of the test "
          "accounts has been completed; the training of the front-line clerks is planned but not started.\n",
    "zh": "预算为91,500瑞士法郎。投资委员会的审批仍在等待中。测试账户迁移已经完成；一线文员培训已列入计划，但尚未开始。\n",
    "ru": "Бюджет — 91 500 швейцарских франков. Решение инвестиционного совета пока ожидается. Миграция тестовых "
          "учётных записей завершена; обучение операторов первой линии запланировано, но не начато.\n",
}
AS_SITE = {
    "en": "Quillfeather pilot, 10 June 2027 to 30 July 2027.\n\n| Item | Detail |\n|---|---|\n| Scope | Spare parts "
          "ordering, Madrid sales office only |\n{extra}\n",
    "zh": "翠鸟试点：2027年6月10日开始，2027年7月30日结束。\n\n| 项目 | 内容 |\n|---|---|\n| 范围 | 只做马德里销售办事处的"
          "备件订购 |\n{extra}\n",
    "ru": "Пилот «Зимородок»: с 10 июня 2027 г. по 30 июля 2027 г.\n\n| Пункт | Содержание |\n|---|---|\n| Рамки | "
          "только заказ запчастей в офисе продаж в Мадриде |\n{extra}\n",
}
OTHER_EXCLUDED = {"en": "The legacy fax gateway is not part of the pilot.", "zh": "旧传真网关不在试点范围内。",
                  "ru": "Устаревший факс-шлюз в рамки пилота не входит."}
WIDENED = {
    "en": "Quillfeather pilot, 10 June 2027 to 30 July 2027. It covers spare parts ordering at the Gdansk depot and at "
          "the Madrid sales office.\n",
    "zh": "翠鸟试点：2027年6月10日开始，2027年7月30日结束，覆盖格但斯克仓储站和马德里销售办事处的备件订购。\n",
    "ru": "Пилот «Зимородок»: с 10 июня 2027 г. по 30 июля 2027 г., охватывает заказ запчастей в депо в Гданьске и в "
          "офисе продаж в Мадриде.\n",
}


@pytest.mark.parametrize("lang", list(AS_SITE))
def test_the_excluded_place_told_as_the_site_distorts_the_scope_and_states_no_exclusion(lang):
    g = graded(lang, 7, AS_SITE[lang].format(extra="") + REST7[lang])
    got = facts(g)
    assert got["scope"] == "distorted" and got["out_of_scope"] == "omitted", got
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(AS_SITE))
def test_another_item_excluded_beside_the_place_told_as_the_site_is_the_exclusion_distorted(lang):
    got = facts(graded(lang, 7, AS_SITE[lang].format(extra="\n" + OTHER_EXCLUDED[lang]) + REST7[lang]))
    assert got["scope"] == "distorted" and got["out_of_scope"] == "distorted", got


@pytest.mark.parametrize("lang", list(WIDENED))
def test_the_excluded_place_beside_the_source_site_is_still_the_negation_lost(lang):
    got = facts(graded(lang, 7, WIDENED[lang] + REST7[lang]))
    assert got["out_of_scope"] == "distorted", got


def test_an_invented_claim_beside_the_place_told_as_the_site_is_still_an_addition():
    text = AS_SITE["en"].format(extra="| Hotline | A vendor hotline for the depot staff opens next spring |") + \
        REST7["en"]
    g = graded("en", 7, text)
    assert facts(g)["scope"] == "distorted", facts(g)
    assert len(kinds(g)) == 1, kinds(g)


# --- an exclusion told of a thing of the excluded item's kind --------------------------------------------------------
REST12 = {
    "en": "Lanternfish runs from 23 May 2026 to 5 July 2026 and covers invoice matching at the Lyon warehouse only. "
          "Budget: USD 72,500. The works council has not decided yet. The test accounts have been migrated; the "
          "connection to the customer portal is planned, not started.\n",
    "zh": "灯笼鱼试点2026年5月23日开始，2026年7月5日结束，只做里昂仓库的发票匹配。预算72,500美元。职工委员会尚未批准。"
          "测试账户迁移已经完成；客户门户接入已列入计划，尚未开始。\n",
    "ru": "Пилот «Фонарь» идёт с 23 мая 2026 г. по 5 июля 2026 г. и охватывает только сверку счетов на складе в Лионе. "
          "Бюджет — 72 500 долларов США. Совет трудового коллектива ещё не принял решение. Миграция тестовых учётных "
          "записей завершена; подключение к клиентскому порталу запланировано, но не начато.\n",
}
KIN = {
    "en": "Anything left out?\nYes — the weekend shift is explicitly out of scope.\n",
    "zh": "有没有排除的部分？\n有——周末班明确不在试点范围内。\n",
    "ru": "Что-то исключено?\nДа — выходная смена прямо выведена за рамки пилота.\n",
}
NOTHING_NAMED = {
    "en": "Everything else is out of scope.\n",
    "zh": "其他一切都不在范围内。\n",
    "ru": "Всё остальное в рамки пилота не входит.\n",
}
OWN12 = {
    "en": "The night shift is explicitly out of scope.\n",
    "zh": "夜班明确不在试点范围内。\n",
    "ru": "Ночная смена прямо исключена из пилота.\n",
}


@pytest.mark.parametrize("lang", list(KIN))
def test_an_exclusion_of_a_kindred_thing_is_the_exclusion_distorted(lang):
    g = graded(lang, 12, REST12[lang] + KIN[lang])
    assert facts(g)["out_of_scope"] == "distorted", g.by_id("out_of_scope").detail
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(NOTHING_NAMED))
def test_an_exclusion_of_everything_else_names_no_thing(lang):
    got = facts(graded(lang, 12, REST12[lang] + NOTHING_NAMED[lang]))
    assert got["out_of_scope"] == "omitted", got


@pytest.mark.parametrize("lang", list(OWN12))
def test_the_sources_own_excluded_item_is_correct(lang):
    got = facts(graded(lang, 12, REST12[lang] + OWN12[lang]))
    assert got["out_of_scope"] == "correct", got


def test_an_invented_claim_beside_a_kindred_exclusion_is_still_an_addition():
    g = graded("en", 12, REST12["en"] + KIN["en"] + "Around twenty clerks from the evening team will join.\n")
    assert facts(g)["out_of_scope"] == "distorted", facts(g)
    assert len(kinds(g)) == 1, kinds(g)


# --- a planned item the team is working on now ------------------------------------------------------------------
BASE12 = {
    "en": "Lanternfish runs from 23 May 2026 to 5 July 2026 and covers invoice matching at the Lyon warehouse only; "
          "the night shift is out of scope. Budget: USD 72,500. The works council has not decided yet. {stages}\n",
    "zh": "灯笼鱼试点2026年5月23日开始，2026年7月5日结束，只做里昂仓库的发票匹配，夜班不在范围内。预算72,500美元。"
          "职工委员会尚未批准。{stages}\n",
    "ru": "Пилот «Фонарь» идёт с 23 мая 2026 г. по 5 июля 2026 г. и охватывает только сверку счетов на складе в Лионе; "
          "ночная смена в пилот не входит. Бюджет — 72 500 долларов США. Совет трудового коллектива ещё не принял "
          "решение. {stages}\n",
}
AT_WORK = {
    "en": "The test accounts have been migrated, and the team is now working flat out on the connection to the "
          "customer portal.",
    "zh": "测试账户迁移已经完成，团队正全力推进客户门户接入。",
    "ru": "Миграция тестовых учётных записей завершена, а команда сейчас вовсю работает над подключением к "
          "клиентскому порталу.",
}
TO_WORK = {
    "en": "The test accounts have been migrated; the team will be working on the connection to the customer portal "
          "later, it has not started.",
    "zh": "测试账户迁移已经完成；客户门户接入已列入计划，团队之后将全力推进，目前尚未开始。",
    "ru": "Миграция тестовых учётных записей завершена; над подключением к клиентскому порталу команда будет "
          "работать позже, оно запланировано, но не начато.",
}


@pytest.mark.parametrize("lang", list(AT_WORK))
def test_a_planned_item_the_team_is_working_on_is_reported_under_way(lang):
    g = graded(lang, 12, BASE12[lang].format(stages=AT_WORK[lang]))
    got = facts(g)
    assert got["planned"] == "distorted" and got["done"] == "correct", got
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(TO_WORK))
def test_work_on_it_still_to_come_keeps_the_item_planned(lang):
    got = facts(graded(lang, 12, BASE12[lang].format(stages=TO_WORK[lang])))
    assert got["planned"] == "correct", got


# --- a heading line stating a stage over its list items ---------------------------------------------------------
HEADINGS = {
    "en": ("Before — what is already finished", "After — scheduled, nothing started yet",
           "migration of the test accounts", "connection to the customer portal"),
    "zh": ("之前 —— 已经做完的", "之后 —— 已排进计划、还没动的", "测试账户迁移", "客户门户接入"),
    "ru": ("До — что уже сделано", "После — запланировано, ещё не тронуто", "миграция тестовых учётных записей",
           "подключение к клиентскому порталу"),
}


def _before_after(lang: str, swap: bool = False) -> str:
    done_head, planned_head, done, planned = HEADINGS[lang]
    if swap:
        done, planned = planned, done
    return BASE12[lang].format(stages="") + f"\n{done_head}\n· {done}\n\n{planned_head}\n· {planned}\n"


@pytest.mark.parametrize("lang", list(HEADINGS))
def test_items_under_a_heading_stating_a_stage_take_it(lang):
    g = graded(lang, 12, _before_after(lang))
    got = facts(g)
    assert got["done"] == "correct" and got["planned"] == "correct", got


@pytest.mark.parametrize("lang", list(HEADINGS))
def test_items_under_the_wrong_stage_heading_are_distorted(lang):
    got = facts(graded(lang, 12, _before_after(lang, swap=True)))
    assert got["done"] == "distorted" and got["planned"] == "distorted", got


def test_a_sentence_over_a_list_gives_its_items_no_stage():
    # a line that ends its sentence says something of its own; the list under it is not told done by it
    text = BASE12["en"].format(stages="") + "\nThe team has finished the paperwork.\n· migration of the test " \
        "accounts\n"
    got = facts(graded("en", 12, text))
    assert got["done"] == "omitted", got
