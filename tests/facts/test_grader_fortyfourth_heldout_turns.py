"""Talk around the facts, the forty-fourth held-out set's class in every language: an assistant's bare answer to the
user's question or premise ("Not yet.", "Not according to the file.", "No, and that's worth being careful about.",
"还没有。", "Не по записям."), the user's premise on an item's stage that the reply names again (the reply's stage
stands), a later turn correcting its own date in a chat with bold speaker labels, a chat export's count of its own
messages, a wish closing a handover note ("Good luck in the new role!", "Удачи на новом месте!", "祝你上手顺利！") and
a lead-in to one more item ("There's one more thing:", "И ещё одно:", "另外还有一项") claim nothing. Pinned with briefs
written for these tests on the material of seed 3 (returns handling at the Leeds office only, 21 August to 23
November 2027, CHF 28,000, pending with the steering committee; the Madrid sales office excluded; the data-protection
checklist review done, the user guide translation planned)."""

import pytest

from tests.facts.grading import facts, graded, kinds

# --- a bare answer to the user's question or premise; the user's premise on a stage the reply names again ---------
ANSWERS = {
    "en": "User: what's the Heron pilot about?\n\nAssistant: Returns handling at the Leeds office only, from 21 "
          "August 2027 to 23 November 2027, on a budget of CHF 28,000. The Madrid sales office is explicitly out of "
          "scope.\n\nUser: and the steering committee has already signed it off, right?\n\nAssistant: Not yet. "
          "Approval by the steering committee is still pending.\n\nUser: I heard the user guide translation was "
          "finished already. what's done?\n\nAssistant: Not according to the notes. The user guide translation is "
          "planned but not started. The data-protection checklist review is done.\n",
    "ru": "Пользователь: о чём пилот «Цапля»?\n\nАссистент: Только обработка возвратов в офисе в Лидсе, с 21 августа "
          "2027 г. по 23 ноября 2027 г., бюджет — 28 000 швейцарских франков. Офис продаж в Мадриде явно исключён."
          "\n\nПользователь: руководящий комитет его ведь уже утвердил?\n\nАссистент: Пока нет. Решение руководящего "
          "комитета ещё ожидается.\n\nПользователь: Мне сказали, что перевод руководств уже сделан. Что готово?\n\n"
          "Ассистент: Не по записям. Перевод руководств запланирован, но не начат. Проверка чек-листа по защите "
          "данных уже завершена.\n",
    "zh": "用户：苍鹭试点是做什么的？\n\n助手：只涵盖利兹办公室的退货处理，2027年8月21日开始，2027年11月23日结束，"
          "预算为28,000瑞士法郎。马德里销售办事处明确不在试点范围内。\n\n用户：指导委员会已经批了吧？\n\n助手：还没有。"
          "仍在等待指导委员会的审批。\n\n用户：我听说用户指南翻译已经完成了。做完了哪些？\n\n助手：笔记里不是这样。"
          "用户指南翻译已列入计划，但尚未开始。数据保护检查清单审核已经完成。\n",
}


@pytest.mark.parametrize("lang", list(ANSWERS))
def test_a_bare_answer_and_a_users_premise_claim_nothing(lang):
    g = graded(lang, 3, ANSWERS[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(ANSWERS))
def test_the_reply_confirming_a_wrong_premise_is_still_graded(lang):
    right, wrong = {"en": ("The user guide translation is planned but not started.",
                           "Yes, the user guide translation is finished."),
                    "ru": ("Перевод руководств запланирован, но не начат.", "Да, перевод руководств уже завершён."),
                    "zh": ("用户指南翻译已列入计划，但尚未开始。", "对，用户指南翻译已经完成。")}[lang]
    g = graded(lang, 3, ANSWERS[lang].replace(right, wrong))
    assert facts(g)["planned"] == "distorted", facts(g)


@pytest.mark.parametrize("lang", list(ANSWERS))
def test_an_invented_claim_after_the_bare_answer_is_still_an_addition(lang):
    old, new = {"en": ("Not yet.", "Not yet, and the board has asked for a second business case."),
                "ru": ("Пока нет.", "Пока нет, а правление запросило второе экономическое обоснование."),
                "zh": ("还没有。", "还没有，董事会要求再提交一份商业论证。")}[lang]
    g = graded(lang, 3, ANSWERS[lang].replace(old, new))
    assert len(kinds(g)) == 1, kinds(g)


# --- a later turn correcting its own date, bold labels; the export's own count of its messages ---------------------
CORRECTED = {
    "en": "Chat export · 6 messages\n\n**User:** When does the pilot run?\n\n**Assistant:** From 21 August 2027 to "
          "23 October 2027. It covers returns handling at the Leeds office only, with a budget of CHF 28,000.\n\n"
          "**User:** Approved?\n\n**Assistant:** No, approval by the steering committee is still pending. And a "
          "correction: the end date is 23 November 2027, not 23 October as I wrote above.\n\n**User:** Progress?\n\n"
          "**Assistant:** The data-protection checklist review is done; the user guide translation is planned but "
          "not started. The Madrid sales office is explicitly out of scope.\n",
    "ru": "Экспорт чата · 6 сообщений\n\n**Вы:** Когда идёт пилот?\n\n**Ассистент:** С 21 августа 2027 г. по 23 "
          "октября 2027 г. Охватывает только обработку возвратов в офисе в Лидсе, бюджет — 28 000 швейцарских "
          "франков.\n\n**Вы:** Утверждён?\n\n**Ассистент:** Нет, решение руководящего комитета ещё ожидается. И "
          "поправка: пилот заканчивается 23 ноября 2027 г., а не 23 октября, как я написала выше.\n\n**Вы:** Что "
          "сделано?\n\n**Ассистент:** Проверка чек-листа по защите данных уже завершена, перевод руководств "
          "запланирован, но не начат. Офис продаж в Мадриде явно исключён из пилота.\n",
    "zh": "对话导出 · 6条消息\n\n**用户：** 试点什么时候？\n\n**助手：** 2027年8月21日开始，2027年10月23日结束。只涵盖"
          "利兹办公室的退货处理，预算为28,000瑞士法郎。\n\n**用户：** 批了吗？\n\n**助手：** 没有，仍在等待指导委员会的"
          "审批。另外更正一下：结束日期是2027年11月23日，不是10月23日。\n\n**用户：** 进展？\n\n**助手：** 数据保护"
          "检查清单审核已经完成；用户指南翻译已列入计划，但尚未开始。马德里销售办事处明确不在试点范围内。\n",
}


@pytest.mark.parametrize("lang", list(CORRECTED))
def test_a_date_corrected_in_a_later_bold_turn_and_the_message_count_stand(lang):
    g = graded(lang, 3, CORRECTED[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(CORRECTED))
def test_a_message_count_the_turns_do_not_bear_out_is_a_number(lang):
    old, new = {"en": ("6 messages", "9 messages"), "ru": ("6 сообщений", "9 сообщений"),
                "zh": ("6条消息", "9条消息")}[lang]
    g = graded(lang, 3, CORRECTED[lang].replace(old, new))
    assert kinds(g) == [("number", "9")], kinds(g)


# --- a wish closing a handover note; a lead-in to one more item --------------------------------------------------
HANDOVER = {
    "en": "Handover: the Heron pilot\n\nThe pilot covers returns handling at the Leeds office only and runs from "
          "21 August 2027 to 23 November 2027. The budget is CHF 28,000; approval by the steering committee is still "
          "pending. The Madrid sales office is explicitly out of scope.\n\nDone: the data-protection checklist review. "
          "There's one more thing: the user guide translation is planned but not started.\n\nGood luck in the new "
          "role!\n",
    "ru": "Передача дел: пилот «Цапля»\n\nПилот охватывает только обработку возвратов в офисе в Лидсе и идёт с 21 "
          "августа 2027 г. по 23 ноября 2027 г. Бюджет — 28 000 швейцарских франков; решение руководящего комитета "
          "ещё ожидается. Офис продаж в Мадриде явно исключён.\n\nСделано: проверка чек-листа по защите данных. И ещё "
          "одно: перевод руководств запланирован, но не начат.\n\nУдачи на новом месте!\n",
    "zh": "交接说明：苍鹭试点\n\n试点只涵盖利兹办公室的退货处理，2027年8月21日开始，2027年11月23日结束。预算为"
          "28,000瑞士法郎，仍在等待指导委员会的审批。马德里销售办事处明确不在试点范围内。\n\n已完成的是数据保护检查清单"
          "审核，另外还有一项：用户指南翻译已列入计划，但尚未开始。\n\n祝你上手顺利！\n",
}


@pytest.mark.parametrize("lang", list(HANDOVER))
def test_a_closing_wish_and_a_lead_in_to_one_more_item_claim_nothing(lang):
    g = graded(lang, 3, HANDOVER[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(HANDOVER))
def test_a_wish_carrying_a_claim_is_still_an_addition(lang):
    old, new = {"en": ("Good luck in the new role!", "Good luck in the new role - the board will extend the pilot "
                       "to Dublin next spring!"),
                "ru": ("Удачи на новом месте!", "Удачи на новом месте — весной пилот расширят на Дублин!"),
                "zh": ("祝你上手顺利！", "祝你上手顺利！明年春天试点会推广到都柏林。")}[lang]
    g = graded(lang, 3, HANDOVER[lang].replace(old, new))
    assert len(kinds(g)) == 1, kinds(g)
