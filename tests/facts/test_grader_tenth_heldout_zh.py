"""Classes of misreading that the tenth held-out set (zh) showed, each pinned with phrasings written for these tests
(none taken from a held-out brief). The material is that of tests/facts/test_grader_classes_all_languages.py (seed 1:
pending with the investment board, the data-protection checklist reviewed, front-line clerk training planned, the
legacy fax gateway out of scope)."""

from kvtrial.facts.grader import grade_output
from tests.facts.test_grader_classes_all_languages import BRIEF, CLEAN, labels


def _brief(**changes: str) -> str:
    return BRIEF["zh"].format(**{**CLEAN[("zh", 1)], **changes})


# --- 1. a greeting, a line leading into the brief, a call to reach the writer: said to the reader, no claim ----------

def test_greetings_lead_in_lines_and_a_call_to_reach_the_writer_are_no_claims(mats):
    text = ("各位同事大家好！\n以下是这个试点目前的主要情况：\n项目进展汇报如下。\n"
            + _brief(extra="哪里不清楚的话在频道里@我就行"))
    g = grade_output(mats[("zh", 1)], text)
    assert set(labels(g).values()) == {"correct"}, [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert not g.unsupported, g.unsupported


# --- 2. a cell or an item that is only a citation ("Para 4" under a column) cites, it claims nothing --------------

def test_a_row_of_english_paragraph_citations_under_fact_columns_claims_nothing(mats):
    text = ("| 时间线 | 范围 | 不包括 | 预算 | 状态 | 已完成 | 计划 |\n|---|---|---|---|---|---|---|\n"
            "| 2027年3月10日至2027年4月22日 | 坦佩雷工厂的备件订购 | 旧传真网关 | 81,500瑞士法郎 | 仍在等待投资委员会审批 "
            "| 数据保护检查清单审核 | 一线文员培训 |\n"
            "| Para 2, Para 4 | Para 8 | Para 4 | Para 2 | Para 4 | Para 8 | Para 2 |\n")
    g = grade_output(mats[("zh", 1)], text)
    assert set(labels(g).values()) == {"correct"}, [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert not g.unsupported, g.unsupported


# --- 3. a start counted back from the end ("结束前约六周开始") is a start given as a length of time -----------------

def test_a_start_told_as_a_length_of_time_before_the_end_is_distorted_and_its_count_no_addition(mats):
    g = grade_output(mats[("zh", 1)], _brief(timeline="在结束日期之前约六周开始，2027年4月22日结束[4]"))
    got = labels(g)
    assert got["start_date"] == "distorted", [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert got["end_date"] == "correct"
    assert not g.unsupported, g.unsupported


# --- 4. a list item cut off at the brief's very end, one character long, says nothing --------------------------------

def test_an_item_cut_off_at_the_end_of_the_brief_is_no_claim(mats):
    g = grade_output(mats[("zh", 1)], _brief(extra="其他：\n- 培"))
    assert set(labels(g).values()) == {"correct"}, [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert not g.unsupported, g.unsupported


# --- 5. a condition set on a given approval after a semicolon ("已批准…；前提是…") is one addition ---------------------

def test_a_condition_after_a_semicolon_on_a_given_approval_is_one_addition(mats):
    brief = BRIEF["zh"].format(**{**CLEAN[("zh", 5)],
                                  "status": "已批准——马雷克·诺瓦克，2026年5月15日；前提是上线之前先做一次安全评估[5]"})
    g = grade_output(mats[("zh", 5)], brief)
    assert labels(g)["approval"] == "distorted", [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert len(g.unsupported) == 1 and "安全评估" in g.unsupported[0].text, g.unsupported


# --- 6. another month told as the same field's value ("结束日期推迟到…5月下旬") is a second value: distorted -------------

def test_a_later_line_moving_the_end_to_another_month_makes_the_end_distorted(mats):
    g = grade_output(mats[("zh", 1)], _brief(extra="补充：结束日期推迟到2027年5月下旬。"))
    got = labels(g)
    assert got["end_date"] == "distorted", [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert got["start_date"] == "correct"
    assert not g.unsupported, g.unsupported
