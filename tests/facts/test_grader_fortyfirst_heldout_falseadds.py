"""Three forms read as additions once the claim beside them was graded on its own: a date's year in two digits after
its day and month ("end → 13 Aug 27 ✓"), a line saying the brief was checked against the notes and is right, and what
would follow from a counterfactual with a remark on the notes after a dash. Each still lets an invented claim through
to be counted. Briefs written for these tests on the material of seed 6 (Kestrel: 14 June to 13 August 2027, returns
handling at the Lyon warehouse, USD 70,000, pending with the executive committee). (English still reads a
counterfactual naming the excluded item, "Had the fax gateway been brought in", as that item in scope: not tested here.)"""

import pytest

from tests.facts.grading import facts, graded, kinds

BOARD = {
    "en": ("KESTREL\n14 Jun 27 ——→ 13 Aug 27 {tick}\nreturns handling @ Lyon warehouse ONLY\nlegacy fax gateway ✗ (out)\n"
           "budget → USD 70k\nsign-off → pending, executive committee\norder data export → done ✓\n"
           "clerk training → planned, not started\n"),
    "ru": ("ПУСТЕЛЬГА\n14 июн 27 ——→ 13 авг 27 {tick}\nобработка возвратов @ склад в Лионе, только там\n"
           "устаревший факс-шлюз ✗ (исключён)\nбюджет → 70 000 долларов США\nутверждение → ждём, исполнительный комитет\n"
           "выгрузка исторических данных → завершена ✓\nобучение операторов → запланировано, не начато\n"),
}


@pytest.mark.parametrize("lang", list(BOARD))
def test_a_two_digit_year_after_day_and_month_is_that_dates_year(lang):
    g = graded(lang, 6, BOARD[lang].format(tick="✓"))
    assert facts(g)["end_date"] == "correct", facts(g)
    assert kinds(g) == []
    # a count after the date, a word after it, is a count: "13 Aug 27 staff on site"
    more = {"en": "27 staff on site", "ru": "27 сотрудников на площадке"}[lang]
    g = graded(lang, 6, BOARD[lang].format(tick="✓") + f"13 Aug {more}\n" if lang == "en" else
               BOARD[lang].format(tick="✓") + f"13 авг {more}\n")
    assert ("number", "27") in kinds(g), kinds(g)


TICKET = {
    "en": ("Kestrel pilot (tracking ticket)\nRuns 14 June 2027 to 13 August 2027. Returns handling at the Lyon warehouse "
           "only; the legacy fax gateway is out of scope. Budget USD 70,000. Approval still pending with the executive "
           "committee. The order data export is done; the clerk training is planned but not started.\n\n--- comments ---\n"
           "#1 Checked the dates and the budget against the notes, all correct.\n{more}"),
    "zh": ("红隼试点（跟踪工单）\n周期：2027年6月14日至2027年8月13日。范围：仅里昂仓库的退货处理；旧传真网关不在范围内。"
           "预算：70,000美元。审批：仍在等待执行委员会批准。历史订单数据导出已完成；一线文员培训已列入计划，尚未开始。"
           "\n\n—— 评论 ——\n"
           "#1 已对照笔记核对周期与预算，无误。\n{more}"),
    "ru": ("Пилот «Пустельга» (карточка задачи)\nСроки: с 14 июня 2027 г. по 13 августа 2027 г. Только обработка возвратов "
           "на складе в Лионе; устаревший факс-шлюз исключён. Бюджет 70 000 долларов США. Утверждение ждёт решения "
           "исполнительного комитета. Выгрузка исторических данных завершена; обучение операторов запланировано, но не "
           "начато.\n\n— комментарии —\n#1 Сроки и бюджет сверены с записями — всё верно.\n{more}"),
}
TICKET_MORE = {"en": "#2 The warehouse manager wants the go-live party held on the roof terrace.\n",
               "zh": "#2 仓库经理已承诺在启动周额外调派两名文员。\n",
               "ru": "#2 Начальник склада обещал выделить двух дополнительных операторов на неделю запуска.\n"}


@pytest.mark.parametrize("lang", list(TICKET))
def test_a_line_saying_the_brief_was_checked_against_the_notes_claims_nothing(lang):
    g = graded(lang, 6, TICKET[lang].format(more=""))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []
    g = graded(lang, 6, TICKET[lang].format(more=TICKET_MORE[lang]))
    assert len(kinds(g)) == 1, kinds(g)


SUPPOSED = {
    "zh": ("红隼试点于2027年6月14日开始，2027年8月13日结束，仅涵盖里昂仓库的退货处理。"
           "假如当初把旧传真网关也纳进来，范围会大得多——但笔记写得很明确，旧传真网关不在试点范围内。"
           "预算为70,000美元；仍在等待执行委员会的审批。历史订单数据导出已经完成，一线文员培训已列入计划，但尚未开始。{more}"),
}
SUPPOSED_MORE = {"zh": "里昂团队已经申请在马德里开展第二阶段。"}


@pytest.mark.parametrize("lang", list(SUPPOSED))
def test_what_a_counterfactual_would_give_with_a_remark_on_the_notes_is_no_claim(lang):
    g = graded(lang, 6, SUPPOSED[lang].format(more=""))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []
    g = graded(lang, 6, SUPPOSED[lang].format(more=SUPPOSED_MORE[lang]))
    assert len(kinds(g)) == 1, kinds(g)
