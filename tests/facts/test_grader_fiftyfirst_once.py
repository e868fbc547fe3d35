"""One invented thing is one addition, however many clauses tell it: a risk carried on to the work it may touch, and
an amount told inside an invented spend. Two different invented things beside each other still count two."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, graded, kinds


def _brief(lang: str, added: str) -> str:
    return SEED5_FACTS[lang] + SEED5_WORK[lang] + ("" if lang == "zh" else "\n") + added


# a risk and the effect it may have on the testing, in one sentence: one risk
RISK_AND_EFFECT = {
    "en": "Risk: the Leeds office is short of staff over the summer, and testing could be affected.",
    "ru": "Риск: летом в офисе в Лидсе не хватает людей, тестирование может пострадать.",
    "zh": "风险：暑期利兹办公室人手偏紧，测试进度或受影响。",
}

# an invented spend with its amount inside it: one progress claim, no amount of its own
SPEND_WITH_AMOUNT = {
    "en": "Of the budget, about USD 9,000 has already been spent.",
    "ru": "Бюджет: 45 000 долларов США; из них около 9 000 долларов США уже израсходовано.",
    "zh": "预算：45,000美元；其中约9,000美元已经花掉。",
}

# a spend and a separate invented cost: two additions
SPEND_AND_COST = {
    "ru": "Уже израсходовано около 9 000 долларов США. Дополнительные лицензии обойдутся ещё в 5 000 долларов США.",
    "zh": "已花掉约9,000美元。另外，额外的许可证还要再花5,000美元。",
}

# a risk and a separate meeting, in one sentence: two claims
RISK_AND_MEETING = {
    "ru": "Риск: летом в офисе в Лидсе не хватает людей, а с поставщиком мы созваниваемся каждый понедельник.",
    "zh": "风险：暑期利兹办公室人手偏紧，另外我们每周一和供应商开一次电话会。",
}


@pytest.mark.parametrize("lang", ["en", "ru", "zh"])
def test_risk_and_its_effect_is_one_claim(lang):
    g = graded(lang, 5, _brief(lang, RISK_AND_EFFECT[lang]))
    assert [k for k, _ in kinds(g)] == ["claim"]


@pytest.mark.parametrize("lang", ["en", "ru", "zh"])
def test_amount_inside_a_spend_is_that_spend(lang):
    g = graded(lang, 5, _brief(lang, SPEND_WITH_AMOUNT[lang]))
    assert [k for k, _ in kinds(g)] == ["progress"]


@pytest.mark.parametrize("lang", ["ru", "zh"])
def test_a_separate_cost_still_counts(lang):
    g = graded(lang, 5, _brief(lang, SPEND_AND_COST[lang]))
    found = sorted(k for k, _ in kinds(g))
    assert found in (["amount", "progress"], ["claim", "progress"]) and len(g.unsupported) == 2


@pytest.mark.parametrize("lang", ["ru", "zh"])
def test_risk_and_a_meeting_count_two(lang):
    g = graded(lang, 5, _brief(lang, RISK_AND_MEETING[lang]))
    assert [k for k, _ in kinds(g)] == ["claim", "claim"]


def test_spend_and_a_meeting_in_one_sentence_count_two():
    # (a second amount beside a spend in English is read as the budget told twice, a distortion: the meeting is the
    # other invented thing here)
    g = graded("en", 5, _brief("en", "About USD 9,000 has already been spent, and the vendor has asked for a meeting on "
                                     "Friday."))
    assert sorted(k for k, _ in kinds(g)) == ["claim", "progress"]
