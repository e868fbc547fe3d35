"""Classes of misreading that the seventeenth held-out set (ru) showed, each pinned with phrasings written for these
tests (none taken from a held-out brief). The materials are those of tests/facts/test_grader_classes_all_languages.py
(seed 1: Marlin, 10 March - 22 April 2027, CHF 81,500, pending with the investment board; seed 5: Osprey, approved by
Marek Novak on 15 May 2026, the barcode scanners installed; seed 8: the sandbox set up)."""

import pytest

from kvtrial.facts.grader import grade_output
from tests.facts.test_grader_classes_all_languages import grade, grade_prose, labels


# --- "pend." (pending, clipped) is the approval's pending state, with the body named after it ----------------------
@pytest.mark.parametrize("lang, status", [
    ("ru", "утв.: pend. (инвест. совет) [9]"),
    ("ru", "согл. — pend., решает инвестиционный совет [9]"),
    ("en", "appr. pend. (investment board) [9]"),
    ("zh", "审批：pend.（投资委员会）[4]"),
])
def test_a_clipped_pending_is_pending(mats, lang, status):
    g = grade(mats, lang, 1, status=status)
    assert labels(g)["approval"] == "correct", g.by_id("approval").detail


# --- a wide table's column headed by a check mark alone is the done list -------------------------------------------
def test_a_check_mark_column_is_the_done_list(mats):
    text = ("| начало | конец | процесс / площадка | искл. | бюджет | утв. | ✔ | план |\n"
            "|---|---|---|---|---|---|---|---|\n"
            "| 09.06.2026 | 03.10.2026 | сверка счетов / офис в Лидсе | гарантийные претензии | 45 000 долл. США | "
            "Марек Новак, 15.05.2026 | установка сканеров штрихкодов | перевод руководств пользователя |\n")
    g = grade_output(mats[("ru", 5)], text)
    assert labels(g)["done"] == "correct", g.by_id("done").detail
    assert labels(g)["planned"] == "correct", g.by_id("planned").detail


# --- a tilde or "≈" right before a date marks it approximate; a tilde between two dates is a range's dash ---------
@pytest.mark.parametrize("timeline, start", [
    ("старт ~10.03.2027, финиш 22.04.2027 [2, 9]", "distorted"),
    ("| ≈ 10.03.2027 | 22.04.2027 | [2, 9]", "distorted"),
    ("10.03.2027~22.04.2027 [2, 9]", "correct"),
])
def test_a_tilde_before_a_date_is_approximate(mats, timeline, start):
    g = grade(mats, "ru", 1, timeline=timeline)
    assert labels(g)["start_date"] == start, g.by_id("start_date").detail
    assert labels(g)["end_date"] == "correct", g.by_id("end_date").detail


# --- the writer's hedge ("если я правильно понял", "если не ошибаюсь") sets no condition and denies nothing --------
@pytest.mark.parametrize("status", [
    "инвестиционный совет уже дал добро, если не ошибаюсь [9]",
    "пилот, если я правильно понял, утверждён инвестиционным советом [9]",
    "инвестиционный совет утвердил пилот, если я ничего не путаю [9]",
])
def test_a_hedged_approval_the_source_has_pending_is_distorted(mats, status):
    g = grade(mats, "ru", 1, status=status)
    assert labels(g)["approval"] == "distorted", g.by_id("approval").detail


def test_a_hedged_wrong_approval_date_is_the_approvals_distortion_only(mats):
    g = grade(mats, "ru", 5, status="Пилот утверждён — если не ошибаюсь, 15 апреля 2026 г.; утверждающее лицо — "
                                    "Марек Новак [10]")
    assert labels(g)["approval"] == "distorted", g.by_id("approval").detail
    assert "15 апреля" in g.by_id("approval").detail
    assert not g.unsupported, g.unsupported


# --- the writer's doubts, searches and calls to be corrected claim nothing of the pilot ----------------------------
@pytest.mark.parametrize("extra", [
    "Промежуточных контрольных точек и вех в заметках я не нашла.",
    "Почему выбран именно этот завод — записи не объясняют, и гадать я не берусь.",
    "О промежуточной отчётности перед руководством записи тоже молчат.",
    "Что осталось неясным.",
    "Также непонятно, будет ли второй этап.",
    "Пишу по памяти, так что поправьте, если что не так.",
])
def test_the_writers_doubt_is_no_addition(mats, extra):
    g = grade(mats, "ru", 1, extra=extra)
    assert not g.unsupported, g.unsupported


def test_a_hedge_inside_a_fact_is_no_claim(mats):
    g = grade(mats, "ru", 1, oos="Устаревший факс-шлюз, насколько могу судить, в пилот не входит [9]")
    assert labels(g)["out_of_scope"] == "correct", g.by_id("out_of_scope").detail
    assert not g.unsupported, g.unsupported


def test_an_answer_turned_to_the_reader_is_no_addition(mats):
    extra = ("В: Кто отвечает за обучение операторов первой линии и есть ли подрядчик?\n"
             "О: Не знаю — в записях об этом ничего нет. Может, кто-то из вас в курсе?")
    g = grade(mats, "ru", 1, extra=extra)
    assert not g.unsupported, g.unsupported


# --- "excl." after a comma excludes what follows it, and leaves the scope before it alone --------------------------
def test_a_clipped_exclusion_after_the_scope(mats):
    g = grade(mats, "ru", 5, scope="сверка счетов @ офис в Лидсе, excl. гарантийные претензии [17]", oos="")
    assert labels(g)["scope"] == "correct", g.by_id("scope").detail
    assert labels(g)["out_of_scope"] == "correct", g.by_id("out_of_scope").detail


# --- a one-word item clipped with its full stop ("гарант." for "гарантийные") names the item -----------------------
@pytest.mark.parametrize("oos", ["Не входит: гарант. претензии [10]", "excl. гарант. претензии [10]"])
def test_a_clipped_one_word_item_is_named(mats, oos):
    g = grade(mats, "ru", 5, oos=oos)
    assert labels(g)["out_of_scope"] == "correct", g.by_id("out_of_scope").detail


# --- a board that has not decided yet ("совет ещё не принял решение", "совет — не решил") is the pending approval,
# with no Status label before it ----------------------------------------------------------------------------------
@pytest.mark.parametrize("line", [
    "Инвестиционный совет пока не принял решение — ждём [9]",
    "⏳ инвест. совет — ещё не решил [9]",
])
def test_a_board_not_yet_decided_is_pending(mats, line):
    g = grade_prose(mats, "ru", 1, "status", line)
    assert labels(g)["approval"] == "correct", g.by_id("approval").detail
    assert not g.unsupported, g.unsupported


def test_another_bodys_approval_beside_an_undecided_board_is_one_addition(mats):
    g = grade_prose(mats, "ru", 1, "status", "Бюджет уже одобрен комитетом по закупкам.\n"
                                             "Инвестиционный совет ещё не принял решение по пилоту [9]")
    assert labels(g)["approval"] == "correct", g.by_id("approval").detail
    assert len(g.unsupported) == 1, g.unsupported


# --- a list label cut off at the brief's very end ("- вне рам") names no item and claims nothing -------------------
@pytest.mark.parametrize("lang, cut", [("ru", "- вне рам"), ("ru", "- не входит в пил"), ("en", "- Not incl")])
def test_a_label_cut_off_at_the_end_is_no_claim(mats, lang, cut):
    g = grade(mats, lang, 1, extra=cut)
    assert not g.unsupported, g.unsupported


# --- a date given as a length from another point is that date's distortion: under a data key naming its role
# ("start: через две недели после утверждения"), or a length with a half ("через три с половиной месяца") ----------
def test_a_length_under_a_start_key_is_the_start_told_relatively(mats):
    text = ("pilot: Марлин\nstart: примерно через две недели после утверждения\nend: 2027-04-22  # [9]\n"
            "scope: заказ запчастей, завод в Тампере  # [18]\n")
    g = grade_output(mats[("ru", 1)], text)
    assert labels(g)["start_date"] == "distorted", g.by_id("start_date").detail
    assert labels(g)["end_date"] == "correct", g.by_id("end_date").detail


def test_a_length_with_a_half_is_the_end_told_relatively(mats):
    g = grade(mats, "ru", 1, timeline="старт 10 марта 2027 г. [2]; окончание — примерно через полтора или "
                                      "через два с половиной месяца после старта")
    assert labels(g)["end_date"] == "distorted", g.by_id("end_date").detail
