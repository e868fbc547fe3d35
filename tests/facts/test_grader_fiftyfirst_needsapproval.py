"""A further approval told as a requirement on a step with the pilot's money ("Payments from the budget need the
legal department's sign-off", "资金使用前须经法务部审批", "Платежи из бюджета требуют согласования юридического
отдела"): by a party other than the source's approver or body, one unsupported addition, the approval left as the
source's. The source's own approver or pending body restated in a requirement's shape adds nothing, and a condition
set on the pilot's own approval stays a condition (approval distorted, one addition). Seed 5: approved by Marek Novak
(Chief Financial Officer) on 15 May 2026; seed 1: pending with the investment board."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds

FULL5 = {lang: SEED5_FACTS[lang] + SEED5_WORK[lang] for lang in SEED5_FACTS}

# Seed 1's eight facts told correctly, its approval pending with the investment board.
FULL1 = {
    "en": "The pilot starts on 10 March 2027 and ends on 22 April 2027. It covers only spare parts ordering at the "
          "Tampere plant; the legacy fax gateway stays out of it. The investment board has not decided yet, so approval "
          "is pending. Budget: CHF 81,500. The data-protection checklist review is finished, and the training of the "
          "front-line clerks is planned but not started.",
    "zh": "试点自2027年3月10日起，至2027年4月22日止，仅限坦佩雷工厂的备件订购，旧传真网关不在其内。投资委员会尚未批准，"
          "审批仍在进行中。预算81,500瑞士法郎。数据保护检查清单的审核已经完成，一线文员培训已有计划，但还没开始。",
    "ru": "Пилот начнётся 10 марта 2027 г. и закончится 22 апреля 2027 г. Он касается только заказа запчастей на "
          "заводе в Тампере; устаревший факс-шлюз в него не входит. Инвестиционный совет пока не утвердил пилот. "
          "Бюджет: 81 500 швейцарских франков. Проверка чек-листа по защите данных завершена, обучение операторов "
          "первой линии запланировано, но не начато.",
}


def _with(full: dict[str, str], lang: str, more: str) -> str:
    return full[lang] + ("" if lang == "zh" else " ") + more


OTHER_PARTY = [
    ("en", "Finance has to approve each payment from the budget."),
    ("en", "Payments above the budget line require the legal department's sign-off."),
    ("en", "Money moves only after Procurement approves the purchase."),
    ("zh", "每笔资金支出都须经法务部审批。"),
    ("zh", "采购款项需要财务部门批准后才能支付。"),
    ("ru", "Каждый платёж из бюджета должна согласовать юридическая служба."),
    ("ru", "Закупки оплачиваются только после согласования с финансовым отделом."),
]


@pytest.mark.parametrize("lang,more", OTHER_PARTY)
def test_other_partys_signoff_on_money_is_one_addition_given_approval(lang, more):
    g = graded(lang, 5, _with(FULL5, lang, more))
    assert set(facts(g).values()) == {"correct"}
    assert [k for k, _ in kinds(g)] == ["approval"]


@pytest.mark.parametrize("lang,more", OTHER_PARTY)
def test_other_partys_signoff_on_money_is_one_addition_pending_approval(lang, more):
    g = graded(lang, 1, _with(FULL1, lang, more))
    assert set(facts(g).values()) == {"correct"}
    assert [k for k, _ in kinds(g)] == ["approval"]


OWN_APPROVER = [
    ("en", "Each payment from the budget requires the CFO's approval."),
    ("zh", "每笔资金支出都需要首席财务官批准。"),
    ("ru", "Каждый платёж из бюджета требует согласования с финансовым директором."),
]


@pytest.mark.parametrize("lang,more", OWN_APPROVER)
def test_own_approver_in_a_requirement_adds_nothing(lang, more):
    g = graded(lang, 5, _with(FULL5, lang, more))
    assert set(facts(g).values()) == {"correct"}
    assert kinds(g) == []


OWN_BODY = [
    ("en", "The pilot still has to get the investment board's approval."),
    ("zh", "试点仍需投资委员会批准。"),
    ("ru", "Пилоту всё ещё нужно одобрение инвестиционного совета."),
]


@pytest.mark.parametrize("lang,more", OWN_BODY)
def test_own_pending_body_in_a_requirement_adds_nothing(lang, more):
    g = graded(lang, 1, _with(FULL1, lang, more))
    assert set(facts(g).values()) == {"correct"}
    assert kinds(g) == []


# the neighbouring reading: a condition on the pilot's own approval, or the pilot itself waiting on another body
CONDITION = [
    ("en", SEED5_FACTS["en"].replace("approved it on 15 May 2026", "approved it on 15 May 2026 on condition that the "
                                     "legal department signs too")),
]


@pytest.mark.parametrize("lang,text", CONDITION)
def test_condition_on_own_approval_stays_a_condition(lang, text):
    g = graded(lang, 5, text + SEED5_WORK[lang])
    assert facts(g)["approval"] == "distorted"
    assert [k for k, _ in kinds(g)] == ["condition"]


WRONG_BODY = [
    ("en", FULL1["en"].replace("The investment board has not decided yet, so approval is pending.",
                               "The pilot still needs the works council's approval.")),
    ("zh", FULL1["zh"].replace("投资委员会尚未批准，审批仍在进行中。", "试点仍需职工委员会批准。")),
    ("ru", FULL1["ru"].replace("Инвестиционный совет пока не утвердил пилот.",
                               "Пилоту ещё нужно одобрение совета трудового коллектива.")),
]


@pytest.mark.parametrize("lang,text", WRONG_BODY)
def test_pilot_waiting_on_another_body_stays_distorted(lang, text):
    g = graded(lang, 1, text)
    assert facts(g)["approval"] == "distorted"
