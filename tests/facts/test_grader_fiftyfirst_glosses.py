"""A work item told in two languages — the source's words in a bracket, a translation outside it — is the item told
once, no addition; words outside a bracket in the brief's own script still claim more."""

import pytest

from tests.facts.grading import SEED5_FACTS, graded, kinds

# (language, the done item glossed in a table row: the source's words in the bracket, another language outside it)
GLOSSED = [
    ("en", "| Done | установка сканеров (barcode scanner installation) ✔ | [9] |"),
    ("ru", "| Готово | barcode scanner setup (установка сканеров штрихкодов) ✔ | [9] |"),
    ("zh", "| 已完成 | barcode scanners set up（条码扫描器安装）✔ | [9] |"),
]

PLANNED = {
    "en": "The translation of the user guides is planned but has not started.",
    "ru": "Перевод руководств пользователя запланирован, но не начат.",
    "zh": "用户指南翻译已列入计划，但尚未开始。",
}

# the bracket naming the item, the words outside it in the same script and claiming more: no translation
REMARKED = [
    ("ru", "| Готово | ночная смена заодно перекрасила погрузочную зону (установка сканеров штрихкодов) ✔ | [9] |"),
    ("en", "| Done | the night crew repainted the loading bay as well (barcode scanner installation) ✔ | [9] |"),
]


def _brief(lang: str, row: str) -> str:
    return SEED5_FACTS[lang] + PLANNED[lang] + "\n\n| Item | Value | Src |\n|---|---|---|\n" + row + "\n"


@pytest.mark.parametrize(("lang", "row"), GLOSSED)
def test_an_item_glossed_in_another_language_is_told_once(lang: str, row: str) -> None:
    g = graded(lang, 5, _brief(lang, row))
    assert {f.fact_id: str(f.label) for f in g.facts}["done"] == "correct"
    assert kinds(g) == []


@pytest.mark.parametrize(("lang", "row"), REMARKED)
def test_words_outside_the_bracket_in_its_own_script_still_claim_more(lang: str, row: str) -> None:
    g = graded(lang, 5, _brief(lang, row))
    assert len(kinds(g)) == 1
