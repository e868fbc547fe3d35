"""Classes of misreading that the nineteenth held-out set (zh) showed, each pinned with phrasings written for these
tests (none taken from a held-out brief). The materials are those of tests/facts/test_grader_classes_all_languages.py
(seed 8: 2027-08-16 to 2027-10-01, approved by Priya Raman on 2027-07-14, the sandbox set up, the satisfaction survey
planned, customs declarations out of scope, EUR 57,500, purchase order intake at the Lyon warehouse; seed 1: pending
with the investment board, the data-protection checklist reviewed, the clerks' training planned, the fax gateway out of
scope)."""

import pytest

from kvtrial.facts.grader import grade_output
from tests.facts.test_grader_classes_all_languages import BRIEF, CLEAN, labels


def assert_clean(g, additions=0):
    assert set(labels(g).values()) == {"correct"}, [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert len(g.unsupported) == additions, g.unsupported


def graded(mats, lang, seed=8, **changes):
    return grade_output(mats[(lang, seed)], BRIEF[lang].format(**{**CLEAN[(lang, seed)], **changes}))


# --- 1. a nested list's bullet naming a list with a bracketed note ("- 计划（尚未启动）") over deeper bullets: a heading,
# the bullets under it its items

def test_a_nested_bullet_naming_a_list_heads_the_deeper_bullets(mats):
    text = ("- 苍鹭试点\n  - 时间：2027年8月16日—2027年10月1日[2][5]\n  - 范围：里昂仓库的采购订单受理[7]\n"
            "  - 不包括：报关单[5]\n  - 预算：57,500欧元[2]\n  - 进展\n    - 审批：已于2027年7月14日由普丽娅·拉曼批准[5]\n"
            "    - 已完成\n      - 沙箱环境搭建[7]\n    - 计划（尚未启动）\n      - 用户满意度调查[2]\n")
    assert_clean(grade_output(mats[("zh", 8)], text))


# --- 2. an approval said by the body's nod, in idiom ("委员会那边已经点头了"): approved ------------------------------

def test_a_nod_in_idiom_is_the_approval_given(mats):
    assert_clean(graded(mats, "zh", status="2027年7月14日，普丽娅·拉曼那边已经点头了[5]"))
    g = graded(mats, "zh", seed=1, status="投资委员会那边已经点头了[4]")
    assert labels(g)["approval"] == "distorted", [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert not g.unsupported, g.unsupported


# --- 3. the approval named as a topic, then denied in a short clause after the comma ("本试点的批准，尚未下达"): -----
# pending, while an approval told as given with a review to come ("已获批准，待复核") keeps its state

def test_an_approval_named_as_topic_and_denied_after_the_comma_is_pending(mats):
    assert_clean(graded(mats, "zh", seed=1, status="本试点的批准，尚未下达；投资委员会仍在审议之中[4]"))
    g = graded(mats, "zh", seed=1, status="已获投资委员会批准，待复核[4]")
    assert labels(g)["approval"] == "distorted", [(f.fact_id, f.label, f.detail) for f in g.facts]


# --- 4. a Sources heading marked by its number or by brackets ("六、来源", "【来源】"): the lines under it cite, and an
# item they name is no statement of it (the exclusion told above stays correct)

@pytest.mark.parametrize("heading", ["五、来源", "【来源】"])
def test_a_numbered_or_bracketed_sources_heading_opens_the_sources(mats, heading):
    assert_clean(graded(mats, "zh", extra=f"{heading}\n第5段：结束日期、审批、报关单。\n第7段：范围、沙箱环境搭建。"))


# --- 5. the English state words a mixed Chinese brief keeps in its table cells ("approved by X", "in progress",
# "planned, not started"): the approval's and the items' states

def test_english_state_words_in_a_mixed_chinese_table_are_read(mats):
    head = ("时间线：2027年8月16日至2027年10月1日[2][5]\n范围：里昂仓库的采购订单受理[7]\n不包括：报关单[5]\n"
            "预算：57,500欧元[2]\n"
            "| 事项 | 状态 |\n|---|---|\n| 审批 Approval | approved by 普丽娅·拉曼, 2027-07-14 [5] |\n")
    assert_clean(grade_output(mats[("zh", 8)], head + "| 沙箱环境搭建 | 已完成 [7] |\n"
                              "| 用户满意度调查 | planned, not started [2] |\n"))
    g = grade_output(mats[("zh", 8)], head + "| 沙箱环境搭建 | in progress [7] |\n| 用户满意度调查 | 计划中 [2] |\n")
    assert labels(g)["done"] == "distorted", [(f.fact_id, f.label, f.detail) for f in g.facts]


# --- 6. the end told in idiom ("落下帷幕", "画上句号", "收官") after a start in the same sentence: the end date ---------

@pytest.mark.parametrize("ending", ["落下帷幕", "画上句号", "收官"])
def test_an_end_in_idiom_is_the_end_date(mats, ending):
    assert_clean(graded(mats, "zh", timeline=f"试点于2027年8月16日正式启动，并在同年10月1日{ending}[2][5]"))


# --- 7. the duty of an added person, in a clause with no subject of its own ("…任联系人，负责协调各部门"): one claim --

def test_a_duty_clause_after_an_added_person_is_one_claim_with_it(mats):
    assert_clean(graded(mats, "zh", extra="协调员赵敏将担任对外窗口，负责协调各个部门。"), additions=1)


# --- 8. the notes' paragraphs named and set aside as unrelated ("X、Y等段落与试点无关，未收录"): no claim -------------

def test_paragraphs_set_aside_as_unrelated_are_no_claim(mats):
    assert_clean(graded(mats, "zh", extra="访客登记、停车位和年会安排等段落与试点无关，这里未收录。"))


# --- 9. the approval given in idiom with its words in either order ("добро дала X", "дала добро X"): approved, and a
# condition set on it stays one addition

def test_a_go_ahead_in_idiom_before_its_giver_is_the_approval_given(mats):
    g = graded(mats, "ru", status="добро дала Прия Раман 14 июля 2027 г. — при условии ежемесячных отчётов [11]")
    assert g.by_id("approval").rule == "approval.conditional", g.by_id("approval").detail  # given, under a condition
    assert {k for k, v in labels(g).items() if v != "correct"} == {"approval"}, labels(g)
    assert len(g.unsupported) == 1, g.unsupported


# --- 10. the writer's signature under a letter's closing formula ("С уважением,\n<role>", "Best regards,\n<name>"): --
# no claim

@pytest.mark.parametrize("lang, closing", [
    ("ru", "С уважением,\nассистент проектного офиса"),
    ("en", "Best regards,\nproject office assistant"),
    ("zh", "祝好！\n项目办公室助理"),
])
def test_a_signature_under_a_closing_formula_is_no_claim(mats, lang, closing):
    assert_clean(graded(mats, lang, extra=closing))


# --- 11. the English nod in idiom ("X gave the nod"): the approval given, as "已经点头了" is --------------------------

def test_an_english_nod_in_idiom_is_the_approval_given(mats):
    assert_clean(graded(mats, "en", status="Priya Raman gave the nod on 14 July 2027 [8]"))


# --- 12. an exclusion told as a thing the pilot leaves alone ("the pilot leaves X alone"): the item excluded ------

def test_an_item_the_pilot_leaves_alone_is_excluded(mats):
    assert_clean(graded(mats, "en", oos="The pilot leaves customs declarations alone [8]"))


# --- 13. a stage implied by the aspect of a sentence with no list label ("接下来要开展X", "X is still to come"): the
# item's stage, planned

@pytest.mark.parametrize("lang, sentence", [
    ("zh", "用户满意度调查接下来要开展[2]。"),
    ("en", "The user satisfaction survey is still to come [2]."),
])
def test_a_stage_implied_by_an_aspect_is_the_planned_stage(mats, lang, sentence):
    text = BRIEF[lang].format(**{**CLEAN[(lang, 8)], "planned": "@@", "extra": sentence})
    assert_clean(grade_output(mats[(lang, 8)], "\n".join(x for x in text.split("\n") if "@@" not in x)))
