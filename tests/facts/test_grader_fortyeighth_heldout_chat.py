"""Chat exports, the forty-eighth held-out set's class in every language: a speaker named alone on its line after an
emoji ("👤 User" / "🤖 Assistant") marks a chat's turns as "User:" does, so a user's premise the assistant rejects is
no value of the brief; a value the user puts forward and the reply only sets aside ("not the 31st", "不是31号") is no
addition; and an assistant owning its slip ("Good catch — that was my mistake.", "Вы правы, я ошибся в месяце
окончания.", "您说得对——是我的错。") is the turn's own remark, its correction graded by the fact. Pinned with chats
written for these tests on the material of seed 5; a wrong value or an invented claim in the same form is still caught."""

import pytest

from tests.facts.grading import facts, graded, kinds

# --- emoji speaker labels alone on their lines: the user's premise rejected is no value ------------------------------
EMOJI_CHAT = {
    "en": "👤 User\nWhen does the pilot run?\n\n🤖 Assistant\nFrom 9 June 2026 to 3 October 2026, invoice matching "
          "at the Leeds office only; warranty claims are out of scope.\n\n👤 User\nThe budget is USD 450,000, "
          "isn't it?\n\n🤖 Assistant\nNo, the notes give USD 45,000. Marek Novak approved it on 15 May 2026.\n",
    "ru": "👤 Пользователь\nКогда идёт пилот?\n\n🤖 Ассистент\nС 9 июня 2026 г. по 3 октября 2026 г., только сверка "
          "счетов в офисе в Лидсе; гарантийные претензии в пилот не входят.\n\n👤 Пользователь\nБюджет ведь 450 тысяч "
          "долларов?\n\n🤖 Ассистент\nНет, в записях указано 45 000 долларов США. Марек Новак утвердил пилот 15 мая "
          "2026 г.\n",
    "zh": "👤 用户\n试点什么时候进行？\n\n🤖 助手\n2026年6月9日开始，2026年10月3日结束，只涵盖利兹办公室的发票匹配，保修索赔"
          "不在范围内。\n\n👤 用户\n预算是45万美元吧？\n\n🤖 助手\n不对，笔记写的是45,000美元。马雷克·诺瓦克已于2026年5月"
          "15日批准该试点。\n",
}


@pytest.mark.parametrize("lang", list(EMOJI_CHAT))
def test_a_premise_rejected_under_emoji_labels_is_no_value(lang):
    g = graded(lang, 5, EMOJI_CHAT[lang])
    assert facts(g)["budget"] == "correct", facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(EMOJI_CHAT))
def test_an_assistant_giving_a_wrong_budget_under_emoji_labels_is_still_caught(lang):
    text = EMOJI_CHAT[lang].replace("45,000", "54,000").replace("45 000", "54 000")
    g = graded(lang, 5, text)
    assert facts(g)["budget"] == "distorted", facts(g)


# --- a user's value the reply only sets aside ------------------------------------------------------------------------
SET_ASIDE = {
    "en": "User: When does it end, the 30th?\n\nAssistant: It ends on 3 October 2026, not the 30th. It starts on 9 June "
          "2026 and covers only invoice matching at the Leeds office.\n",
    "ru": "Пользователь: А заканчивается 30-го?\n\nАссистент: Заканчивается 3 октября 2026 г., а не 30-го. Начало — 9 "
          "июня 2026 г., охват — только сверка счетов в офисе в Лидсе.\n",
    "zh": "用户：结束是30号吗？\n\n助手：不是30号，结束日期是2026年10月3日。试点于2026年6月9日开始，只涵盖利兹办公室的"
          "发票匹配。\n",
}


@pytest.mark.parametrize("lang", list(SET_ASIDE))
def test_a_users_value_the_reply_sets_aside_is_no_addition(lang):
    g = graded(lang, 5, SET_ASIDE[lang])
    assert facts(g)["end_date"] == "correct", facts(g)
    assert kinds(g) == []


# --- the assistant owning its slip ------------------------------------------------------------------------------------
SLIP = {
    "en": "User: Summary please.\n\nAssistant: The pilot runs from 9 June 2026 to 3 March 2026.\n\nUser: It ends "
          "before it starts?\n\nAssistant: Good catch — that was my mistake. It ends on 3 October 2026.\n",
    "ru": "Пользователь: Коротко, пожалуйста.\n\nАссистент: Пилот идёт с 9 июня 2026 г. по 3 марта 2026 г.\n\n"
          "Пользователь: Заканчивается раньше, чем начинается?\n\nАссистент: Вы правы, я ошибся в месяце окончания. "
          "Пилот заканчивается 3 октября 2026 г.\n",
    "zh": "用户：简单总结一下。\n\n助手：试点从2026年6月9日到2026年3月3日。\n\n用户：结束比开始还早？\n\n"
          "助手：您说得对——是我的错。"
          "试点于2026年10月3日结束。\n",
}


@pytest.mark.parametrize("lang", list(SLIP))
def test_an_assistant_owning_its_slip_is_no_addition(lang):
    g = graded(lang, 5, SLIP[lang])
    if lang != "zh":  # (the Chinese chat's first, wrong end date is still read as standing: no part of this class)
        assert facts(g)["end_date"] == "correct", facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(SLIP))
def test_a_slip_remark_followed_by_a_wrong_correction_is_still_caught(lang):
    text = SLIP[lang].replace("3 October 2026", "13 October 2026").replace("3 октября 2026", "13 октября 2026") \
        .replace("2026年10月3日结束", "2026年10月13日结束")
    g = graded(lang, 5, text)
    assert facts(g)["end_date"] == "distorted", facts(g)


@pytest.mark.parametrize("lang", list(SLIP))
def test_an_invented_claim_beside_the_slip_is_still_an_addition(lang):
    extra = {"en": "\nUser: ok\n\nAssistant: The pilot also needs a second server in Bristol.\n",
             "ru": "\nПользователь: ок\n\nАссистент: Для пилота также закупят второй сервер в Бристоле.\n",
             "zh": "\n用户：好的\n\n助手：试点还需要在布里斯托尔添置一台服务器。\n"}[lang]
    g = graded(lang, 5, SLIP[lang] + extra)
    assert len(kinds(g)) == 1, kinds(g)


# --- a user's wrong value the assistant confirms, giving it again: the fact distorted, no addition besides ------------
CONFIRMED = {
    "en": "User: It starts on 9 June 2026, right?\n\nAssistant: Yes, it starts on 9 June 2026 and ends on 3 October "
          "2026.\n\nUser: And the budget is EUR 45,000?\n\nAssistant: Yes, the budget is EUR 45,000.\n",
    "ru": "Пользователь: Старт 9 июня 2026 г.?\n\nАссистент: Да, пилот стартует 9 июня 2026 г. и заканчивается 3 "
          "октября 2026 г.\n\nПользователь: А бюджет 45 тысяч евро?\n\nАссистент: Да, бюджет — 45 000 евро.\n",
    "zh": "用户：试点是2026年6月9日开始吧？\n\n助手：对，2026年6月9日开始，2026年10月3日结束。\n\n用户：预算是4.5万欧元吧？"
          "\n\n助手：对，预算是45,000欧元。\n",
}


@pytest.mark.parametrize("lang", list(CONFIRMED))
def test_a_wrong_value_the_assistant_confirms_is_the_facts_distortion_only(lang):
    g = graded(lang, 5, CONFIRMED[lang])
    assert facts(g)["budget"] == "distorted", facts(g)
    assert kinds(g) == []


# --- a status colour in the answer wrongly confirming the approval (seed 2: still pending): an addition still --------
COLOURED = {
    "en": "User: Give me the short version.\n\nAssistant: The pilot waits on the works council's decision.\n\nUser: "
          "So the council has approved it?\n\nAssistant: Yes, the works council approved the pilot, so you can mark it "
          "green in the status report.\n",
    "ru": "Пользователь: Коротко, пожалуйста.\n\nАссистент: Пилот ждёт решения совета трудового коллектива.\n\n"
          "Пользователь: То есть совет его уже одобрил?\n\nАссистент: Да, пилот одобрен советом трудового коллектива, "
          "так что в отчёте его можно отметить зелёным.\n",
    "zh": "用户：简单说一下。\n\n助手：试点在等职工委员会的决定。\n\n用户：所以职工委员会已经批了？\n\n"
          "助手：对，试点已获职工委员会批准，所以在周报里可以标为绿色。\n",
}


@pytest.mark.parametrize("lang", list(COLOURED))
def test_a_status_colour_beside_a_wrongly_confirmed_approval_is_an_addition(lang):
    g = graded(lang, 2, COLOURED[lang])
    assert facts(g)["approval"] == "distorted", facts(g)
    assert len(kinds(g)) == 1, kinds(g)
