"""Classes of misreading that the twentieth held-out set (ru) showed, each pinned with phrasings written for these
tests (none taken from a held-out brief). The materials are those of tests/facts/test_grader_classes_all_languages.py
(seed 1: 10 March - 22 April 2027, pending with the investment board, the fax gateway out of scope)."""

import pytest

from tests.facts.test_grader_classes_all_languages import grade


# --- remarks on what the brief takes in, how it is written, and what to do where the notes are silent frame the
# brief: no claim of the pilot ------------------------------------------------------------------------------------
@pytest.mark.parametrize("extra", [
    "Почти все абзацы посвящены фону компании, так что в справку включены только данные о самом пилоте.",
    "О каких-либо иных процессах в заметках речи не шло.",
    "Если такие данные нужны, их лучше уточнить у руководства отдельно.",
    "Ниже — сводка основных сведений о пилоте в виде списка пунктов, как вы и просили:",
    "Даты записаны в формате ДД.ММ.ГГГГ, а суммы цифрами.",
])
def test_framing_remarks_claim_nothing(mats, extra):
    g = grade(mats, "ru", 1, extra=extra)
    assert not g.unsupported, g.unsupported


# --- a month cut to four letters ("10 мар. 2027", "февр.") is a month: the date is read ----------------------------
def test_a_four_letter_month_abbreviation_is_read(mats):
    g = grade(mats, "ru", 1, timeline="с 10.03.2027 по 22.04.2027 [2, 9]", extra="Первый отчёт — 3 февр. 2027 г.")
    assert [u.text for u in g.unsupported if u.kind == "number"] == [], g.unsupported
    assert [u for u in g.unsupported if u.kind == "date"], g.unsupported


# --- keeping within the budget is a spending claim, hedged or not ---------------------------------------------------
@pytest.mark.parametrize("extra", [
    "Пока что пилот, по-видимому, укладывается в бюджет.",
    "Расходы не выходят за рамки бюджета.",
])
def test_keeping_within_the_budget_is_a_spending_claim(mats, extra):
    g = grade(mats, "ru", 1, extra=extra)
    assert len(g.unsupported) == 1, g.unsupported


# --- a pending approval told as given, signed by a person of the background with a post beside the name: the
# approval distorted, and that person's invented role one addition -----------------------------------------------
def test_a_background_person_with_a_post_signing_a_pending_approval(mats):
    g = grade(mats, "ru", 1, status="одобрен инвестиционным советом; документ подписал Карл Фогель, "
                                    "начальник отдела закупок [9]")
    assert g.by_id("approval").label == "distorted", g.by_id("approval").detail
    assert [u.kind for u in g.unsupported] == ["person"], g.unsupported


# --- English words in a Russian brief: "Exclude:" excludes, as "Не входит:" does --------------------------
def test_english_exclude_label_excludes(mats):
    g = grade(mats, "ru", 1, oos="Exclude: устаревший факс-шлюз [9]")
    assert g.by_id("out_of_scope").label == "correct", g.by_id("out_of_scope").detail


# --- a remark that the notes set no condition on the approval states no approval -----------------------------------
def test_no_condition_remark_states_no_approval(mats):
    g = grade(mats, "ru", 5, extra="Никаких особых оговорок к утверждению заметки не содержат.")
    assert g.by_id("approval").label == "correct", g.by_id("approval").detail
    assert not g.unsupported, g.unsupported
