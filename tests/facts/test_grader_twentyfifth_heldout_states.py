"""States, stages and exclusions in formal, spoken and self-written text, the twenty-fifth held-out set's class in
every language: a stage given after its item's colon or arrow with its verb left out ("X: being finalised",
"X → in prog.") is work under way; a section's title naming its stage ("Work completed", "Планируемые работы (к
выполнению не приступали)", "Впереди (не начато)") heads the items under it; "exclusively" in a scope's sentence
limits the scope, it excludes nothing. Each is pinned with briefs written for these tests on the material of seed 1
(see test_grader_classes_all_languages)."""

import pytest

from kvtrial.facts.grader import grade_output
from tests.facts.test_grader_classes_all_languages import CLEAN


def facts(g):
    return {f.fact_id: str(f.label) for f in g.facts}


def head(lang: str) -> str:
    """The brief's dates, scope, exclusion, budget and approval, all as the source gives them."""
    c = CLEAN[(lang, 1)]
    return (f"The pilot runs {c['timeline']}. It covers {c['scope']}. {c['oos']}. Budget: {c['budget']}. "
            f"Approval: {c['status']}.\n")


# --- a stage after the item's colon or arrow, its verb left out ------------------------------------------------
@pytest.mark.parametrize("stage", ["being tested", "in prog."])
def test_a_stage_after_a_colon_or_arrow_without_its_verb_is_under_way(mats, stage):
    for mark in (":", " →"):
        text = head("en") + (f"- Review of the data-protection checklist{mark} {stage} [15]\n"
                             f"- Training of the front-line clerks{mark} planned, not started [2]\n")
        got = facts(grade_output(mats[("en", 1)], text))
        assert got["done"] == "distorted", (mark, got)
        assert got["planned"] == "correct", (mark, got)


# --- a section's title naming its stage heads the items under it -----------------------------------------------
TITLED = {
    "en": "{head}\nWork completed:\n  (a) review of the data-protection checklist [15]\n"
          "Work planned, not commenced:\n  (a) training of the front-line clerks [2]\n",
    "ru": "Пилот идёт {timeline}. Охват: {scope}. {oos}. Бюджет: {budget}. Статус: {status}.\n\n"
          "Выполненные работы:\n (а) проверка чек-листа по защите данных [18]\n"
          "Планируемые работы (к выполнению ещё не приступали):\n (а) обучение операторов первой линии [2]\n",
}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_section_title_naming_its_stage_heads_its_items(mats, lang):
    text = TITLED[lang].format(head=head("en"), **CLEAN[(lang, 1)])
    got = facts(grade_output(mats[(lang, 1)], text))
    assert got["done"] == "correct" and got["planned"] == "correct", got


def test_ahead_not_started_heads_the_planned_items_in_russian(mats):
    c = CLEAN[("ru", 1)]
    text = (f"Пилот идёт {c['timeline']}. Охват: {c['scope']}. {c['oos']}. Бюджет: {c['budget']}. "
            f"Статус: {c['status']}.\nЭтапы:\n  - готово:\n      - проверка чек-листа по защите данных ✓ [18]\n"
            "  - впереди (не начато):\n      - обучение операторов первой линии [2]\n")
    got = facts(grade_output(mats[("ru", 1)], text))
    assert got["planned"] == "correct", got


# --- "exclusively" limits a scope, it excludes nothing -------------------------------------------------------------
def test_exclusively_in_a_scope_sentence_is_no_exclusion(mats):
    c = CLEAN[("en", 1)]
    text = (f"The pilot runs {c['timeline']}. Scope: spare parts ordering at the Tampere plant, exclusively [15]. "
            f"{c['oos']}. Budget: {c['budget']}. Approval: {c['status']}. Done: {c['done']}. "
            f"Planned, not started: {c['planned']}.\n")
    got = facts(grade_output(mats[("en", 1)], text))
    assert set(got.values()) == {"correct"}, got


# --- items lettered or numbered in brackets under such a title are all its items -----------------------------------
LETTERED = {
    "ru": "Пилот идёт {timeline}. Охват: {scope}. {oos}. Бюджет: {budget}. Статус: {status}. Сделано: {done}.\n\n"
          "Планируемые работы (к выполнению по состоянию на сегодня никто не приступал):\n"
          " (а) подготовка сводки для склада;\n (б) обучение операторов первой линии [2].\n",
    "zh": "试点时间为{timeline}。范围：{scope}。{oos}。预算：{budget}。审批：{status}。已完成：{done}。\n\n"
          "计划工作（以下各项目前均尚未启动，待审批通过后再安排）：\n（1）为仓库准备一份汇总；\n（2）一线文员培训[2]。\n",
    "en": "{head}Done: {done}.\n\nPlanned works (none of the following has been commenced as at the date hereof):\n"
          " (a) preparation of a summary for the warehouse;\n (b) training of the front-line clerks [2].\n",
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_lettered_items_under_a_title_with_a_long_note_take_its_stage(mats, lang):
    text = LETTERED[lang].format(head=head("en"), **CLEAN[(lang, 1)])
    got = facts(grade_output(mats[(lang, 1)], text))
    assert got["planned"] == "correct", got


# --- an approval sent up for a decision is pending, the question's own "approved" notwithstanding ------------------
SENT_UP = {
    "en": "Has the pilot been approved? — The papers were sent to the investment board for approval [9].",
    "zh": "试点是否已获批准？——材料已报送投资委员会审批[4]。",
    "ru": "Утверждён ли пилот? — Материалы направлены на утверждение инвестиционному совету [9].",
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_an_approval_sent_up_for_a_decision_is_pending(mats, lang):
    c = CLEAN[(lang, 1)]
    text = f"{c['timeline']}. {c['scope']}. {c['oos']}. {c['budget']}.\n{SENT_UP[lang]}\n{c['done']}. {c['planned']}.\n"
    got = facts(grade_output(mats[(lang, 1)], text))
    assert got["approval"] == "correct", got
