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
    assert_clean(g, additions=1)


@pytest.mark.parametrize("field, value, fact, label", [
    ("oos", "| 报关单 | excl. |", "out_of_scope", "correct"),
    ("done", "沙箱环境搭建 WIP", "done", "distorted"),
], ids=["excl", "wip"])
def test_shorthand_stage_and_exclusion_cells(mats, field, value, fact, label):
    g = graded(mats, "zh", **{field: value})
    assert labels(g)[fact] == label, g.by_id(fact).detail


def test_a_spending_remark_in_a_shorthand_budget_row_is_one_addition(mats):
    assert_clean(with_row(mats, 8, "budget", "| bud. | €57.5k，大部分尚未动用 |"), additions=1)
