"""Classes of misreading that the eighteenth held-out set (zh) showed, with the classes left from the sixteenth and
seventeenth sets (hedged states, shorthand and table cells), each pinned with phrasings written for these tests (none
taken from a held-out brief). The materials are those of tests/facts/test_grader_classes_all_languages.py (seed 8:
2027-08-16 to 2027-10-01, approved by Priya Raman on 2027-07-14, the sandbox set up, the satisfaction survey planned,
customs declarations out of scope, EUR 57,500, purchase order intake at the Lyon warehouse)."""

import pytest

from kvtrial.facts.grader import grade_output
from tests.facts.test_grader_classes_all_languages import BRIEF, CLEAN, labels


def assert_clean(g, additions=0):
    assert set(labels(g).values()) == {"correct"}, [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert len(g.unsupported) == additions, g.unsupported


def assert_distorted_approval(g, additions=0):
    """Every fact correct but the approval, told under a condition the source does not set (distorted)."""
    got = labels(g)
    assert {k for k, v in got.items() if v != "correct"} == {"approval"}, got
    assert len(g.unsupported) == additions, g.unsupported


def graded(mats, lang, **changes):
    return grade_output(mats[(lang, 8)], BRIEF[lang].format(**{**CLEAN[(lang, 8)], **changes}))


def with_row(mats, seed, field, row):
    """The clean zh brief of a seed with the line of `field` left out and a two-column table holding `row` at its end."""
    text = BRIEF["zh"].format(**{**CLEAN[("zh", seed)], field: "@@", "extra": "| 项 | 值 |\n|---|---|\n" + row})
    return grade_output(mats[("zh", seed)], "\n".join(line for line in text.split("\n") if "@@" not in line))


# --- 1. a call to reach the writer where the team talks ("有问题在群里喊我", "有疑问微信戳我"): said to the reader, --
# no claim

@pytest.mark.parametrize("closing", ["有问题在群里喊我～", "有疑问的话微信戳我", "有问题，工作群里叫我一声"])
def test_a_call_to_reach_the_writer_is_no_claim(mats, closing):
    assert_clean(graded(mats, "zh", extra=closing))


# --- 2. the writer's belief leading into a claim ("从目前进展看，…", "据我所知，…"): one claim with the part after --

@pytest.mark.parametrize("extra", ["从目前进展看，经费大部分应该还没花。", "据我所知，经费大部分还没花。",
                                   "在我看来，经费大部分还没花。"])
def test_a_belief_lead_in_is_one_claim_with_what_it_leads_into(mats, extra):
    assert_clean(graded(mats, "zh", extra=extra), additions=1)


# --- 3. a hedge of belief on a real item's stage ("看起来已经做完了", "looks done", "похоже, уже сделано"): that item's --
# stage, no progress of its own

@pytest.mark.parametrize("lang, done", [
    ("zh", "沙箱环境搭建[7]，看起来已经做完了"),
    ("zh", "沙箱环境搭建[7]，应该已经弄好了。"),
    ("en", "sandbox environment set up [15], looks done"),
    ("ru", "настройка песочницы [19], похоже, уже сделано"),
], ids=["zh-looks", "zh-should", "en", "ru"])
def test_a_hedged_word_of_completion_after_the_item_is_its_stage(mats, lang, done):
    assert_clean(graded(mats, lang, done=done))


# --- 4. a clause giving what an added claim may lead to ("…可能会拖一阵，进而影响排期"): one claim with it ----------

def test_a_consequence_after_an_added_clause_is_one_claim_with_it(mats):
    g = graded(mats, "zh", status="已于2027年7月14日由普丽娅·拉曼批准[5]，我猜培训可能会拖一阵，进而拖累后面的排期")
    assert_clean(g, additions=1)


# --- 5. a remark on how plainly the notes say a fact ("笔记里写得很清楚"): about the material, no claim ----------------

def test_a_remark_on_how_plainly_the_notes_say_it_is_no_claim(mats):
    assert_clean(graded(mats, "zh", oos="不包括：报关单[5]，笔记里写得很清楚"))


# --- 6. English short forms in a terse Chinese brief ("appr.", "pend.", "bud.", "excl.", "WIP"): each is its field's -
# label or state, the row not cut at its dot

def test_a_shorthand_pending_cell_is_the_pending_approval(mats):
    assert_clean(with_row(mats, 1, "status", "| appr. | pend.（投资委员会） |"))


def test_a_shorthand_approval_ticked_after_its_approver_and_date_is_given(mats):
    assert_clean(graded(mats, "zh", status="appr.：普丽娅·拉曼 2027-07-14 ✔"))


def test_a_shorthand_condition_on_the_ticked_approval_is_one_addition(mats):
    g = graded(mats, "zh", status="appr.：普丽娅·拉曼 2027-07-14 ✔，前提是季度末前完成复盘")
    assert_distorted_approval(g, additions=1)


@pytest.mark.parametrize("field, value, fact, label", [
    ("oos", "| 报关单 | excl. |", "out_of_scope", "correct"),
    ("done", "沙箱环境搭建 WIP", "done", "distorted"),
], ids=["excl", "wip"])
def test_shorthand_stage_and_exclusion_cells(mats, field, value, fact, label):
    g = graded(mats, "zh", **{field: value})
    assert labels(g)[fact] == label, g.by_id(fact).detail


def test_a_spending_remark_in_a_shorthand_budget_row_is_one_addition(mats):
    assert_clean(with_row(mats, 8, "budget", "| bud. | €57.5k，大部分尚未动用 |"), additions=1)


# --- 7. a pending approval told as given by a person of the background, with a title ("已由采购经理<them>批准"): the --
# approval distorted, and that person's invented role one addition

def test_a_titled_background_person_approving_a_pending_pilot_is_one_addition(mats):
    text = BRIEF["zh"].format(**{**CLEAN[("zh", 1)], "status": "已由采购经理露丝·阿德耶米批准"})
    g = grade_output(mats[("zh", 1)], text)
    assert labels(g)["approval"] == "distorted", g.by_id("approval").detail
    assert len(g.unsupported) == 1 and g.unsupported[0].kind == "person", g.unsupported


# --- 8. a date inside a condition set on a given approval ("…已批准，前提是9月底前提交复盘"): the condition's own date,
# no approval date; counted once, with the condition

def test_a_date_in_a_condition_on_a_given_approval_is_part_of_the_condition(mats):
    g = graded(mats, "zh", status="已于2027年7月14日由普丽娅·拉曼批准[5]，前提是9月底前提交一份复盘报告")
    assert_distorted_approval(g, additions=1)
    assert g.unsupported[0].kind == "condition", g.unsupported


# --- 9. a table row or field labelled only by a date's role ("| 结束 | <date> |", "结束：<date>") giving another day than
# the prose: two values for the one fact, the date distorted, the second day no added date

@pytest.mark.parametrize("row", ["| 项目 | 内容 |\n|---|---|\n| 结束 | 2027-10-09 |", "结束：2027-10-09"],
                         ids=["table", "field"])
def test_a_role_labelled_row_with_another_day_is_a_second_value(mats, row):
    g = graded(mats, "zh", timeline="2027年8月16日开始，2027年10月1日结束[2][5]", extra=row)
    assert labels(g)["end_date"] == "distorted", g.by_id("end_date").detail
    assert not g.unsupported, g.unsupported


# --- 10. what the writer did not find in the notes ("我没在笔记里找到答案：…？"): the notes' silence, no claim ----------

@pytest.mark.parametrize("extra", ["有两点我没在笔记里找到答案：预算会不会追加？谁来验收？",
                                   "在材料里没查到供应商的名字。"])
def test_what_the_writer_did_not_find_in_the_notes_is_no_claim(mats, extra):
    assert_clean(graded(mats, "zh", extra=extra))


# --- 11. how to reach an added contact ("对接人是X，有事可以找她"): one claim with the person ----------------------------

def test_how_to_reach_an_added_contact_is_one_claim_with_the_person(mats):
    assert_clean(graded(mats, "zh", extra="联系人大概是运营经理周敏，有事可以找她"), additions=1)


# --- 12. a short month/day with its role word after it, the year told with the other date ("2027/8/16 开始，10/1 结束"):
# the date in that role, no number

def test_a_short_month_day_before_its_role_word_is_that_date(mats):
    assert_clean(graded(mats, "zh", timeline="2027/8/16 开始，10/1 结束（第2、5段）"))


# --- 13. a body's short name ending in 会 ("执委会", "投委会") is no future: the approval ticked beside it is told as given -

def test_a_body_short_name_ending_in_hui_is_no_future(mats):
    text = BRIEF["zh"].format(**{**CLEAN[("zh", 1)], "status": "投委会 appr. ✔"})
    g = grade_output(mats[("zh", 1)], text)
    assert labels(g)["approval"] == "distorted", g.by_id("approval").detail


# --- 14. a planned item marked as not yet begun in other words ("（未开工）", "未启动") under a short English key ("plan") -

@pytest.mark.parametrize("extra", ["plan  用户满意度调查（未开工）", "用户满意度调查：未启动"])
def test_not_begun_in_other_words_is_the_planned_stage(mats, extra):
    text = BRIEF["zh"].format(**{**CLEAN[("zh", 8)], "planned": "@@", "extra": extra})
    g = grade_output(mats[("zh", 8)], "\n".join(line for line in text.split("\n") if "@@" not in line))
    assert_clean(g)


# --- 15. a short month/day that is a source date's ("appr. ✔ 普丽娅·拉曼 7/14"): that date, its year told elsewhere, no
# number of its own

def test_a_short_month_day_of_a_source_date_is_no_number(mats):
    assert_clean(graded(mats, "zh", status="appr. ✔ 普丽娅·拉曼（财务主管）7/14"))
