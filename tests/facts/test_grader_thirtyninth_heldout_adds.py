"""Invented claims the thirty-ninth held-out set's first run missed, each a form read in every language on briefs written
for these tests (the material of seed 5; seed 52 where a meeting is set by the gap between two of the source's dates):
a meeting set for a time in a next step, an action item or under a "next meeting" heading, the site it names only who
meets; a status colour on a bold line ("**Overall RAG: Amber**"); a person of the background made the pilot's contact
in a sign-off; the company that supplied a done item; a review dated in a timeline. Each is one addition; a meeting
dated by the pilot's own start is that start, no addition."""

import pytest

from tests.facts.grading import facts, graded, kinds

BASE = {
    "en": "The Osprey pilot runs from 9 June 2026 to 3 October 2026 and covers only invoice matching at the Leeds office. "
          "Warranty claims are out of scope. Marek Novak (Chief Financial Officer) approved it on 15 May 2026, with a "
          "budget of USD 45,000. {done} The translation of the user guides is planned but has not started.{more}\n",
    "zh": "鱼鹰试点于2026年6月9日开始，2026年10月3日结束，仅涵盖利兹办公室的发票匹配。保修索赔不在范围内。马雷克·诺瓦克（首席"
          "财务官）已于2026年5月15日批准，预算为45,000美元。{done}用户指南翻译已列入计划，但尚未开始。{more}\n",
    "ru": "Пилот «Скопа» идёт с 9 июня по 3 октября 2026 г. и охватывает только сверку счетов в офисе в Лидсе. Гарантийные "
          "претензии в пилот не входят. Марек Новак (финансовый директор) утвердил пилот 15 мая 2026 г.; бюджет — 45 000 "
          "долларов США. {done} Перевод руководств пользователя запланирован, но не начат.{more}\n",
}
DONE = {"en": "The barcode scanners have been installed.", "zh": "条码扫描器安装已经完成。",
        "ru": "Установка сканеров штрихкодов завершена."}


def brief(lang: str, more: str = "", done: str | None = None, before: str = "") -> str:
    return before + BASE[lang].format(done=DONE[lang] if done is None else done, more=more)


def all_correct(g) -> None:
    assert set(facts(g).values()) == {"correct"}, facts(g)


# --- a meeting set for a time: in a next step, an action item, under a "next meeting" heading ------------------------
KICK_OFF = {
    "en": " The next step is a kick-off with the Leeds office team in the last week of May.",
    "zh": "下一步是五月最后一周与利兹办公室团队开一次启动会。",
    "ru": " Следующий шаг — стартовая встреча с командой офиса в Лидсе в последнюю неделю мая.",
}
ACTION_ITEM = {
    "en": "\n\nAction items\n- Schedule a follow-up meeting with the Leeds office team before the end of June 2026 to "
          "check progress.",
    "zh": "\n\n行动项\n- 2026年6月底前与利兹办公室团队安排一次跟进会，检查进展。",
    "ru": "\n\nПоручения\n- Провести повторную встречу с командой офиса в Лидсе до конца июня 2026 г., чтобы проверить ход "
          "работ.",
}


@pytest.mark.parametrize("lang", list(BASE))
@pytest.mark.parametrize("form", [KICK_OFF, ACTION_ITEM], ids=["next step", "action item"])
def test_a_meeting_set_for_a_time_naming_the_site_is_one_addition(lang, form):
    g = graded(lang, 5, brief(lang, form[lang]))
    all_correct(g)
    assert len(kinds(g)) == 1 and kinds(g)[0][0] in ("claim", "plan"), kinds(g)  # a next step may read as a plan
    assert kinds(g)[0][1].strip().rstrip(".。") in form[lang], kinds(g)


ON_THE_START = {
    "en": " The kick-off at the Leeds office is on 9 June 2026.",
    "zh": "利兹办公室的启动会定于2026年6月9日。",
    "ru": " Стартовая встреча в офисе в Лидсе — 9 июня 2026 г.",
}


@pytest.mark.parametrize("lang", list(BASE))
def test_a_meeting_on_the_pilots_own_start_adds_nothing(lang):
    g = graded(lang, 5, brief(lang, ON_THE_START[lang]))
    all_correct(g)
    assert kinds(g) == []


# seed 52: approved 12 June 2026, starting 3 July 2026, three weeks later
BASE_52 = {
    "en": "The Heron pilot at Ostara Cargo runs from 3 July 2026 to 12 September 2026 and covers only container booking at "
          "the Gdansk depot. Customs declarations are out of scope. Marek Novak (Chief Financial Officer) approved it on "
          "12 June 2026; the budget is GBP 68,500. The sandbox environment has been set up; the connection to the customer "
          "portal is planned but has not started.\n\nNext meeting\n- Follow-up review of the pilot, three weeks after the "
          "approval.\n",
    "zh": "苍鹭试点于2026年7月3日开始，2026年9月12日结束，仅涵盖格但斯克仓储站的集装箱订舱。报关单不在范围内。马雷克·诺瓦克（首席"
          "财务官）已于2026年6月12日批准，预算为68,500英镑。沙箱环境搭建已经完成；客户门户接入已列入计划，但尚未开始。\n\n"
          "下次会议\n- 批准三周后召开试点复盘会。\n",
    "ru": "Пилот «Цапля» идёт с 3 июля по 12 сентября 2026 г. и охватывает только бронирование контейнеров в депо в "
          "Гданьске. Таможенные декларации в пилот не входят. Марек Новак (финансовый директор) утвердил пилот 12 июня "
          "2026 г.; бюджет — 68 500 фунтов стерлингов. Настройка песочницы завершена; подключение к клиентскому "
          "порталу запланировано, но не начато.\n\nСледующая встреча\n- Повторный разбор пилота — через три недели после "
          "утверждения.\n",
}


@pytest.mark.parametrize("lang", list(BASE_52))
def test_a_meeting_set_by_a_gap_between_the_sources_dates_is_still_a_claim(lang):
    g = graded(lang, 52, BASE_52[lang])
    all_correct(g)
    assert len(kinds(g)) == 1, kinds(g)


# --- a status colour on a bold line ----------------------------------------------------------------------------------
RAG = {"en": "**Overall RAG: Amber**\n\n", "zh": "**总体RAG：黄灯**\n\n", "ru": "**Общий статус (RAG): жёлтый**\n\n"}


@pytest.mark.parametrize("lang", list(BASE))
def test_a_status_colour_in_bold_is_a_claim_not_a_heading(lang):
    g = graded(lang, 5, brief(lang, before=RAG[lang]))
    all_correct(g)
    assert kinds(g) == [("claim", RAG[lang].strip().strip("*"))]


WRONG_BUDGET = {"en": ("USD 45,000", "USD 54,000"), "zh": ("45,000美元", "54,000美元"),
                "ru": ("45 000 долларов США", "54 000 долларов США")}


@pytest.mark.parametrize("lang", list(BASE))
def test_a_bold_status_line_above_a_wrong_budget_still_leaves_it_distorted(lang):
    old, new = WRONG_BUDGET[lang]
    g = graded(lang, 5, brief(lang, before=RAG[lang]).replace(old, new))
    assert facts(g)["budget"] == "distorted", facts(g)
    assert kinds(g) == [("claim", RAG[lang].strip().strip("*"))]


# --- a person of the background made the pilot's contact in a sign-off -----------------------------------------------
CONTACT = {
    "en": ("\n\nIf you have any questions, please contact the pilot coordinator, Jonas Berg.", "Jonas Berg"),
    "zh": ("\n\n如有疑问，请联系本次试点的负责人托马斯·林德奎斯特。", "托马斯·林德奎斯特"),
    "ru": ("\n\nПо всем вопросам обращайтесь к координатору пилота Томасу Линдквисту.", "Томасу Линдквисту"),
}


@pytest.mark.parametrize("lang", list(BASE))
def test_a_background_person_made_the_contact_in_a_sign_off_is_one_addition(lang):
    line, person = CONTACT[lang]
    g = graded(lang, 5, brief(lang, line))
    all_correct(g)
    assert kinds(g) == [("person", person)]


# --- the company that supplied a done item ---------------------------------------------------------------------------
VENDOR = {
    "en": ("The barcode scanners have been installed; they were supplied by ScanTech.", "ScanTech"),
    "zh": ("条码扫描器安装已经完成，由星扫科技公司供货。", "星扫科技公司"),
    "ru": ("Установка сканеров штрихкодов завершена — их поставила компания «СканТек».", "СканТек"),
}


@pytest.mark.parametrize("lang", list(BASE))
def test_a_company_that_supplied_a_done_item_is_one_addition(lang):
    line, party = VENDOR[lang]
    g = graded(lang, 5, brief(lang, done=line))
    all_correct(g)
    assert [k for k, _ in kinds(g)] == ["party"] and party in kinds(g)[0][1], kinds(g)


# --- a review dated in a timeline ------------------------------------------------------------------------------------
TIMELINE = {
    "en": "\n\nTimeline:\n- 9 June 2026: pilot starts\n- 1 August 2026: mid-term review\n- 3 October 2026: pilot ends",
    "zh": "\n\n时间轴：\n- 2026年6月9日：试点开始\n- 2026年8月1日：中期评审\n- 2026年10月3日：试点结束",
    "ru": "\n\nХронология:\n- 9 июня 2026 г.: старт пилота\n- 1 августа 2026 г.: промежуточный разбор\n- 3 октября 2026 г.: "
          "завершение пилота",
}


@pytest.mark.parametrize("lang", list(BASE))
def test_a_review_dated_in_a_timeline_is_one_addition(lang):
    g = graded(lang, 5, brief(lang, TIMELINE[lang]))
    all_correct(g)
    assert [k for k, _ in kinds(g)] == ["date"], kinds(g)
