"""Classes of additions the sixth held-out set showed (counted where there are none, or missed), each pinned with
phrasings written for these tests, in English, Chinese and Russian. The briefs are the clean briefs of
test_grader_classes_all_languages with lines added or changed."""

import pytest

from kvtrial.facts.grader import grade_output
from tests.facts.test_grader_classes_all_languages import CLEAN, grade, labels


def kinds(g):
    return [(u.kind, u.text) for u in g.unsupported]


def facts(g):
    return [(f.fact_id, f.label, f.detail) for f in g.facts]


# --- nested list numbers ("2.1", "4.3") count sub-items: no number of their own -----------------------------------
HEADS = {"en": ("Dates", "Extent", "Money", "Status", "Done:", "Planned:", "Approval:"),
         "zh": ("日期", "范围", "资金", "状态", "已完成：", "计划：", "审批："),
         "ru": ("Даты", "Охват", "Деньги", "Положение", "Сделано:", "Запланировано:", "Утверждение:")}


def nested_brief(lang: str) -> str:
    c = CLEAN[(lang, 1)]
    h = HEADS[lang]
    return (f"1. {h[0]}\n   1.1 {c['timeline']}\n2. {h[1]}\n   2.1 {c['scope']}\n   2.2 {c['oos']}\n"
            f"3. {h[2]}\n   3.1 {c['budget']}\n4. {h[3]}\n   4.1 {h[6]} {c['status']}\n   4.2 {h[4]}\n      - {c['done']}\n"
            f"   4.3 {h[5]}\n      - {c['planned']}\n")


@pytest.mark.parametrize("lang", ["en", "zh", "ru"])
def test_nested_list_numbers_are_markers_and_labels_under_them_hold(mats, lang):
    g = grade_output(mats[(lang, 1)], nested_brief(lang))
    assert not g.unsupported, kinds(g)
    assert set(labels(g).values()) == {"correct"}, facts(g)


@pytest.mark.parametrize("lang,extra", [
    ("en", "2.5 extra clerks were hired for the rollout."),
    ("zh", "2.5 名额外文员已被招募。"),
    ("ru", "2.5 дополнительных ставки выделены на внедрение."),
])
def test_a_decimal_opening_a_line_with_no_numbered_parent_is_still_a_value(mats, lang, extra):
    g = grade(mats, lang, 1, extra=extra)
    assert len(g.unsupported) == 1, kinds(g)


# --- paragraph numbers in a Sources sentence, an abbreviated Sources label -----------------------------------------
@pytest.mark.parametrize("lang,extra", [
    ("en", "Sources: paragraphs 2 (timeline, budget), 9 (status) and 15 (scope)."),
    ("en", "Src: 2 = timeline/budget; 9 = status/exclusion; 15 = scope/checklist."),
    ("en", "Refs.: 2, 9, 15."),
    ("zh", "来源：第2段（时间、预算），第4段（状态）和第8段（范围）。"),
    ("ru", "Источники: абзацы 2 (сроки, бюджет), 9 (статус) и 18 (рамки)."),
    ("ru", "Ист.: 2, 9, 18."),
    ("ru", "Ист.: 2 = сроки/бюджет; 9 = статус; 18 = рамки."),
])
def test_paragraph_numbers_in_any_sources_form_add_nothing(mats, lang, extra):
    g = grade(mats, lang, 1, extra=extra)
    assert not g.unsupported, kinds(g)
    assert set(labels(g).values()) == {"correct"}, facts(g)


@pytest.mark.parametrize("lang,extra", [
    ("en", "Stats: 14 clerks and 6 drivers take part."),
    ("ru", "Итог: участвуют 14 операторов и 6 водителей."),
])
def test_numbers_under_a_label_that_is_no_sources_name_are_still_additions(mats, lang, extra):
    g = grade(mats, lang, 1, extra=extra)
    assert len(g.unsupported) >= 1, kinds(g)
