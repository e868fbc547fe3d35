"""A chat user's rejected "later", a remark that the notes say nothing of a later inclusion, and an accepted wrong
approval date, in every language: a user's claim that the excluded item comes in later, which the reply answers with
no yes and in its own words, is the user's, never the brief's (the exclusion stands); a deferral inside a remark that
the notes are silent on it ("the notes say nothing about adding them later") plans nothing; a wrong approval day asked
without its year and accepted with it ("on 20 May?" / "Yes, on 20 May 2026") is the approval's distortion only, no
added date. Neighbours that hold: the assistant's own "later" still distorts the exclusion; a user's date the reply
rejects is no distortion and no addition; a date of another event in the reply still counts. Pinned with briefs
written for these tests on the material of seed 5 (warranty claims out of scope, approved 15 May 2026)."""

import pytest

from tests.facts.grading import SEED5_WORK, facts, graded, kinds

SPEAKERS = {"en": ("User: ", "Assistant: "), "ru": ("Пользователь: ", "Ассистент: "), "zh": ("用户：", "助手：")}

# seed 5's dates, scope, exclusion and budget told correctly, and the work; the approval told by the turns
FRAME = {
    "en": "From 9 June 2026 to 3 October 2026 the pilot covers only invoice matching at the Leeds office, with "
          "USD 45,000; warranty claims are not part of it.",
    "ru": "С 9 июня 2026 г. по 3 октября 2026 г. пилот охватывает только сверку счетов в офисе в Лидсе, бюджет — "
          "45 000 долларов США; гарантийные претензии в него не входят.",
    "zh": "试点从2026年6月9日到2026年10月3日，只做利兹办公室的发票匹配，预算45,000美元；保修索赔不在范围内。",
}
APPROVED = {
    "en": "Marek Novak approved it on 15 May 2026.",
    "ru": "Марек Новак утвердил его 15 мая 2026 г.",
    "zh": "马雷克·诺瓦克于2026年5月15日批准了它。",
}
OPEN = {"en": "Can you give me the pilot in brief?", "ru": "Расскажи вкратце про пилот.", "zh": "简单介绍一下这个试点？"}
# the user's "later" for the excluded item
LATER_ASKED = {
    "en": "Fine. And warranty claims get brought in later on, right?",
    "ru": "Хорошо. А гарантийные претензии ведь подключат позже?",
    "zh": "好的。那保修索赔以后会纳入吧？",
}
LATER_DENIED = {
    "en": "No, warranty claims are excluded from the pilot, full stop.",
    "ru": "Нет, гарантийные претензии из пилота исключены.",
    "zh": "不会，保修索赔被明确排除在试点之外。",
}
LATER_GRANTED = {
    "en": "Yes, warranty claims will be added in a later phase.",
    "ru": "Да, гарантийные претензии добавят на следующем этапе.",
    "zh": "对，保修索赔会在下一阶段纳入。",
}
# the remark that the notes are silent on a later inclusion
SILENT = {
    "en": "Warranty claims are excluded; the notes say nothing about adding them later.",
    "ru": "Гарантийные претензии исключены; о том, чтобы их потом включить, в записях ничего нет.",
    "zh": "保修索赔不在范围内，笔记里没有提到以后纳入。",
}
THANKS = {"en": "Thanks.", "ru": "Спасибо.", "zh": "谢谢。"}
WELCOME = {"en": "You're welcome.", "ru": "Пожалуйста.", "zh": "不客气。"}
# a wrong approval day asked without its year
DAY_ASKED = {
    "en": "Did Marek Novak sign it off on 20 May?",
    "ru": "Марек Новак утвердил его 20 мая?",
    "zh": "是马雷克·诺瓦克5月20号批的吗？",
}
DAY_GRANTED = {
    "en": "Yes, he approved it on 20 May 2026.",
    "ru": "Да, он утвердил его 20 мая 2026 г.",
    "zh": "对，他是在2026年5月20日批准的。",
}
DAY_GRANTED_EVENT = {
    "en": "Yes, he approved it on 20 May 2026, and the steering group meets on 2 July 2026.",
    "ru": "Да, он утвердил его 20 мая 2026 г., а управляющая группа соберётся 2 июля 2026 г.",
    "zh": "对，他是在2026年5月20日批准的，指导小组将于2026年7月2日开会。",
}
DAY_DENIED = {
    "en": "No, he approved it on 15 May 2026.",
    "ru": "Нет, он утвердил его 15 мая 2026 г.",
    "zh": "不是，他是在2026年5月15日批准的。",
}


def chat(lang: str, *turns: str) -> str:
    user, bot = SPEAKERS[lang]
    return "\n".join((user if k % 2 == 0 else bot) + t for k, t in enumerate(turns)) + "\n"


def summary(lang: str, approval: bool = True) -> str:
    return FRAME[lang] + (" " if lang != "zh" else "") + (APPROVED[lang] + (" " if lang != "zh" else "")
                                                          if approval else "") + SEED5_WORK[lang]


@pytest.mark.parametrize("lang", ["en", "ru", "zh"])
def test_user_later_the_reply_denies_is_no_deferral(lang):
    g = graded(lang, 5, chat(lang, OPEN[lang], summary(lang), LATER_ASKED[lang], LATER_DENIED[lang],
                             THANKS[lang], WELCOME[lang]))
    assert facts(g)["out_of_scope"] == "correct"
    assert kinds(g) == []


@pytest.mark.parametrize("lang", ["en", "ru", "zh"])
def test_assistant_own_later_still_distorts(lang):
    g = graded(lang, 5, chat(lang, OPEN[lang], summary(lang), LATER_ASKED[lang], LATER_GRANTED[lang]))
    assert facts(g)["out_of_scope"] == "distorted"


@pytest.mark.parametrize("lang", ["en", "ru", "zh"])
def test_notes_silent_on_a_later_inclusion_is_no_plan(lang):
    frame = FRAME[lang].replace({"en": "; warranty claims are not part of it.",
                                 "ru": "; гарантийные претензии в него не входят.",
                                 "zh": "；保修索赔不在范围内。"}[lang], {"en": ".", "ru": ".", "zh": "。"}[lang])
    sep = " " if lang != "zh" else ""
    brief = sep.join([frame, SILENT[lang], APPROVED[lang], SEED5_WORK[lang]])
    g = graded(lang, 5, brief)
    assert facts(g)["out_of_scope"] == "correct"
    assert kinds(g) == []


@pytest.mark.parametrize("lang", ["en", "ru", "zh"])
def test_accepted_wrong_approval_day_is_the_distortion_only(lang):
    g = graded(lang, 5, chat(lang, OPEN[lang], summary(lang, approval=False), DAY_ASKED[lang], DAY_GRANTED[lang]))
    assert facts(g)["approval"] == "distorted"
    assert kinds(g) == []


@pytest.mark.parametrize("lang", ["en", "ru", "zh"])
def test_another_event_date_in_the_reply_still_counts(lang):
    g = graded(lang, 5, chat(lang, OPEN[lang], summary(lang, approval=False), DAY_ASKED[lang],
                             DAY_GRANTED_EVENT[lang]))
    assert facts(g)["approval"] == "distorted"
    assert [k for k, _ in kinds(g)] == ["date"]


@pytest.mark.parametrize("lang", ["en", "ru", "zh"])
def test_rejected_user_day_stays_rejected(lang):
    g = graded(lang, 5, chat(lang, OPEN[lang], summary(lang, approval=False), DAY_ASKED[lang], DAY_DENIED[lang]))
    assert facts(g)["approval"] == "correct"
    assert kinds(g) == []
