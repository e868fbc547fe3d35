"""Classes of grader faults the thirteenth and fourteenth held-out sets (English) showed, each pinned with briefs
written for these tests on the materials of seeds 1 and 5 (build_material(seed, 1024, approximate_tokens, language=…)).
The stage of an item read from a table row is shared by every language: that class is pinned in Chinese too."""

from kvtrial.facts.grader import grade_output


def kinds(g):
    return [(u.kind, u.text) for u in g.unsupported]


def facts(g):
    return {f.fact_id: (str(f.label), f.detail) for f in g.facts}


# --- a planned item answered "started? no" is not under way: on its own line, or as a data entry's key -------------
FIELDS_EN1 = ("Marlin pilot at a glance\n\n"
              "Runs: 10 March 2027 to 22 April 2027\n"
              "Workflow: spare parts ordering\n"
              "Site: Tampere plant\n"
              "Legacy fax gateway in scope? No\n"
              "Budget: CHF 81,500\n"
              "Approved? Not yet, pending with the investment board\n"
              "Data-protection checklist reviewed? Yes\n"
              "Front-line clerk training started? {answer}\n")


def test_a_question_answered_no_on_its_own_line_keeps_a_planned_item_planned(mats):
    g = grade_output(mats[("en", 1)], FIELDS_EN1.format(answer="No, only planned"))
    assert facts(g)["planned"][0] == "correct", facts(g)
    assert set(v[0] for v in facts(g).values()) == {"correct"}, facts(g)


def test_a_question_answered_yes_on_its_own_line_still_reports_progress(mats):
    g = grade_output(mats[("en", 1)], FIELDS_EN1.format(answer="Yes, under way"))
    assert facts(g)["planned"][0] == "distorted", facts(g)


JSON_EN5 = ('{{\n'
            '  "pilot": "Osprey",\n'
            '  "dates": {{"start": "2026-06-09", "end": "2026-10-03"}},\n'
            '  "scope": {{"workflow": "invoice matching", "site": "Leeds office"}},\n'
            '  "not_in_scope": ["warranty claims"],\n'
            '  "budget": {{"amount": 45000, "currency": "USD"}},\n'
            '  "approval": {{"state": "approved", "by": "Marek Novak", "date": "2026-05-15"}},\n'
            '  "done": [{{"item": "installation of the barcode scanners"}}],\n'
            '  "planned": [{{"item": "translation of the user guides", "started": {started}}}]\n'
            '}}\n')


def test_a_started_key_set_to_false_keeps_a_planned_item_planned(mats):
    g = grade_output(mats[("en", 5)], JSON_EN5.format(started="false"))
    assert facts(g)["planned"][0] == "correct", facts(g)
    assert not g.unsupported, kinds(g)


def test_a_started_key_set_to_true_reports_a_planned_item_under_way(mats):
    g = grade_output(mats[("en", 5)], JSON_EN5.format(started="true"))
    assert facts(g)["planned"][0] == "distorted", facts(g)


# --- a table row's label cell ("done") is no word of the item's own: "in progress" in its cell decides -------------
ROWS_EN5 = ("fact,value,para\n"
            "start,2026-06-09,2\n"
            "end,2026-10-03,8\n"
            "scope,invoice matching at the Leeds office,14\n"
            "out of scope,warranty claims,8\n"
            "budget,USD 45000,2\n"
            "approval,approved by Marek Novak on 2026-05-15,8\n"
            "done,barcode scanner installation {state},14\n"
            "planned,translation of the user guides (not started),2\n")


def test_a_done_row_whose_cell_says_in_progress_is_distorted(mats):
    g = grade_output(mats[("en", 5)], ROWS_EN5.format(state="- still in progress"))
    assert facts(g)["done"][0] == "distorted", facts(g)
    assert "under way" in facts(g)["done"][1], facts(g)


def test_a_done_row_with_no_stage_in_its_cell_stays_done(mats):
    g = grade_output(mats[("en", 5)], ROWS_EN5.format(state="(finished)"))
    assert set(v[0] for v in facts(g).values()) == {"correct"}, facts(g)
    assert not g.unsupported, kinds(g)


def test_a_planned_row_whose_cell_says_in_progress_is_distorted_in_chinese(mats):
    text = ("| 事项 | 内容 | 出处 |\n|---|---|---|\n"
            "| 开始日期 | 2026年6月9日 | [1] |\n| 结束日期 | 2026年10月3日 | [5] |\n"
            "| 范围 | 利兹办公室的发票匹配 | [7] |\n| 不包括 | 保修索赔 | [5] |\n| 预算 | 45,000美元 | [1] |\n"
            "| 审批 | 已于2026年5月15日由马雷克·诺瓦克批准 | [5] |\n| 已完成 | 条码扫描器安装 | [7] |\n"
            "| 计划 | 用户指南翻译（正在进行中） | [1] |\n")
    g = grade_output(mats[("zh", 5)], text)
    assert facts(g)["planned"][0] == "distorted", facts(g)
    assert facts(g)["done"][0] == "correct", facts(g)


# --- a data brief's structure claims nothing: a key opening a list, a short citation key ("src") -----------------
def test_a_key_opening_a_list_is_no_claim_but_an_extra_entry_in_it_is_one(mats):
    text = ('{\n  "pilot": "Marlin",\n  "timeline": {"start": "2027-03-10", "end": "2027-04-22"},\n'
            '  "scope": {"workflow": "spare parts ordering", "site": "Tampere plant", "excluded": ["legacy fax gateway"]},\n'
            '  "budget": {"amount": 81500, "currency": "CHF"},\n'
            '  "approval": {"status": "pending", "body": "investment board"},\n'
            '  "task_list": [\n'
            '    {"item": "review of the data-protection checklist", "status": "done", "source": 15},\n'
            '    {"item": "training of the front-line clerks", "status": "planned", "source": 2},\n'
            '    {"item": "clean-up of the supplier master data", "status": "done", "source": 15}\n'
            '  ]\n}\n')
    g = grade_output(mats[("en", 1)], text)
    assert set(v[0] for v in facts(g).values()) == {"correct"}, facts(g)
    assert len(g.unsupported) == 1 and "supplier master data" in g.unsupported[0].text, kinds(g)


def test_src_attributes_of_an_xml_brief_cite_paragraphs_and_add_no_numbers(mats):
    text = ('<brief pilot="Osprey">\n'
            '  <dates start="2026-06-09" end="2026-10-03" src="2,8"/>\n'
            '  <workflow src="14">invoice matching</workflow>\n  <site src="14">Leeds office</site>\n'
            '  <excluded src="8">warranty claims</excluded>\n'
            '  <budget currency="USD" src="2">45000</budget>\n'
            '  <approval status="approved" by="Marek Novak" date="2026-05-15" src="8"/>\n'
            '  <done src="14">installation of the barcode scanners</done>\n'
            '  <planned started="false" src="2">translation of the user guides</planned>\n'
            '</brief>\n')
    g = grade_output(mats[("en", 5)], text)
    assert not g.unsupported, kinds(g)
    assert set(v[0] for v in facts(g).values()) == {"correct"}, facts(g)


# --- a day written as an ordinal word ("the tenth of March 2027") is that date, not a month alone ------------------
def test_a_date_with_its_day_as_an_ordinal_word_is_the_full_date(mats):
    text = ("Q: When does the pilot run?\nA: From Wednesday, the tenth of March 2027, until the twenty-second of "
            "April 2027 (paragraphs 2 and 9).\n\n"
            "Q: What does it cover?\nA: Spare parts ordering at the Tampere plant (paragraph 15).\n\n"
            "Q: Is anything left out?\nA: Yes, the legacy fax gateway is out of scope (paragraph 9).\n\n"
            "Q: Budget?\nA: CHF 81,500 (paragraph 2).\n\n"
            "Q: Approved?\nA: No, it is still pending with the investment board (paragraph 9).\n\n"
            "Q: What is finished?\nA: The data-protection checklist has been reviewed (paragraph 15).\n\n"
            "Q: What comes next?\nA: Training of the front-line clerks, planned but not started (paragraph 2).\n")
    g = grade_output(mats[("en", 1)], text)
    assert facts(g)["start_date"][0] == "correct" and facts(g)["end_date"][0] == "correct", facts(g)
    assert not g.unsupported and not g.not_checked, (kinds(g), g.not_checked)


# --- an exclusion given by its column: "NOT IN PILOT" on a board, "Out of scope" in a table of facts written across --
def test_a_board_column_named_not_in_the_pilot_excludes_its_items(mats):
    text = ("MARLIN BOARD\nSpare parts ordering · Tampere plant only · 10 Mar 2027 to 22 Apr 2027 · CHF 81,500\n\n"
            "| PLANNED | DONE | NOT IN THE PILOT |\n|---|---|---|\n"
            "| Front-line clerk training | Data-protection checklist reviewed | Legacy fax gateway |\n\n"
            "Approval: pending with the investment board (¶9)\n")
    g = grade_output(mats[("en", 1)], text)
    assert facts(g)["out_of_scope"][0] == "correct", facts(g)


def test_a_table_of_facts_across_with_one_out_of_scope_column_excludes_its_cell(mats):
    text = ("| Start | End | Scope | Out of scope | Budget | Approval |\n|---|---|---|---|---|---|\n"
            "| 9 June 2026 [2] | 3 October 2026 [8] | invoice matching at the Leeds office [14] | Warranty claims [8] | "
            "USD 45,000 [2] | Approved by Marek Novak on 15 May 2026 [8] |\n\n"
            "Done: the barcode scanners have been installed [14].\n"
            "Planned: translation of the user guides, not started yet [2].\n")
    g = grade_output(mats[("en", 5)], text)
    assert set(v[0] for v in facts(g).values()) == {"correct"}, facts(g)
    assert not g.unsupported, kinds(g)


# --- an item named only as the time of other work ("after the X") reports no stage of its own -----------------------
def test_an_item_named_as_the_time_of_new_work_keeps_its_stage_and_the_new_work_is_an_addition(mats):
    text = ("Marlin pilot\n\nThe pilot runs from 10 March 2027 to 22 April 2027 [2, 9]. It covers spare parts ordering "
            "at the Tampere plant [15]; the legacy fax gateway is out of scope [9]. Budget: CHF 81,500 [2]. Approval is "
            "pending with the investment board [9].\n\n"
            "Done: the review of the data-protection checklist has been completed [15].\n"
            "Planned: the training of the front-line clerks has not started yet [2].\n"
            "Planned: a refresher session for the warehouse supervisors is planned after the checklist review.\n")
    g = grade_output(mats[("en", 1)], text)
    assert set(v[0] for v in facts(g).values()) == {"correct"}, facts(g)
    assert len(g.unsupported) == 1 and "refresher" in g.unsupported[0].text, kinds(g)


# --- a table's "Status" section cell over a Planned or Done row names no approval ----------------------------------
def test_a_status_section_cell_over_a_planned_row_is_no_pending_approval(mats):
    text = ("| Section | Field | Value | Para |\n|---|---|---|---|\n"
            "| Timeline | Start | 9 June 2026 | 2 |\n| Timeline | End | 3 October 2026 | 8 |\n"
            "| Scope | Covered | Invoice matching, Leeds office | 14 |\n| Scope | Not covered | Warranty claims | 8 |\n"
            "| Budget | Amount | USD 45,000 | 2 |\n"
            "| Status | Approval | Approved by Marek Novak on 15 May 2026 | 8 |\n"
            "| Status | Done | Barcode scanners installed | 14 |\n"
            "| Status | Planned | Translation of the user guides, not started yet | 2 |\n")
    g = grade_output(mats[("en", 5)], text)
    assert set(v[0] for v in facts(g).values()) == {"correct"}, facts(g)


# --- "phase 2" in an excluded item said to come later is the deferral's words, graded on the exclusion: no number ---
def test_a_phase_number_in_a_deferral_is_no_added_number(mats):
    text = ("Marlin pilot, 10 March 2027 to 22 April 2027 [2, 9]\n"
            "- spare parts ordering at the Tampere plant [15]\n- budget CHF 81,500 [2]\n"
            "- approval still pending with the investment board [9]\n"
            "- data-protection checklist reviewed [15]\n- clerk training planned, not started [2]\n"
            "- legacy fax gateway: the team will take it on in phase 2 of the rollout\n")
    g = grade_output(mats[("en", 1)], text)
    assert facts(g)["out_of_scope"][0] == "distorted", facts(g)
    assert not [k for k, _ in kinds(g) if k == "number"], kinds(g)


# --- new work that only names the scope's workflow ("will hold a session with the X staff") is an addition ----------
def test_a_next_step_naming_the_scope_workflow_is_an_addition(mats):
    text = ("### Timeline\nThe pilot starts on 10 March 2027 [2] and ends on 22 April 2027 [9].\n\n"
            "### Scope\nSpare parts ordering at the Tampere plant only [15]. The legacy fax gateway is out of scope [9].\n\n"
            "### Budget\nCHF 81,500 [2].\n\n"
            "### Status\n**Is it approved?** Not yet; approval by the investment board is pending [9].\n"
            "**What is done?** The data-protection checklist has been reviewed [15].\n"
            "**What is planned?** Training of the front-line clerks; it has not started yet [2].\n"
            "**What comes after that?** The team will run a feedback workshop with the spare parts ordering team "
            "before launch.\n")
    g = grade_output(mats[("en", 1)], text)
    assert set(v[0] for v in facts(g).values()) == {"correct"}, facts(g)
    assert len(g.unsupported) == 1 and "feedback workshop" in g.unsupported[0].text, kinds(g)


# --- a clause adding planned work of its own after a fact's clause is an addition, though it says "planned" ----------
def test_new_planned_work_after_the_planned_item_in_one_sentence_is_an_addition(mats):
    text = ("The Osprey pilot runs from 9 June 2026 to 3 October 2026 [2, 8] and covers invoice matching at the Leeds "
            "office [14]; warranty claims are out of scope [8]. The budget is USD 45,000 [2]. It was approved by "
            "Marek Novak on 15 May 2026 [8]. The barcode scanners have been installed [14]. The translation of the "
            "user guides is planned but has not started [2], and a supplier onboarding call is planned after that.\n")
    g = grade_output(mats[("en", 5)], text)
    assert set(v[0] for v in facts(g).values()) == {"correct"}, facts(g)
    assert len(g.unsupported) == 1 and "onboarding" in g.unsupported[0].text, kinds(g)


# --- an item of a "Key takeaways" recap naming a stated item only to claim something new of it is an addition -------
def test_a_recap_item_claiming_a_new_risk_of_a_stated_item_is_an_addition(mats):
    text = ("## Timeline\n- Start: 9 June 2026 [2]\n- End: 3 October 2026 [8]\n\n"
            "## Scope\n- In scope: invoice matching at the Leeds office [14]\n- Out of scope: warranty claims [8]\n\n"
            "## Budget\n- USD 45,000 [2]\n\n"
            "## Status\n- Approval: approved by Marek Novak on 15 May 2026 [8]\n"
            "- Done: barcode scanners installed [14]\n- Planned: translation of the user guides, not started [2]\n\n"
            "## Key takeaways\n- The pilot is approved and funded.\n"
            "- Delays in the user guide translation could hold up training sessions.\n")
    g = grade_output(mats[("en", 5)], text)
    assert set(v[0] for v in facts(g).values()) == {"correct"}, facts(g)
    assert len(g.unsupported) == 1 and "Delays" in g.unsupported[0].text, kinds(g)
