"""Text that is no claim of its own: an offer to help the reader ("Glad to walk you through it on a call if that
helps", "有需要我再补充细节", "Если нужно, могу созвониться"), a remark to the reader on using the brief ("有人问起可以
直接这么答复"), the scope's "only" told again by pointing at the site ("only at that site", "仅限该地点", "только в
этом офисе"), and the approval told again by the approver's own title ("由首席财务官亲自审批") are no additions. A real
next step and a judgement stay additions; another title than the source's is still another party's approval."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds

FULL = {lang: SEED5_FACTS[lang] + SEED5_WORK[lang] for lang in SEED5_FACTS}

OFFERS = [
    ("en", "Glad to talk it through on a quick call if it helps."),
    ("en", "Happy to go over the figures on a call if that helps."),
    ("en", "Happy to put the dates in a table if that would be useful."),
    ("zh", "有需要我再补充细节。"),
    ("zh", "有需要的话我再把日期整理成表格。"),
    ("ru", "Если нужно, могу созвониться и всё пройти по пунктам."),
]

REMARKS = [
    ("en", "If anyone asks, you can say exactly that."),
    ("zh", "有人问起可以直接这么答复。"),
    ("zh", "如果有人问，可以直接这样回答。"),
    ("ru", "Если кто-то спросит, можно так и отвечать."),
]


@pytest.mark.parametrize("lang,text", OFFERS + REMARKS)
def test_offer_or_remark_to_the_reader_is_no_addition(lang, text):
    g = graded(lang, 5, FULL[lang] + "\n\n" + text)
    assert set(facts(g).values()) == {"correct"}
    assert kinds(g) == []


# the scope's "only" told by pointing back at the site just named
ONLY_THERE = {
    "en": ("covers only invoice matching at the Leeds office.", "covers invoice matching at the Leeds office, nothing "
                                                                "beyond that site."),
    "zh": ("只涵盖利兹办公室的发票匹配", "涵盖利兹办公室的发票匹配，仅限该地点"),
    "ru": ("охватывает только сверку счетов в офисе в Лидсе.", "охватывает сверку счетов в офисе в Лидсе, только в этом "
                                                             "офисе."),
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_only_that_site_restates_the_scope(lang):
    old, new = ONLY_THERE[lang]
    assert old in FULL[lang]
    g = graded(lang, 5, FULL[lang].replace(old, new))
    assert facts(g)["scope"] == "correct"
    assert kinds(g) == []


# seed 5's approver is the Chief Financial Officer
OWN_TITLE = [
    ("en", "It was approved personally by the Chief Financial Officer."),
    ("en", "Approved personally by the CFO."),
    ("zh", "由首席财务官亲自审批。"),
    ("ru", "Утверждал лично финансовый директор."),
]


@pytest.mark.parametrize("lang,text", OWN_TITLE)
def test_approval_by_the_approvers_own_title_is_no_addition(lang, text):
    g = graded(lang, 5, FULL[lang] + "\n\n" + text)
    assert facts(g)["approval"] == "correct"
    assert kinds(g) == []


def test_judgement_after_the_title_still_counts_once():
    g = graded("zh", 5, FULL["zh"] + "\n\n由首席财务官亲自审批，说明公司对该试点相当重视。")
    assert len(kinds(g)) == 1


# seed 5212: the approver is 奥利弗·勃兰特（总经理）; the approval told, then told again by the title with a judgement
HERON = ("苍鹭试点自2026年4月26日开始，至2026年7月27日结束，只覆盖波尔图服务中心的集装箱订舱，马德里销售办事处不在范围内。"
         "预算为49,000瑞士法郎。奥利弗·勃兰特（总经理）已于2026年4月13日批准。{x}值班主管访谈已经完成，一线文员培训还在计划中，"
         "尚未开始。")


@pytest.mark.parametrize("again,judgement", [
    ("由总经理亲自审批，说明公司对该试点相当重视。", "说明公司对该试点相当重视"),
    ("这次审批由总经理亲自拍板，可见公司很看重这个试点。", "可见公司很看重这个试点"),
    ("审批是总经理亲自做的，足见管理层的重视。", "足见管理层的重视"),
])
def test_title_retelling_leaves_only_the_judgement(again, judgement):
    g = graded("zh", 5212, HERON.format(x=again))
    assert set(facts(g).values()) == {"correct"}
    assert kinds(g) == [("claim", judgement)]


def test_another_title_beside_the_judgement_is_still_counted():
    g = graded("zh", 5212, HERON.format(x="由财务总监亲自审批，说明公司对该试点相当重视。"))
    assert len(kinds(g)) == 2


@pytest.mark.parametrize("lang,text", [
    ("en", "It was approved personally by the Head of Operations."),
    ("zh", "由运营总监亲自审批。"),
])
def test_another_title_is_still_counted(lang, text):
    # not the source's approver's title: another party's approval, no restatement
    g = graded(lang, 5, FULL[lang] + "\n\n" + text)
    assert len(kinds(g)) == 1


NEXT_STEPS = [
    ("en", "I'll set up a call with IT on Monday to agree the rollout order."),
    ("zh", "下周一我会和IT开个短会，把上线顺序定下来。"),
    ("ru", "В понедельник я созвонюсь с ИТ и согласую порядок запуска."),
]


@pytest.mark.parametrize("lang,text", NEXT_STEPS)
def test_a_real_next_step_stays_an_addition(lang, text):
    g = graded(lang, 5, FULL[lang] + "\n\n" + text)
    assert len(kinds(g)) >= 1
