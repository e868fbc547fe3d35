"""A question heading that names its section in brackets ("### How much? (Budget)", "### 花多少钱？（预算）",
"### Сколько стоит? (Бюджет)") is the section's heading: no claim of its own, and an exclusion said outright under a
scope question ("What is covered? (Scope)") stays an exclusion. Brackets answering a question stay an answer."""

import pytest

from tests.facts.grading import SEED5_FACTS, facts, graded, kinds

_ALL_RIGHT = {"start_date": "correct", "end_date": "correct", "scope": "correct", "budget": "correct",
              "approval": "correct", "out_of_scope": "correct"}

_CASES = [
    ("en", "### When is it on? (Timeline)\nFrom 9 June 2026 to 3 October 2026 [2].\n\n### What is covered? (Scope)\n"
           "Invoice matching at the Leeds office, nowhere else [2]. Warranty claims are explicitly left out [4].\n\n"
           "### How much? (Budget)\nUSD 45,000 [3].\n\n### Who signed? (Approval)\nMarek Novak approved it on 15 May 2026.\n"
           "\n### Where is this from? (Sources)\n- [2] dates, scope\n- [3] budget\n- [4] warranty claims\n", _ALL_RIGHT),
    ("en", "**What does it cost? (Budget)**\nUSD 45,000.\n\nWhat is in it? (Scope)\nOnly invoice matching at the Leeds "
           "office. Warranty claims are excluded.\n\nWhen? (Timeline)\n9 June 2026 to 3 October 2026. Marek Novak "
           "approved it on 15 May 2026.\n", _ALL_RIGHT),
    ("zh", "### 什么时候进行？（时间线）\n2026年6月9日至2026年10月3日【2】。\n\n"
           "### 包括什么？（范围）\n利兹办公室的发票匹配，仅此一处【2】。保修索赔明确排除在外【4】。\n\n"
           "### 花多少钱？（预算）\n45,000美元【3】。\n\n### 谁批准的？（审批）\n"
           "马雷克·诺瓦克已于2026年5月15日批准。\n\n### 出自哪里？（来源）\n- 【2】日期、范围\n- 【3】预算\n", _ALL_RIGHT),
    ("ru", "### Когда идёт? (Сроки)\nС 9 июня 2026 г. по 3 октября 2026 г. [2].\n\n### Что входит? (Объём)\nСверка счетов в "
           "офисе в Лидсе, и только там [2]. Гарантийные претензии прямо исключены [4].\n\n### Сколько стоит? (Бюджет)\n"
           "45 000 долларов США [3].\n\n### Кто утвердил? (Утверждение)\nМарек Новак утвердил пилот 15 мая 2026 г.\n\n"
           "### Откуда это? (Источники)\n- [2] сроки, рамки\n- [3] бюджет\n", _ALL_RIGHT),
]

# neighbours: brackets answering the question, a yes or no or a cause, are no section's name
_NO_EXCLUSION = {
    "en": SEED5_FACTS["en"].replace("Warranty claims are not part of it. ", ""),
    "zh": SEED5_FACTS["zh"].replace("保修索赔不在范围内。", ""),
    "ru": SEED5_FACTS["ru"].replace("Гарантийные претензии в пилот не входят. ", ""),
}
_NEIGHBOURS = [
    ("en", "Are warranty claims in scope? (No)\n", {"out_of_scope": "correct"}, 0),
    ("en", "### Status\nWhy the delay? (Vendor)\nThe vendor was late.\n", {}, 2),
    ("zh", "保修索赔在范围内吗？（否）\n", {"out_of_scope": "correct"}, 0),
    ("zh", "### 状态\n为什么延期？（供应商）\n供应商交付晚了。\n", {}, 2),
    ("ru", "Гарантийные претензии входят? (Нет)\n", {"out_of_scope": "correct"}, 0),
    ("ru", "### Статус\nПочему задержка? (Поставщик)\nПоставщик опоздал.\n", {}, 2),
]


@pytest.mark.parametrize("lang,text,want,added", [(lang, text, want, 0) for lang, text, want in _CASES] + [
    (lang, _NO_EXCLUSION[lang] + "\n\n" + text, want, added) for lang, text, want, added in _NEIGHBOURS])
def test_question_heading_names_its_section(lang, text, want, added):
    g = graded(lang, 5, text)
    got = facts(g)
    assert {k: got[k] for k in want} == want
    assert len(kinds(g)) == added
