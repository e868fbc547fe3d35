"""Classes of misreading that the seventeenth held-out set (zh) showed in briefs organised by time or by people
(timelines, Gantt-like charts, owner tables), each pinned with phrasings written for these tests (none taken from a
held-out brief). The materials are those of tests/facts/test_grader_classes_all_languages.py (seed 8: 2027-08-16 to
2027-10-01, approved by Priya Raman on 2027-07-14, the sandbox set up, the satisfaction survey planned, customs
declarations out of scope, EUR 57,500, purchase order intake at the Lyon warehouse)."""

import pytest

from kvtrial.facts.grader import grade_output
from tests.facts.test_grader_classes_all_languages import BRIEF, CLEAN, labels


def assert_clean(g):
    assert set(labels(g).values()) == {"correct"}, [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert not g.unsupported, g.unsupported


def graded(mats, lang, **changes):
    return grade_output(mats[(lang, 8)], BRIEF[lang].format(**{**CLEAN[(lang, 8)], **changes}))


def with_table(mats, lang, table):
    """The clean seed-8 brief with its status line left out and a table at its end."""
    text = BRIEF[lang].format(**{**CLEAN[(lang, 8)], "status": "@@", "extra": table})
    return grade_output(mats[(lang, 8)], "\n".join(line for line in text.split("\n") if "@@" not in line))


# --- 1. a timeline row running from a full date to a short one by an arrow ------------------------------------------
# ("2027-08-16 → 10-01", "2027/8/16→10/1"): the short end takes the year of the start and is the end date, no number

@pytest.mark.parametrize("lang, timeline", [
    ("zh", "2027-08-16 → 10-01 [2][5]"),
    ("zh", "2027/8/16→10/1（第2、5段）"),
    ("zh", "2027.8.16 → 10.1"),
    ("en", "2027-08-16 → 10-01 [2, 8]"),
    ("ru", "2027-08-16 -> 10-01 [3, 11]"),
], ids=["zh-iso", "zh-slash", "zh-dot", "en-iso", "ru-ascii-arrow"])
def test_a_range_by_arrow_ends_on_its_short_date(mats, lang, timeline):
    assert_clean(graded(mats, lang, timeline=timeline))


# --- 2. an owner table's approval row: the state cell before the approver's cell is the pilot's approval -----------
# ("| 立项审批 | 已批准，<date> | <owner> | <approver> |"), no second approval; another party's sign-off in a cell after
# the approver's is one addition

OWNER_TABLE = {
    "zh": "| 事项 | 阶段 | 执行 | 批准 | 备注 |\n|---|---|---|---|---|\n"
          "| 项目审批 | 已批准，2027-07-14 | — | 普丽娅·拉曼 | {note} |\n",
    "en": "| Item | Stage | Responsible | Approved by | Note |\n|---|---|---|---|---|\n"
          "| Pilot sign-off | approved, 14 July 2027 | — | Priya Raman | {note} |\n",
}


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_approval_row_of_an_owner_table_is_the_approval(mats, lang):
    assert_clean(with_table(mats, lang, OWNER_TABLE[lang].format(note="—")))


@pytest.mark.parametrize("lang, note", [("zh", "法务部已会签"), ("en", "legal team signed off")])
def test_a_sign_off_in_the_approval_row_after_the_approver_is_one_addition(mats, lang, note):
    g = with_table(mats, lang, OWNER_TABLE[lang].format(note=note))
    assert set(labels(g).values()) == {"correct"}, [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert len(g.unsupported) == 1 and note in g.unsupported[0].text, g.unsupported


@pytest.mark.parametrize("lang, row", [
    ("zh", "| 事项 | 批准人 | 状态 |\n|---|---|---|\n| 项目审批 | 普丽娅·拉曼 | 已批准（2027-07-14） |\n"),
    ("en", "| Item | Approver | State |\n|---|---|---|\n| Pilot sign-off | Priya Raman | approved, 14 July 2027 |\n"),
], ids=["zh", "en"])
def test_a_state_cell_after_the_approver_is_no_sign_off(mats, lang, row):
    assert_clean(with_table(mats, lang, row))


# --- 3. a timeline row giving the end as a length after the start ("<start> 开始 → 开始后约六周结束"): the end's ------
# distortion (a relative, approximate date), not a length giving the start

@pytest.mark.parametrize("timeline", ["2027-08-16 开始 → 开始后约六周结束", "2027年8月16日 启动 ➜ 启动之后大约两个月收尾"])
def test_an_end_counted_from_the_start_in_a_timeline_row_is_the_end_distorted(mats, timeline):
    g = graded(mats, "zh", timeline=timeline)
    assert labels(g)["end_date"] == "distorted", g.by_id("end_date").detail
    assert labels(g)["start_date"] == "correct", g.by_id("start_date").detail
    assert not g.unsupported, g.unsupported


# --- 4. the periods of a week-by-week plan or a text Gantt chart ("Wk 2-5", "第3周", "Q3", a header of months by -----
# number "8月    9月    10月"): their numbers name columns and rows, no count

GANTT = {
    "zh": "```\n               8月     9月     10月\n试点           ████████████████\n"
          "               第1周 … 第7周\n```\n",
    "en": "Wk 1      pilot starts\nWk 2-6    pilot running\nWk 7      pilot wraps up\nW1 W2 W3 W4 W5 W6 W7\n",
    "ru": "нед. 1 — старт пилота\nнед. 2-6 — пилот идёт\nнед. 7 — завершение\n",
}


@pytest.mark.parametrize("lang", ["zh", "en", "ru"])
def test_week_and_month_columns_of_a_timeline_are_no_numbers(mats, lang):
    assert_clean(graded(mats, lang, extra=GANTT[lang]))


def test_a_month_by_number_outside_a_header_line_stays_a_number(mats):
    g = graded(mats, "zh", extra="另外，培训将于3月安排，共12人参加。")
    assert g.unsupported, "an invented count beside a month is still an addition"


# --- 5. a date in brackets glossing a day's name, its role word after the bracket ("国庆后（2027年10月1日）结束"): ----
# the role is the date's, not that of a cue earlier on the row

def test_a_bracketed_date_takes_the_role_word_after_its_bracket(mats):
    g = graded(mats, "zh", timeline="| 8月16日启动 [2] | — | 国庆节（2027年10月1日）结束 [5] |")
    assert labels(g)["end_date"] == "correct", g.by_id("end_date").detail


# --- 6. a second amount set against the budget in its own sentence ("写的是…，但…又看到…"): two values for the ------
# budget (distorted), not an added amount; a part of the budget in its sentence stays no second value

def test_a_second_budget_value_in_the_same_sentence_distorts_the_budget(mats):
    g = graded(mats, "zh", budget="这里我拿不准：第2段写的是57,500欧元，但我在另一处好像看到75,500欧元")
    assert labels(g)["budget"] == "distorted", g.by_id("budget").detail
    assert not [u for u in g.unsupported if u.kind == "amount"], g.unsupported


def test_a_part_of_the_budget_in_its_sentence_is_no_second_value(mats):
    g = graded(mats, "zh", budget="57,500欧元[2]，其中20,000欧元用于培训")
    assert labels(g)["budget"] == "correct", g.by_id("budget").detail


def test_a_part_of_the_budget_after_a_concession_is_no_second_value(mats):
    g = graded(mats, "zh", budget="57,500欧元[2]，但其中10,000欧元预留给培训")
    assert labels(g)["budget"] == "correct", g.by_id("budget").detail


# --- 7. a header of months with their years over a text Gantt chart or a quarter view ("Jul 2027   Aug 2027   Sep ----
# 2027", "| 2027年7月 | 2027年8月 |"): the columns' names, no dates the brief adds

AXIS = {
    "zh": "```\n          2027年7月     2027年8月     2027年9月     2027年10月\n"
          "试点                    ██████████████████\n```\n",
    "en": "```\n          Jul 2027    Aug 2027    Sep 2027    Oct 2027\npilot                 ██████████████████\n```\n",
    "ru": "| июн 2027 | июл 2027 | авг 2027 | сен 2027 |\n",
}


@pytest.mark.parametrize("lang", ["zh", "en", "ru"])
def test_a_header_of_months_is_no_added_date(mats, lang):
    assert_clean(graded(mats, lang, extra=AXIS[lang]))
