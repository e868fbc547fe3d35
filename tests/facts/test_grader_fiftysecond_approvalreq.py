"""Approvals and conditions in further shapes. Another party's sign-off required before the pilot's start ("Before
the launch, the legal department still has to sign off", "上线前还须法务部审批", "До запуска требуется ещё согласование
юридического отдела") is one more sign-off the source does not report: one addition, the pilot's approval untouched. A
prohibition until the approval comes ("no budget may be spent until the board approves", "审批通过之前，不能使用预算",
"пока совет не утвердит пилот, средства не расходуем") and a condition set on the pending decision in so many words,
even one naming the pilot's own work ("only on condition that the review's results are shown to it"), are terms the
source does not set: the approval distorted and one addition; so is a decision ordered after a step of the pilot's
own work ("only after the training is done"), a precondition on the approval as any other. The pending body restated
as a requirement keeps the approval correct. Seed 5: approved by Marek Novak (Chief Financial Officer) on 15 May
2026; seed 1: pending with the investment board."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds

FULL5 = {lang: SEED5_FACTS[lang] + SEED5_WORK[lang] for lang in SEED5_FACTS}

# Seed 1's eight facts told correctly, in words of this file, the approval pending with the investment board.
FULL1 = {
    "en": "From 10 March 2027 to 22 April 2027 the pilot tries spare parts ordering, at the Tampere plant alone; the "
          "legacy fax gateway is left out. Its budget is CHF 81,500. Approval is still pending with the investment "
          "board. The review of the data-protection checklist is complete; the front-line clerks' training is planned "
          "and has not begun.",
    "zh": "试点从2027年3月10日持续到2027年4月22日，只做坦佩雷工厂的备件订购，旧传真网关除外。预算为81,500瑞士法郎。"
          "投资委员会还没有批准，审批仍待定。数据保护检查清单审核已完成，一线文员培训在计划中，尚未开始。",
    "ru": "Пилот пройдёт с 10 марта 2027 г. по 22 апреля 2027 г.; в него входит только заказ запчастей на заводе в "
          "Тампере, устаревший факс-шлюз исключён. Бюджет составляет 81 500 швейцарских франков. Решение "
          "инвестиционного совета пока не принято. Проверка чек-листа по защите данных выполнена, обучение операторов "
          "первой линии запланировано и ещё не начиналось.",
}


def _with(full: dict[str, str], lang: str, more: str) -> str:
    return full[lang] + ("" if lang == "zh" else " ") + more


START_SIGNOFF = [
    ("en", "Before the launch, the legal department still has to sign off."),
    ("zh", "上线前还须法务部审批。"),
    ("ru", "До запуска требуется ещё согласование юридического отдела."),
]


@pytest.mark.parametrize("lang,more", START_SIGNOFF)
def test_other_partys_signoff_before_start_is_one_addition_given_approval(lang, more):
    g = graded(lang, 5, _with(FULL5, lang, more))
    assert set(facts(g).values()) == {"correct"}
    assert [k for k, _ in kinds(g)] == ["approval"]


@pytest.mark.parametrize("lang,more", START_SIGNOFF)
def test_other_partys_signoff_before_start_is_one_addition_pending_approval(lang, more):
    g = graded(lang, 1, _with(FULL1, lang, more))
    assert set(facts(g).values()) == {"correct"}
    assert [k for k, _ in kinds(g)] == ["approval"]


HELD = [
    ("en", "Until the board approves, no money from the budget may be spent."),
    ("zh", "审批通过之前，不能使用预算资金。"),
    ("ru", "Пока совет не утвердит пилот, средства из бюджета не расходуем."),
]


@pytest.mark.parametrize("lang,more", HELD)
def test_prohibition_until_approval_is_a_condition(lang, more):
    g = graded(lang, 1, _with(FULL1, lang, more))
    assert facts(g)["approval"] == "distorted"
    assert [f for f, label in facts(g).items() if label != "correct"] == ["approval"]
    assert [k for k, _ in kinds(g)] == ["condition"]


ON_CONDITION = [
    ("en", "The investment board will approve it only on condition that the data-protection checklist review is "
           "presented to it."),
    ("zh", "投资委员会以提交数据保护检查清单审核的结果为条件，才会批准。"),
    ("ru", "Инвестиционный совет утвердит пилот при условии, что ему покажут итоги проверки чек-листа по защите "
           "данных."),
]


@pytest.mark.parametrize("lang,more", ON_CONDITION)
def test_condition_set_on_the_decision_naming_own_work_distorts_it(lang, more):
    g = graded(lang, 1, _with(FULL1, lang, more))
    assert [f for f, label in facts(g).items() if label != "correct"] == ["approval"]
    assert [k for k, _ in kinds(g)] == ["condition"]


AFTER_WORK = [
    ("en", "The investment board will approve the pilot only after the training of the front-line clerks."),
    ("zh", "投资委员会须在一线文员培训完成之后才会批准。"),
    ("ru", "Инвестиционный совет утвердит пилот только после обучения операторов первой линии."),
]


@pytest.mark.parametrize("lang,more", AFTER_WORK)
def test_decision_ordered_after_own_work_distorts_approval(lang, more):
    g = graded(lang, 1, _with(FULL1, lang, more))
    assert facts(g)["approval"] == "distorted"
    assert [k for k, _ in kinds(g)] == ["condition"]


OWN_BODY = [
    ("en", "The pilot still needs the investment board's approval."),
    ("zh", "试点还需要投资委员会批准。"),
    ("ru", "Пилоту ещё нужно одобрение инвестиционного совета."),
]


@pytest.mark.parametrize("lang,more", OWN_BODY)
def test_own_pending_body_restated_adds_nothing(lang, more):
    g = graded(lang, 1, _with(FULL1, lang, more))
    assert set(facts(g).values()) == {"correct"}
    assert kinds(g) == []


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_plain_briefs_stay_correct(lang):
    for seed, full in ((1, FULL1), (5, FULL5)):
        g = graded(lang, seed, full[lang])
        assert set(facts(g).values()) == {"correct"}
        assert kinds(g) == []
