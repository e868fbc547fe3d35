"""Classes of misreading that the seventh held-out set (zh) showed, each pinned with phrasings written for these
tests (none taken from a held-out brief). The materials are those of tests/facts/test_grader_classes_all_languages.py
(seed 8: approved by Priya Raman, the sandbox set up, the satisfaction survey planned, customs declarations out of
scope)."""

import json

import pytest

from kvtrial.facts.grader import grade_output
from kvtrial.facts.language_check import not_gradable_reason
from kvtrial.facts.languages import get_language
from kvtrial.facts.segments import segment
from tests.facts.test_grader_classes_all_languages import BRIEF, CLEAN, grade, labels

# --- 1. a brief written as JSON or YAML with English keys is still written in its values' language -------------------

def test_english_keys_of_a_chinese_json_brief_do_not_make_it_latin():
    brief = "```json\n" + json.dumps({
        "pilot": "苍鹭", "start_date": "2027-08-16", "end_date": "2027-10-01", "scope": "里昂仓库的采购订单受理",
        "excluded": ["报关单"], "budget": {"amount": 57500, "currency": "EUR"}, "approval": "已由普丽娅·拉曼批准",
        "done": ["沙箱环境搭建"], "planned": ["用户满意度调查"], "notes": ["暂无其他说明"],
    }, ensure_ascii=False, indent=2) + "\n```"
    assert not_gradable_reason(brief, "zh") is None


def test_a_yaml_brief_with_english_keys_and_chinese_values_is_gradable():
    brief = ("pilot: 苍鹭\nscope: 里昂仓库的采购订单受理\nexcluded: 报关单\nbudget: 57,500 EUR\n"
             "approval: 已由普丽娅·拉曼批准\ndone: 沙箱环境搭建\nplanned: 用户满意度调查（还没开始）\n")
    assert not_gradable_reason(brief, "zh") is None


def test_english_values_under_the_keys_still_read_as_english():
    brief = "```json\n" + json.dumps({
        "scope": "purchase order intake at the Lyon warehouse", "excluded": ["customs declarations"],
        "approval": "approved by Priya Raman in July", "done": ["the sandbox environment was set up"],
        "planned": ["a survey of user satisfaction, not started yet"],
    }, indent=2) + "\n```"
    assert not_gradable_reason(brief, "zh") is not None


# --- 2. a slide's title line ("【页面2】…", "[Slide 2] …") is a heading: no claim, and its number no number ------------

@pytest.mark.parametrize("lang, first, second", [
    ("zh", "【页面1】苍鹭试点概况", "【页面2】进度一览"),
    ("en", "[Slide 1] Heron pilot at a glance", "[Slide 2] Where things stand"),
])
def test_slide_title_lines_are_headings(mats, lang, first, second):
    body = BRIEF[lang].format(**CLEAN[(lang, 8)])
    lines = body.split("\n")
    text = "\n".join([first, *lines[:4], "", second, *lines[4:]])
    g = grade_output(mats[(lang, 8)], text)
    assert set(labels(g).values()) == {"correct"}, [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert not g.unsupported, g.unsupported


def test_a_bracketed_paragraph_citation_at_a_line_start_is_no_slide_title():
    lang = get_language("zh")
    clauses = segment("【段8】沙箱环境已经搭好。", lang.layout, lang.forms)
    assert clauses and any("沙箱" in c.text for c in clauses)


# --- 3. an offer addressed to the reader ("…的话跟我说一声") is framing, not a claim -------------------------------------

@pytest.mark.parametrize("extra", ["要是想看表格版本的话跟我说一声～", "想换成英文的话告诉我哦！"])
def test_an_offer_to_the_reader_is_no_addition(mats, extra):
    g = grade(mats, "zh", 8, extra=extra)
    assert set(labels(g).values()) == {"correct"}
    assert not g.unsupported, g.unsupported


# --- 4. a claim the brief repeats word for word (a section pasted twice) is one addition -----------------------------

def test_a_repeated_claim_is_counted_once(mats):
    once = grade(mats, "zh", 8, extra="项目整体评级：橙色。")
    twice = grade(mats, "zh", 8, extra="项目整体评级：橙色。\n\n项目整体评级：橙色。")
    assert len(once.unsupported) == 1, once.unsupported
    assert len(twice.unsupported) == 1, twice.unsupported


# --- 5. a role word and its 为/是/：before a name ("协调人为…", "项目经理：…") give that name a role in the pilot --------

@pytest.mark.parametrize("extra", ["协调人为汉娜·施密特，负责日常沟通。", "项目经理：佐藤健一"])
def test_a_name_after_a_role_word_is_a_person_given_a_role(mats, extra):
    g = grade(mats, "zh", 8, extra=extra)
    assert [u.kind for u in g.unsupported] == ["person"], g.unsupported


@pytest.mark.parametrize("extra", ["负责人：尚未确定", "负责人：未说明"])
def test_a_role_left_open_names_no_person(mats, extra):
    g = grade(mats, "zh", 8, extra=extra)
    assert not [u for u in g.unsupported if u.kind == "person"], g.unsupported


# --- 6. an answer is read under the section its question names ("预算有多少？" — the answer is the budget line) ----------

@pytest.mark.parametrize("lang, question, answer, label", [
    ("zh", "问：预算有多少？", "答：57,500。[2]", "distorted"),
    ("zh", "问：这次试点的预算有多少？", "答：57,500欧元。[2]", "correct"),
    ("en", "Q: What is the budget?", "A: 57,500. [2]", "distorted"),
])
def test_an_answer_reads_under_the_section_its_question_names(mats, lang, question, answer, label):
    text = BRIEF[lang].format(**{**CLEAN[(lang, 8)], "budget": "@@", "extra": f"{question}\n{answer}"})
    text = "\n".join(line for line in text.split("\n") if "@@" not in line)
    g = grade_output(mats[(lang, 8)], text)
    assert labels(g)["budget"] == label, g.by_id("budget").detail


# --- 7. the source's own approver, run into the words around it ("总监普丽娅·拉曼审批"), is no invented person -----------

@pytest.mark.parametrize("status", ["2027年7月14日由财务主管普丽娅·拉曼正式批准[5]",
                                    "已经由总监普丽娅·拉曼审批通过（2027年7月14日）[5]"])
def test_the_sources_approver_run_into_a_verb_is_no_invented_person(mats, status):
    g = grade(mats, "zh", 8, status=status)
    assert labels(g)["approval"] == "correct", g.by_id("approval").detail
    assert not [u for u in g.unsupported if u.kind == "person"], g.unsupported


def test_a_name_the_source_does_not_hold_is_still_invented(mats):
    g = grade(mats, "zh", 8, extra="实施由顾问马蒂亚斯·克鲁格负责。")
    assert [u.kind for u in g.unsupported] == ["person"], g.unsupported
