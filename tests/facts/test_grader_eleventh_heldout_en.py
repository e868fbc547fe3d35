"""Classes of grader faults the eleventh held-out set (English) showed, each pinned with briefs written for these
tests on the material of seeds 1 and 5 (see test_grader_classes_all_languages): footnote markers and a footnote line
cite, a dashboard's dotted leaders join a field's label to its value, a thread's post numbers and a log's number
column count, a memo's "RE:" line opens no Sources section, "What's out:" excludes, and a purpose clause ("so that
it is ready") reports nothing done."""

import re

import pytest

from kvtrial.facts.grader import grade_output
from tests.facts.test_grader_classes_all_languages import CLEAN, labels


def kinds(g):
    return [(u.kind, u.text) for u in g.unsupported]


def details(g):
    return [(f.fact_id, str(f.label), f.detail) for f in g.facts]


C = CLEAN[("en", 1)]
A = CLEAN[("en", 5)]


def uncited(value: str) -> str:
    return re.sub(r"\s*\[[\d, ]+\]$", "", value)


# --- footnote markers after values, and the footnote line mapping them: citations, never values ----------------
@pytest.mark.parametrize("mark", [("¹", "²", "³"), ("[^1]", "[^2]", "[^3]")])
def test_footnote_markers_and_the_footnote_line_are_citations(mats, mark):
    one, two, three = mark
    brief = (f"Pilot checklist\n"
             f"[x] Start date: 10 March 2027{one}\n[x] End date: 22 April 2027{two}\n"
             f"[x] Scope: {uncited(C['scope'])}{three}\n[x] {uncited(C['oos'])}{two}\n"
             f"[x] Budget: CHF 81.5k{one}\n[ ] Approval: {uncited(C['status'])}{two}\n"
             f"[x] {uncited(C['done'])} - done{three}\n[ ] {uncited(C['planned'])} - planned, not started{one}\n\n")
    if one == "¹":
        brief += "¹ paragraph 2  ² paragraph 9  ³ paragraph 15\n"
    else:
        brief += f"{one}: paragraph 2\n{two}: paragraph 9\n{three}: paragraph 15\n"
    g = grade_output(mats[("en", 1)], brief)
    assert set(labels(g).values()) == {"correct"}, details(g)
    assert not g.unsupported, kinds(g)
    # each marker cites what its footnote line maps it to
    assert {f.fact_id: f.citation for f in g.facts} == dict.fromkeys(labels(g), "correct"), [
        (f.fact_id, f.cited) for f in g.facts]


# --- a dashboard field: a label, a dotted leader, its value ----------------------------------------------------
def test_a_dotted_leader_joins_a_dashboard_label_to_its_value(mats):
    brief = ("[ OSPREY PILOT DASHBOARD ]\n"
             "START ........ 10 March 2027          [2]\n"
             "END .......... 22 April 2027          [9]\n"
             "WORKFLOW ..... spare parts ordering   [15]\n"
             "SITE ......... Tampere plant          [15]\n"
             "EXCLUDED ..... legacy fax gateway     [9]\n"
             "BUDGET ....... CHF 81,500             [2]\n"
             "APPROVAL ..... ✔ Marek Novak, 15 May 2026 [8]\n"
             "DONE ......... barcode scanners installed [14]\n"
             "PLANNED ...... translation of the user guides (not started) [2]\n")
    seed5 = (brief.replace("10 March 2027", "9 June 2026").replace("22 April 2027", "3 October 2026")
             .replace("spare parts ordering", "invoice matching").replace("Tampere plant", "Leeds office")
             .replace("legacy fax gateway", "warranty claims").replace("CHF 81,500", "USD 45,000"))
    g = grade_output(mats[("en", 5)], seed5)
    assert set(labels(g).values()) == {"correct"}, details(g)
    assert not g.unsupported, kinds(g)


# --- a thread's post numbers ("1/5", "2/5") count posts: no added numbers ----------------------------------------
def test_the_post_numbers_of_a_thread_are_no_values(mats):
    brief = (f"1/5 The pilot, post by post\n"
             f"2/5 It runs {C['timeline']}, covering {C['scope']}.\n"
             f"3/5 {C['oos']}. Budget: {C['budget']}.\n"
             f"4/5 Approval: {C['status']}.\n"
             f"5/5 Done: {C['done']}. Planned, not started: {C['planned']}.\n")
    g = grade_output(mats[("en", 1)], brief)
    assert set(labels(g).values()) == {"correct"}, details(g)
    assert not [t for k, t in kinds(g) if k in ("number", "date")], kinds(g)


# --- the number column of a numbered log ("No. | Topic | Entry") counts its rows: no added numbers --------------
@pytest.mark.parametrize("head", ["No.", "#", "№"])
def test_the_number_column_of_a_log_is_no_value(mats, head):
    brief = (f"Decision log - Marlin pilot\n\n"
             f"| {head} | Topic | Entry |\n|---|---|---|\n"
             f"| 1 | Dates | {C['timeline']} |\n| 2 | Scope | {C['scope']} |\n| 3 | Exclusion | {C['oos']} |\n"
             f"| 4 | Budget | {C['budget']} |\n| 5 | Approval | {C['status']} |\n| 6 | Done | {C['done']} |\n"
             f"| 7 | Planned | {C['planned']}, not started |\n")
    g = grade_output(mats[("en", 1)], brief)
    assert not [t for k, t in kinds(g) if k == "number"], kinds(g)
    assert set(labels(g).values()) == {"correct"}, details(g)


# --- a memo's subject line ("RE: ...") is no abbreviated Sources label: what follows it is the brief --------------
def test_a_memo_subject_line_opens_no_sources_section(mats):
    brief = (f"MEMO\nRE: Marlin pilot - what the notes say\n\n"
             f"The pilot runs {C['timeline']} and covers {C['scope']}. {C['oos']}.\n"
             f"Budget: {C['budget']}. The investment board has approved the pilot [9].\n"
             f"Done: {C['done']}. Planned, not started: {C['planned']}.\n")
    g = grade_output(mats[("en", 1)], brief)
    got = labels(g)
    assert got.pop("approval") == "distorted", details(g)  # the source: still pending with the board
    assert set(got.values()) == {"correct"}, details(g)


# --- "What's out:" (and "What is not included:") label the excluded item; "What's in:" the scope -----------------
@pytest.mark.parametrize("out_label,in_label", [("What's out", "What's in"), ("What’s out", "What is in")])
def test_a_question_label_whats_out_excludes(mats, out_label, in_label):
    oos = uncited(C["oos"]).split(":", 1)[1].strip()
    brief = (f"Timeline: {C['timeline']}\n{in_label}: {C['scope']}. {out_label}: {oos} [9].\n"
             f"Budget: {C['budget']}\nStatus: {C['status']}\nDone: {C['done']}\nPlanned: {C['planned']}\n")
    g = grade_output(mats[("en", 1)], brief)
    assert set(labels(g).values()) == {"correct"}, details(g)


# --- a done word inside a purpose clause ("so that it is ready") reports no finished work ------------------------
def test_a_purpose_clause_reports_nothing_done(mats):
    planned = uncited(C["planned"])
    brief = (f"Timeline: {C['timeline']}\nScope: {C['scope']}\n{C['oos']}\nBudget: {C['budget']}\n"
             f"Status: {C['status']}\nDone: {C['done']}\nPlanned: {C['planned']}\n\n"
             f"Our view: the {planned} should start soon, so that it is ready before the pilot ends.\n")
    g = grade_output(mats[("en", 1)], brief)
    assert labels(g)["planned"] == "correct", details(g)


# --- a month abbreviation is a whole word: "5 Marlin" (a number, then the pilot's name) is no date ---------------
def test_a_word_starting_with_a_month_abbreviation_is_no_month(mats):
    from kvtrial.facts.languages import get_language
    from kvtrial.facts.parse import find_dates

    forms = get_language("en").forms
    assert [d.text for d in find_dates("wave 5 Marlin sites, then 3 Junipers", forms)] == []
    assert [d.text for d in find_dates("on 5 Mar. 2027 and Sept. 9", forms)] == ["5 Mar. 2027", "Sept. 9"]
    g = grade_output(mats[("en", 1)], f"Timeline: {C['timeline']}\nScope: {C['scope']}\n{C['oos']}\n"
                     f"Budget: {C['budget']}\nStatus: {C['status']}\nDone: {C['done']}\nPlanned: {C['planned']}\n"
                     "Wave 2: the 5 Marlin depots of the region.\n")
    assert not [t for k, t in kinds(g) if k == "date"], kinds(g)


# --- the same three classes in Chinese and Russian briefs: footnotes, post numbers, a log's number column --------
def _lines(lang: str) -> list[str]:
    from tests.facts.test_grader_classes_all_languages import BRIEF

    return [x for x in BRIEF[lang].format(**CLEAN[(lang, 1)]).split("\n") if x]


@pytest.mark.parametrize("lang,footer", [("zh", "¹ 第2段 ² 第4段"), ("ru", "¹ Абзац 2. ² Абзац 9.")])
def test_footnotes_post_numbers_and_a_number_column_in_other_languages(mats, lang, footer):
    rows = [re.sub(r"\s*(?:\[[\d, ]+\]|(?:\[\d+\])+)$", "", x) for x in _lines(lang)]
    noted = "\n".join(x + ("¹" if n % 2 else "²") for n, x in enumerate(rows)) + "\n\n" + footer + "\n"
    thread = "\n".join(f"{n}/{len(rows)} {x}" for n, x in enumerate(_lines(lang), 1)) + "\n"
    log = "№ | " + ("条目" if lang == "zh" else "Запись") + "\n" + "\n".join(
        f"{n} | {x}" for n, x in enumerate(_lines(lang), 1)) + "\n"
    for brief in (noted, thread, log):
        g = grade_output(mats[(lang, 1)], brief)
        assert set(labels(g).values()) == {"correct"}, (brief, details(g))
        assert not [t for k, t in kinds(g) if k in ("number", "date", "amount")], (brief, kinds(g))
