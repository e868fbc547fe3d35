"""Material for staff to use, the thirty-fifth held-out set's class in every language: flashcards (a card's side
labels and number are its furniture; the front asks, the back answers, and a card about what the material does not
say is one addition), do/don't instructions (a "don't" forbids saying what follows it, so it states the opposite; an
excluded item "not yet, it comes in the next phase" is the exclusion distorted; a "do" line inventing a duty is one
addition, and a spending threshold in one is no second budget), and checklists (an item giving the reader a topic,
"remember what is done", claims no progress; "the two dates" counts the source's dates). Each is pinned with briefs
written for these tests on the material of seed 5."""

import pytest

from tests.facts.grading import facts, graded, kinds

ALL_CORRECT = dict.fromkeys(("start_date", "end_date", "scope", "budget", "approval", "done", "planned",
                             "out_of_scope"), "correct")

# --- flashcards: front and back are one claim ----------------------------------------------------------------------
CARDS = {
    "en": "Osprey pilot: revision cards\n\nCard 1\nFront: First day of the pilot?\nBack: 9 June 2026\n\n"
          "Card 2\nFront: Last day?\nBack: 3 October 2026\n\nCard 3\nFront: What does it cover, and where?\n"
          "Back: Invoice matching, at the Leeds office only\n\nCard 4\nFront: How much money?\nBack: USD 45,000\n\n"
          "Card 5\nFront: Who signed it off?\nBack: Marek Novak, 15 May 2026\n\nCard 6\nFront: What is finished?\n"
          "Back: Installing the barcode scanners\n\nCard 7\nFront: What is planned but not started?\n"
          "Back: Translating the user guides\n\nCard 8\nFront: What is left out of the pilot?\nBack: Warranty claims\n",
    "zh": "鱼鹰试点复习卡\n\n【卡片1】正面：试点哪天开始？\n　　　　背面：2026年6月9日\n【卡片2】正面：哪天结束？\n"
          "　　　　背面：2026年10月3日\n"
          "【卡片3】正面：试点涵盖什么？\n　　　　背面：利兹办公室的发票匹配，仅此一处\n【卡片4】正面：预算多少？\n"
          "　　　　背面：45,000美元\n"
          "【卡片5】正面：谁批准的？\n　　　　背面：马雷克·诺瓦克，2026年5月15日\n【卡片6】正面：哪项工作已经完成？\n"
          "　　　　背面：条码扫描器安装\n"
          "【卡片7】正面：哪项工作已列入计划、尚未开始？\n　　　　背面：用户指南翻译\n【卡片8】正面：什么不在试点范围内？\n"
          "　　　　背面：保修索赔\n",
    "ru": "Карточки по пилоту «Скопа»\n\nКарточка 1\nЛицо: Когда старт?\nОборот: 9 июня 2026 г.\n\nКарточка 2\n"
          "Лицо: Когда финиш?\nОборот: 3 октября 2026 г.\n\nКарточка 3\nЛицо: Что и где охватывает пилот?\n"
          "Оборот: Сверку счетов, только в офисе в Лидсе\n\nКарточка 4\nЛицо: Какой бюджет?\nОборот: 45 000 долларов США\n\n"
          "Карточка 5\nЛицо: Кто утвердил и когда?\nОборот: Марек Новак, 15 мая 2026 г.\n\nКарточка 6\nЛицо: Что уже сделано?\n"
          "Оборот: Установка сканеров штрихкодов\n\nКарточка 7\nЛицо: Что запланировано, но не начато?\n"
          "Оборот: Перевод руководств пользователя\n\nКарточка 8\nЛицо: Что исключено?\nОборот: Гарантийные претензии\n",
}
# a card about what the material does not say (the pilot's priority), in each language
EXTRA_CARD = {
    "en": "\nCard 9\nFront: How important is it to the company?\nBack: The board's top priority for the whole year\n",
    "zh": "【卡片9】正面：试点在公司内的地位？\n　　　　背面：董事会全年最重视的重点项目\n",
    "ru": "\nКарточка 9\nЛицо: Насколько он важен компании?\nОборот: Главный приоритет правления на весь год\n",
}
# the planned item's card asking for work under way: the card's back then reports it under way
UNDER_WAY = {
    "en": ("Front: What is planned but not started?\nBack: Translating the user guides",
           "Front: What is under way right now?\nBack: Translating the user guides, still in progress"),
    "zh": ("正面：哪项工作已列入计划、尚未开始？\n　　　　背面：用户指南翻译",
           "正面：哪项工作目前在做？\n　　　　背面：用户指南翻译，仍在进行中"),
    "ru": ("Лицо: Что запланировано, но не начато?\nОборот: Перевод руководств пользователя",
           "Лицо: Что сейчас в работе?\nОборот: Перевод руководств пользователя — идёт полным ходом"),
}


@pytest.mark.parametrize("lang", list(CARDS))
def test_flashcards_read_as_questions_and_answers(lang):
    g = graded(lang, 5, CARDS[lang])
    assert facts(g) == ALL_CORRECT, facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(CARDS))
def test_a_card_about_what_the_material_does_not_say_is_one_addition(lang):
    g = graded(lang, 5, CARDS[lang] + EXTRA_CARD[lang])
    assert facts(g) == ALL_CORRECT, facts(g)
    assert [k for k, _ in kinds(g)] == ["claim"], kinds(g)


@pytest.mark.parametrize("lang", list(CARDS))
def test_a_card_reporting_the_planned_item_under_way_is_distorted(lang):
    old, new = UNDER_WAY[lang]
    assert old in CARDS[lang]
    got = facts(graded(lang, 5, CARDS[lang].replace(old, new)))
    assert got == {**ALL_CORRECT, "planned": "distorted"}, got


def test_a_back_label_alone_keeps_its_words():
    # no front line over it: "Back:" is no card's side, and the grader reads the line as it did
    text = CARDS["en"].replace("Front: What is left out of the pilot?\n", "")
    assert "Front: What is left out" not in text
    g = graded("en", 5, text)
    assert facts(g)["start_date"] == "correct"


# --- do / don't instructions ---------------------------------------------------------------------------------------
DOS = {
    "en": "Osprey pilot: dos and don'ts for the Leeds team\n\nThe pilot runs from 9 June 2026 to 3 October 2026 and has "
          "a budget of USD 45,000. Marek Novak approved it on 15 May 2026.\n\nDO\n"
          "✔ Remember that the pilot covers only invoice matching at the Leeds office.\n"
          "✔ Keep in mind that the barcode scanners have already been installed.\n\nDON'T\n"
          "✗ Don't tell anyone the translation of the user guides has started — it is planned, not started.\n"
          "✗ Don't route warranty claims through the pilot; they are explicitly out of scope.\n",
    "zh": "鱼鹰试点 · 员工须知（利兹办公室）\n\n"
          "试点概况：2026年6月9日开始，2026年10月3日结束；预算45,000美元；已于2026年5月15日由马雷克·诺瓦克批准。\n\n"
          "✔ 要做\n- 记住：试点只涵盖利兹办公室的发票匹配。\n- 知悉：条码扫描器安装已经完成。\n\n"
          "✗ 不要做\n- 不要告诉同事用户指南翻译已经开始——它只是列入了计划，尚未开始。\n"
          "- 不要把保修索赔拿到试点里处理——保修索赔明确不在试点范围内。\n",
    "ru": "Памятка: пилот «Скопа»\n\nЧто нужно знать\n• Пилот идёт с 9 июня по 3 октября 2026 г.\n"
          "• Бюджет: 45 000 долларов США.\n• Утвердил Марек Новак 15 мая 2026 г.\n\nДелайте\n"
          "✔ Проводите через пилот только сверку счетов и только в офисе в Лидсе.\n"
          "✔ Помните, что установка сканеров штрихкодов уже завершена.\n\nНе делайте\n"
          "✗ Не говорите коллегам, что перевод руководств пользователя уже начался — он только запланирован.\n"
          "✗ Не проводите гарантийные претензии через пилот: они явно исключены.\n",
}
# an excluded item put off to a later phase inside a "don't"
LATER = {
    "en": ("they are explicitly out of scope", "they will be added in the next phase"),
    "zh": ("保修索赔明确不在试点范围内", "保修索赔要等以后才会纳入试点"),
    "ru": ("они явно исключены", "их подключат на следующем этапе"),
}
# a "do" line inventing a reporting duty, and one setting a spending threshold
DUTY = {
    "en": "✔ Send the weekly figures to Marek Novak every Friday before noon.\n"
          "✔ Clear any spend above USD 2,000 with the finance desk first.\n",
    "zh": "- 每周五中午前把试点周报发给财务部。\n- 超过2,000美元的支出须先报财务部批准。\n",
    "ru": "✔ Каждую пятницу до полудня отправляйте еженедельную сводку в финансовый отдел.\n"
          "✔ Любые расходы свыше 2 000 долларов США заранее согласуйте с финансовым отделом.\n",
}


def _with_duty(lang: str) -> str:
    text = DOS[lang]
    head = {"en": "\nDON'T\n", "zh": "\n✗ 不要做\n", "ru": "\nНе делайте\n"}[lang]
    return text.replace(head, DUTY[lang] + head)


@pytest.mark.parametrize("lang", list(DOS))
def test_a_prohibition_states_the_opposite_of_what_it_forbids(lang):
    g = graded(lang, 5, DOS[lang])
    assert facts(g) == ALL_CORRECT, facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(DOS))
def test_an_excluded_item_put_off_in_a_dont_is_distorted(lang):
    old, new = LATER[lang]
    assert old in DOS[lang]
    got = facts(graded(lang, 5, DOS[lang].replace(old, new)))
    assert got == {**ALL_CORRECT, "out_of_scope": "distorted"}, got


@pytest.mark.parametrize("lang", list(DOS))
def test_an_invented_duty_is_an_addition_and_a_spending_threshold_no_budget(lang):
    g = graded(lang, 5, _with_duty(lang))
    assert facts(g) == ALL_CORRECT, facts(g)
    # two additions: the duty, and the spending rule (its amount, or its sign-off step where it names one)
    assert len(kinds(g)) == 2 and ("claim" in [k for k, _ in kinds(g)]), kinds(g)


def test_a_dont_without_its_reason_still_forbids_work_under_way():
    text = DOS["en"].replace(" — it is planned, not started.", ".")
    assert facts(graded("en", 5, text))["planned"] == "correct"


# --- checklists and handover notes ---------------------------------------------------------------------------------
CHECKLIST = {
    "en": "Handover note: Osprey pilot\n\nThe pilot covers invoice matching at the Leeds office only and runs from 9 June "
          "2026 until 3 October 2026, with a budget of USD 45,000. Marek Novak approved it on 15 May 2026. The "
          "barcode scanners have already been installed; the translation of the user guides is planned but has not "
          "started. Warranty claims are explicitly out of scope.\n\nFirst-day checklist\n"
          "☐ Read the three pilot-file paragraphs.\n☐ Note the two dates: 09.06.2026 → 03.10.2026.\n"
          "☐ Remember what is done and what is only planned.\n",
    "zh": "交接说明：鱼鹰试点\n\n"
          "试点只涵盖利兹办公室的发票匹配，2026年6月9日开始，2026年10月3日结束，预算45,000美元。马雷克·诺瓦克已于2026年5月15日批准。"
          "条码扫描器安装已经完成；用户指南翻译已列入计划，尚未开始。保修索赔明确不在试点范围内。\n\n第一天清单\n"
          "☐ 记住这两个日期。\n☐ 记住哪些已完成、哪些只是列入计划。\n",
    "ru": "Записка для новичка: пилот «Скопа»\n\n"
          "Пилот охватывает только сверку счетов в офисе в Лидсе и идёт с 9 июня по 3 октября "
          "2026 г.; бюджет — 45 000 долларов США. Марек Новак утвердил его 15 мая 2026 г. Установка сканеров штрихкодов "
          "уже завершена; перевод руководств пользователя запланирован, но не начат. Гарантийные претензии явно "
          "исключены.\n\nЧек-лист на первый день:\n☐ запомнить две даты: 09.06.2026 и 03.10.2026;\n"
          "☐ запомнить, что сделано, а что только запланировано.\n",
}
# a checklist item that does claim progress the material does not report
PROGRESS = {
    "en": "☐ Remember that the driver onboarding has already been completed.\n",
    "zh": "☐ 记住：司机入职培训已经完成。\n",
    "ru": "☐ помнить, что обучение водителей уже завершено.\n",
}


@pytest.mark.parametrize("lang", list(CHECKLIST))
def test_checklist_items_naming_a_topic_claim_nothing(lang):
    g = graded(lang, 5, CHECKLIST[lang])
    assert facts(g) == ALL_CORRECT, facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(CHECKLIST))
def test_a_checklist_item_claiming_progress_is_still_an_addition(lang):
    g = graded(lang, 5, CHECKLIST[lang] + PROGRESS[lang])
    assert facts(g) == ALL_CORRECT, facts(g)
    assert len(kinds(g)) == 1 and kinds(g)[0][0] in ("progress", "claim"), kinds(g)
