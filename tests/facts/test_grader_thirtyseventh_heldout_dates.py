"""A date told in the role of a fact, the thirty-seventh held-out set's class in every language: a timeline's line
naming the pilot's end after its date ("2 October 2026 — pilot ends", "— завершение пилота", "—— 结束日期"), after a
dash, a colon or a table's cell, the date in bold or not, is that fact's date however far from the source's, graded
distorted, no added date; a date in no fact's role beside it (an invented review) stays one addition, its period
word ("Начало августа") no role of its own. And a value said to have been given in error ("the first version wrongly
gave 15 May as the start", "по ошибке указали", "误写为") is no value of the brief: the one that stands is graded. Each
is pinned with briefs written for these tests on the material of seed 5."""

import pytest

from tests.facts.grading import facts, graded, kinds

REST = {
    "en": "\n\nInvoice matching at the Leeds office only; warranty claims are out of scope. Marek Novak (Chief Financial "
          "Officer) approved it on 15 May 2026. Budget USD 45,000. Scanners installed; user guide translation planned, "
          "not started.\n",
    "ru": "\n\nТолько сверка счетов в офисе в Лидсе; гарантийные претензии исключены. Утвердил Марек Новак (финансовый "
          "директор) 15 мая 2026 г. Бюджет 45 000 долларов США. Сканеры установлены; перевод руководств запланирован, "
          "но не начат.\n",
    "zh": "\n\n仅限利兹办公室的发票匹配，保修索赔不在范围内。马雷克·诺瓦克（首席财务官）于2026年5月15日批准。预算45,000美元。"
          "条码扫描器安装已完成；用户指南翻译已列入计划，尚未开始。\n",
}

# --- a timeline's end a day or a month off, its role named after the date: distorted, no added date -----------------
TIMELINE_END = {
    "en": ["- 9 June 2026 — pilot starts\n- 2 October 2026 — pilot ends",
           "- 9 June 2026 — start date\n- 3 November 2026 — end date",
           "- 9 June 2026: pilot starts\n- 2 October 2026: pilot ends",
           "**9 June 2026** — start of the pilot\n**3 September 2026** — end of the pilot",
           "| Date | Event |\n|---|---|\n| 9 June 2026 | Pilot starts |\n| 2 October 2026 | Pilot ends |"],
    "ru": ["• 9 июня 2026 г. — старт пилота.\n• 3 ноября 2026 г. — завершение пилота.",
           "- 9 июня 2026 г. — дата начала\n- 2 октября 2026 г. — дата окончания",
           "- 9 июня 2026 г.: пилот начинается\n- 3 сентября 2026 г.: пилот заканчивается",
           "| Дата | Событие |\n|---|---|\n| 9 июня 2026 г. | Старт пилота |\n| 2 октября 2026 г. | Окончание пилота |"],
    "zh": ["- 2026年6月9日 —— 开始日期\n- 2026年9月3日 —— 结束日期",
           "- 2026年6月9日：试点开始\n- 2026年10月2日：试点结束",
           "| 日期 | 事件 |\n|---|---|\n| 2026年6月9日 | 试点开始 |\n| 2026年11月3日 | 试点结束 |"],
}


@pytest.mark.parametrize(("lang", "n"), [(lang, n) for lang, forms in TIMELINE_END.items() for n in range(len(forms))])
def test_a_timeline_end_off_the_source_is_distorted_and_no_added_date(lang, n):
    g = graded(lang, 5, TIMELINE_END[lang][n] + REST[lang])
    got = facts(g)
    assert got["end_date"] == "distorted" and got["start_date"] == "correct", got
    assert kinds(g) == []


# --- the same timeline with the source's end, and an invented review beside it: one addition, the end correct --------
REVIEW = {
    "en": ("- 9 June 2026 — pilot starts\n- Early August 2026 — interim check-in with the finance team\n"
           "- 3 October 2026 — pilot ends", "August 2026"),
    "ru": ("• 9 июня 2026 г. — старт пилота.\n• Начало августа 2026 г. — промежуточная встреча с финансовым отделом.\n"
           "• 3 октября 2026 г. — завершение пилота.", "августа 2026 г."),
    "zh": ("- 2026年6月9日 —— 试点开始\n- 2026年8月上旬 —— 与财务部门中期复盘\n- 2026年10月3日 —— 试点结束", "2026年8月"),
}


@pytest.mark.parametrize("lang", list(REVIEW))
def test_an_invented_review_in_a_timeline_is_one_added_date(lang):
    text, review = REVIEW[lang]
    g = graded(lang, 5, text + REST[lang])
    got = facts(g)
    assert got["start_date"] == "correct" and got["end_date"] == "correct", got
    assert kinds(g) == [("date", review)]


# --- a value said given in error, then the one that stands: that one is graded, the wrong one no value --------------
def _correction(lang: str, wrong: str, right: str, stated: str) -> str:
    return {
        "en": f"**Dates.** The pilot starts on {stated} 2026 and ends on 3 October 2026. *Correction:* the first version "
              f"of this note wrongly gave {wrong} as the start date — that is another day. The correct start date is "
              f"{right}.",
        "ru": f"- **Сроки.** Пилот начинается {stated} 2026 г. и завершается 3 октября 2026 г. *Поправка:* в прошлой "
              f"рассылке по пилоту датой начала по ошибке указали {wrong} — это другой день. Правильная дата начала — "
              f"{right}.",
        "zh": f"**时间。** 试点2026年{stated}开始，2026年10月3日结束。*更正：*上一稿把开始日期误写为{wrong}——那是另一天。"
              f"正确的开始日期是{right}。",
    }[lang] + REST[lang]


DAYS = {  # the approval's day, the source's start, a start ten days late
    "en": ("15 May", "9 June", "19 June"),
    "ru": ("15 мая", "9 июня", "19 июня"),
    "zh": ("5月15日", "6月9日", "6月19日"),
}


@pytest.mark.parametrize("lang", list(DAYS))
def test_a_value_given_in_error_is_no_value_of_the_brief(lang):
    approval, start, late = DAYS[lang]
    g = graded(lang, 5, _correction(lang, approval, start, start))
    assert facts(g)["start_date"] == "correct", facts(g)
    assert kinds(g) == []
    # the same correction standing by a wrong start, the source's day said to be the error: the start is distorted
    g = graded(lang, 5, _correction(lang, start, late, late))
    assert facts(g)["start_date"] == "distorted", facts(g)
    assert kinds(g) == []


def test_a_value_given_in_error_without_a_correction_that_follows():
    g = graded("zh", 5, "试点2026年6月9日开始，2026年10月3日结束。注意：开始日期曾被误写为5月15日，那是批准日期。" + REST["zh"])
    assert facts(g)["start_date"] == "correct", facts(g)
    assert kinds(g) == []
