"""A chat's and a correction's own talk, the forty-fifth held-out set's class in every language: a chat front-end's
export naming each side with its verb ("You said:" / "ChatGPT said:", "你说：" / "ChatGPT 说：", "Вы сказали:" /
"ChatGPT сказал:") has user turns like any chat, no claim of their own, and such a mark is no draft's words; a bare
verdict on the user's premise ("Partly right.", "说对了一半。", "Отчасти верно.") and a correction note naming the line
it takes back ("Correction: the date line above is wrong", "更正：上面的日期写错了", "Поправка: дата выше неверна") claim
nothing. What the assistant or the correction says after them is still graded. Pinned with briefs written for these
tests on the material of seed 5."""

import pytest

from tests.facts.grading import facts, graded, kinds

MARKS = {"en": ("You said:", "ChatGPT said:"), "zh": ("你说：", "ChatGPT 说："), "ru": ("Вы сказали:", "ChatGPT сказал:")}

# (the user's question, the user's premise, the assistant's verdict and what is so, the user's lower-case follow-up
# without a question mark, the assistant's last answer; `{extra}` where an invented claim may go)
CHAT = {
    "en": ["what are the dates and the scope of the pilot?",
           "The pilot runs from 9 June 2026 to 3 October 2026 and covers only invoice matching at the Leeds office. "
           "Warranty claims are not part of it.",
           "ok. and it was approved on 25 May?",
           "Partly right. Marek Novak approved it, on 15 May 2026. The budget is USD 45,000.{extra}",
           "fine. and where does the work stand now",
           "The barcode scanners have already been installed; the translation of the user guides is planned but has "
           "not started."],
    "zh": ["试点的日期和范围是什么？",
           "试点于2026年6月9日开始，2026年10月3日结束，只涵盖利兹办公室的发票匹配。保修索赔不在范围内。",
           "好。那是5月25日批准的吧？",
           "说对了一半。马雷克·诺瓦克批准了该试点，日期是2026年5月15日。预算为45,000美元。{extra}",
           "行 那现在进展到哪了",
           "条码扫描器安装已经完成，用户指南翻译已列入计划，但尚未开始。"],
    "ru": ["какие у пилота сроки и рамки?",
           "Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г. и охватывает только сверку счетов в офисе в Лидсе. "
           "Гарантийные претензии в пилот не входят.",
           "ок. а утвердили его 25 мая?",
           "Отчасти верно. Марек Новак утвердил пилот, но 15 мая 2026 г. Бюджет — 45 000 долларов США.{extra}",
           "ясно. а что сейчас с работами",
           "Установка сканеров штрихкодов уже завершена, а перевод руководств пользователя запланирован, но не начат."],
}
INVENTED = {"en": " The steering group has asked for a weekly report.",
            "zh": "指导小组要求每周提交一份报告。",
            "ru": " Команда считает, что пилот идёт с опережением графика."}


def _chat(lang: str, extra: str = "") -> str:
    user, bot = MARKS[lang]
    turns = [t.format(extra=extra) for t in CHAT[lang]]
    return "".join(f"{user if n % 2 == 0 else bot}\n{t}\n\n" for n, t in enumerate(turns))


@pytest.mark.parametrize("lang", list(CHAT))
def test_a_said_marked_chat_has_user_turns_and_a_partial_verdict_claims_nothing(lang):
    g = graded(lang, 5, _chat(lang))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(CHAT))
def test_an_invented_claim_in_the_assistants_turn_still_counts(lang):
    g = graded(lang, 5, _chat(lang, INVENTED[lang]))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert [k for k, _ in kinds(g)] == ["claim"], kinds(g)


@pytest.mark.parametrize("lang", list(CHAT))
def test_a_user_premise_the_assistant_accepts_is_still_its_value(lang):
    # the partial verdict claims nothing; a wrong date the assistant gives after it is that fact's distortion
    text = _chat(lang).replace("15", "25")
    g = graded(lang, 5, text)
    assert facts(g)["approval"] == "distorted", facts(g)


# --- a correction note naming the line it takes back ---------------------------------------------------------------
CORRECTED = {
    "en": "Budget: USD 54,000.\nThe pilot runs from 9 June 2026 to 3 October 2026 and covers only invoice matching at "
          "the Leeds office. Warranty claims are not part of it. Marek Novak approved it on 15 May 2026. The barcode "
          "scanners have already been installed; the translation of the user guides is planned but has not started.\n\n"
          "Correction: the budget figure above is wrong, I swapped the digits. The budget is USD 45,000, not USD "
          "54,000.{extra}\n",
    "zh": "预算：54,000美元。\n试点于2026年6月9日开始，2026年10月3日结束，只涵盖利兹办公室的发票匹配。保修索赔不在范围内。"
          "马雷克·诺瓦克已于2026年5月15日批准该试点。条码扫描器安装已经完成，用户指南翻译已列入计划，但尚未开始。\n\n"
          "更正：上面的预算写错了，我把数字写反了。预算是45,000美元，不是54,000美元。{extra}\n",
    "ru": "Бюджет: 54 000 долларов США.\nПилот идёт с 9 июня 2026 г. по 3 октября 2026 г. и охватывает только сверку "
          "счетов в офисе в Лидсе. Гарантийные претензии в пилот не входят. Марек Новак утвердил пилот 15 мая 2026 г. "
          "Установка сканеров штрихкодов уже завершена, а перевод руководств пользователя запланирован, но не начат.\n\n"
          "Поправка: сумма бюджета выше неверна, я переставил цифры. Бюджет — 45 000 долларов США, а не 54 000 "
          "долларов США.{extra}\n",
}


@pytest.mark.parametrize("lang", list(CORRECTED))
def test_a_correction_note_on_the_line_above_claims_nothing(lang):
    g = graded(lang, 5, CORRECTED[lang].format(extra=""))
    assert [k for k, _ in kinds(g) if k == "claim"] == [], kinds(g)


@pytest.mark.parametrize("lang", list(CORRECTED))
def test_an_invented_claim_after_the_correction_still_counts(lang):
    g = graded(lang, 5, CORRECTED[lang].format(extra=INVENTED[lang]))
    assert [k for k, _ in kinds(g) if k == "claim"] == ["claim"], kinds(g)
