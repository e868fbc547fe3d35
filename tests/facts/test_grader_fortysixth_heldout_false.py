"""False additions, the forty-sixth held-out set's class in every language: one invented point said in two clauses
of one sentence (a risk spelled out by the strain it brings, a reason after an answer's label told on) is one
addition; the writer's courtesy to the reader ("I'll let you know in advance"), a greeting with the welcome, the
scope's "only" said again of the site just named, a next step that only waits for the pending approval, an amount
with a decimal comma and the done item named by a compound cut from its name are no additions at all. The same forms
carrying a second invented point, new work, an amount the source lacks or a spend still count. Each is pinned with
briefs written for these tests on the material of seed 6 (approval pending)."""

import pytest

from tests.facts.grading import facts, graded, kinds

BASE = {
    "en": "The pilot runs from 14 June 2027 to 13 August 2027 and covers only returns handling at the Lyon warehouse. "
          "The legacy fax gateway is out of scope. The budget is USD 70,000. Approval is still pending with the "
          "executive committee. The export of the historical order data is done; the training of the front-line "
          "clerks is planned but has not started.\n",
    "ru": "Пилот идёт с 14 июня 2027 г. по 13 августа 2027 г. и охватывает только обработку возвратов на складе в "
          "Лионе. Устаревший факс-шлюз в пилот не входит. Бюджет — 70 000 долларов США. Пилот ещё не утверждён: ждём "
          "решения исполнительного комитета. Выгрузка исторических данных о заказах завершена; обучение операторов "
          "первой линии запланировано, но не начато.\n",
    "zh": "试点从2027年6月14日开始，到2027年8月13日结束，只涵盖里昂仓库的退货处理，旧传真网关不在范围内。预算为70,000"
          "美元。试点尚未获批，仍在等待执行委员会审批。历史订单数据导出已经完成；一线文员培训已列入计划，但尚未开始。\n",
}
CORRECT = dict.fromkeys(("start_date", "end_date", "scope", "budget", "approval", "done", "planned", "out_of_scope"),
                        "correct")


def _check(lang: str, text: str, additions: int) -> list[tuple[str, str]]:
    g = graded(lang, 6, text)
    assert facts(g) == CORRECT, facts(g)
    assert len(kinds(g)) == additions, kinds(g)
    return kinds(g)


@pytest.mark.parametrize("lang", list(BASE))
def test_the_base_brief_is_clean(lang):
    _check(lang, BASE[lang], 0)


# --- a greeting with the welcome: the letter's frame -------------------------------------------------------------
GREETING = {"en": "Hi and welcome!\n\n", "ru": "Привет и добро пожаловать!\n\n", "zh": "你好，欢迎加入！\n\n"}


@pytest.mark.parametrize("lang", list(GREETING))
def test_a_greeting_with_the_welcome_is_no_claim(lang):
    _check(lang, GREETING[lang] + BASE[lang], 0)


# --- the writer's courtesy to the reader: no claim of the pilot ----------------------------------------------------
COURTESY = {"en": "I'll let you know in advance.", "ru": "Я заранее сообщу вам.", "zh": "届时我会提前通知您。"}
# the same courtesy after an invented step: that step still counts, once
STEP_AND_COURTESY = {
    "en": "Another internal review is needed before the clerk training starts; I'll let you know in advance.",
    "ru": "Перед обучением операторов нужна ещё одна внутренняя проверка, я заранее сообщу вам.",
    "zh": "另外，一线文员培训启动前还需要再做一轮内部评审，届时我会提前通知您。",
}


@pytest.mark.parametrize("lang", list(COURTESY))
def test_a_promise_to_let_the_reader_know_is_no_claim(lang):
    _check(lang, BASE[lang] + COURTESY[lang] + "\n", 0)
    _check(lang, BASE[lang] + STEP_AND_COURTESY[lang] + "\n", 1)


# --- one risk spelled out by the strain it brings: one addition; a second point after it: two --------------------
RISK = {
    "en": "One risk: order volume at the Lyon warehouse may be high during the pilot, and the pressure on returns "
          "handling will be heavy.",
    "ru": "Главный риск: в июле объём заказов на складе в Лионе может быть высоким, и нагрузка на обработку возвратов "
          "будет очень высокой.",
    "zh": "另外提醒一个风险：试点期间里昂仓库的退货量可能偏高，退货处理这一环压力会比较大。",
}
RISK_AND_MORE = {
    "en": "One risk: order volume may be high during the pilot; the courier contract has not been renewed.",
    "ru": "Главный риск: объём заказов может оказаться высоким; договор с курьерской службой пока не продлён.",
    "zh": "另外提醒一个风险：试点期间订单量可能偏高，快递服务商的合同也尚未续签。",
}


@pytest.mark.parametrize("lang", list(RISK))
def test_a_risk_spelled_out_is_one_addition(lang):
    _check(lang, BASE[lang] + RISK[lang] + "\n", 1)
    _check(lang, BASE[lang] + RISK_AND_MORE[lang] + "\n", 2)


# --- a reason after an answer's label, told on: one addition -----------------------------------------------------
REASON = {
    "en": "Q: Why the Lyon warehouse?\nA: Because its return volume is fairly small, which suits a first small-scale "
          "trial.",
    "ru": "В: Почему склад в Лионе?\nО: Потому что объём возвратов там сравнительно невелик, подходит для проверки в "
          "малом масштабе.",
    "zh": "问：为什么选在里昂仓库？\n答：因为那里的退货量相对较小，适合先做小范围验证。",
}


@pytest.mark.parametrize("lang", list(REASON))
def test_a_reason_told_on_in_an_answer_is_one_addition(lang):
    _check(lang, BASE[lang] + "\n" + REASON[lang] + "\n", 1)


# --- the scope's "only" said again of the site just named: no addition -------------------------------------------
ONLY_AGAIN = {
    "en": "- Scope: returns handling at the Lyon warehouse, this one site only\n",
    "ru": "- Рамки: обработка возвратов на складе в Лионе, только эта одна площадка\n",
    "zh": "- 范围：里昂仓库的退货处理，仅此一个站点\n",
}


@pytest.mark.parametrize("lang", list(ONLY_AGAIN))
def test_the_scopes_only_said_again_is_no_addition(lang):
    _check(lang, BASE[lang] + "\n" + ONLY_AGAIN[lang], 0)


def test_the_scopes_only_said_again_in_one_sentence_is_no_addition():
    _check("zh", BASE["zh"] + "范围只限这一处站点的这一项业务。\n", 0)


# --- a next step that only waits for the pending approval: the approval's state, no addition ---------------------
WAIT = {
    "en": "Next steps\n1. Wait for the executive committee's decision.\n",
    "ru": "Следующие шаги\n1. Дождаться решения исполнительного комитета.\n",
    "zh": "下一步\n1. 等候执行委员会的审批决定。\n",
}
NEW_STEP = {
    "en": "Next steps\n1. Send the executive committee a one-page summary of the pilot's aims before its decision.\n",
    "ru": "Следующие шаги\n1. Подготовить для исполнительного комитета одностраничную записку о целях пилота.\n",
    "zh": "下一步\n1. 为执行委员会准备一页纸的试点目标摘要。\n",
}


@pytest.mark.parametrize("lang", list(WAIT))
def test_a_step_waiting_for_the_approval_is_no_addition(lang):
    _check(lang, BASE[lang] + "\n" + WAIT[lang], 0)
    _check(lang, BASE[lang] + "\n" + NEW_STEP[lang], 1)


# --- an amount with a decimal comma is one value, read whole ----------------------------------------------------
def test_an_amount_with_a_decimal_comma_is_read_whole():
    text = BASE["ru"].replace("Бюджет — 70 000 долларов США.", "Деньги: 0,07 млн долларов США; из них пока ничего не "
                              "потрачено.")
    g = graded("ru", 6, text)
    assert facts(g)["budget"] == "correct", facts(g)
    assert all("млн" not in t for _, t in kinds(g)), kinds(g)
    # an amount with a decimal comma the source does not hold is one addition, its pieces no claim of their own
    more = graded("ru", 6, BASE["ru"] + "Кроме того, 2,5 тыс. долларов США ушло на лицензии.\n")
    assert kinds(more) == [("amount", "2,5 тыс. долларов США")], kinds(more)


# --- the done item named by a compound cut from its name: no progress of its own ---------------------------------
CUT = {"en": "The data export is done.", "ru": "Выгрузка данных завершена.", "zh": "数据导出已完成。"}
SPENT = {
    "en": "About a third of the budget has already gone on the data export.",
    "ru": "Около трети бюджета уже ушло на выгрузку данных.",
    "zh": "预算的三分之一已经花在数据导出上。",
}


@pytest.mark.parametrize("lang", list(CUT))
def test_the_done_item_by_a_compound_of_its_name_is_no_progress(lang):
    _check(lang, CUT[lang] + "\n\n" + BASE[lang], 0)
    g = graded(lang, 6, BASE[lang] + SPENT[lang] + "\n")
    assert len(kinds(g)) == 1, kinds(g)
