"""Three readings of a brief's scope, exclusion and stages, in every language. A scope whose site is joined to other
places or units ("and its regional branches", "以及各分部", "а также его филиалы") is told beyond its one site:
distorted, while the company named beside the site, or an exclusion told after it, leaves it correct. An item the
source excludes, told as not decided yet ("it has not been settled whether … falls inside the pilot", "是否纳入尚未确定",
"пока не решено, входят ли …"), is in a wrong state: distorted, while the exclusion stated plainly, with an open point
of its own beside it, stays correct. A run-in status line parted by middle dots ("· done: X installed · planned, not
started: Y") gives each item the stage of its own field. Pinned with briefs written for these tests on the material of
seed 5."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded

# seed 5: invoice matching at the Leeds office; warranty claims excluded; barcode scanners installed; translation of
# the user guides planned
DATES = {
    "en": "The pilot runs from 9 June 2026 to 3 October 2026. Marek Novak approved it on 15 May 2026; the budget is "
          "USD 45,000. ",
    "ru": "Пилот идёт с 9 июня 2026 г. по 3 октября 2026 г. Марек Новак утвердил пилот 15 мая 2026 г.; бюджет — 45 000 "
          "долларов США. ",
    "zh": "试点于2026年6月9日开始，2026年10月3日结束。马雷克·诺瓦克已于2026年5月15日批准该试点，预算为45,000美元。",
}
EXCLUDED = {"en": "Warranty claims are not part of it. ", "ru": "Гарантийные претензии в пилот не входят. ",
            "zh": "保修索赔不在范围内。"}


def _labels(lang: str, text: str) -> dict[str, str]:
    return facts(graded(lang, 5, text))


# --- the site joined to other places: the scope widened ------------------------------------------------------------
WIDENED = {
    "en": "It covers invoice matching at the Leeds office and its regional branches. ",
    "ru": "Пилот охватывает сверку счетов в офисе в Лидсе, а также в его региональных филиалах. ",
    "zh": "试点涵盖利兹办公室以及集团各分部的发票匹配。",
}
# the company beside the site, or an exclusion after the site: the scope as the source has it
NARROW = {
    "en": "It covers invoice matching at the Leeds office of the company only, and the night teams are not involved. ",
    "ru": "Пилот охватывает только сверку счетов в офисе в Лидсе и больше нигде. ",
    "zh": "试点只涵盖公司利兹办公室的发票匹配，其他站点不参与。",
}


@pytest.mark.parametrize("lang", list(WIDENED))
def test_a_site_joined_to_other_places_widens_the_scope(lang):
    got = _labels(lang, DATES[lang] + WIDENED[lang] + EXCLUDED[lang] + SEED5_WORK[lang])
    assert got["scope"] == "distorted", got
    assert got["out_of_scope"] == "correct", got


@pytest.mark.parametrize("lang", list(NARROW))
def test_the_site_with_its_company_or_its_only_stays_correct(lang):
    got = _labels(lang, DATES[lang] + NARROW[lang] + EXCLUDED[lang] + SEED5_WORK[lang])
    assert got["scope"] == "correct", got


@pytest.mark.parametrize("lang", list(SEED5_FACTS))
def test_the_plain_scope_stays_correct(lang):
    got = _labels(lang, SEED5_FACTS[lang] + SEED5_WORK[lang])
    assert set(got.values()) == {"correct"}, got


# --- an excluded item told as undecided: a wrong state --------------------------------------------------------------
SCOPE = {"en": "It covers only invoice matching at the Leeds office. ",
         "ru": "Пилот охватывает только сверку счетов в офисе в Лидсе. ",
         "zh": "试点只涵盖利兹办公室的发票匹配。"}
UNDECIDED = {
    "en": "Still open:\n- Warranty claims: it has not been settled whether they fall inside the pilot.\n",
    "ru": "Открытые вопросы:\n- Гарантийные претензии: пока не решено, входят ли они в пилот.\n",
    "zh": "待定事项：\n- 保修索赔要不要纳入试点，还没有最终决定。\n",
}
# excluded plainly, an open point of its own beside it
PLAIN = {
    "en": "Warranty claims are excluded; whether a later phase takes them up is another matter. ",
    "ru": "Гарантийные претензии исключены из пилота. ",
    "zh": "保修索赔明确不在试点范围内。",
}


@pytest.mark.parametrize("lang", list(UNDECIDED))
def test_an_excluded_item_told_as_undecided_is_distorted(lang):
    got = _labels(lang, DATES[lang] + SCOPE[lang] + SEED5_WORK[lang] + "\n\n" + UNDECIDED[lang])
    assert got["out_of_scope"] == "distorted", got
    assert got["scope"] == "correct", got


@pytest.mark.parametrize("lang", list(PLAIN))
def test_an_exclusion_stated_plainly_stays_correct(lang):
    got = _labels(lang, DATES[lang] + SCOPE[lang] + PLAIN[lang] + SEED5_WORK[lang])
    assert got["out_of_scope"] == "correct", got


def test_an_exclusion_with_its_later_phase_still_open_is_no_undecided_item():
    g = graded("en", 5, DATES["en"] + SCOPE["en"] + SEED5_WORK["en"]
               + " Warranty claims are out of scope, though whether that changes later is still open.")
    oos = next(f for f in g.facts if f.fact_id == "out_of_scope")
    assert oos.rule != "negation.undecided", (oos.label, oos.rule)


# --- a status line parted by middle dots: each item's own stage -----------------------------------------------------
DOTTED = {
    "en": "Pilot · done: barcode scanners installed · planned, not started: translation of the user guides.",
    "ru": "Пилот · готово: сканеры штрихкодов установлены · запланировано, не начато: перевод руководств пользователя.",
    "zh": "试点 · 已完成：条码扫描器安装完毕 · 已计划、未开始：用户指南翻译。",
}


@pytest.mark.parametrize("lang", list(DOTTED))
def test_a_dotted_status_line_gives_each_item_its_own_stage(lang):
    got = _labels(lang, SEED5_FACTS[lang] + "\n" + DOTTED[lang])
    assert got["done"] == "correct" and got["planned"] == "correct", got
