"""Held-out set 40, a fact's state read across a chat's turns: a question and the answer after it (blank lines
between), the answer's own yes or no to another premise, a turn asking several things answered in order, a date
role set aside, and the asker's premise the answer confirms or corrects. Seeds 5001-5006, none of the set's."""

import pytest

from tests.facts.grading import facts, graded, kinds

# ---- approval: a question about it, answered in the next turn (a blank line between)

WHO_APPROVED = {
    "en": ("Sam: who approved the Marlin pilot?\n\nBot: Oliver Brandt, the Managing Director, on {date}.", "16 May 2027",
           "18 May 2027"),
    "zh": ("小林：枪鱼试点是谁批准的？\n\n助手：总经理奥利弗·勃兰特，{date}批准。", "2027年5月16日", "2027年5月18日"),
    "ru": ("Ольга: кто утвердил «Марлин»?\n\nБот: Оливер Брандт, генеральный директор, {date}.", "16 мая 2027 года",
           "18 мая 2027 года"),
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_who_approved_answered_after_a_blank_line(lang):
    text, right, _ = WHO_APPROVED[lang]
    g = graded(lang, 5006, text.format(date=right))
    assert facts(g)["approval"] == "correct"
    assert not [k for k in kinds(g) if k[0] in ("claim", "approval", "person")]


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_who_approved_answer_with_a_wrong_date_is_caught(lang):
    text, _, wrong = WHO_APPROVED[lang]
    assert facts(graded(lang, 5006, text.format(date=wrong)))["approval"] == "distorted"


# ---- the answer's "No" to a premise on another fact, then the approval in its own words

NO_THEN_APPROVED = {
    "en": "User: is 16 May the start?\n\nAssistant: No, 16 May 2027 is when Oliver Brandt (Managing Director) approved it. "
          "The pilot starts on 11 June 2027.",
    "zh": "用户：5月16日是开始日期吗？\n\n助手：不是，2027年5月16日是总经理奥利弗·勃兰特批准的日子。试点2027年6月11日开始。",
    "ru": "Пользователь: 16 мая — это старт?\n\nАссистент: Нет, 16 мая 2027 года пилот утвердил Оливер Брандт, "
          "генеральный директор. Стартует пилот 11 июня 2027 года.",
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_answer_no_to_another_premise_is_no_pending_approval(lang):
    g = graded(lang, 5006, NO_THEN_APPROVED[lang])
    assert facts(g)["approval"] == "correct"
    assert facts(g)["start_date"] == "correct"


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_answer_no_then_a_pending_approval_is_still_caught(lang):
    text = {"en": "User: is 16 May the start?\n\nAssistant: No, the pilot starts on 11 June 2027. It has not been "
                  "approved yet.",
            "zh": "用户：5月16日是开始日期吗？\n\n助手：不是，试点2027年6月11日开始。试点尚未获批。",
            "ru": "Пользователь: 16 мая — это старт?\n\nАссистент: Нет, пилот стартует 11 июня 2027 года. Пилот ещё "
                  "не утверждён."}[lang]
    assert facts(graded(lang, 5006, text))["approval"] == "distorted"


# ---- a date named as the approval's, another role set aside after it

SET_ASIDE = {
    "en": "Q: the 16 May date, is that the start?\nA: 16 May 2027 is the approval date, not the start. Oliver Brandt "
          "(Managing Director) approved the pilot on 16 May 2027; it starts on 11 June 2027.",
    "ru": "Вопрос: 16 мая — это начало?\nОтвет: А 16 мая 2027 года — это дата утверждения, не старт. Пилот утвердил "
          "Оливер Брандт, генеральный директор, 16 мая 2027 года; начинается он 11 июня 2027 года.",
    "zh": "问：5月16日是开始吗？\n答：2027年5月16日是批准日期，不是开始日期。试点由总经理奥利弗·勃兰特于2027年5月16日批准，"
          "2027年6月11日开始。",
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_a_date_role_set_aside_denies_no_approval(lang):
    g = graded(lang, 5006, SET_ASIDE[lang])
    assert facts(g)["approval"] == "correct"


# ---- a turn asking two things, answered in order: the approval is the answer's second clause's

TWO_ASKED = {
    "en": ("You: and the money? has it been approved?\nAI: The budget is GBP 70,500. {state}",
           "Not approved yet: it is still waiting for the works council.", "Yes, the works council approved it."),
    "zh": ("你：钱呢？批了没有？\nAI：预算是70,500英镑。{state}",
           "审批还没有下来，仍在等待职工委员会的审批。", "职工委员会已经批准了。"),
    "ru": ("Вы: а деньги? утвердили уже?\nИИ: Бюджет — 70 500 фунтов стерлингов. {state}",
           "Пилот пока не утверждён: ждём решения совета трудового коллектива.",
           "Совет трудового коллектива уже утвердил пилот."),
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_two_questions_answered_in_order(lang):
    text, pending, approved = TWO_ASKED[lang]
    assert facts(graded(lang, 5001, text.format(state=pending)))["approval"] == "correct"
    assert facts(graded(lang, 5001, text.format(state=approved)))["approval"] == "distorted"


# ---- the asker's premise beside the question, the answer correcting it

PREMISE = {
    "en": ("Kai: is it approved? I thought the steering committee still had it\nAI: {answer}",
           "Yes. Oliver Brandt (Managing Director) approved it on 16 May 2027."),
    "zh": ("小王：批了吗？我以为还在指导委员会那里\nAI：{answer}", "批了。总经理奥利弗·勃兰特已于2027年5月16日批准。"),
    "ru": ("Кай: его утвердили? Мне казалось, он ещё у руководящего комитета\nИИ: {answer}",
           "Да. Оливер Брандт, генеральный директор, утвердил пилот 16 мая 2027 года."),
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_premise_corrected_by_the_answer(lang):
    text, answer = PREMISE[lang]
    g = graded(lang, 5006, text.format(answer=answer))
    assert facts(g)["approval"] == "correct"
    assert not [k for k in kinds(g) if k[0] == "approval"]


# ---- the excluded item in a question's premise, the answer excluding it

EXCLUDED = {
    "en": ("User: what does Kestrel cover?\nAssistant: Returns handling, and the Madrid sales office is explicitly out "
           "of scope.\nUser: why Lisbon and not Madrid?\nAssistant: {answer}",
           "The notes give no reason; Madrid stays out of the pilot.", "Yes, Madrid is covered as well."),
    "zh": ("用户：红隼覆盖什么？\n助手：退货处理；马德里销售办事处明确不在范围内。\n"
           "用户：为什么不包括马德里销售办事处？\n助手：{answer}",
           "笔记里没有说明原因，马德里销售办事处不在试点范围内。", "是的，马德里销售办事处也包括在内。"),
    "ru": ("Пользователь: что охватывает «Пустельга»?\nАссистент: Обработку возвратов; офис продаж в Мадриде явно "
           "исключён.\nПользователь: почему не офис продаж в Мадриде?\nАссистент: {answer}",
           "Причина в заметках не указана; офис продаж в Мадриде в пилот не входит.",
           "Да, офис продаж в Мадриде тоже входит в пилот."),
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_question_about_the_excluded_item_states_nothing_of_its_scope(lang):
    text, answer, _ = EXCLUDED[lang]
    assert facts(graded(lang, 5002, text.format(answer=answer)))["out_of_scope"] == "correct"


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_answer_taking_the_excluded_item_in_is_caught(lang):
    text, _, accepted = EXCLUDED[lang]
    assert facts(graded(lang, 5002, text.format(answer=accepted)))["out_of_scope"] == "distorted"


PREMISE_ITEM = {
    "en": "Q: what does Kestrel cover?\nA: Returns handling; the Madrid sales office is explicitly excluded.\n"
          "Q: are you sure? I thought it was the Madrid sales office\nA: I'm sure: the Madrid sales office is out of scope.",
    "zh": "问：红隼覆盖什么？\n答：退货处理；马德里销售办事处明确排除在外。\n"
          "问：确定吗？我以为是马德里销售办事处\n答：确定，马德里销售办事处不在范围内。",
    "ru": "В: что охватывает «Пустельга»?\nО: Обработку возвратов; офис продаж в Мадриде явно исключён.\n"
          "В: точно? я думал, это офис продаж в Мадриде\nО: Точно: офис продаж в Мадриде в пилот не входит.",
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_premise_naming_the_excluded_item_corrected(lang):
    assert facts(graded(lang, 5002, PREMISE_ITEM[lang]))["out_of_scope"] == "correct"
