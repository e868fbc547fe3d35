"""Classes of misreading that the twelfth held-out set (zh) showed, each pinned with phrasings written for these
tests (none taken from a held-out brief). The materials are those of tests/facts/test_grader_classes_all_languages.py
(seed 1: pending with the investment board, CHF 81,500, the fax gateway out of scope; seed 8: approved by Priya Raman,
the sandbox set up, the satisfaction survey planned, customs declarations out of scope)."""

import pytest

from kvtrial.facts.context import csv_as_table, toml_as_data, xml_as_data
from kvtrial.facts.grader import grade_output
from kvtrial.facts.language_check import not_gradable_reason
from tests.facts.test_grader_classes_all_languages import BRIEF, CLEAN, grade, labels

# --- 1. an XML brief is a data brief: tags and attribute names are keys, text and attribute values its values -------

XML = {
    "zh": """<?xml version="1.0" encoding="UTF-8"?>
<brief>
  <dates>
    <begin source="2">2027-03-10</begin>
    <finish source="4">2027-04-22</finish>
  </dates>
  <scope site="坦佩雷工厂" source="8">备件订购</scope>
  <excluded source="4">旧传真网关</excluded>
  <budget currency="CHF" source="2">81.5k</budget>
  <approval state="pending" body="投资委员会" source="4">仍在等待审批</approval>
  <item stage="done" source="8">数据保护检查清单审核</item>
  <item stage="planned" started="no" source="2">一线文员培训</item>
  <!-- 笔记中没有提到负责人 -->
</brief>
""",
    "ru": """<?xml version="1.0"?>
<brief>
  <dates begin="2027-08-16" finish="2027-10-01" source="3, 11"/>
  <scope source="19">приём заказов на закупку на складе в Лионе</scope>
  <excluded source="11">таможенные декларации</excluded>
  <budget currency="EUR" source="3">57 500</budget>
  <approval state="approved" by="Прия Раман" date="2027-07-14" source="11"/>
  <item stage="done" source="19">настройка песочницы</item>
  <item stage="planned" started="false" source="3">опрос удовлетворённости пользователей</item>
</brief>
""",
}


@pytest.mark.parametrize("lang, seed", [("zh", 1), ("ru", 8)])
def test_an_xml_brief_with_english_tags_is_graded_as_a_data_brief(mats, lang, seed):
    assert not_gradable_reason(xml_as_data(XML[lang]), lang) is None
    g = grade_output(mats[(lang, seed)], XML[lang])
    assert set(labels(g).values()) == {"correct"}, [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert not g.unsupported, g.unsupported


def test_xml_read_as_data_keeps_every_offset():
    assert len(xml_as_data(XML["zh"])) == len(XML["zh"])
    plain = "<b>预算</b>：81,500瑞士法郎\n<p>仍在等待投资委员会审批</p>\n"
    assert xml_as_data(plain) == plain  # HTML markup is no data brief


# --- 2. a summary line restating the scope by its shape (one workflow, one site) restates it: no addition ------------

@pytest.mark.parametrize("lang, line", [
    ("zh", "\n要点回顾\n- 这次试点只覆盖一个站点的一个流程。\n"),
    ("en", "\nIn short\n- Deliberately small: a single process at a single location.\n"),
])
def test_the_scope_restated_by_its_shape_is_no_addition(mats, lang, line):
    g = grade(mats, lang, 8, extra=line)
    assert set(labels(g).values()) == {"correct"}, [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert not g.unsupported, g.unsupported


# --- 3. a CSV brief is a table: its commas are the cell borders, a quoted cell keeps its own commas ------------------

def test_a_csv_brief_under_a_header_row_reads_as_a_table(mats):
    brief = ("试点概况（CSV）\n"
             "事项,内容,情况,段落\n"
             "时间,2027/3/10 - 2027/4/22,,2\n"
             "范围,坦佩雷工厂：备件订购,纳入,8\n"
             "旧传真网关,—,不纳入,4\n"
             "预算,\"81,500\",CHF,2\n"
             "审批,投资委员会,待审批,4\n"
             "数据保护检查清单审核,—,完成,8\n"
             "一线文员培训,—,计划中,2\n")
    assert csv_as_table(brief).count("|") == 24 and len(csv_as_table(brief)) == len(brief)
    g = grade_output(mats[("zh", 1)], brief)
    assert set(labels(g).values()) == {"correct"}, [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert not g.unsupported, g.unsupported


def test_prose_with_commas_is_no_csv():
    prose = "Done: the sandbox, the scanners, the survey\nPlanned: training, a pilot review, a report\nNext: a, b, c\n"
    assert csv_as_table(prose) == prose  # a list in prose: a space follows each of its commas


# --- 4. a TOML brief: `key = value` under `[table]` lines reads as a data key and its value ---------------------------

def test_a_toml_brief_reads_its_equals_signs_as_keys(mats):
    brief = ('[dates]\nbegin = 2027-03-10   # [2]\nfinish = 2027-04-22  # [4]\n\n'
             '[scope]\nworkflow = "备件订购"\nsite = "坦佩雷工厂"   # [8]\nexcluded = ["旧传真网关"]   # [4]\n\n'
             '[money]\nbudget = "81,500瑞士法郎"   # [2]\n\n[status]\nawaiting = "投资委员会"   # [4]\n\n'
             '[work]\ncompleted = ["数据保护检查清单审核"]   # [8]\nnext_steps = ["一线文员培训"]   # [2]\n')
    assert len(toml_as_data(brief)) == len(brief)
    g = grade_output(mats[("zh", 1)], brief)
    assert set(labels(g).values()) == {"correct"}, [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert not g.unsupported, g.unsupported


# --- 5. a second end date foreseen for the pilot ("试点预计于…收尾") is a second value of the end date ----------------

def test_an_expected_second_end_date_distorts_the_end_date(mats):
    g = grade(mats, "zh", 1, extra="\n- 收官：试点预计于4月12日收尾\n")
    assert labels(g)["end_date"] == "distorted", [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert not [u for u in g.unsupported if u.kind == "date"], g.unsupported


# --- 6. a number in an offer to the reader counts the brief's own parts: no addition ---------------------------------

@pytest.mark.parametrize("lang, line", [
    ("zh", "\n需要的话，我可以再把它拆成五个部分重新排版。\n"),
    ("zh", "\n需要的话，我可以再把它拆成3页幻灯片。\n"),
])
def test_a_number_in_an_offer_to_the_reader_is_no_addition(mats, lang, line):
    g = grade(mats, lang, 8, extra=line)
    assert set(labels(g).values()) == {"correct"}, [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert not g.unsupported, g.unsupported


# --- 7. a board's "不做" (won't do) column lists what stays out of the pilot ----------------------------------------

def test_a_wont_do_column_of_a_board_is_out_of_scope(mats):
    brief = ("时间：2027年8月16日至2027年10月1日[2][5]\n范围：里昂仓库的采购订单受理[7]\n预算：57,500欧元[2]\n"
             "审批：已于2027年7月14日由普丽娅·拉曼批准[5]\n\n"
             "| 计划 | 已完成 | 不做 |\n|---|---|---|\n| 用户满意度调查[2] | 沙箱环境搭建[7] | 报关单[5] |\n")
    g = grade_output(mats[("zh", 8)], brief)
    assert set(labels(g).values()) == {"correct"}, [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert not g.unsupported, g.unsupported


# --- 8. a countersign line ("会签：法务部") beside the pilot's approval is a second approval: one addition -------------

def test_a_countersign_by_another_party_is_one_addition(mats):
    g = grade(mats, "zh", 8, extra="\n✍ 会签：法务部 ✔\n")  # a sign-off mark closing the line, an emoji opening it
    assert labels(g)["approval"] == "correct", [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert [u.kind for u in g.unsupported] == ["approval"], g.unsupported
    g = grade(mats, "zh", 8, extra="\n会签：无\n")
    assert not g.unsupported, g.unsupported


# --- 9. a form's header line of fields set apart by wide gaps: its status field restates the approval ----------------

def test_a_status_field_in_a_form_header_is_no_second_approval(mats):
    body = BRIEF["zh"].format(**CLEAN[("zh", 8)])
    g = grade_output(mats[("zh", 8)], "工单类别：内部通报      当前状态：已批准\n\n" + body)
    assert set(labels(g).values()) == {"correct"}, [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert not g.unsupported, g.unsupported


# --- 10. a number inside a code of letters and digits ("5W2H") is part of a name, no count ---------------------------

def test_a_number_inside_a_letter_and_digit_code_is_no_addition(mats):
    body = BRIEF["zh"].format(**CLEAN[("zh", 8)])
    g = grade_output(mats[("zh", 8)], "试点情况（按5W2H整理）\n\n" + body)
    assert set(labels(g).values()) == {"correct"}, [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert not g.unsupported, g.unsupported


# --- 11. a field asking who approved names the pilot's approver: another body there distorts the approval -------------

def test_a_who_approved_field_naming_another_body_distorts_the_approval(mats):
    body = BRIEF["zh"].format(**CLEAN[("zh", 8)]).replace("状态：" + CLEAN[("zh", 8)]["status"],
                                                          "Who（由谁批准）：指导委员会，于2027年7月14日批准[5]")
    g = grade_output(mats[("zh", 8)], body)
    assert labels(g)["approval"] == "distorted", [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert not g.unsupported, g.unsupported
