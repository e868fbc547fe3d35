"""The structure of chat exports and reasoning-model outputs, in every language. A claim never runs across a speaker's
turn: the user's premise ending in a tag question ("…, right?") and the assistant's reply opening with a denial
("No — according to [4] …") are two speakers' words, and no part of the reply is cut with the user's words before it; a
citation's number in a reply's denial ("Not according to the notes — paragraph [3] says … planned but …") is no value
set aside by "not X but Y". A reasoning model's thinking under a plain heading closed by its answer's heading
("Thinking:" … "Final answer:", "Рассуждение:" … "Итоговый ответ:", "思考过程：" … "最终答案："), or inside a tag named
in the language's words ("<размышления>", "<思考>"), is its working, not the brief; a heading of those words that no
answer's heading closes is an ordinary label. Briefs written for these tests on the material of seed 6 (Kestrel: 14
June to 13 August 2027, returns handling at the Lyon warehouse only, the legacy fax gateway out, USD 70,000, pending
with the executive committee, order data export done, clerk training planned)."""

import pytest

from kvtrial.facts.context import superseded_blanked
from kvtrial.facts.thinking import thinking_blanked
from tests.facts.grading import facts, graded, kinds

# the assistant's first answer: every fact but the approval, told right
FACTS = {
    "en": "Kestrel runs from 14 June 2027 to 13 August 2027, returns handling at the Lyon warehouse only, with the "
          "legacy fax gateway left out. The budget is USD 70,000. The order data export is done; the clerk training is "
          "planned but not started.",
    "ru": "Пилот «Пустельга» идёт с 14 июня 2027 г. по 13 августа 2027 г., только обработка возвратов на складе в Лионе, "
          "устаревший факс-шлюз исключён. Бюджет — 70 000 долларов США. Выгрузка исторических данных завершена; "
          "обучение операторов запланировано, но не начато.",
    "zh": "红隼试点于2027年6月14日开始，2027年8月13日结束，仅涵盖里昂仓库的退货处理，旧传真网关不在范围内。预算为70,000美元。"
          "历史订单数据导出已经完成；一线文员培训已列入计划，但尚未开始。",
}
ASK_FIRST = {"en": "Give me the Kestrel basics.", "ru": "Дай основное по пилоту.", "zh": "说一下红隼试点的要点。"}
# the user's premise (the approval given), a tag question closing it, and the assistant's denial with a citation
PREMISE = {
    "en": "ok, and the committee already approved it last month, right?",
    "ru": "ок, а комитет ведь уже утвердил пилот в мае, верно?",
    "zh": "好，执行委员会上个月已经批准了，对吧？",
}
DENIAL = {
    "en": "No — according to [4] the executive committee has not approved it yet; its decision is still pending.",
    "ru": "Нет — согласно [4] исполнительный комитет ещё не утвердил пилот; решение пока ожидается.",
    "zh": "恰恰相反——根据[4]，执行委员会尚未批准；审批仍在等待中。",
}
# each language's speaker words: the export's own and a shorter pair
SPEAKERS = {
    "en": [("User", "Assistant", ": "), ("You", "AI", ": ")],
    "ru": [("Пользователь", "Ассистент", ": "), ("Вы", "ИИ", ": ")],
    "zh": [("用户", "助手", "："), ("我", "AI", "：")],
}
CHAT_CASES = [(lang, n) for lang in SPEAKERS for n in range(len(SPEAKERS[lang]))]


def chat(lang: str, n: int, *turns: str) -> str:
    user, bot, colon = SPEAKERS[lang][n]
    return "".join(f"{(user, bot)[i % 2]}{colon}{t}\n" for i, t in enumerate(turns))


@pytest.mark.parametrize(("lang", "n"), CHAT_CASES)
def test_a_denied_premise_makes_no_claim_across_the_turns(lang, n):
    g = graded(lang, 6, chat(lang, n, ASK_FIRST[lang], FACTS[lang], PREMISE[lang], DENIAL[lang]))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []
    # an invented judgement the reply adds after the denial is still its one addition
    more = {"en": " Frankly, the committee will wave it through.", "ru": " Честно говоря, комитет его точно пропустит.",
            "zh": "说实话，委员会肯定会放行。"}[lang]
    g = graded(lang, 6, chat(lang, n, ASK_FIRST[lang], FACTS[lang], PREMISE[lang], DENIAL[lang] + more))
    assert facts(g)["approval"] == "correct", facts(g)
    assert len(kinds(g)) == 1, kinds(g)


# the reply opens by denying, a citation inside its denial, and tells the stage with "but" (en) or ", а" (ru)
STAGE_DENIAL = {
    "en": ("and the clerk training is basically running, isn't it?",
           "Not according to the notes — paragraph [3] says the clerk training is planned but has not started."),
    "ru": ("а обучение операторов уже идёт, так?",
           "Не по записям — в [3] обучение операторов запланировано, а к нему ещё не приступали."),
}


@pytest.mark.parametrize("lang", list(STAGE_DENIAL))
def test_a_citation_in_a_denial_is_no_value_set_aside(lang):
    facts_only = FACTS[lang].split("The order")[0].split("Выгрузка")[0]
    ask, reply = STAGE_DENIAL[lang]
    text = chat(lang, 0, ASK_FIRST[lang], facts_only, ask, reply)
    assert reply in superseded_blanked(text, lang)  # (the reply's words stay: none is set aside)
    g = graded(lang, 6, text)
    assert facts(g)["planned"] == "correct", facts(g)
    assert kinds(g) == []


# the neighbour: a value set aside by "not X but Y" is still set aside, its citation beside it
@pytest.mark.parametrize(("lang", "text"), [
    ("en", "The pilot starts not on 4 June 2027 [2] but on 14 June 2027."),
    ("ru", "Пилот стартует не 4 июня [2], а 14 июня 2027 г."),
])
def test_a_value_set_aside_beside_its_citation_is_still_set_aside(lang, text):
    g = graded(lang, 6, text)
    assert facts(g)["start_date"] == "correct", facts(g)
    assert kinds(g) == []


# the thinking tries a wrong start, guesses a risk and a team size
THINKING = {
    "en": "Start 4 June 2027? No, 14 June. Probably about 30 clerks take part. The big risk must be the summer holidays.",
    "ru": "Старт 4 июня 2027 г.? Нет, 14 июня. Участвуют, наверное, человек 30. Главный риск — летние отпуска.",
    "zh": "6月4日开始？不对，是6月14日。大概有30名文员参加。最大的风险应该是暑假人手不足。",
}
PENDING = {
    "en": " The executive committee's approval is still pending.",
    "ru": " Решение исполнительного комитета пока ожидается.",
    "zh": "执行委员会的审批仍在等待中。",
}
HEADINGS = {
    "en": [("Thinking:", "Final answer:"), ("My reasoning:", "Response:"), ("<thoughts>", "</thoughts>")],
    "ru": [("Рассуждение:", "Итоговый ответ:"), ("Размышления:", "Финальный ответ:"), ("<размышления>", "</размышления>")],
    "zh": [("思考过程：", "最终答案："), ("思路：", "答案："), ("<思考>", "</思考>")],
}
THINK_CASES = [(lang, n) for lang in HEADINGS for n in range(len(HEADINGS[lang]))]


@pytest.mark.parametrize(("lang", "n"), THINK_CASES)
def test_a_thinking_under_its_heading_is_not_graded(lang, n):
    opening, closing = HEADINGS[lang][n]
    text = f"{opening}\n{THINKING[lang]}\n\n{closing}\n{FACTS[lang]}{PENDING[lang]}\n"
    blanked = thinking_blanked(text, lang)
    assert THINKING[lang][-8:] not in blanked and opening not in blanked and FACTS[lang] in blanked
    g = graded(lang, 6, text)
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


# the neighbour: a heading of the thinking's words that no answer's heading closes is the brief's own label, read
@pytest.mark.parametrize(("lang", "label"), [("en", "Thinking:"), ("ru", "Рассуждение:"), ("zh", "思路：")])
def test_a_thinking_word_as_an_ordinary_heading_is_graded(lang, label):
    text = f"{FACTS[lang]}{PENDING[lang]}\n\n{label}\n{THINKING[lang]}\n"
    assert thinking_blanked(text, lang) == text
    g = graded(lang, 6, text)
    assert kinds(g), kinds(g)  # (its guessed team size and risk are the brief's claims)
