"""Notes a person writes for themself, the twenty-fifth held-out set's shorthand class in every language: arrows, check
marks and clipped words read as the words they stand for (a stage clipped after an arrow, "→ in prog."; an approval
ticked off, "утв. — … ✓"; a clipped item's word, "з/п"; a slide's clipped part word, "Сл. 2"), and a note's own parts
no claim (its day stamp, "Thu eve."; its line saying who it is kept for, "Note to self:"; its clipped remark that the
notes are silent, "→ notes silent on vendor"). A bulleted line saying a fact again, its bullet inside the fact's span,
is that fact's line, no addition. Real additions in such notes are still found. Each is pinned with notes written for
these tests on the material of seed 1 (see test_grader_classes_all_languages)."""

import pytest

from kvtrial.facts.grader import grade_output
from kvtrial.facts.material import approximate_tokens, build_material


def kinds(g):
    return [(u.kind, u.text) for u in g.unsupported]


def facts(g):
    return {f.fact_id: str(f.label) for f in g.facts}


# the seed-1 pilot (pending with the investment board) as terse notes, one fact a line
NOTES = {
    "en": ("- 10 Mar → 22 Apr 2027 [2][9]\n- spare parts ordering @ Tampere plant, only [15]\n"
           "- ✗ legacy fax gateway (out) [9]\n- CHF 81.5k [2]\n- approval: pending, investment board [9]\n"
           "- ✓ data-protection checklist review [15]\n- front-line clerks training → planned, not started [2]\n"),
    "zh": ("• 2027-03-10 → 2027-04-22 [2][4]\n• 坦佩雷工厂 / 备件订购 only [8]\n• 旧传真网关 ✗ 不在范围内 [4]\n"
           "• 81,500瑞士法郎 [2]\n• 审批：未批，还在等投资委员会 [4]\n• 已完成：数据保护检查清单审核 ✓ [8]\n"
           "• 计划（未开工）：一线文员培训 [2]\n"),
    "ru": ("• 10.03.27 → 22.04.27 [2, 9]\n• заказ запчастей @ завод в Тампере, только это [18]\n"
           "• ✗ устаревший факс-шлюз — вне рамок [9]\n• 81 500 CHF [2]\n• утв.: нет, ждём инвестиционный совет [9]\n"
           "• сделано: проверка чек-листа по защите данных ✓ [18]\n• план (не начато): обучение операторов первой линии [2]\n"),
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_the_notes_alone_are_clean(mats, lang):
    g = grade_output(mats[(lang, 1)], NOTES[lang])
    assert not g.unsupported, kinds(g)
    assert set(facts(g).values()) == {"correct"}, facts(g)


# --- a note's own day stamp is no claim (in Chinese and Russian such a stamp was already read as framing) ---------------
def test_a_notes_own_day_stamp_is_no_claim(mats):
    g = grade_output(mats[("en", 1)], "Wed eve.\n" + NOTES["en"])
    assert not g.unsupported, kinds(g)
    assert set(facts(g).values()) == {"correct"}, facts(g)


# --- a note's line saying who it is kept for and why is no claim (in English and Russian such a line was already read
# as framing) ----------------------------------------------------------------------------------------------------------
def test_a_notes_line_saying_who_it_is_for_is_no_claim(mats):
    g = grade_output(mats[("zh", 1)], "给自己留个底，之后好贴到月度复盘里：\n\n" + NOTES["zh"])
    assert not g.unsupported, kinds(g)


# --- a clipped remark that the notes are silent is no addition --------------------------------------------------------
SILENT = {"en": "→ notes silent on vendor / headcount.", "ru": "про подрядчика — ничего"}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_clipped_remark_that_the_notes_are_silent_is_no_addition(mats, lang):
    g = grade_output(mats[(lang, 1)], NOTES[lang] + SILENT[lang] + "\n")
    assert not g.unsupported, kinds(g)


# --- a stage clipped after an arrow is read ----------------------------------------------------------------------------
def test_a_clipped_stage_after_an_arrow_is_read(mats):
    text = NOTES["en"].replace("front-line clerks training → planned, not started", "front-line clerks training → in prog.")
    g = grade_output(mats[("en", 1)], text)
    assert facts(g)["planned"] == "distorted", facts(g)


# --- an approval ticked off in a note is told as given ----------------------------------------------------------------
TICKED = {
    "en": ("approval: pending, investment board", "sign-off — investment board ✓"),
    "zh": ("审批：未批，还在等投资委员会", "审批 — 投资委员会 ✓"),
    "ru": ("утв.: нет, ждём инвестиционный совет", "утв. — инвестсовет ✓"),
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_an_approval_ticked_off_is_told_as_given(mats, lang):
    old, new = TICKED[lang]
    g = grade_output(mats[(lang, 1)], NOTES[lang].replace(old, new))
    assert facts(g)["approval"] == "distorted", facts(g)  # the source says pending


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_a_tick_beside_a_work_item_ticks_no_approval(mats, lang):
    old, _ = TICKED[lang]
    line = {"en": "approval: pending, investment board; checklist review ✓",
            "zh": "审批：未批，还在等投资委员会；数据保护检查清单审核 ✓",
            "ru": "утв.: нет, ждём инвестиционный совет; проверка чек-листа по защите данных ✓"}[lang]
    g = grade_output(mats[(lang, 1)], NOTES[lang].replace(old, line))
    assert facts(g)["approval"] == "correct", facts(g)


# --- a slide's part word clipped with its dot numbers the slide; a bulleted line saying a fact again is that fact's ---
SLIDES = {
    "en": ("Sl. 1 — scope\n  • spare parts ordering → Tampere plant (only)\n  • NOT in the pilot: legacy fax gateway\n"
           "Sl. 2 — dates\n  • 10 March – 22 April 2027\nSl. 3 — money\n  • CHF 81,500\nSl. 4 — status\n"
           "  • appr.? → not yet; waiting on the investment board\n  • done: data-protection checklist review ✓\n"
           "  • plan (not st.): training of the front-line clerks\n"),
    "ru": ("Сл. 1 — охват\n  • заказ запчастей → завод в Тампере (только он)\n  • НЕ в пилоте: устаревший факс-шлюз\n"
           "Сл. 2 — сроки\n  • 10 марта – 22 апреля 2027\nСл. 3 — деньги\n  • 81 500 CHF\nСл. 4 — статус\n"
           "  • утв.? → нет пока; ждём инвестиционный совет\n  • сделано: проверка чек-листа по защите данных ✓\n"
           "  • план (не нач.): обучение операторов первой линии\n"),
}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_clipped_slide_word_numbers_its_slide(mats, lang):
    g = grade_output(mats[(lang, 1)], SLIDES[lang])
    assert not [u for u in g.unsupported if u.kind == "number"], kinds(g)
    assert set(facts(g).values()) == {"correct"}, facts(g)


def test_a_bulleted_line_saying_a_fact_again_is_no_addition(mats):
    # (in English the negation in such a line already kept it the fact's)
    g = grade_output(mats[("ru", 1)], SLIDES["ru"])
    assert not g.unsupported, kinds(g)


# --- a clipped word of an item names it ("з/п" for зарплата) ------------------------------------------------------------
def test_a_clipped_word_of_an_item_names_it():
    material = build_material(2, 1024, approximate_tokens, language="ru")  # the payroll system is out of scope
    text = ("01.06.27 → 25.09.27 [3, 10]\nброниров. контейнеров @ офис в Лидсе, только это [17]\n"
            "✗ система расчёта з/п — вне рамок [10]\n94 500 GBP [3]\nутв.: нет пока, ждём совет трудового коллектива [10]\n"
            "сделано: проверка чек-листа по защите данных ✓ [17]\nплан (не нач.): перевод руководств пользователя [3]\n")
    g = grade_output(material, text)
    assert facts(g)["out_of_scope"] == "correct", facts(g)


# --- a real addition in such notes is still found ----------------------------------------------------------------------
MARGIN = {"en": "margin: clerks short-staffed in peak weeks => risk!", "zh": "页边：旺季文员人手紧 => 有风险！",
          "ru": "на полях: в пиковые недели не хватает операторов => риск!"}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_a_margin_note_of_a_risk_is_still_an_addition(mats, lang):
    g = grade_output(mats[(lang, 1)], NOTES[lang] + MARGIN[lang] + "\n")
    assert len(g.unsupported) == 1, kinds(g)


# --- a diary's remark after a done item, pointing back at it under a hedge, says its stage ---------------------------
def test_a_hedged_remark_pointing_back_at_a_done_item_is_its_stage(mats):
    text = ("试点2027年3月10日开始，4月22日结束。只做坦佩雷工厂的备件订购。旧传真网关不在范围内。预算81,500瑞士法郎。"
            "审批还没下来，投资委员会那边还在等。\n数据保护检查清单审核做完了，这个算是完成了。一线文员培训在计划里，还没开始。\n")
    g = grade_output(mats[("zh", 1)], text)
    assert not g.unsupported, kinds(g)
    assert set(facts(g).values()) == {"correct"}, facts(g)
