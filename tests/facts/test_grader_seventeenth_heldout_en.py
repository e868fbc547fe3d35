"""Classes of grader faults the seventeenth held-out set showed (English, and the hedge and silence classes in every
language), each pinned with briefs written for these tests on the materials of seeds 1, 5 and 8 (see
test_grader_classes_all_languages)."""

from kvtrial.facts.grader import grade_output
from tests.facts.test_grader_classes_all_languages import grade


def kinds(g):
    return [(u.kind, u.text) for u in g.unsupported]


def labels(g):
    return {f.fact_id: str(f.label) for f in g.facts}


# --- the writer's doubts about the brief, invitations to check it, open questions the notes leave open and the
# writer's own search that found nothing are framing or silence, no additions; a hedged invented claim still counts --
def test_doubts_and_open_questions_in_english_are_no_additions(mats):
    g = grade(mats, "en", 5, extra=(
        "This is my best attempt at a short version, and I am reasonably sure I covered everything.\n"
        "The vendor for the scanners is another matter; the file does not really say.\n"
        "Open question: who signs off the go-live? The notes don't seem to say.\n"
        "I found nothing on how much of the money is already used.\n"
        "The training plan could go wider, though the notes simply do not address that, so I would flag it as an "
        "open question rather than a plan.\n"
        "Training dates are missing, so I kept them out rather than guess, but it may be worth re-checking."))
    assert not g.unsupported, kinds(g)
    assert set(labels(g).values()) == {"correct"}, labels(g)


def test_a_hedged_invented_claim_is_still_an_addition_in_english(mats):
    g = grade(mats, "en", 5, extra=(
        "I suspect the main risk is a shortage of scanner operators during the peak weeks, though I'd want someone "
        "on the ground to confirm that."))
    assert len(g.unsupported) == 1, kinds(g)
    assert "risk" in g.unsupported[0].text, kinds(g)


# --- a spending remark after a citation in parentheses and a full stop is a clause of its own ----------------------
def test_spending_remark_after_a_bracketed_citation_is_an_addition(mats):
    text = ("Q: When does it run?\nA: 9 June 2026 to 3 October 2026 (para 2, para 8).\n"
            "Q: What does it cover?\nA: Invoice matching at the Leeds office (para 14). Warranty claims are out of "
            "scope (para 8).\n"
            "Q: How much money?\nA: USD 45,000 (para 2). Most of it looks unspent so far.\n"
            "Q: Approved?\nA: Yes, by Marek Novak on 15 May 2026 (para 8).\n"
            "Q: Done and planned?\nA: Barcode scanners installed (para 14); translation of the user guides is planned "
            "(para 2).")
    g = grade_output(mats[("en", 5)], text)
    # (the answer runs on past its fact in a sentence of its own: that sentence is the claim)
    assert kinds(g) == [("claim", "Most of it looks unspent so far.")], kinds(g)
    assert set(labels(g).values()) == {"correct"}, labels(g)


# --- a hedge of belief on a source value ("probably", "可能", "вероятно") leaves the value as stated; an
# approximation word ("around", "约", "около") still distorts it -----------------------------------------------------
def test_a_belief_hedge_leaves_the_amount_and_the_date_firm(mats):
    en = grade(mats, "en", 5, budget="probably USD 45,000 [2]",
               timeline="9 June 2026 to probably 3 October 2026 [2, 8]")
    assert set(labels(en).values()) == {"correct"}, labels(en)
    assert not en.unsupported, kinds(en)
    zh = grade(mats, "zh", 5, budget="可能是45,000美元[1]")
    assert set(labels(zh).values()) == {"correct"}, labels(zh)
    ru = grade(mats, "ru", 5, budget="вероятно 45 000 долларов США [3]")
    assert set(labels(ru).values()) == {"correct"}, labels(ru)


def test_an_approximation_still_distorts_the_amount(mats):
    en = grade(mats, "en", 5, budget="around USD 45,000 [2]")
    assert labels(en)["budget"] == "distorted", labels(en)
    ru = grade(mats, "ru", 5, budget="около 45 000 долларов США [3]")
    assert labels(ru)["budget"] == "distorted", labels(ru)


# --- shorthand: "excl." marks an exclusion, "pend." a pending approval -------------------------------------------------
def test_clipped_exclusion_and_pending_words_in_shorthand(mats):
    g = grade(mats, "en", 1, oos="legacy fax gateway excl. [9]", status="appr. pend., investment board [9]")
    assert set(labels(g).values()) == {"correct"}, [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert not g.unsupported, kinds(g)


# --- a cell or clause saying the notes are silent ("not named in the notes") negates no item: the scope stays in ------
def test_a_silence_remark_beside_the_scope_is_no_exclusion(mats):
    g = grade(mats, "en", 1, scope="spare parts ordering at the Tampere plant (owner not named in the notes) [15]")
    assert set(labels(g).values()) == {"correct"}, [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert not g.unsupported, kinds(g)


def test_doubts_and_first_person_silence_in_chinese_and_russian_are_no_additions(mats):
    zh = grade(mats, "zh", 1, extra="这份整理也许是我理解错了。供应商是谁我没法判断。预算用了多少？笔记没说。"
               "有疑问的话直接找我。")
    assert not zh.unsupported, kinds(zh)
    assert set(labels(zh).values()) == {"correct"}, labels(zh)
    ru = grade(mats, "ru", 1, extra="Составлял с оговорками, поправьте, если что. Кто отвечает за обучение? В "
               "заметках я этого не нашёл.")
    assert not ru.unsupported, kinds(ru)
    assert set(labels(ru).values()) == {"correct"}, labels(ru)


# --- a bare two-digit year before a table cell's bar or an arrow is the date's year, no number of its own ------------
def test_a_two_digit_year_before_a_cell_bar_or_an_arrow_is_a_year(mats):
    text = ("| Start | End | Scope | Budget | Approval | Done | Planned | Excluded |\n"
            "|---|---|---|---|---|---|---|---|\n"
            "| 10 Mar 27 | 22 Apr 27 | spare parts ordering, Tampere plant | CHF 81,500 | pending, investment board | "
            "data-protection checklist reviewed | training of the front-line clerks | legacy fax gateway |")
    g = grade_output(mats[("en", 1)], text)
    assert not g.unsupported, kinds(g)
    assert labels(g)["start_date"] == labels(g)["end_date"] == "correct", labels(g)
    arrow = grade(mats, "en", 1, timeline="10 Mar 27 → 22 Apr 27 [2, 9]")
    assert not arrow.unsupported, kinds(arrow)
    assert set(labels(arrow).values()) == {"correct"}, labels(arrow)


# --- the writer's "I can't tell how it fits in" is a doubt, no exclusion: the item is named without one ---------------
def test_a_doubt_beside_the_excluded_item_is_no_exclusion(mats):
    g = grade(mats, "en", 1, oos="The legacy fax gateway comes up in note 9, though I can't tell how it fits in.")
    assert labels(g)["out_of_scope"] == "distorted", labels(g)
