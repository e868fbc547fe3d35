"""Invented claims beside the facts, the thirty-eighth held-out set's class in every language: a motive the pilot was
set up for ("set up to cut …", "设立它是为了…", "задуманный, чтобы …"), the team's confidence told on after a fact in the
same sentence ("…, and the team is confident it will …"), a status colour with a bracket restating the approval
("**Status: Amber** (waiting on approval)"), a meeting set for a coming day in a chat turn ("there's a call on the
survey next week", "на следующей неделе созвон по …"), an outside party given the planned work in a sentence of its
own, and a count of people in words. Each is one addition, whatever fact the sentence also restates; a wrong value
beside it is still that fact's distortion. Pinned with briefs written for these tests on the materials of seed 17
(approved) and seed 22 (approval pending)."""

import pytest

from tests.facts.grading import facts, graded, kinds

# seed 17: Heron / 苍鹭 / «Цапля», approved by Ines Carvalho on 28 March 2026
FACTS_17 = {
    "en": "It runs from 6 May 2026 to 17 June 2026 and covers shipment tracking at the Gdansk depot only. The budget is "
          "GBP 65,000. Ines Carvalho, Director of Logistics, approved it on 28 March 2026. The test accounts have "
          "already been migrated; the user satisfaction survey is planned but has not started yet. The night shift is "
          "explicitly out of scope.\n",
    "zh": "试点于2026年5月6日开始，2026年6月17日结束，仅涵盖格但斯克仓储站的货运跟踪。预算为65,000英镑。伊内丝·卡瓦略（物流总"
          "监）已于2026年3月28日批准该试点。测试账户迁移已经完成；用户满意度调查已列入计划，但尚未开始。夜班明确不在试点范围内。\n",
    "ru": "Пилот идёт с 6 мая по 17 июня 2026 г. и охватывает только отслеживание отправлений в депо в Гданьске. Бюджет — "
          "65 000 фунтов стерлингов. Инеш Карвалью, директор по логистике, утвердила пилот 28 марта 2026 г. Миграция "
          "тестовых учётных записей уже завершена; опрос удовлетворённости пользователей запланирован, но ещё не начат. "
          "Ночная смена явно исключена из пилота.\n",
}
# seed 22: Kestrel / 红隼 / «Пустельга», approval by the works council pending
FACTS_22 = {
    "en": "The Kestrel pilot runs from 1 April 2027 to 25 July 2027 and covers container booking at the Tampere plant "
          "only. The budget is USD 93,000. It has not been approved yet: the works council still has to sign it off. "
          "The test accounts have already been migrated; the translation of the user guides is planned but has not "
          "started yet. Warranty claims are explicitly out of scope.\n",
    "zh": "红隼试点于2027年4月1日开始，2027年7月25日结束，仅涵盖坦佩雷工厂的集装箱订舱。预算为93,000美元。试点尚未获批，仍在等待"
          "职工委员会审批。测试账户迁移已经完成；用户指南翻译已列入计划，但尚未开始。保修索赔明确不在试点范围内。\n",
    "ru": "Пилот «Пустельга» идёт с 1 апреля по 25 июля 2027 г. и охватывает только бронирование контейнеров на заводе в "
          "Тампере. Бюджет — 93 000 долларов США. Пилот ещё не утверждён: решение совета трудового коллектива пока "
          "ожидается. Миграция тестовых учётных записей уже завершена; перевод руководств пользователя запланирован, но "
          "ещё не начат. Гарантийные претензии явно исключены из пилота.\n",
}


def _claims(g) -> list[str]:
    return [text for kind, text in kinds(g) if kind == "claim"]


# --- a motive the pilot was set up for, beside its name ------------------------------------------------------------
MOTIVE = {
    "en": "Heron is Brightwater Supply's shipment tracking pilot, designed to reduce the number of lost parcels before "
          "the holiday rush.",
    "zh": "苍鹭是布赖特沃特供应链的货运跟踪试点，设立它是为了在节日高峰前减少丢件。",
    "ru": "«Цапля» — пилот «Брайтуотер Сапплай» по отслеживанию отправлений, задуманный, чтобы сократить число потерянных "
          "посылок перед праздничным пиком.",
}
# the writer's own purpose, said of the brief: no motive of the pilot
OWN_PURPOSE = {
    "en": "Since Heron is now yours, I put the essentials in one place so that you need not reread the whole file.",
    "ru": "Раз «Цапля» теперь на тебе, собрала главное в одном месте, чтобы тебе не пришлось перечитывать всё дело.",
}


@pytest.mark.parametrize("lang", list(MOTIVE))
def test_a_motive_beside_the_pilots_name_is_an_addition(lang):
    g = graded(lang, 17, MOTIVE[lang] + "\n" + FACTS_17[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert len(kinds(g)) == 1 and len(_claims(g)) == 1, kinds(g)


@pytest.mark.parametrize("lang", list(MOTIVE))
def test_a_motive_beside_a_wrong_currency_is_still_caught(lang):
    wrong = {"en": ("GBP 65,000", "EUR 65,000"), "zh": ("65,000英镑", "65,000欧元"),
             "ru": ("65 000 фунтов стерлингов", "65 000 евро")}[lang]
    g = graded(lang, 17, MOTIVE[lang] + "\n" + FACTS_17[lang].replace(*wrong))
    assert facts(g)["budget"] == "distorted", facts(g)
    assert len(_claims(g)) == 1, kinds(g)


@pytest.mark.parametrize("lang", list(OWN_PURPOSE))
def test_the_writers_own_purpose_is_no_motive(lang):
    g = graded(lang, 17, OWN_PURPOSE[lang] + "\n" + FACTS_17[lang])
    assert kinds(g) == []


# --- the team's confidence, told on after a fact in the same sentence ----------------------------------------------
CONFIDENT = {
    "en": ("It runs from 6 May 2026 to 17 June 2026 and covers shipment tracking at the Gdansk depot only.",
           "It runs from 6 May 2026 to 17 June 2026, and the team behind it is confident it will make the holiday "
           "rush noticeably calmer. It covers shipment tracking at the Gdansk depot only."),
    "zh": ("试点于2026年5月6日开始，2026年6月17日结束，",
           "试点于2026年5月6日开始，2026年6月17日结束，团队有信心它会让节日高峰明显轻松一些。试点"),
    "ru": ("Пилот идёт с 6 мая по 17 июня 2026 г. и охватывает",
           "Пилот идёт с 6 мая по 17 июня 2026 г., и команда уверена, что он сделает праздничный пик заметно "
           "спокойнее. Пилот охватывает"),
}


@pytest.mark.parametrize("lang", list(CONFIDENT))
def test_the_teams_confidence_after_a_fact_is_one_addition(lang):
    g = graded(lang, 17, FACTS_17[lang].replace(*CONFIDENT[lang]))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert len(kinds(g)) == 1 and len(_claims(g)) == 1, kinds(g)


def test_the_writers_own_doubt_is_no_judgement():
    g = graded("ru", 17, FACTS_17["ru"].replace("Пилот идёт с 6 мая по 17 июня 2026 г. и охватывает",
                                                "Пилот идёт с 6 мая по 17 июня 2026 г., но я не уверен. Пилот охватывает"))
    assert kinds(g) == []


# --- a status colour with a bracket restating the approval ---------------------------------------------------------
STATUS = {
    "en": ("**Status: Amber** (waiting on approval)", "**Status: Green** (approved by the works council)"),
    "zh": ("**状态：黄灯**（等待审批）", "**状态：绿灯**（职工委员会已批准）"),
    "ru": ("**Статус: жёлтый** (ждём утверждения)", "**Статус: зелёный** (совет трудового коллектива утвердил)"),
}


@pytest.mark.parametrize("lang", list(STATUS))
def test_a_status_colour_with_its_reason_in_brackets_is_an_addition(lang):
    g = graded(lang, 22, STATUS[lang][0] + "\n\n" + FACTS_22[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert len(_claims(g)) == 1 and len(kinds(g)) == 1, kinds(g)


@pytest.mark.parametrize("lang", list(STATUS))
def test_a_status_colour_with_a_wrong_approval_in_brackets(lang):
    # the bracket tells the pending approval as given: the approval is distorted, the colour still one addition
    g = graded(lang, 22, STATUS[lang][1] + "\n\n" + FACTS_22[lang])
    assert facts(g)["approval"] == "distorted", facts(g)
    assert len(_claims(g)) == 1, kinds(g)


# --- a meeting set for a coming day, in a chat turn ----------------------------------------------------------------
CHAT = {
    "en": "— Hi! What's Heron again?\n— Shipment tracking pilot, Gdansk depot only.\n— Dates?\n— 6 May to 17 June "
          "2026.\n— Money?\n— GBP 65,000.\n— Approved?\n— Yes, Ines Carvalho, Director of Logistics, on 28 March "
          "2026.\n— Progress?\n— Test accounts migrated. The user satisfaction survey is planned, not started.\n— "
          "Anything else?\n— Night shift is out of scope.\n— Got it.\n— And yes, there's a call on the satisfaction "
          "survey next week.\n— Thanks!\n",
    "zh": "A：苍鹭试点是啥情况？\nB：2026年5月6日开始，6月17日结束\nA：范围？\nB：只做格但斯克仓储站的货运跟踪，夜班不在范围内\n"
          "A：钱呢\nB：预算65,000英镑\nA：批了没\nB：批了，伊内丝·卡瓦略（物流总监）2026年3月28日批的\nA：进度？\nB：测试账户迁移"
          "已经完成。用户满意度调查列入计划了，还没开始\nA：还有别的吗\nB：有，下周有个关于满意度调查的电话会\nA：好\n",
    "ru": "— Привет! Что за «Цапля»?\n— Пилот по отслеживанию отправлений, только депо в Гданьске.\n— Сроки?\n— С 6 мая "
          "по 17 июня 2026 г.\n— Деньги?\n— 65 000 фунтов стерлингов.\n— Кто утвердил?\n— Инеш Карвалью, директор по "
          "логистике, 28 марта 2026 г.\n— Что сделано?\n— Миграция тестовых учётных записей завершена. Опрос "
          "удовлетворённости пользователей запланирован, но ещё не начат.\n— А ночная смена?\n— Исключена.\n— Понял. "
          "Что-то ещё?\n— Да, на следующей неделе созвон по опросу пользователей.\n— Ок!\n",
}


@pytest.mark.parametrize("lang", list(CHAT))
def test_a_meeting_set_for_next_week_in_a_chat_is_an_addition(lang):
    g = graded(lang, 17, CHAT[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert len(_claims(g)) == 1 and len(kinds(g)) == 1, kinds(g)


@pytest.mark.parametrize("lang", list(CHAT))
def test_a_meeting_beside_a_wrong_stage_is_still_caught(lang):
    stage = {"en": ("is planned, not started", "is under way"), "zh": ("列入计划了，还没开始", "正在进行中"),
             "ru": ("запланирован, но ещё не начат", "уже идёт")}[lang]
    g = graded(lang, 17, CHAT[lang].replace(*stage))
    assert facts(g)["planned"] == "distorted", facts(g)
    assert len(_claims(g)) == 1, kinds(g)


# --- an outside party given the planned work; a count of people in words ------------------------------------------
PARTY = {
    "en": "The survey will be run together with an outside contractor.",
    "zh": "调查将与外部承包商一起开展。",
    "ru": "Опрос будут проводить вместе с внешним подрядчиком.",
}
COUNT = {
    "en": "Around twenty clerks at the depot will take part in the pilot.",
    "zh": "约二十名仓储站员工将参与试点。",
    "ru": "В пилоте примут участие около двадцати сотрудников депо.",
}


@pytest.mark.parametrize("lang", list(PARTY))
def test_an_outside_party_for_the_planned_item_is_an_addition(lang):
    g = graded(lang, 17, FACTS_17[lang].rstrip("\n") + ("" if lang == "zh" else " ") + PARTY[lang] + "\n")
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert len(_claims(g)) == 1 and len(kinds(g)) == 1, kinds(g)


@pytest.mark.parametrize("lang", list(COUNT))
def test_a_count_of_people_in_words_is_an_addition(lang):
    g = graded(lang, 17, FACTS_17[lang].rstrip("\n") + ("" if lang == "zh" else " ") + COUNT[lang] + "\n")
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert [k for k, _ in kinds(g)] == ["number"], kinds(g)
