"""Classes of grader faults the twelfth held-out set (English) showed, each pinned with briefs written for these
tests on the materials of seeds 1 and 5 (see test_grader_classes_all_languages). The CSV and HTML readers are shared by
every language: the CSV class is pinned in Russian too."""

from kvtrial.facts.grader import grade_output
from tests.facts.test_grader_classes_all_languages import assert_all_correct


def kinds(g):
    return [(u.kind, u.text) for u in g.unsupported]


def facts(g):
    return {f.fact_id: (str(f.label), f.detail) for f in g.facts}


# --- a CSV brief is a table: its header names the columns, its paragraph column cites (no numbers, no additions) ----
CSV_EN = ('item,detail,para\n'
          'window,9 June 2026 to 3 October 2026,"2, 8"\n'
          'focus,"invoice matching, Leeds office only",14\n'
          'left out,warranty claims,8\n'
          'money,USD 45000,2\n'
          'sign-off,"approved by Marek Novak, 15 May 2026",8\n'
          'finished,barcode scanners installed,14\n'
          'not started,translation of the user guides,2\n')


def test_a_csv_brief_reads_as_a_table_whose_para_column_cites(mats):
    g = grade_output(mats[("en", 5)], CSV_EN)
    assert not g.unsupported, kinds(g)
    assert_all_correct(g, additions=None)
    assert {f.citation for f in g.facts} == {"correct"}, [(f.fact_id, f.cited) for f in g.facts]


def test_a_csv_row_with_an_invented_count_is_still_one_addition(mats):
    g = grade_output(mats[("en", 5)], CSV_EN + "trained clerks,12,\n")
    assert kinds(g) == [("number", "12")], kinds(g)


def test_a_semicolon_csv_in_russian_reads_as_a_table_too(mats):
    text = ("поле;значение;абзац\n"
            "сроки;9 июня 2026 г. — 3 октября 2026 г.;3\n"
            "охват;сверка счетов в офисе в Лидсе;17\n"
            "не входит;гарантийные претензии;10\n"
            "бюджет;45 000 долларов США;3\n"
            "статус;утверждён 15 мая 2026 г., утвердил Марек Новак;10\n"
            "сделано;установка сканеров штрихкодов;17\n"
            "запланировано;перевод руководств пользователя;3\n")
    g = grade_output(mats[("ru", 5)], text)
    assert not g.unsupported, kinds(g)
    assert_all_correct(g, additions=None)


# --- an HTML brief: tags are markup, a <th> header row makes a table, entities are characters ---------------------
def test_an_html_question_table_reads_row_by_row_and_its_tags_say_nothing(mats):
    text = ("<h3>Pilot at a glance</h3>\n<table>\n"
            "<tr><th>Question</th><th>Answer</th><th>Para</th></tr>\n"
            "<tr><td>Runs when?</td><td>9 Jun 2026 &ndash; 3 Oct 2026</td><td>2</td></tr>\n"
            "<tr><td>Covers what?</td><td>invoice matching at the Leeds office</td><td>14</td></tr>\n"
            "<tr><td>Warranty claims in?</td><td>No &mdash; excluded</td><td>8</td></tr>\n"
            "<tr><td>Money</td><td>USD 45,000</td><td>2</td></tr>\n"
            "<tr><td>Signed off?</td><td>Yes, by Marek Novak on 15 May 2026</td><td>8</td></tr>\n"
            "<tr><td>Scanners installed?</td><td>Yes &amp; done</td><td>14</td></tr>\n"
            "<tr><td>User guide translation begun?</td><td>No &ndash; only planned</td><td>2</td></tr>\n"
            "</table>\n")
    g = grade_output(mats[("en", 5)], text)
    assert not g.unsupported, kinds(g)
    assert_all_correct(g, additions=None)


def test_html_list_items_are_items_under_their_heading(mats):
    text = ("<p>Runs 9 June 2026 to 3 October 2026 [2, 8]; invoice matching at the Leeds office only [14]; "
            "warranty claims are out of scope [8]. Budget USD 45,000 [2]; approved by Marek Novak on 15 May 2026 [8].</p>\n"
            "<h4>Done</h4>\n<ul>\n  <li>barcode scanners installed [14]</li>\n</ul>\n"
            "<h4>Planned</h4>\n<ul>\n  <li>translation of the user guides [2]</li>\n  <li>a refresher course for "
            "the drivers</li>\n</ul>\n")
    g = grade_output(mats[("en", 5)], text)
    assert_all_correct(g, additions=None)
    assert [k for k, _ in kinds(g)] == ["plan"], kinds(g)


# --- a thread's post numbers with no total ("1/ ", "2/ ") count posts, never values ---------------------------------
def test_thread_post_numbers_without_a_total_are_no_numbers(mats):
    text = ("1/ The pilot runs 9 June 2026 to 3 October 2026: invoice matching at the Leeds office only. [2][8][14]\n\n"
            "2/ Budget USD 45,000; approved by Marek Novak on 15 May 2026. [2][8]\n\n"
            "3/ Done: barcode scanners installed. Planned: translation of the user guides. [14][2]\n\n"
            "4/ Out of scope: warranty claims. [8]\n")
    g = grade_output(mats[("en", 5)], text)
    assert not g.unsupported, kinds(g)
    assert_all_correct(g, additions=None)


# --- a config file: digits grouped by underscores are one number; a list key labels its items ------------------------
CONFIG = ('[dates]\nstart = 2026-06-09  # [2]\nend = 2026-10-03  # [8]\n\n'
          '[scope]\nworkflow = "invoice matching"  # [14]\nsite = "Leeds office"\nexcluded = ["warranty claims"]  # [8]\n\n'
          '[budget]\namount = 45_000  # [2]\ncurrency = "USD"\n\n'
          '[approval]\nstatus = "approved"\nby = "Marek Novak"\non = 2026-05-15  # [8]\n\n'
          '[work]\ndone = ["barcode scanners installed"]  # [14]\n')


def test_digits_grouped_by_underscores_are_the_budget(mats):
    g = grade_output(mats[("en", 5)], CONFIG + 'planned = ["translation of the user guides"]  # [2]\n')
    assert facts(g)["budget"][0] == "correct", facts(g)
    assert not g.unsupported, kinds(g)


def test_an_item_under_a_config_list_key_that_the_source_lacks_is_an_addition(mats):
    g = grade_output(mats[("en", 5)], CONFIG + 'planned = ["translation of the user guides", '
                                               '"a refresher course for the drivers"]  # [2]\n')
    assert facts(g)["planned"][0] == "correct", facts(g)
    assert [k for k, _ in kinds(g)] == ["plan"], kinds(g)


# --- a dashboard field whose label is cut short keeps its dot ("Compl. ........ X") -----------------------------------
def test_a_shortened_label_before_a_dot_leader_labels_its_value(mats):
    text = ("Pilot: invoice matching, Leeds office only [14]\n"
            "Start ........ 9 June 2026 [2]\nEnd .......... 3 October 2026 [8]\n"
            "Budget ....... USD 45,000 [2]\nApproval ..... Marek Novak, 15 May 2026 [8]\n"
            "Compl. ....... installation of the barcode scanners [14]\n"
            "Planned ...... translation of the user guides [2]\nExcluded ..... warranty claims [8]\n")
    g = grade_output(mats[("en", 5)], text)
    assert facts(g)["done"][0] == "correct", facts(g)


# --- a chat opener before a dash ("Sure — here's …") opens no Sources section --------------------------------------
def test_a_chat_opener_with_a_dash_is_no_sources_line(mats):
    text = ("Sure — here is what the notes say about the pilot.\n\n"
            "It runs from 9 June 2026 to 3 October 2026 [2][8] and covers invoice matching at the Leeds office "
            "only [14]; warranty claims are out of scope [8]. Its budget is USD 45,000 [2], and it was approved by "
            "Marek Novak on 15 May 2026 [8]. The barcode scanners are installed [14]; the translation of the user "
            "guides is planned but not started [2].\n")
    g = grade_output(mats[("en", 5)], text)
    assert_all_correct(g, additions=None)


# --- an offer to the reader closing a brief ("Happy to adjust the format.") claims nothing -------------------------
def test_an_offer_to_rework_the_brief_is_no_addition(mats):
    text = ("Timeline: 9 June 2026 to 3 October 2026 [2, 8]\nScope: invoice matching at the Leeds office [14]\n"
            "Out of scope: warranty claims [8]\nBudget: USD 45,000 [2]\nStatus: approved by Marek Novak on 15 May 2026 [8]\n"
            "Done: barcode scanners installed [14]\nPlanned: translation of the user guides [2]\n\n"
            "Glad to shorten or reformat this if needed.\n")
    g = grade_output(mats[("en", 5)], text)
    assert not g.unsupported, kinds(g)


# --- an exclusion whose next clause (through a pronoun) puts the item off to a later phase is distorted -------------
PROSE = ("The pilot runs from 9 June 2026 to 3 October 2026 [2][8] and covers invoice matching at the Leeds office "
         "only [14]. Its budget is USD 45,000 [2]; it was approved by Marek Novak on 15 May 2026 [8]. The barcode "
         "scanners are installed [14], and the translation of the user guides is planned but not started [2]. ")


def test_an_exclusion_put_off_to_a_later_phase_in_the_next_clause_is_distorted(mats):
    g = grade_output(mats[("en", 5)], PROSE + "Warranty claims are left out for now; they should come in during a "
                                              "later phase [8].\n")
    assert facts(g)["out_of_scope"][0] == "distorted", facts(g)
    kept = grade_output(mats[("en", 5)], PROSE + "Warranty claims are left out [8]; the barcode scanners stay as "
                                                 "they are for a later phase.\n")
    assert facts(kept)["out_of_scope"][0] == "correct", facts(kept)


# --- a name with a role set beside it ("X, project lead at ...") is a person given a role in the pilot --------------
def test_a_name_with_a_role_beside_it_is_an_invented_person(mats):
    g = grade_output(mats[("en", 5)], PROSE + "Warranty claims are out of scope [8]. Questions go to Edda Korhonen, "
                                              "site coordinator at the Leeds office.\n")
    assert ("person", "Edda Korhonen") in kinds(g), kinds(g)


# --- a count of the notes' paragraphs that hold the pilot ("three paragraphs deal with it") is no addition ---------
def test_a_true_count_of_the_pilot_paragraphs_is_no_addition(mats):
    g = grade_output(mats[("en", 5)], "Only three paragraphs of the notes concern the pilot. " + PROSE
                     + "Warranty claims are out of scope [8].\n")
    assert not g.unsupported, kinds(g)
    wrong = grade_output(mats[("en", 5)], "Only five paragraphs of the notes concern the pilot. " + PROSE
                         + "Warranty claims are out of scope [8].\n")
    assert [k for k, _ in kinds(wrong)] == ["number"], kinds(wrong)


# --- a board's "Backlog" and "Won't do" columns name the planned and the excluded work -----------------------------
def test_backlog_and_wont_do_columns_label_their_items(mats):
    text = (PROSE.replace("The barcode scanners are installed [14], and the translation of the user guides is planned "
                          "but not started [2]. ", "") + "\n\n"
            "| Backlog | Done | Won't do (pilot) |\n|---|---|---|\n"
            "| User guide translation [2] | Barcode scanner installation [14] | Warranty claims [8] |\n")
    g = grade_output(mats[("en", 5)], text)
    assert_all_correct(g, additions=None)


# --- a dot-leader field whose label is hyphenated or two words joined by a slash; a card title over indented fields --
def test_hyphenated_and_slashed_leader_labels_and_a_card_title_over_its_fields(mats):
    text = ("Card front\n"
            "  Site / workflow ..... Leeds office / invoice matching (only these) [14]\n"
            "  Window .............. 9 Jun 2026 to 3 Oct 2026 [2][8]\n"
            "  Funding ............. USD 45k [2]\n"
            "  Sign-off ............ yes, Marek Novak, 15.05.2026 [8]\n"
            "  Finished ............ barcode scanners installed [14]\n"
            "  Next up ............. translation of the user guides (not started) [2]\n"
            "  Excluded ............ warranty claims [8]\n")
    g = grade_output(mats[("en", 5)], text)
    assert_all_correct(g, additions=None)
    assert not g.unsupported, kinds(g)
