"""Classes of grader faults the eighteenth held-out set (English) showed, with the seventeenth's and sixteenth's
left over, each pinned with briefs written for these tests on the material of seed 7 (English and Chinese)."""

import pytest

from kvtrial.facts.grader import grade_output
from kvtrial.facts.material import approximate_tokens, build_material


@pytest.fixture(scope="module")
def mat():
    return {lang: build_material(7, 1024, approximate_tokens, language=lang) for lang in ("en", "zh")}


def facts(g):
    return {f.fact_id: (str(f.label), f.detail) for f in g.facts}


def kinds(g):
    return [(u.kind, u.text) for u in g.unsupported]


# seed 7 (en): 10 June 2027 - 30 July 2027, spare parts ordering at the Gdansk depot, CHF 91,500, pending with the
# investment board, test accounts migrated (done), clerk training (planned), Madrid sales office out of scope
def checklist(oos: str) -> str:
    return ("Osprey pilot - tick list\n[x] Start date: 10 Jun 2027\n[x] End date: 30 Jul 2027\n"
            "[x] Scope: spare parts ordering, Gdansk depot\n" + oos + "\n[x] Budget: CHF 91,500\n"
            "[ ] Approval: investment board, still pending\n[x] Test account migration: done\n"
            "[ ] Clerk training: planned, not started\n")


# --- an exclusion said in another shape: a clipped label after a checklist's box, after a cell border, a question
# label answered no before its colon, an English clipped label in a Chinese note: the item stays excluded -------------
def test_a_ticked_box_before_a_clipped_exclusion_label_leaves_the_item_excluded(mat):
    g = grade_output(mat["en"], checklist("[x] Out: Madrid sales office, not in the pilot"))
    assert facts(g)["out_of_scope"][0] == "correct", facts(g)
    assert facts(g)["done"][0] == "correct", facts(g)


def test_a_clipped_exclusion_label_after_a_cell_border_in_a_run_in_line(mat):
    text = ("Osprey - one-pager\nDates: 10 Jun 2027 → 30 Jul 2027\n"
            "Scope: spare parts ordering · Gdansk depot | Out: Madrid sales office\nMoney: CHF 91,500\n"
            "Sign-off: pending with the investment board\nTest accounts: migrated\nClerk training: planned, not started\n")
    g = grade_output(mat["en"], text)
    assert facts(g)["out_of_scope"][0] == "correct", facts(g)


def test_a_question_label_closed_before_its_colon_and_answered_no_excludes(mat):
    text = ("Pilot: Osprey\nStart: 10.06.2027\nEnd: 30.07.2027\nWorkflow: spare parts ordering\nSite: Gdansk depot\n"
            "Madrid sales office included?: N\nBudget: CHF 91,500\nApproved?: N, investment board to decide\n"
            "Test account migration done?: Y\nClerk training started?: N (planned)\n")
    g = grade_output(mat["en"], text)
    assert facts(g)["out_of_scope"][0] == "correct", facts(g)


def test_an_english_clipped_exclusion_in_a_chinese_note_excludes(mat):
    text = ("鱼鹰｜2027/6/10→7/30｜格但斯克仓储站·备件订购（excl. 马德里销售办事处）｜91,500瑞士法郎｜"
            "等待投资委员会审批｜已完成：测试账户迁移｜计划：一线文员培训（未启动）\n")
    g = grade_output(mat["zh"], text)
    assert facts(g)["out_of_scope"][0] == "correct", facts(g)
    table = ("| 项 | 值 |\n|---|---|\n| 起 | 2027-06-10 |\n| 止 | 2027-07-30 |\n| 范围 | 格但斯克仓储站·备件订购 |\n"
             "| 预算 | 91,500瑞士法郎 |\n| 审批 | 等待投资委员会 |\n| 测试账户迁移 | 已完成 |\n| 一线文员培训 | 计划，未启动 |\n"
             "| 马德里销售办事处 | excl. |\n")
    g = grade_output(mat["zh"], table)
    assert facts(g)["out_of_scope"][0] == "correct", facts(g)


# --- two values for one fact: a second start or end date beside the source's, told as another account of it in the
# same sentence, in a table row or field named only by the fact's role, or on a Sources line opened by "Sources." -----
def prose(start: str = "10 June 2027", end: str = "30 July 2027", tail: str = "") -> str:
    return (f"The Osprey pilot runs from {start} to {end}. It covers spare parts ordering at the Gdansk depot; the "
            "Madrid sales office is out of scope. The budget is CHF 91,500, and approval is still pending with the "
            "investment board. The test accounts have been migrated; the clerk training is planned but not started."
            f"\n{tail}")


def test_a_second_start_told_as_another_account_in_the_same_sentence_distorts_the_start(mat):
    for told in ("10 June 2027, though another draft of the notes has it starting on 17 June 2027,",
                 "10 June 2027 (some notes say 17 June 2027)"):
        g = grade_output(mat["en"], prose(start=told))
        assert facts(g)["start_date"][0] == "distorted", (told, facts(g))
        assert not any(k == "date" for k, _ in kinds(g)), (told, kinds(g))
    g = grade_output(mat["en"], prose(start="10 June 2027, with the kick-off workshop on 17 June 2027,"))
    assert facts(g)["start_date"][0] == "correct", facts(g)


def test_a_table_row_named_by_the_role_alone_with_another_day_distorts_the_fact(mat):
    g = grade_output(mat["en"], prose(tail="\n| Field | Value |\n|---|---|\n| Start | 2027-06-10 |\n| End | 2027-07-23 |\n"))
    assert facts(g)["end_date"][0] == "distorted", facts(g)
    assert facts(g)["start_date"][0] == "correct", facts(g)
    assert not any(k == "date" for k, _ in kinds(g)), kinds(g)
    zh = ("鱼鹰试点于2027年6月10日开始，2027年7月30日结束。试点仅涵盖格但斯克仓储站的备件订购，马德里销售办事处不在范围内。"
          "预算为91,500瑞士法郎。仍在等待投资委员会审批。测试账户迁移已经完成，一线文员培训已列入计划，尚未开始。\n\n"
          "| 项目 | 内容 |\n|---|---|\n| 开始 | 2027-06-03 |\n| 结束 | 2027-07-30 |\n")
    g = grade_output(mat["zh"], zh)
    assert facts(g)["start_date"][0] == "distorted", facts(g)
    assert not any(k == "date" for k, _ in kinds(g)), kinds(g)


def test_a_sources_line_opened_by_its_name_and_a_full_stop_restating_another_day(mat):
    g = grade_output(mat["en"], prose(tail="Sources. Start (17 June 2027) and budget - [2]; end and exclusion - [7]; "
                                           "scope and completed work - [13].\n"))
    assert facts(g)["start_date"][0] == "distorted", facts(g)
    assert not g.unsupported, kinds(g)


# --- what is left to do: a question or label asking what is "still to be done" asks for the planned work, and a count
# leading the answer's list ("Two items: A and B") is that list's lead, no field of its own ------------------------------
def qa(left: str) -> str:
    return ("Q: When does it run?\nA: 10 June 2027 to 30 July 2027.\n\nQ: What does it cover?\nA: Spare parts ordering "
            "at the Gdansk depot; the Madrid sales office is not covered.\n\nQ: Budget?\nA: CHF 91,500.\n\n"
            "Q: Approved?\nA: No, still pending with the investment board.\n\n" + left)


def test_what_is_still_to_be_done_asks_for_the_planned_work(mat):
    g = grade_output(mat["en"], qa("Q: What is still to be done?\nA: The training of the front-line clerks.\n\n"
                                   "Q: What is finished?\nA: The test account migration.\n"))
    assert facts(g)["planned"][0] == "correct", facts(g)
    assert facts(g)["done"][0] == "correct", facts(g)


def test_a_count_leading_the_answer_list_keeps_the_question_stage_for_each_item(mat):
    g = grade_output(mat["en"], qa("Q: What is left to do?\nA: Two items: the migration of the test accounts and the "
                                   "clerk training.\n"))
    assert facts(g)["done"][0] == "distorted", facts(g)
    assert facts(g)["planned"][0] == "correct", facts(g)


# --- an approval label whose value names the approval's own body, its state in the next part ("Approval: the board,
# still pending"), is the approval told, no status of its own -------------------------------------------------------------
def test_an_approval_label_naming_its_body_before_the_state_adds_nothing(mat):
    g = grade_output(mat["en"], checklist("[x] Out: Madrid sales office").replace(
        "[ ] Approval: investment board, still pending", "[ ] Approval: investment board, awaiting its decision"))
    assert facts(g)["approval"][0] == "correct", facts(g)
    assert not g.unsupported, kinds(g)


# --- an extra work item told in a line of its own, with a check mark or a stage word, naming no item of the source:
# one addition, though its words are few or name a document ("✅ checklists updated for the desk staff") ----------------
def test_an_extra_work_item_with_a_check_mark_or_a_stage_is_an_addition(mat):
    base = checklist("[x] Out: Madrid sales office")
    assert not grade_output(mat["en"], base).unsupported
    for extra in ("✅ SOPs updated for the depot crew", "Forklift telematics rollout: planned"):
        g = grade_output(mat["en"], base + extra + "\n")
        assert len(g.unsupported) == 1, (extra, kinds(g))
        assert {v[0] for v in facts(g).values()} == {"correct"}, facts(g)


# --- a second amount in the budget's currency, set against the budget in its sentence as another account of it ----------
def test_a_second_amount_told_as_another_account_distorts_the_budget(mat):
    g = grade_output(mat["en"], prose().replace("CHF 91,500", "CHF 91,500 (another draft of the notes says CHF 95,000)"))
    assert facts(g)["budget"][0] == "distorted", facts(g)
    assert not any(k == "amount" for k, _ in kinds(g)), kinds(g)


# --- a Sources line citing paragraphs joined by slashes ("Refs: 2/7/13") cites them: no date ------------------------------
def test_paragraph_numbers_joined_by_slashes_on_a_sources_line_are_no_date(mat):
    g = grade_output(mat["en"], checklist("[x] Out: Madrid sales office") + "Refs: 2/7/13\n")
    assert not g.unsupported, kinds(g)
    g = grade_output(mat["en"], checklist("[x] Out: Madrid sales office") + "Refs: 2/7/13. Review on 3/9/27\n")
    assert any(k == "date" for k, _ in kinds(g)), kinds(g)


# --- a clipped word before a mark standing for a state ("Clerk train.   ○ planned") goes on in the same sentence ----------
def test_a_clipped_word_before_a_state_mark_is_no_sentence_end(mat):
    text = ("OSPREY PILOT · text Gantt\nPilot run          10 Jun 2027 → 30 Jul 2027\n"
            "Scope              spare parts ordering, Gdansk depot only\n"
            "Madrid sales office      ✘ out of scope\nApproval           ⏸ pending with the investment board\n"
            "Test account migr.    ✔ done\nFront-line clerk train.    ○ planned, not started\nBudget             CHF 91,500\n")
    g = grade_output(mat["en"], text)
    assert facts(g)["planned"][0] == "correct", facts(g)
    assert facts(g)["done"][0] == "correct", facts(g)
