"""A chat's short reply to the value a user proposes decides the fact, in every language. A "no" that sets aside a
detail of the approval the user named ("Approved by X, the Managing Director?" / "No, he's the CFO; he signed it on
…", "Нет, он финансовый директор …", "不是，他是首席财务官 …") rejects that detail, not the approval: right where the
title it gives is the source's, distorted where it is another officer's. A user's question stating the approval
("签批的是总经理X，对吗？") is no statement of the brief's unless the reply takes it up with a yes. A wrong start or end
date the user proposes and the reply accepts with a bare yes ("It ends on 2 July, right?" / "Yes.") is that date's
distortion, beside the right one or not; a rejected wrong date, or a yes to the right one, is correct, and a bare yes
adds nothing. Pinned with chats written for these tests on the material of seed 5 (9 June to 3 October 2026,
approved by Marek Novak, CFO, on 15 May 2026)."""

import pytest

from tests.facts.grading import facts, graded, kinds

# the user's opening request, the assistant's first answer (dates, scope, exclusion and budget right, no approval)
FIRST = {
    "en": "User: What do I need to know about the pilot?\nAssistant: It runs from 9 June 2026 until 3 October 2026, "
          "invoice matching at the Leeds office only, with warranty claims left out, on a budget of USD 45,000.\n",
    "ru": "Пользователь: Что нужно знать о пилоте?\nАссистент: Он длится с 9 июня 2026 г. до 3 октября 2026 г., только "
          "сверка счетов в офисе в Лидсе, гарантийные претензии исключены, бюджет — 45 000 долларов США.\n",
    "zh": "用户：这个试点需要了解什么？\n助手：时间是2026年6月9日至2026年10月3日，只做利兹办公室的发票匹配，不含保修索赔，"
          "预算45,000美元。\n",
}
# the same answer without its dates
UNDATED = {
    "en": "User: What do I need to know about the pilot?\nAssistant: It is invoice matching at the Leeds office only, "
          "with warranty claims left out, on a budget of USD 45,000.\n",
    "ru": "Пользователь: Что нужно знать о пилоте?\nАссистент: Только сверка счетов в офисе в Лидсе, гарантийные "
          "претензии исключены, бюджет — 45 000 долларов США.\n",
    "zh": "用户：这个试点需要了解什么？\n助手：只做利兹办公室的发票匹配，不含保修索赔，预算45,000美元。\n",
}
USER = {"en": "User: ", "ru": "Пользователь: ", "zh": "用户："}
BOT = {"en": "Assistant: ", "ru": "Ассистент: ", "zh": "助手："}


def chat(lang: str, ask: str, reply: str, first: dict[str, str] = FIRST) -> str:
    return first[lang] + USER[lang] + ask + "\n" + BOT[lang] + reply + "\n"


# --- a "no" that corrects the approver's title ---------------------------------------------------------------------
TITLE_ASK = {
    "en": "Did Marek Novak, the Managing Director, sign it off?",
    "ru": "Пилот подписал Марек Новак, генеральный директор?",
    "zh": "是总经理马雷克·诺瓦克批准的吗？",
}
TITLE_FIXED = {
    "en": "No, he's the Chief Financial Officer; he signed it off on 15 May 2026.",
    "ru": "Нет, он финансовый директор; он утвердил пилот 15 мая 2026 г.",
    "zh": "不是，他是首席财务官，他在2026年5月15日批准了这个试点。",
}
OTHER_TITLE = {"en": "Head of Operations", "ru": "руководитель операционного отдела", "zh": "运营主管"}
OWN_TITLE = {"en": "Chief Financial Officer", "ru": "финансовый директор", "zh": "首席财务官"}


@pytest.mark.parametrize("lang", list(TITLE_ASK))
def test_a_no_correcting_the_title_to_the_sources_is_correct(lang):
    g = graded(lang, 5, chat(lang, TITLE_ASK[lang], TITLE_FIXED[lang]))
    assert facts(g)["approval"] == "correct", facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(TITLE_ASK))
def test_a_no_correcting_the_title_to_another_officers_is_distorted(lang):
    reply = TITLE_FIXED[lang].replace(OWN_TITLE[lang], OTHER_TITLE[lang])
    g = graded(lang, 5, chat(lang, TITLE_ASK[lang], reply))
    assert facts(g)["approval"] == "distorted", facts(g)
    assert "other-title" in g.by_id("approval").rule
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(TITLE_ASK))
def test_a_no_correcting_the_title_with_a_wrong_date_is_the_dates_distortion(lang):
    reply = TITLE_FIXED[lang].replace("15 May", "3 May").replace("15 мая", "3 мая").replace("5月15日", "5月3日")
    g = graded(lang, 5, chat(lang, TITLE_ASK[lang], reply))
    assert facts(g)["approval"] == "distorted", facts(g)
    assert g.by_id("approval").rule == "approval.other-date"


# the neighbour: a "no" followed by a wait is still the approval pending
NOT_YET = {
    "en": "No, he has not signed it off yet.",
    "ru": "Нет, он пилот ещё не утвердил.",
    "zh": "不是，他还没有批准。",
}


@pytest.mark.parametrize("lang", list(NOT_YET))
def test_a_no_with_a_wait_is_still_pending(lang):
    g = graded(lang, 5, chat(lang, TITLE_ASK[lang], NOT_YET[lang]))
    assert facts(g)["approval"] == "distorted", facts(g)
    assert "pending" in g.by_id("approval").detail


# --- a user's question stating the approval, the reply telling it in its own words -----------------------------------
STATED_ASK = {
    "en": "The Managing Director, Marek Novak, signed it off, right?",
    "ru": "Утвердил ведь генеральный директор Марек Новак, верно?",
    "zh": "签批的是总经理马雷克·诺瓦克，对吗？",
}
OWN_WORDS = {
    "en": "Marek Novak approved the pilot on 15 May 2026.",
    "ru": "Марек Новак утвердил пилот 15 мая 2026 г.",
    "zh": "马雷克·诺瓦克于2026年5月15日批准了试点。",
}


@pytest.mark.parametrize("lang", list(STATED_ASK))
def test_a_users_stated_approval_not_taken_up_is_no_claim(lang):
    g = graded(lang, 5, chat(lang, STATED_ASK[lang], OWN_WORDS[lang]))
    assert facts(g)["approval"] == "correct", facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(STATED_ASK))
def test_a_users_stated_approval_taken_up_with_a_yes_is_the_briefs(lang):
    yes = {"en": "Yes. ", "ru": "Да. ", "zh": "对，"}[lang]
    g = graded(lang, 5, chat(lang, STATED_ASK[lang], yes + OWN_WORDS[lang]))
    assert facts(g)["approval"] == "distorted", facts(g)  # (the Managing Director's title, taken up)
    g = graded(lang, 5, chat(lang, STATED_ASK[lang].replace(
        {"en": "The Managing Director", "ru": "генеральный директор", "zh": "总经理"}[lang],
        {"en": "The Chief Financial Officer", "ru": "финансовый директор", "zh": "首席财务官"}[lang]), yes + OWN_WORDS[lang]))
    assert facts(g)["approval"] == "correct", facts(g)


# --- a date the user proposes, the reply's bare yes or no ------------------------------------------------------------
END_ASK = {
    "en": "So it finishes on 2 July 2026, right?",
    "ru": "Значит, пилот завершится 2 июля 2026 г., верно?",
    "zh": "所以试点2026年7月2日结束，对吧？",
}
START_ASK = {
    "en": "And it kicks off on 19 June 2026?",
    "ru": "А стартует пилот 19 июня 2026 г.?",
    "zh": "那试点是2026年6月19日开始的吗？",
}
YES = {"en": "Yes.", "ru": "Да.", "zh": "对。"}
END_REJECTED = {
    "en": "No — the pilot ends on 3 October 2026.",
    "ru": "Нет — пилот заканчивается 3 октября 2026 г.",
    "zh": "不对，试点2026年10月3日结束。",
}


@pytest.mark.parametrize("lang", list(END_ASK))
def test_a_wrong_end_date_accepted_beside_the_right_one_is_distorted(lang):
    g = graded(lang, 5, chat(lang, END_ASK[lang], YES[lang]))
    assert facts(g)["end_date"] == "distorted", facts(g)
    assert facts(g)["start_date"] == "correct", facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(START_ASK))
def test_a_wrong_start_date_accepted_beside_the_right_one_is_distorted(lang):
    g = graded(lang, 5, chat(lang, START_ASK[lang], YES[lang]))
    assert facts(g)["start_date"] == "distorted", facts(g)
    assert facts(g)["end_date"] == "correct", facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(END_ASK))
def test_a_wrong_end_date_accepted_alone_is_distorted(lang):
    g = graded(lang, 5, chat(lang, END_ASK[lang], YES[lang], UNDATED))
    assert facts(g)["end_date"] == "distorted", facts(g)


@pytest.mark.parametrize("lang", list(END_ASK))
def test_a_wrong_end_date_rejected_is_correct(lang):
    g = graded(lang, 5, chat(lang, END_ASK[lang], END_REJECTED[lang]))
    assert facts(g)["end_date"] == "correct", facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(END_ASK))
def test_a_yes_to_the_right_dates_is_correct_and_adds_nothing(lang):
    right = END_ASK[lang].replace("2 July", "3 October").replace("2 июля", "3 октября").replace("7月2日", "10月3日")
    g = graded(lang, 5, chat(lang, right, YES[lang]))
    assert facts(g)["end_date"] == "correct", facts(g)
    assert kinds(g) == []
    right = START_ASK[lang].replace("19 June", "9 June").replace("19 июня", "9 июня").replace("6月19日", "6月9日")
    g = graded(lang, 5, chat(lang, right, YES[lang], UNDATED))
    assert facts(g)["start_date"] == "correct", facts(g)
    assert kinds(g) == []
