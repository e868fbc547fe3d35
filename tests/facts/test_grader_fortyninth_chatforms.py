"""Chat exports whose speakers the grader now reads as turns, in every language: a speaker in brackets opening its line
("[User] …", "[Ассистент] …", "【助手】…"), a speaker as a heading alone on its line ("### User" over the turn), and
other names for the model ("Model", "模型"). The user's premise the reply rejects is no value of the brief; a
courtesy ("Sure.") is no addition; a reply that only rejects the user's value ("No, not euros.", "Нет, не евро.",
"不是欧元。") is no addition; a wrong title the user gives the approver and the reply accepts with a yes distorts the
approval. A citation's "[3]" opening a line and a "### Budget" heading are no speakers. Pinned with chats written for
these tests on the material of seed 5 (approver: Marek Novak, the CFO; budget USD 45,000)."""

import pytest

from kvtrial.facts.languages import get_language
from kvtrial.facts.speakers import chat_user_turns
from tests.facts.grading import facts, graded, kinds

# --- speakers in brackets: the user's premise rejected, a courtesy, no addition --------------------------------------
BRACKETS = {
    "en": "[User] What are the pilot's dates and scope?\n\n[Assistant] Sure. It runs from 9 June 2026 to 3 October 2026 "
          "and covers only invoice matching at the Leeds office; warranty claims are left out.\n\n[User] And the money, "
          "EUR 45,000?\n\n[Assistant] The figure is right, the currency is not: USD 45,000.\n\n[User] Thanks!\n\n"
          "[Assistant] You're welcome!\n",
    "ru": "[Пользователь] Какие у пилота сроки и охват?\n\n[Ассистент] Конечно. Пилот идёт с 9 июня 2026 г. по 3 октября "
          "2026 г. и охватывает только сверку счетов в офисе в Лидсе; гарантийные претензии в него не входят.\n\n"
          "[Пользователь] А денег 45 тысяч евро?\n\n[Ассистент] Число верное, валюта нет: 45 000 долларов США.\n\n"
          "[Пользователь] Спасибо!\n\n[Ассистент] Пожалуйста!\n",
    "zh": "【用户】试点的时间和范围是什么？\n\n【助手】好的。试点于2026年6月9日开始，2026年10月3日结束，只涵盖利兹办公室的发票"
          "匹配，保修索赔不在范围内。\n\n【用户】预算是45,000欧元吗？\n\n【助手】数字没错，币种不对：预算是45,000美元。\n\n"
          "【用户】谢谢！\n\n【助手】不客气！\n",
}


@pytest.mark.parametrize("lang", list(BRACKETS))
def test_bracketed_speakers_are_turns(lang):
    text = BRACKETS[lang]
    assert len(chat_user_turns(text, get_language(lang).layout)) == 3
    g = graded(lang, 5, text)
    assert facts(g)["budget"] == "correct", facts(g)
    assert facts(g)["scope"] == "correct", facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(BRACKETS))
def test_a_wrong_budget_of_the_assistant_under_brackets_is_still_caught(lang):
    text = BRACKETS[lang].replace("USD 45,000", "USD 54,000").replace("45 000 долларов", "54 000 долларов") \
        .replace("45,000美元", "54,000美元")
    g = graded(lang, 5, text)
    assert facts(g)["budget"] == "distorted", facts(g)


# --- a user's wrong value the reply accepts with a bare yes, under brackets: the fact distorted ----------------------
ACCEPTED_VALUE = {
    "en": "[User] Is the budget EUR 45,000?\n\n[Assistant] Yes.\n",
    "ru": "[Пользователь] Бюджет 45 000 евро?\n\n[Ассистент] Да.\n",
    "zh": "【用户】预算是45,000欧元吗？\n\n【助手】是的。\n",
}


@pytest.mark.parametrize("lang", list(ACCEPTED_VALUE))
def test_a_wrong_user_value_accepted_under_brackets_is_the_budgets_distortion(lang):
    g = graded(lang, 5, ACCEPTED_VALUE[lang])
    assert facts(g)["budget"] == "distorted", facts(g)


# --- speakers as headings, a wrong title the reply accepts ------------------------------------------------------------
HEADINGS = {
    "en": "### User\nWhen does it run?\n\n### Assistant\nFrom 9 June 2026 to 3 October 2026.\n\n### User\nThe sign-off "
          "came from Marek Novak, the Managing Director, correct?\n\n### Assistant\nYes, correct: Marek Novak approved "
          "the pilot on 15 May 2026.\n",
    "ru": "### Пользователь\nКогда идёт пилот?\n\n### Ассистент\nС 9 июня 2026 г. по 3 октября 2026 г.\n\n"
          "### Пользователь\nПодписал Марек Новак, генеральный директор, да?\n\n### Ассистент\nДа, всё так: Марек "
          "Новак утвердил пилот 15 мая 2026 г.\n",
    "zh": "### 用户\n试点什么时候进行？\n\n### 助手\n2026年6月9日开始，2026年10月3日结束。\n\n### 用户\n签批的是总经理"
          "马雷克·诺瓦克，对吗？\n\n### 助手\n对，马雷克·诺瓦克于2026年5月15日批准了试点。\n",
}
RIGHT_TITLE = {"en": "Chief Financial Officer", "ru": "финансовый директор", "zh": "首席财务官"}
WRONG_TITLE = {"en": "Managing Director", "ru": "генеральный директор", "zh": "总经理"}


@pytest.mark.parametrize("lang", list(HEADINGS))
def test_a_wrong_title_accepted_under_heading_speakers_distorts_the_approval(lang):
    g = graded(lang, 5, HEADINGS[lang])
    assert facts(g)["approval"] == "distorted", facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(HEADINGS))
def test_the_right_title_accepted_under_heading_speakers_is_correct(lang):
    g = graded(lang, 5, HEADINGS[lang].replace(WRONG_TITLE[lang], RIGHT_TITLE[lang]))
    assert facts(g)["approval"] == "correct", facts(g)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_wrong_title_the_reply_does_not_accept_is_no_distortion(lang):
    # (the reply states the approval in its own words, no yes: the user's title is not taken up; the Chinese question's
    # "签批的是…" reads as an approval stated itself, no part of this class)
    yes = {"en": "Yes, correct: Marek Novak", "ru": "Да, всё так: Марек"}[lang]
    g = graded(lang, 5, HEADINGS[lang].replace(yes, yes.split(": ")[1]))
    assert facts(g)["approval"] == "correct", facts(g)


# --- other names for the model, a reply that only rejects the user's value --------------------------------------------
REJECTED = {
    "en": "You: The budget is EUR 45,000, isn't it?\nModel: No, not euros. The notes give USD 45,000.\n\nYou: Dates?\n"
          "Model: 9 June 2026 to 3 October 2026.\n",
    "ru": "Вы: Бюджет ведь 45 000 евро?\nМодель: Нет, не евро. В записях — 45 000 долларов США.\n\nВы: А сроки?\n"
          "Модель: С 9 июня 2026 г. по 3 октября 2026 г.\n",
    "zh": "你：预算是45,000欧元吧？\n模型：不是欧元。笔记写的是45,000美元。\n\n你：时间呢？\n"
          "模型：2026年6月9日开始，2026年10月3日结束。\n",
}


@pytest.mark.parametrize("lang", list(REJECTED))
def test_a_reply_only_rejecting_the_users_value_is_no_addition(lang):
    g = graded(lang, 5, REJECTED[lang])
    assert facts(g)["budget"] == "correct", facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(REJECTED))
def test_a_rejection_naming_what_the_user_never_said_is_still_an_addition(lang):
    # (the user asked who runs it: "not the Bristol depot" rejects nothing the user put forward)
    text = {"en": "You: When does it start?\n\nModel: It starts on 9 June 2026.\n\nYou: Who runs it?\n\n"
                  "Model: No, not the Bristol depot.\n",
            "ru": "Вы: Когда старт?\n\nМодель: Старт — 9 июня 2026 г.\n\nВы: Кто его ведёт?\n\n"
                  "Модель: Нет, не склад в Бристоле.\n",
            "zh": "你：什么时候开始？\n\n模型：2026年6月9日开始。\n\n你：谁负责？\n\n模型：不是布里斯托尔仓库。\n"}[lang]
    g = graded(lang, 5, text)
    assert len(kinds(g)) == 1, kinds(g)


# --- no speakers: a citation's "[3]" opening a line, a "### Budget" heading, a "[Note]" tag ---------------------------
NO_CHAT = {
    "en": "### Budget\nUSD 54,000.\n\n### Dates\n[1] The pilot runs from 9 June 2026 to 3 October 2026.\n"
          "[3] Marek Novak approved it on 15 May 2026.\n[Note] Warranty claims are not part of it.\n",
    "ru": "### Бюджет\n54 000 долларов США.\n\n### Сроки\n[1] Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г.\n"
          "[3] Марек Новак утвердил пилот 15 мая 2026 г.\n[Примечание] Гарантийные претензии в пилот не входят.\n",
    "zh": "### 预算\n54,000美元。\n\n### 时间\n[1] 试点于2026年6月9日开始，2026年10月3日结束。\n"
          "[3] 马雷克·诺瓦克已于2026年5月15日批准该试点。\n【备注】保修索赔不在范围内。\n",
}


@pytest.mark.parametrize("lang", list(NO_CHAT))
def test_citations_and_section_headings_are_no_speakers(lang):
    text = NO_CHAT[lang]
    assert chat_user_turns(text, get_language(lang).layout) == []
    g = graded(lang, 5, text)
    assert facts(g)["budget"] == "distorted", facts(g)  # (the heading's value is the brief's own, no user's)
    assert facts(g)["start_date"] == "correct", facts(g)
    assert facts(g)["approval"] == "correct", facts(g)
