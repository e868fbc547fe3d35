"""Chat exports and reasoning models' layouts read as one speaker, the forty-sixth held-out set's class in every
language: a thinking shown under a front-end's note with its time in brackets ("▸ Thinking (7 s)", "▸ Размышления
(7 с)", "▸ 思考过程（7 秒）") is the model's working, not the brief; a chat's speakers marked on lines of their own by
an export's ">>", by bold names with the message's time ("**You** 10:02", "**AI 助手** 10:02") or by headings ("###
Пользователь" / "### Модель") part the user's turns from the assistant's, and a label with its colon inside the bold
("**Вы:**") is no word of the turn. The user's premises are no values of the brief; the assistant's reply owning a
slip ("No, I got that wrong there, thanks for checking") is no addition; a "no" that sets aside the date a question
named, before the reply states the approval itself, is no pending approval. Each is pinned with briefs written for
these tests on the material of seed 5, and each form also carries a wrong value or an invented claim the grader must
still catch."""

import pytest

from tests.facts.grading import facts, graded, kinds

# the material of seed 5, fact by fact, as each language's answer gives it
FULL = {
    "en": "It runs from 9 June 2026 [2] to 3 October 2026 [8] and covers only invoice matching at the Leeds office "
          "[14]; warranty claims are excluded [8]. Budget: {budget} [2]. Marek Novak approved it on 15 May 2026 [8]. "
          "The barcode scanners have already been installed [14]; the translation of the user guides is planned but "
          "has not started [2].",
    "ru": "Пилот идёт с 9 июня 2026 г. [3] по 3 октября 2026 г. [10] и охватывает только сверку счетов в офисе в Лидсе "
          "[17]; гарантийные претензии исключены [10]. Бюджет: {budget} [3]. Марек Новак утвердил пилот 15 мая 2026 г. "
          "[10]. Установка сканеров штрихкодов уже завершена [17], а перевод руководств пользователя запланирован, но "
          "не начат [3].",
    "zh": "试点于2026年6月9日开始[1]，2026年10月3日结束[5]，只涵盖利兹办公室的发票匹配[7]，保修索赔不在范围内[5]。"
          "预算为{budget}[1]。马雷克·诺瓦克已于2026年5月15日批准该试点[5]。条码扫描器安装已经完成[7]，用户指南翻译已列入"
          "计划，但尚未开始[1]。",
}
RIGHT = {"en": "USD 45,000", "ru": "45 000 долларов США", "zh": "45,000美元"}
WRONG = {"en": "EUR 45,000", "ru": "45 000 евро", "zh": "45,000欧元"}

# --- a thinking under a front-end's note with its time in brackets, then the answer ---------------------------------
THINKING = {
    "en": "▸ Thinking (7 s)\n> Budget in [2]: USD 54,000? No, 45,000. Maybe the pilot starts on 1 June.\n"
          "> Keep it short and cite the paragraphs.\n\nAnswer\n\n",
    "ru": "▸ Размышления (7 с)\n> Бюджет в [3]: 54 000 долларов? Нет, 45 000. Возможно, старт 1 июня.\n"
          "> Коротко, со ссылками на абзацы.\n\nОтвет\n\n",
    "zh": "▸ 思考过程（7 秒）\n> 预算在[1]：54,000美元？不对，是45,000。开始日期可能是6月1日。\n"
          "> 简短一些，注明段落。\n\n回答\n\n",
}


@pytest.mark.parametrize("lang", list(THINKING))
def test_a_thinking_under_a_timed_note_is_not_graded(lang):
    g = graded(lang, 5, THINKING[lang] + FULL[lang].format(budget=RIGHT[lang]) + "\n")
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(THINKING))
def test_the_answer_under_a_timed_thinking_is_still_graded(lang):
    g = graded(lang, 5, THINKING[lang] + FULL[lang].format(budget=WRONG[lang]) + "\n")
    assert facts(g)["budget"] == "distorted", facts(g)
    assert kinds(g) == []


# --- a chat whose speakers are marked on lines of their own: ">>" marks, bold names with times, headings -------------
SIDES = {
    ">>": {"en": (">> User", ">> Assistant"), "ru": (">> Пользователь", ">> Ассистент"), "zh": (">> 用户", ">> 助手")},
    "time": {"en": ("**You** 09:14", "**AI assistant** 09:14"), "ru": ("**Вы** 09:14", "**Ассистент** 09:15"),
             "zh": ("**你** 09:14", "**AI 助手** 09:14")},
    "heading": {"en": ("### User", "### Model"), "ru": ("### Пользователь", "### Модель"), "zh": ("### 用户", "### 模型助手")},
}
ASK = {"en": "Give me the pilot in short.", "ru": "Дай сводку по пилоту.", "zh": "给我简要介绍一下这个试点。"}
PREMISE = {"en": "The budget is GBP 54,000, isn't it?", "ru": "Бюджет ведь 54 000 фунтов?", "zh": "预算是54,000英镑吧？"}
REJECT = {"en": "No, the notes give USD 45,000 [2], not pounds.", "ru": "Нет, в заметках 45 000 долларов США [3], не фунты.",
          "zh": "不是，档案写的是45,000美元[1]，不是英镑。"}
INVENTED = {"en": "About 40 clerks take part in the pilot.", "ru": "В пилоте участвуют около 40 сотрудников.",
            "zh": "约有40名员工参与试点。"}


def _chat(lang: str, form: str, extra: str = "") -> str:
    user, bot = SIDES[form][lang]
    answer = FULL[lang].format(budget=RIGHT[lang]) + (" " + extra if extra else "")
    return f"{user}\n{ASK[lang]}\n\n{bot}\n{answer}\n\n{user}\n{PREMISE[lang]}\n\n{bot}\n{REJECT[lang]}\n"


@pytest.mark.parametrize("form", list(SIDES))
@pytest.mark.parametrize("lang", ["en", "ru", "zh"])
def test_a_users_premise_in_a_chat_marked_on_own_lines_is_no_value(lang, form):
    g = graded(lang, 5, _chat(lang, form))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("form", list(SIDES))
@pytest.mark.parametrize("lang", ["en", "ru", "zh"])
def test_an_assistants_invented_claim_in_such_a_chat_is_an_addition(lang, form):
    g = graded(lang, 5, _chat(lang, form, INVENTED[lang]))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert [k for k, _ in kinds(g)] == ["number"], kinds(g)


# --- a bold label with its colon inside, and a reply owning its slip ------------------------------------------------
SLIP = {
    "en": "**You:** What's the pilot's budget?\n\n**Assistant:** EUR 45,000 [2].\n\n**You:** Euros, really?\n\n"
          "**Assistant:** No, I got that wrong there, thanks for checking. Paragraph [2] gives {budget}.\n",
    "ru": "**Вы:** Какой у пилота бюджет?\n\n**Ассистент:** 45 000 евро [3].\n\n**Вы:** Точно евро?\n\n"
          "**Ассистент:** Нет, здесь я ошибся, спасибо, что уточнили. В абзаце [3] указано {budget}.\n",
    "zh": "**你：** 试点预算是多少？\n\n**助手：** 45,000欧元[1]。\n\n**你：** 真的是欧元吗？\n\n"
          "**助手：** 不对，这里是我弄错了，谢谢你追问。档案第[1]段写的是{budget}。\n",
}


@pytest.mark.parametrize("lang", list(SLIP))
def test_a_reply_owning_its_slip_under_a_bold_label_is_no_addition(lang):
    g = graded(lang, 5, SLIP[lang].format(budget=RIGHT[lang]))
    assert facts(g)["budget"] == "correct", facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(SLIP))
def test_a_correction_to_another_wrong_value_under_a_bold_label_is_still_distorted(lang):
    other = {"en": "USD 54,000", "ru": "54 000 долларов США", "zh": "54,000美元"}[lang]
    g = graded(lang, 5, SLIP[lang].format(budget=other))
    assert facts(g)["budget"] == "distorted", facts(g)


# --- a "no" that sets aside the date a user's question named, the reply then stating the approval -------------------
APPROVAL = {
    "en": ("And it was approved on 9 June?", "No, 9 June 2026 is the start date. {state}"),
    "ru": ("И утвердили его 9 июня?", "Нет, 9 июня 2026 г. — это дата старта. {state}"),
    "zh": ("是6月9日批准的吗？", "不是，2026年6月9日是开始日期。{state}"),
}
APPROVED = {"en": "Marek Novak approved it on 15 May 2026 [8].", "ru": "Пилот утвердил Марек Новак 15 мая 2026 г. [10].",
            "zh": "马雷克·诺瓦克于2026年5月15日批准了该试点[5]。"}
PENDING = {"en": "The approval is still pending.", "ru": "Утверждение всё ещё ожидается.", "zh": "审批仍在等待中。"}


def _approval_chat(lang: str, state: str) -> str:
    user, bot = SIDES["heading"][lang]
    question, reply = APPROVAL[lang]
    return f"{user}\n{ASK[lang]}\n\n{bot}\n{FULL[lang].format(budget=RIGHT[lang])}\n\n{user}\n{question}\n\n{bot}\n" \
           f"{reply.format(state=state)}\n"


@pytest.mark.parametrize("lang", list(APPROVAL))
def test_a_no_to_the_date_a_question_named_is_no_pending_approval(lang):
    g = graded(lang, 5, _approval_chat(lang, APPROVED[lang]))
    assert facts(g)["approval"] == "correct", facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(APPROVAL))
def test_a_reply_then_saying_pending_still_distorts_the_approval(lang):
    g = graded(lang, 5, _approval_chat(lang, PENDING[lang]))
    assert facts(g)["approval"] == "distorted", facts(g)
