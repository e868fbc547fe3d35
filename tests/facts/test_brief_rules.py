"""The per-fact rules of a brief, on phrasings written for these tests in every language where the form exists. The
materials and clean briefs are those of tests/facts/test_grader_classes_all_languages.py (seed 1: pending with the
investment board; seed 5: approved by Marek Novak on 15 May 2026)."""

import pytest

from tests.facts.test_grader_classes_all_languages import grade, grade_prose, labels

LANGS = ("en", "zh", "ru")


def approval(g):
    return next(f for f in g.facts if f.fact_id == "approval")


# --- an approval already given, dated, with a condition set on it: still approved -----------------------------------

CONDITIONED = {
    "en": "approved by Marek Novak on 15 May 2026 [8], provided that monthly figures are reported",
    "zh": "已于2026年5月15日由马雷克·诺瓦克批准[5]，前提是每月汇报进展",
    "ru": "утверждён 15 мая 2026 г., утвердил Марек Новак [10], при условии ежеквартального отчёта",
}
# the condition comes before any date: the approval is not given yet
NOT_YET = {
    "en": "approved by Marek Novak only after the board signs",
    "zh": "须经董事会签字后才算由马雷克·诺瓦克批准",
    "ru": "утверждение Марека Новака будет только после подписи совета",
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_condition_set_on_a_dated_approval_distorts_it(mats, lang):
    # the source's approval has no condition: the approval told under one is distorted (still given, not pending)
    g = grade(mats, lang, 5, status=CONDITIONED[lang])
    assert labels(g)["approval"] == "distorted" and approval(g).rule == "approval.conditional", approval(g).detail
    assert [u.kind for u in g.unsupported] == ["condition"], g.unsupported  # the condition: one addition


@pytest.mark.parametrize("lang", LANGS)
def test_an_approval_that_waits_on_a_condition_is_still_pending(mats, lang):
    g = grade(mats, lang, 5, status=NOT_YET[lang])
    assert labels(g)["approval"] == "distorted" and "pending" in approval(g).detail


# --- a pending approval waiting on another body than the source's: the state given with the wrong body --------------

OTHER_BODY = {
    "en": "not approved yet; it now waits for the executive committee [9]",
    "zh": "还没有批准，目前在等执行委员会审批[4]",
    "ru": "пока не утверждён, ждёт решения исполнительного комитета [9]",
}


@pytest.mark.parametrize("lang", LANGS)
def test_pending_with_another_body_is_distorted_not_an_addition(mats, lang):
    g = grade(mats, lang, 1, status=OTHER_BODY[lang])
    assert labels(g)["approval"] == "distorted", approval(g).detail
    assert not g.unsupported, g.unsupported  # counted once, as the approval's distortion


# --- "sign off" with its object between the verb and its particle ----------------------------------------------------

@pytest.mark.parametrize("status", ("Marek Novak signed the whole pilot off on 15 May 2026 [8]",
                                    "on 15 May 2026 [8] the CFO, Marek Novak, signed this project off"))
def test_sign_off_with_its_object_between_is_an_approval(mats, status):
    assert labels(grade(mats, "en", 5, status=status))["approval"] == "correct"


# --- an end given as a length of time counted from the start: no date, distorted --------------------------------

RELATIVE_END = {
    "en": "10 March 2027 [2], ending about six weeks after the start",
    "zh": "2027年3月10日开始[2]，启动之后大约六周收尾",
    "ru": "10 марта 2027 г. [2], окончание спустя примерно шесть недель после старта",
}


@pytest.mark.parametrize("lang", LANGS)
def test_an_end_counted_from_the_start_is_distorted_not_an_added_number(mats, lang):
    g = grade(mats, lang, 1, timeline=RELATIVE_END[lang])
    assert labels(g)["end_date"] == "distorted" and labels(g)["start_date"] == "correct"
    assert not g.unsupported, g.unsupported  # the length of time is the end's distortion, counted once


# --- an "already" alone, said of something around a planned item, is no completion of it ---------------------------

ALREADY_AROUND = {
    "en": "The venue for the training of the front-line clerks has already moved to another building.",
    "zh": "一线文员培训的场地已换到另一栋楼。",
    "ru": "Для обучения операторов первой линии уже сменили площадку.",
}


@pytest.mark.parametrize("lang", LANGS)
def test_an_already_about_something_around_a_planned_item_leaves_it_planned(mats, lang):
    g = grade(mats, lang, 1, extra=ALREADY_AROUND[lang])
    assert labels(g)["planned"] == "correct", next(f.detail for f in g.facts if f.fact_id == "planned")


@pytest.mark.parametrize("lang", LANGS)
def test_an_already_with_no_other_stage_still_reads_as_done(mats, lang):
    g = grade_prose(mats, lang, 1, "planned", ALREADY_AROUND[lang])
    assert labels(g)["planned"] == "distorted"  # nothing else says the item is only planned
