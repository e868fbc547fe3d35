"""Classes of misreading that the ninth held-out set (ru) showed, each pinned with phrasings written for these
tests (none taken from a held-out brief). The materials are those of tests/facts/test_grader_classes_all_languages.py
(seed 1: «Марлин», 10 March - 22 April 2027, 81 500 CHF, pending with the investment board, the fax gateway out of
scope, the checklist review done, the training of front-line operators planned; seed 5: approved by Marek Novak on
15 May 2026, warranty claims out of scope)."""

import pytest

from kvtrial.facts.grader import grade_output
from tests.facts.test_grader_classes_all_languages import grade


def labels(g):
    return {f.fact_id: str(f.label) for f in g.facts}


def data_brief(timeline_key="timeline:", status_key="status:", oos="excluded: [\"устаревший факс-шлюз\"]",
               planned="[\"обучение операторов первой линии\"]"):
    """A data brief of seed 1 in Russian, as a YAML block with English keys; each argument a line a test replaces."""
    return ("Пилот «Марлин», данные\n\n```yaml\n"
            f"{timeline_key}\n  start: 2027-03-10   # [2]\n  end: 2027-04-22     # [9]\n"
            "scope:\n  included: \"заказ запчастей на заводе в Тампере\"   # [18]\n"
            f"  {oos}   # [9]\n"
            "budget:\n  amount: 81500\n  currency: CHF   # [2]\n"
            f"{status_key}\n  approval: \"ожидает утверждения инвестиционного совета\"   # [9]\n"
            "  done: [\"проверка чек-листа по защите данных\"]   # [18]\n"
            f"  planned: {planned}   # [2]\n```\n")


# --- "вне пилота" excludes, as "вне рамок" does --------------------------------------------------------------------
@pytest.mark.parametrize("oos", [
    "Устаревший факс-шлюз остаётся вне пилота [9]",
    "Факс-шлюз (устаревший) — вне проекта [9]",
])
def test_outside_the_pilot_is_an_exclusion(mats, oos):
    g = grade(mats, "ru", 1, oos=oos)
    assert labels(g)["out_of_scope"] == "correct", g.by_id("out_of_scope").detail


# --- a data key "excludes" lists what the pilot leaves out, "includes" what it covers -----------------------------
def test_an_excludes_key_lists_the_exclusion(mats):
    g = grade_output(mats[("ru", 1)], data_brief(oos="excludes: [\"устаревший факс-шлюз\"]"))
    assert labels(g)["out_of_scope"] == "correct", g.by_id("out_of_scope").detail
    assert set(labels(g).values()) == {"correct"}, labels(g)


# --- a data key whose value is only a comment ("timeline:  # Сроки пилота") heads the keys nested under it ---------
def test_a_key_with_only_a_comment_claims_nothing(mats):
    g = grade_output(mats[("ru", 1)], data_brief(timeline_key="timeline:            # Период",
                                                 status_key="status:              # Состояние"))
    assert set(labels(g).values()) == {"correct"}, labels(g)
    assert not g.unsupported, g.unsupported


# --- an English state word opening the value of a row labelled in two languages gives the approval's state -------
def _status_table(row):
    return ("| Раздел | Что сказано | Абз. |\n|---|---|---|\n"
            "| Timeline (Сроки) | 10.03.2027 — 22.04.2027 | [2], [9] |\n"
            "| Scope (Рамки) | заказ запчастей, завод в Тампере; устаревший факс-шлюз не входит | [18], [9] |\n"
            "| Budget (Бюджет) | 81 500 CHF | [2] |\n"
            f"{row}\n"
            "| Done | проверка чек-листа по защите данных | [18] |\n"
            "| Planned | обучение операторов первой линии (не начато) | [2] |\n")


def test_an_english_pending_under_a_glossed_approval_label_is_pending(mats):
    g = grade_output(mats[("ru", 1)], _status_table("| Approval (Утверждение) | pending — слово за инвестиционным "
                                                    "советом | [9] |"))
    assert labels(g)["approval"] == "correct", g.by_id("approval").detail
    assert set(labels(g).values()) == {"correct"}, labels(g)


def test_an_english_pending_of_an_approved_pilot_is_distorted(mats):
    g = grade_output(mats[("ru", 5)], "Сроки: 9 июня 2026 г. — 3 октября 2026 г. [3, 10]\n\n"
                     "| Section | Детали | Абз. |\n|---|---|---|\n"
                     "| Approval (Статус) | pending — подпись Марека Новака | [10] |\n")
    assert labels(g)["approval"] == "distorted", g.by_id("approval").detail


# --- "завизировал" is a sign-off: another party's is one addition, the pending approval stays correct -------------
@pytest.mark.parametrize("extra", [
    "Руководитель склада со своей стороны завизировал график обучения.",
    "Договор с площадкой завизирован начальником юридической службы.",
])
def test_a_visa_by_another_party_is_one_addition(mats, extra):
    g = grade(mats, "ru", 1, extra=extra)
    assert labels(g)["approval"] == "correct", g.by_id("approval").detail
    assert [u.kind for u in g.unsupported] == ["approval"], g.unsupported


# --- each quoted item of a data list is a clause: an item the source does not list is one addition ----------------
def test_an_extra_item_in_a_data_list_is_one_addition(mats):
    g = grade_output(mats[("ru", 1)], data_brief(
        planned="[\"обучение операторов первой линии\", \"инвентаризация складских стеллажей\"]"))
    assert labels(g)["planned"] == "correct", g.by_id("planned").detail
    assert [u.kind for u in g.unsupported] == ["plan"], g.unsupported
    # the list's line is a claim of the brief (its key is a list label, but the line holds values, no heading)
    assert any("planned" in a.facts and "инвентаризация" in a.text for a in g.alignment), g.alignment


def test_a_data_list_of_source_items_adds_nothing(mats):
    g = grade_output(mats[("ru", 1)], data_brief(oos="excluded: [\"устаревший факс-шлюз\", \"факс-шлюз\"]"))
    assert set(labels(g).values()) == {"correct"}, labels(g)
    assert not g.unsupported, g.unsupported


# --- "согласование X с <участком>" agrees a thing with a party that approves nothing: work, not the approval --------
@pytest.mark.parametrize("extra", [
    "Дальше предстоит согласование маршрутов доставки с перевозчиком.",
    "Следующий шаг — согласовать расписание смен со складской командой.",
])
def test_agreeing_a_thing_with_a_party_is_no_approval(mats, extra):
    g = grade(mats, "ru", 5, extra=extra)
    assert labels(g)["approval"] == "correct", g.by_id("approval").detail
    assert len(g.unsupported) == 1, g.unsupported


@pytest.mark.parametrize("status", [
    "согласовано с финансовым директором Мареком Новаком 15 мая 2026 г. [10]",
    "согласован Мареком Новаком 15 мая 2026 г. с условием ежемесячного отчёта [10]",
])
def test_agreed_with_an_approver_is_still_an_approval(mats, status):
    g = grade(mats, "ru", 5, status=status)
    # given (not pending); under a condition the source does not set, distorted
    want = "approval.conditional" if "услови" in status else "approval.approved"
    assert g.by_id("approval").rule == want, g.by_id("approval").detail
