"""Classes of misreading that the twenty-second held-out set (zh) showed, each pinned with phrasings written for these
tests (none taken from a held-out brief). The materials are those of tests/facts/test_grader_classes_all_languages.py
(seed 1: pending with the investment board, the data-protection checklist reviewed, the clerks' training planned,
the legacy fax gateway out of scope)."""

import pytest

from kvtrial.facts.grader import grade_output
from tests.facts.test_grader_classes_all_languages import BRIEF, CLEAN, assert_all_correct

# --- 1. a section's title opening its block (numbered, over its own lines; or over a table) heads it: no claim -------

MINUTES = ("试点周会记录\n\n"
           "{first}\n| 事项 | 日期 |\n|---|---|\n| 启动 | 2027年3月10日 |\n| 收尾 | 2027年4月22日 |\n\n"
           "2. 范围\n坦佩雷工厂的备件订购；旧传真网关不在范围内。\n\n"
           "3. 预算\n81,500瑞士法郎。\n\n"
           "4. 审批\n仍在等待投资委员会审批。\n\n"
           "{second}\n- 数据保护检查清单审核：已完成\n- 一线文员培训：计划中\n\n"
           "{third}\n无。\n")


@pytest.mark.parametrize("first, second, third", [
    ("1. 里程碑", "5. 跟进", "6. 其他"),
    ("日期一览", "进度与跟进", "7. 杂项"),
])
def test_a_section_title_over_its_block_is_no_claim(mats, first, second, third):
    g = grade_output(mats[("zh", 1)], MINUTES.format(first=first, second=second, third=third))
    assert_all_correct(g)


# --- 2. the header lines of minutes and tickets (the agenda, the ticket's type) frame the document, as its subject ----

@pytest.mark.parametrize("header", ["议程：本月例会", "议题：排期确认", "类型：需求"])
def test_a_header_line_of_minutes_or_a_ticket_is_no_claim(mats, header):
    body = BRIEF["zh"].format(**CLEAN[("zh", 1)])
    assert_all_correct(grade_output(mats[("zh", 1)], header + "\n" + body))


# --- 3. a list said to hold nothing new ("无新增") claims nothing ------------------------------------------------------

@pytest.mark.parametrize("line", ["行动项：无新增。", "下一步：暂无新增"])
def test_a_list_with_nothing_new_is_no_claim(mats, line):
    body = BRIEF["zh"].format(**CLEAN[("zh", 1)])
    assert_all_correct(grade_output(mats[("zh", 1)], body + "\n" + line))


# --- 4. paragraphs parted by slashes inside "第…段" cite them ----------------------------------------------------------

def test_paragraphs_parted_by_slashes_are_a_citation(mats):
    body = BRIEF["zh"].format(**CLEAN[("zh", 1)])
    assert_all_correct(grade_output(mats[("zh", 1)], body + "\n依据：第2/4/8段"))


# --- 5. a person in a table's owner column is given that role: a person the notes do not give it is one addition,
# in every language ---------------------------------------------------------------------------------------------------

OWNER_TABLE = {
    "zh": "\n| 事项 | 负责人 | 状态 |\n|---|---|---|\n| 一线文员培训 | {who} | 计划中 |\n",
    "en": "\n| Item | Owner | Stage |\n|---|---|---|\n| Training of the front-line clerks | {who} | planned |\n",
}


@pytest.mark.parametrize("lang, who", [("zh", "约纳斯·伯格"), ("zh", "马可·罗西"), ("en", "Sofia Marchetti")])
def test_a_person_in_an_owner_column_is_an_addition(mats, lang, who):
    body = BRIEF[lang].format(**CLEAN[(lang, 1)])
    g = grade_output(mats[(lang, 1)], body + OWNER_TABLE[lang].format(who=who))
    assert_all_correct(g, additions=None)
    assert [u.kind for u in g.unsupported] == ["person"], g.unsupported


# --- 6. a native Chinese name right after its title, deciding ("由质量主管刘海涛拍板"), is a person given a role ------

@pytest.mark.parametrize("line", ["决定：由质量主管刘海涛拍板，培训照计划进行。", "复盘会由物流主管何静主持。"])
def test_a_native_name_after_its_title_deciding_is_a_person_added(mats, line):
    body = BRIEF["zh"].format(**CLEAN[("zh", 1)])
    g = grade_output(mats[("zh", 1)], body + "\n" + line)
    assert [u.kind for u in g.unsupported] == ["person"], g.unsupported
