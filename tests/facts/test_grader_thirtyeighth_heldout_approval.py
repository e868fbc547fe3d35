"""The approval read where the thirty-eighth held-out set's first run misread it, in every language: the title in a
per-person heading over a plain approval line is the approver's title; a recap's lead-in for the reader's need ("If
you need a one-liner:") is no pending approval and sets no condition; the approval named as one topic in a list of
the brief's topics states nothing (and the sentence listing them is about the brief); a chat's Chinese question with
no question mark ("批了没") asks, its answer tells the state; a date range right after the approval's word is the
pilot's window, no approval date; and the pilot said to await a body's decision is pending. Each is pinned with briefs
written for these tests on the material of seeds 5 (approved by Marek Novak, CFO, 15 May 2026) and 11 (pending with
the executive committee)."""

import pytest

from tests.facts.grading import facts, graded, kinds

# --- a per-person view: the heading over a plain approval line gives the approver's title ---------------------------
HEADING = {
    "en": "Osprey pilot: people\n\nMarek Novak ({title})\nApproved the pilot on 15 May 2026.\n\nThe pilot\n"
          "- Runs 9 June 2026 – 3 October 2026, invoice matching at the Leeds office only; warranty claims are out of "
          "scope.\n- Budget: USD 45,000.\n- The barcode scanners have already been installed; the translation of the "
          "user guides is planned but has not started.\n",
    "zh": "鱼鹰试点：相关人员\n\n马雷克·诺瓦克（{title}）\n于2026年5月15日批准了试点。\n\n试点概况\n"
          "- 2026年6月9日至2026年10月3日，只做利兹办公室的发票匹配；保修索赔不在范围内。\n- 预算：45,000美元。\n"
          "- 条码扫描器安装已经完成；用户指南翻译已列入计划，但尚未开始。\n",
    "ru": "Пилот «Скопа»: кто есть кто\n\nМарек Новак ({title})\nУтвердил пилот 15 мая 2026 г.\n\nО пилоте\n"
          "- С 9 июня 2026 г. по 3 октября 2026 г., только сверка счетов в офисе в Лидсе; гарантийные претензии в пилот "
          "не входят.\n- Бюджет: 45 000 долларов США.\n- Установка сканеров штрихкодов уже завершена; перевод руководств "
          "пользователя запланирован, но не начат.\n",
}
OWN_TITLE = {"en": "Chief Financial Officer", "zh": "首席财务官", "ru": "финансовый директор"}
OTHER_TITLE = {"en": "Head of Operations", "zh": "运营主管", "ru": "руководитель операционного отдела"}


@pytest.mark.parametrize("lang", list(HEADING))
def test_a_wrong_title_in_the_heading_over_the_approval_distorts_it(lang):
    g = graded(lang, 5, HEADING[lang].format(title=OTHER_TITLE[lang]))
    assert facts(g)["approval"] == "distorted", facts(g)
    assert set(facts(g).values()) == {"correct", "distorted"} and list(facts(g).values()).count("distorted") == 1


@pytest.mark.parametrize("lang", list(HEADING))
def test_the_right_title_in_the_heading_keeps_the_approval(lang):
    g = graded(lang, 5, HEADING[lang].format(title=OWN_TITLE[lang]))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


# --- a recap's lead-in for the reader's need: no pending approval, no condition --------------------------------------
ONE_LINER = {
    "en": "Osprey runs from 9 June 2026 to 3 October 2026. It covers only invoice matching at the Leeds office; warranty "
          "claims are out of scope. Budget: USD 45,000. Marek Novak (Chief Financial Officer) approved it on 15 May "
          "2026. The barcode scanners have already been installed; the translation of the user guides is planned but "
          "has not started.\n\nIf you need a one-liner: Osprey is a {state} invoice-matching pilot in Leeds with the "
          "scanners in and the guide translation still ahead.\n",
    "zh": "鱼鹰试点于2026年6月9日开始，2026年10月3日结束，只涵盖利兹办公室的发票匹配，保修索赔不在范围内。预算为45,000美元。"
          "首席财务官马雷克·诺瓦克已于2026年5月15日批准。条码扫描器安装已经完成，用户指南翻译已列入计划，但尚未开始。\n\n"
          "如果你需要一句话版本：鱼鹰是{state}的利兹发票匹配试点，扫描器已装好，指南翻译还没开始。\n",
    "ru": "«Скопа» идёт с 9 июня 2026 г. по 3 октября 2026 г. и охватывает только сверку счетов в офисе в Лидсе; "
          "гарантийные претензии в пилот не входят. Бюджет — 45 000 долларов США. Марек Новак (финансовый директор) "
          "утвердил пилот 15 мая 2026 г. Установка сканеров штрихкодов уже завершена, перевод руководств пользователя "
          "запланирован, но не начат.\n\nЕсли вам нужна одна фраза: «Скопа» — {state} пилот по сверке счетов в Лидсе, "
          "сканеры стоят, перевод руководств ещё впереди.\n",
}
GIVEN = {"en": "CFO-approved", "zh": "首席财务官已批准", "ru": "утверждённый финансовым директором"}
AWAITED = {"en": "not-yet-approved", "zh": "尚未获批", "ru": "ещё не утверждённый"}


@pytest.mark.parametrize("lang", list(ONE_LINER))
def test_a_one_liner_for_the_reader_keeps_the_approval(lang):
    g = graded(lang, 5, ONE_LINER[lang].format(state=GIVEN[lang]))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert not [k for k in kinds(g) if k[0] == "condition"], kinds(g)


@pytest.mark.parametrize("lang", list(ONE_LINER))
def test_a_one_liner_calling_the_pilot_unapproved_still_contradicts_it(lang):
    g = graded(lang, 5, ONE_LINER[lang].format(state=AWAITED[lang]))
    assert facts(g)["approval"] == "distorted", facts(g)


# --- the approval named as one topic in a list of the brief's topics -------------------------------------------------
TOPICS = {
    "en": "The Osprey pilot runs from 9 June 2026 to 3 October 2026 and covers only invoice matching at the Leeds "
          "office; warranty claims are out of scope. Budget: USD 45,000. Marek Novak (Chief Financial Officer) "
          "approved it on 15 May 2026. The barcode scanners have already been installed; the translation of the user "
          "guides is planned but has not started.{extra} When you pass this on, these points are enough: dates, scope, "
          "budget, approval, done and planned items.\n",
    "zh": "鱼鹰试点于2026年6月9日开始，2026年10月3日结束，只涵盖利兹办公室的发票匹配，保修索赔不在范围内。预算为45,000美元。"
          "首席财务官马雷克·诺瓦克已于2026年5月15日批准。条码扫描器安装已经完成，用户指南翻译已列入计划，但尚未开始。{extra}"
          "转告同事时，讲清这几项即可：日期、范围、预算、审批、已完成和计划中的事项。\n",
    "ru": "Пилот «Скопа» идёт с 9 июня 2026 г. по 3 октября 2026 г. и охватывает только сверку счетов в офисе в Лидсе; "
          "гарантийные претензии в пилот не входят. Бюджет — 45 000 долларов США. Марек Новак (финансовый директор) "
          "утвердил пилот 15 мая 2026 г. Установка сканеров штрихкодов уже завершена, перевод руководств пользователя "
          "запланирован, но не начат.{extra} Пересказывая коллегам, держитесь этих пунктов: сроки, рамки, бюджет, "
          "утверждение, сделанное и запланированное.\n",
}
SECOND_SIGNOFF = {"en": " The works council has also signed off on the pilot.", "zh": "此外，职工委员会也已批准了试点。",
                  "ru": " Совет трудового коллектива также одобрил пилот."}


@pytest.mark.parametrize("lang", list(TOPICS))
def test_the_approval_named_as_a_topic_states_nothing(lang):
    g = graded(lang, 5, TOPICS[lang].format(extra=""))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(TOPICS))
def test_beside_the_topics_a_second_signoff_is_still_one_addition(lang):
    g = graded(lang, 5, TOPICS[lang].format(extra=SECOND_SIGNOFF[lang]))
    assert facts(g)["approval"] == "correct", facts(g)
    assert len(kinds(g)) == 1, kinds(g)


# --- a chat's Chinese question without its question mark ------------------------------------------------------------
CHAT = {
    "zh": "甲：飞燕草试点现在啥情况\n乙：2026年4月20号开始，6月12号结束\n甲：做什么\n"
          "乙：只做波尔图服务中心的采购订单受理，夜班不包括\n甲：{asked}\n乙：{answer}\n甲：预算\n乙：35,500瑞士法郎\n甲：进度\n乙：历史订单数据导出已经做完了，移动应用发布在计划里，还没开始\n",
    "en": "A: where is Larkspur at\nB: 20 April 2026 to 12 June 2026, purchase order intake at the Porto service centre "
          "only, no night shift\nA: {asked}\nB: {answer}\nA: money\nB: CHF 35,500\nA: progress\nB: the historical "
          "order data export is done, the mobile app release is planned and not started\n",
    "ru": "А: что с «Живокостью»\nБ: с 20 апреля 2026 г. по 12 июня 2026 г., только приём заказов на закупку в сервисном "
          "центре в Порту, ночная смена не входит\nА: {asked}\nБ: {answer}\nА: бюджет\nБ: 35 500 швейцарских франков\n"
          "А: прогресс\nБ: выгрузка исторических данных о заказах сделана, выпуск мобильного приложения запланирован, "
          "но не начат\n",
}
ASKED = {"zh": ["批了没", "批了没有", "审批呢"], "en": ["approved yet?"], "ru": ["утвердили уже?"]}
NOT_YET = {"zh": "还没，执行委员会还在审", "en": "not yet, the executive committee is still looking at it",
           "ru": "пока нет, исполнительный комитет ещё смотрит"}
ALREADY = {"zh": "批了，上个月就批了", "en": "yes, approved last month", "ru": "да, утвердили в прошлом месяце"}


@pytest.mark.parametrize("lang,asked", [(lang, a) for lang, asks in ASKED.items() for a in asks])
def test_a_chat_question_on_the_approval_takes_its_answer(lang, asked):
    g = graded(lang, 11, CHAT[lang].format(asked=asked, answer=NOT_YET[lang]))
    assert set(facts(g).values()) == {"correct"}, facts(g)


@pytest.mark.parametrize("lang", list(CHAT))
def test_a_chat_answer_calling_it_approved_distorts_the_pending_approval(lang):
    g = graded(lang, 11, CHAT[lang].format(asked=ASKED[lang][0], answer=ALREADY[lang]))
    assert facts(g)["approval"] == "distorted", facts(g)


# --- a date range right after the approval's word: the pilot's window, no approval date ------------------------------
RANGE_AFTER = {
    "en": "TL;DR: Osprey is approved, 9 June 2026 – 3 October 2026, invoice matching at the Leeds office only, USD 45,000."
          "\n\n- Approval: Marek Novak, Chief Financial Officer, on {approved}.\n- Out of scope: warranty claims.\n"
          "- Done: installation of the barcode scanners.\n- Planned, not started: translation of the user guides.\n",
    "zh": "一句话：鱼鹰试点已获批，2026.6.9–2026.10.3，只做利兹办公室的发票匹配，预算45,000美元。\n\n"
          "- 审批：首席财务官马雷克·诺瓦克于{approved}批准。\n- 不在范围内：保修索赔。\n- 已完成：条码扫描器安装。\n"
          "- 计划中（未开始）：用户指南翻译。\n",
    "ru": "Коротко: «Скопа» утверждена, 09.06.2026–03.10.2026, только сверка счетов в офисе в Лидсе, 45 000 долларов США."
          "\n\n- Утверждение: Марек Новак, финансовый директор, {approved}.\n- Вне рамок: гарантийные претензии.\n"
          "- Сделано: установка сканеров штрихкодов.\n- Запланировано, не начато: перевод руководств пользователя.\n",
}
RIGHT_DAY = {"en": "15 May 2026", "zh": "2026年5月15日", "ru": "15 мая 2026 г."}
WRONG_DAY = {"en": "25 May 2026", "zh": "2026年5月25日", "ru": "25 мая 2026 г."}


@pytest.mark.parametrize("lang", list(RANGE_AFTER))
def test_a_range_after_the_approval_word_is_the_pilots_window(lang):
    g = graded(lang, 5, RANGE_AFTER[lang].format(approved=RIGHT_DAY[lang]))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(RANGE_AFTER))
def test_beside_such_a_range_a_wrong_approval_date_is_still_caught(lang):
    g = graded(lang, 5, RANGE_AFTER[lang].format(approved=WRONG_DAY[lang]))
    got = facts(g)
    assert got["approval"] == "distorted" and got["start_date"] == "correct", got


# --- the pilot said to await a body's decision: pending with that body -----------------------------------------------
AWAITS = {
    "en": "Larkspur update: from 20 April 2026 to 12 June 2026 the Porto service centre trials the new purchase order "
          "intake, and only there; the night shift stays out of it. The budget is CHF 35,500. The historical order "
          "data has already been exported, and the mobile app release is planned but not started. The pilot itself "
          "still awaits a decision from the {body}.\n",
    "zh": "飞燕草简讯：2026年4月20日至2026年6月12日，波尔图服务中心试行采购订单受理，仅此一处，夜班不包括在内。预算为"
          "35,500瑞士法郎。历史订单数据导出已经完成，移动应用发布已列入计划，但尚未开始。试点本身仍在等{body}的决定。\n",
    "ru": "Новости «Живокости»: с 20 апреля 2026 г. по 12 июня 2026 г. сервисный центр в Порту опробует приём заказов на "
          "закупку, и только он; ночная смена в пилот не входит. Бюджет — 35 500 швейцарских франков. Выгрузка "
          "исторических данных о заказах уже сделана, выпуск мобильного приложения запланирован, но не начат. Пилот "
          "по-прежнему ждёт решения {body}.\n",
}
OWN_BODY = {"en": "executive committee", "zh": "执行委员会", "ru": "исполнительного комитета"}
OTHER_BODY = {"en": "investment board", "zh": "投资委员会", "ru": "инвестиционного совета"}


@pytest.mark.parametrize("lang", list(AWAITS))
def test_awaiting_the_bodys_decision_is_pending(lang):
    g = graded(lang, 11, AWAITS[lang].format(body=OWN_BODY[lang]))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(AWAITS))
def test_awaiting_another_bodys_decision_distorts_it(lang):
    g = graded(lang, 11, AWAITS[lang].format(body=OTHER_BODY[lang]))
    assert facts(g)["approval"] == "distorted", facts(g)
