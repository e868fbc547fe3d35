"""What a language model's answer wraps around the facts, the thirty-fifth held-out set's class in every language: a
lead-in, a step through the notes and a closing offer are said to the reader, no claim; a self-check line ticks what
the brief stated, and only a claim inside it adds; a value read first and turned from in the same sentence is none of
the brief's, the one it settles on is graded (right or wrong); "that is, …" says the value before it again; a list line
that says an item exists without naming it (or an answer cut off before the item) names no item, and the fact stays
omitted with nothing left unchecked; a further approval said to follow the pending one is one addition, the pending
body still the one named first. Each is pinned with briefs written for these tests on the material of seed 6."""

import pytest

from tests.facts.grading import facts, graded, kinds

SEED = 6  # Kestrel / 红隼 / «Пустельга»: approval pending with the executive committee

TIMELINE = {
    "en": "The pilot starts on 14 June 2027 [2] and ends on 13 August 2027 [9].",
    "zh": "红隼试点于2027年6月14日开始[2]，2027年8月13日结束[5]。",
    "ru": "Пилот стартует 14 июня 2027 г. [3] и завершается 13 августа 2027 г. [11].",
}
SCOPE = {
    "en": "It covers returns handling at the Lyon warehouse only [15]. The legacy fax gateway is explicitly out of "
          "scope [9].",
    "zh": "试点仅涵盖里昂仓库的退货处理[8]。旧传真网关明确不在试点范围内[5]。",
    "ru": "Пилот охватывает только обработку возвратов на складе в Лионе [18]; устаревший факс-шлюз явно исключён [11].",
}
BUDGET = {"en": "Budget: USD 70,000 [2].", "zh": "预算：70,000美元[2]。", "ru": "Бюджет: 70 000 долларов США [3]."}
APPROVAL = {
    "en": "The pilot has not been approved yet: approval by the executive committee is still pending [9].",
    "zh": "尚未获得批准，仍在等待执行委员会的审批[5]。",
    "ru": "Пилот ещё не утверждён: ожидается решение исполнительного комитета [11].",
}
DONE = {"en": "Done: the export of the historical order data [15].", "zh": "已完成：历史订单数据导出[8]",
        "ru": "Сделано: выгрузка исторических данных о заказах [18]."}
PLANNED = {"en": "Planned: the training of the front-line clerks, not started yet [2].",
           "zh": "计划：一线文员培训（尚未开始）[2]",
           "ru": "Запланировано: обучение операторов первой линии, ещё не начато [3]."}


def brief(lang: str, timeline: str | None = None, budget: str | None = None, approval: str | None = None,
          planned: str | None = None, before: str = "", after: str = "") -> str:
    lines = [before, timeline or TIMELINE[lang], SCOPE[lang], budget or BUDGET[lang], approval or APPROVAL[lang],
             DONE[lang], planned or PLANNED[lang], after]
    return "\n".join(x for x in lines if x) + "\n"


def all_correct(g) -> bool:
    return set(facts(g).values()) == {"correct"}


# --- a lead-in, a step through the notes and a closing offer: said to the reader ----------------------------------
LEAD = {
    "en": ("Certainly — here's a short summary drawn from the notes you shared.", "Going back to [9] again:",
           "Let me know if you would like a shorter version."),
    "zh": ("我先把笔记从头到尾过一遍。", "不过再对照一下第[5]段：", "如果需要，我可以再改成表格。"),
    "ru": ("Итак, давайте пройдёмся по порядку.", "Перечитав абзац [11]:", "Дайте знать, если нужна версия короче."),
}


@pytest.mark.parametrize("lang", list(LEAD))
def test_an_answers_lead_in_steps_and_closing_are_no_claims(lang):
    lead, step, closing = LEAD[lang]
    g = graded(lang, SEED, brief(lang, before=lead + "\n" + step, after=closing))
    assert all_correct(g), facts(g)
    assert kinds(g) == []


LEAD_THEN_CLAIM = {  # a claim of its own after the lead-in is still one addition
    "en": "Sure — here's a brief based on the notes you provided. The pilot team has since doubled in size and moved "
          "into the new annex.",
    "zh": "好的，下面根据笔记整理简报。试点团队此后规模翻倍并搬进了新建的附楼。",
    "ru": "Давайте разберёмся по порядку. Команда пилота с тех пор выросла вдвое и переехала в новый корпус.",
}


@pytest.mark.parametrize("lang", list(LEAD_THEN_CLAIM))
def test_a_claim_after_the_lead_in_still_adds(lang):
    g = graded(lang, SEED, brief(lang, before=LEAD_THEN_CLAIM[lang]))
    assert all_correct(g), facts(g)
    assert len(kinds(g)) == 1, kinds(g)


# --- a self-check line: what it ticks is no claim; a claim inside it is one addition -------------------------------
CHECK = {
    "en": "Self-check: start 14 June 2027 ✔ · budget and currency ✔ · done and planned kept apart ✔",
    "zh": "自检：日期 ✔　预算与币种 ✔　已完成与计划分开写 ✔",
    "ru": "Проверка: даты ✔ · бюджет и валюта ✔ · сделанное и запланированное разнесены ✔",
}
CHECK_SPENT = {
    "en": "Double-checking the budget: USD 70,000 [2], of which roughly half has already gone into the data export ✔",
    "zh": "自检：预算 70,000美元 ✔，目前已花掉大约三成 ✔",
    "ru": "Проверка: бюджет 70 000 долларов США ✔, из них примерно половина уже израсходована ✔",
}


@pytest.mark.parametrize("lang", list(CHECK))
def test_a_self_check_line_ticks_what_the_brief_stated(lang):
    g = graded(lang, SEED, brief(lang, after=CHECK[lang]))
    assert all_correct(g), facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(CHECK_SPENT))
def test_a_spending_claim_inside_a_self_check_is_one_addition(lang):
    g = graded(lang, SEED, brief(lang, after=CHECK_SPENT[lang]))
    assert all_correct(g), facts(g)
    assert len(kinds(g)) == 1, kinds(g)


# --- a value read first and turned from: the settled value is graded, the first one is nothing ---------------------
TURNED_RIGHT = {
    "en": "For the start I first jotted down 14 July 2027, but [2] actually says 14 June 2027. The pilot ends on "
          "13 August 2027 [9].",
    "zh": "一开始我把开始日期看成了2027年7月14日，但第[2]段写的是2027年6月14日，以后者为准。试点于2027年8月13日结束[5]。",
    "ru": "Сначала мне показалось, что пилот начинается 14 июля 2027 г., но в абзаце [3] указано 14 июня 2027 г. "
          "Завершается он 13 августа 2027 г. [11].",
}
TURNED_WRONG = {  # the right value read first, a wrong one settled on: the start distorted, no addition
    "en": "My first reading was that the pilot starts on 14 June 2027, but going by [2] it starts on 24 June 2027. "
          "The pilot ends on 13 August 2027 [9].",
    "zh": "一开始我把开始日期看成了2027年6月14日，但第[2]段写的是2027年6月24日，以后者为准。试点于2027年8月13日结束[5]。",
    "ru": "Сначала мне показалось, что пилот начинается 14 июня 2027 г., но, судя по абзацу [3], он стартует "
          "24 июня 2027 г. Завершается он 13 августа 2027 г. [11].",
}


@pytest.mark.parametrize("lang", list(TURNED_RIGHT))
def test_a_value_read_first_and_turned_from_is_none(lang):
    g = graded(lang, SEED, brief(lang, timeline=TURNED_RIGHT[lang]))
    assert all_correct(g), facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(TURNED_WRONG))
def test_the_value_settled_on_is_graded_even_when_wrong(lang):
    g = graded(lang, SEED, brief(lang, timeline=TURNED_WRONG[lang]))
    got = facts(g)
    assert got.pop("start_date") == "distorted" and set(got.values()) == {"correct"}, facts(g)
    assert kinds(g) == []


# --- "that is, …" says the value before it again; more words of its own are a claim ---------------------------------
SAID_AGAIN = {
    "en": "The pilot starts on 14 June 2027 [2], that is, the day the pilot starts, and ends on 13 August 2027 [9].",
    "zh": "红隼试点于2027年6月14日开始[2]，也就是试点开始当天，2027年8月13日结束[5]。",
    "ru": "Пилот стартует 14 июня 2027 г. [3], то есть в день старта пилота, и завершается 13 августа 2027 г. [11].",
}
SAID_MORE = {
    "en": "The pilot starts on 14 June 2027 [2], that is, right after the auditors leave the regional headquarters, "
          "and ends on 13 August 2027 [9].",
    "zh": "红隼试点于2027年6月14日开始[2]，也就是审计组撤离地区总部之后的第一个周末，2027年8月13日结束[5]。",
    "ru": "Пилот стартует 14 июня 2027 г. [3], то есть сразу после отъезда аудиторов из регионального офиса, и "
          "завершается 13 августа 2027 г. [11].",
}


@pytest.mark.parametrize("lang", list(SAID_AGAIN))
def test_that_is_says_the_value_again(lang):
    g = graded(lang, SEED, brief(lang, timeline=SAID_AGAIN[lang]))
    assert all_correct(g), facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("lang", list(SAID_MORE))
def test_that_is_with_a_claim_of_its_own_still_adds(lang):
    g = graded(lang, SEED, brief(lang, timeline=SAID_MORE[lang]))
    assert all_correct(g), facts(g)
    assert len(kinds(g)) == 1, kinds(g)


# --- a list line naming no item, or an answer cut off before it: the fact omitted, nothing left unchecked -----------
UNNAMED = {
    "en": "Planned: the notes list one item that is planned but has not st",
    "zh": "计划：第[2]段提到，有一项工作已列入计划、但尚未开",
    "ru": "Запланировано: этап, который ещё не начат, —",
}


@pytest.mark.parametrize("lang", list(UNNAMED))
def test_a_listed_line_naming_no_item_leaves_the_fact_omitted(lang):
    g = graded(lang, SEED, brief(lang, planned=UNNAMED[lang]))
    got = facts(g)
    assert got.pop("planned") == "omitted" and set(got.values()) == {"correct"}, facts(g)
    assert kinds(g) == [] and g.not_checked == [], (kinds(g), g.not_checked)


# --- a further approval after the pending one: one addition, the pending body still the source's --------------------
FURTHER = {
    "en": "Once the executive committee has signed off, the works council will also need to give its approval.",
    "zh": "执行委员会批准之后，还需要职工委员会再审批一次。",
    "ru": "Когда исполнительный комитет примет решение, своё согласие также должен будет дать совет трудового "
          "коллектива.",
}
OTHER_BODY = {  # the pending approval told with another body alone: distorted
    "en": "The pilot has not been approved yet: approval by the works council is still pending [9].",
    "zh": "尚未获得批准，仍在等待职工委员会的审批[5]。",
    "ru": "Пилот ещё не утверждён: ожидается решение совета трудового коллектива [11].",
}


@pytest.mark.parametrize("lang", list(FURTHER))
def test_a_further_approval_after_the_pending_one_is_one_addition(lang):
    g = graded(lang, SEED, brief(lang, approval=APPROVAL[lang] + " " + FURTHER[lang]))
    assert all_correct(g), facts(g)
    assert [k for k, _ in kinds(g)] == ["approval"], kinds(g)


@pytest.mark.parametrize("lang", list(OTHER_BODY))
def test_the_pending_approval_with_another_body_alone_is_distorted(lang):
    g = graded(lang, SEED, brief(lang, approval=OTHER_BODY[lang]))
    assert facts(g)["approval"] == "distorted", facts(g)
