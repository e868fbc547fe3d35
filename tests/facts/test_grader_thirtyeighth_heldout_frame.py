"""Lines that frame a brief and add nothing, the thirty-eighth held-out set's class in every language: a sign-off
welcoming the reader ("Stay tuned for further updates!", "Следите за новостями!", "敬请期待下一期！"), a block's title
over the list under it naming that part of the brief, a signpost to the next part ("Теперь о рамках.", "先说日期安排。"),
a recap offered as a one-liner, a remark on where the notes put things or how the writer checked them, the stage of
the item just listed told again, a view drawn "from these two" and a condition of politeness before the writer's
follow-up (each one claim with what it leads into), and a count standing for the two items just named. None is an
addition; the same forms carrying a wrong value or a claim of their own still count. Pinned with briefs written for
these tests on the material of seeds 5 (approved) and 6 (pending)."""

import pytest

from tests.facts.grading import facts, graded, kinds

BASE = {
    "en": "The Osprey pilot runs from 9 June 2026 to 3 October 2026 and covers only invoice matching at the Leeds "
          "office. Warranty claims are out of scope. Budget: USD 45,000. Marek Novak approved it on 15 May 2026. The "
          "barcode scanners have been installed; the translation of the user guides is planned but has not started.\n",
    "ru": "Пилот «Скопа» идёт с 9 июня 2026 г. по 3 октября 2026 г. и охватывает только сверку счетов в офисе в Лидсе. "
          "Гарантийные претензии в пилот не входят. Бюджет — 45 000 долларов США. Марек Новак утвердил пилот 15 мая "
          "2026 г. Установка сканеров штрихкодов уже завершена, а перевод руководств пользователя запланирован, но не "
          "начат.\n",
    "zh": "鱼鹰试点于2026年6月9日开始，2026年10月3日结束，只涵盖利兹办公室的发票匹配，保修索赔不在范围内。预算为45,000美元。"
          "马雷克·诺瓦克已于2026年5月15日批准该试点。条码扫描器安装已经完成，用户指南翻译已列入计划，但尚未开始。\n",
}


def _all_correct(g) -> None:
    assert set(facts(g).values()) == {"correct"}, facts(g)


# --- a sign-off welcoming the reader or calling them to follow the news -------------------------------------------
SIGN_OFF = {
    "en": ["Stay tuned for further updates!", "Welcome to the team!"],
    "ru": ["Следите за новостями!", "Ещё раз добро пожаловать!"],
    "zh": ["敬请期待下一期！", "欢迎大家持续关注！"],
}


@pytest.mark.parametrize("lang", list(SIGN_OFF))
def test_a_sign_off_welcoming_the_reader_adds_nothing(lang):
    for line in SIGN_OFF[lang]:
        g = graded(lang, 5, BASE[lang] + "\n" + line + "\n")
        _all_correct(g)
        assert kinds(g) == [], (line, kinds(g))


SIGN_OFF_CLAIM = {
    "en": "Stay tuned: the vendor contract was renegotiated last week!",
    "ru": "Следите за новостями: подрядчика по переводу уже сменили!",
    "zh": "敬请期待：供应商上周已经更换！",
}


@pytest.mark.parametrize("lang", list(SIGN_OFF_CLAIM))
def test_a_sign_off_carrying_a_claim_still_adds_it(lang):
    g = graded(lang, 5, BASE[lang] + "\n" + SIGN_OFF_CLAIM[lang] + "\n")
    assert len(kinds(g)) == 1, kinds(g)


# --- a block's title over the list under it, naming that part of the brief ----------------------------------------
TITLED = {
    "en": "Osprey - who does what\n\nPilot basics, for the record\n- Runs 9 June 2026 – 3 October 2026.\n"
          "- Invoice matching at the Leeds office only; warranty claims are out of scope.\n- Budget: {budget}.\n"
          "- Approved by Marek Novak on 15 May 2026.\n- Scanners installed; user guide translation planned, not started.\n",
    "ru": "«Скопа»: кто что делает\n\nСведения, которые не меняются со временем\n- Сроки: 9 июня 2026 г. – 3 октября "
          "2026 г.\n- Только сверка счетов в офисе в Лидсе; гарантийные претензии не входят.\n- Бюджет: {budget}.\n"
          "- Утверждён Мареком Новаком 15 мая 2026 г.\n- Установка сканеров завершена; перевод руководств пользователя "
          "запланирован, но не начат.\n",
    "zh": "鱼鹰试点分工\n\n试点本身的基本情况，供参考\n- 时间：2026年6月9日至2026年10月3日。\n"
          "- 范围：只涵盖利兹办公室的发票匹配；保修索赔不在范围内。\n- 预算：{budget}。\n"
          "- 审批：马雷克·诺瓦克已于2026年5月15日批准。\n- 条码扫描器安装已经完成；用户指南翻译已列入计划，但尚未开始。\n",
}
BUDGET = {"en": ("USD 45,000", "USD 54,000"), "ru": ("45 000 долларов США", "54 000 долларов США"),
          "zh": ("45,000美元", "54,000美元")}


@pytest.mark.parametrize("lang", list(TITLED))
def test_a_blocks_title_over_its_list_heads_it(lang):
    right, wrong = BUDGET[lang]
    g = graded(lang, 5, TITLED[lang].format(budget=right))
    _all_correct(g)
    assert kinds(g) == []
    g = graded(lang, 5, TITLED[lang].format(budget=wrong))  # the items under it are still read
    assert facts(g)["budget"] == "distorted" and kinds(g) == [], (facts(g), kinds(g))


# --- a signpost to the brief's next part ----------------------------------------------------------------------------
SIGNPOST = {
    "en": "First, the dates. The Osprey pilot runs from 9 June 2026 to {end}. Next, the scope. It covers only invoice "
          "matching at the Leeds office; warranty claims are out of scope. Budget: USD 45,000. Marek Novak approved it "
          "on 15 May 2026. The barcode scanners have been installed; the translation of the user guides is planned but "
          "has not started.\n",
    "ru": "Сначала о сроках. Пилот «Скопа» идёт с 9 июня 2026 г. по {end}. Теперь о рамках. Он охватывает только "
          "сверку счетов в офисе в Лидсе; гарантийные претензии в пилот не входят. Бюджет — 45 000 долларов США. Марек "
          "Новак утвердил пилот 15 мая 2026 г. Установка сканеров штрихкодов уже завершена, а перевод руководств "
          "пользователя запланирован, но не начат.\n",
    "zh": "先说日期安排。鱼鹰试点于2026年6月9日开始，{end}结束。接下来是预算方面。预算为45,000美元。试点只涵盖利兹办公室的"
          "发票匹配，保修索赔不在范围内。马雷克·诺瓦克已于2026年5月15日批准该试点。条码扫描器安装已经完成，用户指南翻译已列入"
          "计划，但尚未开始。\n",
}
END = {"en": ("3 October 2026", "3 November 2026"), "ru": ("3 октября 2026 г.", "3 ноября 2026 г."),
       "zh": ("2026年10月3日", "2026年11月3日")}


@pytest.mark.parametrize("lang", list(SIGNPOST))
def test_a_signpost_naming_the_next_part_adds_nothing(lang):
    right, wrong = END[lang]
    g = graded(lang, 5, SIGNPOST[lang].format(end=right))
    _all_correct(g)
    assert kinds(g) == []
    assert facts(graded(lang, 5, SIGNPOST[lang].format(end=wrong)))["end_date"] == "distorted"


# --- a recap offered as a one-liner: its "if" sets no condition on a pending approval -------------------------------
ONE_LINER = {
    "en": "If you need a one-liner: a returns-handling pilot at the Lyon warehouse, 14 June – 13 August 2027, USD "
          "70,000, still waiting for the executive committee's approval, with the order data exported and the clerk "
          "training planned.",
    "ru": "Если нужно одной строкой: пилот по обработке возвратов на складе в Лионе, 14 июня – 13 августа 2027 г., "
          "70 000 долларов США, решение исполнительного комитета пока ожидается, выгрузка исторических данных о заказах "
          "завершена, обучение операторов первой линии запланировано.",
    "zh": "如果只需要一句话：里昂仓库的退货处理试点，2027年6月14日至8月13日，预算70,000美元，仍在等待执行委员会审批，"
          "历史订单数据导出已经完成，一线文员培训已列入计划。",
}
PENDING_BASE = {
    "en": "The Kestrel pilot runs from 14 June 2027 to 13 August 2027 and covers only returns handling at the Lyon "
          "warehouse; the legacy fax gateway is out of scope. Budget: USD 70,000. Approval by the executive committee "
          "is still pending. The export of the historical order data is complete; the training of the front-line "
          "clerks is planned but has not started.\n",
    "ru": "Пилот «Пустельга» идёт с 14 июня 2027 г. по 13 августа 2027 г. и охватывает только обработку возвратов на "
          "складе в Лионе; устаревший факс-шлюз в пилот не входит. Бюджет — 70 000 долларов США. Пилот ещё не утверждён: "
          "решение исполнительного комитета пока ожидается. Выгрузка исторических данных о заказах уже завершена, а "
          "обучение операторов первой линии запланировано, но ещё не начато.\n",
    "zh": "红隼试点于2027年6月14日开始，2027年8月13日结束，只涵盖里昂仓库的退货处理，旧传真网关不在范围内。预算为70,000美元。"
          "该试点尚未获得批准，仍在等待执行委员会的审批。历史订单数据导出已经完成，一线文员培训已列入计划，但尚未开始。\n",
}


@pytest.mark.parametrize("lang", list(ONE_LINER))
def test_a_one_liner_recap_sets_no_condition(lang):
    g = graded(lang, 6, PENDING_BASE[lang] + "\n" + ONE_LINER[lang] + "\n")
    _all_correct(g)
    assert kinds(g) == []


# --- a remark on where the notes put things, or on how the writer checked them --------------------------------------
REMARK = {
    "en": ["The dates, the budget and the approval sit in different paragraphs of the notes, so I checked each figure "
           "against its paragraph.",
           "When you read the source, keep in mind that most of its paragraphs are unrelated background about the "
           "company."],
    "ru": ["Даты, бюджет и утверждение в заметках разбросаны по разным абзацам, поэтому каждую цифру я сверял с её "
           "абзацем."],
    "zh": ["日期、预算和审批分散在笔记的不同段落里，我把每个数字都和原段落核对过。"],
}


@pytest.mark.parametrize("lang", list(REMARK))
def test_a_remark_on_the_notes_adds_nothing(lang):
    for line in REMARK[lang]:
        g = graded(lang, 5, BASE[lang] + "\n" + line + "\n")
        _all_correct(g)
        assert kinds(g) == [], (line, kinds(g))


# --- the stage of the item just listed, told again on its line -------------------------------------------------------
LISTED = {
    "en": "The Osprey pilot runs from 9 June 2026 to 3 October 2026 and covers only invoice matching at the Leeds "
          "office. Warranty claims are out of scope. Budget: USD 45,000. Marek Novak approved it on 15 May 2026.\n\n"
          "- **Done:** installation of the barcode scanners.\n"
          "- **Planned:** translation of the user guides. {again}\n",
    "ru": "Пилот «Скопа» идёт с 9 июня 2026 г. по 3 октября 2026 г. и охватывает только сверку счетов в офисе в Лидсе. "
          "Гарантийные претензии в пилот не входят. Бюджет — 45 000 долларов США. Марек Новак утвердил пилот 15 мая "
          "2026 г.\n\n- **Сделано:** установка сканеров штрихкодов.\n- **Запланировано:** перевод руководств "
          "пользователя. {again}\n",
    "zh": "鱼鹰试点于2026年6月9日开始，2026年10月3日结束，只涵盖利兹办公室的发票匹配，保修索赔不在范围内。预算为45,000美元。"
          "马雷克·诺瓦克已于2026年5月15日批准该试点。\n\n- 已完成：条码扫描器安装。\n- 计划中：用户指南翻译。{again}\n",
}
AGAIN = {
    "en": ("This step is on the plan, but no one has started on it yet.",
           "It is planned, but the agency will not deliver on time."),
    "ru": ("Этап включён в план, но работа над ним ещё не начата.",
           "Этап включён в план, но подрядчик, похоже, сорвёт сроки сдачи."),
    "zh": ("这一步已经排进计划，但目前还没有开始。", "这一步已经排进计划，但供应商可能会推迟交付。"),
}


@pytest.mark.parametrize("lang", list(LISTED))
def test_the_listed_items_stage_told_again_adds_nothing(lang):
    same, more = AGAIN[lang]
    g = graded(lang, 5, LISTED[lang].format(again=same))
    _all_correct(g)
    assert kinds(g) == []
    g = graded(lang, 5, LISTED[lang].format(again=more))  # a part with no stage claims more of the item
    assert len(kinds(g)) == 1, kinds(g)


# --- a view drawn "from these two", a politeness condition before a follow-up: one claim with what they lead into -----
LED_IN = {
    "en": ["Judging by these two, the vendor relationship has never been stronger.",
           "If you have no objections, I'll set up a kick-off call with the depot leads next week, and we'll agree on "
           "who does what."],
    "ru": ["Судя по этим двум пунктам, пилот идёт заметно быстрее ожиданий.",
           "Если вы не против, на следующей неделе я соберу короткую встречу с руководителями смен, распределим роли."],
    "zh": ["从这两项来看，试点推进得比预想顺利不少。", "如您没有异议，我下周会约几位主管开个碰头会，把任务分一下。"],
}


@pytest.mark.parametrize("lang", list(LED_IN))
def test_a_lead_in_is_one_claim_with_what_it_leads_into(lang):
    for line in LED_IN[lang]:
        g = graded(lang, 5, BASE[lang] + "\n" + line + "\n")
        _all_correct(g)
        assert len(kinds(g)) == 1, (line, kinds(g))


# --- a count standing for the two items just named ------------------------------------------------------------------
COUNTED_BACK = {
    "en": ("Keep the two apart: the scanners are installed, the translation has not started.",
           "Keep the two apart: the translation is complete, the scanners have not been installed."),
    "ru": ("Эти два этапа не путать: установка сканеров завершена, перевод не начат.",
           "Эти два этапа не путать: перевод руководств пользователя завершён, установка сканеров не начата."),
    "zh": ("两者别混在一起说：扫描器安装已经完成，翻译还没开始。",
           "两者别混在一起说：用户指南翻译已经完成，条码扫描器安装还没开始。"),
}


@pytest.mark.parametrize("lang", list(COUNTED_BACK))
def test_a_count_of_the_items_just_named_is_no_number(lang):
    same, swapped = COUNTED_BACK[lang]
    g = graded(lang, 5, BASE[lang] + same + "\n")
    _all_correct(g)
    assert kinds(g) == []
    g = graded(lang, 5, BASE[lang] + swapped + "\n")  # the stages it tells are still read
    assert facts(g)["done"] == "distorted" and facts(g)["planned"] == "distorted", facts(g)
