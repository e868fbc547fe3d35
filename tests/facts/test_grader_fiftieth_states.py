"""States and values read from the layouts of a checklist, a timeline, a Q&A and a handover note, in every language: a
timeline's entry whose date comes first, then a column's run of spaces and the approval, dates the approval (a day off
is the approval distorted, and no added date); a question asking both what is in and what is out ("做什么、不做什么？")
gives its answer neither side's label, so the scope after it stays in scope; a checklist's item naming the pilot's
closing with a date ("Закрытие пилота — 12 мая") is an end date, a second one beside the period's; the approving
body's decision as an item ("[ ] Steering committee decision (awaited)") is the approval pending with that body, and a
department's sign-off listed beside it is one more sign-off, an addition; a short closing word as a list's title
("Closed:", "已结项：", "Закрыто:") marks its item done. Pinned with briefs written for these tests on the material of
seed 3 (pending with the steering committee) and seed 5 (approved by Marek Novak on 15 May 2026)."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds
from tests.facts.test_grader_fortyeighth_heldout_approval import SEED3


# --- a timeline's entry: the date, a run of spaces, the approval ---------------------------------------------------
def _timeline(lang: str, day: str) -> str:
    lines = {
        "en": f"Osprey timeline\n\n{day}   Marek Novak approves the pilot\n2026-06-09   pilot starts\n"
              "2026-10-03   pilot ends\n\n",
        "ru": f"Хронология «Скопы»\n\n{day}   Марек Новак утверждает пилот\n2026-06-09   старт пилота\n"
              "2026-10-03   завершение пилота\n\n",
        "zh": f"鱼鹰时间轴\n\n{day}   马雷克·诺瓦克批准试点\n2026-06-09   试点启动\n2026-10-03   试点结束\n\n",
    }
    rest = {
        "en": "Only invoice matching at the Leeds office; warranty claims are left out. The budget is USD 45,000. ",
        "ru": "Только сверка счетов в офисе в Лидсе; гарантийные претензии не входят. Бюджет — 45 000 долларов США. ",
        "zh": "仅利兹办公室的发票匹配，保修索赔不在范围内。预算为45,000美元。",
    }
    return lines[lang] + rest[lang] + SEED5_WORK[lang]


@pytest.mark.parametrize("lang", ["en", "ru", "zh"])
def test_a_timeline_entry_a_day_off_distorts_the_approval_and_adds_no_date(lang):
    g = graded(lang, 5, _timeline(lang, "2026-05-16"))
    labels = facts(g)
    assert labels["approval"] == "distorted", labels
    assert not [k for k in kinds(g) if k[0] == "date"], kinds(g)


@pytest.mark.parametrize("lang", ["en", "ru", "zh"])
def test_a_timeline_entry_on_the_right_day_is_the_approval_given(lang):
    g = graded(lang, 5, _timeline(lang, "2026-05-15"))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == [], kinds(g)


# --- a question asking both sides ----------------------------------------------------------------------------------
BOTH_SIDES = {
    "en": "Scope — what is in, and what is out?\nInvoice matching at the Leeds office only; warranty claims are "
          "explicitly out.\n",
    "ru": "Рамки — что входит, а что нет?\nТолько сверка счетов в офисе в Лидсе; гарантийные претензии прямо "
          "исключены.\n",
    "zh": "范围——包括什么、不包括什么？\n只做利兹办公室的发票匹配；保修索赔明确排除在外。\n",
}
DATES_AND_MORE = {
    "en": "The pilot runs from 9 June 2026 to 3 October 2026. Marek Novak approved it on 15 May 2026; the budget is "
          "USD 45,000. ",
    "ru": "Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г. Марек Новак утвердил пилот 15 мая 2026 г.; бюджет — "
          "45 000 долларов США. ",
    "zh": "试点于2026年6月9日开始，2026年10月3日结束。马雷克·诺瓦克已于2026年5月15日批准该试点，预算为45,000美元。",
}


@pytest.mark.parametrize("lang", list(BOTH_SIDES))
def test_a_question_asking_both_sides_leaves_the_scope_in_scope(lang):
    labels = facts(graded(lang, 5, DATES_AND_MORE[lang] + "\n" + BOTH_SIDES[lang] + SEED5_WORK[lang]))
    assert labels["scope"] == "correct" and labels["out_of_scope"] == "correct", labels


ONE_SIDE = {
    "en": "What is out of scope?\nInvoice matching at the Leeds office.\n",
    "ru": "Что не входит?\nСверка счетов в офисе в Лидсе.\n",
    "zh": "哪些不包括？\n利兹办公室的发票匹配。\n",
}


@pytest.mark.parametrize("lang", list(ONE_SIDE))
def test_a_question_asking_only_what_is_out_still_excludes_its_answer(lang):
    labels = facts(graded(lang, 5, DATES_AND_MORE[lang] + "\n" + ONE_SIDE[lang] + SEED5_WORK[lang]))
    assert labels["scope"] == "distorted", labels


# --- a checklist: the pilot's closing, the body's decision, a department's sign-off ----------------------------------
CHECKLIST = {
    "en": "Checklist\n\nPeriod: 21 August – 23 November 2027\nBudget: CHF 28,000\n"
          "Scope: returns handling at the Leeds office only; the Madrid sales office stays out\n\n"
          "[ ] Steering committee decision (awaited)\n",
    "ru": "Чек-лист\n\nСроки: 21 августа — 23 ноября 2027 г.\nБюджет: 28 000 швейцарских франков\n"
          "Рамки: обработка возвратов, только офис в Лидсе; офис продаж в Мадриде не входит\n\n"
          "[ ] Решение руководящего комитета (ожидается)\n",
    "zh": "检查清单\n\n周期：2027年8月21日—11月23日\n预算：28,000瑞士法郎\n"
          "范围：仅利兹办公室的退货处理；马德里销售办事处不在范围内\n\n[ ] 指导委员会的决定（待定）\n",
}
CLOSE = {"en": "[ ] Pilot close — 2 November 2027\n", "ru": "[ ] Закрытие пилота — 2 ноября 2027 г.\n",
         "zh": "[ ] 试点收尾 — 2027年11月2日\n"}
LEGAL = {"en": "[ ] Sign-off from the legal department\n", "ru": "[ ] Согласование с юридическим отделом\n"}


@pytest.mark.parametrize("lang", list(CHECKLIST))
def test_the_bodys_decision_awaited_is_the_approval_pending(lang):
    g = graded(lang, 3, CHECKLIST[lang])
    labels = facts(g)
    assert labels["approval"] == "correct" and labels["end_date"] == "correct", labels
    assert kinds(g) == [], kinds(g)


@pytest.mark.parametrize("lang", list(CLOSE))
def test_a_checklist_item_closing_the_pilot_on_another_day_is_a_second_end_date(lang):
    g = graded(lang, 3, CHECKLIST[lang] + CLOSE[lang])
    labels = facts(g)
    assert labels["end_date"] == "distorted", labels
    assert not [k for k in kinds(g) if k[0] == "date"], kinds(g)


@pytest.mark.parametrize("lang", list(LEGAL))
def test_a_departments_sign_off_listed_beside_it_is_one_addition(lang):
    g = graded(lang, 3, CHECKLIST[lang] + LEGAL[lang])
    assert facts(g)["approval"] == "correct", facts(g)
    assert [k[0] for k in kinds(g)] == ["approval"], kinds(g)


def test_a_decision_told_given_is_no_pending_approval():
    # the committee's decision told as taken, where the source has it pending: the approval distorted
    g = graded("en", 3, SEED3["en"] + "Steering committee decision: approved on 1 August 2027.")
    assert facts(g)["approval"] == "distorted", facts(g)


# --- a short closing word as a list's title ------------------------------------------------------------------------
CLOSED = {
    "en": ["Closed: the barcode scanners have been installed.", "Wrapped up: barcode scanner installation."],
    "ru": ["Закрыто: установка сканеров штрихкодов.", "Закрыли: установка сканеров штрихкодов."],
    "zh": ["已结项：条码扫描器安装。", "已关闭：条码扫描器安装。"],
}
PLANNED = {
    "en": " Ahead: translation of the user guides, not started yet.",
    "ru": " Впереди: перевод руководств пользователя, к нему ещё не приступали.",
    "zh": "计划：用户指南翻译，尚未开始。",
}


@pytest.mark.parametrize("lang,i", [(lang, i) for lang in CLOSED for i in range(2)])
def test_a_short_closing_word_marks_its_item_done(lang, i):
    labels = facts(graded(lang, 5, SEED5_FACTS[lang] + "\n" + CLOSED[lang][i] + "\n" + PLANNED[lang]))
    assert labels["done"] == "correct", labels


def test_a_closing_word_over_the_planned_item_tells_it_done():
    # the planned item under "Closed:": told as done, the planned fact distorted (the label is a stage's, not a remark)
    labels = facts(graded("en", 5, SEED5_FACTS["en"] + "\nClosed: translation of the user guides.\n"
                          + "Done: the barcode scanners have been installed."))
    assert labels["planned"] == "distorted", labels


