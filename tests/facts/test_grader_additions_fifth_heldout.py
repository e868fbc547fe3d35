"""Classes of additions the fifth held-out set showed (counted where there are none, or missed), each pinned with
phrasings written for these tests, in English, Chinese and Russian. The briefs are the clean briefs of
test_grader_classes_all_languages with one line added or changed."""

import pytest

from tests.facts.test_grader_classes_all_languages import grade, labels


def kinds(g):
    return [(u.kind, u.text) for u in g.unsupported]


# --- a citation map written as data: its numbers cite paragraphs, right or wrong, and claim nothing ---------------
@pytest.mark.parametrize("lang,extra", [
    ("en", '"references": {"timeline": 2, "budget": 2, "scope": 15, "status": 9, "planned": 23}'),
    ("en", "citations:\n  timeline: 2\n  budget: 2\n  done: 15\n  status: 31"),
    ("en", '"sources": [\n  {"field": "budget", "paragraph": 2},\n  {"field": "status", "paragraph": 27}\n]'),
    ("zh", '"出处": {"时间线": 2, "预算": 2, "范围": 8, "状态": 4, "计划": 19}'),
    ("zh", "引用：\n  预算: 2\n  状态: 4\n  已完成: 26"),
    ("ru", '"источники": {"сроки": 2, "бюджет": 2, "рамки": 18, "статус": 9, "план": 33}'),
    ("ru", "ссылки:\n  бюджет: 2\n  статус: 9\n  сделано: 41"),
])
def test_a_citation_map_adds_nothing(mats, lang, extra):
    g = grade(mats, lang, 1, extra=extra)
    assert not g.unsupported, kinds(g)
    assert set(labels(g).values()) == {"correct"}, [(f.fact_id, f.label, f.detail) for f in g.facts]


@pytest.mark.parametrize("lang,extra", [
    ("en", '"staffing": {"clerks": 14, "drivers": 6}'),
    ("zh", '"人员": {"文员": 14, "司机": 6}'),
    ("ru", '"персонал": {"операторы": 14, "водители": 6}'),
])
def test_numbers_under_another_key_are_still_additions(mats, lang, extra):
    g = grade(mats, lang, 1, extra=extra)
    assert len(g.unsupported) >= 1, kinds(g)


# --- a further sentence on a fact's line claims something of its own -------------------------------------------------
@pytest.mark.parametrize("lang,field,value", [
    ("en", "status", "pending with the investment board [9]. Health: amber."),
    ("en", "planned", "training of the front-line clerks [2]. A second vendor was added to the shortlist."),
    ("zh", "status", "仍在等待投资委员会审批[4]。健康度：琥珀色。"),
    ("zh", "planned", "一线文员培训[2]。供应商名单已由采购部门重新审定。"),
    ("ru", "status", "ожидает утверждения инвестиционного совета [9]. Здоровье проекта: жёлтое."),
    ("ru", "planned", "обучение операторов первой линии [2]. В короткий список добавлен второй поставщик."),
])
def test_a_second_sentence_on_a_facts_line_is_an_addition(mats, lang, field, value):
    g = grade(mats, lang, 1, **{field: value})
    assert len(g.unsupported) == 1, kinds(g)
    assert set(labels(g).values()) == {"correct"}, [(f.fact_id, f.label, f.detail) for f in g.facts]


@pytest.mark.parametrize("lang,field,value", [
    ("en", "status", "pending with the investment board [9]. The board has not decided yet."),
    ("zh", "status", "仍在等待投资委员会审批[4]。投资委员会尚未作出决定。"),
    ("ru", "status", "ожидает утверждения инвестиционного совета [9]. Совет ещё не принял решения."),
])
def test_a_second_sentence_restating_the_fact_adds_nothing(mats, lang, field, value):
    g = grade(mats, lang, 1, **{field: value})
    assert not g.unsupported, kinds(g)
