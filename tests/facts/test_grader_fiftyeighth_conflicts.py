"""A Sources line restating the approval's value beside the body's, and a meeting of the team's own set before the
start: seed 5485's approval is pending with the investment board and its pilot starts on 27 September 2027. A value
in the Sources list that conflicts with the body's leaves two values standing (distorted); a line naming the fact
alone states nothing. A kick-off with the team before the start is an invented event (one addition), no second start
date; the pilot itself kicking off on another day still is one."""

import pytest

from tests.facts.grading import facts, graded, kinds

SEED = 5485

BODY = {
    "en": "The Heron pilot runs from 27 September 2027 to 20 January 2028 and covers returns handling at the Valencia "
          "hub only. The budget is GBP 18,500. The investment board has not approved it yet; its decision is still "
          "pending [8].\n\n",
    "ru": "Пилот «Цапля» идёт с 27 сентября 2027 г. по 20 января 2028 г. и охватывает только обработку возвратов в "
          "хабе в Валенсии. Бюджет — 18 500 фунтов стерлингов. Инвестиционный совет пилот ещё не утвердил, решение "
          "пока ожидается [8].\n\n",
    "zh": "苍鹭试点于2027年9月27日开始，2028年1月20日结束，只涵盖巴伦西亚枢纽的退货处理。预算为18,500英镑。投资委员会"
          "尚未批准该试点，审批仍在等待中[8]。\n\n",
}

SOURCES_GIVEN = {
    "en": "Sources\n- Approval: approved by the investment board [8]\n- Budget [2]\n",
    "ru": "Источники\n- Утверждение: утверждён инвестиционным советом [8]\n- Бюджет [2]\n",
    "zh": "来源\n- 审批——已获投资委员会批准[8]\n- 预算[2]\n",
}

SOURCES_PENDING = {
    "en": "Sources\n- Approval: pending with the investment board [8]\n",
    "ru": "Источники\n- Утверждение: ожидается решение инвестиционного совета [8]\n",
    "zh": "来源\n- 审批——待投资委员会批准[8]\n",
}

SOURCES_NAMES = {
    "en": "Sources\n[2] start date, budget\n[8] approval\n",
    "ru": "Источники\n[2] дата начала, бюджет\n[8] утверждение\n",
    "zh": "来源\n[2] 开始日期、预算\n[8] 审批\n",
}

TEAM_MEETING = {
    "en": "Before go-live we hold a kick-off with the Valencia returns team on 20 September 2027 to walk them through "
          "the new steps.",
    "ru": "Мы проведём установочную встречу с командой возвратов хаба в Валенсии 20 сентября, чтобы разобрать новые шаги.",
    "zh": "9月20日我们将和巴伦西亚枢纽的退货团队开启动会，先讲解新的流程。",
}

PILOT_KICKS_OFF = {
    "en": "To repeat: the pilot kicks off on 20 September 2027.",
    "ru": "Ещё раз: пилот стартует 20 сентября 2027 г.",
    "zh": "再说一遍：试点于2027年9月20日启动。",
}


@pytest.mark.parametrize("lang", ["en", "ru", "zh"])
def test_a_conflicting_value_in_sources_leaves_two_values(lang):
    g = graded(lang, SEED, BODY[lang] + SOURCES_GIVEN[lang])
    assert facts(g)["approval"] == "distorted"


@pytest.mark.parametrize("lang", ["en", "ru", "zh"])
def test_the_same_value_in_sources_stays_correct(lang):
    g = graded(lang, SEED, BODY[lang] + SOURCES_PENDING[lang])
    assert facts(g)["approval"] == "correct"


@pytest.mark.parametrize("lang", ["en", "ru", "zh"])
def test_sources_naming_facts_state_nothing(lang):
    g = graded(lang, SEED, BODY[lang] + SOURCES_NAMES[lang])
    labels = facts(g)
    assert labels["approval"] == "correct" and labels["budget"] == "correct" and labels["start_date"] == "correct"
    assert kinds(g) == []


@pytest.mark.parametrize("lang", ["en", "ru", "zh"])
def test_a_team_kick_off_before_the_start_is_an_addition(lang):
    g = graded(lang, SEED, BODY[lang] + TEAM_MEETING[lang])
    assert facts(g)["start_date"] == "correct"
    assert len(kinds(g)) == 1


@pytest.mark.parametrize("lang", ["en", "ru", "zh"])
def test_the_pilot_kicking_off_on_another_day_is_still_a_second_start(lang):
    g = graded(lang, SEED, BODY[lang] + PILOT_KICKS_OFF[lang])
    assert facts(g)["start_date"] == "distorted"
