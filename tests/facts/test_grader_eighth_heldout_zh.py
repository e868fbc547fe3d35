"""Classes of misreading that the eighth held-out set (zh) showed, each pinned with phrasings written for these
tests (none taken from a held-out brief). The materials are those of tests/facts/test_grader_classes_all_languages.py
(seed 1: pending with the investment board, the legacy fax gateway out of scope, CHF 81,500; seed 8: approved by
Priya Raman, the sandbox set up, the satisfaction survey planned, customs declarations out of scope, EUR 57,500)."""

from kvtrial.facts.grader import grade_output
from tests.facts.test_grader_classes_all_languages import BRIEF, CLEAN, grade, labels


def clean(lang, seed, **changes):
    return BRIEF[lang].format(**{**CLEAN[(lang, seed)], **changes})


# --- 1. a remark that the notes do not write something down ("笔记里没写…") claims nothing ------------------------------

def test_a_notes_did_not_write_it_remark_is_no_addition(mats):
    g = grade(mats, "zh", 8, extra="（资料里没写由哪个团队来执行呢）")
    assert set(labels(g).values()) == {"correct"}
    assert not g.unsupported, g.unsupported


# --- 2. a Sources line under an English label ("Sources: 第5段（…）") only cites, in a Chinese brief too -------------

def test_an_english_sources_label_in_a_chinese_brief_cites_and_states_nothing(mats):
    text = clean("zh", 8, extra="Sources: 第2段（开始、预算）；第5段（结束、审批、报关单）；第7段（范围、沙箱）。")
    g = grade_output(mats[("zh", 8)], text)
    assert labels(g)["out_of_scope"] == "correct", g.by_id("out_of_scope").detail
    assert set(labels(g).values()) == {"correct"}
    assert not g.unsupported, g.unsupported


# --- 3. a Sources line opened by a bullet of another shape ("▸ 来源：") is the Sources line --------------------------

def test_a_sources_line_after_a_triangle_bullet_claims_no_progress(mats):
    text = clean("zh", 8, extra="► 来源：[2] 开始、预算；[5] 审批、报关单；[7] 范围、已完成的沙箱。")
    g = grade_output(mats[("zh", 8)], text)
    assert set(labels(g).values()) == {"correct"}
    assert not g.unsupported, g.unsupported


# --- 4. a cross mark beside the out-of-scope item ("旧传真网关 ✘") excludes it ---------------------------------------

def test_a_cross_mark_beside_the_item_excludes_it(mats):
    g = grade(mats, "zh", 1, scope="坦佩雷工厂的备件订购 ✔；旧传真网关 ✘ [8][4]", oos="")
    assert labels(g)["out_of_scope"] == "correct", g.by_id("out_of_scope").detail
    assert labels(g)["scope"] == "correct", g.by_id("scope").detail


# --- 5. a slide's number written onto its word ("幻灯片3：进度") numbers the slide: a heading, no value --------------

def test_a_joined_slide_number_and_its_title_are_no_additions(mats):
    lines = clean("zh", 8).rstrip("\n").split("\n")
    text = "\n".join(["幻灯片1：试点总览", *("- " + x for x in lines[:4]), "", "幻灯片2：资金与审批",
                      *("- " + x for x in lines[4:5]), "", "幻灯片3：工作进度", *("- " + x for x in lines[5:])])
    g = grade_output(mats[("zh", 8)], text)
    assert set(labels(g).values()) == {"correct"}, [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert not g.unsupported, g.unsupported


# --- 6. a Sources line restating the budget with another amount: one fact, two values --------------------------------

def test_a_sources_line_giving_the_budget_another_amount_distorts_it(mats):
    text = clean("zh", 8, extra="来源：第2段（开始日期；预算59,000欧元）；第5段（结束与审批）；第7段（范围）。")
    g = grade_output(mats[("zh", 8)], text)
    assert labels(g)["budget"] == "distorted", g.by_id("budget").detail
    assert not [u for u in g.unsupported if u.kind == "amount"], g.unsupported  # counted on the fact only


def test_a_sources_line_repeating_the_budget_leaves_it_correct(mats):
    text = clean("zh", 8, extra="来源：第2段（开始日期；预算57,500欧元）；第5段（结束与审批）；第7段（范围）。")
    assert labels(grade_output(mats[("zh", 8)], text))["budget"] == "correct"


# --- 7. a row under a Planned label naming the planned item inside new work of its own is an extra item ------------

def test_a_next_step_row_built_around_the_planned_item_is_an_addition(mats):
    text = ("| 项目 | 说明 |\n|---|---|\n| 时间线 | 2027年8月16日至2027年10月1日[2][5] |\n| 范围 | 里昂仓库的采购订单受理[7] |\n"
            "| 不包括 | 报关单[5] |\n| 预算 | 57,500欧元[2] |\n| 审批 | 已于2027年7月14日由普丽娅·拉曼批准[5] |\n"
            "| 已完成 | 沙箱环境搭建[7] |\n| 计划 | 用户满意度调查[2] |\n| 下一步 | 邀请外部顾问设计用户满意度调查的问卷模板 |\n")
    g = grade_output(mats[("zh", 8)], text)
    assert set(labels(g).values()) == {"correct"}, [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert len(g.unsupported) == 1, g.unsupported


def test_the_planned_item_listed_again_in_its_own_words_is_no_addition(mats):
    text = ("| 项目 | 说明 |\n|---|---|\n| 时间线 | 2027年8月16日至2027年10月1日[2][5] |\n| 范围 | 里昂仓库的采购订单受理[7] |\n"
            "| 不包括 | 报关单[5] |\n| 预算 | 57,500欧元[2] |\n| 审批 | 已于2027年7月14日由普丽娅·拉曼批准[5] |\n"
            "| 已完成 | 沙箱环境搭建[7] |\n| 计划 | 用户满意度调查[2] |\n| 下一步 | 用户满意度调查 |\n")
    g = grade_output(mats[("zh", 8)], text)
    assert set(labels(g).values()) == {"correct"}
    assert not g.unsupported, g.unsupported


# --- 8. a background person named as approver after a date ("…14日由X·Y批准"): distorted, and one person addition -----

def test_a_background_person_approving_after_a_date_is_one_addition(mats):
    g = grade(mats, "zh", 8, status="2027年7月14日由露丝·阿德耶米（运营经理）签字批准[5]")
    assert labels(g)["approval"] == "distorted", g.by_id("approval").detail
    assert [u.kind for u in g.unsupported] == ["person"], g.unsupported


def test_the_source_approver_after_a_date_is_no_addition(mats):
    g = grade(mats, "zh", 8, status="2027年7月14日由普丽娅·拉曼（财务主管）批准[5]")
    assert set(labels(g).values()) == {"correct"}
    assert not g.unsupported, g.unsupported


def test_a_slide_line_holding_a_value_is_still_read(mats):
    lines = clean("zh", 8).rstrip("\n").split("\n")
    text = "\n".join(["幻灯片1：试点总览", *("- " + x for x in lines[:3]), "幻灯片2：预算57,500欧元[2]",
                      *("- " + x for x in lines[4:])])
    g = grade_output(mats[("zh", 8)], text)
    assert set(labels(g).values()) == {"correct"}, [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert not g.unsupported, g.unsupported


# --- 9. an offer to the reader in a chat's sign-off ("有疑问的话随时找我") is framing, no claim ------------------------------

def test_a_chat_sign_off_offering_help_is_no_addition(mats):
    for sign_off in ("有疑问的话随时找我 👋", "看完有问题随时私信我～"):
        g = grade(mats, "zh", 8, extra=sign_off)
        assert set(labels(g).values()) == {"correct"}
        assert not g.unsupported, (sign_off, g.unsupported)
