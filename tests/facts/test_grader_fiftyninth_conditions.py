"""A condition told as dependence ("its approval depends on X being done first", "批准取决于…", "утверждение зависит
от того, …"), and a further sign-off by another party after the body's or the approver's, of the pilot's budget or
spending ("After the committee, finance will also have to sign off the budget"), in every language. The condition
distorts the approval and is one addition; the further sign-off is one addition and leaves the approval as told.
Seed 6: approval pending with the executive committee; seed 5: approved by Marek Novak."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds

# seed 6, every fact told correctly, in words of this file's own
PENDING = {
    "en": "Kestrel runs between 14 June 2027 and 13 August 2027, limited to returns handling at the Lyon warehouse; the "
          "legacy fax gateway stays outside it. Money set aside: USD 70,000. Nobody has approved it so far, as the "
          "executive committee has yet to decide. Done: the export of the historical order data. Still ahead, not "
          "started: the training of the front-line clerks.\n",
    "zh": "红隼试点自2027年6月14日起，至2027年8月13日止，范围只限里昂仓库的退货处理，旧传真网关不包括在内。预算：70,000美元。"
          "目前还没有获批，执行委员会尚未作出决定。历史订单数据导出已经完成；一线文员培训已列入计划，还没有开始。\n",
    "ru": "«Пустельга» проходит с 14 июня 2027 г. по 13 августа 2027 г., только обработка возвратов на складе в Лионе; "
          "устаревший факс-шлюз в неё не входит. Бюджет — 70 000 долларов США. Пилот пока никто не утвердил: "
          "исполнительный комитет ещё не принял решение. Выгрузка исторических данных о заказах завершена; обучение "
          "операторов первой линии запланировано, но ещё не начато.\n",
}

DEPENDS = {  # the pending approval told as depending on a step first
    "en": ["Its approval depends on the training of the front-line clerks being finished first.",
           "The go-ahead hinges on the data warehouse team signing a nondisclosure form beforehand."],
    "zh": ["批准取决于先完成一线文员培训。", "审批取决于是否先补齐仓库的安全评估。"],
    "ru": ["Утверждение зависит от того, будет ли сначала проведено обучение операторов первой линии.",
           "Решение комитета зависит от того, подпишет ли склад сначала акт проверки."],
}

FURTHER = {  # a further sign-off of the budget or spending by a function of the company, after the body's
    "en": ["After the executive committee, finance will also have to sign off the budget.",
           "After the committee, the finance team will also have to sign off the spending."],
    "zh": ["执行委员会之后，财务还要签批预算。", "执行委员会之后，财务部还要签批这笔支出。"],
    "ru": ["После исполнительного комитета бюджет должны подписать ещё и финансисты.",
           "После комитета расходы должен подписать ещё и финансовый отдел."],
}

NEIGHBOURS = {  # the pending approval told again, with the body as what it depends on: no addition
    "en": ["Approval is pending with the executive committee.", "Approval depends on the executive committee."],
    "zh": ["审批仍在执行委员会。"],
    "ru": ["Утверждение ожидается от исполнительного комитета.", "Решение зависит от исполнительного комитета."],
}

CFO = {"en": "After the committee, the CFO will also need to approve the pilot.",
       "zh": "执行委员会之后，财务总监还要再审批一次。",
       "ru": "После комитета пилот должен согласовать ещё и финансовый директор."}


@pytest.mark.parametrize("lang", list(PENDING))
def test_the_correct_brief_has_no_addition(lang):
    g = graded(lang, 6, PENDING[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


@pytest.mark.parametrize("n", [0, 1])
@pytest.mark.parametrize("lang", list(PENDING))
def test_a_dependence_distorts_the_pending_approval_and_is_one_addition(lang, n):
    g = graded(lang, 6, PENDING[lang] + DEPENDS[lang][n] + "\n")
    assert facts(g)["approval"] == "distorted", facts(g)
    assert [k for k, _ in kinds(g)] == ["condition"], kinds(g)


@pytest.mark.parametrize("lang", list(PENDING))
def test_a_dependence_after_the_pending_state_in_its_sentence(lang):
    said = {"en": "The committee has not approved it yet [3]; its approval depends on the training of the front-line "
                  "clerks being finished first.",
            "zh": "执行委员会尚未批准【3】；批准取决于先完成一线文员培训。",
            "ru": "Комитет ещё не утвердил пилот [3]; утверждение зависит от того, будет ли сначала проведено обучение "
                  "операторов первой линии."}[lang]
    g = graded(lang, 6, PENDING[lang] + said + "\n")
    assert facts(g)["approval"] == "distorted", facts(g)
    assert len(kinds(g)) == 1, kinds(g)


@pytest.mark.parametrize("n", [0, 1])
@pytest.mark.parametrize("lang", list(PENDING))
def test_a_further_signoff_of_the_budget_is_one_addition(lang, n):
    g = graded(lang, 6, PENDING[lang] + FURTHER[lang][n] + "\n")
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert [k for k, _ in kinds(g)] == ["approval"], kinds(g)


@pytest.mark.parametrize("lang", list(PENDING))
def test_a_further_signoff_of_the_pilot_by_an_officer_stays_one_addition(lang):
    g = graded(lang, 6, PENDING[lang] + CFO[lang] + "\n")
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert len(kinds(g)) == 1, kinds(g)


@pytest.mark.parametrize("lang", list(PENDING))
def test_the_pending_state_told_again_adds_nothing(lang):
    for said in NEIGHBOURS[lang]:
        g = graded(lang, 6, PENDING[lang] + said + "\n")
        assert set(facts(g).values()) == {"correct"}, (said, facts(g))
        assert kinds(g) == [], (said, kinds(g))


@pytest.mark.parametrize("lang", list(PENDING))
def test_a_dependence_on_a_given_approval_is_one_condition(lang):
    said = {"en": "Marek Novak approved it, but the approval depends on the user guides being translated first.",
            "zh": "马雷克·诺瓦克已批准，但批准取决于先完成用户指南翻译。",
            "ru": "Марек Новак утвердил пилот, но утверждение зависит от того, будет ли сначала переведено руководство "
                  "пользователя."}[lang]
    g = graded(lang, 5, SEED5_FACTS[lang] + SEED5_WORK[lang] + "\n" + said + "\n")
    assert facts(g)["approval"] == "distorted", facts(g)
    assert [k for k, _ in kinds(g)] == ["condition"], kinds(g)


@pytest.mark.parametrize("lang", list(PENDING))
def test_a_further_signoff_after_a_given_approval_is_one_addition(lang):
    said = {"en": "After Marek Novak, finance will also have to sign off the budget.",
            "zh": "马雷克·诺瓦克之后，财务还要签批预算。",
            "ru": "После Новака бюджет должны подписать ещё и финансисты."}[lang]
    g = graded(lang, 5, SEED5_FACTS[lang] + SEED5_WORK[lang] + "\n" + said + "\n")
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert [k for k, _ in kinds(g)] == ["approval"], kinds(g)


@pytest.mark.parametrize("lang", list(PENDING))
def test_a_dependence_of_the_work_is_no_condition_on_the_approval(lang):
    # the source's own order of the work (the training after the export) sets no term on the approval
    said = {"en": "The training of the front-line clerks depends on the export of the historical order data.",
            "zh": "一线文员培训取决于历史订单数据导出。",
            "ru": "Обучение операторов первой линии зависит от выгрузки исторических данных о заказах."}[lang]
    g = graded(lang, 6, PENDING[lang] + said + "\n")
    assert facts(g)["approval"] == "correct", facts(g)
    assert "condition" not in [k for k, _ in kinds(g)], kinds(g)
