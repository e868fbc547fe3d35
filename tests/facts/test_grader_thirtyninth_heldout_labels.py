"""Fact labels the thirty-ninth held-out set's first run misread, as forms in every language: an exclusion limited to
the present phase or left for a later stage ("not part of this phase", "picked up at a later stage", "留待后续阶段",
"оставлены на потом") is the exclusion distorted, a real exclusion stays correct; the writer's remark that it left
the approval out, because the reader has no use for it ("审批相关的内容用不上，我就没放进去"), states no approval (omitted)
and claims nothing; a timeline's next entry ("2026-07-20: check-in") is no detail of the approval entry above it; the
workflow at a site the material never names is the scope distorted in Chinese as in English and Russian ("仅限里斯本服务
中心的…"); and the approval told in two places (its date in a table, its approver in a sentence, the title before the
name) is one fact, no addition. Briefs written for these tests on the material of seed 5 (approved on 15 May 2026 by
Marek Novak, CFO; invoice matching at the Leeds office; warranty claims excluded)."""

import pytest

from tests.facts.grading import facts, graded, kinds

# --- an exclusion limited to this phase, or left for a later stage: distorted ---------------------------------------
DEFERRED = {
    "en": ["Warranty claims are not part of this phase and will be taken up at a later stage [8].",
           "Warranty claims are not in this round [8].",
           "Warranty claims are left out; they will be dealt with later [8]."],
    "ru": ["Гарантийные претензии не входят в этот этап [10].",
           "Гарантийные претензии пока исключены и оставлены на потом [10].",
           "На текущем этапе гарантийные претензии не включены [10]."],
    "zh": ["保修索赔本阶段不纳入，留待以后再考虑[5]。",
           "保修索赔不在本期范围内[5]。",
           "保修索赔暂不纳入，纳入二期[5]。"],
}
EXCLUDED = {
    "en": "Warranty claims are excluded for the whole pilot and will never be part of it [8].",
    "ru": "Гарантийные претензии исключены из пилота целиком и в него не входят [10].",
    "zh": "保修索赔明确不在试点范围内，整个试点都不涉及[5]。",
}


@pytest.mark.parametrize("lang,sentence", [(lang, s) for lang, said in DEFERRED.items() for s in said])
def test_an_exclusion_for_this_phase_only_is_distorted(lang, sentence):
    g = graded(lang, 5, sentence + "\n")
    assert facts(g)["out_of_scope"] == "distorted", (sentence, facts(g))
    assert kinds(g) == [], kinds(g)


@pytest.mark.parametrize("lang", list(EXCLUDED))
def test_a_real_exclusion_stays_correct(lang):
    g = graded(lang, 5, EXCLUDED[lang] + "\n")
    assert facts(g)["out_of_scope"] == "correct", facts(g)
    assert kinds(g) == [], kinds(g)


# --- the writer's remark that it left the approval out: omitted, no claim ------------------------------------------
LEFT_OUT = {
    "en": "The approval isn't relevant for the warehouse team, so I left it out.",
    "ru": "Утверждение для склада не важно, поэтому я его опустил.",
    "zh": "审批相关的内容仓库团队用不上，我就没写进去。",
}
# the same remark beside a pending approval the writer does tell: the approval is still read, and distorted
PENDING_BESIDE = {
    "en": "The pilot is still waiting for approval; the details aren't needed here, so I left them out.",
    "ru": "Пилот ещё не утверждён; подробности здесь не нужны, поэтому я их опустил.",
    "zh": "试点尚未获批，审批细节这里用不上，我就没写进去。",
}


@pytest.mark.parametrize("lang", list(LEFT_OUT))
def test_the_approval_left_out_is_omitted(lang):
    g = graded(lang, 5, LEFT_OUT[lang] + "\n")
    assert facts(g)["approval"] == "omitted", facts(g)
    assert kinds(g) == [], kinds(g)


@pytest.mark.parametrize("lang", list(PENDING_BESIDE))
def test_a_pending_approval_beside_the_remark_is_still_read(lang):
    g = graded(lang, 5, PENDING_BESIDE[lang] + "\n")
    assert facts(g)["approval"] == "distorted", facts(g)


# --- a timeline: the next entry's date is no date of the approval entry above it ------------------------------------
TIMELINE = {
    "en": ("- {d}: pilot approved by Marek Novak (Chief Financial Officer)\n- 2026-06-09: pilot starts\n"
           "- 2026-07-20: check-in with the Leeds team\n- 2026-10-03: pilot ends\n", "2026-05-15", "2026-05-18"),
    "ru": ("- {d}: пилот утвердил Марек Новак (финансовый директор)\n- 09.06.2026: старт пилота\n"
           "- 20.07.2026: встреча с командой в Лидсе\n- 03.10.2026: завершение пилота\n", "15.05.2026", "18.05.2026"),
    "zh": ("- {d}：首席财务官马雷克·诺瓦克批准试点\n- 2026年6月9日：试点开始\n- 2026年7月20日：与利兹团队碰头\n"
           "- 2026年10月3日：试点结束\n", "2026年5月15日", "2026年5月18日"),
}


@pytest.mark.parametrize("lang", list(TIMELINE))
def test_a_timeline_entry_is_no_detail_of_the_approval_above(lang):
    text, right, wrong = TIMELINE[lang]
    g = graded(lang, 5, text.format(d=right))
    got = facts(g)
    assert got["approval"] == "correct" and got["start_date"] == "correct" and got["end_date"] == "correct", got
    # the check-in is the one thing added, on its own line (never the approval's)
    review = text.splitlines()[2]
    assert len(kinds(g)) == 1 and kinds(g)[0][1] in review, kinds(g)
    g = graded(lang, 5, text.format(d=wrong))
    assert facts(g)["approval"] == "distorted", facts(g)


# --- the workflow at a site the material never names: the scope distorted ------------------------------------------
OTHER_SITE = {
    "en": ["Scope: invoice matching, only at the Lisbon service centre.",
           "The pilot covers invoice matching at the Oulu plant only."],
    "ru": ["Рамки: только сверка счетов в сервисном центре в Лиссабоне.",
           "Пилот охватывает только сверку счетов на заводе в Оулу."],
    "zh": ["范围：仅限里斯本服务中心的发票匹配", "试点仅涵盖奥卢工厂的发票匹配。", "试点只覆盖发票匹配，地点是里斯本服务中心。"],
}
OWN_SITE = {
    "en": "Scope: invoice matching, only at the Leeds office.",
    "ru": "Рамки: только сверка счетов в офисе в Лидсе.",
    "zh": "范围：仅限利兹办公室的发票匹配",
}


@pytest.mark.parametrize("lang,sentence", [(lang, s) for lang, said in OTHER_SITE.items() for s in said])
def test_the_workflow_at_an_unnamed_site_is_distorted(lang, sentence):
    g = graded(lang, 5, sentence + "\n")
    assert facts(g)["scope"] == "distorted", (sentence, facts(g))
    assert kinds(g) == [], kinds(g)


@pytest.mark.parametrize("lang", list(OWN_SITE))
def test_the_workflow_at_its_own_site_is_correct(lang):
    g = graded(lang, 5, OWN_SITE[lang] + "\n")
    assert facts(g)["scope"] == "correct", facts(g)


# --- the approval told in two places, the title before the name: one fact, no addition ------------------------------
TWO_PLACES = {
    "en": ("| Field | Value |\n|---|---|\n| Approval date | 2026-05-15 |\n| Budget | USD 45,000 |\n\n"
           "The pilot was approved by the Chief Financial Officer, Marek Novak{more}.\n", ", who also asked for a "
           "weekly progress report from the Leeds office"),
    "ru": ("| Поле | Значение |\n|---|---|\n| Дата утверждения | 15.05.2026 |\n| Бюджет | 45 000 долларов США |\n\n"
           "Пилот утвердил финансовый директор Марек Новак{more}.\n", ", он также потребовал еженедельный отчёт о "
           "ходе работ от офиса в Лидсе"),
    "zh": ("| 项目 | 值 |\n|---|---|\n| 批准日期 | 2026年5月15日 |\n| 预算 | 45,000美元 |\n\n"
           "其他内容：试点由首席财务官马雷克·诺瓦克批准{more}。\n", "，他还要求利兹办公室每周提交一次进度汇报"),
}


@pytest.mark.parametrize("lang", list(TWO_PLACES))
def test_the_approval_told_in_two_places_is_one_fact(lang):
    text, more = TWO_PLACES[lang]
    g = graded(lang, 5, text.format(more=""))
    assert facts(g)["approval"] == "correct", facts(g)
    assert kinds(g) == [], kinds(g)
    # a demand of the approver's own, said beside it, is still a claim
    g = graded(lang, 5, text.format(more=more))
    assert facts(g)["approval"] == "correct", facts(g)
    assert [k for k, _ in kinds(g)] == ["claim"], kinds(g)
