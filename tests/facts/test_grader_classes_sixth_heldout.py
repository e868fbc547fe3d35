"""Classes of misreading that the sixth held-out sets (en, zh, ru) showed, each pinned with phrasings written for
these tests (none taken from a held-out brief), in every language where the form exists. The materials are those of
tests/facts/test_grader_classes_all_languages.py (seed 1: pending with the investment board, the fax gateway out of
scope, the checklist review done, clerk training planned; seed 8: approved by Priya Raman, the sandbox set up, the
satisfaction survey planned, customs declarations out of scope)."""

import pytest

from kvtrial.facts.grader import grade_output
from kvtrial.facts.languages import get_language
from kvtrial.facts.segments import expand_abbreviation, label_of, segment
from tests.facts.test_grader_classes_all_languages import BRIEF, CLEAN, grade, labels

# --- 1. an abbreviated label: "Excl.:" for the out-of-scope list, "Src:" for the Sources line ------------------------
# (Chinese writes no such abbreviations)

@pytest.mark.parametrize("lang, oos, extra", [
    ("en", "Excl.: the legacy fax gateway [9]", "Src: 2 = start and money; 9 = end, board and fax gateway; 15 = rest"),
    ("ru", "Искл.: устаревший факс-шлюз [9]", "Ист.: 2 — бюджет; 9 — совет, факс-шлюз; 18 — прочее"),
])
def test_an_abbreviated_exclusion_label_and_sources_line(mats, lang, oos, extra):
    g = grade(mats, lang, 1, oos=oos, extra=extra)
    assert labels(g)["out_of_scope"] == "correct", g.by_id("out_of_scope").detail
    assert not g.unsupported, g.unsupported  # the Sources line's paragraph numbers are citations, not numbers


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_an_abbreviated_label_on_the_same_line_as_the_scope(mats, lang):
    scope = {"en": "spare parts ordering at the Tampere plant [15]. Excl.: the legacy fax gateway [9]",
             "ru": "заказ запчастей на заводе в Тампере [18]. Искл.: устаревший факс-шлюз [9]"}[lang]
    g = grade(mats, lang, 1, scope=scope, oos="")
    assert labels(g)["out_of_scope"] == "correct", g.by_id("out_of_scope").detail


@pytest.mark.parametrize("lang, word, label", [("en", "Plnd", "planned"), ("en", "Excl.", "out_of_scope"),
                                               ("ru", "Искл.", "out_of_scope"), ("ru", "Запл.", "planned")])
def test_short_words_read_as_their_list_label(lang, word, label):
    assert label_of(word, get_language(lang).layout) == label


# a word of its own, not an abbreviation: too long, in no heading's letters, or in the letters of two headings
@pytest.mark.parametrize("lang, word", [("en", "budget"), ("en", "risk"), ("ru", "итого"), ("zh", "来源")])
def test_words_of_their_own_are_not_read_as_abbreviations(lang, word):
    assert expand_abbreviation(word, get_language(lang).layout) == word


@pytest.mark.parametrize("lang, word", [("en", "src"), ("en", "refs"), ("ru", "ист")])
def test_short_words_for_the_sources_line(lang, word):
    layout = get_language(lang).layout
    assert expand_abbreviation(word, layout) in layout.sources_sections


# --- 2. a stage heading under a nested list number ("3.2 Done:"), its items as bullets below it ------------------------

NESTED = {
    "en": ("3. Where things stand\n   3.1 Done:\n       - data-protection checklist reviewed [15]\n"
           "   3.2. Planned:\n       - training of the front-line clerks [2]"),
    "zh": "3. 进展\n   3.1 已完成：\n       - 数据保护检查清单审核 [8]\n   3.2. 计划：\n       - 一线文员培训 [2]",
    "ru": ("3. Ход работ\n   3.1. Сделано:\n       - проверка чек-листа по защите данных [18]\n"
           "   3.2 Запланировано:\n       - обучение операторов первой линии [2]"),
}


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_stage_headings_under_nested_list_numbers(mats, lang):
    brief = "\n".join(line for line in BRIEF[lang].format(**{**CLEAN[(lang, 1)], "done": "@@", "planned": "@@",
                                                               "extra": NESTED[lang]}).split("\n") if "@@" not in line)
    g = grade_output(mats[(lang, 1)], brief)
    assert labels(g)["done"] == "correct", g.by_id("done").detail
    assert labels(g)["planned"] == "correct", g.by_id("planned").detail


@pytest.mark.parametrize("lang, line, label", [
    ("en", "2.2 Excluded: the legacy fax gateway [9]", "out_of_scope"),
    ("zh", "2.2 不包括：旧传真网关[4]", "out_of_scope"),
    ("ru", "2.2. Не входит: устаревший факс-шлюз [9]", "out_of_scope"),
])
def test_a_label_after_a_nested_list_number(lang, line, label):
    layout, forms = get_language(lang).layout, get_language(lang).forms
    assert {c.label for c in segment(line + "\n", layout, forms)} == {label}


# --- 3. a span coarser than a month in a date's role ("Q1 2027", "2027年第一季度"): a distorted date, not none ------------

@pytest.mark.parametrize("lang, timeline, fact", [
    ("en", "Q1 2027 until 22 April 2027 [2, 9]", "start_date"),
    ("en", "starting in the first quarter of 2027, ending 22 April 2027 [2, 9]", "start_date"),
    ("en", "10 March 2027 to Q2 2027 [2, 9]", "end_date"),
    ("zh", "2027年第一季度至2027年4月22日[2][4]", "start_date"),
    ("zh", "2027年3月10日开始，2027年上半年结束[2][4]", "end_date"),
    ("ru", "I квартал 2027 г. — 22 апреля 2027 г. [2, 9]", "start_date"),
    ("ru", "с 10 марта 2027 г. до весны 2027 г. [2, 9]", "end_date"),
])
def test_a_quarter_or_season_in_a_date_role_is_distorted(mats, lang, timeline, fact):
    g = grade(mats, lang, 1, timeline=timeline)
    assert labels(g)[fact] == "distorted", g.by_id(fact).detail
    other = "end_date" if fact == "start_date" else "start_date"
    assert labels(g)[other] == "correct", g.by_id(other).detail


@pytest.mark.parametrize("lang, extra", [
    ("en", "A follow-up review is expected in Q3 2027."),
    ("zh", "后续评估预计在2027年第三季度进行。"),
    ("ru", "Повторный обзор ожидается в III квартале 2027 г."),
])
def test_a_quarter_for_another_event_leaves_an_absent_date_omitted(mats, lang, extra):
    g = grade(mats, lang, 1, timeline="", extra=extra)
    assert labels(g)["start_date"] == "omitted", g.by_id("start_date").detail


# --- 4. a weekday in brackets, or a pronoun and an auxiliary, between a date and the verb that gives its role ---------

@pytest.mark.parametrize("lang, timeline", [
    ("zh", "试点于2027年3月10日（星期三）启动[2]，2027年4月22日它将收尾[4]。"),
    ("zh", "2027年3月10日（周三）开始[2]，到2027年4月22日就会结束[4]。"),
    ("en", "it kicks off on 10 March 2027 (a Wednesday) [2] and it will wrap up on 22 April 2027 [9]"),
    ("ru", "пилот стартует 10 марта 2027 г. (среда) [2], а 22 апреля 2027 г. он завершится [9]"),
])
def test_dates_with_a_weekday_and_a_pronoun_keep_their_roles(mats, lang, timeline):
    g = grade(mats, lang, 1, timeline=timeline)
    assert labels(g)["start_date"] == "correct", g.by_id("start_date").detail
    assert labels(g)["end_date"] == "correct", g.by_id("end_date").detail


# --- 5. an item's completion set as a condition (of the approval) does not report it done -----------------------------

@pytest.mark.parametrize("lang, extra", [
    ("en", "The investment board will decide only once the clerk training has been completed."),
    ("zh", "投资委员会表示，一线文员培训完成之后才会审批。"),
    ("ru", "Инвестиционный совет рассмотрит пилот только после того, как обучение операторов будет завершено."),
])
def test_a_completion_set_as_a_condition_leaves_the_planned_item_planned(mats, lang, extra):
    g = grade(mats, lang, 1, extra=extra)
    assert labels(g)["planned"] == "correct", g.by_id("planned").detail


# --- 6. an item under a Planned label, and a state clause after it in its sentence: the state is the item's ----------

@pytest.mark.parametrize("lang, planned, label", [
    ("en", "training of the front-line clerks; this is in progress now [2]", "distorted"),
    ("zh", "一线文员培训，眼下正在推进中[2]", "distorted"),
    ("ru", "обучение операторов первой линии; сейчас идёт полным ходом [2]", "distorted"),
    ("zh", "一线文员培训，尚未开始[2]", "correct"),
    ("ru", "обучение операторов первой линии; пока не начато [2]", "correct"),
])
def test_a_state_clause_after_a_labelled_item(mats, lang, planned, label):
    g = grade(mats, lang, 1, planned=planned)
    assert labels(g)["planned"] == label, g.by_id("planned").detail


# --- 7. the workflow and the out-of-scope item excluded together, as one subject -------------------------------------

@pytest.mark.parametrize("lang, scope, oos, label", [
    ("en", "the Tampere plant [15]", "Spare parts ordering and the legacy fax gateway are both left out of the pilot [9]",
     "distorted"),
    ("zh", "坦佩雷工厂[8]", "备件订购和旧传真网关都不在试点范围内[4]", "distorted"),
    ("ru", "завод в Тампере [18]", "Заказ запчастей и устаревший факс-шлюз не входят в пилот [9]", "distorted"),
    # the exclusion said of the second item alone, the workflow named before it as covered
    ("en", "spare parts ordering at the Tampere plant, but not the legacy fax gateway [15]", "", "correct"),
])
def test_the_workflow_excluded_together_with_the_out_of_scope_item(mats, lang, scope, oos, label):
    g = grade(mats, lang, 1, scope=scope, oos=oos)
    assert labels(g)["scope"] == label, g.by_id("scope").detail


@pytest.mark.parametrize("lang, scope", [
    ("en", "spare parts ordering only, fax gateway excluded [15]"),
    ("zh", "仅备件订购，旧传真网关不包括[8]"),
    ("ru", "только заказ запчастей на заводе в Тампере, факс-шлюз исключён [18]"),
])
def test_a_workflow_and_an_exclusion_in_two_statements_of_one_line(mats, lang, scope):
    g = grade(mats, lang, 1, scope=scope + {"en": " at the Tampere plant", "zh": "，坦佩雷工厂", "ru": ""}[lang])
    assert labels(g)["scope"] == "correct", g.by_id("scope").detail
