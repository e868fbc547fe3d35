"""Invented claims in a risk, a next step or an answer's reason, the forty-fourth held-out set's class in every language:
a risk opening on its lead ("Risk: …") or told under a bare line heading risks ("Risk" alone, over its sentence) is
one claim of its own, whatever facts it names as its topic, a date among them; a reason given in an answer for what
the answer told ("…, so as not to mix …"), naming the workflow only as its topic, is an addition though the scope it
names is distorted; and neither a next step that is only the pending approval to get, nor the scope said after "will
cover", is one. Pinned with briefs written for these tests on the material of seed 5 (approved) and seed 6."""

import pytest

from tests.facts.grading import facts, graded, kinds

BASE = {
    "en": "The pilot runs from 9 June 2026 to 3 October 2026 and covers only invoice matching at the Leeds office. "
          "Warranty claims are out of scope. Marek Novak approved it on 15 May 2026; the budget is USD 45,000. The "
          "barcode scanners have already been installed; the translation of the user guides is planned but has not "
          "started.\n",
    "ru": "Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г. и охватывает только сверку счетов в офисе в Лидсе. "
          "Гарантийные претензии в пилот не входят. Марек Новак утвердил пилот 15 мая 2026 г.; бюджет — 45 000 "
          "долларов США. Установка сканеров штрихкодов уже завершена, а перевод руководств пользователя запланирован, "
          "но не начат.\n",
    "zh": "试点于2026年6月9日开始，2026年10月3日结束，只涵盖利兹办公室的发票匹配，保修索赔不在范围内。马雷克·诺瓦克已于"
          "2026年5月15日批准该试点，预算为45,000美元。条码扫描器安装已经完成，用户指南翻译已列入计划，但尚未开始。\n",
}

# --- a risk after its lead, naming a planned item as its topic: one claim ------------------------------------------
RISK_LEAD = {
    "en": "\n- Risk: the translation of the user guides may not be ready before the pilot ends, leaving the clerks "
          "without manuals.\n",
    "ru": "\n- Риск: перевод руководств пользователя могут не закончить к концу пилота, и операторы останутся без "
          "инструкций.\n",
    "zh": "\n- 风险：用户指南翻译恐怕赶不上在试点收尾之前交付。\n",
}


@pytest.mark.parametrize("lang", list(RISK_LEAD))
def test_a_risk_after_its_lead_is_one_claim(lang):
    g = graded(lang, 5, BASE[lang] + RISK_LEAD[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert [k for k, _ in kinds(g)] == ["claim"], kinds(g)


# --- a risk under a bare line heading risks, a date of the facts in it: one claim ----------------------------------
RISK_HEADING = {
    "en": "\nRisks\nShould the scanner vendor fall behind, the 3 October 2026 finish becomes shaky.\n",
    "ru": "\nРиски\nЕсли поставщик сканеров задержит работы, окончание 3 октября 2026 г. окажется под угрозой срыва.\n",
    "zh": "\n风险\n如果扫描器供应商交付拖延，2026年10月3日的收尾时间恐怕难以保住，整体安排都要重新调整。\n",
}


@pytest.mark.parametrize("lang", list(RISK_HEADING))
def test_a_risk_under_a_bare_heading_is_one_claim(lang):
    g = graded(lang, 5, BASE[lang] + RISK_HEADING[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert len(kinds(g)) == 1, kinds(g)


# --- a line labelled a risk is no heading for the line after it --------------------------------------------------
RISK_THEN_SOURCES = {
    "en": "\nRisk: the finish may slip.\nSources: paragraphs 2, 8 and 14.\n",
    "ru": "\nРиск: возможен сдвиг сроков.\nИсточники: абзацы 2, 8 и 14.\n",
}


@pytest.mark.parametrize("lang", list(RISK_THEN_SOURCES))
def test_a_risk_item_heads_nothing_after_it(lang):
    g = graded(lang, 5, BASE[lang] + RISK_THEN_SOURCES[lang])
    assert len(kinds(g)) == 1, kinds(g)


# --- a reason in an answer beside a distorted scope: still an addition ----------------------------------------------
REASON = {
    "en": "Q: What does it cover?\nA: Only invoice matching, at the Gdansk depot.\n\nQ: And warranty claims?\nA: No, "
          "they are excluded. They were left out so as not to mix invoice matching with sensitive customer "
          "disputes.\n\nQ: When?\nA: 9 June 2026 to 3 October 2026.\n",
    "ru": "В: Что входит?\nО: Только сверка счетов, площадка — депо в Гданьске.\n\nВ: А гарантийные претензии?\nО: "
          "Нет, они исключены. Их отложили, чтобы не смешивать сверку счетов с чувствительными спорами "
          "клиентов.\n\nВ: Сроки?\nО: С 9 июня 2026 г. по 3 октября 2026 г.\n",
}


@pytest.mark.parametrize("lang", list(REASON))
def test_a_reason_beside_a_distorted_scope_is_an_addition(lang):
    g = graded(lang, 5, REASON[lang])
    assert facts(g)["scope"] == "distorted", facts(g)
    assert [k for k, _ in kinds(g)] == ["claim"], kinds(g)


# --- the scope after "will cover": no judgement of the budget -------------------------------------------------------
def test_the_scope_after_will_cover_is_no_budget_judgement():
    g = graded("en", 5, "The pilot will cover invoice matching at the Leeds office only, from 9 June 2026 to 3 October "
                        "2026, with a budget of USD 45,000. Warranty claims are out of scope. Marek Novak approved it "
                        "on 15 May 2026. The barcode scanners have been installed; the translation of the user guides "
                        "is planned but has not started.\n")
    assert kinds(g) == [], kinds(g)
    g = graded("en", 5, BASE["en"] + "The budget will easily cover the work.\n")
    assert len(kinds(g)) == 1, kinds(g)


# --- a next step that is only the pending approval to get: no addition; a step of the team's own around it is ------
PENDING = {
    "en": "The Kestrel pilot runs from 14 June 2027 to 13 August 2027 and covers returns handling at the Lyon warehouse "
          "only, with a budget of USD 70,000. The legacy fax gateway is out of scope. The pilot is not approved yet: "
          "the executive committee still has to decide. The export of the historical order data is complete; the "
          "training of the front-line clerks is planned but has not started.\n\nNext steps\n",
    "ru": "Пилот «Пустельга» идёт с 14 июня 2027 г. по 13 августа 2027 г. и охватывает только обработку возвратов на "
          "складе в Лионе; бюджет — 70 000 долларов США. Устаревший факс-шлюз в пилот не входит. Пилот ещё не "
          "утверждён: решение исполнительного комитета пока ожидается. Выгрузка исторических данных о заказах "
          "завершена; обучение операторов первой линии запланировано, но не начато.\n\nСледующие шаги\n",
    "zh": "红隼试点于2027年6月14日开始，2027年8月13日结束，仅涵盖里昂仓库的退货处理，预算为70,000美元。旧传真网关不在试点"
          "范围内。试点尚未获得批准，仍在等待执行委员会的审批。历史订单数据导出已经完成；一线文员培训已列入计划，但尚未"
          "开始。\n\n下一步\n",
}
GET_APPROVAL = {"en": "1. Obtain the executive committee's approval.\n",
                "ru": "1. Получить одобрение исполнительного комитета.\n",
                "zh": "1. 跟进执行委员会的审批。\n"}
OWN_STEP = {"en": "1. Send the executive committee a two-page memo on supplier penalties before its vote.\n",
            "ru": "1. Направить исполнительному комитету двухстраничную записку о штрафах поставщиков до голосования.\n"}


@pytest.mark.parametrize("lang", list(PENDING))
def test_the_pending_approval_as_a_step_is_no_addition(lang):
    g = graded(lang, 6, PENDING[lang] + GET_APPROVAL[lang])
    assert facts(g)["approval"] == "correct", facts(g)
    assert kinds(g) == [], kinds(g)
    if lang in OWN_STEP:  # (the Chinese step around the approval is still read as framing: not yet pinned)
        g = graded(lang, 6, PENDING[lang] + OWN_STEP[lang])
        assert len(kinds(g)) == 1, kinds(g)
