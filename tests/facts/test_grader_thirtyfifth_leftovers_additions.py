"""Additions counted right in compound sentences, and status phrases that are no approval, in every language: the
pilot said to go to plan ("on schedule", "идём по плану", "пилот в графике", "按计划推进") is a status of its own, an
addition however few its words, and never a pending or given approval ("по плану" is no planned approval); a
judgement of the budget beside its amount ("the budget, CHF 91,500, is more than enough", "с запасом", "绰绰有余") is
the budget as stated plus one addition; two such claims in one sentence are two. Briefs written for these tests on
the material of seed 7 (approval pending with the investment board)."""

import pytest

from tests.facts.grading import facts, graded, kinds

BASE = {
    "en": "The Osprey pilot runs from 10 June 2027 to 30 July 2027 [2][7]. It covers spare parts ordering at the Gdansk "
          "depot only [13]; the Madrid sales office is out of scope [7]. The budget is CHF 91,500 [2]. Approval by the "
          "investment board is still pending [7]. The migration of the test accounts is done [13]; the training of the "
          "front-line clerks is planned but not started [2].",
    "ru": "Пилот «Скопа» идёт с 10 июня 2027 г. по 30 июля 2027 г. [2][9]. Он охватывает только заказ запчастей в депо "
          "в Гданьске [17]; офис продаж в Мадриде исключён [9]. Бюджет — 91 500 швейцарских франков [2]. Пилот ещё не "
          "утверждён: ждём решения инвестиционного совета [9]. Миграция тестовых учётных записей завершена [17]; "
          "обучение операторов первой линии запланировано, но не начато [2].",
    "zh": "鱼鹰试点于2027年6月10日开始，2027年7月30日结束[2][5]。试点仅涵盖格但斯克仓储站的备件订购[8]，马德里销售办事处不在"
          "范围内[5]。预算为91,500瑞士法郎[2]。试点尚未获批，仍在等待投资委员会审批[5]。测试账户迁移已经完成[8]；一线文员"
          "培训已列入计划，但尚未开始[2]。",
}
APPROVAL = {"en": "Approval by the investment board is still pending [7].",
            "ru": "Пилот ещё не утверждён: ждём решения инвестиционного совета [9].",
            "zh": "试点尚未获批，仍在等待投资委员会审批[5]。"}
BUDGET = {"en": "The budget is CHF 91,500 [2].", "ru": "Бюджет — 91 500 швейцарских франков [2].",
          "zh": "预算为91,500瑞士法郎[2]。"}


def _brief(lang: str, old: dict[str, str] | None = None, new: str = "", after: str = "") -> str:
    text = BASE[lang] if old is None else BASE[lang].replace(old[lang], new)
    return f"{text} {after}".strip() + "\n"


def _all_correct(g) -> None:
    assert set(facts(g).values()) == {"correct"}, facts(g)


# --- the pilot said to go to plan: a status of its own, however few its words --------------------------------------
ON_PLAN_ALONE = {
    "en": ["We are on schedule.", "Everything is on track.", "Overall status: green, we are going to plan."],
    "ru": ["Идём по плану.", "Пилот в графике.", "Общий статус: зелёный, всё идёт по графику."],
    "zh": ["试点按计划推进。", "目前进度符合计划。", "总体状态：绿灯，各项工作按计划进行。"],
}


@pytest.mark.parametrize("lang,said", [(lang, s) for lang, told in ON_PLAN_ALONE.items() for s in told])
def test_going_to_plan_is_one_addition(lang, said):
    g = graded(lang, 7, _brief(lang, after=said))
    _all_correct(g)
    assert [k for k, _ in kinds(g)] == ["claim"], kinds(g)


# --- ... and no approval: in the approval's place, the approval is omitted and the status is still an addition -----
IN_APPROVALS_PLACE = {
    "en": "Overall status: green, we are on schedule [7].",
    "ru": "Общий статус: зелёный, идём по плану [9].",
    "zh": "总体状态：绿灯，一切按计划推进[5]。",
}


@pytest.mark.parametrize("lang", list(IN_APPROVALS_PLACE))
def test_going_to_plan_is_no_approval(lang):
    g = graded(lang, 7, _brief(lang, APPROVAL, IN_APPROVALS_PLACE[lang]))
    got = facts(g)
    assert got.pop("approval") == "omitted", facts(g)
    assert set(got.values()) == {"correct"}, got
    assert [k for k, _ in kinds(g)] == ["claim"], kinds(g)


# --- a fact and one claim in one sentence: the fact, and one addition ------------------------------------------------
FACT_AND_STATUS = {
    "en": "Approval by the investment board is still pending [7], and otherwise we are on schedule.",
    "ru": "Пилот ещё не утверждён: ждём решения инвестиционного совета [9], а в остальном идём по плану.",
    "zh": "试点尚未获批，仍在等待投资委员会审批[5]，其他工作按计划推进。",
}


@pytest.mark.parametrize("lang", list(FACT_AND_STATUS))
def test_a_fact_and_going_to_plan_in_one_sentence(lang):
    g = graded(lang, 7, _brief(lang, APPROVAL, FACT_AND_STATUS[lang]))
    _all_correct(g)
    assert [k for k, _ in kinds(g)] == ["claim"], kinds(g)


# --- a judgement of the budget beside its amount: the budget as stated, and one addition ----------------------------
JUDGED_BUDGET = {
    "en": ["The budget, CHF 91,500, is more than enough [2].", "The budget is CHF 91,500 [2], which should "
           "comfortably cover the work."],
    "ru": ["Бюджет 91 500 швейцарских франков — с запасом [2].", "Бюджет — 91 500 швейцарских франков [2], по "
           "ощущениям хватит с лихвой."],
    "zh": ["预算为91,500瑞士法郎，绰绰有余[2]。", "预算九万一千五百瑞士法郎[2]，完全够用。"],
}


@pytest.mark.parametrize("lang,said", [(lang, s) for lang, told in JUDGED_BUDGET.items() for s in told])
def test_a_budget_judged_enough_is_the_budget_and_one_addition(lang, said):
    g = graded(lang, 7, _brief(lang, BUDGET, said))
    _all_correct(g)
    assert [k for k, _ in kinds(g)] == ["claim"], kinds(g)


WRONG_BUDGET_JUDGED = {
    "en": "The budget, CHF 19,500, is more than enough [2].",
    "ru": "Бюджет 19 500 швейцарских франков — с запасом [2].",
    "zh": "预算为19,500瑞士法郎，绰绰有余[2]。",
}


@pytest.mark.parametrize("lang", list(WRONG_BUDGET_JUDGED))
def test_a_wrong_budget_judged_enough_is_still_distorted(lang):
    g = graded(lang, 7, _brief(lang, BUDGET, WRONG_BUDGET_JUDGED[lang]))
    got = facts(g)
    assert got.pop("budget") == "distorted", facts(g)
    assert set(got.values()) == {"correct"}, got
    assert [k for k, _ in kinds(g)] == ["claim"], kinds(g)


# --- two claims beside a fact in one sentence: two additions ---------------------------------------------------------
TWO_CLAIMS = {
    "en": "The budget is CHF 91,500 [2], more than enough, and we are on schedule.",
    "ru": "Бюджет — 91 500 швейцарских франков [2], этого хватит с запасом, и пока всё идёт по графику.",
    "zh": "预算为91,500瑞士法郎[2]，绰绰有余，整体按计划推进。",
}


@pytest.mark.parametrize("lang", list(TWO_CLAIMS))
def test_two_claims_beside_the_budget_are_two_additions(lang):
    g = graded(lang, 7, _brief(lang, BUDGET, TWO_CLAIMS[lang]))
    _all_correct(g)
    assert [k for k, _ in kinds(g)] == ["claim", "claim"], kinds(g)


# --- the plain brief, for contrast: nothing added --------------------------------------------------------------------
@pytest.mark.parametrize("lang", list(BASE))
def test_the_plain_brief_adds_nothing(lang):
    g = graded(lang, 7, _brief(lang))
    _all_correct(g)
    assert kinds(g) == []
