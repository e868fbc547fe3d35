"""A work item's stage told by its own verb's tense alone, no stage word, in every language: the planned translation
told in the past ("Our staff translated the user guides", "员工翻译了用户指南", "Сотрудники перевели руководства
пользователя") is told done, the item's distortion; the done installation told in the future ("Сканеры штрихкодов
установят") is told planned, its distortion; the same verbs at the item's own stage ("Technicians installed the
barcode scanners", "руководства пользователя переведут") are correct and add nothing. A timeline's entry with its month
first and the item's verb after a run of spaces follows the month rule: at the wrong stage the item's distortion and no
date of its own, at the right stage the item correct and the month one date the notes never give. Pinned with briefs
written for these tests on the material of seed 5 (scanners installed; guide translation planned, not started)."""

import pytest

from tests.facts.grading import SEED5_FACTS, facts, graded, kinds

DONE_WORDS = {
    "en": "The barcode scanners have already been installed.",
    "ru": "Установка сканеров штрихкодов уже завершена.",
    "zh": "条码扫描器安装已经完成。",
}
PLANNED_WORDS = {
    "en": "The translation of the user guides is planned but has not started.",
    "ru": "Перевод руководств пользователя запланирован, но не начат.",
    "zh": "用户指南翻译已列入计划，但尚未开始。",
}
# the planned translation told in the past tense
TRANSLATED = {
    "en": "Our staff translated the user guides for the clerks.",
    "ru": "Сотрудники перевели руководства пользователя для клерков.",
    "zh": "员工为文员翻译了用户指南。",
}
# the done installation told in the future tense
WILL_INSTALL = {
    "en": "Technicians are going to install the barcode scanners.",
    "ru": "Сканеры штрихкодов техники установят позднее.",
    "zh": "技术人员将安装条码扫描器。",
}
# each item by its verb at its own stage
INSTALLED = {
    "en": "Technicians installed the barcode scanners at the counters.",
    "ru": "Техники установили сканеры штрихкодов у стоек.",
    "zh": "技术人员在柜台安装了条码扫描器。",
}
WILL_TRANSLATE = {
    "en": "The user guides will be translated for the clerks.",
    "ru": "Руководства пользователя переведут для клерков.",
    "zh": "用户指南会翻译给文员使用。",
}


def _brief(lang: str, *parts: dict[str, str]) -> str:
    return SEED5_FACTS[lang] + " ".join(p[lang] for p in parts)


@pytest.mark.parametrize("lang", list(TRANSLATED))
def test_a_planned_item_told_in_the_past_is_its_distortion(lang):
    g = graded(lang, 5, _brief(lang, DONE_WORDS, TRANSLATED))
    labels = facts(g)
    assert labels["planned"] == "distorted" and labels["done"] == "correct", labels
    assert kinds(g) == [], kinds(g)


@pytest.mark.parametrize("lang", list(WILL_INSTALL))
def test_a_done_item_told_in_the_future_is_its_distortion(lang):
    labels = facts(graded(lang, 5, _brief(lang, WILL_INSTALL, PLANNED_WORDS)))
    assert labels["done"] == "distorted" and labels["planned"] == "correct", labels


@pytest.mark.parametrize("lang", list(INSTALLED))
def test_each_item_told_by_its_verb_at_its_own_stage_is_correct(lang):
    g = graded(lang, 5, _brief(lang, INSTALLED, WILL_TRANSLATE))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert kinds(g) == [], kinds(g)


# the verb negated or in a condition still to come tells no completion
NOT_YET = {
    "en": "Nobody has translated the user guides so far.",
    "ru": "Руководства пользователя пока никто не перевёл.",
    "zh": "用户指南还没有人翻译过。",
}


@pytest.mark.parametrize("lang", list(NOT_YET))
def test_the_verb_negated_tells_no_completion(lang):
    labels = facts(graded(lang, 5, _brief(lang, DONE_WORDS, NOT_YET)))
    assert labels["planned"] != "distorted", labels


# --- a timeline's entry: the month first, a run of spaces, the item told by its verb -------------------------------
ENTRY = {
    "en": "Timeline\n2026-07   {what}\n",
    "ru": "Хронология\n2026-07   {what}\n",
    "zh": "时间线\n2026-07   {what}\n",
}
ENTRY_WRONG = {
    "en": "the team translated the user guides",
    "ru": "команда перевела руководства пользователя",
    "zh": "团队翻译了用户指南",
}
ENTRY_RIGHT = {
    "en": "staff installed the barcode scanners",
    "ru": "команда установила сканеры штрихкодов",
    "zh": "团队安装了条码扫描器",
}


@pytest.mark.parametrize("lang", list(ENTRY))
def test_a_month_entry_at_the_wrong_stage_is_the_distortion_and_no_date(lang):
    g = graded(lang, 5, _brief(lang, DONE_WORDS) + "\n\n" + ENTRY[lang].replace("{what}", ENTRY_WRONG[lang]))
    assert facts(g)["planned"] == "distorted", facts(g)
    assert kinds(g) == [], kinds(g)


@pytest.mark.parametrize("lang", list(ENTRY))
def test_a_month_entry_at_the_right_stage_adds_one_date(lang):
    g = graded(lang, 5, _brief(lang, PLANNED_WORDS) + "\n\n" + ENTRY[lang].replace("{what}", ENTRY_RIGHT[lang]))
    assert set(facts(g).values()) == {"correct"}, facts(g)
    assert [k for k, _ in kinds(g)] == ["date"], kinds(g)
