"""Classes of misreading that the tenth held-out set (ru) showed, each pinned with phrasings written for these
tests (none taken from a held-out brief). The materials are those of tests/facts/test_grader_classes_all_languages.py
(seed 1: pending with the investment board; seed 5: approved by Marek Novak on 15 May 2026)."""

import pytest

from kvtrial.facts.grader import grade_output
from tests.facts.test_grader_classes_all_languages import grade, labels


# --- a status colour given in a clause after the approval ("...; общий статус — жёлтый") is an addition --------------
@pytest.mark.parametrize("status", [
    "ожидает утверждения инвестиционного совета [9]; общий статус — жёлтый",
    "ожидает утверждения инвестиционного совета [9], общий статус — красный",
])
def test_a_status_colour_after_the_approval_is_an_addition(mats, status):
    g = grade(mats, "ru", 1, status=status)
    assert labels(g)["approval"] == "correct", g.by_id("approval").detail
    assert len(g.unsupported) == 1, g.unsupported


def test_an_approver_after_a_dash_is_no_status_colour(mats):
    g = grade(mats, "ru", 5, status="утверждён 15 мая 2026 г. [10]; утверждающее лицо — Марек Новак")
    assert not g.unsupported, g.unsupported


# --- a party named in quotes that the source never names ("исполнитель — «Меридиан»") is an addition --------------------
@pytest.mark.parametrize("scope", [
    "заказ запчастей на заводе в Тампере [18]; исполнитель — «Меридиан»",
    "заказ запчастей на заводе в Тампере [18], внедряет «Орион»",
])
def test_a_quoted_new_party_is_an_addition(mats, scope):
    g = grade(mats, "ru", 1, scope=scope)
    assert labels(g)["scope"] == "correct", g.by_id("scope").detail
    assert len(g.unsupported) == 1, g.unsupported


def test_a_quoted_source_item_is_no_addition(mats):
    g = grade(mats, "ru", 1, scope="процесс «заказ запчастей» на площадке «завод в Тампере» [18]")
    assert not g.unsupported, g.unsupported


# --- the field line right under a pending approval field names who is to decide: another body there is distorted ----
@pytest.mark.parametrize("status", [
    "Утверждено: нет\nРешения ждём от: руководящего комитета [9]",
    "Утверждение: пока нет\nОжидается решение: руководящего комитета [9]",
])
def test_a_wrong_body_on_the_line_under_a_pending_field_is_distorted(mats, status):
    g = grade(mats, "ru", 1, status=status)
    assert labels(g)["approval"] == "distorted", g.by_id("approval").detail


def test_the_source_body_on_the_line_under_a_pending_field_is_correct(mats):
    g = grade(mats, "ru", 1, status="Утверждено: нет\nОжидается решение: инвестиционного совета [9]")
    assert labels(g)["approval"] == "correct", g.by_id("approval").detail


# --- a data entry's state key on the line under its item ("- item: X" / "  state: ...") says the item's stage --------
YAML_5 = """```yaml
timeline:
  start: 2026-06-09   # [3]
  end: 2026-10-03     # [10]
scope:
  process: сверка счетов   # [17]
  site: офис в Лидсе       # [17]
excluded:
  - гарантийные претензии  # [10]
budget:
  amount: 45000
  currency: USD   # [3]
approval:
  status: утверждён
  date: 2026-05-15
  approver: Марек Новак
{condition}
done:
  - item: установка сканеров штрихкодов
    state: {done}   # [17]
planned:
  - item: перевод руководств пользователя
    state: {planned}   # [3]
```"""


def grade_yaml(mats, condition="", done="выполнено", planned="не начато"):
    return grade_output(mats[("ru", 5)], YAML_5.format(condition=condition, done=done, planned=planned))


def test_state_keys_under_items_say_their_stages(mats):
    g = grade_yaml(mats)
    assert labels(g)["done"] == "correct" and labels(g)["planned"] == "correct", labels(g)
    assert not g.unsupported, g.unsupported


@pytest.mark.parametrize("planned", ["идёт", "в процессе"])
def test_a_planned_item_whose_state_key_says_under_way_is_distorted(mats, planned):
    g = grade_yaml(mats, planned=planned)
    assert labels(g)["planned"] == "distorted", g.by_id("planned").detail
    assert not g.unsupported, g.unsupported


# --- a condition key under an approval given is one addition; the approval stays correct ---------------------------
def test_a_condition_key_under_a_given_approval_is_an_addition(mats):
    g = grade_yaml(mats, condition="  condition: при условии квартальной проверки закупок")
    assert g.by_id("approval").rule == "approval.conditional", g.by_id("approval").detail
    assert [u.kind for u in g.unsupported] == ["condition"], g.unsupported
