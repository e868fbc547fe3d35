"""Text that makes no claim about the pilot is no addition: an invitation to reach the writer by any channel, an
instruction to the reader that only keeps the excluded item out, the writer's remark on its own message that retells
the house habit a background paragraph tells, and a sentence naming the facts' fields where their values belong (a
template filled with field names). An instruction naming someone new to ask, a meeting the writer sets up, a field
told as changed by someone, and a call tied to a new event stay claims."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds

FULL = {lang: SEED5_FACTS[lang] + SEED5_WORK[lang] for lang in SEED5_FACTS}

NOT_CLAIMS = [
    # an invitation to reach the writer
    ("en", "Drop me a line on Teams if anything needs clarifying."),
    ("en", "Give me a ring any time if you have questions."),
    ("ru", "Если что-то осталось непонятным, звоните мне в любое время."),
    ("ru", "Пишите мне в Телеграм с любыми вопросами."),
    ("zh", "有看不懂的地方随时微信我。"),
    ("zh", "有拿不准的，直接给我打电话就行。"),
    # an instruction to the reader restating the exclusion
    ("en", "Warranty claims are outside the pilot, so stay out of them."),
    ("ru", "Гарантийные претензии в пилот не входят, так что не ввязывайтесь в них."),
    ("zh", "保修索赔不属于试点，千万别被卷进去。"),
    # the writer's remark on its own message, retelling the house habit of a background paragraph
    ("en", "I'm sending this as a written summary instead of a long email thread, as is the custom here."),
    ("ru", "Отправляю письменной сводкой вместо длинной переписки — так у нас заведено."),
    ("zh", "按公司习惯，用书面摘要发给你，不搞冗长的邮件往来。"),
    # the facts' fields named where their values belong
    ("en", "Dates: the pilot goes from start date to end date."),
    ("ru", "Сроки: пилот продлится с даты начала до даты окончания."),
    ("zh", "时间：试点从开始日期延续到结束日期。"),
]


@pytest.mark.parametrize("lang,text", NOT_CLAIMS)
def test_text_that_claims_nothing_is_no_addition(lang, text):
    g = graded(lang, 5, FULL[lang] + "\n\n" + text)
    assert set(facts(g).values()) == {"correct"}
    assert kinds(g) == []


STILL_CLAIMS = [
    # someone new to ask, and a meeting the writer sets up
    ("en", "Check with Liu from purchasing before ordering anything."),
    ("en", "I'll set up a review with the board on Friday."),
    ("ru", "Перед любым заказом согласуйте его с Лю из закупок."),
    ("ru", "В пятницу я организую разбор с правлением."),
    ("zh", "下单前先找采购部的刘经理确认。"),
    ("zh", "周五我会安排一次和董事会的评审。"),
    # a call tied to a new event, not to the reader's doubt
    ("en", "Call me when the CFO signs the extension."),
    ("ru", "Звоните мне, когда финансовый директор подпишет продление."),
    # the fields told as changed by someone: a claim, not a slot
    ("ru", "Дату начала и дату окончания перенёс региональный совет."),
    ("zh", "开始日期和结束日期已被区域董事会推迟。"),
]


@pytest.mark.parametrize("lang,text", STILL_CLAIMS)
def test_the_neighbouring_claim_still_counts(lang, text):
    g = graded(lang, 5, FULL[lang] + "\n\n" + text)
    assert set(facts(g).values()) == {"correct"}
    assert len(kinds(g)) == 1
