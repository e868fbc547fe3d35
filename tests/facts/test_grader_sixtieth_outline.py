"""An outline numbered with no dot or bracket ("2 Scope" over "2.1 In: …", "2 范围" over "2.2 不包括：…", "2 Рамки" over
"2.2 Не входит: …"), in every language: a section's number before its heading word is the outline's list marker, no
number of the pilot, and its heading (the Sources too) heads the sub-items under it; a sub-item's label ("Out:",
"不包括：", "Не входит:") is read as a label. A bare number opening a line with no sub-items of its own under it stays
a number the brief tells. Seed 5 (SEED5_FACTS)."""

import pytest

from tests.facts.grading import SEED5_FACTS, SEED5_WORK, facts, graded, kinds

# seed 5's facts as an outline, citations by the material's paragraphs (start, budget, planned: 2; end, approval,
# exclusion: 8; scope, done: 14)
OUTLINE = {
    "en": "KESTREL NOTE\n\n1 Dates\n  1.1 Start: 9 June 2026 [2]\n  1.2 End: 3 October 2026 [8]\n2 Scope\n"
          "  2.1 In: invoice matching at the Leeds office only [14]\n  2.2 Out: warranty claims [8]\n3 Money\n"
          "  3.1 USD 45,000 [2]\n4 Approval\n  4.1 Signed off by Marek Novak on 15 May 2026 [8]\n5 Sources\n"
          "  5.1 [2] → start, budget\n  5.2 [8] → end, approval, warranty claims\n  5.3 [14] → scope\n",
    "zh": "红隼简报\n\n1 时间线\n  1.1 开始：2026年6月9日 [2]\n  1.2 结束：2026年10月3日 [8]\n2 范围\n"
          "  2.1 包括：仅利兹办公室的发票匹配 [14]\n  2.2 不包括：保修索赔 [8]\n3 预算\n  3.1 45,000美元 [2]\n"
          "4 审批\n  4.1 马雷克·诺瓦克已于2026年5月15日批准 [8]\n5 来源\n  5.1 [2] → 开始、预算\n"
          "  5.2 [8] → 结束、审批、保修索赔\n  5.3 [14] → 范围\n",
    "ru": "СПРАВКА «ПУСТЕЛЬГА»\n\n1 Сроки\n  1.1 Начало: 9 июня 2026 г. [2]\n  1.2 Окончание: 3 октября 2026 г. [8]\n"
          "2 Рамки\n  2.1 Входит: только сверка счетов в офисе в Лидсе [14]\n  2.2 Не входит: гарантийные претензии [8]\n"
          "3 Бюджет\n  3.1 45 000 долларов США [2]\n4 Утверждение\n  4.1 Утвердил Марек Новак 15 мая 2026 г. [8]\n"
          "5 Источники\n  5.1 [2] → начало, бюджет\n  5.2 [8] → окончание, утверждение, гарантийные претензии\n"
          "  5.3 [14] → рамки\n",
}

# the exclusion's section alone, as an outline after the facts told in sentences
EXCLUDED = {
    "en": "\n\n2 Exclusions\n  2.1 Out: warranty claims\n  2.2 Reason: not in the file's scope\n",
    "zh": "\n\n2 排除项\n  2.1 不包括：保修索赔\n  2.2 原因：不在本次范围内\n",
    "ru": "\n\n2 Исключения\n  2.1 Не входит: гарантийные претензии\n  2.2 Причина: вне рамок пилота\n",
}

# a line opened by a bare number with no sub-items under it: a count the brief tells, an addition as before
COUNT = {"en": "\n\n3 offices will join the pilot later.\n",
         "zh": "\n\n3 个办公室稍后加入试点。\n",
         "ru": "\n\n3 офиса присоединятся к пилоту позже.\n"}

ROWS = [(lang, form) for lang in ("en", "zh", "ru") for form in ("outline", "excluded", "count")]


@pytest.mark.parametrize("lang,form", ROWS)
def test_an_outline_number_with_no_dot_is_a_list_marker(lang, form):
    text = OUTLINE[lang] if form == "outline" else SEED5_FACTS[lang] + SEED5_WORK[lang] + \
        (EXCLUDED if form == "excluded" else COUNT)[lang]
    g = graded(lang, 5, text)
    numbers = [t for k, t in kinds(g) if k == "number"]
    assert facts(g)["out_of_scope"] == "correct", facts(g)
    if form == "outline":
        assert {f: label for f, label in facts(g).items() if f not in ("done", "planned")} == \
            dict.fromkeys(("start_date", "end_date", "scope", "budget", "approval", "out_of_scope"), "correct"), facts(g)
    if form == "count":
        assert numbers == ["3"], kinds(g)
    else:
        assert numbers == [], kinds(g)
