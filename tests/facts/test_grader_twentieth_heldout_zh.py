"""Classes of faults found by the twentieth blind set (Chinese share and the generic classes it owns)."""

from __future__ import annotations

import pytest

from kvtrial.facts.grader import grade_output
from kvtrial.facts.language_check import not_gradable_reason
from kvtrial.facts.languages import get_language
from kvtrial.facts.segments import segment
from tests.facts.test_grader_classes_all_languages import BRIEF, CLEAN, labels

# --- 1. English glosses beside the material's own words do not make a brief English ----------------------------------

_GLOSSED_ZH = (
    "Project summary – 苍鹭 Heron\n\n"
    "Dates: from 16 Aug 2027 until 1 Oct 2027 [2]\n"
    "Coverage: 仅限 里昂仓库的采购订单受理 (purchase order intake at Lyon) [7]. Excluded: 报关单 customs forms [4]\n"
    "Money: 57,500 EUR [2]\n"
    "Sign-off: signed off by 普丽娅·拉曼 (财务主管) in July [4]\n"
    "  Finished: 沙箱环境搭建 sandbox environment [7]\n"
    "  Next: 用户满意度调查 satisfaction survey, not yet begun [2]\n"
)

_GLOSSED_RU = (
    "Project summary – Цапля Heron\n\n"
    "Dates: from 16 Aug 2027 until 1 Oct 2027 [2]\n"
    "Coverage: только приём заказов на закупку (purchase order intake) [7]. Excluded: таможенные декларации customs forms\n"
    "Money: 57,500 EUR [2]\n"
    "Sign-off: signed off by Прия Раман (финансовый директор) in July [4]\n"
    "  Finished: настройка тестовой среды sandbox environment [7]\n"
    "  Next: опрос удовлетворённости пользователей satisfaction survey, not yet begun [2]\n"
)


@pytest.mark.parametrize("lang, brief", [("zh", _GLOSSED_ZH), ("ru", _GLOSSED_RU)])
def test_english_glosses_beside_the_materials_words_are_no_vote(lang, brief):
    assert not_gradable_reason(brief, lang) is None


@pytest.mark.parametrize("lang", ["zh", "ru"])
def test_english_prose_with_a_name_in_the_materials_script_is_still_english(lang):
    name = "里昂仓库" if lang == "zh" else "Лион"
    brief = (f"The pilot started in the middle of August and covers purchase order intake at {name} and nothing "
             "else; customs declarations were left out of it on purpose. The budget was fifty-seven thousand "
             "euros, and the finance lead approved it in July after a short review of the plan and its risks.")
    assert not_gradable_reason(brief, lang) is not None


# --- 2. a bold question ("**问：…？**") is answered by the line under it, not by its closing "**" -----------------------

@pytest.mark.parametrize("lang, brief, item", [
    ("zh", "**问：报关单是否包括在内？**\n答：否，笔记说得很清楚。", "报关单"),
    ("en", "**Q: Are customs declarations included?**\nA: No, the notes leave them out.", "customs"),
])
def test_a_bold_question_takes_its_answers_no(lang, brief, item):
    language = get_language(lang)
    clauses = segment(brief, language.layout, language.forms)
    assert all(c.text.strip("*_ ") for c in clauses), [c.text for c in clauses]
    question = next(c for c in clauses if item in c.text)
    assert question.asks and question.label == "out_of_scope", question


# --- 3. the first half of a question line cut at its comma asks too: no progress claim of its own -------------------

def test_the_first_half_of_a_two_part_question_asks():
    language = get_language("zh")
    clauses = segment("问：什么已经做好了，什么还没开始？\n答：沙箱环境搭建已做好。", language.layout, language.forms)
    first = next(c for c in clauses if "做好了" in c.text)
    assert first.asks, first


# --- 4. a recap's lead-in ("总结一下：") sums up the approval told above: no second approval ---------------------------

def test_an_approval_summed_up_after_a_recap_lead_is_no_second_approval(mats):
    body = BRIEF["zh"].format(**CLEAN[("zh", 5)])
    g = grade_output(mats[("zh", 5)], body + "\n\n总结一下：试点已经获得批准。")
    assert set(labels(g).values()) == {"correct"}, [(f.fact_id, f.label, f.detail) for f in g.facts]
    assert not [u for u in g.unsupported if u.kind == "approval"], g.unsupported
