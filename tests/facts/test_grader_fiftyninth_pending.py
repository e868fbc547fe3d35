"""The pending approval told again, and a pointer back to what was said, in every language: a clause that only
restates the pending state in its own frame ("until then nothing is formally signed off", "在此之前没有任何正式批准",
"до этого момента ничего формально не утверждено"), with a concession naming the source's facts as set ("even though
the dates are already set out", "虽然日期和预算已经确定"), is the approval told again, no addition; a line pointing back to
what was said ("The rest stands as listed.", "其他信息以上面为准。", "Остальное — как выше.") is no claim. Neighbours that
hold: a spending hold until then, a meeting the state waits on, a concession naming something the source never says
still count. Pinned with briefs written for these tests on the material of seed 1 (the investment board's approval
pending, CHF 81,500)."""

import pytest

from tests.facts.grading import facts, graded, kinds

# seed 1's dates, scope, exclusion, budget and work items told correctly; the approval told by the case
FRAME = {
    "en": "Marlin runs from 10 March 2027 to 22 April 2027, ordering spare parts at the Tampere plant only; the legacy "
          "fax gateway stays out. It has CHF 81,500. The data-protection checklist review is complete, and the "
          "front-line clerks' training is planned but not started. ",
    "zh": "枪鱼试点从2027年3月10日开始，2027年4月22日结束，仅涵盖坦佩雷工厂的备件订购，旧传真网关不在范围内。"
          "预算为81,500瑞士法郎。数据保护检查清单审核已经完成；一线文员培训已列入计划，但尚未开始。",
    "ru": "«Марлин» идёт с 10 марта 2027 г. по 22 апреля 2027 г. и охватывает только заказ запчастей на заводе в Тампере; "
          "устаревший факс-шлюз в него не входит. Бюджет — 81 500 швейцарских франков. Проверка чек-листа по защите "
          "данных уже завершена, обучение операторов первой линии запланировано, но ещё не начато. ",
}

RESTATED = {
    "en": ["The investment board still has to approve the pilot; until then nothing is formally signed off.",
           "Until the investment board gives its approval, the pilot remains formally unapproved, even though the "
           "dates are already set out."],
    "zh": ["试点仍需投资委员会批准；在此之前没有任何正式批准。",
           "投资委员会尚未批准，在此之前试点仍然正式未获批准，尽管日期和预算已经确定。"],
    "ru": ["Пилот ещё должен утвердить инвестиционный совет; до этого момента ничего формально не утверждено.",
           "Пилот ещё ждёт решения инвестиционного совета; до тех пор ничего официально не утверждено."],
}

POINTER = {
    "en": ["The investment board has not approved the pilot yet. The rest stands as listed.",
           "The investment board has not approved the pilot yet. Everything else is as above."],
    "zh": ["试点尚未获批，仍在等待投资委员会审批。其他信息以上面为准。", "试点尚未获批，仍在等待投资委员会审批。其余同上。"],
    "ru": ["Пилот ещё ждёт решения инвестиционного совета. Остальное — как выше.",
           "Пилот ещё ждёт решения инвестиционного совета. Прочее см. выше."],
}

# a hold on spending until the approval, a meeting, a concession naming a party's choice: one addition each
NEIGHBOURS = {
    "en": ["The investment board still has to approve the pilot; until then, no money may be spent.",
           "Until the investment board meets on Friday, the pilot remains formally unapproved.",
           "The investment board still has to approve the pilot, even though the vendor has already been chosen."],
    "zh": ["试点尚未获批，仍在等待投资委员会审批。在此之前不得动用任何预算。",
           "在投资委员会周五开会之前，试点仍然正式未获批准。",
           "试点仍需投资委员会批准，虽然供应商已经选定。"],
    "ru": ["Пилот ещё ждёт решения инвестиционного совета; до этого момента тратить деньги нельзя."],
}


def _cases(table: dict[str, list[str]]) -> list[tuple[str, str]]:
    return [(lang, told) for lang, said in table.items() for told in said]


@pytest.mark.parametrize(("lang", "told"), _cases(RESTATED) + _cases(POINTER))
def test_pending_state_told_again_or_pointer_back_adds_nothing(lang, told):
    g = graded(lang, 1, FRAME[lang] + told)
    assert set(facts(g).values()) == {"correct"}
    assert kinds(g) == []


@pytest.mark.parametrize(("lang", "told"), _cases(NEIGHBOURS))
def test_more_than_the_pending_state_still_counts(lang, told):
    g = graded(lang, 1, FRAME[lang] + told)
    assert facts(g)["approval"] == "correct"
    assert len(kinds(g)) == 1
