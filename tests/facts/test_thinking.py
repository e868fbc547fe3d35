"""A reasoning model's visible thinking is its working, not the brief: only the answer after it is graded, in each
language's marks and in the English marks front-ends print. Briefs written for these tests on the material of seed 6
(Kestrel: 14 June to 13 August 2027, returns handling at the Lyon warehouse only, the legacy fax gateway out, USD
70,000, pending with the executive committee, order data export done, clerk training planned)."""

import pytest

from kvtrial.facts.thinking import thinking_blanked
from tests.facts.grading import facts, graded, kinds

ANSWER = {
    "en": ("Kestrel runs from 14 June 2027 to 13 August 2027 and covers returns handling at the Lyon warehouse only; the "
           "legacy fax gateway is out of scope. Budget: USD 70,000. Approval is still pending with the executive "
           "committee. The order data export is done; the clerk training is planned but not started.{more}"),
    "zh": ("红隼试点于2027年6月14日开始，2027年8月13日结束，仅涵盖里昂仓库的退货处理；旧传真网关不在范围内。预算为70,000美元。"
           "仍在等待执行委员会的审批。历史订单数据导出已经完成；一线文员培训已列入计划，但尚未开始。{more}"),
    "ru": ("Пилот «Пустельга» идёт с 14 июня 2027 г. по 13 августа 2027 г. и охватывает только обработку возвратов на "
           "складе в Лионе; устаревший факс-шлюз исключён. Бюджет — 70 000 долларов США. Решение исполнительного "
           "комитета пока ожидается. Выгрузка исторических данных завершена; обучение операторов запланировано, но не "
           "начато.{more}"),
}
# the thinking tries a wrong start, takes the excluded item for part of the pilot, guesses a risk and a team size
THINKING = {
    "en": ("Kestrel: start 4 June 2027? No, [2] says 14 June. The legacy fax gateway is part of the pilot, I think — "
           "no, it is out. Probably about 30 clerks take part. The main risk must be staff holidays. EUR 70,000? No, "
           "USD. Write it as one paragraph."),
    "zh": ("红隼：6月4日开始？不对，[2]写的是6月14日。旧传真网关应该也在试点里——不，它被排除了。大概有30名文员参加。"
           "主要风险应该是假期人手不足。预算是70,000欧元？不，是美元。写成一段。"),
    "ru": ("«Пустельга»: старт 4 июня 2027 г.? Нет, в [2] — 14 июня. Факс-шлюз, кажется, входит в пилот — нет, он "
           "исключён. Участвуют, наверное, человек 30. Главный риск — отпуска сотрудников. 70 000 евро? Нет, долларов. "
           "Напишу одним абзацем."),
}
FORMS = {
    "en": ["<think>\n{t}\n</think>\n\n{a}", "Thinking...\n{t}\n...done thinking.\n\n{a}",
           "**Reasoning:** {t}\n\n**Answer:** {a}", "▸ Thought for 12 seconds\n> {t}\n\n{a}"],
    "zh": ["<think>\n{t}\n</think>\n\n{a}", "思考过程：\n{t}\n\n回答：\n{a}", "已深度思考（用时 8 秒）\n{t}\n\n{a}",
           "Thinking...\n{t}\n...done thinking.\n\n{a}"],
    "ru": ["<think>\n{t}\n</think>\n\n{a}", "Рассуждение:\n{t}\n\nОтвет:\n{a}", "Размышления\n{t}\n\nИтог: {a}",
           "▸ Thought for 12 seconds\n> {t}\n\n{a}"],
}
# the thinking's guessed team size, said in the answer: the answer's own claim
MORE = {"en": " About 30 clerks take part.", "zh": "约有30名文员参加。", "ru": " Участвуют около 30 операторов."}
CASES = [(lang, n) for lang in FORMS for n in range(len(FORMS[lang]))]


@pytest.mark.parametrize(("lang", "n"), CASES)
def test_only_the_answer_after_the_thinking_is_graded(lang, n):
    text = FORMS[lang][n].format(t=THINKING[lang], a=ANSWER[lang].format(more=""))
    g = graded(lang, 6, text)
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []
    # an invented claim in the answer is still one addition
    g = graded(lang, 6, FORMS[lang][n].format(t=THINKING[lang], a=ANSWER[lang].format(more=MORE[lang])))
    assert len(kinds(g)) == 1, kinds(g)


@pytest.mark.parametrize("lang", list(FORMS))
def test_a_wrong_value_the_answer_carries_over_is_its_own(lang):
    wrong = {"en": ("USD 70,000", "EUR 70,000"), "zh": ("70,000美元", "70,000欧元"),
             "ru": ("70 000 долларов США", "70 000 евро")}[lang]
    answer = ANSWER[lang].format(more="").replace(*wrong)
    g = graded(lang, 6, FORMS[lang][0].format(t=THINKING[lang], a=answer))
    assert facts(g)["budget"] == "distorted", facts(g)


def test_a_thinking_with_no_answer_leaves_every_fact_unstated():
    g = graded("en", 6, "<think>\n" + ANSWER["en"].format(more="") + "\n")
    assert set(facts(g).values()) == {"omitted"}, facts(g)


@pytest.mark.parametrize(("lang", "text"), [
    # a label no later line closes is an ordinary label: its words are the brief's
    ("en", "Reasoning: the Lyon warehouse was picked for its volume of returns.\nKestrel runs from 14 June 2027."),
    ("ru", "Рассуждение: склад в Лионе выбрали из-за объёма возвратов.\nПилот идёт с 14 июня 2027 г."),
    ("zh", "思路：选择里昂仓库是因为退货量大。\n试点于2027年6月14日开始。"),
])
def test_a_label_that_nothing_closes_is_left_as_it_is(lang, text):
    assert thinking_blanked(text, lang) == text


def test_offsets_stay_where_the_thinking_is_blanked():
    text = "<think>\nstart 4 June?\n</think>\nKestrel starts on 14 June 2027."
    out = thinking_blanked(text, "en")
    assert len(out) == len(text) and out.count("\n") == text.count("\n")
    assert out.strip() == "Kestrel starts on 14 June 2027."
