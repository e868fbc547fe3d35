"""Additions the sixtieth held-out sets showed the grader missing, pinned with phrasings written for these tests: the
writer's expectation of a pending decision, or the deciding party's leaning, told as if known; one more sign-off
marked as additional beside an approval already given (not the pilot's own approval left pending); a report handed
to a party as a task of its own. Seed 1's approval is pending with the investment board; seed 5's is given."""

import pytest

from tests.facts.test_grader_classes_all_languages import CLEAN, grade, labels

CASES = [
    # (lang, seed, field, its new value, additions expected)
    ("en", 1, "status", "pending with the investment board [9]. I'd expect the board to say yes before long.", 1),
    ("en", 1, "status", "pending with the investment board [9]; the board looks favourable towards the pilot", 1),
    ("en", 5, "status", "approved by Marek Novak on 15 May 2026 [8]\n[ ] Additional sign-off of the spend with the head "
                        "of purchasing", 1),
    ("en", 5, "extra", "Once the pilot is over, the closing report goes to the steering group.", 1),
    ("en", 1, "status", "pending with the investment board [9]; no date for the decision is given [9]", 0),
    ("ru", 1, "status", "ожидает утверждения инвестиционного совета [9]. Совет относится к пилоту вполне благосклонно.", 1),
    ("ru", 1, "status", "ожидает утверждения инвестиционного совета [9]; совет, по слухам, настроен к пилоту позитивно", 1),
    ("ru", 5, "status", "утверждён 15 мая 2026 г., утвердил Марек Новак [10]\n[ ] Дополнительное согласование расходов "
                        "с начальником отдела закупок", 1),
    ("ru", 5, "extra", "По завершении пилота правлению передаётся итоговый отчёт.", 1),
    ("ru", 1, "status", "ожидает утверждения инвестиционного совета [9]; срок решения не указан [9]", 0),
    ("zh", 1, "status", "仍在等待投资委员会审批[4]。据说委员会对试点持乐观态度。", 1),
    ("zh", 1, "status", "仍在等待投资委员会审批[4]，委员会成员的看法总体积极", 1),
    ("zh", 5, "extra", "- [ ] 采购主管对支出额外审批", 1),
    ("zh", 5, "extra", "- [ ] 试点收尾后给董事会递交一份总结", 1),
    ("zh", 1, "status", "仍在等待投资委员会审批[4]，审批日期未注明", 0),
]


@pytest.mark.parametrize("lang, seed, field, value, added", CASES)
def test_sixtieth_missed_additions(mats, lang, seed, field, value, added):
    assert (lang, seed) in CLEAN
    g = grade(mats, lang, seed, **{field: value})
    assert set(labels(g).values()) == {"correct"}, [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert len(g.unsupported) == added, g.unsupported
