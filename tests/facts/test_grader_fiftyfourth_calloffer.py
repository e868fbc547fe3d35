"""An offer to say more on a call, at a meeting or in person ("Glad to take you through the figures over a call",
"при встрече объясню подробнее", "电话里我再详细解释") sets no meeting: it is said to the reader, no addition. A meeting
the brief sets of its own, and the writer's own step with a day or a party, stay additions."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds

FULL = {lang: SEED5_FACTS[lang] + SEED5_WORK[lang] for lang in SEED5_FACTS}

OFFERS = [
    ("en", "Glad to take you through the figures over a call."),
    ("en", "If useful, we can go over the open points in our next catch-up."),
    ("en", "I'll explain the rest in person if you want."),
    ("en", "I can talk you through the rollout at the next meeting if that helps."),
    ("zh", "如果需要，电话里我再详细解释。"),
    ("zh", "具体情况见面时我再跟您细说。"),
    ("zh", "有需要的话，开会时我再介绍一下背景。"),
    ("ru", "Если удобно, при встрече объясню подробнее."),
    ("ru", "Могу пройтись по остальному на созвоне, если нужно."),
    ("ru", "Если будет нужно, расскажу детали на звонке."),
]


@pytest.mark.parametrize("lang,text", OFFERS)
def test_an_offer_to_say_more_at_a_meeting_is_no_addition(lang, text):
    g = graded(lang, 5, FULL[lang] + "\n\n" + text)
    assert set(facts(g).values()) == {"correct"}
    assert kinds(g) == []


# a meeting set of its own, or the writer's step with a day or another party: still one addition
MEETINGS = [
    ("en", "The project board goes through the pilot on a call next Tuesday."),
    ("en", "I'll walk the finance team through the figures on a call on Thursday."),
    ("en", "I'll go through the rollout order on a call with the scanner vendor's support desk."),
    ("zh", "下周三项目组开会过一遍试点进展。"),
    ("zh", "周四我会和财务部开个电话会，说明一下预算安排。"),
    ("ru", "В среду созвон с бухгалтерией по итогам пилота."),
    ("ru", "Расскажу подробнее на планёрке в четверг."),
    ("ru", "Расскажу подробнее на созвоне с поставщиком сканеров и отделом закупок."),
    ("zh", "电话里我再和IT部门详细说一下。"),
]


@pytest.mark.parametrize("lang,text", MEETINGS)
def test_a_meeting_with_a_day_or_a_party_stays_an_addition(lang, text):
    g = graded(lang, 5, FULL[lang] + "\n\n" + text)
    assert set(facts(g).values()) == {"correct"}
    assert len(kinds(g)) == 1, kinds(g)
