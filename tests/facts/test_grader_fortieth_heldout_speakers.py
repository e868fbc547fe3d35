"""A chat between a user and an assistant pasted as its export shows it, the fortieth held-out set's form, in every
language: the assistant's turns are the brief, the user's turns the context it answers. A user's request, follow-up or
premise ("shorter please", "I was told CHF 19,500", "我记得有12名文员", "мне говорили, что 12 операторов") is no claim
and no addition, and the premise's value is no value of a fact unless the assistant takes it up; an assistant's reply
that carries nothing of the pilot ("You're welcome.", "确定。", "Готово — тему убрал") is no claim either. An invented
claim in the assistant's turn is still an addition, a wrong value it accepts still distorts its fact, and a talk between
two people or an FAQ whose every question asks is no chat: each of its lines is the writer's. Each is pinned with
briefs written for these tests on the material of seed 7."""

import pytest

from kvtrial.facts.material import approximate_tokens, build_material
from tests.facts.grading import facts, graded, kinds

ALL_CORRECT = {"start_date": "correct", "end_date": "correct", "scope": "correct", "budget": "correct",
               "approval": "correct", "done": "correct", "planned": "correct", "out_of_scope": "correct"}

# --- a chat whose user asks, requests, challenges with a wrong value, and thanks: no claim of the user's ------------
CHATS = {
    "en": "Mira: give me the Osprey essentials, keep it tight\n"
          "Bot: Osprey runs from 10 June 2027 to 30 July 2027 and covers spare parts ordering at the Gdansk depot only; "
          "the Madrid sales office is explicitly out of scope. Budget: CHF 91,500. It is not approved yet: the "
          "investment board still has to decide. The migration of the test accounts is complete, and the training of "
          "the front-line clerks is planned but has not started.\n"
          "Mira: I was told the budget was CHF 19,500 and that 12 clerks are in the first wave\n"
          "Bot: I'm sure about the figure: the notes say CHF 91,500. They don't mention how many clerks take part.\n"
          "Mira: great, thanks\n"
          "Bot: You're welcome.\n",
    "zh": "用户：鱼鹰试点讲讲。\n"
          "小助手：鱼鹰试点于2027年6月10日开始，2027年7月30日结束，仅涵盖格但斯克仓储站的备件订购，马德里销售办事处明确不在"
          "范围内。预算为91,500瑞士法郎。试点尚未获批，仍在等待投资委员会审批。测试账户迁移已经完成，一线文员培训已列入计划，"
          "但尚未开始。\n"
          "用户：我记得预算是19,500瑞士法郎，还有12名文员参加。再压缩成一句话。\n"
          "小助手：笔记里写的是91,500瑞士法郎，没有写人数。一句话：鱼鹰试点2027年6月10日至7月30日，格但斯克仓储站备件订购"
          "（不含马德里销售办事处），预算91,500瑞士法郎，待投资委员会批；测试账户已迁移，一线文员培训未开始。\n"
          "用户：好，谢谢。\n"
          "小助手：不客气。\n",
    "ru": "Инна: Расскажи коротко про пилот «Скопа».\n\n"
          "Ассистент: Пилот «Скопа» начинается 10 июня 2027 г. и завершается 30 июля 2027 г. Он охватывает только заказ "
          "запчастей в депо в Гданьске; офис продаж в Мадриде явно исключён. Бюджет — 91 500 швейцарских франков. Пилот "
          "ещё не утверждён: решение инвестиционного совета ожидается. Миграция тестовых учётных записей завершена, "
          "обучение операторов первой линии запланировано, но не начато.\n\n"
          "Инна: мне говорили, что бюджет 19 500 швейцарских франков и что в первой волне 12 операторов. Сделай письмо "
          "коллегам.\n\n"
          "Ассистент: Тема: пилот «Скопа»\n\n"
          "Коллеги, пилот «Скопа» идёт с 10 июня по 30 июля 2027 г., только заказ запчастей в депо в Гданьске (без офиса "
          "продаж в Мадриде), бюджет 91 500 швейцарских франков, решение инвестиционного совета ещё ожидается. Миграция "
          "тестовых учётных записей завершена, обучение операторов первой линии запланировано.\n\n"
          "Инна: убери тему, пожалуйста\n\n"
          "Ассистент: Готово — тему убрал, остальной текст без изменений.\n\n"
          "Инна: спасибо!\n\n"
          "Ассистент: Пожалуйста!\n",
}


@pytest.mark.parametrize("lang", list(CHATS))
def test_the_users_turns_are_context(lang):
    g = graded(lang, 7, CHATS[lang])
    assert facts(g) == ALL_CORRECT, facts(g)
    assert kinds(g) == []


# --- the same chat with an invented claim in the assistant's turn: still an addition --------------------------------
INVENTED = {
    "en": ("They don't mention how many clerks take part.",
           "The main risk is the summer peak at the depot, which could push the end date."),
    "zh": ("没有写人数。", "没有写人数。主要风险是仓储站夏季高峰可能拖慢进度。"),
    "ru": ("Ассистент: Готово — тему убрал, остальной текст без изменений.",
           "Ассистент: Готово — тему убрал. Главный риск — летний пик нагрузки в депо, он может сдвинуть сроки."),
}


@pytest.mark.parametrize("lang", list(INVENTED))
def test_an_invented_claim_of_the_assistant_is_still_an_addition(lang):
    old, new = INVENTED[lang]
    assert old in CHATS[lang]
    g = graded(lang, 7, CHATS[lang].replace(old, new, 1))
    assert facts(g) == ALL_CORRECT, facts(g)
    assert [k for k, _ in kinds(g)] == ["claim"], kinds(g)


# --- a wrong value of the user's the assistant takes up with a bare yes: the fact distorted -------------------------
ACCEPTED = {
    "en": "User: is the Osprey budget CHF 19,500?\nAssistant: Yes.\nUser: and the rest?\n"
          "Assistant: 10 June 2027 to 30 July 2027, spare parts ordering at the Gdansk depot only (the Madrid sales "
          "office is out of scope), not approved yet: the investment board still has to decide. The migration of the "
          "test accounts is complete; the training of the front-line clerks is planned but has not started.\n",
    "zh": "用户：鱼鹰试点的预算是19,500瑞士法郎吧？\n助手：对。\n用户：其他的呢？\n"
          "助手：2027年6月10日至2027年7月30日，仅涵盖格但斯克仓储站的备件订购，马德里销售办事处不在范围内；尚未获批，仍在等待"
          "投资委员会审批。测试账户迁移已经完成，一线文员培训已列入计划，但尚未开始。\n",
    "ru": "Вы: бюджет «Скопы» — 19 500 швейцарских франков?\nИИ: Да.\nВы: а остальное?\n"
          "ИИ: С 10 июня 2027 г. по 30 июля 2027 г., только заказ запчастей в депо в Гданьске; офис продаж в Мадриде "
          "явно исключён. Пилот ещё не утверждён: решение инвестиционного совета ожидается. Миграция тестовых учётных "
          "записей завершена, обучение операторов первой линии запланировано, но не начато.\n",
}


@pytest.mark.parametrize("lang", list(ACCEPTED))
def test_a_users_value_the_assistant_accepts_is_the_briefs(lang):
    g = graded(lang, 7, ACCEPTED[lang])
    assert facts(g) == {**ALL_CORRECT, "budget": "distorted"}, facts(g)
    assert kinds(g) == []


# --- question-and-answer marks: a chat where a request stands among the questions, an FAQ where each asks ----------
QA_CHATS = {
    "en": "Q: When does the Osprey pilot run?\nA: From 10 June 2027 to 30 July 2027.\n"
          "Q: put scope, money and progress in two lines, for the 14 team leads\n"
          "A: Spare parts ordering at the Gdansk depot only, the Madrid sales office out of scope; CHF 91,500, not "
          "approved yet (the investment board still has to decide).\n"
          "The migration of the test accounts is complete; the training of the front-line clerks is planned but has "
          "not started.\n"
          "Q: are you sure it isn't approved? I heard it was signed last month\n"
          "A: I'm sure. The notes say the investment board's approval is still pending.\n",
    "zh": "问：鱼鹰试点什么时候开始、结束？\n答：2027年6月10日开始，2027年7月30日结束。\n"
          "问：把范围、预算和进度用两行列出来，发给14位组长。\n"
          "答：仅限格但斯克仓储站的备件订购，马德里销售办事处不在范围内；预算91,500瑞士法郎，尚待投资委员会审批。\n"
          "测试账户迁移已完成，一线文员培训已列入计划、尚未开始。\n"
          "问：真的没批吗？我以为上个月已经批了。\n"
          "答：确定。笔记写的是仍在等待投资委员会审批。\n",
    "ru": "В: Когда идёт пилот «Скопа»?\nО: С 10 июня 2027 г. по 30 июля 2027 г.\n"
          "В: Перечисли рамки, бюджет и этапы в двух строках для 14 руководителей групп.\n"
          "О: Только заказ запчастей в депо в Гданьске, офис продаж в Мадриде исключён; 91 500 швейцарских франков, "
          "решение инвестиционного совета ещё ожидается.\n"
          "Миграция тестовых учётных записей завершена; обучение операторов первой линии запланировано, но не начато.\n"
          "В: Точно не утверждён? Я слышал, что его подписали в прошлом месяце.\n"
          "О: Да, я уверен. В заметках сказано, что решение инвестиционного совета ожидается.\n",
}


@pytest.mark.parametrize("lang", list(QA_CHATS))
def test_a_request_among_the_questions_makes_a_chat(lang):
    g = graded(lang, 7, QA_CHATS[lang])
    assert facts(g) == ALL_CORRECT, facts(g)
    assert kinds(g) == []


FAQ = {
    "en": "Q: When does the Osprey pilot run?\nA: From 10 June 2027 to 30 July 2027.\n"
          "Q: Why were the 12 clerks of the first wave picked?\nA: The notes do not say.\n"
          "Q: What does it cover?\nA: Spare parts ordering at the Gdansk depot only; the Madrid sales office is "
          "explicitly out of scope.\n"
          "Q: Budget and approval?\nA: CHF 91,500; the investment board has not approved it yet.\n"
          "Q: Progress?\nA: The migration of the test accounts is complete; the training of the front-line clerks is "
          "planned but has not started.\n",
}


def test_an_faq_whose_questions_all_ask_is_the_writers():
    g = graded("en", 7, FAQ["en"])
    assert facts(g) == ALL_CORRECT, facts(g)
    assert kinds(g) == [("number", "12")]  # the writer's own question invents the count


# --- a talk between two people, no side of a chat named: each speaker's line is the brief's -------------------------
def test_a_talk_between_people_is_no_chat():
    text = ("Anna: Osprey runs from 10 June 2027 to 30 July 2027, spare parts ordering at the Gdansk depot only; the "
            "Madrid sales office is out of scope.\n"
            "Ben: Budget is CHF 91,500, and the investment board has not approved it yet.\n"
            "Anna: The migration of the test accounts is complete. 12 clerks are in the first wave.\n"
            "Ben: The training of the front-line clerks is planned but has not started.\n")
    g = graded("en", 7, text)
    assert facts(g) == ALL_CORRECT, facts(g)
    assert ("number", "12") in kinds(g)


# --- the user's turns quoted by ">", the assistant's replies unquoted ------------------------------------------------
def test_quoted_user_turns_are_context():
    text = ("> osprey dates and money\n"
            "10 June 2027 to 30 July 2027, CHF 91,500.\n"
            "> rest of it please, no fluff\n"
            "Spare parts ordering at the Gdansk depot only (the Madrid sales office is out of scope). Not approved yet: "
            "the investment board still has to decide. The migration of the test accounts is complete; the training of "
            "the front-line clerks is planned but has not started.\n"
            "> cool, I'll forward this to the 14 team leads\n")
    g = graded("en", 7, text)
    assert facts(g) == ALL_CORRECT, facts(g)
    assert kinds(g) == []


# --- a value said again in a later answer: that fact told again; an invented claim beside the date still one ---------
AGAIN = {
    "en": ("Ana: when does it end?\nBot: It runs from {start} to {end}.\nAna: really?\nBot: Yes, the file gives {end} "
           "as the end.{more}\n", " On that day the whole crew will celebrate with a dinner cruise."),
    "ru": ("Аня: когда конец?\nБот: Пилот идёт с {start} по {end}.\nАня: точно?\nБот: Да, в деле стоит {end} — это дата "
           "завершения.{more}\n", " В этот день вся бригада отпразднует это ужином на теплоходе."),
    "zh": ("安娜：什么时候结束？\n机器人：试点从{start}开始，{end}结束。\n安娜：确定吗？\n"
           "机器人：是的，档案写的是{end}结束。{more}\n",
           "当天全体员工将乘游船聚餐庆祝。"),
}


MONTHS = {"en": ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
                  "November", "December"],
          "ru": ["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября",
                 "ноября", "декабря"]}


def _written(lang: str, iso: str) -> str:
    """The date as each language writes it ("3 October 2026", "3 октября 2026 г.", "2026年10月3日")."""
    y, m, d = (int(x) for x in iso.split("-"))
    return f"{y}年{m}月{d}日" if lang == "zh" else f"{d} {MONTHS[lang][m - 1]} {y}" + (" г." if lang == "ru" else "")


@pytest.mark.parametrize("lang", list(AGAIN))
def test_a_date_confirmed_in_a_later_answer_is_no_addition(lang):
    m = build_material(5, 1024, approximate_tokens, language=lang)
    start, end = (_written(lang, m.fact(f).value["date"]) for f in ("start_date", "end_date"))
    text, more = AGAIN[lang]
    g = graded(lang, 5, text.format(start=start, end=end, more=""))
    assert facts(g)["end_date"] == "correct", facts(g)
    assert kinds(g) == []
    g = graded(lang, 5, text.format(start=start, end=end, more=more))
    assert len(kinds(g)) == 1, kinds(g)
