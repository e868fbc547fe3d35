"""Classes of misreading that the twenty-first held-out set (zh) showed, each pinned with phrasings written for these
tests (none taken from a held-out brief). The materials are those of tests/facts/test_grader_classes_all_languages.py
(seed 1: pending with the investment board, the data-protection checklist reviewed, the clerks' training planned,
the legacy fax gateway out of scope)."""

import pytest

from kvtrial.facts.grader import grade_output
from tests.facts.test_grader_classes_all_languages import BRIEF, CLEAN, assert_all_correct, grade, grade_prose, labels

# --- 1. an answer's lead-in (the reader's question told again, what was asked for, the writer's own act on the
# earlier answer, a line pointing at what follows) is said to the reader: no claim of the pilot ----------------------

@pytest.mark.parametrize("lead, tail", [
    ("你之前问的是时间和审批——", ""),
    ("照你的意思，我将上一版答复整理成了表格，顺带更正了预算：", ""),
    ("看看都有哪些？⬇", ""),
    ("其他内容都不变——", ""),
    ("", "\n预算请以上面这一行为准"),
    ("问：能简单列一下吗？\n答：当然。", ""),
])
def test_an_answers_lead_in_is_no_claim(mats, lead, tail):
    body = BRIEF["zh"].format(**CLEAN[("zh", 1)])
    g = grade_output(mats[("zh", 1)], (lead + "\n" if lead else "") + body + tail)
    assert_all_correct(g)


# --- 2. the English state words a mixed brief keeps: "Approved …" is an approval told, "No" / "Not yet" answers ------

def test_an_english_approved_in_a_chinese_brief_states_the_approval(mats):
    g = grade_prose(mats, "zh", 1, "status", "Approved on 3 March 2027 by 投资委员会 [4]")
    assert labels(g)["approval"] == "distorted", [(f.fact_id, f.label, f.detail) for f in g.facts]
    # and the word in a question answered "Not yet" is that question's subject, no approval told
    assert_all_correct(grade_prose(mats, "zh", 1, "status", "Q: Approved?\nA: Not yet. 仍在等投资委员会拍板。[4]"))


@pytest.mark.parametrize("oos", ["Q: 旧传真网关算在试点里吗？\nA: No.（第4段）",
                                 "问：旧传真网关包含在内吗？\n答：Nope，不包含[4]"])
def test_an_english_no_answers_a_chinese_question(mats, oos):
    assert_all_correct(grade(mats, "zh", 1, oos=oos))



# --- 3. "已经通过了…的审批" tells the approval as given ------------------------------------------------------------------

@pytest.mark.parametrize("sentence", ["试点已经通过了投资委员会的审批[4]。", "上周试点通过了投资委员会审批[4]。"])
def test_passed_the_review_is_an_approval_told(mats, sentence):
    g = grade_prose(mats, "zh", 1, "status", sentence)
    assert labels(g)["approval"] == "distorted", [(f.fact_id, f.label, f.detail) for f in g.facts]


# --- 4. a data entry's "stage:" key under its item key says that item's stage, as "status:" / "state:" do -----------

YAML_ITEMS = ("pilot: 枪鱼\nstart: 2027-03-10\nend: 2027-04-22\nscope: 坦佩雷工厂的备件订购\nexcluded: [旧传真网关]\n"
              "budget: 81,500瑞士法郎\napproval: 仍在等待投资委员会审批\nitems:\n  - item: 数据保护检查清单审核\n"
              "    stage: {done}\n  - item: 一线文员培训\n    stage: {planned}\n")


@pytest.mark.parametrize("done, planned, expected", [
    ("已完成", "not_started", "correct"),
    ("in_progress", "planned", "distorted"),
])
def test_a_stage_key_under_an_item_key_is_its_stage(mats, done, planned, expected):
    g = grade_output(mats[("zh", 1)], "```yaml\n" + YAML_ITEMS.format(done=done, planned=planned) + "```")
    got = labels(g)
    assert got["done"] == expected and got["planned"] == "correct", [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert not g.unsupported, g.unsupported


# --- 5. the English words for an exclusion a mixed brief keeps ("X — out of scope", "not included: X") ---------------

@pytest.mark.parametrize("oos", ["旧传真网关 (legacy fax gateway) — out of scope [4]", "旧传真网关：not included [4]"])
def test_an_english_exclusion_in_a_chinese_brief(mats, oos):
    assert_all_correct(grade(mats, "zh", 1, oos=oos))


# --- 6. a slide outline with English titles and keys over Chinese items: "Part 2 — …" is a heading (its number counts
# parts), "• Approval: …" / "• Done: X (English gloss)" name their facts as the Chinese labels do, and "the notes do not
# say" is the notes' silence --------------------------------------------------------------------------------------------

MIXED_SLIDES = ("Part 1 — 枪鱼 pilot\n• Dates: 10 Mar – 22 Apr 2027\n• Scope: 坦佩雷工厂 · 备件订购 (spare parts ordering)\n"
                "• Not in scope: 旧传真网关 (legacy fax gateway)\n\nPart 2 — Budget & Sign-off\n• Budget: CHF 81.5k\n"
                "• Approval: 尚未批准——等投资委员会 (investment board)\n\nPart 3 — Progress\n"
                "• Done: 数据保护检查清单审核 (data protection checklist review)\n"
                "• Planned, not started: 一线文员培训 (front-line clerk training)\n• Owner: the notes do not say\n")


def test_an_english_slide_outline_over_chinese_items(mats):
    assert_all_correct(grade_output(mats[("zh", 1)], MIXED_SLIDES))


# --- 7. "start date" / "end date" kept in English in a Chinese sentence give the date its role -------------------------

def test_an_english_start_date_in_a_chinese_sentence_has_its_role(mats):
    g = grade_prose(mats, "zh", 1, "timeline", "更正一下：枪鱼试点的 start date 是2027年3月3日[2]，end date 是2027年4月22日[4]。")
    got = labels(g)
    assert (got["start_date"], got["end_date"]) == ("distorted", "correct"), [(f.fact_id, f.label, f.detail) for f in g.facts]


# --- 8. a correction quoting the earlier answer's words to take them back states nothing of them; a remark that the
# notes say it plainly leads into the sentence after it, which still states its fact -----------------------------------

def test_words_quoted_to_be_taken_back_state_nothing(mats):
    g = grade_prose(mats, "zh", 1, "status",
                    "纠正一下：我上次写的是「投资委员会已批准」，写错了。原文写得很明确，试点还在等投资委员会审批[4]。")
    assert_all_correct(g)


# --- 9. the same lead-ins in English and Russian answers -----------------------------------------------------------------

@pytest.mark.parametrize("lang, lead", [
    ("en", "You asked what is done and whether it has been signed off."),
    ("ru", "Вы спрашивали, что уже сделано и утверждён ли пилот."),
])
def test_an_answers_lead_in_in_other_languages(mats, lang, lead):
    body = BRIEF[lang].format(**CLEAN[(lang, 1)])
    assert_all_correct(grade_output(mats[(lang, 1)], lead + "\n" + body))
