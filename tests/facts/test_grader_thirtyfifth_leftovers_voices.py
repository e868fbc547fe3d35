"""A value judged or corrected by a second voice, in every language: in a dialogue, a value one speaker gives and
the next speaker corrects ("A: It starts on 12 June? / B: No, on 10 June.") is no value of the brief and no addition,
the correction stands, right or wrong, and an echo confirming the value keeps it; a count of the talk's speakers in
its title ("two speakers") is no count of the pilot. In an exercise, verdicts in other words ("Right" / "Wrong",
"Yes" / "No", "Да" / "Нет", "Правда" / "Миф", "对" / "不对", "是" / "否"), on the statement's line or in an answer
list with no heading, judge the statement as "True" / "False" do: a statement judged false is not asserted, its
correction is. Each is pinned with briefs written for these tests on the material of seed 7 (start 10 June 2027,
end 30 July 2027, CHF 91,500, pending with the investment board)."""

import pytest

from tests.facts.grading import facts, graded, kinds

ALL_CORRECT = {k: "correct" for k in ("start_date", "end_date", "scope", "budget", "approval", "done", "planned",
                                      "out_of_scope")}

# --- a value corrected by the next speaker: the first is none, the correction stands ---------------------------------
CORRECTED = {
    "en": "Call notes, two speakers\n"
          "A: So the pilot starts on 12 June 2027?\n"
          "B: No, on 10 June 2027. It ends on 30 July 2027.\n"
          "A: And the budget I have is EUR 91,500 -\n"
          "B: Swiss francs. CHF 91,500.\n"
          "A: Right, francs. Approved yet?\n"
          "B: Not yet, it is waiting for the investment board.\n"
          "A: Scope?\n"
          "B: Only spare parts ordering at the Gdansk depot; the Madrid sales office is out of scope.\n"
          "A: Progress?\n"
          "B: The test account migration is done; the clerk training is planned but has not started.\n",
    "zh": "【通话记录】\n"
          "王：试点是2027年6月12号开始吧？\n"
          "李：不是，2027年6月10号开始，7月30号结束。\n"
          "王：预算我这儿写的是九万一千五百欧元——\n"
          "李：瑞士法郎，九万一千五百瑞士法郎。\n"
          "王：哦对。批了吗？\n"
          "李：还没批，在等投资委员会。\n"
          "王：范围呢？\n"
          "李：只做格但斯克仓储站的备件订购，马德里销售办事处明确不在范围内。\n"
          "王：进度呢？\n"
          "李：测试账户迁移已经完成；一线文员培训列入了计划，还没开始。\n",
    "ru": "Запись телефонного разговора (два собеседника)\n"
          "— Старт двенадцатого июня 2027 года?\n"
          "— Нет, десятого июня 2027 года. Финиш — тридцатого июля 2027 года.\n"
          "— Бюджет у меня записан как 91 500 евро.\n"
          "— Нет, 91 500 швейцарских франков.\n"
          "— Утвердили?\n"
          "— Пока нет, ждём инвестиционный совет.\n"
          "— Что входит?\n"
          "— Только заказ запчастей в депо в Гданьске; офис продаж в Мадриде в пилот не входит.\n"
          "— А по этапам?\n"
          "— Миграция тестовых учётных записей завершена; обучение операторов запланировано, но ещё не начато.\n",
}


@pytest.mark.parametrize("lang", list(CORRECTED))
def test_a_value_the_next_speaker_corrects_is_none(lang):
    g = graded(lang, 7, CORRECTED[lang])
    assert facts(g) == ALL_CORRECT, facts(g)
    assert kinds(g) == []


# --- the correction ends on a wrong value: the fact distorted, the value it corrected no addition; an echo keeps ----
WRONG = {
    "en": "Call notes\n"
          "Dana: So the pilot starts on 10 June 2027?\n"
          "Omar: No, 12 June 2027. It ends on 30 July 2027.\n"
          "Dana: And the budget is CHF 91,500?\n"
          "Omar: Yes, CHF 91,500.\n"
          "Dana: Approved yet?\n"
          "Omar: Not yet, it is waiting for the investment board.\n"
          "Dana: Scope?\n"
          "Omar: Only spare parts ordering at the Gdansk depot; the Madrid sales office is out of scope.\n"
          "Dana: Progress?\n"
          "Omar: The test account migration is done; the clerk training is planned but has not started.\n",
    "zh": "【通话记录】\n"
          "王：试点是2027年6月10号开始吧？\n"
          "李：不对，是2027年6月12号开始，7月30号结束。\n"
          "王：预算是九万一千五百瑞士法郎？\n"
          "李：对，九万一千五百瑞士法郎。\n"
          "王：批了吗？\n"
          "李：还没批，在等投资委员会。\n"
          "王：范围呢？\n"
          "李：只做格但斯克仓储站的备件订购，马德里销售办事处明确不在范围内。\n"
          "王：进度呢？\n"
          "李：测试账户迁移已经完成；一线文员培训列入了计划，还没开始。\n",
    "ru": "Разговор по телефону\n"
          "— Старт десятого июня 2027 года?\n"
          "— Нет, двенадцатого июня 2027 года. Финиш — тридцатого июля 2027 года.\n"
          "— Бюджет 91 500 швейцарских франков?\n"
          "— Да, 91 500 швейцарских франков.\n"
          "— Утвердили?\n"
          "— Пока нет, ждём инвестиционный совет.\n"
          "— Что входит?\n"
          "— Только заказ запчастей в депо в Гданьске; офис продаж в Мадриде в пилот не входит.\n"
          "— А по этапам?\n"
          "— Миграция тестовых учётных записей завершена; обучение операторов запланировано, но ещё не начато.\n",
}


@pytest.mark.parametrize("lang", list(WRONG))
def test_a_correction_ending_on_a_wrong_value_distorts_the_fact(lang):
    g = graded(lang, 7, WRONG[lang])
    assert facts(g) == {**ALL_CORRECT, "start_date": "distorted"}, facts(g)
    assert kinds(g) == []


# --- a correction in a statement, the role named by the turn it corrects, and an invented claim in the answer -------
STATED = {
    "en": "A: The pilot starts on 10 June 2027 and ends on 30 July 2027.\n"
          "B: No, it ends on 30 August 2027.\n"
          "A: The budget is CHF 91,500; the investment board has not approved it yet.\n"
          "B: Right. It covers only spare parts ordering at the Gdansk depot, not the Madrid sales office.\n"
          "A: The test account migration is done and the clerk training is planned.\n"
          "B: Yes, and a vendor, Brightwell Ltd, will run the training.\n",
    "zh": "甲：试点2027年6月10日开始，2027年7月30日结束。\n"
          "乙：不对，是2027年8月30日结束。\n"
          "甲：预算九万一千五百瑞士法郎，投资委员会还没批。\n"
          "乙：对。只做格但斯克仓储站的备件订购，马德里销售办事处不在范围内。\n"
          "甲：测试账户迁移已经完成，一线文员培训列入了计划。\n"
          "乙：是的，培训由博远科技有限公司负责。\n",
    "ru": "А: Пилот стартует 10 июня 2027 г. и заканчивается 30 июля 2027 г.\n"
          "Б: Нет, заканчивается 30 августа 2027 г.\n"
          "А: Бюджет — 91 500 швейцарских франков, инвестиционный совет его ещё не утвердил.\n"
          "Б: Да. Охват — только заказ запчастей в депо в Гданьске, офис продаж в Мадриде не входит.\n"
          "А: Миграция тестовых учётных записей завершена, обучение операторов запланировано.\n"
          "Б: Да, обучение проведёт подрядчик ООО «Светлый путь».\n",
}


@pytest.mark.parametrize("lang", list(STATED))
def test_a_stated_value_the_next_speaker_corrects_is_graded_on_the_correction(lang):
    g = graded(lang, 7, STATED[lang])
    assert facts(g) == {**ALL_CORRECT, "end_date": "distorted"}, facts(g)
    assert len(kinds(g)) == 1, kinds(g)  # the invented vendor; the corrected end date is none


# --- verdicts in other words on the statement's line: "Right" / "Wrong", "Правда" / "Миф", "对" / "不对" ---------------
ON_LINE = {
    "en": "Quick check - right or wrong?\n\n"
          "1. The pilot starts on 10 June 2027. Right.\n"
          "2. It ends on 30 July 2027. Right.\n"
          "3. The budget is EUR 91,500. Wrong: it is CHF 91,500.\n"
          "4. The investment board has approved it. Wrong: the approval by the investment board is still pending.\n"
          "5. The test account migration has not started. Wrong: it is complete.\n"
          "6. The clerk training is planned but has not started. Right.\n"
          "7. It covers spare parts ordering at the Gdansk depot only. Right.\n"
          "8. The Madrid sales office is part of the pilot. Wrong: it is explicitly out of scope.\n",
    "zh": "小测验：判断对错\n\n"
          "1. 试点于2027年6月10日开始。—— 对\n"
          "2. 试点于2027年7月30日结束。—— 对\n"
          "3. 试点预算为91,500欧元。—— 不对（预算为91,500瑞士法郎）\n"
          "4. 试点已由投资委员会批准。—— 不对（仍在等待投资委员会审批）\n"
          "5. 测试账户迁移尚未开始。—— 不对（已经完成）\n"
          "6. 一线文员培训已列入计划，但尚未开始。—— 对\n"
          "7. 试点仅涵盖格但斯克仓储站的备件订购。—— 对\n"
          "8. 马德里销售办事处属于试点范围。—— 不对（明确不在试点范围内）\n",
    "ru": "Правда или миф?\n\n"
          "1. «Пилот стартует 10 июня 2027 г.» — Правда.\n"
          "2. «Пилот завершается 30 июля 2027 г.» — Правда.\n"
          "3. «Бюджет — 91 500 евро» — Миф: 91 500 швейцарских франков.\n"
          "4. «Инвестиционный совет уже утвердил пилот» — Миф: утверждение ещё ожидается.\n"
          "5. «Миграция тестовых учётных записей не начиналась» — Миф: она завершена.\n"
          "6. «Обучение операторов запланировано, но не начато» — Правда.\n"
          "7. «Пилот охватывает только заказ запчастей в депо в Гданьске» — Правда.\n"
          "8. «Офис продаж в Мадриде входит в пилот» — Миф: он явно исключён из пилота.\n",
}


@pytest.mark.parametrize("lang", list(ON_LINE))
def test_verdicts_in_other_words_judge_the_statement(lang):
    g = graded(lang, 7, ON_LINE[lang])
    assert facts(g) == ALL_CORRECT, facts(g)
    assert kinds(g) == []


# --- yes / no in an answer list with no heading; "No" on a true statement whose correction is wrong ----------------
HEADLESS = {
    "en": "Test yourself on the pilot\n\n"
          "1. The pilot starts on 10 June 2027.\n2. The pilot ends on 30 July 2027.\n3. The budget is CHF 91,500.\n"
          "4. The investment board has not approved the pilot yet.\n5. The test account migration is done.\n"
          "6. The clerk training is under way.\n7. The pilot covers spare parts ordering at the Gdansk depot only.\n"
          "8. The Madrid sales office is in scope.\n\n"
          "1. Yes.\n2. No: it ends on 30 August 2027.\n3. Yes.\n4. Yes.\n5. Yes.\n"
          "6. No: it is planned but has not started.\n7. Yes.\n8. No: it is out of scope.\n",
    "zh": "自测：试点情况\n\n"
          "1. 试点于2027年6月10日开始。\n2. 试点于2027年7月30日结束。\n3. 预算为91,500瑞士法郎。\n"
          "4. 投资委员会尚未批准试点。\n5. 测试账户迁移已经完成。\n6. 一线文员培训正在进行。\n"
          "7. 试点仅涵盖格但斯克仓储站的备件订购。\n8. 马德里销售办事处在试点范围内。\n\n"
          "1. 是\n2. 否：试点于2027年8月30日结束\n3. 是\n4. 是\n5. 是\n6. 否：已列入计划，但尚未开始\n7. 是\n"
          "8. 否：明确不在范围内\n",
    "ru": "Проверь себя\n\n"
          "1. Пилот начинается 10 июня 2027 г.\n2. Пилот завершается 30 июля 2027 г.\n"
          "3. Бюджет — 91 500 швейцарских франков.\n4. Инвестиционный совет ещё не утвердил пилот.\n"
          "5. Миграция тестовых учётных записей завершена.\n6. Обучение операторов уже идёт.\n"
          "7. Пилот охватывает только заказ запчастей в депо в Гданьске.\n8. Офис продаж в Мадриде входит в пилот.\n\n"
          "1. Да.\n2. Нет: пилот завершается 30 августа 2027 г.\n3. Да.\n4. Да.\n5. Да.\n"
          "6. Нет: оно запланировано, но ещё не начато.\n7. Да.\n8. Нет: он явно исключён из пилота.\n",
}


@pytest.mark.parametrize("lang", list(HEADLESS))
def test_yes_no_answers_with_no_heading_judge_the_statements(lang):
    g = graded(lang, 7, HEADLESS[lang])
    assert facts(g) == {**ALL_CORRECT, "end_date": "distorted"}, facts(g)
    assert kinds(g) == []


# --- a question answered yes or no is no statement judged: its answer reads as before -------------------------------
def test_a_numbered_question_answered_no_is_no_verdict():
    from kvtrial.facts.exercises import exercises_read
    from kvtrial.facts.material import approximate_tokens, build_material
    brief = "1. Is the pilot approved? No.\n2. Has the clerk training started? No, it is planned.\n"
    assert exercises_read(brief, build_material(7, 1024, approximate_tokens, language="en")) == brief
