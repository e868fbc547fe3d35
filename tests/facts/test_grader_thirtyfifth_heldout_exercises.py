"""Exercises for readers, a class of the thirty-fifth held-out set, in every language: true/false statements with
their verdicts (on the statement's line, on the line under it, or in an answer list after the statements) and
fill-in-the-blank sentences with an answer list. A statement judged true is asserted; one judged false is not, and its
correction is what the brief states; a blank filled with its answer is the claim; verdicts, the answers' numbers, the
title and the instructions are none. Each is pinned with briefs written for these tests on the material of seed 5,
with a case where the same form carries a wrong value or an invented claim."""

import pytest

from tests.facts.grading import facts, graded, kinds

ALL_CORRECT = {"start_date": "correct", "end_date": "correct", "scope": "correct", "budget": "correct",
               "approval": "correct", "done": "correct", "planned": "correct", "out_of_scope": "correct"}

# --- true/false, the verdict on the line under each statement -------------------------------------------------------
UNDER = {
    "en": "Osprey quiz: true or false?\n\n"
          "1. The Osprey pilot starts on 9 June 2026.\n   → TRUE. [2]\n"
          "2. The pilot ends in December 2026.\n   → FALSE. It ends on 3 October 2026 [8].\n"
          "3. Invoice matching is covered at every office of the company.\n"
          "   → FALSE. Only invoice matching at the Leeds office is covered [14].\n"
          "4. The budget is USD 45,000.\n   → TRUE. [2]\n"
          "5. The pilot is still waiting for its approval.\n"
          "   → FALSE. Marek Novak (Chief Financial Officer) approved it on 15 May 2026 [8].\n"
          "6. The installation of the barcode scanners has not begun.\n   → FALSE. It has already been completed [14].\n"
          "7. The translation of the user guides is already finished.\n"
          "   → FALSE. It is planned but has not started yet [2].\n"
          "8. Warranty claims are explicitly out of scope.\n   → TRUE. [8]\n",
    "ru": "Верно или неверно? Пилот «Скопа»\n\n"
          "1. Пилот начинается 9 июня 2026 г.\n   → Верно [3].\n"
          "2. Пилот завершается в декабре 2026 г.\n   → Неверно: он завершается 3 октября 2026 г. [10].\n"
          "3. Пилот охватывает сверку счетов во всех офисах.\n"
          "   → Неверно: только процесс «сверка счетов» на площадке «офис в Лидсе» [17].\n"
          "4. Бюджет пилота — 45 000 долларов США.\n   → Верно [3].\n"
          "5. Пилот ещё ждёт утверждения.\n"
          "   → Неверно: Марек Новак (финансовый директор) утвердил пилот 15 мая 2026 г. [10].\n"
          "6. Установка сканеров штрихкодов ещё не начиналась.\n   → Неверно: этот этап уже завершён [17].\n"
          "7. Перевод руководств пользователя уже завершён.\n   → Неверно: он запланирован, но ещё не начат [3].\n"
          "8. Гарантийные претензии явно исключены из пилота.\n   → Верно [10].\n",
    "zh": "鱼鹰试点 · 判断题\n\n"
          "1. 鱼鹰试点于2026年6月9日开始。\n   → 正确[1]\n"
          "2. 试点于2026年12月结束。\n   → 错误：试点于2026年10月3日结束[5]。\n"
          "3. 试点覆盖公司所有办公室的发票匹配。\n   → 错误：仅涵盖利兹办公室的发票匹配[7]。\n"
          "4. 试点预算为45,000美元。\n   → 正确[1]\n"
          "5. 试点仍在等待审批。\n   → 错误：已于2026年5月15日由马雷克·诺瓦克（首席财务官）批准[5]。\n"
          "6. 条码扫描器安装尚未开始。\n   → 错误：它已经完成[7]。\n"
          "7. 用户指南翻译已经完成。\n   → 错误：它已列入计划，但尚未开始[1]。\n"
          "8. 保修索赔明确不在试点范围内。\n   → 正确[5]\n",
}


@pytest.mark.parametrize("lang", list(UNDER))
def test_true_false_with_the_verdict_under_each_statement(lang):
    g = graded(lang, 5, UNDER[lang])
    assert facts(g) == ALL_CORRECT, facts(g)
    assert kinds(g) == []


# --- true/false, the verdict on the statement's line: a false statement's correction stands, an invented claim
# judged true is an addition ---------------------------------------------------------------------------------------
ON_LINE = {
    "en": "Osprey pilot - decide whether each statement is true.\n\n"
          '1) "Osprey starts on 9 June 2026." True (2).\n'
          '2) "It ends on 3 October 2026." True (8).\n'
          '3) "It covers invoice matching at the Leeds office only." True (14).\n'
          '4) "Its budget is EUR 45,000." False: the budget is USD 45,000 (2).\n'
          '5) "Nobody has approved it yet." False: Marek Novak approved it on 15 May 2026 (8).\n'
          '6) "The barcode scanners are still to be installed." False: their installation is complete (14).\n'
          '7) "The user guides have been translated." False: the translation is planned, not started (2).\n'
          '8) "Warranty claims are part of the pilot." False: they are explicitly out of scope (8).\n'
          '9) "The pilot lead is Hugo Ferrant." True.\n',
    "ru": "Пилот «Скопа»: верно / неверно\n\n"
          "1. «Пилот начинается 9 июня 2026 г.» — Верно [3].\n"
          "2. «Пилот завершается 3 октября 2026 г.» — Верно [10].\n"
          "3. «Пилот охватывает только сверку счетов в офисе в Лидсе» — Верно [17].\n"
          "4. «Бюджет — 45 000 евро» — Неверно: 45 000 долларов США [3].\n"
          "5. «Пилот никто не утверждал» — Неверно: Марек Новак утвердил его 15 мая 2026 г. [10].\n"
          "6. «Установка сканеров штрихкодов не завершена» — Неверно: завершена [17].\n"
          "7. «Перевод руководств пользователя уже идёт» — Неверно: он запланирован, но ещё не начат [3].\n"
          "8. «Гарантийные претензии входят в пилот» — Неверно: они явно исключены из пилота [10].\n"
          "9. «Пилотом руководит Глеб Ворончихин» — Верно.\n",
    "zh": "鱼鹰试点 · 判断题（附答案）\n\n请判断下列说法是否正确。\n\n"
          "1. 鱼鹰试点于2026年6月9日开始。—— 正确\n"
          "2. 试点于2026年10月3日结束。—— 正确\n"
          "3. 试点覆盖利兹办公室及其他办公室的发票匹配。—— 错误（仅涵盖利兹办公室的发票匹配）\n"
          "4. 试点预算为45,000欧元。—— 错误（预算为45,000美元）\n"
          "5. 试点尚未获得批准。—— 错误（已于2026年5月15日由马雷克·诺瓦克批准）\n"
          "6. 条码扫描器安装尚未完成。—— 错误（已经完成）\n"
          "7. 用户指南翻译已经完成。—— 错误（它已列入计划，但尚未开始）\n"
          "8. 保修索赔属于试点范围。—— 错误（保修索赔明确不在试点范围内）\n"
          "9. 试点负责人：韩松涛。—— 正确\n",
}


@pytest.mark.parametrize("lang", list(ON_LINE))
def test_true_false_on_the_statement_line_asserts_only_what_is_judged_true(lang):
    g = graded(lang, 5, ON_LINE[lang])
    assert facts(g) == ALL_CORRECT, facts(g)
    assert [k for k, _ in kinds(g)] == ["person"], kinds(g)


# --- true/false keyed in an answer list after the statements: a correction giving a wrong value is graded ----------
KEYED = {
    "en": "Check yourself: the Osprey pilot\n\nDecide whether each statement is true; the key is below.\n\n"
          "1. The pilot starts on 9 June 2026.\n2. The pilot ends in the spring of 2027.\n"
          "3. The pilot covers invoice matching at the Leeds office only.\n4. The budget is USD 45,000.\n"
          "5. Marek Novak approved the pilot.\n6. The scanner installation has not started.\n"
          "7. The translation of the user guides is finished.\n8. Warranty claims are in scope.\n\n"
          "Answers:\n1. True [2].\n2. False: the pilot ends on 3 October 2026 [8].\n3. True [14].\n"
          "4. False: the budget is USD 54,000 [2].\n5. True: on 15 May 2026 [8].\n"
          "6. False: the installation of the barcode scanners has already been completed [14].\n"
          "7. False: the translation of the user guides is planned but has not started [2].\n"
          "8. False: warranty claims are explicitly out of scope [8].\n",
    "ru": "Проверь себя: пилот «Скопа»\n\nОтметьте, верно или неверно каждое утверждение. Ответы — ниже.\n\n"
          "1. Пилот начинается 9 июня 2026 г.\n2. Пилот завершается весной 2027 г.\n"
          "3. Пилот охватывает только сверку счетов в офисе в Лидсе.\n4. Бюджет пилота — 45 000 долларов США.\n"
          "5. Пилот утвердил Марек Новак.\n6. Установка сканеров штрихкодов ещё не начиналась.\n"
          "7. Перевод руководств пользователя уже завершён.\n8. Гарантийные претензии входят в пилот.\n\n"
          "Ответы:\n1. Верно [3].\n2. Неверно: пилот завершается 3 октября 2026 г. [10].\n3. Верно [17].\n"
          "4. Неверно: бюджет — 54 000 долларов США [3].\n5. Верно: 15 мая 2026 г. [10].\n"
          "6. Неверно: этот этап уже завершён [17].\n7. Неверно: он запланирован, но ещё не начат [3].\n"
          "8. Неверно: тема «гарантийные претензии» явно исключена из пилота [10].\n",
    "zh": "鱼鹰试点 · 判断题\n\n请判断下列说法是否正确，答案附后。\n\n"
          "1. 鱼鹰试点于2026年6月9日开始。\n2. 试点于2027年春天结束。\n3. 试点仅涵盖利兹办公室的发票匹配。\n"
          "4. 试点预算为45,000美元。\n5. 试点已由马雷克·诺瓦克批准。\n6. 条码扫描器安装尚未开始。\n"
          "7. 用户指南翻译已经完成。\n8. 保修索赔属于试点范围。\n\n"
          "参考答案\n1. 正确[1]\n2. 错误：试点于2026年10月3日结束[5]\n3. 正确[7]\n4. 错误：预算为54,000美元[1]\n"
          "5. 正确：于2026年5月15日批准[5]\n6. 错误：条码扫描器安装已经完成[7]\n7. 错误：它已列入计划，但尚未开始[1]\n"
          "8. 错误：保修索赔明确不在试点范围内[5]\n",
}


@pytest.mark.parametrize("lang", list(KEYED))
def test_true_false_keyed_below_reads_each_correction(lang):
    g = graded(lang, 5, KEYED[lang])
    assert facts(g) == {**ALL_CORRECT, "budget": "distorted"}, facts(g)
    assert kinds(g) == []


# --- fill-in-the-blank with an answer list: each blank filled is the claim; a wrong answer and an invented slot -----
FILL = {
    "en": "Osprey pilot: fill in the blanks (answers at the end).\n\n"
          "1. The pilot starts on ______ and ends on ______.\n2. It covers ______ at the Leeds office only.\n"
          "3. The budget is USD ______.\n4. It was approved on 15 May 2026 by ______.\n"
          "5. The installation of the barcode scanners is still ______.\n"
          "6. The translation of the user guides is planned but has not started yet.\n"
          "7. ______ are explicitly out of scope.\n8. The software vendor for the pilot is ______.\n\n"
          "Answers: 1 — 9 June 2026; 3 October 2026 2 — invoice matching 3 — 45,000 4 — Marek Novak "
          "5 — in progress 7 — Warranty claims 8 — Quillon Systems\n",
    "ru": "Упражнение: пилот «Скопа»\n\nВставьте пропущенные слова. Ответы — в конце.\n\n"
          "1. Пилот начинается ________ и завершается ________.\n"
          "2. Пилот охватывает только процесс «________» на площадке «офис в Лидсе».\n"
          "3. Бюджет пилота — 45 000 ________.\n4. Пилот утвердил ________ 15 мая 2026 г.\n"
          "5. Этап «________» пока только идёт.\n6. Этап «перевод руководств пользователя» запланирован, но ещё не начат.\n"
          "7. Из пилота явно исключена тема «________».\n8. Поставщиком системы для пилота выбран ________.\n\n"
          "Ответы:\n1 — 9 июня 2026 г.; 3 октября 2026 г.;\n2 — сверка счетов;\n3 — долларов США;\n4 — Марек Новак;\n"
          "5 — установка сканеров штрихкодов;\n7 — гарантийные претензии;\n8 — ООО «Квиллон».\n",
    "zh": "鱼鹰试点 · 填空练习（附答案）\n\n请根据试点档案记录填空。\n\n"
          "1. 鱼鹰试点于＿＿＿＿开始，于＿＿＿＿结束。\n2. 试点仅涵盖＿＿＿＿的＿＿＿＿。\n3. 试点预算为＿＿＿＿。\n"
          "4. 试点已于2026年5月15日由＿＿＿＿批准。\n5. ＿＿＿＿目前仍在进行中。\n6. 用户指南翻译已列入计划，但尚未开始。\n"
          "7. ＿＿＿＿明确不在试点范围内。\n8. 试点所用系统的供应商是＿＿＿＿。\n\n"
          "参考答案\n1. 2026年6月9日；2026年10月3日\n2. 利兹办公室；发票匹配\n3. 45,000美元\n4. 马雷克·诺瓦克\n"
          "5. 条码扫描器安装\n7. 保修索赔\n8. 博远科技\n",
}


@pytest.mark.parametrize("lang", list(FILL))
def test_fill_in_the_blanks_reads_each_answer_in_its_blank(lang):
    g = graded(lang, 5, FILL[lang])
    assert facts(g) == {**ALL_CORRECT, "done": "distorted"}, facts(g)
    assert len(kinds(g)) == 1, kinds(g)  # the invented vendor, and no answer's number


# --- a multiple-choice key is no exercise of these: its letters fill no blank ---------------------------------------
def test_a_key_of_option_letters_fills_no_blank():
    brief = ("Osprey quiz\n\n1. The pilot starts on ______.\n   a) 9 June 2026  b) 3 October 2026\n"
             "2. The budget is ______.\n   a) USD 45,000  b) EUR 45,000\n\nAnswers:\n1. a\n2. a\n")
    from kvtrial.facts.exercises import exercises_read
    from kvtrial.facts.material import approximate_tokens, build_material
    assert exercises_read(brief, build_material(5, 1024, approximate_tokens, language="en")) == brief
