"""Classes of misreading that the nineteenth held-out set (ru) showed, each pinned with phrasings written for these
tests (none taken from a held-out brief). The materials are those of tests/facts/test_grader_classes_all_languages.py
(seed 1: 10 March - 22 April 2027, pending with the investment board, the fax gateway out of scope; seed 5: approved
by Marek Novak on 15 May 2026, warranty claims out of scope)."""

import pytest

from tests.facts.test_grader_classes_all_languages import grade, labels


# --- remarks on the brief's background and its order (a heading, a lead-in, a turn to the pilot, a remark that the
# background bears not on the pilot, the notes' silence told as the brief's) claim nothing --------------------------
@pytest.mark.parametrize("lang,extra", [
    ("ru", "Общие сведения"),
    ("ru", "Для начала пара слов о контексте — без него трудно понять, как устроена компания."),
    ("ru", "А теперь к самому пилоту."),
    ("ru", "Всё это упомянуто лишь как фон и к пилоту не относится."),
    ("ru", "К пилоту всё вышесказанное отношения не имеет."),
    ("en", "To begin with, a little background, which helps to see how the firm works."),
    ("en", "And now on to the pilot proper."),
    ("en", "None of that touches the pilot itself."),
    ("zh", "首先简单介绍一下公司背景。"),
    ("zh", "接下来说说试点本身。"),
    ("zh", "停车场、咖啡机等段落与试点本身无关。"),
])
def test_background_framing_claims_nothing(mats, lang, extra):
    g = grade(mats, lang, 1, extra=extra)
    assert not g.unsupported, g.unsupported


# --- the go-ahead told object first ("Добро дал <approver>") is the approval given ----------------------------------
@pytest.mark.parametrize("status", [
    "добро дал Марек Новак 15 мая 2026 г. [10]",
    "Добро уже дал Марек Новак (15.05.2026) [10]",
])
def test_the_go_ahead_told_object_first_is_approved(mats, status):
    g = grade(mats, "ru", 5, status=status)
    assert labels(g)["approval"] == "correct", g.by_id("approval").detail


# --- the line signing a brief under its closing ("С уважением,\n<role>") is who wrote it, no claim -------------------
@pytest.mark.parametrize("lang,extra", [
    ("ru", "С уважением,\nаналитик группы внедрения"),
    ("en", "Kind regards,\nthe rollout desk analyst"),
])
def test_a_signature_under_the_closing_claims_nothing(mats, lang, extra):
    assert not grade(mats, lang, 1, extra=extra).unsupported


# --- a pending approval told as waiting on a body no pool holds ("совет директоров", "правление") waits on another
# body than the source's: distorted ------------------------------------------------------------------------------
@pytest.mark.parametrize("status", [
    "пока не утверждён — решение за советом директоров [9]",
    "ожидает одобрения правления [9]",
])
def test_pending_with_a_body_outside_the_pools_is_distorted(mats, status):
    g = grade(mats, "ru", 1, status=status)
    assert labels(g)["approval"] == "distorted", g.by_id("approval").detail


def test_pending_with_the_source_body_beside_another_stays_correct(mats):
    g = grade(mats, "ru", 1, status="ждёт решения инвестиционного совета; правление лишь проинформировано [9]")
    assert labels(g)["approval"] == "correct", g.by_id("approval").detail


# --- a short remark restating a listed item's stage, its citation cut off, is no addition even with the stop left
# after the citation ("…; работа над ним пока не начиналась (абз. 2).") -----------------------------------------------------
@pytest.mark.parametrize("lang,planned", [
    ("ru", "обучение операторов первой линии; работа над ним пока не начиналась (абз. 2)."),
    ("en", "training of the front-line clerks; work on it has not started (para 2)."),
])
def test_a_stage_remark_before_a_cited_stop_is_no_addition(mats, lang, planned):
    g = grade(mats, lang, 1, planned=planned)
    assert labels(g)["planned"] == "correct", g.by_id("planned").detail
    assert not g.unsupported, g.unsupported


# --- a person and what they do for the pilot told in two clauses, the second with no subject of its own, is one
# addition with the person -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("extra", [
    "试点协调人张伟将担任联络人，负责与仓库团队沟通。",
    "协调员陈静将作为对接人，负责每周汇总问题。",
])
def test_a_person_and_their_duty_are_one_addition(mats, extra):
    g = grade(mats, "zh", 1, extra=extra)
    assert len(g.unsupported) == 1, g.unsupported

