"""Additions missed or split in two, the forty-seventh held-out set's class in every language: one invented risk told
as a FAQ's question, its answer and then its reason ("Because it has not started, …") is one addition; one action item
of the minutes, an invented owner and their task ("— J. Doe: collect X and present it at the next meeting"), is one
addition, the person; a step under a next-steps heading numbered in the language's words ("四、下一步") is a step of its
own; a meeting set after a timeline entry, on "the same day", is an addition beside the date the entry tells. Two
different invented points stay two. Each is pinned with briefs written for these tests on the material of seed 5."""

import pytest

from tests.facts.grading import facts, graded, kinds

FAQ_HEAD = {
    "en": "Q: When does the pilot run?\nA: From 9 June 2026 to 3 October 2026.\n\nQ: What does it cover?\nA: Invoice "
          "matching at the Leeds office only; warranty claims are not part of it.\n\nQ: Money and sign-off?\nA: USD "
          "45,000, approved by Marek Novak on 15 May 2026.\n\nQ: Where does the work stand?\nA: The barcode scanners "
          "have already been installed; the translation of the user guides is planned but has not started.\n\n",
    "ru": "В: Когда идёт пилот?\nО: С 9 июня 2026 г. по 3 октября 2026 г.\n\nВ: Что он охватывает?\nО: Только сверку "
          "счетов в офисе в Лидсе; гарантийные претензии в пилот не входят.\n\nВ: Деньги и утверждение?\nО: 45 000 "
          "долларов США, пилот утвердил Марек Новак 15 мая 2026 г.\n\nВ: Как идут работы?\nО: Установка сканеров "
          "штрихкодов уже завершена; перевод руководств пользователя запланирован, но не начат.\n\n",
    "zh": "问：试点什么时候进行？\n答：2026年6月9日至2026年10月3日。\n\n问：范围是什么？\n答：只涵盖利兹办公室的发票匹配，"
          "保修索赔不在范围内。\n\n问：预算和审批？\n答：预算45,000美元，马雷克·诺瓦克已于2026年5月15日批准。\n\n问：进展如何？\n"
          "答：条码扫描器安装已经完成；用户指南翻译已列入计划，但尚未开始。\n\n",
}
RISK = {
    "en": "Q: What is the biggest risk?\nA: The guide translation. Because it has not begun, any slip there would "
          "crowd the last weeks of the pilot.\n",
    "ru": "В: Какой риск самый большой?\nО: Перевод руководств. Поскольку к нему ещё не приступали, любая задержка там "
          "сожмёт последние недели пилота.\n",
    "zh": "问：最大的风险是什么？\n答：用户指南翻译。因为还没有开始，那里的任何延误都会挤压试点最后几周的时间。\n",
}
# a second invented point, a question and answer of its own: two additions
OTHER = {
    "en": "\nQ: Who supports the office?\nA: An outside consultancy, Brightwell Partners, staffs a help desk for it.\n",
    "ru": "\nВ: Кто поддерживает офис?\nО: Внешняя консалтинговая фирма «Брайтвелл Партнерс» держит для него службу "
          "поддержки.\n",
    "zh": "\n问：谁为办公室提供支持？\n答：外部咨询公司“布莱特韦尔合伙”为其设立了服务台。\n",
}


@pytest.mark.parametrize("lang", list(RISK))
def test_a_risk_told_with_its_reason_is_one_addition(lang):
    g = graded(lang, 5, FAQ_HEAD[lang] + RISK[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert len(kinds(g)) == 1, kinds(g)


@pytest.mark.parametrize("lang", list(RISK))
def test_a_second_invented_point_after_the_risk_is_counted(lang):
    g = graded(lang, 5, FAQ_HEAD[lang] + RISK[lang] + OTHER[lang])
    assert len(kinds(g)) == 2, kinds(g)


MINUTES_HEAD = {
    "en": "MINUTES\n1. Dates: 9 June 2026 to 3 October 2026.\n2. Scope: invoice matching at the Leeds office only; "
          "warranty claims are excluded.\n3. Budget: USD 45,000.\n4. Approval: Marek Novak, 15 May 2026.\n5. Progress: "
          "the barcode scanners have been installed; the translation of the user guides is planned, not started.\n\n"
          "Action items:\n",
    "ru": "ПРОТОКОЛ\n1. Сроки: с 9 июня 2026 г. по 3 октября 2026 г.\n2. Охват: только сверка счетов в офисе в Лидсе; "
          "гарантийные претензии исключены.\n3. Бюджет: 45 000 долларов США.\n4. Утверждение: Марек Новак, 15 мая "
          "2026 г.\n5. Ход работ: установка сканеров штрихкодов завершена; перевод руководств пользователя "
          "запланирован, но не начат.\n\nПоручения:\n",
    "zh": "会议纪要\n一、时间：2026年6月9日至2026年10月3日。\n二、范围：只涵盖利兹办公室的发票匹配，保修索赔不在范围内。\n"
          "三、预算：45,000美元。\n四、审批：马雷克·诺瓦克于2026年5月15日批准。\n五、进展：条码扫描器安装已经完成；"
          "用户指南翻译已列入计划，但尚未开始。\n\n行动项：\n",
}
ACTION = {
    "en": "— Jonas Wexler: gather the office's comments on invoice matching and bring them to the next meeting.\n",
    "ru": "— Йонас Векслер: собрать замечания офиса по сверке счетов и вынести их на следующую встречу.\n",
    "zh": "- 约纳斯·韦克斯勒：收集办公室对发票匹配的意见并在下次会议上汇报。\n",
}
ACTION_2 = {
    "en": "— Petra Holm: draft a training plan for the night staff and circulate it to the team.\n",
    "ru": "— Петра Хольм: подготовить план обучения ночного персонала и разослать его команде.\n",
    "zh": "- 佩特拉·霍尔姆：起草夜班人员的培训计划并发给团队。\n",
}


@pytest.mark.parametrize("lang", list(ACTION))
def test_an_action_item_with_its_owner_is_one_addition(lang):
    g = graded(lang, 5, MINUTES_HEAD[lang] + ACTION[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert len(kinds(g)) == 1, kinds(g)  # the person given the task (read as a person, or the line as one claim)


@pytest.mark.parametrize("lang", list(ACTION))
def test_two_action_items_of_two_invented_owners_are_two(lang):
    g = graded(lang, 5, MINUTES_HEAD[lang] + ACTION[lang] + ACTION_2[lang])
    assert len(kinds(g)) == 2, kinds(g)


MEMO = {
    "en": "MEMO\n\n1. Overview\nThe pilot covers only invoice matching at the Leeds office, from 9 June 2026 to 3 October "
          "2026, with a budget of USD 45,000. Warranty claims are excluded.\n\n2. Approval\nMarek Novak approved it on "
          "15 May 2026.\n\n3. Progress\nThe barcode scanners have been installed. The translation of the user guides is "
          "planned but has not started.\n\n4. Next steps\n- Agree a daily contact person with the Leeds office invoice "
          "team for the pilot period.\n",
    "ru": "СЛУЖЕБНАЯ ЗАПИСКА\n\n1. Общее\nПилот охватывает только сверку счетов в офисе в Лидсе, с 9 июня 2026 г. по 3 "
          "октября 2026 г., бюджет — 45 000 долларов США. Гарантийные претензии исключены.\n\n2. Утверждение\nМарек Новак "
          "утвердил пилот 15 мая 2026 г.\n\n3. Ход работ\nУстановка сканеров штрихкодов завершена. Перевод руководств "
          "пользователя запланирован, но не начат.\n\n4. Следующие шаги\n- Согласовать с командой офиса в Лидсе "
          "ежедневное контактное лицо на время пилота.\n",
    "zh": "备忘录\n\n一、概况\n试点只涵盖利兹办公室的发票匹配，试点期为2026年6月9日至2026年10月3日，预算45,000美元。保修索赔"
          "不在范围内。\n\n二、审批\n马雷克·诺瓦克已于2026年5月15日批准该试点。\n\n三、进展\n条码扫描器安装已经完成。用户指南翻译"
          "已列入计划，但尚未开始。\n\n四、下一步\n- 与利兹办公室发票组商定试点期间的每日联络人。\n",
}


@pytest.mark.parametrize("lang", list(MEMO))
def test_a_step_under_a_next_steps_heading_is_an_addition(lang):
    g = graded(lang, 5, MEMO[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert len(kinds(g)) == 1, kinds(g)


TIMELINE = {
    "en": "Pilot timeline\n15 May 2026 — approved by Marek Novak.\n{start} — pilot start; the same day — team kick-off "
          "meeting.\n3 October 2026 — pilot end.\n\nScope: invoice matching at the Leeds office only; warranty claims "
          "are excluded. Budget: USD 45,000. Done: the barcode scanners have been installed. Planned, not started: the "
          "translation of the user guides.\n",
    "ru": "Хронология пилота\n15 мая 2026 г. — пилот утвердил Марек Новак.\n{start} — старт пилота; в тот же день — "
          "стартовая встреча команды.\n3 октября 2026 г. — завершение пилота.\n\nОхват: только сверка счетов в офисе в "
          "Лидсе; гарантийные претензии исключены. Бюджет: 45 000 долларов США. Сделано: установка сканеров штрихкодов. "
          "Запланировано, но не начато: перевод руководств пользователя.\n",
    "zh": "试点时间线\n2026年5月15日——马雷克·诺瓦克批准试点。\n{start}——试点开始；同一天召开团队启动会。\n"
          "2026年10月3日——试点结束。\n\n范围：只涵盖利兹办公室的发票匹配，保修索赔不在范围内。预算：45,000美元。已完成：条码扫描器安装。已列入计划、尚未"
          "开始：用户指南翻译。\n",
}
STARTS = {"en": ("9 June 2026", "19 June 2026"), "ru": ("9 июня 2026 г.", "19 июня 2026 г."),
          "zh": ("2026年6月9日", "2026年6月19日")}


@pytest.mark.parametrize("lang", list(TIMELINE))
def test_a_meeting_on_the_day_of_a_timeline_entry_is_an_addition(lang):
    g = graded(lang, 5, TIMELINE[lang].format(start=STARTS[lang][0]))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert len(kinds(g)) == 1, kinds(g)


# (English reads no start in "19 June 2026 — pilot start": a fact label's class, not this one)
@pytest.mark.parametrize("lang", ["ru", "zh"])
def test_the_same_entry_with_a_wrong_start_is_still_read(lang):
    g = graded(lang, 5, TIMELINE[lang].format(start=STARTS[lang][1]))
    assert facts(g)["start_date"] == "distorted", facts(g)
    assert len(kinds(g)) == 1, kinds(g)
