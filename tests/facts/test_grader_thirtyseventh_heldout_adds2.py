"""Invented claims in an ordinary brief's own words, the thirty-seventh held-out set's class in every language, each
counted once: the state of a party the notes never name, told beside a fact ("…, and no vendor has been chosen yet");
the writer's follow-up at a meeting set for it, in a sign-off beside a word to the reader; a task set in minutes,
opening on its verb, naming a work item only as its topic; a risk under a Risks heading told as a supposition; a risk
told with its condition in the middle ("…, if …, it may …") and a next step told with what it is to decide, one claim
each. Briefs written for these tests on the material of seed 5 (Osprey / 鱼鹰 / «Скопа»)."""

import pytest

from tests.facts.grading import facts, graded, kinds

BODY = {
    "en": "The Osprey pilot starts on 9 June 2026 and ends on 3 October 2026. It covers invoice matching at the Leeds "
          "office only; warranty claims are out of scope. The budget is USD 45,000. Marek Novak (Chief Financial "
          "Officer) approved it on 15 May 2026. The barcode scanners are installed.\n",
    "zh": "鱼鹰试点于2026年6月9日开始，2026年10月3日结束。试点仅涵盖利兹办公室的发票匹配，保修索赔不在范围内。预算为"
          "45,000美元。该试点已于2026年5月15日由马雷克·诺瓦克（首席财务官）批准。条码扫描器安装已经完成。\n",
    "ru": "Пилот «Скопа» начинается 9 июня 2026 г. и завершается 3 октября 2026 г. Он охватывает только сверку счетов в "
          "офисе в Лидсе; гарантийные претензии в пилот не входят. Бюджет — 45 000 долларов США. Пилот утвердил Марек "
          "Новак (финансовый директор) 15 мая 2026 г. Сканеры штрихкодов уже установлены.\n",
}
PLANNED = {
    "en": "The translation of the user guides is planned but has not started.\n",
    "zh": "用户指南翻译已列入计划，但尚未开始。\n",
    "ru": "Перевод руководств пользователя запланирован, но ещё не начат.\n",
}


def _all_correct(g) -> None:
    assert set(facts(g).values()) == {"correct"}, facts(g)


# --- a party the notes never name, and its state, beside a fact ------------------------------------------------------
PARTY = {
    "en": "The translation of the user guides is planned but has not started, and no vendor has been chosen for it yet.\n",
    "zh": "用户指南翻译已列入计划，但尚未开始，供应商也还没有确定。\n",
    "ru": "Перевод руководств пользователя запланирован, но ещё не начат, а подрядчик для него пока не выбран.\n",
}


@pytest.mark.parametrize("lang", list(PARTY))
def test_a_partys_state_beside_a_fact_is_one_addition(lang):
    g = graded(lang, 5, BODY[lang] + PARTY[lang])
    _all_correct(g)
    assert len(kinds(g)) == 1, kinds(g)


SILENT_PARTY = {
    "en": "The notes do not name any vendor, nor who leads the pilot day to day.\n",
    "zh": "笔记没有提到供应商，也没有说明日常负责人是谁。\n",
    "ru": "Записи не называют ни подрядчика, ни руководителя пилота.\n",
}


@pytest.mark.parametrize("lang", list(SILENT_PARTY))
def test_the_notes_naming_no_party_add_nothing(lang):
    g = graded(lang, 5, BODY[lang] + PLANNED[lang] + SILENT_PARTY[lang])
    _all_correct(g)
    assert kinds(g) == [], kinds(g)


# --- the writer's follow-up at a meeting set for it, beside a word to the reader ------------------------------------
MEETING = {
    "en": "I'll go over the details with you at Friday's team meeting; any questions, just ask.\n\nBest regards",
    "zh": "周五的部门例会上我再当面跟您过一遍细节，有问题随时找我。\n\n此致\n敬礼",
    "ru": "На планёрке в пятницу расскажу подробнее; если будут вопросы, пишите.\n\nС уважением",
}


@pytest.mark.parametrize("lang", list(MEETING))
def test_a_follow_up_meeting_in_the_sign_off_is_one_claim(lang):
    g = graded(lang, 5, BODY[lang] + PLANNED[lang] + "\n" + MEETING[lang] + "\n")
    _all_correct(g)
    assert [k for k, _ in kinds(g)] == ["claim"], kinds(g)


OFFER = {
    "en": "If you like, I can walk you through it in a call.\n\nBest regards",
    "zh": "如有问题请随时联系我。\n\n此致\n敬礼",
    "ru": "Если будут вопросы, пишите.\n\nС уважением",
}


@pytest.mark.parametrize("lang", list(OFFER))
def test_an_offer_to_the_reader_is_no_follow_up(lang):
    g = graded(lang, 5, BODY[lang] + PLANNED[lang] + "\n" + OFFER[lang] + "\n")
    _all_correct(g)
    assert kinds(g) == [], kinds(g)


# --- a task set in minutes, opening on its verb, naming the work item as its topic ----------------------------------
TASK = {
    "en": "Decisions and actions:\n- Prepare and circulate a rollout plan for the user guide translation to all "
          "participants by the end of next week.\n",
    "zh": "决议与行动项：\n— 下周末前整理并发送用户指南翻译的推进方案给全体参会人员。\n",
    "ru": "Решения и поручения:\n— Подготовить и разослать участникам план перевода руководств пользователя до конца "
          "следующей недели.\n",
}


@pytest.mark.parametrize("lang", list(TASK))
def test_an_action_item_on_a_work_item_is_one_addition(lang):
    g = graded(lang, 5, BODY[lang] + PLANNED[lang] + TASK[lang])
    _all_correct(g)
    assert len(kinds(g)) == 1, kinds(g)


# the same task on the item the brief misstates: the stage still distorted, the task still one addition
SWAPPED = {
    "en": "The translation of the user guides has already been completed.\n",
    "zh": "用户指南翻译已经完成。\n",
    "ru": "Перевод руководств пользователя уже завершён.\n",
}


@pytest.mark.parametrize("lang", list(SWAPPED))
def test_an_action_item_on_a_distorted_item_still_adds(lang):
    g = graded(lang, 5, BODY[lang] + SWAPPED[lang] + TASK[lang])
    assert facts(g)["planned"] == "distorted", facts(g)
    assert len(kinds(g)) == 1, kinds(g)


# an order written in infinitives, giving the pilot's own dates: those facts, no task
ORDER = {
    "ru": "ПРИКАЗЫВАЮ:\n1. Провести пилот «Скопа» в период с 9 июня по 3 октября 2026 г.\n",
}


@pytest.mark.parametrize("lang", list(ORDER))
def test_an_order_giving_the_pilots_dates_is_no_task(lang):
    text = BODY[lang].replace("Пилот «Скопа» начинается 9 июня 2026 г. и завершается 3 октября 2026 г. ", "")
    g = graded(lang, 5, ORDER[lang] + text + PLANNED[lang])
    _all_correct(g)
    assert kinds(g) == [], kinds(g)


# --- a risk under a Risks heading, told as a supposition ------------------------------------------------------------
RISK = {
    "en": "\nRisks\nIf the translation of the user guides slips, the clerks may start without manuals in their own "
          "language.\n",
    "zh": "\n风险\n如果用户指南翻译拖延，一线员工可能要在没有母语手册的情况下开始工作。\n",
    "ru": "\nРиски:\nЕсли перевод руководств затянется, сотрудники могут начать работу без документации на "
          "родном языке.\n",
}


@pytest.mark.parametrize("lang", list(RISK))
def test_a_supposed_risk_under_a_risks_heading_is_one_claim(lang):
    g = graded(lang, 5, BODY[lang] + PLANNED[lang] + RISK[lang])
    _all_correct(g)
    assert len(kinds(g)) == 1, kinds(g)


# --- a risk told with its condition inside, and a step with what it is to decide: one claim each -------------------
RISK_AND_STEP = {
    "en": "Next steps\n- Hold a mid-point review with the finance team, and decide from the invoice data whether "
          "to widen the pilot.\nRisks\n- The guide translation depends on an outside agency, if their calendar is full, "
          "it may slip into the last weeks of the pilot.\n",
    "zh": "下一步\n1. 安排一次中期评审，根据发票数据决定是否扩大范围。\n风险\n- 用户指南翻译依赖外部翻译机构配合，"
          "若对方排期紧张，可能拖到试点后期才能完成。\n",
    "ru": "Следующие шаги\n— Провести промежуточный разбор с финансовым отделом и по его итогам решить, расширять ли "
          "пилот.\nРиски\n— Перевод руководств зависит от внешнего бюро, если у бюро плотный график, перевод может "
          "затянуться до последних недель пилота.\n",
}


@pytest.mark.parametrize("lang", list(RISK_AND_STEP))
def test_a_step_and_a_risk_with_their_parts_are_two_additions(lang):
    g = graded(lang, 5, BODY[lang] + PLANNED[lang] + RISK_AND_STEP[lang])
    _all_correct(g)
    assert len(kinds(g)) == 2, kinds(g)


# the same form beside a wrong budget: the budget distorted, the step and the risk still two additions
@pytest.mark.parametrize("lang", list(RISK_AND_STEP))
def test_the_step_and_the_risk_beside_a_wrong_budget(lang):
    body = BODY[lang].replace("45,000", "54,000").replace("45 000", "54 000")
    g = graded(lang, 5, body + PLANNED[lang] + RISK_AND_STEP[lang])
    assert facts(g)["budget"] == "distorted", facts(g)
    assert len(kinds(g)) == 2, kinds(g)
