"""Every claim of a brief aligned to the source: a fact it supports, a background paragraph it restates, framing,
or an addition. A claim restating nothing of the source is an addition whatever its form (no digit, no name);
a heading, a question or a label never is. A claim close to a fact graded omitted makes that label uncertain,
and so do two claims giving one fact conflicting dates."""

from __future__ import annotations

import datetime as dt
from functools import cache

import pytest

from kvtrial.facts.grader import grade_output
from kvtrial.facts.languages import get_language
from kvtrial.facts.material import Material, approximate_tokens, build_material
from kvtrial.records import FactGradesRecord

LANGS = ("en", "zh", "ru")


@cache
def _material(code: str) -> Material:
    return build_material(5, 1024, approximate_tokens, language=code)


def _brief(code: str, *extra: str) -> str:
    """The source's own fact sentences (8 correct facts, no addition) and the extra lines."""
    return "\n".join([f.sentence for f in _material(code).facts] + list(extra)) + "\n"


# claims no fact, no paragraph and no prompt of the material states, without a digit or a person's name
INVENTED = {
    "en": ("Status: on track", "The vendor relationship has never been stronger and morale is excellent."),
    "zh": ("状态：进展顺利", "与供应商的合作关系空前稳固而员工士气高涨。"),
    "ru": ("Статус: без отклонений", "Отношения с поставщиком крепкие, настроение сотрудников отличное."),
}
CONTEXT = {  # a heading, an unanswered question, a bare label
    "en": "## Risks\nAnything else to watch?\nRemarks:\n",
    "zh": "## 风险\n还有需要关注的吗？\n备注：\n",
    "ru": "## Риски\nЕщё что-то важное?\nПримечания:\n",
}


@pytest.mark.parametrize("code", LANGS)
def test_the_source_facts_align_each_claim_to_its_fact(code: str) -> None:
    g = grade_output(_material(code), _brief(code))
    assert g.counts["correct"] == 8 and not g.unsupported
    by_fact = {f for a in g.alignment for f in a.facts}
    assert by_fact == {f.fact_id for f in _material(code).facts}
    assert all(a.status == "fact" and a.score >= 0.5 for a in g.alignment)
    for a in g.alignment:
        assert g.to_dict()["alignment"][g.alignment.index(a)]["start"] == a.start


@pytest.mark.parametrize("code", LANGS)
@pytest.mark.parametrize("which", [0, 1])
def test_an_unaligned_claim_is_an_addition_with_no_digit_and_no_name(code: str, which: int) -> None:
    claim = INVENTED[code][which]
    text = _brief(code, claim)
    g = grade_output(_material(code), text)
    assert [(u.kind, u.text) for u in g.unsupported] == [("claim", claim)]
    added = [a for a in g.alignment if a.status == "addition"]
    assert len(added) == 1 and text[added[0].start:added[0].end] == claim
    assert g.counts["correct"] == 8


# one sentence, two separate claims joined by a comma: each is an addition of its own
TWO_IN_ONE = {
    "en": ("The steering group praised the dashboard design", "the helpdesk queue shrank noticeably overnight"),
    "zh": ("管理层高度称赞仪表盘设计", "客服排队时间明显缩短"),
    "ru": ("Заказчики восхищаются свежим дизайном интерфейса", "ночные дежурства стали гораздо спокойнее"),
}


@pytest.mark.parametrize("code", LANGS)
def test_a_sentence_making_two_unaligned_claims_is_two_additions(code: str) -> None:
    first, second = TWO_IN_ONE[code]
    sentence = f"{first}，{second}。" if code == "zh" else f"{first}, {second}."
    g = grade_output(_material(code), _brief(code, sentence))
    assert sorted(u.text for u in g.unsupported) == sorted([first, second])
    assert g.counts["correct"] == 8


@pytest.mark.parametrize("code", LANGS)
def test_a_heading_a_question_and_a_label_are_no_addition(code: str) -> None:
    g = grade_output(_material(code), _brief(code) + CONTEXT[code])
    assert not g.unsupported
    assert not any(a.status == "addition" for a in g.alignment)


@pytest.mark.parametrize("code", LANGS)
def test_a_title_naming_the_pilot_is_framing(code: str) -> None:
    m = _material(code)
    title = {"en": f"Quick notes on {m.project} for the weekly call",
             "zh": f"{m.project}试点每周简报", "ru": f"Короткая сводка по проекту {m.project} к еженедельному созвону"}[code]
    g = grade_output(m, title + "\n" + _brief(code))
    assert not g.unsupported
    assert g.alignment[0].status == "framing"


@pytest.mark.parametrize("code", LANGS)
def test_a_claim_close_to_an_omitted_fact_makes_its_label_uncertain(code: str) -> None:
    m = _material(code)
    start = m.fact("start_date")
    # the start sentence with its date taken out: the grader reads no start date, but the claim restates the fact
    lang = get_language(code)
    said = start.sentence.replace(lang.templates.format_date(dt.date.fromisoformat(start.value["date"])), "")
    text = "\n".join([said] + [f.sentence for f in m.facts if f.fact_id != "start_date"]) + "\n"
    g = grade_output(m, text)
    grade = g.by_id("start_date")
    assert grade.label == "omitted" and grade.confidence == "uncertain"
    assert any("close to this fact" in d for d in grade.doubts)
    assert any(a.status == "weak" and a.facts == ("start_date",) for a in g.alignment)


@pytest.mark.parametrize("code", LANGS)
def test_two_claims_giving_one_fact_conflicting_dates_make_it_distorted_and_uncertain(code: str) -> None:
    m = _material(code)
    start = m.fact("start_date")
    lang = get_language(code)
    iso = dt.date.fromisoformat(start.value["date"])
    other = start.sentence.replace(lang.templates.format_date(iso), lang.templates.format_date(iso + dt.timedelta(days=9)))
    g = grade_output(m, _brief(code, other))
    grade = g.by_id("start_date")
    assert grade.confidence == "uncertain" and grade.label == "distorted"


OTHER_EVENT = {  # another event's date, in a sentence of its own that restates nothing of the start fact
    "en": "A kick-off workshop for the warehouse team took place on {date}.",
    "zh": "仓库团队的启动研讨会于{date}举行。",
    "ru": "Стартовый семинар для команды склада прошёл {date}.",
}


@pytest.mark.parametrize("code", LANGS)
def test_another_events_date_in_its_own_sentence_leaves_the_start_date_correct(code: str) -> None:
    m = _material(code)
    iso = dt.date.fromisoformat(m.fact("start_date").value["date"])
    other = get_language(code).templates.format_date(iso - dt.timedelta(days=6))
    g = grade_output(m, _brief(code, OTHER_EVENT[code].format(date=other)))
    assert g.by_id("start_date").label == "correct"


@pytest.mark.parametrize("code", LANGS)
def test_the_stored_record_keeps_the_alignment(code: str) -> None:
    claim = INVENTED[code][1]
    g = grade_output(_material(code), _brief(code, claim))
    record = FactGradesRecord.from_dict(g.to_dict())
    assert record.alignment == tuple(g.alignment)
    assert [a.text for a in record.alignment if a.status == "addition"] == [claim]
    assert record.claims_of("budget") and all("budget" in a.facts for a in record.claims_of("budget"))
