"""An assistant's explicit correction across a chat's turns, the fortieth held-out set's class in every language: a
value the assistant takes back in a later turn, owning its slip in the sentence before the new value ("Good catch, I
added a zero. The notes say …, not …", "Вы правы, я ошиблась. В записи стоит …, а не …", "抱歉，我看错了：…，不是…"),
is no value of the brief, the new value graded, right or wrong; a user's value the assistant denies in a chat quoted
by ">" ("> 是5月10日结束吗？" / "不是。…"), or says the notes do not hold ("Дата 17 июня в заметках не встречается"),
is none either; and the correction's own words ("Good catch, I added a zero.", "…，我刚才说错了") claim nothing. Two
values left standing with no correction still distort the fact. Each is pinned with chats written for these tests on
the material of seed 7 (start 10 June 2027, end 30 July 2027, CHF 91,500, pending with the investment board)."""

import pytest

from tests.facts.grading import facts, graded, kinds

# the rest of each chat, every fact as the source has it but the dates and the budget
REST = {
    "en": "It covers spare parts ordering at the Gdansk depot only; the Madrid sales office is out of scope. It is "
          "still pending with the investment board. The test account migration is done, and the training of the "
          "front-line clerks is planned but not started.",
    "ru": "Пилот охватывает только заказ запчастей в депо в Гданьске; офис продаж в Мадриде в него не входит. Решение "
          "инвестиционного совета пока не принято. Миграция тестовых учётных записей завершена, обучение операторов "
          "первой линии запланировано, но не начато.",
    "zh": "范围仅限格但斯克仓储站的备件订购，马德里销售办事处不在范围内。试点仍在等待投资委员会审批。测试账户迁移已经完成，"
          "一线文员培训已列入计划，尚未开始。",
}


# --- a date taken back in a later turn: the slip owned in the sentence before the new value ------------------------
def date_chat(lang: str, new: str) -> str:
    return {
        "en": f"Me: when does the Osprey pilot run?\nBot: From 10 May 2027 to 30 July 2027. {REST['en']}\n"
              f"Me: thanks\nBot: One fix to my first answer: I misread the month. The pilot starts on {new}, not "
              f"10 May.\n",
        "ru": f"Вы: когда идёт пилот?\nИИ: С 10 мая 2027 г. по 30 июля 2027 г. {REST['ru']}\nВы: спасибо\n"
              f"ИИ: Поправлю свой первый ответ: я неправильно прочитала месяц. Пилот стартует {new}, а не 10 мая.\n",
        "zh": f"用户：试点什么时候进行？\n助手：2027年5月10日开始，2027年7月30日结束。{REST['zh']}\n用户：好的\n"
              f"助手：抱歉，我刚才看错了月份：开始日期是{new}，不是5月10日。\n",
    }[lang]


NEW_START = {"en": ("10 June 2027", "12 June 2027"), "ru": ("10 июня 2027 г.", "12 июня 2027 г."),
             "zh": ("2027年6月10日", "2027年6月12日")}


@pytest.mark.parametrize("lang", list(NEW_START))
def test_a_date_taken_back_in_a_later_turn_is_graded_by_the_new_one(lang):
    right, wrong = NEW_START[lang]
    g = graded(lang, 7, date_chat(lang, right))
    assert facts(g)["start_date"] == "correct", facts(g)
    assert facts(g)["end_date"] == "correct", facts(g)
    assert kinds(g) == []
    # (the correction giving a wrong value of its own: that value graded)
    g = graded(lang, 7, date_chat(lang, wrong))
    assert facts(g)["start_date"] == "distorted", facts(g)


# --- an amount taken back after the user's challenge: "I added a zero", "переставила цифры", "把数字写反了" ------------
def budget_chat(lang: str, new: str) -> str:
    return {
        "en": f"User: Osprey pilot facts please\nAI: It runs from 10 June 2027 to 30 July 2027, with a budget of "
              f"CHF 915,000. {REST['en']}\nUser: that budget looks big for seven weeks?\n"
              f"AI: Good catch, I added a zero. The notes say CHF {new}, not 915,000.\n",
        "ru": f"Вы: что по пилоту?\nИИ: Пилот идёт с 10 июня 2027 г. по 30 июля 2027 г., бюджет — 95 100 швейцарских "
              f"франков. {REST['ru']}\nВы: точно столько?\nИИ: Вы правы, я ошиблась — переставила цифры. В записи "
              f"стоит {new} швейцарских франков, а не 95 100.\n",
        "zh": f"用户：试点情况？\n助手：试点于2027年6月10日开始，2027年7月30日结束，预算为95,100瑞士法郎。{REST['zh']}\n"
              f"用户：预算没记错吧？\n助手：您说得对，我把数字写反了。笔记里写的是{new}瑞士法郎，不是95,100。\n",
    }[lang]


NEW_BUDGET = {"en": ("91,500", "91,000"), "ru": ("91 500", "91 000"), "zh": ("91,500", "91,000")}


@pytest.mark.parametrize("lang", list(NEW_BUDGET))
def test_an_amount_taken_back_after_a_challenge_is_graded_by_the_new_one(lang):
    right, wrong = NEW_BUDGET[lang]
    g = graded(lang, 7, budget_chat(lang, right))
    assert facts(g)["budget"] == "correct", facts(g)
    assert kinds(g) == []  # the correction's own words ("Good catch, I added a zero.") claim nothing
    g = graded(lang, 7, budget_chat(lang, wrong))
    assert facts(g)["budget"] == "distorted", facts(g)


# --- the same two values with no correction: both stand, the fact distorted ----------------------------------------
UNCORRECTED = {
    "en": f"User: Osprey pilot facts please\nAI: It runs from 10 June 2027 to 30 July 2027, with a budget of "
          f"CHF 915,000. {REST['en']}\nUser: and in short?\nAI: Budget CHF 91,500, dates as above.\n",
    "ru": f"Вы: что по пилоту?\nИИ: Пилот идёт с 10 июня 2027 г. по 30 июля 2027 г., бюджет — 95 100 швейцарских "
          f"франков. {REST['ru']}\nВы: а коротко?\nИИ: Бюджет — 91 500 швейцарских франков, сроки те же.\n",
    "zh": f"用户：试点情况？\n助手：试点于2027年6月10日开始，2027年7月30日结束，预算为95,100瑞士法郎。{REST['zh']}\n"
          f"用户：简短一点？\n助手：预算91,500瑞士法郎，日期同上。\n",
}


@pytest.mark.parametrize("lang", list(UNCORRECTED))
def test_two_amounts_left_standing_across_turns_distort_the_budget(lang):
    g = graded(lang, 7, UNCORRECTED[lang])
    assert facts(g)["budget"] == "distorted", facts(g)


# --- a user's value denied in a chat quoted by ">" ------------------------------------------------------------------
QUOTED = {
    "en": f"> Osprey budget?\n\nCHF 91,500. {REST['en']}\n\n> ok. does it end on 10 June?\n\n"
          "No. 10 June 2027 is the start date; the end date is {end}.\n",
    "ru": f"> Бюджет пилота?\n\n91 500 швейцарских франков. {REST['ru']}\n\n> ок. заканчивается 10 июня?\n\n"
          "Нет. 10 июня 2027 г. — дата начала, дата окончания — {end}.\n",
    "zh": f"> 预算多少？\n\n91,500瑞士法郎。{REST['zh']}\n\n> 好的。是6月10日结束吗？\n\n"
          "不是。2027年6月10日是开始日期，结束日期是{end}。\n",
}
END = {"en": ("30 July 2027", "30 August 2027"), "ru": ("30 июля 2027 г.", "30 августа 2027 г."),
       "zh": ("2027年7月30日", "2027年8月30日")}


@pytest.mark.parametrize("lang", list(QUOTED))
def test_a_quoted_users_value_the_answer_denies_is_none(lang):
    right, wrong = END[lang]
    g = graded(lang, 7, QUOTED[lang].format(end=right))
    assert facts(g)["end_date"] == "correct", facts(g)
    assert facts(g)["start_date"] == "correct", facts(g)
    assert kinds(g) == []
    g = graded(lang, 7, QUOTED[lang].format(end=wrong))
    assert facts(g)["end_date"] == "distorted", facts(g)


# --- a user's value the assistant says the notes do not hold --------------------------------------------------------
NOT_IN_NOTES = {
    "en": f"Lena: what's in the Osprey notes?\nBot: It runs from 10 June 2027 to {{end}}; budget CHF 91,500. "
          f"{REST['en']}\nLena: Really until then? Not to 30 August?\nBot: Yes, the file gives "
          f"{{end}} as the end. 30 August does not appear in the notes.\nLena: ok, thanks\n",
    "ru": f"Лена: что в заметках по пилоту?\nБот: Сроки: с 10 июня 2027 г. по {{end}}; бюджет — 91 500 "
          f"швейцарских франков. {REST['ru']}\nЛена: Точно? Разве не до 30 августа?\nБот: Да, в деле "
          f"стоит {{end}} — это дата завершения. Дата 30 августа в заметках не встречается.\nЛена: ок, спасибо\n",
    "zh": f"丽娜：笔记里说了什么？\n机器人：试点于2027年6月10日开始，{{end}}结束，预算91,500瑞士法郎。{REST['zh']}\n"
          f"丽娜：真的吗？不是8月30日结束吗？\n机器人：是的，档案写的是{{end}}结束。笔记里没有出现8月30日。\n丽娜：好的，谢谢\n",
}


@pytest.mark.parametrize("lang", list(NOT_IN_NOTES))
def test_a_users_value_the_notes_do_not_hold_is_none(lang):
    right, wrong = END[lang]
    g = graded(lang, 7, NOT_IN_NOTES[lang].format(end=right))
    assert facts(g)["end_date"] == "correct", facts(g)
    assert kinds(g) == []
    # (the assistant's own end date wrong: still graded)
    g = graded(lang, 7, NOT_IN_NOTES[lang].replace("{end}", wrong, 1).format(end=right))
    assert facts(g)["end_date"] == "distorted", facts(g)


# --- a turn owning its slip beside what it says: no claim, an invented remark beside it still one -----------------
OWNED = {
    "en": ("Lena: when does it end?\nBot: On 30 August 2027.\nLena: are you sure?\n"
           "Bot: You're right to ask, it ends on 30 July 2027, not 30 August, my mistake.{more}\n"),
    "ru": ("Лена: когда конец?\nБот: 30 августа 2027 г.\nЛена: точно?\n"
           "Бот: Вы правы, пилот заканчивается 30 июля 2027 г., а не 30 августа, я ошиблась.{more}\n"),
    "zh": ("丽娜：什么时候结束？\n机器人：2027年8月30日。\n丽娜：确定吗？\n"
           "机器人：您说得对，试点于2027年7月30日结束，不是8月30日，我刚才说错了。{more}\n"),
}
MORE = {"en": " Everyone at the depot is happy with the new shift rota.", "ru": " Команда очень довольна новым графиком смен.",
        "zh": "大家对新的排班表非常满意。"}


@pytest.mark.parametrize("lang", list(OWNED))
def test_a_turn_owning_its_slip_claims_nothing(lang):
    head = {"en": f"Lena: Osprey?\nBot: It starts on 10 June 2027; budget CHF 91,500. {REST['en']}\n",
            "ru": f"Лена: что по пилоту?\nБот: Старт 10 июня 2027 г., бюджет 91 500 швейцарских франков. "
                  f"{REST['ru']}\n",
            "zh": f"丽娜：试点？\n机器人：2027年6月10日开始，预算91,500瑞士法郎。{REST['zh']}\n"}[lang]
    g = graded(lang, 7, head + OWNED[lang].format(more=""))
    assert facts(g)["end_date"] == "correct", facts(g)
    assert kinds(g) == []
    g = graded(lang, 7, head + OWNED[lang].format(more=MORE[lang]))
    assert [k for k, _ in kinds(g)] == ["claim"], kinds(g)
