"""Classes of grader faults the sixteenth held-out set showed (English, and the thinking-aloud and citation classes in
every language), each pinned with briefs written for these tests on the materials of seeds 1, 5 and 8 (see
test_grader_classes_all_languages)."""

from kvtrial.facts.grader import grade_output
from kvtrial.facts.material import approximate_tokens, build_material
from tests.facts.test_grader_classes_all_languages import grade, grade_prose


def kinds(g):
    return [(u.kind, u.text) for u in g.unsupported]


def labels(g):
    return {f.fact_id: str(f.label) for f in g.facts}


# --- "note 9" / "notes 2, 9 and 16" with no bracket at the end of a list item or a Sources line cite the notes: no
# numbers of the brief ------------------------------------------------------------------------------------------------
def test_bare_note_numbers_at_the_end_of_an_item_are_citations(mats):
    text = ("- Window: 10 March 2027 to 22 April 2027, notes 2 and 9\n"
            "- Spare parts ordering at the Tampere plant, note 15\n"
            "- Not included: the legacy fax gateway, note 9\n"
            "- Money: CHF 81,500, note 2\n"
            "- Approval: still pending with the investment board, note 9\n"
            "- Done: data-protection checklist reviewed, note 15\n"
            "- Planned: training of the front-line clerks, note 2\n"
            "Sources: notes 2, 9 and 15.")
    g = grade_output(mats[("en", 1)], text)
    assert not g.unsupported, kinds(g)
    assert set(labels(g).values()) == {"correct"}, labels(g)


def test_bare_note_numbers_are_citations_in_chinese_and_russian(mats):
    zh = grade(mats, "zh", 1, budget="81,500瑞士法郎，笔记2", done="数据保护检查清单审核（笔记8）",
               extra="来源：笔记2、4和8。")
    assert not zh.unsupported, kinds(zh)
    assert set(labels(zh).values()) == {"correct"}, labels(zh)
    ru = grade(mats, "ru", 1, budget="81 500 швейцарских франков, заметка 2", done="проверка чек-листа по защите "
               "данных, заметка 18", extra="Источники: заметки 2, 9 и 18.")
    assert not ru.unsupported, kinds(ru)
    assert set(labels(ru).values()) == {"correct"}, labels(ru)


# --- a model thinking aloud before its answer: lines on reading the notes or writing the brief, and lines saying what
# a note covers by the fact kinds only, frame the brief (no addition, no progress read from "completed") -------------
def test_thinking_aloud_about_the_notes_is_framing_in_english(mats):
    g = grade(mats, "en", 1, timeline="Let me go through the notes before I start.\nNote [2] gives the start and the "
              "budget.\n[15]: the scope and the completed work.\nI will keep those out rather than speculate. Three "
              "things are worth noting.\n\nTimeline: 10 March 2027 to 22 April 2027 [2, 9]")
    assert not g.unsupported, kinds(g)
    assert set(labels(g).values()) == {"correct"}, labels(g)


def test_thinking_aloud_about_the_notes_is_framing_in_chinese_and_russian(mats):
    zh = grade(mats, "zh", 1, extra="让我先梳理一下这些笔记。[8] 给出了范围和已完成的工作。现在开始写简报。")
    assert not zh.unsupported, kinds(zh)
    assert set(labels(zh).values()) == {"correct"}, labels(zh)
    ru = grade(mats, "ru", 1, extra="Сначала пройдусь по заметкам. В [18] — процесс, площадка и выполненный этап. "
               "Теперь можно составлять справку.")
    assert not ru.unsupported, kinds(ru)
    assert set(labels(ru).values()) == {"correct"}, labels(ru)


def test_a_first_person_line_with_a_real_claim_is_still_an_addition(mats):
    g = grade(mats, "en", 1, extra="The pilot's main risk is a late delivery of the spare parts catalogue.")
    assert [k for k, _ in kinds(g)] == ["claim"], kinds(g)


# --- a month of the approval's date is no person's name: "on 15 March" names no background "Marchetti"; the person
# the brief gives as the approver is the one counted ------------------------------------------------------------------
def test_a_month_in_the_approval_date_names_no_background_person():
    material = build_material(10, 1024, approximate_tokens, language="en")
    g = grade_output(material, "Timeline: 2 April 2027 to 17 July 2027 [2, 7]\n"
                     "Scope: purchase order intake at the Porto service centre [13]\n"
                     "Out of scope: the legacy fax gateway [7]\nBudget: EUR 56,000 [2]\n"
                     "Status: approved by Nadia Rahimi (Head of IT) on 22 March 2027 [7]\n"
                     "Done: review of the data-protection checklist [13]\nPlanned: release of the mobile app [2]\n")
    assert labels(g)["approval"] == "distorted", labels(g)
    assert kinds(g) == [("person", "Nadia Rahimi")], kinds(g)


# --- thinking aloud about where an item goes in the brief ("so it belongs under Planned") sorts the brief's lines: no
# approval state read from the planned word beside "status" ----------------------------------------------------------
def test_sorting_an_item_into_the_status_lines_states_no_approval(mats):
    g = grade(mats, "en", 5, timeline="First a look at the status lines: note [2] calls the user guide translation "
              "planned, so it belongs under Planned.\n\nTimeline: 9 June 2026 to 3 October 2026 [2, 8]")
    assert labels(g)["approval"] == "correct", [(f.fact_id, f.detail) for f in g.facts]
    assert not g.unsupported, kinds(g)


# --- a clipped word with the English plural's "s" ("user gdes" for user guides, "accts" for accounts) names the item
def test_a_clipped_plural_names_the_item(mats):
    g = grade(mats, "en", 5, planned="user gdes, not started yet [2]")
    assert labels(g)["planned"] == "correct", [(f.fact_id, f.detail) for f in g.facts]
    assert not g.unsupported, kinds(g)


# --- a changelog's line: a bare participle before the item ("- Installed barcode scanners") says it is done ---------
def test_a_participle_before_the_item_says_it_is_done(mats):
    g = grade(mats, "en", 5, done="\n### Changed\n- Installed barcode scanners, note 14")
    assert labels(g)["done"] == "correct", [(f.fact_id, f.detail) for f in g.facts]
    assert not g.unsupported, kinds(g)


# --- "rules out X" / "rule out" / "ruling out" excludes the item, as "ruled out" does ------------------------------
def test_rules_out_in_the_present_excludes_the_item(mats):
    g = grade(mats, "en", 8, oos="Paragraph 8 also rules out customs declarations.")
    assert labels(g)["out_of_scope"] == "correct", [(f.fact_id, f.detail) for f in g.facts]
    assert not g.unsupported, kinds(g)


# --- finished work said to be past ("the installation of the scanners is behind us") is done ------------------------
def test_work_behind_us_is_done(mats):
    g = grade_prose(mats, "en", 5, "done", "The installation of the barcode scanners is behind us [14].")
    assert labels(g)["done"] == "correct", [(f.fact_id, f.detail) for f in g.facts]
    assert not g.unsupported, kinds(g)


# --- "the money" names the budget: its amount, with the currency said in the next sentence, is the budget ----------
def test_the_money_names_the_budget(mats):
    g = grade_prose(mats, "en", 5, "budget", "On the money side, 45,000 is set aside. That sum is in US dollars [2].")
    assert labels(g)["budget"] == "correct", [(f.fact_id, f.detail) for f in g.facts]
    assert not g.unsupported, kinds(g)


# --- a role in brackets after a name the source does not know ("Ines Moreau (site lead)", in a table's cell) gives
# that person a role in the pilot: one addition ---------------------------------------------------------------------
def test_a_role_in_brackets_after_an_unknown_name_is_an_invented_person(mats):
    g = grade(mats, "en", 5, extra="\n| Item | Stage | Who |\n|---|---|---|\n"
              "| Translation of the user guides | not started | Ines Moreau (site lead) |\n")
    assert kinds(g) == [("person", "Ines Moreau")], kinds(g)
