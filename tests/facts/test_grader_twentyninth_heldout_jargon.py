"""Workplace jargon and mixed scripts carrying a fact's state, the twenty-ninth held-out set's jargon class in every
language: a chat update, a stand-up note or a recap e-mail says an exclusion in shorthand ("OOS", "descoped", "вынесен за
рамки"), as a list label ("OOS: X") or after the item ("X — OOS"), in English inside a Chinese or Russian line too; and a
remark cut off after a work item says its stage in team slang ("还在 backlog" for work not started, "还在走流程" for work
still going through the process). The grader reads the shorthand as the state it names, and the remark restates the
item's stage, no addition. Each is pinned with briefs written for these tests on the material of seed 5 (approved)."""

import pytest

from tests.facts.grading import facts, graded, kinds

# --- an exclusion said as an acronym, as a list label or after the item ---------------------------------------------
OOS_LABEL = {
    "en": "Pilot sync, quick notes\n- Window: 9 Jun 2026 to 3 Oct 2026 [2][8]\n- Scope: invoice matching, Leeds office "
          "only [14]\n- OOS: warranty claims [8]\n- Budget: USD 45k [2]\n- Sign-off: Marek Novak, 15 May 2026 [8]\n"
          "- Done: barcode scanners installed [14]\n- Planned, not started: translation of the user guides [2]\n",
    "ru": "Синк по пилоту, кратко\n- Сроки: 09.06.2026 → 03.10.2026 [3] [10]\n- Scope: сверка счетов, только офис в "
          "Лидсе [17]\n- OOS: гарантийные претензии [10]\n- Budget: 45 000 долларов США [3]\n- Утвердил Марек Новак "
          "15.05.2026 [10]\n- Done: установка сканеров штрихкодов [17]\n- Planned: перевод руководств пользователя — "
          "запланирован, не начат [3]\n",
    "zh": "试点同步\n- 时间：2026年6月9日—2026年10月3日 [1][5]\n- Scope：只做利兹办公室的发票匹配 [7]\n- OOS：保修索赔 [5]\n"
          "- Budget：45,000美元 [1]\n- 审批：马雷克·诺瓦克已于2026年5月15日批准 [5]\n- Done：条码扫描器安装 [7]\n"
          "- Planned：用户指南翻译，尚未开始 [1]\n",
}

OOS_AFTER = {
    "en": "Pilot upd: runs 9 Jun 2026 to 3 Oct 2026 [2][8]; invoice matching at the Leeds office only [14]; warranty "
          "claims are OOS [8]. Budget USD 45,000 [2]. Marek Novak approved it on 15 May 2026 [8]. The barcode scanners "
          "have been installed [14]; the translation of the user guides is planned but not started [2].\n",
    "ru": "Апдейт по пилоту: идёт с 9 июня 2026 г. по 3 октября 2026 г. [3, 10], только сверка счетов в офисе в Лидсе "
          "[17]; гарантийные претензии — OOS [10]. Бюджет 45 000 долларов США [3]. Марек Новак утвердил пилот 15 мая "
          "2026 г. [10]. Установка сканеров штрихкодов уже завершена [17], перевод руководств пользователя запланирован, "
          "но не начат [3].\n",
    "zh": "试点更新：2026年6月9日开始，2026年10月3日结束[1][5]；只做利兹办公室的发票匹配[7]；保修索赔 OOS[5]。预算45,000美元[1]。"
          "马雷克·诺瓦克已于2026年5月15日批准该试点[5]。条码扫描器安装已经完成[7]，用户指南翻译已列入计划，但尚未开始[1]。\n",
}


@pytest.mark.parametrize("text", [OOS_LABEL, OOS_AFTER], ids=["label", "after-item"])
@pytest.mark.parametrize("lang", ["en", "ru", "zh"])
def test_an_exclusion_said_as_oos_is_out_of_scope(lang, text):
    g = graded(lang, 5, text[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


# --- an exclusion said as workplace jargon ("descoped", "вынесен за рамки") ------------------------------------------
JARGON_EXCLUSION = {
    "en": "Pilot upd: runs 9 Jun 2026 to 3 Oct 2026 [2][8]; invoice matching at the Leeds office only [14]; warranty "
          "claims got descoped [8]. Budget USD 45,000 [2]. Marek Novak approved it on 15 May 2026 [8]. The barcode "
          "scanners have been installed [14]; the translation of the user guides is planned but not started [2].\n",
    "ru": "Апдейт по пилоту: идёт с 9 июня 2026 г. по 3 октября 2026 г. [3, 10], только сверка счетов в офисе в Лидсе "
          "[17]. Гарантийные претензии сразу вынесены за рамки [10]. Бюджет 45 000 долларов США [3]. Марек Новак утвердил "
          "пилот 15 мая 2026 г. [10]. Установка сканеров штрихкодов уже завершена [17], перевод руководств пользователя "
          "запланирован, но не начат [3].\n",
}


@pytest.mark.parametrize("lang", list(JARGON_EXCLUSION))
def test_an_exclusion_said_in_jargon_is_out_of_scope(lang):
    g = graded(lang, 5, JARGON_EXCLUSION[lang])
    assert facts(g)["out_of_scope"] == "correct", facts(g)
    assert kinds(g) == []


# --- a stage said in team slang in a remark cut off after the item ---------------------------------------------------
def test_still_in_the_backlog_restates_a_planned_item():
    text = ("试点同步\n- 时间：2026年6月9日—2026年10月3日 [1][5]\n- Scope：只做利兹办公室的发票匹配 [7]\n"
            "- 保修索赔不在范围内 [5]\n"
            "- Budget：45,000美元 [1]\n- 审批：马雷克·诺瓦克已于2026年5月15日批准 [5]\n"
            "- Done：条码扫描器安装 [7]\n- Planned：用户指南翻译，还在 backlog，未启动 [1]\n")
    g = graded("zh", 5, text)
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


def test_still_going_through_the_process_restates_a_stage():
    # the scanners are done in the source: the slang says them under way, a distorted stage, not an addition
    text = ("试点同步\n- 时间：2026年6月9日—2026年10月3日 [1][5]\n- Scope：只做利兹办公室的发票匹配 [7]\n"
            "- 保修索赔不在范围内 [5]\n"
            "- Budget：45,000美元 [1]\n- 审批：马雷克·诺瓦克已于2026年5月15日批准 [5]\n"
            "- 条码扫描器安装：WIP，还在走流程 [7]\n- 用户指南翻译：planned，未开工 [1]\n")
    g = graded("zh", 5, text)
    assert facts(g)["done"] == "distorted", facts(g)
    assert kinds(g) == []


# --- a date's role said in team slang ("6/9 开跑": the start) ---------------------------------------------------------
def test_a_start_said_in_slang_is_the_start_date():
    text = ("试点同步一下\n1）时间：6/9 开跑\n10/3 收尾\n都是2026年 [1][5]\n2）scope：利兹办公室的发票匹配，别的不管 [7]\n"
            "保修索赔不在范围内 [5]\n3）budget：USD 45k [1]\n4）审批：马雷克·诺瓦克 2026/5/15 已批准 [5]\n"
            "5）条码扫描器安装 done ✅ [7]\n6）用户指南翻译 未开工 [1]\n")
    g = graded("zh", 5, text)
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []


# --- a chat note's closing call to take questions to the team's channel ----------------------------------------------
CHANNEL_CLOSING = {
    "en": "Pilot upd\n1) dates: 9 Jun 2026 to 3 Oct 2026 [2][8]\n2) scope: invoice matching @ Leeds office only [14]; "
          "warranty claims are out of scope [8]\n3) budget: USD 45k [2]\n4) approval: Marek Novak signed off on 15 May "
          "2026 [8]\n5) barcode scanners installed ✅ [14]\n6) translation of the user guides: not started [2]\n"
          "Questions? Shout in the channel~\n",
    "zh": "试点同步一下\n1）时间：2026年6月9日—2026年10月3日 [1][5]\n2）scope：利兹办公室的发票匹配，别的不管 [7]\n"
          "保修索赔不在范围内 [5]\n3）budget：USD 45k [1]\n4）审批：马雷克·诺瓦克 2026/5/15 已批准 [5]\n"
          "5）条码扫描器安装 done ✅ [7]\n6）用户指南翻译 未开工 [1]\n有疑问的话群里问～\n",
}


@pytest.mark.parametrize("lang", list(CHANNEL_CLOSING))
def test_a_call_to_ask_in_the_channel_is_no_claim(lang):
    g = graded(lang, 5, CHANNEL_CLOSING[lang])
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == []
