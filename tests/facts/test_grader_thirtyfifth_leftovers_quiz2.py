"""Multiple-choice quizzes in the shapes the quiz reader met after the thirty-fifth held-out set, in every language:
options on the question's own line after its "?", a key above the questions, a key giving each option's place
(`1-2`, `Ответы: 1) 2`) or its words (`Answers: 1 — 3 August 2027`), options in boxes with the keyed one checked,
the keyed option set in bold, and a key that leaves one question out. As before, what a quiz asserts is each
question joined to its keyed option (right or wrong), the distractors are no claims, and a question no key answers
states nothing. Outlines with lettered points, to-do lists and lettered points in a sentence stay prose. Pinned with
quizzes written for these tests on the material of seed 4211 (Heron: 11 June to 3 August 2027, purchase order
intake at the Lyon warehouse only, CHF 66,500, approved by Ines Carvalho (Director of Logistics) on 16 May 2027,
historical order data exported, user satisfaction survey planned, the Madrid sales office out of scope)."""

import pytest

from kvtrial.facts.quiz import quiz_read
from tests.facts.grading import facts, graded, kinds

SEED = 4211
NOTHING = dict.fromkeys(("start_date", "end_date", "scope", "budget", "approval", "done", "planned",
                         "out_of_scope"), "omitted")


def stated(**labels: str) -> dict[str, str]:
    return {**NOTHING, **dict.fromkeys(labels.get("correct", "").split(), "correct"),
            **dict.fromkeys(labels.get("distorted", "").split(), "distorted")}


# --- options on the question's own line, after its "?" ------------------------------------------------------------
INLINE = {
    "en": "Heron pilot quiz\n\n1. When does the pilot start? a) 11 May 2027 b) 11 June 2027 c) 1 July 2027\n"
          "2. When does it end? a) 3 August 2027 b) 3 September 2027\n"
          "3. What is the budget? a) CHF 66,500 b) CHF 56,500 c) EUR 66,500\n"
          "4. What is explicitly out of scope? a) the Lyon warehouse b) the Madrid sales office\n\n"
          "Key: 1 b, 2 a, 3 a, 4 b\n",
    "zh": "苍鹭试点小测\n\n1. 试点哪天开始？ A. 2027年5月11日 B. 2027年6月11日 C. 2027年7月1日\n"
          "2. 试点哪天结束？ A. 2027年8月3日 B. 2027年9月3日\n"
          "3. 试点预算是多少？ A. 66,500瑞士法郎 B. 56,500瑞士法郎\n"
          "4. 哪一项明确不在试点范围内？ A. 里昂仓库 B. 马德里销售办事处\n\n"
          "答案：1-B 2-A 3-A 4-B\n",
    "ru": "Викторина по пилоту «Цапля»\n\n"
          "1. Когда стартует пилот? а) 11 мая 2027 г. б) 11 июня 2027 г. в) 1 июля 2027 г.\n"
          "2. Когда он завершается? а) 3 августа 2027 г. б) 3 сентября 2027 г.\n"
          "3. Каков бюджет? а) 66 500 швейцарских франков б) 56 500 швейцарских франков\n"
          "4. Что явно исключено из пилота? а) склад в Лионе б) офис продаж в Мадриде\n\n"
          "Ключ: 1 — б; 2 — а; 3 — а; 4 — б\n",
}


@pytest.mark.parametrize("lang", list(INLINE))
def test_options_on_the_questions_own_line_are_read_with_the_keyed_one(lang):
    g = graded(lang, SEED, INLINE[lang])
    assert facts(g) == stated(correct="start_date end_date budget out_of_scope"), facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(INLINE))
def test_options_on_the_questions_own_line_keyed_to_a_distractor_distort_its_fact(lang):
    wrong = INLINE[lang].replace("3 a,", "3 b,").replace("3-A", "3-B").replace("3 — а", "3 — б")
    g = graded(lang, SEED, wrong)
    assert facts(g) == stated(correct="start_date end_date out_of_scope", distorted="budget"), facts(g)
    assert kinds(g) == []


# --- a key above the questions, by the options' places; an invented lead keyed is one addition ---------------------
PLACES = {
    "en": "Heron pilot: test yourself\nAnswers: 1-2, 2-1, 3-3, 4-2, 5-1\n\n"
          "1. When does the pilot start?\n   a) 11 May 2027\n   b) 11 June 2027\n"
          "2. What does the pilot cover?\n   a) purchase order intake at the Lyon warehouse only\n"
          "   b) purchase order intake at every site\n"
          "3. Who signed it off?\n   a) nobody yet\n   b) the works council\n"
          "   c) Ines Carvalho (Director of Logistics) on 16 May 2027\n"
          "4. What has already been completed?\n   a) the user satisfaction survey\n"
          "   b) the export of the historical order data\n"
          "5. Who runs the pilot day to day?\n   a) Tova Lindqvist runs the pilot\n   b) Pavel Oreshkin runs the pilot\n",
    "zh": "苍鹭试点：自测\n答案：1-2，2-1，3-3，4-2，5-1\n\n"
          "1. 试点哪天开始？\nA. 2027年5月11日\nB. 2027年6月11日\n"
          "2. 试点涵盖什么？\nA. 仅里昂仓库的采购订单受理\nB. 所有地点的采购订单受理\n"
          "3. 谁批准了试点？\nA. 尚无人批准\nB. 职工委员会\nC. 2027年5月16日由伊内丝·卡瓦略（物流总监）批准\n"
          "4. 哪项工作已经完成？\nA. 用户满意度调查\nB. 历史订单数据导出\n"
          "5. 试点日常负责人是谁？\nA. 负责人：宋雨桐\nB. 负责人：邵明远\n",
    "ru": "Пилот «Цапля»: проверьте себя\nОтветы: 1) 2; 2) 1; 3) 3; 4) 2; 5) 1\n\n"
          "1. Когда стартует пилот?\n   а) 11 мая 2027 г.\n   б) 11 июня 2027 г.\n"
          "2. Что охватывает пилот?\n   а) только приём заказов на закупку на складе в Лионе\n"
          "   б) приём заказов на всех площадках\n"
          "3. Кто утвердил пилот?\n   а) пока никто\n   б) совет трудового коллектива\n"
          "   в) утверждён 16 мая 2027 г., утверждающее лицо — Инеш Карвалью (директор по логистике)\n"
          "4. Что уже завершено?\n   а) опрос удовлетворённости пользователей\n"
          "   б) выгрузка исторических данных о заказах\n"
          "5. Кто руководит пилотом?\n   а) Това Линдквист отвечает за пилот\n   б) Павел Орешкин отвечает за пилот\n",
}


@pytest.mark.parametrize("lang", list(PLACES))
def test_a_key_above_the_questions_by_the_options_places(lang):
    g = graded(lang, SEED, PLACES[lang])
    assert facts(g) == stated(correct="start_date scope approval done"), facts(g)
    assert len(g.unsupported) == 1, kinds(g)  # the invented lead keyed; the distractor's name is none
    assert not any(name in u.text for u in g.unsupported for name in ("Pavel", "邵明远", "Павел")), kinds(g)


@pytest.mark.parametrize("lang", list(PLACES))
def test_a_key_by_places_keying_a_distractor_distorts_its_fact(lang):
    wrong = PLACES[lang].replace("1-2, 2-1", "1-1, 2-1").replace("1-2，2-1", "1-1，2-1").replace("1) 2; 2) 1", "1) 1; 2) 1")
    g = graded(lang, SEED, wrong)
    assert facts(g) == stated(correct="scope approval done", distorted="start_date"), facts(g)
    assert len(g.unsupported) == 1, kinds(g)


# --- a key giving each option's words; one keyed value wrong --------------------------------------------------------
WORDS = {
    "en": "Heron pilot quiz\n\n1. When does the pilot end?\n   a) 3 August 2027\n   b) 3 October 2027\n"
          "2. What is the budget?\n   a) CHF 66,500\n   b) CHF 76,500\n"
          "3. What is planned but not started?\n   a) the export of the historical order data\n"
          "   b) the user satisfaction survey\n\n"
          "Answers: 1 — 3 October; 2 — CHF 66,500; 3 — the user satisfaction survey\n",
    "zh": "苍鹭试点小测\n\n1. 试点哪天结束？\nA. 2027年8月3日\nB. 2027年10月3日\n"
          "2. 试点预算是多少？\nA. 66,500瑞士法郎\nB. 76,500瑞士法郎\n"
          "3. 哪项工作已列入计划但尚未开始？\nA. 历史订单数据导出\nB. 用户满意度调查\n\n"
          "答案：1. 10月3日；2. 66,500瑞士法郎；3. 用户满意度调查\n",
    "ru": "Викторина «Цапля»\n\n1. Когда пилот завершается?\n   а) 3 августа 2027 г.\n   б) 3 октября 2027 г.\n"
          "2. Каков бюджет?\n   а) 66 500 швейцарских франков\n   б) 76 500 швейцарских франков\n"
          "3. Что запланировано, но ещё не начато?\n   а) выгрузка исторических данных о заказах\n"
          "   б) опрос удовлетворённости пользователей\n\n"
          "Ответы:\n1 — 3 октября\n2 — 66 500 швейцарских франков\n3 — опрос удовлетворённости пользователей\n",
}


@pytest.mark.parametrize("lang", list(WORDS))
def test_a_key_by_the_options_words_keys_the_option_it_names(lang):
    g = graded(lang, SEED, WORDS[lang])
    assert facts(g) == stated(correct="budget planned", distorted="end_date"), facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(WORDS))
def test_a_key_by_words_naming_the_right_option_is_correct(lang):
    fixed = WORDS[lang].replace("3 October;", "3 August;").replace("1. 10月3日", "1. 8月3日").replace(
        "1 — 3 октября", "1 — 3 августа")
    g = graded(lang, SEED, fixed)
    assert facts(g) == stated(correct="end_date budget planned"), facts(g)
    assert kinds(g) == []


# --- options in boxes, the keyed one checked; options in bold -----------------------------------------------------
BOXES = {
    "en": "Heron pilot check\n\n1. When does the pilot start?\n☐ 11 May 2027\n☑ 11 June 2027\n☐ 1 July 2027\n"
          "2. What is the budget?\n- [ ] CHF 56,500\n- [x] CHF 66,500\n"
          "3. What is explicitly out of scope?\n[ ] the Lyon warehouse   [x] the Madrid sales office\n",
    "zh": "苍鹭试点自测\n\n1. 试点哪天开始？\n☐ 2027年5月11日\n☑ 2027年6月11日\n"
          "2. 试点预算是多少？\n- [ ] 56,500瑞士法郎\n- [x] 66,500瑞士法郎\n"
          "3. 哪一项明确不在试点范围内？\n[ ] 里昂仓库　[x] 马德里销售办事处\n",
    "ru": "Проверка по пилоту «Цапля»\n\n1. Когда стартует пилот?\n☐ 11 мая 2027 г.\n☑ 11 июня 2027 г.\n"
          "2. Каков бюджет?\n- [ ] 56 500 швейцарских франков\n- [x] 66 500 швейцарских франков\n"
          "3. Что явно исключено из пилота?\n[ ] склад в Лионе   [x] офис продаж в Мадриде\n",
}


@pytest.mark.parametrize("lang", list(BOXES))
def test_the_checked_box_is_the_keyed_option(lang):
    g = graded(lang, SEED, BOXES[lang])
    assert facts(g) == stated(correct="start_date budget out_of_scope"), facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(BOXES))
def test_a_checked_distractor_distorts_its_fact(lang):
    wrong = BOXES[lang].replace("[ ] CHF 56", "[x] CHF 56").replace("[x] CHF 66", "[ ] CHF 66").replace(
        "[ ] 56", "[x] 56").replace("[x] 66", "[ ] 66")
    g = graded(lang, SEED, wrong)
    assert facts(g) == stated(correct="start_date out_of_scope", distorted="budget"), facts(g)
    assert kinds(g) == []


BOLD = {
    "en": "Heron pilot quiz (right answers in bold)\n\n"
          "1. When does the pilot end?\n   a) 3 July 2027\n   **b) 3 August 2027**\n"
          "2. What is done already?\n   a) the user satisfaction survey\n   b) **the export of the historical order data**\n"
          "3. What is the budget? a) CHF 56,500 **b) CHF 66,500**\n",
    "zh": "苍鹭试点小测（正确答案加粗）\n\n1. 试点哪天结束？\nA. 2027年7月3日\n**B. 2027年8月3日**\n"
          "2. 哪项工作已经完成？\nA. 用户满意度调查\nB. **历史订单数据导出**\n"
          "3. 试点预算是多少？ A. 56,500瑞士法郎 **B. 66,500瑞士法郎**\n",
    "ru": "Викторина «Цапля» (верные ответы выделены)\n\n"
          "1. Когда пилот завершается?\n   а) 3 июля 2027 г.\n   **б) 3 августа 2027 г.**\n"
          "2. Что уже завершено?\n   а) опрос удовлетворённости пользователей\n   б) **выгрузка исторических данных о заказах**\n"
          "3. Каков бюджет? а) 56 500 швейцарских франков **б) 66 500 швейцарских франков**\n",
}


@pytest.mark.parametrize("lang", list(BOLD))
def test_the_option_in_bold_is_the_keyed_one(lang):
    g = graded(lang, SEED, BOLD[lang])
    assert facts(g) == stated(correct="end_date done budget"), facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(BOLD))
def test_a_distractor_in_bold_distorts_its_fact(lang):
    wrong = BOLD[lang].replace("a) 3 July 2027\n   **b) 3 August 2027**", "**a) 3 July 2027**\n   b) 3 August 2027") \
        .replace("A. 2027年7月3日\n**B. 2027年8月3日**", "**A. 2027年7月3日**\nB. 2027年8月3日") \
        .replace("а) 3 июля 2027 г.\n   **б) 3 августа 2027 г.**", "**а) 3 июля 2027 г.**\n   б) 3 августа 2027 г.")
    g = graded(lang, SEED, wrong)
    assert facts(g) == stated(correct="done budget", distorted="end_date"), facts(g)
    assert kinds(g) == []


# --- a key leaving one question out: that question states nothing --------------------------------------------------
GAP = {
    "en": "Heron pilot quiz\n\n1. When does the pilot start?\n   a) 11 June 2027\n   b) 21 June 2027\n"
          "2. What is the budget?\n   a) CHF 66,500\n   b) CHF 60,500\n"
          "3. When does it end?\n   a) 3 August 2027\n   b) 13 August 2027\n\nKey: 1 a, 3 a\n",
    "zh": "苍鹭试点小测\n\n1. 试点哪天开始？\nA. 2027年6月11日\nB. 2027年6月21日\n"
          "2. 试点预算是多少？\nA. 66,500瑞士法郎\nB. 60,500瑞士法郎\n"
          "3. 试点哪天结束？\nA. 2027年8月3日\nB. 2027年8月13日\n\n答案：1-A　3-A\n",
    "ru": "Викторина «Цапля»\n\n1. Когда стартует пилот?\n   а) 11 июня 2027 г.\n   б) 21 июня 2027 г.\n"
          "2. Каков бюджет?\n   а) 66 500 швейцарских франков\n   б) 60 500 швейцарских франков\n"
          "3. Когда пилот завершается?\n   а) 3 августа 2027 г.\n   б) 13 августа 2027 г.\n\nКлюч: 1 — а; 3 — а\n",
}


@pytest.mark.parametrize("lang", list(GAP))
def test_a_question_the_key_leaves_out_states_nothing(lang):
    g = graded(lang, SEED, GAP[lang])
    assert facts(g) == stated(correct="start_date end_date"), facts(g)
    assert kinds(g) == []


# --- prose: an outline's points (one in bold), a to-do list, lettered points in a sentence -------------------------
PROSE = {
    "en": "Heron pilot plan\n\n1. Timeline:\n   a. Start: **11 June 2027**\n   b. End: 3 August 2027\n"
          "2. Money:\n   a. Budget: CHF 66,500\n   b. Spent: nothing yet\n\n"
          "Status:\n- [x] export of the historical order data\n- [ ] user satisfaction survey\n"
          "Sign-off:\n- [x] approved by Ines Carvalho (Director of Logistics) on 16 May 2027\n- [ ] steering review\n\n"
          "Answers to expect from the team: 1) the survey's response rate; 2) staffing at the Lyon warehouse.\n"
          "Two things to watch: a) the survey's response rate, b) staffing at the Lyon warehouse.\n",
    "zh": "苍鹭试点计划\n\n1. 时间：\n   a. 开始：**2027年6月11日**\n   b. 结束：2027年8月3日\n"
          "2. 资金：\n   a. 预算：66,500瑞士法郎\n   b. 已花费：暂无\n\n"
          "进展：\n- [x] 历史订单数据导出\n- [ ] 用户满意度调查\n"
          "审批：\n- [x] 2027年5月16日由伊内丝·卡瓦略（物流总监）批准\n- [ ] 指导委员会复核\n\n"
          "需要关注两点：a) 调查回复率，b) 里昂仓库的人手。\n",
    "ru": "План пилота «Цапля»\n\n1. Сроки:\n   а. Старт: **11 июня 2027 г.**\n   б. Завершение: 3 августа 2027 г.\n"
          "2. Деньги:\n   а. Бюджет: 66 500 швейцарских франков\n   б. Потрачено: пока ничего\n\n"
          "Статус:\n- [x] выгрузка исторических данных о заказах\n- [ ] опрос удовлетворённости пользователей\n"
          "Утверждение:\n- [x] утверждён 16 мая 2027 г. Инеш Карвалью (директор по логистике)\n- [ ] проверка комитетом\n\n"
          "Ответы команды ждём по двум пунктам: 1) отклик на опрос; 2) персонал склада в Лионе.\n"
          "Следить за двумя вещами: а) откликом на опрос, б) персоналом склада в Лионе.\n",
}


@pytest.mark.parametrize("lang", list(PROSE))
def test_outlines_to_do_lists_and_lettered_points_in_a_sentence_are_no_quiz(lang):
    assert quiz_read(PROSE[lang], lang) == PROSE[lang]
