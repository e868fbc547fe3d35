"""Additions counted once each: two invented claims joined by a comma, the second with a subject and a verb of its own
after a meeting set ("每周一下午举行一次项目例会，财务经理也要审核每笔付款"), are two additions in every language; one claim
told over two clauses (a reason leading its clause, the budget's sufficiency told on, the follow-up of a meeting) stays
one. A request to the reader to check a figure of the brief before it goes out is no addition."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds

FULL = {lang: SEED5_FACTS[lang] + SEED5_WORK[lang] for lang in SEED5_FACTS}

JOINED = [
    ("en", "A project sync takes place every Monday afternoon, and the finance manager must also review each payment."),
    ("ru", "По понедельникам днём проходит проектная встреча, а финансовый менеджер также проверяет каждый платёж."),
    ("zh", "每周一下午举行一次项目例会，财务经理也要审核每笔付款。"),
    ("zh", "下周三召开一次协调会，仓库团队还需要提交盘点清单。"),
]


@pytest.mark.parametrize("lang,joined", JOINED)
def test_two_joined_claims_are_two_additions(lang, joined):
    g = graded(lang, 5, FULL[lang] + "\n\n" + joined)
    assert set(facts(g).values()) == {"correct"}
    assert len(kinds(g)) == 2


ONE_CLAIM = [
    ("zh", "为了跟上进度，团队每周五召开一次例会。"),   # the reason leads the clause it is given for
    ("zh", "预算相当宽裕，足够支付全部培训。"),        # the sufficiency told on
    ("zh", "我们约好下周四碰一次，会上再确认进度。"),   # the meeting, then what it will go over
    ("en", "The budget is generous, enough to pay for all the training."),
]


@pytest.mark.parametrize("lang,claim", ONE_CLAIM)
def test_one_claim_over_two_clauses_stays_one(lang, claim):
    g = graded(lang, 5, FULL[lang] + "\n\n" + claim)
    assert set(facts(g).values()) == {"correct"}
    assert len(kinds(g)) == 1


CHECK_REQUESTS = [
    ("en", "The figures come from the notes supplied, so check the budget with the finance team before it is sent out."),
    ("en", "Please verify the budget against the finance records before sharing it."),
    ("zh", "这份简报依据所提供的笔记整理，请在发出前与财务再核对一下预算。"),
    ("zh", "请在转发前与财务部确认预算。"),
    ("ru", "Справка опирается на присланные записи, поэтому перед отправкой проверьте бюджет у финансистов."),
]


@pytest.mark.parametrize("lang,request_", CHECK_REQUESTS)
def test_request_to_check_a_figure_is_no_addition(lang, request_):
    g = graded(lang, 5, FULL[lang] + "\n\n" + request_)
    assert set(facts(g).values()) == {"correct"}
    assert kinds(g) == []


PILOT_STEPS = [
    ("zh", "财务部必须在资金下拨前批准这笔预算。"),
    ("ru", "Финансовая служба обязана утвердить бюджет до выделения средств."),
    ("zh", "财务将在发出前确认预算。"),  # what finance will do, no request to the reader
]


@pytest.mark.parametrize("lang,step", PILOT_STEPS)
def test_step_of_the_pilot_people_still_counts(lang, step):
    g = graded(lang, 5, FULL[lang] + "\n\n" + step)
    assert len(kinds(g)) == 1
