"""Conditions on approvals, read as the label page reads them, in every language: a condition the brief sets on an
approval told as given makes the approval distorted and is one addition besides. Where the source gives the approval
("approved on 15 May 2026, provided that ..."), the source sets no condition on it; where the source says pending
("approved, subject to review by the executive committee"), the approval told as given is the distortion, and the
condition is still one addition. Briefs written for these tests on the materials of seeds 5 (approved by Marek Novak,
15 May 2026) and 6 (pending with the executive committee)."""

import pytest

from tests.facts.grading import facts, graded, kinds


def conditions(g) -> list[str]:
    return [text for kind, text in kinds(g) if kind == "condition"]


# --- a condition set on an approval the source gives ---------------------------------------------------------------
GIVEN = {
    "en": "Marek Novak (Chief Financial Officer) approved the pilot on 15 May 2026, provided that the depot staff "
          "sign a data-handling pledge first [8].\n",
    "zh": "马雷克·诺瓦克（首席财务官）已于2026年5月15日批准本试点[5]，前提是仓库员工先签署数据处理承诺书。\n",
    "ru": "Пилот утверждён 15 мая 2026 г. финансовым директором Мареком Новаком [10] при условии, что сотрудники "
          "склада сначала подпишут обязательство по работе с данными.\n",
}


@pytest.mark.parametrize("lang", list(GIVEN))
def test_a_condition_on_a_given_approval_distorts_it_and_is_one_addition(lang):
    g = graded(lang, 5, GIVEN[lang])
    assert facts(g)["approval"] == "distorted", facts(g)
    assert len(conditions(g)) == 1, kinds(g)
    assert [f.rule for f in g.facts if f.fact_id == "approval"] == ["approval.conditional"]


PLAIN = {
    "en": "Marek Novak (Chief Financial Officer) approved the pilot on 15 May 2026 [8].\n",
    "zh": "马雷克·诺瓦克（首席财务官）已于2026年5月15日批准本试点[5]。\n",
    "ru": "Пилот утверждён 15 мая 2026 г. финансовым директором Мареком Новаком [10].\n",
}


@pytest.mark.parametrize("lang", list(PLAIN))
def test_the_same_approval_without_a_condition_stays_correct(lang):
    g = graded(lang, 5, PLAIN[lang])
    assert facts(g)["approval"] == "correct", facts(g)
    assert conditions(g) == []


# the condition is still counted where the approval is wrong for another reason too (a wrong date)
WRONG_DATE = {
    "en": "Marek Novak (Chief Financial Officer) approved the pilot on 25 May 2026, subject to a security audit "
          "of the scanners [8].\n",
    "zh": "马雷克·诺瓦克（首席财务官）已于2026年5月25日批准本试点[5]，但须先通过扫描器安全审计。\n",
    "ru": "Пилот утверждён 25 мая 2026 г. финансовым директором Мареком Новаком [10] с оговоркой, что сканеры "
          "пройдут аудит безопасности.\n",
}


@pytest.mark.parametrize("lang", list(WRONG_DATE))
def test_a_condition_on_an_approval_with_a_wrong_date_is_still_one_addition(lang):
    g = graded(lang, 5, WRONG_DATE[lang])
    assert facts(g)["approval"] == "distorted", facts(g)
    assert [f.rule for f in g.facts if f.fact_id == "approval"] == ["approval.other-date"]
    assert len(conditions(g)) == 1, kinds(g)


# --- an approval the source says is pending, told as given under a condition ----------------------------------------
FALSE_GIVEN = {
    "en": "The executive committee has approved the pilot, subject to a review of the driver rota [9].\n",
    "zh": "执行委员会已批准本试点，但须先复查司机排班表[5]。\n",
    "ru": "Пилот утверждён исполнительным комитетом при условии пересмотра графика водителей [11].\n",
}


@pytest.mark.parametrize("lang", list(FALSE_GIVEN))
def test_a_pending_approval_told_as_given_under_a_condition_counts_the_condition(lang):
    g = graded(lang, 6, FALSE_GIVEN[lang])
    assert facts(g)["approval"] == "distorted", facts(g)
    assert len(conditions(g)) == 1, kinds(g)


def test_a_review_still_to_come_after_an_approval_is_a_condition_in_chinese():
    g = graded("zh", 6, "审批：执行委员会已原则上批准，尚待最后复核[5]。\n")
    assert facts(g)["approval"] == "distorted", facts(g)
    assert len(conditions(g)) == 1, kinds(g)


def test_formalities_still_to_finish_are_no_condition_in_chinese():
    # "只待走完流程": the approval told as given in principle is the distortion; the formalities invent nothing
    g = graded("zh", 6, "状态：执行委员会已原则上同意，只待走完流程[5]。\n")
    assert facts(g)["approval"] == "distorted", facts(g)
    assert conditions(g) == []


# --- forms of the condition -----------------------------------------------------------------------------------------
def test_the_same_condition_told_twice_in_fewer_words_is_one_addition():
    text = ("Summary: approved, subject to a final review by the executive committee.\n\n"
            "- Status: approved subject to executive committee review [9]\n")
    g = graded("en", 6, text)
    assert facts(g)["approval"] == "distorted", facts(g)
    assert len(conditions(g)) == 1, kinds(g)


def test_a_condition_key_under_the_approval_is_one_whatever_its_words():
    text = ("approval:\n  status: approved\n  approver: 马雷克·诺瓦克（首席财务官）\n  date: 2026-05-15\n"
            "  condition: 上线前提交一份风险清单\n")
    g = graded("zh", 5, text)
    assert facts(g)["approval"] == "distorted", facts(g)
    assert conditions(g) == ["上线前提交一份风险清单"], kinds(g)


def test_an_abbreviated_russian_condition_is_read():
    g = graded("ru", 5, "Утверждён 15.05.2026 Мареком Новаком (финансовый директор) при усл. ежемесячного "
                        "отчёта [10].\n")
    assert facts(g)["approval"] == "distorted", facts(g)
    assert len(conditions(g)) == 1, kinds(g)


def test_a_recap_lead_in_russian_sets_no_condition():
    # "если собрать всё вместе": a summing-up, no condition on the approval told after it
    g = graded("ru", 5, "Если собрать всё вместе, пилот утверждён 15 мая 2026 г. финансовым директором Мареком "
                        "Новаком [10].\n")
    assert facts(g)["approval"] == "correct", facts(g)
    assert conditions(g) == []
