"""Values and states read in the forty-fourth held-out set's forms, in every language: a timeline's approval told in
the present of its dated entry ("15 May — X approves the pilot"); an excluded item set under a timeline's entry dated
after the pilot ("After the pilot — adding X"), put off to later and so distorted; a comparison among the sites ("the
busiest of all the depots", "在各站点里最大") that widens no scope; a date denied and corrected in one reply ("不是八月底，
是9月2日"), the denied one no second value; and a number the text breaks off in, inside a date ("至2027年6"), no
addition. Each is pinned with briefs written for these tests on the material of seed 5."""

import pytest

from tests.facts.grading import facts, graded, kinds

_REST = {
    "en": "Already done — installation of the barcode scanners.\nNo date — translation of the user guides (planned, "
          "not started).\n3 October 2026 — the pilot ends.\n",
    "ru": "Уже сделано — установка сканеров штрихкодов.\nБез даты — перевод руководств пользователя (запланирован, "
          "не начат).\n03.10.2026 — завершение пилота.\n",
    "zh": "已完成——条码扫描器安装。\n无日期——用户指南翻译（已列入计划，尚未开始）。\n2026年10月3日——试点结束。\n",
}
_START = {
    "en": "9 June 2026 — start: invoice matching at the Leeds office only. Budget USD 45,000.\n",
    "ru": "09.06.2026 — старт: только сверка счетов, площадка — офис в Лидсе. Бюджет — 45 000 долларов США.\n",
    "zh": "2026年6月9日——开始：只涵盖利兹办公室的发票匹配。预算45,000美元。\n",
}
APPROVES = {
    "en": "15 May 2026 — Marek Novak approves the pilot.\n",
    "ru": "15.05.2026 — Марек Новак утверждает пилот.\n",
    "zh": "2026年5月15日——马雷克·诺瓦克批准该试点。\n",
}
EXCLUDED = {
    "en": "Warranty claims are out of scope.\n",
    "ru": "Гарантийные претензии в пилот не входят.\n",
    "zh": "保修索赔不在范围内。\n",
}
AFTER_PILOT = {
    "en": "After the pilot — adding warranty claims (not in the current scope).\n",
    "ru": "После пилота — подключение гарантийных претензий (в текущие рамки не входит).\n",
    "zh": "试点结束后——接入保修索赔（不在当前范围内）。\n",
}


def _timeline(lang: str, approval: str, exclusion: str) -> str:
    return approval + _START[lang] + _REST[lang] + exclusion


@pytest.mark.parametrize("lang", list(APPROVES))
def test_a_timeline_approval_in_the_present_is_the_approval_given(lang):
    g = graded(lang, 5, _timeline(lang, APPROVES[lang], EXCLUDED[lang]))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


def test_a_present_approval_by_someone_else_is_still_caught():
    # the same form naming an approver the notes never give: no approval told right
    g = graded("en", 5, _timeline("en", "15 May 2026 — Oliver Brandt approves the pilot.\n", EXCLUDED["en"]))
    assert facts(g)["approval"] == "distorted", facts(g)


@pytest.mark.parametrize("lang", list(AFTER_PILOT))
def test_an_excluded_item_dated_after_the_pilot_is_put_off_not_excluded(lang):
    g = graded(lang, 5, _timeline(lang, APPROVES[lang], AFTER_PILOT[lang]))
    got = facts(g)
    assert got["out_of_scope"] == "distorted", got
    assert [f for f, label in got.items() if label != "correct"] == ["out_of_scope"], got


COMPARED = {
    "en": "The pilot covers only invoice matching at the Leeds office, chosen because its invoice volume is the largest "
          "of all sites. It runs from 9 June 2026 to 3 October 2026; warranty claims are out of scope. Marek Novak "
          "approved it on 15 May 2026; budget USD 45,000. The barcode scanners are installed; the translation of the "
          "user guides is planned but not started.\n",
    "ru": "Пилот охватывает только сверку счетов в офисе в Лидсе: там счетов больше, чем на других площадках. Он идёт с "
          "9 июня 2026 г. по 3 октября 2026 г.; гарантийные претензии в пилот не входят. Марек Новак утвердил пилот "
          "15 мая 2026 г.; бюджет — 45 000 долларов США. Сканеры штрихкодов уже установлены; перевод руководств "
          "пользователя запланирован, но не начат.\n",
    "zh": "试点只涵盖利兹办公室的发票匹配，因为那里的发票量在各站点里最多。试点于2026年6月9日开始，2026年10月3日结束；保修索赔"
          "不在范围内。马雷克·诺瓦克已于2026年5月15日批准该试点，预算为45,000美元。条码扫描器安装已经完成；用户指南翻译已"
          "列入计划，但尚未开始。\n",
}
WIDENED = {
    "en": COMPARED["en"].replace("is the largest of all sites", "is large; it then goes to all sites"),
    "ru": COMPARED["ru"].replace("там счетов больше, чем на других площадках", "затем — на всех площадках"),
    "zh": COMPARED["zh"].replace("因为那里的发票量在各站点里最多", "之后推广到各站点"),
}


@pytest.mark.parametrize("lang", list(COMPARED))
def test_a_comparison_among_the_sites_widens_no_scope(lang):
    assert facts(graded(lang, 5, COMPARED[lang]))["scope"] == "correct"


@pytest.mark.parametrize("lang", list(WIDENED))
def test_a_roll_out_to_every_site_still_widens_the_scope(lang):
    assert facts(graded(lang, 5, WIDENED[lang]))["scope"] == "distorted"


def test_a_date_denied_and_corrected_in_one_reply_is_no_second_date():
    text = ("试点于2026年6月9日开始，不是六月底，是2026年10月3日结束。只涵盖利兹办公室的发票匹配，保修索赔不在范围内。马雷克·"
            "诺瓦克已于2026年5月15日批准该试点，预算为45,000美元。条码扫描器安装已经完成；用户指南翻译已列入计划，但尚未开始。\n")
    g = graded("zh", 5, text)
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []
    # the same words with the wrong date kept: the end date distorted
    g = graded("zh", 5, text.replace("是2026年10月3日结束", "是2026年10月13日结束"))
    assert facts(g)["end_date"] == "distorted", facts(g)


CUT = {
    "en": "Summary: the pilot runs at the Leeds office from 2026-06-09 to 2026-1",
    "zh": "总结：试点在利兹办公室进行，时间为2026年6月9日至2026年1",
}


@pytest.mark.parametrize("lang", list(CUT))
def test_a_number_the_text_breaks_off_in_inside_a_date_is_no_addition(lang):
    head = {"en": "The pilot covers invoice matching at the Leeds office. Budget: USD 45,000.\n\n",
            "zh": "试点涵盖利兹办公室的发票匹配。预算：45,000美元。\n\n"}[lang]
    assert [k for k, _ in kinds(graded(lang, 5, head + CUT[lang]))] == []
    # a number the text breaks off at after no date is still an addition
    cut_short = {"en": "Summary: the pilot runs at the Leeds office from 2026-06-09 with 6",
                 "zh": "总结：试点在利兹办公室进行，共有6"}[lang]
    assert kinds(graded(lang, 5, head + cut_short)) == [("number", "6")]
