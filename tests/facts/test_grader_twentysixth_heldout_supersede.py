"""A value a revision supersedes is no value of the brief, the twenty-sixth held-out set's supersede class in every
language: a text correcting an earlier one shows the old value beside the new one, struck through (`~~old~~ new`,
`<del>old</del>`, `[-old-]{+new+}`), as the minus line of a diff, as the old side of a `was -> now` change (or of an
arrow under a legend "(было → стало)", "（原 → 现）"), in an aside saying what it was ("(was …)", "（原为…）", "(ранее: …)"),
as what the earlier text said ("the draft said …", "там стояло …", "初稿写的是…") or set aside by a negation ("not X but
Y", "не X, а Y", "不是X，而是Y") or left by a change ("corrected from X to Y", "由X更正为Y"), or in a reply quoting the draft
point by point, a quoted line its answer denies ("No - …", "Нет: …", "不对，…") or a quoted value the answer gives
otherwise ("Right sum, wrong currency: CHF …"). The old value is no value of any fact and no addition; the value that
stands is graded (a fault the correction brings in is distorted), and an old value left unmarked elsewhere still
counts. Briefs written for these tests on the material of seed 1 (see test_grader_classes_all_languages: Marlin, 10
March - 22 April 2027, CHF 81,500)."""

import pytest

from kvtrial.facts.grader import grade_output
from tests.facts.test_grader_classes_all_languages import BRIEF, CLEAN, LANGS

OLD_BUDGET = {"en": "CHF 18,500", "zh": "18,500瑞士法郎", "ru": "18 500 швейцарских франков"}
NEW_BUDGET = {"en": "CHF 81,500", "zh": "81,500瑞士法郎", "ru": "81 500 швейцарских франков"}


def brief(lang: str, **changes: str) -> str:
    return BRIEF[lang].format(**{**CLEAN[(lang, 1)], **changes})


def values(g):
    return [(u.kind, u.text) for u in g.unsupported if u.kind in ("amount", "number", "date")]


def label(g, fact_id):
    return next(str(f.label) for f in g.facts if f.fact_id == fact_id)


# --- struck through: the old value is gone, the new one graded --------------------------------------------------------
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("struck", ["~~{old}~~ {new} [2]", "<del>{old}</del> {new} [2]", "[-{old}-]{{+{new}+}} [2]"])
def test_struck_value_is_none(mats, lang, struck):
    text = brief(lang, budget=struck.format(old=OLD_BUDGET[lang], new=NEW_BUDGET[lang]))
    g = grade_output(mats[(lang, 1)], text)
    assert label(g, "budget") == "correct"
    assert values(g) == []


@pytest.mark.parametrize("lang", LANGS)
def test_struck_correction_that_brings_a_fault(mats, lang):
    g = grade_output(mats[(lang, 1)], brief(lang, budget=f"~~{NEW_BUDGET[lang]}~~ {OLD_BUDGET[lang]} [2]"))
    assert label(g, "budget") == "distorted"
    assert values(g) == []


@pytest.mark.parametrize("lang", LANGS)
def test_old_value_left_unmarked_elsewhere_still_counts(mats, lang):
    again = {"en": f"Note: the budget is {OLD_BUDGET['en']}.", "zh": f"备注：预算为{OLD_BUDGET['zh']}。",
             "ru": f"Примечание: бюджет — {OLD_BUDGET['ru']}."}[lang]
    g = grade_output(mats[(lang, 1)], brief(lang, budget=f"~~{OLD_BUDGET[lang]}~~ {NEW_BUDGET[lang]} [2]",
                                            extra=again))
    assert label(g, "budget") == "distorted"


@pytest.mark.parametrize("lang", LANGS)
def test_item_crossed_out_as_excluded_stands(mats, lang):
    crossed = {"en": "Out of scope: <s>the legacy fax gateway</s> [9]", "zh": "不包括：<s>旧传真网关</s>[4]",
               "ru": "Не входит: <s>устаревший факс-шлюз</s> — [9]"}[lang]
    g = grade_output(mats[(lang, 1)], brief(lang, oos=crossed))
    assert label(g, "out_of_scope") == "correct"


# --- a diff's minus line ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", LANGS)
def test_diff_minus_line_is_none(mats, lang):
    name = {"en": "Budget: ", "zh": "预算：", "ru": "Бюджет: "}[lang]
    lines = brief(lang, budget="@@").split("\n")
    body = "\n".join(f"-{name}{OLD_BUDGET[lang]} [2]\n+{name}{NEW_BUDGET[lang]} [2]" if "@@" in line else f" {line}"
                     for line in lines if line)
    g = grade_output(mats[(lang, 1)], f"@@ {name.strip(': ：')} @@\n" + body + "\n")
    assert label(g, "budget") == "correct"
    assert values(g) == []


# --- the old side of an arrow the text calls a change; an arrow it does not is a span ---------------------------------
ARROWS = {
    "en": ("", "was {old} -> now {new} [2]"),
    "zh": ("更新（原 → 现）\n", "{old} → {new}[2]"),
    "ru": ("Изменения (было → стало)\n", "{old} → {new} [2]"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_old_side_of_a_change_is_none(mats, lang):
    legend, change = ARROWS[lang]
    g = grade_output(mats[(lang, 1)], legend + brief(lang, budget=change.format(old=OLD_BUDGET[lang],
                                                                                   new=NEW_BUDGET[lang])))
    assert label(g, "budget") == "correct"
    assert values(g) == []


def test_arrow_not_called_a_change_is_a_span(mats):
    g = grade_output(mats[("en", 1)], brief("en", extra="Timeline again: 10 March 2027 -> 22 May 2027."))
    # both ends read, as a dash's range: 10 March the source's start, 22 May a second value of the end
    assert label(g, "start_date") == "correct" and label(g, "end_date") == "distorted"
    assert any("22 May 2027" in f.detail for f in g.facts if f.fact_id == "end_date")


# --- an aside giving the earlier value ----------------------------------------------------------------------------------
ASIDES = {"en": "{new} (was {old}) [2]", "zh": "{new}（原为{old}）[2]", "ru": "{new} (ранее: {old}) [2]"}


@pytest.mark.parametrize("lang", LANGS)
def test_aside_with_the_earlier_value_is_none(mats, lang):
    g = grade_output(mats[(lang, 1)], brief(lang, budget=ASIDES[lang].format(old=OLD_BUDGET[lang], new=NEW_BUDGET[lang])))
    assert label(g, "budget") == "correct"
    assert values(g) == []


# --- what the earlier text said, and a value a negation sets aside --------------------------------------------------
SAID = {
    "en": "the draft said {old}. The right figure is {new} [2]",
    "zh": "初稿写的是{old}，应为{new}[2]",
    "ru": "в черновике стояло {old}. Верная сумма — {new} [2]",
}
NOT_BUT = {
    "en": "not {old} but {new} [2]",
    "zh": "不是{old}，而是{new}[2]",
    "ru": "не {old}, а {new} [2]",
}

CHANGED_FROM = {
    "en": "corrected from {old} to {new} [2]",
    "zh": "由{old}更正为{new}[2]",
    "ru": "исправлен с {old} на {new} [2]",
}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("forms", [SAID, NOT_BUT, CHANGED_FROM], ids=["said", "not-but", "changed-from"])
def test_value_said_before_or_set_aside_is_none(mats, lang, forms):
    g = grade_output(mats[(lang, 1)], brief(lang, budget=forms[lang].format(old=OLD_BUDGET[lang], new=NEW_BUDGET[lang])))
    assert label(g, "budget") == "correct"
    assert values(g) == []


def test_corrected_to_gives_no_end_date(mats):
    g = grade_output(mats[("en", 1)], brief("en", extra="Changelog: the approval date corrected to 4 March 2027."))
    assert label(g, "end_date") == "correct"


# --- a reply quoting the draft point by point: a line the answer denies, a value it gives otherwise ------------------
DENIED = {
    "en": "> Budget CHF 18,500.\nNo - it is CHF 81,500 [2].\n\n> Out of scope: the legacy fax gateway.\nCorrect [9].",
    "zh": "> 预算18,500瑞士法郎。\n不对，应为81,500瑞士法郎[2]。\n\n> 不包括旧传真网关。\n正确[4]。",
    "ru": "> Бюджет 18 500 швейцарских франков.\nНет: 81 500 швейцарских франков [2].\n\n> Факс-шлюз не входит.\n"
          "Верно [9].",
}
OTHERWISE = {
    "en": "> Budget EUR 81,500.\nRight sum, wrong currency: CHF 81,500 [2].\n\n> Out of scope: the legacy fax gateway.\n"
          "Correct [9].",
    "zh": "> 预算81,500欧元。\n数字对，币种错：81,500瑞士法郎[2]。\n\n> 不包括旧传真网关。\n正确[4]。",
    "ru": "> Бюджет 81 500 евро.\nСумма верная, валюта другая: 81 500 швейцарских франков [2].\n\n"
          "> Факс-шлюз не входит.\nВерно [9].",
}
CONFIRMED = {
    "en": "> Budget CHF 18,500.\nCorrect [2].\n\n> Out of scope: the legacy fax gateway.\nCorrect [9].",
    "zh": "> 预算18,500瑞士法郎。\n正确[2]。\n\n> 不包括旧传真网关。\n正确[4]。",
    "ru": "> Бюджет 18 500 швейцарских франков.\nВерно [2].\n\n> Факс-шлюз не входит.\nВерно [9].",
}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("reply", [DENIED, OTHERWISE], ids=["denied", "given-otherwise"])
def test_quoted_draft_value_the_answer_corrects_is_none(mats, lang, reply):
    g = grade_output(mats[(lang, 1)], brief(lang, extra=reply[lang]))
    assert label(g, "budget") == "correct"
    assert values(g) == []


@pytest.mark.parametrize("lang", LANGS)
def test_quoted_draft_value_the_answer_confirms_stands(mats, lang):
    g = grade_output(mats[(lang, 1)], brief(lang, extra=CONFIRMED[lang]))
    assert label(g, "budget") == "distorted"
