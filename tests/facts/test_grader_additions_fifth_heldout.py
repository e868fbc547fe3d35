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
