"""A closing line that only invites the reader to reply, ask or flag a mismatch, with the writer's promise to set the
message right ("If something in this note is off, just reply and I'll fix it", "与您手上的记录不符的话请告知，我来修改",
"Увидите неточность — ответьте на это письмо, исправлю"), says nothing about the pilot: no addition. A closing line
that names a date, a sum, a person or a role to ask still counts its addition."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds

FULL = {lang: SEED5_FACTS[lang] + SEED5_WORK[lang] for lang in SEED5_FACTS}

CALLS_BACK = [
    ("en", "If something in this note looks off, just reply and I'll fix it."),
    ("en", "If any figure doesn't line up with your records, let me know and I will update the summary."),
    ("en", "Found an error? Drop me a line and I'll put it right."),
    ("en", "P.S. If anything above differs from what you have, write back to this email."),
    ("zh", "以上就是本周情况，有疑问欢迎在评论区留言。"),
    ("zh", "与您手上的记录不符的话请告知，我来修改。"),
    ("zh", "发现哪里有误，请直接指出，我及时更正。"),
    ("ru", "Увидите неточность — ответьте на это письмо, исправлю."),
    ("ru", "Если что-то в сводке не совпадает с вашими записями, просто напишите мне, и я поправлю."),
    ("ru", "Если где-то неверно, сообщите, внесу правку."),
]


@pytest.mark.parametrize("lang,text", CALLS_BACK)
def test_a_call_to_write_back_or_correct_is_no_addition(lang, text):
    g = graded(lang, 5, FULL[lang] + "\n\n" + text)
    assert set(facts(g).values()) == {"correct"}
    assert kinds(g) == []


# a closing line with content of its own: a date, a sum, a person or a role to ask, a step of the pilot
WITH_CLAIM = [
    ("en", "Tell me if the 14 July workshop with the vendor has to move."),
    ("en", "I'll circulate the revised cost plan of EUR 3,200 next Monday."),
    ("en", "If anything looks off, ask Lena Fischer, our data steward."),
    ("zh", "有疑问请找项目协调人刘晓梅。"),
    ("zh", "如有出入请告知，7月14日的供应商培训可能需要改期。"),
    ("ru", "Если что-то не сходится, пишите координатору Инне Воронцовой."),
    ("ru", "Если где-то ошибка, дайте знать: 14 июля у нас встреча с поставщиком."),
]


@pytest.mark.parametrize("lang,text", WITH_CLAIM)
def test_a_closing_line_with_a_claim_still_counts(lang, text):
    g = graded(lang, 5, FULL[lang] + "\n\n" + text)
    assert set(facts(g).values()) == {"correct"}
    assert len(kinds(g)) == 1, kinds(g)


# the writer's own follow-up beside a word to the reader stays a claim: only a promise to correct the message is none
def test_a_follow_up_with_a_party_after_the_call_still_counts():
    text = "If anything is off, let me know; I'll set up a call with the scanner vendor's support desk."
    g = graded("en", 5, FULL["en"] + "\n\n" + text)
    assert set(facts(g).values()) == {"correct"}
    assert len(kinds(g)) == 1, kinds(g)
