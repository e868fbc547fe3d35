"""Classes of misreading that the thirteenth and fourteenth held-out sets (zh) showed, with the classes of numbers,
people and repeated sentences that hold in every language, each pinned with phrasings written for these tests (none
taken from a held-out brief). The materials are those of tests/facts/test_grader_classes_all_languages.py (seed 1:
10 March - 22 April 2027, pending with the investment board, the fax gateway out of scope; seed 5: approved by Marek
Novak on 15 May 2026; seed 8: approved by Priya Raman, the sandbox set up, the satisfaction survey planned)."""

import pytest

from kvtrial.facts.grader import grade_output
from tests.facts.test_grader_classes_all_languages import BRIEF, CLEAN, grade, labels


def _facts(g):
    return [(f.fact_id, f.label, f.detail) for f in g.facts]


# --- 1. an end counted from the start with a hedge of its own ("不到…", "将近…") is a length of time, no count ------

@pytest.mark.parametrize("timeline", ["2027年3月10日开始，开始后不到两个月收尾[2][4]",
                                      "2027年3月10日开始，启动之后将近七周结束[2][4]"])
def test_a_hedged_length_from_the_start_distorts_the_end_date(mats, timeline):
    g = grade(mats, "zh", 1, timeline=timeline)
    assert labels(g)["end_date"] == "distorted", _facts(g)
    assert labels(g)["start_date"] == "correct", _facts(g)
    assert not [u for u in g.unsupported if u.kind == "number"], g.unsupported


# --- 2. an invented person given a role beside a listed item is one addition, not also an invented plan ----------

@pytest.mark.parametrize("lang, planned", [
    ("zh", "用户满意度调查[2]，由里昂仓库主管卡米拉·诺德负责推进。"),
    ("en", "user satisfaction survey [2]; Tobias Grenfell (site manager) leads it."),
])
def test_an_invented_lead_beside_a_planned_item_counts_once(mats, lang, planned):
    g = grade(mats, lang, 8, planned=planned)
    assert set(labels(g).values()) == {"correct"}, _facts(g)
    assert [u.kind for u in g.unsupported] == ["person"], g.unsupported


# --- 3. a number in a sentence the brief repeats word for word is one addition ------------------------------------

@pytest.mark.parametrize("lang, done, status", [
    ("zh", "沙箱环境搭建，共 6 套[7]", "已于2027年7月14日由普丽娅·拉曼批准[5]"),
    ("en", "sandbox environment set up, 6 instances [15]", "approved by Priya Raman on 14 July 2027 [8]"),
])
def test_a_number_in_a_section_written_twice_counts_once(mats, lang, done, status):
    text = BRIEF[lang].format(**{**CLEAN[(lang, 8)], "done": done})
    again = {"zh": "\n状态：{s}\n已完成：{d}\n", "en": "\nStatus: {s}\nDone: {d}\n"}[lang].format(s=status, d=done)
    g = grade_output(mats[(lang, 8)], text + again)
    assert set(labels(g).values()) == {"correct"}, _facts(g)
    assert len(g.unsupported) == 1 and "6" in g.unsupported[0].text, g.unsupported


# --- 4. the number of a later phase an excluded item is put off to names the phase: no count ---------------------

def test_the_number_of_a_later_phase_is_no_count(mats):
    g = grade(mats, "en", 1, oos="Legacy fax gateway: not now, it moves to phase 2 of the rollout [9]")
    assert labels(g)["out_of_scope"] == "distorted", _facts(g)
    assert not g.unsupported, g.unsupported


# --- 5. an excluded item put off to a later phase ("下一期再纳入") is the exclusion distorted, and only that -------

@pytest.mark.parametrize("oos", ["旧传真网关：本期不做，下一期再纳入[4]", "旧传真网关暂不包括，以后再接入[4]"])
def test_an_item_put_off_to_a_later_phase_in_chinese(mats, oos):
    g = grade(mats, "zh", 1, oos=oos)
    assert labels(g)["out_of_scope"] == "distorted", _facts(g)
    assert not g.unsupported, g.unsupported


# --- 6. a condition on a given approval in a table cell ends with its cell: one addition --------------------------

def test_a_condition_in_a_table_cell_is_one_addition(mats):
    brief = ("| 事项 | 内容 | 段落 |\n|---|---|---|\n"
             "| 时间 | 2026年6月9日至2026年10月3日 | [1][5] |\n| 范围 | 利兹办公室的发票匹配 | [7] |\n"
             "| 不包括 | 保修索赔 | [5] |\n| 预算 | 45,000美元 | [1] |\n"
             "| 审批 | 已于2026年5月15日由马雷克·诺瓦克批准，但须在月底前补交风险说明 | [5] |\n"
             "| 已完成 | 条码扫描器安装 | [7] |\n| 计划 | 用户指南翻译 | [1] |\n")
    g = grade_output(mats[("zh", 5)], brief)
    got = labels(g)  # the approval told under a condition the source does not set: distorted, the rest correct
    assert {k for k, v in got.items() if v != "correct"} == {"approval"}, _facts(g)
    assert [u.kind for u in g.unsupported] == ["condition"], g.unsupported
    assert "|" not in g.unsupported[0].text


# --- 7. a table row's label cell ("| 计划 |") is not the item's own words: a stage in its cell decides ------------

@pytest.mark.parametrize("lang, row", [
    ("zh", "| 计划 | 用户满意度调查（目前正在进行） | [2] |"),
    ("zh", "| 计划 | 用户满意度调查（推进中） | [2] |"),
])
def test_a_stage_in_the_cell_of_a_planned_row_decides(mats, lang, row):
    text = BRIEF[lang].format(**{**CLEAN[(lang, 8)], "planned": "@@"})
    text = "\n".join(line for line in text.split("\n") if "@@" not in line) + "\n" + row + "\n"
    g = grade_output(mats[(lang, 8)], text)
    assert labels(g)["planned"] == "distorted", _facts(g)


# --- 8. a run-in bold Sources heading ("**Sources.** ...") opens a line that names facts by paragraph: no progress --

@pytest.mark.parametrize("lang, line", [
    ("en", "\n**Sources.** Dates and budget - [2]; approval - [8]; the scope and the finished work - [15].\n"),
    ("ru", "\n**Источники.** Сроки и бюджет — [3]; рамки и завершённая работа — [19].\n"),
])
def test_a_run_in_sources_heading_names_facts_and_claims_no_progress(mats, lang, line):
    g = grade(mats, lang, 8, extra=line)
    assert set(labels(g).values()) == {"correct"}, _facts(g)
    assert not g.unsupported, g.unsupported


# --- 9. a verb with its result ("已经搭好", "已装好") says the work is done, not only its 已: the done item restated ---

@pytest.mark.parametrize("line", ["\n小结\n1. 沙箱环境已经搭好。\n", "\n要点\n- 沙箱环境已经配好了。\n",
                                  "\n总结：沙箱环境已装好。\n"])
def test_a_result_verb_restates_the_done_item(mats, line):
    g = grade(mats, "zh", 8, extra=line)
    assert set(labels(g).values()) == {"correct"}, _facts(g)
    assert not g.unsupported, g.unsupported


# --- 10. a field of its own under a heading's stage ("- 合作方：…") says no stage of the item its value names --------

@pytest.mark.parametrize("lang, extra", [
    ("zh", "\n## 进展\n- 合作方：用户满意度调查交给外部调研公司执行\n"),
    ("zh", "\n已完成\n- 合作方：用户满意度调查交给外部调研公司执行\n"),
    ("en", "\n## Done\n- Vendor: the user satisfaction survey is run by an outside agency\n"),
])
def test_a_field_of_its_own_under_a_stage_heading_keeps_the_items_stage(mats, lang, extra):
    g = grade(mats, lang, 8, extra=extra)
    assert set(labels(g).values()) == {"correct"}, _facts(g)
    assert len(g.unsupported) == 1, g.unsupported  # the invented vendor


# --- 11. approved in principle ("原则上同意") where the source says pending is the approval told as given: distorted --

@pytest.mark.parametrize("status", ["原则同意，但仍待投资委员会复核[4]", "投资委员会原则上通过，尚待复核[4]"])
def test_an_approval_in_principle_for_a_pending_one_is_distorted(mats, status):
    g = grade(mats, "zh", 1, status=status)
    assert labels(g)["approval"] == "distorted", _facts(g)
    assert [u.kind for u in g.unsupported] == ["condition"], g.unsupported  # the review still to come: a condition


# --- 12. a tree drawn in text: a node naming a list ("└─ 计划（未开始）") gives its branches that list's stage --------

TREE = {
    "zh": ("试点概览\n├─ 时间：2027年8月16日 – 2027年10月1日 [2][5]\n├─ 范围：里昂仓库的采购订单受理 [7]\n"
           "├─ 不包括：报关单 [5]\n├─ 预算：57,500欧元 [2]\n└─ 状态\n   ├─ 审批：已于2027年7月14日由普丽娅·拉曼批准 [5]\n"
           "   ├─ 已完成：沙箱环境搭建 [7]\n   └─ 计划（尚未启动）\n      └─ 用户满意度调查 [2]\n"),
    "en": ("Pilot overview\n├─ Dates: 16 August 2027 – 1 October 2027 [2, 8]\n"
           "├─ Scope: purchase order intake at the Lyon warehouse [15]\n├─ Out of scope: customs declarations [8]\n"
           "├─ Budget: EUR 57,500 [2]\n└─ Status\n   ├─ Approval: approved by Priya Raman on 14 July 2027 [8]\n"
           "   ├─ Done: sandbox environment set up [15]\n   └─ Planned (not started)\n      └─ user satisfaction survey [2]\n"),
}


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_tree_node_naming_a_list_gives_its_branches_the_stage(mats, lang):
    g = grade_output(mats[(lang, 8)], TREE[lang])
    assert set(labels(g).values()) == {"correct"}, _facts(g)
    assert not g.unsupported, g.unsupported


# --- 13. an offer to the reader naming the brief's headings ("…状态…") states no approval ----------------------------

@pytest.mark.parametrize("lang, line", [
    ("zh", "\n如果需要，我可以按“时间线、状态、来源”重新排一遍。\n"),
    ("en", "\nIf you need it, I can recast this under Timeline, Budget and Approval status headings.\n"),
])
def test_an_offer_naming_a_status_heading_states_no_approval(mats, lang, line):
    g = grade(mats, lang, 8, extra=line)
    assert set(labels(g).values()) == {"correct"}, _facts(g)
    assert not g.unsupported, g.unsupported


# --- 14. a table read across with one list column among the brief's section names ("| 范围 | 不包括 | 预算 |") ------

WIDE = {
    "zh": ("| 开始 | 结束 | 范围 | 不包括 | 预算 | 审批 | 工作项 |\n|---|---|---|---|---|---|---|\n"
           "| 2027-08-16 | 2027-10-01 | 里昂仓库的采购订单受理 | 报关单 | 57,500欧元 | 2027年7月14日由普丽娅·拉曼批准 | "
           "沙箱环境搭建（已完成）；用户满意度调查（计划中） |\n"),
    "en": ("| Start | End | Scope | Not included | Budget | Approval | Work items |\n|---|---|---|---|---|---|---|\n"
           "| 2027-08-16 | 2027-10-01 | purchase order intake at the Lyon warehouse | customs declarations | EUR 57,500 | "
           "approved by Priya Raman on 14 July 2027 | sandbox environment set up; user satisfaction survey planned |\n"),
}


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_column_of_exclusions_in_a_table_read_across(mats, lang):
    g = grade_output(mats[(lang, 8)], WIDE[lang])
    assert set(labels(g).values()) == {"correct"}, _facts(g)


# --- 15. a short citation key ("src", "ref") in a data brief cites: its paragraph numbers are no counts -------------

SRC_XML = {
    "zh": ('<brief>\n  <dates begin="2027-08-16" finish="2027-10-01" src="2,5"/>\n'
           '  <scope site="里昂仓库" src="7">采购订单受理</scope>\n  <excluded ref="5">报关单</excluded>\n'
           '  <budget currency="EUR" src="2">57500</budget>\n'
           '  <approval state="approved" by="普丽娅·拉曼" date="2027-07-14" src="5"/>\n'
           '  <done src="7">沙箱环境搭建</done>\n  <planned started="no" src="2">用户满意度调查</planned>\n</brief>\n'),
    "en": ('<brief>\n  <dates begin="2027-08-16" finish="2027-10-01" src="2,8"/>\n'
           '  <scope site="Lyon warehouse" src="15">purchase order intake</scope>\n'
           '  <excluded ref="8">customs declarations</excluded>\n  <budget currency="EUR" src="2">57500</budget>\n'
           '  <approval state="approved" by="Priya Raman" date="2027-07-14" src="8"/>\n'
           '  <done src="15">sandbox environment set up</done>\n'
           '  <planned started="no" src="2">user satisfaction survey</planned>\n</brief>\n'),
}


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_short_citation_key_in_a_data_brief_cites(mats, lang):
    g = grade_output(mats[(lang, 8)], SRC_XML[lang])
    assert set(labels(g).values()) == {"correct"}, _facts(g)
    assert not g.unsupported, g.unsupported
