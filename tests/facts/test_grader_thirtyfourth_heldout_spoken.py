"""The frame of spoken and chat text, the thirty-fourth held-out set's class in every language: a voicemail's, a text
message's or captions' title line ("[Voicemail, auto transcript, 1:12]", "短信（路上打的）", "Голосовая почта, расшифровка"),
a speaker's greeting, fillers, acknowledgements and sign-off in a call ("hi all, quick one from the bus", "Okay, that's
it, call me back if anything's unclear", "就这些哈，回头再聊", "ок, спс. а площадка какая?", "Всё, перезвони, если что-то
непонятно") are the talk's own frame, no claim of the pilot; a judgement, a spend or a wrong value said in the same
talk is still caught. Each is pinned with briefs written for these tests on the material of seed 5."""

import pytest

from tests.facts.grading import facts, graded, kinds

ALL_CORRECT = dict.fromkeys(("start_date", "end_date", "scope", "budget", "approval", "done", "planned",
                             "out_of_scope"), "correct")

# --- a voicemail: its title, the caller's greeting and sign-off ----------------------------------------------------
VOICEMAIL = {
    "en": "[Voicemail, auto transcript, 1:12]\n\n"
          "Hi, it's me, about Osprey. Just a quick rundown so you have it before Friday. It starts on 9 June 2026 and "
          "ends on 3 October 2026. It covers invoice matching at the Leeds office only. The budget is USD 45,000. "
          "Marek Novak, the Chief Financial Officer, approved it on 15 May 2026. The barcode scanners are already "
          "installed. The translation of the user guides is planned but has not started. Warranty claims are "
          "explicitly out of scope. Okay, that's it, call me back if anything's unclear. Bye.\n",
    "zh": "语音留言（自动转写，未校对）\n"
          "喂，你好，是我。鱼鹰试点简单说一下哈。2026年6月9日开始，2026年10月3日结束。只做利兹办公室的发票匹配。保修索赔明确"
          "不在范围内。预算45,000美元。马雷克·诺瓦克（首席财务官）已于2026年5月15日批准。条码扫描器安装已经完成，用户指南翻译"
          "在计划里，还没开始。好，先说这些，回头再聊。\n",
    "ru": "Голосовая почта, расшифровка (автоматическая, не проверена):\n"
          "Привет, это по пилоту «Скопа», короче, пока не забыл. Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г. "
          "Охват — только сверка счетов в офисе в Лидсе. Гарантийные претензии явно исключены. Бюджет — 45 000 долларов "
          "США. Марек Новак, финансовый директор, утвердил пилот 15 мая 2026 г. Установка сканеров штрихкодов уже "
          "завершена, перевод руководств пользователя запланирован, но не начат. Вот, в общем, всё. Перезвони, если "
          "что-то непонятно.\n",
}


@pytest.mark.parametrize("lang", list(VOICEMAIL))
def test_a_voicemails_title_greeting_and_sign_off_claim_nothing(lang):
    g = graded(lang, 5, VOICEMAIL[lang])
    assert facts(g) == ALL_CORRECT, facts(g)
    assert kinds(g) == []


# --- the same voicemail with a judgement or a spend said in it: still an addition ----------------------------------
JUDGED = {
    "en": VOICEMAIL["en"].replace("Okay, that's it,", "Honestly the Leeds team is more than ready for it. Okay, "
                                                        "that's it,"),
    "zh": VOICEMAIL["zh"].replace("好，先说这些", "利兹那边大家信心都挺足的。好，先说这些"),
    "ru": VOICEMAIL["ru"].replace("Вот, в общем, всё.", "Э-э… по-моему, половина бюджета уже ушла. Вот, в общем, всё."),
}


@pytest.mark.parametrize("lang", list(JUDGED))
def test_a_judgement_inside_the_talk_is_still_an_addition(lang):
    g = graded(lang, 5, JUDGED[lang])
    assert facts(g) == ALL_CORRECT, facts(g)
    assert len(kinds(g)) == 1, kinds(g)


# --- a call between two speakers: questions, acknowledgements and the closing line ---------------------------------
CALL = {
    "en": "Call transcript (auto), Brightwater Supply\n\n"
          "SPEAKER 1: Osprey. When does it start?\n"
          "SPEAKER 2: 9 June 2026, and it ends on 3 October 2026.\n"
          "SPEAKER 1: Okay. What does it cover?\n"
          "SPEAKER 2: Invoice matching at the Leeds office, only Leeds. Warranty claims are explicitly excluded.\n"
          "SPEAKER 1: Only Leeds, got it. And the money?\n"
          "SPEAKER 2: USD 45,000. Marek Novak, the Chief Financial Officer, approved it on 15 May 2026.\n"
          "SPEAKER 1: Great. What's done?\n"
          "SPEAKER 2: The barcode scanners are installed. The translation of the user guides is planned, not started.\n"
          "SPEAKER 1: Perfect, thanks. Bye.\n",
    "zh": "【通话转写】\n"
          "赵：鱼鹰试点什么时候开始？\n"
          "钱：2026年6月9日开始，2026年10月3日结束。\n"
          "赵：好。范围呢？\n"
          "钱：只做利兹办公室的发票匹配，保修索赔明确排除。\n"
          "赵：嗯。预算呢？\n"
          "钱：45,000美元。马雷克·诺瓦克（首席财务官）2026年5月15日批准的。\n"
          "赵：好的。进度呢？\n"
          "钱：条码扫描器安装已经完成，用户指南翻译在计划里，还没开始。\n"
          "赵：行，拜拜。\n",
    "ru": "[10:02] А: по скопе кратко\n"
          "[10:02] А: старт 9 июня 2026 г., финиш 3 октября 2026 г.\n"
          "[10:03] А: охват — только сверка счетов в офисе в Лидсе, гарантийные претензии явно исключены\n"
          "[10:03] А: бюджет 45 000 долларов США\n"
          "[10:04] Б: ок, спс. а утвердили?\n"
          "[10:05] А: да, Марек Новак, финансовый директор, 15 мая 2026 г.\n"
          "[10:05] А: установка сканеров штрихкодов завершена, перевод руководств пользователя запланирован, не начат\n"
          "[10:06] Б: ага. а площадка одна?\n"
          "[10:07] А: щас не под рукой, потом скину\n",
}


@pytest.mark.parametrize("lang", list(CALL))
def test_a_calls_questions_and_acknowledgements_claim_nothing(lang):
    g = graded(lang, 5, CALL[lang])
    assert facts(g) == ALL_CORRECT, facts(g)
    assert kinds(g) == []


# --- the same call with a wrong value answered: the fact is still distorted -----------------------------------------
WRONG = {
    "en": CALL["en"].replace("USD 45,000.", "USD 54,000."),
    "zh": CALL["zh"].replace("45,000美元", "54,000美元"),
    "ru": CALL["ru"].replace("бюджет 45 000", "бюджет 54 000"),
}


@pytest.mark.parametrize("lang", list(WRONG))
def test_a_wrong_value_in_the_call_is_still_distorted(lang):
    g = graded(lang, 5, WRONG[lang])
    assert facts(g)["budget"] == "distorted", facts(g)


# --- a text message: its title, shorthand greeting and sign-off -----------------------------------------------------
TEXTED = {
    "en": "hi all, quick one from the bus, sry for typos\n"
          "- osprey: 9 jun 2026 - 3 oct 2026\n"
          "- invoice matching at the Leeds office ONLY, warranty claims explicitly out\n"
          "- budget USD 45,000\n"
          "- approved by Marek Novak (CFO) on 15 May 2026\n"
          "- done: barcode scanners installed\n"
          "- planned, not started: translation of the user guides\n"
          "thx\n",
    "zh": "短信（路上打的，错字见谅）\n"
          "鱼鹰试点：2026年6月9日开始，2026年10月3日结束。只做利兹办公室的发票匹配，保修索赔明确不在范围内。预算45,000美元。"
          "马雷克·诺瓦克（首席财务官）2026年5月15日已批准。条码扫描器安装已完成；用户指南翻译在计划里，没开始。就这些哈，"
          "回头再聊。\n",
}


@pytest.mark.parametrize("lang", list(TEXTED))
def test_a_text_messages_frame_claims_nothing(lang):
    g = graded(lang, 5, TEXTED[lang])
    assert facts(g) == ALL_CORRECT, facts(g)
    assert kinds(g) == []


def test_a_speakers_label_is_no_facts_label():
    # a lone "进度：好" judges the progress under a field's label: an addition, not a speaker's "好"
    text = CALL["zh"].replace("赵：行，拜拜。\n", "进度：好\n")
    g = graded("zh", 5, text)
    assert len(kinds(g)) == 1, kinds(g)


# --- an answer saying back a status only asked about before: a claim of its own ------------------------------------
ASKED_STATUS = {
    "en": CALL["en"].replace("SPEAKER 1: Perfect, thanks. Bye.\n",
                             "SPEAKER 1: So we're all on track then?\nSPEAKER 2: Yep, on track.\n"),
    "ru": CALL["ru"].replace("[10:07] А: щас не под рукой, потом скину\n",
                             "[10:07] Б: то есть всё зелёное? 🟢\n[10:08] А: ага, зелёное 🟢\n"),
}


@pytest.mark.parametrize("lang", list(ASKED_STATUS))
def test_an_answer_saying_back_an_asked_status_is_an_addition(lang):
    g = graded(lang, 5, ASKED_STATUS[lang])
    assert len(kinds(g)) == 1, kinds(g)
