"""Multiple-choice quizzes with an answer key, the thirty-fifth held-out set's class, in every language: what a quiz
asserts is each question joined to its keyed option, one claim read as the fact it states, right or wrong; the other
options are distractors, never claims, additions or a second value; the key and the instructions are how the quiz is
taken. The key may spell out each keyed option, give letters only, stand under each question ("Answer: B") or be a
mark on the option itself ("✔", "(correct)", "← верно", "（正确）"); without a key the options state nothing. Each is
pinned with quizzes written for these tests on the material of seed 5 (Osprey: 9 June to 3 October 2026, invoice
matching at the Leeds office only, USD 45,000, approved by Marek Novak (CFO) on 15 May 2026, barcode scanners
installed, user guides' translation planned, warranty claims out of scope)."""

import pytest

from kvtrial.facts.quiz import quiz_read
from tests.facts.grading import facts, graded, kinds

ALL_CORRECT = dict.fromkeys(("start_date", "end_date", "scope", "budget", "approval", "done", "planned",
                             "out_of_scope"), "correct")

# --- a key spelling out each keyed option; options one to a line; one keyed value wrong (the approval date) ---------
SPELLED = {
    "en": "Osprey pilot: test yourself\nPick one option for each question; answers are at the end.\n\n"
          "1. On which day does the pilot begin?\n   a) 6 June 2026\n   b) 9 June 2026\n   c) 19 June 2026\n"
          "2. On which day does it finish?\n   a) 3 October 2026\n   b) 30 October 2026\n"
          "3. Which workflow and site does it cover?\n   a) Invoice matching at the Leeds office only\n"
          "   b) Returns handling at the Leeds office\n   c) Invoice matching at every site\n"
          "4. How much money is set aside?\n   a) EUR 45,000\n   b) USD 45,000\n   c) USD 54,000\n"
          "5. Who approved it, and when?\n   a) Marek Novak (Chief Financial Officer), 15 May 2026\n"
          "   b) Marek Novak (Chief Financial Officer), 15 June 2026\n   c) The works council, still pending\n"
          "6. Which piece of work is finished?\n   a) The installation of the barcode scanners\n"
          "   b) The release of the mobile app\n"
          "7. Which piece of work is planned and not begun?\n   a) The installation of the barcode scanners\n"
          "   b) The translation of the user guides\n"
          "8. What is explicitly left out?\n   a) Invoice matching\n   b) Warranty claims\n\n"
          "Answers\n1 b (9 June 2026) · 2 a (3 October 2026) · 3 a (invoice matching, Leeds office only) · "
          "4 b (USD 45,000) · 5 b (Marek Novak, 15 June 2026) · 6 a (barcode scanners installed) · "
          "7 b (user guides' translation) · 8 b (warranty claims)\n",
    "zh": "鱼鹰试点知识小测\n每题只有一个正确答案，答案见文末。\n\n"
          "1. 试点从哪天开始？\nA. 2026年6月6日\nB. 2026年6月9日\nC. 2026年6月19日\n"
          "2. 试点哪天结束？\nA. 2026年10月3日\nB. 2026年10月30日\n"
          "3. 试点涵盖什么？\nA. 仅利兹办公室的发票匹配\nB. 利兹办公室的退货处理\nC. 所有地点的发票匹配\n"
          "4. 试点预算是多少？\nA. 45,000欧元\nB. 45,000美元\nC. 54,000美元\n"
          "5. 审批情况如何？\nA. 已于2026年5月15日由马雷克·诺瓦克（首席财务官）批准\n"
          "B. 已于2026年6月15日由马雷克·诺瓦克（首席财务官）批准\nC. 仍在等待职工委员会审批\n"
          "6. 哪项工作已经完成？\nA. 条码扫描器安装\nB. 移动应用发布\n"
          "7. 哪项工作已列入计划但尚未开始？\nA. 条码扫描器安装\nB. 用户指南翻译\n"
          "8. 哪一项明确不在试点范围内？\nA. 发票匹配\nB. 保修索赔\n\n"
          "参考答案：1-B（2026年6月9日）　2-A　3-A　4-B　5-B（6月15日批准）　6-A　7-B　8-B\n",
    "ru": "Пилот «Скопа»: проверьте себя\nВыберите один вариант ответа; ключ — в конце.\n\n"
          "1. Когда начинается пилот?\n   а) 6 июня 2026 г.\n   б) 9 июня 2026 г.\n   в) 19 июня 2026 г.\n"
          "2. Когда он завершается?\n   а) 3 октября 2026 г.\n   б) 30 октября 2026 г.\n"
          "3. Что охватывает пилот?\n   а) только сверку счетов в офисе в Лидсе\n   б) обработку возвратов в офисе в Лидсе\n"
          "4. Каков бюджет?\n   а) 45 000 евро\n   б) 45 000 долларов США\n   в) 54 000 долларов США\n"
          "5. Кто и когда утвердил пилот?\n   а) Марек Новак (финансовый директор), 15 мая 2026 г.\n"
          "   б) Марек Новак (финансовый директор), 15 июня 2026 г.\n   в) никто, решение совета ещё ожидается\n"
          "6. Какой этап уже завершён?\n   а) установка сканеров штрихкодов\n   б) выпуск мобильного приложения\n"
          "7. Какой этап запланирован, но ещё не начат?\n   а) установка сканеров штрихкодов\n"
          "   б) перевод руководств пользователя\n"
          "8. Что явно исключено из пилота?\n   а) сверка счетов\n   б) гарантийные претензии\n\n"
          "Ответы: 1 — б (9 июня); 2 — а; 3 — а; 4 — б; 5 — б (15 июня); 6 — а; 7 — б; 8 — б.\n",
}


@pytest.mark.parametrize("lang", list(SPELLED))
def test_a_keyed_wrong_value_is_that_fact_distorted_and_the_distractors_are_no_claims(lang):
    g = graded(lang, 5, SPELLED[lang])
    assert facts(g) == {**ALL_CORRECT, "approval": "distorted"}, facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(SPELLED))
def test_the_same_quiz_keyed_right_is_all_correct(lang):
    fixed = (SPELLED[lang].replace("5 b (Marek Novak, 15 June 2026)", "5 a (Marek Novak, 15 May 2026)")
             .replace("5-B（6月15日批准）", "5-A").replace("5 — б (15 июня)", "5 — а"))
    g = graded(lang, 5, fixed)
    assert facts(g) == ALL_CORRECT, facts(g)
    assert kinds(g) == []


# --- a letter-only key; several options to a line; stems with a blank the keyed option fills ---------------------
LETTERS = {
    "en": "Osprey pilot - quick check\n\n"
          "Q1. The pilot begins on …\n  A. 15 May 2026   B. 9 June 2026   C. 3 June 2026\n"
          "Q2. It finishes on …\n  A. 3 October 2026   B. 15 October 2026\n"
          "Q3. It covers …\n  A. returns handling at the Lyon warehouse   B. invoice matching at the Leeds office only\n"
          "Q4. Money set aside:\n  A. USD 45,000   B. GBP 45,000\n"
          "Q5. Sign-off:\n  A. approved by Marek Novak (Chief Financial Officer) on 15 May 2026   "
          "B. still pending with the steering committee\n"
          "Q6. Finished:\n  A. installation of the barcode scanners   B. release of the mobile app\n"
          "Q7. Planned, not begun:\n  A. translation of the user guides   B. warranty claims\n"
          "Q8. Explicitly left out:\n  A. the Leeds office   B. warranty claims\n\n"
          "Key: Q1 B · Q2 A · Q3 B · Q4 A · Q5 A · Q6 A · Q7 A · Q8 B\n",
    "zh": "鱼鹰试点随堂测\n\n"
          "一、选择题\n"
          "1. 试点开始日期是____。\nA．2026年5月15日　B．2026年6月9日　C．2026年6月3日\n"
          "2. 试点结束日期是____。\nA．2026年10月3日　B．2026年10月15日\n"
          "3. 试点范围：\nA．里昂仓库的退货处理　B．仅利兹办公室的发票匹配\n"
          "4. 试点预算：\nA．45,000美元　B．45,000英镑\n"
          "5. 审批：\nA．已于2026年5月15日由马雷克·诺瓦克（首席财务官）批准　B．仍在等待指导委员会审批\n"
          "6. 已完成：\nA．条码扫描器安装　B．移动应用发布\n"
          "7. 已列入计划、尚未开始：\nA．用户指南翻译　B．保修索赔\n"
          "8. 明确不在范围内：\nA．利兹办公室　B．保修索赔\n\n"
          "答案：1.B 2.A 3.B 4.A 5.A 6.A 7.A 8.B\n",
    "ru": "Пилот «Скопа» — короткая проверка\n\n"
          "1. Пилот стартует …\nа) 15 мая 2026 г.; б) 9 июня 2026 г.; в) 3 июня 2026 г.\n"
          "2. Пилот завершается …\nа) 3 октября 2026 г.; б) 15 октября 2026 г.\n"
          "3. Охват пилота:\nа) обработка возвратов на складе в Лионе; б) только сверка счетов в офисе в Лидсе\n"
          "4. Бюджет:\nа) 45 000 долларов США; б) 45 000 фунтов стерлингов\n"
          "5. Утверждение:\nа) утверждён 15 мая 2026 г., утверждающее лицо — Марек Новак (финансовый директор); "
          "б) ещё ожидает решения руководящего комитета\n"
          "6. Уже завершено:\nа) установка сканеров штрихкодов; б) выпуск мобильного приложения\n"
          "7. Запланировано, но не начато:\nа) перевод руководств пользователя; б) гарантийные претензии\n"
          "8. Явно исключено:\nа) офис в Лидсе; б) гарантийные претензии\n\n"
          "Ключ: 1 — б; 2 — а; 3 — б; 4 — а; 5 — а; 6 — а; 7 — а; 8 — б.\n",
}


@pytest.mark.parametrize("lang", list(LETTERS))
def test_a_letter_only_key_reads_each_question_with_its_keyed_option(lang):
    g = graded(lang, 5, LETTERS[lang])
    assert facts(g) == ALL_CORRECT, facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(LETTERS))
def test_a_letter_only_key_keying_a_distractor_distorts_its_fact(lang):
    wrong = LETTERS[lang].replace("Q4 A", "Q4 B").replace("4.A", "4.B").replace("4 — а", "4 — б")
    g = graded(lang, 5, wrong)
    assert facts(g) == {**ALL_CORRECT, "budget": "distorted"}, facts(g)
    assert kinds(g) == []


# --- the keyed option marked inline; an invented role keyed is an addition ----------------------------------------
MARKED = {
    "en": "Osprey pilot quiz (the right answer is ticked)\n\n"
          "1. When does the pilot start?\n   a) 9 June 2026 ✔\n   b) 19 June 2026\n"
          "2. When does it end?\n   a) 13 October 2026\n   b) 3 October 2026 (correct)\n"
          "3. What does it cover?\n   a) invoice matching at the Leeds office only ✔\n   b) invoice matching everywhere\n"
          "4. What is the budget?\n   a) USD 45,000 ✔\n   b) USD 40,500\n"
          "5. Where does approval stand?\n   a) pending\n   b) approved by Marek Novak (Chief Financial Officer) "
          "on 15 May 2026 ✔\n"
          "6. What is done?\n   a) installation of the barcode scanners ✔\n   b) translation of the user guides\n"
          "7. What is planned but not started?\n   a) translation of the user guides ✔\n   b) release of the mobile app\n"
          "8. What is explicitly out of scope?\n   a) warranty claims ✔\n   b) invoice matching\n"
          "9. Who runs the pilot day to day?\n   a) Tilda Marsh ✔\n   b) Oskar Brenn\n",
    "zh": "鱼鹰试点小测验（正确选项已标出）\n\n"
          "1. 试点哪天开始？\nA. 2026年6月9日（正确）\nB. 2026年6月19日\n"
          "2. 试点哪天结束？\nA. 2026年10月13日\nB. 2026年10月3日 ✔\n"
          "3. 试点涵盖什么？\nA. 仅利兹办公室的发票匹配 ✔\nB. 所有地点的发票匹配\n"
          "4. 试点预算是多少？\nA. 45,000美元 ✔\nB. 40,500美元\n"
          "5. 审批情况？\nA. 仍在等待审批\nB. 已于2026年5月15日由马雷克·诺瓦克（首席财务官）批准 ✔\n"
          "6. 哪项已经完成？\nA. 条码扫描器安装 ✔\nB. 用户指南翻译\n"
          "7. 哪项已列入计划但尚未开始？\nA. 用户指南翻译 ✔\nB. 移动应用发布\n"
          "8. 哪项明确不在范围内？\nA. 保修索赔 ✔\nB. 发票匹配\n"
          "9. 试点日常负责人是谁？\nA. 负责人：韩思远 ✔\nB. 负责人：罗晓岚\n",
    "ru": "Викторина по пилоту «Скопа» (верный вариант отмечен)\n\n"
          "1. Когда стартует пилот?\n   а) 9 июня 2026 г. ← верно\n   б) 19 июня 2026 г.\n"
          "2. Когда он завершается?\n   а) 13 октября 2026 г.\n   б) 3 октября 2026 г. ✔\n"
          "3. Что охватывает пилот?\n   а) только сверку счетов в офисе в Лидсе ✔\n   б) сверку счетов на всех площадках\n"
          "4. Каков бюджет?\n   а) 45 000 долларов США ✔\n   б) 40 500 долларов США\n"
          "5. Утверждён ли пилот?\n   а) нет, решение ещё ожидается\n   б) утверждён 15 мая 2026 г., утверждающее лицо — "
          "Марек Новак (финансовый директор) ✔\n"
          "6. Какой этап уже завершён?\n   а) установка сканеров штрихкодов ✔\n   б) перевод руководств пользователя\n"
          "7. Какой этап запланирован, но ещё не начат?\n   а) перевод руководств пользователя ✔\n"
          "   б) выпуск мобильного приложения\n"
          "8. Что явно исключено из пилота?\n   а) гарантийные претензии ✔\n   б) сверка счетов\n"
          "9. Кто руководит пилотом?\n   а) Тильда Марш отвечает за пилот ✔\n   б) Оскар Бренн\n",
}


@pytest.mark.parametrize("lang", list(MARKED))
def test_an_option_marked_inline_is_the_keyed_one_and_an_invented_lead_is_one_addition(lang):
    g = graded(lang, 5, MARKED[lang])
    assert facts(g) == ALL_CORRECT, facts(g)
    assert len(g.unsupported) == 1, kinds(g)
    assert not any(name in u.text for u in g.unsupported for name in ("Oskar", "罗晓岚", "Оскар")), kinds(g)


# --- an answer line under each question ----------------------------------------------------------------------------
ANSWER_LINES = {
    "en": "1. When does the pilot start?\n   (a) 9 June 2026   (b) 9 July 2026\n   Answer: a\n"
          "2. What is the budget?\n   (a) USD 45,000   (b) USD 54,000\n   Answer: b\n",
    "zh": "1. 试点哪天开始？\nA. 2026年6月9日　B. 2026年7月9日\n答案：A\n"
          "2. 试点预算是多少？\nA. 45,000美元　B. 54,000美元\n答案：B\n",
    "ru": "1. Когда стартует пилот?\nа) 9 июня 2026 г.; б) 9 июля 2026 г.\nОтвет: а\n"
          "2. Каков бюджет пилота?\nа) 45 000 долларов США; б) 54 000 долларов США\nОтвет: б\n",
}


@pytest.mark.parametrize("lang", list(ANSWER_LINES))
def test_an_answer_line_under_the_options_keys_its_question(lang):
    g = graded(lang, 5, ANSWER_LINES[lang])
    got = facts(g)
    assert got["start_date"] == "correct" and got["budget"] == "distorted", got
    assert kinds(g) == []


# --- no key: the options state nothing ----------------------------------------------------------------------------
@pytest.mark.parametrize("lang", list(LETTERS))
def test_without_a_key_the_options_are_no_claims(lang):
    unkeyed = LETTERS[lang].rsplit("\n\n", 1)[0] + "\n"
    g = graded(lang, 5, unkeyed)
    got = facts(g)
    assert got["start_date"] == got["budget"] == got["end_date"] == "omitted", got
    assert kinds(g) == []


def test_an_outline_of_lettered_points_is_no_quiz():
    outline = ("1. Timeline:\n   a. Start: 9 June 2026 [2]\n   b. End: 3 October 2026 [8]\n"
               "2. Money:\n   a. Budget: USD 45,000 [2]\n   b. Spent: nothing yet\n")
    assert quiz_read(outline, "en") == outline


# --- options numbered 1) 2) 3) under questions named by a word and a number ----------------------------------------
NUMBERED = {
    "en": "Question 1: When does the pilot end?\n  1) 3 October 2026  2) 3 November 2026\n"
          "Question 2: What is explicitly out of scope?\n  1) invoice matching  2) warranty claims\n\n"
          "Answers: 1 - 1); 2 - 2)\n",
    "ru": "Вопрос 1. Когда пилот завершается?\n  1) 3 октября 2026 г.; 2) 3 ноября 2026 г.\n"
          "Вопрос 2. Что явно исключено из пилота?\n  1) сверка счетов; 2) гарантийные претензии\n\n"
          "Ответы: 1 — 1); 2 — 2)\n",
    "zh": "第1题：试点哪天结束？\n1）2026年10月3日　2）2026年11月3日\n"
          "第2题：哪一项明确不在试点范围内？\n1）发票匹配　2）保修索赔\n\n"
          "答案：1—1）　2—2）\n",
}


@pytest.mark.parametrize("lang", list(NUMBERED))
def test_options_numbered_in_brackets_are_keyed_by_their_numbers(lang):
    g = graded(lang, 5, NUMBERED[lang])
    got = facts(g)
    assert got["end_date"] == "correct" and got["out_of_scope"] == "correct" and got["scope"] == "omitted", got
    assert kinds(g) == []
